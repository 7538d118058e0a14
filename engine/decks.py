"""Decklists: a plain text format, and the decks that come with Shahrazad.

    # comments start with '#'
    4 Lightning Bolt
    1 Black Lotus
    Sideboard
    1 Fog

>>> deck = parse_deck("2 Island\\n1 Serra Angel\\nSideboard\\n1 Fog", "example")
>>> deck.main, deck.sideboard
(['Island', 'Island', 'Serra Angel'], ['Fog'])
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from pathlib import Path

from engine.cards.pool import CARDS

__all__ = ["Deck", "DeckError", "default_decks", "load_deck", "parse_deck"]

DECKS_DIR = Path(__file__).with_name("decklists")
_LINE = re.compile(r"^(\d+)\s+(.+?)\s*$")


class DeckError(ValueError):
    """A decklist that can't be read; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class Deck:
    name: str
    main: list[str]
    sideboard: list[str]


def parse_deck(text: str, name: str = "<deck>") -> Deck:
    main: list[str] = []
    side: list[str] = []
    into = main
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.lower().rstrip(":") == "sideboard":
            into = side
            continue
        match = _LINE.match(line)
        if not match:
            raise DeckError(f"{name}, line {number}: expected 'COUNT Card Name', got {raw!r}")
        count, card = int(match.group(1)), match.group(2)
        if card not in CARDS or "token" in CARDS[card].tags:
            close = difflib.get_close_matches(card, list(CARDS), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise DeckError(f"{name}, line {number}: unknown card {card!r}{hint}")
        into.extend([card] * count)
    if not main:
        raise DeckError(f"{name}: the deck has no cards")
    return Deck(name, main, side)


def load_deck(path: str | Path) -> Deck:
    """Read a decklist file (raises :class:`DeckError`, or FileNotFoundError)."""
    p = Path(path)
    return parse_deck(p.read_text(encoding="utf-8"), p.stem)


def default_decks() -> list[Deck]:
    """The decks that come with Shahrazad, by file name."""
    return [load_deck(p) for p in sorted(DECKS_DIR.glob("*.txt"))]
