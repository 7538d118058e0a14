"""Antiquities' cards of batch B06 (engine/cards/sets/atq/): artifacts whose controller
may keep them tapped (502.3) for an effect that lasts for as long as they remain tapped
(611.2b). The rules each test exercises are in its name."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, of, permanent, play

from shahrazad.characteristics import keywords, power, toughness, traits
from shahrazad.events import vocabulary as v
from shahrazad.naming import NamingError
from shahrazad.txn import IllegalDecision

KEEP = {"keep_tapped": "keep_tapped Tawnos's Weaponry"}


def _pt(table, name: str) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    g = table.game()
    o = permanent(g, name)
    return power(g, o), toughness(g, o)


def test_502_3_611_2b_tawnoss_weaponry_kept_tapped_keeps_its_bonus() -> None:
    """502.3, 611.2b: Tawnos's Weaponry gives the Bears +1/+1 for as long as it remains
    tapped. In A's next untap step A is asked (``keep_tapped``) and keeps it tapped: the
    Bears stay 3/3 while A's Forest untaps anyway; in the untap step after that A untaps
    it, and the bonus ends at once."""
    table = play('''
[A]
battlefield = ["Tawnos's Weaponry", "Sol Ring", { card = "Forest", tapped = true },
               "Grizzly Bears"]
''' + decisions("activate Tawnos's Weaponry targeting Grizzly Bears paying Sol Ring")
        + RESOLVE)
    assert _pt(table, "Grizzly Bears") == (3, 3)
    advance(table, "A", "upkeep", KEEP)
    g = table.game()
    assert permanent(g, "Tawnos's Weaponry").tapped
    assert not permanent(g, "Forest").tapped and not permanent(g, "Sol Ring").tapped
    assert _pt(table, "Grizzly Bears") == (3, 3)
    asked = [e for e in of(table, v.ChoiceRequested) if e.kind == "keep_tapped"]
    assert [(e.player, e.rule) for e in asked] == [("A", "502.3")]
    advance(table, "B", "upkeep")
    advance(table, "A", "upkeep")  # the first answer: keep nothing tapped
    assert not permanent(table.game(), "Tawnos's Weaponry").tapped
    assert _pt(table, "Grizzly Bears") == (2, 2)
    ended = [e for e in of(table, v.EffectsEnded) if e.rule == "611.2b"]
    assert len(ended) == 1


def test_611_2b_weaponry_untapped_by_a_spell_ends_the_bonus_for_good() -> None:
    """611.2b: untapped by Twiddle, the Weaponry's effect ends; tapped again (a new
    activation aside), it doesn't come back. Untapped before its ability resolves, the
    ability does nothing (the duration is over as it would begin)."""
    table = play('''
[A]
hand = ["Twiddle", "Twiddle"]
battlefield = ["Tawnos's Weaponry", "Sol Ring", "Island", "Island", "Grizzly Bears"]
''' + decisions("activate Tawnos's Weaponry targeting Grizzly Bears paying Sol Ring")
        + RESOLVE + decisions("cast Twiddle targeting Tawnos's Weaponry paying Island")
        + RESOLVE + decisions("word untap"))
    assert _pt(table, "Grizzly Bears") == (2, 2)
    assert not permanent(table.game(), "Tawnos's Weaponry").tapped
    table.push_named("cast Twiddle targeting Tawnos's Weaponry paying Island#2")
    table.push_named("pass")
    table.push_named("pass", "B")
    table.push_named("word tap")
    assert permanent(table.game(), "Tawnos's Weaponry").tapped
    assert _pt(table, "Grizzly Bears") == (2, 2)
    # untapped in response: the ability resolves and does nothing
    table = play('''
[A]
hand = ["Twiddle"]
battlefield = ["Tawnos's Weaponry", "Sol Ring", "Island", "Grizzly Bears"]
''' + decisions("activate Tawnos's Weaponry targeting Grizzly Bears paying Sol Ring",
                "cast Twiddle targeting Tawnos's Weaponry paying Island") + RESOLVE
        + decisions("word untap") + RESOLVE)
    assert _pt(table, "Grizzly Bears") == (2, 2)
    assert not [e for e in table.game().effects.values() if e.until.startswith("while_")]


def test_502_3_keep_tapped_names_only_permanents_that_may_stay_tapped() -> None:
    """502.3: only a permanent with "you may choose not to untap" may be kept tapped; the
    answer naming another is refused and appends nothing."""
    table = play('''
[A]
battlefield = ["Tawnos's Weaponry", "Sol Ring", "Forest", "Grizzly Bears"]
''' + decisions("activate Tawnos's Weaponry targeting Grizzly Bears paying Sol Ring")
        + RESOLVE)
    advance(table, "B", "upkeep")
    advance(table, "B", "end")
    for _ in range(20):
        if table.pending().kind == "keep_tapped":
            break
        table.push_named("pass")
    assert table.pending().kind == "keep_tapped"
    before = len(table.events)
    with pytest.raises(NamingError):
        table.push_named("keep_tapped Sol Ring")
    assert len(table.events) == before
    table.push_named("keep_tapped Tawnos's Weaponry")
    assert permanent(table.game(), "Tawnos's Weaponry").tapped


def test_611_2b_ashnods_battle_gear_plus_two_minus_two_while_tapped() -> None:
    """611.2b, 115.1: Ashnod's Battle Gear targets only a creature its controller
    controls: +2/-2 on the Hill Giant (5/1) for as long as it remains tapped; B's Bears
    are no target."""
    table = play('''
[A]
battlefield = ["Ashnod's Battle Gear", "Sol Ring", "Hill Giant"]
[B]
battlefield = ["Grizzly Bears"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Ashnod's Battle Gear targeting Grizzly Bears paying Sol Ring")
    table = play('''
[A]
battlefield = ["Ashnod's Battle Gear", "Sol Ring", "Hill Giant"]
''' + decisions("activate Ashnod's Battle Gear targeting Hill Giant paying Sol Ring")
        + RESOLVE)
    assert _pt(table, "Hill Giant") == (5, 1)
    advance(table, "A", "upkeep", {"keep_tapped": "keep_tapped Ashnod's Battle Gear"})
    assert _pt(table, "Hill Giant") == (5, 1)


def test_502_3_phyrexian_gremlins_keep_an_artifact_tapped_while_tapped() -> None:
    """701.26, 502.3, 611.2b: Phyrexian Gremlins tap B's Sol Ring, which doesn't untap in
    B's untap step while the Gremlins stay tapped (A kept them tapped in A's own untap
    step in between... B's comes first: both tapped, it stays tapped); once A untaps the
    Gremlins, the Ring untaps in B's next untap step."""
    table = play('''
[A]
battlefield = ["Phyrexian Gremlins"]
[B]
battlefield = ["Sol Ring", { card = "Mox Pearl", tapped = true }]
''' + decisions("activate Phyrexian Gremlins targeting Sol Ring") + RESOLVE)
    g = table.game()
    assert permanent(g, "Sol Ring").tapped
    advance(table, "B", "upkeep")
    g = table.game()
    assert permanent(g, "Sol Ring").tapped and not permanent(g, "Mox Pearl").tapped
    advance(table, "A", "upkeep", {"keep_tapped": "keep_tapped Phyrexian Gremlins"})
    advance(table, "B", "upkeep")
    assert permanent(table.game(), "Sol Ring").tapped
    advance(table, "A", "upkeep")  # A untaps the Gremlins: the effect ends (611.2b)
    assert not table.game().effects
    advance(table, "B", "upkeep")
    assert not permanent(table.game(), "Sol Ring").tapped


@pytest.mark.parametrize(("form", "pt", "kws", "wall"), [
    ("3/3", (3, 3), set(), False),
    ("2/2_flying", (2, 2), {"flying"}, False),
    ("1/6_wall", (1, 6), {"defender"}, True)])
def test_614_1c_primal_clay_becomes_the_form_chosen_as_it_enters(
        form: str, pt: tuple[int, int], kws: set[str], wall: bool) -> None:
    """614.1c, 604.3, 702.3: as Primal Clay enters, A chooses its form (a ``word``): a
    3/3, a 2/2 with flying, or a 1/6 Wall with defender, an artifact creature still."""
    table = play('''
[A]
hand = ["Primal Clay"]
battlefield = ["Sol Ring", "Sol Ring"]
''' + decisions("cast Primal Clay") + RESOLVE + decisions(f"word {form}"))
    g = table.game()
    clay = permanent(g, "Primal Clay")
    assert _pt(table, "Primal Clay") == pt
    assert {"flying", "defender"} & set(keywords(g, clay)) == kws
    assert ("Wall" in traits(g, clay).subtypes) == wall
    assert {"Artifact", "Creature"} <= set(traits(g, clay).types)


def test_614_1c_primal_clay_refuses_a_form_it_doesnt_have() -> None:
    """608.2d: the answer is one of the three forms; another word is refused."""
    table = play('''
[A]
hand = ["Primal Clay"]
battlefield = ["Sol Ring", "Sol Ring"]
''' + decisions("cast Primal Clay") + RESOLVE)
    with pytest.raises(NamingError):
        table.push_named("word 4/4")
    assert table.pending().kind == "word"
