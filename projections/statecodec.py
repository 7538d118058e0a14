"""A table's state as bytes and back: the checkpoints a log's index keeps.

An index file lies beside a log, where anyone who can write to the folder can put
one, so its checkpoints are read as plain data (msgpack), never unpickled: a state is
written field by field, each class as the list of its fields' values in their order,
and read back by functions generated from the classes' annotations (as
:mod:`shahrazad.projections.state` generates its copiers), so a field added to a class is
written and read with the rest, and a field of a type this module can't write stops
it at import.

Games are written one by one (:func:`encode_game`), apart from the table's own
fields (:func:`encode_table`): consecutive checkpoints share the bytes of the games
that did not change between them.

>>> from shahrazad.table import Table
>>> t = Table.new(["A", "B"], [["Island"] * 40] * 2, seed=3)
>>> games = {path: decode_game(encode_game(g)) for path, g in t.state.games.items()}
>>> decode_table(encode_table(t.state), games) == t.state
True
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import fields, is_dataclass
from typing import Any, cast

import msgpack

from shahrazad.projections.state import (
    CardRecord,
    Choice,
    Delayed,
    Effect,
    GameState,
    Obj,
    PendingTrigger,
    PlayerState,
    Shield,
    Stated,
    TableState,
    TriggerOrder,  # -- batch T-ORDER --
    TurnRecord,
)

__all__ = ["decode_game", "decode_table", "encode_game", "encode_table"]

_PLAIN = (int, str, bool, type(None))
_CLASSES = (CardRecord, Choice, Delayed, Effect, GameState, Obj, PendingTrigger, PlayerState,
            Shield, Stated, TableState, TurnRecord,
            TriggerOrder)  # -- batch T-ORDER --
#: types whose values are plain data of no fixed shape (an encoded answer, a custom
#: card's definition): written as msgpack of their own and read back with tuples for
#: lists, as the log's own events are read
_DATA = (object, Any)


def _is_plain(hint: Any) -> bool:
    if hint in _PLAIN:
        return True
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return all(_is_plain(a) for a in typing.get_args(hint))
    return False


def _pack(value: Any) -> bytes:
    data: bytes = msgpack.packb(value, use_bin_type=True)
    return data


def _unpack(data: bytes) -> Any:
    return msgpack.unpackb(data, raw=False, use_list=False, strict_map_key=False)


def _value(hint: Any, expr: str, env: dict[str, Any]) -> tuple[str, str]:
    """How a value of type ``hint`` is written and read: two expressions, each of
    ``expr``, and the helpers they use put in ``env``."""
    if _is_plain(hint):
        return expr, expr
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if is_dataclass(hint) and hint in _CLASSES:
        name = cast(type, hint).__name__
        return f"enc_{name}({expr})", f"dec_{name}({expr})"
    if origin in (typing.Union, types.UnionType) and len(args) == 2 and type(None) in args:
        inner = args[0] if args[1] is type(None) else args[1]
        write, read = _value(inner, expr, env)
        return (f"(None if {expr} is None else {write})",
                f"(None if {expr} is None else {read})")
    if hint in _DATA or (origin is Mapping and args[1] in _DATA):
        env["data_pack"], env["data_unpack"] = _pack, _unpack
        return f"data_pack({expr})", f"data_unpack({expr})"
    if origin is list and _is_plain(args[0]):
        return expr, expr  # read with use_list=True: a list
    if origin is tuple and (len(args) == 2 and args[1] is Ellipsis and _is_plain(args[0])):
        return expr, f"tuple({expr})"
    if origin is tuple and all(_is_plain(a) for a in args):
        return expr, f"tuple({expr})"
    if origin is tuple and Ellipsis not in args:  # a record of fixed length, by place
        parts = [_value(a, f"{expr}[{i}]", env) for i, a in enumerate(args)]
        comma = "," if len(parts) == 1 else ""
        return (f"[{', '.join(w for w, _ in parts)}]",
                f"({', '.join(r for _, r in parts)}{comma})")
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        write, read = _value(args[0], "x", env)
        return f"[{write} for x in {expr}]", f"tuple({read} for x in {expr})"
    if origin is dict and _is_plain(args[0]):
        if _is_plain(args[1]):
            return expr, expr
        write, read = _value(args[1], "x", env)
        if write == "x" and read == "x":
            return expr, expr
        return (f"{{k: {write} for k, x in {expr}.items()}}",
                f"{{k: {read} for k, x in {expr}.items()}}")
    if origin is dict:  # keys msgpack can't key a map by (tuples): a list of pairs
        write_key, read_key = _value(args[0], "k", env)
        write, read = _value(args[1], "x", env)
        return (f"[[{write_key}, {write}] for k, x in {expr}.items()]",
                f"{{{read_key}: {read} for k, x in {expr}}}")
    raise TypeError(f"shahrazad.projections.statecodec can't write a value of type {hint!r}")


#: the functions made by :func:`_compile`, named ``enc_Class`` and ``dec_Class``: one
#: namespace, so that each finds the others' (the classes refer to each other)
_NS: dict[str, Any] = {"new": object.__new__}


def _compile(cls: type) -> None:
    """The writer and the reader of ``cls``: the list of its fields' values, and back."""
    hints = typing.get_type_hints(cls)
    name = cls.__name__
    _NS[f"cls_{name}"] = cls
    writes, reads = [], []
    for i, f in enumerate(fields(cls)):
        if cls is TableState and f.name == "games":  # written one by one, apart
            writes.append("None")
            reads.append("{}")
            continue
        write, read = _value(hints[f.name], f"o.{f.name}", _NS)
        writes.append(write)
        reads.append(read.replace(f"o.{f.name}", f"v[{i}]"))
    lines = [f"def enc_{name}(o):", f"    return [{', '.join(writes)}]", f"def dec_{name}(v):"]
    frozen = cls.__dict__["__dataclass_params__"].frozen
    if frozen:
        lines.append(f"    return cls_{name}({', '.join(reads)})")
    else:
        lines.append(f"    n = new(cls_{name})")
        lines += [f"    n.{f.name} = {read}" for f, read in zip(fields(cls), reads, strict=True)]
        lines.append("    return n")
    exec("\n".join(lines), _NS)


for _cls in _CLASSES:
    _compile(_cls)

_ENCODERS: dict[str, Callable[[Any], list[Any]]] = {
    c.__name__: _NS[f"enc_{c.__name__}"] for c in _CLASSES}
_DECODERS: dict[str, Callable[[list[Any]], Any]] = {
    c.__name__: _NS[f"dec_{c.__name__}"] for c in _CLASSES}
_encode_game = _ENCODERS["GameState"]
_decode_game = _DECODERS["GameState"]
_encode_table = _ENCODERS["TableState"]
_decode_table = _DECODERS["TableState"]


def encode_game(game: GameState) -> bytes:
    """One game's state as bytes."""
    fields_ = _encode_game(game)
    # A resolving object's snapshot shares its counters with the live object (the
    # fold's shallow copy): say so, for the reader to share them again.
    snapshot = game.resolving_snapshot
    live = game.objects.get(snapshot.oid) if snapshot is not None else None
    shared = live is not None and snapshot is not None and live.counters is snapshot.counters
    data: bytes = msgpack.packb([fields_, shared], use_bin_type=True)
    return data


def decode_game(data: bytes) -> GameState:
    """The game :func:`encode_game` wrote."""
    fields_, shared = msgpack.unpackb(data, raw=False, strict_map_key=False)
    game = cast(GameState, _decode_game(fields_))
    if shared and game.resolving_snapshot is not None:
        game.resolving_snapshot.counters = game.objects[game.resolving_snapshot.oid].counters
    return game


def encode_table(state: TableState) -> bytes:
    """The table's own fields (everything but its games) as bytes."""
    data: bytes = msgpack.packb(_encode_table(state), use_bin_type=True)
    return data


def decode_table(data: bytes, games: dict[str, GameState]) -> TableState:
    """The table :func:`encode_table` wrote, holding ``games``."""
    state = cast(TableState, _decode_table(msgpack.unpackb(data, raw=False,
                                                           strict_map_key=False)))
    state.games = games
    return state
