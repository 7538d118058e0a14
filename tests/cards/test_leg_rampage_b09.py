"""Batch B09's rampage (702.23): the keyword ``rampage_N``, a triggered ability defined in
``shahrazad.cards.keyword_triggers``, the trigger ``becomes_blocked`` (509.1h, 509.3c),
and the Legends creatures that have it."""

from __future__ import annotations

import pytest
from support import decisions, names, of, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v
from shahrazad.table import Table

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")


def blocked_by(attacker: str, blockers: list[str], more: str = "", head: str = "",
               until: str = "combat_ended") -> Table:
    """A attacks B with ``attacker``; B blocks it with every one of ``blockers``; both
    pass while the rampage trigger resolves (``more``: decisions after that)."""
    blocks = ", ".join(f"{b} -> {attacker}" for b in blockers)
    field = ", ".join(f'"{b}"' for b in blockers)
    return play(f'''
[A]
battlefield = ["{attacker}"]
[B]
battlefield = [{field}]
''' + decisions(f"attack {attacker}") + decisions(f"block {blocks}", player="B") + RESOLVE
        + more, head=head, step="beginning_of_combat", until=until)


def test_702_23a_rampage_2_gives_2_2_for_each_blocker_beyond_the_first() -> None:
    """702.23a: Craw Giant (6/4, trample, rampage 2) blocked by three creatures gets
    +4/+4 until end of turn: a 10/8 as combat damage is dealt, trampling over what it
    doesn't need to assign (702.19b)."""
    table = blocked_by("Craw Giant", ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"],
                       until="script_end")
    g = table.game()
    giant = permanent(g, "Craw Giant")
    assert (power(g, giant), toughness(g, giant)) == (10, 8)
    triggered = [e for e in of(table, v.AbilityTriggered) if e.source_name == "Rampage 2"]
    assert len(triggered) == 1 and triggered[0].rule == "702.23a"


def test_509_3c_one_blocker_gives_nothing_and_it_triggers_once() -> None:
    """509.3c: becoming blocked triggers once however many block; with one blocker the
    bonus is 0 (702.23a: beyond the first). Frost Giant (4/4, rampage 2) blocked by
    Grizzly Bears stays 4/4."""
    table = blocked_by("Frost Giant", ["Grizzly Bears"], until="script_end")
    g = table.game()
    assert (power(g, permanent(g, "Frost Giant")), toughness(g, permanent(g, "Frost Giant"))) \
        == (4, 4)
    assert len([e for e in of(table, v.AbilityTriggered)
                if e.source_name == "Rampage 2"]) == 1


def test_702_23b_the_bonus_is_worked_out_once_as_it_resolves() -> None:
    """702.23b: the bonus is counted as the ability resolves, and stays: Wolverine Pack
    (2/4, rampage 2) blocked by two creatures is a 4/6; once one of the blockers is
    destroyed (Terror) it is still a 4/6, and it deals its 4 damage to the other."""
    table = play('''
[A]
battlefield = ["Wolverine Pack", "Swamp", "Swamp"]
hand = ["Terror"]
[B]
battlefield = ["Grizzly Bears", "Craw Wurm"]
''' + decisions("attack Wolverine Pack")
        + decisions("block Grizzly Bears -> Wolverine Pack, Craw Wurm -> Wolverine Pack",
                    player="B")
        + RESOLVE + decisions("cast Terror targeting Grizzly Bears") + RESOLVE,
        step="beginning_of_combat", until="script_end")
    g = table.game()
    pack = permanent(g, "Wolverine Pack")
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    assert (power(g, pack), toughness(g, pack)) == (4, 6)


def test_702_23b_blockers_that_die_before_it_resolves_dont_count() -> None:
    """702.23b: the count is of the creatures blocking it as the ability resolves: a
    blocker killed with the trigger on the stack (Lightning Bolt in response) is not
    counted. Aerathi Berserker (2/4, rampage 3) blocked by Llanowar Elves and Savannah
    Lions, the Elves bolted in response, gets nothing."""
    table = play('''
[A]
battlefield = ["Aerathi Berserker", "Mountain"]
hand = ["Lightning Bolt"]
[B]
battlefield = ["Llanowar Elves", "Savannah Lions"]
''' + decisions("attack Aerathi Berserker")
        + decisions("block Llanowar Elves -> Aerathi Berserker, Savannah Lions -> "
                    "Aerathi Berserker", player="B")
        + decisions("cast Lightning Bolt targeting Llanowar Elves") + RESOLVE + RESOLVE,
        step="beginning_of_combat", until="script_end")
    g = table.game()
    berserker = permanent(g, "Aerathi Berserker")
    assert names(table, "1", "B", "graveyard") == ["Llanowar Elves"]
    assert (power(g, berserker), toughness(g, berserker)) == (2, 4)


GRANTER = '''
[cards."Wild Fury"]
cost = "{R}"
types = ["Instant"]
targets = ["creature"]
effects = [{ effect = "grant_keyword", keyword = "rampage_3" }]
'''


def test_702_23c_613_1f_a_granted_rampage_is_a_second_instance() -> None:
    """702.23c, 613.1f: a judge's instant gives rampage 3 to Marhault Elsdragon (4/6,
    rampage 1) before blockers; blocked by three creatures, each instance triggers on its
    own: +2/+2 and +6/+6, a 12/14."""
    table = play('''
[A]
battlefield = ["Marhault Elsdragon", "Mountain"]
hand = ["Wild Fury"]
[B]
battlefield = ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"]
''' + decisions("cast Wild Fury targeting Marhault Elsdragon") + RESOLVE
        + decisions("attack Marhault Elsdragon")
        + decisions("block Grizzly Bears -> Marhault Elsdragon, Llanowar Elves -> Marhault "
                    "Elsdragon, Savannah Lions -> Marhault Elsdragon", player="B")
        + RESOLVE + RESOLVE, head=GRANTER, step="main1", until="script_end")
    g = table.game()
    marhault = permanent(g, "Marhault Elsdragon")
    assert (power(g, marhault), toughness(g, marhault)) == (12, 14)
    assert sorted(e.source_name for e in of(table, v.AbilityTriggered)
                  if e.source_name.startswith("Rampage")) == ["Rampage 1", "Rampage 3"]


@pytest.mark.parametrize(("name", "pt", "n", "more"), [
    ("Craw Giant", (6, 4), 2, {"trample"}), ("Wolverine Pack", (2, 4), 2, set()),
    ("Frost Giant", (4, 4), 2, set()), ("Aerathi Berserker", (2, 4), 3, set()),
    ("Chromium", (7, 7), 2, {"flying"}), ("Hunding Gjornersen", (5, 4), 1, set()),
    ("Marhault Elsdragon", (4, 6), 1, set()),
])
def test_702_23a_rampage_creatures_printed_facts(name: str, pt: tuple[int, int], n: int,
                                                 more: set[str]) -> None:
    """Each rampage creature's printed facts: power and toughness, its rampage and other
    keywords, its Oracle reminder text, Legends."""
    c = card(name)
    assert (c.power, c.toughness) == pt and c.first_printed == "LEG"
    assert c.keywords == {f"rampage_{n}", *more}
    assert f"Rampage {n} (Whenever this creature becomes blocked, it gets +{n}/+{n}" in c.text


@pytest.mark.parametrize("name", ["Hunding Gjornersen", "Marhault Elsdragon"])
def test_702_23a_rampage_1_legends(name: str) -> None:
    """702.23a: rampage 1 blocked by three: +2/+2."""
    table = blocked_by(name, ["Grizzly Bears", "Llanowar Elves", "Savannah Lions"],
                       until="script_end")
    g = table.game()
    c = card(name)
    assert c.power is not None and c.toughness is not None
    creature = permanent(g, name)  # it survives the 5 damage of its three blockers
    assert (power(g, creature), toughness(g, creature)) == (c.power + 2, c.toughness + 2)


def _chromium_upkeep(lands: str, answer: str) -> Table:
    """From B's end step to A's upkeep, where Chromium's trigger resolves and A answers
    ``answer`` if asked; the table stops at A's draw step."""
    table = play(f'''
[B]
battlefield = ["Island"]
[A]
battlefield = ["Chromium", {lands}]
''' + decisions("pass", player="B"), active="B", step="end", turn=2, until="script_end")
    for _ in range(20):
        if table.game().step == "draw":
            break
        pending = table.pending()
        assert pending is not None
        table.push_named(answer) if pending.kind == "accept" else table.push(Pass())
    return table


def test_608_2d_chromium_is_sacrificed_at_upkeep_unless_w_u_b_is_paid() -> None:
    """603.2, 608.2d: "At the beginning of your upkeep, sacrifice Chromium unless you pay
    {W}{U}{B}": paid, it stays; declined, it is sacrificed (701.21)."""
    paid = _chromium_upkeep('"Plains", "Island", "Swamp"', "accept yes")
    assert "Chromium" in names(paid, "1", "A", "battlefield")
    declined = _chromium_upkeep('"Plains", "Island", "Swamp"', "accept no")
    assert names(declined, "1", "A", "graveyard") == ["Chromium"]
