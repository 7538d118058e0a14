"""Batch B03's combat restrictions (engine/cards/sets/lea/black.py, blue.py, red.py): Fear,
Pirate Ship, Sea Serpent, Dwarven Warriors, Ironclaw Orcs; the restrictions with a
condition of a static ability (508.1c, 509.1b) and the state trigger on absence (603.8)."""

from __future__ import annotations

import pytest
from support import advance, decisions, names, of, permanent, play

from shahrazad.characteristics import keywords
from shahrazad.events import vocabulary as v
from shahrazad.rules import combat
from shahrazad.scenario import ScriptStuck

RESOLVE = decisions("pass") + decisions("pass", player="B")
COMBAT = "beginning_of_combat"


def _blockers(table: object) -> set[str]:
    g = table.game()  # type: ignore[attr-defined]
    return {g.objects[b].name for b, _ in combat.possible_blocks(g, "B")}


def test_702_36b_fear_blocked_only_by_artifact_or_black_creatures() -> None:
    """702.36b: a creature with fear (Fear's grant) can't be blocked except by artifact
    creatures and/or black creatures: green Grizzly Bears can't block it, black Drudge
    Skeletons and the artifact Ornithopter can."""
    table = play('''
[A]
battlefield = ["Hill Giant", { card = "Fear", attached_to = "Hill Giant" }]
[B]
battlefield = ["Grizzly Bears", "Drudge Skeletons", "Ornithopter"]
''' + decisions("attack Hill Giant"), step=COMBAT, until="attackers_declared")
    assert _blockers(table) == {"Drudge Skeletons", "Ornithopter"}


def test_702_36b_fear_blocked_by_a_black_creature_deals_no_damage_to_the_player() -> None:
    """702.36b: the black Drudge Skeletons block the feared Hill Giant: B takes nothing."""
    table = play('''
[A]
battlefield = ["Hill Giant", { card = "Fear", attached_to = "Hill Giant" }]
[B]
battlefield = ["Drudge Skeletons"]
''' + decisions("attack Hill Giant") + RESOLVE
        + decisions("block Drudge Skeletons -> Hill Giant", player="B"), step=COMBAT,
        until="combat_ended")
    assert table.game().player["B"].life == 20
    assert names(table, "1", "B", "graveyard") == ["Drudge Skeletons"]


def test_509_1b_ironclaw_orcs_cant_block_power_2_or_greater() -> None:
    """509.1b: Ironclaw Orcs can't block creatures with power 2 or greater (Grizzly
    Bears), but may block one with power 1 (Llanowar Elves)."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", "Llanowar Elves"]
[B]
battlefield = ["Ironclaw Orcs"]
''' + decisions("attack Grizzly Bears, Llanowar Elves"), step=COMBAT,
        until="attackers_declared")
    g = table.game()
    pairs = {(g.objects[b].name, g.objects[a].name) for b, a in combat.possible_blocks(g, "B")}
    assert pairs == {("Ironclaw Orcs", "Llanowar Elves")}


def test_509_1b_ironclaw_orcs_reads_the_attackers_power_now() -> None:
    """509.1b: the power is the attacker's as blockers are declared: Llanowar Elves, given
    +3/+3 by Giant Growth after attacking, can't be blocked by the Orcs."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Llanowar Elves", "Forest"]
[B]
battlefield = ["Ironclaw Orcs"]
''' + decisions("attack Llanowar Elves", "cast Giant Growth targeting Llanowar Elves")
        + RESOLVE, step=COMBAT, until="script_end")
    assert _blockers(table) == set()


def test_509_1b_dwarven_warriors_make_a_creature_unblockable_this_turn() -> None:
    """509.1b: Dwarven Warriors' target (power 2 or less: Grizzly Bears) can't be blocked
    this turn; Hill Giant (power 3) is no legal target (115.1)."""
    with pytest.raises(ScriptStuck, match=r"Hill Giant is not a legal target"):
        play('''
[A]
battlefield = ["Dwarven Warriors", "Hill Giant"]
''' + decisions("activate Dwarven Warriors targeting Hill Giant"))
    table = play('''
[A]
battlefield = ["Dwarven Warriors", "Grizzly Bears"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("activate Dwarven Warriors targeting Grizzly Bears") + RESOLVE
        + decisions("pass") + decisions("pass", player="B") + decisions("attack Grizzly Bears"),
        step="main1", until="attackers_declared")
    assert _blockers(table) == set()


def test_509_1b_dwarven_warriors_effect_ends_with_the_turn() -> None:
    """509.1b, 514.2: "this turn": on the next turn the creature may be blocked again."""
    table = play('''
[A]
battlefield = ["Dwarven Warriors", "Grizzly Bears"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("activate Dwarven Warriors targeting Grizzly Bears") + RESOLVE,
        until="script_end")
    assert "cant_be_blocked" in keywords(table.game(), permanent(table.game(), "Grizzly Bears"))
    advance(table, "B", "upkeep")
    assert "cant_be_blocked" not in keywords(table.game(),
                                             permanent(table.game(), "Grizzly Bears"))


@pytest.mark.parametrize("card", ["Pirate Ship", "Sea Serpent"])
def test_508_1c_cant_attack_unless_defending_player_controls_an_island(card: str) -> None:
    """508.1c: it can't attack a player who controls no Island; it can attack one who
    does."""
    table = play(f'''
[A]
battlefield = ["{card}", "Island"]
[B]
battlefield = ["Forest"]
''', step=COMBAT, until="script_end")
    assert [o.name for o in combat.possible_attackers(table.game())] == []
    table = play(f'''
[A]
battlefield = ["{card}", "Island"]
[B]
battlefield = ["Island"]
''' + decisions(f"attack {card}"), step=COMBAT, until="combat_ended")
    assert table.game().player["B"].life == 20 - (4 if card == "Pirate Ship" else 5)


@pytest.mark.parametrize("card", ["Pirate Ship", "Sea Serpent"])
def test_603_8_sacrificed_when_you_control_no_islands(card: str) -> None:
    """603.8: "When you control no Islands, sacrifice it": a state trigger; it triggers
    once A's last Island is destroyed (Stone Rain), and the creature is sacrificed."""
    table = play(f'''
[A]
hand = ["Stone Rain"]
battlefield = ["{card}", "Island", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Stone Rain targeting Island paying Mountain, Mountain, Mountain")
        + RESOLVE + RESOLVE, until="script_end")
    assert card in names(table, "1", "A", "graveyard")
    assert any(e.rule == "603.8" for e in of(table, v.AbilityTriggered))


def test_603_8_no_trigger_while_you_control_an_island() -> None:
    """603.8: with an Island, Sea Serpent's state trigger doesn't trigger."""
    table = play('''
[A]
battlefield = ["Sea Serpent", "Island"]
''' + decisions("pass") + decisions("pass", player="B"), until="script_end")
    assert of(table, v.AbilityTriggered) == []
    assert names(table, "1", "A", "battlefield") == ["Sea Serpent", "Island"]


def test_pirate_ship_taps_for_1_damage_to_any_target() -> None:
    """602.2: "{T}: Pirate Ship deals 1 damage to any target"."""
    table = play('''
[A]
battlefield = ["Pirate Ship", "Island"]
''' + decisions("activate Pirate Ship targeting B") + RESOLVE)
    assert table.game().player["B"].life == 19
