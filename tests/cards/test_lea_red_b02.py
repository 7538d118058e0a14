"""Alpha's red cards of batch B02 (engine/cards/sets/lea/red.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, play


def test_700_2_601_2c_red_elemental_blast_counters_or_destroys_blue() -> None:
    """700.2, 601.2c, 701.6, 701.8: Red Elemental Blast's mode 1 counters the blue
    Ancestral Recall; its mode 2 destroys the blue Lord of Atlantis."""
    body = '''
[A]
hand = ["Ancestral Recall"]
battlefield = ["Island", "Lord of Atlantis"]
[B]
hand = ["Red Elemental Blast"]
battlefield = ["Mountain"]
'''
    table = play(body + decisions("cast Ancestral Recall targeting A", "pass")
                 + decisions("cast Red Elemental Blast mode 1 targeting Ancestral Recall",
                             player="B"))
    while table.game().stack:
        table.push_named("pass")
    assert names(table, "1", "A", "graveyard") == ["Ancestral Recall"]
    assert names(table, "1", "A", "hand") == []

    table = play(body + decisions("pass") + decisions(
        "cast Red Elemental Blast mode 2 targeting Lord of Atlantis", player="B"))
    while table.game().stack:
        table.push_named("pass")
    assert names(table, "1", "A", "graveyard") == ["Lord of Atlantis"]


def test_605_1b_mana_flare_one_more_mana_of_the_type_produced() -> None:
    """605.1b, 605.4a: Mana Flare: "Whenever a player taps a land for mana, that player adds
    one mana of any type that land produced": for each player, an Island makes {U}{U}, a
    Badlands tapped for {R} makes {R}{R}; Sol Ring, no land, only its {C}{C}."""
    table = play('''
[A]
battlefield = ["Mana Flare", "Sol Ring"]
[B]
battlefield = ["Island", "Badlands"]
''' + decisions("mana Sol Ring") + decisions("pass") + decisions(
        "mana Island", "mana Badlands ability 2", player="B"))
    g = table.game()
    assert sorted(g.player["B"].mana) == sorted("UURR")
    assert g.player["A"].mana == "CC"


def test_603_2_manabarbs_damages_whoever_taps_a_land_for_mana_using_the_stack() -> None:
    """603.2, 603.3: Manabarbs: "Whenever a player taps a land for mana, Manabarbs deals 1
    damage to that player": not a mana ability, it uses the stack; A casts Hill Giant
    paying with four lands, the four triggers go on the stack above the Giant and resolve
    first: A is at 16."""
    table = play('''
[A]
hand = ["Hill Giant"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Sol Ring"]
[B]
battlefield = ["Manabarbs"]
''' + decisions("cast Hill Giant paying Mountain, Mountain, Mountain, Mountain"))
    g = table.game()
    assert [g.objects[o].name for o in g.stack] == ["Hill Giant"] + ["Manabarbs"] * 4
    while table.game().stack:
        table.push_named("pass")
    assert table.game().player["A"].life == 16
