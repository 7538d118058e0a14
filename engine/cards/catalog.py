"""The cards a table's rules see: the pool, plus the table's own cards.

A judge may describe a table with a card the pool lacks (a scenario file's
``[cards]``, ``Table.new(cards=...)``). The table's first event, ``TableOpened``,
records those cards as data (:mod:`shahrazad.cards.data`), and so does the log
file's header: every reader of the log (``replay``, the audit, ``verify
--rerun``) rebuilds them from the log alone.

A :class:`Catalog` is that set of cards. While the engine works on a table, the
table's catalog is *active* (:meth:`Catalog.active`, which
:class:`~shahrazad.table.Table` enters around each of its methods) and
:func:`shahrazad.cards.pool.card` looks names up in it:

>>> from shahrazad.cards.model import CardDef, GainLife, Triggered
>>> sentinel = CardDef("Library Sentinel", frozenset({"Artifact"}),
...                    triggers=(Triggered("cards_leave_your_library", (GainLife(1),)),))
>>> cards = Catalog([sentinel])
>>> from shahrazad.cards.pool import card
>>> with cards.active():
...     card("library sentinel").triggers[0].when
'cards_leave_your_library'

A custom card may not take the name of a pool card: a table is read by name, and
two meanings of one name would make a log ambiguous. Give a variation its own name.

>>> Catalog([CardDef("Lightning Bolt", frozenset({"Instant"}))])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
shahrazad.cards.catalog.CustomCardError: custom card 'Lightning Bolt': a pool card has that ...

Outside any table (a rules function called on a bare state), a custom card is
still found by name when this process has seen one definition of it; if tables
in the process define one name differently, the lookup asks for the catalog.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from shahrazad.cards import pool
from shahrazad.cards.data import CardDataError, card_from_data, card_to_data, freeze
from shahrazad.cards.model import CardDef
from shahrazad.events.errors import ShahrazadError
from shahrazad.projections.state import TableState

__all__ = ["POOL", "Catalog", "CustomCardError", "current", "from_data", "of_state",
           "watching"]


class CustomCardError(ShahrazadError, ValueError):
    """A custom card that can't join a table (a pool card's name, a name twice)."""


class Catalog:
    """The pool and a table's own cards, looked up by name (case does not matter)."""

    def __init__(self, custom: Sequence[CardDef] = ()) -> None:
        seen: set[str] = set()
        for d in custom:
            folded = d.name.casefold()
            if d.name in pool.CARDS or folded in pool._BY_FOLDED:
                raise CustomCardError(f"custom card {d.name!r}: a pool card has that name "
                                      "(give the custom card a name of its own)")
            if folded in seen:
                raise CustomCardError(f"custom card {d.name!r} is defined twice")
            seen.add(folded)
        self.custom: tuple[CardDef, ...] = tuple(custom)
        self._folded = {d.name.casefold(): d for d in self.custom}
        self._watching: dict[str, frozenset[str]] = {}
        for d in self.custom:  # remembered for lookups outside any table
            known = pool.KNOWN.setdefault(d.name.casefold(), [])
            if d not in known:
                known.append(d)

    def card(self, name: str) -> CardDef:
        """The definition of ``name``, from the pool or the table's own cards."""
        found = pool.CARDS.get(name)
        if found is not None:
            return found
        folded = name.casefold()
        found = pool._BY_FOLDED.get(folded) or self._folded.get(folded)
        if found is None:
            raise pool.UnknownCard(name, self.names())
        return found

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and (name in pool.CARDS or name.casefold() in
                                          pool._BY_FOLDED or name.casefold() in self._folded)

    def names(self) -> list[str]:
        """Every card name: the pool's, then the table's own."""
        return [*pool.CARDS, *(d.name for d in self.custom)]

    def close(self, name: str) -> list[str]:
        return difflib.get_close_matches(name, self.names(), n=3)

    def watching(self, when: str) -> frozenset[str]:
        """The names of the cards with a triggered ability ``when`` (the trigger detector
        skips a kind of event no card watches)."""
        found = self._watching.get(when)
        if found is None:
            found = self._watching[when] = frozenset(
                d.name for d in (*pool.CARDS.values(), *self.custom)
                if _watches(d, when))
        return found

    def data(self) -> tuple[Mapping[str, Any], ...]:
        """The custom cards as data, the form ``TableOpened.custom_cards`` records."""
        return tuple(freeze(card_to_data(d)) for d in self.custom)

    @contextmanager
    def active(self) -> Iterator[Catalog]:
        """Within the block, :func:`shahrazad.cards.pool.card` looks names up here."""
        token = pool.ACTIVE.set(self)
        try:
            yield self
        finally:
            pool.ACTIVE.reset(token)


#: the catalog of a table without cards of its own
POOL = Catalog()


def current() -> Catalog:
    """The active catalog, or the pool's."""
    return pool.ACTIVE.get() or POOL


def watching(when: str) -> frozenset[str]:
    """The names of the cards with a triggered ability ``when``: in the active catalog,
    or, outside any table, in the pool and every custom card this process has seen."""
    active = pool.ACTIVE.get()
    if active is not None:
        return active.watching(when)
    return POOL.watching(when) | frozenset(
        d.name for defs in pool.KNOWN.values() for d in defs if _watches(d, when))


def _watches(d: CardDef, when: str) -> bool:
    """Whether ``d`` has a triggered ability ``when``, or -- batch c-grant -- a static
    ability that grants one (613.1f)."""
    return any(t.when == when for t in d.triggers) or any(
        s.have_trigger is not None and s.have_trigger.when == when for s in d.statics)


def from_data(data: Sequence[Mapping[str, Any]]) -> Catalog:
    """The catalog of a table whose first event recorded ``data`` as its own cards."""
    if not data:
        return POOL
    cards = []
    for i, item in enumerate(data):
        try:
            cards.append(card_from_data(item, f"custom_cards[{i}]"))
        except CardDataError as exc:
            raise CustomCardError(f"the log's custom card {exc}") from None
    return Catalog(cards)


_CACHE: dict[int, tuple[object, Catalog]] = {}


def of_state(state: TableState) -> Catalog:
    """The catalog of the table ``state`` belongs to (built once per recorded set)."""
    data = state.custom_cards
    if not data:
        return POOL
    hit = _CACHE.get(id(data))
    if hit is not None and hit[0] is data:
        return hit[1]
    catalog = from_data(data)
    if len(_CACHE) > 256:
        _CACHE.clear()
    _CACHE[id(data)] = (data, catalog)
    return catalog
