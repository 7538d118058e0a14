"""Alpha's artifacts of batch E1: Celestial Prism's mana ability with a mana cost, Helm of
Chatzuk's granted banding, Jade Monolith's redirection to its controller."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.events import vocabulary as v
from shahrazad.naming import parse
from shahrazad.txn import IllegalDecision


def at_step(text: str, player: str, step: str) -> str:
    """A scenario decision that waits for ``step``."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{step}"\ndo = "{text}"\n'


def test_605_3a_celestial_prism_is_a_mana_ability_with_a_mana_cost() -> None:
    """605.1a, 605.3a: "{2}, {T}: Add one mana of any color" is a mana ability though it
    costs mana, paid from the pool: two Islands' mana pays for it, and the red mana it
    makes casts Lightning Bolt. Spelled as a payment, the Islands come first."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Celestial Prism", "Island", "Island"]
''' + decisions("mana Island", "mana Island#2", "mana Celestial Prism for R",
                "cast Lightning Bolt targeting B paying nothing", "pass")
        + decisions("pass", player="B"))
    game = table.game()
    assert game.player["B"].life == 17 and game.player["A"].mana == ""
    assert [e.mana for e in of(table, v.ManaSpent)] == ["UU", "R"]
    paid = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Celestial Prism", "Island", "Island"]
''' + decisions("cast Lightning Bolt targeting B paying Island, Island, Celestial Prism for R",
                "pass") + decisions("pass", player="B"))
    assert paid.game().player["B"].life == 17


def test_118_3_celestial_prism_cant_be_activated_without_the_mana_to_pay() -> None:
    """118.3: with an empty pool the Prism's {2} can't be paid: the activation is refused
    with the rule, and the random agent is never offered it."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Celestial Prism", "Island", "Island"]
''')
    with pytest.raises(IllegalDecision, match=r"118\.3"):
        table.push(parse(table.state, "mana Celestial Prism for R"))
    assert not any(d.KIND == "mana" and d.source == obj(table.game(), "Celestial Prism").oid
                   for d in table.legal_decisions())
    with pytest.raises(IllegalDecision):
        table.push(parse(table.state, "cast Lightning Bolt targeting B paying "
                                      "Celestial Prism for R, Island"))


def test_702_22c_helm_of_chatzuk_grants_banding_until_end_of_turn() -> None:
    """702.22c, 611.2: Helm of Chatzuk gives Grizzly Bears banding until end of turn, so
    the Bears and Llanowar Elves (neither with banding of its own) may attack in a band;
    blocked as one (702.22h), A divides the Wurm's damage: all to the Elves."""
    table = play('''
[A]
battlefield = ["Helm of Chatzuk", "Grizzly Bears", "Llanowar Elves", "Island"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("activate Helm of Chatzuk targeting Grizzly Bears paying Island", "pass")
        + decisions("pass", player="B")
        + at_step("attack Grizzly Bears, Llanowar Elves band Grizzly Bears + Llanowar Elves",
                  "A", "declare_attackers")
        + decisions("block Craw Wurm -> Grizzly Bears", player="B")
        + decisions("assign Craw Wurm -> Llanowar Elves 6"),
        step="beginning_of_combat", until="combat_ended")
    bears, elves = obj(table.game(), "Grizzly Bears"), obj(table.game(), "Llanowar Elves")
    assert len(of(table, v.BlockersDeclared)[0].blocks) == 2
    assert bears.zone == "battlefield"
    assert names(table, "1", "A", "graveyard") == ["Llanowar Elves"]
    assert elves.band == 0 or elves.zone == "graveyard"


def test_614_9_jade_monolith_deals_a_chosen_sources_damage_to_you_instead() -> None:
    """614.9, 609.7: Jade Monolith: the next time the source B's controller chooses (the
    bolt) would deal damage to the target creature, it deals it to the Monolith's
    controller instead: the Bears live, B loses 3."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Jade Monolith", "Grizzly Bears", "Island"]
''' + decisions("cast Lightning Bolt targeting Grizzly Bears")
        + decisions("activate Jade Monolith targeting Grizzly Bears", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("choose Lightning Bolt", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    game = table.game()
    assert obj(game, "Grizzly Bears").zone == "battlefield"
    assert game.player["B"].life == 17
    [dealt] = of(table, v.DamageDealt)
    assert dealt.amount == 3
