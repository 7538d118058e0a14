"""A new table's settings: :class:`TableSettings`, one object every way of making a table builds.

A table is made from its players and their decks, and a few settings: the seed, the
rules edition, the sideboards, the readings (``options``), a command-zone variant's
pieces, the table's own cards... A scenario file (``[decks]``), the command line
(``shahrazad play``), a test and :meth:`shahrazad.table.Table.new` all build one
``TableSettings`` and open the table from it (:meth:`shahrazad.table.Table.from_settings`),
so they are checked in one place, the same way: a ``TableSettings`` that exists is one a
table can be opened from.

>>> s = TableSettings(["A", "B"], [["Island"] * 40] * 2, seed=3, options={"ante": "on"})
>>> s.players, len(s.decks[0]), s.sideboards, s.table_options
(('A', 'B'), 40, ((), ()), {'ante': 'on'})
>>> TableSettings(["A", "B"], [["Island"] * 40], seed=3)
Traceback (most recent call last):
...
ValueError: 2 players but 1 decks
>>> TableSettings(["A", "B"], [["Island"] * 40] * 2, edition="1999")
Traceback (most recent call last):
...
ValueError: unknown edition '1999': choose one of current, 2014, 2008, 2004
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from shahrazad.cards.catalog import POOL, Catalog
from shahrazad.cards.model import CardDef
from shahrazad.cards.pool import card
from shahrazad.players import check_player_ids
from shahrazad.rules import ante, variants
from shahrazad.rules import citations as R
from shahrazad.rules import options as table_options

__all__ = ["TableSettings"]


@dataclass(frozen=True, slots=True)
class TableSettings:
    """Everything a new table is made from, checked as it is built.

    Lists may be given as any sequences and mappings as any mappings; the settings hold
    them as tuples and dicts of their own. Building one raises, in one line, for what
    no table could be opened from: fewer than two players or two with one name, a deck
    per player missing, an unknown card, edition or starting player, an unknown reading
    or value (:class:`~shahrazad.rules.options.OptionError`), a variant without its
    pieces (:class:`~shahrazad.rules.variants.VariantError`), a custom card that takes a
    pool card's name (:class:`~shahrazad.cards.catalog.CustomCardError`).
    """

    #: the players' ids, in seat order (:mod:`shahrazad.players` says what an id may be)
    players: Sequence[str]
    #: per player, in ``players`` order: the card names of their deck, top first
    decks: Sequence[Sequence[str]]
    #: the seed every random outcome of the table is drawn from
    seed: int = 0
    #: the rules edition the table is played and cited under
    edition: str = "current"
    #: per player: the card names of their sideboard (outside the game, 400.11a); none
    #: by default
    sideboards: Sequence[Sequence[str]] | None = None
    #: the readings of :mod:`shahrazad.rules.options` (``shahrazad options`` lists them)
    #: and the settings ``stacked_decks``, ``variant``, ``teams`` and ``ante``
    options: Mapping[str, str] | None = None
    #: who starts (otherwise chosen at random, 103.1): recorded, to rebuild a table
    starting_player: str | None = None
    #: each player's starting life; by default the variant's (20; 40 in Commander)
    starting_life: int | None = None
    #: keep the decks in the order given instead of shuffling them (recorded as the
    #: option ``stacked_decks``)
    stacked: bool = False
    #: the command-zone variant (``commander``, ``vanguard``, ``planechase``,
    #: ``archenemy``, ``2hg``, or several joined by ``+``); by default named after the
    #: pieces given
    variant: str | None = None
    #: per player id: their commander (903)
    commanders: Mapping[str, str] | None = None
    #: per player id: their vanguard (902)
    vanguards: Mapping[str, str] | None = None
    #: per player id: their planar deck (901)
    planar_decks: Mapping[str, Sequence[str]] | None = None
    #: per player id: their scheme deck (904; one player's makes them the archenemy)
    scheme_decks: Mapping[str, Sequence[str]] | None = None
    #: Two-Headed Giant's two teams of two, in seat order (``[["A", "B"], ["C", "D"]]``)
    teams: Sequence[Sequence[str]] | None = None
    #: random outcomes stated ahead (the payloads of ``OutcomeStated``, as a scenario's
    #: ``[[random]]`` gives them), recorded right after the header
    stated: Sequence[Mapping[str, object]] = ()
    #: the table's own cards, beside the pool: the decks may name them, and the first
    #: event records their definitions
    cards: Sequence[CardDef] = ()

    # -- what the check works out (not given) ------------------------------------------
    #: the options the log records: the readings, with the variant, teams and
    #: stacked_decks settings resolved
    table_options: dict[str, str] = field(init=False, repr=False, compare=False)
    #: the variant's pieces, in seat order
    pieces: tuple[variants.Piece, ...] = field(init=False, repr=False, compare=False)
    #: the cards the table sees: the pool, and its own cards if it has some
    catalog: Catalog = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        def put(name: str, value: Any) -> None:
            object.__setattr__(self, name, value)

        players = tuple(self.players)
        put("players", players)
        put("decks", tuple(tuple(d) for d in self.decks))
        put("sideboards", tuple(tuple(s) for s in self.sideboards)
            if self.sideboards is not None else tuple(() for _ in players))
        put("options", dict(self.options or {}))
        put("teams", None if self.teams is None else tuple(tuple(t) for t in self.teams))
        put("stated", tuple(self.stated))
        put("cards", tuple(self.cards))
        for name in ("commanders", "vanguards"):
            given = getattr(self, name)
            put(name, None if given is None else dict(given))
        for name in ("planar_decks", "scheme_decks"):
            given = getattr(self, name)
            put(name, None if given is None else {p: tuple(d) for p, d in given.items()})
        own = Catalog(self.cards) if self.cards else POOL
        put("catalog", own)
        with own.active():
            self._check()

    def _check(self) -> None:
        players, decks, sides = self.players, self.decks, self.sideboards
        assert sides is not None  # __post_init__ gave every player one
        if len(players) < 2 or len(set(players)) != len(players):
            raise ValueError("a table needs two or more players with different names")
        check_player_ids(players)  # the one rule (shahrazad.players)
        if len(decks) != len(players):
            raise ValueError(f"{len(players)} players but {len(decks)} decks")
        for names in [*decks, *sides]:
            for name in names:
                card(name)  # raises UnknownCard with a helpful message
        if self.edition not in R.EDITIONS:
            raise ValueError(f"unknown edition {self.edition!r}: choose one of "
                             f"{', '.join(R.EDITIONS)}")
        if self.starting_player is not None and self.starting_player not in players:
            raise ValueError(f"starting player {self.starting_player!r} is not at the table")
        opts = table_options.check(self.options or {}, self.edition)
        # The settings an option may give stand for the fields of the same name.
        stacked = opts.pop("stacked_decks", "no") == "yes" or self.stacked
        named = opts.pop("variant", None)
        if named is not None and self.variant is not None and named != self.variant:
            raise ValueError(f"variant {self.variant!r} but the option variant={named!r}")
        if stacked:
            opts["stacked_decks"] = "yes"
        try:
            pieces, name, team_text = variants.check_table(
                players, decks, sides, self.variant or named,
                self.teams if self.teams is not None else opts.pop("teams", None),
                commanders=self.commanders, vanguards=self.vanguards,
                planar_decks=self.planar_decks, scheme_decks=self.scheme_decks)
        except variants.VariantError as exc:  # with the argument to give, in Python's words
            raise variants.VariantError(exc.said("python"), exc.piece, exc.missing) from None
        if name:
            opts["variant"] = name
        if team_text is not None:
            opts["teams"] = team_text
        ante.check_table(opts)  # 407.2 gives the ante to one winner: no teams
        # -- batch C-ANTE --: a card played only for ante needs a table that plays for it
        ante.check_decks(opts, players, [[card(n) for n in d] for d in decks])
        object.__setattr__(self, "table_options", opts)
        object.__setattr__(self, "pieces", tuple(pieces))
