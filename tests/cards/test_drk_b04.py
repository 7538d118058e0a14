"""The Dark's cards of batch B04 (engine/cards/sets/drk/), each played on its text; the
rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play, taking_in_subgame

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_601_2c_word_of_binding_taps_x_target_creatures() -> None:
    """601.2b-c, 701.26: "Tap X target creatures": X=2 taps the two chosen, not the
    third."""
    table = play('''
[A]
hand = ["Word of Binding"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Serra Angel", "Savannah Lions"]
''' + decisions("cast Word of Binding X=2 targeting Grizzly Bears, Serra Angel") + RESOLVE)
    g = table.game()
    assert obj(g, "Grizzly Bears").tapped and obj(g, "Serra Angel").tapped
    assert not obj(g, "Savannah Lions").tapped
    assert card("Word of Binding").first_printed == "DRK"


def test_608_2b_word_of_binding_with_one_target_gone_taps_the_other() -> None:
    """608.2b: a target that became illegal is left alone, the legal ones are tapped: the
    Bears are destroyed in response (Terror); the Angel is still tapped, and the spell
    resolves, since not all its targets are illegal."""
    table = play('''
[A]
hand = ["Word of Binding", "Terror"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Serra Angel"]
''' + decisions("cast Word of Binding X=2 targeting Grizzly Bears, Serra Angel")
        + decisions("cast Terror targeting Grizzly Bears") + RESOLVE + RESOLVE)
    g = table.game()
    assert "Grizzly Bears" in names(table, "1", "B", "graveyard")
    assert obj(g, "Serra Angel").tapped
    assert not of(table, v.SpellFizzled)


def test_701_20_amnesia_reveals_the_hand_and_discards_every_nonland_card() -> None:
    """701.20, 701.9: "Target player reveals their hand and discards all nonland cards":
    the hand is shown to both players (the target too), then the Terror and the Bears are
    discarded, the Forest stays."""
    table = play('''
[A]
hand = ["Amnesia"]
battlefield = ["Island", "Island", "Island", "Island", "Island", "Island"]
[B]
hand = ["Terror", "Grizzly Bears", "Forest"]
''' + decisions("cast Amnesia targeting B") + RESOLVE)
    shown = of(table, v.CardsRevealed)
    assert len(shown) == 1
    event = shown[0]
    assert isinstance(event, v.CardsRevealed)
    assert event.player == "B" and event.seen_by == ("A", "B") and event.rule == "701.20"
    assert len(event.objs) == 3
    assert sorted(names(table, "1", "B", "graveyard")) == ["Grizzly Bears", "Terror"]
    assert names(table, "1", "B", "hand") == ["Forest"]
    assert card("Amnesia").first_printed == "DRK"


def test_608_2c_eater_of_the_dead_eats_only_while_tapped() -> None:
    """608.2c: "{0}: If Eater of the Dead is tapped, exile target creature card from a
    graveyard and untap Eater of the Dead": untapped, the ability does nothing (the
    Bears stay in the graveyard); tapped, it exiles them and untaps."""
    for tapped, gone in ((False, False), (True, True)):
        table = play(f'''
[A]
battlefield = [{{ card = "Eater of the Dead", tapped = {str(tapped).lower()} }}]
[B]
graveyard = ["Grizzly Bears"]
''' + decisions("activate Eater of the Dead targeting Grizzly Bears") + RESOLVE)
        g = table.game()
        assert ("Grizzly Bears" in names(table, "1", "B", "exile")) is gone
        assert not obj(g, "Eater of the Dead").tapped


@pytest.mark.parametrize(("answer", "controller"), [("accept no", "A"),
                                                    ("accept yes", "B")])
def test_608_2d_scarwood_bandits_take_an_artifact_unless_an_opponent_pays(
        answer: str, controller: str) -> None:
    """608.2d, 611.2b: "Unless an opponent pays {2}, gain control of target artifact for
    as long as Scarwood Bandits remains on the battlefield": B declines and A takes the
    Sol Ring; B pays with two Islands and keeps it."""
    table = play('''
[A]
battlefield = ["Scarwood Bandits", "Forest", "Forest", "Forest"]
[B]
battlefield = ["Sol Ring", "Island", "Island"]
''' + decisions("activate Scarwood Bandits targeting Sol Ring") + RESOLVE
        + decisions(answer, player="B"))
    g = table.game()
    assert obj(g, "Sol Ring").controller == controller
    assert card("Scarwood Bandits").first_printed == "DRK"


def test_101_4_scarwood_bandits_ask_each_opponent_in_turn_until_one_pays() -> None:
    """101.4, 608.2d: at a table of three, B is asked first, declines, then C pays: A
    gains nothing. With the Bandits gone, a taken artifact goes back (611.2b)."""
    table = play('''
[A]
battlefield = ["Scarwood Bandits", "Forest", "Forest", "Forest"]
[B]
battlefield = ["Sol Ring", "Island", "Island"]
[C]
battlefield = ["Island", "Island"]
''' + decisions("activate Scarwood Bandits targeting Sol Ring") + RESOLVE
        + decisions("pass", player="C") + decisions("accept no", player="B")
        + decisions("accept yes", player="C"), players=("A", "B", "C"))
    g = table.game()
    asked = [e.player for e in of(table, v.ChoiceRequested) if isinstance(e, v.ChoiceRequested)]
    assert asked == ["B", "C"]
    assert obj(g, "Sol Ring").controller == "B"
    taken = play('''
[A]
hand = ["Terror"]
battlefield = ["Scarwood Bandits", "Forest", "Forest", "Forest", "Swamp", "Swamp"]
[B]
battlefield = ["Sol Ring"]
''' + decisions("activate Scarwood Bandits targeting Sol Ring") + RESOLVE
        + decisions("cast Terror targeting Scarwood Bandits") + RESOLVE)
    g = taken.game()
    assert "Scarwood Bandits" in names(taken, "1", "A", "graveyard")
    assert obj(g, "Sol Ring").controller == "B"


def test_727_scarwood_bandits_in_a_subgame_take_control_there_only() -> None:
    """611.2b, 727: in subgame 1.1 the Bandits take B's Sol Ring of that game (B declines
    to pay); B's Sol Ring of the main game stays B's."""
    table = taking_in_subgame("activate Scarwood Bandits targeting Sol Ring",
                              ["Scarwood Bandits", "Forest", "Forest", "Forest"], "Sol Ring",
                              their_sub=["Sol Ring", "Island", "Island"],
                              more=decisions("accept no", player="B", game="1.1"))
    assert obj(table.game("1.1"), "Sol Ring").controller == "A"
    assert obj(table.game("1"), "Sol Ring").controller == "B"
