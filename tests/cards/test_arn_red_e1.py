"""Arabian Nights' red cards of batch E1: Ali Baba, Bird Maiden, Kird Ape, Rukh Egg."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.cards.model import CardDef
from shahrazad.cards.pool import card
from shahrazad.characteristics import colors, power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck


def test_701_26_ali_baba_taps_target_wall_again_and_again() -> None:
    """701.26, 602.1: {R}: Tap target Wall (no {T} in its cost): it taps a Wall; a
    creature that isn't a Wall is no target."""
    table = play('''
[A]
battlefield = ["Ali Baba", "Mountain"]
[B]
battlefield = ["Wall of Wood", "Grizzly Bears"]
''' + decisions("activate Ali Baba targeting Wall of Wood", "pass")
        + decisions("pass", player="B"))
    assert obj(table.game(), "Wall of Wood").tapped
    assert not obj(table.game(), "Ali Baba").tapped
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[A]
battlefield = ["Ali Baba", "Mountain"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Ali Baba targeting Grizzly Bears"))


def test_702_9_bird_maiden_flies() -> None:
    d = card("Bird Maiden")
    assert "flying" in d.keywords and (d.power, d.toughness) == (1, 2)


def test_604_1_kird_ape_gets_1_2_while_you_control_a_forest() -> None:
    table = play('''
[A]
battlefield = ["Kird Ape", "Forest"]
[B]
battlefield = ["Kird Ape", "Mountain"]
''')
    g = table.game()
    mine, theirs = (next(g.objects[o] for o in g.battlefield if g.objects[o].name == "Kird Ape"
                         and g.objects[o].controller == p) for p in "AB")
    assert (power(g, mine), toughness(g, mine)) == (2, 3)
    assert (power(g, theirs), toughness(g, theirs)) == (1, 1)


def test_603_7_rukh_egg_hatches_a_red_bird_at_the_next_end_step() -> None:
    """603.6c, 603.7, 111.3: when Rukh Egg dies, a delayed triggered ability creates a
    4/4 red Bird token with flying at the beginning of the next end step, for the Egg's
    controller; nothing comes before then."""
    table = play('''
[A]
hand = ["Lightning Bolt", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain"]
[B]
battlefield = ["Rukh Egg"]
''' + decisions("cast Lightning Bolt targeting Rukh Egg", "pass")
        + decisions("pass", player="B"), until="script_end")
    while table.game().stack:
        table.push(Pass())
    assert names(table, "1", "B", "graveyard") == ["Rukh Egg"]
    assert "Bird" not in names(table, "1", "B", "battlefield")
    while table.game().step != "end" or table.game().stack:
        table.push(Pass())
    g = table.game()
    assert names(table, "1", "B", "battlefield") == ["Bird"]
    bird = obj(g, "Bird")
    assert bird.token and bird.controller == "B" and colors(g, bird) == "R"
    assert (power(g, bird), toughness(g, bird)) == (4, 4)
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == ["Rukh Egg", "Rukh Egg"]


def test_111_3_a_tokens_color_is_the_one_its_creator_says() -> None:
    """111.3, 105.2: a token with no mana cost has the colors the effect that creates it
    says (``color``): the Bird is red, Development's Elemental red, Desecrated Tomb's Bat
    black; Bottle of Suleiman's Djinn, saying none, is colorless. A color that isn't a
    letter of WUBRG is refused."""
    assert [sorted(card(n).colors) for n in ("Bird", "Elemental", "Bat", "Djinn")] == [
        ["R"], ["R"], ["B"], []]
    with pytest.raises(ValueError, match="WUBRG"):
        CardDef("Purple Thing", frozenset({"Creature"}), color="P")
