"""Batch SHIELD: damage replacements with a source of one's choice (614.1a, 615, 616):
Dark Sphere's half prevention and Eye for an Eye's added damage."""

from __future__ import annotations

from support import decisions, obj, of, play

from shahrazad.events import vocabulary as v


def _bolt_b(response: str, cards: str, *, hand: str = "", then: str = "") -> object:
    """A casts Lightning Bolt at B; B responds with ``response`` (a permanent's ability or
    a spell of ``hand``), chooses the bolt as the source, and everything resolves."""
    return play(f'''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
hand = [{hand}]
battlefield = [{cards}]
''' + decisions("cast Lightning Bolt targeting B") + decisions(response, player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("choose Lightning Bolt", player="B") + then
        + decisions("pass") + decisions("pass", player="B"))


def test_615_7_dark_sphere_prevents_half_the_damage_rounded_down() -> None:
    """615.7, 107.1a: Dark Sphere's shield prevents half of the bolt's 3 damage, rounded
    down: 1 prevented, 2 dealt; the Sphere was sacrificed as a cost."""
    table = _bolt_b("activate Dark Sphere", '"Dark Sphere"')
    assert table.game().player["B"].life == 18
    assert [e.amount for e in of(table, v.DamagePrevented)] == [1]
    assert not table.game().shields
    assert "Dark Sphere" in [o.name for o in table.game().objects.values()
                             if o.zone == "graveyard"]


def test_615_7_two_dark_spheres_apply_one_after_the_other() -> None:
    """615.7, 616.1 (the 2013 ruling): two Dark Spheres on a 5-damage source act in turn,
    the second on what the first left: 5 -> 3 (2 prevented) -> 2 (1 prevented); their
    order changes nothing, so B is not asked."""
    table = play('''
[A]
hand = ["Fireball"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Dark Sphere", "Dark Sphere"]
''' + decisions("cast Fireball X=5 targeting B")
        + decisions("activate Dark Sphere", player="B")
        + decisions("activate Dark Sphere", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("choose Fireball", player="B")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("choose Fireball", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert table.game().player["B"].life == 18
    assert sorted(e.amount for e in of(table, v.DamagePrevented)) == [1, 2]
    assert not of(table, v.DamageOrderAsked)


def test_614_1a_eye_for_an_eye_deals_that_much_to_the_sources_controller() -> None:
    """614.1a (the 2009 rulings): the bolt still deals its 3 to B, and Eye for an Eye (as
    it last existed, in B's graveyard) deals 3 to the bolt's controller, at the same
    time; nothing is prevented."""
    table = _bolt_b("cast Eye for an Eye", '"Plains", "Plains"', hand='"Eye for an Eye"')
    game = table.game()
    assert (game.player["A"].life, game.player["B"].life) == (17, 17)
    eye = obj(game, "Eye for an Eye")
    dealt = [(e.source, e.target, e.amount) for e in of(table, v.DamageDealt)]
    assert (eye.oid, "A", 3) in dealt
    assert not of(table, v.DamagePrevented) and not game.shields


def test_616_1_eye_for_an_eye_after_a_prevention_copies_what_is_left() -> None:
    """616.1: B has both Dark Sphere's shield and Eye for an Eye's on the bolt and
    chooses the order: the Sphere first leaves 2, which the Eye copies to A (the Eye
    first would have copied all 3)."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
hand = ["Eye for an Eye"]
battlefield = ["Dark Sphere", "Plains", "Plains"]
''' + decisions("cast Lightning Bolt targeting B")
        + decisions("activate Dark Sphere", player="B")
        + decisions("cast Eye for an Eye", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("choose Lightning Bolt", player="B")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("choose Lightning Bolt", player="B")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("apply 2, 1", player="B"))
    [asked] = of(table, v.DamageOrderAsked)
    assert asked.options == ("Eye for an Eye's replacement", "Dark Sphere's shield")
    game = table.game()
    assert (game.player["A"].life, game.player["B"].life) == (18, 18)
