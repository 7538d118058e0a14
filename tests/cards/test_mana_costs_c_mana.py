"""Batch c-mana: mana from what a cost paid (605, 601.2b, 601.2h, 608.2h): Sacrifice,
Ashnod's Altar, Priest of Yawgmoth, the Mana Batteries."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, play

from shahrazad.events.errors import ShahrazadError


def test_601_2h_sacrifice_adds_the_sacrificed_creatures_mana_value() -> None:
    """601.2b, 601.2h, 608.2h: Sacrifice's "As an additional cost to cast this spell,
    sacrifice a creature. Add an amount of {B} equal to the sacrificed creature's mana
    value": the caster chooses the creature once the spell is on the stack; Craw Wurm
    ({4}{G}{G}) gives six black mana as the spell resolves."""
    table = play('''
[A]
hand = ["Sacrifice"]
battlefield = ["Swamp", "Craw Wurm"]
''' + decisions("cast Sacrifice", "choose Craw Wurm") + RESOLVE)
    game = table.game()
    assert game.player["A"].mana == "BBBBBB"
    assert sorted(names(table, "1", "A", "graveyard")) == ["Craw Wurm", "Sacrifice"]


def test_601_2b_sacrifice_cant_be_cast_without_a_creature_to_sacrifice() -> None:
    """601.2b, 118.3: with no creature to sacrifice, the additional cost can't be paid,
    so the spell can't be cast: the decision is refused and nothing is appended."""
    with pytest.raises(ShahrazadError, match=r"601\.2h"):
        play('''
[A]
hand = ["Sacrifice"]
battlefield = ["Swamp"]
''' + decisions("cast Sacrifice"))


def test_605_3a_ashnods_altar_sacrifices_a_creature_as_the_mana_ability_is_activated() -> None:
    """605.3a, 602.1a, 701.21: Ashnod's Altar's "Sacrifice a creature: Add {C}{C}": the
    creature is named in the activation (a mana ability doesn't wait on the stack), goes
    to the graveyard, and two colorless mana are added at once, to pay for Sol Ring after.
    """
    table = play('''
[A]
hand = ["Sol Ring"]
battlefield = ["Ashnod's Altar", "Grizzly Bears"]
''' + decisions("mana Ashnod's Altar sacrificing Grizzly Bears"))
    game = table.game()
    assert game.player["A"].mana == "CC"
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]
    table = play('''
[A]
hand = ["Sol Ring"]
battlefield = ["Ashnod's Altar", "Grizzly Bears"]
''' + decisions("mana Ashnod's Altar sacrificing Grizzly Bears", "cast Sol Ring"))
    assert "Sol Ring" in names(table, "1", "A", "stack")


def test_118_3_ashnods_altar_needs_a_creature_and_isnt_part_of_a_payment() -> None:
    """118.3, 605.3a: the Altar can't sacrifice a land (its cost says a creature), can't
    be activated with no creature named, and isn't offered inside a spell's payment (the
    choice of what to sacrifice is made by activating it on its own)."""
    body = '''
[A]
hand = ["Sol Ring"]
battlefield = ["Ashnod's Altar", "Grizzly Bears", "Island"]
'''
    with pytest.raises(ShahrazadError, match=r"118\.3"):
        play(body + decisions("mana Ashnod's Altar sacrificing Island"))
    with pytest.raises(ShahrazadError, match=r"118\.3"):
        play(body + decisions("mana Ashnod's Altar"))
    with pytest.raises(ShahrazadError):
        play(body + decisions("cast Sol Ring paying Ashnod's Altar"))


def test_608_2h_priest_of_yawgmoth_adds_the_sacrificed_artifacts_mana_value() -> None:
    """605.1a, 608.2h: Priest of Yawgmoth's "{T}, Sacrifice an artifact: Add an amount of
    {B} equal to the sacrificed artifact's mana value": Jayemdae Tome ({4}) gives four
    black mana; an Ornithopter ({0}) gives none."""
    table = play('''
[A]
battlefield = ["Priest of Yawgmoth", "Jayemdae Tome"]
''' + decisions("mana Priest of Yawgmoth sacrificing Jayemdae Tome"))
    assert table.game().player["A"].mana == "BBBB"
    assert names(table, "1", "A", "graveyard") == ["Jayemdae Tome"]
    table = play('''
[A]
battlefield = ["Priest of Yawgmoth", "Ornithopter"]
''' + decisions("mana Priest of Yawgmoth sacrificing Ornithopter"))
    assert table.game().player["A"].mana == ""
    assert names(table, "1", "A", "graveyard") == ["Ornithopter"]


@pytest.mark.parametrize(("color", "letter"), [("Black", "B"), ("Blue", "U"), ("Green", "G"),
                                               ("Red", "R"), ("White", "W")])
def test_107_1c_mana_battery_removes_any_number_of_charge_counters(color: str,
                                                                    letter: str) -> None:
    """602.1a, 107.1c, 122.1: a Mana Battery's "{2}, {T}: Put a charge counter on it" and
    "{T}, Remove any number of charge counters: Add one mana, then one more for each
    counter removed": with two counters, removing both adds three mana of its color;
    removing none adds one and leaves the counters."""
    name = f"{color} Mana Battery"
    table = play(f'''
[A]
battlefield = [{{ card = "{name}", counters = {{ charge = 2 }} }}]
''' + decisions(f"mana {name} X=2"))
    game = table.game()
    assert game.player["A"].mana == letter * 3
    battery = next(o for o in game.objects.values() if o.name == name)
    assert battery.tapped and battery.counters.get("charge", 0) == 0
    table = play(f'''
[A]
battlefield = [{{ card = "{name}", counters = {{ charge = 2 }} }}]
''' + decisions(f"mana {name}"))
    game = table.game()
    assert game.player["A"].mana == letter
    battery = next(o for o in game.objects.values() if o.name == name)
    assert battery.counters.get("charge", 0) == 2


def test_122_1_mana_battery_stores_a_charge_counter_and_cant_remove_more() -> None:
    """122.1, 118.3: "{2}, {T}: Put a charge counter on Black Mana Battery" puts one on it
    as the ability resolves; removing more counters than it has is refused."""
    table = play('''
[A]
battlefield = ["Black Mana Battery", "Sol Ring"]
''' + decisions("activate Black Mana Battery ability 1") + RESOLVE)
    battery = next(o for o in table.game().objects.values() if o.name == "Black Mana Battery")
    assert battery.counters.get("charge", 0) == 1
    with pytest.raises(ShahrazadError, match=r"118\.3"):
        play('''
[A]
battlefield = [{ card = "Black Mana Battery", counters = { charge = 1 } }]
''' + decisions("mana Black Mana Battery X=2"))


def test_605_3a_a_mana_decisions_cost_choices_are_recorded_and_read_back() -> None:
    """605.3a: the choices a mana ability's cost makes as it is activated are part of the
    recorded decision, so a replay makes them again; a decision without them keeps the
    form older logs hold."""
    from shahrazad.events.decisions import Mana, decode

    assert Mana(5, 0, "").encode() == ("mana", 5, 0, "")
    for d in (Mana(5, 0, "", (9,), 0), Mana(5, 1, "", (), 3)):
        assert decode(d.encode()) == d
    assert decode(("mana", 5, 0, "")) == Mana(5, 0, "")
