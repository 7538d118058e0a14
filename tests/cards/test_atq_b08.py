"""Batch B08's Antiquities cards (engine/cards/sets/atq/): Tawnos's Wand."""

from __future__ import annotations

from support import RESOLVE, decisions, fight, targets_of

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
