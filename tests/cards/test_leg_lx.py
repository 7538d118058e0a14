"""Legends cards of batch LX (the cards left over from batch B09): Gabriel Angelfire,
Concordant Crossroads, Caverns of Despair; each played on its text, the rules each
exercises in the test's name."""

from __future__ import annotations

import pytest
from support import advance, decisions, names, of, permanent, play

from shahrazad.cards.pool import card
from shahrazad.characteristics import keywords, power
from shahrazad.decisions import Attack
from shahrazad.events import vocabulary as v
from shahrazad.rules import combat
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision

#: both players pass: the top of the stack resolves
RESOLVE = decisions("pass") + decisions("pass", player="B")
#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE


# -- Gabriel Angelfire ------------------------------------------------------------------


@pytest.mark.parametrize(("word", "keyword"), [("flying", "flying"),
                                               ("first-strike", "first_strike"),
                                               ("trample", "trample"),
                                               ("rampage-3", "rampage_3")])
def test_611_2_gabriel_angelfire_gains_the_chosen_ability_until_the_next_upkeep(
        word: str, keyword: str) -> None:
    """603.2, 608.2d, 611.2: at the beginning of A's upkeep A chooses one of four
    abilities; Gabriel has it, and only it, through the turn and B's turn, and loses it
    as A's next upkeep begins (when a new choice is made)."""
    table = play('''
[A]
battlefield = ["Gabriel Angelfire"]
''' + UPKEEP + decisions(f"word {word}"), step="untap")
    g = table.game()
    gabriel = permanent(g, "Gabriel Angelfire")
    assert keywords(g, gabriel) == {keyword}
    advance(table, "B", "main1")
    g = table.game()
    assert keywords(g, permanent(g, "Gabriel Angelfire")) == {keyword}
    advance(table, "A", "upkeep", answers={"word": "word trample" if keyword != "trample"
                                           else "word flying"})
    g = table.game()
    assert keyword not in keywords(g, permanent(g, "Gabriel Angelfire"))


def test_702_23c_gabriel_angelfire_with_rampage_3_grows_for_each_blocker_beyond_the_first(
        ) -> None:
    """702.23a-b: Gabriel, given rampage 3, blocked by two creatures, gets +3/+3 (a
    granted rampage triggers as a printed one does)."""
    table = play('''
[A]
battlefield = ["Gabriel Angelfire"]
[B]
battlefield = ["Grizzly Bears", "Craw Wurm"]
''' + UPKEEP + decisions("word rampage-3"), step="untap")
    advance(table, "A", "beginning_of_combat")
    for text, who in [("pass", "A"), ("pass", "B"), ("attack Gabriel Angelfire", "A"),
                      ("pass", "A"), ("pass", "B"),
                      ("block Grizzly Bears -> Gabriel Angelfire, "
                       "Craw Wurm -> Gabriel Angelfire", "B"),
                      ("pass", "A"), ("pass", "B")]:
        table.push_named(text, player=who)
    g = table.game()
    assert power(g, permanent(g, "Gabriel Angelfire")) == 7


def test_gabriel_angelfire_printed_facts() -> None:
    """205.4: a legendary Angel, 4/4, first printed in Legends."""
    c = card("Gabriel Angelfire")
    assert c.supertypes == {"Legendary"} and c.subtypes == {"Angel"}
    assert (c.power, c.toughness, c.first_printed) == (4, 4, "LEG")


# -- Concordant Crossroads ----------------------------------------------------------------


def test_702_10_concordant_crossroads_gives_every_creature_haste() -> None:
    """702.10, 613.1f: "All creatures have haste": A's Grizzly Bears, cast this turn,
    attacks; B's creatures have haste too (the static ability affects every creature)."""
    table = play('''
[A]
hand = ["Grizzly Bears"]
battlefield = ["Forest", "Forest"]
[B]
battlefield = ["Concordant Crossroads", "Craw Wurm"]
''' + decisions("cast Grizzly Bears") + RESOLVE)
    g = table.game()
    bears = permanent(g, "Grizzly Bears")
    assert bears.sick and "haste" in keywords(g, bears)
    assert combat.can_attack(g, bears)
    assert "haste" in keywords(g, permanent(g, "Craw Wurm"))
    assert card("Concordant Crossroads").supertypes == {"World"}


def test_702_10_without_concordant_crossroads_a_new_creature_cant_attack() -> None:
    """302.6: the same Bears without the Crossroads can't attack this turn."""
    table = play('''
[A]
hand = ["Grizzly Bears"]
battlefield = ["Forest", "Forest"]
''' + decisions("cast Grizzly Bears") + RESOLVE)
    g = table.game()
    assert not combat.can_attack(g, permanent(g, "Grizzly Bears"))


# -- Caverns of Despair -------------------------------------------------------------------


def _caverns() -> Table:
    """A's declare attackers step, A with three creatures under Caverns of Despair."""
    table = play('''
[A]
battlefield = ["Caverns of Despair", "Grizzly Bears", "Craw Wurm", "War Mammoth"]
''', step="beginning_of_combat")
    table.push_named("pass")
    table.push_named("pass", player="B")
    return table


def test_508_1c_caverns_of_despair_refuses_a_third_attacker() -> None:
    """508.1c: "No more than two creatures can attack each combat": an attack with three
    is refused (the rule named) and appends nothing; one with two is declared."""
    table = _caverns()
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"508\.1c"):
        table.push_named("attack Grizzly Bears, Craw Wurm, War Mammoth")
    assert len(table.events) == before
    table.push_named("attack Grizzly Bears, Craw Wurm")
    g = table.game()
    assert sorted(g.objects[o].name for o in g.battlefield
                  if g.objects[o].attacking is not None) == ["Craw Wurm", "Grizzly Bears"]


def test_508_1c_caverns_of_despair_offers_only_legal_attacks() -> None:
    """508.1c: every attack the table offers (an agent's candidates) has two attackers or
    fewer."""
    table = _caverns()
    offered = [d for d in table.legal_decisions() if isinstance(d, Attack)]
    assert offered and all(len(d.attackers) <= 2 for d in offered)
    assert any(len(d.attackers) == 2 for d in offered)


def test_509_1b_caverns_of_despair_refuses_a_third_blocker() -> None:
    """509.1b: "No more than two creatures can block each combat": B's three blockers
    are refused, two are declared."""
    table = play('''
[A]
battlefield = ["Caverns of Despair", "Craw Wurm"]
[B]
battlefield = ["Grizzly Bears", "War Mammoth", "Birds of Paradise"]
''' + decisions("attack Craw Wurm", "pass") + decisions("pass", player="B"),
        step="beginning_of_combat")
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"509\.1b"):
        table.push_named("block Grizzly Bears -> Craw Wurm, War Mammoth -> Craw Wurm, "
                         "Birds of Paradise -> Craw Wurm", player="B")
    assert len(table.events) == before
    table.push_named("block Grizzly Bears -> Craw Wurm, War Mammoth -> Craw Wurm",
                     player="B")
    g = table.game()
    assert sum(1 for o in g.battlefield if g.objects[o].blocking) == 2
    assert names(table, "1", "A", "battlefield")[0] == "Caverns of Despair"


def test_508_1d_caverns_of_despair_obeys_as_many_requirements_as_it_allows() -> None:
    """508.1d: three Juggernauts "attack each combat if able" under Caverns of Despair:
    the most requirements obeyed without breaking the restriction is two, so any two of
    them attack; one alone is refused (508.1d), as are all three (508.1c)."""
    table = play('''
[A]
battlefield = ["Caverns of Despair", "Juggernaut", "Juggernaut", "Juggernaut"]
''', step="beginning_of_combat")
    table.push_named("pass")
    table.push_named("pass", player="B")
    with pytest.raises(IllegalDecision, match=r"508\.1d"):
        table.push_named("attack Juggernaut")
    with pytest.raises(IllegalDecision, match=r"508\.1c"):
        table.push_named("attack Juggernaut, Juggernaut #2, Juggernaut #3")
    table.push_named("attack Juggernaut #2, Juggernaut #3")
    g = table.game()
    assert sum(1 for o in g.battlefield if g.objects[o].attacking is not None) == 2


# -- The Abyss ----------------------------------------------------------------------------


def _abyss(*steps: str) -> Table:
    """B's untap step: A's The Abyss, B's two nonartifact creatures (one regenerates) and an
    artifact creature; ``steps``: B's decisions as the upkeep trigger waits."""
    return play('''
[A]
battlefield = ["The Abyss", "Grizzly Bears"]
[B]
battlefield = ["Drudge Skeletons", "Craw Wurm", "Juggernaut", "Swamp"]
''' + decisions("pass", player="B") + decisions("pass")
        + "".join(decisions(s, player="B") for s in steps), active="B", step="untap")


def test_603_3d_the_abyss_target_is_chosen_by_the_player_whose_upkeep_it_is() -> None:
    """603.3d: "destroy target nonartifact creature that player controls of their choice":
    at B's upkeep, B (not The Abyss's controller) is asked for the target, among B's
    nonartifact creatures only (not Juggernaut, not A's Bears)."""
    table = _abyss()
    pending = table.pending()
    assert pending.kind == "target" and pending.player == "B"
    offered = {table.game().objects[d.target].name for d in table.legal_decisions()}
    assert offered == {"Drudge Skeletons", "Craw Wurm"}
    with pytest.raises(IllegalDecision):
        table.push_named("target Juggernaut", player="B")


def test_701_19c_the_abyss_destroys_and_it_cant_be_regenerated() -> None:
    """701.19c: B chooses Drudge Skeletons and gives it a regeneration shield in response;
    it is destroyed all the same."""
    table = _abyss("target Drudge Skeletons", "activate Drudge Skeletons", "pass")
    table.push_named("pass")
    while table.game().stack:
        table.push_named("pass", player=table.pending().player)
    assert "Drudge Skeletons" in names(table, "1", "B", "graveyard")
    assert "Craw Wurm" in names(table, "1", "B", "battlefield")


def test_603_3d_the_abyss_with_one_choice_asks_nothing_and_at_its_controllers_upkeep() -> None:
    """603.3d, 503.1: at A's own upkeep the only nonartifact creature A controls (the
    Bears) is the target without a question; B's creatures are untouched."""
    table = play('''
[A]
battlefield = ["The Abyss", "Grizzly Bears"]
[B]
battlefield = ["Craw Wurm"]
''' + RESOLVE, step="untap")
    while table.game().stack:
        table.push_named("pass", player=table.pending().player)
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]
    assert names(table, "1", "B", "battlefield") == ["Craw Wurm"]
    assert card("The Abyss").supertypes == {"World"}


# -- Land's Edge --------------------------------------------------------------------------


@pytest.mark.parametrize(("discarded", "life"), [("Forest", 18), ("Giant Growth", 20)])
def test_602_2_608_2c_lands_edge_any_player_discards_and_a_land_deals_2(
        discarded: str, life: int) -> None:
    """602.2, 602.2b, 608.2c: "Discard a card: If the discarded card was a land card, Land's
    Edge deals 2 damage to target player or planeswalker. Any player may activate this
    ability": B activates A's Land's Edge at A, discarding a Forest (2 damage) or a Giant
    Growth (none); the discard is the cost, paid either way."""
    table = play(f'''
[A]
battlefield = ["Land's Edge"]
[B]
hand = ["{discarded}", "Island"]
''' + decisions("pass") + decisions("activate Land's Edge targeting A", player="B")
        + decisions(f"choose {discarded}", player="B") + decisions("pass", player="B")
        + decisions("pass"))
    g = table.game()
    assert g.player["A"].life == life
    assert names(table, "1", "B", "graveyard") == [discarded]
    assert names(table, "1", "B", "hand") == ["Island"]


# -- Rapid Fire ---------------------------------------------------------------------------


@pytest.mark.parametrize(("creature", "gained"), [
    ("Grizzly Bears", {"first_strike", "rampage_2"}),
    ("Frost Giant", {"first_strike", "rampage_2"}),      # rampage 2 of its own
    ("Aerathi Berserker", {"first_strike", "rampage_3"})])
def test_608_2c_rapid_fire_gives_first_strike_and_rampage_2_if_it_has_none(
        creature: str, gained: set[str]) -> None:
    """608.2c, 702.23: "Target creature gains first strike until end of turn. If it doesn't
    have rampage, that creature gains rampage 2": the Bears get both; the Berserker, with
    rampage 3, only first strike (no rampage 2 beside its rampage 3)."""
    table = play(f'''
[A]
hand = ["Rapid Fire"]
battlefield = ["{creature}", "Plains", "Plains", "Plains", "Plains"]
''' + decisions(f"cast Rapid Fire targeting {creature}") + RESOLVE)
    g = table.game()
    assert keywords(g, permanent(g, creature)) == gained


def test_601_3_rapid_fire_only_before_blockers_are_declared() -> None:
    """601.3: "Cast this spell only before blockers are declared": in the declare attackers
    step it may be cast; once blockers are declared it is refused, naming the rule."""
    table = play('''
[A]
hand = ["Rapid Fire"]
battlefield = ["Grizzly Bears", "Plains", "Plains", "Plains", "Plains"]
[B]
battlefield = ["Craw Wurm"]
''' + decisions("attack Grizzly Bears", "pass") + decisions("pass", player="B")
        + decisions("block Craw Wurm -> Grizzly Bears", player="B"),
        step="beginning_of_combat")
    assert table.game().step == "declare_blockers"
    before = len(table.events)
    with pytest.raises(IllegalDecision, match=r"601\.3"):
        table.push_named("cast Rapid Fire targeting Grizzly Bears")
    assert len(table.events) == before
    assert card("Rapid Fire").cast_only == "before_blockers_are_declared"


# -- Arboria ------------------------------------------------------------------------------


def _arboria(b_turn: str) -> Table:
    """B's turn 2 (B's ``b_turn`` decisions in its main phase), then A's turn 3 up to its
    declare attackers step, with Arboria and A's Grizzly Bears on the battlefield."""
    table = play('''
[A]
battlefield = ["Arboria", "Grizzly Bears"]
[B]
hand = ["Llanowar Elves", "Giant Growth", "Forest"]
battlefield = ["Forest", "Forest"]
''' + b_turn, active="B", turn=2, step="main1")
    advance(table, "A", "beginning_of_combat")
    table.push_named("pass")
    table.push_named("pass", player="B")
    return table


@pytest.mark.parametrize(("b_turn", "attacks"), [
    ("", False),
    ("cast Llanowar Elves", True),
    ("cast Giant Growth targeting Grizzly Bears", True),   # a spell cast, any spell
    ("play Forest", True)])                                # a land is a permanent put
def test_508_1c_arboria_lets_creatures_attack_only_a_player_who_acted_last_turn(
        b_turn: str, attacks: bool) -> None:
    """508.1c: "Creatures can't attack a player unless that player cast a spell or put a
    nontoken permanent onto the battlefield during their last turn": B who did nothing in
    turn 2 can't be attacked in turn 3; B who cast a spell or played a land can."""
    steps = (decisions(b_turn, player="B") + decisions("pass", player="B")
             + decisions("pass")) if b_turn else ""
    table = _arboria(steps)
    g = table.game()
    assert g.active == "A"
    assert combat.can_attack(g, permanent(g, "Grizzly Bears")) == attacks
    if attacks:
        table.push_named("attack Grizzly Bears")
        assert permanent(table.game(), "Grizzly Bears").attacking == "B"
    else:  # no creature can attack: no attack is asked for (508.1)
        assert table.pending().kind != "attackers"


# -- Johan --------------------------------------------------------------------------------


def _johan(answer: str, *more: str) -> Table:
    """A's beginning of combat with Johan and two creatures; A answers Johan's trigger."""
    table = play('''
[A]
battlefield = ["Johan", "Grizzly Bears", "Craw Wurm", "Mountain", "Mountain"]
[B]
battlefield = ["Island"]
''' + decisions("pass") + decisions("pass", player="B") + decisions(answer) + RESOLVE
        + "".join(decisions(m) for m in more), step="main1")
    return table


def test_508_1f_johan_lets_creatures_attack_without_tapping() -> None:
    """603.2, 508.1f: at the beginning of combat on A's turn A has Johan gain "can't
    attack"; the Bears and the Wurm attack and stay untapped; Johan can't attack."""
    table = _johan("allow yes", "attack Grizzly Bears, Craw Wurm")
    g = table.game()
    for name in ("Grizzly Bears", "Craw Wurm"):
        assert permanent(g, name).attacking == "B" and not permanent(g, name).tapped
    assert not combat.can_attack(g, permanent(g, "Johan"))


def test_508_1f_johan_declined_attacking_taps_as_usual() -> None:
    """608.2d: A declines: Johan may attack, and attacking taps the attackers."""
    table = _johan("allow no", "attack Johan, Grizzly Bears")
    g = table.game()
    assert permanent(g, "Johan").tapped and permanent(g, "Grizzly Bears").tapped


def test_508_1f_johan_tapped_before_attackers_lets_nothing_attack_untapped() -> None:
    """508.1f: "if Johan is untapped": tapped (by B's Twiddle in the beginning of combat
    step) after the trigger resolved, the attackers tap."""
    table = play('''
[A]
battlefield = ["Johan", "Grizzly Bears"]
[B]
hand = ["Twiddle"]
battlefield = ["Island"]
''' + decisions("pass") + decisions("pass", player="B") + decisions("allow yes", "pass")
        + decisions("cast Twiddle targeting Johan", "pass", player="B") + decisions("pass")
        + decisions("word tap", player="B") + RESOLVE + decisions("attack Grizzly Bears"),
        step="main1")
    g = table.game()
    assert permanent(g, "Johan").tapped
    assert permanent(g, "Grizzly Bears").tapped


# -- Revelation ---------------------------------------------------------------------------


def test_701_20_revelation_shows_every_hand_and_each_card_that_joins_one() -> None:
    """701.20, 400.2: "Players play with their hands revealed": as Revelation enters,
    each player's hand is shown to both players (a CardsRevealed each, seen by A and B);
    then each card drawn (B's draw in B's turn) is shown as it arrives."""
    table = play('''
[A]
hand = ["Revelation", "Lightning Bolt"]
battlefield = ["Forest"]
[B]
hand = ["Giant Growth", "Island"]
library = ["Craw Wurm", "Island", "Island", "Island"]
''' + decisions("cast Revelation") + RESOLVE)
    g = table.game()
    shown = [e for e in of(table, v.CardsRevealed)]
    assert [(e.player, e.seen_by, [g.objects[o].name for o in e.objs]) for e in shown] == [
        ("A", ("A", "B"), ["Lightning Bolt"]), ("B", ("A", "B"), ["Giant Growth", "Island"])]
    advance(table, "B", "main1")
    drawn = [e for e in of(table, v.CardsRevealed)][len(shown):]
    g = table.game()
    assert [(e.player, [g.objects[o].name for o in e.objs]) for e in drawn] == [
        ("B", ["Craw Wurm"])]
    assert card("Revelation").supertypes == {"World"}


def test_701_20_without_revelation_a_draw_is_shown_to_nobody() -> None:
    """400.2: a hand is hidden: without Revelation, B's draw reveals nothing."""
    table = play('''
[B]
library = ["Craw Wurm", "Island", "Island", "Island"]
''')
    advance(table, "B", "main1")
    assert not of(table, v.CardsRevealed)
