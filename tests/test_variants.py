"""The command-zone variants in subgames (727.2a-c, 727.5a-c; 715.2a-d and 715.5a-d in
2014; nothing before), and the variant rules they lean on (901-904).

Each test plays a table from stacked decks (``stacked=True``) through the engine:
A has the first turn, casts Shahrazad, and someone concedes the subgame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest
from support import of

from shahrazad.agents import RandomAgent
from shahrazad.decisions import Cast, Concede, Discard, Keep, Play
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.codec import decode, encode
from shahrazad.projections.fold import apply, fold
from shahrazad.projections.invariants import conservation_problems, nesting_problems
from shahrazad.projections.state import GameState, TableState
from shahrazad.rules import actions, variants
from shahrazad.table import IllegalDecision, Table
from shahrazad.testing import check_table, pass_until
from shahrazad.txn import Txn

SOLKANAR = "Sol'kanar the Swamp King"
PLANES = ["Llanowar", "Sanctum of Serra", "Tazeem"]
SCHEME = "The Very Soil Shall Shake"
#: A's hand: Shahrazad and the {W}{W} to cast it on the first turn
SHAHRAZAD_HAND = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains", "Plains", "Plains"]


# -- helpers ------------------------------------------------------------------------------


def new_table(a_deck: Sequence[str], *, edition: str = "current",
              b_deck: Sequence[str] | None = None, starting_player: str | None = "A",
              options: Mapping[str, str] | None = None, **pieces: object) -> Table:
    """Both players keep; the table waits in A's first precombat main phase."""
    table = Table.new(["A", "B"], [list(a_deck), list(b_deck or ["Island"] * 40)],
                      edition=edition, stacked=True, starting_player=starting_player,
                      options=options, **pieces)  # type: ignore[arg-type]
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game().step == "main1")
    return table


def casts(table: Table, name: str) -> list[Cast]:
    """The legal decisions that cast a card called ``name``."""
    waiting = table.pending()
    assert waiting is not None
    game = table.game(waiting.game)
    return [d for d in table.legal_decisions()
            if isinstance(d, Cast) and game.objects[d.card].name == name]


def cast(table: Table, name: str) -> None:
    """Cast ``name`` and let it resolve (or start its subgame)."""
    waiting = table.pending()
    assert waiting is not None
    path = waiting.game
    options = casts(table, name)
    assert options, f"{name} can't be cast now"
    table.push(options[0])
    pass_until(table, lambda t: not t.game(path).stack or t.state.current is not t.game(path))


def cast_shahrazad(table: Table) -> list[Event]:
    """A casts two Moxen and Shahrazad; the events from Shahrazad's cast on."""
    for _ in range(2):
        cast(table, "Mox Pearl")
    start = table.position
    cast(table, "Shahrazad")
    assert "1.1" in table.state.games
    return table.events[start:]


def command(game: GameState, owner: str | None = None, face_up: bool | None = None) -> list[str]:
    """Names in ``game``'s command zone (optionally one owner's, face up or down)."""
    return [game.objects[o].name for o in game.command
            if (owner is None or game.objects[o].owner == owner)
            and (face_up is None or (game.objects[o].deck == "") == face_up)]


def check_log(table: Table) -> None:
    """The log alone rebuilds the state, every new event survives msgpack, and every card
    is in exactly one place."""
    rebuilt = fold(table.events)
    assert rebuilt.games.keys() == table.state.games.keys()
    for path, game in table.state.games.items():
        assert rebuilt.games[path].command == game.command
        assert rebuilt.games[path].commander_casts == game.commander_casts
    for event in table.events:
        assert decode(encode(event)) == event
    assert not conservation_problems(table.state)
    assert not nesting_problems(table.state)


# -- Commander (903) --------------------------------------------------------------------


def test_903_6_903_7_commander_starts_in_command_zone_at_40_life() -> None:
    """903.6: the commander starts in the command zone; 903.7: 40 life. The log records the
    variant (an option) and the pieces (VariantCardsAdded), after the decks' cards."""
    table = new_table(SHAHRAZAD_HAND + ["Plains"] * 33,
                      commanders={"A": SOLKANAR, "B": "Nicol Bolas"}, variant="commander")
    main = table.game()
    assert command(main, "A") == [SOLKANAR] and command(main, "B") == ["Nicol Bolas"]
    assert main.player["A"].life == 40 and main.player["B"].life == 40
    assert table.state.options["variant"] == "commander"
    added = of(table.events, v.VariantCardsAdded)
    assert [(e.player, e.role, e.names, e.rule) for e in added] == [
        ("A", "commander", (SOLKANAR,), "903.3"), ("B", "commander", ("Nicol Bolas",), "903.3")]
    setup = of(table.events, v.CommandZoneSetUp)
    assert [e.rule for e in setup] == ["903.6", "903.6"]
    assert table.state.cards[81].name == SOLKANAR  # after 40 + 40 deck cards
    check_log(table)


COMMANDER_HAND = ["Mox Sapphire", "Mox Jet", "Mox Ruby", "Mox Pearl", "Mox Pearl", "Plains",
                  "Swords to Plowshares"]
#: what A's subgame library will be: any seven of it make {U}{B}{R} and two more
SUBGAME_MOXEN = ["Mox Sapphire", "Mox Jet", "Mox Ruby", "Mox Pearl"] * 2


def commander_tax_table(options: Mapping[str, str] | None = None) -> tuple[Table, int]:
    """A casts Sol'kanar from the command zone, exiles it with Swords to Plowshares (it
    returns to the command zone), then casts Shahrazad on turn 3. The table waits in
    the subgame's first mulligan; also returns Sol'kanar's card id."""
    table = new_table([*COMMANDER_HAND, "Shahrazad", *SUBGAME_MOXEN],
                      commanders={"A": SOLKANAR, "B": "Nicol Bolas"}, options=options)
    main = table.game()
    table.push(next(d for d in table.legal_decisions() if isinstance(d, Play)))
    for mox in ("Mox Sapphire", "Mox Jet", "Mox Ruby", "Mox Pearl", "Mox Pearl"):
        cast(table, mox)
    sol = main.objects[main.command[0]]
    assert sol.name == SOLKANAR and variants.commander_tax(main, sol) == 0
    cast(table, SOLKANAR)  # {2}{U}{B}{R}: five Moxen
    cast(table, "Swords to Plowshares")  # exiled, then 903.9a: back to the command zone
    waiting = table.pending()
    assert waiting is not None and (waiting.player, waiting.kind) == ("A", "command")
    table.push_named("command yes")
    assert command(main, "A") == [SOLKANAR]
    card = main.objects[main.command[-1]].card
    assert card is not None
    return table, card


def test_903_8_commander_tax_is_counted_per_game() -> None:
    """903.8: {2} more for each earlier cast from the command zone *this game*. The main
    game's count is 1 (so 7 mana: Sol'kanar can't be cast with A's 6), the subgame's
    starts at 0 (727.2c moved the commander; A9: 40 life), and casting it there doesn't
    change the main game's count."""
    table, card = commander_tax_table()
    main = table.game()
    sba = [e for e in table.events if isinstance(e, v.ZoneChanged) and e.to_zone == "command"]
    assert [(e.from_zone, e.rule) for e in sba] == [("exile", "903.9a")]
    assert main.commander_casts == {card: 1}
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    sol = next(o for o in main.objects.values() if o.card == card)
    assert variants.commander_tax(main, sol) == 2
    assert casts(table, SOLKANAR) == []  # six mana sources, seven needed
    payment = tuple((o, 0, "") for o in main.battlefield)  # five Moxen and the Plains
    assert len(payment) == 6
    with pytest.raises(IllegalDecision) as refused:
        table.push(Cast(sol.oid, payment=payment))
    assert refused.value.rule == "601.2h"
    events = cast_shahrazad_with_plains(table)
    moved = of(events, v.CommandZoneMoved)
    assert [(e.player, e.what, e.rule) for e in moved] == [
        ("A", "commander", "727.2c"), ("B", "commander", "727.2c")]
    sub = table.game("1.1")
    assert (sub.player["A"].life, sub.player["B"].life) == (40, 40)
    sub_sol = next(o for o in sub.objects.values() if o.card == card)
    assert sub_sol.zone == "command" and variants.commander_tax(sub, sub_sol) == 0
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game("1.1").active == "A" and t.game("1.1").step == "main1")
    for oid in list(sub.player["A"].hand):
        name = sub.objects[oid].name
        if casts(table, name):
            cast(table, name)
    cast(table, SOLKANAR)  # {2}{U}{B}{R}: no tax in this game
    assert [sub.objects[o].name for o in sub.battlefield if sub.objects[o].owner == "A"][-1] \
        == SOLKANAR
    assert sub.commander_casts == {card: 1} and main.commander_casts == {card: 1}
    check_log(table)


def cast_shahrazad_with_plains(table: Table) -> list[Event]:
    start = table.position
    cast(table, "Shahrazad")
    return table.events[start:]


@pytest.mark.parametrize(("a10", "answer", "home"), [
    ("command", "yes", "command"), ("command", "no", "library"), ("library", "", "library")])
def test_727_5c_a10_903_9b_commander_on_subgame_battlefield_goes_home(
        a10: str, answer: str, home: str) -> None:
    """Ambiguity A10: Sol'kanar is on the subgame battlefield when the subgame ends. By
    default 903.9b applies to 727.5's library return: A, its owner, is asked (in the
    subgame, before any card goes home) and may put it into the main-game command zone
    instead. With ``a10_commander_return=library`` nobody is asked and it goes into the
    library like any card. Nicol Bolas, in the subgame command zone, goes home by 727.5c
    either way."""
    table, card = commander_tax_table({"a10_commander_return": a10})
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    cast_shahrazad_with_plains(table)
    sub = table.game("1.1")
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game("1.1").active == "A" and t.game("1.1").step == "main1")
    for oid in list(sub.player["A"].hand):
        if casts(table, sub.objects[oid].name):
            cast(table, sub.objects[oid].name)
    cast(table, SOLKANAR)
    start = table.position
    table.push(Concede(), "A")
    if answer:
        waiting = table.pending()
        assert waiting is not None
        assert (waiting.game, waiting.player, waiting.kind) == ("1.1", "A", "redirect")
        assert table.game("1.1").status == "over" and not of(table.events[start:],
                                                             v.CardsReturned)
        assert check_table(table) == []
        table.push_named(f"redirect {answer}")
    events = table.events[start:]
    main = table.game()
    where = next(o for o in main.objects.values() if o.card == card)
    assert where.zone == home
    moved = [(e.player, e.what, e.rule) for e in of(events, v.CommandZoneMoved)]
    bolas_home = ("B", "commander", "727.5c")
    if home == "command":
        assert moved == [("A", "commander", "903.9b"), bolas_home]
    else:
        assert moved == [bolas_home]
        returned = next(e for e in of(events, v.CardsReturned) if e.player == "A")
        assert card in returned.cards
    assert command(main, "B") == ["Nicol Bolas"]
    check_log(table)


def test_727_2c_727_5c_commander_moves_only_from_the_command_zone() -> None:
    """727.2c: each player moves their commander from the main-game command zone *if it's
    there*: A's Sol'kanar, on the battlefield, stays (A9); B's Nicol Bolas moves to the
    subgame command zone and, 727.5c, back at the end."""
    hand = ["Mox Sapphire", "Mox Jet", "Mox Ruby", "Mox Pearl", "Mox Pearl", "Plains",
            "Shahrazad"]
    table = new_table(hand + ["Plains"] * 20, commanders={"A": SOLKANAR, "B": "Nicol Bolas"})
    main = table.game()
    table.push(next(d for d in table.legal_decisions() if isinstance(d, Play)))
    for mox in hand[:5]:
        cast(table, mox)
    cast(table, SOLKANAR)
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    bolas = main.command[0]
    events = cast_shahrazad_with_plains(table)
    moved = of(events, v.CommandZoneMoved)
    assert [(e.player, e.objs) for e in moved] == [("B", (bolas,))]
    sub = table.game("1.1")
    assert command(sub) == ["Nicol Bolas"] and command(main) == []
    assert SOLKANAR in [main.objects[o].name for o in main.battlefield]
    start = table.position
    table.push(Concede(), "B")
    back = of(table.events[start:], v.CommandZoneMoved)
    assert [(e.player, e.what, e.game, e.rule) for e in back] == [
        ("B", "commander", "1", "727.5c")]
    assert command(main) == ["Nicol Bolas"] and main.player["B"].life == 20  # 40 - 20
    check_log(table)


def test_903_9b_commander_to_hand_goes_to_command_zone_instead() -> None:
    """903.9b: a commander that would be put into a hand or library goes to the command
    zone instead (the owner's choice, always taken)."""
    hand = ["Mox Sapphire", "Mox Jet", "Mox Ruby", "Mox Pearl", "Mox Pearl", "Plains",
            "Plains"]
    table = new_table(hand + ["Plains"] * 20, commanders={"A": SOLKANAR})
    main = table.game()
    for mox in hand[:5]:
        cast(table, mox)
    cast(table, SOLKANAR)
    sol = next(main.objects[o] for o in main.battlefield if main.objects[o].name == SOLKANAR)
    txn = Txn(table.state)
    actions.move(txn, main, sol, "hand", "returned to its owner's hand", "608.2")
    table.events.extend(txn.events)
    moved = txn.events[-1]
    assert isinstance(moved, v.ZoneChanged)
    assert (moved.to_zone, moved.rule) == ("command", "903.9b")
    assert command(main, "A") == [SOLKANAR] and SOLKANAR not in [
        main.objects[o].name for o in main.player["A"].hand]
    check_log(table)


# -- the owner's options (903.9a, 903.9b) and commander damage (903.10a) -------------------

WRATH_HAND = ["Mox Sapphire", "Mox Jet", "Mox Ruby", "Black Lotus", "Black Lotus",
              "Wrath of God", "Regrowth"]


def wrathed(answer: str) -> Table:
    """Turn 5: A casts Sol'kanar, then Wrath of God; as the state-based action would put
    Sol'kanar from the graveyard into the command zone, A is asked (903.9a) and answers."""
    table = new_table([*WRATH_HAND, "Mox Emerald", "Plains"] + ["Island"] * 20,
                      commanders={"A": SOLKANAR, "B": "Nicol Bolas"})
    for card_name in ("Mox Sapphire", "Mox Jet", "Mox Ruby", "Black Lotus", "Black Lotus"):
        cast(table, card_name)
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    cast(table, "Mox Emerald")
    pass_until(table, lambda t: t.game().turn == 5 and t.game().step == "main1")
    table.push_named("play Plains")
    table.push_named(f"cast {SOLKANAR} paying Mox Sapphire, Mox Jet, Mox Ruby, "
                     "Black Lotus for W")
    pass_until(table, lambda t: not t.game().stack)
    table.push_named("cast Wrath of God paying Black Lotus for W")
    pass_until(table, lambda t: t.pending() is not None and
               t.pending().kind == "command")  # type: ignore[union-attr]
    assert [table.name(d) for d in table.legal_decisions()] == ["command yes", "command no"]
    table.push_named(f"command {answer}")
    return table


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_903_9a_704_6d_the_owner_chooses_whether_the_commander_goes_home(answer: str) -> None:
    """903.9a (704.6d): a commander put into a graveyard may be put into the command zone
    as a state-based action, if its owner says so: A is asked when the check would apply,
    before it is performed. Yes: it moves (903.9a). No: it stays, and the checks after
    that don't ask again about it."""
    table = wrathed(answer)
    main = table.game()
    offered = of(table.events, v.CommanderOptionOffered)
    assert [(e.player, e.kind, e.from_zone, e.rule) for e in offered] == [
        ("A", "command", "graveyard", "903.9a")]
    chosen = of(table.events, v.CommanderOptionChosen)
    assert [(e.to_command, e.rule) for e in chosen] == [(answer == "yes", "903.9a")]
    sol = [main.objects[o].name for o in main.player["A"].graveyard]
    assert (SOLKANAR in sol) == (answer == "no")
    assert (command(main, "A") == [SOLKANAR]) == (answer == "yes")
    pass_until(table, lambda t: t.game().turn == 6)
    assert len(of(table.events, v.CommanderOptionOffered)) == 1
    check_log(table)


@pytest.mark.parametrize(("answer", "zone"), [("yes", "command"), ("no", "hand")])
def test_903_9b_the_owner_chooses_command_zone_or_hand_as_regrowth_resolves(
        answer: str, zone: str) -> None:
    """903.9b: a commander that would be put into its owner's hand may go to the command
    zone instead. Regrowth returns Sol'kanar (left in the graveyard, 903.9a): as it
    resolves, before its instruction, the resolution waits and A is asked (``redirect``);
    then Regrowth finishes, putting Sol'kanar where A said."""
    table = wrathed("no")
    main = table.game()
    table.push_named(f"cast Regrowth targeting {SOLKANAR} paying Mox Emerald, Plains")
    pass_until(table, lambda t: t.pending() is not None and
               t.pending().kind == "redirect")  # type: ignore[union-attr]
    paused = of(table.events, v.ResolutionPaused)[-1]
    assert (paused.name, paused.at) == ("Regrowth", 0)
    start = table.position
    table.push_named(f"redirect {answer}")
    moved = [e for e in of(table.events[start:], v.ZoneChanged) if e.from_zone == "graveyard"]
    assert [(e.to_zone, e.rule) for e in moved] == [
        (zone, "903.9b" if zone == "command" else "608.2")]
    assert of(table.events[start:], v.ResolutionEnded)[-1].name == "Regrowth"
    where = next(o for o in main.objects.values() if o.name == SOLKANAR)
    assert where.zone == zone
    check_log(table)


def test_903_9a_in_a_subgame_the_owner_is_asked_there() -> None:
    """903.9a in a subgame (a game of its own, 727.1a): Sol'kanar, cast in the subgame,
    is put into the subgame's graveyard; A is asked there, and on yes it goes to the
    subgame's command zone. The main game's earlier answer doesn't carry over."""
    table, card = commander_tax_table()
    chosen = [(e.game, e.kind) for e in of(table.events, v.CommanderOptionChosen)]
    assert chosen == [("1", "command")]
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    cast_shahrazad_with_plains(table)
    sub = table.game("1.1")
    assert sub.commander_options == {}
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game("1.1").active == "A" and t.game("1.1").step == "main1")
    for oid in list(sub.player["A"].hand):
        if casts(table, sub.objects[oid].name):
            cast(table, sub.objects[oid].name)
    cast(table, SOLKANAR)
    sol = next(o for o in sub.objects.values() if o.card == card)
    txn = Txn(table.state)  # a judge puts it into the graveyard
    actions.move(txn, sub, sol, "graveyard", "destroyed", "701.8")
    table.events.extend(txn.events)
    table.push_named("pass")
    waiting = table.pending()
    assert waiting is not None and (waiting.game, waiting.kind) == ("1.1", "command")
    table.push_named("command yes")
    assert command(sub, "A") == [SOLKANAR] and table.game().commander_casts == {card: 1}
    check_log(table)


def commander_strikes(table: Table, path: str, amount: int, combat: bool = True) -> None:
    """A's Sol'kanar, on the battlefield of game ``path``, deals ``amount`` damage to B."""
    game = table.game(path)
    sol = next(o for o in game.battlefield if game.objects[o].name == SOLKANAR)
    txn = Txn(table.state)
    txn.emit(v.DamageDealt, path, "510.2", source=sol, target="B", amount=amount,
             combat=combat)
    table.events.extend(txn.events)


def test_903_10a_704_6c_21_combat_damage_from_one_commander_loses() -> None:
    """903.10a, 704.6c: a player dealt 21 or more combat damage by the same commander over
    the game loses, whatever their life: B, at 40, takes 20 in combat from Sol'kanar
    (and 5 that isn't combat damage, which doesn't count) and stays; 1 more and B loses."""
    hand = ["Mox Sapphire", "Mox Jet", "Mox Ruby", "Mox Pearl", "Mox Pearl", "Plains", "Plains"]
    table = new_table(hand + ["Plains"] * 20, commanders={"A": SOLKANAR, "B": "Nicol Bolas"})
    for mox in hand[:5]:
        cast(table, mox)
    cast(table, SOLKANAR)
    card = next(o.card for o in table.game().objects.values() if o.name == SOLKANAR)
    commander_strikes(table, "1", 20)
    commander_strikes(table, "1", 5, combat=False)
    table.push_named("pass")
    main = table.game()
    assert main.commander_damage == {"B": {card: 20}} and main.player["B"].in_game
    commander_strikes(table, "1", 1)
    table.push_named("pass")
    lost = of(table.events, v.PlayerLost)
    assert [(e.player, e.rule) for e in lost] == [("B", "704.6c")]
    assert main.player["B"].life > 0 and table.winners == ("A",)


def test_903_10a_commander_damage_is_counted_per_game() -> None:
    """903.10a counts "over the course of the game": a subgame is a game of its own
    (727.1a), so its count starts at 0 and its damage doesn't add to the main game's."""
    table, card = commander_tax_table()
    main = table.game()
    pass_until(table, lambda t: t.game().turn == 3 and t.game().step == "main1")
    sol = next(o for o in main.objects.values() if o.card == card)
    assert sol.zone == "command"
    cast_shahrazad_with_plains(table)
    sub = table.game("1.1")
    assert sub.commander_damage == {}
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game("1.1").active == "A" and t.game("1.1").step == "main1")
    for oid in list(sub.player["A"].hand):
        if casts(table, sub.objects[oid].name):
            cast(table, sub.objects[oid].name)
    cast(table, SOLKANAR)
    commander_strikes(table, "1.1", 21)
    table.push_named("pass")
    assert sub.status != "running" and sub.winners == ("A",)
    assert main.commander_damage == {}
    assert [(e.game, e.rule) for e in of(table.events, v.PlayerLost)] == [("1.1", "704.6c")]


# -- Vanguard (902) ---------------------------------------------------------------------


def test_902_4_902_5_vanguard_modifiers_life_and_hand() -> None:
    """902.4: life 20 ± the life modifier; 902.5: starting hand 7 ± the hand modifier
    (Maro Avatar +2/-7: 9 cards, 13 life; Sisay -2/-3: 5 cards, 17 life)."""
    table = new_table(["Plains"] * 40, vanguards={"A": "Maro Avatar", "B": "Sisay"},
                      variant="vanguard")
    main = table.game()
    assert (main.player["A"].life, main.player["B"].life) == (13, 17)
    assert (len(main.player["A"].hand), len(main.player["B"].hand)) == (9, 5)
    rules = [(e.player, e.life, e.rule) for e in of(table.events, v.StartingLifeSet)]
    assert rules == [("A", 13, "902.4"), ("B", 17, "902.4")]
    assert command(main, "A") == ["Maro Avatar"] and command(main, "B") == ["Sisay"]
    check_log(table)


def test_902_5_maximum_hand_size_follows_the_vanguard() -> None:
    """902.5: the hand modifier changes the maximum hand size too (514.1): A (Maro
    Avatar) keeps 9 cards at cleanup; B (Sisay) discards down to 5."""
    table = new_table(["Plains"] * 40, vanguards={"A": "Maro Avatar", "B": "Sisay"})
    pass_until(table, lambda t: t.game().turn == 2)
    assert len(table.game().player["A"].hand) == 9  # no discard at A's cleanup
    assert not any(isinstance(e, v.ChoiceRequested) and e.kind == "discard"
                   for e in table.events)
    pass_until(table, lambda t: t.pending() is not None and t.pending().kind == "discard")  # type: ignore[union-attr]
    waiting = table.pending()
    assert waiting is not None and (waiting.player, waiting.amount) == ("B", 1)
    table.push(Discard(tuple(table.game().player["B"].hand[:1])))
    assert len(table.game().player["B"].hand) == 5


def test_727_2b_727_5b_vanguard_moves_and_its_modifiers_apply_in_the_subgame() -> None:
    """727.2b: each vanguard moves to the subgame command zone; A9: the subgame's starting
    life and hand size are modified too (902.4, 902.5: Sisay 17 life, 5 cards;
    Eladamri 35 life, 6 cards). 727.5b: back at the end (an exception to 313.2)."""
    hand = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains"]
    table = new_table(hand + ["Plains"] * 30, vanguards={"A": "Sisay", "B": "Eladamri"})
    main = table.game()
    assert (main.player["A"].life, main.player["B"].life) == (17, 35)
    before = {pid: main.command[i] for i, pid in enumerate(("A", "B"))}
    events = cast_shahrazad(table)
    moved = of(events, v.CommandZoneMoved)
    assert [(e.player, e.what, e.objs, e.rule) for e in moved] == [
        ("A", "vanguard", (before["A"],), "727.2b"), ("B", "vanguard", (before["B"],), "727.2b")]
    sub = table.game("1.1")
    assert command(main) == [] and command(sub) == ["Sisay", "Eladamri"]
    assert (sub.player["A"].life, sub.player["B"].life) == (17, 35)
    assert (len(sub.player["A"].hand), len(sub.player["B"].hand)) == (5, 6)
    table.push(Keep())
    table.push(Keep())
    start = table.position
    table.push(Concede(), "B")
    back = of(table.events[start:], v.CommandZoneMoved)
    assert [(e.player, e.what, e.game, e.rule) for e in back] == [
        ("A", "vanguard", "1", "727.5b"), ("B", "vanguard", "1", "727.5b")]
    assert command(main, "A") == ["Sisay"] and command(main, "B") == ["Eladamri"]
    assert main.player["B"].life == 17  # 35, minus half rounded up
    # Vanguards stay out of the libraries (727.5: traditional cards only).
    assert all(main.objects[o].name == "Plains" for o in main.player["A"].library)
    check_log(table)


def test_727_3_a11_short_library_uses_the_actual_hand_size() -> None:
    """727.3 with Ambiguity A11: A (Sisay, hand size 5) brings a 5-card library into the
    subgame. The loss of 727.3 is the ordinary 704.5b, so drawing 5 of 5 is no failed
    draw: A is still in the subgame after the first upkeep."""
    hand = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains"]
    table = new_table(hand + ["Plains"] * 5, vanguards={"A": "Sisay", "B": "Eladamri"})
    cast_shahrazad(table)
    sub = table.game("1.1")
    assert len(sub.player["A"].hand) == 5 and sub.player["A"].library == []
    assert not sub.player["A"].drew_from_empty
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game("1.1").step not in ("start", "untap", "upkeep"))
    assert sub.player["A"].in_game and sub.status == "running"


# -- Planechase (901) and Archenemy (904): supplementary decks -----------------------------


@pytest.mark.parametrize(("edition", "start_rule", "end_rule"),
                         [("current", "727.2a", "727.5a"), ("2014", "715.2a", "715.5a")])
def test_727_2a_727_5a_planar_decks_move_face_up_plane_stays(
        edition: str, start_rule: str, end_rule: str) -> None:
    """727.2a: each planar deck moves to the subgame command zone and is shuffled; A's
    face-up starting plane (103.7) stays in the main game. 727.5a: the subgame's face-up
    plane is turned face down and put on the bottom of its deck; the decks go home and
    are shuffled. 2014: the same by 715.2a and 715.5a."""
    table = new_table(SHAHRAZAD_HAND + ["Plains"] * 30, edition=edition,
                      planar_decks={"A": PLANES, "B": PLANES[::-1]}, variant="planechase")
    main = table.game()
    face_up = next(e for e in table.events if isinstance(e, v.CardTurnedFaceUp))
    assert (face_up.player, face_up.rule) == ("A", "103.7")
    assert command(main, "A", face_up=True) == ["Llanowar"]
    llanowar = main.command[0]
    events = cast_shahrazad(table)
    moved = of(events, v.CommandZoneMoved)
    assert [(e.player, e.what, len(e.cards), e.rule) for e in moved] == [
        ("A", "planar deck", 2, start_rule), ("B", "planar deck", 3, start_rule)]
    shuffled = of(events, v.SupplementaryDeckShuffled)
    assert [(e.player, e.deck) for e in shuffled] == [("A", "planar"), ("B", "planar")]
    sub = table.game("1.1")
    assert command(main) == ["Llanowar"] and main.command == [llanowar]
    assert sorted(command(sub, "A")) == ["Sanctum of Serra", "Tazeem"]
    table.push(Keep())
    table.push(Keep())
    up = [o for o in sub.command if sub.objects[o].deck == ""]
    assert len(up) == 1  # the subgame's own starting plane (103.7)
    plane = sub.objects[up[0]]
    start = table.position
    table.push(Concede(), "B")
    end = table.events[start:]
    bottom = of(end, v.SupplementaryCardReturned)
    assert [(e.card, e.deck, e.game, e.rule) for e in bottom] == [
        (plane.card, "planar", "1.1", end_rule)]
    back = of(end, v.CommandZoneMoved)
    assert [(e.player, e.what, len(e.cards), e.rule) for e in back] == [
        ("A", "planar deck", 2, end_rule), ("B", "planar deck", 3, end_rule)]
    # Each deck went home with the plane at its bottom, then was shuffled.
    owner_deck = next(e for e in back if e.player == plane.owner)
    assert owner_deck.cards[-1] == plane.card
    assert [e.player for e in of(end, v.SupplementaryDeckShuffled)] == ["A", "B"]
    assert main.command[0] == llanowar and command(main, face_up=True) == ["Llanowar"]
    assert len(main.supplementary_deck("A", "planar")) == 2
    assert len(main.supplementary_deck("B", "planar")) == 3
    assert all(main.objects[o].name == "Plains" for o in main.player["A"].library)
    check_log(table)


@pytest.mark.parametrize(("edition", "start_rule", "end_rule"),
                         [("2014", "715.2d", "715.5d"), ("current", "727.2a", "727.5a")])
def test_715_2d_715_5d_archenemy_scheme_deck(edition: str, start_rule: str,
                                             end_rule: str) -> None:
    """2014, 715.2d: the archenemy moves their scheme deck to the subgame and shuffles it;
    face-up schemes stay in the main game. 715.5d (applied although 715.5 cites only a-c,
    Ambiguity A23): the subgame's face-up scheme goes to the bottom of the deck, which goes
    home and is shuffled. Current: the same by 727.2a/727.5a. Also 904.5 (the archenemy's
    40 life, in the subgame too: A9), 904.6 and A12 (the archenemy goes first), 904.9 (a
    scheme set in motion at each precombat main phase of the archenemy)."""
    table = new_table(SHAHRAZAD_HAND + ["Plains"] * 30, edition=edition, starting_player=None,
                      scheme_decks={"A": [SCHEME] * 4}, variant="archenemy")
    main = table.game()
    first = next(e for e in table.events if isinstance(e, v.StartingPlayerChosen))
    assert (first.player, first.rule, first.method) == ("A", "103.1b", "archenemy")
    assert (main.player["A"].life, main.player["B"].life) == (40, 20)
    in_motion = of(table.events, v.CardTurnedFaceUp)
    assert [(e.player, e.deck, e.rule) for e in in_motion] == [("A", "scheme", "904.9")]
    face_up = main.command[0]
    events = cast_shahrazad(table)
    moved = of(events, v.CommandZoneMoved)
    assert [(e.player, e.what, len(e.cards), e.rule) for e in moved] == [
        ("A", "scheme deck", 3, start_rule)]
    sub = table.game("1.1")
    assert main.command == [face_up]
    assert (sub.player["A"].life, sub.player["B"].life) == (40, 20)
    assert sub.starting_player == "A"
    table.push(Keep())
    table.push(Keep())
    pass_until(table, lambda t: t.game("1.1").step == "main1")
    assert len(command(sub, "A", face_up=True)) == 1  # set in motion in the subgame
    start = table.position
    table.push(Concede(), "B")
    end = table.events[start:]
    assert [(e.deck, e.rule) for e in of(end, v.SupplementaryCardReturned)] == [
        ("scheme", end_rule)]
    assert [(e.what, len(e.cards), e.rule) for e in of(end, v.CommandZoneMoved)] == [
        ("scheme deck", 3, end_rule)]
    assert main.command[0] == face_up and len(main.supplementary_deck("A", "scheme")) == 3
    assert main.player["B"].life == 10  # B didn't win: half of 20
    check_log(table)


@pytest.mark.parametrize(("a12", "method", "rule"), [("archenemy", "archenemy", "103.1b"),
                                                     ("random", "random", "727.2")])
def test_a12_who_goes_first_in_an_archenemy_subgame(a12: str, method: str, rule: str) -> None:
    """Ambiguity A12: by default the archenemy takes the subgame's first turn (103.1b,
    904.6); with ``a12_archenemy_first=random``, 727.2's random choice."""
    table = new_table(SHAHRAZAD_HAND + ["Plains"] * 30, starting_player=None,
                      scheme_decks={"A": [SCHEME] * 4}, options={"a12_archenemy_first": a12})
    events = cast_shahrazad(table)
    chosen = next(e for e in events if isinstance(e, v.StartingPlayerChosen))
    assert (chosen.game, chosen.method, chosen.rule) == ("1.1", method, rule)


def test_715_2d_only_the_archenemy_moves_a_scheme_deck_in_2014() -> None:
    """715.2d names *the archenemy*: with two scheme decks (a Supervillain Rumble, 904.12,
    which the 2014 rules don't know) there is no archenemy and no scheme deck moves;
    the current 727.2a moves each player's."""
    counts = {}
    for edition in ("2014", "current"):
        table = new_table(SHAHRAZAD_HAND + ["Plains"] * 30, edition=edition,
                          scheme_decks={"A": [SCHEME] * 3, "B": [SCHEME] * 3})
        events = cast_shahrazad(table)
        counts[edition] = [e.player for e in of(events, v.CommandZoneMoved)]
        table.push(Concede(), "B")
        check_log(table)
    assert counts == {"2014": [], "current": ["A", "B"]}


@pytest.mark.parametrize("pieces", [
    {"commanders": {"A": SOLKANAR, "B": "Nicol Bolas"}},
    {"vanguards": {"A": "Sisay", "B": "Eladamri"}},
    {"planar_decks": {"A": PLANES, "B": PLANES[::-1]}},
    {"scheme_decks": {"A": [SCHEME] * 4}}])
def test_727_5a_c_variant_pieces_go_home_while_the_main_game_is_suspended(
        pieces: dict[str, object]) -> None:
    """727.5a-c are steps of the subgame's end: the variant pieces go back to the main
    game's command zone (and its supplementary decks are shuffled) before ``GameResumed``,
    while the main game is still suspended. ``check_table`` agrees: every invariant holds
    for a table of each variant whose subgame has ended (it used to report the moves as
    changes to a suspended game)."""
    table = new_table(SHAHRAZAD_HAND + ["Plains"] * 30, **pieces)
    cast_shahrazad(table)
    table.push(Keep())
    table.push(Keep())
    table.push(Concede(), "B")
    resumed = of(table.events, v.GameResumed)[-1]
    moved = of(table.events, v.CommandZoneMoved)[-1]
    assert moved.game == "1" and moved.position < resumed.position
    assert check_table(table) == []


# -- 2008 and 2004: no variant steps ------------------------------------------------------


@pytest.mark.parametrize("edition", ["2008", "2004"])
def test_2008_no_variant_steps_variant_cards_stay_in_the_main_game(edition: str) -> None:
    """Before 2014 the subgame rule has no variant steps (editions.md row 14): a literal
    engine moves no commander, vanguard or planar deck; the subgame is a plain game (20
    life, 7 cards) with an empty command zone, and nothing comes back at the end."""
    table = new_table(SHAHRAZAD_HAND + ["Plains"] * 30, edition=edition,
                      commanders={"A": SOLKANAR, "B": "Nicol Bolas"},
                      vanguards={"A": "Sisay", "B": "Eladamri"},
                      planar_decks={"A": PLANES, "B": PLANES})
    main = table.game()
    before = list(main.command)
    events = cast_shahrazad(table)
    sub = table.game("1.1")
    assert not of(events, v.CommandZoneMoved) and not of(events, v.SupplementaryDeckShuffled)
    assert sub.command == [] and main.command == before
    assert (sub.player["A"].life, sub.player["B"].life) == (20, 20)
    assert (len(sub.player["A"].hand), len(sub.player["B"].hand)) == (7, 7)
    table.push(Keep())
    table.push(Keep())
    start = table.position
    table.push(Concede(), "B")
    end = table.events[start:]
    assert not of(end, v.CommandZoneMoved) and not of(end, v.SupplementaryCardReturned)
    assert main.command == before
    check_log(table)


# -- setting up a table -------------------------------------------------------------------


@pytest.mark.parametrize(("pieces", "message"), [
    ({"commanders": {"A": "Serra Angel"}}, "legendary creature"),
    ({"vanguards": {"A": SOLKANAR}}, "vanguard card"),
    ({"planar_decks": {"C": PLANES}}, "not at the table"),
    ({"variant": "commander", "commanders": {"A": SOLKANAR}}, r"commander \(903.3\): none for B"),
    ({"variant": "planechase", "vanguards": {"A": "Sisay"}}, "needs a planar deck"),
])
def test_table_new_checks_variant_pieces(pieces: dict[str, object], message: str) -> None:
    """Table.new refuses pieces that can't be what they are said to be (903.3, 902, 901)."""
    with pytest.raises(ValueError, match=message):
        Table.new(["A", "B"], [["Plains"] * 40] * 2, **pieces)  # type: ignore[arg-type]


def test_nontraditional_cards_cant_be_in_a_deck() -> None:
    """A plane is a nontraditional card: it belongs in a planar deck, not a deck."""
    with pytest.raises(ValueError, match="nontraditional"):
        Table.new(["A", "B"], [["Plains"] * 39 + ["Tazeem"], ["Plains"] * 40])


# -- random tables ------------------------------------------------------------------------

RANDOM_DECK = (["Plains"] * 8 + ["Island"] * 3 + ["Swamp"] * 3 + ["Mountain"] * 3
               + ["Shahrazad"] * 5 + ["Mox Sapphire", "Mox Jet", "Mox Ruby", "Mox Pearl"]
               + ["Swords to Plowshares"] * 2 + ["Lightning Bolt"] * 2 + ["Serra Angel"] * 2
               + ["Regrowth"])


@pytest.mark.parametrize(("seed", "edition", "players"), [
    (0, "current", 2), pytest.param(1, "2014", 3, marks=pytest.mark.slow), (2, "2008", 2),
    pytest.param(3, "current", 3, marks=pytest.mark.slow)])
def test_727_2a_c_727_5a_c_variant_cards_conserved_in_random_tables(
        seed: int, edition: str, players: int) -> None:
    """727.2a-c/727.5a-c as a whole, with every variant at once and random decisions
    (commanders cast from the command zone, nested subgames, players leaving multiplayer
    subgames with their variant cards, Ambiguity A1): after every event each card is in
    exactly one place, nontraditional cards only in command zones; the log replays."""
    seats = ["A", "B", "C"][:players]
    table = Table.new(seats, [RANDOM_DECK] * players, seed=seed, edition=edition,
                      commanders=dict(zip(seats, [SOLKANAR, "Nicol Bolas", SOLKANAR],
                                          strict=False)),
                      vanguards=dict(zip(seats, ["Sisay", "Eladamri", "Maro Avatar"],
                                         strict=False)),
                      planar_decks={p: PLANES for p in seats}, scheme_decks={"A": [SCHEME] * 5})
    table.play({p: RandomAgent(f"{seed}:{p}") for p in seats})
    state = TableState()
    dealt = False  # until the libraries are formed (103.3), deck cards are nowhere yet
    for event in table.events:
        apply(state, event)
        dealt = dealt or isinstance(event, v.CardDrawn)
        problems = conservation_problems(state) + nesting_problems(state) if dealt else []
        assert not problems, f"after event {event.position}: {problems[:3]}"
    assert state == table.state and table.is_over()
    assert any(e.depth for e in table.events), "no subgame: pick another seed"
    moved = any(isinstance(e, v.CommandZoneMoved) for e in table.events)
    assert moved == (edition != "2008")


def test_903_only_a_commander_table_plays_commander() -> None:
    """903: the Commander rules apply at a table whose ``variant`` setting names it. A
    header without the setting means no variant at all: it once read as the setting's
    first value ("commander"), so every plain table tried each instruction of a
    resolving spell on a copy of the table, asking after commanders it did not have."""
    from shahrazad.rules.commander import has_commanders
    from shahrazad.rules.options import option
    from shahrazad.rules.teams import two_headed_giant

    plain = Table.new(["A", "B"], [["Plains"] * 20] * 2, seed=1)
    assert option(plain.state, "variant") == "" and not has_commanders(plain.state)
    assert not two_headed_giant(plain.state)
    assert option(plain.state, "stacked_decks") == "no"  # a setting with a default
    commander = new_table(["Plains"] * 20, commanders={"A": SOLKANAR})
    assert option(commander.state, "variant") == "commander"
    assert has_commanders(commander.state)
