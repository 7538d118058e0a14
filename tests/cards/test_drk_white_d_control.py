"""Batch D-CONTROL: Blood of the Martyr (DRK), a "you may" redirection (614.9).

"Until end of turn, if damage would be dealt to any creature, you may have that damage
dealt to you instead." The redirection watches any creature the damage would be dealt to
then, not only those on the battlefield as it resolved; each time it would apply, its
controller chooses (an ``instead`` decision, asked as that damage would be dealt, recorded
as ``redirection_offered`` and ``redirection_chosen``), and the damage is worked out with
the answer.
"""

from __future__ import annotations

from shahrazad.decisions import Instead
from shahrazad.events import vocabulary as v
from shahrazad.table import Table
from tests.support import RESOLVE, decisions, fight, names, of, play

BOLT_AT_BEARS = '''
[A]
hand = ["Blood of the Martyr"]
battlefield = ["Plains", "Plains", "Plains", "Grizzly Bears"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
''' + decisions("cast Blood of the Martyr") + RESOLVE + decisions("pass") \
    + decisions("cast Lightning Bolt targeting Grizzly Bears", "pass", player="B") \
    + decisions("pass")


def test_614_9_blood_of_the_martyr_redirects_a_creatures_damage_to_you_if_you_choose() -> None:
    """614.9: asked as the Bolt's damage would be dealt to the Bears, its controller says
    yes: the 3 damage is dealt to them instead, and the Bears live."""
    table = play(BOLT_AT_BEARS + decisions("instead yes"))
    assert table.game("1").player["A"].life == 17
    assert "Grizzly Bears" in names(table, "1", "A", "battlefield")
    offered = of(table, v.RedirectionOffered)
    assert [(e.player, e.why) for e in offered] == [("A", "Blood of the Martyr's redirection")]
    assert [e.yes for e in of(table, v.RedirectionChosen)] == [True]
    assert [(e.to, e.amount) for e in of(table, v.DamageRedirected)] == [("A", 3)]


def test_614_9_blood_of_the_martyr_is_a_may_the_damage_stays_if_you_decline() -> None:
    """"You may": declined, the damage is dealt to the creature as it would have been."""
    table = play(BOLT_AT_BEARS + decisions("instead no"))
    assert table.game("1").player["A"].life == 20
    assert "Grizzly Bears" in names(table, "1", "A", "graveyard")
    assert not of(table, v.DamageRedirected)


def test_614_9_blood_of_the_martyr_asks_for_each_creatures_damage_in_combat() -> None:
    """In combat each creature's damage is its own question, about any creature (an
    opponent's too): A saves their attacking Bears and lets B's blocking Bears die; the
    combat damage is dealt at once when both answers are in (510.2)."""
    table = fight('"Grizzly Bears", "Plains", "Plains", "Plains"', '"Grizzly Bears"',
                  decisions("cast Blood of the Martyr"), RESOLVE,
                  decisions("pass"), decisions("pass", player="B"),
                  decisions("attack Grizzly Bears"), decisions("block Grizzly Bears -> "
                                                               "Grizzly Bears", player="B"),
                  RESOLVE, hand='"Blood of the Martyr"', until="script_end")
    asked = table.pending()
    assert asked.kind == "instead" and asked.player == "A"
    recipients = []
    while table.pending().kind == "instead":
        target = [e for e in of(table, v.RedirectionOffered)][-1].target
        mine = table.game("1").objects[target].controller == "A"
        recipients.append(mine)
        table.push(Instead(mine))
    assert sorted(recipients) == [False, True]
    game = table.game("1")
    assert game.player["A"].life == 18
    assert names(table, "1", "A", "battlefield").count("Grizzly Bears") == 1
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]


def test_614_9_the_passive_answer_is_no() -> None:
    """A player who doesn't act doesn't redirect."""
    table: Table = play(BOLT_AT_BEARS)
    assert table.pending().kind == "instead"
    assert [d for d in table.legal_decisions()] == [Instead(False), Instead(True)]


def test_614_9_blood_of_the_martyr_watches_creatures_only() -> None:
    """"Dealt to any creature": damage to a player is not asked about, and is dealt."""
    table = play(BOLT_AT_BEARS.replace("targeting Grizzly Bears", "targeting A"))
    assert not of(table, v.RedirectionOffered)
    assert table.game("1").player["A"].life == 17
