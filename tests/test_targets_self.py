"""An object's ability may target that object (115.1), unless its text says "another" or
"other" (the filter's ``other``); a spell or ability on the stack is never a target of
itself (115.5); an Aura can't enchant itself (303.4d)."""

from __future__ import annotations

from support import RESOLVE, decisions, names, play, targets_of

OTHER_HEAD = '''
[cards."Picky Sorcerer"]                # "{T}: deals 1 damage to another target creature."
cost = "{2}{U}"
types = ["Creature"]
power = 1
toughness = 1
[[cards."Picky Sorcerer".abilities]]
cost = { tap = true }
effects = [{ effect = "damage", amount = 1, to = "target:0" }]
targets = [{ kind = "creature", other = true }]
'''


def test_115_1_an_ability_may_target_its_own_source() -> None:
    """115.1: Prodigal Sorcerer's "1 damage to any target" may target Prodigal Sorcerer
    itself; Obelisk of Undoing may return itself to its owner's hand."""
    table = play('''
[A]
battlefield = ["Prodigal Sorcerer", "Grizzly Bears", "Obelisk of Undoing", "Mountain",
               "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
''')
    assert {"Prodigal Sorcerer", "Grizzly Bears"} <= targets_of(table, "Prodigal Sorcerer")
    assert "Obelisk of Undoing" in targets_of(table, "Obelisk of Undoing")
    table = play('''
[A]
battlefield = ["Obelisk of Undoing", "Mountain", "Mountain", "Mountain", "Mountain",
               "Mountain", "Mountain"]
''' + decisions("activate Obelisk of Undoing targeting Obelisk of Undoing") + RESOLVE)
    assert names(table, "1", "A", "hand") == ["Obelisk of Undoing"]


def test_115_1_another_target_excludes_the_source() -> None:
    """115.1: "another target creature" (``other = true``) can't be the ability's own
    source; other creatures it can."""
    table = play('''
[A]
battlefield = ["Picky Sorcerer", "Grizzly Bears"]
''', head=OTHER_HEAD)
    assert targets_of(table, "Picky Sorcerer") == {"Grizzly Bears"}


def test_115_5_a_spell_is_no_target_of_itself() -> None:
    """115.5: Counterspell, cast with nothing else on the stack, has no target: not
    itself."""
    table = play('''
[A]
hand = ["Counterspell"]
battlefield = ["Island", "Island"]
''')
    assert targets_of(table, "Counterspell") == set()
