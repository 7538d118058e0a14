"""Legends' multicolored legends of batch E6 (engine/cards/sets/leg/multicolor.py), each
tested on its text: the rules each exercises are in the test's name. Each is a legendary
creature: two with the same name under one player's control are one too many (704.5j)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, fight, names, obj, permanent, play, targets_of

from shahrazad.cards.model import ManaCost
from shahrazad.cards.pool import card
from shahrazad.characteristics import colors, keywords, power, toughness, traits
from shahrazad.decisions import Pass
from shahrazad.table import Table

VANILLA = [
    ("Barktooth Warbeard", "{4}{B}{R}{R}", {"Human", "Warrior"}, (6, 5), set()),
    ("Jasmine Boreal", "{3}{G}{W}", {"Human"}, (4, 5), set()),
    ("Jedit Ojanen", "{4}{W}{W}{U}", {"Cat", "Warrior"}, (5, 5), set()),
    ("Jerrard of the Closed Fist", "{3}{R}{G}{G}", {"Human", "Knight"}, (6, 5), set()),
    ("Kasimir the Lone Wolf", "{4}{W}{U}", {"Human", "Warrior"}, (5, 3), set()),
    ("Lady Orca", "{5}{B}{R}", {"Demon"}, (7, 4), set()),
    ("Ramirez DePietro", "{3}{U}{B}{B}", {"Human", "Pirate"}, (4, 3), {"first_strike"}),
    ("Sir Shandlar of Eberyn", "{4}{G}{W}", {"Human", "Knight"}, (4, 7), set()),
    ("Sivitri Scarzam", "{5}{U}{B}", {"Human"}, (6, 4), set()),
    ("The Lady of the Mountain", "{4}{R}{G}", {"Giant"}, (5, 5), set()),
    ("Tobias Andrion", "{3}{W}{U}", {"Human", "Advisor"}, (4, 4), set()),
    ("Torsten Von Ursus", "{3}{G}{G}{W}", {"Human", "Soldier"}, (5, 5), set()),
]


@pytest.mark.parametrize(("name", "mana", "subtypes", "pt", "kws"), VANILLA)
def test_704_5j_each_vanilla_legend_is_one_of_a_kind_and_attacks_for_its_power(
        name: str, mana: str, subtypes: set[str], pt: tuple[int, int], kws: set[str]) -> None:
    """302, 205.4: its mana cost, creature types, power, toughness, keywords, legendary,
    first printed in Legends; 704.5j: of two under A's control, one goes to the graveyard
    (B's copy stays); 510.1a: unblocked, it deals B its power."""
    d = card(name)
    assert (d.cost, d.subtypes, (d.power, d.toughness), set(d.keywords), d.supertypes,
            d.first_printed, len(d.colors) >= 2) == (
        ManaCost.parse(mana), subtypes, pt, kws, {"Legendary"}, "LEG", True)
    twice = play(f'''
[A]
battlefield = ["{name}", "{name}"]
[B]
battlefield = ["{name}"]
''' + RESOLVE)
    assert names(twice, "1", "A", "graveyard") == [name]
    assert (names(twice, "1", "A", "battlefield"), names(twice, "1", "B", "battlefield")) == (
        [name], [name])
    table = fight(f'"{name}"', '"Island"', decisions(f"attack {name}"))
    assert table.game().player["B"].life == 20 - pt[0]


def test_702_7b_ramirez_depietro_strikes_first() -> None:
    """702.7b: Ramirez DePietro (4/3, first strike) kills the blocking Hill Giant (3/3)
    before it deals damage."""
    table = fight('"Ramirez DePietro"', '"Hill Giant"', decisions("attack Ramirez DePietro"),
                  decisions("block Hill Giant -> Ramirez DePietro", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Hill Giant"]
    assert obj(table.game(), "Ramirez DePietro").damage == 0


def test_115_adun_oakenshield_returns_a_creature_card_from_your_graveyard() -> None:
    """115.1, 400.7: "{B}{R}{G}, {T}: Return target creature card from your graveyard to
    your hand": Grizzly Bears, not Lightning Bolt nor B's Hill Giant."""
    table = play('''
[A]
graveyard = ["Grizzly Bears", "Lightning Bolt"]
battlefield = ["Adun Oakenshield", "Swamp", "Mountain", "Forest"]
[B]
graveyard = ["Hill Giant"]
''')
    assert targets_of(table, "Adun Oakenshield") == {"Grizzly Bears"}
    table.push_named("activate Adun Oakenshield targeting Grizzly Bears")
    table.push(Pass())
    table.push(Pass())
    assert names(table, "1", "A", "hand") == ["Grizzly Bears"]


def upkeep(dragon: str, lands: str, answer: str) -> Table:
    """From B's end step to A's upkeep, where A's Elder Dragon's trigger resolves and A
    answers ``answer`` (``accept yes`` or ``accept no``) if asked; the table stops at A's
    draw step."""
    table = play(f'''
[B]
battlefield = ["Island"]
[A]
battlefield = ["{dragon}", {lands}]
''' + decisions("pass", player="B"), active="B", step="end", turn=2, until="script_end")
    for _ in range(20):
        if table.game().step == "draw":
            break
        pending = table.pending()
        assert pending is not None
        table.push_named(answer) if pending.kind == "accept" else table.push(Pass())
    return table


@pytest.mark.parametrize(("dragon", "lands"), [
    ("Arcades Sabboth", '"Savannah", "Plains", "Island"'),
    ("Palladia-Mors", '"Plateau", "Forest", "Plains"'),
    ("Vaevictis Asmadi", '"Badlands", "Forest", "Mountain"'),
])
def test_608_2d_an_elder_dragon_is_sacrificed_at_upkeep_unless_its_controller_pays(
        dragon: str, lands: str) -> None:
    """603.2, 608.2d: "At the beginning of your upkeep, sacrifice this unless you pay" its
    three colors: paid, it stays and the lands are tapped; declined, or with mana too
    few, it goes (701.21)."""
    paid = upkeep(dragon, lands, "accept yes")
    assert dragon in names(paid, "1", "A", "battlefield")
    assert all(permanent(paid.game(), n).tapped for n in names(paid, "1", "A", "battlefield")
               if n != dragon)
    declined = upkeep(dragon, lands, "accept no")
    assert names(declined, "1", "A", "graveyard") == [dragon]
    short = upkeep(dragon, lands.rsplit(",", 1)[0], "accept yes")
    assert names(short, "1", "A", "graveyard") == [dragon]


def test_613_4c_arcades_sabboth_shields_untapped_creatures_that_arent_attacking() -> None:
    """604.1, 613.4c: "Each untapped creature you control gets +0/+2 as long as it's not
    attacking": Arcades Sabboth itself (7/9) and A's untapped Grizzly Bears (2/4); A's
    tapped Hill Giant and B's Bears are unchanged; once the Bears attack they are 2/2;
    602.2: {W} gives Arcades +0/+1."""
    table = play('''
[A]
battlefield = ["Arcades Sabboth", "Grizzly Bears", { card = "Hill Giant", tapped = true },
               "Plains"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Arcades Sabboth") + RESOLVE)
    g = table.game()
    seen = {(n, p): (power(g, permanent(g, n, p)), toughness(g, permanent(g, n, p)))
            for n, p in (("Arcades Sabboth", "A"), ("Grizzly Bears", "A"),
                         ("Hill Giant", "A"), ("Grizzly Bears", "B"))}
    assert seen == {("Arcades Sabboth", "A"): (7, 10), ("Grizzly Bears", "A"): (2, 4),
                    ("Hill Giant", "A"): (3, 3), ("Grizzly Bears", "B"): (2, 2)}
    attacking = fight('"Arcades Sabboth", "Grizzly Bears"', '"Island"',
                      decisions("attack Grizzly Bears"), until="attackers_declared")
    g = attacking.game()
    bears = permanent(g, "Grizzly Bears")
    assert bears.attacking == "B" and toughness(g, bears) == 2


def test_603_2_axelrod_gunnarson_drains_when_a_creature_it_damaged_dies() -> None:
    """702.19b: Axelrod Gunnarson tramples 3 over the blocking Grizzly Bears; 603.2: the
    Bears it damaged die, and its trigger gains A 1 life and deals 1 damage to target
    player, B (115.1: a player or a planeswalker)."""
    table = fight('"Axelrod Gunnarson"', '"Grizzly Bears"',
                  decisions("attack Axelrod Gunnarson"),
                  decisions("block Grizzly Bears -> Axelrod Gunnarson", player="B"),
                  decisions("assign Axelrod Gunnarson -> Grizzly Bears 2, "
                            "Axelrod Gunnarson -> B 3", "target B"), RESOLVE)
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (21, 16)
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    assert "trample" in keywords(g, permanent(g, "Axelrod Gunnarson"))


def test_111_3_boris_devilboon_makes_a_black_and_red_minor_demon() -> None:
    """111.1, 111.3: "{2}{B}{R}, {T}: Create a 1/1 black and red Demon creature token named
    Minor Demon": the token has no mana cost, and its creator defines its colors: it is
    black and red, so Terror ("nonblack creature") can't target it."""
    table = play('''
[A]
hand = ["Terror"]
battlefield = ["Boris Devilboon", "Swamp", "Mountain", "Sol Ring", "Swamp", "Swamp",
               "Grizzly Bears"]
''' + decisions("activate Boris Devilboon paying Swamp, Mountain, Sol Ring") + RESOLVE)
    g = table.game()
    demon = permanent(g, "Minor Demon")
    assert demon.token and colors(g, demon) == "BR"
    assert (power(g, demon), toughness(g, demon), traits(g, demon).subtypes) == (
        1, 1, {"Demon"})
    assert targets_of(table, "Terror") == {"Grizzly Bears"}
    assert card("Minor Demon").colors == {"B", "R"} and not card("Minor Demon").in_decks


def test_613_4a_dakkon_blackblade_counts_the_lands_you_control() -> None:
    """604.3, 613.4a: Dakkon Blackblade's power and toughness are the number of lands A
    controls: three (B's lands don't count); a fourth land makes it 4/4."""
    table = play('''
[A]
hand = ["Island"]
battlefield = ["Dakkon Blackblade", "Plains", "Swamp", "Tundra"]
[B]
battlefield = ["Forest", "Forest"]
''')
    g = table.game()
    dakkon = permanent(g, "Dakkon Blackblade")
    assert (power(g, dakkon), toughness(g, dakkon)) == (3, 3)
    table.push_named("play Island")
    g = table.game()
    assert power(g, permanent(g, "Dakkon Blackblade")) == 4


def test_613_4c_jacques_le_vert_shields_green_creatures_you_control() -> None:
    """604.1, 613.4c: "Green creatures you control get +0/+2": A's Grizzly Bears 2/4; A's
    Hill Giant (red) and B's Bears unchanged; Jacques himself is red, green and white:
    3/4."""
    table = play('''
[A]
battlefield = ["Jacques le Vert", "Grizzly Bears", "Hill Giant"]
[B]
battlefield = ["Grizzly Bears"]
''')
    g = table.game()
    assert toughness(g, permanent(g, "Grizzly Bears", "A")) == 4
    assert toughness(g, permanent(g, "Grizzly Bears", "B")) == 2
    assert toughness(g, permanent(g, "Hill Giant")) == 3
    assert toughness(g, permanent(g, "Jacques le Vert")) == 4


def test_615_7_kei_takahashi_prevents_the_next_two_damage_to_a_creature() -> None:
    """615.7: "{T}: Prevent the next 2 damage that would be dealt to target creature this
    turn": Lightning Bolt deals Hill Giant 1 of its 3, and the Giant lives."""
    table = play('''
[A]
battlefield = ["Kei Takahashi", "Hill Giant"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("activate Kei Takahashi targeting Hill Giant") + RESOLVE + decisions("pass")
        + decisions("cast Lightning Bolt targeting Hill Giant", player="B")
        + decisions("pass", player="B") + decisions("pass"))
    assert obj(table.game(), "Hill Giant").damage == 1
    assert "Hill Giant" in names(table, "1", "A", "battlefield")


@pytest.mark.parametrize(("archer", "lands", "dealt"), [
    ("Lady Caleria", "", 3), ("Tor Wauki", "", 2)])
def test_508_1_509_1_an_archer_shoots_only_an_attacking_or_blocking_creature(
        archer: str, lands: str, dealt: int) -> None:
    """508.1, 509.1: "{T}: deals N damage to target attacking or blocking creature": no
    target before combat; B's attacking Craw Wurm (and only it) once it attacks."""
    quiet = play(f'''
[A]
battlefield = ["{archer}"]
[B]
battlefield = ["Craw Wurm"]
''')
    assert targets_of(quiet, archer) == set()
    table = play(f'''
[A]
battlefield = ["{archer}", "Grizzly Bears"]
[B]
battlefield = ["Craw Wurm", "Hill Giant"]
''' + decisions("attack Craw Wurm", player="B"), active="B", step="beginning_of_combat",
        until="attackers_declared")
    table.push(Pass())  # B, the active player, passes priority to A
    assert targets_of(table, archer) == {"Craw Wurm"}
    table.push_named(f"activate {archer} targeting Craw Wurm")
    table.push(Pass())
    table.push(Pass())
    assert obj(table.game(), "Craw Wurm").damage == dealt


def test_615_1_lady_evangela_prevents_an_attackers_combat_damage() -> None:
    """615.1: "{W}{B}, {T}: Prevent all combat damage that would be dealt by target
    creature this turn": B's Lady Evangela on A's attacking Hill Giant: B takes none."""
    table = play('''
[A]
battlefield = ["Hill Giant"]
[B]
battlefield = ["Lady Evangela", "Scrubland", "Scrubland"]
''' + decisions("attack Hill Giant") + decisions("pass")
        + decisions("activate Lady Evangela targeting Hill Giant", player="B")
        + decisions("pass", player="B") + decisions("pass"),
        step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 20


def test_611_2_pavel_maliki_vaevictis_asmadi_and_tuknir_deathlock_pump() -> None:
    """602.2, 611.2, 613.4c: Pavel Maliki's {B}{R}: 6/3; Vaevictis Asmadi's {B}, {R} and
    {G}: 10/7; Tuknir Deathlock's {R}{G}, {T} on Grizzly Bears: 4/4."""
    table = play('''
[A]
battlefield = ["Pavel Maliki", "Vaevictis Asmadi", "Tuknir Deathlock", "Grizzly Bears",
               "Swamp", "Swamp", "Mountain", "Mountain", "Mountain", "Forest", "Forest"]
''' + decisions("activate Pavel Maliki") + RESOLVE
        + decisions("activate Vaevictis Asmadi ability 1") + RESOLVE
        + decisions("activate Vaevictis Asmadi ability 2") + RESOLVE
        + decisions("activate Vaevictis Asmadi ability 3") + RESOLVE
        + decisions("activate Tuknir Deathlock targeting Grizzly Bears")
        + RESOLVE)
    g = table.game()
    seen = {n: (power(g, permanent(g, n)), toughness(g, permanent(g, n)))
            for n in ("Pavel Maliki", "Vaevictis Asmadi", "Grizzly Bears")}
    assert seen == {"Pavel Maliki": (6, 3), "Vaevictis Asmadi": (10, 7),
                    "Grizzly Bears": (4, 4)}


@pytest.mark.parametrize(("legend", "spell", "pool"), [
    ("Princess Lucrezia", "Ancestral Recall", "U"),
    ("Riven Turnbull", "Dark Ritual", "B"),
    ("Sunastian Falconer", "Sol Ring", "CC"),
])
def test_605_1a_a_legend_that_taps_for_mana(legend: str, spell: str, pool: str) -> None:
    """605.1a, 106.3: "{T}: Add ..." ({U}, {B}, {C}{C}): the legend's mana ability fills
    A's mana pool, and its mana casts a spell of that cost."""
    tapped = play(f'''
[A]
battlefield = ["{legend}"]
''' + decisions(f"mana {legend}"))
    assert tapped.game().player["A"].mana == pool
    table = play(f'''
[A]
hand = ["{spell}"]
battlefield = ["{legend}"]
''' + decisions(f"cast {spell}" + (" targeting A" if spell == "Ancestral Recall" else "")
                + f" paying {legend}") + RESOLVE)
    assert spell in names(table, "1", "A", "graveyard") + names(table, "1", "A", "battlefield")
    assert permanent(table.game(), legend).tapped


def test_701_19a_ragnar_regenerates_target_creature() -> None:
    """701.19a: "{G}{W}{U}, {T}: Regenerate target creature": B's Lightning Bolt's lethal
    damage to A's Grizzly Bears is replaced: tapped, damage removed."""
    table = play('''
[A]
battlefield = ["Ragnar", "Savannah", "Tropical Island", "Tundra", "Grizzly Bears"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("activate Ragnar targeting Grizzly Bears") + RESOLVE + decisions("pass")
        + decisions("cast Lightning Bolt targeting Grizzly Bears", player="B")
        + decisions("pass", player="B") + decisions("pass"))
    bears = permanent(table.game(), "Grizzly Bears")
    assert bears.tapped and bears.damage == 0


def test_121_1_xira_arien_has_target_player_draw() -> None:
    """121.1: "{B}{R}{G}, {T}: Target player draws a card": B draws one."""
    table = play('''
[A]
battlefield = ["Xira Arien", "Swamp", "Mountain", "Forest"]
''' + decisions("activate Xira Arien targeting B") + RESOLVE)
    assert len(names(table, "1", "B", "hand")) == 1
    assert "flying" in keywords(table.game(), permanent(table.game(), "Xira Arien"))


def test_603_10a_axelrod_gunnarson_triggers_as_it_dies_with_the_creature_it_damaged() -> None:
    """603.10a, 704.3: Axelrod Gunnarson and the blocking Craw Wurm deal each other lethal
    damage and die at the same time; looking back, Axelrod was there to see the Wurm it
    damaged die, so its ability triggers: A gains 1 life and B takes 1 (Axelrod's last
    known information is the source)."""
    table = fight('"Axelrod Gunnarson"', '"Craw Wurm"', decisions("attack Axelrod Gunnarson"),
                  decisions("block Craw Wurm -> Axelrod Gunnarson", player="B"),
                  decisions("assign Axelrod Gunnarson -> Craw Wurm 4, Axelrod Gunnarson -> B 1",
                            "target B"), RESOLVE)
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Axelrod Gunnarson"]
    assert names(table, "1", "B", "graveyard") == ["Craw Wurm"]
    assert (g.player["A"].life, g.player["B"].life) == (21, 18)


def test_603_10a_a_destroy_all_effect_destroys_at_once_and_each_death_looks_back() -> None:
    """608.2, 603.10a: Axelrod Gunnarson deals Wall of Heat 5 in combat; after combat
    Wrath of God destroys both at the same time, and Axelrod's ability triggers for the
    Wall (A 21, B 19)."""
    table = play('''
[A]
hand = ["Wrath of God"]
battlefield = ["Axelrod Gunnarson", "Plains", "Plains", "Plains", "Plains"]
[B]
battlefield = ["Wall of Heat"]
''' + decisions("attack Axelrod Gunnarson")
        + decisions("block Wall of Heat -> Axelrod Gunnarson", player="B")
        + '[[decisions]]\nplayer = "A"\nstep = "main2"\ndo = "cast Wrath of God"\n'
        + RESOLVE + decisions("target B") + RESOLVE,
        step="beginning_of_combat")
    g = table.game()
    assert names(table, "1", "B", "graveyard") == ["Wall of Heat"]
    assert (g.player["A"].life, g.player["B"].life) == (21, 19)


COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def test_111_3_every_token_has_the_colors_its_text_names() -> None:
    """111.3: a token's colors are those the effect that creates it defines: each token
    definition of the pool has exactly the colors its text names ("a 1/1 black and red
    Demon", "a 3/1 red Elemental"; "colorless": none)."""
    from shahrazad.cards.pool import CARDS

    tokens = [d for d in CARDS.values() if d.token and d.is_a("Creature")]
    assert {"Minor Demon", "Elemental", "Bat"} <= {d.name for d in tokens}
    for d in tokens:
        said = d.text.split(" creature token")[0].split()
        named = {COLOR_WORDS[w.strip(",")] for w in said if w.strip(",") in COLOR_WORDS}
        assert d.colors == named, d.name
