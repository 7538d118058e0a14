"""Alpha's regenerators and the effects that say "can't be regenerated" (701.19)."""

from __future__ import annotations

from support import decisions, names, obj, of, play

from shahrazad.events import vocabulary as v


def _bolt_the(creature: str, *responses: str, extra: str = "") -> object:
    """A bolts B's ``creature``; B responds with ``responses``; the bolt resolves."""
    return play(f'''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["{creature}", "Swamp", "Mountain", "Forest", "Island"{extra}]
''' + decisions(f"cast Lightning Bolt targeting {creature}")
        + "".join(decisions(r, player="B") for r in responses)
        + decisions("pass") + decisions("pass", player="B"))


def test_701_19a_drudge_skeletons_regenerates_instead_of_dying() -> None:
    """701.19a: "Regenerate" makes a shield; the next destruction (here the state-based
    action for lethal damage, 704.5g) is replaced: the damage is removed and the
    Skeletons are tapped, still on the battlefield. The shield is used up."""
    table = _bolt_the("Drudge Skeletons", "activate Drudge Skeletons")
    skeletons = obj(table.game(), "Drudge Skeletons")
    assert skeletons.zone == "battlefield" and skeletons.tapped and skeletons.damage == 0
    [regenerated] = of(table, v.Regenerated)
    assert regenerated.obj == skeletons.oid and not table.game().shields
    assert [e.rule for e in of(table, v.DamageRemoved)] == ["701.19a"]


def test_701_19a_without_a_shield_the_skeletons_die() -> None:
    table = _bolt_the("Drudge Skeletons")
    assert names(table, "1", "B", "graveyard") == ["Drudge Skeletons"]


def test_701_19a_each_regenerator_of_alpha_regenerates() -> None:
    """Uthden Troll ({R}), Wall of Brambles ({G}), Will-o'-the-Wisp and Wall of Bone ({B}),
    Living Wall ({1}): each survives the bolt by its own ability."""
    for name in ("Uthden Troll", "Wall of Brambles", "Will-o'-the-Wisp", "Wall of Bone",
                 "Living Wall"):
        table = _bolt_the(name, f"activate {name}")
        assert obj(table.game(), name).zone == "battlefield", name


def test_701_19c_wrath_of_god_destroys_what_cant_be_regenerated() -> None:
    """701.19c: Wrath of God's creatures "can't be regenerated": the shield doesn't
    apply, and Drudge Skeletons dies with the rest."""
    table = play('''
[A]
hand = ["Wrath of God"]
battlefield = ["Plains", "Plains", "Plains", "Plains"]
[B]
battlefield = ["Drudge Skeletons", "Swamp"]
''' + decisions("cast Wrath of God") + decisions("activate Drudge Skeletons", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Drudge Skeletons"]
    assert not of(table, v.Regenerated)


def test_701_19c_tunnel_destroys_a_wall_that_cant_be_regenerated() -> None:
    """Tunnel targets a Wall (115.1) and its destruction can't be replaced (701.19c)."""
    table = play('''
[A]
hand = ["Tunnel"]
battlefield = ["Mountain"]
[B]
battlefield = ["Wall of Bone", "Swamp"]
''' + decisions("cast Tunnel targeting Wall of Bone")
        + decisions("activate Wall of Bone", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Wall of Bone"]


def test_506_4_a_regenerated_blocker_leaves_combat_and_its_attacker_stays_blocked() -> None:
    """701.19a, 506.4, 509.1h: Dwarven Demolition Team destroys the blocking Wall of Bone;
    it regenerates and is removed from combat; Craw Wurm stays blocked and, without
    trample, deals no combat damage."""
    table = play('''
[A]
battlefield = ["Craw Wurm", "Dwarven Demolition Team"]
[B]
battlefield = ["Wall of Bone", "Swamp", "Swamp"]
''' + decisions("attack Craw Wurm") + decisions("block Wall of Bone -> Craw Wurm", player="B")
        + '[[decisions]]\nplayer = "B"\nstep = "declare_blockers"\n'
          'do = "activate Wall of Bone"\n'
        + decisions("pass", player="B") + decisions("pass")
        + '[[decisions]]\nplayer = "A"\nstep = "declare_blockers"\n'
          'do = "activate Dwarven Demolition Team targeting Wall of Bone"\n',
        step="beginning_of_combat", until="combat_ended")
    wall = obj(table.game(), "Wall of Bone")
    assert wall.zone == "battlefield" and wall.tapped
    assert [e.objs for e in of(table, v.RemovedFromCombat)] == [(wall.oid,)]
    assert not of(table, v.DamageDealt) and table.game().player["B"].life == 20


def test_514_2_an_unused_regeneration_shield_ends_with_the_turn() -> None:
    table = play('''
[B]
battlefield = ["Drudge Skeletons", "Swamp"]
''' + decisions("pass") + decisions("activate Drudge Skeletons", player="B"),
        step="end", until="shields_ended")
    assert not table.game().shields and of(table, v.ShieldsEnded)
