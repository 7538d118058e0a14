"""Alpha's blue cards (engine/cards/sets/lea/blue.py), each tested on its text: the rules
each exercises are in the test's name. Lord of Atlantis is also tested inside a subgame."""

from __future__ import annotations

import pytest
from support import decisions, names, of, permanent, play

from shahrazad.characteristics import (
    colors,
    defn,
    is_creature,
    keywords,
    power,
    toughness,
)
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v
from shahrazad.naming import NamingError
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_613_lord_of_atlantis_pumps_other_merfolk_in_its_own_game_a_subgame() -> None:
    """604.1, 613.4c, 613.1f, 727.1b: Lord of Atlantis gives other Merfolk +1/+1 and
    islandwalk in the game it is in: in a Shahrazad subgame, the subgame's Merfolk of the
    Pearl Trident is a 2/2 with islandwalk, and so is one cast there later; the main
    game's Merfolk, with no Lord in its game, stays a 1/1."""
    table = play('''
[A]
battlefield = [{ card = "Plains", tapped = true }, { card = "Plains", tapped = true },
               "Merfolk of the Pearl Trident"]
library = []
[B]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
hand = ["Merfolk of the Pearl Trident"]
battlefield = ["Island", "Island", "Lord of Atlantis", "Merfolk of the Pearl Trident"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
library = ["Island", "Island", "Island"]
''' + decisions("cast Merfolk of the Pearl Trident", "pass", game="1.1")
        + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    sub, main = table.game("1.1"), table.game("1")
    merfolk = [sub.objects[o] for o in sub.battlefield
               if sub.objects[o].name == "Merfolk of the Pearl Trident"]
    assert len(merfolk) == 2
    assert all((power(sub, m), toughness(sub, m)) == (2, 2) for m in merfolk)
    assert all("islandwalk" in keywords(sub, m) for m in merfolk)
    lord = permanent(sub, "Lord of Atlantis")
    assert (power(sub, lord), toughness(sub, lord)) == (2, 2)  # "other" Merfolk
    outside = permanent(main, "Merfolk of the Pearl Trident")
    assert (power(main, outside), toughness(main, outside)) == (1, 1)
    assert "islandwalk" not in keywords(main, outside)


def test_613_1e_thoughtlace_makes_a_spell_blue_while_it_is_a_spell() -> None:
    """613.1e, 400.7: Thoughtlace on a Lightning Bolt on the stack makes the spell blue;
    on a permanent, the permanent stays blue (611.2a)."""
    table = play('''
[A]
hand = ["Thoughtlace", "Thoughtlace"]
battlefield = ["Island", "Island"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Grizzly Bears"]
''' + decisions("pass") + decisions("cast Lightning Bolt targeting A", player="B")
        + decisions("cast Thoughtlace targeting Lightning Bolt", "pass")
        + decisions("pass", player="B"))
    g = table.game()
    bolt = next(g.objects[o] for o in g.stack if g.objects[o].name == "Lightning Bolt")
    assert colors(g, bolt) == "U"
    made = of(table, v.ContinuousEffectCreated)[-1]
    assert made.objs == (bolt.oid,) and made.changes == {"color": "U"}


def test_613_1f_jump_gives_flying_until_end_of_turn_and_flight_for_good() -> None:
    """611.2, 613.1f, 514.2: Jump's flying ends in the cleanup step; Flight's enchanted
    creature keeps flying."""
    table = play('''
[A]
hand = ["Jump"]
battlefield = ["Island", "Grizzly Bears", "Savannah Lions",
               { card = "Flight", attached_to = "Savannah Lions" }]
''' + decisions("cast Jump targeting Grizzly Bears") + RESOLVE)
    g = table.game()
    assert "flying" in keywords(g, permanent(g, "Grizzly Bears"))
    while table.game().active == "A":
        table.push(Pass() if table.pending().kind == "priority" else table.legal_decisions()[0])
    g = table.game()
    assert "flying" not in keywords(g, permanent(g, "Grizzly Bears"))
    assert "flying" in keywords(g, permanent(g, "Savannah Lions"))


def test_400_3_unsummon_returns_a_creature_to_its_owners_hand() -> None:
    """400.3: Unsummon returns B's Grizzly Bears to B's hand."""
    table = play('''
[A]
hand = ["Unsummon"]
battlefield = ["Island"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Unsummon targeting Grizzly Bears") + RESOLVE)
    assert names(table, "1", "B", "hand") == ["Grizzly Bears"]


def test_613_5_animate_artifact_animates_only_an_artifact_that_isnt_a_creature() -> None:
    """613.1d, 613.4b, 613.5: Animate Artifact makes Sol Ring an artifact creature with
    power and toughness equal to its mana value (1/1); on Obsianus Golem, an artifact
    creature already, it changes nothing (4/6, not 6/6)."""
    table = play('''
[A]
battlefield = ["Sol Ring", "Obsianus Golem",
               { card = "Animate Artifact", attached_to = "Sol Ring" },
               { card = "Animate Artifact", attached_to = "Obsianus Golem" }]
''')
    g = table.game()
    ring, golem = permanent(g, "Sol Ring"), permanent(g, "Obsianus Golem")
    assert is_creature(g, ring) and (power(g, ring), toughness(g, ring)) == (1, 1)
    assert (power(g, golem), toughness(g, golem)) == (4, 6)


def test_613_1b_steal_artifact_gives_its_controller_the_artifact() -> None:
    """303.4, 613.1b: A casts Steal Artifact on B's Sol Ring and controls it."""
    table = play('''
[A]
hand = ["Steal Artifact"]
battlefield = ["Island", "Island", "Island", "Island"]
[B]
battlefield = ["Sol Ring"]
''' + decisions("cast Steal Artifact targeting Sol Ring") + RESOLVE)
    assert "Sol Ring" in names(table, "1", "A", "battlefield")
    assert of(table, v.ControlChanged)[-1].rule == "613.1b"


def test_305_7_phantasmal_terrain_makes_its_land_the_chosen_type() -> None:
    """614.1c, 608.2d, 305.7: as Phantasmal Terrain enters A chooses a basic land type (a
    word that isn't one is refused); B's Mountain is an Island and taps for {U} only."""
    table = play('''
[A]
hand = ["Phantasmal Terrain"]
battlefield = ["Island", "Island"]
[B]
battlefield = ["Mountain"]
''' + decisions("cast Phantasmal Terrain targeting Mountain") + RESOLVE)
    assert table.pending().kind == "word"
    with pytest.raises((IllegalDecision, NamingError), match=r"Forest, Island"):
        table.push_named("word Wastes")
    table.push_named("word island")
    g = table.game()
    d = defn(g, permanent(g, "Mountain"))
    assert d.subtypes == {"Island"}
    assert [a.effects[0].mana for a in d.abilities] == ["U"]  # type: ignore[attr-defined]


def test_707_9_copy_artifact_is_a_copy_and_an_enchantment() -> None:
    """614.1c, 707.2, 707.9: Copy Artifact enters as a copy of Sol Ring, except it is an
    enchantment as well: it is called Sol Ring, taps for {C}{C}, and is an artifact and
    an enchantment; off the battlefield it is Copy Artifact again."""
    table = play('''
[A]
hand = ["Copy Artifact"]
battlefield = ["Island", "Island"]
[B]
battlefield = ["Sol Ring"]
''' + decisions("cast Copy Artifact") + RESOLVE + decisions("choose Sol Ring"))
    g = table.game()
    copy = permanent(g, "Sol Ring", "A")
    assert copy.printed == "Copy Artifact"
    assert defn(g, copy).types == {"Artifact", "Enchantment"}
    assert defn(g, copy).abilities[0].effects[0].mana == "CC"  # type: ignore[attr-defined]


def test_707_9_vesuvan_doppelganger_keeps_its_color_and_copies_again_at_upkeep() -> None:
    """707.2, 707.9: Vesuvan Doppelganger enters as a copy of Serra Angel, except it is
    blue (its own color) and has its upkeep ability; at its controller's next upkeep it
    may become a copy of Grizzly Bears, blue still, and with that ability still."""
    table = play('''
[A]
hand = ["Vesuvan Doppelganger"]
battlefield = ["Island", "Island", "Island", "Island", "Island"]
[B]
battlefield = ["Serra Angel", "Grizzly Bears"]
''' + decisions("cast Vesuvan Doppelganger") + RESOLVE + decisions("choose Serra Angel"))
    g = table.game()
    copy = permanent(g, "Serra Angel", "A")
    assert copy.printed == "Vesuvan Doppelganger" and colors(g, copy) == "U"
    assert (power(g, copy), toughness(g, copy)) == (4, 4) and "flying" in keywords(g, copy)
    assert [t.when for t in defn(g, copy).triggers] == ["your_upkeep"]
    for _ in range(60):  # to A's next upkeep: the trigger targets Grizzly Bears
        pending = table.pending()
        if pending.kind == "allow" and pending.player == "A":
            break
        if pending.kind == "target":
            table.push_named("target Grizzly Bears")
        elif pending.kind == "priority":
            table.push(Pass())
        else:
            table.push(table.legal_decisions()[0])
    table.push_named("allow yes")
    g = table.game()
    copy = g.objects[copy.oid]
    assert copy.name == "Grizzly Bears" and colors(g, copy) == "U"
    assert (power(g, copy), toughness(g, copy)) == (2, 2) and "flying" not in keywords(g, copy)
    assert [t.when for t in defn(g, copy).triggers] == ["your_upkeep"]
    assert of(table, v.BecameCopy)[-1].name == "Grizzly Bears"


def test_612_2_magical_hack_changes_a_land_type_where_it_is_one() -> None:
    """612.1, 612.2, 613.1c: Magical Hack on Shanodin Dryads replaces Forest with Island:
    its forestwalk is islandwalk; its name is unchanged."""
    table = play('''
[A]
hand = ["Magical Hack"]
battlefield = ["Island", "Shanodin Dryads"]
''' + decisions("cast Magical Hack targeting Shanodin Dryads") + RESOLVE
        + decisions("word Forest Island"))
    g = table.game()
    dryads = permanent(g, "Shanodin Dryads")
    assert keywords(g, dryads) == {"islandwalk"}
    made = of(table, v.ContinuousEffectCreated)[-1]
    assert (made.kind, made.changes, made.until) == ("text", {"from": "Forest", "to": "Island"},
                                                     "")


def test_613_1c_sleight_of_mind_turns_a_white_lord_into_a_blue_one() -> None:
    """612.2, 613.1c: Sleight of Mind on Crusade replaces white with blue: blue creatures
    get +1/+1, white ones no longer."""
    table = play('''
[A]
hand = ["Sleight of Mind"]
battlefield = ["Island", "Crusade", "Serra Angel", "Air Elemental"]
''' + decisions("cast Sleight of Mind targeting Crusade") + RESOLVE
        + decisions("word white blue"))
    g = table.game()
    assert power(g, permanent(g, "Serra Angel")) == 4
    assert power(g, permanent(g, "Air Elemental")) == 5


def test_603_2_phantasmal_forces_is_sacrificed_unless_its_controller_pays_blue() -> None:
    """603.2, 608.2d: at A's upkeep, A may pay {U} for Phantasmal Forces; A has no
    Island untapped, can't pay, and sacrifices it."""
    table = play('''
[B]
battlefield = ["Island"]
[A]
battlefield = ["Phantasmal Forces", { card = "Island", tapped = true }]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    for _ in range(10):
        if "Phantasmal Forces" in names(table, "1", "A", "graveyard"):
            break
        table.push(Pass() if table.pending().kind == "priority" else table.legal_decisions()[0])
    assert "Phantasmal Forces" in names(table, "1", "A", "graveyard")


def test_120_3_prodigal_sorcerer_deals_one_damage() -> None:
    """602.2, 120.3: Prodigal Sorcerer's {T} deals 1 damage to any target."""
    table = play('''
[A]
battlefield = ["Prodigal Sorcerer"]
''' + decisions("activate Prodigal Sorcerer targeting B") + RESOLVE)
    assert table.game().player["B"].life == 19


def test_603_2_feedback_hits_the_controller_of_its_enchantment() -> None:
    """603.2: Feedback on B's Bad Moon deals 1 damage to B at B's upkeep."""
    table = play('''
[A]
battlefield = ["Island"]
[B]
battlefield = ["Bad Moon", { card = "Feedback", attached_to = "Bad Moon", controller = "A" }]
''', active="A", step="main1", turn=3)
    while table.game().active != "B" or table.game().step != "main1":
        table.push(Pass() if table.pending().kind == "priority" else table.legal_decisions()[0])
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (20, 19)
