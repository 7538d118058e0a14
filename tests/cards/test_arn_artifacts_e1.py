"""Arabian Nights' artifacts of batch E1: Aladdin's Ring, Brass Man, Dancing Scimitar,
Ebony Horse, Flying Carpet and Jandor's Saddlebags."""

from __future__ import annotations

import pytest
from support import decisions, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck
from shahrazad.table import Table


def at_step(text: str, player: str, step: str) -> str:
    """A scenario decision that waits for ``step``."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{step}"\ndo = "{text}"\n'


def _to_a_upkeep_question(body: str) -> Table:
    """From B's end step (turn 2) to the first question A's upkeep asks."""
    table = play(body + decisions("pass", player="B"), active="B", step="end", turn=2)
    for _ in range(8):
        if table.pending().kind == "accept":  # type: ignore[union-attr]
            break
        table.push(Pass())
    return table


def test_602_2_aladdins_ring_deals_4_damage_to_any_target() -> None:
    """602.2, 120.3: {8}, {T}: 4 damage to any target."""
    table = play('''
[A]
battlefield = ["Aladdin's Ring", "Mountain", "Mountain", "Mountain", "Mountain",
               "Mountain", "Mountain", "Mountain", "Mountain"]
''' + decisions("activate Aladdin's Ring targeting B", "pass") + decisions("pass", player="B"))
    assert table.game().player["B"].life == 16


@pytest.mark.parametrize(("answer", "untapped"), [("accept yes", True), ("accept no", False)])
def test_502_3_brass_man_stays_tapped_unless_its_controller_pays_at_upkeep(
        answer: str, untapped: bool) -> None:
    """502.3: Brass Man doesn't untap during its controller's untap step; 603.2, 608.2d:
    at the beginning of their upkeep they may pay {1} to untap it."""
    table = _to_a_upkeep_question('''
[B]
battlefield = ["Island"]
[A]
battlefield = [{ card = "Brass Man", tapped = true }, "Island"]
''')
    assert table.game().step == "upkeep" and obj(table.game(), "Brass Man").tapped
    table.push_named(answer)
    while table.game().stack:
        table.push(Pass())
    assert obj(table.game(), "Brass Man").tapped != untapped


def test_702_9b_dancing_scimitar_is_a_flying_artifact_creature() -> None:
    d = card("Dancing Scimitar")
    assert d.types == {"Artifact", "Creature"} and (d.power, d.toughness) == (1, 5)
    assert "flying" in d.keywords and d.first_printed == "ARN"


def _horse_attack(*then: str) -> Table:
    return play('''
[A]
battlefield = ["Ebony Horse", "Craw Wurm", "Island", "Island"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("attack Craw Wurm") + decisions("block Grizzly Bears -> Craw Wurm", player="B")
        + "".join(then), step="beginning_of_combat", until="combat_ended")


def test_615_ebony_horse_untaps_an_attacker_and_prevents_combat_damage_to_and_by_it() -> None:
    """701.26, 615.1, 506.4: Ebony Horse untaps the attacking Craw Wurm, which stays
    attacking; all combat damage dealt to it and by it this turn is prevented: the
    blocking Bears live, and so does the Wurm."""
    table = _horse_attack(at_step("activate Ebony Horse targeting Craw Wurm", "A",
                                  "declare_blockers"))
    wurm, bears = obj(table.game(), "Craw Wurm"), obj(table.game(), "Grizzly Bears")
    assert not wurm.tapped and wurm.zone == bears.zone == "battlefield"
    assert bears.damage == 0 and wurm.damage == 0
    assert {e.amount for e in of(table, v.DamagePrevented)} == {6, 2}
    unhorsed = _horse_attack()
    assert obj(unhorsed.game(), "Grizzly Bears").zone == "graveyard"


def test_115_1_ebony_horse_targets_only_an_attacking_creature_you_control() -> None:
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        _horse_attack(at_step("activate Ebony Horse targeting Grizzly Bears", "A",
                              "declare_blockers"))


def test_611_2_flying_carpet_gives_flying_until_end_of_turn() -> None:
    """611.2: the Bears gain flying until end of turn: Craw Wurm can't block them."""
    table = play('''
[A]
battlefield = ["Flying Carpet", "Grizzly Bears", "Island", "Island"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("activate Flying Carpet targeting Grizzly Bears", "pass")
        + decisions("pass", player="B") + at_step("attack Grizzly Bears", "A",
                                                  "declare_attackers"),
        step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 18
    assert not of(table, v.BlockersDeclared) or not of(table, v.BlockersDeclared)[0].blocks


def test_701_26_jandors_saddlebags_untaps_target_creature() -> None:
    table = play('''
[A]
battlefield = ["Jandor's Saddlebags", { card = "Grizzly Bears", tapped = true }, "Island",
               "Island", "Island"]
''' + decisions("activate Jandor's Saddlebags targeting Grizzly Bears", "pass")
        + decisions("pass", player="B"))
    assert not obj(table.game(), "Grizzly Bears").tapped
