"""A player orders their own triggered abilities that wait together (603.3b).

Between players the order is APNAP: the active player's triggers go on the stack first,
then each other player's in turn order. Each player puts their own in any order they
choose: a player with two or more waiting is asked (``order_triggers``), one with a single
trigger is not. The answer is recorded (``triggers_ordered``) and refused, with nothing
appended, when it leaves a waiting trigger out, names one that isn't waiting, or names one
twice. A scenario that states no order gets the order they triggered in.

The position: A's upkeep with two triggers of A's own, "you gain 4 life" (Well of Life)
and "this deals damage to you equal to half your life, rounded up" (Halving Idol). From 10
life, the Idol resolving first leaves A at 5 + 4 = 9; the Well first, at 14 - 7 = 7.
"""

from __future__ import annotations

import pytest

from shahrazad.agents import PassiveAgent, RandomAgent
from shahrazad.decisions import OrderTriggers, Pass
from shahrazad.events import vocabulary as v
from shahrazad.fuzz import GuidedAgent
from shahrazad.naming import NamingError, parse
from shahrazad.rules import citations as R
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision
from tests.support import decisions, of, play

CARDS = '''
[cards."Well of Life"]
cost = "{1}"
types = ["Artifact"]
[[cards."Well of Life".triggers]]
when = "your_upkeep"
effects = [{ effect = "gain_life", amount = 4 }]

[cards."Halving Idol"]
cost = "{1}"
types = ["Artifact"]
[[cards."Halving Idol".triggers]]
when = "your_upkeep"
effects = [{ effect = "damage", amount = "half_life_rounded_up", to = "you" }]
'''

POSITION = '''
[A]
life = 10
battlefield = ["Well of Life", "Halving Idol"]
'''


def _upkeep(body: str = POSITION, more: str = "", edition: str = "current",
            until: str = "card_drawn") -> Table:
    """A's turn 3 from its untap step, played to A's draw (or ``until``)."""
    return play(body + more, head=CARDS, step="untap", until=until, edition=edition)


def _asked(table: Table, kind: str = "order_triggers") -> list[v.ChoiceRequested]:
    return [e for e in of(table, v.ChoiceRequested) if e.kind == kind]


def _at_the_question(edition: str = "current") -> Table:
    """The table as it waits for A's order, in A's upkeep."""
    table = _upkeep(until="choice_requested", edition=edition)
    waiting = table.pending()
    assert waiting is not None and waiting.kind == "order_triggers" and waiting.player == "A"
    return table


def test_603_3b_a_player_puts_their_own_triggers_on_the_stack_in_the_order_they_choose(
        ) -> None:
    """603.3b: the player whose triggers wait together chooses their order; the first
    listed goes on the stack first and resolves last, so here the Idol halves 14."""
    table = _upkeep(more=decisions("order_triggers Halving Idol, Well of Life"))
    assert table.game().player["A"].life == 7
    ordered = of(table, v.TriggersOrdered)
    assert [(e.player, e.names) for e in ordered] == [("A", ("Halving Idol", "Well of Life"))]
    assert ordered[0].rule == "603.3b"
    put = of(table, v.TriggerPutOnStack)
    assert [e.source_name for e in put] == ["Halving Idol", "Well of Life"]


def test_603_3b_a_scenario_that_states_no_order_gets_the_order_they_triggered() -> None:
    """603.3b: with no order stated, the default is the order the triggers triggered in,
    the order the engine used before players chose it: the Well goes on the stack first,
    the Idol resolves first (10 -> 5 -> 9). The question is asked and answered."""
    table = _upkeep()
    assert table.game().player["A"].life == 9
    assert len(_asked(table)) == 1
    assert [e.decision for e in of(table, v.Decided) if e.decision[0] == "order_triggers"] \
        == [("order_triggers", (0, 1))]


def test_603_3b_numbers_name_the_triggers_as_the_question_lists_them() -> None:
    """603.3b: ``order_triggers 2, 1`` is the same order as naming the sources."""
    table = _upkeep(more=decisions("order_triggers 2, 1"))
    assert table.game().player["A"].life == 7


def test_603_3b_a_player_with_one_trigger_is_not_asked() -> None:
    """603.3b: a single trigger has no order to choose: it goes on the stack at once."""
    table = _upkeep(body='[A]\nlife = 10\nbattlefield = ["Well of Life"]\n')
    assert _asked(table) == [] and table.game().player["A"].life == 14


def test_603_3b_an_illegal_order_is_refused_with_its_rule_and_nothing_appended() -> None:
    """603.3b: the order lists every waiting trigger once: one left out, one that isn't
    waiting or one listed twice is refused, citing 603.3b, and the log is unchanged."""
    table = _at_the_question()
    before = len(table.events)
    for wrong, said in (((0,), "left out"), ((0, 5), "no trigger 6"),
                        ((1, 1), "listed twice"), ((), "left out")):
        with pytest.raises(IllegalDecision) as refused:
            table.push(OrderTriggers(wrong))
        assert refused.value.rule == "603.3b" and said in refused.value.message
        assert len(table.events) == before
    with pytest.raises(IllegalDecision) as refused:
        table.push(Pass())  # not the question asked
    assert refused.value.rule == "603.3b" and len(table.events) == before
    with pytest.raises(NamingError, match="no waiting trigger"):
        parse(table.state, "order_triggers Juzam Djinn, Well of Life", "A")
    table.push(OrderTriggers((1, 0)))
    assert of(table, v.TriggersOrdered)[0].names == ("Halving Idol", "Well of Life")


def test_603_3b_each_player_orders_only_their_own_apnap_between_players() -> None:
    """603.3b: B's triggers go on the stack after A's (APNAP), and B orders only B's:
    A is asked about A's two, B with one is asked nothing."""
    body = POSITION + '[B]\nbattlefield = ["Well of Life"]\n'
    cards = CARDS + '''
[[cards."Well of Life".triggers]]
when = "each_upkeep"
effects = [{ effect = "gain_life", amount = 1 }]
'''
    table = play(body + decisions("order_triggers Halving Idol, Well of Life, Well of Life"),
                 head=cards, step="untap", until="card_drawn")
    assert [(e.player, e.amount) for e in _asked(table)] == [("A", 3)]
    controller = {e.trigger: e.controller for e in of(table, v.AbilityTriggered)}
    put = [(controller[e.trigger], e.source_name) for e in of(table, v.TriggerPutOnStack)]
    assert put == [("A", "Halving Idol"), ("A", "Well of Life"), ("A", "Well of Life"),
                   ("B", "Well of Life")]
    assert table.game().player["B"].life == 21


def test_603_3b_a_player_orders_their_triggers_in_a_subgame() -> None:
    """603.3b, 727: in a subgame the same question is asked of the subgame's player, in
    the subgame, and the order decides the subgame's life totals alone."""
    body = '''
[A]
battlefield = ["Plains"]
library = []
[B]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "untap"
starting_player = "A"
[games."1.1".A]
life = 10
battlefield = ["Well of Life", "Halving Idol"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
library = ["Island", "Island", "Island"]
'''
    table = play(body + decisions("order_triggers Halving Idol, Well of Life", game="1.1"),
                 head='stack = [{ spell = "A:Shahrazad" }]\n' + CARDS, until="card_drawn")
    assert [e.game for e in _asked(table)] == ["1.1"]
    assert table.game("1.1").player["A"].life == 7
    assert table.game("1").player["A"].life == 20
    assert of(table, v.TriggersOrdered)[0].game == "1.1"


@pytest.mark.parametrize("edition", ["2004", "2008", "2014"])
def test_603_3b_older_editions_ask_the_same_and_cite_the_rule_in_their_numbering(
        edition: str) -> None:
    """603.3b under every edition: the supporting rules keep their current numbers in an
    older edition's table (only the subgame rule is renumbered), so the question and the
    order cite what :func:`~shahrazad.rules.citations.cite` gives for 603.3b."""
    table = _upkeep(more=decisions("order_triggers Halving Idol, Well of Life"),
                    edition=edition)
    assert table.game().player["A"].life == 7
    assert _asked(table)[0].rule == of(table, v.TriggersOrdered)[0].rule \
        == R.cite(R.APNAP, edition) == "603.3b"


def test_603_3b_the_agents_choose_an_order_among_every_order() -> None:
    """603.3b: the legal decisions are every order (the random and guided agents pick
    among them); the passive agent takes the order they triggered in."""
    table = _at_the_question()
    assert sorted(d.order for d in table.legal_decisions()
                  if isinstance(d, OrderTriggers)) == [(0, 1), (1, 0)]
    waiting = table.pending()
    assert waiting is not None
    assert PassiveAgent().decide(table, waiting) == OrderTriggers((0, 1))
    for agent in (RandomAgent(7), GuidedAgent("7:A")):
        chosen = agent.decide(table, waiting)
        assert isinstance(chosen, OrderTriggers) and sorted(chosen.order) == [0, 1]


def test_603_3b_the_order_is_said_in_the_audit_and_folds_back() -> None:
    """603.3b: the chosen order is in the log: folding the log again gives the same
    table, and the audit says who ordered what."""
    from shahrazad.projections.audit import audit
    from shahrazad.projections.fold import fold

    table = _upkeep(more=decisions("order_triggers Halving Idol, Well of Life"))
    assert fold(table.events) == table.state
    said = [str(line) for line in audit(table.events)]
    assert any("in the order Halving Idol, then Well of Life" in line for line in said)


def test_603_3b_after_the_order_priority_goes_where_it_was_going() -> None:
    """603.3b with 117.3c: B casts a spell in A's turn and two of B's abilities trigger;
    B orders them, and then B, who cast it, receives priority (as without the question),
    not the active player."""
    cards = '''
[cards."Small Gift"]
cost = "{0}"
types = ["Instant"]
effects = [{ effect = "gain_life", amount = 1 }]

[cards."Chime"]
cost = "{1}"
types = ["Artifact"]
[[cards."Chime".triggers]]
when = "a_spell_is_cast"
effects = [{ effect = "gain_life", amount = 2 }]

[cards."Bell"]
cost = "{1}"
types = ["Artifact"]
[[cards."Bell".triggers]]
when = "a_spell_is_cast"
effects = [{ effect = "gain_life", amount = 1 }]
'''
    table = play('[B]\nhand = ["Small Gift"]\nbattlefield = ["Chime", "Bell"]\n'
                 + decisions("pass") + decisions("cast Small Gift", player="B"),
                 head=cards, until="triggers_ordered")
    asked = of(table, v.TriggerOrderAsked)
    assert [(e.player, e.names, e.then, e.then_rule) for e in asked] == [
        ("B", ("Chime", "Bell"), "B", "117.3c")]
    given = of(table, v.PriorityGiven)[-1]
    assert (given.player, given.rule) == ("B", "117.3c")
    assert len(table.game().stack) == 3


def test_603_3b_a_waiting_order_question_survives_the_state_codec() -> None:
    """603.3b: the question as it waits (the triggers, who receives priority after) and
    the ranks of ordered triggers are part of a game's state, kept by a log's index."""
    from shahrazad.projections.statecodec import decode_game, encode_game

    table = _at_the_question()
    game = table.game()
    assert game.trigger_order is not None and game.trigger_order.player == "A"
    assert decode_game(encode_game(game)) == game
    table.push(OrderTriggers((1, 0)))
    assert table.game().trigger_order is None


def test_603_3b_triggers_all_alike_go_on_the_stack_without_asking() -> None:
    """603.3b: Manabarbs triggers four times as A taps four lands; the four are one ability
    of one source about one player, so any order gives the same result: B is not asked
    and they go on the stack in the order they triggered."""
    table = play('''
[A]
hand = ["Hill Giant"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Manabarbs"]
''' + decisions("cast Hill Giant paying Mountain, Mountain, Mountain, Mountain"))
    assert _asked(table) == [] and of(table, v.TriggerOrderAsked) == []
    assert len(of(table, v.TriggerPutOnStack)) == 4
