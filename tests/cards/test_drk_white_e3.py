"""The Dark's white cards of batch E3 (engine/cards/sets/drk/white.py), each played on its
text; the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness
from shahrazad.decisions import Cast
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_701_13_dust_to_dust_exiles_two_target_artifacts() -> None:
    """701.13: "Exile two target artifacts"; 601.2c: not the same one twice."""
    table = play('''
[A]
hand = ["Dust to Dust"]
battlefield = ["Plains", "Plains", "Plains"]
[B]
battlefield = ["Sol Ring", "Obsianus Golem"]
''')
    g = table.game()
    ring, spell = obj(g, "Sol Ring").oid, obj(g, "Dust to Dust").oid
    with pytest.raises(IllegalDecision, match="twice"):
        table.push(Cast(card=spell, targets=(ring, ring)), "A")
    table.push_named("cast Dust to Dust targeting Sol Ring, Obsianus Golem")
    for p in ("A", "B"):
        table.push_named("pass", p)
    assert sorted(names(table, "1", "B", "exile")) == ["Obsianus Golem", "Sol Ring"]


def test_608_2b_dust_to_dust_with_one_target_gone_exiles_the_other() -> None:
    """608.2b (2004 ruling): one target leaves in response: the other is still exiled."""
    table = play('''
[A]
hand = ["Dust to Dust"]
battlefield = ["Plains", "Plains", "Plains"]
[B]
hand = ["Shatter"]
battlefield = ["Sol Ring", "Obsianus Golem", "Mountain", "Mountain"]
''' + decisions("cast Dust to Dust targeting Sol Ring, Obsianus Golem", "pass")
        + decisions("cast Shatter targeting Sol Ring", "pass", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert names(table, "1", "B", "exile") == ["Obsianus Golem"]
    assert "Sol Ring" in names(table, "1", "B", "graveyard")


def test_701_8_exorcist_destroys_a_black_creature_only() -> None:
    table = play('''
[A]
battlefield = ["Exorcist", "Plains", "Plains"]
[B]
battlefield = ["Grizzly Bears", "Bog Imp"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Exorcist targeting Grizzly Bears")
    table.push_named("activate Exorcist targeting Bog Imp")
    for p in ("A", "B"):
        table.push_named("pass", p)
    assert names(table, "1", "B", "graveyard") == ["Bog Imp"]


def test_611_2c_holy_light_shrinks_nonwhite_creatures_until_end_of_turn() -> None:
    """611.2c, 613.4c: "Nonwhite creatures get -1/-1 until end of turn": Bog Imp (1/1)
    dies, Grizzly Bears are 1/1, Savannah Lions (white) are untouched."""
    table = play('''
[A]
hand = ["Holy Light"]
battlefield = ["Plains", "Plains", "Plains", "Savannah Lions"]
[B]
battlefield = ["Grizzly Bears", "Bog Imp"]
''' + decisions("cast Holy Light") + RESOLVE)
    g = table.game()
    assert names(table, "1", "B", "graveyard") == ["Bog Imp"]
    assert (power(g, obj(g, "Grizzly Bears")), toughness(g, obj(g, "Grizzly Bears"))) == (1, 1)
    assert (power(g, obj(g, "Savannah Lions")), toughness(g, obj(g, "Savannah Lions"))) == (2, 1)


@pytest.mark.parametrize(("name", "words", "pt"), [
    ("Knights of Thorn", {"protection_from_red", "banding"}, (2, 2)),
    ("Pikemen", {"first_strike", "banding"}, (1, 1)),
    ("Squire", set(), (1, 2))])
def test_702_22_the_dark_white_soldiers_printed_facts(name: str, words: set[str],
                                                      pt: tuple[int, int]) -> None:
    """702.16, 702.22, 702.7: the keyword and vanilla creatures' printed facts."""
    d = card(name)
    assert set(d.keywords) == words and (d.power, d.toughness) == pt
    assert d.first_printed == "DRK"


def test_702_16_knights_of_thorn_cant_be_bolted() -> None:
    """702.16b: protection from red: Lightning Bolt can't target Knights of Thorn."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Knights of Thorn"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("cast Lightning Bolt targeting Knights of Thorn")


def test_702_22c_pikemen_band_with_a_creature_and_strike_first() -> None:
    """702.22c, 702.22h, 702.7b: Pikemen attack in a band with Grizzly Bears; Savannah
    Lions (2/1) block Pikemen and so the band, and die to Pikemen's first-strike damage
    before dealing theirs: nobody in the band is hurt."""
    table = play('''
[A]
battlefield = ["Pikemen", "Grizzly Bears"]
[B]
battlefield = ["Savannah Lions"]
''' + decisions("attack Pikemen, Grizzly Bears band Pikemen + Grizzly Bears")
        + decisions("block Savannah Lions -> Pikemen", player="B"),
        step="beginning_of_combat", until="combat_ended")
    assert names(table, "1", "B", "graveyard") == ["Savannah Lions"]
    assert names(table, "1", "A", "graveyard") == []


def test_611_2c_morale_pumps_attacking_creatures_only() -> None:
    """611.2c, 613.4c: "Attacking creatures get +1/+1 until end of turn"."""
    table = play('''
[A]
hand = ["Morale"]
battlefield = ["Plains", "Plains", "Plains", "Grizzly Bears", "Savannah Lions"]
''' + decisions("attack Grizzly Bears") + decisions("cast Morale") + RESOLVE,
        step="beginning_of_combat", until="script_end")
    g = table.game()
    assert (power(g, obj(g, "Grizzly Bears")), toughness(g, obj(g, "Grizzly Bears"))) == (3, 3)
    assert power(g, obj(g, "Savannah Lions")) == 2


def test_701_8_tivadars_crusade_destroys_all_goblins() -> None:
    table = play('''
[A]
hand = ["Tivadar's Crusade"]
battlefield = ["Plains", "Plains", "Plains", "Goblin Hero"]
[B]
battlefield = ["Marsh Goblins", "Grizzly Bears"]
''' + decisions("cast Tivadar's Crusade") + RESOLVE)
    assert sorted(names(table, "1", "A", "graveyard")) == ["Goblin Hero", "Tivadar's Crusade"]
    assert names(table, "1", "B", "graveyard") == ["Marsh Goblins"]


def test_115_4_witch_hunter_pings_a_player_or_a_planeswalker() -> None:
    """115.4, 120.3: "{T}: 1 damage to target player or planeswalker": a player, or B's
    Karn Liberated (it loses a loyalty counter, 120.3c); never a creature."""
    table = play('''
[A]
battlefield = ["Witch Hunter"]
[B]
battlefield = ["Grizzly Bears", { card = "Karn Liberated", counters = { loyalty = 6 } }]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Witch Hunter ability 1 targeting Grizzly Bears")
    table.push_named("activate Witch Hunter ability 1 targeting Karn Liberated")
    for p in ("A", "B"):
        table.push_named("pass", p)
    karn = obj(table.game(), "Karn Liberated")
    assert karn.counters.get("loyalty") == 5
    pinged = play('''
[A]
battlefield = ["Witch Hunter"]
''' + decisions("activate Witch Hunter ability 1 targeting B") + RESOLVE)
    assert pinged.game().player["B"].life == 19


def test_400_3_witch_hunter_bounces_a_creature_an_opponent_controls() -> None:
    """115.1, 400.3: "{1}{W}{W}, {T}: Return target creature an opponent controls to its
    owner's hand": not A's own creature."""
    table = play('''
[A]
battlefield = ["Witch Hunter", "Savannah Lions", "Plains", "Plains", "Plains"]
[B]
battlefield = ["Grizzly Bears"]
''')
    with pytest.raises(IllegalDecision):
        table.push_named("activate Witch Hunter ability 2 targeting Savannah Lions")
    table.push_named("activate Witch Hunter ability 2 targeting Grizzly Bears")
    for p in ("A", "B"):
        table.push_named("pass", p)
    assert names(table, "1", "B", "hand") == ["Grizzly Bears"]
