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
from typing import Any, get_args

from shahrazad.cards import catalog
from shahrazad.cards import model as m
from shahrazad.cards.pool import card
from shahrazad.naming import NamingError, reference
from shahrazad.projections.state import STEPS, TableState
from shahrazad.rules import citations as R
from shahrazad.rules.designations import DEFINITION as DESIGNATIONS
from shahrazad.rules.effect_kinds import (
    DELAYED_KINDS,
    delayed_kind,
    effect_kind,
    effect_kind_names,
)
from shahrazad.rules.options import VARIANT_EDITIONS, option
from shahrazad.rules.variants import TWO_HEADED_GIANT, VARIANTS
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.model import (
    Delayed,
    GamePosition,
    InForce,
    Placed,
    Scenario,
    Seat,
    StackItem,
    Waiting,
)

#: the zones a scenario places cards in, in the order it places them
ZONES = ("library", "hand", "graveyard", "battlefield", "exile")
#: a player's variant pieces in a game's command zone (903.6, 902.3, 901.3, 904.3): the
#: face-up ones (a commander, a vanguard, a face-up plane or phenomenon, an ongoing
#: scheme), then the face-down planar and scheme decks, top first
PIECE_ZONES = ("command", "planar_deck", "scheme_deck")
#: the keys of a game's table besides its players
GAME_KEYS = ("active", "turn", "step", "under_way", "starting_player", "priority", "passed",
             "stack", "triggers", "effects", "delayed", "extra_turns", "designations")
#: the keys of a player's table in a game
SEAT_KEYS = (*ZONES, "life", "counters", "mana", "lost", "left", "departed", "lands_played",
             *PIECE_ZONES, "commander_casts", "commander_damage", "planar_rolls", "emblems")
#: the keys of a card in a zone, given as a table
CARD_KEYS = ("card", "token", "tapped", "sick", "attached_to", "counters", "controller",
             "exiled_by", "entered_under", "commander")
#: the keys of a continuous effect in force
EFFECT_KEYS = ("kind", "subject", "source", "controller", "power", "toughness", "types",
               "subtypes", "until")
#: the keys of a delayed triggered ability waiting for its moment
DELAYED_KEYS = ("kind", "controller", "source", "amount")
#: the keys of a spell or ability on the stack
STACK_KEYS = ("spell", "ability", "trigger", "owner", "controller", "targets", "x", "index",
              "subject", "commander")
WAITING_KEYS = ("trigger", "index", "subject")
PATH = re.compile(r"1(\.[1-9]\d*)+")
#: the rules a position's pieces are checked against: a permanent's default controller
#: (110.2), and what a commander is (903.3)
CONTROLLER_DEFAULT = "110.2"
COMMANDER_CARD = "903.3"


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
    if zone in PIECE_ZONES:
        return _piece(where, entry, zone)
    if isinstance(entry, str):
        return _traditional(Placed(card_name(where, entry), zone, where=where))
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
    entered_under = entry.get("entered_under")
    if entered_under is not None and zone != "battlefield":
        raise ScenarioError(f"{where}.entered_under", "only a permanent entered the "
                                                      f"battlefield under someone's control "
                                                      f"(rule {CONTROLLER_DEFAULT})")
    found = Placed(card_name(f"{where}.card", entry["card"]), zone,
                   tapped=flag(f"{where}.tapped", entry.get("tapped", False)),
                   sick=flag(f"{where}.sick", entry.get("sick", False)),
                   attached_to=attached,
                   counters=counters(f"{where}.counters", entry.get("counters", {})),
                   controller=None if controller is None else text(f"{where}.controller",
                                                                   controller),
                   exiled_by=None if exiled_by is None else text(f"{where}.exiled_by",
                                                                 exiled_by),
                   entered_under=None if entered_under is None
                   else text(f"{where}.entered_under", entered_under),
                   commander=flag(f"{where}.commander", entry.get("commander", False)),
                   token="token" in entry, where=where)
    if found.commander and (found.token or not _legendary_creature(found.name)):
        raise ScenarioError(f"{where}.commander", f"{found.name} can't be a commander: a "
                                                  f"commander is a legendary creature card "
                                                  f"(rule {COMMANDER_CARD})")
    return found if found.token else _traditional(found)


def _legendary_creature(name: str) -> bool:
    d = card(name)
    return "Creature" in d.types and "Legendary" in d.supertypes


#: the rule that keeps each kind of nontraditional card in the command zone
_STAYS = {"Vanguard": R.VANGUARD_SETUP, "Plane": R.PLANAR_SETUP,
          "Phenomenon": R.PLANAR_SETUP, "Scheme": R.SCHEME_SETUP}


def _traditional(p: Placed) -> Placed:
    """A card of a traditional zone: no vanguard, plane or scheme is ever there (108.2a)."""
    kinds = sorted(card(p.name).types & set(_STAYS))
    if kinds:
        raise ScenarioError(p.where, f"{p.name} is a {kinds[0].lower()} card: it stays in "
                                     f"the command zone (list it under command, planar_deck "
                                     f"or scheme_deck; rule {_STAYS[kinds[0]]})")
    return p


def _piece(where: str, entry: object, zone: str) -> Placed:
    """A variant piece in the command zone: face up (``command``: a commander, a
    vanguard, a plane or phenomenon, a scheme) or in a face-down supplementary deck."""
    if isinstance(entry, Mapping):
        refuse_unknown(where, entry, ("card",))
        entry = entry.get("card")
    name = card_name(where, entry)
    types = card(name).types
    if zone == "planar_deck" and not types & {"Plane", "Phenomenon"}:
        raise ScenarioError(where, f"{name} is not a plane or phenomenon card: a planar deck "
                                   f"holds only those (rule {R.PLANAR_SETUP})")
    if zone == "scheme_deck" and "Scheme" not in types:
        raise ScenarioError(where, f"{name} is not a scheme card: a scheme deck holds only "
                                   f"those (rule {R.SCHEME_SETUP})")
    if zone == "command" and not (types & set(_STAYS) or _legendary_creature(name)):
        raise ScenarioError(where, f"{name} can't be in the command zone: only a commander (a "
                                   f"legendary creature card), a vanguard, a plane, a "
                                   f"phenomenon or a scheme is (rule {COMMANDER_CARD})")
    return Placed(name, zone, commander=zone == "command" and not types & set(_STAYS),
                  where=where)


def seat(where: str, data: object, players: Collection[str]) -> Seat:
    """One player's table in a game."""
    section = table(where, data)
    refuse_unknown(where, section, SEAT_KEYS)
    cards: list[Placed] = []
    for zone in (*ZONES, *PIECE_ZONES):
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
                lands_played=whole(f"{where}.lands_played", section.get("lands_played", 0)),
                planar_rolls=whole(f"{where}.planar_rolls", section.get("planar_rolls", 0)),
                emblems=[_emblem(f"{where}.emblems[{i}]", n) for i, n in
                         enumerate(listed(f"{where}.emblems", section.get("emblems", [])))],
                commander_casts=whole(f"{where}.commander_casts",
                                      section.get("commander_casts", 0)),
                commander_damage={player(f"{where}.commander_damage", p, players):
                                  whole(f"{where}.commander_damage.{p}", n, 1)
                                  for p, n in table(f"{where}.commander_damage",
                                                    section.get("commander_damage",
                                                                {})).items()})


def _emblem(where: str, name: object) -> str:
    """An emblem's definition: a card tagged ``emblem`` (114.2)."""
    found = card_name(where, name)
    if "emblem" not in card(found).tags:
        raise ScenarioError(where, f"{found} is not an emblem's definition (rule 114.1)")
    return found


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
        item.commander = flag(f"{where}.commander", data.get("commander", False))
        if item.commander and not _legendary_creature(item.name):
            raise ScenarioError(f"{where}.commander", f"{item.name} can't be a commander: a "
                                f"commander is a legendary creature card (rule {COMMANDER_CARD})")
    else:
        for key in ("owner", "x", "commander"):
            if key in data and not (key == "x" and kind == "ability"):
                raise ScenarioError(f"{where}.{key}", f"an {kind} has no {key}: name its "
                                    "source with its owner (\"A:Name\")")
        if "controller" in data:  # its source's controller when it was put there, 602.2a
            item.controller = player(f"{where}.controller", data["controller"], players)
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


def in_force(where: str, entry: object, players: Collection[str]) -> InForce:
    """A continuous effect in force: ``{ kind = "pump", subject = "A:Grizzly Bears",
    power = 3, toughness = 3, until = "end_of_turn" }``; its kind says which keys it
    takes (:mod:`shahrazad.rules.effect_kinds`)."""
    data = table(where, entry)
    refuse_unknown(where, data, EFFECT_KEYS)
    if "kind" not in data:
        raise ScenarioError(where, "say the effect's kind: { kind = \"pump\", ... }")
    name = text(f"{where}.kind", data["kind"])
    kind = effect_kind(name)
    if kind is None:
        raise ScenarioError(f"{where}.kind", f"no rule makes an effect of kind {name!r}"
                                             f"{near(name, effect_kind_names())}")
    if kind.stated_elsewhere:
        raise ScenarioError(f"{where}.kind", f"{name}: {kind.stated_elsewhere}")
    found = InForce(name, where=where)
    found.until = text(f"{where}.until", data.get("until", kind.untils[0]))
    if found.until not in kind.untils:
        shown = ", ".join(repr(u) for u in kind.untils)
        raise ScenarioError(f"{where}.until", f"an effect of kind {name} lasts {shown}, not "
                                              f"{found.until!r} (rule {kind.rule})")
    if kind.subject == "none":
        if "subject" in data:
            raise ScenarioError(f"{where}.subject", f"an effect of kind {name} applies to no "
                                                    f"one object or player (rule {kind.rule})")
    elif "subject" not in data:
        example = '"A"' if kind.subject == "player" else '"A:Name"'
        raise ScenarioError(where, f"say what it applies to: subject = {example}")
    elif kind.subject == "player":
        found.subject = player(f"{where}.subject", data["subject"], players)
    else:
        found.subject = text(f"{where}.subject", data["subject"])
    for key in ("power", "toughness", "types", "subtypes"):
        if key in data and key not in kind.values:
            raise ScenarioError(f"{where}.{key}", f"an effect of kind {name} has no {key}")
    for key in kind.values:
        value = data.get(key, () if key in ("types", "subtypes") else 0)
        if key in ("types", "subtypes"):
            words = tuple(text(f"{where}.{key}[{i}]", w)
                          for i, w in enumerate(listed(f"{where}.{key}", list(value))))
            if key == "types":
                for i, w in enumerate(words):
                    if w not in get_args(m.CardType):
                        raise ScenarioError(f"{where}.types[{i}]", f"{w!r} is not a card type"
                                            f"{near(w, get_args(m.CardType))}")
            found.values[key] = tuple(sorted(words))
        else:
            found.values[key] = _signed(f"{where}.{key}", value)
    if "source" in data:
        found.source = text(f"{where}.source", data["source"])
    if "controller" in data:
        found.controller = player(f"{where}.controller", data["controller"], players)
    elif kind.needs_controller:
        raise ScenarioError(where, f"say who the effect gives control to: controller = \"A\" "
                                   f"(rule {kind.rule})")
    return found


def _signed(where: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(where, f"expected a whole number, not {value!r}")
    return value


def delayed(where: str, entry: object, players: Collection[str]) -> Delayed:
    """A delayed triggered ability waiting for its moment: ``{ kind = "your_next_main_phase",
    controller = "A", source = "Mana Drain", amount = 3 }``."""
    data = table(where, entry)
    refuse_unknown(where, data, DELAYED_KEYS)
    for key in ("kind", "controller", "source"):
        if key not in data:
            raise ScenarioError(where, f"say its {key}: {{ kind = \"your_next_main_phase\", "
                                       f"controller = \"A\", source = \"Mana Drain\", "
                                       f"amount = 3 }}")
    name = text(f"{where}.kind", data["kind"])
    kind = delayed_kind(name)
    if kind is None:
        raise ScenarioError(f"{where}.kind", f"no rule sets up a delayed triggered ability of "
                            f"kind {name!r}{near(name, [k.kind for k in DELAYED_KINDS])}")
    source = card_name(f"{where}.source", data["source"])
    amount = whole(f"{where}.amount", data.get("amount", 0))
    if kind.ability_when and not any(t.when == kind.ability_when
                                     for t in card(source).triggers):
        raise ScenarioError(f"{where}.source", f"{source} has no triggered ability for a "
                            f"delayed trigger of kind {name} (rule {kind.rule})")
    if kind.trigger_when:  # the amount is the index of the card's ability of that moment
        fitting = [i for i, t in enumerate(card(source).triggers) if t.when == kind.trigger_when]
        if not fitting:
            raise ScenarioError(f"{where}.source", f"{source} has no triggered ability for a "
                                f"delayed trigger of kind {name} (rule {kind.rule})")
        if "amount" not in data:
            amount = fitting[0]
        elif amount not in fitting:
            raise ScenarioError(f"{where}.amount", f"{source}'s triggered ability {amount} is "
                                f"not one of that moment: {fitting[0]} is (rule {kind.rule})")
    return Delayed(name, player(f"{where}.controller", data["controller"], players), source,
                   amount, where=where)


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
    game.effects = [in_force(f"{key('effects')}[{i}]", e, players)
                    for i, e in enumerate(listed(key("effects"), data.get("effects", [])))]
    game.delayed = [delayed(f"{key('delayed')}[{i}]", e, players)
                    for i, e in enumerate(listed(key("delayed"), data.get("delayed", [])))]
    game.extra_turns = [player(f"{key('extra_turns')}[{i}]", p, players) for i, p in
                        enumerate(listed(key("extra_turns"), data.get("extra_turns", [])))]
    for name, holder in table(key("designations"), data.get("designations", {})).items():
        if name not in DESIGNATIONS:
            raise ScenarioError(f"{key('designations')}.{name}", f"no rule makes a designation "
                                f"{name!r}{near(name, DESIGNATIONS)} (rule 723.1)")
        game.designations[name] = player(f"{key('designations')}.{name}", holder, players)
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
        for name, holder in game.designations.items():
            if holder not in players:
                raise _refuse(game.key(f"designations.{name}"), f"{holder} is not in game "
                              f"{path}: the {name} is a player in it", "723.4")
        if game.step == "start" and (game.stack or game.triggers or game.passed or
                                     game.effects or game.delayed or game.extra_turns or
                                     game.designations or
                                     any(p.emblems for p in game.seats.values())):
            raise _refuse(game.where, "before the first turn nothing is on the stack or "
                          "waiting for it, nobody has priority, and no spell or ability "
                          "has made an effect, a delayed trigger or an extra turn",
                          R.FIRST_TURN)
        for item in game.delayed:
            kind = delayed_kind(item.kind)
            if kind is not None and kind.before_first_upkeep and not (
                    game.turn == 1 and (game.step == "untap" or (game.step == "upkeep"
                                                                 and not game.under_way))):
                raise _refuse(item.where, f"a delayed trigger of kind {item.kind} waits only "
                              "until the first upkeep begins: then it triggers", kind.rule)
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
            if place.lands_played and pid not in _active_team(s, game):
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
    check_pieces(s)


def _check_pieces_moved(s: Scenario, state: TableState, game: GamePosition, child: str
                        ) -> None:
    """727.2a-c: as a subgame starts, its players' supplementary decks (unless Ambiguity
    A19 keeps them; in 2014 only the archenemy's scheme deck, 715.2d) and the vanguards
    and commanders in the command zone go to the subgame's command zone."""
    decks = option(state, "a19_supplementary_moves") != "vanguards_only"
    for pid, place in game.seats.items():
        if _out(game, pid):
            continue
        for c in place.cards:
            role = role_of(c)
            moved = (c.zone == "command" and role in ("commander", "vanguard")) or (
                decks and c.zone == "planar_deck") or (
                decks and c.zone == "scheme_deck" and s.edition != "2014")
            if moved:
                rule = {"commander": R.SUBGAME_COMMANDER, "vanguard": R.SUBGAME_VANGUARD
                        }.get(role, R.SUBGAME_DECKS)
                raise _refuse(c.where, f"{pid}'s {c.name} went from game {game.path}'s "
                              f"command zone to subgame {child}'s as it started: list it in "
                              f"[games.\"{child}\".{pid}]", R.cite(rule, s.edition))


# -- variant pieces -------------------------------------------------------------------------


def role_of(p: Placed) -> str:
    """The variant role of a placed card (``""``: a traditional card of its deck): a
    commander, a vanguard, a plane (or phenomenon) or a scheme (903-904)."""
    if p.commander:
        return "commander"
    if p.zone == "planar_deck":
        return "plane"
    if p.zone == "scheme_deck":
        return "scheme"
    if p.zone == "command":
        types = card(p.name).types
        return "vanguard" if "Vanguard" in types else "scheme" if "Scheme" in types \
            else "plane"
    return ""


def pieces(s: Scenario) -> dict[str, dict[str, list[Placed]]]:
    """Each player's variant pieces in the position, by role, outermost game first."""
    found: dict[str, dict[str, list[Placed]]] = {p: {} for p in s.players}
    for game in s.games.values():
        for pid, place in game.seats.items():
            for c in place.cards:
                role = role_of(c)
                if role:
                    found[pid].setdefault(role, []).append(c)
        for item in game.stack:  # a commander cast, on the stack
            if item.commander:
                found[item.owner].setdefault("commander", []).append(
                    Placed(item.name, "stack", commander=True, where=item.where))
    return found


def variant_of(s: Scenario) -> str:
    """The command-zone variants the position's pieces play (``commander+planechase``),
    in the order of the ``variant`` setting, with Two-Headed Giant if the file says it."""
    held = {role for by_role in pieces(s).values() for role in by_role}
    names = [name for name, role in VARIANTS.items() if role in held]
    if TWO_HEADED_GIANT in s.options.get("variant", "").split("+"):
        names.append(TWO_HEADED_GIANT)
    return "+".join(names)


def check_pieces(s: Scenario) -> None:
    """The variant pieces: one commander and one vanguard per player (903.3, 902.1), a
    commander's record only where there is one, the ``variant`` setting naming what
    the pieces play, and no piece in a subgame whose rules have no variant steps."""
    held = pieces(s)
    for pid, by_role in held.items():
        for role, rule in (("commander", COMMANDER_CARD), ("vanguard", "902.1")):
            if len(by_role.get(role, [])) > 1:
                raise _refuse(by_role[role][1].where, f"{pid} has one {role}, not "
                              f"{len(by_role[role])}", rule)
    for game in s.games.values():
        for pid, place in game.seats.items():
            if place.planar_rolls and pid not in _active_team(s, game):
                raise _refuse(game.key(f"{pid}.planar_rolls"), f"{pid} rolls the planar die in "
                              "their own turn only", R.PLANAR_DIE)
            if place.commander_casts and not held[pid].get("commander"):
                raise _refuse(game.key(f"{pid}.commander_casts"), f"{pid} has no commander in "
                              "this position: name it (command = [\"Name\"], or commander = "
                              "true on the card)", R.COMMANDER_TAX)
            for other in place.commander_damage:
                if not held[other].get("commander"):
                    raise _refuse(game.key(f"{pid}.commander_damage.{other}"), f"{other} has "
                                  "no commander in this position: name it (command = "
                                  "[\"Name\"], or commander = true on the card)",
                                  "903.10a")
        if game.parent is not None and s.edition not in VARIANT_EDITIONS:
            for place in game.seats.values():
                piece = next((c for c in place.cards if role_of(c)), None)
                if piece is not None:
                    raise _refuse(piece.where, f"under the {s.edition} rules a subgame has no "
                                  "variant steps: every variant card stays in the main game",
                                  R.cite(R.SUBGAME_START, s.edition))
    named = s.options.get("variant")
    found = variant_of(s)
    if named is not None and set(named.split("+")) != set(found.split("+")) - {""}:
        raise ScenarioError("options.variant", f"variant {named!r}, but the position's pieces "
                            f"play {found or 'none'}: a command-zone variant is named after "
                            "its pieces (command, planar_deck, scheme_deck)")


def _active_team(s: Scenario, game: GamePosition) -> tuple[str, ...]:
    """The players whose turn it is (805.4): the active player, and with shared team turns
    their team: Two-Headed Giant's (810.1), or the archenemy's foes (904.2; the
    archenemy is the one player with schemes in the game). A subgame played plain has
    none (Ambiguity A9)."""
    plain = game.parent is not None and (s.edition not in VARIANT_EDITIONS or
                                         s.options.get("a9_subgame_variant") == "plain")
    if plain:
        return (game.active,)
    if TWO_HEADED_GIANT in s.options.get("variant", "").split("+") and "teams" in s.options:
        for team in s.options["teams"].split("/"):
            if game.active in team.split("+"):
                return tuple(team.split("+"))
    schemers = {pid for pid, place in game.seats.items()
                if any(role_of(c) == "scheme" for c in place.cards)}
    if len(schemers) == 1 and len(s.players) > 2 and game.active not in schemers:
        return tuple(p for p in s.players if p not in schemers)
    return (game.active,)


def _out(game: GamePosition, pid: str) -> bool:
    place = game.seats.get(pid)
    return place is not None and (place.lost or place.left)


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
    if s.edition in VARIANT_EDITIONS:
        _check_pieces_moved(s, state, game, child)
    if option(state, "a13_nested_return") == "origin":
        return  # cards may come straight home to a waiting game (Ambiguity A13)
    for pid, place in game.seats.items():
        if any(c.zone == "library" for c in place.cards):
            raise _refuse(game.key(f"{pid}.library"), f"{pid}'s library left game "
                          f"{game.path} for subgame {child}: list those cards in "
                          f"[games.\"{child}\".{pid}]", R.cite(R.SUBGAME_START, edition))
