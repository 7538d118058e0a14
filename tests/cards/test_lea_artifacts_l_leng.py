"""Batch L-LENG: Library of Leng (engine/cards/sets/lea/artifacts.py): "You have no maximum
hand size" (402.2) and "If an effect causes you to discard a card, discard it, but you
may put it on top of your library instead of into your graveyard" (614.1a, 701.9)."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, of, play

from shahrazad.cards.layer_words import count_words
from shahrazad.cards.model import NO_MAXIMUM_HAND_SIZE, Count, Filter, Static
from shahrazad.decisions import Top
from shahrazad.events import vocabulary as v
from shahrazad.rules import turns
from shahrazad.txn import IllegalDecision

SEVEN = '"Forest", "Forest", "Forest", "Forest", "Forest", "Forest", "Forest"'


def _library(table: object, game: str = "1", player: str = "B") -> list[str]:
    return names(table, game, player, "library")  # type: ignore[arg-type]


# -- no maximum hand size (402.2, 514.1) ----------------------------------------------------


def test_402_2_514_1_library_of_leng_no_maximum_hand_size_at_cleanup() -> None:
    """402.2, 514.1: with Library of Leng, A ends the turn with nine cards and discards
    nothing in the cleanup step; B, without one, draws an eighth and discards down to
    seven (the cleanup step's discard is no effect's: Library isn't asked of)."""
    table = play(f'''
[A]
hand = [{SEVEN}, "Island", "Island"]
battlefield = ["Library of Leng"]
[B]
hand = [{SEVEN}]
''')
    advance(table, "B", "upkeep")
    assert len(table.game().player["A"].hand) == 9
    assert not [e for e in of(table, v.ChoiceRequested) if e.kind == "discard"]
    advance(table, "A", "upkeep")  # B drew an eighth card: B discards one
    assert [e.player for e in of(table, v.ChoiceRequested) if e.kind == "discard"] == ["B"]
    assert not [e for e in of(table, v.ChoiceRequested) if e.kind == "top"]  # 514.1


def test_402_2_613_7_the_latest_hand_size_effect_wins() -> None:
    """402.2, 613.7: of two effects on a player's maximum hand size, the one whose
    permanent came into play last applies: Library of Leng after Cursed Rack's four
    means no maximum; Cursed Rack after the Library means four."""
    table = play('''
[A]
hand = ["Cursed Rack"]
battlefield = ["Library of Leng", "Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Library of Leng"]
''' + decisions("cast Cursed Rack") + RESOLVE)
    g = table.game()
    assert turns.max_hand_size(g, "A", 7) is None
    assert turns.max_hand_size(g, "B", 7) == 4  # the Rack chose B, and came in last
    with pytest.raises(ValueError, match="max_hand_size"):
        Static("this", max_hand_size=-2, hand_size_of="you")
    assert Static("this", max_hand_size=NO_MAXIMUM_HAND_SIZE, hand_size_of="you")


# -- a discard an effect causes, on top of the library instead (614.1a) ---------------------


def test_614_1a_701_9_random_discard_cards_put_on_top_in_the_order_named() -> None:
    """614.1a, 701.9: A's Mind Twist makes B discard two cards at random; B, with Library
    of Leng, sees them and puts both on top of their library, the first named on top (the
    2004 rulings: each card its own choice, in the order the player picks)."""
    table = play('''
[A]
hand = ["Mind Twist"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
hand = ["Forest", "Mountain"]
battlefield = ["Library of Leng"]
library = ["Plains"]
''' + decisions("cast Mind Twist X=2 targeting B") + RESOLVE)
    asked = table.pending()
    assert asked.kind == "top" and asked.player == "B"
    assert set(table.legal_decisions()) >= {Top(())}
    table.push_named("top Mountain, Forest")
    assert _library(table) == ["Mountain", "Forest", "Plains"]
    assert names(table, "1", "B", "graveyard") == []
    moved = [e for e in of(table, v.ZoneChanged) if e.to_zone == "library"]
    assert [e.rule for e in moved] == ["614.1a", "614.1a"]
    assert all(e.reason.startswith("discard") for e in moved)


def test_614_1a_chosen_discard_each_card_its_own_choice() -> None:
    """614.1a, 701.9: Disrupting Scepter makes B discard a card of B's choice; then B
    chooses where it goes: ``top nothing`` puts it into the graveyard, as a scenario that
    gives no answer does; a card not being discarded can't be put on top."""
    body = '''
[A]
battlefield = ["Disrupting Scepter", "Mountain", "Mountain", "Mountain"]
[B]
hand = ["Forest", "Island"]
battlefield = ["Library of Leng"]
library = ["Plains"]
''' + decisions("activate Disrupting Scepter targeting B") + RESOLVE
    table = play(body + decisions("discard Island", player="B"))
    assert table.pending().kind == "top"
    with pytest.raises(IllegalDecision, match=r"614\.1a"):
        table.push(Top((table.game().player["B"].hand[0],)))  # the Forest stays in hand
    table.push_named("top Island")
    assert _library(table) == ["Island", "Plains"]
    assert names(table, "1", "B", "hand") == ["Forest"]

    table = play(body + decisions("discard Island", player="B") + decisions(
        "top nothing", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Island"]
    assert _library(table) == ["Plains"]


def test_614_1a_the_passive_answer_is_the_graveyard() -> None:
    """614.1a: a player who gives no answer ("you may") discards into the graveyard."""
    table = play('''
[A]
hand = ["Mind Twist"]
battlefield = ["Swamp", "Swamp"]
[B]
hand = ["Forest"]
battlefield = ["Library of Leng"]
library = ["Plains"]
''' + decisions("cast Mind Twist X=1 targeting B") + RESOLVE)
    advance(table, "A", "main2")
    assert names(table, "1", "B", "graveyard") == ["Forest"]


def test_614_1a_a_cost_discard_is_not_asked() -> None:
    """118, 614.1a (2004 ruling: costs aren't effects): B discards a card to pay for
    Land's Edge's ability: it goes to the graveyard, no question."""
    table = play('''
[A]
battlefield = ["Library of Leng", "Land's Edge"]
hand = ["Forest"]
''' + decisions("activate Land's Edge targeting B", "choose Forest", "pass")
        + decisions("pass", player="B"))
    assert names(table, "1", "A", "graveyard") == ["Forest"]
    assert not [e for e in of(table, v.ChoiceRequested) if e.kind == "top"]


def test_614_1a_the_discard_still_triggers_psychic_purge() -> None:
    """614.1a, 701.9, 603.2: the card is discarded all the same (2004 ruling: "the discard
    triggers anything else that triggers on discards"): Psychic Purge, put on top of B's
    library, still makes A lose 5 life."""
    table = play('''
[A]
hand = ["Mind Twist"]
battlefield = ["Swamp", "Swamp"]
[B]
hand = ["Psychic Purge"]
battlefield = ["Library of Leng"]
library = ["Plains"]
''' + decisions("cast Mind Twist X=1 targeting B") + RESOLVE
        + decisions("top Psychic Purge", player="B") + RESOLVE)
    assert _library(table) == ["Psychic Purge", "Plains"]
    assert table.game().player["A"].life == 15


def test_727_library_of_leng_in_a_subgame_puts_on_the_subgame_library() -> None:
    """727, 614.1a: inside a Shahrazad subgame, B's Library of Leng there puts the card
    A's Disrupting Scepter makes B discard on top of B's subgame library (the subgame's
    own zones, 727.2)."""
    table = play('''
[A]
battlefield = ["Plains"]
library = []
[B]
battlefield = ["Plains"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
battlefield = ["Disrupting Scepter", "Mountain", "Mountain", "Mountain"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
hand = ["Forest"]
battlefield = ["Library of Leng"]
library = ["Island", "Island", "Island"]
''' + decisions("activate Disrupting Scepter targeting B", "pass", game="1.1")
        + decisions("pass", player="B", game="1.1")
        + decisions("top Forest", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    assert _library(table, "1.1") == ["Forest", "Island", "Island", "Island"]
    assert names(table, "1", "B", "graveyard") == []


def test_614_1a_616_1_chains_of_mephistopheles_discard_goes_on_top() -> None:
    """614.1a, 616.1: under Chains of Mephistopheles each of Ancestral Recall's draws is
    replaced by a discard, then a draw; the discard is the Chains' effect's, so A's Library
    of Leng lets A put the Forest on top and draw it again; the third time A leaves it in
    the graveyard and draws the Plains."""
    table = play('''
[A]
hand = ["Ancestral Recall", "Forest"]
battlefield = ["Chains of Mephistopheles", "Library of Leng", "Island"]
library = ["Plains", "Swamp"]
''' + decisions("cast Ancestral Recall targeting A") + RESOLVE
        + decisions("top Forest", "top Forest", "top nothing"))
    assert names(table, "1", "A", "hand") == ["Plains"]
    assert sorted(names(table, "1", "A", "graveyard")) == ["Ancestral Recall", "Forest"]
    assert names(table, "1", "A", "library") == ["Swamp"]
    assert [e.amount for e in of(table, v.ChoiceRequested) if e.kind == "top"] == [0, 1, 2]


def test_614_1a_balance_discard_may_go_on_top() -> None:
    """614.1a, 701.9: Balance makes A, with more cards in hand than B, discard the extra
    (A's choice); A's Library of Leng puts the discarded Island on top."""
    table = play('''
[A]
hand = ["Balance", "Island", "Forest"]
battlefield = ["Library of Leng", "Plains", "Plains"]
library = ["Plains"]
[B]
hand = ["Forest"]
''' + decisions("cast Balance") + RESOLVE + decisions("discard Island", "top Island"))
    assert names(table, "1", "A", "library") == ["Island", "Plains"]
    assert names(table, "1", "A", "hand") == ["Forest"]


def test_614_1a_608_2c_mind_bomb_counts_cards_discarded_on_top() -> None:
    """614.1a, 608.2c: Mind Bomb's "3 minus the number of cards they discarded this way"
    counts a card B discarded on top of the library with Library of Leng: B discards two
    and takes 1 damage; A, with no card left, takes 3. The count's words say "discarded"."""
    table = play('''
[A]
hand = ["Mind Bomb"]
battlefield = ["Island"]
[B]
hand = ["Forest", "Mountain"]
battlefield = ["Library of Leng"]
library = ["Plains"]
''' + decisions("cast Mind Bomb", "pass") + decisions("pass", player="B")
        + decisions("discard Forest, Mountain", player="B")
        + decisions("top Forest", player="B"))
    assert names(table, "1", "B", "library") == ["Forest", "Plains"]
    assert names(table, "1", "B", "graveyard") == ["Mountain"]
    assert table.game().player["B"].life == 19
    assert table.game().player["A"].life == 17
    assert "discarded this way" in count_words(Count(Filter(), zone="discarded_this_way"))


def test_608_2c_mind_bomb_the_last_discard_counts_once() -> None:
    """608.2c: the cards the last player to discard for Mind Bomb discards count once
    each: B discards one of two (no Library) and takes 2."""
    table = play('''
[A]
hand = ["Mind Bomb"]
battlefield = ["Island"]
[B]
hand = ["Forest", "Mountain"]
''' + decisions("cast Mind Bomb", "pass") + decisions("pass", player="B")
        + decisions("discard Forest", player="B"))
    assert table.game().player["B"].life == 18
