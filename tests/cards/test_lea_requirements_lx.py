"""Alpha's blocking requirements of batch LX (left over from batch B03): Lure and Blaze of
Glory (509.1c: the requirements are obeyed as far as the restrictions allow)."""

from __future__ import annotations

import pytest
from support import decisions, permanent, play

from shahrazad.cards.pool import card
from shahrazad.decisions import Block
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision


def _blocks(table: Table) -> set[tuple[str, str]]:
    g = table.game()
    return {(g.objects[o].name, g.objects[a].name) for o in g.battlefield
            for a in g.objects[o].blocking}


def _lure(b_side: str, a_side: str = '"Grizzly Bears"', lured: str = "Grizzly Bears",
          head: str = "") -> Table:
    """A attacks with its creatures, ``lured`` enchanted with Lure; B is asked for blocks."""
    attackers = ", ".join(n.strip().strip('"') for n in a_side.split(","))
    table = play(f'''
[A]
battlefield = [{a_side}, {{ card = "Lure", attached_to = "{lured}" }}]
[B]
battlefield = [{b_side}]
''' + decisions(f"attack {attackers}", "pass") + decisions("pass", player="B"),
        step="beginning_of_combat", head=head)
    return table


def test_509_1c_lure_every_creature_able_to_block_blocks_the_enchanted_creature() -> None:
    """509.1c: "All creatures able to block enchanted creature do so": B declaring no
    blocks, or only one of its two able creatures, is refused (the rule named, nothing
    appended); both blocking the Bears is declared (B's tapped Mammoth is not able)."""
    table = _lure('"Craw Wurm", "Serra Angel", { card = "War Mammoth", tapped = true }')
    before = len(table.events)
    for blocks in ("block nothing", "block Craw Wurm -> Grizzly Bears"):
        with pytest.raises(IllegalDecision, match=r"509\.1c"):
            table.push_named(blocks, player="B")
    assert len(table.events) == before
    table.push_named("block Craw Wurm -> Grizzly Bears, Serra Angel -> Grizzly Bears",
                     player="B")
    assert _blocks(table) == {("Craw Wurm", "Grizzly Bears"), ("Serra Angel", "Grizzly Bears")}


def test_509_1c_lure_gives_no_creature_the_ability_to_block() -> None:
    """509.1c, 702.9b (2017 ruling): Lure on a flyer: B's creature without flying or reach
    can't block it and isn't required to: B is not even asked for blocks."""
    table = _lure('"Craw Wurm"', a_side='"Serra Angel"', lured="Serra Angel")
    assert table.pending().kind != "blockers"  # B has no block to declare (509.1)
    assert _blocks(table) == set()
    assert permanent(table.game(), "Serra Angel").attacking == "B"


def test_509_1c_lure_an_agents_blocks_obey_the_requirements() -> None:
    """509.1c: every block the table offers B obeys as many requirements as can be: each
    of B's able creatures blocks the lured Bears (the other attacker, the Wurm, is left
    unblocked)."""
    table = _lure('"Llanowar Elves", "Birds of Paradise"', a_side='"Grizzly Bears", "Craw Wurm"')
    offered = [d for d in table.legal_decisions() if isinstance(d, Block)]
    assert offered and all(len(d.blocks) == 2 for d in offered)


def test_509_1c_509_1b_lure_under_caverns_of_despair_two_block() -> None:
    """509.1c with 509.1b: under Caverns of Despair ("no more than two creatures can
    block"), three of B's creatures able to block the lured Bears: the most requirements
    obeyed is two, so two block it."""
    table = _lure('"Craw Wurm", "Serra Angel", "Birds of Paradise", "Caverns of Despair"')
    with pytest.raises(IllegalDecision, match=r"509\.1c"):
        table.push_named("block Craw Wurm -> Grizzly Bears", player="B")
    table.push_named("block Craw Wurm -> Grizzly Bears, Birds of Paradise -> Grizzly Bears",
                     player="B")
    assert len(_blocks(table)) == 2
    assert card("Lure").first_printed == "LEA"


def _blaze(cast_in: str) -> Table:
    """A attacks B with three creatures; B casts Blaze of Glory on B's Craw Wurm in the
    declare attackers step."""
    return play('''
[A]
battlefield = ["Grizzly Bears", "Llanowar Elves", "War Mammoth"]
[B]
hand = ["Blaze of Glory"]
battlefield = ["Craw Wurm", "Plains"]
''' + decisions("attack Grizzly Bears, Llanowar Elves, War Mammoth", "pass")
        + decisions(cast_in, "pass", player="B") + decisions("pass")
        + decisions("pass") + decisions("pass", player="B"), step="beginning_of_combat")


def test_509_1a_509_1c_blaze_of_glory_blocks_each_attacking_creature() -> None:
    """509.1a, 509.1c: "Target creature defending player controls can block any number of
    creatures this turn. It blocks each attacking creature this turn if able": the Wurm
    must block all three attackers; blocking two is refused."""
    table = _blaze("cast Blaze of Glory targeting Craw Wurm")
    assert table.pending().kind == "blockers" and table.pending().player == "B"
    with pytest.raises(IllegalDecision, match=r"509\.1c"):
        table.push_named("block Craw Wurm -> Grizzly Bears, Craw Wurm -> Llanowar Elves",
                         player="B")
    table.push_named("block Craw Wurm -> Grizzly Bears, Craw Wurm -> Llanowar Elves, "
                     "Craw Wurm -> War Mammoth", player="B")
    assert len(_blocks(table)) == 3


def test_601_3_blaze_of_glory_only_during_combat_before_blockers() -> None:
    """601.3: "Cast this spell only during combat before blockers are declared": in a main
    phase it is refused."""
    table = play('''
[B]
hand = ["Blaze of Glory"]
battlefield = ["Craw Wurm", "Plains"]
''' + decisions("pass"))
    with pytest.raises(IllegalDecision, match=r"601\.3"):
        table.push_named("cast Blaze of Glory targeting Craw Wurm", player="B")
    assert card("Blaze of Glory").cast_only == "during_combat_before_blockers_are_declared"
