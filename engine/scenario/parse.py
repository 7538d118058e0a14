"""Reading a scenario file (TOML) into a :class:`~shahrazad.scenario.model.Scenario`."""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from shahrazad.cards import catalog
from shahrazad.cards.model import CardDef
from shahrazad.decisions import KINDS
from shahrazad.players import PlayerIdError, check_player_ids
from shahrazad.rules import citations as R
from shahrazad.rules import options as table_options
from shahrazad.rules import variants
from shahrazad.scenario.cards import read_cards
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.model import Scenario
from shahrazad.scenario.outcomes import check_outcomes, read_random
from shahrazad.scenario.position import GAME_KEYS, ZONES, check_position, read_games, variant_of

__all__ = ["FORMS", "ZONES", "load_scenario"]
#: the keys that say a decision: each kind's name, the text form (``do``), the encoded
#: form (``raw``) and the old name ``play_land``
FORMS = (*KINDS, "play_land", "do", "raw")


def _card_name(where: str, name: object) -> str:
    if not isinstance(name, str):
        raise ScenarioError(where, f"expected a card name, got {name!r}")
    cards = catalog.current()  # the pool and the file's own [cards]
    if name in cards:
        return name
    close = difflib.get_close_matches(name, cards.names(), n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    raise ScenarioError(where, f"unknown card {name!r}{hint}")


def _options(raw: object, edition: str) -> dict[str, str]:
    """The table options (``options = { a1_departed_cards = "outside" }``), checked
    against the registry of :mod:`shahrazad.rules.options`."""
    if not isinstance(raw, dict):
        raise ScenarioError("options", "expected a table: options = { key = \"value\" }")
    try:
        return table_options.check(raw, edition)
    except table_options.OptionError as exc:
        raise ScenarioError("options", str(exc)) from None


def _decisions(raw: object) -> list[dict[str, Any]]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ScenarioError("decisions", "expected a list of [[decisions]] tables")
    out = []
    for i, d in enumerate(raw, 1):
        where = f"decisions[{i}]"
        if not isinstance(d, dict):
            raise ScenarioError(where, "expected a table")
        forms = [k for k in d if k in FORMS]
        if len(forms) != 1:
            raise ScenarioError(where, f"say exactly one of {', '.join(FORMS)}; got "
                                f"{forms or list(d)}")
        if "player" not in d or not isinstance(d["player"], str):
            raise ScenarioError(where, "every decision names its player (player = \"A\")")
        out.append(dict(d, _where=where, _form=forms[0]))
    return out


def _judging(scenario: Scenario, data: Mapping[str, Any]) -> None:
    """The keys that say how to judge the table: ``[run]``'s ``max_fallback``, the
    standing orders (``[policies]``) and the expected ruling (``[[expect]]``)."""
    from shahrazad.scenario.expect import ExpectError, parse_expectations, until_anchor
    from shahrazad.scenario.policies import PolicyError, parse_policies

    run = data.get("run", {})
    if not isinstance(run, dict):
        raise ScenarioError("run", "expected a table: [run] until = ..., max_fallback = N")
    for key in run:
        if key not in ("until", "max_fallback"):
            raise ScenarioError(f"run.{key}", "unknown key (expected until or max_fallback)")
    until = run.get("until", "game_over")
    if until not in ("game_over", "script_end"):
        try:
            until_anchor(until, scenario.players)
        except ExpectError as exc:
            raise ScenarioError("run.until", f"expected \"game_over\", \"script_end\" or "
                                f"what happens, \"KIND [SUBJECT] [in GAME] [#N]\" ({exc})"
                                ) from None
    scenario.until = until
    limit = run.get("max_fallback", scenario.max_fallback)
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 0:
        raise ScenarioError("run.max_fallback", "expected a whole number of actions (2000)")
    scenario.max_fallback = limit
    try:
        scenario.policies = parse_policies(data.get("policies"), scenario.players)
    except PolicyError as exc:
        where, _, message = str(exc).partition(": ")
        raise ScenarioError(where, message) from None
    try:
        scenario.expectations = parse_expectations(data.get("expect"), scenario.players)
    except ExpectError as exc:
        where, _, message = str(exc).partition(": ")
        raise ScenarioError(where, message) from None


def load_scenario(source: str | Path) -> Scenario:
    """Parse a scenario from a file path or from TOML text (raises :class:`ScenarioError`)."""
    text: str
    name = "<text>"
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and source.endswith(".toml")):
        path = Path(source)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            raise ScenarioError(str(path), "no such file") from None
        except OSError as exc:
            raise ScenarioError(str(path), f"can't be read: {exc.strerror}") from None
        if len(raw) > MAX_SCENARIO_BYTES:
            raise ScenarioError(path.name, f"is {len(raw):,} bytes; a scenario file holds at "
                                           f"most {MAX_SCENARIO_BYTES:,}")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ScenarioError(path.name, f"is not UTF-8 text: byte {exc.start} "
                                           f"(0x{raw[exc.start]:02x}) can't be read") from None
        name = path.name
    else:
        text = str(source)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(name, f"not valid TOML: {exc}") from None
    except RecursionError:  # arrays or tables nested thousands deep
        raise ScenarioError(name, "not valid TOML here: nested too deep") from None
    except ValueError:  # an integer of more than 4,300 digits: int's own limit
        raise ScenarioError(name, "not valid TOML here: a number of more than 4,300 "
                                  "digits") from None
    _bounded_numbers(data, "")
    return _scenario(data, name)


#: the largest seed: a log stores it as a 64-bit integer
MAX_SEED = 2**63 - 1
#: the most cards a scenario's deck holds (as a decklist file may)
MAX_DECK = 1_000
#: the largest scenario file read (a reproducer of a long table is a few MB)
MAX_SCENARIO_BYTES = 16_000_000


def _bounded_numbers(value: object, where: str) -> None:
    """Refuse a whole number a log can't hold (beyond 64 bits), wherever it is in the
    file, naming its key: past the rules' own checks, such a number would reach a log's
    encoder, or a message that can't even write it out (beyond 4,300 digits)."""
    if isinstance(value, int) and not isinstance(value, bool):
        if not -(2**63) <= value <= 2**63 - 1:
            raise ScenarioError(where or "the file", f"a number of {value.bit_length():,} "
                                "bits: a number here is a whole number of at most 64 bits")
    elif isinstance(value, dict):
        for key, item in value.items():
            _bounded_numbers(item, f"{where}.{key}" if where else str(key))
    elif isinstance(value, list):
        for i, item in enumerate(value):  # [[decisions]] and the like count from 1
            _bounded_numbers(item, f"{where}[{i + isinstance(item, dict)}]")


def _seed(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEED:
        raise ScenarioError("seed", f"expected a whole number from 0 to {MAX_SEED}, "
                                    f"not {value!r}")
    return value


def _scenario(data: Mapping[str, Any], name: str) -> Scenario:
    players = data.get("players")
    if not (isinstance(players, list) and len(players) >= 2
            and all(isinstance(p, str) for p in players) and len(set(players)) == len(players)):
        raise ScenarioError("players", "expected a list of two or more different player ids")
    try:  # the one rule for a new table's ids, for decks and positions alike
        check_player_ids(players)
    except PlayerIdError as exc:
        raise ScenarioError(f"players[{players.index(exc.pid)}]", str(exc)) from None
    edition = data.get("edition", "current")
    if edition not in R.EDITIONS:
        raise ScenarioError("edition", f"expected one of {', '.join(R.EDITIONS)}")
    # The file's own keys; the rest of the top level describes the main game's position.
    own = ("edition", "seed", "players", "decisions", "run", "options", "decks", "games",
           "random", "policies", "expect", "cards", *PIECES)
    known_top = {*own, *GAME_KEYS, *players}
    for key in data:
        if key not in known_top:
            close = difflib.get_close_matches(key, list(known_top), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise ScenarioError(key, f"unknown key{hint} (expected one of {sorted(known_top)})")
    options = _options(data.get("options", {}), edition)
    try:  # Two-Headed Giant's teams: two of two, seated together (810.1, 810.3)
        variants.team_setting(options.get("variant", ""), options.get("teams"), players)
    except variants.VariantError as exc:
        raise ScenarioError("options", exc.said("scenario")) from None
    custom = read_cards(data.get("cards"))
    with catalog.Catalog(custom).active():  # the file's cards may be named from here on
        return _table_of(data, name, players, edition, own, custom, options)


def _table_of(data: Mapping[str, Any], name: str, players: list[str], edition: str,
              own: tuple[str, ...], custom: tuple[CardDef, ...],
              options: dict[str, str]) -> Scenario:
    scenario = Scenario(players=list(players), edition=edition, seed=_seed(data.get("seed", 0)),
                        decisions=_decisions(data.get("decisions")), source=name,
                        options=options, custom_cards=custom)
    _judging(scenario, data)
    scenario.games = read_games(data, players, own)
    main = scenario.games["1"]
    scenario.active, scenario.turn, scenario.step = main.active, main.turn, main.step
    for pid in players:
        section = data.get(pid, {})
        if not isinstance(section, dict):
            raise ScenarioError(pid, "expected a table of the player's zones")
        scenario.sideboards[pid] = [_card_name(f"{pid}.sideboard[{i}]", n)
                                    for i, n in enumerate(section.get("sideboard", []))]
    decks = data.get("decks", {})
    if decks:
        if not isinstance(decks, dict) or set(decks) != set(players):
            raise ScenarioError("decks", "expected one list of card names per player")
        for p in players:
            if not isinstance(decks[p], list) or len(decks[p]) > MAX_DECK:
                raise ScenarioError(f"decks.{p}", f"expected a list of at most {MAX_DECK:,} "
                                                  "card names")
        scenario.decks = {p: [_card_name(f"decks.{p}[{i}]", n) for i, n in enumerate(decks[p])]
                          for p in players}
        scenario.starting_player = main.starting_player
        _variant_pieces(data, scenario)
        described = [k for k in (*GAME_KEYS, "games") if k in data and k != "starting_player"]
        described += [f"{p}.{z}" for p in players for z in data.get(p, {}) if z != "sideboard"]
        if described:
            raise ScenarioError("decks", f"a table made from decks starts at the beginning: "
                                         f"it has no position ({', '.join(described)})")
    else:
        given = [key for key in PIECES if key in data]
        if given:
            raise ScenarioError(given[0], "these pieces come with a table made from decks "
                                "([decks]); a position places each player's pieces in its "
                                "zones: command, planar_deck, scheme_deck")
        if "stacked_decks" in scenario.options:
            raise ScenarioError("options.stacked_decks", "a table made from decks has it; a "
                                "position places its cards itself, in the order it lists them")
        check_position(scenario)  # the variant named must be the one its pieces play
        if variant_of(scenario) and "variant" not in scenario.options:
            scenario.options["variant"] = variant_of(scenario)
    scenario.random = read_random(data.get("random"), players)
    check_outcomes(scenario)
    return scenario


# -- the variant's pieces, for a table made from decks -------------------------------------

#: the top-level keys that give a table's variant pieces, as Table.new takes them: a
#: commander or a vanguard per player (a card name), a planar or scheme deck per player
#: (a list of card names)
PIECES = ("commanders", "vanguards", "planar_decks", "scheme_decks")


def _variant_pieces(data: Mapping[str, Any], scenario: Scenario) -> None:
    """Read the pieces (``vanguards = { A = "Sisay", B = "Eladamri" }``) and check the
    variant against them, as :meth:`~shahrazad.table.Table.new` will: a variant without its
    pieces, or pieces of the wrong kind, are refused here, saying what to give."""
    for key in PIECES:
        raw = data.get(key)
        if raw is None:
            continue
        if not isinstance(raw, dict):
            raise ScenarioError(key, f"expected a table by player: {key} = {{ A = ... }}")
        for pid, value in raw.items():
            where = f"{key}.{pid}"
            if pid not in scenario.players:
                raise ScenarioError(where, f"{pid!r} is not at the table "
                                           f"({', '.join(scenario.players)})")
            if key in ("commanders", "vanguards"):
                scenario.pieces.setdefault(key, {})[pid] = _card_name(where, value)
                continue
            if not isinstance(value, list) or len(value) > MAX_DECK:
                raise ScenarioError(where, f"expected a list of at most {MAX_DECK:,} card names")
            scenario.pieces.setdefault(key, {})[pid] = [
                _card_name(f"{where}[{i}]", n) for i, n in enumerate(value)]
    try:
        variants.check_table(scenario.players, [scenario.decks[p] for p in scenario.players],
                             [scenario.sideboards.get(p, []) for p in scenario.players],
                             scenario.options.get("variant"), scenario.options.get("teams"),
                             **scenario.pieces)
    except variants.VariantError as exc:
        where = "options.variant" if exc.missing or not exc.piece else \
            "options.teams" if exc.piece == "teams" else exc.piece
        raise ScenarioError(where, exc.said("scenario")) from None
