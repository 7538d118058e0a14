"""A scenario file's own cards: ``[cards."Name"]`` tables in the card language.

A judge describes a table with a card the pool lacks, or a test card, by writing
it as data (:mod:`shahrazad.cards.data`): the table's key is the card's name, its
fields are the card's (cost, types, subtypes, supertypes, power, toughness,
keywords, effects and targets, abilities, triggers, text)::

    [cards."Library Sentinel"]
    cost = "{2}"
    types = ["Artifact"]
    text = "Whenever one or more cards leave your library, you gain 1 life."
    [[cards."Library Sentinel".triggers]]
    when = "cards_leave_your_library"
    effects = [{ effect = "gain_life", amount = 1 }]

The decks, zones and decisions of the file may then name the card. A custom card
may not take a pool card's name: rename it (a log names cards by name, and one
name must mean one card). The table records the definitions in its first event,
so the log alone replays, audits and re-runs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shahrazad.cards.catalog import Catalog, CustomCardError
from shahrazad.cards.data import CardDataError, card_from_data
from shahrazad.cards.model import CardDef
from shahrazad.scenario.errors import ScenarioError

__all__ = ["read_cards"]


def read_cards(raw: object) -> tuple[CardDef, ...]:
    """The cards of a scenario's ``[cards]`` table, checked (raises :class:`ScenarioError`
    naming the key path)."""
    if raw is None:
        return ()
    if not isinstance(raw, Mapping):
        raise ScenarioError("cards", 'expected tables of cards: [cards."Name"]')
    cards: list[CardDef] = []
    for name, fields in raw.items():
        where = f'cards."{name}"'
        if not isinstance(fields, Mapping):
            raise ScenarioError(where, "expected a table of the card's fields")
        if "name" in fields and fields["name"] != name:
            raise ScenarioError(f"{where}.name", f"the table's key names the card: "
                                f"{fields['name']!r} is not {name!r}")
        data: dict[str, Any] = {"name": name, **fields}
        try:
            cards.append(card_from_data(data, where))
        except CardDataError as exc:
            raise ScenarioError(exc.path, exc.message) from None
    try:
        Catalog(cards)
    except CustomCardError as exc:
        raise ScenarioError("cards", str(exc)) from None
    return tuple(cards)
