"""Alpha cards of batch B04 (engine/cards/sets/lea/), each played on its text; the rules
each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScenarioError

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")
#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE


def test_601_2c_volcanic_eruption_destroys_x_mountains_and_deals_that_many() -> None:
    """601.2b-c, 701.8, 120.3: "Destroy X target Mountains ... deals damage to each
    creature and each player equal to the number of Mountains put into a graveyard this
    way": X=2, two of B's Mountains: 2 damage to each player and creature (the Bears die,
    the Serra Angel lives), the third Mountain stays."""
    table = play('''
[A]
hand = ["Volcanic Eruption"]
battlefield = ["Island", "Island", "Island", "Island", "Island", "Grizzly Bears"]
[B]
battlefield = ["Mountain", "Mountain", "Mountain", "Serra Angel"]
''' + decisions("cast Volcanic Eruption X=2 targeting Mountain, Mountain #2") + RESOLVE)
    g = table.game()
    assert names(table, "1", "B", "graveyard").count("Mountain") == 2
    assert names(table, "1", "B", "battlefield").count("Mountain") == 1
    assert (g.player["A"].life, g.player["B"].life) == (18, 18)
    assert "Grizzly Bears" in names(table, "1", "A", "graveyard")
    assert obj(g, "Serra Angel").damage == 2
    assert card("Volcanic Eruption").first_printed == "LEA"


def test_601_2c_volcanic_eruption_takes_exactly_x_targets() -> None:
    """601.2c: X target Mountains means as many targets as the X announced: X=2 with one
    target is refused; X=0 with none is a legal spell that destroys nothing and deals 0."""
    with pytest.raises(ScenarioError, match=r"601\.2c"):
        play('''
[A]
hand = ["Volcanic Eruption"]
battlefield = ["Island", "Island", "Island", "Island", "Island"]
[B]
battlefield = ["Mountain", "Mountain"]
''' + decisions("cast Volcanic Eruption X=2 targeting Mountain"))
    table = play('''
[A]
hand = ["Volcanic Eruption"]
battlefield = ["Island", "Island", "Island"]
[B]
battlefield = ["Mountain"]
''' + decisions("cast Volcanic Eruption") + RESOLVE)
    assert "Volcanic Eruption" in names(table, "1", "A", "graveyard")
    assert not of(table, v.DamageDealt) and not of(table, v.SpellFizzled)


def test_701_9_wheel_of_fortune_each_player_discards_their_hand_then_draws_seven() -> None:
    """701.9, 121.1: "Each player discards their hand, then draws seven cards": A's other
    two cards and B's three go to the graveyards (no choice, nothing random), then each
    draws seven from their library; B, with no hand, draws seven too."""
    table = play('''
[A]
hand = ["Wheel of Fortune", "Lightning Bolt", "Giant Growth"]
battlefield = ["Mountain", "Mountain", "Mountain"]
[B]
hand = ["Terror", "Grizzly Bears", "Forest"]
''' + decisions("cast Wheel of Fortune") + RESOLVE)
    g = table.game()
    assert sorted(names(table, "1", "A", "graveyard")) == ["Giant Growth", "Lightning Bolt",
                                                           "Wheel of Fortune"]
    assert sorted(names(table, "1", "B", "graveyard")) == ["Forest", "Grizzly Bears", "Terror"]
    assert len(g.player["A"].hand) == len(g.player["B"].hand) == 7


def test_400_2_glasses_of_urza_shows_a_hand_to_its_controller_alone() -> None:
    """400.2: "{T}: Look at target player's hand": the hand is a hidden zone; the log
    records that A, and nobody else, saw B's two cards, which stay in B's hand."""
    table = play('''
[A]
battlefield = ["Glasses of Urza"]
[B]
hand = ["Terror", "Forest"]
''' + decisions("activate Glasses of Urza targeting B") + RESOLVE)
    shown = of(table, v.CardsRevealed)
    assert len(shown) == 1
    event = shown[0]
    assert isinstance(event, v.CardsRevealed)
    assert event.player == "B" and event.seen_by == ("A",) and event.rule == "400.2"
    g = table.game()
    assert sorted(g.objects[o].name for o in event.objs) == ["Forest", "Terror"]
    assert sorted(names(table, "1", "B", "hand")) == ["Forest", "Terror"]
    assert obj(g, "Glasses of Urza").tapped


def test_608_2d_twiddle_taps_untaps_or_neither_chosen_as_it_resolves() -> None:
    """608.2d: "You may tap or untap target artifact, creature, or land": the choice is
    made as it resolves (it is no mode, 700.2): untap B's tapped Bears; tap an untapped
    one; or neither, which changes nothing."""
    for word, tapped_before, tapped_after in (("untap", True, False), ("tap", False, True),
                                              ("neither", True, True)):
        table = play(f'''
[A]
hand = ["Twiddle"]
battlefield = ["Island"]
[B]
battlefield = [{{ card = "Grizzly Bears", tapped = {str(tapped_before).lower()} }}]
''' + decisions("cast Twiddle targeting Grizzly Bears") + RESOLVE + decisions(f"word {word}"))
        g = table.game()
        assert obj(g, "Grizzly Bears").tapped is tapped_after, word


def test_701_21_lord_of_the_pit_eats_another_creature_at_upkeep() -> None:
    """701.21a, 608.2d: "sacrifice a creature other than Lord of the Pit": A chooses the
    Bears among its two other creatures (the Lord is no choice); no damage."""
    table = play('''
[A]
battlefield = ["Lord of the Pit", "Grizzly Bears", "Llanowar Elves"]
''' + UPKEEP + decisions("sacrifice Grizzly Bears"), step="untap")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]
    assert obj(g, "Lord of the Pit").zone == "battlefield" and g.player["A"].life == 20
    assert card("Lord of the Pit").first_printed == "LEA"


def test_608_2c_lord_of_the_pit_deals_7_to_you_if_you_cant_sacrifice() -> None:
    """608.2c: "If you can't, Lord of the Pit deals 7 damage to you": with no other
    creature, nothing is asked, and the Lord deals A 7 damage."""
    table = play('''
[A]
battlefield = ["Lord of the Pit", "Swamp"]
''' + UPKEEP, step="untap")
    g = table.game()
    assert g.player["A"].life == 13
    hits = [e for e in of(table, v.DamageDealt) if isinstance(e, v.DamageDealt)]
    assert [g.objects[e.source].name for e in hits] == ["Lord of the Pit"]
    assert names(table, "1", "A", "graveyard") == []


def test_608_2d_demonic_hordes_unpaid_taps_and_an_opponent_picks_the_land() -> None:
    """608.2d: "unless you pay {B}{B}{B}, tap Demonic Hordes and sacrifice a land of an
    opponent's choice": A declines; the Hordes are tapped, and B, not A, chooses which of
    A's lands goes (the Forest)."""
    table = play('''
[A]
battlefield = ["Demonic Hordes", "Swamp", "Swamp", "Swamp", "Forest"]
''' + UPKEEP + decisions("accept no") + decisions("sacrifice Forest", player="B"),
        step="untap")
    g = table.game()
    assert obj(g, "Demonic Hordes").tapped
    assert names(table, "1", "A", "graveyard") == ["Forest"]
    asked = [e.player for e in of(table, v.ChoiceRequested) if isinstance(e, v.ChoiceRequested)]
    assert asked == ["A", "B"]
    assert card("Demonic Hordes").first_printed == "LEA"


def test_608_2d_demonic_hordes_paid_stay_untapped_and_destroy_lands() -> None:
    """608.2d, 701.8: paying {B}{B}{B} keeps the Hordes untapped and every land; then
    "{T}: Destroy target land" destroys B's Island."""
    table = play('''
[A]
battlefield = ["Demonic Hordes", "Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Island"]
''' + UPKEEP + decisions("accept yes") + decisions("activate Demonic Hordes targeting Island")
        + RESOLVE, step="untap")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == []
    assert names(table, "1", "B", "graveyard") == ["Island"]
    assert obj(g, "Demonic Hordes").tapped


def test_401_2_natural_selection_reorders_the_top_three_and_may_not_shuffle() -> None:
    """400.2, 401.2, 608.2d: "Look at the top three cards of target player's library,
    then put them back in any order. You may have that player shuffle": A alone sees B's
    top three (Forest, Swamp, Plains), puts them back Plains first, and declines the
    shuffle: B's library begins Plains, Forest, Swamp, then the rest as it was."""
    table = play('''
[A]
hand = ["Natural Selection"]
battlefield = ["Forest"]
[B]
library = ["Forest", "Swamp", "Plains", "Island", "Mountain"]
''' + decisions("cast Natural Selection targeting B") + RESOLVE
        + decisions("choose Plains, Forest, Swamp") + decisions("allow no"))
    g = table.game()
    assert [g.objects[o].name for o in g.player["B"].library] == [
        "Plains", "Forest", "Swamp", "Island", "Mountain"]
    looked = [e for e in of(table, v.CardsRevealed) if isinstance(e, v.CardsRevealed)]
    assert len(looked) == 1 and looked[0].seen_by == ("A",) and looked[0].player == "B"
    kinds = [type(e).__name__ for e in table.events
             if isinstance(e, v.LibraryOrdered | v.LibraryShuffled)]
    assert kinds[-1:] == ["LibraryOrdered"] and kinds.count("LibraryOrdered") == 1


def test_701_24_natural_selection_may_have_that_player_shuffle() -> None:
    """701.24: choosing to have B shuffle, B's library is shuffled after the ordering."""
    table = play('''
[A]
hand = ["Natural Selection"]
battlefield = ["Forest"]
[B]
library = ["Forest", "Swamp", "Plains", "Island", "Mountain"]
''' + decisions("cast Natural Selection targeting B") + RESOLVE
        + decisions("choose Swamp, Forest, Plains") + decisions("allow yes"))
    kinds = [type(e).__name__ for e in table.events
             if isinstance(e, v.LibraryOrdered | v.LibraryShuffled)]
    assert kinds[-2:] == ["LibraryOrdered", "LibraryShuffled"]
    assert card("Natural Selection").first_printed == "LEA"


def test_608_2d_demonic_hordes_with_two_opponents_the_controller_picks_the_chooser() -> None:
    """608.2d: at a table of three, A (who doesn't pay) chooses which opponent chooses:
    C, who picks A's Forest; B is never asked."""
    table = play('''
[A]
battlefield = ["Demonic Hordes", "Swamp", "Swamp", "Swamp", "Forest"]
''' + RESOLVE + decisions("pass", player="C") + RESOLVE + decisions("pass", player="C")
        + decisions("accept no") + decisions("word C")
        + decisions("sacrifice Forest", player="C"), step="untap", players=("A", "B", "C"))
    assert names(table, "1", "A", "graveyard") == ["Forest"]
    asked = [e.player for e in of(table, v.ChoiceRequested) if isinstance(e, v.ChoiceRequested)]
    assert asked == ["A", "A", "C"]
