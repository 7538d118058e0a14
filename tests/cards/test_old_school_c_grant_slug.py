"""Batch c-grant: Giant Slug (LEG), a delayed triggered ability set up by an activated
ability (603.7) that chooses a landwalk as it resolves (608.2d, 702.14). The rules the
test exercises are in its name."""

from __future__ import annotations

from support import advance, decisions, of, permanent, play

from shahrazad.characteristics import keywords
from shahrazad.events import vocabulary as v


def test_603_7_702_14_giant_slug_chooses_its_landwalk_at_your_next_upkeep() -> None:
    """603.7, 608.2d, 702.14a: A pays {5}; nothing happens in B's turn (the delayed ability
    waits for A's next upkeep); at A's upkeep A chooses Island, and the Slug has
    islandwalk until the end of that turn: then it is gone."""
    table = play('''
[A]
battlefield = ["Giant Slug", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Island"]
''' + decisions("activate Giant Slug paying Swamp, Swamp#2, Swamp#3, Swamp#4, Swamp#5")
        + decisions("pass") + decisions("pass", player="B"))
    advance(table, "B", "main1")
    assert not [e for e in of(table, v.ChoiceRequested) if e.kind == "word"]
    advance(table, "A", "main1", answers={"word": "word Island"})
    g = table.game()
    assert [e.kind for e in of(table, v.ChoiceRequested)].count("word") == 1
    slug = permanent(g, "Giant Slug")
    assert "islandwalk" in keywords(g, slug)
    assert not keywords(g, slug) & {"swampwalk", "forestwalk", "plainswalk", "mountainwalk"}
    advance(table, "B", "upkeep")
    g = table.game()
    assert "islandwalk" not in keywords(g, permanent(g, "Giant Slug"))
