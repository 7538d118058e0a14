"""A scenario's position as data: what a position table's setup is built from, recorded
in the table's header so that the log alone can build that setup again.

A table that starts at a scenario's position (cards placed by events, subgames
under way) is made by :func:`~shahrazad.scenario.setup.build_table` from the parsed
position, the :class:`~shahrazad.scenario.model.GamePosition` of every game under way.
:func:`position_data` writes that position back in the scenario file's own keys (the
main game's at the top, each subgame under ``games``), in one canonical form: a card
with nothing to say of it is its name, every other value is said only when it is not
the default, maps have their keys sorted and lists are tuples. Two files that place
the same cards the same way give the same data, whatever their layout, and the data
packs to the same msgpack bytes, whose SHA-256 (:func:`position_sha256`) the header
records beside it.

:func:`scenario_of` turns a header back into a :class:`~shahrazad.scenario.model.Scenario`
through the scenario file's own reader (:func:`~shahrazad.scenario.position.read_games`,
then :func:`~shahrazad.scenario.position.check_position`), so recorded data is held to
every check a file is: an unknown card, a player not at the table, a position the
rules could not reach are refused, each in one line naming its key.

>>> from shahrazad.scenario import load_scenario
>>> s = load_scenario('''
... players = ["A", "B"]
... [A]
... hand = ["Lightning Bolt"]
... battlefield = [{ card = "Mountain", tapped = true }]
... ''')
>>> data = position_data(s)
>>> data["A"]
{'battlefield': ({'card': 'Mountain', 'tapped': True},), 'hand': ('Lightning Bolt',)}
>>> len(position_sha256(data))
64
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any

import msgpack

from shahrazad.cards import catalog
from shahrazad.events import vocabulary as v
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.model import (
    GamePosition,
    InForce,
    Outcome,
    Placed,
    Scenario,
    Seat,
    StackItem,
    Waiting,
)
from shahrazad.scenario.outcomes import check_outcomes, said
from shahrazad.scenario.position import PIECE_ZONES, ZONES, check_position, read_games

__all__ = ["SOURCE", "position_data", "position_sha256", "scenario_of"]

#: the option a position table's header names its scenario file with
SOURCE = "scenario"


# -- the position as data -------------------------------------------------------------------


def position_data(s: Scenario) -> dict[str, Any]:
    """The position of ``s`` (every game under way) in the canonical form the header
    records: the scenario file's keys, said only when they are not the default."""
    games = list(s.games.values())
    data = _game(games[0], s.players)
    subgames = {g.path: _game(g, s.players) for g in games[1:]}
    if subgames:
        data["games"] = subgames
    canonical: dict[str, Any] = _canonical(data)
    return canonical


def position_sha256(data: Mapping[str, Any]) -> str:
    """The SHA-256 of ``data``'s msgpack bytes, in hex (as the header records it)."""
    return hashlib.sha256(msgpack.packb(data, use_bin_type=True)).hexdigest()


def _canonical(value: Any) -> Any:
    """``value`` with its maps' keys sorted and its lists as tuples (as a log reads
    them back), so that equal positions pack to equal bytes."""
    if isinstance(value, Mapping):
        return {k: _canonical(value[k]) for k in sorted(value)}
    if isinstance(value, list | tuple):
        return tuple(_canonical(x) for x in value)
    return value


def _game(g: GamePosition, players: Sequence[str]) -> dict[str, Any]:
    data: dict[str, Any] = {"active": g.active, "turn": g.turn, "step": g.step}
    for key in ("starting_player", "priority"):
        if getattr(g, key) is not None:
            data[key] = getattr(g, key)
    if g.passed:
        data["passed"] = list(g.passed)
    if g.under_way:
        data["under_way"] = True
    if g.stack:
        data["stack"] = [_stacked(item) for item in g.stack]
    if g.triggers:
        data["triggers"] = [_waiting(w) for w in g.triggers]
    if g.effects:
        data["effects"] = [_in_force(e) for e in g.effects]
    if g.delayed:
        data["delayed"] = [{"kind": d.kind, "controller": d.controller, "source": d.source,
                            **({"amount": d.amount} if d.amount else {})} for d in g.delayed]
    if g.extra_turns:
        data["extra_turns"] = list(g.extra_turns)
    if g.designations:
        data["designations"] = dict(g.designations)
    for pid in players:
        if pid in g.seats:
            data[pid] = _seat(g.seats[pid])
    return data


def _seat(seat: Seat) -> dict[str, Any]:
    data: dict[str, Any] = {}
    # The older form of attached_to is an index in the player's battlefield list; the
    # model keeps it as an index in every card the seat places (the reader adds this).
    first = next((i for i, p in enumerate(seat.cards) if p.zone == "battlefield"), 0)
    for zone in (*ZONES, *PIECE_ZONES):
        cards = [_card(p, first) for p in seat.cards if p.zone == zone]
        if cards:
            data[zone] = cards
    if seat.life is not None:
        data["life"] = seat.life
    if seat.counters:
        data["counters"] = dict(seat.counters)
    if seat.mana:
        data["mana"] = seat.mana
    for key in ("lost", "left"):
        if getattr(seat, key):
            data[key] = True
    if seat.departed:
        data["departed"] = list(seat.departed)
    if seat.lands_played:
        data["lands_played"] = seat.lands_played
    if seat.planar_rolls:
        data["planar_rolls"] = seat.planar_rolls
    if seat.emblems:
        data["emblems"] = list(seat.emblems)
    if seat.commander_casts:
        data["commander_casts"] = seat.commander_casts
    if seat.commander_damage:
        data["commander_damage"] = dict(seat.commander_damage)
    return data


def _card(p: Placed, first: int) -> str | dict[str, Any]:
    if p.zone in PIECE_ZONES:
        return p.name  # a piece in the command zone is only its name
    data: dict[str, Any] = {"token" if p.token else "card": p.name}
    for key in ("tapped", "sick"):
        if getattr(p, key):
            data[key] = True
    if p.attached_to is not None:
        data["attached_to"] = p.attached_to - first if isinstance(p.attached_to, int) \
            else p.attached_to
    if p.counters:
        data["counters"] = dict(p.counters)
    for key in ("controller", "exiled_by", "entered_under"):
        if getattr(p, key) is not None:
            data[key] = getattr(p, key)
    if p.commander:
        data["commander"] = True
    return p.name if data == {"card": p.name} else data


def _in_force(e: InForce) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": e.kind, **e.values}
    for key in ("subject", "source", "controller"):
        if getattr(e, key) is not None:
            data[key] = getattr(e, key)
    data["until"] = e.until  # always said: a kind's default duration may change
    return data


def _stacked(item: StackItem) -> dict[str, Any]:
    if item.kind == "spell":
        data: dict[str, Any] = {"spell": f"{item.owner}:{item.name}"}
        if item.controller != item.owner:
            data["controller"] = item.controller
        if item.commander:
            data["commander"] = True
    else:
        data = {item.kind: item.name}
        if item.controller:
            data["controller"] = item.controller
    if item.targets:
        data["targets"] = list(item.targets)
    if item.x:
        data["x"] = item.x
    if item.index:
        data["index"] = item.index + 1  # the file counts a source's abilities from 1
    if item.subject is not None:
        data["subject"] = item.subject
    return data


def _waiting(w: Waiting) -> dict[str, Any]:
    data: dict[str, Any] = {"trigger": w.source}
    if w.index:
        data["index"] = w.index + 1
    if w.subject is not None:
        data["subject"] = w.subject
    return data


# -- and back -------------------------------------------------------------------------------


def _as_read(value: Any) -> Any:
    """Recorded data as the TOML reader gives it (lists, not tuples), for the file's
    reader to check."""
    if isinstance(value, Mapping):
        return {k: _as_read(x) for k, x in value.items()}
    if isinstance(value, tuple | list):
        return [_as_read(x) for x in value]
    return value


def scenario_of(opened: v.TableOpened, stated: Sequence[Mapping[str, Any]]) -> Scenario:
    """The scenario a position table was built from, out of its header (players,
    edition, seed, sideboards, options, custom cards and the recorded position) and the
    random outcomes its setup states. Raises :class:`ScenarioError` (a ``ValueError``)
    for recorded data a scenario file could not say."""
    data = opened.scenario_position
    if not isinstance(data, Mapping):
        raise ScenarioError("scenario_position", "the header records no position")
    options = dict(opened.options)
    source = options.pop(SOURCE, "<scenario>")
    if "stacked_decks" in options:
        raise ScenarioError("options.stacked_decks", "a position places its cards itself, "
                            "in the order it lists them")
    players = list(opened.players)
    custom = catalog.from_data(opened.custom_cards).custom
    s = Scenario(players=players, edition=opened.edition, seed=opened.seed, options=options,
                 source=source, custom_cards=custom,
                 sideboards={p: list(side) for p, side in
                             zip(players, opened.sideboards, strict=False)})
    with catalog.Catalog(custom).active():  # the recorded cards may name the table's own
        s.games = read_games(_as_read(data), players, ("games",))
        main = s.games["1"]
        s.active, s.turn, s.step = main.active, main.turn, main.step
        check_position(s)
        s.random = [_outcome(p) for p in stated]
        check_outcomes(s)
    return s


def _outcome(payload: Mapping[str, Any]) -> Outcome:
    """A stated outcome back from its ``OutcomeStated`` payload (its words, ``said``, are
    the one thing of it that is made, not stated: they are made again)."""
    found = Outcome(what=payload["what"], game=payload["for_game"], player=payload["player"],
                    deck=payload["deck"], result=payload["result"], top=tuple(payload["top"]),
                    bottom=tuple(payload["bottom"]), whole=payload["whole"], where="random")
    found.said = said(found)  # its words are made again, not taken from the log
    return found
