"""More of batch B10's Legends cards (engine/cards/sets/leg/): Lesser Werewolf's counters in
the declare blockers step (602.5b, 608.2c), Part Water's X targets paid twice (107.3,
601.2c), Dream Coat's colors of your choice (105.1, 611.2a) and Visions' look without
reordering (400.2, 701.24)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, fight, names, of, permanent, play

from shahrazad.characteristics import colors, keywords, power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck
from shahrazad.txn import IllegalDecision


def test_602_5b_lesser_werewolf_shrinks_its_blocker_in_the_declare_blockers_step() -> None:
    """602.5b, 608.2c, 122.1: in the declare blockers step, each {B} gives Lesser Werewolf
    -1/-0 and a -0/-1 counter to the Grizzly Bears blocking it: twice, and the Bears (2/0)
    die; the Werewolf, 0/4, deals no damage."""
    table = fight('"Lesser Werewolf", "Swamp", "Swamp"', '"Grizzly Bears"',
                  decisions("attack Lesser Werewolf") + RESOLVE
                  + decisions("block Grizzly Bears -> Lesser Werewolf", player="B")
                  + decisions("activate Lesser Werewolf targeting Grizzly Bears") + RESOLVE
                  + decisions("activate Lesser Werewolf targeting Grizzly Bears") + RESOLVE)
    g = table.game()
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    wolf = permanent(g, "Lesser Werewolf")
    assert power(g, wolf) == 0 and toughness(g, wolf) == 4


def test_608_2c_lesser_werewolf_with_power_0_does_nothing() -> None:
    """608.2c (2009 ruling): the ability may be activated whatever the Werewolf's power,
    but with power 0 as it resolves it does nothing: the third activation puts no counter
    on the Sengir Vampire (4/4) blocking it."""
    table = fight('"Lesser Werewolf", "Swamp", "Swamp", "Swamp"', '"Sengir Vampire"',
                  decisions("attack Lesser Werewolf") + RESOLVE
                  + decisions("block Sengir Vampire -> Lesser Werewolf", player="B")
                  + (decisions("activate Lesser Werewolf targeting Sengir Vampire")
                     + RESOLVE) * 3, until="script_end")
    g = table.game()
    assert permanent(g, "Sengir Vampire").counters == {"-0/-1": 2}


def test_602_5b_lesser_werewolf_only_in_the_declare_blockers_step() -> None:
    """602.5b: in a main phase the ability can't be activated."""
    with pytest.raises(ScriptStuck):
        play('''
[A]
battlefield = ["Lesser Werewolf", "Swamp"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Lesser Werewolf targeting Grizzly Bears"))


def test_107_3_part_water_x_targets_for_xx() -> None:
    """107.3, 601.2c: Part Water's {X}{X}{U} with X = 2 costs five mana and takes two
    target creatures; each gains islandwalk until end of turn."""
    table = play('''
[A]
hand = ["Part Water"]
battlefield = ["Island", "Island", "Island", "Island", "Island", "Grizzly Bears",
               "Hill Giant", "Savannah Lions"]
''' + decisions("cast Part Water X=2 targeting Grizzly Bears, Hill Giant") + RESOLVE)
    g = table.game()
    assert all(permanent(g, n).tapped for n in ("Island",))
    assert sum(1 for o in g.battlefield if g.objects[o].name == "Island"
               and g.objects[o].tapped) == 5
    for name, walks in (("Grizzly Bears", True), ("Hill Giant", True),
                        ("Savannah Lions", False)):
        assert ("islandwalk" in keywords(g, permanent(g, name))) is walks


def test_611_2a_dream_coat_the_colors_of_your_choice_once_each_turn() -> None:
    """105.1, 611.2a, 602.5b: Dream Coat's {0} makes the enchanted creature the colors
    chosen, for good; a second activation the same turn is refused."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", { card = "Dream Coat", attached_to = "Grizzly Bears" }]
''' + decisions("activate Dream Coat") + RESOLVE + decisions("word white-black"))
    g = table.game()
    assert colors(g, permanent(g, "Grizzly Bears")) == "WB"
    with pytest.raises(IllegalDecision, match=r"602\.5b"):
        table.push_named("activate Dream Coat")


def test_400_2_visions_looks_without_reordering_and_may_shuffle() -> None:
    """400.2, 701.24: Visions shows A the top five cards of B's library and nobody else;
    they stay in order; A may then have B shuffle (declined here: the order is kept)."""
    library = '["Forest", "Island", "Swamp", "Mountain", "Plains", "Grizzly Bears"]'
    table = play(f'''
[A]
hand = ["Visions"]
battlefield = ["Plains"]
[B]
library = {library}
''' + decisions("cast Visions targeting B") + RESOLVE + decisions("allow no"))
    [seen] = of(table, v.CardsRevealed)
    assert seen.seen_by == ("A",) and len(seen.objs) == 5
    assert names(table, "1", "B", "library") == ["Forest", "Island", "Swamp", "Mountain",
                                                 "Plains", "Grizzly Bears"]
    shuffled = play(f'''
[A]
hand = ["Visions"]
battlefield = ["Plains"]
[B]
library = {library}
''' + decisions("cast Visions targeting B") + RESOLVE + decisions("allow yes"))
    assert of(shuffled, v.LibraryShuffled)


def test_614_1d_kismet_opponents_permanents_enter_tapped() -> None:
    """614.1d: under A's Kismet, B's land played and creature cast enter tapped (they
    never become tapped: nothing triggers on it); A's own Grizzly Bears enter untapped."""
    table = play('''
[A]
hand = ["Grizzly Bears"]
battlefield = ["Kismet", "Forest", "Forest"]
[B]
hand = ["Forest", "Llanowar Elves"]
battlefield = ["Forest"]
''' + decisions("cast Grizzly Bears") + RESOLVE, until="script_end")
    g = table.game()
    assert not permanent(g, "Grizzly Bears").tapped
    table = play('''
[A]
battlefield = ["Kismet"]
[B]
hand = ["Forest", "Llanowar Elves"]
battlefield = ["Forest"]
''' + decisions("play Forest", "cast Llanowar Elves paying B:Forest", player="B")
        + decisions("pass", player="B") + decisions("pass"), active="B")
    g = table.game()
    elves = permanent(g, "Llanowar Elves")
    assert elves.tapped
    forests = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Forest"]
    assert sorted(f.tapped for f in forests) == [True, True]
    entered = {e.obj for e in of(table, v.Tapped) if e.rule == "614.1d"}
    assert elves.oid in entered and len(entered) == 2  # the Elves and the Forest played


def test_603_2_invoke_prejudice_taxes_creature_spells_sharing_no_color() -> None:
    """603.2, 118.12, 105.2: under A's Invoke Prejudice (A controls the green Grizzly
    Bears), B's white Savannah Lions share no color with them: countered unless B pays
    {1} (B can't: its only Plains paid for the Lions); B's green Llanowar Elves share
    green and trigger nothing."""
    body = '''
[A]
battlefield = ["Invoke Prejudice", "Grizzly Bears"]
[B]
hand = ["{card}"]
battlefield = ["{land}"]
'''
    lions = play(body.format(card="Savannah Lions", land="Plains")
                 + decisions("cast Savannah Lions", player="B")
                 + decisions("pass", player="B") + decisions("pass")
                 + decisions("pass", player="B") + decisions("pass"), active="B")
    assert names(lions, "1", "B", "graveyard") == ["Savannah Lions"]
    elves = play(body.format(card="Llanowar Elves", land="Forest")
                 + decisions("cast Llanowar Elves", player="B")
                 + decisions("pass", player="B") + decisions("pass"), active="B")
    assert "Llanowar Elves" in names(elves, "1", "B", "battlefield")
    assert not of(elves, v.AbilityTriggered)


def test_614_8_clergy_of_the_holy_nimbus_regenerates_instead_of_being_destroyed() -> None:
    """614.8, 701.19a: "If Clergy of the Holy Nimbus would be destroyed, regenerate it":
    lethal damage from Lightning Bolt (704.5g) destroys nothing; it is tapped instead, its
    damage removed, and no shield is used up."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Clergy of the Holy Nimbus"]
''' + decisions("cast Lightning Bolt targeting Clergy of the Holy Nimbus") + RESOLVE)
    g = table.game()
    assert permanent(g, "Clergy of the Holy Nimbus").tapped
    assert of(table, v.Regenerated)


def test_701_19c_only_an_opponent_may_stop_the_clergy_regenerating() -> None:
    """602.2, 701.19c: only B's opponents may pay {1}: then it can't be regenerated this
    turn, and Lightning Bolt's damage destroys it. B, its controller, can't activate it."""
    body = '''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Mountain"]
[B]
battlefield = ["Clergy of the Holy Nimbus", "Plains"]
'''
    table = play(body + decisions("activate Clergy of the Holy Nimbus paying Mountain")
                 + RESOLVE + decisions("cast Lightning Bolt targeting Clergy of the Holy Nimbus")
                 + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Clergy of the Holy Nimbus"]
    with pytest.raises(ScriptStuck):
        play(body + decisions("activate Clergy of the Holy Nimbus", player="B"),
             active="B")


def test_608_2h_brine_hag_shrinks_the_creatures_that_damaged_it() -> None:
    """603.10a, 608.2h, 613.4b, 611.2a: Prodigal Sorcerer pings Brine Hag, then Lightning
    Bolt kills it: the Sorcerer, a creature that dealt it damage this turn, has base power
    and toughness 0/2 from then on; the Bolt is no creature, and the Grizzly Bears dealt
    it nothing."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Prodigal Sorcerer", "Grizzly Bears", "Mountain"]
[B]
battlefield = ["Brine Hag"]
''' + decisions("activate Prodigal Sorcerer targeting Brine Hag") + RESOLVE
        + decisions("cast Lightning Bolt targeting Brine Hag") + RESOLVE + RESOLVE)
    g = table.game()
    assert names(table, "1", "B", "graveyard") == ["Brine Hag"]
    sorcerer = permanent(g, "Prodigal Sorcerer")
    assert (power(g, sorcerer), toughness(g, sorcerer)) == (0, 2)
    bears = permanent(g, "Grizzly Bears")
    assert (power(g, bears), toughness(g, bears)) == (2, 2)


def test_608_2h_brine_hag_blocker_kills_what_it_damaged() -> None:
    """704.5g: the Hill Giant Brine Hag blocked took 2 damage; as a 0/2 it dies."""
    table = fight('"Hill Giant"', '"Brine Hag"',
                  decisions("attack Hill Giant") + RESOLVE
                  + decisions("block Brine Hag -> Hill Giant", player="B")
                  + RESOLVE + RESOLVE + RESOLVE, until="script_end")
    assert names(table, "1", "A", "graveyard") == ["Hill Giant"]


PUPPET = '''
[A]
battlefield = ["Grizzly Bears", { card = "Puppet Master", attached_to = "Grizzly Bears" },
               "Island", "Island", "Island"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
'''


def test_400_7_puppet_master_returns_that_card_and_may_come_back_too() -> None:
    """603.10a, 400.7, 608.2c: the enchanted Grizzly Bears die: that card returns to A's
    hand; it did, so A may pay {U}{U}{U} to return Puppet Master too (paid here; declined,
    the Aura stays in the graveyard)."""
    bolt = (decisions("pass") + decisions("cast Lightning Bolt targeting Grizzly Bears",
                                          player="B")
            + decisions("pass", player="B") + decisions("pass") + RESOLVE)
    paid = play(PUPPET + bolt + decisions("accept yes paying Island, Island, Island"))
    assert sorted(names(paid, "1", "A", "hand")) == ["Grizzly Bears", "Puppet Master"]
    kept = play(PUPPET + bolt + decisions("accept no"))
    assert names(kept, "1", "A", "hand") == ["Grizzly Bears"]
    assert names(kept, "1", "A", "graveyard") == ["Puppet Master"]


def test_108_3_remove_enchantments_returns_yours_destroys_the_others() -> None:
    """108.3, 303.4, 701.8: A's Remove Enchantments returns to A's hand the enchantments A
    owns and controls (Kismet, Holy Strength on A's Bears), then destroys B's Unholy
    Strength on A's Bears; B's Aura on B's own creature stays."""
    table = play('''
[A]
hand = ["Remove Enchantments"]
battlefield = ["Plains", "Kismet", "Grizzly Bears",
               { card = "Holy Strength", attached_to = "Grizzly Bears" }]
[B]
battlefield = ["Hill Giant", { card = "Unholy Strength", attached_to = "A:Grizzly Bears" },
               { card = "Giant Strength", attached_to = "Hill Giant" }]
''' + decisions("cast Remove Enchantments") + RESOLVE)
    assert sorted(names(table, "1", "A", "hand")) == ["Holy Strength", "Kismet"]
    assert names(table, "1", "B", "graveyard") == ["Unholy Strength"]
    assert "Giant Strength" in names(table, "1", "B", "battlefield")


def test_506_4_remove_enchantments_reaches_auras_on_attacking_creatures() -> None:
    """506.4, 303.4: during B's attack, A's Remove Enchantments returns the Holy Strength
    A owns (B controls it) from B's attacking Hill Giant, and destroys B's Giant Strength
    on it."""
    table = play('''
[A]
hand = ["Remove Enchantments"]
battlefield = ["Plains",
               { card = "Holy Strength", attached_to = "B:Hill Giant", controller = "B" }]
[B]
battlefield = ["Hill Giant", { card = "Giant Strength", attached_to = "Hill Giant" }]
''' + decisions("attack Hill Giant", player="B") + decisions("pass", player="B")
        + decisions("cast Remove Enchantments") + decisions("pass")
        + decisions("pass", player="B"), active="B", step="beginning_of_combat",
        until="script_end")
    assert names(table, "1", "A", "hand") == ["Holy Strength"]
    assert names(table, "1", "B", "graveyard") == ["Giant Strength"]
