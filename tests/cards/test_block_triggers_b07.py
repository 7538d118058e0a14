"""Batch B07's block triggers (509.1, 509.3, 603.2: "whenever this blocks", "blocks a
creature", "becomes blocked by a creature", "blocks or becomes blocked (by a creature)",
an Aura's about its creature), "attacks and isn't blocked" (509.1h), and the cards that
have them: Abomination, Infernal Medusa, Venom, Spitting Slug, Aisling Leprechaun, Elder
Land Wurm, Time Elemental, Murk Dwellers."""

from __future__ import annotations

from support import RESOLVE, decisions, fight, names, of, permanent, play, targets_of

from shahrazad.characteristics import colors, keywords, power
from shahrazad.events import vocabulary as v


def test_509_3_abomination_destroys_a_green_blocker_at_end_of_combat() -> None:
    """509.3, 603.7: "Whenever Abomination blocks or becomes blocked by a green or white
    creature, destroy that creature at end of combat": blocked by Grizzly Bears (green) and
    Hill Giant (red), only the Bears are destroyed at end of combat."""
    table = fight('"Abomination"', '"Grizzly Bears", "Hill Giant"',
                  decisions("attack Abomination"),
                  decisions("block Grizzly Bears -> Abomination, Hill Giant -> Abomination",
                            player="B"), RESOLVE * 4)
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    assert permanent(table.game(), "Hill Giant").zone == "battlefield"
    assert len([e for e in of(table, v.AbilityTriggered) if e.source_name == "Abomination"
                and e.rule == "603.2"]) == 1


def test_509_3_abomination_blocking_a_white_attacker() -> None:
    """509.3: blocking a white creature (Pearled Unicorn, 2/2) it triggers too; the
    attacker is destroyed at end of combat though it survived the damage."""
    table = fight('"Pearled Unicorn"', '"Abomination"', decisions("attack Pearled Unicorn"),
                  decisions("block Abomination -> Pearled Unicorn", player="B"), RESOLVE * 4)
    assert "Pearled Unicorn" in names(table, "1", "A", "graveyard")


def test_509_3_infernal_medusa_blocks_any_creature_but_walls_blocking_it_survive() -> None:
    """509.3: "Whenever Infernal Medusa blocks a creature": it blocks Hill Giant, which is
    destroyed at end of combat; attacking, a Wall of Stone blocking it is no non-Wall
    creature and survives, the Grizzly Bears beside it don't."""
    table = fight('"Hill Giant"', '"Infernal Medusa"', decisions("attack Hill Giant"),
                  decisions("block Infernal Medusa -> Hill Giant", player="B"), RESOLVE * 4)
    assert "Hill Giant" in names(table, "1", "A", "graveyard")
    table = fight('"Infernal Medusa"', '"Wall of Stone", "Grizzly Bears"',
                  decisions("attack Infernal Medusa"),
                  decisions("block Wall of Stone -> Infernal Medusa, Grizzly Bears -> "
                            "Infernal Medusa", player="B"), RESOLVE * 4)
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]


def test_603_2_venom_is_the_enchanted_creatures_trigger() -> None:
    """603.2, 303.4: Venom's trigger watches the creature it enchants: Grizzly Bears with
    Venom blocked by Hill Giant: the Giant is destroyed at end of combat."""
    table = fight('"Grizzly Bears", { card = "Venom", attached_to = "Grizzly Bears" }',
                  '"Hill Giant"', decisions("attack Grizzly Bears"),
                  decisions("block Hill Giant -> Grizzly Bears", player="B"), RESOLVE * 4)
    assert names(table, "1", "B", "graveyard") == ["Hill Giant"]


def test_608_2d_spitting_slug_paid_gains_first_strike() -> None:
    """608.2d: Spitting Slug blocked by Savannah Lions (2/1), its controller pays {1}{G}:
    it gains first strike, deals its damage first and takes none."""
    table = fight('"Spitting Slug", "Forest", "Forest"', '"Savannah Lions"',
                  decisions("attack Spitting Slug"),
                  decisions("block Savannah Lions -> Spitting Slug", player="B"),
                  RESOLVE, decisions("accept yes"))
    assert names(table, "1", "B", "graveyard") == ["Savannah Lions"]
    assert permanent(table.game(), "Spitting Slug").damage == 0


def test_608_2d_spitting_slug_unpaid_gives_its_blockers_first_strike() -> None:
    """608.2d: "Otherwise, each creature blocking or blocked by Spitting Slug gains first
    strike": unpaid, the blocking Savannah Lions strike first."""
    table = fight('"Spitting Slug", "Forest", "Forest"', '"Savannah Lions"',
                  decisions("attack Spitting Slug"),
                  decisions("block Savannah Lions -> Spitting Slug", player="B"),
                  RESOLVE, decisions("accept no"), until="script_end")
    g = table.game()
    assert "first_strike" in keywords(g, permanent(g, "Savannah Lions"))
    assert "first_strike" not in keywords(g, permanent(g, "Spitting Slug"))


def test_611_2a_aisling_leprechaun_makes_its_blocker_green_for_good() -> None:
    """611.2a: "that creature becomes green (This effect lasts indefinitely)": Hill Giant
    blocking the Leprechaun is green after the turn too."""
    table = fight('"Aisling Leprechaun"', '"Hill Giant"', decisions("attack Aisling Leprechaun"),
                  decisions("block Hill Giant -> Aisling Leprechaun", player="B"), RESOLVE)
    g = table.game()
    assert colors(g, permanent(g, "Hill Giant")) == "G"


def test_509_3_elder_land_wurm_loses_defender_when_it_blocks() -> None:
    """509.3, 702.3b: "When Elder Land Wurm blocks, it loses defender": it can attack on a
    later turn."""
    table = fight('"Grizzly Bears"', '"Elder Land Wurm"', decisions("attack Grizzly Bears"),
                  decisions("block Elder Land Wurm -> Grizzly Bears", player="B"), RESOLVE)
    g = table.game()
    wurm = permanent(g, "Elder Land Wurm")
    assert "defender" not in keywords(g, wurm) and "trample" in keywords(g, wurm)


def test_603_7_time_elemental_attacks_and_is_sacrificed_at_end_of_combat() -> None:
    """603.7: "When Time Elemental attacks or blocks, at end of combat, sacrifice it and it
    deals 5 damage to you": it attacks unblocked, and at end of combat it is sacrificed and
    deals A 5 damage."""
    table = fight('"Time Elemental"', '', decisions("attack Time Elemental"))
    assert "Time Elemental" in names(table, "1", "A", "graveyard")
    assert table.game().player["A"].life == 15
    delayed = [e for e in of(table, v.AbilityTriggered) if e.rule == "603.7"]
    assert [(e.source_name, e.index) for e in delayed] == [("Time Elemental", 2)]


def test_115_1_time_elemental_returns_a_permanent_that_isnt_enchanted() -> None:
    """115.1: "Return target permanent that isn't enchanted": B's Grizzly Bears enchanted
    with Venom can't be targeted; Hill Giant can."""
    table = play('''
[A]
battlefield = ["Time Elemental", "Island", "Island", "Island", "Island"]
[B]
battlefield = ["Grizzly Bears", { card = "Venom", attached_to = "Grizzly Bears" }, "Hill Giant"]
''')
    found = targets_of(table, "Time Elemental")
    assert "Hill Giant" in found and "Grizzly Bears" not in found


def test_509_1h_murk_dwellers_unblocked_get_2_0_until_end_of_combat() -> None:
    """509.1h, 511.3: unblocked, Murk Dwellers deal 4 damage; after combat it is 2/2."""
    table = fight('"Murk Dwellers"', '"Hill Giant"', decisions("attack Murk Dwellers"),
                  decisions("block nothing", player="B"))
    g = table.game()
    assert g.player["B"].life == 16
    assert power(g, permanent(g, "Murk Dwellers")) == 2


def test_509_1h_murk_dwellers_blocked_get_nothing() -> None:
    """509.1h: blocked, it doesn't trigger."""
    table = fight('"Murk Dwellers"', '"Hill Giant"', decisions("attack Murk Dwellers"),
                  decisions("block Hill Giant -> Murk Dwellers", player="B"),
                  until="script_end")
    assert not [e for e in of(table, v.AbilityTriggered) if e.source_name == "Murk Dwellers"]


def test_509_1h_unblocked_with_no_possible_blocker_triggers_too() -> None:
    """509.1h: with no creature that could block, no blockers are declared, and the
    attacker is still unblocked: Murk Dwellers triggers."""
    table = fight('"Murk Dwellers"', '', decisions("attack Murk Dwellers"))
    assert table.game().player["B"].life == 16


def test_510_1a_floral_spuzzem_destroys_an_artifact_and_deals_no_damage() -> None:
    """603.3d, 510.1a: unblocked, Floral Spuzzem targets B's Rod of Ruin (an artifact the
    defending player controls); A destroys it, and the Spuzzem assigns no combat damage."""
    table = fight('"Floral Spuzzem"', '"Rod of Ruin"', decisions("attack Floral Spuzzem"),
                  RESOLVE, decisions("allow yes"))
    assert names(table, "1", "B", "graveyard") == ["Rod of Ruin"]
    assert table.game().player["B"].life == 20


def test_608_2d_floral_spuzzem_declined_deals_its_damage() -> None:
    """608.2d: A declines: the Rod stays, and the Spuzzem deals its 2 damage."""
    table = fight('"Floral Spuzzem"', '"Rod of Ruin"', decisions("attack Floral Spuzzem"),
                  RESOLVE, decisions("allow no"))
    assert names(table, "1", "B", "graveyard") == []
    assert table.game().player["B"].life == 18


def test_506_4_ydwen_efreet_loses_the_flip_and_its_attacker_is_unblocked() -> None:
    """705.1, 506.4: Ydwen Efreet blocks Hill Giant and loses its flip: it is removed from
    combat, can't block this turn, and the Giant, blocked by it alone, becomes unblocked
    and deals B 3 damage."""
    table = fight('"Hill Giant"', '"Ydwen Efreet"', decisions("attack Hill Giant"),
                  decisions("block Ydwen Efreet -> Hill Giant", player="B"),
                  head='[[random]]\nwhat = "coin"\nresult = "lost"\n')
    g = table.game()
    assert g.player["B"].life == 17
    assert permanent(g, "Ydwen Efreet").damage == 0
    assert "cant_block" in keywords(g, permanent(g, "Ydwen Efreet"))


def test_509_1h_ydwen_efreet_loses_but_another_blocker_keeps_it_blocked() -> None:
    """509.1h: blocked by Ydwen Efreet and Grizzly Bears, the Giant stays blocked when the
    Efreet leaves combat: B takes nothing."""
    table = fight('"Hill Giant"', '"Ydwen Efreet", "Grizzly Bears"',
                  decisions("attack Hill Giant"),
                  decisions("block Ydwen Efreet -> Hill Giant, Grizzly Bears -> Hill Giant",
                            player="B"),
                  head='[[random]]\nwhat = "coin"\nresult = "lost"\n')
    assert table.game().player["B"].life == 20


def test_705_1_ydwen_efreet_wins_the_flip_and_blocks() -> None:
    """705.1: winning the flip, the Efreet (3/6) blocks Hill Giant and kills it."""
    table = fight('"Hill Giant"', '"Ydwen Efreet"', decisions("attack Hill Giant"),
                  decisions("block Ydwen Efreet -> Hill Giant", player="B"),
                  head='[[random]]\nwhat = "coin"\nresult = "won"\n')
    assert "Hill Giant" in names(table, "1", "A", "graveyard")
