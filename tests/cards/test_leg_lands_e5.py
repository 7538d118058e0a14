"""Legends' lands of batch E5 (engine/cards/sets/leg/lands.py): two legendary lands,
each tested on its text."""

from __future__ import annotations

from support import decisions, names, permanent, play

from shahrazad.characteristics import keywords
from shahrazad.decisions import Pass

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_613_1f_hammerheim_takes_every_landwalk_away() -> None:
    """613.1f: "{T}: Target creature loses all landwalk abilities until end of turn": B's
    Mountain Yeti loses mountainwalk and keeps protection from white; 605.1a: Hammerheim
    taps for {R} (Lightning Bolt); 704.5j: Hammerheim is legendary, and of two only one
    stays."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Hammerheim", "Hammerheim"]
[B]
battlefield = ["Mountain Yeti"]
''' + RESOLVE + decisions("activate Hammerheim targeting Mountain Yeti") + RESOLVE)
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Hammerheim"]
    assert keywords(g, permanent(g, "Mountain Yeti")) == {"protection_from_white"}
    mana = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Hammerheim"]
''' + decisions("cast Lightning Bolt targeting B paying Hammerheim") + RESOLVE)
    assert mana.game().player["B"].life == 17


def test_115_karakas_returns_only_a_legendary_creature() -> None:
    """115.1, 400.7: "{T}: Return target legendary creature to its owner's hand": B's
    Jasmine Boreal goes to B's hand; Hill Giant is no target; 605.1a: Karakas taps for
    {W}."""
    table = play('''
[A]
battlefield = ["Karakas"]
[B]
battlefield = ["Jasmine Boreal", "Hill Giant"]
''')
    g = table.game()
    targets = {g.objects[t].name for d in table.legal_decisions()
               for t in getattr(d, "targets", ()) if isinstance(t, int)}
    assert targets == {"Jasmine Boreal"}
    table.push_named("activate Karakas ability 2 targeting Jasmine Boreal")
    table.push(Pass())
    table.push(Pass())
    assert names(table, "1", "B", "hand") == ["Jasmine Boreal"]
    white = play('''
[A]
hand = ["Swords to Plowshares"]
battlefield = ["Karakas"]
[B]
battlefield = ["Hill Giant"]
''' + decisions("cast Swords to Plowshares targeting Hill Giant paying Karakas") + RESOLVE)
    assert names(white, "1", "B", "battlefield") == []
