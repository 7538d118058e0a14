"""Standing orders ([policies]) and the fallback's choices, played from scenario files."""

from __future__ import annotations

import pytest
from support import of

from shahrazad.agents import PassiveAgent
from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScenarioError, load_scenario, run_scenario
from shahrazad.scenario.policies import (
    AttackWith,
    BlockWith,
    Condition,
    KeepHand,
    MulliganTo,
    Never,
    PassPriority,
    PolicyError,
    Whenever,
    parse_policy,
)
from shahrazad.table import Table

LIB = 'library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]'
SWAMPS = 'library = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]'


def scenario(body: str, *, step: str = "main1", turn: int = 3, until: str = "script_end"
             ) -> Table:
    text = (f'seed = 1\nplayers = ["A", "B"]\nactive = "A"\nturn = {turn}\nstep = "{step}"\n'
            f'[run]\nuntil = "{until}"\n' + body)
    return run_scenario(load_scenario(text))


def names(table: Table, zone: list[int], game: str = "1") -> list[str]:
    return [table.game(game).objects[o].name for o in zone]


def test_the_grammar_reads_every_kind_of_order() -> None:
    """Each form of the documented grammar becomes its order, with its parts."""
    players = ["A", "B"]
    soon = parse_policy("cast Juzam Djinn as soon as it is legal", players)
    assert isinstance(soon, Whenever) and soon.decision == "cast Juzam Djinn"
    assert soon.until is None and soon.times is None
    until = parse_policy("activate Pestilence until B has 1 life", players)
    assert isinstance(until, Whenever) and until.until == Condition("B", "life", 1)
    assert parse_policy("activate Pestilence until A has 3 poison counters", players
                        ).until == Condition("A", "counters", 3, counter="poison")
    assert parse_policy("activate Pestilence until B has 12 or more life", players
                        ).until == Condition("B", "life", 12, "at least")
    assert parse_policy("activate Pestilence until B has lost", players).until == Condition(
        "B", "lost")
    twice = parse_policy("cast Lightning Bolt targeting B 2 times", players)
    assert isinstance(twice, Whenever) and twice.times == 2
    assert isinstance(parse_policy("attack with every creature", players), AttackWith)
    named = parse_policy("attack with Serra Angel, Grizzly Bears -> B", players)
    assert isinstance(named, AttackWith)
    assert named.creatures == ("Serra Angel", "Grizzly Bears") and named.defender == "B"
    block = parse_policy("block Juzam Djinn with Serra Angel, Grizzly Bears", players)
    assert isinstance(block, BlockWith) and block.attacker == "Juzam Djinn"
    assert isinstance(parse_policy("keep", players), KeepHand)
    assert isinstance(parse_policy("pass in game 1.1", players), PassPriority)
    assert parse_policy("pass in game 1.1", players).game == "1.1"
    mulligan = parse_policy("mulligan to 5", players)
    assert isinstance(mulligan, MulliganTo) and mulligan.cards == 5
    never = parse_policy("never discard Juzam Djinn", players)
    assert isinstance(never, Never) and never.verb == "discard"
    assert never.names() == {"juzam djinn"}


@pytest.mark.parametrize(("text", "says"), [
    ("cast Juzam Djin as soon as legal", "did you mean 'Juzam Djinn'"),
    ("cast Juzam Djinn whenever", "not a standing order"),
    ("activate Pestilence until B is sad", "say 'P has N life'"),
    ("activate Pestilence until C has 1 life", "'C' is not a player"),
    ("smile as soon as legal", "'smile' is not a decision"),
    ("concede as soon as legal", "script it as a decision"),
    ("never dance", "never what?"),
    ("attack with Serra Angel -> C", "'C' is not a player"),
])
def test_a_bad_order_is_refused_saying_what_would_do(text: str, says: str) -> None:
    """A typo in an order is refused when the file is read, not found out in play."""
    with pytest.raises(PolicyError, match=says):
        parse_policy(text, ["A", "B"])


def test_a_bad_order_in_a_file_names_its_player_and_place() -> None:
    with pytest.raises(ScenarioError, match=r"policies\.A\[1\]: .*did you mean"):
        load_scenario('players = ["A", "B"]\n[policies]\nA = ["keep", '
                      '"cast Serra Angle as soon as legal"]\n')
    with pytest.raises(ScenarioError, match=r"policies\.C: not a player"):
        load_scenario('players = ["A", "B"]\n[policies]\nC = ["keep"]\n')


def test_601_2_cast_as_soon_as_legal_waits_until_the_spell_can_be_paid() -> None:
    """601.2: a spell is cast once its cost can be paid. The order plays a land each
    turn and casts Juzam Djinn the first time four mana, two of them black, are there."""
    table = scenario(f'[A]\nhand = ["Juzam Djinn"]\nbattlefield = ["Swamp", "Swamp"]\n'
                     f'{SWAMPS}\n[B]\n{LIB}\n[policies]\n'
                     'A = ["cast Juzam Djinn as soon as legal", "play Swamp as soon as legal"]\n',
                     until="spell_cast")
    assert len(of(table, v.SpellCast)) == 1
    # A draws the first Swamp on turn 5 and the second on turn 7: four lands then
    assert table.state.main.turn == 7 and len(of(table, v.LandPlayed)) == 2
    assert names(table, table.game().stack) == ["Juzam Djinn"]


def test_602_2_activate_until_a_condition_goes_one_at_a_time_and_stops() -> None:
    """602.2: an ability is activated, then resolves. "Until B has 1 life" activates
    Pestilence, lets each activation resolve and looks again: 5 -> 1 is four times."""
    table = scenario(f'[A]\nbattlefield = ["Pestilence", "Swamp", "Swamp", "Swamp", "Swamp",'
                     f' "Swamp", "Swamp"]\n{LIB}\n[B]\nlife = 5\n{LIB}\n[policies]\n'
                     'A = ["activate Pestilence until B has 1 life"]\n'
                     '[[decisions]]\nplayer = "A"\nstep = "main2"\npass = true\n')
    assert len(of(table, v.AbilityActivated)) == 4
    assert table.game().player["B"].life == 1 and table.game().player["A"].life == 16


def test_508_1_attack_with_every_creature_and_block_as_ordered() -> None:
    """508.1 and 509.1: A attacks with every creature that can; B blocks the attacking
    Grizzly Bears with its own, as ordered; the unblocked Serra Angel deals 4."""
    table = scenario(f'[A]\nbattlefield = ["Serra Angel", "Grizzly Bears"]\n{LIB}\n'
                     f'[B]\nbattlefield = ["Grizzly Bears"]\n{LIB}\n[policies]\n'
                     'A = ["attack with every creature"]\n'
                     'B = ["block Grizzly Bears with Grizzly Bears"]\n'
                     '[[decisions]]\nplayer = "A"\nstep = "main2"\npass = true\n')
    (attack,) = of(table, v.AttackersDeclared)
    assert len(attack.attackers) == 2
    (block,) = of(table, v.BlockersDeclared)
    g = Table(table.events[:block.position]).game()  # as the blockers were declared
    assert [(g.objects[b].owner, g.objects[a].name) for b, a in block.blocks] == [
        ("B", "Grizzly Bears")]
    assert table.game().player["B"].life == 16


def test_509_1_never_block_overrules_an_order_to_block() -> None:
    """509.1: blocking is the defender's choice; "never block" keeps every order from
    declaring one, so both attackers connect."""
    table = scenario(f'[A]\nbattlefield = ["Serra Angel", "Grizzly Bears"]\n{LIB}\n'
                     f'[B]\nbattlefield = ["Grizzly Bears"]\n{LIB}\n[policies]\n'
                     'A = ["attack with Serra Angel, Grizzly Bears"]\n'
                     'B = ["block Grizzly Bears with Grizzly Bears", "never block"]\n'
                     '[[decisions]]\nplayer = "A"\nstep = "main2"\npass = true\n')
    (block,) = of(table, v.BlockersDeclared)
    assert block.blocks == ()
    assert table.game().player["B"].life == 14


def test_514_1_the_fallback_discards_other_cards_than_the_one_the_script_waits_to_cast(
        ) -> None:
    """514.1: at cleanup a player discards down to seven. The passive fallback throws
    away the oldest cards, but never the Juzam Djinn a scripted decision waits to cast
    while other cards can go: the next turn's Swamp lets A cast it."""
    body = (f'[A]\nhand = ["Juzam Djinn", "Island", "Island", "Island", "Island", "Island",'
            f' "Island", "Island", "Island"]\nbattlefield = ["Swamp", "Swamp", "Swamp"]\n'
            f'{SWAMPS}\n[B]\n{LIB}\n[policies]\nA = ["play Swamp as soon as legal"]\n'
            '[[decisions]]\nplayer = "A"\nwait = true\ncast = "Juzam Djinn"\n')
    table = scenario(body)
    (discard,) = [e for e in of(table, v.ZoneChanged) if e.reason == "discard"][:1]
    assert discard.card != "Juzam Djinn"
    assert "Juzam Djinn" in names(table, table.game().stack)
    # without the names it would keep, the fallback throws the oldest card away
    opened = Table(table.events[:next(i for i, e in enumerate(table.events)
                                      if isinstance(e, v.ChoiceRequested))+1])
    waiting = opened.pending()
    assert waiting is not None and waiting.kind == "discard"
    thrown = PassiveAgent().decide(opened, waiting).cards  # type: ignore[attr-defined]
    assert names(opened, list(thrown)) == ["Juzam Djinn", "Island"]
    kept = PassiveAgent(["Juzam Djinn"]).decide(opened, waiting).cards  # type: ignore[attr-defined]
    assert names(opened, list(kept)) == ["Island", "Island"]


def test_103_5_mulligan_to_five_then_the_fallback_bottoms_the_cards_not_named() -> None:
    """103.5: a player who mulligans draws seven and puts one card on the bottom per
    mulligan. "mulligan to 5" mulligans twice; of the two cards to bottom, the fallback
    spares the Serra Angels the orders mean to cast."""
    deck = ", ".join(['"Serra Angel"'] * 20 + ['"Plains"'] * 20)
    text = (f'seed = 3\nplayers = ["A", "B"]\nstarting_player = "A"\n[run]\n'
            f'until = "turn_began"\n[decks]\nA = [{deck}]\nB = [{deck}]\n[policies]\n'
            'A = ["mulligan to 5", "cast Serra Angel as soon as legal"]\nB = ["keep"]\n')
    table = run_scenario(load_scenario(text))
    assert len(of(table, v.MulliganTaken)) == 2
    a = table.game().player["A"]
    assert len(a.hand) == 5
    bottomed = [e for e in table.events if isinstance(e, v.Decided) and e.decision[0] == "bottom"]
    assert len(bottomed) == 1 and len(bottomed[0].decision[1]) == 2
    library_bottom = names(table, a.library[-2:])
    assert library_bottom == ["Plains", "Plains"]


def test_an_order_limited_to_a_game_acts_only_there() -> None:
    """``in game 1.1``: the order holds in that game only; in the main game A passes."""
    table = scenario(f'[A]\nhand = ["Juzam Djinn"]\nbattlefield = ["Swamp", "Swamp", "Swamp",'
                     f' "Swamp"]\n{LIB}\n[B]\n{LIB}\n[policies]\n'
                     'A = ["cast Juzam Djinn as soon as legal in game 1.1"]\n'
                     '[[decisions]]\nplayer = "A"\nstep = "main2"\npass = true\n')
    assert not of(table, v.SpellCast)
