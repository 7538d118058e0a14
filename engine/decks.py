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

from shahrazad.cards.pool import CARDS
from shahrazad.events.errors import ShahrazadError

__all__ = ["MAX_CARDS", "MAX_COPIES", "MAX_FILE_BYTES", "Deck", "DeckError", "default_decks",
           "load_deck", "packaged_decks", "parse_deck"]

DECKS_DIR = Path(__file__).with_name("decklists")
_LINE = re.compile(r"^(\d+)\s+(.+?)\s*$")

# Limits: far above any real deck, low enough that a hostile file can't make a game
# of millions of cards (hours of shuffling, gigabytes of memory).
#: copies of a card on one line
MAX_COPIES = 1_000
#: cards in a main deck, and in a sideboard
MAX_CARDS = 1_000
#: a decklist file's size in bytes
MAX_FILE_BYTES = 1_000_000


class DeckError(ShahrazadError, ValueError):
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
        digits, card = match.group(1), match.group(2)
        if len(digits) > 6 or int(digits) > MAX_COPIES:
            raise DeckError(f"{name}, line {number}: {digits[:12]} copies is over the limit "
                            f"of {MAX_COPIES:,} a line")
        count = int(digits)
        if card not in CARDS or "token" in CARDS[card].tags:
            close = difflib.get_close_matches(card, list(CARDS), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise DeckError(f"{name}, line {number}: unknown card {card!r}{hint}")
        if len(into) + count > MAX_CARDS:
            part = "main deck" if into is main else "sideboard"
            raise DeckError(f"{name}, line {number}: the {part} would have more than "
                            f"{MAX_CARDS:,} cards")
        into.extend([card] * count)
    if not main:
        raise DeckError(f"{name}: the deck has no cards")
    return Deck(name, main, side)


def packaged_decks() -> dict[str, Path]:
    """The decklists that come with Shahrazad, by name: the two demo decks by their file
    name (``the_deck``), the Old School 93/94 tournament-style decks by folder and name
    (``old-school/robots``).

    >>> "old-school/robots" in packaged_decks()
    True
    """
    return {p.relative_to(DECKS_DIR).with_suffix("").as_posix(): p
            for p in sorted(DECKS_DIR.rglob("*.txt"))}


def load_deck(path: str | Path) -> Deck:
    """Read a decklist file, or a packaged deck by its name (see :func:`packaged_decks`).

    The file is UTF-8 text of at most :data:`MAX_FILE_BYTES`. Raises :class:`DeckError`
    for a file that can't be read as a deck, and for a path that is neither a file nor a
    packaged deck's name (the message lists the packaged names)."""
    p = Path(path)
    if not p.is_file():
        packaged = packaged_decks()
        if str(path) not in packaged:
            what = "a directory" if p.is_dir() else "no such file"
            raise DeckError(f"{path}: {what}, and not a packaged deck "
                            f"(packaged: {', '.join(packaged)})")
        p = packaged[str(path)]
    with p.open("rb") as f:
        data = f.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise DeckError(f"{p}: a decklist is at most {MAX_FILE_BYTES:,} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DeckError(f"{p}: not UTF-8 text (byte {exc.start + 1} is "
                        f"{data[exc.start]:#04x})") from None
    return parse_deck(text, p.stem)


def default_decks() -> list[Deck]:
    """The decks that come with Shahrazad, by file name."""
    return [load_deck(p) for p in sorted(DECKS_DIR.glob("*.txt"))]
