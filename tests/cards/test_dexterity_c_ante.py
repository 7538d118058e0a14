"""Dexterity cards on a table of data (Ambiguity A26): Chaos Orb (Alpha) and Falling Star
(Legends).

A card flipped onto the table can't be flipped here: its controller aims it as it
resolves (608.2d, a ``choose``), and whether it turns over and lands where it was aimed
is one recorded outcome (``card_flipped_onto``): ``hit`` or ``miss``, at even odds, or as
a scenario states it (``[[random]] what = "dexterity"``); under A26's alternative
(``a26_dexterity = "aimed"``) every flip is a hit.
"""

from __future__ import annotations

import pytest

from shahrazad.cards.pool import card
from shahrazad.cards.words import abilities, describe
from shahrazad.events import vocabulary as v
from shahrazad.projections.audit import audit
from shahrazad.rules.options import READINGS
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.scenario.outcomes import ScenarioError
from shahrazad.table import Table
from tests.support import decisions, names, of, play

HIT = '[[random]]\nwhat = "dexterity"\nresult = "hit"\n'
MISS = '[[random]]\nwhat = "dexterity"\nresult = "miss"\n'

ORB = '''
[A]
battlefield = ["Chaos Orb", "Plains", "Grizzly Bears"]
[B]
battlefield = ["Serra Angel", "Mox Jet"]
'''


def _orb(aim: str, head: str = HIT) -> Table:
    return play(ORB + decisions("activate Chaos Orb", "pass") + decisions("pass", player="B")
                + decisions(f"choose {aim}"), head=head)


def test_chaos_orb_and_falling_star_are_their_oracle_text() -> None:
    orb, star = card("Chaos Orb"), card("Falling Star")
    assert (str(orb.cost), sorted(orb.types), orb.first_printed) == ("{2}", ["Artifact"], "LEA")
    assert (str(star.cost), sorted(star.types), star.first_printed) == (
        "{2}{R}", ["Sorcery"], "LEG")
    assert abilities(orb) == [
        "{1}, {T}: you flip this card onto the table, if this is on the battlefield, aimed "
        "at a nontoken permanent: it lands on them or misses (a dexterity flip); destroy "
        "each permanent it landed on; destroy this."]
    (spell,) = describe(star)
    assert spell.effects == (
        "you flip this card onto the table aimed at any number of creatures: it lands on "
        "them or misses (a dexterity flip)", "deal 3 damage to each permanent it landed on",
        "tap each creature dealt damage this way")


def test_a26_608_2d_chaos_orb_hit_destroys_the_permanent_it_was_aimed_at() -> None:
    """A26, 608.2d: A aims Chaos Orb at Serra Angel; the flip is a hit (stated): the Angel
    is destroyed, then Chaos Orb. The outcome is an event naming what was aimed at."""
    table = _orb("Serra Angel")
    assert names(table, "1", "B", "graveyard") == ["Serra Angel"]
    assert names(table, "1", "A", "graveyard") == ["Chaos Orb"]
    assert names(table, "1", "B", "battlefield") == ["Mox Jet"]
    (flip,) = of(table, v.CardFlippedOnto)
    assert (flip.player, flip.result, flip.method, flip.rule) == (  # type: ignore[attr-defined]
        "A", "hit", "scenario", "608.2c")
    (aimed,) = flip.aimed  # type: ignore[attr-defined]
    destroyed = [e.obj for e in of(table, v.ZoneChanged)  # type: ignore[attr-defined]
                 if e.to_zone == "graveyard" and e.to_player == "B"]  # type: ignore[attr-defined]
    assert destroyed == [aimed]
    said = [str(line) for line in audit(table.events)]
    assert any("A flips Chaos Orb onto the table, aimed at Serra Angel: a hit" in line
               for line in said)


def test_a26_chaos_orb_miss_destroys_only_itself() -> None:
    """A26: a miss ("doesn't turn over"): nothing it was aimed at is destroyed, and
    Chaos Orb is destroyed all the same ("Then destroy Chaos Orb")."""
    table = _orb("Serra Angel", head=MISS)
    assert names(table, "1", "B", "battlefield") == ["Serra Angel", "Mox Jet"]
    assert names(table, "1", "A", "graveyard") == ["Chaos Orb"]
    (flip,) = of(table, v.CardFlippedOnto)
    assert flip.result == "miss"  # type: ignore[attr-defined]


def test_a26_608_2d_chaos_orb_is_aimed_at_one_nontoken_permanent() -> None:
    """608.2d: Chaos Orb is aimed at one permanent (the Old School reading): two are
    refused."""
    with pytest.raises(ScenarioError, match="choose 1, not 2"):
        _orb("Serra Angel, Mox Jet")


def test_a26_chaos_orb_not_on_the_battlefield_is_not_flipped() -> None:
    """"If Chaos Orb is on the battlefield": destroyed in response (Shatter), the Orb
    isn't flipped: no outcome, nothing destroyed."""
    table = play(ORB.replace('"Mox Jet"]', '"Mox Jet", "Mountain", "Mountain"]\nhand = '
                             '["Shatter"]')
                 + decisions("activate Chaos Orb", "pass")
                 + decisions("cast Shatter targeting Chaos Orb", "pass", player="B")
                 + decisions("pass") + decisions("pass", player="B"), head=HIT)
    assert of(table, v.CardFlippedOnto) == []
    assert names(table, "1", "B", "battlefield")[:2] == ["Serra Angel", "Mox Jet"]


def test_a26_alternative_aimed_every_flip_is_a_hit() -> None:
    """A26's alternative: the flip lands where it is aimed; no chance is drawn."""
    table = _orb("Serra Angel", head='[options]\na26_dexterity = "aimed"\n')
    (flip,) = of(table, v.CardFlippedOnto)
    assert (flip.result, flip.method) == ("hit", "aimed")  # type: ignore[attr-defined]
    assert names(table, "1", "B", "graveyard") == ["Serra Angel"]
    assert READINGS["A26"].values == ("chance", "aimed")


def test_a26_chaos_orb_by_chance_is_recorded_and_replays() -> None:
    """A26: without a stated outcome the flip is chance's (``random``), recorded, so the
    same seed gives the same outcome."""
    one, two = _orb("Serra Angel", head=""), _orb("Serra Angel", head="")
    (a,), (b,) = of(one, v.CardFlippedOnto), of(two, v.CardFlippedOnto)
    assert a.method == "random" and a.result == b.result  # type: ignore[attr-defined]


STAR = '''
[A]
hand = ["Falling Star"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Serra Angel", "Grizzly Bears", "Hill Giant", "Mox Jet"]
'''


def test_a26_120_3_falling_star_deals_3_to_each_creature_it_lands_on_and_taps_them() -> None:
    """A26, 120.3, 701.26: aimed at Grizzly Bears and Serra Angel, a hit: 3 damage to
    each; the Bears die, the Angel survives and is tapped (dealt damage by it); the Hill
    Giant, not aimed at, is untouched."""
    table = play(STAR + decisions("cast Falling Star", "pass") + decisions("pass", player="B")
                 + decisions("choose Grizzly Bears, Serra Angel"), head=HIT)
    game = table.game()
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    angel = next(game.objects[o] for o in game.battlefield
                 if game.objects[o].name == "Serra Angel")
    giant = next(game.objects[o] for o in game.battlefield
                 if game.objects[o].name == "Hill Giant")
    assert angel.tapped and angel.damage == 3 and not giant.tapped and giant.damage == 0


def test_a26_falling_star_miss_has_no_effect() -> None:
    """A26: "If Falling Star doesn't turn completely over ..., it has no effect"."""
    table = play(STAR + decisions("cast Falling Star", "pass") + decisions("pass", player="B")
                 + decisions("choose Grizzly Bears, Serra Angel"), head=MISS)
    assert of(table, v.DamageDealt) == [] and of(table, v.Tapped, "1")[-1:] != []
    assert names(table, "1", "B", "graveyard") == []


def test_a26_falling_star_in_a_subgame_flips_there() -> None:
    """A26 in a subgame (727): the outcome stated for game 1.1 is the subgame's flip."""
    text = '''edition = "current"
seed = 1
players = ["A", "B"]
active = "A"
turn = 5
step = "main1"
stack = [{ spell = "A:Shahrazad" }]
[run]
until = "script_end"
[[random]]
what = "dexterity"
game = "1.1"
result = "hit"
[A]
battlefield = [{ card = "Plains", tapped = true }, { card = "Plains", tapped = true }]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
hand = ["Falling Star"]
battlefield = ["Mountain", "Mountain", "Mountain"]
library = ["Plains", "Plains", "Plains"]
[games."1.1".B]
battlefield = ["Grizzly Bears"]
library = ["Island", "Island", "Island"]
''' + decisions("cast Falling Star", "pass", game="1.1") \
        + decisions("pass", player="B", game="1.1") + decisions("choose Grizzly Bears", game="1.1")
    table = run_scenario(load_scenario(text))
    (flip,) = of(table, v.CardFlippedOnto)
    assert flip.game == "1.1" and flip.result == "hit"  # type: ignore[attr-defined]
    assert names(table, "1.1", "B", "graveyard") == ["Grizzly Bears"]


def test_a26_a_dexterity_outcome_is_a_hit_or_a_miss() -> None:
    """A scenario states a dexterity flip as ``hit`` or ``miss``; anything else is refused
    in one line."""
    with pytest.raises(ScenarioError, match="hit"):
        play(STAR, head='[[random]]\nwhat = "dexterity"\nresult = "heads"\n')
