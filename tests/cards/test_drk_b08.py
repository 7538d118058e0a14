"""Batch B08's The Dark cards (engine/cards/sets/drk/): Inquisition, Savaen Elves, Miracle
Worker, Ball Lightning."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, obj, of, play, targets_of

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.rules import combat
from shahrazad.txn import IllegalDecision


def test_701_20_inquisition_deals_damage_for_each_white_card_revealed() -> None:
    """701.20, 107.1: B reveals their hand (every player sees it); two of its cards are
    white (Savannah Lions, Swords to Plowshares): 2 damage to B."""
    table = play('''
[A]
hand = ["Inquisition"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
hand = ["Savannah Lions", "Swords to Plowshares", "Lightning Bolt"]
''' + decisions("cast Inquisition targeting B") + RESOLVE)
    assert table.game().player["B"].life == 18
    shown = of(table, v.CardsRevealed)
    assert len(shown) == 1 and len(shown[0].cards) == 3


# -- a filter on what an Aura is attached to (303.4) ---------------------------------------


def test_303_4_savaen_elves_destroys_an_aura_attached_to_a_land() -> None:
    """115.1, 303.4: "target Aura attached to a land": B's Wild Growth on a Forest may be
    targeted, A's Holy Strength on a creature not; the Wild Growth is destroyed."""
    body = '''
[A]
battlefield = ["Savaen Elves", "Forest", "Forest", "Grizzly Bears",
               { card = "Holy Strength", attached_to = "Grizzly Bears" }]
[B]
battlefield = ["Forest", { card = "Wild Growth", attached_to = "B:Forest" }]
'''
    assert targets_of(play(body), "Savaen Elves") == {"Wild Growth"}
    table = play(body + decisions("activate Savaen Elves targeting Wild Growth") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Wild Growth"]
    assert card("Savaen Elves").first_printed == "DRK"


def test_303_4_miracle_worker_frees_a_creature_you_control() -> None:
    """115.1, 303.4: "target Aura attached to a creature you control": B's Paralyze on A's
    Bears, not B's Holy Strength on B's Giant nor B's Paralyze on B's own creature; the
    Paralyze on A's Bears is destroyed."""
    body = '''
[A]
battlefield = ["Miracle Worker", { card = "Grizzly Bears", tapped = true }]
[B]
battlefield = [{ card = "Paralyze", attached_to = "Grizzly Bears" }, "Hill Giant",
               { card = "Holy Strength", attached_to = "Hill Giant" }]
'''
    assert targets_of(play(body), "Miracle Worker") == {"Paralyze"}
    table = play(body + decisions("activate Miracle Worker targeting Paralyze") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Paralyze"]


# -- Ball Lightning: haste, trample, and each end step (513.1) -----------------------------


def test_702_10_ball_lightning_attacks_at_once_and_is_sacrificed_at_the_end_step() -> None:
    """702.10, 702.19: cast this turn, it attacks (haste); blocked by a 0/2 Ornithopter, 4 damage
    tramples over; 513.1, 603.2: at the beginning of the end step it is sacrificed."""
    table = play('''
[A]
hand = ["Ball Lightning"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Ornithopter"]
''' + decisions("cast Ball Lightning") + RESOLVE)
    advance(table, "A", "main2", answers={"attackers": "attack Ball Lightning",
                                          "blockers": "block Ornithopter -> Ball Lightning"})
    assert table.game().player["B"].life == 16
    assert obj(table.game(), "Ball Lightning").zone == "battlefield"
    advance(table, "B", "upkeep")
    assert names(table, "1", "A", "graveyard") == ["Ball Lightning"]


def test_513_1_ball_lightning_is_sacrificed_in_an_opponents_end_step_too() -> None:
    """513.1, 603.2: "at the beginning of the end step": any player's, not only its
    controller's (B's Ball Lightning in A's turn)."""
    table = play('''
[B]
battlefield = ["Ball Lightning"]
''', step="main2")
    advance(table, "B", "upkeep")
    assert names(table, "1", "B", "graveyard") == ["Ball Lightning"]


# -- Fire and Brimstone: a player's history this turn (508.1) ------------------------------

_BRIMSTONE = '''
[A]
battlefield = ["Grizzly Bears"]
[B]
hand = ["Fire and Brimstone"]
battlefield = ["Plains", "Plains", "Plains", "Plains", "Plains"]
'''


def test_508_1_fire_and_brimstone_targets_the_player_who_attacked() -> None:
    """508.1, 115.1: after A declares an attacker, B may target A ("target player who
    attacked this turn"), not B; 4 damage to A (and the Bears' 2) and 4 to B."""
    table = play(_BRIMSTONE, step="beginning_of_combat")
    advance(table, "A", "declare_blockers", answers={"attackers": "attack Grizzly Bears",
                                                     "blockers": "block"})
    table.push_named("pass")
    assert targets_of(table, "Fire and Brimstone") == {"A"}
    table.push_named("cast Fire and Brimstone targeting A")
    advance(table, "A", "main2")
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (16, 14)


def test_508_1_fire_and_brimstone_has_no_target_before_an_attack() -> None:
    """508.1: in A's first main phase nobody has attacked this turn: no legal target; in
    B's next turn, A's attack of the turn before doesn't count (the history is the
    turn's)."""
    table = play(_BRIMSTONE, step="main1")
    table.push_named("pass")
    assert targets_of(table, "Fire and Brimstone") == set()
    table = play(_BRIMSTONE, step="beginning_of_combat")
    advance(table, "B", "upkeep", answers={"attackers": "attack Grizzly Bears",
                                           "blockers": "block"})
    assert targets_of(table, "Fire and Brimstone") == set()


# -- Mana Vortex: a spell's own cast trigger (601.2i, 603.2) -------------------------------

_VORTEX = '''
[A]
hand = ["Mana Vortex"]
battlefield = ["Island", "Island", "Island", "Forest"]
'''


def test_603_2_mana_vortex_is_countered_unless_you_sacrifice_a_land() -> None:
    """601.2i, 603.2: casting Mana Vortex triggers its own ability, above it on the stack;
    608.2c: A sacrifices nothing, and the Vortex is countered."""
    table = play(_VORTEX + decisions("cast Mana Vortex paying Island, Island, Island")
                 + RESOLVE + decisions("sacrifice nothing"))
    assert any(e.source_name == "Mana Vortex" for e in of(table, v.AbilityTriggered))
    assert names(table, "1", "A", "graveyard") == ["Mana Vortex"]
    assert of(table, v.SpellCountered)


def test_603_2_mana_vortex_stays_if_you_sacrifice_a_land_and_eats_one_each_upkeep() -> None:
    """701.21: A sacrifices the Forest; the Vortex resolves. At B's upkeep B sacrifices a
    land (603.2: "each player's upkeep", that player)."""
    table = play(_VORTEX + '''
[B]
battlefield = ["Mountain", "Plains"]
''' + decisions("cast Mana Vortex paying Island, Island, Island")
        + RESOLVE + decisions("sacrifice Forest") + RESOLVE)
    assert names(table, "1", "A", "battlefield") == ["Island", "Island", "Island",
                                                     "Mana Vortex"]
    advance(table, "B", "draw", answers={"sacrifice": "sacrifice Plains"})
    assert names(table, "1", "B", "graveyard") == ["Plains"]


def test_603_8_mana_vortex_goes_when_no_lands_are_on_the_battlefield() -> None:
    """603.8: "When there are no lands on the battlefield": B's last land sacrificed at B's
    upkeep, and A has none, the Vortex is sacrificed."""
    table = play('''
[A]
battlefield = ["Mana Vortex"]
[B]
battlefield = ["Mountain"]
''', step="end")
    advance(table, "B", "draw")
    assert names(table, "1", "B", "graveyard") == ["Mountain"]
    assert names(table, "1", "A", "graveyard") == ["Mana Vortex"]


# -- Curse Artifact: an Aura's upkeep trigger, paid with a sacrifice -----------------------


@pytest.mark.parametrize(("answer", "life", "kept"), [
    ("sacrifice nothing", 18, True), ("sacrifice Sol Ring", 20, False)])
def test_608_2c_curse_artifact_damages_unless_the_artifact_is_sacrificed(
        answer: str, life: int, kept: bool) -> None:
    """303.4, 603.2, 608.2c: at the upkeep of the enchanted artifact's controller (B), B
    sacrifices the Sol Ring or takes 2 damage."""
    table = play('''
[B]
battlefield = ["Sol Ring",
    { card = "Curse Artifact", attached_to = "Sol Ring", controller = "A" }]
''', step="end")
    advance(table, "B", "draw", answers={"sacrifice": answer})
    g = table.game()
    assert g.player["B"].life == life
    assert ("Sol Ring" in names(table, "1", "B", "battlefield")) is kept


# -- Rag Man: a random discard among part of a hand (701.9b) -------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_701_9b_rag_man_discards_a_creature_card_at_random(seed: int) -> None:
    """701.20, 701.9b: B reveals their hand; one of its two creature cards is discarded
    at random, never the Lightning Bolt, whatever the seed."""
    table = play('''
[A]
battlefield = ["Rag Man", "Swamp", "Swamp", "Swamp"]
[B]
hand = ["Lightning Bolt", "Grizzly Bears", "Hill Giant"]
''' + decisions("activate Rag Man targeting B") + RESOLVE, seed=seed)
    gone = names(table, "1", "B", "graveyard")
    assert len(gone) == 1 and gone[0] in ("Grizzly Bears", "Hill Giant")
    assert len(of(table, v.CardsRevealed)) == 1


def test_602_5b_rag_man_only_during_your_turn() -> None:
    """602.5b: "Activate only during your turn": in B's turn A can't activate it; with no
    creature card in B's hand, nothing is discarded."""
    body = '''
[A]
battlefield = ["Rag Man", "Swamp", "Swamp", "Swamp"]
[B]
hand = ["Lightning Bolt"]
'''
    table = play(body, active="B")
    table.push_named("pass")
    assert targets_of(table, "Rag Man") == set()
    table = play(body + decisions("activate Rag Man targeting B") + RESOLVE)
    assert names(table, "1", "B", "hand") == ["Lightning Bolt"]


# -- The Fallen: what this object has damaged (400.7) --------------------------------------


def test_400_7_the_fallen_hurts_each_opponent_it_has_damaged() -> None:
    """603.2, 120.3: The Fallen deals B 2 combat damage; at A's next upkeep it deals 1 to B
    (whom it has damaged this game), none to C (whom it hasn't)."""
    table = play('''
[A]
battlefield = ["The Fallen"]
''' + decisions("attack The Fallen -> B"), step="beginning_of_combat",
        players=("A", "B", "C"))
    advance(table, "A", "draw")
    g = table.game()
    assert (g.player["B"].life, g.player["C"].life) == (17, 20)


def test_400_7_the_fallen_forgets_as_a_new_object() -> None:
    """400.7: a Fallen that has damaged nobody as this object deals no damage at upkeep."""
    table = play('''
[A]
battlefield = ["The Fallen"]
''', step="end")
    advance(table, "A", "draw")
    g = table.game()
    assert g.player["B"].life == 20
    assert obj(g, "The Fallen").has_damaged == ()


# -- Festival: a spell's timing, and a rule for the turn (601.3, 508.1a) -------------------


def test_508_1a_festival_creatures_cant_attack_this_turn() -> None:
    """601.3: cast in B's upkeep; 508.1a: B's creatures can't attack this turn, a haste
    creature cast after it neither; the next turn they can again."""
    table = play('''
[A]
hand = ["Festival"]
battlefield = ["Plains"]
[B]
hand = ["Ball Lightning"]
battlefield = ["Grizzly Bears", "Mountain", "Mountain", "Mountain"]
''' + decisions("pass", player="B") + decisions("cast Festival") + RESOLVE,
        active="B", step="upkeep")
    advance(table, "B", "main1")
    table.push_named("cast Ball Lightning")
    advance(table, "B", "beginning_of_combat")
    assert combat.possible_attackers(table.game()) == []
    advance(table, "A", "beginning_of_combat")
    assert combat.possible_attackers(table.game()) == []  # A has no creature
    advance(table, "B", "beginning_of_combat")
    assert [o.name for o in combat.possible_attackers(table.game())] == ["Grizzly Bears"]


def test_601_3_festival_only_in_an_opponents_upkeep() -> None:
    """601.3: not in A's own upkeep, not in B's draw step or main phase."""
    body = '''
[A]
hand = ["Festival"]
battlefield = ["Plains"]
'''
    for active, step in (("A", "upkeep"), ("B", "draw"), ("B", "main1")):
        table = play(body, active=active, step=step)
        if active == "B":
            table.push_named("pass")
        with pytest.raises(IllegalDecision):
            table.push_named("cast Festival")


# -- Psychic Allergy: a chosen color in a filter (614.1c), each opponent's upkeep ----------


def test_614_1c_psychic_allergy_counts_the_opponents_permanents_of_the_chosen_color() -> None:
    """614.1c: A chooses green as it enters; 503.1, 603.2: at B's upkeep, 2 damage to B for
    B's two nontoken green permanents (not the Forest, colorless, nor A's own Elves)."""
    table = play('''
[A]
hand = ["Psychic Allergy"]
battlefield = ["Island", "Island", "Island", "Island", "Island", "Llanowar Elves"]
[B]
battlefield = ["Grizzly Bears", "Forest", "Hill Giant",
               { card = "Wild Growth", attached_to = "Forest" }]
''' + decisions("cast Psychic Allergy") + RESOLVE + decisions("word green"))
    advance(table, "B", "draw")
    assert table.game().player["B"].life == 18


@pytest.mark.parametrize(("answer", "stays"), [
    ("sacrifice Island, Island #2", True), ("sacrifice nothing", False)])
def test_608_2c_psychic_allergy_is_destroyed_unless_two_islands_are_sacrificed(
        answer: str, stays: bool) -> None:
    """608.2c: at A's upkeep A sacrifices two Islands, or the Allergy is destroyed."""
    table = play('''
[A]
battlefield = ["Psychic Allergy", "Island", "Island", "Island"]
''' + RESOLVE + RESOLVE + decisions(answer), step="untap")
    assert ("Psychic Allergy" in names(table, "1", "A", "battlefield")) is stays
    assert len(names(table, "1", "A", "graveyard")) == (2 if stays else 1)


# -- Erosion: a payment of mana or life (119.4) --------------------------------------------


@pytest.mark.parametrize(("answers", "life", "kept"), [
    (("accept yes",), 20, True), (("accept no", "accept yes"), 19, True),
    (("accept no", "accept no"), 20, False)])
def test_119_4_erosion_destroys_the_land_unless_its_controller_pays_1_or_1_life(
        answers: tuple[str, ...], life: int, kept: bool) -> None:
    """303.4, 608.2c, 119.4: at the upkeep of the enchanted land's controller (B), B pays
    {1} (the land itself taps for it), or else 1 life, or the land is destroyed."""
    table = play('''
[B]
battlefield = ["Forest", { card = "Erosion", attached_to = "Forest", controller = "A" }]
''' + "".join(decisions(a, player="B") for a in answers), step="end")
    advance(table, "B", "draw")
    g = table.game()
    assert g.player["B"].life == life
    assert ("Forest" in names(table, "1", "B", "battlefield")) is kept


# -- Whippoorwill: three effects on a creature for the turn --------------------------------

_WHIPPOORWILL = '''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Whippoorwill", "Forest", "Forest", "Mountain"]
[B]
hand = ["Healing Salve"]
battlefield = ["Hill Giant", "Plains"]
'''


def test_615_1_whippoorwill_damage_cant_be_prevented_and_the_creature_is_exiled() -> None:
    """615.1: the Healing Salve's shield on the Giant prevents nothing after the
    Whippoorwill's ability; 603.7c: the Giant dies (to the graveyard: it did die), and the
    delayed ability exiles the card."""
    table = play(_WHIPPOORWILL + decisions("activate Whippoorwill targeting Hill Giant")
                 + RESOLVE + decisions("pass")
                 + decisions("cast Healing Salve mode 2 targeting Hill Giant", "pass",
                             player="B")
                 + decisions("pass", "cast Lightning Bolt targeting Hill Giant") + RESOLVE
                 + RESOLVE)
    assert names(table, "1", "B", "exile") == ["Hill Giant"]
    assert any(e.from_zone == "battlefield" and e.to_zone == "graveyard"
               for e in of(table, v.ZoneChanged))
    assert not of(table, v.DamagePrevented)


def test_615_1_without_whippoorwill_the_salve_saves_the_giant() -> None:
    """615.7: the same Bolt with no Whippoorwill activation: 3 damage prevented."""
    table = play(_WHIPPOORWILL + decisions("pass")
                 + decisions("cast Healing Salve mode 2 targeting Hill Giant", "pass",
                             player="B")
                 + decisions("pass", "cast Lightning Bolt targeting Hill Giant") + RESOLVE)
    assert names(table, "1", "B", "battlefield")[0] == "Hill Giant"


def test_603_7c_whippoorwill_the_delayed_ability_ends_with_the_turn() -> None:
    """514.2: the creature that dies on a later turn is not exiled; 701.19c: this turn, a
    regeneration shield doesn't save it."""
    table = play(_WHIPPOORWILL.replace('"Hill Giant"', '"Drudge Skeletons", "Swamp"')
                 + decisions("activate Whippoorwill targeting Drudge Skeletons") + RESOLVE)
    advance(table, "B", "upkeep")
    assert not table.game().delayed
    table = play(_WHIPPOORWILL.replace('"Hill Giant"', '"Drudge Skeletons", "Swamp"')
                 + decisions("activate Whippoorwill targeting Drudge Skeletons") + RESOLVE
                 + decisions("pass") + decisions("activate Drudge Skeletons", "pass",
                                                 player="B")
                 + decisions("pass", "cast Lightning Bolt targeting Drudge Skeletons")
                 + RESOLVE + RESOLVE)
    assert names(table, "1", "B", "exile") == ["Drudge Skeletons"]


# -- Mind Bomb: each player may discard up to three (608.2d, 101.4) ------------------------


def test_608_2c_mind_bomb_each_player_discards_up_to_three_then_takes_the_rest() -> None:
    """101.4, 608.2d: A (active) discards one card, B two, C none; 608.2c: then 3 minus
    what each discarded this way, remembered across the questions: A 2, B 1, C 3."""
    table = play('''
[A]
hand = ["Mind Bomb", "Forest", "Forest"]
battlefield = ["Island"]
[B]
hand = ["Mountain", "Mountain", "Mountain"]
[C]
hand = ["Plains"]
''' + decisions("cast Mind Bomb", "pass") + decisions("pass", player="B")
        + decisions("pass", player="C") + decisions("discard Forest")
        + decisions("discard Mountain, Mountain #2", player="B")
        + decisions("discard nothing", player="C"), players=("A", "B", "C"))
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life, g.player["C"].life) == (18, 19, 17)
    assert len(g.player["B"].hand) == 1 and len(g.player["C"].hand) == 1
    assert of(table, v.ResolutionRemembered)


def test_608_2d_mind_bomb_refuses_a_fourth_card() -> None:
    """608.2d: "up to three": four cards are refused; three, the most, deal A no damage;
    B, with no card in hand, is not asked and takes 3."""
    table = play('''
[A]
hand = ["Mind Bomb", "Forest", "Forest", "Forest", "Forest"]
battlefield = ["Island"]
''' + decisions("cast Mind Bomb") + RESOLVE)
    with pytest.raises(IllegalDecision):
        table.push_named("discard Forest, Forest #2, Forest #3, Forest #4")
    table.push_named("discard Forest, Forest #2, Forest #3")  # B has no card: not asked
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (20, 17)
