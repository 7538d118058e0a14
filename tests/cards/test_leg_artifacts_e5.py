"""Legends' artifacts of batch E5 (engine/cards/sets/leg/artifacts.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, permanent, play

from shahrazad.characteristics import power, toughness
from shahrazad.decisions import Activate, Pass

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_502_3_arena_of_the_ancients_taps_legends_and_keeps_them_tapped() -> None:
    """603.2: as Arena of the Ancients enters, its trigger taps all legendary creatures
    (A's Barktooth Warbeard, B's Jasmine Boreal), not Hill Giant; 502.3: at B's untap
    step Jasmine Boreal stays tapped while B's tapped Grizzly Bears untap."""
    table = play('''
[A]
hand = ["Arena of the Ancients"]
battlefield = ["Sol Ring", "Mountain", "Barktooth Warbeard", "Hill Giant"]
[B]
battlefield = ["Jasmine Boreal", { card = "Grizzly Bears", tapped = true }]
''' + decisions("cast Arena of the Ancients") + RESOLVE + RESOLVE)
    g = table.game()
    assert permanent(g, "Barktooth Warbeard").tapped
    assert permanent(g, "Jasmine Boreal").tapped
    assert not permanent(g, "Hill Giant").tapped
    while g.active != "B" or g.step != "upkeep":
        table.push(Pass() if table.pending().kind == "priority"  # type: ignore[union-attr]
                   else table.legal_decisions()[0])
        g = table.game()
    assert permanent(g, "Jasmine Boreal").tapped
    assert not permanent(g, "Grizzly Bears").tapped


def test_615_1_horn_of_deafening_prevents_an_attackers_combat_damage() -> None:
    """615.1: B's Horn of Deafening, activated on A's attacking Hill Giant: the combat
    damage it would deal B is prevented."""
    table = play('''
[A]
battlefield = ["Hill Giant"]
[B]
battlefield = ["Horn of Deafening", "Sol Ring"]
''' + decisions("attack Hill Giant") + decisions("pass")
        + decisions("activate Horn of Deafening targeting Hill Giant", player="B")
        + decisions("pass", player="B") + decisions("pass"),
        step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 20


def test_615_1_kry_shield_prevents_all_damage_a_creature_deals_and_adds_its_mana_value(
        ) -> None:
    """615.1: Kry Shield on A's Orcish Artillery (mana value 3): the 2 damage it deals B and
    the 3 it deals A are both prevented; 611.2: it is a 1/6 until end of turn. Only a
    creature A controls is a target."""
    table = play('''
[A]
battlefield = ["Kry Shield", "Sol Ring", "Mountain", "Mountain", "Mountain", "Orcish Artillery"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Kry Shield targeting Orcish Artillery") + RESOLVE
        + decisions("activate Orcish Artillery targeting B") + RESOLVE)
    g = table.game()
    artillery = permanent(g, "Orcish Artillery")
    assert (power(g, artillery), toughness(g, artillery)) == (1, 6)
    assert (g.player["A"].life, g.player["B"].life) == (20, 20)
    other = play('''
[A]
battlefield = ["Kry Shield", "Sol Ring", "Orcish Artillery"]
[B]
battlefield = ["Grizzly Bears"]
''')
    g = other.game()
    targets = {g.objects[t].name for d in other.legal_decisions()
               if isinstance(d, Activate) and g.objects[d.source].name == "Kry Shield"
               for t in d.targets if isinstance(t, int)}
    assert targets == {"Orcish Artillery"}


def test_701_26_relic_barrier_taps_target_artifact() -> None:
    """701.26a: "{T}: Tap target artifact": B's Sol Ring; a creature is no target."""
    table = play('''
[A]
battlefield = ["Relic Barrier"]
[B]
battlefield = ["Sol Ring", "Grizzly Bears"]
''')
    g = table.game()
    targets = {g.objects[t].name for d in table.legal_decisions()
               for t in getattr(d, "targets", ()) if isinstance(t, int)}
    assert targets == {"Sol Ring", "Relic Barrier"}  # 115.1: an artifact, itself too
    table.push_named("activate Relic Barrier targeting Sol Ring")
    table.push(Pass())
    table.push(Pass())
    assert permanent(table.game(), "Sol Ring").tapped
