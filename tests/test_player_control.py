"""-- batch W-CMD --: control of another player (722), the general piece.

A custom instant, "Puppetry" ("You control target opponent until Puppetry finishes
resolving. That player discards a card."), makes the opponent's discard a decision of
Puppetry's controller; each test names the rule it plays.
"""

from __future__ import annotations

import pytest

from shahrazad.decisions import Discard
from shahrazad.events import vocabulary as v
from shahrazad.projections.audit import audit
from shahrazad.rerun import rerun
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision
from tests.support import decisions, names, of, play

PUPPETRY = '''[cards."Puppetry"]
cost = "{B}"
types = ["Instant"]
text = "You control target opponent until Puppetry finishes resolving. That player discards a card."
targets = ["opponent"]
effects = [{ effect = "control_player", who = "target:0" },
           { effect = "discard", amount = 1, who = "target:0", how = "chosen" }]
'''

BODY = '''
[A]
hand = ["Puppetry"]
battlefield = ["Swamp"]
[B]
hand = ["Lightning Bolt", "Serra Angel"]
'''


def _asked() -> Table:
    """A casts Puppetry at B; both pass: it resolves and waits for B's discard."""
    return play(BODY + decisions("cast Puppetry targeting B", "pass")
                + decisions("pass", player="B"), head=PUPPETRY)


def test_722_4_the_controller_is_asked_the_controlled_players_question() -> None:
    """722.1, 722.4: while A controls B, the question asked of B (which card to discard)
    is answered by A: the table reports it as B's, with A as the one who decides."""
    table = _asked()
    waiting = table.pending()
    assert waiting is not None
    assert (waiting.kind, waiting.player, waiting.by, waiting.decider) == \
        ("discard", "B", "A", "A")
    assert [(e.player, e.controller) for e in of(table, v.PlayerControlled)] == [("B", "A")]


def test_722_4_a_decision_by_the_controlled_player_is_refused() -> None:
    """722.4: B's own answer to a question asked of B while A controls B is refused,
    naming the rule, and appends nothing."""
    table = _asked()
    serra = next(o for o in table.game().player["B"].hand
                 if table.game().objects[o].name == "Serra Angel")
    before = len(table.events)
    with pytest.raises(IllegalDecision) as refused:
        table.push(Discard((serra,)), "B")
    assert refused.value.rule == "722.4"
    assert len(table.events) == before


def test_722_4_the_controller_decides_recorded_as_the_controlled_players() -> None:
    """722.4, 722.1: A chooses B's discard; ``Decided`` records it as B's, the audit says
    A made it for B, and the control ends as Puppetry finishes resolving: B decides for
    themselves again (their priority is theirs)."""
    table = _asked()
    table.push_named("discard Serra Angel", "A")
    assert names(table, "1", "B", "graveyard") == ["Serra Angel"]
    decided = of(table, v.Decided)[-1]
    assert decided.player == "B"
    assert of(table, v.PlayerControlEnded)[-1].player == "B"
    assert table.game().player["B"].controlled_by == ""
    ended = [e for e in table.events if isinstance(e, v.ResolutionEnded)][-1]
    assert table.events.index(of(table, v.PlayerControlEnded)[-1]) > table.events.index(ended)
    lines = [line.text for line in audit(table.events)]
    assert any("A, controlling B, decides: discard Serra Angel" in t for t in lines), lines
    assert any(t.endswith("A controls B") for t in lines)
    assert any(t.endswith("A no longer controls B") for t in lines)
    waiting = table.pending()
    assert waiting is not None and waiting.by == ""


def test_722_4_a_recorded_controlled_decision_reruns() -> None:
    """722.4: a log with a decision made for a controlled player is made again by
    re-running it (the recorded ``B`` decision is given by B's controller then)."""
    table = _asked()
    table.push_named("discard Lightning Bolt", "A")
    report = rerun(table.events)
    assert report.ok, report


def test_722_6_the_controlled_player_may_still_concede() -> None:
    """722.6, 104.3a: conceding is not a decision the controller makes for the player: B
    concedes for themselves while A controls B; A's concession is A's own."""
    table = _asked()
    table.push_named("concede", "B")
    assert table.game().player["B"].lost
    table = _asked()
    table.push_named("concede", "A")
    assert table.game().player["A"].lost and not table.game().player["B"].lost


def test_722_1_the_scenario_names_the_controller_as_the_one_who_decides() -> None:
    """722.4: a scenario's decision for a controlled player is written as the
    controller's (``player = "A"``), and plays."""
    table = play(BODY + decisions("cast Puppetry targeting B", "pass")
                 + decisions("pass", player="B") + decisions("discard Lightning Bolt"),
                 head=PUPPETRY)
    assert names(table, "1", "B", "graveyard") == ["Lightning Bolt"]
    assert of(table, v.Decided)[-1].player == "B"


def test_722_1_control_of_a_player_is_of_one_game_727() -> None:
    """722.1, 727.1b: inside a subgame, A's Puppetry controls B in the subgame only (B is
    the same player in the main game, where nothing controls them), and only until it
    finishes resolving there."""
    body = '''
[A]
battlefield = ["Plains"]
library = []
[B]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
hand = ["Puppetry"]
battlefield = ["Swamp"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
hand = ["Serra Angel", "Lightning Bolt"]
library = ["Island", "Island", "Island"]
'''
    table = play(body + decisions("cast Puppetry targeting B", "pass", game="1.1")
                 + decisions("pass", player="B", game="1.1"),
                 head='stack = [{ spell = "A:Shahrazad" }]\n' + PUPPETRY)
    waiting = table.pending()
    assert waiting is not None and (waiting.game, waiting.player, waiting.by) == \
        ("1.1", "B", "A")
    assert table.game("1.1").player["B"].controlled_by == "A"
    assert table.game("1").player["B"].controlled_by == ""
    assert {e.game for e in of(table, v.PlayerControlled)} == {"1.1"}
    table.push_named("discard Serra Angel", "A")
    assert table.game("1.1").player["B"].controlled_by == ""
    assert names(table, "1.1", "B", "graveyard") == ["Serra Angel"]


def test_722_4_random_agents_play_through_a_control() -> None:
    """722.4: ``Table.play`` asks the controller's agent for the controlled player's
    decision (``Pending.decider``)."""
    from shahrazad.agents import RandomAgent

    table = _asked()
    asked: list[str] = []

    class Watching(RandomAgent):
        def decide(self, t: Table, waiting: object) -> object:  # type: ignore[override]
            asked.append(getattr(waiting, "kind", ""))
            return super().decide(t, waiting)  # type: ignore[arg-type]

    with pytest.raises(RuntimeError):  # one action only: the game goes on
        table.play({"A": Watching("a"), "B": RandomAgent("b")}, max_actions=1)
    assert asked == ["discard"]
    assert of(table, v.Decided)[-1].player == "B"
    assert len(table.game().player["B"].graveyard) == 1


def test_722_1_a_newer_control_replaces_an_older_and_nobody_controls_themselves() -> None:
    """722.1: a control of a player already controlled ends the older one first (one
    controller at a time); a player never controls themselves, and a player who has left
    the game isn't controlled (800.4a)."""
    from shahrazad.rules import player_control
    from shahrazad.txn import Txn

    deck = ["Island"] * 20
    table = Table.new(["A", "B", "C"], [deck, deck, deck], seed=3)
    txn = Txn(table.state)
    game = txn.state.main
    assert not player_control.take(txn, game, "B", "B")
    assert player_control.take(txn, game, "A", "B")
    assert player_control.take(txn, game, "C", "B", while_resolving=99)
    assert [type(e).__name__ for e in txn.events] == [
        "PlayerControlled", "PlayerControlEnded", "PlayerControlled"]
    assert txn.state.main.player["B"].controlled_by == "C"
    assert player_control.controller_of(txn.state.main, "B") == "C"
    assert player_control.controller_of(txn.state.main, "A") == "A"
    player_control.end_with_resolution(txn, txn.state.main, 98)  # another resolution
    assert txn.state.main.player["B"].controlled_by == "C"
    player_control.end_with_resolution(txn, txn.state.main, 99)
    assert txn.state.main.player["B"].controlled_by == ""
    txn.state.main.player["C"].left = True  # (as PlayerLeft would fold it)
    assert not player_control.take(txn, txn.state.main, "A", "C")
