"""Alpha's black cards (engine/cards/sets/lea/black.py), each tested on its text: the rules
each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, permanent, play

from shahrazad.characteristics import colors, defn, power, toughness
from shahrazad.decisions import Pass
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_613_4c_bad_moon_and_weakness() -> None:
    """604.1, 613.4c: Bad Moon gives black creatures +1/+1 (Juzam Djinn a 6/6, not
    Grizzly Bears); Weakness's enchanted creature gets -2/-1 (the Bears a 0/1)."""
    table = play('''
[A]
battlefield = ["Bad Moon", "Juzam Djinn", "Grizzly Bears",
               { card = "Weakness", attached_to = "Grizzly Bears" }]
''')
    g = table.game()
    djinn, bears = permanent(g, "Juzam Djinn"), permanent(g, "Grizzly Bears")
    assert (power(g, djinn), toughness(g, djinn)) == (6, 6)
    assert (power(g, bears), toughness(g, bears)) == (0, 1)


def test_115_terror_targets_only_a_nonartifact_nonblack_creature() -> None:
    """115.1, 601.2c, 701.8: Terror may target Grizzly Bears, not Juzam Djinn (black) nor
    Obsianus Golem (an artifact); it destroys the Bears."""
    table = play('''
[A]
hand = ["Terror"]
battlefield = ["Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Juzam Djinn", "Obsianus Golem"]
''')
    for refused in ("Juzam Djinn", "Obsianus Golem"):
        with pytest.raises(IllegalDecision):
            table.push_named(f"cast Terror targeting {refused}")
    table.push_named("cast Terror targeting Grizzly Bears")
    for player in ("A", "B"):
        assert table.pending().player == player
        table.push_named("pass")
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]


def test_613_1e_deathlace_turns_terrors_target_black_and_out_of_reach() -> None:
    """613.1e, 608.2b: A casts Terror on Grizzly Bears; B answers with Deathlace on the
    Bears, which become black: Terror's only target is illegal as it resolves, and it
    does nothing (the Bears live)."""
    table = play('''
[A]
hand = ["Terror"]
battlefield = ["Swamp", "Swamp"]
[B]
hand = ["Deathlace"]
battlefield = ["Swamp", "Grizzly Bears"]
''' + decisions("cast Terror targeting Grizzly Bears", "pass")
        + decisions("cast Deathlace targeting Grizzly Bears", "pass", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    g = table.game()
    assert colors(g, permanent(g, "Grizzly Bears")) == "B"
    assert names(table, "1", "B", "battlefield") == ["Swamp", "Grizzly Bears"]


def test_613_4a_nightmare_and_plague_rats_count_what_their_abilities_say() -> None:
    """604.3, 613.4a: Nightmare's power and toughness are the number of Swamps its
    controller controls (2: not B's); each Plague Rats is as large as there are creatures
    named Plague Rats on the battlefield (2, both players' counted)."""
    table = play('''
[A]
battlefield = ["Nightmare", "Swamp", "Swamp", "Plague Rats"]
[B]
battlefield = ["Swamp", "Plague Rats"]
''')
    g = table.game()
    nightmare = permanent(g, "Nightmare")
    assert (power(g, nightmare), toughness(g, nightmare)) == (2, 2)
    rats = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Plague Rats"]
    assert [(power(g, r), toughness(g, r)) for r in rats] == [(2, 2), (2, 2)]


def test_305_7_evil_presence_makes_its_land_a_swamp_and_nightmare_counts_it() -> None:
    """305.7, 613.1d before 613.4a: Evil Presence makes A's Forest a Swamp (it taps for
    {B}), so Nightmare, counting Swamps, is a 2/2."""
    table = play('''
[A]
battlefield = ["Nightmare", "Swamp", "Forest", { card = "Evil Presence", attached_to = "Forest" }]
''')
    g = table.game()
    forest = permanent(g, "Forest")
    assert defn(g, forest).subtypes == {"Swamp"}
    assert power(g, permanent(g, "Nightmare")) == 2


def test_701_8_royal_assassin_destroys_only_a_tapped_creature() -> None:
    """115.1, 701.8: Royal Assassin's {T}: destroy target tapped creature: B's tapped
    Grizzly Bears, not its untapped Savannah Lions."""
    table = play('''
[A]
battlefield = ["Royal Assassin"]
[B]
battlefield = [{ card = "Grizzly Bears", tapped = true }, "Savannah Lions"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Royal Assassin targeting Savannah Lions")
    table.push_named("activate Royal Assassin targeting Grizzly Bears")
    table.push_named("pass")
    table.push_named("pass")
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]


def test_400_3_raise_dead_and_sinkhole() -> None:
    """115.1, 400.3: Raise Dead returns a creature card from its caster's graveyard to
    their hand (a land card there is no target); Sinkhole destroys target land."""
    table = play('''
[A]
hand = ["Raise Dead", "Sinkhole"]
graveyard = ["Scathe Zombies", "Swamp"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Forest"]
''' + decisions("cast Raise Dead targeting Scathe Zombies") + RESOLVE
        + decisions("cast Sinkhole targeting Forest") + RESOLVE)
    assert "Scathe Zombies" in names(table, "1", "A", "hand")
    assert names(table, "1", "B", "graveyard") == ["Forest"]


def test_611_2_frozen_shade_pumps_itself() -> None:
    """602.2, 611.2: Frozen Shade's {B}: +1/+1 until end of turn, twice: a 2/3."""
    table = play('''
[A]
battlefield = ["Frozen Shade", "Swamp", "Swamp"]
''' + decisions("activate Frozen Shade") + RESOLVE + decisions("activate Frozen Shade")
        + RESOLVE)
    g = table.game()
    shade = permanent(g, "Frozen Shade")
    assert (power(g, shade), toughness(g, shade)) == (2, 3)


def test_611_2c_howl_from_beyond_gives_x_power() -> None:
    """107.3, 611.2c, 613.4c: Howl from Beyond with X=2: the Bears get +2/+0 (X worked
    out as it resolves)."""
    table = play('''
[A]
hand = ["Howl from Beyond"]
battlefield = ["Swamp", "Swamp", "Swamp", "Grizzly Bears"]
''' + decisions("cast Howl from Beyond X=2 targeting Grizzly Bears") + RESOLVE)
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert (power(g, bears), toughness(g, bears)) == (4, 2)


def test_603_2_cursed_land_hits_the_controller_of_its_land() -> None:
    """603.2: Cursed Land on B's Forest deals 1 damage to B at B's upkeep."""
    table = play('''
[A]
battlefield = ["Swamp"]
[B]
battlefield = ["Forest", { card = "Cursed Land", attached_to = "Forest", controller = "A" }]
''', active="A", step="main1", turn=3)
    while table.game().active != "B" or table.game().step != "main1":
        table.push(Pass() if table.pending().kind == "priority" else table.legal_decisions()[0])
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (20, 19)


def test_107_3_howl_from_beyond_with_x_0_gives_nothing_and_is_no_error() -> None:
    """107.3, 611.2: Howl from Beyond with X=0 resolves: +0/+0, the Bears a 2/2 (found by
    the fuzzer: the effect changes nothing, and that is no error)."""
    table = play('''
[A]
hand = ["Howl from Beyond"]
battlefield = ["Swamp", "Grizzly Bears"]
''' + decisions("cast Howl from Beyond targeting Grizzly Bears") + RESOLVE)
    g = table.game()
    assert power(g, permanent(g, "Grizzly Bears")) == 2
    assert "Howl from Beyond" in names(table, "1", "A", "graveyard")
