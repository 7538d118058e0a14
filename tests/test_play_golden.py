"""Seeded tables of the packaged decks play event for event as recorded.

The engine's speed work (a characteristic kept per state, a layer skipped when no
continuous effect applies) must not change a single event: each seed's table, played by
the random agents of ``bench/bench_play.py`` with the packaged decks, is compared with
the digest of its whole event stream (every event encoded as the log stores it), and its
count of events, recorded in ``tests/data/golden/play/streams.txt``.

A change that is *meant* to change how these tables play (a card of a packaged deck that
now does something else, a rule corrected) records the streams again::

    python tests/test_play_golden.py

and says so in its commit.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from shahrazad.agents import RandomAgent
from shahrazad.decks import default_decks
from shahrazad.events.codec import encode
from shahrazad.table import Table

GOLDEN = Path(__file__).parent / "data" / "golden" / "play" / "streams.txt"
SEEDS = (1, 2, 3, 4)


def stream_of(seed: int) -> tuple[int, str]:
    """The events of seed ``seed``'s table, and the digest of their encodings."""
    decks = default_decks()
    table = Table.new(["A", "B"], [d.main for d in decks], seed=seed,
                      sideboards=[d.sideboard for d in decks])
    table.play({p: RandomAgent(f"{seed}:{p}") for p in ("A", "B")})
    digest = hashlib.blake2b(digest_size=16)
    for event in table.events:
        data = encode(event)
        digest.update(len(data).to_bytes(4, "big"))
        digest.update(data)
    return len(table.events), digest.hexdigest()


def _recorded() -> dict[int, tuple[int, str]]:
    found = {}
    for line in GOLDEN.read_text().splitlines():
        if line and not line.startswith("#"):
            seed, count, digest = line.split()
            found[int(seed)] = (int(count), digest)
    return found


@pytest.mark.parametrize("seed", SEEDS)
def test_a_seeded_table_plays_event_for_event_as_recorded(seed: int) -> None:
    """The same seed, decks and agents give the same events, byte for byte (a seed
    reproduces a game), as the engine played them when the streams were recorded."""
    assert _recorded()[seed] == stream_of(seed)


def record() -> None:
    """Write the streams of :data:`SEEDS` as this checkout plays them."""
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_text("# seed events blake2b-128 of the encoded events "
                      "(python tests/test_play_golden.py writes it)\n" + "".join(
                          f"{s} {c} {d}\n" for s, (c, d) in
                          ((s, stream_of(s)) for s in SEEDS)))


if __name__ == "__main__":
    record()
