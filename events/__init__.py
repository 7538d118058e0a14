"""The vocabulary of Shahrazad: immutable events, their encoding, the log file and the store.

Nothing here applies the rules of Magic (:mod:`events.rulebook` only records facts
about them: editions and rule numbers); :mod:`projections` folds these events into
state and :mod:`engine` decides which events happen.
"""

from events import vocabulary
from events.base import EVENT_TYPES, Event, UnknownEventKind
from events.codec import CorruptEvent, decode, encode

__all__ = ["EVENT_TYPES", "CorruptEvent", "Event", "UnknownEventKind", "decode", "encode",
           "vocabulary"]
