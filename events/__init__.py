"""The vocabulary of Shahrazad: immutable events, their encoding, the log file and the store.

Nothing here applies the rules of Magic (:mod:`shahrazad.events.rulebook` only records facts
about them: editions and rule numbers); :mod:`shahrazad.projections` folds these events into
state and :mod:`shahrazad` decides which events happen.
"""

from shahrazad.events import vocabulary
from shahrazad.events.base import EVENT_TYPES, Event, UnknownEventKind
from shahrazad.events.codec import CorruptEvent, decode, encode

__all__ = ["EVENT_TYPES", "CorruptEvent", "Event", "UnknownEventKind", "decode", "encode",
           "vocabulary"]
