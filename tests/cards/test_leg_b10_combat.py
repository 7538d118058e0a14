"""Legends' cards of batch B10 about attacking and blocking (engine/cards/sets/leg/):
restrictions on who may block an attacker (509.1b: Amrou Kithkin, Elder Spawn, Seeker),
on who may attack (508.1a: Akron Legionnaire), Teleport's timing (601.3), Wall of
Wonder's attack despite defender (702.3b) and Glyph of Destruction's blocking Wall."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, permanent, play

from shahrazad.rules import combat
from shahrazad.scenario import ScriptStuck
from shahrazad.table import Table

COMBAT = "beginning_of_combat"


def _pairs(table: Table) -> set[tuple[str, str]]:
    g = table.game()
    return {(g.objects[b].name, g.objects[a].name) for b, a in combat.possible_blocks(g, "B")}


def _attacking(a_side: str, b_side: str, attackers: str) -> Table:
    return play(f'''
[A]
battlefield = [{a_side}]
[B]
battlefield = [{b_side}]
''' + decisions(f"attack {attackers}"), step=COMBAT, until="attackers_declared")


def test_509_1b_amrou_kithkin_cant_be_blocked_by_power_3_or_greater() -> None:
    """509.1b: Amrou Kithkin can't be blocked by creatures with power 3 or greater: Hill
    Giant (3/3) can't block it, Grizzly Bears (2/2) can; Hill Giant may still block the
    Bears."""
    table = _attacking('"Amrou Kithkin", "Savannah Lions"', '"Hill Giant", "Grizzly Bears"',
                       "Amrou Kithkin, Savannah Lions")
    pairs = _pairs(table)
    assert ("Hill Giant", "Amrou Kithkin") not in pairs
    assert {("Grizzly Bears", "Amrou Kithkin"), ("Hill Giant", "Savannah Lions")} <= pairs


def test_509_1b_elder_spawn_cant_be_blocked_by_red_creatures() -> None:
    """509.1b: Elder Spawn can't be blocked by red creatures: Grizzly Bears can, Hill
    Giant can't."""
    table = _attacking('"Elder Spawn"', '"Hill Giant", "Grizzly Bears"', "Elder Spawn")
    assert {b for b, _ in _pairs(table)} == {"Grizzly Bears"}


def test_603_2_elder_spawn_upkeep_sacrifice_an_island_or_it_and_6_damage() -> None:
    """603.2, 608.2c: at the beginning of your upkeep, unless you sacrifice an Island,
    sacrifice Elder Spawn and it deals 6 damage to you. With an Island, A sacrifices it
    and keeps the Spawn; with none, the Spawn goes and A takes 6."""
    body = '''
[A]
battlefield = ["Elder Spawn"{extra}]
'''
    kept = play(body.format(extra=', "Island"') + decisions("sacrifice Island"),
                step="untap", until="script_end")
    assert names(kept, "1", "A", "graveyard") == ["Island"]
    assert kept.game().player["A"].life == 20
    gone = play(body.format(extra=', "Island"') + decisions("sacrifice nothing")
                + decisions("pass") + decisions("pass", player="B"), step="untap",
                until="script_end")
    assert names(gone, "1", "A", "graveyard") == ["Elder Spawn"]
    assert gone.game().player["A"].life == 14


def test_509_1b_seeker_blocked_only_by_artifact_or_white_creatures() -> None:
    """509.1b: the creature Seeker enchants can't be blocked except by artifact creatures
    and/or white creatures: Ornithopter and Savannah Lions may block it, Grizzly Bears
    can't."""
    table = _attacking('"Hill Giant", { card = "Seeker", attached_to = "Hill Giant" }',
                       '"Grizzly Bears", "Ornithopter", "Savannah Lions"', "Hill Giant")
    assert {b for b, _ in _pairs(table)} == {"Ornithopter", "Savannah Lions"}


def test_508_1a_akron_legionnaire_only_legionnaires_and_artifacts_attack() -> None:
    """508.1a: except for creatures named Akron Legionnaire and artifact creatures,
    creatures you control can't attack: two Legionnaires and a Juggernaut may, the
    Grizzly Bears may not; B's own creatures are not restrained."""
    table = play('''
[A]
battlefield = ["Akron Legionnaire", "Akron Legionnaire", "Ornithopter", "Grizzly Bears"]
''', step=COMBAT, until="script_end")
    assert sorted(o.name for o in combat.possible_attackers(table.game())) == [
        "Akron Legionnaire", "Akron Legionnaire", "Ornithopter"]


def test_601_3_teleport_only_in_the_declare_attackers_step() -> None:
    """601.3: Teleport can be cast only during the declare attackers step; then its
    target can't be blocked this turn (509.1b)."""
    with pytest.raises(ScriptStuck):
        play('''
[A]
hand = ["Teleport"]
battlefield = ["Island", "Island", "Island", "Hill Giant"]
''' + decisions("cast Teleport targeting Hill Giant"), until="script_end")
    table = play('''
[A]
hand = ["Teleport"]
battlefield = ["Island", "Island", "Island", "Hill Giant"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("attack Hill Giant") + decisions("cast Teleport targeting Hill Giant")
        + RESOLVE, step=COMBAT, until="script_end")
    assert _pairs(table) == set()


def test_702_3b_wall_of_wonder_attacks_as_though_without_defender() -> None:
    """702.3b, 611.2: Wall of Wonder's ability makes it 5/1 until end of turn and lets it
    attack this turn as though it didn't have defender; without it, it can't attack."""
    body = '''
[A]
battlefield = ["Wall of Wonder", "Island", "Island", "Island", "Island"]
'''
    table = play(body, step=COMBAT, until="script_end")
    assert combat.possible_attackers(table.game()) == []
    table = play(body + decisions("activate Wall of Wonder") + RESOLVE
                 + decisions("pass") + decisions("pass", player="B")
                 + decisions("attack Wall of Wonder"), until="combat_ended")
    assert table.game().player["B"].life == 15


def test_615_1_glyph_of_destruction_blocking_wall_then_destroyed() -> None:
    """615.1, 611.2, 603.7: Glyph of Destruction gives A's blocking Wall +10/+0 until end
    of combat and prevents all damage to it this turn; it kills the Hill Giant it blocks,
    survives combat, and is destroyed at the beginning of the next end step."""
    table = play('''
[A]
battlefield = ["Hill Giant"]
[B]
hand = ["Glyph of Destruction"]
battlefield = ["Wall of Stone", "Mountain"]
''' + decisions("attack Hill Giant") + RESOLVE
        + decisions("block Wall of Stone -> Hill Giant", player="B")
        + decisions("pass") + decisions("cast Glyph of Destruction targeting Wall of Stone",
                                         player="B") + RESOLVE,
        step=COMBAT, until="combat_ended")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Hill Giant"]
    wall = permanent(g, "Wall of Stone")
    assert wall.damage == 0
    from shahrazad.characteristics import power
    assert power(g, wall) == 0  # the +10/+0 lasted until end of combat only
    advance(table, "A", "main2")
    table.push_named("pass")
    table.push_named("pass", "B")  # the end step's delayed trigger goes on the stack
    table.push_named("pass")
    table.push_named("pass", "B")
    assert "Wall of Stone" in names(table, "1", "B", "graveyard")


def test_603_6a_mold_demon_sacrificed_unless_two_swamps_are() -> None:
    """603.6a, 608.2c, 118.3: when Mold Demon enters, sacrifice it unless you sacrifice two
    Swamps: A gives two and keeps the Demon; one alone is no payment (refused); giving
    none, the Demon goes and the Swamps stay."""
    hand = '''
[A]
hand = ["Mold Demon"]
battlefield = [{lands}]
'''
    seven = '"Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"'
    kept = play(hand.format(lands=seven + ', "Swamp"') + decisions("cast Mold Demon")
                + RESOLVE + RESOLVE + decisions("sacrifice Swamp, Swamp"), until="script_end")
    assert names(kept, "1", "A", "graveyard") == ["Swamp", "Swamp"]
    with pytest.raises(ScriptStuck):
        play(hand.format(lands=seven) + decisions("cast Mold Demon") + RESOLVE + RESOLVE
             + decisions("sacrifice Swamp"), until="script_end")
    gone = play(hand.format(lands=seven) + decisions("cast Mold Demon") + RESOLVE + RESOLVE
                + decisions("sacrifice nothing"), until="script_end")
    assert names(gone, "1", "A", "graveyard") == ["Mold Demon"]
