"""What an audit of a recorded table would have learnt to name by a position, read from
its index: the names of objects (:class:`KnownNames`), and what it calls triggers,
effects and delayed triggers (:class:`TaughtNames`).

An audit that starts in the middle of a table must name what it shows as an audit
from the start would (:class:`~shahrazad.projections.names.TableNames`): these mappings
look each name up in the index of a :class:`~shahrazad.projections.reader.TableReader`
when asked, and keep what the audit adds itself from there on.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from typing import TYPE_CHECKING, TypeVar

from shahrazad.projections.index_builder import TAUGHT_POSTINGS, TRIGGER_TEACHERS
from shahrazad.projections.names import Found
from shahrazad.projections.words import describe

if TYPE_CHECKING:
    from shahrazad.projections.reader import TableReader

__all__ = ["KnownNames", "TaughtNames"]

V = TypeVar("V")


class _Overlay(MutableMapping[int, V]):
    """What the index says by a position (``__getitem__``, in a subclass), under what
    an audit adds itself from there on (``added``: all it stores, lists and counts)."""

    def __init__(self) -> None:
        self.added: dict[int, V] = {}

    def __setitem__(self, key: int, value: V) -> None:
        self.added[key] = value

    def __delitem__(self, key: int) -> None:
        del self.added[key]

    def __iter__(self) -> Iterator[int]:
        return iter(self.added)

    def __len__(self) -> int:
        return len(self.added)


class KnownNames(_Overlay[Found]):
    """The names of objects an audit of a table would have remembered by a position:
    read from the index, plus what the audit remembers itself from there on."""

    def __init__(self, reader: TableReader, upto: int) -> None:
        super().__init__()
        self.reader = reader
        self.upto = upto

    def __getitem__(self, oid: int) -> Found:
        found = self.added.get(oid)
        if found is not None:
            return found
        name = self.reader.name_known(oid, self.upto)
        if name is None:
            raise KeyError(oid)
        return name


class TaughtNames(_Overlay[str]):
    """What an audit of a table would call its triggers, effects or delayed triggers
    (``which``: a :class:`~shahrazad.projections.names.TableNames` dictionary) by a position:
    the event that taught it is found through the index and told again, in the states
    around it; plus what the audit learns itself from there on."""

    def __init__(self, reader: TableReader, upto: int, which: str) -> None:
        super().__init__()
        self.reader = reader
        self.upto = upto
        self.which = which

    def __getitem__(self, key: int) -> str:
        found = self.added.get(key)
        if found is not None:
            return found
        reader, which = self.reader, self.which
        postings = "triggers" if which == "triggers" else TAUGHT_POSTINGS[
            "effect" if which == "effects" else "delayed"]
        for position in reversed(reader.positions(postings, key)):
            if position > self.upto:
                continue
            event = reader.event(position)
            if which == "triggers" and event.KIND not in TRIGGER_TEACHERS:
                continue
            names = reader.names_at(position)
            describe(event, reader.state_at(position - 1), reader.state_at(position), names)
            taught: MutableMapping[int, str] = getattr(names, which)
            if key in taught:
                self.added[key] = taught[key]
                return taught[key]
            break
        raise KeyError(key)
