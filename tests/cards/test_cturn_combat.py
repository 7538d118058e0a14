"""Batch C-TURN's combat cards: Merchant Ship (ARN, blue), Disharmony (LEG, red) and False
Orders (LEA, red)."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, fight, names, of, permanent, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.events.errors import ShahrazadError
from shahrazad.rules import combat
from shahrazad.table import Table

# -- Merchant Ship ---------------------------------------------------------------------------


def test_508_1c_merchant_ship_cant_attack_unless_defending_player_controls_an_island() -> None:
    """508.1c: Merchant Ship can't attack a player who controls no Island."""
    table = play('''
[A]
battlefield = ["Merchant Ship", "Island"]
[B]
battlefield = ["Forest"]
''', step="beginning_of_combat")
    assert [o.name for o in combat.possible_attackers(table.game())] == []
    assert card("Merchant Ship").first_printed == "ARN"


def test_509_1h_merchant_ship_unblocked_gains_2_life() -> None:
    """509.1h, 603.2: attacking and not blocked, Merchant Ship's controller gains 2 life
    (a 0/2 deals no damage)."""
    table = fight('"Merchant Ship", "Island"', '"Island", "Grizzly Bears"',
                  decisions("attack Merchant Ship"), decisions("block nothing", player="B"))
    g = table.game()
    assert g.player["A"].life == 22 and g.player["B"].life == 20


def test_509_1h_merchant_ship_blocked_gains_nothing() -> None:
    """509.1h: blocked, it doesn't trigger."""
    table = fight('"Merchant Ship", "Island"', '"Island", "Grizzly Bears"',
                  decisions("attack Merchant Ship"),
                  decisions("block Grizzly Bears -> Merchant Ship", player="B"))
    assert table.game().player["A"].life == 20


def test_603_8_merchant_ship_sacrificed_when_you_control_no_islands() -> None:
    """603.8: "When you control no Islands, sacrifice Merchant Ship": its controller's last
    Island destroyed, the state trigger sacrifices it."""
    table = play('''
[A]
hand = ["Stone Rain"]
battlefield = ["Merchant Ship", "Island", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Stone Rain targeting Island paying Mountain, Mountain, Mountain")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert "Merchant Ship" in names(table, "1", "A", "graveyard")


# -- Disharmony -------------------------------------------------------------------------------

_DISHARMONY = decisions("attack Grizzly Bears", "pass") \
    + decisions("cast Disharmony targeting Grizzly Bears", "pass", player="B") \
    + decisions("pass")


def _disharmony(more: str = "", until: str = "script_end", game: str = "1") -> str:
    return '''
[A]
battlefield = ["Grizzly Bears"]
[B]
hand = ["Disharmony"]
battlefield = ["Mountain", "Mountain", "Mountain"]
''' + _DISHARMONY + more


def test_506_4_613_1b_disharmony_untaps_removes_and_takes_an_attacker() -> None:
    """506.4, 613.1b: Disharmony untaps the attacking Bears, removes them from combat (B
    takes no damage) and gives B control of them until end of turn; at the cleanup step
    (514.2) they go back to A."""
    table = play(_disharmony(), step="beginning_of_combat")
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert bears.controller == "B" and not bears.tapped
    assert bears.attacking is None
    assert card("Disharmony").first_printed == "LEG"
    advance(table, "B", "upkeep")
    g = table.game()
    assert g.player["B"].life == 20
    assert permanent(g, "Grizzly Bears").controller == "A"


def test_509_1a_disharmony_the_taken_creature_may_block() -> None:
    """509.1a: taken before blockers are declared, the untapped creature is B's and may
    block another of A's attackers (2009 ruling)."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", "Llanowar Elves"]
[B]
hand = ["Disharmony"]
battlefield = ["Mountain", "Mountain", "Mountain"]
''' + decisions("attack Grizzly Bears, Llanowar Elves", "pass")
        + decisions("cast Disharmony targeting Grizzly Bears", "pass", player="B")
        + decisions("pass")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("block Grizzly Bears -> Llanowar Elves", player="B"),
        step="beginning_of_combat", until="combat_ended")
    g = table.game()
    assert "Llanowar Elves" in names(table, "1", "A", "graveyard")
    assert g.player["B"].life == 20


def test_601_3_disharmony_only_during_combat_before_blockers() -> None:
    """601.3: "Cast this spell only during combat before blockers are declared": in a main
    phase it is refused."""
    table = play('''
[A]
battlefield = ["Grizzly Bears"]
[B]
hand = ["Disharmony"]
battlefield = ["Mountain", "Mountain", "Mountain"]
''' + decisions("pass"))
    with pytest.raises(ShahrazadError, match=r"601\.3"):
        table.push_named("cast Disharmony targeting Grizzly Bears", player="B")


def test_727_disharmony_in_a_subgame_takes_only_the_subgames_creature() -> None:
    """727, 613.1b: cast inside a subgame, Disharmony takes the subgame's attacker; the main
    game's Grizzly Bears stay A's."""
    table = play('''
[A]
battlefield = ["Grizzly Bears"]
library = []
[B]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "beginning_of_combat"
starting_player = "A"
[games."1.1".A]
battlefield = ["Grizzly Bears"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
hand = ["Disharmony"]
battlefield = ["Mountain", "Mountain", "Mountain"]
library = ["Island", "Island", "Island"]
''' + decisions("attack Grizzly Bears", "pass", game="1.1")
        + decisions("cast Disharmony targeting Grizzly Bears", "pass", player="B", game="1.1")
        + decisions("pass", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    assert permanent(table.game("1.1"), "Grizzly Bears").controller == "B"
    assert permanent(table.game("1"), "Grizzly Bears").controller == "A"
    assert of(table, v.ControlChanged, "1") == []
    assert len(of(table, v.ControlChanged, "1.1")) == 1


# -- False Orders ------------------------------------------------------------------------------


def _false_orders(block: str, then: str, until: str = "combat_ended") -> Table:
    """A attacks with Grizzly Bears and Hill Giant; B blocks with ``block``; A casts False
    Orders in the declare blockers step and answers ``then``."""
    return play('''
[A]
hand = ["False Orders"]
battlefield = ["Grizzly Bears", "Hill Giant", "Mountain"]
[B]
battlefield = ["Craw Wurm", "Wall of Wood"]
''' + decisions("attack Grizzly Bears, Hill Giant", "pass")
        + decisions("pass", player="B") + decisions(block, player="B")
        + decisions("cast False Orders targeting Craw Wurm", "pass")
        + decisions("pass", player="B") + then,
        step="beginning_of_combat", until=until)


def test_509_1h_false_orders_unblocks_what_it_alone_blocked() -> None:
    """506.4, 509.1h: the Wurm, removed from combat, no longer blocks the Giant; the Giant,
    blocked by it alone, becomes unblocked and deals B 3 damage; A has it block nothing."""
    table = _false_orders("block Craw Wurm -> Hill Giant", decisions("choose nothing"))
    g = table.game()
    assert g.player["B"].life == 20 - 3 - 2
    assert "Craw Wurm" in names(table, "1", "B", "battlefield")
    assert card("False Orders").first_printed == "LEA"


def test_509_1b_false_orders_has_it_block_another_attacker() -> None:
    """509.1b, 509.1h: A has the Wurm block the Grizzly Bears instead: the Bears die, the
    Giant is unblocked."""
    table = _false_orders("block Craw Wurm -> Hill Giant", decisions("choose Grizzly Bears"))
    g = table.game()
    assert "Grizzly Bears" in names(table, "1", "A", "graveyard")
    assert g.player["B"].life == 17


def test_509_1h_false_orders_a_shared_block_stays_blocked() -> None:
    """509.1h: the Giant blocked by the Wurm and the Wall stays blocked when the Wurm
    leaves combat."""
    table = _false_orders("block Craw Wurm -> Hill Giant, Wall of Wood -> Hill Giant",
                          decisions("choose nothing"))
    assert table.game().player["B"].life == 18


def test_601_3_false_orders_only_in_the_declare_blockers_step() -> None:
    """601.3: in the declare attackers step it is refused."""
    table = play('''
[A]
hand = ["False Orders"]
battlefield = ["Grizzly Bears", "Mountain"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("attack Grizzly Bears"), step="beginning_of_combat")
    with pytest.raises(ShahrazadError, match=r"601\.3"):
        table.push_named("cast False Orders targeting Craw Wurm", player="A")


# -- Sorrow's Path ------------------------------------------------------------------------------


def _sorrows_path(attack: str, block: str, targets: str) -> Table:
    """A attacks, B blocks, then A taps Sorrow's Path targeting two of B's blockers; its
    trigger and then its ability resolve, in the declare blockers step."""
    return play('''
[A]
battlefield = ["Sorrow's Path", "Hill Giant", "Craw Wurm", "Serra Angel"]
[B]
battlefield = ["Wall of Wood", "Grizzly Bears", "Wall of Air"]
''' + decisions(f"attack {attack}", "pass") + decisions("pass", player="B")
        + decisions(f"block {block}", player="B")
        + decisions(f"activate Sorrow's Path targeting {targets}")
        + RESOLVE + RESOLVE, step="beginning_of_combat")


def test_509_1h_sorrows_path_exchanges_two_blockers() -> None:
    """506.4, 509.1h: each of B's blockers could block the other's attacker: both leave
    combat and each blocks what the other blocked; the attackers stay blocked and don't
    become blocked again. The Path's own trigger deals 2 damage to A and each creature A
    controls first (603.2)."""
    table = _sorrows_path("Hill Giant, Craw Wurm",
                          "Wall of Wood -> Hill Giant, Grizzly Bears -> Craw Wurm",
                          "Wall of Wood, Grizzly Bears")
    g = table.game()
    wall, bears = permanent(g, "Wall of Wood"), permanent(g, "Grizzly Bears")
    giant, wurm = permanent(g, "Hill Giant"), permanent(g, "Craw Wurm")
    assert wall.blocking == (wurm.oid,) and bears.blocking == (giant.oid,)
    assert giant.blocked and wurm.blocked
    assert g.player["A"].life == 18 and giant.damage == 2 and wurm.damage == 2
    swap = [e for e in of(table, v.BlockersDeclared) if e.rule == "509.1h"]
    assert len(swap) == 1 and set(swap[0].already_blocked) == {giant.oid, wurm.oid}
    assert card("Sorrow's Path").first_printed == "DRK"


def test_509_1b_sorrows_path_does_nothing_if_one_couldnt_block() -> None:
    """509.1b: the Grizzly Bears couldn't block the flying Serra Angel: nothing is
    exchanged (the trigger's damage still happens)."""
    table = _sorrows_path("Hill Giant, Serra Angel",
                          "Grizzly Bears -> Hill Giant, Wall of Air -> Serra Angel",
                          "Grizzly Bears, Wall of Air")
    g = table.game()
    assert permanent(g, "Grizzly Bears").blocking == (permanent(g, "Hill Giant").oid,)
    assert permanent(g, "Wall of Air").blocking == (permanent(g, "Serra Angel").oid,)
    assert g.player["A"].life == 18


def test_509_3c_rampage_doesnt_trigger_again_after_the_exchange() -> None:
    """509.1h, 509.3c, 702.23a: Wolverine Pack stays blocked through the exchange, so it
    doesn't become blocked again: its rampage triggers once, as blockers were declared."""
    table = play('''
[A]
battlefield = ["Sorrow's Path", "Hill Giant", "Wolverine Pack"]
[B]
battlefield = ["Wall of Wood", "Grizzly Bears"]
''' + decisions("attack Hill Giant, Wolverine Pack", "pass") + decisions("pass", player="B")
        + decisions("block Wall of Wood -> Wolverine Pack, Grizzly Bears -> Hill Giant",
                    player="B")
        + RESOLVE + decisions("activate Sorrow's Path targeting Wall of Wood, Grizzly Bears")
        + RESOLVE + RESOLVE, step="beginning_of_combat")
    g = table.game()
    pack = permanent(g, "Wolverine Pack")
    assert permanent(g, "Grizzly Bears").blocking == (pack.oid,)
    assert len([e for e in of(table, v.AbilityTriggered) if e.source == pack.oid]) == 1
