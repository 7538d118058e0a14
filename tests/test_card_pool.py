"""The Old School pool: each card does what its text says, through the engine."""

from __future__ import annotations

import pytest
from support import of

from shahrazad.cards.pool import CARDS, UnknownCard, card
from shahrazad.decisions import Cast, Pass, Search
from shahrazad.events import vocabulary as v
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table

LIB = "library = [" + ", ".join(['"Island"'] * 10) + "]"


def play(body: str, until: str = "script_end", step: str = "main1") -> Table:
    text = ('seed = 2\nplayers = ["A", "B"]\nactive = "A"\nturn = 3\n'
            f'step = "{step}"\n[run]\nuntil = "{until}"\n' + body)
    return run_scenario(load_scenario(text))


def names(table: Table, player: str, zone: str) -> list[str]:
    g = table.game()
    return [g.objects[o].name for o in g.zone(zone, player)]


def resolve(table: Table) -> None:
    while table.game().stack:
        table.push(Pass())


def cast_with(table: Table, name: str, targets: tuple[int | str, ...] = (), x: int = 0) -> None:
    g = table.game()
    table.push(next(d for d in table.legal_decisions() if isinstance(d, Cast)
                    and g.objects[d.card].name == name and d.targets == targets and d.x == x))
    resolve(table)


def test_the_pool_has_forty_old_school_cards_beyond_basic_lands() -> None:
    old_school = [d for d in CARDS.values() if ("Basic" not in d.supertypes
                  and not (d.token or d.reaches_outside or d.starts_subgames) and d.name not in {
                      "Desecrated Tomb", "Oblivion Ring"} and d.cost is not None) or
                  d.name in {"City of Brass", "Strip Mine", "Library of Alexandria"}]
    assert len(old_school) >= 40
    assert card("Shahrazad").starts_subgames and card("Burning Wish").reaches_outside
    with pytest.raises(UnknownCard):
        card("Seara Angel")


def test_fireball_divides_x_and_costs_one_more_per_extra_target() -> None:
    """Fireball: X damage divided evenly, rounded down; {1} more per target beyond one."""
    lands = ", ".join(['"Mountain"'] * 6)
    table = play(f'[A]\n{LIB}\nhand = ["Fireball"]\nbattlefield = [{lands}]\n[B]\n{LIB}\n'
                 'battlefield = ["Grizzly Bears"]\n')
    g = table.game()
    fireball = next(o for o in g.player["A"].hand)
    bears = next(o for o in g.battlefield if g.objects[o].name == "Grizzly Bears")
    from shahrazad.mana import find_payment

    cost = card("Fireball").cost
    assert cost is not None
    payment = find_payment(g, "A", cost, 4, 1)
    assert payment is not None
    table.push(Cast(fireball, ("B", bears), 4, payment))
    resolve(table)
    hits = {e.target: e.amount for e in of(table, v.DamageDealt)}
    assert hits == {"B": 2, bears: 2}


def test_swords_to_plowshares_gives_life_equal_to_power_to_the_controller() -> None:
    table = play(f'[A]\n{LIB}\nhand = ["Swords to Plowshares"]\nbattlefield = ["Plains"]\n'
                 f'[B]\n{LIB}\nbattlefield = ["Craw Wurm"]\n')
    wurm = next(o for o, x in table.game().objects.items() if x.name == "Craw Wurm")
    cast_with(table, "Swords to Plowshares", (wurm,))
    assert table.game().player["B"].life == 26
    assert [table.game().objects[o].name for o in table.game().exile] == ["Craw Wurm"]


@pytest.mark.parametrize(("spell", "lands", "effect"), [
    ("Ancestral Recall", '"Island"', "draw3"),
    ("Braingeyser", '"Island", "Island", "Island", "Island"', "draw2"),
    ("Psionic Blast", '"Island", "Island", "Island"', "blast"),
])
def test_draw_and_damage_spells(spell: str, lands: str, effect: str) -> None:
    table = play(f'[A]\n{LIB}\nhand = ["{spell}"]\nbattlefield = [{lands}]\n[B]\n{LIB}\n')
    if effect == "draw3":
        cast_with(table, spell, ("A",))
        assert len(names(table, "A", "hand")) == 3
    elif effect == "draw2":
        cast_with(table, spell, ("A",), x=2)
        assert len(names(table, "A", "hand")) == 2
    else:
        cast_with(table, spell, ("B",))
        assert (table.game().player["B"].life, table.game().player["A"].life) == (16, 18)


def test_mind_twist_discards_at_random_and_records_which() -> None:
    table = play(f'[A]\n{LIB}\nhand = ["Mind Twist"]\nbattlefield = ["Swamp", "Swamp", '
                 f'"Swamp"]\n[B]\n{LIB}\nhand = ["Island", "Serra Angel", "Fog", "Giant '
                 'Growth"]\n')
    cast_with(table, "Mind Twist", ("B",), x=2)
    discarded = [e for e in of(table, v.ZoneChanged) if e.reason == "discard at random"]
    assert len(discarded) == 2 and len(names(table, "B", "hand")) == 2


def test_demonic_tutor_searches_then_shuffles() -> None:
    table = play(f'[A]\nlibrary = ["Island", "Black Lotus", "Island"]\nhand = ["Demonic '
                 f'Tutor"]\nbattlefield = ["Swamp", "Swamp"]\n[B]\n{LIB}\n')
    g = table.game()
    table.push(next(d for d in table.legal_decisions() if isinstance(d, Cast)))
    table.push(Pass())
    table.push(Pass())
    assert table.pending().kind == "search"  # type: ignore[union-attr]
    lotus = next(o for o in g.player["A"].library if g.objects[o].name == "Black Lotus")
    table.push(Search(lotus))
    assert "Black Lotus" in names(table, "A", "hand")
    assert of(table, v.LibraryShuffled)[-1].rule == "701.24"


def test_timetwister_shuffles_hands_and_graveyards_in_and_deals_seven() -> None:
    table = play(f'[A]\n{LIB}\nhand = ["Timetwister", "Fog"]\ngraveyard = ["Lightning Bolt"]'
                 f'\nbattlefield = ["Island", "Island", "Island"]\n[B]\n{LIB}\n'
                 'hand = ["Island"]\n')
    cast_with(table, "Timetwister")
    assert len(names(table, "A", "hand")) == 7 and len(names(table, "B", "hand")) == 7
    assert names(table, "A", "graveyard") == ["Timetwister"]


def test_regrowth_returns_a_card_from_your_graveyard() -> None:
    table = play(f'[A]\n{LIB}\nhand = ["Regrowth"]\ngraveyard = ["Black Lotus"]\n'
                 f'battlefield = ["Forest", "Forest"]\n[B]\n{LIB}\n')
    lotus = next(o for o, x in table.game().objects.items() if x.name == "Black Lotus")
    cast_with(table, "Regrowth", (lotus,))
    assert "Black Lotus" in names(table, "A", "hand")


def test_wrath_of_god_destroys_every_creature() -> None:
    table = play(f'[A]\n{LIB}\nhand = ["Wrath of God"]\nbattlefield = ["Plains", "Plains", '
                 f'"Plains", "Plains", "Serra Angel"]\n[B]\n{LIB}\nbattlefield = '
                 '["Juzam Djinn", "Birds of Paradise"]\n')
    cast_with(table, "Wrath of God")
    g = table.game()
    assert not [o for o in g.battlefield if "Creature" in card(g.objects[o].name).types]


def test_city_of_brass_deals_damage_when_tapped_603_2() -> None:
    table = play(f'[A]\n{LIB}\nbattlefield = ["City of Brass"]\n[B]\n{LIB}\n'
                 '[[decisions]]\nplayer = "A"\nmana = "City of Brass"\ncolor = "U"\n')
    table.push(Pass())  # the trigger is on the stack; pass to resolve it
    resolve(table)
    assert table.game().player["A"].life == 19


def test_hypnotic_specter_makes_the_damaged_opponent_discard_at_random() -> None:
    table = play(f'[A]\n{LIB}\nbattlefield = ["Hypnotic Specter"]\n[B]\n{LIB}\nhand = '
                 '["Fog", "Island"]\n[[decisions]]\nplayer = "A"\nattack = ["Hypnotic '
                 'Specter"]\n', step="beginning_of_combat", until="script_end")
    while not [e for e in of(table, v.ZoneChanged) if e.reason == "discard at random"]:
        table.push(Pass())
    assert len(names(table, "B", "hand")) == 1


def test_giant_growth_and_fog() -> None:
    table = play(f'[A]\n{LIB}\nhand = ["Giant Growth"]\nbattlefield = ["Forest", '
                 f'"Grizzly Bears"]\n[B]\n{LIB}\n')
    bears = next(o for o, x in table.game().objects.items() if x.name == "Grizzly Bears")
    cast_with(table, "Giant Growth", (bears,))
    from shahrazad.characteristics import power

    assert power(table.game(), table.game().objects[bears]) == 5
    table = play(f'[A]\n{LIB}\nbattlefield = ["Craw Wurm"]\n[B]\n{LIB}\nhand = ["Fog"]\n'
                 'battlefield = ["Forest"]\n[[decisions]]\nplayer = "A"\nattack = ["Craw Wurm"]'
                 '\n[[decisions]]\nplayer = "B"\ncast = "Fog"\n', step="beginning_of_combat",
                 until="game_over")
    steps = [e for e in of(table, v.StepBegan) if e.step in ("combat_damage", "end_of_combat")]
    first_damage, after = steps[0].position, steps[1].position  # turn 3's combat
    assert not [e for e in of(table, v.DamageDealt) if first_damage < e.position < after]


def test_strip_mine_and_library_of_alexandria() -> None:
    table = play(f'[A]\n{LIB}\nbattlefield = ["Strip Mine"]\n[B]\n{LIB}\nbattlefield = '
                 '["Island"]\n[[decisions]]\nplayer = "A"\nactivate = "Strip Mine"\n'
                 'ability = 1\ntargets = ["Island"]\n')
    resolve(table)
    assert names(table, "B", "graveyard") == ["Island"] and names(table, "A", "graveyard") == [
        "Strip Mine"]
    seven = ", ".join(['"Fog"'] * 7)
    table = play(f'[A]\n{LIB}\nhand = [{seven}]\nbattlefield = ["Library of Alexandria"]\n'
                 f'[B]\n{LIB}\n[[decisions]]\nplayer = "A"\nactivate = "Library of '
                 'Alexandria"\nability = 1\n')
    resolve(table)
    assert len(names(table, "A", "hand")) == 8
