"""Mana Clash (The Dark): "You and target opponent each flip a coin. Mana Clash deals 1
damage to each player whose coin comes up tails. Repeat this process until both players'
coins come up heads on the same flip."

Flips with no call and no winner (705.2), round after round; each point of damage is
dealt separately. The outcomes are stated here with ``[[random]]``, one per player per
round.
"""

from __future__ import annotations

import pytest

from shahrazad.cards.pool import card
from shahrazad.cards.words import abilities
from shahrazad.events import vocabulary as v
from shahrazad.scenario import load_scenario, run_scenario
from tests.support import decisions, of, play

#: A's and B's coins, round by round: tails/heads, tails/tails, heads/heads (the end)
ROUNDS = [("tails", "heads"), ("tails", "tails"), ("heads", "heads")]


def _stated(rounds: list[tuple[str, str]], game: str = "") -> str:
    where = f'game = "{game}"\n' if game else ""
    return "".join(f'[[random]]\nwhat = "coin"\n{where}player = "{p}"\nresult = "{side}"\n'
                   for a, b in rounds for p, side in (("A", a), ("B", b)))


def test_mana_clash_is_its_oracle_text() -> None:
    clash = card("Mana Clash")
    assert (str(clash.cost), sorted(clash.types), clash.first_printed) == (
        "{R}", ["Sorcery"], "the_dark")
    assert abilities(clash) == [
        "Spell (target opponent): you and the target each flip a coin; for each player "
        "whose coin comes up tails, deal 1 damage to that player; repeat this process "
        "until every coin of one flip comes up heads."]


def test_705_2_mana_clash_repeats_until_both_coins_come_up_heads() -> None:
    """705.2: A and B flip with no call, nobody wins; each player whose coin came up tails
    is dealt 1 damage by Mana Clash, then again, until a round is heads for both: here
    three rounds, A dealt 2, B dealt 1, each point a damage event of its own."""
    table = play('''
[A]
hand = ["Mana Clash"]
battlefield = ["Mountain"]
''' + decisions("cast Mana Clash targeting B", "pass") + decisions("pass", player="B"),
        head=_stated(ROUNDS))
    flips = [(e.player, e.result, e.call, e.rule) for e in of(table, v.CoinFlipped)]  # type: ignore[attr-defined]
    assert flips == [(p, side, "", "705.2") for a, b in ROUNDS
                     for p, side in (("A", a), ("B", b))]
    damage = [(e.target, e.amount) for e in of(table, v.DamageDealt)]  # type: ignore[attr-defined]
    assert damage == [("A", 1), ("A", 1), ("B", 1)]
    assert (table.game().player["A"].life, table.game().player["B"].life) == (18, 19)
    assert table.state.stated == {}  # every stated flip was used


def test_705_2_mana_clash_ends_after_one_round_of_heads() -> None:
    """705.2: both heads on the first flip: one round, no damage."""
    table = play('''
[A]
hand = ["Mana Clash"]
battlefield = ["Mountain"]
''' + decisions("cast Mana Clash targeting B", "pass") + decisions("pass", player="B"),
        head=_stated([("heads", "heads")]))
    assert len(of(table, v.CoinFlipped)) == 2 and not of(table, v.DamageDealt)


@pytest.mark.parametrize("edition", ["current", "2008"])
def test_705_2_mana_clash_in_a_subgame_hurts_only_the_subgames_life_totals(edition: str) -> None:
    """705.2 in a subgame: the flips are the subgame's (stated for game 1.1) and the damage
    changes the subgame's life totals, not the main game's (727.1b)."""
    text = f'''edition = "{edition}"
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
hand = ["Mana Clash"]
battlefield = ["Mountain"]
library = ["Plains", "Plains", "Plains"]
[games."1.1".B]
library = ["Island", "Island", "Island"]
''' + _stated(ROUNDS, "1.1") + decisions("cast Mana Clash targeting B", "pass", game="1.1") \
        + decisions("pass", player="B", game="1.1")
    table = run_scenario(load_scenario(text))
    assert {e.game for e in of(table, v.CoinFlipped)} == {"1.1"}
    sub, main = table.game("1.1"), table.game("1")
    assert (sub.player["A"].life, sub.player["B"].life) == (18, 19)
    assert (main.player["A"].life, main.player["B"].life) == (20, 20)
