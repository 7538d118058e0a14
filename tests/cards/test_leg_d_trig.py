"""Batch D-TRIG: Relic Bind, Imprison, Takklemaggot, Infinite Authority, and the pieces
they need: a modal triggered ability whose mode is chosen as it is put on the stack,
before its target (700.2b, 603.3c, 700.2a)."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, fight, names, of, permanent, play

from shahrazad.decisions import Mode
from shahrazad.events import vocabulary as v
from shahrazad.layers import layered
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

# -- Relic Bind: a modal triggered ability (700.2b, 603.3c) ---------------------------------

_RELIC = '''
[A]
battlefield = ["Island"]
[B]
battlefield = ["Island", "Island", "Island", "Rod of Ruin",
               { card = "Relic Bind", attached_to = "Rod of Ruin", controller = "A" }]
'''


def _rod_tapped(*answers: str) -> Table:
    """B activates Rod of Ruin (under A's Relic Bind) at A; A answers ``answers`` for the
    Bind's trigger; then everything resolves."""
    return play(_RELIC + decisions("pass")
                + decisions("activate Rod of Ruin targeting A paying Island, Island, Island",
                            player="B")
                + decisions(*answers) + RESOLVE + RESOLVE)


def test_603_3c_relic_bind_mode_one_deals_1_damage_to_target_player() -> None:
    """700.2b, 603.3c: B's Rod of Ruin becomes tapped; A chooses mode 1 as the Bind's
    trigger goes on the stack, then its target, B: B takes 1 from the Bind, A 1 from the
    Rod. The mode is recorded before the trigger is put on the stack."""
    table = _rod_tapped("mode 1", "target B")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (19, 19)
    asked = [e.kind for e in of(table, v.ChoiceRequested)]
    assert asked[:2] == ["mode", "target"]
    chosen = of(table, v.ModeChosen)
    assert [(e.mode, e.rule) for e in chosen] == [(0, "603.3c")]
    put = of(table, v.TriggerPutOnStack)
    assert put[0].position > chosen[0].position


def test_700_2b_relic_bind_mode_two_makes_target_player_gain_1_life() -> None:
    """700.2b: mode 2, "target player gains 1 life", targeting A: A ends at 20 (the Rod's
    1 damage, then 1 life), B untouched."""
    table = _rod_tapped("mode 2", "target A")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (20, 20)


def test_603_3c_relic_bind_asks_its_controller_for_one_of_two_modes() -> None:
    """603.3c, 700.2a: the question is A's, a ``mode`` of Relic Bind's trigger: modes 1
    and 2 are offered, and a third is refused, nothing appended."""
    table = play(_RELIC + decisions("pass")
                 + decisions("activate Rod of Ruin targeting A paying Island, Island, Island",
                             player="B"))
    pending = table.pending()
    assert (pending.kind, pending.player) == ("mode", "A")
    assert sorted(d.mode for d in table.legal_decisions() if isinstance(d, Mode)) == [0, 1]
    count = len(table.events)
    with pytest.raises(IllegalDecision) as refused:
        table.push_named("mode 3")
    assert refused.value.rule == "700.2a"
    assert len(table.events) == count


def test_700_2a_a_mode_with_no_legal_target_cant_be_chosen() -> None:
    """700.2a, 603.3c: a judge's modal trigger whose first mode targets a creature, with
    no creature on the battlefield: only mode 2 may be chosen, so it is chosen without a
    question, and choosing mode 1 is never offered."""
    table = play('''
[cards."Tap Sentry"]
cost = "{U}"
types = ["Enchantment"]
[[cards."Tap Sentry".triggers]]
when = "a_permanent_becomes_tapped"
filter = { types = ["Land"], controller = "opponent" }
[[cards."Tap Sentry".triggers.modes]]
effects = [{ effect = "destroy", what = "target:0" }]
targets = ["creature"]
[[cards."Tap Sentry".triggers.modes]]
effects = [{ effect = "gain_life", amount = 3 }]
[A]
battlefield = ["Tap Sentry"]
[B]
battlefield = ["Island", "Island", "Island", "Rod of Ruin"]
''' + decisions("pass")
        + decisions("activate Rod of Ruin targeting A paying Island, Island, Island",
                    player="B") + RESOLVE + RESOLVE + RESOLVE + RESOLVE)
    g = table.game()
    assert [e.kind for e in of(table, v.ChoiceRequested)
            if e.kind == "mode"] == []
    assert [e.mode for e in of(table, v.ModeChosen)] == [1, 1, 1]
    assert g.player["A"].life == 20 + 9 - 1


# -- Imprison: a trigger on activation, countering the ability (602.2, 701.6b) -------------

_IMPRISON = '''
[A]
battlefield = ["Prodigal Sorcerer", "Llanowar Elves",
               { card = "Imprison", attached_to = "Prodigal Sorcerer", controller = "B" }]
[B]
battlefield = ["Swamp"]
'''


def test_701_6b_imprison_pays_1_to_counter_a_tap_ability() -> None:
    """602.2, 603.2, 701.6b: A activates the Imprisoned Prodigal Sorcerer at B; Imprison
    triggers, the ability on the stack its subject; B pays {1} and the ability is
    countered: B takes no damage and Imprison stays."""
    table = play(_IMPRISON + decisions("activate Prodigal Sorcerer targeting B")
                 + RESOLVE + decisions("accept yes paying Swamp", player="B") + RESOLVE)
    g = table.game()
    assert g.player["B"].life == 20
    assert not g.stack
    assert [e.name for e in of(table, v.SpellCountered)] == ["Prodigal Sorcerer"]
    assert "Imprison" in [g.objects[o].name for o in g.battlefield]


def test_608_2d_imprison_unpaid_destroys_itself_and_the_ability_resolves() -> None:
    """608.2d: B doesn't pay: Imprison is destroyed, and the Sorcerer's ability resolves:
    B takes 1."""
    table = play(_IMPRISON + decisions("activate Prodigal Sorcerer targeting B")
                 + RESOLVE + decisions("accept no", player="B") + RESOLVE)
    g = table.game()
    assert g.player["B"].life == 19
    assert "Imprison" not in [g.objects[o].name for o in g.battlefield]
    assert "Imprison" in names(table, "1", "A", "graveyard")  # its owner's


def test_605_1a_imprison_ignores_mana_abilities() -> None:
    """605.1a, 605.3a: a mana ability with {T} in its cost doesn't trigger Imprison (on
    Llanowar Elves here): nothing triggers when A taps the Elves for mana."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Llanowar Elves",
               { card = "Imprison", attached_to = "Llanowar Elves", controller = "B" }]
''' + decisions("cast Giant Growth targeting Llanowar Elves paying Llanowar Elves"))
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == []


def test_509_1h_imprison_removes_a_blocker_and_unblocks_its_attacker() -> None:
    """506.4, 509.1h, 603.2: B's Imprisoned Wall of Stone (Imprison A's) blocks A's
    Grizzly Bears; A pays {1}: the Wall is tapped and removed from combat, the Bears,
    blocked only by it, become unblocked and deal B 2."""
    table = fight('"Grizzly Bears", "Swamp"',
                  '"Wall of Stone", { card = "Imprison", attached_to = "Wall of Stone", '
                  'controller = "A" }',
                  decisions("pass"), decisions("attack Grizzly Bears"),
                  decisions("block Wall of Stone -> Grizzly Bears", player="B"),
                  decisions("pass"), decisions("pass", player="B"),
                  decisions("accept yes paying Swamp"))
    g = table.game()
    assert g.player["B"].life == 18
    wall = permanent(g, "Wall of Stone")
    assert wall.tapped
    assert wall.blocking is None or not wall.blocking


def test_603_2_imprison_unpaid_in_combat_destroys_itself() -> None:
    """603.2, 608.2d: enchanted Grizzly Bears attack; B (Imprison's controller) doesn't
    pay: Imprison is destroyed and the Bears stay in combat, dealing A's 2 to B."""
    table = fight('"Grizzly Bears"',
                  '"Swamp", { card = "Imprison", attached_to = "Grizzly Bears", '
                  'controller = "B" }',
                  decisions("pass"), decisions("attack Grizzly Bears"),
                  decisions("pass"), decisions("accept no", player="B"))
    g = table.game()
    assert g.player["B"].life == 18
    assert "Imprison" in names(table, "1", "B", "graveyard")


def test_506_4_imprison_paid_takes_an_attacker_out_of_combat() -> None:
    """506.4, 603.2: enchanted Grizzly Bears attack; B pays {1}: the Bears are removed
    from combat and deal no damage."""
    table = fight('"Grizzly Bears"',
                  '"Swamp", { card = "Imprison", attached_to = "Grizzly Bears", '
                  'controller = "B" }',
                  decisions("pass"), decisions("attack Grizzly Bears"),
                  decisions("pass"), decisions("accept yes paying Swamp", player="B"))
    g = table.game()
    assert g.player["B"].life == 20
    assert permanent(g, "Grizzly Bears").attacking is None


# -- Infinite Authority: a delayed trigger whose result another delayed trigger checks ------


def _authority(attacker: str, blocker: str = "Wall of Stone") -> Table:
    """B's ``attacker`` attacks A; A's ``blocker``, enchanted with A's Infinite Authority,
    blocks it; play on to B's end step, its triggers resolved, then to A's upkeep."""
    table = play(f'''
[A]
battlefield = ["{blocker}", {{ card = "Infinite Authority", attached_to = "{blocker}" }}]
[B]
battlefield = ["{attacker}"]
''' + decisions("pass", player="B") + decisions("attack " + attacker, player="B")
        + decisions(f"block {blocker} -> {attacker}"), active="B",
        step="beginning_of_combat")
    advance(table, "A", "upkeep")
    return table


def test_603_7_infinite_authority_destroys_at_end_of_combat_then_grows() -> None:
    """509.1, 603.7, 603.7e: A's Wall of Stone (Infinite Authority) blocks B's Grizzly
    Bears (toughness 2): at end of combat the Bears are destroyed, and at the beginning
    of the next end step, as they were destroyed this way, the Wall gets a +1/+1
    counter."""
    table = _authority("Grizzly Bears")
    g = table.game()
    assert "Grizzly Bears" in names(table, "1", "B", "graveyard")
    assert permanent(g, "Wall of Stone").counters == {"+1/+1": 1}
    created = of(table, v.DelayedTriggerCreated)
    assert [e.kind for e in created] == ["delayed:end_of_combat", "delayed:next_end_step"]
    # the first creature is remembered as the Wall was enchanted then (the 2006 ruling)
    assert created[0].source == created[1].subject == permanent(g, "Wall of Stone").oid
    assert {e.source_name for e in created} == {"Infinite Authority"}


def test_603_2_infinite_authority_ignores_a_creature_with_toughness_4() -> None:
    """603.2: Craw Wurm (toughness 4) blocked by the enchanted Wall: nothing triggers; the
    Wurm survives and the Wall gets no counter."""
    table = _authority("Craw Wurm")
    g = table.game()
    assert "Craw Wurm" in [g.objects[o].name for o in g.battlefield]
    assert permanent(g, "Wall of Stone").counters == {}
    assert of(table, v.DelayedTriggerCreated) == []


def test_608_2c_infinite_authority_no_counter_if_not_destroyed_this_way() -> None:
    """608.2c: the enchanted Grizzly Bears block B's Llanowar Elves, which die of combat
    damage: at end of combat there is nothing left to destroy, so no creature was
    destroyed this way and the Bears get no counter (no end-step ability is set up)."""
    table = _authority("Llanowar Elves", blocker="Grizzly Bears")
    g = table.game()
    assert "Llanowar Elves" in names(table, "1", "B", "graveyard")
    assert permanent(g, "Grizzly Bears").counters == {}
    kinds = [e.kind for e in of(table, v.DelayedTriggerCreated)]
    assert kinds == ["delayed:end_of_combat"]


# -- Takklemaggot: an Aura card that returns attached, or as a non-Aura enchantment --------

#: from A's untap step (priority is given there in a position): A's upkeep trigger resolves
UPKEEP = RESOLVE + RESOLVE

_MAGGOT = '''
[A]
battlefield = [{ card = "Grizzly Bears", counters = { "-0/-1" = 1 } }, "Llanowar Elves",
               { card = "Takklemaggot", attached_to = "Grizzly Bears", controller = "B" }]
[B]
battlefield = ["Wall of Stone"]
'''


def test_122_1_takklemaggot_shrinks_its_creature_at_its_controllers_upkeep() -> None:
    """122.1, 503.1: at the beginning of A's upkeep (A controls the enchanted Wall of
    Stone) Takklemaggot, B's, puts a -0/-1 counter on the Wall."""
    table = play('''
[A]
battlefield = ["Wall of Stone",
               { card = "Takklemaggot", attached_to = "Wall of Stone", controller = "B" }]
''' + UPKEEP, step="untap")
    g = table.game()
    assert permanent(g, "Wall of Stone").counters == {"-0/-1": 1}


def test_303_4f_takklemaggot_returns_attached_to_a_creature_its_controller_chooses() -> None:
    """603.10a, 303.4f: A's Grizzly Bears die of a second -0/-1 counter; A, their
    controller, chooses a creature Takklemaggot could enchant (B's Wall of Stone, not
    targeted): Takklemaggot returns under B's control (its controller, the 2008 ruling)
    attached to the Wall."""
    table = play(_MAGGOT + UPKEEP + decisions("choose Wall of Stone") + RESOLVE,
                 step="untap")
    g = table.game()
    assert "Grizzly Bears" in names(table, "1", "A", "graveyard")
    maggot = permanent(g, "Takklemaggot")
    assert maggot.controller == "B"
    assert maggot.attached_to == permanent(g, "Wall of Stone").oid


def test_613_1d_takklemaggot_with_nothing_to_enchant_hurts_that_player() -> None:
    """303.4f, 613.1d, 704.5m: the Bears die with no other creature on the battlefield:
    Takklemaggot returns under B's control as a non-Aura enchantment (it is no Aura, so
    unattached it stays), and at the beginning of A's upkeep, A being the player whose
    creature died, it deals 1 damage to A; not at B's."""
    table = play('''
[A]
battlefield = [{ card = "Grizzly Bears", counters = { "-0/-1" = 1 } },
               { card = "Takklemaggot", attached_to = "Grizzly Bears", controller = "B" }]
''' + UPKEEP + RESOLVE, step="untap")
    g = table.game()
    maggot = permanent(g, "Takklemaggot")
    assert (maggot.controller, maggot.attached_to) == ("B", None)
    assert "Aura" not in layered(g).objects[maggot.oid].subtypes
    assert g.player["A"].life == 20
    advance(table, "B", "draw")
    assert table.game().player["B"].life == 20
    advance(table, "A", "draw")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (19, 20)
    assert "Takklemaggot" in [g.objects[o].name for o in g.battlefield]


def test_702_16_takklemaggot_cant_return_onto_a_creature_with_protection() -> None:
    """303.4f, 702.16: only a creature it could enchant may be chosen: B's White Knight
    (protection from black) is not offered, so it returns as a non-Aura enchantment."""
    table = play('''
[A]
battlefield = [{ card = "Grizzly Bears", counters = { "-0/-1" = 1 } },
               { card = "Takklemaggot", attached_to = "Grizzly Bears", controller = "B" }]
[B]
battlefield = ["White Knight"]
''' + UPKEEP + RESOLVE, step="untap")
    g = table.game()
    assert permanent(g, "Takklemaggot").attached_to is None
