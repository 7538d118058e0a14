"""Cards about life, energy and choices made on resolution, played from scenarios:
Ali from Cairo (614.1a), Channel (605), Harnessed Lightning (107.14, 122.1), Balance and
Bazaar of Baghdad (608.2d), Mastermind's Acquisition (700.2, 601.2b) and Glittering
Wish (105.2)."""

from __future__ import annotations

import pytest
from support import decisions, names, of

from shahrazad.events import vocabulary as v
from shahrazad.projections.invariants import conservation_problems
from shahrazad.scenario import load_scenario, run_scenario
from shahrazad.scenario.errors import ScenarioError
from shahrazad.table import Table

ISLANDS = "library = [" + ", ".join(['"Island"'] * 12) + "]"


def play(body: str, seed: int = 1, head: str = "") -> Table:
    """Run a scenario from A's first main phase; ``head``: more top-level keys."""
    text = ('edition = "current"\n' f"seed = {seed}\n" 'players = ["A", "B"]\nactive = "A"\n'
            'turn = 3\nstep = "main1"\n' + head + '[run]\nuntil = "script_end"\n' + body)
    table = run_scenario(load_scenario(text))
    assert conservation_problems(table.state) == []
    return table


def test_107_14_harnessed_lightning_pays_energy_chosen_on_resolution() -> None:
    """107.14, 122.1, 608.2d: Harnessed Lightning gives its controller three energy
    counters (counters on a player), then they choose how many to pay as it resolves;
    it deals that much damage. Two paid of three: the bear dies, one energy is left."""
    table = play(f"""
[A]
hand = ["Harnessed Lightning"]
battlefield = ["Mountain", "Mountain"]
{ISLANDS}
[B]
battlefield = ["Grizzly Bears"]
{ISLANDS}
""" + decisions("cast Harnessed Lightning targeting Grizzly Bears") +
        decisions("pass", player="A") + decisions("pass", player="B") + decisions("energy 2"))
    game = table.game("1")
    assert game.player["A"].counters.get("energy") == 1
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    asked = of(table, v.ChoiceRequested)
    assert [e.kind for e in asked] == ["energy"]


def test_122_1_energy_pays_nothing_when_declined_and_stays_with_its_player() -> None:
    """122.1, 107.14: energy counters stay on their player; paying 0 deals no damage and
    keeps all three."""
    table = play(f"""
[A]
hand = ["Harnessed Lightning"]
battlefield = ["Mountain", "Mountain"]
{ISLANDS}
[B]
battlefield = ["Grizzly Bears"]
{ISLANDS}
""" + decisions("cast Harnessed Lightning targeting Grizzly Bears") +
        decisions("pass", player="A") + decisions("pass", player="B") + decisions("energy 0"))
    assert table.game("1").player["A"].counters.get("energy") == 3
    assert names(table, "1", "B", "graveyard") == []
    assert not of(table, v.DamageDealt)


def test_727_4b_energy_of_a_subgame_is_its_own() -> None:
    """727.4b: a subgame's players start without the main game's counters, and counters
    they get in the subgame vanish with it. A has 5 energy in the main game; in the
    subgame Harnessed Lightning gives 3 there, A pays 3; the main game's 5 are
    untouched."""
    table = play("""
[A]
counters = { energy = 5 }
[B]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
[games."1.1".A]
hand = ["Harnessed Lightning"]
battlefield = ["Mountain", "Mountain"]
library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[games."1.1".B]
battlefield = ["Craw Wurm"]
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]
""" + decisions("cast Harnessed Lightning targeting Craw Wurm", game="1.1") +
        decisions("pass", game="1.1") + decisions("pass", player="B", game="1.1") +
        decisions("energy 3", game="1.1") +
        decisions("concede", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    sub = table.game("1.1")
    assert sub.player["A"].counters.get("energy", 0) == 0
    assert [e.amount for e in of(table, v.DamageDealt, "1.1")] == [3]
    assert table.game("1").player["A"].counters.get("energy") == 5


def test_614_1a_ali_from_cairo_leaves_its_controller_at_1_life() -> None:
    """614.1a: Ali from Cairo's replacement effect: damage that would reduce its
    controller's life below 1 reduces it to 1 instead. A, at 3 life, is dealt 3 by a
    Lightning Bolt and stays at 1, in the game."""
    table = play(f"""
[A]
life = 3
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Ali from Cairo"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Lightning Bolt targeting A") + decisions("pass") +
        decisions("pass", player="B"))
    a = table.game("1").player["A"]
    assert a.life == 1 and not a.lost
    assert [e.amount for e in of(table, v.DamageDealt)] == [3]
    assert of(table, v.LifeChanged)[-1].amount == -2


def test_119_3_shahrazad_life_loss_is_not_damage_ali_does_not_stop_it() -> None:
    """119.3, 120.3a: Shahrazad makes each player who didn't win lose half their life;
    a loss of life that is not damage is not what Ali from Cairo replaces. A, at 1 life
    with Ali in the main game, concedes the subgame, loses 1 and the main game
    (104.3b, 704.5a)."""
    table = play("""
[A]
life = 1
battlefield = ["Ali from Cairo"]
[B]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
[games."1.1".A]
library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[games."1.1".B]
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]
""" + decisions("concede", game="1.1"), head='stack = [{ spell = "A:Shahrazad" }]\n')
    a = table.game("1").player["A"]
    assert a.life == 0 and a.lost
    assert table.game("1").status != "running"


def test_605_1a_channel_pays_life_for_colorless_mana() -> None:
    """605.1a, 119.4: after Channel, its caster has a mana ability of their own until
    end of turn: pay 1 life, add {C}. A pays two Forests and 4 life for Craw Wurm."""
    table = play(f"""
[A]
hand = ["Channel", "Craw Wurm"]
battlefield = ["Forest", "Forest", "Forest", "Forest"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Channel paying Forest, Forest") + decisions("pass") +
        decisions("pass", player="B") +
        decisions("cast Craw Wurm") + decisions("pass") + decisions("pass", player="B"))
    game = table.game("1")
    assert game.player["A"].life == 16
    assert "Craw Wurm" in [game.objects[o].name for o in game.in_play]
    assert [e.amount for e in of(table, v.LifeChanged)] == [-1, -1, -1, -1]
    assert len(of(table, v.ManaAbilityActivated)) == 8


def test_119_4_channel_cannot_pay_more_life_than_its_player_has() -> None:
    """119.4: a player can pay life only if their life total is at least the amount:
    at 3 life, A can't pay 4 life for Craw Wurm's generic mana; the cast is refused."""
    with pytest.raises(ScenarioError, match="can't pay"):
        play(f"""
[A]
life = 3
hand = ["Channel", "Craw Wurm"]
battlefield = ["Forest", "Forest", "Forest", "Forest"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Channel paying Forest, Forest") + decisions("pass") +
             decisions("pass", player="B") +
             decisions("cast Craw Wurm"))


def test_608_2d_balance_each_player_chooses_what_to_sacrifice_and_discard() -> None:
    """608.2d, 701.21, 701.9: Balance's players choose as it resolves. A has 4 lands to
    B's 2 and sacrifices two of their choice; A's two cards in hand go (B has none: no
    choice to make); B has 2 creatures to A's 1 and sacrifices the one B chooses."""
    table = play(f"""
[A]
hand = ["Balance", "Island", "Island"]
battlefield = ["Plains", "Plains", "Mountain", "Forest", "Grizzly Bears"]
{ISLANDS}
[B]
battlefield = ["Plains", "Plains", "Grizzly Bears", "Craw Wurm"]
{ISLANDS}
""" + decisions("cast Balance paying Plains, Plains") + decisions("pass") +
        decisions("pass", player="B") + decisions("sacrifice Mountain, Forest") +
        decisions("sacrifice Craw Wurm", player="B"))
    assert sorted(names(table, "1", "A", "graveyard")) == [
        "Balance", "Forest", "Island", "Island", "Mountain"]
    assert names(table, "1", "B", "graveyard") == ["Craw Wurm"]
    assert [e.kind for e in of(table, v.ChoiceRequested)] == ["sacrifice", "sacrifice"]


def test_701_21_balance_refuses_a_sacrifice_of_the_wrong_count() -> None:
    """701.21, 608.2d: the sacrifice choice names exactly as many permanents as the
    effect asks: one land when two must go is refused, naming the rule."""
    with pytest.raises(ScenarioError, match=r"rule 701\.21"):
        play(f"""
[A]
hand = ["Balance"]
battlefield = ["Plains", "Plains", "Mountain", "Forest"]
{ISLANDS}
[B]
battlefield = ["Plains", "Plains"]
{ISLANDS}
""" + decisions("cast Balance paying Plains, Plains") + decisions("pass") +
             decisions("pass", player="B") + decisions("sacrifice Mountain"))


def test_608_2d_bazaar_of_baghdad_draws_two_then_discards_three_chosen() -> None:
    """608.2d, 701.9: Bazaar of Baghdad's controller draws two, then chooses the three
    cards to discard as the ability resolves."""
    table = play(f"""
[A]
hand = ["Serra Angel", "Craw Wurm"]
battlefield = ["Bazaar of Baghdad"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("activate Bazaar of Baghdad") + decisions("pass") +
        decisions("pass", player="B") + decisions("discard Craw Wurm, Island, Island"))
    assert names(table, "1", "A", "hand") == ["Serra Angel"]
    assert sorted(names(table, "1", "A", "graveyard")) == ["Craw Wurm", "Island", "Island"]


def test_601_2b_mastermind_s_acquisition_mode_chosen_as_it_is_cast() -> None:
    """601.2b, 700.2: a modal spell's mode is chosen as it is cast. Mode 2: a card A
    owns from outside the game (400.11b) comes into A's hand."""
    table = play(f"""
[A]
hand = ["Mastermind's Acquisition"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp"]
sideboard = ["Juzam Djinn"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Mastermind's Acquisition", "mode 2") + decisions("pass") +
        decisions("pass", player="B") + decisions("wish Juzam Djinn"))
    assert [e.mode for e in of(table, v.ModeChosen)] == [1]
    assert names(table, "1", "A", "hand") == ["Juzam Djinn"]


def test_700_2a_a_mode_the_spell_does_not_have_is_refused() -> None:
    """700.2a: the controller chooses one of the spell's modes; a third mode of a spell
    with two is refused."""
    with pytest.raises(ScenarioError, match=r"rule 700\.2a"):
        play(f"""
[A]
hand = ["Mastermind's Acquisition"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Mastermind's Acquisition", "mode 3"))


def test_105_2_glittering_wish_finds_only_a_multicolored_card() -> None:
    """105.2, 105.2b: a card's colors are those of the mana symbols of its cost, and two
    or more make it multicolored. Glittering Wish (itself green and white) may fetch a
    multicolored card from outside the game, not Serra Angel (white alone)."""
    from shahrazad.cards.pool import card

    assert card("Glittering Wish").colors == {"G", "W"} and card("Glittering Wish").multicolored
    assert not card("Serra Angel").multicolored and card("Island").colors == frozenset()
    body = f"""
[A]
hand = ["Glittering Wish"]
battlefield = ["Forest", "Plains"]
sideboard = ["Serra Angel", "Glittering Wish"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Glittering Wish") + decisions("pass") + decisions("pass", player="B")
    table = play(body + decisions("wish Glittering Wish"))
    assert names(table, "1", "A", "hand") == ["Glittering Wish"]
    with pytest.raises(ScenarioError, match="Serra Angel"):
        play(body + decisions("wish Serra Angel"))


# -- Lich, Soul Net, Sengir Vampire ----------------------------------------------------------


def test_104_3b_lich_enters_you_lose_your_life_and_stay_in_the_game() -> None:
    """614.1c, 104.3b, 704.5a: as Lich enters, its controller loses life equal to their
    life total; at 0 life they don't lose the game, Lich's exception to 104.3b."""
    table = play(f"""
[A]
hand = ["Lich"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Lich") + decisions("pass") + decisions("pass", player="B"))
    game = table.game("1")
    a = game.player["A"]
    assert a.life == 0 and not a.lost and game.status == "running"
    assert "Lich" in [game.objects[o].name for o in game.in_play]


def test_700_4_soul_net_pays_on_resolution_and_lich_turns_the_gain_into_a_draw() -> None:
    """700.4, 608.2d, 614.1a: a creature dies; Soul Net triggers and, as it
    resolves, its controller chooses to pay {1}; the 1 life they would gain becomes a
    draw under Lich."""
    table = play(f"""
[A]
life = 0
hand = ["Lightning Bolt"]
battlefield = ["Lich", "Soul Net", "Mountain", "Mountain"]
{ISLANDS}
[B]
battlefield = ["Grizzly Bears"]
{ISLANDS}
""" + decisions("cast Lightning Bolt targeting Grizzly Bears") + decisions("pass") +
        decisions("pass", player="B") + decisions("pass") + decisions("pass", player="B") +
        decisions("accept yes"))
    a = table.game("1").player["A"]
    assert a.life == 0 and not a.lost
    assert names(table, "1", "A", "hand") == ["Island"]
    assert [e.kind for e in of(table, v.ChoiceRequested)] == ["accept"]


def test_608_2d_soul_net_declined_gains_nothing() -> None:
    """608.2d: "you may pay {1}; if you do": declining, nothing after it happens."""
    table = play(f"""
[A]
hand = ["Lightning Bolt"]
battlefield = ["Soul Net", "Mountain", "Mountain"]
{ISLANDS}
[B]
battlefield = ["Grizzly Bears"]
{ISLANDS}
""" + decisions("cast Lightning Bolt targeting Grizzly Bears") + decisions("pass") +
        decisions("pass", player="B") + decisions("pass") + decisions("pass", player="B") +
        decisions("accept no"))
    assert table.game("1").player["A"].life == 20
    assert len(of(table, v.ChoiceRequested)) == 1


def test_603_2_lich_damage_makes_its_controller_sacrifice_that_many() -> None:
    """603.2, 701.21: whenever Lich's controller is dealt damage, they sacrifice that many
    nontoken permanents of their choice; below 0 life they are still in the game."""
    table = play(f"""
[A]
hand = ["Lightning Bolt"]
battlefield = ["Lich", "Mountain", "Forest", "Forest", "Plains"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Lightning Bolt targeting A") + decisions("pass") +
        decisions("pass", player="B") + decisions("pass") + decisions("pass", player="B") +
        decisions("sacrifice Forest, Forest, Plains"), head="")
    game = table.game("1")
    assert game.player["A"].life == 17 and not game.player["A"].lost
    assert sorted(game.objects[o].name for o in game.in_play) == ["Lich", "Mountain"]
    triggered = of(table, v.AbilityTriggered)
    assert [(e.source_name, e.amount) for e in triggered] == [("Lich", 3)]


def test_104_3e_lich_unable_to_sacrifice_enough_loses_the_game() -> None:
    """104.3e, 603.2: dealt 3 damage with only Lich and a Mountain, A sacrifices both
    and loses the game by Lich's effect (and Lich going to the graveyard says so too)."""
    table = play(f"""
[A]
life = 0
hand = ["Lightning Bolt"]
battlefield = ["Lich", "Mountain"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Lightning Bolt targeting A") + decisions("pass") +
        decisions("pass", player="B") + decisions("pass") + decisions("pass", player="B"))
    game = table.game("1")
    assert game.player["A"].lost and game.status != "running"
    assert next(e.reason for e in of(table, v.PlayerLost)).startswith("couldn't sacrifice")


def test_603_10a_lich_put_into_a_graveyard_its_controller_loses() -> None:
    """603.10a, 104.3e: "when Lich is put into a graveyard from the battlefield" looks
    back at Lich as it was; its controller, at 10 life, loses the game."""
    table = play(f"""
[A]
life = 10
hand = ["Disenchant"]
battlefield = ["Lich", "Plains", "Plains"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Disenchant targeting Lich") + decisions("pass") +
        decisions("pass", player="B") + decisions("pass") + decisions("pass", player="B"))
    game = table.game("1")
    assert game.player["A"].lost and game.player["A"].life == 10


def test_727_1b_a_main_game_lich_keeps_nobody_alive_in_a_subgame() -> None:
    """727.1b, 704.5a: a subgame is a game of its own; Lich of the main game is not in it.
    At 0 life in the main game with Lich, A is alive there; in the subgame A bolts
    themself to 0 and loses that game. Back in the main game, A loses half of 0."""
    table = play("""
[A]
life = 0
battlefield = ["Lich"]
[B]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
[games."1.1".A]
life = 3
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[games."1.1".B]
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]
""" + decisions("cast Lightning Bolt targeting A", game="1.1") +
        decisions("pass", game="1.1") + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    assert table.game("1.1").player["A"].lost
    main = table.game("1")
    assert not main.player["A"].lost and main.player["A"].life == 0
    assert main.status == "running"


def test_603_10a_sengir_vampire_grows_when_a_creature_it_damaged_dies() -> None:
    """603.10a, 700.4: a creature Sengir Vampire dealt damage to this turn dies; the
    ability looks back at that creature as it last existed (the damage it had) and
    Sengir gets a +1/+1 counter."""
    from shahrazad.decisions import Pass

    table = play(f"""
[A]
battlefield = ["Sengir Vampire"]
{ISLANDS}
[B]
battlefield = ["Birds of Paradise"]
{ISLANDS}
[[decisions]]
player = "A"
do = "attack Sengir Vampire"
[[decisions]]
player = "B"
do = "block Birds of Paradise -> Sengir Vampire"
""", head="")
    for _ in range(40):
        if any(e.counter == "+1/+1" for e in of(table, v.CountersChanged)):
            break
        table.push(Pass())
    game = table.game("1")
    sengir = next(o for o in game.in_play if game.objects[o].name == "Sengir Vampire")
    assert game.objects[sengir].counters == {"+1/+1": 1}
    assert names(table, "1", "B", "graveyard") == ["Birds of Paradise"]


def test_601_2f_mizzix_experience_counters_reduce_what_spells_cost() -> None:
    """122.1, 603.2, 601.2f: Mizzix gives its controller an experience counter whenever
    they cast an instant or sorcery with mana value above their experience; then each
    counter takes {1} off such spells (never the colored part). After Lightning Bolt
    (1 > 0), Harnessed Lightning ({1}{R}) costs {R}: two Mountains pay for both."""
    table = play(f"""
[A]
hand = ["Lightning Bolt", "Harnessed Lightning"]
battlefield = ["Mizzix of the Izmagnus", "Mountain", "Mountain"]
{ISLANDS}
[B]
battlefield = ["Grizzly Bears"]
{ISLANDS}
""" + decisions("cast Lightning Bolt targeting B") +
        (decisions("pass") + decisions("pass", player="B")) * 2 +
        decisions("cast Harnessed Lightning targeting Grizzly Bears") +
        decisions("pass") + decisions("pass", player="B"))
    game = table.game("1")
    assert game.player["A"].counters.get("experience") == 2
    assert [e.source_name for e in of(table, v.AbilityTriggered)] == [
        "Mizzix of the Izmagnus"] * 2
    assert len(of(table, v.SpellCast)) == 2 and game.player["B"].life == 17


def test_603_8_city_in_a_bottle_state_trigger_sacrifices_arabian_nights_permanents() -> None:
    """603.8: City in a Bottle's state trigger: while another nontoken permanent with a
    name first printed in Arabian Nights is on the battlefield, it triggers (once, until
    it has resolved) and their controllers sacrifice them: B's Juzam Djinn goes; A's
    Grizzly Bears (Alpha) stays."""
    table = play(f"""
[A]
battlefield = ["City in a Bottle", "Grizzly Bears"]
{ISLANDS}
[B]
battlefield = ["Juzam Djinn", "Library of Alexandria"]
{ISLANDS}
""" + decisions("pass") + decisions("pass", player="B"))
    assert sorted(names(table, "1", "B", "graveyard")) == ["Juzam Djinn", "Library of Alexandria"]
    assert names(table, "1", "A", "graveyard") == []
    assert [e.rule for e in of(table, v.AbilityTriggered)] == ["603.8"]


def test_101_2_city_in_a_bottle_stops_shahrazad_in_its_own_game_only() -> None:
    """101.2, 727.1b: players can't cast a spell whose name was first printed in Arabian
    Nights while City in a Bottle is on the battlefield: Shahrazad is refused in the main
    game; in a subgame the City of the main game is not there, and Shahrazad is cast."""
    with pytest.raises(ScenarioError, match=r"Arabian Nights \(rule 101\.2\)"):
        play(f"""
[A]
hand = ["Shahrazad"]
battlefield = ["City in a Bottle", "Plains", "Plains"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Shahrazad"))
    table = play("""
[A]
battlefield = ["City in a Bottle"]
[B]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
[games."1.1".A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains"]
library = ["Plains", "Plains", "Plains", "Plains", "Plains", "Plains"]
[games."1.1".B]
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]
""" + decisions("cast Shahrazad", game="1.1"), head='stack = [{ spell = "A:Shahrazad" }]\n')
    assert len(of(table, v.SpellCast, "1.1")) == 1


# -- companions (702.139) --------------------------------------------------------------------

COMPANION_CARD = """
[cards."Test Companion"]
cost = "{1}{G}"
types = ["Creature"]
power = 2
toughness = 2
companion = "each_nonland_card_different_name"
text = "Companion: each nonland card in your starting deck has a different name."
"""


def companion_subgame(option: str) -> Table:
    return play(COMPANION_CARD + """
[A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains"]
library = ["Lightning Bolt", "Grizzly Bears", "Island", "Island", "Island", "Island",
           "Island", "Island", "Island"]
sideboard = ["Test Companion"]
[B]
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island", "Island"]
""" + decisions("cast Shahrazad") + decisions("pass") + decisions("pass", player="B"),
                head=f'options = {{ a17_companion = "{option}" }}\n')


def test_702_139a_a17_a_companion_is_revealed_again_as_a_subgame_starts() -> None:
    """702.139a, 103.2b, reading A17 (default): a subgame starts with rule 103, so a
    player whose subgame deck (the library that moved into it) meets a companion's
    condition reveals it from outside the subgame; the alternative says no."""
    table = companion_subgame("allowed")
    revealed = of(table, v.CompanionRevealed, "1.1")
    assert [(e.player, e.rule) for e in revealed] == [("A", "103.2b")]
    assert table.game("1.1").companions["A"] == revealed[0].card
    assert not of(companion_subgame("forbidden"), v.CompanionRevealed)


def test_116_2g_the_companion_special_action_puts_it_into_hand_for_3() -> None:
    """702.139a, 116.2g: as the main game begins, A's deck meets the condition and A
    reveals the companion; in a main phase of A's turn with the stack empty, A pays {3}
    (Black Lotus, cast first) to put it into hand: a special action, once per game."""
    import tomllib

    from shahrazad.decisions import Cast, Companion, Keep, Pass
    from shahrazad.scenario.cards import read_cards

    custom = read_cards(tomllib.loads(COMPANION_CARD)["cards"])
    deck = ["Black Lotus", "Lightning Bolt", "Grizzly Bears"] + ["Island"] * 17
    table = Table.new(["A", "B"], [deck, ["Island"] * 20], seed=3, stacked=True,
                      starting_player="A", sideboards=[["Test Companion"], []],
                      cards=custom)
    assert [e.player for e in of(table, v.CompanionRevealed)] == ["A"]
    for _ in range(40):
        legal = table.legal_decisions()
        use = [d for d in legal if isinstance(d, Companion)]
        if use:
            table.push(use[0])
            break
        lotus = [d for d in legal if isinstance(d, Cast)
                 and table.game("1").objects[d.card].name == "Black Lotus"]
        keep = [d for d in legal if isinstance(d, Keep)]
        table.push(lotus[0] if lotus else keep[0] if keep else Pass())
    assert names(table, "1", "A", "hand").count("Test Companion") == 1
    assert len(of(table, v.CompanionUsed)) == 1
    assert "A" not in table.game("1").companions
    assert not [d for d in table.legal_decisions() if isinstance(d, Companion)]


# -- emblems (114) -------------------------------------------------------------------------

EMBLEM_CARDS = """
[cards."Cairo Emblem"]
types = []
tags = ["emblem"]
static_words = ["damage_leaves_you_at_least_1"]
text = "Damage that would reduce your life total to less than 1 reduces it to 1 instead."
[cards."Emblem Maker"]
cost = "{R}"
types = ["Sorcery"]
effects = [{ effect = "create_emblem", name = "Cairo Emblem" }]
text = "You get an emblem: damage that would take your life below 1 leaves it at 1."
"""


def test_114_4_an_emblem_s_abilities_work_from_the_command_zone() -> None:
    """114.1, 114.2, 114.4: an effect gives A an emblem: an object in A's command zone
    whose static ability works there; it keeps A at 1 life against a Lightning Bolt."""
    table = play(EMBLEM_CARDS + f"""
[A]
life = 3
hand = ["Emblem Maker", "Lightning Bolt"]
battlefield = ["Mountain", "Mountain"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Emblem Maker") + decisions("pass") + decisions("pass", player="B") +
        decisions("cast Lightning Bolt targeting A") + decisions("pass") +
        decisions("pass", player="B"))
    game = table.game("1")
    emblem = of(table, v.EmblemCreated)
    assert [(e.name, e.controller) for e in emblem] == [("Cairo Emblem", "A")]
    assert game.objects[emblem[0].new_obj].zone == "command"
    assert game.player["A"].life == 1


def cast_in_a_subgame_b_concedes(cards: str, card: str) -> Table:
    """A casts ``card`` (one of the table's own ``cards``) in subgame 1.1, it resolves,
    and B concedes the subgame: what of it outlives its game?"""
    return play(cards + f"""
[A]
[B]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
[games."1.1".A]
hand = ["{card}"]
battlefield = ["Mountain"]
library = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[games."1.1".B]
library = ["Island", "Island", "Island", "Island", "Island", "Island", "Island"]
""" + decisions(f"cast {card}", game="1.1") + decisions("pass", game="1.1") +
        decisions("pass", player="B", game="1.1") +
        decisions("concede", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')


def test_727_1b_an_emblem_made_in_a_subgame_ceases_with_it() -> None:
    """727.1b, 114.1: an emblem is of the game it was made in: the one A gets in the
    subgame ceases to exist as the subgame ends; the main game has none."""
    table = cast_in_a_subgame_b_concedes(EMBLEM_CARDS, "Emblem Maker")
    made = of(table, v.EmblemCreated, "1.1")
    assert len(made) == 1
    ceased = [e for e in of(table, v.ObjectCeased, "1.1") if e.obj == made[0].new_obj]
    assert [e.reason for e in ceased] == ["its subgame ended"]
    main = table.game("1")
    assert not [o for o in main.objects.values() if o.kind == "emblem"]


# -- the monarch (723) ------------------------------------------------------------------------

CROWN = """
[cards."Crown Maker"]
cost = "{R}"
types = ["Sorcery"]
effects = [{ effect = "become_the_monarch" }]
text = "You become the monarch."
"""


def test_723_2_the_monarch_draws_at_their_end_step() -> None:
    """723.1, 723.2: an effect makes A the monarch, a designation of the game; the
    monarch's inherent ability (it has no source) draws A a card at A's end step."""
    from shahrazad.decisions import Pass

    table = play(CROWN + f"""
[A]
hand = ["Crown Maker"]
battlefield = ["Mountain"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("cast Crown Maker") + decisions("pass") + decisions("pass", player="B"))
    assert table.game("1").designations == {"monarch": "A"}
    for _ in range(30):
        if of(table, v.AbilityTriggered):
            break
        table.push(Pass())
    trig = of(table, v.AbilityTriggered)
    assert [(e.source, e.source_name, e.controller) for e in trig] == [(0, "The Monarch", "A")]
    while table.game("1").stack or table.game("1").triggers:
        table.push(Pass())
    assert names(table, "1", "A", "hand") == ["Island"]


def test_723_2_combat_damage_to_the_monarch_passes_the_title() -> None:
    """723.2, 723.3: a creature deals combat damage to the monarch; its controller
    becomes the monarch, and the monarch before stops being it. B becomes the monarch
    on A's turn (an instant); A's Grizzly Bears deal B combat damage."""
    from shahrazad.decisions import Pass

    instant = CROWN.replace('types = ["Sorcery"]', 'types = ["Instant"]').replace(
        "Crown Maker", "Crown Instant")
    table = play(instant + f"""
[A]
battlefield = ["Grizzly Bears"]
{ISLANDS}
[B]
hand = ["Crown Instant"]
battlefield = ["Mountain"]
{ISLANDS}
""" + decisions("pass") + decisions("cast Crown Instant", "pass", player="B") +
        decisions("pass", "attack Grizzly Bears"))
    for _ in range(30):
        if table.game("1").designations.get("monarch") == "A":
            break
        table.push(Pass())
    gained = of(table, v.DesignationGained)
    assert [e.player for e in gained] == ["B", "A"]
    lost = of(table, v.DesignationLost)
    assert [(e.player, e.rule) for e in lost] == [("B", "723.3")]
    trig = [e for e in of(table, v.AbilityTriggered) if e.source_name == "The Monarch"]
    assert [(e.controller, e.subject) for e in trig] == [("A", "A")]


def test_727_1b_a_monarch_of_a_subgame_ends_with_it() -> None:
    """727.1b, 723.1: the monarch is a designation of its game: A, the subgame's monarch,
    stops being it as the subgame ends; the main game never had one."""
    table = cast_in_a_subgame_b_concedes(CROWN, "Crown Maker")
    assert [(e.player, e.designation) for e in of(table, v.DesignationGained, "1.1")] == [
        ("A", "monarch")]
    assert [e.reason for e in of(table, v.DesignationLost, "1.1")] == ["its game ended"]
    assert table.game("1").designations == {}


# -- opening-hand reveals (103.6) --------------------------------------------------------------


def test_103_6_chancellor_revealed_from_a_subgame_opening_hand_triggers_at_its_first_upkeep(
        ) -> None:
    """103.6, 103.6b, 603.7, 727.2: a subgame starts with rule 103, so a Chancellor of the
    Dross in a subgame opening hand is revealed once every player has kept; at that
    game's first upkeep each revealed Chancellor's ability triggers: B loses 3, A gains
    the 3 lost (119.3), three times. The main game's life totals don't move."""
    from shahrazad.decisions import Keep, Pass

    table = play(f"""
[A]
hand = ["Shahrazad"]
battlefield = ["Plains", "Plains"]
library = ["Chancellor of the Dross", "Chancellor of the Dross", "Chancellor of the Dross",
           "Swamp", "Swamp", "Swamp", "Swamp"]
[B]
{ISLANDS}
""" + decisions("cast Shahrazad") + decisions("pass") + decisions("pass", player="B"))
    for _ in range(60):
        if len(of(table, v.LifeChanged, "1.1")) == 6:
            break
        keep = [d for d in table.legal_decisions() if isinstance(d, Keep)]
        table.push(keep[0] if keep else Pass())
    assert [e.player for e in of(table, v.CardRevealed, "1.1")] == ["A"] * 3
    trig = of(table, v.AbilityTriggered, "1.1")
    assert [(e.source_name, e.rule) for e in trig] == [("Chancellor of the Dross", "603.7")] * 3
    upkeep = next(e for e in of(table, v.StepBegan, "1.1") if e.step == "upkeep")
    assert all(e.position > upkeep.position for e in trig)
    sub, main = table.game("1.1"), table.game("1")
    assert (sub.player["A"].life, sub.player["B"].life) == (29, 11)
    assert (main.player["A"].life, main.player["B"].life) == (20, 20)


def test_702_15b_lifelink_damage_gains_its_controller_that_much_life() -> None:
    """702.15b: damage dealt by a source with lifelink makes its controller gain that
    much life: Chancellor of the Dross deals 6 combat damage to B, A gains 6."""
    from shahrazad.decisions import Pass

    table = play(f"""
[A]
battlefield = ["Chancellor of the Dross"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("attack Chancellor of the Dross"))
    for _ in range(30):
        if of(table, v.DamageDealt):
            break
        table.push(Pass())
    game = table.game("1")
    assert (game.player["A"].life, game.player["B"].life) == (26, 14)
    assert of(table, v.LifeChanged)[-1].rule == "702.15b"


# -- Erhnam Djinn: landwalk (702.14) ------------------------------------------------------------

ERHNAM = f"""edition = "current"
seed = 1
players = ["A", "B"]
active = "B"
turn = 2
step = "main2"
[run]
until = "script_end"
[A]
battlefield = ["Erhnam Djinn", "Forest"]
{ISLANDS}
[B]
battlefield = ["Grizzly Bears"]
{ISLANDS}
[[decisions]]
player = "B"
do = "attack Grizzly Bears"
"""


def _to_the_attack(text: str) -> Table:
    from shahrazad.decisions import Pass

    table = run_scenario(load_scenario(text))
    for _ in range(60):
        if of(table, v.AttackersDeclared):
            break
        table.push(Pass())
    return table


def test_702_14c_erhnam_djinn_gives_forestwalk_until_its_controller_s_next_upkeep() -> None:
    """702.14c, 611.2: at A's upkeep Erhnam Djinn gives B's Grizzly Bears forestwalk until
    A's next upkeep; on B's turn the Bears attack and A, who controls a Forest, can't
    block them (without a Forest, Erhnam could). The grant ends as A's next upkeep
    begins."""
    from shahrazad.characteristics import keywords
    from shahrazad.decisions import Pass
    from shahrazad.rules.combat import possible_blocks

    no_forest = _to_the_attack(ERHNAM.replace('"Erhnam Djinn", "Forest"',
                                              '"Erhnam Djinn", "Island"'))
    assert len(possible_blocks(no_forest.game("1"), "A")) == 1
    table = _to_the_attack(ERHNAM)
    game = table.game("1")
    bears = next(game.objects[o] for o in game.in_play
                 if game.objects[o].name == "Grizzly Bears")
    granted = [e for e in of(table, v.EffectCreated) if e.kind == "gains_forestwalk"]
    assert len(granted) == 1 and granted[0].until == "your_next_upkeep"
    assert "forestwalk" in keywords(game, bears) and bears.attacking == "A"
    assert possible_blocks(game, "A") == []
    for _ in range(60):
        if of(table, v.EffectsEnded):
            break
        table.push(Pass())
    ended = of(table, v.EffectsEnded)
    assert ended[0].effects == (granted[0].effect,)
    assert "forestwalk" not in keywords(game, game.objects[bears.oid])


def test_704_5c_serpent_generator_s_snake_gives_poison_counters() -> None:
    """111.1, 122.1, 603.2: Serpent Generator makes a Snake token whose ability gives a
    player it damages a poison counter; two turns later the Snake attacks and B gets
    one (ten would lose B the game, 704.5c)."""
    from shahrazad.decisions import Pass

    table = play(f"""
[A]
battlefield = ["Serpent Generator", "Mountain", "Mountain", "Mountain", "Mountain"]
{ISLANDS}
[B]
{ISLANDS}
""" + decisions("activate Serpent Generator") + decisions("pass") +
        decisions("pass", player="B") + decisions("attack Snake"))
    for _ in range(40):
        if table.game("1").player["B"].counters.get("poison"):
            break
        table.push(Pass())
    made = of(table, v.TokenCreated)
    assert [e.name for e in made] == ["Snake"]
    assert table.game("1").player["B"].counters == {"poison": 1}
    assert table.game("1").player["B"].life == 19


ENERGY_RELIC = """
[cards."Energy Relic"]
cost = "{1}"
types = ["Artifact"]
text = "Pay {E}{E}: draw a card. At the beginning of your end step, you get {E}."
[[cards."Energy Relic".abilities]]
cost = { energy = 2 }
effects = [{ effect = "draw", amount = 1 }]
[[cards."Energy Relic".triggers]]
when = "your_end_step"
effects = [{ effect = "add_counters", counter = "energy", amount = 1, who = "you" }]
"""


def test_107_14_an_energy_cost_is_paid_by_removing_energy_counters() -> None:
    """107.14, 602.1a: a cost of {E}{E} is paid by taking two energy counters off the
    player; with fewer, the ability can't be activated (refused with the rule). At the
    end step, a permanent's "your end step" ability gives one back (603.2)."""
    from shahrazad.decisions import Pass

    def body(n: int) -> str:
        return ENERGY_RELIC + f"""
[A]
counters = {{ energy = {n} }}
battlefield = ["Energy Relic"]
{ISLANDS}
[B]
{ISLANDS}
"""

    with pytest.raises(ScenarioError, match=r"rule 107\.14"):
        play(body(1) + decisions("activate Energy Relic"))
    table = play(body(3) + decisions("activate Energy Relic") +
                 decisions("pass") + decisions("pass", player="B"))
    game = table.game("1")
    assert game.player["A"].counters == {"energy": 1}
    assert names(table, "1", "A", "hand") == ["Island"]
    for _ in range(30):
        if of(table, v.AbilityTriggered):
            break
        table.push(Pass())
    while game.stack or game.triggers:
        table.push(Pass())
    assert game.player["A"].counters == {"energy": 2}


def test_603_2_a_permanent_triggers_when_a_creature_deals_combat_damage_to_you() -> None:
    """603.2, 510.2: a permanent's "whenever a creature deals combat damage to you"
    ability triggers on combat damage to its controller: B's idol gains B 1 life after
    A's Grizzly Bears deal B 2."""
    from shahrazad.decisions import Pass

    table = play("""
[cards."Warding Idol"]
cost = "{1}"
types = ["Artifact"]
text = "Whenever a creature deals combat damage to you, you gain 1 life."
[[cards."Warding Idol".triggers]]
when = "a_creature_deals_combat_damage_to_you"
effects = [{ effect = "gain_life", amount = 1 }]
""" + f"""
[A]
battlefield = ["Grizzly Bears"]
{ISLANDS}
[B]
battlefield = ["Warding Idol"]
{ISLANDS}
""" + decisions("attack Grizzly Bears"))
    for _ in range(30):
        if of(table, v.AbilityTriggered) and not table.game("1").stack \
                and not table.game("1").triggers:
            break
        table.push(Pass())
    assert [(e.source_name, e.controller) for e in of(table, v.AbilityTriggered)] == [
        ("Warding Idol", "B")]
    assert table.game("1").player["B"].life == 19


def test_723_4_a_monarch_who_leaves_the_game_passes_the_title_on() -> None:
    """723.4, 800.4a: if the monarch leaves a multiplayer game, the active player (or,
    if that was them, the next player in turn order) becomes the monarch."""
    text = ('edition = "current"\nseed = 1\nplayers = ["A", "B", "C"]\nactive = "A"\n'
            'turn = 3\nstep = "main1"\n[run]\nuntil = "script_end"\n' + CROWN + f"""
[A]
hand = ["Crown Maker"]
battlefield = ["Mountain"]
{ISLANDS}
[B]
{ISLANDS}
[C]
{ISLANDS}
""" + decisions("cast Crown Maker") + decisions("pass") + decisions("pass", player="B") +
        decisions("pass", player="C") + decisions("concede"))
    table = run_scenario(load_scenario(text))
    assert [(e.player, e.rule) for e in of(table, v.DesignationLost)] == [("A", "723.4")]
    assert table.game("1").designations == {"monarch": "B"}
