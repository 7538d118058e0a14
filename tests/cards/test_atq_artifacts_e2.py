"""Antiquities' artifacts of batch E2."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, of, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import is_type, power, toughness
from shahrazad.decisions import Pass
from shahrazad.events import vocabulary as v
from shahrazad.scenario import ScriptStuck
from shahrazad.table import Table


def at_step(text: str, player: str, step: str) -> str:
    """A scenario decision that waits for ``step``."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{step}"\ndo = "{text}"\n'


def _bolt(target: str, b_side: str, *responses: str, a_side: str = "") -> Table:
    """A bolts ``target``; B responds with ``responses``; the bolt resolves."""
    return play(f'''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"{a_side}]
[B]
battlefield = [{b_side}]
''' + decisions(f"cast Lightning Bolt targeting {target}")
        + "".join(decisions(r, player="B") for r in responses)
        + decisions("pass") + decisions("pass", player="B"))


def _resolve(table: Table) -> Table:
    while table.game().stack:
        table.push(Pass())
    return table


def _advance(table: Table) -> None:
    """One step of play: a pass, or the first legal answer to another question."""
    pending = table.pending()
    assert pending is not None
    table.push(Pass() if pending.kind == "priority" else table.legal_decisions()[0])


def test_615_7_amulet_of_kroog_prevents_the_next_1_damage_to_any_target() -> None:
    """615.7: a 1-point shield on B: the bolt deals 2."""
    table = _bolt("B", '"Amulet of Kroog", "Island", "Island"', "activate Amulet of Kroog "
                  "targeting B")
    assert table.game().player["B"].life == 18


def test_611_2a_ashnods_transmogrant_makes_a_lasting_artifact_with_a_counter() -> None:
    """122.1, 611.2a, 613.1d: a +1/+1 counter on the target nonartifact creature, which
    becomes an artifact as well for as long as it exists (not only until end of turn);
    an artifact creature is no target (115.1)."""
    table = play('''
[A]
battlefield = ["Ashnod's Transmogrant", "Grizzly Bears"]
''' + decisions("activate Ashnod's Transmogrant targeting Grizzly Bears", "pass")
        + decisions("pass", player="B"))
    g = table.game()
    bears = obj(g, "Grizzly Bears")
    assert bears.counters == {"+1/+1": 1} and power(g, bears) == 3
    assert is_type(g, bears, "Artifact") and is_type(g, bears, "Creature")
    assert names(table, "1", "A", "graveyard") == ["Ashnod's Transmogrant"]
    while table.game().turn == 3:
        _advance(table)
    assert is_type(table.game(), obj(table.game(), "Grizzly Bears"), "Artifact")
    with pytest.raises(ScriptStuck, match=r"Dragon Engine is not a legal target"):
        play('''
[A]
battlefield = ["Ashnod's Transmogrant", "Dragon Engine"]
''' + decisions("activate Ashnod's Transmogrant targeting Dragon Engine"))


@pytest.mark.parametrize(("name", "mana"), [("Clay Statue", '"Island", "Island"'),
                                            ("Diabolic Machine", '"Island", "Island", "Island"')])
def test_701_19a_artifact_creatures_that_regenerate(name: str, mana: str) -> None:
    """701.19a: Clay Statue ({2}) and The Dark's Diabolic Machine ({3}) regenerate."""
    table = play(f'''
[A]
hand = ["Fireball"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["{name}", {mana}]
''' + decisions(f"cast Fireball X=4 targeting {name}")
        + decisions(f"activate {name}", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    it = obj(table.game(), name)
    assert it.zone == "battlefield" and it.tapped and it.damage == 0


def test_611_2_dragon_engine_pumps_itself() -> None:
    table = play('''
[A]
battlefield = ["Dragon Engine", "Island", "Island", "Island", "Island"]
''' + decisions("activate Dragon Engine", "pass") + decisions("pass", player="B")
        + decisions("activate Dragon Engine", "pass") + decisions("pass", player="B"))
    g = table.game()
    assert (power(g, obj(g, "Dragon Engine")), toughness(g, obj(g, "Dragon Engine"))) == (3, 3)


def test_701_21_golgothian_sylex_sacrifices_every_antiquities_permanent() -> None:
    """701.21, 208: each nontoken permanent whose name was first printed in Antiquities
    is sacrificed by its controller, the Sylex itself and Strip Mine and Mishra's Factory
    (both first printed there) included; Alpha's Grizzly Bears and Ornithopter's token
    copies aren't."""
    table = play('''
[A]
battlefield = ["Golgothian Sylex", "Island", "Onulet", "Grizzly Bears"]
[B]
battlefield = ["Strip Mine", "Mishra's Factory", "Ornithopter", "Juzam Djinn"]
''' + decisions("activate Golgothian Sylex", "pass") + decisions("pass", player="B"))
    _resolve(table)
    assert sorted(names(table, "1", "A", "graveyard")) == ["Golgothian Sylex", "Onulet"]
    assert sorted(names(table, "1", "B", "graveyard")) == [
        "Mishra's Factory", "Ornithopter", "Strip Mine"]
    assert names(table, "1", "B", "battlefield") == ["Juzam Djinn"]
    assert table.game().player["A"].life == 22  # Onulet died


def test_120_3_grapeshot_catapult_shoots_only_fliers() -> None:
    table = play('''
[A]
battlefield = ["Grapeshot Catapult"]
[B]
battlefield = ["Scryb Sprites", "Grizzly Bears"]
''' + decisions("activate Grapeshot Catapult targeting Scryb Sprites", "pass")
        + decisions("pass", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Scryb Sprites"]
    with pytest.raises(ScriptStuck, match=r"Grizzly Bears is not a legal target"):
        play('''
[A]
battlefield = ["Grapeshot Catapult"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("activate Grapeshot Catapult targeting Grizzly Bears"))


def test_701_9_jalum_tome_draws_then_discards_a_card_of_your_choice() -> None:
    """121.1, 701.9: draw a card, then discard a card the controller chooses (the card
    just drawn may be it)."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Jalum Tome", "Island", "Island"]
library = ["Forest", "Island", "Island"]
''' + decisions("activate Jalum Tome", "pass") + decisions("pass", player="B")
        + decisions("discard Lightning Bolt"))
    assert names(table, "1", "A", "hand") == ["Forest"]
    assert names(table, "1", "A", "graveyard") == ["Lightning Bolt"]


@pytest.mark.parametrize(("stone", "damage"), [("Mightstone", 3), ("Weakstone", 1)])
def test_613_4c_mightstone_and_weakstone_change_only_attacking_creatures(stone: str,
                                                                          damage: int) -> None:
    """613.4c: attacking creatures get +1/+0 (Mightstone) or -1/-0 (Weakstone), whoever
    controls them; creatures not attacking are unchanged."""
    table = play(f'''
[A]
battlefield = ["Grizzly Bears", "Hill Giant"]
[B]
battlefield = ["{stone}", "Llanowar Elves"]
''' + decisions("attack Grizzly Bears"), step="beginning_of_combat", until="combat_ended")
    g = table.game()
    assert g.player["B"].life == 20 - damage
    assert power(g, obj(g, "Hill Giant")) == 3 and power(g, obj(g, "Llanowar Elves")) == 1


def test_603_6c_onulet_gains_its_controller_2_life_when_it_dies() -> None:
    table = _bolt("Onulet", '"Onulet"')
    _resolve(table)
    assert table.game().player["B"].life == 22


@pytest.mark.parametrize(("name", "keywords", "pt"), [
    ("Ornithopter", {"flying"}, (0, 2)),
    ("Wall of Spears", {"defender", "first_strike"}, (2, 3)),
    ("Yotian Soldier", {"vigilance"}, (1, 4)),
])
def test_702_keyword_artifact_creatures_of_antiquities(name: str, keywords: set[str],
                                                       pt: tuple[int, int]) -> None:
    d = card(name)
    assert d.keywords == keywords and (d.power, d.toughness) == pt
    assert d.types == {"Artifact", "Creature"} and d.first_printed == "ATQ"


def test_702_20_yotian_soldier_attacks_without_tapping() -> None:
    table = play('''
[A]
battlefield = ["Yotian Soldier"]
''' + decisions("attack Yotian Soldier"), step="beginning_of_combat", until="combat_ended")
    assert table.game().player["B"].life == 19 and not obj(table.game(), "Yotian Soldier").tapped


def test_603_7_rakalite_prevents_and_returns_to_its_owners_hand_at_the_end_step() -> None:
    """615.7, 603.7: Rakalite's shield takes 1 of the bolt's 3; at the beginning of the
    next end step its delayed triggered ability returns it to its owner's hand (once,
    however many times it was activated)."""
    table = _bolt("B", '"Rakalite", "Island", "Island", "Island", "Island"',
                  "activate Rakalite targeting B", "activate Rakalite targeting B")
    _resolve(table)
    assert table.game().player["B"].life == 19
    while table.game().step != "cleanup" and table.game().turn == 3:
        _advance(table)
    assert names(table, "1", "B", "hand") == ["Rakalite"]
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == ["Rakalite", "Rakalite"]


def test_400_7_rakalite_that_left_the_battlefield_stays_where_it_went() -> None:
    """400.7: Rakalite destroyed after its activation is a new object in the graveyard:
    the delayed ability doesn't return it."""
    table = play('''
[A]
hand = ["Shatterstorm"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Rakalite", "Island", "Island"]
''' + decisions("pass") + decisions("activate Rakalite targeting B", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("cast Shatterstorm", "pass") + decisions("pass", player="B"))
    while table.game().turn == 3:
        _advance(table)
    assert names(table, "1", "B", "graveyard") == ["Rakalite"]
    assert names(table, "1", "B", "hand") == []


def test_611_2_staff_of_zegon_gives_minus_2_0() -> None:
    table = play('''
[A]
battlefield = ["Staff of Zegon", "Island", "Island", "Island"]
[B]
battlefield = ["Hill Giant"]
''' + decisions("activate Staff of Zegon targeting Hill Giant", "pass")
        + decisions("pass", player="B"))
    g = table.game()
    assert (power(g, obj(g, "Hill Giant")), toughness(g, obj(g, "Hill Giant"))) == (1, 3)


def test_605_5a_su_chi_adds_four_colorless_when_it_dies() -> None:
    """603.6c, 605.5a, 106.4: Su-Chi's dies trigger adds {C}{C}{C}{C} to its controller's
    pool (a triggered ability, on the stack: no mana ability)."""
    table = play('''
[A]
hand = ["Fireball"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Su-Chi"]
''' + decisions("cast Fireball X=4 targeting Su-Chi", "pass") + decisions("pass", player="B"))
    for _ in range(4):
        if not table.game().stack:
            break
        table.push(Pass())
    assert table.game().player["B"].mana == "CCCC"
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == ["Su-Chi"]


def test_701_21_golgothian_sylex_in_a_subgame_sacrifices_only_there() -> None:
    """701.21, 727: the Sylex activated in subgame 1.1 sacrifices the Antiquities
    permanents of that game only; the main game's Onulet stays."""
    table = play('''
[A]
battlefield = ["Plains", "Onulet"]
library = []
[B]
battlefield = ["Island"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
battlefield = ["Golgothian Sylex", "Island", "Yotian Soldier"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = ["Mishra's Factory", "Grizzly Bears"]
library = ["Island", "Island", "Island"]
''' + decisions("activate Golgothian Sylex", "pass", game="1.1")
        + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    assert sorted(names(table, "1.1", "A", "graveyard")) == ["Golgothian Sylex",
                                                             "Yotian Soldier"]
    assert names(table, "1.1", "B", "graveyard") == ["Mishra's Factory"]
    assert names(table, "1.1", "B", "battlefield") == ["Grizzly Bears"]
    assert "Onulet" in names(table, "1", "A", "battlefield")
