"""-- batch W-CMD2 --: Word of Command (LEA), a card chosen from the target opponent's hand
and played by that player under its caster's control (722), and the pieces it is made of:
``choose_from_hand`` (400.2, 608.2d), ``play_chosen`` (305.1, 305.2, 601.2, 608.2c) with
its ``cast_chosen`` decision, and control while the cast spell resolves (722.1). Each test
names the rules it plays; the last plays the card inside a subgame (727)."""

from __future__ import annotations

import pytest

from shahrazad.decisions import CastChosen
from shahrazad.events import vocabulary as v
from shahrazad.rules.effect_kinds import CONTROL_WHILE_RESOLVING
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision
from tests.support import decisions, names, of, play

WORD = "cast Word of Command targeting B"


def _commanded(b_hand: str, b_battlefield: str, *, more: str = "", active: str = "A",
               b_more: str = "") -> Table:
    """A casts Word of Command at B and it resolves up to A's choice of a card; on B's
    turn, B first passes to A."""
    body = f'''
[A]
hand = ["Word of Command"]
battlefield = ["Swamp", "Swamp"]
[B]
hand = [{b_hand}]
battlefield = [{b_battlefield}]
{b_more}'''
    first = decisions("pass", player="B") if active == "B" else ""
    return play(body + first + decisions(WORD, "pass") + decisions("pass", player="B")
                + more, active=active)


def test_608_2d_400_2_the_caster_looks_at_the_hand_and_chooses_a_card() -> None:
    """400.2, 608.2d: as Word of Command resolves, its controller alone sees the target
    opponent's hand (the cards revealed to A only) and chooses one of its cards."""
    table = _commanded('"Lightning Bolt", "Serra Angel"', '"Mountain"')
    waiting = table.pending()
    assert waiting is not None and (waiting.kind, waiting.player) == ("choose", "A")
    seen = of(table, v.CardsRevealed)[-1]
    assert (seen.player, seen.seen_by, len(seen.objs)) == ("B", ("A",), 2)
    assert sorted(table.name(d) for d in table.legal_decisions()) == [
        "choose Lightning Bolt", "choose Serra Angel"]
    assert [(e.player, e.controller) for e in of(table, v.PlayerControlled)] == [("B", "A")]


def test_722_4_601_2_the_opponent_casts_the_chosen_spell_with_the_casters_choices() -> None:
    """722.4, 601.2, 608.2c: B casts the chosen Lightning Bolt as Word of Command resolves
    (an instant or not, its timing doesn't matter), its target chosen by A, who controls
    B: the question is B's, A answers it, and B's own answer is refused. The spell is B's,
    on the stack above nothing once Word of Command has finished; it deals its damage to
    A's choice, A."""
    table = _commanded('"Lightning Bolt"', '"Mountain", "Grizzly Bears"',
                       more=decisions("choose Lightning Bolt"))
    waiting = table.pending()
    assert waiting is not None and (waiting.kind, waiting.player, waiting.by) == \
        ("cast_chosen", "B", "A")
    assert sorted(table.name(d) for d in table.legal_decisions()) == [
        "cast_chosen Lightning Bolt targeting A paying Mountain",
        "cast_chosen Lightning Bolt targeting B paying Mountain",
        "cast_chosen Lightning Bolt targeting Grizzly Bears paying Mountain"]
    bolt = table.game().player["B"].hand[0]
    before = len(table.events)
    with pytest.raises(IllegalDecision) as refused:
        table.push(CastChosen(bolt, ("A",)), "B")
    assert refused.value.rule == "722.4" and len(table.events) == before
    table.push_named("cast_chosen Lightning Bolt targeting A", "A")
    cast = of(table, v.SpellCast)[-1]
    assert (cast.player, cast.targets) == ("B", ("A",))
    word_ended = [e for e in of(table, v.ResolutionEnded) if e.name == "Word of Command"]
    assert word_ended and table.events.index(cast) < table.events.index(word_ended[0])
    assert names(table, "1", "B", "stack") == ["Lightning Bolt"]
    assert table.game().player["B"].controlled_by == ""
    table.push_named("pass", "A")
    table.push_named("pass", "B")
    assert table.game().player["A"].life == 17


def test_601_2g_only_mana_abilities_of_the_players_lands_pay_for_it() -> None:
    """601.2g, 722.1: the chosen spell is paid for only with mana abilities of lands the
    player controls: with only a Mox, B can't cast Lightning Bolt, a payment with the Mox
    is refused, and nothing happens (``cast_chosen nothing``): the card stays in B's
    hand."""
    table = _commanded('"Lightning Bolt"', '"Mox Ruby"',
                       more=decisions("choose Lightning Bolt"))
    assert [table.name(d) for d in table.legal_decisions()] == ["cast_chosen nothing"]
    with pytest.raises(IllegalDecision) as refused:
        table.push_named("cast_chosen Lightning Bolt targeting A paying Mox Ruby", "A")
    assert refused.value.rule == "601.2g"
    table.push_named("cast_chosen nothing", "A")
    assert names(table, "1", "B", "hand") == ["Lightning Bolt"]
    assert not of(table, v.SpellCast)[1:]
    assert table.game().player["B"].controlled_by == ""


def test_608_2c_nothing_is_refused_while_the_spell_can_be_cast() -> None:
    """608.2c: "plays that card if able": while a legal way to cast it exists, answering
    that none does is refused."""
    table = _commanded('"Lightning Bolt"', '"Mountain"',
                       more=decisions("choose Lightning Bolt"))
    with pytest.raises(IllegalDecision) as refused:
        table.push_named("cast_chosen nothing", "A")
    assert refused.value.rule == "608.2c"


def test_305_2_a_chosen_land_is_played_on_the_players_turn() -> None:
    """305.1, 305.2: a chosen land is played at once on B's turn while B has a land play
    left: it enters under B's control and uses that play."""
    table = _commanded('"Forest", "Lightning Bolt"', '"Mountain"', active="B",
                       more=decisions("choose Forest"))
    assert names(table, "1", "B", "battlefield") == ["Mountain", "Forest"]
    played = of(table, v.LandPlayed)
    assert [e.player for e in played] == ["B"]
    assert table.game().player["B"].land_plays == 1


@pytest.mark.parametrize(("active", "more"), [("A", ""), ("B", "lands_played = 1\n")])
def test_305_2_a_chosen_land_isnt_played_without_a_land_play(active: str, more: str) -> None:
    """305.2: on another player's turn, or with B's land play used, the chosen land can't
    be played: nothing happens, and it stays in B's hand."""
    table = _commanded('"Forest"', '"Mountain"', active=active, b_more=more,
                       more=decisions("choose Forest"))
    assert names(table, "1", "B", "hand") == ["Forest"]
    assert not [e for e in of(table, v.LandPlayed) if e.rule != "scenario"]
    assert table.game().player["B"].controlled_by == ""


def test_722_1_the_caster_controls_the_player_while_the_spell_resolves() -> None:
    """722.1, 722.4: "If the chosen card is cast as a spell, you control the player while
    that spell is resolving": B's Demonic Tutor, cast for B, asks B which card to find as
    it resolves: A answers it, and the control ends as it finishes resolving."""
    table = _commanded('"Demonic Tutor"', '"Swamp", "Swamp"',
                       b_more='library = ["Island", "Black Lotus", "Island"]\n',
                       more=decisions("choose Demonic Tutor", "cast_chosen Demonic Tutor",
                                      "pass") + decisions("pass", player="B"))
    waiting = table.pending()
    assert waiting is not None and (waiting.kind, waiting.player, waiting.by) == \
        ("search", "B", "A")
    tutor = of(table, v.SpellCast)[-1].new_obj
    assert of(table, v.PlayerControlled)[-1].while_resolving == tutor
    assert not [e for e in table.game().effects.values()
                if e.kind == CONTROL_WHILE_RESOLVING]
    table.push_named("search Black Lotus", "A")
    assert names(table, "1", "B", "hand") == ["Black Lotus"]
    assert table.game().player["B"].controlled_by == ""
    waiting = table.pending()
    assert waiting is not None and waiting.by == ""


def test_722_1_727_word_of_command_inside_a_subgame() -> None:
    """722.1, 727.1b: inside a subgame, A's Word of Command controls B there only (B is
    the same player in the main game, where nobody controls them); B casts the chosen
    Lightning Bolt in the subgame, at A's choice of target."""
    body = '''
[A]
battlefield = ["Plains"]
library = []
[B]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
hand = ["Word of Command"]
battlefield = ["Swamp", "Swamp"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
library = ["Island", "Island", "Island"]
'''
    table = play(body + decisions(WORD, "pass", game="1.1")
                 + decisions("pass", player="B", game="1.1")
                 + decisions("choose Lightning Bolt", game="1.1"),
                 head='stack = [{ spell = "A:Shahrazad" }]\n')
    waiting = table.pending()
    assert waiting is not None and (waiting.game, waiting.player, waiting.by) == \
        ("1.1", "B", "A")
    assert table.game("1").player["B"].controlled_by == ""
    table.push_named("cast_chosen Lightning Bolt targeting A", "A")
    assert names(table, "1.1", "B", "stack") == ["Lightning Bolt"]
    assert {e.game for e in of(table, v.SpellCast)[-1:]} == {"1.1"}
    assert table.game("1.1").player["B"].controlled_by == ""


def test_601_2h_the_cast_spells_additional_cost_is_paid_at_the_casters_choice() -> None:
    """601.2h, 722.4: the chosen Sacrifice is cast with its additional cost, the creature
    to sacrifice chosen by A for B with Word of Command's resolution paused; then it goes
    on, and ends."""
    table = _commanded('"Sacrifice"', '"Swamp", "Grizzly Bears", "Hill Giant"',
                       more=decisions("choose Sacrifice", "cast_chosen Sacrifice"))
    waiting = table.pending()
    assert waiting is not None and (waiting.kind, waiting.player, waiting.by) == \
        ("choose", "B", "A")
    table.push_named("choose Hill Giant", "A")
    assert names(table, "1", "B", "graveyard") == ["Hill Giant"]
    assert names(table, "1", "B", "stack") == ["Sacrifice"]
    assert table.game().player["B"].controlled_by == ""


def test_601_2d_the_cast_spells_division_is_announced_then_the_resolution_goes_on() -> None:
    """601.2d, 608.2c: the chosen Pyrotechnics, cast with two targets, has its division
    announced (by A, for B) before Word of Command finishes; it deals the damage so
    divided when it resolves."""
    table = _commanded('"Pyrotechnics"', '"Mountain", "Mountain", "Mountain", "Mountain", '
                       '"Mountain", "Grizzly Bears", "Hill Giant"',
                       more=decisions("choose Pyrotechnics", "cast_chosen Pyrotechnics "
                                      "targeting Grizzly Bears, Hill Giant"))
    waiting = table.pending()
    assert waiting is not None and (waiting.kind, waiting.player, waiting.by) == \
        ("divide", "B", "A")
    table.push_named("divide 2, 2", "A")
    waiting = table.pending()
    assert waiting is not None and (waiting.kind, waiting.player) == ("priority", "A")
    table.push_named("pass", "A")
    table.push_named("pass", "B")
    assert names(table, "1", "B", "graveyard") == ["Pyrotechnics", "Grizzly Bears"]
    assert names(table, "1", "B", "battlefield")[-1] == "Hill Giant"
