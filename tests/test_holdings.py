"""What the permanents have, kept per state (``shahrazad.characteristics.holdings``).

The rules ask on every event which permanents have a triggered ability of some kind
(603.2), a static word, a static ability that changes costs (601.2f) or a supertype
(704.5j, 704.5k). The answers are read off each permanent's characteristics as the
layers make them (613), once for each state of a game: these tests check that what is
kept is what asking each permanent says, a copy's abilities included (707.2), and that a
new state is asked anew.
"""

from __future__ import annotations

from test_copies import ISLANDS, clone, position

from shahrazad.characteristics import (
    defn,
    holdings,
    triggers_of,
    with_static_word,
    with_trigger,
)
from shahrazad.projections.state import GameState, Obj

DJINN = f"""
[A]
{ISLANDS}
hand = ["Clone"]
battlefield = ["Island", "Island", "Island", "Island"]
[B]
{ISLANDS}
battlefield = ["Juzam Djinn", "Island"]
"""


def _asked_one_by_one(game: GameState, when: str) -> list[tuple[Obj, int]]:
    """The triggered abilities ``when`` of the battlefield, each permanent asked."""
    return [(game.objects[o], i) for o in game.in_play if game.objects[o].kind == "card"
            for i, t in enumerate(defn(game, game.objects[o]).triggers) if t.when == when]


def test_707_2_a_clone_of_juzam_djinn_is_held_with_the_djinns_upkeep_trigger() -> None:
    """707.2, 613.1a: Clone copying Juzam Djinn has the Djinn's "at the beginning of your
    upkeep" ability; the kept holdings list it beside the Djinn's own, as asking each
    permanent does, and every trigger condition and static word of the battlefield is
    kept as asking each permanent says."""
    table = position(DJINN)
    before = table.game()
    assert [o.name for o, _ in with_trigger(before, "your_upkeep")] == ["Juzam Djinn"]
    copy_oid = clone(table, "Juzam Djinn")
    g = table.game()
    copied = g.objects[copy_oid]
    upkeep = with_trigger(g, "your_upkeep")
    assert (copied, 0) in upkeep and len(upkeep) == 2
    assert {o.controller for o, _ in upkeep} == {"A", "B"}
    kept = holdings(g)
    for when in {t.when for o in g.in_play for t in defn(g, g.objects[o]).triggers}:
        assert with_trigger(g, when) == _asked_one_by_one(g, when)
        on_field = [g.objects[o] for o in g.in_play]
        assert triggers_of(g, on_field, when) == _asked_one_by_one(g, when)
    for o in g.in_play:
        for word in defn(g, g.objects[o]).static_words:
            assert with_static_word(g, word) == [
                g.objects[x] for x in g.in_play
                if word in defn(g, g.objects[x]).static_words]
    assert set(kept.placed) == set(g.in_play)


def test_603_10a_an_object_that_has_left_has_the_abilities_it_had() -> None:
    """603.10a: a leaves-the-battlefield ability looks back at the object as it last
    existed; the kept holdings hold only the permanents, so an object that is no longer
    one is asked itself (its card's abilities)."""
    table = position(DJINN)
    g = table.game()
    djinn = next(g.objects[o] for o in g.in_play if g.objects[o].name == "Juzam Djinn")
    gone = Obj(djinn.oid + 10_000, djinn.card, djinn.name, djinn.owner, djinn.controller,
               "graveyard")
    found = triggers_of(g, [gone, djinn, gone], "your_upkeep")
    assert found == [(gone, 0), (djinn, 0), (gone, 0)]
