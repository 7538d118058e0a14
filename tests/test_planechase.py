"""Planechase (901): the planar die as a special action (901.9), chaos (311.7),
planeswalking (701.31b, 901.8), phenomena (312.5, 704.6f), the starting plane (103.7,
901.5), a player leaving (901.10), and all of it inside a subgame (727.2a, 727.5a).

The die's face is a random outcome recorded in ``PlanarDieRolled``; tests that need a
particular face narrow the die's faces (:data:`shahrazad.rules.planechase.FACES`). A plane
with one ability at each trigger point is defined here for the tests; the real planes'
abilities are tested in ``tests/test_planes.py``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from support import of

from shahrazad.cards import pool
from shahrazad.cards.model import CardDef, Draw, GainLife, Triggered
from shahrazad.decisions import Concede, Keep, Roll
from shahrazad.events import vocabulary as v
from shahrazad.projections.fold import fold
from shahrazad.projections.state import GameState
from shahrazad.rules import planechase
from shahrazad.table import IllegalDecision, Table
from shahrazad.testing import check_table, pass_until

#: a plane of the tests: "When you planeswalk to it, you gain 1 life. When you planeswalk
#: away from it, you gain 2 life. Whenever chaos ensues, draw a card."
TEST_PLANE = "Plane of Tests"
HAND = ["Plains", "Mox Pearl", "Mox Pearl", "Mox Pearl", "Plains", "Plains", "Plains"]


@pytest.fixture(autouse=True)
def test_plane(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    plane = CardDef(TEST_PLANE, frozenset({"Plane"}), subtypes=frozenset({"Testing"}),
                    tags=frozenset({"nontraditional"}), triggers=(
                        Triggered("planeswalk_to", (GainLife(1),)),
                        Triggered("planeswalk_away", (GainLife(2),)),
                        Triggered("chaos_ensues", (Draw(1),))))
    monkeypatch.setitem(pool.CARDS, TEST_PLANE, plane)
    yield


def die(monkeypatch: pytest.MonkeyPatch, face: str) -> None:
    """The planar die shows ``face`` whatever it is rolled for."""
    monkeypatch.setattr(planechase, "FACES", (face,))


def face_up(game: GameState) -> list[str]:
    return [o.name for o in planechase.face_up(game)]


def planar(a: Sequence[str], b: Sequence[str] = ("Tazeem", "Llanowar"),
           players: Sequence[str] = ("A", "B")) -> Table:
    """A table with stacked planar decks (top first); the table waits in A's first main
    phase, A having played a Plains."""
    decks = {"A": list(a), "B": list(b), "C": ["Sanctum of Serra", "Tazeem"]}
    table = Table.new(list(players), [HAND + ["Plains"] * 30] * len(players), seed=5,
                      stacked=True, starting_player="A",
                      planar_decks={p: decks[p] for p in players})
    for _ in players:
        table.push(Keep())
    pass_until(table, lambda t: t.game().step == "main1")
    table.push_named("play Plains")
    return table


# -- the starting plane (103.7, 901.5) ----------------------------------------------------


def test_103_7_901_5_a_phenomenon_turned_up_for_the_starting_plane_goes_to_the_bottom() -> None:
    """103.7, 901.5: the starting player turns the top of their planar deck face up; a
    phenomenon goes to the bottom and the next card is turned up, until a plane is.
    Nothing triggers then: nobody draws Mutual Epiphany's four cards."""
    table = planar(["Mutual Epiphany", TEST_PLANE, "Llanowar"])
    game = table.game()
    up = [(e.card, e.rule) for e in of(table.events, v.CardTurnedFaceUp)]
    bottom = [(e.card, e.rule) for e in of(table.events, v.SupplementaryCardReturned)]
    names = {c: table.state.cards[c].name for c, _ in up}
    assert [(names[c], r) for c, r in up] == [("Mutual Epiphany", "103.7"),
                                              (TEST_PLANE, "103.7")]
    assert [(names[c], r) for c, r in bottom] == [("Mutual Epiphany", "103.7")]
    assert face_up(game) == [TEST_PLANE]
    deck = [game.objects[o].name for o in game.supplementary_deck("A", "planar")]
    assert deck == ["Llanowar", "Mutual Epiphany"]
    assert not of(table.events, v.AbilityTriggered)
    assert len(game.player["A"].hand) == 6  # seven, less the Plains played


# -- the planar die (901.9) ---------------------------------------------------------------


def test_901_9_116_2i_the_planar_die_costs_one_more_each_time_this_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """901.9, 116.2i: the active player may roll the planar die any time they have priority
    with an empty stack in a main phase of their turn, for {0} the first time in a turn
    and {1} more each further time; a blank does nothing (901.9a) and the active player
    gets priority. The face is recorded in the event; the count starts again next turn."""
    die(monkeypatch, "blank")
    table = planar([TEST_PLANE, "Llanowar"])
    game = table.game()
    for _ in range(3):
        table.push_named("cast Mox Pearl")
        pass_until(table, lambda t: not t.game().stack and t.pending().player == "A")  # type: ignore[union-attr]
    for cost in (0, 1, 2):
        roll = [d for d in table.legal_decisions() if isinstance(d, Roll)]
        assert len(roll) == 1 and len(roll[0].payment) == cost  # a Mox or Plains each
        events = table.push_named("roll")
        rolled = of(events, v.PlanarDieRolled)
        assert [(e.player, e.cost, e.face, e.rule) for e in rolled] == [
            ("A", cost, "blank", "901.9")]
        assert sum(len(e.mana) for e in of(events, v.ManaSpent)) == cost
        assert table.pending() is not None and table.pending().player == "A"  # type: ignore[union-attr]
    assert game.player["A"].planar_rolls == 3
    with pytest.raises(IllegalDecision) as refused:  # {3}, with one mana left
        table.push_named("roll")
    assert refused.value.rule == "901.9"
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    assert game.player["A"].planar_rolls == 0
    assert fold(table.events) == table.state


def test_116_2i_only_the_active_player_rolls_with_an_empty_stack_in_a_main_phase(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """116.2i: not the other player (B, with priority in A's turn), not with a spell on
    the stack, not outside a main phase. Each refusal names the rule and appends nothing."""
    die(monkeypatch, "blank")
    table = planar([TEST_PLANE, "Llanowar"])
    table.push_named("cast Mox Pearl")  # A keeps priority, with the Mox on the stack
    before = table.position
    with pytest.raises(IllegalDecision) as refused:
        table.push(Roll())
    assert refused.value.rule == "116.2i" and table.position == before
    table.push_named("pass")
    assert table.pending().player == "B"  # type: ignore[union-attr]
    pass_until(table, lambda t: not t.game().stack and t.pending().player == "A")  # type: ignore[union-attr]
    table.push_named("pass")
    assert table.pending().player == "B"  # type: ignore[union-attr]
    before = table.position
    with pytest.raises(IllegalDecision) as refused:
        table.push(Roll())
    assert refused.value.rule == "116.2i" and table.position == before
    pass_until(table, lambda t: t.game().step == "end")
    waiting = table.pending()
    assert waiting is not None and waiting.player == "A"
    with pytest.raises(IllegalDecision) as refused:
        table.push(Roll())
    assert refused.value.rule == "116.2i"


def test_901_9b_311_7_chaos_triggers_the_face_up_planes_chaos_ability(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """901.9b, 311.7: on the chaos face, chaos ensues and the face-up plane's chaos
    ability triggers, controlled by the planar controller (A, the active player: 901.6);
    it goes on the stack and, resolving, A draws a card."""
    die(monkeypatch, "chaos")
    table = planar([TEST_PLANE, "Llanowar"])
    game = table.game()
    hand = len(game.player["A"].hand)
    events = table.push_named("roll")
    chaos = of(events, v.ChaosEnsued)
    assert [(e.player, e.rule) for e in chaos] == [("A", "901.9b")]
    triggered = of(events, v.AbilityTriggered)
    assert [(e.source_name, e.controller, e.index) for e in triggered] == [(TEST_PLANE, "A", 2)]
    assert triggered[0].cause == chaos[0].position
    pass_until(table, lambda t: not t.game().stack and t.game().triggers == {})
    assert len(game.player["A"].hand) == hand + 1


def test_901_9c_901_8_701_31b_a_planeswalker_roll_planeswalks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """901.9c, 901.8: on the Planeswalker face the planeswalking ability triggers and goes
    on the stack, where it can be responded to; resolving, it makes the planar controller
    planeswalk (701.31b): the face-up plane goes face down to the bottom of its owner's
    planar deck and the top card is turned face up. "When you planeswalk away from" and
    "to" trigger (A gains 2, then 1 life)."""
    die(monkeypatch, "planeswalker")
    table = planar(["Llanowar", TEST_PLANE, "Tazeem"])
    game = table.game()
    assert face_up(game) == ["Llanowar"]
    events = table.push_named("roll")
    triggered = of(events, v.AbilityTriggered)
    assert [(e.source_name, e.controller, e.rule) for e in triggered] == [
        ("Planeswalking", "A", "901.9c")]
    pass_until(table, lambda t: bool(t.game().stack))
    assert game.objects[game.stack[-1]].name == "Planeswalking"
    pass_until(table, lambda t: bool(of(t.events, v.Planeswalked)))
    walked = of(table.events, v.Planeswalked)[0]
    assert (walked.player, walked.rule, table.state.cards[walked.card].name) == (
        "A", "701.31b", TEST_PLANE)
    assert face_up(game) == [TEST_PLANE]
    deck = [game.objects[o].name for o in game.supplementary_deck("A", "planar")]
    assert deck == ["Tazeem", "Llanowar"]
    pass_until(table, lambda t: not t.game().stack and not t.game().triggers)
    assert game.player["A"].life == 21  # planeswalk to: 1 (Llanowar has no such ability)
    assert check_table(table) == []


def test_701_31b_planeswalking_away_triggers(monkeypatch: pytest.MonkeyPatch) -> None:
    """701.31b, 901.11: planeswalking away from the test plane triggers its "planeswalk
    away" ability (A gains 2) as the next plane comes up."""
    die(monkeypatch, "planeswalker")
    table = planar([TEST_PLANE, "Llanowar"])
    table.push_named("roll")
    pass_until(table, lambda t: bool(of(t.events, v.Planeswalked)) and not t.game().stack
               and not t.game().triggers)
    assert face_up(table.game()) == ["Llanowar"]
    assert table.game().player["A"].life == 22


def test_312_5_704_6f_a_phenomenon_is_encountered_then_planeswalked_away_from(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """312.5: planeswalking to Mutual Epiphany, A encounters it: each player draws four.
    704.6f: once its ability has left the stack, the planar controller planeswalks again,
    a state-based action, to the next card (Llanowar)."""
    die(monkeypatch, "planeswalker")
    table = planar([TEST_PLANE, "Mutual Epiphany", "Llanowar"])
    game = table.game()
    hands = {p: len(game.player[p].hand) for p in "AB"}
    table.push_named("roll")
    pass_until(table, lambda t: len(of(t.events, v.Planeswalked)) == 2)
    walks = of(table.events, v.Planeswalked)
    names = [table.state.cards[e.card].name for e in walks]
    assert names == ["Mutual Epiphany", "Llanowar"]
    assert [e.rule for e in walks] == ["701.31b", "704.6f"]
    assert {p: len(game.player[p].hand) for p in "AB"} == {
        p: n + 4 for p, n in hands.items()}
    assert face_up(game) == ["Llanowar"]
    assert check_table(table) == []


# -- a player leaving (901.10) -------------------------------------------------------------


def test_901_10_a_face_up_plane_leaves_with_its_owner_and_is_replaced() -> None:
    """901.10: when a player leaves the game, the face-up plane they own leaves with them,
    and the planar controller (the next player in turn order, B: 901.6) turns the top card
    of their planar deck face up: they have planeswalked (901.11a)."""
    table = planar(["Llanowar", TEST_PLANE], players=("A", "B", "C"))
    game = table.game()
    assert face_up(game) == ["Llanowar"]
    events = table.push(Concede(), "A")
    walked = of(events, v.Planeswalked)
    assert [(e.player, e.away, e.rule) for e in walked] == [("B", (), "901.10")]
    assert face_up(game) == ["Tazeem"]
    assert check_table(table) == []


# -- in a subgame (727.2a, 727.5a) ---------------------------------------------------------


def test_727_2a_727_5a_the_planar_die_in_a_subgame(monkeypatch: pytest.MonkeyPatch) -> None:
    """727.2a: the planar decks move to the subgame's command zone, which plays Planechase
    with them: its starting plane, its die (each game counts its own rolls) and its
    planeswalking. 727.5a: at its end the face-up card goes face down to the bottom of its
    deck and the decks go home; the main game's own face-up plane never moved."""
    die(monkeypatch, "planeswalker")
    hand = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains", "Plains", "Plains"]
    table = Table.new(["A", "B"], [hand + ["Plains"] * 30] * 2, seed=5, stacked=True,
                      starting_player="A", options={"a12_archenemy_first": "archenemy"},
                      planar_decks={"A": ["Llanowar", TEST_PLANE, "Tazeem"],
                                    "B": ["Sanctum of Serra", "Tazeem"]})
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game().step == "main1")
    for _ in range(2):
        table.push_named("cast Mox Pearl")
        pass_until(table, lambda t: not t.game().stack and t.pending().player == "A")  # type: ignore[union-attr]
    table.push_named("cast Shahrazad")
    pass_until(table, lambda t: "1.1" in t.state.games)
    main, sub = table.game(), table.game("1.1")
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game("1.1").step == "main1")
    before = face_up(sub)
    assert len(before) == 1 and face_up(main) == ["Llanowar"]
    waiting = table.pending()
    assert waiting is not None
    table.push(Roll(), waiting.player)
    pass_until(table, lambda t: bool([e for e in of(t.events, v.Planeswalked)
                                      if e.game == "1.1"]))
    assert face_up(sub) != before
    table.push(Concede(), "B")
    assert face_up(main) == ["Llanowar"] and main.player["A"].planar_rolls == 0
    assert len(main.supplementary_deck("A", "planar")) == 2
    assert len(main.supplementary_deck("B", "planar")) == 2
    assert check_table(table) == []
