"""Batch B08's Antiquities cards (engine/cards/sets/atq/): Tawnos's Wand, Hurkyl's Recall,
Obelisk of Undoing, Cursed Rack."""

from __future__ import annotations

from support import RESOLVE, advance, decisions, fight, names, of, play, targets_of

from shahrazad.events import vocabulary as v
from shahrazad.rules import combat


def test_509_1b_tawnoss_wand_makes_a_small_creature_unblockable() -> None:
    """115.1, 509.1b: the Wand targets only a creature with power 2 or less (the Bears,
    not the Craw Wurm); the Bears can't be blocked this turn."""
    table = fight('"Tawnos\'s Wand", "Grizzly Bears", "Craw Wurm", "Island", "Island"',
                  '"Hill Giant"', until="script_end")
    assert targets_of(table, "Tawnos's Wand") == {"Grizzly Bears"}
    table = fight('"Tawnos\'s Wand", "Grizzly Bears", "Island", "Island"', '"Hill Giant"',
                  decisions("activate Tawnos's Wand targeting Grizzly Bears"), RESOLVE,
                  decisions("attack Grizzly Bears"), until="attackers_declared")
    assert combat.possible_blocks(table.game(), "B") == []
    assert table.game().player["B"].life == 20


# -- filters by owner (108.3) --------------------------------------------------------------


def test_108_3_hurkyls_recall_returns_the_artifacts_the_player_owns() -> None:
    """108.3, 400.3: "all artifacts target player owns": B's Sol Ring, and B's Ornithopter
    that A controls, go to B's hand; A's own Jade Monolith, and a land, stay."""
    table = play('''
[A]
hand = ["Hurkyl's Recall"]
battlefield = ["Island", "Island", "Jade Monolith"]
[B]
battlefield = ["Sol Ring", { card = "Ornithopter", controller = "A" }, "Forest"]
''' + decisions("cast Hurkyl's Recall targeting B") + RESOLVE)
    assert sorted(names(table, "1", "B", "hand")) == ["Ornithopter", "Sol Ring"]
    assert names(table, "1", "A", "battlefield") == ["Island", "Island", "Jade Monolith"]
    assert names(table, "1", "B", "battlefield") == ["Forest"]


def test_108_3_obelisk_of_undoing_returns_a_permanent_you_own_and_control() -> None:
    """108.3, 115.1: "target permanent you both own and control": A's Bears, not B's
    Ornithopter that A controls, nor B's Forest; the Bears return to A's hand."""
    body = '''
[A]
battlefield = ["Obelisk of Undoing", "Grizzly Bears", "Mountain", "Mountain", "Mountain",
               "Mountain", "Mountain", "Mountain"]
[B]
battlefield = [{ card = "Ornithopter", controller = "A" }, "Forest"]
'''
    assert targets_of(play(body), "Obelisk of Undoing") == {  # 115.1: itself too
        "Grizzly Bears", "Mountain", "Obelisk of Undoing"}
    table = play(body + decisions("activate Obelisk of Undoing targeting Grizzly Bears")
                 + RESOLVE)
    assert names(table, "1", "A", "hand") == ["Grizzly Bears"]


# -- Cursed Rack: a player's maximum hand size (402.2) -------------------------------------


def test_402_2_cursed_rack_the_chosen_player_discards_down_to_four() -> None:
    """614.1c, 402.2, 514.1: as the Rack enters A chooses B (the only opponent); at B's
    cleanup B, with six cards, discards down to four; A keeps seven."""
    table = play('''
[A]
hand = ["Cursed Rack", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain"]
[B]
hand = ["Forest", "Forest", "Forest", "Forest", "Forest"]
''' + decisions("cast Cursed Rack") + RESOLVE, step="main1")
    advance(table, "B", "upkeep", answers={"discard": "discard Island"})
    assert len(table.game().player["A"].hand) == 7
    advance(table, "A", "upkeep", answers={"discard": "discard Forest, Forest"})
    assert len(table.game().player["B"].hand) == 4
    assert [e.amount for e in of(table, v.ChoiceRequested) if e.kind == "discard"] == [2]
