"""Batch B09's "bands with other" (702.22b, 702.22c, 702.22j, 702.22k): the keywords
``bands_with_other_legendary_creatures`` and ``bands_with_other_creatures_of_its_name``, and
the Legends cards that give them, make them or take them away."""

from __future__ import annotations

import pytest
from support import decisions, names, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords
from shahrazad.rules import combat
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")

#: A's black legends under Unholy Citadel, a legend of other colors, a Bear
LEGENDS = '''
[A]
battlefield = ["Unholy Citadel", "Lady Orca", "Pavel Maliki", "Angus Mackenzie",
               "Grizzly Bears"]
'''


def _to_attackers(table: Table) -> Table:
    """Pass priority until the attackers are asked for."""
    while table.pending() is not None and table.pending().kind == "priority":
        table.push_named("pass")
    return table


def _attack(body: str, attack: str, step: str = "beginning_of_combat",
            until: str = "attackers_declared") -> Table:
    return play(body + decisions(attack), step=step, until=until)


def test_702_22c_legends_band_with_a_legend_that_bands_with_other_legends() -> None:
    """604.1, 613.1f: Unholy Citadel gives A's black legendary creatures (Lady Orca, Pavel
    Maliki; not the green-white-blue Angus Mackenzie, nor the Bears) "bands with other
    legendary creatures"; 702.22c: any legendary creatures may attack in a band with one
    that has it: Pavel and Angus form a band."""
    table = _attack(LEGENDS, "attack Pavel Maliki, Angus Mackenzie band Pavel Maliki + "
                             "Angus Mackenzie")
    g = table.game()
    word = "bands_with_other_legendary_creatures"
    assert word in keywords(g, permanent(g, "Lady Orca"))
    assert word in keywords(g, permanent(g, "Pavel Maliki"))
    assert word not in keywords(g, permanent(g, "Angus Mackenzie"))
    pavel, angus = permanent(g, "Pavel Maliki"), permanent(g, "Angus Mackenzie")
    assert pavel.band and pavel.band == angus.band


@pytest.mark.parametrize("band", ["Pavel Maliki + Grizzly Bears",
                                  "Angus Mackenzie + Grizzly Bears"])
def test_702_22c_a_band_of_bands_with_other_is_all_of_its_quality(band: str) -> None:
    """702.22c: a creature that isn't legendary (the Bears) can't join a legends' band;
    without "bands with other" (Angus alone has none) there is no band at all."""
    table = _to_attackers(play(LEGENDS, step="beginning_of_combat", until="script_end"))
    with pytest.raises(IllegalDecision, match="band"):
        table.push_named(f"attack {band.replace(' + ', ', ')} band {band}")


def test_702_22j_the_defending_player_divides_the_damage_of_a_creature_legends_block() \
        -> None:
    """702.22j: B's Lady Orca (black, legendary, "bands with other legendary creatures"
    from B's Unholy Citadel) and Angus Mackenzie block A's Craw Wurm: B, not A, divides the
    Wurm's combat damage among them."""
    table = play('''
[A]
battlefield = ["Craw Wurm"]
[B]
battlefield = ["Unholy Citadel", "Lady Orca", "Angus Mackenzie"]
''' + decisions("attack Craw Wurm")
        + decisions("block Lady Orca -> Craw Wurm, Angus Mackenzie -> Craw Wurm", player="B")
        + decisions("pass") + decisions("pass", player="B"),
        step="beginning_of_combat", until="script_end")
    g = table.game()
    wurm = [s for s in combat.strikers(g) if s.obj.name == "Craw Wurm"]
    assert wurm and wurm[0].divider == "B"
    without = play('''
[A]
battlefield = ["Craw Wurm"]
[B]
battlefield = ["Lady Orca", "Angus Mackenzie"]
''' + decisions("attack Craw Wurm")
        + decisions("block Lady Orca -> Craw Wurm, Angus Mackenzie -> Craw Wurm", player="B")
        + decisions("pass") + decisions("pass", player="B"),
        step="beginning_of_combat", until="script_end").game()
    assert [s.divider for s in combat.strikers(without) if s.obj.name == "Craw Wurm"] == ["A"]


def test_702_22k_the_attacking_player_divides_the_damage_of_a_creature_blocking_a_band() \
        -> None:
    """702.22h, 702.22k: B's Craw Wurm blocks A's band of Pavel Maliki and Angus Mackenzie
    (it blocks them both); A, not B, divides the Wurm's combat damage."""
    table = play(LEGENDS.replace('"Grizzly Bears"', '"Swamp"') + '''
[B]
battlefield = ["Craw Wurm"]
''' + decisions("attack Pavel Maliki, Angus Mackenzie band Pavel Maliki + Angus Mackenzie")
        + decisions("block Craw Wurm -> Pavel Maliki", player="B")
        + decisions("pass") + decisions("pass", player="B"),
        step="beginning_of_combat", until="script_end")
    g = table.game()
    wurm = [s for s in combat.strikers(g) if s.obj.name == "Craw Wurm"]
    assert wurm and wurm[0].divider == "A" and len(wurm[0].recipients) == 2


@pytest.mark.parametrize(("land", "legend"), [
    ("Adventurers' Guildhouse", "Marhault Elsdragon"), ("Cathedral of Serra", "Lord Magnus"),
    ("Mountain Stronghold", "Marhault Elsdragon"), ("Seafarer's Quay", "Ur-Drago"),
    ("Unholy Citadel", "Ur-Drago")])
def test_613_1f_each_land_gives_its_colors_legends_bands_with_other(land: str,
                                                                   legend: str) -> None:
    """604.1, 613.1f: each land gives "bands with other legendary creatures" to the
    legendary creatures of its color its controller controls, not to an opponent's."""
    g = play(f'''
[A]
battlefield = ["{land}", "{legend}"]
[B]
battlefield = ["{legend}"]
''').game()
    word = "bands_with_other_legendary_creatures"
    assert word in keywords(g, permanent(g, legend, "A"))
    assert word not in keywords(g, permanent(g, legend, "B"))
    assert card(land).types == {"Land"} and not card(land).abilities


def test_111_1_702_22c_wolves_of_the_hunt_band_with_each_other() -> None:
    """111.1, 602.2: Master of the Hunt's "{2}{G}{G}: Create a 1/1 green Wolf creature token
    named Wolves of the Hunt" twice (no {T}: it may be used again); 702.22c: the two
    Wolves, each with "bands with other creatures named Wolves of the Hunt", attack in a
    band; the Master may not join it."""
    table = play('''
[A]
battlefield = ["Master of the Hunt", "Forest", "Forest", "Forest", "Forest", "Forest",
               "Forest", "Forest", "Forest"]
''' + decisions("activate Master of the Hunt") + RESOLVE
        + decisions("activate Master of the Hunt") + RESOLVE, turn=3)
    g = table.game()
    wolves = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Wolves of the Hunt"]
    assert len(wolves) == 2 and all(w.token for w in wolves)
    assert card("Wolves of the Hunt").colors == {"G"}
    later = _to_attackers(play('''
[A]
battlefield = ["Master of the Hunt", "Wolves of the Hunt", "Wolves of the Hunt"]
''', step="beginning_of_combat", until="script_end"))
    with pytest.raises(IllegalDecision, match="band"):
        later.push_named("attack Master of the Hunt, Wolves of the Hunt, Wolves of the Hunt "
                         "band Master of the Hunt + Wolves of the Hunt")
    later.push_named("attack Wolves of the Hunt, Wolves of the Hunt band Wolves of the Hunt "
                     "+ Wolves of the Hunt")
    g = later.game()
    bands = {g.objects[o].band for o in g.battlefield
             if g.objects[o].name == "Wolves of the Hunt"}
    assert len(bands) == 1 and None not in bands


def test_613_1f_shelkin_brownie_takes_bands_with_other_but_not_banding() -> None:
    """613.1f: Shelkin Brownie's "{T}: Target creature loses all 'bands with other'
    abilities until end of turn": Pavel Maliki loses the Citadel's; a Benalish Hero keeps
    its banding (2004 ruling: not banding)."""
    table = play(LEGENDS + '''
[B]
battlefield = ["Shelkin Brownie", "Benalish Hero"]
''' + decisions("pass") + decisions("activate Shelkin Brownie targeting Pavel Maliki",
                                    player="B") + decisions("pass", player="B")
        + decisions("pass"))
    g = table.game()
    assert "bands_with_other_legendary_creatures" not in keywords(g, permanent(g, "Pavel Maliki"))
    assert "bands_with_other_legendary_creatures" in keywords(g, permanent(g, "Lady Orca"))


def test_602_5b_702_22b_tolaria_takes_banding_and_bands_with_other_in_an_upkeep() -> None:
    """602.5b: Tolaria's second ability is refused in a main phase; in an upkeep (A's),
    702.22b: the target loses banding and every "bands with other": Benalish Hero and Pavel
    Maliki both, until end of turn."""
    body = LEGENDS.replace('"Grizzly Bears"', '"Tolaria", "Benalish Hero"')
    main = play(body)
    with pytest.raises(IllegalDecision, match="only during an upkeep"):
        main.push_named("activate Tolaria ability 2 targeting Benalish Hero")
    upkeep = play(body + decisions("activate Tolaria ability 2 targeting Pavel Maliki") + RESOLVE,
                  step="upkeep")
    g = upkeep.game()
    assert "bands_with_other_legendary_creatures" not in keywords(g, permanent(g, "Pavel Maliki"))
    assert names(upkeep, "1", "A", "battlefield").count("Tolaria") == 1


LOSE_BANDING = '''
[cards."Disband"]
cost = "{W}"
types = ["Instant"]
targets = ["creature"]
effects = [{ effect = "become", what = "target:0", lose_keywords = ["banding"] }]
'''


def test_702_22b_an_effect_that_takes_banding_takes_bands_with_other_too() -> None:
    """702.22b: "bands with other" is a special form of banding: a judge's instant that
    says only "loses banding" takes Pavel Maliki's "bands with other legendary creatures"
    as well."""
    table = play(LEGENDS.replace('"Grizzly Bears"', '"Plains"') + '''
hand = ["Disband"]
''' + decisions("cast Disband targeting Pavel Maliki") + RESOLVE, head=LOSE_BANDING)
    g = table.game()
    assert "bands_with_other_legendary_creatures" not in keywords(g, permanent(g, "Pavel Maliki"))
