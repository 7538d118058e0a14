"""Alpha's red cards of batch B02 (engine/cards/sets/lea/red.py), each tested on its
text: the rules each exercises are in the test's name."""

from __future__ import annotations

from support import decisions, names, play


def test_700_2_601_2c_red_elemental_blast_counters_or_destroys_blue() -> None:
    """700.2, 601.2c, 701.6, 701.8: Red Elemental Blast's mode 1 counters the blue
    Ancestral Recall; its mode 2 destroys the blue Lord of Atlantis."""
    body = '''
[A]
hand = ["Ancestral Recall"]
battlefield = ["Island", "Lord of Atlantis"]
[B]
hand = ["Red Elemental Blast"]
battlefield = ["Mountain"]
'''
    table = play(body + decisions("cast Ancestral Recall targeting A", "pass")
                 + decisions("cast Red Elemental Blast mode 1 targeting Ancestral Recall",
                             player="B"))
    while table.game().stack:
        table.push_named("pass")
    assert names(table, "1", "A", "graveyard") == ["Ancestral Recall"]
    assert names(table, "1", "A", "hand") == []

    table = play(body + decisions("pass") + decisions(
        "cast Red Elemental Blast mode 2 targeting Lord of Atlantis", player="B"))
    while table.game().stack:
        table.push_named("pass")
    assert names(table, "1", "A", "graveyard") == ["Lord of Atlantis"]
