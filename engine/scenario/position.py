"""Reading a position from a scenario file: every game under way, as data.

The main game is described at the top of the file (``active``, ``turn``, ``step``,
``stack``, ``triggers`` and one table per player); each running subgame in a table
of ``games``, keyed by its path, with the same keys::

    [games."1.1"]
    active = "B"
    turn = 2
    step = "main1"

    [games."1.1".A]
    life = 14
    battlefield = ["Juzam Djinn"]

:func:`read_games` checks the form of each key (the key path is named in the error,
an unknown key or card with the closest match); :func:`check_position` then refuses
a position the rules could not have reached, with the rule it contradicts.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Collection, Iterable, Mapping
from itertools import pairwise
from typing import Any

from engine.cards import catalog
from engine.cards import model as m
from engine.cards.pool import card
from engine.naming import NamingError, reference
from engine.rules import citations as R
from engine.rules.options import option
from engine.scenario.errors import ScenarioError
from engine.scenario.model import GamePosition, Placed, Scenario, Seat, StackItem, Waiting
from projections.state import STEPS, TableState

#: the zones a scenario places cards in, in the order it places them
ZONES = ("library", "hand", "graveyard", "battlefield", "exile")
#: the keys of a game's table besides its players
GAME_KEYS = ("active", "turn", "step", "under_way", "starting_player", "priority", "passed",
             "stack", "triggers")
#: the keys of a player's table in a game
SEAT_KEYS = (*ZONES, "life", "counters", "mana", "lost", "left", "departed", "lands_played")
#: the keys of a card in a zone, given as a table
CARD_KEYS = ("card", "token", "tapped", "sick", "attached_to", "counters", "controller",
             "exiled_by")
#: the keys of a spell or ability on the stack
STACK_KEYS = ("spell", "ability", "trigger", "owner", "controller", "targets", "x", "index",
              "subject")
WAITING_KEYS = ("trigger", "index", "subject")
PATH = re.compile(r"1(\.[1-9]\d*)+")


def near(word: str, known: Iterable[str]) -> str:
    """`` (did you mean 'x'?)`` for the closest of ``known``, or nothing."""
    close = difflib.get_close_matches(word, list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def refuse_unknown(where: str, data: Mapping[str, Any], allowed: Collection[str]) -> None:
    for key in data:
        if key not in allowed:
            raise ScenarioError(f"{where}.{key}" if where else key,
                                f"unknown key{near(key, allowed)}; the keys here are: "
                                f"{', '.join(allowed)}")


def card_name(where: str, name: object) -> str:
    if not isinstance(name, str):
        raise ScenarioError(where, f"expected a card name, got {name!r}")
    cards = catalog.current()  # the pool and the file's own [cards]
    if name in cards:
        return name
    raise ScenarioError(where, f"unknown card {name!r}{near(name, cards.names())}")


def whole(where: str, value: object, least: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise ScenarioError(where, f"expected a whole number of at least {least}, "
                                   f"not {value!r}")
    return value


def flag(where: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(where, f"expected true or false, not {value!r}")
    return value


def text(where: str, value: object) -> str:
    if not isinstance(value, str):
        raise ScenarioError(where, f"expected a string, not {value!r}")
    return value


def table(where: str, value: object) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScenarioError(where, f"expected a table, not {value!r}")
    return value


#: the most entries a list of a position holds (a zone, a stack): as many as a deck may
MAX_LISTED = 1_000


def listed(where: str, value: object) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(where, f"expected a list, not {value!r}")
    if len(value) > MAX_LISTED:
        raise ScenarioError(where, f"holds {len(value):,} entries; at most {MAX_LISTED:,}")
    return value


def player(where: str, value: object, players: Collection[str]) -> str:
    if value not in players:
        raise ScenarioError(where, f"{value!r} is not one of the players "
                                   f"({', '.join(players)})")
    return str(value)


def counters(where: str, value: object) -> dict[str, int]:
    return {str(k): whole(f"{where}.{k}", n) for k, n in table(where, value).items()}


# -- reading ----------------------------------------------------------------------------


def placed(where: str, entry: object, zone: str) -> Placed:
    """A card in a zone: its name, or ``{ card = "Name", ... }``."""
    if isinstance(entry, str):
        return Placed(card_name(where, entry), zone, where=where)
    if not isinstance(entry, Mapping) or ("card" in entry) == ("token" in entry):
        raise ScenarioError(where, "expected a card name, { card = \"Name\", ... } or "
                                   "{ token = \"Name\", ... }")
    refuse_unknown(where, entry, CARD_KEYS)
    if "token" in entry:
        name = card_name(f"{where}.token", entry["token"])
        if "token" not in card(name).tags:
            raise ScenarioError(f"{where}.token", f"{name} is a card, not a token")
        if zone != "battlefield":
            raise ScenarioError(where, f"a token in the {zone} ceases to exist (rule "
                                       f"{R.SBA_TOKEN})")
        if "exiled_by" in entry:
            raise ScenarioError(f"{where}.exiled_by", "a token is only on the battlefield")
        entry = {**entry, "card": name}
    attached = entry.get("attached_to")
    if attached is not None and (isinstance(attached, bool)
                                 or not isinstance(attached, int | str)):
        raise ScenarioError(f"{where}.attached_to", "expected the name of what it is "
                                                    "attached to (\"B:Serra Angel\")")
    controller = entry.get("controller")
    exiled_by = entry.get("exiled_by")
    return Placed(card_name(f"{where}.card", entry["card"]), zone,
                  tapped=flag(f"{where}.tapped", entry.get("tapped", False)),
                  sick=flag(f"{where}.sick", entry.get("sick", False)),
                  attached_to=attached,
                  counters=counters(f"{where}.counters", entry.get("counters", {})),
                  controller=None if controller is None else text(f"{where}.controller",
                                                                  controller),
                  exiled_by=None if exiled_by is None else text(f"{where}.exiled_by",
                                                                exiled_by),
                  token="token" in entry, where=where)


def seat(where: str, data: object, players: Collection[str]) -> Seat:
    """One player's table in a game."""
    section = table(where, data)
    refuse_unknown(where, section, SEAT_KEYS)
    cards: list[Placed] = []
    for zone in ZONES:
        for i, item in enumerate(listed(f"{where}.{zone}", section.get(zone, []))):
            cards.append(placed(f"{where}.{zone}[{i}]", item, zone))
    # The older form of attached_to, an index in the player's battlefield list, is kept
    # as an index in the list of every card the player's table places.
    battlefield = [p for p in cards if p.zone == "battlefield"]
    first = next((i for i, p in enumerate(cards) if p.zone == "battlefield"), 0)
    for p in battlefield:
        if isinstance(p.attached_to, int):
            if not 0 <= p.attached_to < len(battlefield):
                raise ScenarioError(f"{where}.battlefield", f"attached_to {p.attached_to} is "
                                    "not an index of this player's battlefield")
            p.attached_to += first
    mana = text(f"{where}.mana", section.get("mana", ""))
    if set(mana) - set("WUBRGC"):
        raise ScenarioError(f"{where}.mana", f"mana is letters of WUBRGC, not {mana!r}")
    life = section.get("life")
    return Seat(life=None if life is None else _life(f"{where}.life", life),
                counters=counters(f"{where}.counters", section.get("counters", {})),
                cards=cards, mana=mana,
                lost=flag(f"{where}.lost", section.get("lost", False)),
                left=flag(f"{where}.left", section.get("left", False)),
                departed=[card_name(f"{where}.departed[{i}]", n) for i, n in
                          enumerate(listed(f"{where}.departed", section.get("departed", [])))],
                lands_played=whole(f"{where}.lands_played", section.get("lands_played", 0)))


def _life(where: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(where, f"expected a life total, not {value!r}")
    return value


def stack_item(where: str, entry: object, players: Collection[str]) -> StackItem:
    """A spell or ability on the stack: ``{ spell = "A:Shahrazad" }``, ``{ ability =
    "Prodigal Sorcerer", targets = ["B"] }``, ``{ trigger = "Juzam Djinn" }``."""
    data = table(where, entry)
    refuse_unknown(where, data, STACK_KEYS)
    kinds = [k for k in ("spell", "ability", "trigger") if k in data]
    if len(kinds) != 1:
        raise ScenarioError(where, "say exactly one of spell, ability or trigger")
    kind = kinds[0]
    name = text(f"{where}.{kind}", data[kind])
    targets = [text(f"{where}.targets[{i}]", t)
               for i, t in enumerate(listed(f"{where}.targets", data.get("targets", [])))]
    item = StackItem(kind, name, targets=targets, x=whole(f"{where}.x", data.get("x", 0)),
                     index=whole(f"{where}.index", data.get("index", 1), 1) - 1,
                     where=where)
    if "subject" in data:
        item.subject = text(f"{where}.subject", data["subject"])
    if kind == "spell":
        try:
            ref = reference(name, players)
        except NamingError as exc:
            raise ScenarioError(f"{where}.spell", str(exc)) from None
        if ref.game or ref.zone or ref.nth:
            raise ScenarioError(f"{where}.spell", "a spell is placed on the stack: name its "
                                                  "card and its owner (\"A:Shahrazad\")")
        item.name = card_name(f"{where}.spell", ref.name)
        owner = ref.owner or data.get("owner") or data.get("controller")
        if owner is None:
            raise ScenarioError(f"{where}.spell", f"say whose spell it is: "
                                f"{', '.join(f'{p}:{ref.name}' for p in players)}")
        item.owner = player(f"{where}.owner", owner, players)
        item.controller = player(f"{where}.controller", data.get("controller", item.owner),
                                 players)
    else:
        for key in ("owner", "controller", "x"):
            if key in data and not (key == "x" and kind == "ability"):
                raise ScenarioError(f"{where}.{key}", f"an {kind} has the controller of its "
                                    "source; name the source with its owner (\"A:Name\")")
    return item


def waiting(where: str, entry: object) -> Waiting:
    data = table(where, entry)
    refuse_unknown(where, data, WAITING_KEYS)
    if "trigger" not in data:
        raise ScenarioError(where, "name the trigger's source: { trigger = \"Desecrated "
                                   "Tomb\" }")
    found = Waiting(text(f"{where}.trigger", data["trigger"]),
                    whole(f"{where}.index", data.get("index", 1), 1) - 1, where=where)
    if "subject" in data:
        found.subject = text(f"{where}.subject", data["subject"])
    return found


def game_position(path: str, where: str, data: Mapping[str, Any], players: list[str],
                  extra: Collection[str] = ()) -> GamePosition:
    """A game's table (the main game's is the file's top level: ``extra`` are the other
    keys allowed there)."""
    key = (lambda k: f"{where}.{k}") if where else (lambda k: k)
    refuse_unknown(where, data, (*GAME_KEYS, *players, *extra))
    step = data.get("step", "main1")
    if step != "start" and step not in STEPS:
        raise ScenarioError(key("step"), f"expected \"start\" or one of {', '.join(STEPS)}"
                                         f"{near(str(step), STEPS)}")
    game = GamePosition(path, player(key("active"), data.get("active", players[0]), players),
                        turn=whole(key("turn"), data.get("turn", 1), 0), step=step,
                        where=where)
    for name in ("starting_player", "priority"):
        if name in data:
            setattr(game, name, player(key(name), data[name], players))
    game.under_way = flag(key("under_way"), data.get("under_way", False))
    game.passed = [player(f"{key('passed')}[{i}]", p, players)
                   for i, p in enumerate(listed(key("passed"), data.get("passed", [])))]
    for pid in players:
        if pid in data:
            game.seats[pid] = seat(key(pid), data[pid], players)
    game.stack = [stack_item(f"{key('stack')}[{i}]", e, players)
                  for i, e in enumerate(listed(key("stack"), data.get("stack", [])))]
    game.triggers = [waiting(f"{key('triggers')}[{i}]", e)
                     for i, e in enumerate(listed(key("triggers"), data.get("triggers", [])))]
    return game


def read_games(data: Mapping[str, Any], players: list[str], extra: Collection[str]
               ) -> dict[str, GamePosition]:
    """The main game's position (the top level of the file) and every ``[games."..."]``,
    outermost first."""
    main = {k: v for k, v in data.items() if k not in extra}
    for pid in players:  # a player's table may hold the sideboard, outside every game
        if isinstance(main.get(pid), Mapping):
            main[pid] = {k: v for k, v in main[pid].items() if k != "sideboard"}
    games = {"1": game_position("1", "", main, players)}
    for path, section in table("games", data.get("games", {})).items():
        where = f'games."{path}"'
        if path == "1":
            raise ScenarioError(where, "the main game is described at the top of the file")
        if not PATH.fullmatch(path):
            raise ScenarioError(where, "a subgame's path is its parent's and a number, "
                                       "as in 1.1 or 1.1.2")
        games[path] = game_position(path, where, table(where, section), players)
    return dict(sorted(games.items(), key=lambda item: item[0].count(".")))


# -- what the rules could not have reached ------------------------------------------------


def _refuse(where: str, message: str, rule: str) -> ScenarioError:
    return ScenarioError(where or "position", f"{message} (rule {rule})")


def creates_subgame(name: str) -> int | None:
    """The index of the effect of ``name`` that makes a subgame (Shahrazad's), if any."""
    return next((i for i, e in enumerate(card(name).effects) if isinstance(e, m.Subgame)),
                None)


def check_position(s: Scenario) -> None:
    """Refuse a position the rules could not have reached, naming the rule: a subgame
    whose parent isn't suspended under it, a suspended game with nothing resolving (or
    with a library the subgame should hold), a game already decided, a player who isn't
    in a game acting in it."""
    edition = s.edition
    state = TableState(edition=edition, options=dict(s.options))
    living = {"1": [p for p in s.players if not _out(s.games["1"], p)]}
    for path, game in s.games.items():
        parent = game.parent
        if parent is not None:
            if parent not in s.games:
                raise _refuse(game.where, f"subgame {path} runs, but game {parent} is not "
                              "under way: a subgame runs only while the game its creating "
                              "spell resolves in waits for it", R.cite(R.SUBGAME, edition))
            if s.games[parent].step == "start":
                raise _refuse(game.where, f"game {parent} is before its first turn: nothing "
                              f"can have made subgame {path}", R.FIRST_TURN)
            sisters = [p for p in s.games if s.games[p].parent == parent and p != path]
            if sisters:
                raise _refuse(game.where, f"games {path} and {sisters[0]} can't both run "
                              f"inside game {parent}: it waits for one subgame at a time",
                              R.cite(R.SUBGAME, edition))
            for pid in game.seats:
                if pid not in living[parent]:
                    raise _refuse(game.key(pid), f"{pid} is not in game {parent}, so not in "
                                  f"its subgame {path}", R.cite(R.SUBGAME_START, edition))
            living[path] = [p for p in living[parent] if not _out(game, p)]
        players = living[path]
        started = living[parent] if parent is not None else s.players
        if len(players) < 2:
            raise _refuse(game.where, f"game {path} has {len(players)} player left in it: it "
                          "would be over", R.WIN_LAST_PLAYER)
        if game.step != "start":
            # A player who has left may still be the active player: their turn goes on
            # without them (800.4a).
            if game.active not in started:
                raise _refuse(game.key("active"), f"{game.active} is not a player of game "
                              f"{path}", R.TURN)
            if game.turn < 1:
                raise _refuse(game.key("turn"), "a game under way is in turn 1 or later",
                              R.FIRST_TURN)
        if game.priority is not None and game.priority not in players:
            raise _refuse(game.key("priority"), f"{game.priority} is not in game {path}",
                          "117.1")
        if game.step == "start" and (game.stack or game.triggers or game.passed):
            raise _refuse(game.where, "before the first turn nothing is on the stack or "
                          "waiting for it, and nobody has priority", R.FIRST_TURN)
        for pid in game.passed:
            if pid not in players or pid == (game.priority or game.active):
                raise _refuse(game.key("passed"), f"{pid} can't have passed: the players "
                              "who passed are others still in the game than the one who "
                              "receives priority", "117.3d")
        if (game.passed or game.priority) and path != list(s.games)[-1]:
            raise _refuse(game.key("priority"), f"game {path} waits for its subgame: nobody "
                          "has priority in it", R.cite(R.SUBGAME, edition))
        for pid, place in game.seats.items():
            lands = [c for c in place.cards if c.zone == "battlefield"
                     and "Land" in card(c.name).types]
            if place.lands_played and pid != game.active:
                raise _refuse(game.key(f"{pid}.lands_played"), f"{pid} plays lands in their "
                              "own turn only", R.PLAY_LAND)
            if place.lands_played > len(lands) or any(
                    c.attached_to is not None or c.counters or c.controller
                    for c in lands[:place.lands_played]):
                raise _refuse(game.key(f"{pid}.lands_played"), f"the first "
                              f"{place.lands_played} lands on {pid}'s battlefield are the "
                              "ones played this turn: list them first, plain or tapped",
                              R.PLAY_LAND)
        for pid, place in game.seats.items():
            if place.departed and not (place.lost or place.left):
                raise _refuse(game.key(f"{pid}.departed"), f"{pid}'s cards left game {path} "
                              f"only if {pid} left it: say lost = true or left = true",
                              R.LEAVE_MULTIPLAYER)
            if (place.lost or place.left) and place.cards:
                raise _refuse(game.key(pid), f"{pid} left game {path}, and their cards with "
                              "them: list those under departed", R.LEAVE_MULTIPLAYER)
    chain = list(s.games)
    for path, child in pairwise(chain):
        _check_suspended(s, state, s.games[path], child)


def _out(game: GamePosition, pid: str) -> bool:
    place = game.seats.get(pid)
    return place is not None and (place.lost or place.left)


def _has_flash(game: GamePosition, player: str) -> bool:
    """Whether ``player`` controls a permanent of ``game`` that lets them cast spells as
    though they had flash (601.3: Vedalken Orrery)."""
    return any(c.zone == "battlefield" and (c.controller or pid) == player
               and "you_may_cast_spells_as_though_they_had_flash" in card(c.name).static_words
               for pid, place in game.seats.items() for c in place.cards if not c.token)


def _check_suspended(s: Scenario, state: TableState, game: GamePosition, child: str) -> None:
    """A game with a subgame running inside it waits, its creating spell resolving."""
    edition = s.edition
    rule = R.cite(R.SUBGAME, edition)
    if not game.stack:
        raise _refuse(game.where, f"game {game.path} waits for subgame {child}, but nothing "
                      "is resolving on its stack: say what made the subgame (stack = "
                      "[{ spell = \"A:Shahrazad\" }])", rule)
    top = game.stack[-1]
    if top.kind != "spell" or creates_subgame(top.name) is None:
        raise _refuse(top.where, f"game {game.path} waits for subgame {child}, but {top.name}, "
                      "resolving on top of its stack, makes no subgame", rule)
    if "Sorcery" in card(top.name).types and not _has_flash(game, top.controller):
        if game.step not in ("main1", "main2") or game.active != top.controller or \
                len(game.stack) > 1:
            raise _refuse(top.where, f"{top.name} is a sorcery: {top.controller} casts it in "
                          "their own main phase, with the stack empty", "117.1a")
    if option(state, "a13_nested_return") == "origin":
        return  # cards may come straight home to a waiting game (Ambiguity A13)
    for pid, place in game.seats.items():
        if any(c.zone == "library" for c in place.cards):
            raise _refuse(game.key(f"{pid}.library"), f"{pid}'s library left game "
                          f"{game.path} for subgame {child}: list those cards in "
                          f"[games.\"{child}\".{pid}]", R.cite(R.SUBGAME_START, edition))
