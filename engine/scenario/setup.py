"""Building a scenario's starting point as events: the table opened, the cards placed."""

from __future__ import annotations

from engine.rules import citations as R
from engine.rules import options as table_options
from engine.rules import teams, turns
from engine.scenario.model import Scenario
from engine.table import ENGINE_VERSION, Table
from engine.txn import Txn
from events import vocabulary as v
from projections.state import GameState


def build_table(scenario: Scenario) -> Table:
    """The table at the scenario's starting point, built from events (the setup is
    recorded like any other rules action, so replay, audit and re-runs treat it alike)."""
    s = scenario
    if s.decks:
        return Table.new(s.players, [s.decks[p] for p in s.players],
                         seed=s.seed, edition=s.edition,
                         sideboards=[s.sideboards.get(p, []) for p in s.players],
                         options=s.options, starting_player=s.starting_player)
    table = Table()
    txn = Txn(table.state)
    options = table_options.check(s.options, s.edition)
    decks = [tuple(p.name for p in s.cards[pid]) for pid in s.players]
    txn.emit(v.TableOpened, "1", R.TABLE, edition=s.edition, seed=s.seed,
             players=tuple(s.players), decks=tuple(decks),
             sideboards=tuple(tuple(s.sideboards.get(p, [])) for p in s.players),
             options=tuple(sorted({**options, "scenario": s.source}.items())),
             engine_version=ENGINE_VERSION)
    txn.emit(v.GameStarted, "1", R.START, players=tuple(s.players), starting_life=20,
             hand_size=7)
    game = txn.state.games["1"]
    teams.form(txn, game, None)  # Two-Headed Giant's teams (810.1): say each team's life
    txn.emit(v.StartingPlayerChosen, game, R.STARTING_PLAYER, player=s.active,
             method="scenario")
    if s.step == "start":
        _place(s, txn, game)
        turns.deal_opening_hands(txn, game)
    else:
        for pid in s.players:
            txn.emit(v.HandKept, game, "scenario", player=pid)
        # The turn begins before the cards are placed, so that a creature the
        # scenario calls summoning sick stays so (302.6).
        txn.emit(v.TurnBegan, game, R.TURN, turn=s.turn, player=s.active, extra=False)
        _place(s, txn, game)
        txn.emit(v.StepBegan, game, R.STEP[s.step], step=s.step)
        turns.give_priority(txn, game, s.active, R.PRIORITY_STEP)
    table.events.extend(txn.events)
    return table


def _place(s: Scenario, txn: Txn, game: GameState) -> None:
    for pid in s.players:
        placed_ids: list[int] = []
        for placed, cid in zip(s.cards[pid], txn.state.decks[pid], strict=True):
            oid = txn.new_id()
            attached = placed_ids[placed.attached_to] if placed.attached_to is not None \
                else None
            txn.emit(v.CardPlaced, game, "scenario", player=pid, card=cid, new_obj=oid,
                     zone=placed.zone, controller=pid, tapped=placed.tapped,
                     sick=placed.sick, attached_to=attached,
                     counters=tuple(sorted(placed.counters.items())))
            placed_ids.append(oid if placed.zone == "battlefield" else -1)
        if s.life.get(pid, 20) != 20:
            life = s.life[pid]
            txn.emit(v.LifeChanged, game, "scenario", player=pid, amount=life - 20, life=life)
        for counter, n in sorted(s.counters.get(pid, {}).items()):
            txn.emit(v.CountersChanged, game, "scenario", target=pid, counter=counter,
                     amount=n, total=n)
