"""Spawnsire of Ulamog (annihilator, 702.86; Eldrazi Spawn tokens; casting Eldrazi cards
from outside the game without paying their mana costs, 400.11b, 118.9), Coax from the
Blind Eternities, Fae of Wishes // Granted (Adventures, 715) and Mishra's Factory (a land
that becomes a creature, 613.1d), in the main game and inside a subgame (727.4)."""

from __future__ import annotations

import pytest
from support import of

from shahrazad.characteristics import defn, is_creature, power, toughness
from shahrazad.decisions import Mana
from shahrazad.events import vocabulary as v
from shahrazad.projections.invariants import conservation_problems
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import IllegalDecision, Table

LIB = "library = [" + ", ".join(['"Island"'] * 12) + "]"


def position(body: str, head: str = "", active: str = "A", edition: str = "current") -> Table:
    text = (f'seed = 1\nedition = "{edition}"\nplayers = ["A", "B"]\nactive = "{active}"\n'
            f'turn = 3\nstep = "main1"\n{head}\n[run]\nuntil = "script_end"\n' + body)
    return run_scenario(load_scenario(text))


def names(table: Table, oids: list[int], game: str = "1") -> list[str]:
    return sorted(table.game(game).objects[o].name for o in oids)


def offered(table: Table) -> set[str]:
    return {table.state.cards[d.card].name for d in table.legal_decisions()
            if d.KIND == "wish" and d.card is not None}


def both_pass(table: Table) -> None:
    table.push_named("pass")
    table.push_named("pass")


# -- Spawnsire of Ulamog --------------------------------------------------------------------


SPAWNSIRE = f"""
[A]
{LIB}
battlefield = ["Spawnsire of Ulamog"]
mana = "{"C" * 20}"
sideboard = ["Eldrazi Devastator", "Skittering Invasion", "Serra Angel", "Eldrazi Devastator"]
[B]
{LIB}
battlefield = ["Grizzly Bears", "Island"]
"""


def test_400_11b_118_9_spawnsire_casts_any_number_of_eldrazi_from_outside_free() -> None:
    """{20}: A casts Eldrazi cards A owns from outside the game (the sideboard), one by one,
    without paying their mana costs (118.9), until A chooses no more; Serra Angel, no
    Eldrazi, is never offered. A kindred card with the Eldrazi subtype counts (308.3)."""
    table = position(SPAWNSIRE)
    table.push_named("activate Spawnsire of Ulamog ability 2")
    both_pass(table)
    assert offered(table) == {"Eldrazi Devastator", "Skittering Invasion"}
    with pytest.raises(IllegalDecision):
        table.push_named("wish Serra Angel")
    table.push_named("wish Skittering Invasion")
    table.push_named("wish Eldrazi Devastator")
    assert offered(table) == {"Eldrazi Devastator"}  # the other copy is still outside
    table.push_named("wish nothing")
    g = table.game()
    assert names(table, list(g.stack)) == ["Eldrazi Devastator", "Skittering Invasion"]
    assert g.player["A"].mana == ""  # nothing paid for the spells themselves
    assert {e.rule for e in of(table, v.CardBroughtIn)} == {"400.11b"}
    both_pass(table)
    both_pass(table)
    g = table.game()
    assert names(table, list(g.battlefield)).count("Eldrazi Spawn") == 5
    assert "Eldrazi Devastator" in names(table, list(g.battlefield))
    assert conservation_problems(table.state) == []


def test_111_1_spawnsire_makes_spawn_tokens_that_sacrifice_for_colorless() -> None:
    """{4}: two 0/1 Eldrazi Spawn creature tokens (111.1); each sacrifices itself for {C}
    (a mana ability, 605.1a), and off the battlefield it ceases to exist (704.5d)."""
    table = position(SPAWNSIRE.replace('"' + "C" * 20 + '"', '"CCCC"'))
    table.push_named("activate Spawnsire of Ulamog")
    both_pass(table)
    g = table.game()
    spawn = [o for o in g.battlefield if g.objects[o].name == "Eldrazi Spawn"]
    assert len(spawn) == 2 and all(g.objects[o].token for o in spawn)
    assert all((power(g, g.objects[o]), toughness(g, g.objects[o])) == (0, 1) for o in spawn)
    assert {"Eldrazi", "Spawn"} <= defn(g, g.objects[spawn[0]]).subtypes
    table.push(Mana(spawn[0], 0, ""), "A")
    g = table.game()
    assert g.player["A"].mana == "C" and spawn[0] not in g.objects
    assert conservation_problems(table.state) == []


def test_702_86a_annihilator_the_defending_player_sacrifices_a_permanent() -> None:
    """702.86a: Spawnsire attacks; its annihilator 1 trigger has B, the defending player,
    sacrifice a permanent of B's choice (B keeps the Island, loses the Bears)."""
    table = position(SPAWNSIRE)
    while table.pending().kind == "priority":
        table.push_named("pass")
    table.push_named("attack Spawnsire of Ulamog")
    while table.pending().kind == "priority":
        table.push_named("pass")
    waiting = table.pending()
    assert (waiting.kind, waiting.player) == ("choose", "B")
    table.push_named("choose Grizzly Bears", "B")
    g = table.game()
    assert names(table, list(g.player["B"].graveyard)) == ["Grizzly Bears"]
    assert of(table, v.ZoneChanged)[-1].rule == "701.21"  # sacrifice
    assert names(table, [o for o in g.battlefield if g.objects[o].controller == "B"]) == \
        ["Island"]


def test_727_4_spawnsire_in_a_subgame_casts_onto_the_subgames_stack() -> None:
    """727.4: in a subgame the main game's cards are outside it: Spawnsire's {20} casts
    A's Eldrazi Devastator from the main game's library onto the subgame's stack; when
    the subgame ends the card goes home (727.5)."""
    table = position(head='stack = [{ spell = "A:Shahrazad" }]', body=f"""
[A]
battlefield = ["Black Lotus"]
graveyard = ["Eldrazi Devastator"]
[B]
[games."1.1"]
active = "A"
turn = 3
step = "main1"
starting_player = "A"
[games."1.1".A]
{LIB}
battlefield = ["Spawnsire of Ulamog"]
mana = "{"C" * 20}"
[games."1.1".B]
{LIB}
""")
    table.push_named("activate Spawnsire of Ulamog ability 2")
    both_pass(table)
    assert offered(table) == {"Eldrazi Devastator"}
    table.push_named("wish Eldrazi Devastator")  # nothing more to cast: no more question
    sub = table.game("1.1")
    assert names(table, list(sub.stack), "1.1") == ["Eldrazi Devastator"]
    brought = of(table, v.CardBroughtIn)[-1]
    assert (brought.rule, brought.from_game, brought.to_zone) == ("727.4", "1", "stack")
    both_pass(table)
    table.push_named("concede", "B")
    main = table.game("1")
    assert "Eldrazi Devastator" in names(table, list(main.player["A"].library))
    assert conservation_problems(table.state) == []


# -- Coax from the Blind Eternities ---------------------------------------------------------


def test_400_11b_coax_takes_an_eldrazi_from_outside_or_face_up_in_exile() -> None:
    """Coax: an Eldrazi card A owns from outside the game, or one A owns in exile; not
    B's exiled Eldrazi, not a card of another type."""
    table = position(f"""
[A]
{LIB}
hand = ["Coax from the Blind Eternities"]
mana = "UUU"
sideboard = ["Serra Angel", "Eldrazi Devastator"]
exile = ["Spawnsire of Ulamog"]
[B]
{LIB}
exile = ["Skittering Invasion"]
""")
    table.push_named("cast Coax from the Blind Eternities")
    both_pass(table)
    assert offered(table) == {"Eldrazi Devastator", "Spawnsire of Ulamog"}
    table.push_named("wish Spawnsire of Ulamog")
    g = table.game()
    assert "Spawnsire of Ulamog" in names(table, list(g.player["A"].hand))
    assert names(table, list(g.exile)) == ["Skittering Invasion"]
    assert conservation_problems(table.state) == []


# -- Fae of Wishes // Granted ---------------------------------------------------------------


FAE = f"""
[A]
{LIB}
hand = ["Fae of Wishes"]
mana = "UUUUUU"
sideboard = ["Black Lotus", "Serra Angel"]
[B]
{LIB}
"""


def test_715_3_715_3d_granted_goes_on_an_adventure_and_the_fae_comes_back() -> None:
    """715.3: A casts the card as its Adventure, Granted (a sorcery with Granted's cost);
    it fetches a noncreature card from outside (Black Lotus, not Serra Angel); 715.3d: it
    is exiled as it resolves, and A may cast Fae of Wishes from exile (but not Granted
    again); 715.4: on the battlefield it is the creature."""
    table = position(FAE)
    table.push_named("cast Granted")
    cast = of(table, v.SpellCast)[-1]
    assert (cast.rule, cast.face) == ("715.3", 1)
    assert table.game().player["A"].mana == "UU"  # {3}{U} paid
    both_pass(table)
    assert offered(table) == {"Black Lotus"}
    table.push_named("wish Black Lotus")
    g = table.game()
    assert names(table, list(g.exile)) == ["Fae of Wishes"]
    assert of(table, v.ZoneChanged)[-1].rule == "715.3d"
    fae = g.exile[0]
    castable = {(d.card, d.face) for d in table.legal_decisions() if d.KIND == "cast"}
    assert (fae, 0) in castable and (fae, 1) not in castable
    table.push_named("cast Fae of Wishes")
    both_pass(table)
    g = table.game()
    on = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Fae of Wishes"]
    assert len(on) == 1 and is_creature(g, on[0]) and not g.effects
    assert conservation_problems(table.state) == []


def test_715_3_an_older_table_cites_the_general_casting_rules_for_an_adventure() -> None:
    """In a 2014 table 715 is the subgame rule: an Adventure's events cite 601.2 (casting)
    and 608.2n (where the card goes) instead, so an audit line citing 715 there is always
    about subgames."""
    table = position(FAE, edition="2014")
    table.push_named("cast Granted")
    both_pass(table)
    table.push_named("wish Black Lotus")
    assert of(table, v.SpellCast)[-1].rule == "601.2"
    assert of(table, v.ZoneChanged)[-1].rule == "608.2n"
    assert not [e for e in table.events if e.rule.startswith("715")]


def test_715_3d_a_creature_card_on_the_battlefield_is_no_adventure() -> None:
    """Cast as the creature, Fae of Wishes resolves onto the battlefield (no exile)."""
    table = position(FAE)
    table.push_named("cast Fae of Wishes")
    both_pass(table)
    g = table.game()
    assert names(table, list(g.battlefield)) == ["Fae of Wishes"] and not g.exile


# -- Mishra's Factory -----------------------------------------------------------------------


FACTORY = f"""
[A]
{LIB}
battlefield = ["Mishra's Factory", "Mishra's Factory", "Mountain"]
[B]
{LIB}
battlefield = ["Grizzly Bears"]
"""


def test_613_1d_mishras_factory_becomes_an_assembly_worker_until_end_of_turn() -> None:
    """613.1d: {1}: the Factory becomes a 2/2 Assembly-Worker artifact creature and is
    still a land; at the cleanup step the effect ends (514.2) and it is only a land."""
    table = position(FACTORY)
    g = table.game()
    factory = min(o for o in g.battlefield if g.objects[o].name == "Mishra's Factory")
    table.push_named("activate Mishra's Factory ability 2 paying Mountain")
    both_pass(table)
    g = table.game()
    obj = g.objects[factory]
    assert is_creature(g, obj) and (power(g, obj), toughness(g, obj)) == (2, 2)
    assert {"Artifact", "Creature", "Land"} <= defn(g, obj).types
    assert "Assembly-Worker" in defn(g, obj).subtypes
    assert of(table, v.PermanentAnimated)[-1].rule == "613.1d"
    while table.game().active == "A":
        table.push_named("pass") if table.pending().kind == "priority" else \
            table.push(table.legal_decisions()[0])
    g = table.game()
    obj = g.objects[factory]
    assert not is_creature(g, obj) and defn(g, obj).types == frozenset({"Land"})


def test_613_4c_the_factory_pumps_only_an_assembly_worker() -> None:
    """The other Factory's {T}: target Assembly-Worker creature gets +1/+1 (613.4c): the
    animated Factory may be targeted, B's Grizzly Bears may not (no Assembly-Worker)."""
    table = position(FACTORY)
    g = table.game()
    first, second = sorted(o for o in g.battlefield if g.objects[o].name == "Mishra's Factory")
    table.push_named("activate Mishra's Factory ability 2 paying Mountain")
    both_pass(table)
    targets = {d.targets for d in table.legal_decisions()
               if d.KIND == "activate" and d.source == second and d.index == 2}
    assert targets == {(first,)}
    with pytest.raises(IllegalDecision):
        table.push_named("activate Mishra's Factory#2 ability 3 targeting Grizzly Bears")
    table.push_named("activate Mishra's Factory#2 ability 3 targeting Mishra's Factory#1")
    both_pass(table)
    g = table.game()
    assert (power(g, g.objects[first]), toughness(g, g.objects[first])) == (3, 3)
