"""Phasing (702.26), Oubliette, Teferi's Protection, and phased-out cards at the end of a
subgame (727.5)."""

from __future__ import annotations

from shahrazad.characteristics import creatures
from shahrazad.decisions import Concede, Pass
from shahrazad.events import vocabulary as v
from shahrazad.projections.invariants import conservation_problems
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table

LIB = "library = [" + ", ".join(['"Island"'] * 12) + "]"


def play(body: str, until: str = "script_end") -> Table:
    text = ('seed = 1\nplayers = ["A", "B"]\nactive = "A"\nturn = 3\nstep = "main1"\n'
            f'[run]\nuntil = "{until}"\n' + body)
    return run_scenario(load_scenario(text))


def resolve(table: Table) -> None:
    while table.game().stack or table.game().triggers:
        table.push(Pass())


OUBLIETTE = f"""
[A]
{LIB}
hand = ["Oubliette"]
battlefield = ["Swamp", "Swamp", "Swamp"]
[B]
{LIB}
battlefield = ["Serra Angel", {{ card = "Unholy Strength", attached_to = 0 }}]
[[decisions]]
player = "A"
cast = "Oubliette"
"""


def test_702_26b_oubliette_phases_a_creature_out_with_its_aura() -> None:
    table = play(OUBLIETTE)
    resolve(table)
    g = table.game()
    angel = next(o for o, x in g.objects.items() if x.name == "Serra Angel")
    aura = next(o for o, x in g.objects.items() if x.name == "Unholy Strength")
    out = [e for e in table.events if isinstance(e, v.PhasedOut)]
    assert out and set(out[0].objs) == {angel, aura} and out[0].rule == "702.26a"
    # 702.26b: treated as though it doesn't exist; 702.26d: still on the battlefield.
    assert angel in g.battlefield and angel not in g.in_play
    assert not creatures(g, "B")
    assert g.objects[aura].attached_to == angel  # no SBA: the aura phased out with it


def test_702_26a_oubliette_leaving_phases_the_creature_back_in_tapped() -> None:
    """The untap step doesn't bring it back (Oubliette holds it); when Oubliette leaves the
    battlefield, the creature phases in tapped (610.4)."""
    body = OUBLIETTE.replace('battlefield = ["Serra Angel",',
                             'hand = ["Disenchant"]\nbattlefield = ["Plains", "Plains", '
                             '"Serra Angel",').replace("attached_to = 0", "attached_to = 2")
    table = play(body + '[[decisions]]\nplayer = "B"\nturn = 4\nstep = "main1"\nwait = true'
                        '\ncast = "Disenchant"\ntargets = ["Oubliette"]\n')
    g = table.game()
    angel = next(o for o, x in g.objects.items() if x.name == "Serra Angel")
    untap = [e for e in table.events if isinstance(e, v.StepBegan) and e.step == "untap"]
    assert untap and g.objects[angel].phased_out  # B's untap step came and went
    resolve(table)
    assert not g.objects[angel].phased_out and g.objects[angel].tapped
    back = [e for e in table.events if isinstance(e, v.PhasedIn)]
    assert back and back[-1].tapped


def test_727_5_phased_out_cards_return_at_the_end_of_a_subgame() -> None:
    """727.5: cards that represent phased-out permanents go home too (SG-23)."""
    moxen = ", ".join(['"Mox Jet"'] * 6 + ['"Swamp"'] * 6 + ['"Oubliette"'] * 6)
    table = play(f"""
[A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains"]
library = [{moxen}]
[B]
library = [{", ".join(['"Grizzly Bears"', '"Forest"'] * 10)}]
[[decisions]]
player = "A"
game = "1"
cast = "Shahrazad"
""")
    while "1.1" not in table.state.games:
        table.push(Pass())
    # Play on in the subgame until A has an Oubliette'd Bear, then B concedes.
    from shahrazad.agents import PassiveAgent
    from shahrazad.decisions import Cast

    for _ in range(3000):
        sub = table.game("1.1")
        if any(sub.objects[o].phased_out for o in sub.battlefield):
            break
        waiting = table.pending()
        assert waiting is not None
        options = table.legal_decisions()
        casts = [d for d in options if isinstance(d, Cast)]
        lands = [d for d in options if d.KIND == "play"]
        pick = (lands or casts or [PassiveAgent().decide(table, waiting)])[0]
        if waiting.player == "B" and waiting.kind == "priority":
            bears = [d for d in casts if sub.objects[d.card].name == "Grizzly Bears"]
            pick = (lands or bears or [Pass()])[0]
        table.push(pick)
    sub = table.game("1.1")
    phased = [o for o in sub.battlefield if sub.objects[o].phased_out]
    assert phased, "no creature phased out in the subgame"
    card = sub.objects[phased[0]].card
    table.push(Concede(), "B")
    returned = [e for e in table.events if isinstance(e, v.CardsReturned)]
    assert any(card in e.cards for e in returned)
    assert conservation_problems(table.state) == []


def test_119_8_teferis_protection_keeps_shahrazads_life_loss_away() -> None:
    """101.2/119.8: "can't" beats "can": a player whose life total can't change loses no
    life to Shahrazad; protection also prevents damage (702.16e) until their next turn."""
    table = play(f"""
[A]
hand = ["Shahrazad", "Lightning Bolt"]
battlefield = ["Plains", "Plains", "Mountain"]
{LIB}
[B]
hand = ["Teferi's Protection"]
battlefield = ["Plains", "Plains", "Plains", "Grizzly Bears"]
{LIB}
[[decisions]]
player = "A"
cast = "Shahrazad"
[[decisions]]
player = "B"
cast = "Teferi's Protection"
""")
    g = table.game("1")
    while g.stack[-1:] and g.objects[g.stack[-1]].name == "Teferi's Protection":
        table.push(Pass())
    assert all(g.objects[o].phased_out for o in g.battlefield
               if g.objects[o].controller == "B")
    while "1.1" not in table.state.games:
        table.push(Pass())
    table.push(Concede(), "B")
    main = table.game("1")
    assert main.player["B"].life == 20  # Shahrazad's loss didn't happen
    assert not [e for e in table.events if isinstance(e, v.LifeChanged) and e.game == "1"]
