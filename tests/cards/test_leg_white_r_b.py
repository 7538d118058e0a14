"""Batch r-b's Equinox: an Aura granting its land (613.1f) "{T}: Counter target spell if
it would destroy a land you control" (701.6): whether the spell would destroy (701.8) a
land of the ability's controller if it resolved now, asked as the ability resolves."""

from __future__ import annotations

from support import decisions, names, of, play

from shahrazad.events import vocabulary as v

A_SIDE = '''[A]
battlefield = ["Forest", "Tundra", { card = "Equinox", attached_to = "Tundra" }]
'''


def _respond(b_side: str, cast: str) -> str:
    """B casts ``cast`` in their turn; A answers with the enchanted Tundra' ability
    targeting it; both pass until the stack is empty."""
    spell = cast.split(" targeting")[0].removeprefix("cast ").split(" paying")[0]
    return (A_SIDE + b_side + decisions(cast, player="B") + decisions("pass", player="B")
            + decisions(f"activate Tundra targeting {spell}")
            + decisions("pass") + decisions("pass", player="B")
            + decisions("pass", player="B") + decisions("pass"))


def test_701_6_equinox_counters_a_spell_destroying_your_land() -> None:
    """701.6, 701.8: Stone Rain aimed at A's Forest would destroy a land A controls: the
    Plains' granted ability counters it, and the Forest stays."""
    table = play(_respond('[B]\nhand = ["Stone Rain"]\nbattlefield = ["Mountain", '
                          '"Mountain", "Mountain"]\n',
                          "cast Stone Rain targeting Forest"), active="B")
    assert of(table, v.SpellCountered)
    assert "Forest" in names(table, "1", "A", "battlefield")
    assert "Stone Rain" in names(table, "1", "B", "graveyard")
    assert [e.granted_by for e in of(table, v.AbilityActivated)] == ["Equinox"]


def test_701_6_equinox_counters_armageddon() -> None:
    """701.8: "Destroy all lands" would destroy A's lands: countered, and every land
    stays."""
    table = play(_respond('[B]\nhand = ["Armageddon"]\nbattlefield = ["Plains", "Plains", '
                          '"Plains", "Plains"]\n', "cast Armageddon"), active="B")
    assert of(table, v.SpellCountered)
    assert "Forest" in names(table, "1", "A", "battlefield")
    assert len(names(table, "1", "B", "battlefield")) == 4


def test_701_6_equinox_leaves_a_spell_destroying_only_another_players_land() -> None:
    """701.6: Stone Rain aimed at B's own Mountain destroys no land A controls: the
    ability resolves and counters nothing; the Mountain is destroyed."""
    table = play(_respond('[B]\nhand = ["Stone Rain"]\nbattlefield = ["Mountain", '
                          '"Mountain", "Mountain", "Swamp"]\n',
                          "cast Stone Rain paying Mountain, Mountain, Mountain targeting "
                          "Swamp"), active="B")
    assert not of(table, v.SpellCountered)
    assert "Swamp" in names(table, "1", "B", "graveyard")


def test_701_6_equinox_may_target_any_spell_and_counters_no_damage() -> None:
    """701.6 (2004 rulings): the ability may target any spell, but Lightning Bolt
    destroys no land: not countered, it deals its damage."""
    table = play(_respond('[B]\nhand = ["Lightning Bolt"]\nbattlefield = ["Mountain"]\n',
                          "cast Lightning Bolt targeting A"), active="B")
    assert not of(table, v.SpellCountered)
    assert table.game().player["A"].life == 17


def test_608_2d_equinox_doesnt_count_a_destruction_that_needs_a_choice() -> None:
    """608.2d (2008 ruling): Cleansing destroys each land unless a player pays 1 life, a
    choice made as it resolves: it would destroy a land only if a choice is made, so it
    isn't countered."""
    table = play(_respond('[B]\nhand = ["Cleansing"]\nbattlefield = ["Plains", "Plains", '
                          '"Plains", "Plains"]\n', "cast Cleansing"), active="B")
    assert not of(table, v.SpellCountered)
