"""Batch D-CONTROL: payments an effect offers for a while, a special action (116.1).

Guardian Angel (LEA): "Prevent the next X damage that would be dealt to any target this
turn. Until end of turn, you may pay {1} any time you could cast an instant. If you do,
prevent the next 1 damage that would be dealt to that permanent or player this turn."

Nafs Asp (ARN): "Whenever Nafs Asp deals damage to a player, that player loses 1 life at
the beginning of their next draw step unless they pay {1} before that draw step."

The payment is a ``pay_for`` decision a player takes while they have priority (117.1a);
it doesn't use the stack, and the player gets priority again (117.3c). It is recorded as
``OfferPaid``, then what it does (a shield, or the delayed ability used up).
"""

from __future__ import annotations

import pytest

from shahrazad.cards.model import Delay, ManaCost, PayToPrevent
from shahrazad.decisions import Pass, PayOffer
from shahrazad.events import vocabulary as v
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision
from tests.support import advance, decisions, fight, names, of, play

ANGEL = '''
[A]
hand = ["Guardian Angel"]
battlefield = ["Plains", "Plains", "Plains", "Plains"]
[B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Grizzly Bears"]
'''


def _offers(table: Table, player: str = "A") -> list[PayOffer]:
    return [d for d in table.legal_decisions() if isinstance(d, PayOffer)] \
        if table.pending().player == player else []


def test_615_7_guardian_angel_prevents_the_next_x_damage_to_its_target() -> None:
    """615.7: "prevent the next X damage" is a shield of X around the target as it
    resolved; a Lightning Bolt at the player deals 3 - X."""
    table = play(ANGEL + decisions("cast Guardian Angel X=2 targeting A paying Plains, Plains, "
                                   "Plains", "pass")
                 + decisions("pass", player="B") + decisions("pass")
                 + decisions("cast Lightning Bolt targeting A", player="B")
                 + decisions("pass") + decisions("pass", player="B"))
    assert table.game("1").player["A"].life == 19
    assert sum(e.amount for e in of(table, v.DamagePrevented)) == 2


def test_116_1_guardian_angel_payment_is_a_special_action_with_priority() -> None:
    """116.1, 117.3c: until end of turn, each {1} its controller pays while they have
    priority prevents 1 more damage to that player; the payment uses no stack, no one
    can respond to it, and they get priority again. Paid once before the Bolt and once
    in response to it, with X = 1, the Bolt's 3 damage is all prevented."""
    table = play(ANGEL + decisions("cast Guardian Angel X=1 targeting A paying Plains, Plains",
                                   "pass")
                 + decisions("pass", player="B")
                 + decisions("pay_for", "pass")
                 + decisions("cast Lightning Bolt targeting A", player="B")
                 + decisions("pay_for Guardian Angel", "pass") + decisions("pass", player="B"))
    game = table.game("1")
    assert game.player["A"].life == 20
    paid = of(table, v.OfferPaid)
    assert [(e.player, e.cost, e.name) for e in paid] == [("A", "{1}", "Guardian Angel")] * 2
    shields = [e for e in of(table, v.ShieldCreated) if e.subject == "A"]
    assert [s.amount for s in shields] == [1, 1, 1]
    # each payment was answered by priority to the same player, with nothing on the stack
    after = table.events.index(paid[0])
    assert isinstance(table.events[after + 2], v.PriorityGiven)
    assert table.events[after + 2].player == "A"
    assert not of(table, v.TriggerPutOnStack)


def test_116_1_guardian_angel_protects_that_permanent_and_only_its_controller_pays() -> None:
    """"That permanent": the shields go around the creature targeted; the opponent has no
    offer to pay, and with no mana left its controller has none either."""
    table = play(ANGEL.replace('"Mountain", "Grizzly Bears"', '"Mountain"')
                 .replace('"Plains", "Plains", "Plains", "Plains"]',
                          '"Plains", "Plains", "Plains", "Grizzly Bears"]')
                 + decisions("cast Guardian Angel X=1 targeting Grizzly Bears paying Plains, "
                             "Plains", "pass")
                 + decisions("pass", player="B") + decisions("pay_for", "pass")
                 + decisions("cast Lightning Bolt targeting Grizzly Bears", player="B")
                 + decisions("pass") + decisions("pass", player="B"))
    assert names(table, "1", "A", "battlefield").count("Grizzly Bears") == 1
    assert table.game("1").player["A"].life == 20
    assert [e.what for e in of(table, v.OfferPaid)] == [
        "prevent the next 1 damage to Grizzly Bears this turn"]
    assert _offers(table) == []  # all of A's lands are tapped
    table.push(Pass())  # A passes; B has priority and no offer of theirs
    assert table.pending().player == "B" and _offers(table, "B") == []


def test_116_1_a_payment_refused_without_the_offer_appends_nothing() -> None:
    """A ``pay_for`` naming no offer of the player is refused with its rule, and the log
    is unchanged."""
    table = play(ANGEL + decisions("cast Guardian Angel X=1 targeting A paying Plains, Plains",
                                   "pass")
                 + decisions("pass", player="B"))
    offer = _offers(table)[0]
    before = len(table.events)
    with pytest.raises(IllegalDecision) as err:
        table.push(PayOffer(offer.effect + 1000, offer.payment))
    assert err.value.rule == "116.1" and len(table.events) == before
    table.push(offer)
    assert len(of(table, v.OfferPaid)) == 1


def test_116_1_guardian_angel_offer_ends_with_the_turn() -> None:
    """"Until end of turn": in the next turn nothing is offered (514.2)."""
    table = play(ANGEL + decisions("cast Guardian Angel X=0 targeting A paying Plains", "pass")
                 + decisions("pass", player="B"))
    assert _offers(table)
    advance(table, "B", "main1")
    assert not [e for e in table.game("1").effects.values() if e.kind == "pay_to_prevent"]


# -- Nafs Asp ---------------------------------------------------------------------------------


def _asp_hits() -> Table:
    """A's Nafs Asp attacks B unblocked and deals 1 damage to B."""
    return fight('"Nafs Asp"', '"Forest"', decisions("attack Nafs Asp"), until="script_end")


def test_603_7_nafs_asp_player_loses_1_life_at_their_next_draw_step() -> None:
    """603.7: damage to a player sets up a delayed ability; at the beginning of that
    player's next draw step (not A's) they lose 1 life."""
    table = _asp_hits()
    advance(table, "B", "upkeep")
    assert table.game("1").player["B"].life == 19  # the combat damage only
    advance(table, "B", "main1")
    assert table.game("1").player["B"].life == 18
    lost = [e for e in of(table, v.LifeChanged) if e.player == "B"]
    assert [e.amount for e in lost] == [-1, -1]


def test_116_1_nafs_asp_paying_1_before_the_draw_step_stops_the_loss() -> None:
    """"Unless they pay {1} before that draw step": the damaged player may pay any time
    they have priority before it (a special action); the delayed ability then never
    triggers, and the offer is gone."""
    table = _asp_hits()
    advance(table, "B", "upkeep")
    offers = _offers(table, "B")
    assert len(offers) == 1
    table.push(offers[0], "B")
    assert [(e.player, e.name) for e in of(table, v.OfferPaid)] == [("B", "Nafs Asp")]
    assert not table.game("1").delayed
    advance(table, "B", "main1")
    assert table.game("1").player["B"].life == 19
    assert not [e for e in table.game("1").effects.values()
                if e.kind == "pay_to_stop_delayed"]


def test_603_7_nafs_asp_each_damage_sets_up_its_own_ability_and_offer() -> None:
    """The 2004 rulings: each time it deals damage to a player, a new delayed ability
    and a new offer (damaged twice, they pay or lose life twice); the ability doesn't
    trigger itself again (a loss of life is no damage)."""
    table = _asp_hits()
    advance(table, "A", "main1")  # A's next turn: attack again
    advance(table, "A", "beginning_of_combat")
    table.push_named("pass")
    table.push_named("pass", "B")
    table.push_named("attack Nafs Asp")
    advance(table, "B", "upkeep")
    assert len(_offers(table, "B")) == 1  # the second damage's: the first one's loss came
    assert table.game("1").player["B"].life == 20 - 1 - 1 - 1
    advance(table, "B", "main1")
    assert table.game("1").player["B"].life == 16


def test_603_7_nafs_asp_offer_ends_as_its_ability_triggers() -> None:
    """Unpaid, the offer ends as the delayed ability triggers: B can't pay after the
    draw step began."""
    table = _asp_hits()
    advance(table, "B", "draw")
    assert _offers(table, "B") == []
    assert not [e for e in table.game("1").effects.values()
                if e.kind == "pay_to_stop_delayed"]


def test_603_7_nafs_asp_in_a_subgame_waits_for_the_subgames_draw_step() -> None:
    """The delayed ability belongs to the game it was set up in (727): in a subgame, the
    damaged player's next draw step of the subgame."""
    table = play('''
[A]
battlefield = ["Plains"]
library = []
[B]
battlefield = ["Forest"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "beginning_of_combat"
starting_player = "A"
[games."1.1".A]
battlefield = ["Nafs Asp"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = ["Forest"]
library = ["Island", "Island", "Island"]
''' + decisions("attack Nafs Asp", game="1.1"), until="script_end",
                 head='stack = [{ spell = "A:Shahrazad" }]\n')
    advance(table, "B", "main1", game="1.1")
    assert table.game("1.1").player["B"].life == 18
    assert table.game("1").player["B"].life == 20


def test_116_1_an_offered_payment_is_generic_mana() -> None:
    """The card language refuses an offered payment with colored mana or X: the record
    of the offer keeps only its generic mana (a judge's card is refused, not misplayed)."""
    with pytest.raises(ValueError, match="generic mana only"):
        PayToPrevent(ManaCost.parse("{W}"))
    with pytest.raises(ValueError, match="generic mana only"):
        Delay(1, at="that_players_next_draw_step", unless_paid=ManaCost.parse("{X}"))
    assert PayToPrevent(ManaCost.parse("{2}")).cost.generic == 2
