"""Alpha's red cards (engine/cards/sets/lea/red.py), each tested on its text: the rules
each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, of, permanent, play

from shahrazad.characteristics import colors, keywords, power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_613_goblin_king_pumps_other_goblins_and_gives_mountainwalk() -> None:
    """604.1, 613.4c, 613.1f: "Other Goblins get +1/+1 and have mountainwalk": Mons's
    Goblin Raiders (A's) and Goblin Balloon Brigade (B's: every Goblin) are 2/2 with
    mountainwalk; the King itself is a 2/2 without it."""
    table = play('''
[A]
battlefield = ["Goblin King", "Mons's Goblin Raiders"]
[B]
battlefield = ["Goblin Balloon Brigade"]
''')
    g = table.game()
    for name in ("Mons's Goblin Raiders", "Goblin Balloon Brigade"):
        goblin = permanent(g, name)
        assert (power(g, goblin), toughness(g, goblin)) == (2, 2)
        assert "mountainwalk" in keywords(g, goblin)
    king = permanent(g, "Goblin King")
    assert (power(g, king), "mountainwalk" in keywords(g, king)) == (2, False)


def test_702_14c_a_goblin_with_mountainwalk_cant_be_blocked() -> None:
    """702.14c, 509.1b: the King's mountainwalk makes Mons's Goblin Raiders unblockable
    while B controls a Mountain: B, whose Grizzly Bears could block a Goblin without it,
    is never asked to block, and takes 2 (the Raiders with the King's +1/+1)."""
    table = play('''
[A]
battlefield = ["Goblin King", "Mons's Goblin Raiders"]
[B]
battlefield = ["Mountain", "Grizzly Bears"]
''' + decisions("attack Mons's Goblin Raiders"))
    while table.game().step != "end_of_combat":
        table.push(Pass())
    asked = [e.kind for e in of(table, v.ChoiceRequested) if e.player == "B"]
    assert "block" not in asked and table.game().player["B"].life == 18


def test_613_1e_chaoslace_and_firebreathing() -> None:
    """613.1e: Chaoslace makes Serra Angel red; 602.2, 611.2: Firebreathing's {R} gives
    its enchanted creature +1/+0 until end of turn."""
    table = play('''
[A]
hand = ["Chaoslace"]
battlefield = ["Mountain", "Mountain", "Grizzly Bears", "Serra Angel",
               { card = "Firebreathing", attached_to = "Grizzly Bears" }]
''' + decisions("cast Chaoslace targeting Serra Angel") + RESOLVE
        + decisions("activate Firebreathing") + RESOLVE)
    g = table.game()
    assert colors(g, permanent(g, "Serra Angel")) == "R"
    bears = permanent(g, "Grizzly Bears")
    assert (power(g, bears), toughness(g, bears)) == (3, 2)


def test_701_8_flashfires_destroys_all_plains_a_dual_land_included() -> None:
    """701.8, 305.6: "Destroy all Plains": Plains and Tundra (a Plains Island), not the
    Island."""
    table = play('''
[A]
hand = ["Flashfires"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Plains", "Tundra", "Island"]
''' + decisions("cast Flashfires") + RESOLVE)
    assert names(table, "1", "B", "battlefield") == ["Island"]


def test_120_3_earthquake_hits_creatures_without_flying_and_each_player() -> None:
    """120.3, 107.3: Earthquake with X=2: 2 damage to each creature without flying (the
    Bears die; Serra Angel untouched) and to each player."""
    table = play('''
[A]
hand = ["Earthquake"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Grizzly Bears", "Serra Angel"]
''' + decisions("cast Earthquake X=2") + RESOLVE)
    g = table.game()
    assert names(table, "1", "B", "battlefield") == ["Serra Angel"]
    assert (g.player["A"].life, g.player["B"].life) == (18, 18)


def test_613_4c_orcish_oriflamme_pumps_your_attacking_creatures() -> None:
    """613.4c, 508.1: "Attacking creatures you control get +1/+0": the attacking Hill
    Giant is a 4/3, the Gray Ogre that stays home a 2/2."""
    table = play('''
[A]
battlefield = ["Orcish Oriflamme", "Hill Giant", "Gray Ogre"]
''' + decisions("attack Hill Giant"))
    for _ in range(20):
        if permanent(table.game(), "Hill Giant").attacking is not None:
            break
        table.push(Pass())
    g = table.game()
    assert power(g, permanent(g, "Hill Giant")) == 4
    assert power(g, permanent(g, "Gray Ogre")) == 2


def test_613_4a_keldon_warlord_counts_your_non_wall_creatures() -> None:
    """604.3, 613.4a: Keldon Warlord is as large as the non-Wall creatures its controller
    controls: itself and Hill Giant (B's creature not counted): 2/2."""
    table = play('''
[A]
battlefield = ["Keldon Warlord", "Hill Giant"]
[B]
battlefield = ["Gray Ogre"]
''')
    g = table.game()
    warlord = permanent(g, "Keldon Warlord")
    assert (power(g, warlord), toughness(g, warlord)) == (2, 2)


def test_613_1f_goblin_balloon_brigade_flies_until_end_of_turn() -> None:
    """602.2, 611.2, 613.1f: {R}: Goblin Balloon Brigade gains flying until end of turn;
    Shatter destroys an artifact; Orcish Artillery deals 2 to any target and 3 to you."""
    table = play('''
[A]
hand = ["Shatter"]
battlefield = ["Mountain", "Mountain", "Mountain", "Goblin Balloon Brigade", "Orcish Artillery"]
[B]
battlefield = ["Sol Ring"]
''' + decisions("activate Goblin Balloon Brigade") + RESOLVE
        + decisions("cast Shatter targeting Sol Ring") + RESOLVE
        + decisions("activate Orcish Artillery targeting B") + RESOLVE)
    g = table.game()
    assert "flying" in keywords(g, permanent(g, "Goblin Balloon Brigade"))
    assert names(table, "1", "B", "graveyard") == ["Sol Ring"]
    assert (g.player["A"].life, g.player["B"].life) == (17, 18)


WALL = '''
[cards."Stone Bulwark"]
cost = "{2}"
types = ["Creature"]
subtypes = ["Wall"]
power = 0
toughness = 4
'''


def test_115_tunnel_and_the_demolition_team_hit_only_walls() -> None:
    """115.1, 701.8: Tunnel destroys target Wall (a judge's Wall), not Grizzly Bears;
    Dwarven Demolition Team's {T} does the same."""
    table = play('''
[A]
hand = ["Tunnel"]
battlefield = ["Mountain", "Dwarven Demolition Team"]
[B]
battlefield = ["Stone Bulwark", "Stone Bulwark", "Grizzly Bears"]
''', head=WALL)
    g = table.game()
    targets = {g.objects[t].name for d in table.legal_decisions()
               if d.KIND in ("cast", "activate") for t in d.targets if isinstance(t, int)}
    assert targets == {"Stone Bulwark"}
    table.push_named("cast Tunnel targeting Stone Bulwark")
    table.push(Pass())
    table.push(Pass())
    table.push_named("activate Dwarven Demolition Team targeting Stone Bulwark")
    table.push(Pass())
    table.push(Pass())
    assert names(table, "1", "B", "battlefield") == ["Grizzly Bears"]
