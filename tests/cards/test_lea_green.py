"""Alpha's green cards (engine/cards/sets/lea/green.py), each tested on its text: the rules
each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, of, permanent, play

from shahrazad.characteristics import defn, is_creature, keywords, power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_613_living_lands_makes_every_forest_a_one_one_creature() -> None:
    """613.1d, 613.4b: "All Forests are 1/1 creatures that are still lands": each Forest
    (and Bayou, a Swamp Forest) is a 1/1 land creature; a Swamp is not."""
    table = play('''
[A]
battlefield = ["Living Lands", "Forest", "Bayou"]
[B]
battlefield = ["Swamp"]
''')
    g = table.game()
    for name in ("Forest", "Bayou"):
        land = permanent(g, name)
        assert is_creature(g, land) and "Land" in defn(g, land).types
        assert (power(g, land), toughness(g, land)) == (1, 1)
    assert not is_creature(g, permanent(g, "Swamp"))


def test_613_4a_gaeas_liege_counts_forests_yours_or_the_defending_players() -> None:
    """604.3, 613.4a, 506.2: while Gaea's Liege isn't attacking it counts the Forests its
    controller controls (3); while it attacks, those the defending player controls (1)."""
    table = play('''
[A]
battlefield = ["Gaea's Liege", "Forest", "Forest", "Forest"]
[B]
battlefield = ["Forest"]
''' + decisions("attack Gaea's Liege"))
    g = table.game()
    liege = permanent(g, "Gaea's Liege")
    assert liege.attacking == "B" and (power(g, liege), toughness(g, liege)) == (1, 1)
    before = play('''
[A]
battlefield = ["Gaea's Liege", "Forest", "Forest", "Forest"]
[B]
battlefield = ["Forest"]
''')
    g = before.game()
    liege = permanent(g, "Gaea's Liege")
    assert (power(g, liege), toughness(g, liege)) == (3, 3)


def test_611_2b_gaeas_liege_makes_a_land_a_forest_until_it_leaves() -> None:
    """305.7, 611.2b: {T}: target land becomes a Forest until Gaea's Liege leaves the
    battlefield: B's Island is a Forest (and counts for the Liege: 2/2); once the Liege
    is gone (Unsummon), the Island is an Island again."""
    table = play('''
[A]
hand = ["Unsummon"]
battlefield = ["Gaea's Liege", "Forest", "Island"]
[B]
battlefield = ["Island"]
''' + decisions("activate Gaea's Liege targeting B:Island") + RESOLVE)
    g = table.game()
    island = permanent(g, "Island", "B")
    assert defn(g, island).subtypes == {"Forest"}
    table.push_named("cast Unsummon targeting Gaea's Liege")
    table.push(Pass())
    table.push(Pass())
    g = table.game()
    assert defn(g, permanent(g, "Island", "B")).subtypes == {"Island"}
    assert of(table, v.EffectsEnded)[-1].rule == "611.2b"


def test_120_3_hurricane_hits_creatures_with_flying_and_each_player() -> None:
    """120.3: Hurricane with X=1: 1 damage to each creature with flying (Scryb Sprites
    dies; Grizzly Bears untouched) and to each player."""
    table = play('''
[A]
hand = ["Hurricane"]
battlefield = ["Forest", "Forest"]
[B]
battlefield = ["Scryb Sprites", "Grizzly Bears"]
''' + decisions("cast Hurricane X=1") + RESOLVE)
    g = table.game()
    assert names(table, "1", "B", "battlefield") == ["Grizzly Bears"]
    assert (g.player["A"].life, g.player["B"].life) == (19, 19)


def test_701_8_tsunami_and_tranquility() -> None:
    """701.8: Tsunami destroys all Islands (Underground Sea too); Tranquility all
    enchantments."""
    table = play('''
[A]
hand = ["Tsunami", "Tranquility"]
battlefield = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Crusade"]
[B]
battlefield = ["Island", "Underground Sea", "Swamp", "Bad Moon"]
''' + decisions("cast Tsunami") + RESOLVE + decisions("cast Tranquility") + RESOLVE)
    assert names(table, "1", "B", "battlefield") == ["Swamp"]
    assert "Crusade" in names(table, "1", "A", "graveyard")


def test_613_4c_aspect_of_wolf_counts_forests_halved() -> None:
    """613.4c: Aspect of Wolf's enchanted creature gets +X/+Y, X half the Forests its
    controller controls rounded down, Y rounded up: with three Forests, +1/+2 (Grizzly
    Bears a 3/4); Web gives +0/+2 and reach."""
    table = play('''
[A]
battlefield = ["Forest", "Forest", "Forest", "Grizzly Bears", "Ironroot Treefolk",
               { card = "Aspect of Wolf", attached_to = "Grizzly Bears" },
               { card = "Web", attached_to = "Ironroot Treefolk" }]
''')
    g = table.game()
    bears, treefolk = permanent(g, "Grizzly Bears"), permanent(g, "Ironroot Treefolk")
    assert (power(g, bears), toughness(g, bears)) == (3, 4)
    assert (power(g, treefolk), toughness(g, treefolk)) == (3, 7)
    assert "reach" in keywords(g, treefolk)


def test_603_2_force_of_nature_deals_eight_unless_paid() -> None:
    """603.2, 608.2d: at its controller's upkeep Force of Nature deals 8 damage to them
    unless they pay {G}{G}{G}{G}: A, with no Forest, takes 8."""
    table = play('''
[B]
battlefield = ["Island"]
[A]
battlefield = ["Force of Nature"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    for _ in range(10):
        if table.game().player["A"].life < 20:
            break
        table.push(Pass() if table.pending().kind == "priority" else table.legal_decisions()[0])
    assert table.game().player["A"].life == 12


def test_701_26_ley_druid_untaps_a_land_and_stream_of_life_gains_x() -> None:
    """701.26: Ley Druid untaps target land; 107.3, 119.3: Stream of Life with X=2."""
    table = play('''
[A]
hand = ["Stream of Life"]
battlefield = ["Ley Druid", "Forest", "Forest", "Forest"]
''' + decisions("cast Stream of Life X=2 targeting A") + RESOLVE
        + decisions("activate Ley Druid targeting Forest") + RESOLVE)
    g = table.game()
    assert g.player["A"].life == 22
    assert [g.objects[o].tapped for o in g.battlefield if g.objects[o].name == "Forest"].count(
        False) == 1


def test_603_2_verduran_enchantress_may_draw_when_you_cast_an_enchantment() -> None:
    """603.2, 608.2d: "Whenever you cast an enchantment spell, you may draw a card": A
    casts Crusade and draws; A's creature spell triggers nothing."""
    table = play('''
[A]
hand = ["Crusade", "Grizzly Bears"]
battlefield = ["Verduran Enchantress", "Plains", "Plains", "Forest", "Forest"]
''' + decisions("cast Grizzly Bears paying Forest, Forest") + RESOLVE
        + decisions("cast Crusade", "pass"))
    for _ in range(10):
        if table.pending().kind == "allow":
            break
        table.push(Pass())
    table.push_named("allow yes")
    triggered = [e.source_name for e in of(table, v.AbilityTriggered)]
    assert triggered == ["Verduran Enchantress"]
    assert len(table.game().player["A"].hand) == 1


def test_701_6_lifeforce_counters_only_a_black_spell() -> None:
    """115.1, 701.6: Lifeforce's {G}{G}: counter target black spell: B's Dark Ritual, not
    B's Lightning Bolt."""
    table = play('''
[A]
battlefield = ["Lifeforce", "Forest", "Forest"]
[B]
hand = ["Dark Ritual", "Lightning Bolt"]
battlefield = ["Swamp", "Mountain"]
''' + decisions("pass") + decisions("cast Lightning Bolt targeting A", "pass", player="B"))
    g = table.game()
    assert not [d for d in table.legal_decisions() if d.KIND == "activate"]
    table.push(Pass())
    table.push_named("pass")
    table.push_named("cast Dark Ritual")
    table.push_named("pass")
    table.push_named("activate Lifeforce targeting Dark Ritual")
    while table.game().stack:
        table.push(Pass())
    assert "Dark Ritual" in names(table, "1", "B", "graveyard")
    assert table.game().player["B"].mana == "" and g is not None


def test_603_2_wanderlust_hits_the_enchanted_creatures_controller() -> None:
    """603.2: "At the beginning of the upkeep of enchanted creature's controller,
    Wanderlust deals 1 damage to that player": on B's creature, B takes 1 at B's upkeep
    (not at A's)."""
    table = play('''
[A]
battlefield = ["Forest"]
[B]
battlefield = ["Grizzly Bears", { card = "Wanderlust", attached_to = "Grizzly Bears" }]
''', active="A", step="main1", turn=3)
    while table.game().active != "B" or table.game().step != "main1":
        table.push(Pass() if table.pending().kind == "priority" else table.legal_decisions()[0])
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (20, 19)
