"""Cards as plain data: dicts (TOML tables, JSON objects, msgpack maps) and back.

:func:`card_to_data` writes a :class:`~shahrazad.cards.model.CardDef` as a dict of plain
values, leaving out every field at its default; :func:`card_from_data` reads one back
and checks every key and word against the card language (:mod:`shahrazad.cards.model`),
so ``card_from_data(card_to_data(d)) == d`` for every card. The form follows the
dataclasses field by field:

* a mana cost is its text, ``"{X}{R}"``; a target is its kind, ``"creature"`` (or a
  table when it says more, ``{ kind = "creature", subtype = "Assembly-Worker" }``); sets
  of types, subtypes, supertypes, keywords and tags are lists;
* an effect is a table naming its primitive under ``effect`` (its data name, see
  :data:`~shahrazad.cards.model.PRIMITIVES`) beside its fields:
  ``{ effect = "gain_life", amount = 1 }``;
* an ability's cost is a table: ``cost = { mana = "{5}", tap = true, exile = true }``.

A scenario file writes it as TOML::

    [cards."Library Sentinel"]
    cost = "{2}"
    types = ["Artifact"]
    text = "Whenever one or more cards leave your library, you gain 1 life."
    [[cards."Library Sentinel".triggers]]
    when = "cards_leave_your_library"
    effects = [{ effect = "gain_life", amount = 1 }]

A mistake is a :class:`CardDataError` naming the key path and, for a misspelt key
or word, the closest valid ones:

>>> card_from_data({"name": "Bolt", "types": ["Instant"],
...                 "effects": [{"effect": "damage", "amount": 3, "to": "targte:0"}]})
... # doctest: +ELLIPSIS
Traceback (most recent call last):
...
shahrazad.cards.data.CardDataError: Bolt.effects[0].to: unknown word 'targte:0' (did you mean ...
"""

from __future__ import annotations

import dataclasses
import difflib
import types
import typing
from collections.abc import Mapping
from typing import Any, Literal, Union, get_args, get_origin

from shahrazad.cards import model as m
from shahrazad.events.errors import ShahrazadError

__all__ = ["CardDataError", "card_from_data", "card_to_data", "changes_from_data",
           "changes_to_data", "freeze"]

#: the dataclasses of the card language, read and written field by field
_STRUCTS = (m.CardDef, m.Activated, m.Triggered, m.Cost, m.Static, m.Mode, m.Filter, m.Count,
            m.DieResult, m.StaticShield, m.Option, m.Skip)


class CardDataError(ShahrazadError, ValueError):
    """A card written as data that the card language can't read; ``path`` names the key."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def _close(word: object, choices: typing.Iterable[object]) -> str:
    options = [str(c) for c in choices]
    near = difflib.get_close_matches(str(word), options, n=3, cutoff=0.6)
    if near:
        return f" (did you mean {' or '.join(map(repr, near))}?)"
    return f" (expected one of {', '.join(map(repr, options))})" if len(options) <= 12 else ""


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type[Any]) -> dict[str, Any]:
    """The field types of a card-language dataclass, resolved once."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls, vars(m))
    return hints


def _fields(cls: type) -> list[dataclasses.Field[Any]]:
    return list(dataclasses.fields(cls))


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return dataclasses.MISSING


def _words(tp: Any) -> tuple[Any, ...] | None:
    """The words a ``Literal`` (or a union of them) allows; ``None`` for other types."""
    if get_origin(tp) is Literal:
        return get_args(tp)
    if get_origin(tp) in (Union, types.UnionType):
        words: list[Any] = []
        for arm in get_args(tp):
            inner = _words(arm)
            if inner is None:
                return None
            words += inner
        return tuple(words)
    return None


# -- reading -------------------------------------------------------------------------


def card_from_data(data: Mapping[str, Any], path: str = "") -> m.CardDef:
    """The card that ``data`` describes (raises :class:`CardDataError`)."""
    if not isinstance(data, Mapping):
        raise CardDataError(path or "card", "a card is a table of its fields")
    where = path or str(data.get("name", "card"))
    return _struct(m.CardDef, data, where)  # type: ignore[no-any-return]


def _struct(cls: type, data: Any, path: str) -> Any:
    if not isinstance(data, Mapping):
        raise CardDataError(path, f"expected a table of {cls.__name__} fields, got {data!r}")
    hints = _hints(cls)
    names = [f.name for f in _fields(cls)]
    for key in data:
        if key not in names:
            raise CardDataError(f"{path}.{key}", "unknown field" + _close(key, names))
    values: dict[str, Any] = {}
    for f in _fields(cls):
        if f.name in data:
            values[f.name] = _read(hints[f.name], data[f.name], f"{path}.{f.name}")
        elif _default(f) is dataclasses.MISSING:
            raise CardDataError(f"{path}.{f.name}", "missing (this field has no default)")
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:
        raise CardDataError(path, str(exc)) from None


def _effect(data: Any, path: str) -> m.Effect:
    if not isinstance(data, Mapping) or "effect" not in data:
        raise CardDataError(path, "an effect is a table naming its primitive: "
                                  "{ effect = \"damage\", amount = 3, to = \"target:0\" }")
    name = data["effect"]
    cls = m.PRIMITIVES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise CardDataError(f"{path}.effect", f"unknown primitive {name!r}"
                            + _close(name, m.PRIMITIVES))
    fields = {k: v for k, v in data.items() if k != "effect"}
    return _struct(cls, fields, path)  # type: ignore[no-any-return]


def _read(tp: Any, value: Any, path: str) -> Any:
    words = _words(tp)
    if words is not None:
        if value not in words or isinstance(value, bool):
            raise CardDataError(path, f"unknown word {value!r}" + _close(value, words))
        return value
    origin, args = get_origin(tp), get_args(tp)
    if origin in (Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        arms = [a for a in args if a is not type(None)]
        if len(arms) == 1:
            return _read(arms[0], value, path)
        if int in arms and isinstance(value, int) and not isinstance(value, bool):
            return value  # an Amount given as a number
        # a word, or a table of a structure (a filter: "destroy all lands")
        structs = [a for a in arms if a in _STRUCTS]
        if structs and isinstance(value, Mapping):
            return _struct(structs[0], value, path)
        rest = [a for a in arms if a is not int and a not in _STRUCTS]
        if len(rest) == 1:
            return _read(rest[0], value, path)
        allowed = [w for a in rest for w in (_words(a) or ())]
        if allowed and all(_words(a) is not None for a in rest):
            if value not in allowed or isinstance(value, bool):
                table = f"; a table of {structs[0].__name__} fields reads too" \
                    if structs else ""
                raise CardDataError(path, f"unknown word {value!r}" + _close(value, allowed)
                                    + table)
            return value
        raise CardDataError(path, f"can't read {value!r}")
    if tp is bool:
        if not isinstance(value, bool):
            raise CardDataError(path, f"expected true or false, got {value!r}")
        return value
    if tp is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise CardDataError(path, f"expected a whole number, got {value!r}")
        return value
    if tp is str:
        if not isinstance(value, str):
            raise CardDataError(path, f"expected text, got {value!r}")
        return value
    if tp is m.ManaCost:
        if not isinstance(value, str):
            raise CardDataError(path, f"expected a mana cost like \"{{2}}{{W}}\", got {value!r}")
        try:
            return m.ManaCost.parse(value)
        except ValueError as exc:
            raise CardDataError(path, str(exc)) from None
    if tp is m.TargetSpec:
        if isinstance(value, Mapping):  # a target that says more than its kind
            return _target(value, path)
        return m.TargetSpec(_read(_hints(m.TargetSpec)["kind"], value, path))
    if tp is m.Effect:
        return _effect(value, path)
    if tp in _STRUCTS:
        return _struct(tp, value, path)
    if origin in (frozenset, tuple):
        if isinstance(value, str | bytes) or not isinstance(value, list | tuple):
            raise CardDataError(path, f"expected a list, got {value!r}")
        item = args[0]
        items = [_read(item, x, f"{path}[{i}]") for i, x in enumerate(value)]
        return frozenset(items) if origin is frozenset else tuple(items)
    raise TypeError(f"the card language has no data form for {tp!r}")  # an engine bug


def _target(data: Mapping[str, Any], path: str) -> m.TargetSpec:
    """A target written as a table: its own fields, and a filter's beside them."""
    own = {f.name for f in _fields(m.TargetSpec)} - {"filter"}
    filter_fields = {f.name for f in _fields(m.Filter)}
    for key in data:
        if key not in own and key not in filter_fields:
            raise CardDataError(f"{path}.{key}", "unknown field"
                                + _close(key, sorted(own | filter_fields)))
    spec: m.TargetSpec = _struct(m.TargetSpec, {k: v for k, v in data.items() if k in own},
                                 path)
    more = {k: v for k, v in data.items() if k in filter_fields}
    if not more:
        return spec
    return dataclasses.replace(spec, filter=_struct(m.Filter, more, path))


def changes_from_data(data: Mapping[str, Any], path: str = "changes") -> m.Changes:
    """The :class:`~shahrazad.cards.model.Changes` that ``data`` describes (an effect
    record's, as :func:`changes_to_data` wrote it)."""
    return _struct(m.Changes, data, path)  # type: ignore[no-any-return]


def filter_from_data(data: Mapping[str, Any], path: str = "filter") -> m.Filter:
    """-- batch B07 --: the :class:`~shahrazad.cards.model.Filter` that ``data`` describes
    (a shield's record, as :func:`filter_to_data` wrote it); read once for each record."""
    key = repr(data)
    found = _FILTERS.get(key)
    if found is None:
        found = _FILTERS[key] = _struct(m.Filter, data, path)
    return found


#: the filters read from records, by their data's text
_FILTERS: dict[str, m.Filter] = {}


def filter_to_data(f: m.Filter) -> dict[str, Any]:
    """-- batch B07 --: a filter as the plain data an event holds (lists as tuples)."""
    return freeze(_write_struct(f))  # type: ignore[no-any-return]


# -- writing -------------------------------------------------------------------------


def card_to_data(card: m.CardDef) -> dict[str, Any]:
    """``card`` as plain data (lists, dicts, text, numbers), defaults left out."""
    return _write_struct(card)


def changes_to_data(changes: m.Changes) -> dict[str, Any]:
    """What a continuous effect changes (its :class:`~shahrazad.cards.model.Changes` part
    alone), as the plain data an event holds (lists as tuples)."""
    part = m.Changes(**{name: getattr(changes, name) for name in m.CHANGE_FIELDS})
    return freeze(_write_struct(part))  # type: ignore[no-any-return]


def _write_struct(obj: object) -> dict[str, Any]:
    cls: type[Any] = type(obj)
    hints = _hints(cls)
    out: dict[str, Any] = {}
    if isinstance(obj, m.Effect):
        out["effect"] = m.data_name(type(obj))
    fs = _fields(cls)
    if isinstance(obj, m.Changes) and cls is not m.Changes:  # what it is, then what it does
        fs = [f for f in fs if f.name not in m.CHANGE_FIELDS] + \
            [f for f in fs if f.name in m.CHANGE_FIELDS]
    for f in fs:
        value = getattr(obj, f.name)
        if value == _default(f) and not (f.name == "name" and isinstance(obj, m.CardDef)):
            continue
        out[f.name] = _write(hints[f.name], value)
    return out


def _write(tp: Any, value: Any) -> Any:
    if isinstance(value, m.ManaCost):
        return str(value)
    if isinstance(value, m.TargetSpec):
        plain = value == m.TargetSpec(value.kind)
        if plain:
            return value.kind
        out = _write_struct(value)
        out.update(out.pop("filter", {}))  # the filter's fields beside the kind
        return out
    if isinstance(value, (m.Effect, *_STRUCTS)):
        return _write_struct(value)
    if isinstance(value, frozenset):
        return sorted(_write(None, x) for x in value)
    if isinstance(value, tuple):
        return [_write(None, x) for x in value]
    return value


def freeze(data: Any) -> Any:
    """``data`` with its lists as tuples: the form an event holds (a decoded event's
    lists are tuples, so the event read back equals the one written)."""
    if isinstance(data, Mapping):
        return {k: freeze(v) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return tuple(freeze(x) for x in data)
    return data
