"""Who controls a permanent (110.2, 611.2a, 613.1b), and what a player who leaves a
multiplayer game takes with them (800.4a), played from scenarios.

Regressions: a creature returned by Animate Dead went back to its owner at the next
check of state-based actions (the check reset control to the owner); a permanent stolen
with Control Magic was exiled with the thief who left, instead of going back first.
"""

from __future__ import annotations

from support import of

from shahrazad.decisions import Cast, Concede, Pass
from shahrazad.events import vocabulary as v
from shahrazad.rules import sba
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table
from shahrazad.testing import check_table, pass_until
from shahrazad.txn import Txn

LIB = 'library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]'


def scenario(body: str, players: str = '["A", "B"]') -> Table:
    text = (f'seed = 1\nplayers = {players}\nactive = "A"\nturn = 3\nstep = "main1"\n'
            '[run]\nuntil = "script_end"\n' + body)
    return run_scenario(load_scenario(text))


def obj(table: Table, name: str, owner: str | None = None) -> int:
    g = table.game()
    return next(o for o, x in g.objects.items() if x.name == name
                and (owner is None or x.owner == owner))


def animated(players: str = '["A", "B"]', c: str = "") -> Table:
    """A casts Animate Dead on B's Serra Angel (in B's graveyard); it resolves."""
    table = scenario(f'[A]\n{LIB}\nhand = ["Animate Dead"]\nbattlefield = ["Swamp", '
                     f'"Swamp"]\n[B]\n{LIB}\ngraveyard = ["Serra Angel"]\n{c}'
                     '[[decisions]]\nplayer = "A"\ncast = "Animate Dead"\n'
                     'targets = ["Serra Angel"]\n', players)
    pass_until(table, lambda t: not t.game().stack and t.pending().player == "A")  # type: ignore[union-attr]
    return table


def test_110_2_611_2a_a_creature_animate_dead_returned_stays_under_its_controller() -> None:
    """110.2: a permanent is controlled by default by the player under whose control it
    entered the battlefield; Animate Dead returns B's Serra Angel under A's control, and
    it stays A's through every later check of state-based actions (it used to go back to
    B at the next one)."""
    table = animated()
    game = table.game()
    angel = obj(table, "Serra Angel")
    assert (game.objects[angel].owner, game.objects[angel].controller) == ("B", "A")
    for _ in range(6):
        table.push(Pass())
    pass_until(table, lambda t: t.game().turn == 4)
    assert game.objects[angel].controller == "A"
    assert not of(table, v.ControlChanged)
    assert check_table(table) == []


def test_613_1b_611_2a_a_one_shot_control_change_lasts_for_the_game() -> None:
    """613.1b, 611.2a: a one-shot effect that gains control of a permanent with no stated
    duration lasts until the end of the game: recorded as a control effect, it keeps A in
    control through the checks and the turns; one "until end of turn" ends in the cleanup
    step (514.2) and the permanent goes back to its controller by default (110.2)."""
    table = scenario(f'[A]\n{LIB}\n[B]\n{LIB}\nbattlefield = ["Serra Angel", '
                     '"Grizzly Bears"]\n')
    game = table.game()
    angel, bears = obj(table, "Serra Angel"), obj(table, "Grizzly Bears")
    txn = Txn(table.state)
    sba.gain_control(txn, game, game.objects[angel], "A", "611.2a")
    sba.gain_control(txn, game, game.objects[bears], "A", "611.2a", until="end_of_turn")
    table.events.extend(txn.events)
    assert [e.rule for e in of(table, v.ControlChanged)] == ["613.1b", "613.1b"]
    pass_until(table, lambda t: t.game().turn == 5)
    assert game.objects[angel].controller == "A"
    assert game.objects[bears].controller == "B"
    back = of(table, v.ControlChanged)[-1]
    assert (back.obj, back.controller, back.rule) == (bears, "B", "613.1b")


def test_800_4a_control_effects_end_first_so_a_stolen_permanent_goes_back() -> None:
    """800.4a: when A leaves, the objects A owns leave and the effects giving A control
    end; only then is what A still controls exiled. A's Control Magic leaves with A, so
    B's Serra Angel goes back to B and stays (it used to be exiled with A)."""
    table = scenario(f'[A]\n{LIB}\nhand = ["Control Magic"]\nbattlefield = ["Island", '
                     f'"Island", "Island", "Island"]\n[B]\n{LIB}\nbattlefield = ["Serra '
                     f'Angel"]\n[C]\n{LIB}\n[[decisions]]\nplayer = "A"\ncast = "Control '
                     'Magic"\ntargets = ["Serra Angel"]\n', players='["A", "B", "C"]')
    pass_until(table, lambda t: not t.game().stack and t.pending().player == "A")  # type: ignore[union-attr]
    game = table.game()
    angel = obj(table, "Serra Angel")
    assert game.objects[angel].controller == "A"
    table.push(Concede(), "A")
    assert angel in game.battlefield and game.objects[angel].controller == "B"
    assert not [e for e in of(table, v.ZoneChanged) if e.obj == angel]
    back = of(table, v.ControlChanged)[-1]
    assert (back.obj, back.controller, back.rule) == (angel, "B", "800.4a")
    assert check_table(table) == []


def test_800_4a_a_permanent_that_entered_under_the_leavers_control_is_exiled() -> None:
    """800.4a, its Bribery example: a permanent that entered the battlefield under the
    leaver's control is still theirs once their effects end, so it is exiled: B's Serra
    Angel, returned by A's Animate Dead. A one-shot control effect of A's ends instead,
    and C's Grizzly Bears goes back to C."""
    table = animated('["A", "B", "C"]', f'[C]\n{LIB}\nbattlefield = ["Grizzly Bears"]\n')
    game = table.game()
    angel, bears = obj(table, "Serra Angel"), obj(table, "Grizzly Bears")
    txn = Txn(table.state)
    sba.gain_control(txn, game, game.objects[bears], "A", "611.2a")
    table.events.extend(txn.events)
    table.push(Concede(), "A")
    exiled = [e for e in of(table, v.ZoneChanged) if e.obj == angel]
    assert [(e.to_zone, e.rule) for e in exiled] == [("exile", "800.4a")]  # type: ignore[attr-defined]
    assert game.objects[bears].controller == "C" and bears in game.battlefield
    assert check_table(table) == []


def test_613_1b_control_magic_still_steals_and_gives_back() -> None:
    """613.1b: Control Magic gives its controller control of the enchanted creature; when it
    leaves, the creature goes back to the player it entered under (110.2)."""
    table = scenario(f'[A]\n{LIB}\nhand = ["Control Magic"]\nbattlefield = ["Island", '
                     f'"Island", "Island", "Island"]\n[B]\n{LIB}\nhand = ["Disenchant"]\n'
                     'battlefield = ["Serra Angel", "Plains", "Plains"]\n[[decisions]]\n'
                     'player = "A"\ncast = "Control Magic"\ntargets = ["Serra Angel"]\n')
    pass_until(table, lambda t: not t.game().stack and t.pending().player == "A")  # type: ignore[union-attr]
    angel = obj(table, "Serra Angel")
    assert table.game().objects[angel].controller == "A"
    table.push(Pass())
    g = table.game()
    table.push(next(d for d in table.legal_decisions() if isinstance(d, Cast)
                    and g.objects[d.card].name == "Disenchant"))
    pass_until(table, lambda t: not t.game().stack)
    assert table.game().objects[angel].controller == "B"
