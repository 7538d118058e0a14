"""Illusionary Mask (batch M-MASK): a creature card cast face down (708.4), a face-down
2/2 with no name, types, color, mana cost or abilities (708.2), turned face up instead
when it would deal or be dealt damage or become tapped (708.8), revealed as it leaves
(708.9); the card chosen by the types and amount of the mana spent on {X}; activated
only as a sorcery (602.5d)."""

from __future__ import annotations

import pytest

from shahrazad.characteristics import colors, defn, power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.filters import mana_value
from shahrazad.naming import NamingError
from shahrazad.projections.audit import audit
from shahrazad.projections.state import GameState, Obj
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision
from tests.support import RESOLVE, advance, decisions, names, of, play, taking_in_subgame

MASK = "Illusionary Mask"


def _masked(creature: str = "Hill Giant", lands: str = '"Mountain", "Mountain", "Mountain", '
            '"Mountain"', x: int = 4, more: str = "", hand: str = "", theirs: str = "") -> Table:
    """A casts ``creature`` face down with the Mask, X paid by ``lands``; both pass."""
    return play(f'''
[A]
battlefield = ["{MASK}", {lands}]
hand = ["{creature}"{hand}]
[B]
battlefield = [{theirs}]
''' + decisions(f"activate {MASK} X={x}") + RESOLVE + decisions(f"choose {creature}")
        + RESOLVE + more)


def _face_down(game: GameState) -> Obj:
    return next(game.objects[o] for o in game.battlefield if game.objects[o].face_down)


def _said(table: Table) -> list[str]:
    """The audit's lines from the face-down cast on, but the players' own decisions
    (what every player saw)."""
    lines = [line.text for line in audit(table.events) if line.kind != "decided"]
    return lines[lines.index("A casts a card face down"):]


def test_708_2_708_4_mask_casts_a_face_down_2_2() -> None:
    """708.4, 708.2: the card is cast face down as a 2/2 creature spell without paying
    its mana cost; the permanent is a 2/2 creature with no name, subtypes, color, mana
    cost (mana value 0) or abilities; the log keeps the card, the audit doesn't name it."""
    table = _masked()
    g = table.game("1")
    hidden = _face_down(g)
    assert hidden.name == "Hill Giant" and hidden.turns_up
    d = defn(g, hidden)
    assert d.name == "" and d.types == frozenset({"Creature"}) and not d.subtypes
    assert (power(g, hidden), toughness(g, hidden)) == (2, 2)
    assert colors(g, hidden) == "" and mana_value(hidden) == 0
    cast = of(table, v.SpellCastFaceDown)
    assert len(cast) == 1 and cast[0].rule == "708.4" and cast[0].turns_up
    assert isinstance(cast[0], v.SpellCast)  # a cast: "whenever a spell is cast" sees it
    said = _said(table)
    assert "A casts a card face down" in said
    assert not any("Hill Giant" in line for line in said)
    assert any("A's face-down card moves from the stack to the battlefield" in line
               for line in said)


def test_708_4_mana_spent_on_x_decides_the_cards_by_type_and_amount() -> None:
    """The mana spent on {X}, its types and amount: {G}{G} can pay Grizzly Bears' {1}{G}
    but not Hill Giant's {3}{R} (a wrong color) nor Craw Wurm's {4}{G}{G} (too little)."""
    table = play(f'''
[A]
battlefield = ["{MASK}", "Forest", "Forest"]
hand = ["Hill Giant", "Craw Wurm", "Grizzly Bears"]
''' + decisions(f"activate {MASK} X=2") + RESOLVE)
    asked = [e for e in of(table, v.ChoiceRequested) if e.kind == "choose"][-1]
    assert asked.rule == "708.4"
    with pytest.raises(NamingError, match="there: Grizzly Bears"):
        table.push_named("choose Hill Giant")
    with pytest.raises(NamingError, match="there: Grizzly Bears"):
        table.push_named("choose Craw Wurm")
    table.push_named("choose Grizzly Bears")
    assert len(of(table, v.SpellCastFaceDown)) == 1


def test_708_4_nothing_payable_nothing_cast() -> None:
    """With no creature card the mana spent could pay for, nothing is asked or cast."""
    table = play(f'''
[A]
battlefield = ["{MASK}", "Forest", "Forest", "Forest", "Forest"]
hand = ["Hill Giant"]
''' + decisions(f"activate {MASK} X=4") + RESOLVE)
    assert of(table, v.SpellCastFaceDown) == []
    assert names(table, "1", "A", "hand") == ["Hill Giant"]


def test_602_5d_mask_activated_only_as_a_sorcery() -> None:
    """602.5d: not in an opponent's turn, nor with a spell on the stack."""
    table = play(f'''
[B]
battlefield = ["{MASK}", "Forest", "Forest"]
hand = ["Grizzly Bears"]
''')
    table.push_named("pass")
    with pytest.raises(IllegalDecision, match="only as a sorcery"):
        table.push_named(f"activate {MASK} X=2", "B")


def test_708_8_becoming_tapped_turns_it_face_up_first() -> None:
    """708.8: as it would become tapped (attacking), it is turned face up instead and
    becomes tapped: Hill Giant, 3/3, attacks; the audit names it from then on."""
    table = _masked()
    advance(table, "B", "main1")
    advance(table, "A", "beginning_of_combat")  # A's next turn: no longer sick
    table.push_named("pass")
    table.push_named("pass", "B")
    table.push_named("attack Hill Giant")
    g = table.game("1")
    giant = next(g.objects[o] for o in g.battlefield if g.objects[o].name == "Hill Giant")
    assert not giant.face_down and giant.tapped and giant.attacking is not None
    assert (power(g, giant), toughness(g, giant)) == (3, 3)
    kinds = [e.KIND for e in table.events if isinstance(e, v.TurnedFaceUp | v.Tapped)]
    assert kinds[-2:] == ["turned_face_up", "tapped"]
    up = of(table, v.TurnedFaceUp)[-1]
    assert up.rule == "708.8" and up.name == "Hill Giant"
    assert any("is turned face up: it is Hill Giant" in line for line in _said(table))


def test_708_8_dealt_damage_turns_it_up_then_it_is_dealt_damage() -> None:
    """708.8: a Lightning Bolt on the face-down 2/2 turns it face up first; Hill Giant
    (3/3) is dealt the 3 damage as itself and dies (its own toughness counts)."""
    table = _masked(lands='"Mountain", "Mountain", "Mountain", "Mountain", "Mountain"',
                    hand=', "Lightning Bolt"',
                    more=decisions("cast Lightning Bolt targeting Hill Giant") + RESOLVE)
    up = of(table, v.TurnedFaceUp)
    dealt = of(table, v.DamageDealt)
    assert len(up) == 1 and len(dealt) == 1
    assert table.events.index(up[0]) < table.events.index(dealt[0])
    assert "Hill Giant" in names(table, "1", "A", "graveyard")


def test_708_8_assigning_combat_damage_turns_it_up() -> None:
    """708.8: blocking doesn't tap it; as it would assign combat damage it is turned face
    up first and assigns its own power: the face-down Hill Giant blocks Grizzly Bears,
    deals 3, and lives with 2 damage (a 3/3)."""
    table = _masked(theirs='"Grizzly Bears"')
    advance(table, "B", "beginning_of_combat")
    table.push_named("pass", "B")
    table.push_named("pass")
    table.push_named("attack Grizzly Bears", "B")
    table.push_named("pass", "B")
    table.push_named("pass", "A")
    table.push_named("block Hill Giant -> Grizzly Bears", "A")
    assert of(table, v.TurnedFaceUp) == []  # blocking neither taps nor deals damage
    table.push_named("pass", "B")
    table.push_named("pass", "A")  # to the combat damage step
    up = of(table, v.TurnedFaceUp)
    assert len(up) == 1 and up[0].name == "Hill Giant"
    dealt = {e.target: e.amount for e in of(table, v.DamageDealt)}
    assert 3 in dealt.values()  # Hill Giant's own power
    assert "Grizzly Bears" in names(table, "1", "B", "graveyard")
    assert "Hill Giant" in names(table, "1", "A", "battlefield")


def test_708_9_destroyed_face_down_is_revealed_in_the_graveyard() -> None:
    """708.9: a face-down permanent that leaves the battlefield is revealed: in the
    graveyard it is its card, named in the audit (Terror on the face-down Gray Ogre:
    a 2/2 with no color, so a legal target)."""
    table = _masked(creature="Gray Ogre", lands=", ".join(['"Mountain"'] * 3 + ['"Swamp"'] * 2),
                    x=3, hand=', "Terror"',
                    more=decisions("cast Terror targeting Gray Ogre") + RESOLVE)
    assert of(table, v.TurnedFaceUp) == []
    assert "Gray Ogre" in names(table, "1", "A", "graveyard")
    assert "A's face-down card moves from the battlefield to A's graveyard (destroyed): it is " \
        "revealed, Gray Ogre" in _said(table)


def test_727_face_down_card_in_a_subgame_belongs_to_the_subgame() -> None:
    """727: the Mask played inside a subgame casts the card face down there; the face-down
    2/2 is the subgame's, the main game has none, and the events are the subgame's."""
    table = taking_in_subgame(
        f"activate {MASK} X=2", [MASK, "Forest", "Forest"], "Plains", hand=["Grizzly Bears"],
        more=decisions("choose Grizzly Bears", game="1.1") + decisions("pass", game="1.1")
        + decisions("pass", player="B", game="1.1"))
    sub, main = table.game("1.1"), table.game("1")
    hidden = _face_down(sub)
    assert hidden.name == "Grizzly Bears" and defn(sub, hidden).name == ""
    assert not any(main.objects[o].face_down for o in main.battlefield)
    assert [e.game for e in of(table, v.SpellCastFaceDown)] == ["1.1"]
