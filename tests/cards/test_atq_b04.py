"""Antiquities cards of batch B04 (engine/cards/sets/atq/), each played on its text; the
rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScenarioError

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")
#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE


def test_608_2d_urzas_avenger_shrinks_and_gains_the_keyword_chosen() -> None:
    """608.2d, 611.2: "{0}: Urza's Avenger gets -1/-1 and gains your choice of banding,
    flying, first strike, or trample until end of turn", twice: a 2/2 with flying and
    first strike; a word it doesn't offer is refused."""
    table = play('''
[A]
battlefield = ["Urza's Avenger"]
''' + decisions("activate Urza's Avenger") + RESOLVE + decisions("word flying")
        + decisions("activate Urza's Avenger") + RESOLVE + decisions("word first-strike"))
    g = table.game()
    avenger = obj(g, "Urza's Avenger")
    assert (power(g, avenger), toughness(g, avenger)) == (2, 2)
    assert keywords(g, avenger) == {"flying", "first_strike"}
    assert card("Urza's Avenger").first_printed == "ATQ"
    with pytest.raises(ScenarioError, match="vigilance"):
        play('''
[A]
battlefield = ["Urza's Avenger"]
''' + decisions("activate Urza's Avenger") + RESOLVE + decisions("word vigilance"))


@pytest.mark.parametrize(("answer", "life", "tapped"), [
    ("sacrifice nothing", 18, True), ("sacrifice Sol Ring", 20, False)])
def test_608_2c_yawgmoth_demon_may_eat_an_artifact_else_taps_and_hurts(
        answer: str, life: int, tapped: bool) -> None:
    """608.2c-d: "you may sacrifice an artifact. If you don't, tap Yawgmoth Demon and it
    deals 2 damage to you": declining taps the Demon and costs A 2 life; sacrificing the
    Sol Ring spares both."""
    table = play('''
[A]
battlefield = ["Yawgmoth Demon", "Sol Ring"]
''' + UPKEEP + decisions(answer), step="untap")
    g = table.game()
    assert g.player["A"].life == life
    assert obj(g, "Yawgmoth Demon").tapped is tapped
    assert ("Sol Ring" in names(table, "1", "A", "graveyard")) is not tapped
    assert card("Yawgmoth Demon").first_printed == "ATQ"


def test_608_2c_yawgmoth_demon_with_no_artifact_asks_nothing() -> None:
    """608.2c: with no artifact to sacrifice there is nothing to choose: the Demon is
    tapped and deals 2 damage to A at once."""
    table = play('''
[A]
battlefield = ["Yawgmoth Demon"]
''' + UPKEEP, step="untap")
    g = table.game()
    assert g.player["A"].life == 18 and obj(g, "Yawgmoth Demon").tapped
    assert not of(table, v.ChoiceRequested)


@pytest.mark.parametrize(("answer", "life", "tapped"), [
    ("discard nothing", 17, True), ("discard Forest", 20, False)])
def test_608_2d_mishras_war_machine_hurts_and_taps_unless_you_discard(
        answer: str, life: int, tapped: bool) -> None:
    """608.2c-d: "deals 3 damage to you unless you discard a card. If Mishra's War Machine
    deals damage to you this way, tap it": declining costs A 3 life and taps it; the
    Forest discarded spares both."""
    table = play('''
[A]
hand = ["Forest"]
battlefield = ["Mishra's War Machine"]
''' + UPKEEP + decisions(answer), step="untap")
    g = table.game()
    assert g.player["A"].life == life
    assert obj(g, "Mishra's War Machine").tapped is tapped
    assert card("Mishra's War Machine").first_printed == "ATQ"
    assert "banding" in card("Mishra's War Machine").keywords


def test_608_2c_mishras_war_machine_with_no_card_to_discard_or_damage_prevented() -> None:
    """608.2c: with an empty hand A can't discard: 3 damage at once, and it taps; with
    the damage prevented (Healing Salve's shield, cast in the upkeep with the trigger on
    the stack), it dealt none "this way" and stays untapped."""
    table = play('''
[A]
battlefield = ["Mishra's War Machine"]
''' + UPKEEP, step="untap")
    g = table.game()
    assert g.player["A"].life == 17 and obj(g, "Mishra's War Machine").tapped
    shielded = play('''
[A]
hand = ["Healing Salve"]
battlefield = ["Mishra's War Machine", "Plains"]
''' + RESOLVE + decisions("cast Healing Salve mode 2 targeting A") + RESOLVE + RESOLVE,
        step="untap")
    g = shielded.game()
    assert g.player["A"].life == 20 and not obj(g, "Mishra's War Machine").tapped
