"""Batch B03's Alpha artifacts (engine/cards/sets/lea/artifacts.py): Nevinyrral's Disk,
which enters tapped (614.1d)."""

from __future__ import annotations

from support import decisions, names, of, permanent, play

from shahrazad.events import vocabulary as v

RESOLVE = decisions("pass") + decisions("pass", player="B")

#: a judge's card that watches artifacts becoming tapped
WATCHER = '''
[cards."Tap Watcher"]
types = ["Enchantment"]
cost = "{W}"
[[cards."Tap Watcher".triggers]]
when = "a_permanent_becomes_tapped"
filter = { types = ["Artifact"] }
effects = [{ effect = "gain_life", amount = 1 }]
'''


def test_614_1d_nevinyrrals_disk_enters_tapped_without_becoming_tapped() -> None:
    """614.1d: the Disk enters the battlefield tapped, a replacement: it never "becomes
    tapped", so the Tap Watcher doesn't trigger."""
    table = play('''
[A]
hand = ["Nevinyrral's Disk"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Tap Watcher"]
''' + decisions("cast Nevinyrral's Disk") + RESOLVE, head=WATCHER)
    g = table.game()
    assert permanent(g, "Nevinyrral's Disk").tapped
    assert any(e.rule == "614.1d" for e in of(table, v.Tapped))
    assert of(table, v.AbilityTriggered) == []
    assert g.player["A"].life == 20


def test_701_8_nevinyrrals_disk_destroys_artifacts_creatures_enchantments_and_itself(
) -> None:
    """701.8: "{1}, {T}: Destroy all artifacts, creatures, and enchantments": both
    players' creatures, artifacts and enchantments go, the Disk with them; lands stay."""
    table = play('''
[A]
battlefield = ["Nevinyrral's Disk", "Mountain", "Grizzly Bears",
               { card = "Holy Strength", attached_to = "Grizzly Bears" }]
[B]
battlefield = ["Ornithopter", "Forest", "Serra Angel"]
''' + decisions("activate Nevinyrral's Disk paying Mountain") + RESOLVE)
    assert names(table, "1", "A", "battlefield") == ["Mountain"]
    assert names(table, "1", "B", "battlefield") == ["Forest"]
    assert sorted(names(table, "1", "A", "graveyard")) == [
        "Grizzly Bears", "Holy Strength", "Nevinyrral's Disk"]
