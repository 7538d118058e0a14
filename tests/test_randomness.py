"""Coin flips (705) and die rolls (706) in the card language, and their outcomes stated
with ``[[random]]``, the planar die's (901.9) included.

``flip_coin`` flips a coin for each player it names: a flip its player calls is won or
lost (705.1), one with no call comes up heads or tails and nobody wins it (705.2); the
effects of the outcome follow, as part of the flip. ``roll_die`` rolls an N-sided die
(706.1) and its effects see the result (``die_result``). Every flip and roll is an event
(``CoinFlipped``, ``DieRolled``), by the table's seed or as a scenario states it, so a
re-run of the log gives the same outcomes.
"""

from __future__ import annotations

from typing import Any

import pytest

from shahrazad.cards.data import CardDataError, card_from_data
from shahrazad.cards.words import abilities
from shahrazad.decisions import Keep
from shahrazad.events import vocabulary as v
from shahrazad.rerun import rerun
from shahrazad.scenario import ScriptStuck, load_scenario, run_scenario
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.outcomes import read_random
from shahrazad.table import Table
from shahrazad.txn import ImpossibleOutcome
from tests.support import decisions, of, play

#: a judge's cards: a called flip, a flip with no call for each player, a die roll
CARDS = '''
[cards."Test Wager"]
cost = "{1}"
types = ["Sorcery"]
text = "Flip a coin. If you win the flip, you gain 2 life. If you lose the flip, you lose 3 life."
[[cards."Test Wager".effects]]
effect = "flip_coin"
won = [{ effect = "gain_life", amount = 2 }]
lost = [{ effect = "lose_life", amount = 3 }]

[cards."Test Toss"]
cost = "{1}"
types = ["Sorcery"]
text = "Each player flips a coin. Each player whose coin comes up tails loses 1 life."
[[cards."Test Toss".effects]]
effect = "flip_coin"
who = ["each_player"]
tails = [{ effect = "lose_life", amount = 1, who = "flipper" }]

[cards."Test Die"]
cost = "{1}"
types = ["Sorcery"]
text = "Roll a twenty-sided die. You gain life equal to the result. On 1-5, you lose 10 life."
[[cards."Test Die".effects]]
effect = "roll_die"
sides = 20
effects = [{ effect = "gain_life", amount = "die_result" }]
results = [{ low = 1, high = 5, effects = [{ effect = "lose_life", amount = 10 }] }]
'''


def _cast(name: str, random: str = "", seed: int = 1) -> Table:
    """A casts the judge's card ``name``, both pass, it resolves."""
    return play(f'''
[A]
hand = ["{name}"]
battlefield = ["Plains"]
''' + decisions(f"cast {name}", "pass") + decisions("pass", player="B"),
        head=CARDS + random, seed=seed)


def _flips(table: Table) -> list[tuple[str, str, str, str]]:
    return [(e.player, e.result, e.call, e.method) for e in of(table, v.CoinFlipped)
            if isinstance(e, v.CoinFlipped)]


# -- flipping a coin (705) ------------------------------------------------------------------


@pytest.mark.parametrize(("stated", "life"), [("won", 22), ("lost", 17), ("heads", 22),
                                              ("tails", 17)])
def test_705_1_a_called_flip_is_won_or_lost_by_its_caller(stated: str, life: int) -> None:
    """705.1: the player calls the flip and wins it if the coin comes up as called. The
    player calls heads (the call changes nothing of the odds); a scenario states the
    outcome as won or lost, or as the side that comes up."""
    table = _cast("Test Wager", f'[[random]]\nwhat = "coin"\nresult = "{stated}"\n')
    side = {"won": "heads", "lost": "tails"}.get(stated, stated)
    assert _flips(table) == [("A", side, "heads", "scenario")]
    flip = of(table, v.CoinFlipped)[0]
    assert flip.rule == "705.1" and isinstance(flip, v.CoinFlipped)
    assert flip.won == (life > 20)
    assert table.game().player["A"].life == life
    used = of(table, v.OutcomeUsed)
    assert len(used) == 1 and used[0].position == flip.position - 1


def test_705_2_a_flip_with_no_call_has_no_winner_and_each_player_flips() -> None:
    """705.2: each affected player flips, with no call; nobody wins or loses. Each player
    whose coin came up tails loses 1 life, ``flipper`` being that player."""
    table = _cast("Test Toss", '[[random]]\nwhat = "coin"\nplayer = "A"\nresult = "heads"\n'
                                  '[[random]]\nwhat = "coin"\nplayer = "B"\nresult = "tails"\n')
    assert _flips(table) == [("A", "heads", "", "scenario"), ("B", "tails", "", "scenario")]
    assert all(e.rule == "705.2" for e in of(table, v.CoinFlipped))
    assert (table.game().player["A"].life, table.game().player["B"].life) == (20, 19)


def test_705_2_a_flip_with_no_call_cant_be_stated_won() -> None:
    """705.2: nobody wins or loses a flip that has no call, so an outcome stated as won
    can't be given to it: the run stops there with the rule."""
    with pytest.raises(ImpossibleOutcome) as stopped:
        _cast("Test Toss", '[[random]]\nwhat = "coin"\nresult = "won"\n')
    assert stopped.value.rule == "705.2" and "nobody wins or loses" in str(stopped.value)


def test_705_a_seed_decides_every_flip_and_a_rerun_makes_it_again() -> None:
    """705: unstated, chance decides, from the table's seed: the same seed gives the same
    flips, other seeds other ones, and ``verify --rerun`` makes every flip again from
    the log alone."""
    outcomes = {}
    for seed in range(1, 9):
        table = _cast("Test Toss", seed=seed)
        assert [m for *_, m in _flips(table)] == ["random", "random"]
        outcomes[seed] = tuple(r for _, r, _, _ in _flips(table))
        assert rerun(table.events).ok
    assert len(set(outcomes.values())) > 1
    assert tuple(r for _, r, _, _ in _flips(_cast("Test Toss", seed=3))) == outcomes[3]
    called = _cast("Test Wager", '[[random]]\nwhat = "coin"\nresult = "won"\n')
    assert rerun(called.events).ok
    from shahrazad.events.codec import decode, encode
    flip = of(called, v.CoinFlipped)[0]
    assert decode(encode(flip)) == flip  # the call survives the log's encoding


def test_705_the_words_of_a_flip() -> None:
    """``shahrazad cards`` reads a flip from its data: who flips, and what follows."""
    table = _cast("Test Wager", '[[random]]\nwhat = "coin"\nresult = "lost"\n')
    from shahrazad.cards.catalog import Catalog
    from shahrazad.scenario import load_scenario as load

    custom = load('players = ["A", "B"]\n' + CARDS).custom_cards
    with Catalog(custom).active():
        from shahrazad.cards.pool import card

        assert abilities(card("Test Wager")) == [
            "Spell: you flip a coin; if you win the flip, you gain 2 life; if you lose the "
            "flip, you lose 3 life."]
        assert abilities(card("Test Toss")) == [
            "Spell: each player flips a coin; for each player whose coin comes up tails, "
            "that player loses 1 life."]
    from shahrazad.projections.audit import audit
    lines = [line for line in audit(table.events) if "flips a coin" in line.text]
    assert [line.text for line in lines] == [
        "A calls heads and flips a coin: tails, A loses the flip (scenario)"]


# -- rolling a die (706) -----------------------------------------------------------------------


@pytest.mark.parametrize(("rolled", "life"), [(17, 37), (3, 13)])
def test_706_1_a_die_roll_is_recorded_and_what_follows_sees_the_result(rolled: int,
                                                                        life: int) -> None:
    """706.1: a twenty-sided die shows 1 to 20; the result is an event, and the effects
    after it see it: A gains life equal to the result, and loses 10 more on 1-5."""
    table = _cast("Test Die", f'[[random]]\nwhat = "die"\nresult = {rolled}\nsides = 20\n')
    (roll,) = of(table, v.DieRolled)
    assert (roll.player, roll.sides, roll.result, roll.method, roll.rule) == (  # type: ignore[attr-defined]
        "A", 20, rolled, "scenario", "706.1")
    assert table.game().player["A"].life == life


def test_706_1_a_stated_roll_the_die_cant_show_stops_the_run() -> None:
    """706.1: a stated 7 can't come up on a six-sided die: refused as the file is read;
    a 20 stated for a die that turns out to have six sides stops the run with the rule."""
    with pytest.raises(ScenarioError, match=r"a 6-sided die shows 1 to 6 \(rule 706.1\)"):
        load_scenario('players = ["A", "B"]\n[[random]]\nwhat = "die"\nresult = 7\n')
    with pytest.raises(ImpossibleOutcome, match="a 20-sided die shows 1 to 20"):
        _cast("Test Die", '[[random]]\nwhat = "die"\nresult = 21\nsides = 30\n')


# -- what may follow a flip or a roll ---------------------------------------------------------


@pytest.mark.parametrize("effect", [
    {"effect": "search"}, {"effect": "draw", "amount": 1},
    {"effect": "discard", "amount": 1, "who": "you", "how": "chosen"},
    {"effect": "create_token", "name": "Bat", "unless": "an_opponent_lets_you_draw"}])
def test_705_effects_that_ask_a_question_cant_follow_a_flip(effect: dict[str, Any]) -> None:
    """The effects that follow a flip happen as part of it: one that may stop the
    resolution for a player's question (a search, a chosen discard, a draw a replacement
    could turn into a choice) is refused as the card is read."""
    with pytest.raises(CardDataError, match="can't follow a coin flip or a die roll"):
        card_from_data({"name": "X", "types": ["Sorcery"], "effects": [
            {"effect": "flip_coin", "won": [effect]}]})
    with pytest.raises(CardDataError, match=r"called and won or lost .* not both"):
        card_from_data({"name": "X", "types": ["Sorcery"], "effects": [
            {"effect": "flip_coin", "won": [{"effect": "gain_life", "amount": 1}],
             "tails": [{"effect": "gain_life", "amount": 1}]}]})


# -- the planar die (901.9) ----------------------------------------------------------------------


def _planechase(random: str) -> Table:
    stated = [o.payload() for o in read_random(__import__("tomllib").loads(random)["random"],
                                               ["A", "B"])]
    table = Table.new(["A", "B"], [["Plains"] * 30] * 2, seed=5, stacked=True,
                      starting_player="A", stated=stated,
                      planar_decks={"A": ["Llanowar", "Tazeem"], "B": ["Tazeem", "Llanowar"]})
    table.push(Keep())
    table.push(Keep())
    while table.game().step != "main1":
        table.push_named("pass", player=table.pending().player)  # type: ignore[union-attr]
    return table


@pytest.mark.parametrize(("stated", "face"), [
    ('what = "planar_die"\nresult = "chaos"', "chaos"),
    ('what = "planar_die"\nresult = "planeswalker"', "planeswalker"),
    ('what = "die"\nresult = 1', "planeswalker"),
    ('what = "die"\nresult = 4', "blank")])
def test_901_9_the_planar_die_shows_the_face_a_scenario_states(stated: str, face: str) -> None:
    """901.9: the planar die's face is a random outcome: ``what = "planar_die"`` states it
    by its face, ``what = "die"`` by its number (1 the planeswalker symbol, 2 chaos, 3-6
    blank). The roll is recorded (``DieRolled``, then ``PlanarDieRolled``), by the
    scenario."""
    table = _planechase(f"[[random]]\n{stated}\n")
    events = table.push_named("roll")
    (rolled,) = of(table, v.PlanarDieRolled)
    assert rolled.face == face  # type: ignore[attr-defined]
    (die,) = [e for e in events if isinstance(e, v.DieRolled)]
    assert (die.sides, die.method, die.rule) == (6, "scenario", "901.9")
    assert table.state.stated == {}


def test_901_9_a_planar_die_face_that_isnt_one_is_refused() -> None:
    with pytest.raises(ScenarioError, match=r"random\[1\].result: the planar die shows"):
        load_scenario('players = ["A", "B"]\n[[random]]\nwhat = "planar_die"\n'
                      'result = "chaso"\n')
    with pytest.raises(ScenarioError, match="did you mean 'won'"):
        load_scenario('players = ["A", "B"]\n[[random]]\nwhat = "coin"\nresult = "wno"\n')


def test_a_run_that_meets_an_impossible_flip_says_where() -> None:
    """A stated outcome the flip can't take stops ``run_scenario`` with the rule: the
    table as it stood is kept (nothing of the refused action is appended)."""
    text = ('seed = 1\nplayers = ["A", "B"]\nactive = "A"\nturn = 3\nstep = "main1"\n'
            + CARDS + '[[random]]\nwhat = "coin"\nresult = "lost"\n[run]\nuntil = "script_end"\n'
            '[A]\nhand = ["Test Toss"]\nbattlefield = ["Plains"]\n'
            'library = ["Island", "Island", "Island"]\n[B]\nlibrary = ["Island", "Island"]\n'
            + decisions("cast Test Toss", "pass") + decisions("pass", player="B"))
    scenario = load_scenario(text)
    table = scenario.table()
    with pytest.raises((ImpossibleOutcome, ScriptStuck)):
        run_scenario(scenario, table)
    assert not of(table, v.CoinFlipped)


def test_705_a_coin_flip_logged_before_calls_existed_reads_as_one_with_no_call() -> None:
    """A ``CoinFlipped`` of version 1 (before called flips) reads back with no call."""
    flip = v.CoinFlipped.from_payload(1, 9, "1", "705.1", None,
                                      {"player": "A", "result": "tails", "method": "random"})
    assert isinstance(flip, v.CoinFlipped) and flip.call == "" and not flip.won
