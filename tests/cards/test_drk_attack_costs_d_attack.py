"""Batch d-attack's costs to attack (508.1g-i): Brainwash (engine/cards/sets/drk/white.py)
and Leviathan (engine/cards/sets/drk/blue.py). A cost to attack is not a restriction: the
attacking player chooses attackers, the total cost is locked in (508.1g), mana abilities
may be activated (508.1h) and the whole cost is paid (508.1i); a declaration that doesn't
pay it is refused with its rule and appends nothing."""

from __future__ import annotations

import pytest
from support import advance, decisions, fight, names, of, permanent, play

from shahrazad.cards.pool import card
from shahrazad.decisions import Attack
from shahrazad.events import vocabulary as v
from shahrazad.naming import parse
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

COMBAT = "beginning_of_combat"
BEARS_WASHED = '"Grizzly Bears", { card = "Brainwash", attached_to = "Grizzly Bears" }'


def _at_declaration(a_side: str) -> Table:
    """A's position as attackers are to be declared, A's battlefield ``a_side``."""
    return fight(a_side, "", until="script_end")


def _declare(table: Table) -> None:
    """Play on to A's declaration of attackers."""
    while table.pending().kind != "attackers":
        table.push_named("pass", player=table.pending().player)


def test_508_1g_brainwash_the_enchanted_creature_attacks_when_its_controller_pays_3() -> None:
    """508.1g-i: Grizzly Bears enchanted by Brainwash attacks; A taps three Plains for the
    {3} as attackers are declared: the mana is spent under 508.1i and B takes 2."""
    table = fight(BEARS_WASHED + ', "Plains", "Plains", "Plains"', "",
                  decisions("attack Grizzly Bears paying Plains, Plains, Plains"))
    assert table.game().player["B"].life == 18
    spent = [e for e in of(table, v.ManaSpent) if e.rule == "508.1i"]
    assert [e.mana for e in spent] == ["WWW"]
    g = table.game()
    assert all(g.objects[o].tapped for o in g.battlefield if g.objects[o].name == "Plains")
    assert card("Brainwash").first_printed == "DRK"


def test_508_1i_brainwash_unpaid_the_declaration_is_refused() -> None:
    """508.1i, 118.3: with only two lands A can't pay {3}: the attack is refused with its
    rule and nothing is appended; attacking with nothing stays legal."""
    table = _at_declaration(BEARS_WASHED + ', "Plains", "Plains"')
    _declare(table)
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"508\.1i"):
        table.push_named("attack Grizzly Bears")
    assert len(table.events) == before
    legal = table.legal_decisions()
    assert all(not isinstance(d, Attack) or not d.attackers for d in legal)


def test_508_1g_brainwash_the_engine_pays_with_the_lands_when_the_text_says_nothing() -> None:
    """508.1g-h: "attack Grizzly Bears" with four Plains: the engine finds a payment of
    {3}; one Plains stays untapped."""
    table = fight(BEARS_WASHED + ', "Plains", "Plains", "Plains", "Plains"', "",
                  decisions("attack Grizzly Bears"), until="attackers_declared")
    g = table.game()
    untapped = [o for o in g.battlefield if g.objects[o].name == "Plains"
                and not g.objects[o].tapped]
    assert len(untapped) == 1
    assert g.objects[permanent(g, "Grizzly Bears").oid].attacking is not None


def test_508_1h_an_attacker_tapped_by_attacking_cant_pay_with_its_tap_ability() -> None:
    """508.1f, 508.1h: Llanowar Elves enchanted by Brainwash is tapped as it attacks,
    before the cost is paid: its {T} mana ability can't help pay it."""
    table = _at_declaration('"Llanowar Elves", { card = "Brainwash", attached_to = '
                            '"Llanowar Elves" }, "Forest", "Forest"')
    _declare(table)
    with pytest.raises(IllegalDecision, match=r"508\.1h"):
        table.push_named(
            "attack Llanowar Elves paying Llanowar Elves, Forest, Forest")


def test_508_1g_brainwash_costs_each_combat_and_each_creature_apart() -> None:
    """508.1g: the costs of two Brainwashed creatures add up: {6} for both; with five
    lands only one of them can attack."""
    side = ('"Grizzly Bears", { card = "Brainwash", attached_to = "Grizzly Bears" }, '
            '"Hill Giant", { card = "Brainwash", attached_to = "Hill Giant" }, '
            + ", ".join(['"Plains"'] * 5))
    table = _at_declaration(side)
    _declare(table)
    with pytest.raises(IllegalDecision, match=r"508\.1i"):
        table.push_named("attack Grizzly Bears, Hill Giant")
    legal = table.legal_decisions()
    assert max(len(d.attackers) for d in legal if isinstance(d, Attack)) == 1


def test_508_1d_a_cost_to_attack_is_never_required() -> None:
    """508.1d: Juggernaut attacks each combat if able, but no requirement makes a player
    pay a cost to attack: enchanted by Brainwash, it needn't attack (declaring nothing is
    legal, and is the passive declaration), and nothing is paid."""
    table = _at_declaration('"Juggernaut", { card = "Brainwash", attached_to = '
                            '"Juggernaut" }, "Plains", "Plains", "Plains"')
    _declare(table)
    table.push_named("attack nothing")
    assert not of(table, v.ManaSpent)
    assert permanent(table.game(), "Juggernaut").attacking is None


# -- Leviathan -------------------------------------------------------------------------


def test_614_1d_leviathan_enters_tapped_and_doesnt_untap() -> None:
    """614.1d, 502.3: Leviathan enters the battlefield tapped, and A's untap step leaves it
    tapped; A declines the upkeep sacrifice."""
    islands = ", ".join(['"Island"'] * 9)
    table = play(f'''
[A]
hand = ["Leviathan"]
battlefield = [{islands}]
''' + decisions("cast Leviathan") + decisions("pass") + decisions("pass", player="B"))
    assert permanent(table.game(), "Leviathan").tapped
    advance(table, "A", "main1", answers={"sacrifice": "sacrifice nothing"})
    assert permanent(table.game(), "Leviathan").tapped
    assert card("Leviathan").first_printed == "DRK"


def test_608_2c_leviathan_upkeep_sacrifice_two_islands_untaps_it() -> None:
    """608.2c: at A's upkeep A sacrifices two Islands: Leviathan untaps."""
    table = play('''
[A]
battlefield = [{ card = "Leviathan", tapped = true }, "Island", "Island", "Island"]
''', active="B", step="end")
    advance(table, "A", "main1", answers={"sacrifice": "sacrifice Island, Island"})
    assert not permanent(table.game(), "Leviathan").tapped
    assert names(table, "1", "A", "graveyard") == ["Island", "Island"]


def test_608_2c_leviathan_with_one_island_stays_tapped() -> None:
    """608.2c: with one Island A can't sacrifice two: nothing is asked or sacrificed, and
    Leviathan stays tapped."""
    table = play('''
[A]
battlefield = [{ card = "Leviathan", tapped = true }, "Island"]
''', active="B", step="end")
    advance(table, "A", "main1")
    assert permanent(table.game(), "Leviathan").tapped
    assert names(table, "1", "A", "graveyard") == []


def test_508_1i_leviathan_attacks_by_sacrificing_two_islands() -> None:
    """508.1g-i, 702.19b: Leviathan attacks; A sacrifices two of three Islands as the
    cost (recorded under 508.1i): B takes 10 (trample over nothing)."""
    table = fight('"Leviathan", "Island", "Island", "Island"', "",
                  decisions("attack Leviathan sacrificing Island, Island"))
    assert table.game().player["B"].life == 10
    assert names(table, "1", "A", "graveyard") == ["Island", "Island"]
    moved = [e for e in of(table, v.ZoneChanged) if e.rule == "508.1i"]
    assert len(moved) == 2


def test_508_1i_leviathan_without_two_islands_cant_attack() -> None:
    """508.1i: with one Island the cost can't be paid: the attack is refused, and no
    declaration with Leviathan is legal."""
    table = _at_declaration('"Leviathan", "Island"')
    _declare(table)
    with pytest.raises(IllegalDecision, match=r"508\.1i"):
        table.push_named("attack Leviathan sacrificing Island")
    legal = table.legal_decisions()
    assert all(not d.attackers for d in legal if isinstance(d, Attack))


def test_508_1i_leviathan_sacrifices_only_islands() -> None:
    """508.1i: a Forest is not an Island: sacrificing it doesn't pay the cost."""
    table = _at_declaration('"Leviathan", "Island", "Island", "Forest"')
    _declare(table)
    with pytest.raises(IllegalDecision, match=r"508\.1i"):
        table.push_named(
            "attack Leviathan sacrificing Island, Forest")


def test_508_1g_leviathan_with_exactly_two_islands_the_engine_names_them() -> None:
    """508.1g: with exactly two Islands there is no choice: "attack Leviathan" sacrifices
    them; the decision's words name them and read back."""
    table = fight('"Leviathan", "Island", "Island"', "", decisions("attack Leviathan"),
                  until="attackers_declared")
    assert names(table, "1", "A", "graveyard") == ["Island", "Island"]


def test_508_1g_a_declaration_with_its_costs_reads_back_from_its_words() -> None:
    """508.1g-i: every legal declaration with a cost to attack names what it sacrifices
    and pays with, and those words parse back to it."""
    table = _at_declaration('"Leviathan", "Island", "Island", "Island", '
                            + BEARS_WASHED + ', "Plains", "Plains", "Plains"')
    _declare(table)
    costly = [d for d in table.legal_decisions()
              if isinstance(d, Attack) and (d.payment or d.sacrificing)]
    assert any(d.sacrificing for d in costly) and any(d.payment for d in costly)
    for d in costly:
        text = table.name(d)
        assert parse(table.state, text) == d, text


def _ordered(a_side: str) -> Table:
    """A's standing order "attack with every creature", from A's beginning of combat to
    the end of combat."""
    return play(f'''
[A]
battlefield = [{a_side}]
[policies]
A = ["attack with every creature"]
B = ["pass"]
''', step=COMBAT, until="combat_ended")


def test_508_1g_attack_with_every_creature_pays_a_cost_it_can() -> None:
    """508.1g-i: the standing order attacks with the Brainwashed Grizzly Bears too,
    paying {3} with the Plains: B takes 2 from it and 1 from the Llanowar Elves."""
    table = _ordered(BEARS_WASHED + ', "Plains", "Plains", "Plains", "Llanowar Elves"')
    assert table.game().player["B"].life == 17
    assert [e.mana for e in of(table, v.ManaSpent) if e.rule == "508.1i"] == ["WWW"]


def test_508_1g_attack_with_every_creature_leaves_out_a_cost_it_cant_pay() -> None:
    """508.1g-i: with two Plains the Brainwashed Grizzly Bears can't attack: the order
    attacks with the Llanowar Elves alone."""
    table = _ordered(BEARS_WASHED + ', "Plains", "Plains", "Llanowar Elves"')
    assert table.game().player["B"].life == 19
    assert not of(table, v.ManaSpent)
