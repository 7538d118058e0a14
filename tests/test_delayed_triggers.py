"""Delayed triggered abilities "at the beginning of your next main phase" (603.7, 505.1).

A delayed triggered ability waits for a moment, triggers once when it comes, and goes on
the stack like any trigger. "Your next main phase" is whichever main phase of a turn of
yours begins next, precombat or postcombat (505.1, 505.1a): set up in your precombat
main phase (or in your combat), it is that same turn's postcombat main phase. The card
language says it with the ``delayed_trigger`` effect and the card's own triggered
ability of that moment; Mana Drain is one such card, a judge's card another.
"""

from __future__ import annotations

import pytest

from shahrazad.agents import PassiveAgent
from shahrazad.cards.data import CardDataError, card_from_data
from shahrazad.events import vocabulary as v
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table
from tests.support import decisions, of, play

EDITIONS = ("current", "2014", "2008", "2004")

#: A, in their precombat main phase, casts Serra Angel and counters it with Mana Drain
DRAIN_OWN_ANGEL = '''
[A]
hand = ["Serra Angel", "Mana Drain"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Plains", "Island", "Island"]
''' + decisions("cast Serra Angel", "cast Mana Drain targeting Serra Angel", "pass") \
    + decisions("pass", player="B")


def _until_mana(table: Table, player: str, game: str = "1") -> None:
    """Play on passively until ``player`` has mana in their pool in ``game``."""
    agent = PassiveAgent()
    for _ in range(400):
        if table.game(game).player[player].mana:
            return
        waiting = table.pending()
        assert waiting is not None, "the table ended before the mana came"
        table.push(agent.decide(table, waiting), waiting.player)
    raise AssertionError("the mana never came")


def _fired(table: Table, game: str = "1") -> v.AbilityTriggered:
    """The delayed ability's trigger (the only trigger of source 0 in ``game``)."""
    found = [e for e in of(table, v.AbilityTriggered, game)
             if isinstance(e, v.AbilityTriggered) and e.source == 0]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("edition", EDITIONS)
def test_505_1a_603_7_mana_drain_cast_in_the_precombat_main_phase_adds_its_mana_in_the_postcombat_main_phase(  # noqa: E501
        edition: str) -> None:
    """505.1a, 603.7: only the first main phase of a turn is precombat; every later one
    is postcombat, and "your next main phase" is the next to begin. Mana Drain resolving
    in A's precombat main phase adds its {C} in that turn's postcombat main phase, by a
    trigger on the stack, not in the next turn (the same in every edition)."""
    table = play(DRAIN_OWN_ANGEL, edition=edition)
    created = of(table, v.DelayedTriggerCreated)
    assert [(e.kind, e.controller, e.amount, e.rule) for e in created  # type: ignore[attr-defined]
            ] == [("your_next_main_phase", "A", 5, "603.7")]
    _until_mana(table, "A")
    game = table.game()
    assert (game.turn, game.active, game.step) == (3, "A", "main2")
    assert game.player["A"].mana == "CCCCC"
    fired = _fired(table)
    assert (fired.source_name, fired.controller, fired.amount, fired.rule) == (
        "Mana Drain", "A", 5, "603.7")
    # it went on the stack and resolved (a triggered ability that isn't a mana ability)
    assert any(e.source_name == "Mana Drain" for e in of(table, v.TriggerPutOnStack))
    assert game.delayed == {}


def test_603_7_set_up_in_the_postcombat_main_phase_it_waits_for_the_next_turn_of_yours() -> None:
    """603.7: set up in the postcombat main phase, the next main phase of A's is the
    precombat main phase of A's next turn (turn 5 here: B's turn 4 is not A's)."""
    table = play(DRAIN_OWN_ANGEL, step="main2")
    assert table.game().delayed
    _until_mana(table, "A")
    game = table.game()
    assert (game.turn, game.active, game.step) == (5, "A", "main1")
    assert game.player["A"].mana == "CCCCC"


def test_603_7_set_up_on_an_opponents_turn_it_waits_for_your_own_main_phase() -> None:
    """603.7: "your" next main phase: B's main phases don't count for A's delayed ability.
    A counters B's Serra Angel in B's precombat main phase and gets the mana in A's next
    precombat main phase."""
    table = play('''
[A]
hand = ["Mana Drain"]
battlefield = ["Island", "Island"]
[B]
hand = ["Serra Angel"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Plains"]
''' + decisions("cast Serra Angel", player="B")
        + decisions("cast Mana Drain targeting Serra Angel", "pass")
        + decisions("pass", player="B"), active="B")
    assert table.game().player["B"].graveyard  # the Angel was countered
    _until_mana(table, "A")
    game = table.game()
    assert (game.turn, game.active, game.step) == (4, "A", "main1")


SUBGAME = '''edition = "{edition}"
seed = 1
players = ["A", "B"]
active = "A"
turn = 5
step = "main1"
stack = [{{ spell = "A:Shahrazad" }}]
[run]
until = "script_end"
[A]
battlefield = [{{ card = "Plains", tapped = true }}, {{ card = "Plains", tapped = true }}]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
hand = ["Serra Angel", "Mana Drain"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Plains", "Island", "Island"]
library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]
[games."1.1".B]
library = ["Island", "Island", "Island", "Island", "Island", "Island"]
''' + decisions("cast Serra Angel", "cast Mana Drain targeting Serra Angel", "pass",
                game="1.1") + decisions("pass", player="B", game="1.1")


@pytest.mark.parametrize("edition", EDITIONS)
def test_505_1a_603_7_in_a_subgame_the_next_main_phase_is_the_subgames_own(edition: str) -> None:
    """505.1a, 603.7 in a subgame: the delayed ability belongs to the game it was set up
    in, and follows that game's turns. Mana Drain in the subgame's precombat main phase
    adds its mana in the subgame's postcombat main phase of the same turn, while the
    main game waits where it stood."""
    table = run_scenario(load_scenario(SUBGAME.format(edition=edition)))
    assert table.game("1.1").delayed and not table.game("1").delayed
    _until_mana(table, "A", "1.1")
    sub = table.game("1.1")
    assert (sub.turn, sub.active, sub.step) == (2, "A", "main2")
    assert sub.player["A"].mana == "CCCCC"
    assert _fired(table, "1.1").rule == "603.7"
    main = table.game("1")
    assert (main.status, main.turn, main.step) == ("suspended", 5, "main1")
    assert main.player["A"].mana == ""


#: a judge's card: the same delayed moment, another effect
JUDGE_CARD = '''
[cards."Deferred Blessing"]
cost = "{W}"
types = ["Instant"]
text = "At the beginning of your next main phase, you gain 3 life."
effects = [{ effect = "delayed_trigger", at = "your_next_main_phase" }]
[[cards."Deferred Blessing".triggers]]
when = "your_next_main_phase"
effects = [{ effect = "gain_life", amount = 3 }]
'''


def test_603_7_any_effect_can_wait_for_your_next_main_phase() -> None:
    """603.7: the delayed moment is a word of the card language, not Mana Drain's: a
    judge's instant that gains 3 life at the beginning of its controller's next main
    phase gains it in the postcombat main phase when cast in the precombat one, by a
    trigger that goes on the stack (an opponent could respond), once."""
    table = play('''
[A]
hand = ["Deferred Blessing"]
battlefield = ["Plains"]
''' + decisions("cast Deferred Blessing", "pass") + decisions("pass", player="B"),
        head=JUDGE_CARD)
    agent = PassiveAgent()
    while table.game().turn < 5:
        waiting = table.pending()
        assert waiting is not None
        table.push(agent.decide(table, waiting), waiting.player)
    gained = [e for e in of(table, v.LifeChanged) if e.player == "A"]  # type: ignore[attr-defined]
    assert [e.amount for e in gained] == [3]  # type: ignore[attr-defined]
    fired = _fired(table)
    assert fired.source_name == "Deferred Blessing"
    put = next(e for e in of(table, v.TriggerPutOnStack) if e.position > fired.position)
    assert put.source_name == "Deferred Blessing"  # type: ignore[attr-defined]
    step = [e for e in of(table, v.StepBegan, "1") if e.position < fired.position][-1]
    turn = [e for e in of(table, v.TurnBegan, "1") if e.position < fired.position][-1]
    assert (turn.turn, turn.player, step.step) == (3, "A", "main2")  # type: ignore[attr-defined]


def test_603_7_a_card_must_have_the_ability_it_sets_up() -> None:
    """603.7: the delayed ability is the card's own; a card that sets up a moment it has
    no ability for is refused as it is read."""
    with pytest.raises(CardDataError, match="no triggered ability with when"):
        card_from_data({"name": "Empty Promise", "types": ["Instant"], "effects": [
            {"effect": "delayed_trigger", "at": "your_next_main_phase"}]})
