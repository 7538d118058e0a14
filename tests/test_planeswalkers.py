"""Planeswalkers (306, 606, 120.3c, 704.5i, 508.1b) and the two Karns' static and
reaching abilities (602.5, 613.1d, 400.11b, 727.4)."""

from __future__ import annotations

import pytest
from support import of

from shahrazad.characteristics import defn, is_creature, power, toughness
from shahrazad.decisions import Activate, Mana
from shahrazad.events import vocabulary as v
from shahrazad.projections.invariants import conservation_problems
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import IllegalDecision, Table

LIB = "library = [" + ", ".join(['"Island"'] * 12) + "]"
SEVEN = ", ".join(['"Plains"'] * 7)


def position(body: str, head: str = "", active: str = "A") -> Table:
    text = (f'seed = 1\nplayers = ["A", "B"]\nactive = "{active}"\nturn = 3\nstep = "main1"\n'
            f'{head}\n[run]\nuntil = "script_end"\n' + body)
    return run_scenario(load_scenario(text))


def obj_named(table: Table, name: str, game: str = "1") -> int:
    g = table.game(game)
    return next(o for o in g.objects if g.objects[o].name == name)


def loyalty(table: Table, name: str, game: str = "1") -> int:
    return table.game(game).objects[obj_named(table, name, game)].counters.get("loyalty", 0)


def resolve_all(table: Table) -> None:
    while table.game().stack:
        waiting = table.pending()
        assert waiting is not None and waiting.kind == "priority", waiting
        table.push_named("pass")


def karn(loyal: int = 6, more: str = "") -> str:
    return (f'[A]\n{LIB}\nhand = ["Lightning Bolt"]\nbattlefield = [{{ card = "Karn Liberated",'
            f' counters = {{ loyalty = {loyal} }} }}, "Mountain"{more}]\n[B]\n{LIB}\n'
            'hand = ["Serra Angel", "Giant Growth"]\nbattlefield = ["Grizzly Bears"]\n')


def test_306_5b_a_planeswalker_enters_with_its_printed_loyalty() -> None:
    """306.5b: Karn Liberated, cast, enters with six loyalty counters."""
    table = position(f'[A]\n{LIB}\nhand = ["Karn Liberated"]\nbattlefield = [{SEVEN}]\n'
                     f'[B]\n{LIB}\n')
    table.push_named("cast Karn Liberated")
    resolve_all(table)
    assert loyalty(table, "Karn Liberated") == 6
    entered = [e for e in of(table, v.CountersChanged) if e.counter == "loyalty"]
    assert [(e.rule, e.total) for e in entered] == [("306.5b", 6)]


def test_606_3_606_4_a_loyalty_ability_once_a_turn_its_cost_paid_in_counters() -> None:
    """606.4: +4 puts four loyalty counters on Karn as it is activated; the target player
    chooses the card to exile, remembered as exiled with Karn (607.2a). 606.3: no second
    loyalty ability of Karn this turn, and none on another player's turn."""
    table = position(karn())
    table.push_named("activate Karn Liberated targeting B")
    paid = of(table, v.LoyaltyPaid)[-1]
    assert (paid.rule, paid.amount, paid.total) == ("606.4", 4, 10)
    table.push_named("pass")
    table.push_named("pass")
    assert table.pending().kind == "choose" and table.pending().player == "B"
    table.push_named("choose Serra Angel")
    g = table.game()
    assert [g.objects[o].name for o in g.exile] == ["Serra Angel"]
    link = next(e for e in g.effects.values() if e.subject == g.exile[0])
    assert link.source == obj_named(table, "Karn Liberated")
    before = table.position
    with pytest.raises(IllegalDecision) as refused:
        table.push_named("activate Karn Liberated ability 2 targeting Grizzly Bears")
    assert refused.value.rule == "606.3" and table.position == before
    assert not [d for d in table.legal_decisions() if isinstance(d, Activate)]


def test_606_3_loyalty_abilities_only_at_sorcery_speed() -> None:
    """606.3: with a spell on the stack, Karn's abilities can't be activated."""
    table = position(karn())
    table.push_named("cast Lightning Bolt targeting B")
    with pytest.raises(IllegalDecision) as refused:
        table.push_named("activate Karn Liberated targeting B")
    assert refused.value.rule == "606.3"


def test_606_5_a_minus_cost_needs_that_many_loyalty_counters() -> None:
    """606.5: at six loyalty, -14 can't be activated (refused, not listed); -3 can."""
    table = position(karn())
    with pytest.raises(IllegalDecision) as refused:
        table.push_named("activate Karn Liberated ability 3")
    assert refused.value.rule == "606.5"
    listed = {d.index for d in table.legal_decisions() if isinstance(d, Activate)}
    assert listed == {0, 1}
    table.push_named("activate Karn Liberated ability 2 targeting Grizzly Bears")
    resolve_all(table)
    assert loyalty(table, "Karn Liberated") == 3
    assert [table.game().objects[o].name for o in table.game().exile] == ["Grizzly Bears"]


def test_120_3c_704_5i_damage_removes_loyalty_and_at_none_it_dies() -> None:
    """120.3c: Lightning Bolt at Karn (any target includes a planeswalker, 115.4) removes
    three loyalty counters; with none left, 704.5i puts it into its owner's graveyard."""
    table = position(karn(3), active="B")
    table.push_named("pass")  # B, the active player, passes: A may act
    table.push_named("cast Lightning Bolt targeting Karn Liberated")
    resolve_all(table)
    dealt = of(table, v.DamageDealt)[-1]
    assert dealt.rule == "120.3c" and dealt.amount == 3
    assert [e.rule for e in of(table, v.CountersChanged)][-1:] == ["120.3c"]
    moved = of(table, v.ZoneChanged)[-1]
    assert (moved.rule, moved.to_zone) == ("704.5i", "graveyard")
    g = table.game()
    assert [g.objects[o].name for o in g.player["A"].graveyard] == ["Lightning Bolt",
                                                                    "Karn Liberated"]


def test_508_1b_creatures_may_attack_a_planeswalker_and_its_controller_blocks() -> None:
    """508.1b: B's Grizzly Bears attack A's Karn; A, its controller, is the defending
    player and may block (a blocker of A's would stop it); unblocked, its combat damage
    removes two loyalty counters (120.3c). A player may still be attacked instead."""
    table = position(karn(6, ', "Serra Angel"'), active="B")
    while table.pending().kind == "priority":
        table.push_named("pass")
    assert table.pending().kind == "attackers"
    options = {d.attackers for d in table.legal_decisions() if d.KIND == "attack"}
    bears = obj_named(table, "Grizzly Bears")
    walker = obj_named(table, "Karn Liberated")
    assert ((bears, "A"),) in options and ((bears, walker),) in options
    table.push_named("attack Grizzly Bears -> Karn Liberated")
    assert of(table, v.AttackersDeclared)[-1].attackers == ((bears, walker),)
    while table.pending().kind == "priority":
        table.push_named("pass")
    assert table.pending().kind == "blockers" and table.pending().player == "A"
    table.push_named("block nothing")
    while table.game().step != "main2":
        table.push_named("pass")
    assert loyalty(table, "Karn Liberated") == 4
    assert table.game().player["A"].life == 20


def test_704_5j_the_legend_rule_for_two_karns() -> None:
    """704.5j: a second Karn Liberated under the same player: its controller chooses
    one to keep (here the new one), and the other goes to the graveyard."""
    table = position(f'[A]\n{LIB}\nhand = ["Karn Liberated"]\nbattlefield = [{SEVEN}, '
                     '{ card = "Karn Liberated", counters = { loyalty = 9 } }]\n'
                     f'[B]\n{LIB}\n')
    table.push_named("cast Karn Liberated")
    resolve_all(table)
    assert table.pending().kind == "legend"
    table.push_named("retain Karn Liberated#2")
    g = table.game()
    assert [g.objects[o].counters.get("loyalty") for o in g.battlefield
            if g.objects[o].name == "Karn Liberated"] == [6]  # the new one: 6 loyalty
    assert [g.objects[o].name for o in g.player["A"].graveyard] == ["Karn Liberated"]
    assert of(table, v.ZoneChanged)[-1].rule == "704.5j"


# -- Karn, the Great Creator ------------------------------------------------------------------


GREAT = f"""
[A]
{LIB}
battlefield = [{{ card = "Karn, the Great Creator", counters = {{ loyalty = 5 }} }}, "Sol Ring",
               "Mountain", "Mountain"]
hand = ["Lightning Bolt"]
sideboard = ["Black Lotus", "Serra Angel"]
[B]
{LIB}
battlefield = ["Sol Ring", "Icy Manipulator", "Island"]
"""


def test_602_5_opponents_artifacts_abilities_cant_be_activated() -> None:
    """602.5 and Karn's static ability: B can't activate the abilities of B's artifacts,
    mana abilities included (605.1a), and no payment uses them; A's own Sol Ring works."""
    table = position(GREAT, active="B")
    g = table.game()
    ring = next(o for o in g.battlefield if g.objects[o].name == "Sol Ring"
                and g.objects[o].controller == "B")
    with pytest.raises(IllegalDecision) as refused:
        table.push(Mana(ring, 0, ""), "B")
    assert refused.value.rule == "602.5"
    with pytest.raises(IllegalDecision) as refused:
        table.push_named("activate Icy Manipulator targeting Mountain paying Island")
    assert refused.value.rule == "602.5"
    kinds = {(d.KIND, getattr(d, "source", None)) for d in table.legal_decisions()}
    assert ("mana", ring) not in kinds and not any(k == "activate" for k, _ in kinds)
    table.push_named("pass")
    mine = next(o for o in g.battlefield if g.objects[o].name == "Sol Ring"
                and g.objects[o].controller == "A")
    table.push(Mana(mine, 0, ""), "A")
    assert table.game().player["A"].mana == "CC"


def test_613_1d_613_4b_karn_makes_a_noncreature_artifact_a_creature_until_your_next_turn(
        ) -> None:
    """+1 (613.1d types, 613.4b P/T): B's Icy Manipulator becomes an artifact creature with
    power and toughness equal to its mana value, 4/4, until A's next turn, when the effect
    ends (611.2a)."""
    table = position(GREAT)
    table.push_named("activate Karn, the Great Creator targeting Icy Manipulator")
    resolve_all(table)
    g = table.game()
    icy = g.objects[obj_named(table, "Icy Manipulator")]
    assert is_creature(g, icy) and (power(g, icy), toughness(g, icy)) == (4, 4)
    assert "Artifact" in defn(g, icy).types and loyalty(table, "Karn, the Great Creator") == 6
    animated = of(table, v.PermanentAnimated)[-1]
    assert (animated.rule, animated.until) == ("613.1d", "your_next_turn")
    while table.game().active == "A":  # B's turn: still a creature
        table.push_named("pass") if table.pending().kind == "priority" else \
            table.push(table.legal_decisions()[0])
    assert is_creature(table.game(), table.game().objects[icy.oid])
    while table.game().active == "B":
        waiting = table.pending()
        table.push(table.legal_decisions()[0]) if waiting.kind != "priority" else \
            table.push_named("pass")
    assert not is_creature(table.game(), table.game().objects[icy.oid])


def test_601_2c_up_to_one_target_may_be_none() -> None:
    """"Up to one target": the +1 may be activated with no target, for its loyalty."""
    table = position(GREAT)
    table.push_named("activate Karn, the Great Creator")
    resolve_all(table)
    assert loyalty(table, "Karn, the Great Creator") == 6
    assert not of(table, v.PermanentAnimated)


def test_400_11b_karn_brings_an_artifact_from_the_sideboard_or_exile() -> None:
    """-2: an artifact card A owns from outside the game (the sideboard's Black Lotus,
    not its Serra Angel), or one A owns face up in exile."""
    table = position(GREAT.replace('hand = ["Lightning Bolt"]',
                                   'hand = ["Lightning Bolt"]\nexile = ["Mox Pearl"]'))
    table.push_named("activate Karn, the Great Creator ability 2")
    table.push_named("pass")
    table.push_named("pass")
    offered = {table.state.cards[d.card].name for d in table.legal_decisions()
               if d.KIND == "wish" and d.card is not None}
    assert offered == {"Black Lotus", "Mox Pearl"}
    with pytest.raises(IllegalDecision):
        table.push_named("wish Serra Angel")
    table.push_named("wish Mox Pearl")
    g = table.game()
    assert "Mox Pearl" in [g.objects[o].name for o in g.player["A"].hand] and not g.exile


def test_727_4_in_a_subgame_karn_reaches_the_main_game_and_the_subgames_exile() -> None:
    """727.4: in a subgame, the main game's objects (its exile too) are outside it, and
    "in exile" is the subgame's exile: Karn's -2 there offers A's Sol Ring from the main
    game's exile and A's Black Lotus from the subgame's exile, not B's Mox Jet."""
    stack = 'stack = [{ spell = "A:Shahrazad" }]'
    table = position(head=stack, body=f"""
[A]
exile = ["Sol Ring"]
[B]
exile = ["Mox Jet"]
[games."1.1"]
active = "A"
turn = 3
step = "main1"
starting_player = "A"
[games."1.1".A]
battlefield = [{{ card = "Karn, the Great Creator", counters = {{ loyalty = 5 }} }}]
exile = ["Black Lotus"]
{LIB}
[games."1.1".B]
exile = ["Mox Pearl"]
{LIB}
""")
    table.push_named("activate Karn, the Great Creator ability 2")
    table.push_named("pass")
    table.push_named("pass")
    offered = {(c.from_game, c.from_zone, c.name) for c in _reachable(table)}
    assert offered == {("1", "exile", "Sol Ring"), ("1.1", "exile", "Black Lotus")}
    table.push_named("wish 1:exile:Sol Ring")
    brought = of(table, v.CardBroughtIn)[-1]
    assert brought.rule == "727.4" and brought.from_game == "1"
    table.push_named("concede", "B")
    main = table.game()
    assert "Sol Ring" in [main.objects[o].name for o in main.player["A"].library]
    assert conservation_problems(table.state) == []


def _reachable(table: Table) -> list[object]:
    from shahrazad.decisions import Asked
    from shahrazad.decisions.kinds.resolving import reachable

    at = Asked.now(table.state)
    assert at is not None
    with table.cards.active():
        return list(reachable(at))


def test_508_1_twenty_attackers_and_three_defenders_offer_a_bounded_choice() -> None:
    """508.1a-b: each attacker attacks a player or a planeswalker of the attacking
    player's choice. The choices the engine offers (for agents and the fuzzer) are
    bounded: with twenty creatures and three opponents, every attacker together has 3^20
    assignments, and the engine once listed them all before keeping the first few (a
    fuzzed four-player table took 19 GB and was killed)."""
    bears = ", ".join(['"Grizzly Bears"'] * 20)
    text = ('seed = 1\nplayers = ["A", "B", "C", "D"]\nactive = "A"\nturn = 3\n'
            'step = "beginning_of_combat"\n[run]\nuntil = "script_end"\n'
            f'[A]\n{LIB}\nbattlefield = [{bears}]\n'
            f'[B]\n{LIB}\n[C]\n{LIB}\n[D]\n{LIB}\n')
    table = run_scenario(load_scenario(text))
    while table.pending().kind == "priority":
        table.push_named("pass")
    assert table.pending().kind == "attackers"
    options = [d for d in table.legal_decisions() if d.KIND == "attack"]
    everyone = [d for d in options if len(d.attackers) == 20]
    assert everyone and len(options) < 1000
    assert {defender for d in options for _, defender in d.attackers} == {"B", "C", "D"}
