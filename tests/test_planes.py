"""The three planes with their real abilities (901.7: a face-up plane's abilities
function): Llanowar's static mana ability for every creature (604.2, 605.1a) and its
chaos untap (311.7, 701.26), Sanctum of Serra's "planeswalk away" destruction (701.8)
and its optional "life total becomes 20" (119.5, 608.2d), Tazeem's "creatures can't
block" (509.1a, 604.1) and its chaos draw for each land (121.1), and a plane face up in
a subgame changing only the subgame (727.2a).

Every ability is data made of general words of the card language
(:class:`~shahrazad.cards.model.Static`, ``untap``, ``set_life``, ``destroy`` of
``each_nonland_permanent``, ``draw`` of ``lands_you_control``): the rules name no plane.
The planar die's face is narrowed (:data:`shahrazad.rules.planechase.FACES`) where a test
needs a particular one.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from support import of

from shahrazad.cards import words
from shahrazad.cards.pool import card
from shahrazad.characteristics import abilities, cant, statics
from shahrazad.decisions import Allow, Attack, Keep, Mana, Roll
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.mana import mana_sources
from shahrazad.projections.fold import fold
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import planechase
from shahrazad.table import IllegalDecision, Table
from shahrazad.testing import check_table, pass_until

HAND = ["Plains", "Tundra Wolves", "Plains", "Grizzly Bears", "Mox Pearl", "Plains",
        "Plains"]


def die(monkeypatch: pytest.MonkeyPatch, face: str) -> None:
    """The planar die shows ``face`` whatever it is rolled for."""
    monkeypatch.setattr(planechase, "FACES", (face,))


def face_up(game: GameState) -> list[str]:
    return [o.name for o in planechase.face_up(game)]


def wolves(game: GameState, pid: str) -> Obj:
    return next(game.objects[o] for o in game.in_play
                if game.objects[o].name == "Tundra Wolves" and game.objects[o].controller == pid)


def with_wolves(a: Sequence[str], b: Sequence[str] = ("Tazeem", "Llanowar"),
                starting_life: int | None = None) -> Table:
    """Each player played a Plains and cast Tundra Wolves in their first turn; the table
    waits in A's second turn (turn 3), first main phase, A having played a second
    Plains. A's planar deck is ``a``, top first: its top card is the face-up plane."""
    table = Table.new(["A", "B"], [HAND + ["Plains"] * 30] * 2, seed=5, stacked=True,
                      starting_player="A", planar_decks={"A": list(a), "B": list(b)},
                      starting_life=starting_life)
    table.push(Keep())
    table.push(Keep())
    for turn in (1, 2):
        pass_until(table, lambda t, n=turn: t.game().turn == n and t.game().step == "main1")
        table.push_named("play Plains")
        table.push_named("cast Tundra Wolves")
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    table.push_named("play Plains")
    return table


def settle(table: Table) -> None:
    """Pass until nothing is waiting to trigger or on the stack."""
    pass_until(table, lambda t: not t.game().stack and not t.game().triggers
               and t.pending() is not None and t.pending().kind == "priority")  # type: ignore[union-attr]


# -- Llanowar ------------------------------------------------------------------------------


def test_604_2_901_7_605_1a_a_face_up_plane_gives_every_creature_a_mana_ability(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """901.7, 604.2: a face-up plane's static ability functions; Llanowar's gives every
    creature, whoever controls it, "{T}: Add {G}{G}", a mana ability (605.1a) that a
    summoning-sick creature can't activate (302.6). A pays for Grizzly Bears with it.
    Once A planeswalks away from Llanowar the ability is gone."""
    table = with_wolves(["Llanowar", "Tazeem"])
    game = table.game()
    mine, theirs = wolves(game, "A"), wolves(game, "B")
    assert face_up(game) == ["Llanowar"]
    assert [a.mana for a in abilities(game, mine)] == [True]
    assert [a.mana for a in abilities(game, theirs)] == [True]  # every creature's
    assert card("Tundra Wolves").abilities == ()  # the card itself has none
    assert [(s.obj, s.mana) for s in mana_sources(game, "A") if s.obj == mine.oid] == [
        (mine.oid, "GG")]
    events = table.push_named("mana Tundra Wolves")
    added = of(events, v.ManaAdded)
    assert [(e.player, e.mana, e.source, e.rule) for e in added] == [
        ("A", "GG", mine.oid, "106.3")]
    assert game.objects[mine.oid].tapped and game.player["A"].mana == "GG"
    table.push_named("cast Grizzly Bears")  # {1}{G}, from the floating {G}{G}
    settle(table)
    bears = next(game.objects[o] for o in game.in_play if game.objects[o].name == "Grizzly Bears")
    assert bears.sick and all(s.obj != bears.oid for s in mana_sources(game, "A"))
    die(monkeypatch, "planeswalker")
    table.push(Roll())
    pass_until(table, lambda t: bool(of(t.events, v.Planeswalked)))
    assert face_up(game) == ["Tazeem"]
    assert abilities(game, theirs) == ()
    assert all(s.obj != theirs.oid for s in mana_sources(game, "B"))
    assert check_table(table) == []


def test_605_1a_without_the_plane_creatures_have_no_mana_ability() -> None:
    """605.1a: with Tazeem face up instead, creatures have no mana ability; asking the
    Wolves for mana is refused with the rule and appends nothing."""
    table = with_wolves(["Tazeem", "Llanowar"])
    before = table.position
    with pytest.raises(IllegalDecision) as refused:
        table.push(Mana(wolves(table.game(), "A").oid, 0, ""))
    assert table.position == before
    assert refused.value.rule == "602.1"  # the Wolves have no ability number 1


def test_311_7_701_26_chaos_untaps_all_creatures_you_control(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """311.7: on chaos, Llanowar's chaos ability triggers, controlled by the planar
    controller (A); resolving, it untaps every creature A controls (701.26), in one
    event, and no creature of B's."""
    die(monkeypatch, "chaos")
    table = with_wolves(["Llanowar", "Tazeem"])
    game = table.game()
    mine = wolves(game, "A")
    table.push_named("mana Tundra Wolves")
    assert game.objects[mine.oid].tapped
    events = table.push(Roll())
    assert [(e.source_name, e.controller, e.rule) for e in of(events, v.AbilityTriggered)] \
        == [("Llanowar", "A", "311.7")]
    settle(table)
    untapped = of(table.events, v.Untapped)[-1]
    assert (untapped.objs, untapped.rule) == ((mine.oid,), "701.26")
    assert not game.objects[mine.oid].tapped
    assert fold(table.events) == table.state


# -- Tazeem ---------------------------------------------------------------------------------


def _attack_with_wolves(table: Table) -> list[Event]:
    pass_until(table, lambda t: t.pending() is not None and t.pending().kind == "attackers")  # type: ignore[union-attr]
    game = table.game()
    events = table.push(Attack(((wolves(game, "A").oid, "B"),)))
    pass_until(table, lambda t: t.game().step in ("end_of_combat", "main2"))
    return events + list(table.events)


def test_509_1a_604_1_creatures_cant_block(monkeypatch: pytest.MonkeyPatch) -> None:
    """604.1, 509.1a: Tazeem's static ability is a restriction on blocking: no creature
    may block while it is face up, so B, whose untapped Wolves could block otherwise,
    is never asked and A's attacker deals its damage to B."""
    table = with_wolves(["Tazeem", "Llanowar"])
    game = table.game()
    assert cant(game, wolves(game, "B"), "block")
    _attack_with_wolves(table)
    asked = [e for e in of(table.events, v.ChoiceRequested) if e.kind == "blockers"]
    assert asked == []
    assert game.player["B"].life == 19


def test_509_1a_without_the_plane_creatures_block() -> None:
    """The contrast: with Llanowar face up (no restriction), B is asked to declare
    blockers, and the Wolves may block."""
    table = with_wolves(["Llanowar", "Tazeem"])
    game = table.game()
    assert not cant(game, wolves(game, "B"), "block")
    _attack_with_wolves(table)
    asked = [e for e in of(table.events, v.ChoiceRequested) if e.kind == "blockers"]
    assert [e.player for e in asked] == ["B"]


def test_311_7_121_1_chaos_draws_a_card_for_each_land_you_control(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """311.7: Tazeem's chaos ability: the planar controller (A) draws a card for each
    land they control (two Plains; B's Plains don't count)."""
    die(monkeypatch, "chaos")
    table = with_wolves(["Tazeem", "Llanowar"])
    game = table.game()
    hand = len(game.player["A"].hand)
    table.push(Roll())
    settle(table)
    assert len(game.player["A"].hand) == hand + 2
    chaos = of(table.events, v.ChaosEnsued)[-1]
    drawn = [e for e in of(table.events, v.CardDrawn) if e.position > chaos.position]
    assert [e.player for e in drawn] == ["A", "A"]


# -- Sanctum of Serra -------------------------------------------------------------------------


@pytest.mark.parametrize(("answer", "life"), [(True, 20), (False, 25)])
def test_119_5_608_2d_chaos_you_may_have_your_life_total_become_20(
        monkeypatch: pytest.MonkeyPatch, answer: bool, life: int) -> None:
    """119.5: a life total that becomes 20 from 25 loses 5 life (the event says -5 and
    cites 119.5). The "may" is the planar controller's yes-or-no choice (608.2d): A is
    asked; "no" leaves the life total alone."""
    die(monkeypatch, "chaos")
    table = with_wolves(["Sanctum of Serra", "Tazeem"], starting_life=25)
    game = table.game()
    table.push(Roll())
    pass_until(table, lambda t: t.pending() is not None and t.pending().kind == "allow")  # type: ignore[union-attr]
    assert table.pending().player == "A"  # type: ignore[union-attr]
    events = table.push(Allow(answer))
    changed = of(events, v.LifeChanged)
    assert [(e.player, e.amount, e.life, e.rule) for e in changed] == (
        [("A", -5, 20, "119.5")] if answer else [])
    assert game.player["A"].life == life and game.player["B"].life == 25
    assert fold(table.events) == table.state


def test_119_5_a_life_total_below_20_gains_the_difference(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """119.5: from 12, the life total becomes 20 by gaining 8."""
    die(monkeypatch, "chaos")
    table = with_wolves(["Sanctum of Serra", "Tazeem"], starting_life=12)
    table.push(Roll())
    pass_until(table, lambda t: t.pending() is not None and t.pending().kind == "allow")  # type: ignore[union-attr]
    changed = of(table.push(Allow(True)), v.LifeChanged)
    assert [(e.amount, e.life) for e in changed] == [(8, 20)]


def test_701_31b_701_8_planeswalking_away_destroys_all_nonland_permanents(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """701.31b: when A planeswalks away from Sanctum of Serra, its "planeswalk away"
    ability triggers; resolving, it destroys every nonland permanent (701.8): both
    players' Wolves and A's Mox, not the Plains."""
    die(monkeypatch, "planeswalker")
    table = with_wolves(["Sanctum of Serra", "Tazeem"])
    game = table.game()
    table.push_named("cast Mox Pearl")
    settle(table)
    table.push(Roll())
    pass_until(table, lambda t: bool(of(t.events, v.Planeswalked)))
    triggered = of(table.events, v.AbilityTriggered)[-1]
    assert (triggered.source_name, triggered.controller) == ("Sanctum of Serra", "A")
    settle(table)
    left = sorted(game.objects[o].name for o in game.in_play)
    assert left == ["Plains"] * 3
    graveyards = {p: sorted(game.objects[o].name for o in game.player[p].graveyard)
                  for p in "AB"}
    assert graveyards == {"A": ["Mox Pearl", "Tundra Wolves"], "B": ["Tundra Wolves"]}
    assert face_up(game) == ["Tazeem"]
    assert check_table(table) == []


# -- in a subgame (727.2a) -----------------------------------------------------------------


def test_727_2a_901_7_a_plane_face_up_in_a_subgame_changes_only_the_subgame(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """727.2a: the planar decks move to the subgame's command zone; its own face-up plane
    (Tazeem) functions there (901.7): its creatures can't block and its chaos draws for
    the subgame's lands. The main game's Llanowar still gives the main game's creatures
    their mana ability, and Tazeem changes nothing in the main game."""
    die(monkeypatch, "chaos")
    hand = ["Plains", "Tundra Wolves", "Plains", "Shahrazad", "Plains", "Plains", "Plains"]
    table = Table.new(["A", "B"], [hand + ["Plains"] * 30] * 2, seed=5, stacked=True,
                      starting_player="A",
                      planar_decks={"A": ["Llanowar", "Tazeem"], "B": ["Tazeem", "Llanowar"]})
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game().step == "main1")
    table.push_named("play Plains")
    table.push_named("cast Tundra Wolves")
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    table.push_named("play Plains")
    table.push_named("cast Shahrazad")
    pass_until(table, lambda t: "1.1" in t.state.games)
    main, sub = table.game(), table.game("1.1")
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game("1.1").step == "main1")
    assert face_up(main) == ["Llanowar"] and face_up(sub) == ["Tazeem"]
    assert [s.cant for _, s in statics(sub)] == ["block"]
    assert [s.have is not None for _, s in statics(main)] == [True]
    mine = wolves(main, "A")
    assert not cant(main, mine, "block") and len(abilities(main, mine)) == 1
    player = sub.active
    assert player is not None
    table.push_named("play Plains", player)
    hand_before = len(sub.player[player].hand)
    table.push(Roll(), player)
    pass_until(table, lambda t: not t.game("1.1").stack and not t.game("1.1").triggers
               and bool(of(t.events, v.ChaosEnsued)))
    chaos = of(table.events, v.ChaosEnsued)[-1]
    assert chaos.game == "1.1"
    assert len(sub.player[player].hand) == hand_before + 1  # one land in the subgame
    drawn = [e for e in of(table.events, v.CardDrawn) if e.position > chaos.position]
    assert {e.game for e in drawn} == {"1.1"}
    assert check_table(table) == []


def test_shahrazad_cards_shows_the_planes_abilities_in_words() -> None:
    """``shahrazad cards`` reads each plane's abilities from its data."""
    assert words.abilities(card("Llanowar")) == [
        'Static: all creatures have "{T}: add {G}{G}".',
        "Whenever chaos ensues: untap each creature you control."]
    assert words.abilities(card("Sanctum of Serra")) == [
        "When you planeswalk away from this: destroy each nonland permanent.",
        "Whenever chaos ensues: you may have your life total become 20."]
    assert words.abilities(card("Tazeem")) == [
        "Static: creatures can't block.",
        "Whenever chaos ensues: you draw a card for each land you control."]
    assert {"604.1", "605.1a"} <= set(words.rules_of(card("Llanowar")))
