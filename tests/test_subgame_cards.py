"""Cards that reach across games, played from scenarios (727.4, 727.4a, 727.5)."""

from __future__ import annotations

from support import names, of

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.projections.invariants import conservation_problems
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.table import Table

ISLANDS = "library = [" + ", ".join(['"Island"'] * 12) + "]"


def play(body: str, seed: int = 1, edition: str = "current") -> Table:
    text = (f'edition = "{edition}"\nseed = {seed}\nplayers = ["A", "B"]\nactive = "A"\n'
            'turn = 3\nstep = "main1"\n[run]\nuntil = "script_end"\n' + body)
    table = run_scenario(load_scenario(text))
    assert conservation_problems(table.state) == []
    return table


# A's subgame library: only the wish and its mana, so its opening hand holds them.
def wish_library(wish: str, land: str, mox: str) -> str:
    cards = [wish] * 6 + [land] * 6 + [mox] * 6
    return "library = [" + ", ".join(f'"{c}"' for c in cards) + "]"


def shahrazad_then(wish: str, land: str, mox: str, wanted: str, extra_a: str = "",
                   after: str = "", edition: str = "current") -> Table:
    return play(f"""
[A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains"{extra_a}]
{wish_library(wish, land, mox)}
[B]
{ISLANDS}
hand = ["Island"]
[[decisions]]
player = "A"
game = "1"
cast = "Shahrazad"
[[decisions]]
player = "A"
game = "1.1"
wait = true
play = "{land}"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "{mox}"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "{mox}"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "{wish}"
[[decisions]]
player = "A"
game = "1.1"
wish = "{wanted}"
{after}
[[decisions]]
player = "B"
game = "1.1"
concede = true
""", edition=edition)


def test_727_4a_golden_wish_takes_oblivion_ring_and_its_trigger_waits() -> None:
    """SG-14: Golden Wish brings Oblivion Ring in from the main battlefield; its
    leaves-the-battlefield trigger waits for the main game, then returns the card it
    exiled there."""
    table = play(f"""
[A]
hand = ["Shahrazad", "Oblivion Ring"]
battlefield = ["Plains", "Plains", "Plains", "Mox Pearl", "Mox Pearl"]
{wish_library("Golden Wish", "Plains", "Mox Pearl")}
[B]
{ISLANDS}
battlefield = ["Serra Angel"]
[[decisions]]
player = "A"
game = "1"
cast = "Oblivion Ring"
pay = ["Plains", "Plains", "Plains"]
[[decisions]]
player = "A"
game = "1"
target = "Serra Angel"
[[decisions]]
player = "A"
game = "1"
wait = true
cast = "Shahrazad"
[[decisions]]
player = "A"
game = "1.1"
wait = true
play = "Plains"
[[decisions]]
player = "A"
game = "1.1"
wait = true
play = "Plains"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Mox Pearl"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Mox Pearl"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Mox Pearl"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Golden Wish"
[[decisions]]
player = "A"
game = "1.1"
wish = "Oblivion Ring"
[[decisions]]
player = "B"
game = "1.1"
concede = true
[[decisions]]
player = "A"
game = "1"
pass = true
[[decisions]]
player = "B"
game = "1"
pass = true
""")
    exiled = of(table, v.ZoneChanged, "1")
    assert any(e.to_zone == "exile" for e in exiled)  # O-Ring exiled the Angel first
    brought = of(table, v.CardBroughtIn)[0]
    assert (brought.from_game, brought.from_zone) == ("1", "battlefield")
    deferred = of(table, v.TriggerDeferred, "1")
    assert [e.source_name for e in deferred] == ["Oblivion Ring"]
    main = table.game("1")
    assert "Serra Angel" in [main.objects[o].name for o in main.battlefield]
    released = of(table, v.TriggerReleased, "1")[0]
    loss = next(e for e in of(table, v.LifeChanged, "1"))
    assert loss.position < released.position  # 727.5: Shahrazad finishes first


def test_727_5_burning_wish_takes_the_resolving_shahrazad_which_still_finishes() -> None:
    """SG-16: Shahrazad is still on the main game's stack, resolving; Burning Wish takes
    it (a sorcery A owns, outside the subgame). It still finishes resolving (727.5, 608.2m)
    but doesn't go to the graveyard: it isn't on the stack (608.2n)."""
    table = shahrazad_then("Burning Wish", "Mountain", "Mox Ruby", "Shahrazad")
    brought = of(table, v.CardBroughtIn)[0]
    assert (brought.from_game, brought.from_zone) == ("1", "stack")
    main = table.game("1")
    assert main.player["B"].life == 10  # the effect finished
    assert "Shahrazad" not in names(table, "1", "A", "graveyard")
    assert "Shahrazad" in names(table, "1", "A", "library")  # 727.5 Example


def test_727_death_wish_halves_life_in_the_subgame_only() -> None:
    """SG-07 contrast: Death Wish cast inside the subgame halves the caster's subgame life;
    the main game's life is untouched (727.1b)."""
    table = shahrazad_then("Death Wish", "Swamp", "Mox Jet", "",
                           extra_a="", after="")
    assert table.game("1.1").player["A"].life == 10
    assert table.game("1").player["A"].life == 20


def test_727_4_living_wish_takes_from_the_sideboard_and_it_returns_to_the_library() -> None:
    """727.4: cards outside the main game (the sideboard) are outside the subgame too;
    727.5 Example: a card brought in from outside the main game ends in its owner's
    main-game library."""
    table = play(f"""
[A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains"]
sideboard = ["Juzam Djinn"]
{wish_library("Living Wish", "Forest", "Mox Emerald")}
[B]
{ISLANDS}
[[decisions]]
player = "A"
game = "1"
cast = "Shahrazad"
[[decisions]]
player = "A"
game = "1.1"
wait = true
play = "Forest"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Mox Emerald"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Living Wish"
[[decisions]]
player = "A"
game = "1.1"
wish = "Juzam Djinn"
[[decisions]]
player = "B"
game = "1.1"
concede = true
""")
    brought = of(table, v.CardBroughtIn)[0]
    assert (brought.from_game, brought.from_zone, brought.rule) == ("", "sideboard", "400.11b")
    assert table.state.sideboards["A"] == []
    assert "Juzam Djinn" in names(table, "1", "A", "library")
    assert "Living Wish" in names(table, "1", "A", "library")  # from the subgame's exile


def test_506_6_2004_cards_exiled_in_the_subgame_stay_removed_from_the_game() -> None:
    """SG-19, 2004 rules (506.6): cards removed from the game in the subgame stay removed
    in the main game; from 2008 they go to the library (506.5, 727.5)."""
    for edition, in_exile in (("2004", True), ("2008", False), ("current", False)):
        table = shahrazad_then("Living Wish", "Forest", "Mox Emerald", "", edition=edition)
        main_exile = names(table, "1", "A", "exile")
        assert ("Living Wish" in main_exile) is in_exile, edition
        returned = {e.to_zone for e in of(table, v.CardsReturned) if e.player == "A"}
        assert ("exile" in returned) is in_exile, edition


def test_enter_the_dungeon_an_extension_subgame_at_five_life() -> None:
    """Enter the Dungeon (silver-bordered, outside 727.1's "one card") uses the same
    machinery: a subgame at 5 life; the winner searches their library for two cards."""
    from shahrazad.decisions import Concede, Pass, Search

    table = play(f"""
[A]
hand = ["Enter the Dungeon"]
battlefield = ["Swamp", "Swamp"]
library = ["Black Lotus", "Mox Jet", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp",
           "Swamp", "Swamp"]
[B]
{ISLANDS}
[[decisions]]
player = "A"
cast = "Enter the Dungeon"
""")
    while "1.1" not in table.state.games:
        table.push(Pass())
    sub = table.game("1.1")
    assert (sub.player["A"].life, sub.player["B"].life) == (5, 5)
    assert "extension" in card("Enter the Dungeon").tags
    table.push(Concede(), "B")
    main = table.game("1")
    wanted = [o for o in main.player["A"].library
              if main.objects[o].name in ("Black Lotus", "Mox Jet")]
    for oid in wanted:
        assert table.pending().kind == "search" and table.pending().player == "A"  # type: ignore[union-attr]
        table.push(Search(oid))
    assert sorted(names(table, "1", "A", "hand")) == ["Black Lotus", "Mox Jet"]
    assert main.player["B"].life == 20  # no life loss: that's Shahrazad's, not this card's
    assert names(table, "1", "A", "graveyard") == ["Enter the Dungeon"]


def test_ring_of_maruf_replacement_stays_in_its_own_game() -> None:
    """SG-18: Ring of Ma'ruf's replacement (614.1a) belongs to the game it was activated in
    (727.1b): the subgame's opening draws are ordinary; the main game's next draw, after
    the subgame, brings in a card from outside (Ancestral Recall's first draw)."""
    from shahrazad.decisions import Concede, Pass, Wish

    lands = ", ".join(['"Plains"'] * 5)
    table = play(f"""
[A]
hand = ["Shahrazad", "Ancestral Recall"]
battlefield = ["Ring of Ma'ruf", {lands}, "Plains", "Plains", "Island"]
sideboard = ["Juzam Djinn"]
{ISLANDS}
[B]
{ISLANDS}
[[decisions]]
player = "A"
activate = "Ring of Ma'ruf"
pay = ["Plains", "Plains#2", "Plains#3", "Plains#4", "Plains#5"]
[[decisions]]
player = "A"
wait = true
cast = "Shahrazad"
pay = ["Plains#6", "Plains#7"]
""")
    while "1.1" not in table.state.games:
        table.push(Pass())
    assert table.pending().kind == "mulligan"  # type: ignore[union-attr]
    assert len(table.game("1.1").player["A"].hand) == 7  # not replaced: another game
    table.push(Concede(), "B")
    main = table.game("1")
    assert [main.objects[o].name for o in main.exile] == ["Ring of Ma'ruf"]  # its cost
    recall = next(o for o in main.player["A"].hand if main.objects[o].name == "Ancestral Recall")
    from shahrazad.decisions import Cast

    table.push(next(d for d in table.legal_decisions() if isinstance(d, Cast)
                    and d.card == recall and d.targets == ("A",)))
    while table.pending().kind != "wish":  # type: ignore[union-attr]
        table.push(Pass())
    juzam = next(c for c, r in table.state.cards.items() if r.name == "Juzam Djinn")
    table.push(Wish(juzam))
    hand = names(table, "1", "A", "hand")
    assert "Juzam Djinn" in hand and len(hand) == 3  # the wish plus two ordinary draws


def test_ring_of_maruf_replaces_the_draw_step_draw() -> None:
    """614.1a: activated in the upkeep, the Ring replaces the draw step's draw (504.1)."""
    from shahrazad.decisions import Pass, Wish

    lands = ", ".join(['"Plains"'] * 5)
    text = ('seed = 1\nplayers = ["A", "B"]\nactive = "A"\nturn = 3\nstep = "upkeep"\n'
            f'[run]\nuntil = "script_end"\n[A]\nbattlefield = ["Ring of Ma\'ruf", {lands}]\n'
            f'sideboard = ["Serra Angel"]\n{ISLANDS}\n[B]\n{ISLANDS}\n[[decisions]]\n'
            'player = "A"\nactivate = "Ring of Ma\'ruf"\n')
    table = run_scenario(load_scenario(text))
    while table.pending().kind != "wish":  # type: ignore[union-attr]
        table.push(Pass())
    assert table.game().step == "draw"
    angel = next(c for c, r in table.state.cards.items() if r.name == "Serra Angel")
    table.push(Wish(angel))
    assert names(table, "1", "A", "hand") == ["Serra Angel"]
    assert not [e for e in table.events if isinstance(e, v.CardDrawn) and e.rule == "504.1"]
    assert table.pending().kind == "priority" and table.game().step == "draw"  # type: ignore[union-attr]


def test_727_4_research_takes_four_cards_from_four_main_game_zones() -> None:
    """SG-15: Research (a split card, 709.3) shuffles up to four cards A owns from outside
    the subgame into A's subgame library: from the main game's hand, battlefield,
    graveyard and exile at once (727.4); each goes home to the main library (727.5)."""
    moxen = ", ".join(['"Research // Development"'] * 6 + ['"Mox Emerald"'] * 6
                      + ['"Mox Sapphire"'] * 6)
    table = play(f"""
[A]
hand = ["Shahrazad", "Fog"]
battlefield = ["Plains", "Plains", "Grizzly Bears"]
graveyard = ["Lightning Bolt"]
exile = ["Serra Angel"]
library = [{moxen}]
[B]
{ISLANDS}
[[decisions]]
player = "A"
game = "1"
cast = "Shahrazad"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Mox Emerald"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Mox Sapphire"
[[decisions]]
player = "A"
game = "1.1"
wait = true
cast = "Research"
[[decisions]]
player = "A"
wish = "Fog"
[[decisions]]
player = "A"
wish = "Grizzly Bears"
[[decisions]]
player = "A"
wish = "Lightning Bolt"
[[decisions]]
player = "A"
wish = "Serra Angel"
""")
    brought = [e for e in of(table, v.CardBroughtIn)]
    assert sorted(e.from_zone for e in brought) == ["battlefield", "exile", "graveyard", "hand"]
    assert {e.to_zone for e in brought} == {"library"} and all(e.from_game == "1" for e in brought)
    cast = next(e for e in of(table, v.SpellCast, "1.1") if e.face == 0
                and table.state.cards[e.card].name == "Research // Development")
    assert cast.rule == "601.2"
    from shahrazad.decisions import Concede

    table.push(Concede(), "B")
    library = names(table, "1", "A", "library")
    for name in ("Fog", "Grizzly Bears", "Lightning Bolt", "Serra Angel"):
        assert name in library
    assert conservation_problems(table.state) == []


def test_development_makes_elementals_unless_an_opponent_lets_you_draw() -> None:
    """Development: three times, a 3/1 Elemental unless an opponent has you draw a card."""
    lands = ", ".join(['"Island"'] * 3 + ['"Mountain"'] * 2)
    table = play(f"""
[A]
hand = ["Research // Development"]
battlefield = [{lands}]
{ISLANDS}
[B]
{ISLANDS}
[[decisions]]
player = "A"
cast = "Development"
[[decisions]]
player = "B"
wait = true
allow = true
[[decisions]]
player = "B"
allow = false
[[decisions]]
player = "B"
allow = false
""")
    tokens = of(table, v.TokenCreated)
    assert [e.name for e in tokens] == ["Elemental", "Elemental"]
    assert len(names(table, "1", "A", "hand")) == 1
    g = table.game()
    assert [g.objects[o].name for o in g.player["A"].graveyard] == ["Research // Development"]
