"""Batch c-mana: mana that may be spent only on some spells (106.6): Mishra's Workshop,
Metamorphosis."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, names, play

from shahrazad.events.errors import ShahrazadError


def test_106_6_mishras_workshop_mana_casts_an_artifact_spell() -> None:
    """106.6: Mishra's Workshop's "{T}: Add {C}{C}{C}. Spend this mana only to cast
    artifact spells": its three mana pay for Jayemdae Tome ({4}) with a Swamp's; the
    restricted mana is spent first, and nothing of it is left."""
    table = play('''
[A]
hand = ["Jayemdae Tome"]
battlefield = ["Mishra's Workshop", "Swamp"]
''' + decisions("mana Mishra's Workshop", "cast Jayemdae Tome paying Swamp"))
    game = table.game()
    assert "Jayemdae Tome" in names(table, "1", "A", "stack")
    assert game.player["A"].restricted_mana == () and game.player["A"].mana == ""


def test_106_6_mishras_workshop_mana_cant_pay_for_other_spells_or_abilities() -> None:
    """106.6: the Workshop's mana can't pay for a creature spell that isn't an artifact
    (Grizzly Bears) nor for an artifact's activated ability (Jayemdae Tome's {4}, {T}):
    both are refused, and the mana stays in the pool."""
    body = '''
[A]
hand = ["Grizzly Bears"]
battlefield = ["Mishra's Workshop", "Jayemdae Tome"]
library = ["Island"]
'''
    with pytest.raises(ShahrazadError):
        play(body + decisions("mana Mishra's Workshop", "cast Grizzly Bears"))
    with pytest.raises(ShahrazadError):
        play(body + decisions("mana Mishra's Workshop", "activate Jayemdae Tome"))
    table = play(body + decisions("mana Mishra's Workshop"))
    assert table.game().player["A"].restricted_mana == (("artifact_spells", "CCC"),)


def test_106_4_restricted_mana_empties_with_the_pool() -> None:
    """106.4: unspent, the Workshop's mana empties from the pool as the step ends, like
    any other mana."""
    table = play('''
[A]
battlefield = ["Mishra's Workshop"]
''' + decisions("mana Mishra's Workshop") + RESOLVE)
    game = table.game()
    assert game.step != "main1"
    assert game.player["A"].restricted_mana == ()


def test_106_6_metamorphosis_adds_one_plus_mana_value_for_creature_spells() -> None:
    """601.2h, 608.2d, 608.2h, 106.6: Metamorphosis sacrifices Grizzly Bears ({1}{G}) as
    an additional cost; as it resolves A chooses red and adds three red mana, spendable
    only on creature spells: it casts Hill Giant ({3}{R}) with a Mountain's mana."""
    table = play('''
[A]
hand = ["Metamorphosis", "Hill Giant"]
battlefield = ["Forest", "Mountain", "Grizzly Bears"]
''' + decisions("cast Metamorphosis paying Forest", "choose Grizzly Bears") + RESOLVE
        + decisions("word red"))
    game = table.game()
    assert game.player["A"].restricted_mana == (("creature_spells", "RRR"),)
    assert "Grizzly Bears" in names(table, "1", "A", "graveyard")
    table = play('''
[A]
hand = ["Metamorphosis", "Hill Giant"]
battlefield = ["Forest", "Mountain", "Grizzly Bears"]
''' + decisions("cast Metamorphosis paying Forest", "choose Grizzly Bears") + RESOLVE
        + decisions("word red", "cast Hill Giant paying Mountain"))
    assert "Hill Giant" in names(table, "1", "A", "stack")
    assert table.game().player["A"].restricted_mana == ()
