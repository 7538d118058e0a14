"""Batch B01's Alpha artifacts (engine/cards/sets/lea/artifacts.py): Ankh of Mishra, Black
Vise, Dingus Egg, Mana Vault. Each test plays the card's text in a small position and
names the rules it exercises."""

from __future__ import annotations

from support import advance, decisions, names, of, permanent, play

from shahrazad.events import vocabulary as v
from shahrazad.table import Table


def test_603_6a_ankh_of_mishra_hurts_the_controller_of_each_land_that_enters() -> None:
    """603.6a, 305.1: "Whenever a land enters the battlefield, Ankh of Mishra deals 2 damage
    to that land's controller": A's played Mountain hurts A, not B."""
    table = play('''
[A]
hand = ["Mountain"]
battlefield = ["Ankh of Mishra"]
''' + decisions("play Mountain", "pass") + decisions("pass", player="B"))
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (18, 20)
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == ["Ankh of Mishra"]


def test_614_1c_503_1_black_vise_hurts_the_chosen_opponent_for_cards_over_four() -> None:
    """614.1c, 603.2, 107.1b: Black Vise's opponent is chosen as it enters (B, the only
    one); at B's upkeep it deals B the cards in B's hand minus 4 (six cards: 2); at A's
    own upkeep nothing happens, and a hand of four or fewer deals 0."""
    table = play('''
[A]
hand = ["Black Vise"]
battlefield = ["Mountain"]
[B]
hand = ["Island", "Island", "Island", "Island", "Island", "Island"]
''' + decisions("cast Black Vise", "pass") + decisions("pass", player="B"))
    assert names(table, "1", "A", "battlefield") == ["Mountain", "Black Vise"]
    advance(table, "B", "draw")
    assert table.game().player["B"].life == 18
    advance(table, "A", "draw")
    assert (table.game().player["A"].life, table.game().player["B"].life) == (20, 18)


def test_603_10a_dingus_egg_hurts_the_controller_of_a_land_put_into_a_graveyard() -> None:
    """603.6c, 603.10a: "Whenever a land is put into a graveyard from the battlefield,
    Dingus Egg deals 2 damage to that land's controller": A's Stone Rain on B's Forest
    hurts B (the land's controller as it last existed)."""
    table = play('''
[A]
hand = ["Stone Rain"]
battlefield = ["Dingus Egg", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Forest"]
''' + decisions("cast Stone Rain targeting Forest", "pass") + decisions("pass", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    g = table.game()
    assert names(table, "1", "B", "graveyard") == ["Forest"]
    assert (g.player["A"].life, g.player["B"].life) == (20, 18)


def _vault_table() -> Table:
    return play('''
[A]
battlefield = [{ card = "Mana Vault", tapped = true }, "Mountain", "Mountain", "Mountain",
               "Mountain"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)


def test_603_4_mana_vault_hurts_at_the_draw_step_only_if_tapped() -> None:
    """502.3, 603.4: Mana Vault doesn't untap in the untap step; A declines to pay {4} at
    upkeep, and at A's draw step, the Vault being tapped, it deals A 1 damage."""
    table = _vault_table()
    advance(table, "A", "main1", {"accept": "accept no"})
    g = table.game()
    assert permanent(g, "Mana Vault").tapped
    assert g.player["A"].life == 19


def test_603_4_mana_vault_untapped_at_upkeep_deals_nothing() -> None:
    """608.2d, 603.4: A pays {4} at upkeep and untaps the Vault: the draw-step ability
    doesn't trigger (its intervening "if" is false), and A's life stays 20."""
    table = _vault_table()
    advance(table, "A", "main1", {"accept": "accept yes"})
    g = table.game()
    assert not permanent(g, "Mana Vault").tapped
    assert g.player["A"].life == 20
    assert [e.index for e in of(table, v.AbilityTriggered)
            if e.source_name == "Mana Vault"] == [0]


def test_605_1a_mana_vault_adds_three_colorless() -> None:
    """605.1a: "{T}: Add {C}{C}{C}": the Vault pays Obsianus Golem's {6} with three
    Mountains."""
    table = play('''
[A]
hand = ["Obsianus Golem"]
battlefield = ["Mana Vault", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Obsianus Golem", "pass") + decisions("pass", player="B"))
    assert "Obsianus Golem" in names(table, "1", "A", "battlefield")
