"""Copies (707): Fork and Chain Lightning copy spells, Clone copies a creature.

Each test sets up a position from a scenario file's text and plays it with decisions
written as text (``shahrazad.naming``).
"""

from __future__ import annotations

import pytest
from support import of

from shahrazad.characteristics import colors, defn, power, toughness
from shahrazad.decisions import Retarget
from shahrazad.events import vocabulary as v
from shahrazad.projections.invariants import conservation_problems
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import IllegalDecision, Table

ISLANDS = "library = [" + ", ".join(['"Island"'] * 10) + "]"


def position(body: str, seed: int = 1, edition: str = "current") -> Table:
    """The table a scenario describes, A to act in their precombat main phase."""
    text = (f'edition = "{edition}"\nseed = {seed}\nplayers = ["A", "B"]\nactive = "A"\n'
            'turn = 3\nstep = "main1"\n[run]\nuntil = "script_end"\n' + body)
    return run_scenario(load_scenario(text))


def names(table: Table, player: str, zone: str, game: str = "1") -> list[str]:
    g = table.game(game)
    return [g.objects[o].name for o in g.zone(zone, player)]


def pass_until(table: Table, kind: str) -> None:
    """Both players pass until the table asks for ``kind``."""
    for _ in range(40):
        waiting = table.pending()
        assert waiting is not None, "every game is over"
        if waiting.kind == kind:
            return
        assert waiting.kind == "priority", waiting
        table.push_named("pass")
    raise AssertionError(f"no {kind} question came")


def resolve_all(table: Table, game: str = "1") -> None:
    while table.game(game).stack or (table.pending() is not None
                                     and table.pending().kind != "priority"):
        waiting = table.pending()
        assert waiting is not None and waiting.kind == "priority", waiting
        table.push_named("pass")


BOLT_AND_FORK = f"""
[A]
{ISLANDS}
hand = ["Lightning Bolt", "Fork", "Ancestral Recall"]
battlefield = ["Mountain", "Mountain", "Mountain", "Island"]
[B]
{ISLANDS}
battlefield = ["Serra Angel", "Island", "Island"]
hand = ["Counterspell"]
"""


# -- Fork ----------------------------------------------------------------------------------


def test_707_10_fork_copies_a_spell_with_its_targets_and_the_copy_is_no_card() -> None:
    """707.10: Fork puts a copy of the target spell on the stack, with the spell's targets
    unless new ones are chosen (707.10c); the copy isn't cast, and as it leaves the stack
    it ceases to exist (704.5e): no card goes to a graveyard for it."""
    table = position(BOLT_AND_FORK)
    table.push_named("cast Lightning Bolt targeting B")
    table.push_named("cast Fork targeting Lightning Bolt")
    pass_until(table, "new_targets")
    assert table.pending().player == "A"
    table.push_named("retarget B")
    copy = of(table, v.SpellCopied)[-1]
    assert copy.rule == "707.10" and copy.controller == "A" and copy.targets == ("B",)
    g = table.game()
    assert [g.objects[o].name for o in g.stack] == ["Lightning Bolt", "Lightning Bolt"]
    assert g.objects[copy.new_obj].card is None  # not a card (707.10)
    assert len(of(table, v.SpellCast)) == 2  # the copy was not cast
    resolve_all(table)
    assert table.game().player["B"].life == 14
    ceased = [e for e in of(table, v.ObjectCeased) if e.obj == copy.new_obj]
    assert [e.rule for e in ceased] == ["704.5e"]
    assert sorted(names(table, "A", "graveyard")) == ["Fork", "Lightning Bolt"]
    assert conservation_problems(table.state) == []


def test_707_10_the_copy_of_a_blue_spell_is_red() -> None:
    """707.10 and Fork's text: the copy has the spell's copiable values except its color,
    red (a color an effect sets, layer 5), and draws its controller three cards too."""
    table = position(BOLT_AND_FORK)
    table.push_named("cast Ancestral Recall targeting A")
    table.push_named("cast Fork targeting Ancestral Recall")
    pass_until(table, "new_targets")
    table.push_named("retarget A")
    g = table.game()
    original, copy = (g.objects[o] for o in g.stack)
    assert colors(g, original) == "U" and colors(g, copy) == "R"
    assert of(table, v.SpellCopied)[-1].colors == "R"
    hand = len(g.player["A"].hand)
    resolve_all(table)
    assert len(table.game().player["A"].hand) == hand + 6


def test_707_10c_new_targets_are_legal_ones_or_the_same() -> None:
    """707.10c: the copy's controller may change its targets; a new target must be legal
    (a land is not "any target"), an unchanged one may stay; a refusal names 707.10c and
    appends nothing."""
    table = position(BOLT_AND_FORK)
    table.push_named("cast Lightning Bolt targeting B")
    table.push_named("cast Fork targeting Lightning Bolt")
    pass_until(table, "new_targets")
    g = table.game()
    island = next(o for o in g.battlefield if g.objects[o].name == "Island"
                  and g.objects[o].controller == "B")
    before = table.position
    with pytest.raises(IllegalDecision) as refused:
        table.push(Retarget((island,)))
    assert refused.value.rule == "707.10c" and table.position == before
    options = {d.targets for d in table.legal_decisions() if isinstance(d, Retarget)}
    angel = next(o for o in g.battlefield if g.objects[o].name == "Serra Angel")
    assert ("B",) in options and ("A",) in options and (angel,) in options
    assert (island,) not in options
    table.push_named("retarget Serra Angel")
    assert of(table, v.SpellCopied)[-1].rule == "707.10c"
    resolve_all(table)
    g = table.game()
    assert g.player["B"].life == 17
    assert g.objects[next(o for o in g.battlefield if g.objects[o].name == "Serra Angel")
                     ].damage == 3


def test_704_5e_a_countered_copy_ceases_to_exist() -> None:
    """704.5e: B counters the copy; a copy of a spell off the stack ceases to exist, so
    nothing of it reaches a graveyard, while the Bolt it copied still resolves."""
    table = position(BOLT_AND_FORK)
    table.push_named("cast Lightning Bolt targeting B")
    table.push_named("cast Fork targeting Lightning Bolt")
    pass_until(table, "new_targets")
    table.push_named("retarget B")
    copy = of(table, v.SpellCopied)[-1].new_obj
    table.push_named("pass")
    table.push(next(d for d in table.legal_decisions() if d.KIND == "cast"
                    and d.targets == (copy,)))
    resolve_all(table)
    assert of(table, v.SpellCountered)[-1].obj == copy
    assert [e.rule for e in of(table, v.ObjectCeased) if e.obj == copy] == ["704.5e"]
    assert names(table, "B", "graveyard") == ["Counterspell"]
    assert table.game().player["B"].life == 17


# -- Chain Lightning -----------------------------------------------------------------------


CHAIN = f"""
[A]
{ISLANDS}
hand = ["Chain Lightning"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
{ISLANDS}
battlefield = ["Mountain", "Mountain", "Grizzly Bears"]
"""


def test_707_10_chain_lightning_the_damaged_player_pays_to_copy_it_back() -> None:
    """Chain Lightning (707.10, 707.10c): the player it damaged may pay {R}{R} to copy it
    and choose a new target; the copy offers the same to the player it damages, who
    declines here. Payment is by mana abilities while the spell resolves (601.2h)."""
    table = position(CHAIN)
    table.push_named("cast Chain Lightning targeting B")
    pass_until(table, "accept")
    assert table.pending().player == "B"
    assert {d.KIND for d in table.legal_decisions()} == {"accept"}
    table.push_named("accept yes")
    assert table.game().player["B"].mana == ""
    assert table.pending().kind == "new_targets" and table.pending().player == "B"
    table.push_named("retarget A")
    copy = of(table, v.SpellCopied)[-1]
    assert copy.controller == "B" and copy.targets == ("A",)
    pass_until(table, "accept")
    assert table.pending().player == "A"
    table.push_named("accept no")
    resolve_all(table)
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (17, 17)
    assert names(table, "A", "graveyard") == ["Chain Lightning"]
    assert not of(table, v.SpellCopied)[1:]


def test_707_10_chain_lightning_at_a_creature_offers_the_copy_to_its_controller() -> None:
    """That permanent's controller is offered the copy; a player who can't pay {R}{R} is
    offered nothing."""
    table = position(CHAIN.replace('["Mountain", "Mountain", "Mountain"]', '["Mountain", '
                                   '"Mountain"]'))
    table.push_named("cast Chain Lightning targeting Grizzly Bears")
    pass_until(table, "accept")
    assert table.pending().player == "B"
    table.push_named("accept yes paying Mountain, Mountain#2")
    table.push_named("retarget A")
    resolve_all(table)  # A has one Mountain left: not offered the copy's copy
    assert not of(table, v.ChoiceRequested)[2:]
    assert table.game().player["A"].life == 17
    assert "Grizzly Bears" in names(table, "B", "graveyard")


# -- Clone ---------------------------------------------------------------------------------


CLONES = f"""
[A]
{ISLANDS}
hand = ["Clone", "Clone", "Giant Growth"]
battlefield = ["Island", "Island", "Island", "Island", "Island", "Island", "Island",
               "Island", "Forest", "Mountain"]
[B]
{ISLANDS}
battlefield = ["Shivan Dragon", "Serra Angel"]
"""


def clone(table: Table, copied: str) -> int:
    table.push_named("cast Clone")
    pass_until(table, "choose")
    table.push_named(f"choose {copied}")
    entered = of(table, v.EnteredAsCopy)[-1]
    resolve_all(table)
    return entered.obj


def test_707_2_clone_enters_as_a_copy_with_the_copied_cards_abilities() -> None:
    """707.2, 614.1c: as Clone enters, A chooses B's Shivan Dragon; Clone has its copiable
    values: its name, 5/5, flying and its {R}: +1/+0, which A activates."""
    table = position(CLONES)
    oid = clone(table, "Shivan Dragon")
    g = table.game()
    obj = g.objects[oid]
    assert obj.name == "Shivan Dragon" and obj.printed == "Clone" and obj.controller == "A"
    assert (power(g, obj), toughness(g, obj)) == (5, 5)
    assert "flying" in defn(g, obj).keywords
    assert of(table, v.EnteredAsCopy)[-1].rule == "707.2"
    table.push_named("activate A:Shivan Dragon")
    resolve_all(table)
    g = table.game()
    assert power(g, g.objects[oid]) == 6


def test_707_3_a_clone_copying_a_clone_copies_what_that_clone_copied() -> None:
    """707.3: the copiable values of a copy are those it copied, so the second Clone,
    copying the first (a Serra Angel), is a Serra Angel; the Giant Growth on the first is
    not copied (not a copiable value)."""
    table = position(CLONES)
    first = clone(table, "Serra Angel")
    table.push_named("cast Giant Growth targeting A:Serra Angel")
    resolve_all(table)
    second = clone(table, "A:Serra Angel")
    g = table.game()
    assert g.objects[second].name == "Serra Angel" and g.objects[second].printed == "Clone"
    assert (power(g, g.objects[first]), power(g, g.objects[second])) == (7, 4)
    assert of(table, v.EnteredAsCopy)[-1].copied == first


def test_707_2_a_copy_is_itself_again_off_the_battlefield() -> None:
    """707.2: a copy effect lasts while the permanent is on the battlefield: exiled, the
    Clone that was a Serra Angel is a Clone again."""
    table = position(CLONES.replace('"Giant Growth"', '"Swords to Plowshares"')
                     .replace('"Forest", "Mountain"', '"Plains", "Mountain"'))
    oid = clone(table, "Serra Angel")
    card_id = table.game().objects[oid].card
    table.push_named("cast Swords to Plowshares targeting A:Serra Angel")
    resolve_all(table)
    g = table.game()
    assert [g.objects[o].name for o in g.exile] == ["Clone"]
    assert g.objects[g.exile[0]].card == card_id and not g.objects[g.exile[0]].printed
    assert g.player["A"].life == 24  # its power as it last existed: a 4/4 Serra Angel


def test_704_5f_a_clone_with_nothing_to_copy_enters_as_a_0_0_and_dies() -> None:
    """With no creature on the battlefield there is no choice: Clone enters as itself, a
    0/0, and dies to the state-based action for toughness 0 (704.5f)."""
    table = position(f'[A]\n{ISLANDS}\nhand = ["Clone"]\nbattlefield = ["Island", "Island", '
                     f'"Island", "Island"]\n[B]\n{ISLANDS}\n')
    table.push_named("cast Clone")
    resolve_all(table)
    assert not of(table, v.EnteredAsCopy)
    assert names(table, "A", "graveyard") == ["Clone"]
    assert any(e.rule == "704.5f" for e in of(table, v.ZoneChanged))
