"""Reading a scenario file (TOML) into a :class:`~engine.scenario.model.Scenario`."""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from engine.cards.pool import CARDS
from engine.decisions import KINDS
from engine.rules import citations as R
from engine.rules import options as table_options
from engine.rules import variants
from engine.scenario.errors import ScenarioError
from engine.scenario.model import Placed, Scenario
from projections.state import STEPS

ZONES = ("library", "hand", "graveyard", "battlefield", "exile")
#: the keys that say a decision: each kind's name, the text form (``do``), the encoded
#: form (``raw``) and the old name ``play_land``
FORMS = (*KINDS, "play_land", "do", "raw")


def _card_name(where: str, name: object) -> str:
    if not isinstance(name, str):
        raise ScenarioError(where, f"expected a card name, got {name!r}")
    if name in CARDS:
        return name
    close = difflib.get_close_matches(name, list(CARDS), n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    raise ScenarioError(where, f"unknown card {name!r}{hint}")


def _options(raw: object, edition: str) -> dict[str, str]:
    """The table options (``options = { a1_departed_cards = "outside" }``), checked
    against the registry of :mod:`engine.rules.options`."""
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


def _placed(where: str, entry: object, zone: str) -> Placed:
    if isinstance(entry, str):
        return Placed(_card_name(where, entry), zone, sick=False)
    if not isinstance(entry, dict) or "card" not in entry:
        raise ScenarioError(where, "expected a card name or { card = \"Name\", ... }")
    known = {"card", "tapped", "sick", "attached_to", "counters"}
    unknown = set(entry) - known
    if unknown:
        raise ScenarioError(where, f"unknown keys {sorted(unknown)} (allowed: {sorted(known)})")
    return Placed(_card_name(f"{where}.card", entry["card"]), zone,
                  tapped=bool(entry.get("tapped", False)), sick=bool(entry.get("sick", False)),
                  attached_to=entry.get("attached_to"),
                  counters=dict(entry.get("counters", {})))


def load_scenario(source: str | Path) -> Scenario:
    """Parse a scenario from a file path or from TOML text (raises :class:`ScenarioError`)."""
    text: str
    name = "<text>"
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and source.endswith(".toml")):
        path = Path(source)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise ScenarioError(str(path), "no such file") from None
        name = path.name
    else:
        text = str(source)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(name, f"not valid TOML: {exc}") from None
    return _scenario(data, name)


def _scenario(data: Mapping[str, Any], name: str) -> Scenario:
    players = data.get("players")
    if not (isinstance(players, list) and len(players) >= 2
            and all(isinstance(p, str) for p in players) and len(set(players)) == len(players)):
        raise ScenarioError("players", "expected a list of two or more different player ids")
    edition = data.get("edition", "current")
    if edition not in R.EDITIONS:
        raise ScenarioError("edition", f"expected one of {', '.join(R.EDITIONS)}")
    step = data.get("step", "main1")
    if step != "start" and step not in STEPS:
        raise ScenarioError("step", f"expected \"start\" or one of {', '.join(STEPS)}")
    active = data.get("active", players[0])
    if active not in players:
        raise ScenarioError("active", f"{active!r} is not one of the players")
    known_top = {"edition", "seed", "players", "active", "turn", "step", "decisions", "run",
                 "options", "decks", "starting_player", *players}
    for key in data:
        if key not in known_top:
            raise ScenarioError(key, f"unknown key (expected one of {sorted(known_top)})")
    options = _options(data.get("options", {}), edition)
    try:  # Two-Headed Giant's teams: two of two, seated together (810.1, 810.3)
        variants.team_setting(options.get("variant", ""), options.get("teams"), players)
    except ValueError as exc:
        raise ScenarioError("options", str(exc)) from None
    scenario = Scenario(players=list(players), edition=edition, seed=int(data.get("seed", 0)),
                        active=active, turn=int(data.get("turn", 1)), step=step,
                        decisions=_decisions(data.get("decisions")), source=name,
                        options=options)
    until = data.get("run", {}).get("until", "game_over")
    if until not in ("game_over", "script_end"):
        raise ScenarioError("run.until", "expected \"game_over\" or \"script_end\"")
    scenario.until = until
    decks = data.get("decks", {})
    if decks:
        if not isinstance(decks, dict) or set(decks) != set(players):
            raise ScenarioError("decks", "expected one list of card names per player")
        scenario.decks = {p: [_card_name(f"decks.{p}[{i}]", n) for i, n in enumerate(decks[p])]
                          for p in players}
        scenario.starting_player = data.get("starting_player")
    for pid in players:
        section = data.get(pid, {})
        if not isinstance(section, dict):
            raise ScenarioError(pid, "expected a table of the player's zones")
        allowed = {*ZONES, "life", "counters", "sideboard"}
        for key in section:
            if key not in allowed:
                raise ScenarioError(f"{pid}.{key}", f"unknown key (expected one of "
                                                    f"{sorted(allowed)})")
        placed: list[Placed] = []
        for zone in ZONES:
            entries = section.get(zone, [])
            if not isinstance(entries, list):
                raise ScenarioError(f"{pid}.{zone}", "expected a list of cards")
            for i, item in enumerate(entries):
                placed.append(_placed(f"{pid}.{zone}[{i}]", item, zone))
        battlefield = [p for p in placed if p.zone == "battlefield"]
        for p in battlefield:
            if p.attached_to is not None and not 0 <= p.attached_to < len(battlefield):
                raise ScenarioError(f"{pid}.battlefield", f"attached_to {p.attached_to} is "
                                    "not an index of this player's battlefield")
        # attached_to indexes the battlefield list; translate to the placed list index
        first_bf = next((i for i, p in enumerate(placed) if p.zone == "battlefield"), 0)
        for p in battlefield:
            if p.attached_to is not None:
                p.attached_to += first_bf
        scenario.cards[pid] = placed
        scenario.sideboards[pid] = [_card_name(f"{pid}.sideboard[{i}]", n)
                                    for i, n in enumerate(section.get("sideboard", []))]
        if "life" in section:
            scenario.life[pid] = int(section["life"])
        scenario.counters[pid] = {str(k): int(n) for k, n in section.get("counters", {}).items()}
    return scenario
