"""Arabian Nights' blue cards of batch E1: Fishliver Oil, Flying Men, Giant Tortoise."""

from __future__ import annotations

from support import decisions, obj, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import power, toughness


def _oiled_attack(b_lands: str, *b_decisions: str) -> object:
    return play(f'''
[A]
battlefield = ["Grizzly Bears", {{ card = "Fishliver Oil", attached_to = "Grizzly Bears" }}]
[B]
battlefield = ["Craw Wurm"{b_lands}]
''' + decisions("attack Grizzly Bears") + "".join(decisions(d, player="B") for d in b_decisions),
        step="beginning_of_combat", until="combat_ended")


def test_702_14_fishliver_oil_gives_islandwalk() -> None:
    """702.14c, 303.4: the enchanted Bears have islandwalk: B controls an Island, so
    Craw Wurm can't block them (B is asked no blockers at all), and they deal their 2;
    against a B with no Island the Wurm blocks and kills them."""
    table = _oiled_attack(', "Island"')
    assert table.game().player["B"].life == 18
    blocked = _oiled_attack("", "block Craw Wurm -> Grizzly Bears")
    assert obj(blocked.game(), "Grizzly Bears").zone == "graveyard"


def test_702_9_flying_men_fly() -> None:
    d = card("Flying Men")
    assert "flying" in d.keywords and (d.power, d.toughness) == (1, 1)


def test_604_1_giant_tortoise_gets_0_3_while_untapped() -> None:
    """604.1, 613.4c: +0/+3 as long as it's untapped: 1/4 untapped, 1/1 tapped."""
    table = play('''
[A]
battlefield = ["Giant Tortoise", { card = "Giant Tortoise", tapped = true }]
''')
    g = table.game()
    pts = sorted((power(g, g.objects[o]), toughness(g, g.objects[o]), g.objects[o].tapped)
                 for o in g.battlefield if g.objects[o].name == "Giant Tortoise")
    assert pts == [(1, 1, True), (1, 4, False)]
