"""The msgpack encoding of events.

An event is encoded as the msgpack array
``[kind, version, position, game, rule, cause, payload]`` where ``payload`` is a
map from field name to value. Lists decode as tuples, so a decoded event equals
the one that was encoded.

>>> from shahrazad.events.vocabulary import PriorityPassed
>>> e = PriorityPassed(position=3, game="1", rule="117.3d", player="A")
>>> decode(encode(e)) == e
True
"""

from __future__ import annotations

from typing import Any

import msgpack

from shahrazad.events.base import EVENT_TYPES, Event, lookup
from shahrazad.events.errors import ShahrazadError

__all__ = ["CorruptEvent", "decode", "encode"]


class CorruptEvent(ShahrazadError, ValueError):
    """The bytes are not an encoded event (bad msgpack, wrong shape, bad fields)."""


def encode(event: Event) -> bytes:
    data: bytes = msgpack.packb(
        [event.KIND, event.VERSION, event.position, event.game, event.rule, event.cause,
         event.payload()],
        use_bin_type=True,
    )
    return data


def decode(data: bytes) -> Event:
    try:
        raw: Any = msgpack.unpackb(data, use_list=False, raw=False, strict_map_key=False)
    except Exception as exc:  # msgpack raises several unrelated types
        raise CorruptEvent(f"not msgpack: {exc}") from None
    return from_raw(raw)


def from_raw(raw: Any) -> Event:
    """Build an event from an already unpacked msgpack value."""
    if not isinstance(raw, tuple) or len(raw) != 7:
        raise CorruptEvent("an event is an array of 7 items")
    kind, version, position, game, rule, cause, payload = raw
    if not isinstance(kind, str) or not isinstance(payload, dict):
        raise CorruptEvent("bad kind or payload")
    cls = EVENT_TYPES.get(kind) or lookup(kind)
    try:
        if version == cls.VERSION:  # the common case: no upcasting, no copy
            return cls(position=position, game=game, rule=rule, cause=cause, **payload)
        return cls.from_payload(version, position, game, rule, cause, payload)
    except (TypeError, KeyError) as exc:
        raise CorruptEvent(f"bad fields for {kind}: {exc}") from None
