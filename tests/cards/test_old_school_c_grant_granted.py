"""Batch c-grant: triggered abilities a static ability grants (613.1f): Farmstead (LEA),
Energy Flux (ATQ), The Tabernacle at Pendrell Vale (LEG). Each object that has the
ability triggers it as its own: the object is its source (``this``) and its controller
controls it (113.3), whoever controls the granting permanent; it resolves though the
granting permanent has left. The rules each test exercises are in its name."""

from __future__ import annotations

import pytest
from support import decisions, names, of, permanent, play

from shahrazad.cards.model import GRANTED
from shahrazad.characteristics import abilities, keywords
from shahrazad.events import vocabulary as v
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision


def _at_upkeep(a_side: str, b_side: str, b_hand: str = "") -> Table:
    """B's end step: A's upkeep comes next."""
    hand = f"hand = [{b_hand}]\n" if b_hand else ""
    return play(f'''
[A]
battlefield = [{a_side}]
[B]
{hand}battlefield = [{b_side}]
''' + decisions("pass") + decisions("pass", player="B"), active="B", step="end")


def _answer(table: Table, answers: dict[str, str]) -> None:
    """Play through A's upkeep: each ``accept`` question is answered as ``answers`` says
    for the source of the resolving ability (by its name); priority passes."""
    for _ in range(60):
        g = table.game()
        if g.active == "A" and g.step != "upkeep" and g.step != "untap":
            return
        pending = table.pending()
        if pending.kind == "accept":
            top = g.objects[g.stack[-1]]
            assert top.source is not None
            table.push_named(answers[g.objects[top.source].name])
        elif pending.kind == "priority":
            table.push_named("pass", pending.player)
        else:
            table.push(table.legal_decisions()[0])
    raise AssertionError("A's upkeep never ended")


def test_613_1f_113_3_energy_flux_each_artifact_pays_or_is_sacrificed() -> None:
    """613.1f, 113.3: B's Energy Flux gives A's artifacts its ability: at A's upkeep each
    triggers, its source the artifact, controlled by A, named after Energy Flux on the
    stack. A pays {2} for the Sol Ring and not for the Ornithopter, which is sacrificed;
    B's own artifact doesn't trigger in A's upkeep."""
    table = _at_upkeep('"Sol Ring", "Ornithopter", "Island", "Island"',
                       '"Energy Flux", "Jade Monolith"')
    _answer(table, {"Sol Ring": "accept yes paying Island, Island",
                    "Ornithopter": "accept no"})
    triggered = [e for e in of(table, v.AbilityTriggered) if e.source_name == "Energy Flux"]
    g = table.game()
    assert len(triggered) == 2 and all(e.controller == "A" for e in triggered)
    assert all(e.index == GRANTED for e in triggered)
    assert names(table, "1", "A", "graveyard") == ["Ornithopter"]
    assert permanent(g, "Sol Ring").controller == "A"
    assert "Jade Monolith" in names(table, "1", "B", "battlefield")


def test_613_1f_the_tabernacle_destroys_each_creature_unpaid_for() -> None:
    """613.1f: under The Tabernacle at Pendrell Vale each creature has "At the beginning
    of your upkeep, destroy this creature unless you pay {1}": A pays for the Bears with
    its one Plains, and the Lions are destroyed."""
    table = _at_upkeep('"Grizzly Bears", "Savannah Lions", "Plains"',
                       '"The Tabernacle at Pendrell Vale"')
    _answer(table, {"Grizzly Bears": "accept yes paying Plains",
                    "Savannah Lions": "accept no"})
    assert names(table, "1", "A", "graveyard") == ["Savannah Lions"]
    assert "Grizzly Bears" in names(table, "1", "A", "battlefield")


def test_113_3_farmstead_the_lands_controller_controls_its_ability() -> None:
    """113.3, 613.1f: B's Farmstead enchants A's Plains; the land has the ability, so it
    triggers at A's upkeep (not B's), controlled by A: A pays {W}{W} and gains 1 life."""
    table = _at_upkeep('"Plains", "Plains", "Plains"',
                       '{ card = "Farmstead", attached_to = "Plains" }')
    _answer(table, {"Plains": "accept yes paying Plains#2, Plains#3"})
    triggered = [e for e in of(table, v.AbilityTriggered) if e.source_name == "Farmstead"]
    assert [e.controller for e in triggered] == ["A"]
    assert table.game().player["A"].life == 21


def test_613_1f_a_granted_ability_resolves_though_the_granter_has_left() -> None:
    """613.1f, 113.7a: the ability on the stack is independent of its source's and of the
    granting permanent's fate: Energy Flux destroyed in response (Disenchant), the Sol
    Ring's ability still resolves, and A, declining, sacrifices the Sol Ring."""
    table = play('''
[A]
battlefield = ["Sol Ring"]
[B]
hand = ["Disenchant"]
battlefield = ["Energy Flux", "Plains", "Plains"]
''' + decisions("pass") + decisions("pass", player="B") + decisions("pass")
        + decisions("cast Disenchant targeting Energy Flux", player="B")
        + decisions("pass") + decisions("pass", player="B"), active="B", step="end")
    assert sorted(names(table, "1", "B", "graveyard")) == ["Disenchant", "Energy Flux"]
    _answer(table, {"Sol Ring": "accept no"})
    assert names(table, "1", "A", "graveyard") == ["Sol Ring"]


def test_613_1f_zombie_master_grants_swampwalk_and_regeneration_to_other_zombies() -> None:
    """613.1f, 702.14, 701.19a: Scathe Zombies has swampwalk and "{B}: Regenerate this
    permanent" under Zombie Master (which itself has neither); activated, the ability is
    recorded as granted by Zombie Master, and it regenerates the Zombies from B's
    Lightning Bolt."""
    table = play('''
[A]
battlefield = ["Zombie Master", "Scathe Zombies", "Swamp"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("activate Scathe Zombies paying Swamp") + decisions("pass", player="B")
        + decisions("pass")
        + decisions("cast Lightning Bolt targeting Scathe Zombies paying Mountain",
                    player="B") + decisions("pass") + decisions("pass", player="B"))
    g = table.game()
    assert "swampwalk" in keywords(g, permanent(g, "Scathe Zombies"))
    assert "swampwalk" not in keywords(g, permanent(g, "Zombie Master"))
    assert not abilities(g, permanent(g, "Zombie Master"))
    [activated] = of(table, v.AbilityActivated)
    assert activated.granted_by == "Zombie Master" and activated.index == GRANTED + 1
    assert permanent(g, "Scathe Zombies").tapped  # regenerated (701.19a)
    assert names(table, "1", "A", "graveyard") == []


def test_113_7a_a_granted_ability_resolves_after_zombie_master_dies() -> None:
    """113.7a, 613.1f: once activated, the Zombies' regeneration is independent of Zombie
    Master: B bolts Zombie Master in response, the ability still resolves (the Zombies no
    longer have it), and the shield regenerates them from a second Bolt."""
    table = play('''
[A]
battlefield = ["Zombie Master", "Scathe Zombies", "Swamp"]
[B]
hand = ["Lightning Bolt", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain"]
''' + decisions("activate Scathe Zombies paying Swamp")
        + decisions("cast Lightning Bolt targeting Zombie Master paying Mountain", player="B")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("pass") + decisions("pass", player="B") + decisions("pass")
        + decisions("cast Lightning Bolt targeting Scathe Zombies paying Mountain#2",
                    player="B") + decisions("pass") + decisions("pass", player="B"))
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Zombie Master"]
    assert not abilities(g, permanent(g, "Scathe Zombies"))
    assert permanent(g, "Scathe Zombies").tapped


def test_602_5b_a_granted_abilitys_limit_counts_its_activations() -> None:
    """602.5b, 613.1f: a judge's own lord grants "{1}: You gain 1 life. Activate only once
    each turn"; the Bears activate it once, and a second activation is refused, naming
    602.5b. The life goes to the Bears' controller."""
    table = play('''
[A]
battlefield = ["Kind Lord", "Grizzly Bears", "Plains", "Plains"]
''' + decisions("activate Grizzly Bears paying Plains", "pass")
        + decisions("pass", player="B"), head='''
[cards."Kind Lord"]
cost = "{1}{W}"
types = ["Creature"]
power = 1
toughness = 1
[[cards."Kind Lord".statics]]
affects = { types = ["Creature"], other = true }
have = { cost = { mana = "{1}" }, effects = [{ effect = "gain_life", amount = 1 }], limit = 1 }
''')
    assert table.game().player["A"].life == 21
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"602\.5b"):
        table.push_named("activate Grizzly Bears paying Plains#2")
    assert len(table.events) == before
