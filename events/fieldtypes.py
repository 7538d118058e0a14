"""The types an event's fields must hold, checked when a log file is read.

Event classes are dataclasses, which take whatever they are given: a log whose
``rule`` is a number or whose ``cards`` hold a string would be read, and fail
somewhere far away (a fold, an audit line). :func:`wrong_field` checks one event
against its class's annotations (``int``, ``str``, ``bool``, ``None``, unions and
tuples of them), so a reader refuses it where it is, naming the field.

A ``bool`` is not an ``int`` here, though Python says it is: msgpack keeps them
apart, and so does every event Shahrazad writes.

>>> from shahrazad.events.vocabulary import LifeChanged
>>> wrong_field(LifeChanged(position=2, game="1", rule="119.3", player="A", amount=-3,
...                         life=17)) is None
True
>>> wrong_field(LifeChanged(position=2, game="1", rule=119.3, player="A", amount=-3,
...                         life=17))  # type: ignore[arg-type]
'rule should be text, not a number (119.3)'
>>> wrong_field(LifeChanged(position=2, game="1.x", rule="119.3", player="A", amount=-3,
...                         life=17))
"game should be a game's path like 1 or 1.2.1, not '1.x'"
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Callable
from typing import Any

from shahrazad.events.base import Event

__all__ = ["field_check", "payload_fits", "payload_terms", "wrong_field"]

Check = Callable[[Any], bool]

_PATH = re.compile(r"[1-9][0-9]*(?:\.[1-9][0-9]*)*\Z")
_NAMES = {int: "a whole number", str: "text", bool: "true or false",
          type(None): "nothing", float: "a number", bytes: "bytes", tuple: "a list",
          dict: "a map", list: "a list"}


def _describe(hint: Any) -> str:
    """The annotation ``hint`` in words."""
    if hint in _NAMES:
        return _NAMES[hint]
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return " or ".join(_describe(a) for a in args)
    if typing.get_origin(hint) is dict:
        return "a map"
    if typing.get_origin(hint) is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return f"a list of ({_describe(args[0])})"
        return f"a list of {len(args)}: " + ", ".join(_describe(a) for a in args)
    return "anything"


def _plain(hint: Any) -> frozenset[type] | None:
    """The exact types ``hint`` allows, if it allows only plain values (the common case,
    checked by one set look-up)."""
    if hint in (int, str, bool, type(None)):
        return frozenset((hint,))
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        parts = [_plain(a) for a in typing.get_args(hint)]
        if all(p is not None for p in parts):
            return frozenset().union(*(p for p in parts if p is not None))
    return None


def _check(hint: Any) -> Check:
    """A test that a decoded value fits the annotation ``hint``."""
    if hint is Any or hint is object:
        return lambda value: True
    plain = _plain(hint)
    if plain is not None:
        return lambda value: type(value) in plain
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        parts = [_check(a) for a in args]
        return lambda value: any(p(value) for p in parts)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] is Any or args[0] is object:
                return lambda value: type(value) is tuple
            items_plain = _plain(args[0])
            if items_plain is not None:  # checked in C: every log holds many of these
                has = items_plain.__contains__
                return lambda value: type(value) is tuple and all(map(has, map(type, value)))
            item = _check(args[0])
            return lambda value: type(value) is tuple and all(item(x) for x in value)
        items = [_check(a) for a in args]
        return lambda value: (type(value) is tuple and len(value) == len(items)
                              and all(c(x) for c, x in zip(items, value, strict=True)))
    if origin is dict:  # a map (a custom card's definition): its keys and values
        key, val = (_check(a) for a in args)
        return lambda value: type(value) is dict and all(key(k) and val(v)
                                                         for k, v in value.items())
    raise TypeError(f"no check for the annotation {hint!r}")


def field_check(hint: Any) -> Check:
    """The test that a decoded value (arrays as tuples) fits the annotation ``hint``."""
    return _check(hint)


_CHECKS: dict[type[Event], list[tuple[str, Check, str]]] = {}


def _checks(cls: type[Event]) -> list[tuple[str, Check, str]]:
    found = _CHECKS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = [(name, _check(hints[name]), _describe(hints[name])) for name in cls.FIELDS]
        _CHECKS[cls] = found
    return found


def _kind_of(value: Any) -> str:
    return _NAMES.get(type(value), "something else")


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def wrong_field(event: Event) -> str | None:
    """What is wrong with the types of ``event``'s fields, or ``None``."""
    fits = _FITS.get(type(event))
    if fits is None:
        fits = _FITS[type(event)] = _compile(type(event))
    position, game, cause = event.position, event.game, event.cause
    if (type(position) is int and position >= 1 and type(event.rule) is str and event.rule
            and type(game) is str and (game in KNOWN_PATHS or is_path(game))
            and (cause is None or (type(cause) is int and 0 < cause < position))
            and fits(event)):
        return None
    return _why(event)


#: the game paths seen so far: a table has few games and many events
KNOWN_PATHS: set[str] = set()


def is_path(game: Any) -> bool:
    """Whether ``game`` is a game path (``"1"``, ``"1.2"``): remembered in
    :data:`KNOWN_PATHS` once seen, so later events of that game are checked by a look-up."""
    if type(game) is str and len(game) < 200 and _PATH.match(game):
        if len(KNOWN_PATHS) < 10_000:
            KNOWN_PATHS.add(game)
        return True
    return False


#: per event class: one function that says whether every payload field fits
_FITS: dict[type[Event], Callable[[Event], bool]] = {}


def payload_terms(cls: type[Event], env: dict[str, Any]) -> str:
    """The test of :func:`payload_fits` as a Python expression of a payload ``p``, for a
    function made by ``exec`` in the namespace ``env`` (which gets what it needs)."""
    hints = typing.get_type_hints(cls)
    terms = ["True"]
    for name in cls.FIELDS:
        value = f"p[{name!r}]"
        plain = _plain(hints[name])
        key = f"_{cls.__name__}_{name}"
        if plain is not None:
            env[key] = plain
            terms.append(f"type({value}) in {key}")
        else:
            env[key] = _check(hints[name])
            terms.append(f"{key}({value})")
    return " and ".join(terms)


def _compile(cls: type[Event], read: str = "e.{name}") -> Callable[[Any], bool]:
    """Every event of every log is checked, so each class gets one function of its own
    (as :mod:`dataclasses` makes ``__init__``): plain fields cost one set look-up, with
    no loop or generator in between; the others call their check. ``read`` says how
    the function reads a field of its argument (an event's attribute, or a key of a
    payload)."""
    hints = typing.get_type_hints(cls)
    names: dict[str, Any] = {}
    terms = ["True"]
    for i, name in enumerate(cls.FIELDS):
        value = read.format(name=name)
        plain = _plain(hints[name])
        if plain is not None:
            names[f"t{i}"] = plain
            terms.append(f"type({value}) in t{i}")
        else:
            names[f"c{i}"] = _check(hints[name])
            terms.append(f"c{i}({value})")
    arg = read.split("[")[0].split(".")[0]
    exec(f"def fits({arg}):\n    return {' and '.join(terms)}\n", names)
    fits: Callable[[Any], bool] = names["fits"]
    return fits


#: per event class: the same test as ``_FITS``, on a decoded payload (a dict)
_PAYLOAD_FITS: dict[type[Event], Callable[[dict[str, Any]], bool]] = {}


def payload_fits(cls: type[Event]) -> Callable[[dict[str, Any]], bool]:
    """A function that says whether a decoded payload of ``cls`` (a dict holding exactly
    its fields) has the types :func:`wrong_field` wants: a reader that never builds the
    event checks it this way, and builds it only to say what is wrong.

    >>> from shahrazad.events.vocabulary import LifeChanged
    >>> fits = payload_fits(LifeChanged)
    >>> fits({"player": "A", "amount": -3, "life": 17}), fits({"player": "A", "amount": -3,
    ...                                                          "life": "17"})
    (True, False)
    """
    fits = _PAYLOAD_FITS.get(cls)
    if fits is None:
        fits = _PAYLOAD_FITS[cls] = _compile(cls, "p[{name!r}]")
    return fits


def _why(event: Event) -> str | None:
    if type(event.position) is not int or event.position < 1:
        return f"position should be a whole number from 1, not {_shown(event.position)}"
    if type(event.rule) is not str or not event.rule:
        return (f"rule should be text, not {_kind_of(event.rule)} ({_shown(event.rule)})"
                if type(event.rule) is not str else "rule is empty")
    if type(event.game) is not str or not _PATH.match(event.game):
        return (f"game should be a game's path like 1 or 1.2.1, not "
                f"{_shown(event.game)}")
    cause = event.cause
    if cause is not None and (type(cause) is not int or not 0 < cause < event.position):
        return (f"cause should be the position of an earlier event, not {_shown(cause)}")
    for name, check, expected in _checks(type(event)):
        value = getattr(event, name)
        if not check(value):
            return f"{name} should be {expected}, not {_kind_of(value)} ({_shown(value)})"
    return None
