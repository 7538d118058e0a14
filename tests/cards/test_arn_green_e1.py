"""Arabian Nights' green cards of batch E1: Desert Twister, Sandstorm, Singing Tree,
Wyluli Wolf."""

from __future__ import annotations

from support import decisions, names, obj, play

from shahrazad.characteristics import power, toughness


def at_step(text: str, player: str, step: str) -> str:
    """A scenario decision that waits for ``step``."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{step}"\ndo = "{text}"\n'


def test_701_8_desert_twister_destroys_target_permanent() -> None:
    table = play('''
[A]
hand = ["Desert Twister"]
battlefield = ["Forest", "Forest", "Forest", "Forest", "Forest", "Forest"]
[B]
battlefield = ["Jayemdae Tome"]
''' + decisions("cast Desert Twister targeting Jayemdae Tome", "pass")
        + decisions("pass", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Jayemdae Tome"]


def test_120_3_sandstorm_deals_1_damage_to_each_attacking_creature() -> None:
    """120.3: only the attacking creatures are dealt damage: the attacking Llanowar Elves
    dies, A's creature that stayed home and B's creature are untouched."""
    table = play('''
[A]
battlefield = ["Llanowar Elves", "Grizzly Bears", "Scryb Sprites"]
[B]
hand = ["Sandstorm"]
battlefield = ["Forest", "Llanowar Elves"]
''' + decisions("attack Llanowar Elves, Grizzly Bears")
        + at_step("cast Sandstorm", "B", "declare_attackers"),
        step="beginning_of_combat", until="script_end")
    while table.game().stack:
        table.push_named("pass")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Llanowar Elves"]
    assert obj(g, "Grizzly Bears").damage == 1 and obj(g, "Scryb Sprites").damage == 0
    assert "Llanowar Elves" in names(table, "1", "B", "battlefield")


def test_613_4b_singing_tree_sets_an_attackers_base_power_to_0() -> None:
    """613.4b: the attacking Craw Wurm has base power 0 until end of turn: it deals no
    combat damage; its toughness stays 4."""
    table = play('''
[A]
battlefield = ["Craw Wurm"]
[B]
battlefield = ["Singing Tree"]
''' + decisions("attack Craw Wurm")
        + at_step("activate Singing Tree targeting Craw Wurm", "B", "declare_attackers"),
        step="beginning_of_combat", until="combat_ended")
    g = table.game()
    wurm = obj(g, "Craw Wurm")
    assert (power(g, wurm), toughness(g, wurm)) == (0, 4)
    assert g.player["B"].life == 20


def test_611_2_wyluli_wolf_gives_1_1_until_end_of_turn() -> None:
    table = play('''
[A]
battlefield = ["Wyluli Wolf", "Grizzly Bears"]
''' + decisions("activate Wyluli Wolf targeting Grizzly Bears", "pass")
        + decisions("pass", player="B"))
    g = table.game()
    bears = obj(g, "Grizzly Bears")
    assert (power(g, bears), toughness(g, bears)) == (3, 3)
