"""Batch R-C: Season of the Witch, and the piece it reads: the creatures that could have
attacked this turn (508.1a), from the record its game keeps of the turn
(``TurnRecord.untapped_as_attackers_declared``)."""

from __future__ import annotations

import pytest
from support import advance, names, play

from shahrazad.decisions import Pass
from shahrazad.projections.statecodec import decode_game, encode_game

_SEASON = '''
[A]
battlefield = ["Season of the Witch", "Grizzly Bears", "Serra Angel", "Wall of Stone",
               { card = "Hill Giant", sick = true }, { card = "Craw Wurm", tapped = true }]
[B]
battlefield = ["Scathe Zombies"]
'''


def test_508_1a_season_destroys_the_untapped_creatures_that_could_have_attacked() -> None:
    """508.1a, 513.1: at the beginning of A's end step, A's untapped creatures that weren't
    declared as attackers but could have been are destroyed: Grizzly Bears. Serra Angel
    attacked (and vigilance left it untapped); Wall of Stone has defender, Hill Giant was
    summoning sick, Craw Wurm was tapped as attackers were declared: none of them could
    attack. B's Scathe Zombies couldn't attack in A's turn. The record of who could attack
    is written to a checkpoint and read back with the rest of the game."""
    table = play(_SEASON, step="beginning_of_combat")
    advance(table, "A", "end", answers={"attackers": "attack Serra Angel",
                                        "blockers": "block"})
    g = table.game()
    assert decode_game(encode_game(g)).this_turn == g.this_turn
    advance(table, "B", "upkeep", answers={"attackers": "attack"})
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]
    assert sorted(names(table, "1", "A", "battlefield")) == sorted(
        ["Season of the Witch", "Serra Angel", "Wall of Stone", "Hill Giant", "Craw Wurm"])
    assert names(table, "1", "B", "battlefield") == ["Scathe Zombies"]


def test_513_1_season_triggers_at_every_end_step_whoever_s_turn_it_is() -> None:
    """513.1, 508.1a: in B's turn, B's Scathe Zombies stayed home though they could have
    attacked: at the beginning of B's end step they are destroyed, while A's creatures,
    which couldn't attack in B's turn, all stay."""
    table = play(_SEASON, step="beginning_of_combat")
    advance(table, "B", "upkeep", answers={"attackers": "attack Serra Angel",
                                           "blockers": "block"})
    advance(table, "A", "upkeep", answers={"attackers": "attack", "blockers": "block",
                                           "accept": "accept yes"})
    assert names(table, "1", "B", "graveyard") == ["Scathe Zombies"]
    assert "Serra Angel" in names(table, "1", "A", "battlefield")


def test_508_8_nothing_could_attack_in_a_turn_without_a_declaration() -> None:
    """508.8, 508.1a: no creature could attack in a turn whose declare attackers step
    offered no attacker (nothing is declared, the record stays empty): A's summoning-sick
    Grizzly Bears and A's Wall survive A's end step."""
    table = play('''
[A]
battlefield = ["Season of the Witch", "Wall of Stone", { card = "Grizzly Bears", sick = true }]
[B]
battlefield = ["Island"]
''', step="beginning_of_combat")
    advance(table, "A", "main2")
    assert table.game().this_turn.untapped_as_attackers_declared == ()
    advance(table, "B", "upkeep")
    assert names(table, "1", "A", "graveyard") == []


@pytest.mark.parametrize(("answer", "kept"), [("accept yes", True), ("accept no", False)])
def test_119_4_season_is_sacrificed_unless_its_controller_pays_2_life(answer: str,
                                                                      kept: bool) -> None:
    """603.2, 608.2d, 119.4: at the beginning of A's upkeep, sacrifice Season of the Witch
    unless A pays 2 life: paying keeps it (A at 18 life), refusing sacrifices it."""
    table = play('''
[B]
battlefield = ["Island"]
[A]
battlefield = ["Season of the Witch"]
''', active="B", step="end", turn=2)
    for _ in range(8):
        if table.pending().kind == "accept":
            break
        table.push(Pass())
    assert table.pending().kind == "accept" and table.pending().player == "A"
    table.push_named(answer)
    while table.game().stack:
        table.push(Pass())
    assert ("Season of the Witch" in names(table, "1", "A", "battlefield")) == kept
    assert table.game().player["A"].life == (18 if kept else 20)


#: an instant that untaps target creature ("Unwind")
_UNWIND = '''[cards."Unwind"]
cost = "{U}"
types = ["Instant"]
targets = ["creature"]
effects = [{ effect = "untap", what = "target:0" }]
'''


def test_508_1a_a_creature_untapped_after_the_declaration_couldnt_attack() -> None:
    """508.1a: Craw Wurm was tapped as attackers were declared, so it couldn't attack;
    untapped in A's second main phase, it is an untapped creature that didn't attack,
    yet Season of the Witch spares it. Grizzly Bears, which could have attacked, die."""
    table = play('''
[A]
hand = ["Unwind"]
battlefield = ["Season of the Witch", "Grizzly Bears", "Island",
               { card = "Craw Wurm", tapped = true }]
[B]
battlefield = ["Island"]
''', step="beginning_of_combat", head=_UNWIND)
    advance(table, "A", "main2", answers={"attackers": "attack"})
    table.push_named("cast Unwind targeting Craw Wurm paying Island")
    advance(table, "B", "upkeep")
    assert names(table, "1", "A", "graveyard") == ["Unwind", "Grizzly Bears"]
    assert "Craw Wurm" in names(table, "1", "A", "battlefield")
