"""Batch d-misc: Drain Power, a player made to activate a mana ability of each of their
lands as the spell resolves (605.3a), choosing where a land gives a choice (608.2d), and
the mana they lose moved into the caster's pool (106.4, 106.3; restricted mana keeps its
restriction, 106.6)."""

from __future__ import annotations

from support import RESOLVE, decisions, of, play

from shahrazad.events import vocabulary as v
from shahrazad.table import Table

_DRAIN = '''[A]
hand = ["Drain Power"]
battlefield = ["Island", "Island"]
[B]
mana = "R"
battlefield = ["Forest", "Tundra", "City of Brass", { card = "Mountain", tapped = true },
               "Mishra's Workshop"]
'''
_CAST = decisions("cast Drain Power targeting B") + RESOLVE


def _drained(more: str = "") -> Table:
    return play(_DRAIN + _CAST + decisions("word U", player="B")
                + decisions("word B", player="B") + more)


def test_605_3a_drain_power_makes_the_player_activate_each_lands_mana_ability() -> None:
    """605.3a, 106.4, 106.3, 106.6: B activates a mana ability of the Forest, the Tundra
    (U, chosen), City of Brass (B, chosen) and Mishra's Workshop; the tapped Mountain has
    none to activate. B loses all of it and the {R} already in their pool; A adds it all,
    the Workshop's {C}{C}{C} still only for artifact spells."""
    table = _drained()
    g = table.game()
    activated = [g.objects[e.source].name for e in of(table, v.ManaAbilityActivated)
                 if e.player == "B"]
    assert activated == ["Forest", "Tundra", "City of Brass", "Mishra's Workshop"]
    assert g.player["B"].mana == "" and g.player["B"].restricted_mana == ()
    assert sorted(g.player["A"].mana) == sorted("RGUB")
    assert g.player["A"].restricted_mana == (("artifact_spells", "CCC"),)
    assert [sorted(e.mana) for e in of(table, v.ManaEmptied) if e.player == "B"] == \
        [sorted("RGUBCCC")]


def test_608_2d_drain_power_the_target_player_chooses_the_mana() -> None:
    """608.2d (2004 rulings): the choices of mana are the target player's, asked land by
    land: the Tundra first (W or U), then City of Brass (any color); A can't answer."""
    table = play(_DRAIN + _CAST)
    asked = [e for e in of(table, v.ChoiceRequested) if e.kind == "word"]
    assert [(e.player, table.game().objects[e.amount].name) for e in asked] == \
        [("B", "Tundra")]
    assert table.pending().player == "B"
    assert sorted(w for (w,) in (d.chosen for d in table.legal_decisions())) == ["U", "W"]


def test_603_2_drain_power_city_of_brass_tapped_for_it_still_deals_damage() -> None:
    """603.2: City of Brass's "whenever it becomes tapped" triggers as B taps it for Drain
    Power: after the spell, it deals 1 damage to B."""
    assert _drained().game().player["B"].life == 20
    assert _drained(RESOLVE).game().player["B"].life == 19
