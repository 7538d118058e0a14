"""Antiquities' artifacts of batch B02 (engine/cards/sets/atq/artifacts.py), each tested
on its text: the rules each exercises are in the test's name."""

from __future__ import annotations

import pytest
from support import decisions, of, permanent, play

from shahrazad.characteristics import power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")
NINE = '"Sol Ring", "Sol Ring", "Sol Ring", "Sol Ring", "Mountain"'


def test_602_5b_colossus_of_sardia_untaps_only_during_your_upkeep() -> None:
    """502.3, 602.5b: Colossus of Sardia doesn't untap in its controller's untap step;
    "{9}: Untap Colossus of Sardia. Activate only during your upkeep": refused in a main
    phase, it untaps in its controller's upkeep."""
    body = f'''
[A]
battlefield = [{{ card = "Colossus of Sardia", tapped = true }}, {NINE}]
'''
    main = play(body)
    with pytest.raises(IllegalDecision, match="only during your upkeep"):
        main.push_named("activate Colossus of Sardia")
    upkeep = play(body + decisions("activate Colossus of Sardia") + RESOLVE, step="upkeep")
    assert not permanent(upkeep.game(), "Colossus of Sardia").tapped


def test_603_2_urzas_chalice_gains_life_when_an_artifact_spell_is_cast() -> None:
    """601.2i, 603.2, 608.2d: Urza's Chalice's "Whenever a player casts an artifact spell,
    you may pay {1}. If you do, you gain 1 life": A casts Sol Ring, B pays {1} and gains 1
    as the trigger resolves, above the Sol Ring still on the stack; a land played is no
    spell cast."""
    table = play('''
[A]
hand = ["Sol Ring", "Forest"]
battlefield = ["Mountain"]
[B]
battlefield = ["Urza's Chalice", "Island"]
''' + decisions("play Forest", "cast Sol Ring"))
    while table.pending().kind != "accept":
        table.push_named("pass")
    assert [table.game().objects[o].name for o in table.game().stack] == [
        "Sol Ring", "Urza's Chalice"]
    table.push_named("accept yes")
    assert table.game().player["B"].life == 21
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == ["Urza's Chalice"]


def test_614_1c_602_1a_triskelion_enters_with_counters_and_removes_them_to_ping() -> None:
    """614.1c, 122.1, 602.1a, 118.3: Triskelion enters with three +1/+1 counters (a 4/4);
    "Remove a +1/+1 counter: 1 damage to any target" three times (B at 17, Triskelion a
    1/1 again); a fourth activation, with no counter to remove, is refused."""
    table = play('''
[A]
hand = ["Triskelion"]
battlefield = ["Sol Ring", "Sol Ring", "Sol Ring"]
''' + decisions("cast Triskelion") + RESOLVE)
    g = table.game()
    trisk = permanent(g, "Triskelion")
    assert trisk.counters == {"+1/+1": 3} and power(g, trisk) == 4
    for _ in range(3):
        table.push_named("activate Triskelion targeting B")
        table.push_named("pass")
        table.push_named("pass")
    g = table.game()
    assert g.player["B"].life == 17
    assert (power(g, permanent(g, "Triskelion")), toughness(g, permanent(g, "Triskelion"))) \
        == (1, 1)
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        table.push_named("activate Triskelion targeting B")
