"""What a recorded table's event versions say about when it was written.

Every event is stored with its kind and its schema version (:mod:`shahrazad.events.base`), and
a reader upcasts an older version to the current one; so the versions *as stored*
are a lower bound on a log's age: a log holding an event that only a later
Shahrazad wrote was written by that Shahrazad or a later one.

One bound matters to ``verify --rerun``. A table that starts at a scenario's position
records that position in its header (``TableOpened`` version 3) so that a re-run can
build its setup again; a log written before that has nothing to build it from, and
its setup is *taken as recorded*. A log that says it is younger than that (it holds an
event :data:`BEFORE_POSITIONS` does not list, or of a newer version) and records no
position had one, and lost it: it is refused, not taken as recorded
(:func:`newer_than_positions`).

>>> newer_than_positions({"table_opened": 2, "card_placed": 1}) is None
True
>>> newer_than_positions({"table_opened": 3, "card_placed": 1})
'its TableOpened event is of schema version 3'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import msgpack

from shahrazad.events.base import EVENT_TYPES

__all__ = ["BEFORE_POSITIONS", "log_event_bytes", "newer_than_positions", "versions_of"]

#: Every kind of event, and its schema version, that Shahrazad wrote before it recorded
#: a position table's position in the header: the vocabulary of the last Shahrazad that
#: could write a position table without it.
BEFORE_POSITIONS: Mapping[str, int] = {
    "table_opened": 2, "game_started": 1, "library_formed": 1, "library_shuffled": 1,
    "starting_player_chosen": 1, "mulligan_taken": 1, "hand_kept": 1, "game_ended": 1,
    "player_lost": 1, "player_left": 1, "decided": 2, "turn_began": 1, "step_began": 1,
    "priority_given": 1, "priority_passed": 1, "choice_requested": 1, "extra_turn_added": 1,
    "mana_added": 1, "mana_spent": 1, "mana_emptied": 1, "card_drawn": 1, "draw_failed": 1,
    "zone_changed": 1, "land_played": 1, "spell_cast": 2, "ability_activated": 1,
    "mana_ability_activated": 1, "ability_triggered": 2, "trigger_put_on_stack": 1,
    "trigger_removed": 1, "resolution_began": 1, "spell_fizzled": 1, "spell_countered": 1,
    "object_ceased": 1, "card_left_game": 1, "token_created": 1, "tapped": 1, "untapped": 1,
    "attached": 1, "effect_created": 1, "effects_ended": 1, "damage_wore_off": 1,
    "delayed_trigger_created": 1, "delayed_trigger_used": 1, "attackers_declared": 1,
    "blockers_declared": 1, "combat_ended": 1, "damage_dealt": 1, "life_changed": 1,
    "counters_changed": 1, "control_changed": 1, "resolution_paused": 1, "resolution_ended": 1,
    "subgame_started": 1, "library_moved": 1, "card_brought_in": 1, "trigger_deferred": 1,
    "trigger_released": 1, "subgame_ended": 1, "cards_returned": 1, "variant_cards_added": 1,
    "command_zone_set_up": 1, "starting_life_set": 1, "command_zone_moved": 1,
    "supplementary_deck_shuffled": 1, "card_turned_face_up": 1,
    "supplementary_card_returned": 1, "game_resumed": 1, "card_placed": 1, "token_placed": 1,
    "phased_out": 1, "phased_in": 1, "spell_copied": 1, "entered_as_copy": 1,
    "permanent_animated": 1, "loyalty_paid": 1, "game_restarted": 1, "cards_gathered": 1,
    "mode_chosen": 1, "emblem_created": 1, "designation_gained": 1, "designation_lost": 1,
    "companion_revealed": 1, "companion_used": 1, "card_revealed": 1, "outcome_stated": 1,
    "outcome_used": 1, "chooser_chosen": 1, "coin_flipped": 1, "die_rolled": 1,
    "teams_formed": 1, "commander_option_offered": 1, "commander_option_chosen": 1,
    "planar_die_rolled": 1, "chaos_ensued": 1, "planeswalked": 1,
}


def _class_name(kind: str) -> str:
    cls = EVENT_TYPES.get(kind)
    return cls.__name__ if cls is not None else kind


def newer_than_positions(versions: Mapping[str, int]) -> str | None:
    """What, in ``versions`` (kind -> the newest schema version stored), only a Shahrazad
    that recorded positions wrote, in words; ``None`` if nothing."""
    for kind, version in sorted(versions.items(), key=lambda kv: kv[0] != "table_opened"):
        known = BEFORE_POSITIONS.get(kind)
        if known is None:
            return (f"it holds {_class_name(kind)} events, a kind only a Shahrazad that "
                    "records positions writes")
        if version > known:
            what = "its TableOpened event" if kind == "table_opened" else \
                f"its {_class_name(kind)} events"
            return f"{what} {'is' if kind == 'table_opened' else 'are'} of schema version " \
                   f"{version}"
    return None


def versions_of(events: Iterable[bytes]) -> dict[str, int]:
    """The newest schema version of each kind among events' bytes, as stored."""
    found: dict[str, int] = {}
    for data in events:
        raw: Any = msgpack.unpackb(data, use_list=False, raw=False, strict_map_key=False)
        kind, version = raw[0], raw[1]
        if found.get(kind, 0) < version:
            found[kind] = version
    return found


def log_event_bytes(data: bytes) -> Iterator[bytes]:
    """The events' bytes in a log file's bytes (a log already read and checked:
    :func:`shahrazad.events.storage.logfile.read_log`), in order."""
    from shahrazad.events.storage.logformat import MAGIC

    unpacker = msgpack.Unpacker(use_list=False, raw=False, strict_map_key=False,
                                max_buffer_size=max(len(data), 1 << 20))
    unpacker.feed(data[len(MAGIC):])
    next(unpacker)  # the header
    for item in unpacker:
        if type(item) is tuple and len(item) == 2:
            yield item[1]
