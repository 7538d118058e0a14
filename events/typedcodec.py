"""The event vocabulary as typed records for msgspec: one event decoded and type-checked
in one pass in compiled code, for the checked scan of a log file.

An event's bytes are a MessagePack array ``[kind, version, position, game, rule, cause,
{field: value, ...}]``. For each kind of the vocabulary this module *generates* (from
the event class's annotations, never by hand: a new event needs nothing here) an
``array_like`` msgspec struct tagged by the kind (an array of exactly seven: msgspec
would let an array_like struct have more, were unknown fields not forbidden), whose
last field is a struct of the kind's payload that refuses a key its kind has not and
requires every one it has. One
decoder of the tagged union of them all reads an event's bytes, and checks, as it reads,
what :func:`shahrazad.events.fieldtypes.payload_fits` checks of plain fields: ``int``,
``str``, ``bool`` and ``None`` (msgspec keeps ``bool`` apart from ``int`` and refuses a
float for an ``int``, as our checks do), unions of them, and tuples of those.

What msgspec does not check as we do is checked beside it, in the function generated
for each kind (:func:`converter`): the schema version is the kind's current one, the
position is the record's, the rule is not empty, the game is a game's path, the cause
is an earlier position, only a decision begins a rules action; and a field annotated
with ``Any``, ``object`` or a ``dict`` is taken as its raw bytes
(:class:`msgspec.Raw`), decoded by msgpack as every reader decodes it (arrays as
tuples) and checked by the same test as before. Anything the decoder or the converter
refuses goes back to the reader's own path, which says what is wrong (or upcasts an
event of an older schema version): no check is dropped, and the converter hands back
exactly the tuple :func:`shahrazad.events.storage.logfile.raw_event` returns.

>>> import msgpack
>>> decode, convert = decoder(), converters()
>>> data = msgpack.packb(["life_changed", 1, 2, "1", "119.3", None,
...                       {"player": "A", "amount": -3, "life": 17}])
>>> convert["life_changed"](2, decode(data), False)
('life_changed', 1, 2, '1', '119.3', None, {'player': 'A', 'amount': -3, 'life': 17})
>>> bad = msgpack.packb(["life_changed", 1, 2, "1", "119.3", None,
...                      {"player": "A", "amount": -3, "life": "17"}])
>>> try:
...     decode(bad)
... except msgspec.ValidationError as exc:
...     print(exc)
Expected `int`, got `str` - at `$[6].life`
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from typing import Any

import msgpack
import msgspec

from shahrazad.events.base import EVENT_TYPES, Event
from shahrazad.events.fieldtypes import KNOWN_PATHS, field_check, is_path

__all__ = ["by_struct", "converters", "decoder", "structs"]

#: the types msgspec checks exactly as our field checks do
_PLAIN = (int, str, bool, type(None))


def _typed(hint: Any) -> Any | None:
    """``hint`` as a msgspec type that checks exactly what our check of it checks, or
    ``None`` when there is none (the field is then read raw and checked beside)."""
    if hint in _PLAIN:
        return hint
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        parts = [_typed(a) for a in args]
        if any(p is None for p in parts):
            return None
        kinds = [p for p in parts if p not in _PLAIN]
        if len(kinds) > 1:  # msgspec takes at most one array type in a union
            return None
        return typing.Union[tuple(parts)]  # noqa: UP007 - built from a tuple
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _typed(args[0])
            return None if item is None else tuple[item, ...]  # type: ignore[valid-type]
        items = [_typed(a) for a in args]
        if any(i is None or i not in _PLAIN for i in items):
            return None  # nested arrays in a fixed tuple: read raw (rare)
        return tuple[tuple(items)]  # type: ignore[misc]
    return None


_DECODER: list[Callable[[bytes], Any]] = []
_STRUCTS: dict[str, type[msgspec.Struct]] = {}
_CONVERTERS: dict[str, Callable[[int, Any, bool], tuple[Any, ...] | None]] = {}


def _structs() -> dict[str, type[msgspec.Struct]]:
    """Each kind's struct of the whole event (its tag is its kind)."""
    made: dict[str, type[msgspec.Struct]] = {}
    for kind, cls in EVENT_TYPES.items():
        hints = typing.get_type_hints(cls)
        fields = [(name, _typed(hints[name]) or msgspec.Raw) for name in cls.FIELDS]
        payload = msgspec.defstruct(f"{cls.__name__}Fields", fields,
                                    forbid_unknown_fields=True)
        made[kind] = msgspec.defstruct(
            cls.__name__, [("version", int), ("position", int), ("game", str),
                           ("rule", str), ("cause", int | None), ("payload", payload)],
            array_like=True, tag=kind, forbid_unknown_fields=True)
    return made


def decoder() -> Callable[[bytes], Any]:
    """The decoder of an event's bytes into its kind's struct (made once): raises
    :class:`msgspec.ValidationError` or :class:`msgspec.DecodeError` for bytes it
    cannot read as an event of a known kind, in its current shape, with fields of the
    right plain types."""
    if not _DECODER or len(_CONVERTERS) != len(EVENT_TYPES):
        made = _structs()
        _STRUCTS.clear()
        _STRUCTS.update(made)
        union: Any = typing.Union[tuple(made.values())]  # noqa: UP007
        _DECODER[:] = [msgspec.msgpack.Decoder(union, strict=True).decode]
        _CONVERTERS.clear()
        for kind, cls in EVENT_TYPES.items():
            _CONVERTERS[kind] = _converter(kind, cls)
        _BY_STRUCT.clear()
        _BY_STRUCT.update({made[kind]: convert for kind, convert in _CONVERTERS.items()})
    return _DECODER[0]


def converters() -> dict[str, Callable[[int, Any, bool], tuple[Any, ...] | None]]:
    """Per kind: ``convert(k, decoded, decision)``, the raw tuple of a decoded event of
    record ``k`` (which begins a rules action when ``decision``), or ``None`` when one
    of the checks msgspec does not make fails."""
    decoder()
    return _CONVERTERS


_BY_STRUCT: dict[type[msgspec.Struct], Callable[[int, Any, bool], tuple[Any, ...] | None]] = {}


def structs() -> dict[str, type[msgspec.Struct]]:
    """Each kind's struct, as the decoder returns it."""
    decoder()
    return _STRUCTS


def by_struct() -> dict[type[msgspec.Struct],
                        Callable[[int, Any, bool], tuple[Any, ...] | None]]:
    """:func:`converters` keyed by the struct the decoder returns (``type(decoded)``)."""
    decoder()
    return _BY_STRUCT


def _converter(kind: str, cls: type[Event]
               ) -> Callable[[int, Any, bool], tuple[Any, ...] | None]:
    """The function of :func:`converters` for one kind (a closure: making one per kind
    costs nothing at start-up, where compiling one each would)."""
    hints = typing.get_type_hints(cls)
    version, decided = cls.VERSION, kind == "decided"
    raw_fields = [(name, field_check(hints[name])) for name in cls.FIELDS
                  if _typed(hints[name]) is None]
    paths, path, asdict = KNOWN_PATHS, is_path, msgspec.structs.asdict

    def convert(k: int, e: Any, decision: bool) -> tuple[Any, ...] | None:
        game, cause, rule = e.game, e.cause, e.rule
        if not (e.version == version and e.position == k and rule != ""
                and (game in paths or path(game))
                and (cause is None or 0 < cause < k) and decision is decided):
            return None
        d = asdict(e.payload)
        return (kind, version, k, game, rule, cause, d)

    if not raw_fields:
        return convert

    def convert_raw(k: int, e: Any, decision: bool) -> tuple[Any, ...] | None:
        # fields read raw: decoded as every reader decodes them, checked as before
        found = convert(k, e, decision)
        if found is not None:
            d = found[6]
            for name, check in raw_fields:
                value = msgpack.unpackb(d[name], use_list=False, raw=False,
                                        strict_map_key=False)
                if not check(value):
                    return None
                d[name] = value
        return found

    return convert_raw
