"""Batch D-TRIG: Relic Bind, Imprison, Takklemaggot, Infinite Authority, and the pieces
they need: a modal triggered ability whose mode is chosen as it is put on the stack,
before its target (700.2b, 603.3c, 700.2a)."""

from __future__ import annotations

from support import RESOLVE, decisions, of, play

from shahrazad.events import vocabulary as v
from shahrazad.table import Table

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
