"""Alpha's prevention and redirection cards: one damage point (120.3) where prevention
(615) and redirection (614.9) effects apply, in the order the affected player chooses
(616.1), each recorded with the shield that acted."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.decisions import Apply
from shahrazad.events import vocabulary as v
from shahrazad.txn import IllegalDecision


def step(text: str, player: str, at: str) -> str:
    """A scenario decision that waits for the step ``at`` of the turn."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{at}"\ndo = "{text}"\n'


def _bolt_at(target: str, blockers: str, *responses: str, then: str = "") -> object:
    """A casts Lightning Bolt at ``target``; B responds with ``responses``, then ``then``
    (the decisions their resolution asks for); the bolt resolves. Whoever the script
    says nothing of passes (the passive fallback)."""
    return play(f'''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = [{blockers}]
''' + decisions(f"cast Lightning Bolt targeting {target}")
        + "".join(decisions(r, player="B") for r in responses)
        + then + decisions("pass") + decisions("pass", player="B"))


def test_615_7_samite_healer_prevents_the_next_1_damage_to_any_target() -> None:
    """615.7: "prevent the next 1 damage" is a shield: of Lightning Bolt's 3 damage to
    Grizzly Bears 1 is prevented (recorded with the shield that acted) and 2 are dealt,
    which kills it; the shield is used up."""
    table = _bolt_at("Grizzly Bears", '"Samite Healer", "Grizzly Bears"',
                     "activate Samite Healer targeting Grizzly Bears")
    prevented = of(table, v.DamagePrevented)
    assert [(e.amount, e.why) for e in prevented] == [(1, "Samite Healer's shield")]
    assert [e.amount for e in of(table, v.DamageDealt)] == [2]
    assert of(table, v.ShieldUsed)[-1].left == 0 and not table.game().shields
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]


def test_615_7_conservator_shields_its_controller_and_the_shield_ends_with_the_turn() -> None:
    """615.7, 514.2: Conservator's 2-point shield takes 2 of the bolt's 3 to B; a shield
    left over ends in the cleanup step."""
    table = _bolt_at("B", '"Conservator", "Island", "Island", "Island"',
                     "activate Conservator")
    assert table.game().player["B"].life == 19
    assert [e.amount for e in of(table, v.DamagePrevented)] == [2]
    unused = play('''
[A]
battlefield = ["Island"]
[B]
battlefield = ["Conservator", "Island", "Island", "Island"]
''' + decisions("pass") + decisions("activate Conservator", player="B")
        + decisions("pass", player="B") + decisions("pass"), step="end",
        until="shields_ended")
    assert not unused.game().shields and of(unused, v.ShieldsEnded)


def test_615_8_circle_of_protection_prevents_a_chosen_red_source_once() -> None:
    """615.8, 609.7: Circle of Protection: Red's shield watches one red source of B's
    choice, chosen as it resolves (a recorded ``choose`` decision among red sources
    only): the bolt's damage to B is prevented, and the shield is gone after it."""
    table = _bolt_at("B", '"Circle of Protection: Red", "Plains"',
                     "activate Circle of Protection: Red",
                     then=decisions("choose Lightning Bolt", player="B"))
    assert table.game().player["B"].life == 20
    [prevented] = of(table, v.DamagePrevented)
    assert prevented.amount == 3 and prevented.why == "Circle of Protection: Red's shield"
    assert not table.game().shields
    chose = [e for e in of(table, v.Decided) if e.decision[0] == "choose"]
    assert len(chose) == 1


def test_609_7_a_circle_can_choose_only_a_source_of_its_color() -> None:
    """609.7: the Circle's choice is among sources of its color: Circle of Protection:
    White can't choose the red Lightning Bolt (refused under 609.7), only a white source
    (itself); the bolt deals its 3."""
    with pytest.raises(Exception, match="no Lightning Bolt that may be chosen"):
        _bolt_at("B", '"Circle of Protection: White", "Plains"',
                 "activate Circle of Protection: White",
                 then=decisions("choose Lightning Bolt", player="B"))
    table = _bolt_at("B", '"Circle of Protection: White", "Plains"',
                     "activate Circle of Protection: White")
    [shield] = of(table, v.ShieldCreated)
    assert shield.by == obj(table.game(), "Circle of Protection: White").oid
    assert table.game().player["B"].life == 17


def test_615_5_reverse_damage_prevents_and_gains_that_much_life() -> None:
    """615.5: Reverse Damage prevents the next damage of a source of B's choice, then B
    gains life equal to the damage prevented."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
hand = ["Reverse Damage"]
battlefield = ["Plains", "Plains", "Plains"]
''' + decisions("cast Lightning Bolt targeting B")
        + decisions("cast Reverse Damage", player="B") + decisions("pass", player="B")
        + decisions("pass") + decisions("choose Lightning Bolt", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert table.game().player["B"].life == 23
    assert [e.rule for e in of(table, v.LifeChanged)] == ["615.5"]


def test_614_9_personal_incarnation_redirects_the_next_1_damage_to_its_owner() -> None:
    """614.9: "the next 1 damage that would be dealt to Personal Incarnation is dealt to
    its owner instead": of the bolt's 3, 1 goes to B, 2 to the Incarnation."""
    table = _bolt_at("Personal Incarnation", '"Personal Incarnation"',
                     "activate Personal Incarnation")
    [redirected] = of(table, v.DamageRedirected)
    assert (redirected.amount, redirected.to) == (1, "B")
    assert table.game().player["B"].life == 19
    assert obj(table.game(), "Personal Incarnation").damage == 2


def test_602_5b_only_personal_incarnations_owner_may_activate_it() -> None:
    """602.5b: A controls B's Personal Incarnation (Control Magic): its ability is only its
    owner's, so A can't activate it."""
    with pytest.raises(Exception, match=r"602\.5b"):
        play('''
[A]
battlefield = ["Island", "Island", "Island", "Island",
               { card = "Control Magic", attached_to = "B:Personal Incarnation" }]
[B]
battlefield = [{ card = "Personal Incarnation", controller = "A" }]
''' + decisions("activate Personal Incarnation"))


def test_119_3_personal_incarnations_death_costs_its_owner_half_their_life() -> None:
    """The Incarnation's dies trigger makes its owner (the subject of the trigger) lose
    half their life, rounded up."""
    table = play('''
[A]
hand = ["Wrath of God"]
battlefield = ["Plains", "Plains", "Plains", "Plains"]
[B]
life = 15
battlefield = ["Personal Incarnation"]
''' + decisions("cast Wrath of God", "pass") + decisions("pass", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert table.game().player["B"].life == 7


def _attack(attacker_side: str, defender_side: str, *steps: str) -> object:
    """From A's declare attackers step to the end of combat, with the decisions ``steps``;
    the rest passive."""
    return play(f'''
[A]
battlefield = [{attacker_side}]
[B]
battlefield = [{defender_side}]
''' + "".join(steps), step="beginning_of_combat", until="combat_ended")


def test_614_9_veteran_bodyguard_takes_the_damage_of_unblocked_creatures() -> None:
    """614.9: while Veteran Bodyguard is untapped, the combat damage an unblocked creature
    would deal to B is dealt to it instead; a blocked creature's damage is not."""
    table = _attack('"Grizzly Bears", "Craw Wurm"', '"Veteran Bodyguard", "Llanowar Elves"',
                    decisions("attack Grizzly Bears, Craw Wurm"),
                    decisions("block Llanowar Elves -> Grizzly Bears", player="B"))
    [redirected] = of(table, v.DamageRedirected)
    assert (redirected.amount, redirected.why) == (6, "Veteran Bodyguard's redirection")
    assert table.game().player["B"].life == 20
    assert sorted(names(table, "1", "B", "graveyard")) == ["Llanowar Elves",
                                                           "Veteran Bodyguard"]


def test_614_9_a_tapped_veteran_bodyguard_takes_nothing() -> None:
    """While it is tapped, Veteran Bodyguard's ability does nothing."""
    table = _attack('"Grizzly Bears"', '{ card = "Veteran Bodyguard", tapped = true }',
                    decisions("attack Grizzly Bears"))
    assert not of(table, v.DamageRedirected) and table.game().player["B"].life == 18


def test_615_8_forcefield_prevents_all_but_1_of_an_unblocked_creatures_damage() -> None:
    """615.8: Forcefield's shield watches an unblocked creature of B's choice (chosen once
    blockers are declared): of Craw Wurm's 6 combat damage, all but 1 are prevented."""
    table = _attack('"Craw Wurm"', '"Forcefield", "Island"',
                    decisions("attack Craw Wurm"),
                    step("activate Forcefield", "B", "declare_blockers"),
                    decisions("choose Craw Wurm", player="B"))
    assert table.game().player["B"].life == 19
    assert [e.amount for e in of(table, v.DamagePrevented)] == [5]


def test_615_1_fog_prevents_all_combat_damage_through_the_same_point() -> None:
    """615.1: Fog's effect is a shield around everything: each combat damage is prevented,
    and each prevention is recorded."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", "Craw Wurm"]
[B]
hand = ["Fog"]
battlefield = ["Forest", "Llanowar Elves"]
''' + decisions("attack Grizzly Bears, Craw Wurm")
        + decisions("block Llanowar Elves -> Grizzly Bears", player="B")
        + step("cast Fog", "B", "declare_blockers"), step="beginning_of_combat",
        until="combat_ended")
    assert table.game().player["B"].life == 20
    assert {e.why for e in of(table, v.DamagePrevented)} == {"Fog's prevention of all "
                                                              "combat damage"}
    assert len(of(table, v.DamagePrevented)) == 3 and not of(table, v.DamageDealt)


def test_616_1_the_affected_player_orders_a_shield_and_protection() -> None:
    """616.1: White Knight has protection from black and a Samite Healer shield; Pestilence
    (black) would deal it 1 damage. Both would prevent it, and which applies first
    changes whether the shield is used up: B, its controller, chooses (an ``apply``
    decision); protection first leaves the shield in place."""
    table = play('''
[A]
battlefield = ["Pestilence", "Swamp"]
[B]
battlefield = ["White Knight", "Samite Healer"]
''' + decisions("pass") + decisions("activate Samite Healer targeting White Knight",
                                      player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("activate Pestilence") + decisions("pass") + decisions("pass", player="B")
        + decisions("apply 2, 1", player="B"))
    asked = of(table, v.DamageOrderAsked)
    assert asked and asked[0].player == "B"
    assert [e.why for e in of(table, v.DamagePrevented)
            if e.target == obj(table.game(), "White Knight").oid] == ["protection from black"]
    assert table.game().shields  # the Healer's shield is still there


def test_616_1_an_order_must_list_each_effect_once() -> None:
    """616.1: the answer orders every effect asked about, each once."""
    table = play('''
[A]
battlefield = ["Pestilence", "Swamp"]
[B]
battlefield = ["White Knight", "Samite Healer"]
''' + decisions("pass") + decisions("activate Samite Healer targeting White Knight",
                                      player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("activate Pestilence") + decisions("pass") + decisions("pass", player="B"))
    assert table.pending().kind == "apply"  # type: ignore[union-attr]
    with pytest.raises(IllegalDecision, match=r"616\.1"):
        table.push(Apply((0, 0)), "B")


def test_702_16e_protection_prevents_damage_from_a_source_of_its_color() -> None:
    """702.16e: Pestilence (black) deals no damage to White Knight (protection from black):
    the prevention is recorded with the protection that acted."""
    table = play('''
[A]
battlefield = ["Pestilence", "Swamp"]
[B]
battlefield = ["White Knight", "Grizzly Bears"]
''' + decisions("activate Pestilence") + decisions("pass") + decisions("pass", player="B"))
    game = table.game()
    assert obj(game, "White Knight").damage == 0 and obj(game, "Grizzly Bears").damage == 1
    assert [e.why for e in of(table, v.DamagePrevented)] == ["protection from black"]


def test_the_prevention_cards_read_their_oracle_text_in_words() -> None:
    from shahrazad.cards.words import abilities

    assert abilities(card("Circle of Protection: Black")) == [
        "{1}: the next time a black source of your choice would deal damage to you this "
        "turn, prevent that damage."]
    assert abilities(card("Forcefield")) == [
        "{1}: the next time an unblocked creature of your choice would deal combat damage to "
        "you this turn, prevent all but 1 of that damage."]


def test_727_1b_a_circle_of_protection_in_a_subgame_shields_its_subgame() -> None:
    """615.8 inside a subgame (727.1b: each game's effects are its own): B's Circle of
    Protection: Red in subgame 1.1 prevents A's Lightning Bolt there, and the main game
    has no shield."""
    table = play('''
[A]
battlefield = ["Plains", "Plains"]
library = []
[B]
battlefield = ["Island"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
battlefield = ["Mountain"]
hand = ["Lightning Bolt"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = ["Circle of Protection: Red", "Plains", "Plains"]
library = ["Island", "Island", "Island"]
''' + decisions("cast Lightning Bolt targeting B", game="1.1")
        + decisions("activate Circle of Protection: Red", player="B", game="1.1")
        + decisions("choose Lightning Bolt", player="B", game="1.1")
        + decisions("pass", game="1.1") + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    assert table.game("1.1").player["B"].life == 20
    assert [e.game for e in of(table, v.DamagePrevented)] == ["1.1"]
    assert not table.game("1").shields
