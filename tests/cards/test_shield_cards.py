"""Batch SHIELD: damage replacements with a source of one's choice (614.1a, 615, 616):
Dark Sphere's half prevention and Eye for an Eye's added damage; and targets chosen by an
opponent (601.2c): Cuombajj Witches, Nova Pentacle, Preacher."""

from __future__ import annotations

import pytest
from support import decisions, obj, of, play

from shahrazad.events import vocabulary as v


def _bolt_b(response: str, cards: str, *, hand: str = "", then: str = "") -> object:
    """A casts Lightning Bolt at B; B responds with ``response`` (a permanent's ability or
    a spell of ``hand``), chooses the bolt as the source, and everything resolves."""
    return play(f'''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
hand = [{hand}]
battlefield = [{cards}]
''' + decisions("cast Lightning Bolt targeting B") + decisions(response, player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("choose Lightning Bolt", player="B") + then
        + decisions("pass") + decisions("pass", player="B"))


def test_615_7_dark_sphere_prevents_half_the_damage_rounded_down() -> None:
    """615.7, 107.1a: Dark Sphere's shield prevents half of the bolt's 3 damage, rounded
    down: 1 prevented, 2 dealt; the Sphere was sacrificed as a cost."""
    table = _bolt_b("activate Dark Sphere", '"Dark Sphere"')
    assert table.game().player["B"].life == 18
    assert [e.amount for e in of(table, v.DamagePrevented)] == [1]
    assert not table.game().shields
    assert "Dark Sphere" in [o.name for o in table.game().objects.values()
                             if o.zone == "graveyard"]


def test_615_7_two_dark_spheres_apply_one_after_the_other() -> None:
    """615.7, 616.1 (the 2013 ruling): two Dark Spheres on a 5-damage source act in turn,
    the second on what the first left: 5 -> 3 (2 prevented) -> 2 (1 prevented); their
    order changes nothing, so B is not asked."""
    table = play('''
[A]
hand = ["Fireball"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain"]
[B]
battlefield = ["Dark Sphere", "Dark Sphere"]
''' + decisions("cast Fireball X=5 targeting B")
        + decisions("activate Dark Sphere", player="B")
        + decisions("activate Dark Sphere", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("choose Fireball", player="B")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("choose Fireball", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert table.game().player["B"].life == 18
    assert sorted(e.amount for e in of(table, v.DamagePrevented)) == [1, 2]
    assert not of(table, v.DamageOrderAsked)


def test_614_1a_eye_for_an_eye_deals_that_much_to_the_sources_controller() -> None:
    """614.1a (the 2009 rulings): the bolt still deals its 3 to B, and Eye for an Eye (as
    it last existed, in B's graveyard) deals 3 to the bolt's controller, at the same
    time; nothing is prevented."""
    table = _bolt_b("cast Eye for an Eye", '"Plains", "Plains"', hand='"Eye for an Eye"')
    game = table.game()
    assert (game.player["A"].life, game.player["B"].life) == (17, 17)
    eye = obj(game, "Eye for an Eye")
    dealt = [(e.source, e.target, e.amount) for e in of(table, v.DamageDealt)]
    assert (eye.oid, "A", 3) in dealt
    assert not of(table, v.DamagePrevented) and not game.shields


def test_616_1_eye_for_an_eye_after_a_prevention_copies_what_is_left() -> None:
    """616.1: B has both Dark Sphere's shield and Eye for an Eye's on the bolt and
    chooses the order: the Sphere first leaves 2, which the Eye copies to A (the Eye
    first would have copied all 3)."""
    table = play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
hand = ["Eye for an Eye"]
battlefield = ["Dark Sphere", "Plains", "Plains"]
''' + decisions("cast Lightning Bolt targeting B")
        + decisions("activate Dark Sphere", player="B")
        + decisions("cast Eye for an Eye", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("choose Lightning Bolt", player="B")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("choose Lightning Bolt", player="B")
        + decisions("pass") + decisions("pass", player="B")
        + decisions("apply 2, 1", player="B"))
    [asked] = of(table, v.DamageOrderAsked)
    assert asked.options == ("Eye for an Eye's replacement", "Dark Sphere's shield")
    game = table.game()
    assert (game.player["A"].life, game.player["B"].life) == (18, 18)


# -- a target of an opponent's choice (601.2c) --------------------------------------------


def test_601_2c_cuombajj_witches_second_target_is_chosen_by_the_opponent() -> None:
    """601.2c: A activates Cuombajj Witches naming only its own target (B); B, the only
    opponent, chooses the second (A's Grizzly Bears): recorded as B's choice
    (``targets_chosen``). The Witches deal 1 to each as one event (120.3)."""
    table = play('''
[A]
battlefield = ["Cuombajj Witches", "Grizzly Bears"]
''' + decisions("activate Cuombajj Witches targeting B")
        + decisions("target Grizzly Bears", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    game = table.game()
    [chosen] = of(table, v.TargetsChosen)
    assert chosen.player == "B" and chosen.rule == "601.2c"
    assert game.player["B"].life == 19 and obj(game, "Grizzly Bears").damage == 1
    assert len(of(table, v.DamageDealt)) == 2


def test_601_2c_the_opponent_may_choose_the_same_target_as_the_controller() -> None:
    """601.2c (the 2020 ruling): "any target" and "any target of an opponent's choice" are
    two instances of the word target: B may choose B too, and loses 2."""
    table = play('''
[A]
battlefield = ["Cuombajj Witches"]
''' + decisions("activate Cuombajj Witches targeting B")
        + decisions("target B", player="B")
        + decisions("pass") + decisions("pass", player="B"))
    assert table.game().player["B"].life == 18


def test_601_2c_the_controller_chooses_which_opponent_chooses() -> None:
    """601.2c: with two opponents, A chooses the one who chooses (C), then C chooses the
    target (B): A's ``target C`` names the opponent, C's ``target B`` the target."""
    table = play('''
[A]
battlefield = ["Cuombajj Witches"]
[C]
library = ["Island", "Island", "Island"]
''' + decisions("activate Cuombajj Witches targeting B", "target C")
        + decisions("target B", player="C")
        + decisions("pass") + decisions("pass", player="B") + decisions("pass", player="C"),
        players=("A", "B", "C"))
    [chosen] = of(table, v.TargetsChosen)
    assert chosen.player == "C"
    assert table.game().player["B"].life == 18


def test_601_2c_a_player_refuses_a_target_that_isnt_legal() -> None:
    """601.2c, 115.1: B's choice must be a legal target of the ability: an Island is no
    "any target"; refused, nothing appended."""
    with pytest.raises(Exception, match=r"601\.2c"):
        play('''
[A]
battlefield = ["Cuombajj Witches"]
[B]
battlefield = ["Island"]
''' + decisions("activate Cuombajj Witches targeting B")
            + decisions("target Island", player="B"))


def _pentacle(more: str = "", a_cards: str = '"Mountain"', a_hand: str = '"Lightning Bolt"',
              b_cards: str = '"Grizzly Bears"', choice: str = "Grizzly Bears") -> object:
    """A bolts B; B answers with Nova Pentacle, whose target A chooses (``choice``); it
    resolves and B chooses the bolt as its source; then ``more``; all resolves."""
    return play(f'''
[A]
hand = [{a_hand}]
battlefield = [{a_cards}]
[B]
battlefield = ["Nova Pentacle", "Island", "Island", "Island", {b_cards}]
''' + decisions("cast Lightning Bolt targeting B")
        + decisions("activate Nova Pentacle", player="B")
        + decisions(f"target {choice}")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("choose Lightning Bolt", player="B") + more
        + decisions("pass") + decisions("pass", player="B"))


def test_614_9_nova_pentacle_sends_the_damage_to_the_opponents_choice() -> None:
    """614.9, 601.2c: A, the opponent, chooses B's own Grizzly Bears as the Pentacle's
    target; the bolt's 3 to B go to the Bears instead."""
    table = _pentacle()
    game = table.game()
    assert game.player["B"].life == 20
    [redirected] = of(table, v.DamageRedirected)
    assert redirected.amount == 3
    assert "Grizzly Bears" in [o.name for o in game.objects.values() if o.zone == "graveyard"]


def test_614_9_nova_pentacle_redirects_nothing_once_the_creature_is_gone() -> None:
    """614.9, 120.1 (the 2009 ruling): A chose A's own Grizzly Bears, then destroys them
    with Terror before the bolt resolves: the damage has nowhere to go and B takes it."""
    table = _pentacle(decisions("cast Terror targeting Grizzly Bears")
                      + decisions("pass", player="B") + decisions("pass", player="B"),
                      a_cards='"Mountain", "Swamp", "Swamp", "Grizzly Bears"',
                      a_hand='"Lightning Bolt", "Terror"', b_cards='"Island"')
    assert table.game().player["B"].life == 17
    assert not of(table, v.DamageRedirected)


def test_601_2c_nova_pentacle_cant_be_activated_with_no_creature_to_choose() -> None:
    """601.2c (the 2009 ruling): with no creature an opponent could choose, the Pentacle's
    ability can't be activated."""
    with pytest.raises(Exception, match=r"601\.2c"):
        play('''
[B]
battlefield = ["Nova Pentacle", "Island", "Island", "Island"]
''' + decisions("pass") + decisions("activate Nova Pentacle", player="B"))


def test_611_2b_preacher_takes_a_creature_of_the_opponents_choice_while_tapped() -> None:
    """601.2c, 611.2b: B chooses which of B's creatures Preacher takes (Grizzly Bears, not
    the Serra Angel); A controls it while Preacher stays tapped, and it goes back when
    Preacher untaps in A's untap step."""
    table = play('''
[A]
battlefield = ["Preacher"]
[B]
battlefield = ["Grizzly Bears", "Serra Angel"]
''' + decisions("activate Preacher")
        + decisions("target Grizzly Bears", player="B")
        + decisions("pass") + decisions("pass", player="B"), until="script_end")
    game = table.game()
    assert obj(game, "Grizzly Bears").controller == "A"
    assert obj(game, "Serra Angel").controller == "B"


def test_601_2c_preachers_target_must_be_the_choosers_own() -> None:
    """601.2c: "target creature of an opponent's choice they control": B can't choose A's
    creature (refused)."""
    with pytest.raises(Exception, match=r"601\.2c"):
        play('''
[A]
battlefield = ["Preacher", "Grizzly Bears"]
[B]
battlefield = ["Serra Angel"]
''' + decisions("activate Preacher") + decisions("target Grizzly Bears", player="B"))


def test_611_2b_preacher_untapped_gives_the_creature_back() -> None:
    """611.2b, 502.3: A takes the Bears at B's end step; in A's untap step Preacher
    untaps (A doesn't keep it tapped), and the Bears go back to B."""
    body = '''
[A]
battlefield = ["Preacher"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("pass", player="B") + decisions("activate Preacher") \
        + decisions("target Grizzly Bears", player="B") \
        + decisions("pass") + decisions("pass", player="B")
    taken = play(body, active="B", turn=4, step="end")
    assert obj(taken.game(), "Grizzly Bears").controller == "A"
    later = play(body + '[[decisions]]\nplayer = "A"\nstep = "upkeep"\ndo = "pass"\n',
                 active="B", turn=4, step="end")
    game = later.game()
    assert game.turn == 5 and not obj(game, "Preacher").tapped
    assert obj(game, "Grizzly Bears").controller == "B"
    assert of(later, v.EffectsEnded)


def test_601_2c_preacher_inside_a_subgame_takes_only_the_subgames_creature() -> None:
    """601.2c, 727: Preacher played in subgame 1.1: B chooses B's Grizzly Bears there,
    which change control; the main game's Bears stay B's."""
    table = play('''
[A]
battlefield = ["Plains"]
library = []
[B]
battlefield = ["Grizzly Bears"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
battlefield = ["Preacher"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = ["Grizzly Bears"]
library = ["Island", "Island", "Island"]
''' + decisions("activate Preacher", game="1.1")
        + decisions("target Grizzly Bears", player="B", game="1.1")
        + decisions("pass", game="1.1") + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    assert obj(table.state.games["1.1"], "Grizzly Bears").controller == "A"
    assert obj(table.state.games["1"], "Grizzly Bears").controller == "B"
    [chosen] = of(table, v.TargetsChosen)
    assert chosen.game == "1.1"


# -- linked tokens: Stangg and Stangg Twin (603.7, 111.1) ---------------------------------

_STANGG = '''
[A]
hand = ["Stangg", "Terror"]
battlefield = ["Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Forest", "Swamp",
               "Swamp"]
'''
_CAST_STANGG = "cast Stangg paying Mountain, Mountain, Mountain, Mountain, Mountain, Forest"


def _stangg(*more: str) -> object:
    """A casts Stangg and its enters trigger resolves; then ``more``."""
    return play(_STANGG + decisions(_CAST_STANGG, "pass") + decisions("pass", player="B")
                + decisions("pass") + decisions("pass", player="B") + "".join(more))


def _terror(target: str) -> str:
    return decisions(f"cast Terror targeting {target}", "pass") + decisions("pass", player="B")


def test_111_1_stangg_creates_stangg_twin() -> None:
    """111.1, 603.2: Stangg's enters trigger creates Stangg Twin, a legendary 3/4 red and
    green Human Warrior token, under A's control."""
    game = _stangg().game()
    twin = obj(game, "Stangg Twin")
    assert twin.token and twin.controller == "A" and twin.zone == "battlefield"
    assert len(of(_stangg(), v.DelayedTriggerCreated)) == 2


def test_603_7c_the_token_is_exiled_when_stangg_leaves() -> None:
    """603.7, 603.7c: Stangg destroyed (Terror) takes its Twin with it: the delayed
    ability exiles the token."""
    table = _stangg(_terror("Stangg"), decisions("pass"), decisions("pass", player="B"))
    game = table.game()
    assert "Stangg Twin" not in [o.name for o in game.objects.values() if o.zone == "battlefield"]
    [exiled] = [e for e in of(table, v.ZoneChanged) if e.to_zone == "exile"]
    assert exiled.rule == "701.13"


def test_603_7c_stangg_is_sacrificed_when_the_token_leaves() -> None:
    """603.7: the Twin destroyed, Stangg's other delayed ability sacrifices Stangg."""
    table = _stangg(_terror("Stangg Twin"), decisions("pass"), decisions("pass", player="B"))
    game = table.game()
    assert "Stangg" in [o.name for o in game.objects.values() if o.zone == "graveyard"]
    assert any(e.reason == "sacrifice" for e in of(table, v.ZoneChanged))


def test_603_7_stangg_gone_before_its_trigger_resolves_leaves_an_unlinked_twin() -> None:
    """603.7 (the 2018 ruling): Stangg destroyed with its enters trigger on the stack: the
    Twin is still created, but nothing will exile it; it stays."""
    table = play(_STANGG + decisions(_CAST_STANGG, "pass") + decisions("pass", player="B")
                 + _terror("Stangg") + decisions("pass") + decisions("pass", player="B"))
    game = table.game()
    assert obj(game, "Stangg Twin").zone == "battlefield"
    [created] = of(table, v.DelayedTriggerCreated)  # only "sacrifice Stangg"
    assert created.kind.endswith("that_leaves")


# -- a token that's a copy (707.2, 111.1): Dance of Many -----------------------------------


def _dance(b_cards: str, *more: str, a_hand: str = "") -> object:
    """A casts Dance of Many; its enters trigger targets B's only creature (no question,
    603.3d) and resolves; then ``more``."""
    return play(f'''
[A]
hand = ["Dance of Many"{a_hand}]
battlefield = ["Island", "Island", "Plains", "Plains"]
[B]
battlefield = [{b_cards}]
''' + decisions("cast Dance of Many paying Island, Island", "pass")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B") + "".join(more))


def test_707_2_dance_of_many_creates_a_token_copy_of_a_nontoken_creature() -> None:
    """707.2, 111.1: the token is a copy of B's Serra Angel (its copiable values: name,
    types, power and toughness, flying), under A's control."""
    table = _dance('"Serra Angel"')
    game = table.game()
    copies = [o for o in game.objects.values() if o.name == "Serra Angel" and o.token]
    assert len(copies) == 1 and copies[0].controller == "A"
    [made] = of(table, v.TokenCreated)
    assert made.rule == "707.2"


def test_603_6a_the_copy_enters_as_the_copied_creature_and_its_abilities_trigger() -> None:
    """603.6a, 707.2 (the 2004 ruling: the token enters as a copy): a copy of B's Stangg
    enters as a Stangg, so its own enters trigger creates a Stangg Twin for A."""
    table = _dance('"Stangg"', decisions("pass") + decisions("pass", player="B"))
    twins = [o for o in table.game().objects.values() if o.name == "Stangg Twin"]
    assert [t.controller for t in twins] == ["A"]


def test_603_7c_the_token_is_exiled_when_dance_of_many_leaves() -> None:
    """603.7: Dance of Many destroyed (Disenchant) exiles its token."""
    table = _dance('"Serra Angel"',
                   decisions("cast Disenchant targeting Dance of Many paying Plains, Plains",
                             "pass") + decisions("pass", player="B")
                   + decisions("pass") + decisions("pass", player="B"), a_hand=', "Disenchant"')
    game = table.game()
    assert [o.token for o in game.objects.values()
            if o.name == "Serra Angel" and o.zone == "battlefield"] == [False]


def test_603_7c_dance_of_many_is_sacrificed_when_its_token_leaves() -> None:
    """603.7: the token leaving (Unsummon) sacrifices Dance of Many."""
    table = play('''
[A]
hand = ["Dance of Many", "Unsummon"]
battlefield = ["Island", "Island", "Island"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Dance of Many paying Island, Island", "pass")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B")
        + decisions("cast Unsummon targeting A:Grizzly Bears", "pass")
        + decisions("pass", player="B") + decisions("pass") + decisions("pass", player="B"))
    game = table.game()
    assert "Dance of Many" in [o.name for o in game.objects.values() if o.zone == "graveyard"]


def test_707_2_a_copy_made_inside_a_subgame_stays_there() -> None:
    """707.2, 727: Dance of Many cast in subgame 1.1 copies the subgame's Serra Angel; the
    token is the subgame's, and the main game has no copy."""
    table = play('''
[A]
battlefield = ["Plains"]
library = []
[B]
battlefield = ["Serra Angel"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
hand = ["Dance of Many"]
battlefield = ["Island", "Island"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = ["Serra Angel"]
library = ["Island", "Island", "Island"]
''' + decisions("cast Dance of Many", "pass", game="1.1")
        + decisions("pass", player="B", game="1.1")
        + decisions("pass", game="1.1")
        + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    sub, main = table.state.games["1.1"], table.state.games["1"]
    assert [o.controller for o in sub.objects.values() if o.token] == ["A"]
    assert not [o for o in main.objects.values() if o.token]


def test_608_2d_dance_of_many_is_sacrificed_at_upkeep_unless_uu_is_paid() -> None:
    """603.2, 608.2d: at the beginning of A's upkeep, A declines to pay {U}{U} and
    sacrifices Dance of Many."""
    table = play('''
[A]
battlefield = ["Dance of Many", "Island", "Island"]
''' + decisions("pass", player="B")
        + '[[decisions]]\nplayer = "A"\nstep = "upkeep"\ndo = "accept no"\n',
        active="B", turn=2, step="end")
    game = table.game()
    assert "Dance of Many" in [o.name for o in game.objects.values() if o.zone == "graveyard"]


# -- tokens created with an object (607.2a): Tetravus ----------------------------------------

_TETRAVUS = '''
[A]
battlefield = [{ card = "Tetravus", counters = { "+1/+1" = 3 } }]
'''


def _upkeep(*texts: str) -> str:
    return "".join(f'[[decisions]]\nplayer = "A"\nstep = "upkeep"\ndo = "{t}"\n'
                   for t in texts)


def test_122_1_tetravus_turns_counters_into_linked_tetravites() -> None:
    """122.1, 608.2d, 607.2a: at A's upkeep A removes two of Tetravus's three +1/+1
    counters (``word 2``) and creates two Tetravites (1/1 flying artifact tokens that
    can't be enchanted), each remembered as created with this Tetravus."""
    table = play(_TETRAVUS + decisions("pass", player="B") + _upkeep("word 2"),
                 active="B", turn=2, step="end")
    game = table.game()
    assert obj(game, "Tetravus").counters.get("+1/+1") == 1
    tetravites = [o for o in game.objects.values() if o.name == "Tetravite"]
    assert len(tetravites) == 2 and all(t.token and t.controller == "A" for t in tetravites)
    links = [f for f in game.effects.values() if f.kind == "created_with_source"]
    assert sorted(f.subject for f in links) == sorted(t.oid for t in tetravites)


def test_607_2a_tetravus_takes_back_only_its_own_tetravites() -> None:
    """607.2a: at the next upkeep A exiles both of this Tetravus's Tetravites (``choose``
    among them only) and puts two +1/+1 counters on it; it removes none this time."""
    table = play(_TETRAVUS + decisions("pass", player="B") + _upkeep("word 2")
                 + '[[decisions]]\nplayer = "A"\nstep = "upkeep"\nturn = 5\n'
                   'do = "choose Tetravite, Tetravite"\n'
                 + _upkeep("word 0"), active="B", turn=2, step="end")
    game = table.game()
    assert obj(game, "Tetravus").counters.get("+1/+1") == 3
    assert not [o for o in game.objects.values()
                if o.name == "Tetravite" and o.zone == "battlefield"]


def test_303_4_a_tetravite_cant_be_enchanted() -> None:
    """303.4: "This creature can't be enchanted": Holy Strength can't target a
    Tetravite."""
    with pytest.raises(Exception, match=r"115\.1|303\.4|can't"):
        play('''
[A]
hand = ["Holy Strength"]
battlefield = ["Plains", "Tetravite"]
''' + decisions("cast Holy Strength targeting Tetravite"))


# -- changing the target of a spell (115.7): Reflecting Mirror ------------------------------


def _mirror(spell: str, target: str, *more: str, a_cards: str = '"Mountain"',
            b_lands: int = 2) -> object:
    """A casts ``spell`` targeting ``target``; B answers with Reflecting Mirror on it."""
    lands = ", ".join(['"Island"'] * b_lands)
    return play(f'''
[A]
hand = ["{spell}"]
battlefield = [{a_cards}]
[B]
battlefield = ["Reflecting Mirror", {lands}]
''' + decisions(f"cast {spell} targeting {target}")
        + decisions(f"activate Reflecting Mirror targeting {spell}", player="B")
        + "".join(more) + decisions("pass", player="B") + decisions("pass")
        + decisions("pass") + decisions("pass", player="B"))


def test_115_7a_reflecting_mirror_sends_a_bolt_back_to_its_caster() -> None:
    """115.7a, 107.3: B pays X = 2 (twice Lightning Bolt's mana value 1) and the bolt's
    single target, B, changes to the only other player, A."""
    table = _mirror("Lightning Bolt", "B")
    game = table.game()
    assert (game.player["A"].life, game.player["B"].life) == (17, 20)
    [changed] = of(table, v.TargetsChanged)
    assert changed.targets == ("A",) and changed.rule == "115.7a"
    [activated] = of(table, v.AbilityActivated)
    assert activated.x == 2


def test_115_7a_reflecting_mirror_changes_nothing_unless_the_target_is_you() -> None:
    """115.7a: the bolt aimed at a creature (a single target, but not B) keeps it."""
    table = _mirror("Lightning Bolt", "Grizzly Bears", a_cards='"Mountain", "Grizzly Bears"')
    assert not of(table, v.TargetsChanged)
    assert table.game().player["A"].life == 20


def test_107_3_reflecting_mirrors_x_is_fixed_by_the_spell() -> None:
    """107.3: X is twice the target's mana value: X = 1 is refused (the rule named), and
    with one Island B can't pay X = 2."""
    with pytest.raises(Exception, match=r"107\.3"):
        play('''
[A]
hand = ["Lightning Bolt"]
battlefield = ["Mountain"]
[B]
battlefield = ["Reflecting Mirror", "Island", "Island"]
''' + decisions("cast Lightning Bolt targeting B")
             + decisions("activate Reflecting Mirror X=1 targeting Lightning Bolt", player="B"))
    with pytest.raises(Exception, match=r"601\.2h|can't pay"):
        _mirror("Lightning Bolt", "B", b_lands=1)


# -- "unless any player pays" (101.4, 608.2d, 119.4): Cleansing -----------------------------


def test_101_4_cleansing_each_player_in_turn_order_pays_for_the_lands_they_keep() -> None:
    """101.4, 608.2d, 119.4: A (active) pays 1 life for A's Plains; B then chooses among
    the lands nobody paid for and pays for B's Forest; every other land is destroyed at
    once."""
    table = play('''
[A]
hand = ["Cleansing"]
battlefield = ["Plains", "Plains", "Plains", "Island"]
[B]
battlefield = ["Forest", "Mountain"]
''' + decisions("cast Cleansing paying Plains, Plains, Plains", "pass")
        + decisions("pass", player="B") + decisions("choose A:Plains")
        + decisions("choose Forest", player="B"))
    game = table.game()
    assert (game.player["A"].life, game.player["B"].life) == (19, 19)
    on = sorted(o.name for o in game.objects.values() if o.zone == "battlefield")
    assert on == ["Forest", "Plains"]


def test_119_4_a_player_pays_no_more_life_than_they_have() -> None:
    """119.4: B at 1 life may pay for one land only; choosing two is refused."""
    with pytest.raises(Exception, match=r"608\.2d"):
        play('''
[A]
hand = ["Cleansing"]
battlefield = ["Plains", "Plains", "Plains"]
[B]
life = 1
battlefield = ["Forest", "Mountain"]
''' + decisions("cast Cleansing paying Plains, Plains, Plains", "pass")
             + decisions("pass", player="B") + decisions("choose nothing")
             + decisions("choose Forest, Mountain", player="B"))
