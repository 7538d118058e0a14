"""Batch C-TURN's turn cards: Time Vault (LEA) and Fasting (DRK): a turn or a draw step
skipped instead (614.1b, 614.10), an extra turn (500.7), "when you draw a card"."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, obj, of, permanent, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

# -- Time Vault -------------------------------------------------------------------------------


def _vault(tapped: bool, more: str = "") -> Table:
    return play(f'''
[A]
battlefield = [{{ card = "Time Vault", tapped = {str(tapped).lower()} }}]
[B]
battlefield = ["Forest"]
''' + more)


def test_614_1d_time_vault_enters_tapped() -> None:
    """614.1d: Time Vault enters the battlefield tapped."""
    table = play('''
[A]
hand = ["Time Vault"]
battlefield = ["Mountain", "Mountain"]
''' + decisions("cast Time Vault") + RESOLVE)
    assert permanent(table.game(), "Time Vault").tapped
    assert card("Time Vault").first_printed == "LEA"


def test_500_7_time_vault_takes_an_extra_turn_and_doesnt_untap() -> None:
    """500.7, 502.3: {T}: A takes an extra turn after this one; A doesn't skip it, and
    in its untap step Time Vault stays tapped."""
    table = _vault(False, decisions("activate Time Vault") + RESOLVE)
    advance(table, "A", "upkeep")
    g = table.game()
    assert g.turn == 4 and g.active == "A"
    assert permanent(g, "Time Vault").tapped
    began = of(table, v.TurnBegan)
    assert began[-1].extra and began[-1].rule == "500.7"


def test_614_10_time_vault_skips_a_turn_to_untap() -> None:
    """614.1b, 614.10: as A's turn would begin while Time Vault is tapped, A may skip that
    turn instead; A does: the turn doesn't happen (B takes the next one) and Time Vault
    untaps."""
    table = _vault(True)
    advance(table, "B", "upkeep")
    assert table.game().turn == 4
    advance(table, "A", "upkeep", answers={"skip": "skip yes"})
    g = table.game()
    assert [(e.turn, e.player) for e in of(table, v.TurnBegan)][-2:] == [(5, "B"), (6, "A")]
    assert g.active == "A" and g.turn == 6
    assert not permanent(g, "Time Vault").tapped
    skipped = of(table, v.Skipped)
    assert len(skipped) == 1 and skipped[0].player == "A" and skipped[0].rule == "614.10"
    assert skipped[0].what == "turn" and not skipped[0].extra


def test_614_10_time_vault_declined_the_turn_begins() -> None:
    """614.1b: "you may": A declines, A's turn begins and Time Vault stays tapped."""
    table = _vault(True)
    advance(table, "B", "upkeep")
    advance(table, "A", "upkeep", answers={"skip": "skip no"})
    g = table.game()
    assert g.turn == 5 and permanent(g, "Time Vault").tapped
    assert of(table, v.Skipped) == []


def test_614_10_time_vault_skips_its_own_extra_turn() -> None:
    """500.7, 614.10: the extra turn would begin while Time Vault is tapped: skipping it
    uses it up and untaps the Vault; B's turn comes next."""
    table = _vault(False, decisions("activate Time Vault") + RESOLVE)
    advance(table, "B", "upkeep", answers={"skip": "skip yes"})
    g = table.game()
    assert g.turn == 4 and g.active == "B" and g.extra_turns == []
    assert not permanent(g, "Time Vault").tapped
    assert of(table, v.Skipped)[0].extra


def test_117_1_skip_is_refused_without_an_offer() -> None:
    """117.1: nothing offers a skip in A's main phase: ``skip yes`` is refused, and the
    table still waits on A's priority."""
    table = _vault(True)
    with pytest.raises(IllegalDecision, match=r"got skip \(rule 117\.1\)"):
        table.push_named("skip yes", player="A")
    assert table.pending().kind == "priority"


def test_727_time_vault_extra_turn_inside_a_subgame() -> None:
    """727, 500.7: in a subgame, Time Vault's extra turn is a turn of the subgame; the main
    game's turn doesn't move."""
    table = play('''
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
battlefield = ["Time Vault"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
library = ["Island", "Island", "Island"]
''' + decisions("activate Time Vault", "pass", game="1.1")
        + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    main_turn = table.game("1").turn
    advance(table, "A", "upkeep", game="1.1")
    sub = table.game("1.1")
    assert sub.turn == 3 and sub.active == "A"
    assert table.game("1").turn == main_turn
    assert [e.game for e in of(table, v.TurnBegan) if e.extra] == ["1.1"]


# -- Fasting ----------------------------------------------------------------------------------

_FASTING = '''
[A]
battlefield = [{{ card = "Fasting", counters = {{ hunger = {n} }} }}]
'''


def test_614_10_fasting_skips_the_draw_step_for_2_life() -> None:
    """614.1b, 614.10: as A's draw step would begin, A may skip it: no card drawn, A gains
    2 life, and the first main phase begins; Fasting stays."""
    table = play(_FASTING.format(n=0), step="upkeep")
    hand = len(table.game().player["A"].hand)
    advance(table, "A", "main1", answers={"skip": "skip yes"})
    g = table.game()
    assert g.player["A"].life == 22 and len(g.player["A"].hand) == hand
    assert "Fasting" in names(table, "1", "A", "battlefield")
    assert of(table, v.Skipped)[0].what == "draw_step"
    assert card("Fasting").first_printed == "DRK"


def test_121_2_fasting_is_destroyed_when_you_draw() -> None:
    """603.2, 121.2: A declines: A draws in the draw step, and "when you draw a card"
    destroys Fasting."""
    table = play(_FASTING.format(n=0), step="upkeep")
    advance(table, "A", "main1", answers={"skip": "skip no"})
    g = table.game()
    assert g.player["A"].life == 20
    assert "Fasting" in names(table, "1", "A", "graveyard")


def test_122_1_fasting_destroyed_at_five_hunger_counters() -> None:
    """122.1, 608.2c: at A's upkeep a hunger counter; with five, Fasting is destroyed;
    with four, it stays."""
    table = play(_FASTING.format(n=4), step="untap")
    advance(table, "A", "draw", answers={"skip": "skip yes"})
    assert "Fasting" in names(table, "1", "A", "graveyard")
    table = play(_FASTING.format(n=3), step="untap")
    advance(table, "A", "main1", answers={"skip": "skip yes"})
    assert obj(table.game(), "Fasting").counters.get("hunger") == 4
