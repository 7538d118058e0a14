"""Alpha's white cards (engine/cards/sets/lea/white.py), each tested on its text: the rules
each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, permanent, play

from shahrazad.characteristics import colors, defn, keywords, power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_613_4c_crusade_gives_every_white_creature_plus_one() -> None:
    """604.1, 613.4c: "White creatures get +1/+1": A's Serra Angel and B's Savannah Lions
    (every white creature, whoever controls it), not the green Grizzly Bears."""
    table = play('''
[A]
battlefield = ["Crusade", "Serra Angel", "Grizzly Bears"]
[B]
battlefield = ["Savannah Lions"]
''')
    g = table.game()
    pt = {n: (power(g, obj(g, n)), toughness(g, obj(g, n)))
          for n in ("Serra Angel", "Grizzly Bears", "Savannah Lions")}
    assert pt == {"Serra Angel": (5, 5), "Grizzly Bears": (2, 2), "Savannah Lions": (3, 2)}


def test_613_4c_castle_gives_only_your_untapped_creatures_plus_two_toughness() -> None:
    """604.1, 613.4c: "Untapped creatures you control get +0/+2": A's untapped Pearled
    Unicorn is a 2/4, A's tapped one a 2/2, B's untapped Grizzly Bears a 2/2."""
    table = play('''
[A]
battlefield = ["Castle", "Pearled Unicorn", { card = "Pearled Unicorn", tapped = true }]
[B]
battlefield = ["Grizzly Bears"]
''')
    g = table.game()
    unicorns = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Pearled Unicorn"]
    assert sorted(toughness(g, u) for u in unicorns) == [2, 4]
    assert toughness(g, obj(g, "Grizzly Bears")) == 2


def test_305_7_conversion_makes_every_mountain_a_plains() -> None:
    """305.7, 613.1d: "All Mountains are Plains": a Mountain is a Plains and taps for {W}
    only; Plateau (Mountain Plains) loses its Mountain type and its {R}; a Forest is a
    Forest."""
    table = play('''
[A]
battlefield = ["Conversion", "Mountain", "Plateau", "Forest"]
''')
    g = table.game()
    for name, kinds, mana in (("Mountain", {"Plains"}, ["W"]), ("Plateau", {"Plains"}, ["W"]),
                              ("Forest", {"Forest"}, ["G"])):
        d = defn(g, permanent(g, name))
        assert d.subtypes == kinds
        assert [a.effects[0].mana for a in d.abilities] == mana  # type: ignore[attr-defined]


@pytest.mark.parametrize(("answer", "kept"), [("accept yes", True), ("accept no", False)])
def test_603_2_conversion_is_sacrificed_unless_its_controller_pays(answer: str,
                                                                   kept: bool) -> None:
    """603.2, 608.2d: at the beginning of A's upkeep, sacrifice Conversion unless A pays
    {W}{W}: paying keeps it (and taps both Plains), refusing sacrifices it."""
    table = play('''
[B]
battlefield = ["Island"]
[A]
battlefield = ["Conversion", "Plains", "Plains"]
''' + decisions("pass", player="B"), active="B", step="end", turn=2)
    for _ in range(6):
        if table.pending().kind == "accept":
            break
        table.push(Pass())
    assert table.pending().kind == "accept" and table.pending().player == "A"
    table.push_named(answer)
    while table.game().stack:
        table.push(Pass())
    assert ("Conversion" in names(table, "1", "A", "battlefield")) == kept
    g = table.game()
    assert all(g.objects[o].tapped for o in g.battlefield if g.objects[o].name == "Plains") \
        == kept


def test_613_4c_holy_strength_weakens_nothing_and_holy_armor_pumps_on_demand() -> None:
    """303.4, 613.4c: Holy Strength's enchanted creature gets +1/+2; Holy Armor's +0/+2,
    and its {W} ability gives the enchanted creature +0/+1 until end of turn (611.2)."""
    table = play('''
[A]
battlefield = ["Plains", "Grizzly Bears", "Savannah Lions",
               { card = "Holy Strength", attached_to = "Grizzly Bears" },
               { card = "Holy Armor", attached_to = "Savannah Lions" }]
''' + decisions("activate Holy Armor") + RESOLVE)
    g = table.game()
    assert (power(g, obj(g, "Grizzly Bears")), toughness(g, obj(g, "Grizzly Bears"))) == (3, 4)
    assert (power(g, obj(g, "Savannah Lions")), toughness(g, obj(g, "Savannah Lions"))) == (2, 4)


def test_613_1f_lance_gives_first_strike_and_blessing_pumps() -> None:
    """613.1f: Lance's enchanted creature has first strike; 611.2, 613.4c: Blessing's {W}
    gives its enchanted creature +1/+1 until end of turn."""
    table = play('''
[A]
battlefield = ["Plains", "Grizzly Bears", "Pearled Unicorn",
               { card = "Lance", attached_to = "Grizzly Bears" },
               { card = "Blessing", attached_to = "Pearled Unicorn" }]
''' + decisions("activate Blessing") + RESOLVE)
    g = table.game()
    assert "first_strike" in keywords(g, obj(g, "Grizzly Bears"))
    assert (power(g, obj(g, "Pearled Unicorn")), toughness(g, obj(g, "Pearled Unicorn"))) == (3, 3)


def test_701_8_armageddon_destroys_all_lands() -> None:
    """701.8: "Destroy all lands": every player's lands, not their creatures."""
    table = play('''
[A]
hand = ["Armageddon"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Savannah Lions"]
[B]
battlefield = ["Tundra", "Forest"]
''' + decisions("cast Armageddon") + RESOLVE)
    assert names(table, "1", "A", "battlefield") == ["Savannah Lions"]
    assert names(table, "1", "B", "battlefield") == []


def test_613_1e_purelace_makes_a_permanent_white_for_good() -> None:
    """613.1e, 611.2a: Purelace makes B's Grizzly Bears white, with no duration: it stays
    white after the turn's cleanup."""
    table = play('''
[A]
hand = ["Purelace"]
battlefield = ["Plains"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Purelace targeting Grizzly Bears") + RESOLVE
        + decisions("pass") + decisions("pass", player="B") * 3)
    g = table.game()
    assert colors(g, obj(g, "Grizzly Bears")) == "W"


def test_400_3_resurrection_returns_a_creature_card_and_northern_paladin_hits_black() -> None:
    """115.1: Resurrection targets a creature card in its caster's graveyard and returns
    it to the battlefield (400.3); Northern Paladin destroys a black permanent only."""
    table = play('''
[A]
hand = ["Resurrection"]
graveyard = ["Savannah Lions", "Plains"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains", "Northern Paladin"]
[B]
battlefield = ["Juzam Djinn", "Grizzly Bears"]
''' + decisions("cast Resurrection targeting Savannah Lions") + RESOLVE)
    g = table.game()
    assert "Savannah Lions" in names(table, "1", "A", "battlefield")
    targets = {g.objects[t].name for d in table.legal_decisions() if d.KIND == "activate"
               for t in d.targets if isinstance(t, int)}
    assert targets == {"Juzam Djinn"}
    returned = [e for e in of(table, v.ZoneChanged) if e.to_zone == "battlefield"]
    assert [e.from_zone for e in returned] == ["graveyard"]
