"""Alpha's green card of batch E1: Regeneration, an Aura with an activated ability that
regenerates the creature it enchants."""

from __future__ import annotations

from support import decisions, names, obj, play


def _bolt_enchanted(*responses: str) -> object:
    return play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Grizzly Bears", { card = "Regeneration", attached_to = "Grizzly Bears" },
               "Forest"]
''' + decisions("cast Lightning Bolt targeting Grizzly Bears")
        + "".join(decisions(r, player="B") for r in responses)
        + decisions("pass") + decisions("pass", player="B"))


def test_701_19a_regeneration_regenerates_the_enchanted_creature() -> None:
    """701.19a, 303.4: "{G}: Regenerate enchanted creature": the shield is on the Bears,
    not on the Aura; the bolt's lethal damage taps them and is removed."""
    table = _bolt_enchanted("activate Regeneration")
    bears = obj(table.game(), "Grizzly Bears")
    assert bears.zone == "battlefield" and bears.tapped and bears.damage == 0
    assert obj(table.game(), "Regeneration").zone == "battlefield"


def test_701_19a_without_activating_regeneration_the_bears_die() -> None:
    table = _bolt_enchanted()
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears", "Regeneration"]
