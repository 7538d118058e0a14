"""Batch B09's landwalk negation (509.1b, 702.14): "Creatures with swampwalk can be blocked
as though they didn't have swampwalk" and its kin, as a static ability of the language
(``Static.blocked_as_though_without``), and the eight Legends cards that have one."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, play

from shahrazad.characteristics import keywords
from shahrazad.rules import combat

#: a judge's walkers, one for each basic land type (a scenario's own cards)
WALKERS = "".join(f'''
[cards."{walk.capitalize()} Runner"]
cost = "{{1}}"
types = ["Creature"]
power = 2
toughness = 2
keywords = ["{walk}"]
''' for walk in ("plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk"))

LAND = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp",
        "mountainwalk": "Mountain", "forestwalk": "Forest"}


def _blockable(walk: str, negator: str | None, whose: str = "B") -> bool:
    """Whether B's Grizzly Bears may block A's attacking walker while B controls a land of
    its type, with ``negator`` on ``whose`` battlefield."""
    runner = f"{walk.capitalize()} Runner"
    a_field = [runner] + ([negator] if negator and whose == "A" else [])
    b_field = [LAND[walk], "Grizzly Bears"] + ([negator] if negator and whose == "B" else [])
    table = play(f'''
[A]
battlefield = {a_field!r}
[B]
battlefield = {b_field!r}
''' .replace("'", '"') + decisions(f"attack {runner}"), head=WALKERS,
        step="beginning_of_combat", until="attackers_declared")
    g = table.game()
    return (obj(g, "Grizzly Bears").oid, obj(g, runner).oid) in combat.possible_blocks(g, "B")


@pytest.mark.parametrize(("negator", "walks"), [
    ("Quagmire", ("swampwalk",)), ("Undertow", ("islandwalk",)),
    ("Deadfall", ("forestwalk",)), ("Crevasse", ("mountainwalk",)),
    ("Great Wall", ("plainswalk",)), ("Gosta Dirk", ("islandwalk",)),
    ("Lord Magnus", ("plainswalk", "forestwalk")), ("Ur-Drago", ("swampwalk",)),
])
def test_509_1b_702_14c_landwalk_negated_for_every_blocker(negator: str,
                                                           walks: tuple[str, ...]) -> None:
    """509.1b, 702.14c: a walker can't be blocked while the defending player controls a
    land of its type; with the card on the battlefield (on either side: it is about every
    creature, not only its controller's) it can be blocked as though it didn't have that
    landwalk. The other landwalks keep working."""
    for walk in walks:
        assert not _blockable(walk, None)
        assert _blockable(walk, negator, "B")
        assert _blockable(walk, negator, "A")  # the attacker's own: any blocker may block
    other = next(w for w in LAND if w not in walks)
    assert not _blockable(other, negator)


def test_509_1b_the_walker_keeps_its_landwalk() -> None:
    """509.1b: Quagmire changes how it may be blocked, not what it has (no layer 6
    effect): the Swampwalk Runner still has swampwalk, and deals its damage unblocked when
    nobody blocks."""
    table = play('''
[A]
battlefield = ["Swampwalk Runner"]
[B]
battlefield = ["Swamp", "Quagmire", "Grizzly Bears"]
''' + decisions("attack Swampwalk Runner") + decisions("block Grizzly Bears -> "
                                                     "Swampwalk Runner", player="B"),
        head=WALKERS, step="beginning_of_combat", until="combat_ended")
    g = table.game()
    assert "swampwalk" in keywords(g, obj(g, "Swampwalk Runner"))
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    assert names(table, "1", "A", "graveyard") == ["Swampwalk Runner"]
    assert g.player["B"].life == 20


def test_208_1_legends_landwalk_negators_printed_facts() -> None:
    """The three legends' printed facts: legendary, first strike, their power and
    toughness; the enchantments are Legends enchantments."""
    from shahrazad.cards.pool import card

    for name, pt in (("Gosta Dirk", (4, 4)), ("Lord Magnus", (4, 3)), ("Ur-Drago", (4, 4))):
        c = card(name)
        assert (c.power, c.toughness) == pt and "Legendary" in c.supertypes
        assert "first_strike" in c.keywords and c.first_printed == "LEG"
    for name in ("Quagmire", "Undertow", "Deadfall", "Crevasse", "Great Wall"):
        c = card(name)
        assert c.types == {"Enchantment"} and c.first_printed == "LEG"
        assert c.cost is not None and c.cost.mana_value == 3
