"""The typed decode of a log's events (msgspec, shahrazad.events.typedcodec) accepts
exactly what the checks of a log's reader accept, and hands back exactly the tuple the
reader's own decode gives: it may only make the checked scan faster, never looser."""

from __future__ import annotations

import typing
from typing import Any

import msgpack
import pytest

from shahrazad.events import EVENT_TYPES, encode
from shahrazad.events.fieldtypes import payload_fits
from shahrazad.events.typedcodec import converters, decoder
from tests.test_events import sample


def _typed(data: bytes, k: int, decision: bool) -> tuple[Any, ...] | None:
    """The typed path's answer: the raw tuple, or None where it hands the event back."""
    try:
        decoded = decoder()(data)
    except Exception:
        return None
    return converters()[type(decoded).__struct_config__.tag](k, decoded, decision)


def _plain(data: bytes) -> tuple[Any, ...]:
    raw: tuple[Any, ...] = msgpack.unpackb(data, use_list=False, raw=False,
                                           strict_map_key=False)
    return raw


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_every_kind_decodes_to_the_readers_own_tuple(kind: str) -> None:
    event = sample(EVENT_TYPES[kind])
    data = encode(event)
    found = _typed(data, event.position, kind == "decided")
    plain = _plain(data)
    if not payload_fits(EVENT_TYPES[kind])(dict(plain[6])):
        # the sample's rough values do not fit this kind: refused by both
        assert found is None
        return
    assert found == plain
    assert found is not None and list(found[6]) == list(plain[6])  # in order too
    # a decision, and only a decision, begins a rules action
    assert _typed(data, event.position, kind != "decided") is None


def _wrong_values(value: Any) -> list[Any]:
    """Values of other types than ``value``'s (bool apart from int, float apart from
    int, bytes apart from text, a map and a list apart from the rest)."""
    found: list[Any] = [True, 7, 1.5, "x", b"x", None, (1, "x"), ("x",), (7,), {"a": 1}]
    return [w for w in found if type(w) is not type(value) or w != value]


@pytest.mark.parametrize("kind", sorted(EVENT_TYPES))
def test_a_field_of_the_wrong_type_is_refused_as_the_reader_refuses_it(kind: str) -> None:
    """Every field of every kind, given a value of each other type: the typed path takes
    it exactly when the reader's own check (payload_fits) does."""
    cls = EVENT_TYPES[kind]
    event = sample(cls)
    fits = payload_fits(cls)
    payload = event.payload()
    refused = 0
    for name in cls.FIELDS:
        for wrong in _wrong_values(payload[name]):
            changed = {**payload, name: wrong}
            data = msgpack.packb([kind, cls.VERSION, event.position, event.game, event.rule,
                                  event.cause, changed])
            plain = _plain(data)
            expected = plain if fits(dict(plain[6])) else None
            assert _typed(data, event.position, kind == "decided") == expected, (name, wrong)
            refused += expected is None
    assert refused or not cls.FIELDS  # some wrong value breaks every kind with fields


@pytest.mark.parametrize("kind", ["life_changed", "decided", "zone_changed"])
def test_the_envelope_is_checked_beside_the_decode(kind: str) -> None:
    cls = EVENT_TYPES[kind]
    event = sample(cls)
    good = [kind, cls.VERSION, event.position, event.game, event.rule, event.cause,
            event.payload()]
    decision = kind == "decided"
    assert _typed(msgpack.packb(good), event.position, decision) is not None
    for at, wrong in [(1, cls.VERSION + 1), (1, True), (2, event.position + 1), (2, True),
                      (3, "1.x"), (3, "0"), (3, 1), (4, ""), (4, 4.0), (5, event.position),
                      (5, 0), (5, False), (5, "3")]:
        bad = list(good)
        bad[at] = wrong
        assert _typed(msgpack.packb(bad), event.position, decision) is None, (at, wrong)
    first = next(iter(typing.cast(dict[str, Any], good[6])))
    for payload in [{**good[6], "extra": 1}, {k: v for k, v in good[6].items() if k != first}]:
        bad = [*good[:6], payload]
        assert _typed(msgpack.packb(bad), event.position, decision) is None
    assert _typed(msgpack.packb([*good, 1]), event.position, decision) is None
    assert _typed(msgpack.packb(["no_such_kind", *good[1:]]), event.position, decision) is None
