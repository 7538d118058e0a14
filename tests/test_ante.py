"""Ante (407), a table option that is off by default, and reading A15 (ante in a subgame).

Most tables here are stacked (decks in the order given) with the ante picks stated ahead
(``OutcomeStated``, as a scenario's ``[[random]]`` with ``what = "ante"`` states them), so
a test knows which card each player antes; the tests of the random pick itself use the
seed.
"""

from __future__ import annotations

import dataclasses
import json
import random
import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.agents import RandomAgent
from shahrazad.cli import main as cli
from shahrazad.decisions import Cast, Concede, Decision, Keep, Play
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.storage.logfile import dumps
from shahrazad.fuzz import GuidedAgent, action_problems, check_table, guided_deck
from shahrazad.naming import NamingError
from shahrazad.projections.audit import audit
from shahrazad.projections.fold import FoldError, fold
from shahrazad.projections.invariants import conservation_problems, ownership_problems
from shahrazad.projections.report import render_report, report_data
from shahrazad.projections.state import CardRecord, GameState
from shahrazad.projections.statecodec import decode_game, encode_game
from shahrazad.projections.views import game_view
from shahrazad.rules import outside
from shahrazad.rules.options import READINGS, SETTINGS, OptionError, describe, option
from shahrazad.scenario import NotDescribable, load_scenario, run_scenario
from shahrazad.scenario import describe as describe_position
from shahrazad.table import IllegalDecision, Table
from shahrazad.testing import pass_until
from shahrazad.txn import ImpossibleOutcome, Txn

#: A's opening hand in the stacked tables: two Moxen, Shahrazad and four Plains
HAND = ["Mox Pearl", "Mox Pearl", "Shahrazad", "Plains", "Plains", "Plains", "Plains"]
FILLER = ["Plains"] * 33


def ante_of(player: str, card: str, game: str = "1") -> dict[str, object]:
    """The payload of an outcome stated ahead: ``player``'s next ante in ``game``."""
    return {"what": "ante", "for_game": game, "player": player, "deck": "", "result": card,
            "top": (), "bottom": (), "whole": False,
            "said": f"{player}'s next ante in game {game} is {card}"}


def starting(player: str, game: str) -> dict[str, object]:
    return {"what": "starting_player", "for_game": game, "player": "", "deck": "",
            "result": player, "top": (), "bottom": (), "whole": False,
            "said": f"{player} takes the first turn of game {game}"}


def ante_table(a_deck: Sequence[str] | None = None, b_deck: Sequence[str] | None = None,
               options: Mapping[str, str] | None = None,
               stated: Sequence[Mapping[str, object]] = (),
               starting_life: int | None = None) -> Table:
    """A stacked table that plays for ante, A first; A antes a Plains and B an Island
    unless ``stated`` says otherwise; both keep their hands."""
    table = Table.new(["A", "B"], [list(a_deck or HAND + FILLER), list(b_deck or ["Island"] * 40)],
                      seed=1, starting_player="A", stacked=True,
                      options={"ante": "on", **(options or {})},
                      stated=[*stated, ante_of("A", "Plains"), ante_of("B", "Island")],
                      starting_life=starting_life)
    table.push(Keep())
    table.push(Keep())
    return table


def of(table: Table, kind: type[Event], game: str | None = None) -> list[Event]:
    return [e for e in table.events if isinstance(e, kind) and (game is None or e.game == game)]


def ante_names(game: GameState) -> list[tuple[str, str]]:
    """The ante zone as (name, owner) pairs."""
    return [(game.objects[o].name, game.objects[o].owner) for o in game.ante]


def cast_shahrazad(table: Table) -> None:
    """A casts both Moxen and Shahrazad in the main game; all pass until 1.1 starts."""
    pass_until(table, lambda t: t.game().step == "main1")
    for name in ("Mox Pearl", "Mox Pearl", "Shahrazad"):
        table.push_named(f"cast {name}")
        if name != "Shahrazad":
            pass_until(table, lambda t: not t.game().stack)
    pass_until(table, lambda t: "1.1" in t.state.games)


# -- 407.1: an option, off by default -------------------------------------------------------


def test_407_1_ante_is_a_table_setting_off_by_default() -> None:
    """407.1: playing for ante is an optional variation. A table plays for ante only when
    its options say ``ante = "on"``: by default nobody antes and the ante zone stays
    empty; the setting is listed with the others and a wrong value is refused."""
    plain = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=4)
    assert option(plain.state, "ante") == "off"
    assert of(plain, v.CardAnted) == [] and plain.state.main.ante == []
    assert SETTINGS["ante"].values == ("off", "on")
    assert any(s["option"] == "ante" for s in describe()["settings"])
    anted = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=4, options={"ante": "on"})
    assert len(of(anted, v.CardAnted)) == 2 and len(anted.state.main.ante) == 2
    assert anted.state.options["ante"] == "on"
    with pytest.raises(OptionError, match="ante can't be 'yes'"):
        Table.new(["A", "B"], [["Island"] * 40] * 2, options={"ante": "yes"})


def test_407_2_a_team_table_is_refused_ante_names_one_winner() -> None:
    """407.2 gives the ante to *the* winner; in Two-Headed Giant a team wins, so the
    engine refuses ante there, in one line, before anything is appended."""
    with pytest.raises(OptionError, match="win as a team"):
        Table.new(["A", "B", "C", "D"], [["Island"] * 40] * 4, variant="2hg",
                  teams=[["A", "B"], ["C", "D"]], options={"ante": "on"})


# -- 407.2: anteing as the game starts ---------------------------------------------------


def test_407_2_each_player_antes_a_random_card_after_the_starting_player_before_the_hands(
        ) -> None:
    """407.2: each player puts a random card of their deck into the ante zone after the
    starting player is determined and before anyone draws: the events come in that
    order, one per player in turn order, each card from its player's own deck."""
    rng = random.Random(5)
    decks = [guided_deck(rng, 40) for _ in range(3)]
    table = Table.new(["A", "B", "C"], decks, seed=5, options={"ante": "on"})
    kinds = [e.KIND for e in table.events]
    anted = [e for e in of(table, v.CardAnted) if isinstance(e, v.CardAnted)]
    first = next(e for e in table.events if isinstance(e, v.StartingPlayerChosen))
    assert kinds.index("starting_player_chosen") < kinds.index("card_anted")
    assert max(i for i, k in enumerate(kinds) if k == "library_formed") < kinds.index("card_anted")
    assert max(i for i, k in enumerate(kinds) if k == "card_anted") < kinds.index("card_drawn")
    seats = ["A", "B", "C"]
    i = seats.index(first.player)
    assert [e.player for e in anted] == seats[i:] + seats[:i]
    main = table.state.main
    for e in anted:
        assert e.rule == "407.2" and e.method == "random"
        assert e.card in table.state.decks[e.player]
        assert main.objects[e.new_obj].zone == "ante" and main.objects[e.new_obj].owner == e.player
        assert len(main.player[e.player].library) == 40 - 1 - 7
    assert main.ante == [e.new_obj for e in anted]
    assert conservation_problems(table.state) == []


def test_407_2_the_random_pick_is_recorded_and_the_seed_reproduces_it() -> None:
    """The pick is random (different seeds ante different cards), recorded in the event
    (the fold of the log alone gives the state; nothing is drawn again), the same seed
    gives the same picks, and a re-run of the log makes the same events."""
    from shahrazad.rerun import rerun

    deck = [f"{name}" for name in ("Island", "Plains", "Swamp", "Mountain", "Forest")] * 8
    picks = set()
    for seed in range(6):
        one = Table.new(["A", "B"], [deck, deck], seed=seed, options={"ante": "on"})
        two = Table.new(["A", "B"], [deck, deck], seed=seed, options={"ante": "on"})
        assert of(one, v.CardAnted) == of(two, v.CardAnted)
        picks.add(tuple(e.card for e in of(one, v.CardAnted) if isinstance(e, v.CardAnted)))
        assert fold(one.events) == one.state
    assert len(picks) > 1
    table = Table.new(["A", "B"], [deck, deck], seed=3, options={"ante": "on"})
    table.play({"A": RandomAgent(1), "B": RandomAgent(2)}, max_actions=3000)
    report = rerun(table.events)
    assert report.ok, report


def test_407_2_a_scenario_states_the_ante_with_random() -> None:
    """A scenario's ``[[random]]`` with ``what = "ante"`` states which card a player
    antes: it is used once, says so (``OutcomeUsed``, method ``scenario``), and the audit
    says it; a card the player doesn't own anywhere is refused as the file is read, and
    one that isn't in the library when the moment comes stops the table with 407.2."""
    deck_a = ", ".join(['"Plains"'] * 39 + ['"Serra Angel"'])
    text = f"""
seed = 3
players = ["A", "B"]
options = {{ ante = "on" }}
[decks]
A = [{deck_a}]
B = [{", ".join(['"Island"'] * 40)}]
[[random]]
what = "ante"
player = "A"
result = "Serra Angel"
[run]
until = "script_end"
"""
    table = run_scenario(load_scenario(text))
    anted = [e for e in of(table, v.CardAnted) if isinstance(e, v.CardAnted)]
    by = {e.player: e for e in anted}
    assert table.state.cards[by["A"].card].name == "Serra Angel" and by["A"].method == "scenario"
    assert by["B"].method == "random"
    used = of(table, v.OutcomeUsed)
    assert used and used[0].position == by["A"].position - 1
    lines = [line.text for line in audit(table.events)]
    assert "A antes Serra Angel from their library (as the scenario stated)" in lines
    with pytest.raises(Exception, match="owns 1 Juzam Djinn nowhere"):
        load_scenario(text.replace('result = "Serra Angel"', 'result = "Juzam Djinn"'))
    with pytest.raises(ImpossibleOutcome, match=r"holds no Juzam Djinn \(rule 407.2\)"):
        Table.new(["A", "B"], [["Island"] * 40] * 2, options={"ante": "on"},
                  stated=[ante_of("A", "Juzam Djinn")])


def test_407_2_ante_cards_are_not_in_play_and_cant_be_played() -> None:
    """Cards in the ante zone are in no other zone: not on the battlefield, not in a
    hand. A Black Lotus anted can't be cast, though A could cast one from hand at this
    moment: no legal decision names it, and naming it is refused, appending nothing."""
    table = ante_table(a_deck=["Mountain"] * 7 + ["Black Lotus"] + ["Mountain"] * 32,
                       stated=[ante_of("A", "Black Lotus")])
    pass_until(table, lambda t: t.game().step == "main1" and t.game().priority == "A")
    game = table.game()
    lotus = game.ante[0]
    assert game.objects[lotus].name == "Black Lotus" and lotus not in game.battlefield
    assert all(not isinstance(d, Cast | Play) or d.card != lotus
               for d in table.legal_decisions())
    assert any(isinstance(d, Play) for d in table.legal_decisions())  # A can play a land
    before = table.position
    with pytest.raises((NamingError, IllegalDecision)):
        table.push_named("cast Black Lotus")
    decision: Decision = Cast(lotus)
    with pytest.raises(IllegalDecision):
        table.push(decision)
    assert table.position == before and table.game().objects[lotus].zone == "ante"


# -- 407.2: the winner becomes the owner -----------------------------------------------------


def test_407_2_the_winner_becomes_the_owner_of_every_card_in_the_ante_zone() -> None:
    """At the end of the game its winner becomes the owner of all the cards in the ante
    zone: one ``OwnershipChanged`` right after ``GameEnded``, citing 407.2, for the cards
    that weren't the winner's; the card's record and its object say so, and every
    invariant holds."""
    table = ante_table()
    island = table.game().ante[1]
    card = table.game().objects[island].card
    assert card is not None
    table.push(Concede(), "B")
    kinds = [e.KIND for e in table.events]
    assert kinds[-2:] == ["game_ended", "ownership_changed"]
    changed = table.events[-1]
    assert isinstance(changed, v.OwnershipChanged)
    assert (changed.player, changed.cards, changed.owners, changed.rule) == (
        "A", (card,), ("B",), "407.2")
    assert table.state.cards[card] == CardRecord("Island", "A")
    assert ante_names(table.game()) == [("Plains", "A"), ("Island", "A")]
    line = list(audit(table.events))[-1].text
    assert line == "A wins the ante of game 1 and becomes the owner of B's Island"
    assert check_table(table) == []


def test_104_4a_407_2_after_a_draw_every_ante_card_stays_its_owners() -> None:
    """407.2 names the winner; a drawn game (104.4a) has none, so nobody becomes the
    owner of anything: both players at 1 life, Pestilence deals 1 damage to each, both
    lose at once, and each ante card stays its owner's, in the ante zone."""
    table = ante_table(a_deck=["Pestilence"] + ["Swamp"] * 39,
                       stated=[ante_of("A", "Swamp")], starting_life=1)
    for lands in range(1, 6):
        pass_until(table, lambda t: t.game().step == "main1" and t.game().active == "A"
                   and t.game().priority == "A")
        table.push_named("play Swamp")
        if lands < 5:
            turn = table.game().turn
            pass_until(table, lambda t, turn=turn: t.game().turn > turn)
    table.push_named("cast Pestilence")
    pass_until(table, lambda t: not t.game().stack)
    table.push_named("activate Pestilence")
    pass_until(table, lambda t: t.game().status == "ended")
    main = table.game()
    assert main.draw and main.winners == ()
    assert of(table, v.OwnershipChanged) == []
    assert ante_names(main) == [("Swamp", "A"), ("Island", "B")]
    assert check_table(table) == []


def test_800_4n_a_player_who_leaves_leaves_their_ante_cards_behind() -> None:
    """800.4n: when a player leaves a multiplayer game, the objects they own leave with
    them (800.4a), except their cards in the ante zone, which stay; the winner becomes
    their owner with the rest."""
    table = Table.new(["A", "B", "C"], [["Island"] * 40, ["Swamp"] * 40, ["Forest"] * 40],
                      seed=2, options={"ante": "on"})
    for _ in range(3):
        table.push(Keep())
    table.push(Concede(), "B")
    main = table.game()
    assert main.player["B"].left
    assert ("Swamp", "B") in ante_names(main) and len(main.ante) == 3
    left = [e for e in of(table, v.CardLeftGame) if isinstance(e, v.CardLeftGame)]
    assert left and all(main.objects.get(e.obj) is None for e in left)
    assert not any(main.objects[o].card in main.departed for o in main.ante)
    swamps = [c for c in main.departed if table.state.cards[c].name == "Swamp"]
    assert len(swamps) == 39  # every card of B's but the anted one
    table.push(Concede(), "C")
    changed = of(table, v.OwnershipChanged)[-1]
    assert isinstance(changed, v.OwnershipChanged)
    assert changed.player == "A" and sorted(changed.owners) == ["B", "C"]
    assert ante_names(main) == [(n, "A") for n, _ in ante_names(main)]
    assert check_table(table) == []


# -- A15: ante in a subgame ---------------------------------------------------------------


def test_a15_default_there_is_no_ante_in_a_subgame() -> None:
    """A15's default, as Shahrazad's printed text says: the subgame has no ante. The main
    game's ante cards stay in its ante zone: only libraries move (727.2)."""
    table = ante_table()
    cast_shahrazad(table)
    assert of(table, v.CardAnted, "1.1") == [] and table.game("1.1").ante == []
    assert ante_names(table.game("1")) == [("Plains", "A"), ("Island", "B")]


def test_a15_needs_a_table_that_plays_for_ante() -> None:
    """A15's alternative means something only where there is ante: refused in one line
    at a table that doesn't play for it."""
    with pytest.raises(OptionError, match="only at a table that plays for ante"):
        Table.new(["A", "B"], [["Island"] * 40] * 2, options={"a15_subgame_ante": "on"})
    assert READINGS["A15"].selectable


def test_a15_407_2_727_5_a_subgames_winner_takes_its_ante_home_as_their_own() -> None:
    """A15's alternative: the subgame antes like any game (407.2), from the subgame
    libraries, after its starting player and before its opening hands; its winner
    becomes the owner of its ante before the cards go home, so B's anted Island goes
    to A's main-game library as A's card (727.5: each player takes the cards they own)."""
    table = ante_table(options={"a15_subgame_ante": "on"},
                       stated=[ante_of("A", "Plains", "1.1"), ante_of("B", "Island", "1.1")])
    b_library = len(table.game("1").player["B"].library)
    cast_shahrazad(table)
    sub = table.game("1.1")
    kinds = [e.KIND for e in table.events if e.game == "1.1"]
    assert kinds.index("starting_player_chosen") < kinds.index("card_anted") \
        < kinds.index("card_drawn")
    assert ante_names(sub) == [("Plains", "A"), ("Island", "B")] or \
        ante_names(sub) == [("Island", "B"), ("Plains", "A")]
    island = next(o for o in sub.ante if sub.objects[o].name == "Island")
    card = sub.objects[island].card
    assert card is not None
    table.push(Concede(), "B")
    in_sub = [e.KIND for e in table.events if e.game == "1.1"]
    assert in_sub[in_sub.index("game_ended"):][:3] == [
        "game_ended", "ownership_changed", "subgame_ended"]
    returned = {e.player: e for e in of(table, v.CardsReturned, "1.1")
                if isinstance(e, v.CardsReturned)}
    assert card in returned["A"].cards and card not in returned["B"].cards
    main = table.game("1")
    assert table.state.cards[card].owner == "A"
    assert any(main.objects[o].card == card for o in main.player["A"].library)
    assert len(main.player["B"].library) == b_library - 1
    assert ante_names(main) == [("Plains", "A"), ("Island", "B")]  # the main game's own
    assert check_table(table) == []


def test_a15_104_4a_a_drawn_subgame_sends_its_ante_home_to_the_owners() -> None:
    """A drawn subgame (both libraries short, 727.3) has no winner to give its ante to:
    each anted card goes home to its owner's library with the rest (727.5)."""
    table = ante_table(a_deck=HAND + ["Plains"] * 4, b_deck=["Island"] * 14,
                       options={"a15_subgame_ante": "on"})
    cast_shahrazad(table)
    anted = [e for e in of(table, v.CardAnted, "1.1") if isinstance(e, v.CardAnted)]
    assert len(anted) == 2
    pass_until(table, lambda t: t.game("1.1").status == "ended")
    assert table.game("1.1").draw and of(table, v.OwnershipChanged) == []
    returned = {e.player: e for e in of(table, v.CardsReturned, "1.1")
                if isinstance(e, v.CardsReturned)}
    for e in anted:
        assert e.card in returned[e.player].cards
        assert table.state.cards[e.card].owner == e.player
    assert check_table(table) == []


def test_727_4_a16_a_wish_in_a_subgame_reaches_a_main_game_ante_card() -> None:
    """727.4: every object of the main game is outside the subgame, the main game's ante
    cards too (A16's default lists the ante zone; Forge reads it the same way). A's
    Living Wish in the subgame fetches A's Juzam Djinn from the main game's ante zone;
    under A16's alternative (sideboard only) it can't."""
    assert "ante" in READINGS["A16"].default and "ante" in outside.WISH_ZONES
    a_deck = HAND + ["Juzam Djinn", "Living Wish"] + ["Forest"] * 31
    shuffle = {"what": "shuffle", "for_game": "1.1", "player": "A", "deck": "",
               "result": "", "top": ("Living Wish", "Forest", "Forest", "Forest"),
               "bottom": (), "whole": False,
               "said": "A's next shuffle in game 1.1 puts Living Wish on top"}
    table = ante_table(a_deck=a_deck, stated=[ante_of("A", "Juzam Djinn"),
                                              starting("A", "1.1"), shuffle])
    cast_shahrazad(table)
    sub = table.game("1.1")
    reach = outside.outside_cards(table.state, sub, "A", "creature_or_land")
    assert [(c.name, c.from_game, c.from_zone) for c in reach
            if c.name == "Juzam Djinn"] == [("Juzam Djinn", "1", "ante")]
    for turn in (1, 3):
        pass_until(table, lambda t, n=turn: t.game("1.1").turn == n
                   and t.game("1.1").step == "main1" and t.game("1.1").priority == "A")
        table.push_named("play Forest")
    table.push_named("cast Living Wish")
    pass_until(table, lambda t: getattr(t.pending(), "kind", "") == "wish")
    table.push_named("wish Juzam Djinn")
    brought = of(table, v.CardBroughtIn, "1.1")[-1]
    assert isinstance(brought, v.CardBroughtIn)
    assert (brought.from_game, brought.from_zone, brought.rule) == ("1", "ante", "727.4")
    assert ante_names(table.game("1")) == [("Island", "B")]
    table.push(Concede(), "B")
    main = table.game("1")
    assert any(main.objects[o].name == "Juzam Djinn" for o in main.player["A"].library)
    assert check_table(table) == []
    only_side = ante_table(a_deck=a_deck, options={"a16_wish_reach": "sideboard"},
                           stated=[ante_of("A", "Juzam Djinn")])
    cast_shahrazad(only_side)
    assert outside.outside_cards(only_side.state, only_side.game("1.1"), "A") == []


# -- ownership changes only by its event ---------------------------------------------------


def test_407_3_a_card_changes_owner_only_by_the_ownership_event() -> None:
    """407.3: nothing but ante changes a card's owner, and in the log only
    ``OwnershipChanged`` does. The checks catch an event that puts B's card into A's
    graveyard (its object A's, its card still B's), a state whose card records were
    changed without the event, and the fold refuses an ``OwnershipChanged`` that takes a
    card from a player who doesn't own it."""
    table = ante_table()
    table.push(Concede(), "B")
    assert ownership_problems(table.events, table.state) == []
    state = fold(table.events)
    b_card = table.game().player["B"].hand[0]
    obj = state.main.objects[b_card]
    txn = Txn(state)
    txn.emit(v.ZoneChanged, "1", "701.9", card=obj.card, obj=obj.oid, from_zone="hand",
             to_zone="graveyard", new_obj=txn.new_id(), to_player="A", controller="A",
             place="", reason="discard")
    assert any("owned by A there, but its card by B" in p
               for p in conservation_problems(state))
    forged = fold(table.events)
    plains = next(c for c, r in forged.cards.items() if r.owner == "B")
    forged.cards[plains] = dataclasses.replace(forged.cards[plains], owner="A")
    for game in forged.games.values():
        for o in game.objects.values():
            if o.card == plains:
                o.owner = "A"
    assert conservation_problems(forged) == []  # consistent, but not by any event
    assert any("only OwnershipChanged changes an owner" in p
               for p in ownership_problems(table.events, forged))
    changed = table.events[-1]
    assert isinstance(changed, v.OwnershipChanged)
    with pytest.raises(FoldError, match="belongs to A, not B"):
        fold([*table.events, dataclasses.replace(changed, position=changed.position + 1)])


# -- every view ---------------------------------------------------------------------------


def test_407_2_every_view_shows_the_ante_zone(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The ante zone is part of the state (the checkpoint codec writes it), of the JSON
    views (each card with its owner), of the terminal replay and tree, of the HTML
    report, and of the audit; ``verify --rerun`` of an ante table passes."""
    table = ante_table()
    table.push(Concede(), "B")
    main = table.game()
    assert decode_game(encode_game(main)) == main and main.ante
    view = game_view(main)
    assert [(c["name"], c["owner"]) for c in view["ante"]] == [("Plains", "A"), ("Island", "A")]
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ante.shlog").write_bytes(dumps(table.events))
    runner = CliRunner()

    def run(*args: str) -> str:
        result = runner.invoke(cli, list(args), catch_exceptions=False)
        assert result.exit_code == 0, result.output
        return result.stdout

    assert "ante: Plains (A's), Island (A's)" in run("replay", "ante.shlog")
    replayed = json.loads(run("replay", "ante.shlog", "--json"))
    assert replayed["games"]["1"]["ante"] == view["ante"]
    tree = json.loads(run("tree", "ante.shlog", "--json"))
    assert [c["owner"] for c in tree["root"]["state"]["ante"]] == ["A", "A"]
    words = run("audit", "ante.shlog")
    assert "B antes Island from their library" in words and "becomes the owner of" in words
    verified = json.loads(runner.invoke(cli, ["verify", "ante.shlog", "--rerun",
                                              "--json"]).stdout)
    assert verified["verdict"] == "UNSIGNED" and verified["rerun_ok"]
    # A scenario position can't place an ante zone yet: describing one is refused.
    with pytest.raises(NotDescribable, match="ante zone"):
        describe_position(ante_table().state)
    # The report's last change: the ante zone of game 1, its cards now A's.
    assert report_data(table.events)["patches"][-1] == [[[0, "ante"], view["ante"]]]


def test_407_2_play_takes_the_ante_option(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """``shahrazad play --option ante=on`` plays for ante; a bad option is one line and
    exit code 2."""
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    result = runner.invoke(cli, ["play", "--option", "ante=on", "--seed", "2", "--db",
                                  "d.sqlite", "--log", "g.shlog", "--json"])
    assert result.exit_code == 0, result.output
    audit_text = runner.invoke(cli, ["audit", "g.shlog"]).stdout
    assert audit_text.count(" antes ") == 2
    for bad, says in ((["--option", "ante=yes"], "ante can't be 'yes'"),
                      (["--option", "ante"], "write it KEY=VALUE"),
                      (["--option", "a15_subgame_ante=on"], "plays for ante")):
        result = runner.invoke(cli, ["play", *bad, "--db", "d.sqlite"])
        assert result.exit_code == 2 and says in result.output
        assert "Traceback" not in result.output


# -- random tables ------------------------------------------------------------------------


@pytest.mark.parametrize("edition", ["current", "2004"])
def test_407_2_a15_random_tables_with_ante_keep_every_invariant(edition: str) -> None:
    """Random tables that play for ante, in subgames too (A15), steered into subgames:
    after every action every card is in one place and the games nest; at the end every
    invariant holds (owners changed only by ``OwnershipChanged``, the fold, the codec,
    the log). Across the seeds, subgames anted and a subgame's winner won cards."""
    subgame_antes = won_in_subgames = 0
    for seed in range(4):
        rng = random.Random(seed)
        n = rng.randint(2, 3)
        ids = ["A", "B", "C"][:n]
        table = Table.new(ids, [guided_deck(rng) for _ in ids], seed=seed, edition=edition,
                          sideboards=[["Juzam Djinn", "Shahrazad"]] * n,
                          options={"ante": "on", "a15_subgame_ante": "on"})
        agents = {p: GuidedAgent(f"{seed}:{p}", 3) for p in ids}
        for _ in range(4000):
            waiting = table.pending()
            if waiting is None:
                break
            table.push(agents[waiting.player].decide(table, waiting), waiting.player)
            assert action_problems(table) == [], (seed, table.position)
        assert check_table(table) == [], seed
        subgame_antes += sum(1 for e in of(table, v.CardAnted) if e.game != "1")
        won_in_subgames += sum(1 for e in of(table, v.OwnershipChanged) if e.game != "1")
    assert subgame_antes > 0 and won_in_subgames > 0


def test_407_2_the_html_report_shows_the_ante_zone_in_a_browser(tmp_path: Path) -> None:
    """The report's page draws each game's ante zone, every card with its owner: before
    the end of the game B's Island is B's, after it A's."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    chromedriver = shutil.which("chromedriver")
    if not (chromium and chromedriver):
        pytest.skip("no chromium/chromedriver here (.ci/run installs Debian's)")
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.support.ui import WebDriverWait

    table = ante_table()
    table.push(Concede(), "B")
    path = tmp_path / "ante.html"
    path.write_text(render_report(table.events, title="ante"), encoding="utf-8")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)
    try:
        def shown(position: int) -> str:
            driver.get(path.as_uri() + f"#p={position}")
            WebDriverWait(driver, 20).until(
                lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
            zones = driver.find_elements("css selector", 'section[data-path="1"] .zone')
            return next(z.text for z in zones if z.text.startswith("ante"))

        ended = table.position
        assert "Island (B's)" in shown(ended - 1)
        assert "Plains (A's)" in shown(ended) and "Island (A's)" in shown(ended)
        assert driver.execute_script("return window.__reportErrors") == []
    finally:
        driver.quit()


def test_725_2_407_2_a_restarted_game_antes_again() -> None:
    """A restarted game is a new game (725.2: its cards go back into their owners'
    libraries, the ante zone's too): it antes as it starts, after its starting player
    (725.1a) and before its opening hands."""
    import test_restart as karn  # the Karn Liberated position of the restart tests

    table = karn.position(karn.KARN, head='options = { ante = "on" }')
    assert table.game().ante == []  # a position starts past the ante
    before = karn.karn_restarts(table)
    after = [e.KIND for e in table.events[before:]]
    assert after.index("starting_player_chosen") < after.index("card_anted") \
        < after.index("card_drawn")
    assert sorted(owner for _, owner in ante_names(table.game())) == ["A", "B"]
    assert conservation_problems(table.state) == []
    assert ownership_problems(table.events, table.state) == []
