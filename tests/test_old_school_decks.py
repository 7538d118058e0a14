"""The packaged Old School 93/94 decks: real 60-card decks load, play to their end in every
edition, and pass ``verify --rerun``.

Issues 20-22 end with "any 60-card Old School deck loads with ``play --deck``, plays to
its end in all four editions and passes ``verify --rerun``". Six tournament-style decks
(``engine/decklists/old-school/``) stand for "any": between them they hold cards of every
Old School set and most of the pool's hard mechanics (ante-free, as tournaments play).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from shahrazad.cards.pool import CARDS
from shahrazad.cli import main
from shahrazad.decks import load_deck, packaged_decks

OLD_SCHOOL = sorted(n for n in packaged_decks() if n.startswith("old-school/"))
BASICS = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
#: the format's restricted cards these decks play (one copy each in a legal deck)
RESTRICTED = {"Ancestral Recall", "Balance", "Berserk", "Black Lotus", "Demonic Tutor",
              "Library of Alexandria", "Mana Drain", "Mind Twist", "Mishra's Workshop",
              "Mox Emerald", "Mox Jet", "Mox Pearl", "Mox Ruby", "Mox Sapphire", "Recall",
              "Regrowth", "Sol Ring", "Strip Mine", "Time Walk", "Timetwister",
              "Wheel of Fortune"}
EDITIONS = ("current", "2014", "2008", "2004")


def test_six_old_school_decks_are_packaged() -> None:
    assert len(OLD_SCHOOL) == 6


@pytest.mark.parametrize("name", OLD_SCHOOL)
def test_an_old_school_deck_is_sixty_cards_four_copies_at_most_restricted_once(
        name: str) -> None:
    deck = load_deck(name)  # by its packaged name, as `play --deck` takes it
    assert len(deck.main) == 60
    counts = Counter(deck.main)
    assert all(n <= 4 for card, n in counts.items() if card not in BASICS)
    assert all(counts[card] <= 1 for card in RESTRICTED)
    assert all(CARDS[card].first_printed for card in counts)


def test_the_decks_between_them_hold_cards_of_every_old_school_set() -> None:
    from shahrazad.filters import set_code

    sets = {set_code(CARDS[card].first_printed)
            for name in OLD_SCHOOL for card in load_deck(name).main}
    assert {"LEA", "ARN", "ATQ", "LEG", "DRK"} <= sets


def test_an_unknown_deck_name_is_refused_with_the_packaged_names(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["play", "--deck", "old-school/nope", "--db",
                                       str(tmp_path / "s.db"), "--log",
                                       str(tmp_path / "g.shlog")])
    assert result.exit_code == 2
    assert "not a packaged deck" in result.output
    assert "old-school/robots" in result.output


@pytest.mark.slow  # 24 games and their reruns: CI runs it, the default run doesn't
@pytest.mark.parametrize("edition", EDITIONS)
def test_each_old_school_deck_plays_to_its_end_and_passes_verify_rerun(
        edition: str, tmp_path: Path) -> None:
    runner = CliRunner()
    key = tmp_path / "judge.key"
    assert runner.invoke(main, ["keygen", "-o", str(key)]).exit_code == 0
    for i, name in enumerate(OLD_SCHOOL):
        other = OLD_SCHOOL[(i + 1) % len(OLD_SCHOOL)]
        log = tmp_path / f"{i}.shlog"
        played = runner.invoke(main, [
            "play", "--deck", name, "--deck", other, "--edition", edition,
            "--seed", str(i + 1), "--log", str(log), "--db", str(tmp_path / "s.db"),
            "--sign", str(key), "--json"], catch_exceptions=False)
        assert played.exit_code == 0, (name, other, played.output)
        summary = json.loads(played.stdout)
        assert summary["winners"] or summary["draw"], (name, other, edition)
        checked = runner.invoke(main, ["verify", str(log), "--rerun", "--trust",
                                       f"{key}.pub", "--json"], catch_exceptions=False)
        assert checked.exit_code == 0, (name, other, edition, checked.output)
