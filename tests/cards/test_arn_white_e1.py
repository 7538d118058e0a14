"""Arabian Nights' white cards of batch E1: Army of Allah, King Suleiman, Moorish Cavalry,
Piety, Repentant Blacksmith, War Elephant."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness
from shahrazad.scenario import ScriptStuck


def at_step(text: str, player: str, step: str) -> str:
    """A scenario decision that waits for ``step``."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{step}"\ndo = "{text}"\n'


def test_611_2c_army_of_allah_pumps_only_the_creatures_attacking_as_it_resolves() -> None:
    """611.2c: attacking creatures get +2/+0 until end of turn: the attacking Bears deal
    4; A's creature at home and B's creatures get nothing."""
    table = play('''
[A]
hand = ["Army of Allah"]
battlefield = ["Grizzly Bears", "Llanowar Elves", "Plains", "Plains", "Plains"]
[B]
battlefield = ["Hill Giant"]
''' + decisions("attack Grizzly Bears")
        + at_step("cast Army of Allah", "A", "declare_attackers"),
        step="beginning_of_combat", until="combat_ended")
    g = table.game()
    assert g.player["B"].life == 16
    assert power(g, obj(g, "Llanowar Elves")) == 1 and power(g, obj(g, "Hill Giant")) == 3


def test_701_8_king_suleiman_destroys_target_djinn_or_efreet() -> None:
    """701.8, 115.1: a Djinn or an Efreet; a creature of another type is no target."""
    table = play('''
[A]
battlefield = ["King Suleiman"]
[B]
battlefield = ["Junun Efreet"]
''' + decisions("activate King Suleiman targeting Junun Efreet", "pass")
        + decisions("pass", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Junun Efreet"]
    djinn = play('''
[A]
battlefield = ["King Suleiman"]
[B]
battlefield = ["Juzam Djinn"]
''' + decisions("activate King Suleiman targeting Juzam Djinn", "pass")
        + decisions("pass", player="B"))
    assert names(djinn, "1", "B", "graveyard") == ["Juzam Djinn"]
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[A]
battlefield = ["King Suleiman"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate King Suleiman targeting Grizzly Bears"))


def test_611_2c_piety_gives_blocking_creatures_0_3() -> None:
    """611.2c: blocking creatures get +0/+3: B's Grizzly Bears blocks Hill Giant and
    lives (2/5 against 3 damage)."""
    table = play('''
[A]
battlefield = ["Hill Giant"]
[B]
hand = ["Piety"]
battlefield = ["Grizzly Bears", "Plains", "Plains", "Plains"]
''' + decisions("attack Hill Giant") + decisions("block Grizzly Bears -> Hill Giant", player="B")
        + at_step("cast Piety", "B", "declare_blockers"),
        step="beginning_of_combat", until="combat_ended")
    g = table.game()
    bears = obj(g, "Grizzly Bears")
    assert bears.zone == "battlefield" and toughness(g, bears) == 5


@pytest.mark.parametrize(("name", "keywords", "pt"), [
    ("Moorish Cavalry", {"trample"}, (3, 3)),
    ("Repentant Blacksmith", {"protection_from_red"}, (1, 2)),
    ("War Elephant", {"trample", "banding"}, (2, 2)),
])
def test_702_keyword_creatures_of_arabian_nights(name: str, keywords: set[str],
                                                 pt: tuple[int, int]) -> None:
    d = card(name)
    assert d.keywords == keywords and (d.power, d.toughness) == pt and d.first_printed == "ARN"


def test_702_16_repentant_blacksmith_cant_be_targeted_by_red() -> None:
    """702.16b: protection from red: Lightning Bolt can't target it."""
    with pytest.raises(ScriptStuck, match=r"Repentant Blacksmith is not a legal target"):
        play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Repentant Blacksmith"]
''' + decisions("cast Lightning Bolt targeting Repentant Blacksmith"))


def test_702_19_moorish_cavalry_tramples_over() -> None:
    """702.19c: the Cavalry (3/3) blocked by Llanowar Elves (1/1) assigns 1 to it and 2
    to B."""
    table = play('''
[A]
battlefield = ["Moorish Cavalry"]
[B]
battlefield = ["Llanowar Elves"]
''' + decisions("attack Moorish Cavalry")
        + decisions("block Llanowar Elves -> Moorish Cavalry", player="B")
        + decisions("assign Moorish Cavalry -> Llanowar Elves 1, Moorish Cavalry -> B 2"),
        step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 18


def test_702_22_war_elephant_bands_with_a_creature_without_banding() -> None:
    """702.22c, 702.22h: War Elephant and Grizzly Bears attack in a band; blocked as one."""
    table = play('''
[A]
battlefield = ["War Elephant", "Grizzly Bears"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("attack War Elephant, Grizzly Bears band War Elephant + Grizzly Bears")
        + decisions("block Craw Wurm -> Grizzly Bears", player="B")
        + decisions("assign Craw Wurm -> War Elephant 6"),
        step="beginning_of_combat", until="combat_ended")
    assert names(table, "1", "A", "graveyard") == ["War Elephant"]
    assert obj(table.game(), "Grizzly Bears").zone == "battlefield"
