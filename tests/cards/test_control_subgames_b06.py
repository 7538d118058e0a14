"""Batch B06's control-changing cards inside a subgame (727): each changes control of the
subgame's objects only; the main game's same-named permanents stay where they are."""

from __future__ import annotations

import pytest
from support import obj, taking_in_subgame


@pytest.mark.parametrize(("hand", "mine", "theirs", "do"), [
    ([], ["Rubinia Soulsinger"], "Grizzly Bears",
     "activate Rubinia Soulsinger targeting Grizzly Bears"),
    ([], ["Old Man of the Sea"], "Grizzly Bears",
     "activate Old Man of the Sea targeting Grizzly Bears"),
    (["Juxtapose"], ["Hill Giant", "Island", "Island", "Island", "Island"], "Grizzly Bears",
     "cast Juxtapose targeting B"),
])
def test_727_control_changes_in_a_subgame_stay_there(hand: list[str], mine: list[str],
                                                     theirs: str, do: str) -> None:
    """613.1b, 727: in subgame 1.1 A takes B's creature of that game; B's creature of the
    main game stays B's."""
    table = taking_in_subgame(do, mine, theirs, hand=hand)
    assert obj(table.game("1.1"), theirs).controller == "A"
    assert obj(table.game("1"), theirs).controller == "B"
