"""Alpha's combat cards: defender, evasion and blocking rules, protection, first strike,
trample, dividing combat damage, an extra blocker and banding (506-511, 702)."""

from __future__ import annotations

import pytest
from support import decisions, fight, names, obj, of, play

from shahrazad.decisions import Assign, Attack, Block
from shahrazad.events import vocabulary as v
from shahrazad.naming import parse
from shahrazad.rules import combat
from shahrazad.table import Table
from shahrazad.txn import IllegalDecision


def at_step(text: str, player: str, step: str) -> str:
    """A scenario decision that waits for ``step``."""
    return f'[[decisions]]\nplayer = "{player}"\nstep = "{step}"\ndo = "{text}"\n'


def to_blockers(a_side: str, b_side: str, attack: str) -> Table:
    """A attacks; the table waits for B's blockers."""
    return fight(a_side, b_side, decisions(attack), until="attackers_declared")


def wait_for(table: Table, kind: str) -> Table:
    """Pass priority until the table asks a question of ``kind``."""
    while table.pending().kind != kind:  # type: ignore[union-attr]
        table.push(parse(table.state, "pass"))
    return table


def test_702_3b_a_wall_with_defender_cant_attack() -> None:
    """702.3b: Wall of Wood has defender: it is no possible attacker, and an attack with it
    is refused."""
    table = wait_for(fight('"Wall of Wood", "Grizzly Bears"', '"Island"', until="step_began"),
                     "attackers")
    wall = obj(table.game(), "Wall of Wood")
    assert [o.name for o in combat.possible_attackers(table.game())] == ["Grizzly Bears"]
    with pytest.raises(IllegalDecision, match=r"508\.1a"):
        table.push(Attack(((wall.oid, "B"),)))


def test_702_9b_flying_is_blocked_only_by_flying_or_reach() -> None:
    """702.9b, 702.17b: Scryb Sprites can be blocked by Giant Spider (reach) and Wall of Air
    (flying), not by Grizzly Bears."""
    table = to_blockers('"Scryb Sprites"', '"Grizzly Bears", "Giant Spider", "Wall of Air"',
                        "attack Scryb Sprites")
    game = table.game()
    blockers = {game.objects[b].name for b, _ in combat.possible_blocks(game, "B")}
    assert blockers == {"Giant Spider", "Wall of Air"}


def test_702_14c_bog_wraith_cant_be_blocked_while_the_defender_controls_a_swamp() -> None:
    """702.14c: swampwalk: with a Swamp, B can't block Bog Wraith; without one, it can."""
    walked = to_blockers('"Bog Wraith"', '"Grizzly Bears", "Swamp"', "attack Bog Wraith")
    assert combat.possible_blocks(walked.game(), "B") == []
    plain = to_blockers('"Bog Wraith"', '"Grizzly Bears", "Island"', "attack Bog Wraith")
    assert len(combat.possible_blocks(plain.game(), "B")) == 1


def test_702_14c_erhnam_djinns_forestwalk_is_played() -> None:
    """702.14c: Erhnam Djinn gives B's Grizzly Bears forestwalk until A's next upkeep; on
    B's turn A, who controls a Forest, can't block the Bears with Llanowar Elves."""
    table = play('''
[A]
battlefield = ["Erhnam Djinn", "Forest", "Llanowar Elves"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("attack Grizzly Bears", player="B"),
        step="untap", until="attackers_declared #2")
    game = table.game()
    assert game.active == "B" and obj(game, "Grizzly Bears").attacking == "A"
    assert combat.possible_blocks(game, "A") == []


def test_702_16f_white_knight_cant_be_blocked_by_black_creatures() -> None:
    """702.16f: protection from black: Black Knight (black) can't block White Knight; the
    Grizzly Bears can."""
    table = to_blockers('"White Knight"', '"Black Knight", "Grizzly Bears"',
                        "attack White Knight")
    game = table.game()
    assert {game.objects[b].name for b, _ in combat.possible_blocks(game, "B")} == {
        "Grizzly Bears"}


def test_702_16b_black_knight_cant_be_the_target_of_a_white_spell() -> None:
    """702.16b: Swords to Plowshares (white) can't target Black Knight (protection from
    white)."""
    with pytest.raises(Exception, match=r"not a legal target|could target"):
        play('''
[A]
hand = ["Swords to Plowshares"]
battlefield = ["Plains"]
[B]
battlefield = ["Black Knight"]
''' + decisions("cast Swords to Plowshares targeting Black Knight"))


PROTECTION_SPELL = '''
[cards."Ward of Night"]
types = ["Instant"]
cost = "{W}"
targets = ["creature"]
effects = [{ effect = "grant_keyword", keyword = "protection_from_black", what = "target:0" }]
text = "Target creature gains protection from black until end of turn."
[cards."Ward of Growth"]
types = ["Instant"]
cost = "{W}"
targets = ["creature"]
effects = [{ effect = "grant_keyword", keyword = "protection_from_green", what = "target:0" }]
text = "Target creature gains protection from green until end of turn."
'''


def test_702_16c_704_5m_an_aura_of_the_quality_falls_off() -> None:
    """702.16c, 704.5m: Grizzly Bears enchanted by Unholy Strength (black) gains protection
    from black (a judge's custom instant): the Aura goes to its owner's graveyard as a
    state-based action."""
    table = play('''
[A]
hand = ["Ward of Night"]
battlefield = ["Plains", "Grizzly Bears",
               { card = "Unholy Strength", attached_to = "Grizzly Bears" }]
''' + decisions("cast Ward of Night targeting Grizzly Bears") + decisions("pass", player="B"),
        head=PROTECTION_SPELL)
    assert names(table, "1", "A", "graveyard") == ["Ward of Night", "Unholy Strength"]
    assert [e.rule for e in of(table, v.ZoneChanged) if e.reason.startswith("enchanting")] \
        == ["704.5m"]


def test_702_19b_trample_over_protection_assigns_lethal_then_the_rest() -> None:
    """702.19b: War Mammoth (green, trample) is blocked by Grizzly Bears with protection
    from green: it must assign lethal damage (2) to the Bears, which protection prevents
    (702.16e), and may assign the rest (1) to B."""
    table = play('''
[A]
battlefield = ["War Mammoth"]
[B]
hand = ["Ward of Growth"]
battlefield = ["Grizzly Bears", "Plains"]
''' + decisions("attack War Mammoth")
        + decisions("block Grizzly Bears -> War Mammoth", player="B")
        + at_step("cast Ward of Growth targeting Grizzly Bears", "B", "declare_blockers"),
        step="beginning_of_combat", until="combat_ended", head=PROTECTION_SPELL)
    assert table.game().player["B"].life == 19
    assert [(e.amount, e.why) for e in of(table, v.DamagePrevented)] == [
        (2, "protection from green")]


def test_702_7b_first_strike_deals_its_damage_first() -> None:
    """702.7b: White Knight (first strike) kills the blocking Grizzly Bears in the first
    combat damage step; the Bears deal no damage in the second."""
    table = fight('"White Knight"', '"Grizzly Bears"', decisions("attack White Knight"),
                  decisions("block Grizzly Bears -> White Knight", player="B"))
    assert obj(table.game(), "White Knight").damage == 0
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    [first] = [e for e in of(table, v.StepBegan) if e.step == "first_strike_damage"]
    assert first.first_strikers == (obj(table.game(), "White Knight").oid,)


def test_510_4_no_first_strike_step_without_a_first_striker() -> None:
    table = fight('"Grizzly Bears"', '"Island"', decisions("attack Grizzly Bears"))
    assert not [e for e in of(table, v.StepBegan) if e.step == "first_strike_damage"]
    assert table.game().player["B"].life == 18


def test_702_19b_trample_asks_where_the_excess_goes() -> None:
    """702.19b: War Mammoth (3, trample) blocked by Llanowar Elves (1 toughness): A
    announces the division (an ``assign`` decision): all 3 to the Elves is legal."""
    table = fight('"War Mammoth"', '"Llanowar Elves"', decisions("attack War Mammoth"),
                  decisions("block Llanowar Elves -> War Mammoth", player="B"),
                  decisions("assign War Mammoth -> Llanowar Elves 3"))
    assert table.game().player["B"].life == 20
    [assigned] = of(table, v.DamageAssigned)
    assert assigned.player == "A" and [a[2] for a in assigned.assignments] == [3]


def test_702_19b_trample_reaches_the_player_only_past_lethal_damage() -> None:
    """702.19b: assigning damage to B before the Elves have lethal damage is refused; the
    passive default is lethal to the Elves, the rest to B."""
    table = fight('"War Mammoth"', '"Llanowar Elves"', decisions("attack War Mammoth"),
                  decisions("block Llanowar Elves -> War Mammoth", player="B"),
                  until="blockers_declared")
    wait_for(table, "assign")
    with pytest.raises(IllegalDecision, match=r"702\.19b"):
        table.push(parse(table.state, "assign War Mammoth -> B 3"))
    table.push(parse(table.state, "assign War Mammoth -> Llanowar Elves 1, "
                                  "War Mammoth -> B 2"))
    assert table.game().player["B"].life == 18


def test_510_1c_the_attacker_divides_its_damage_among_its_blockers_freely() -> None:
    """510.1c: no damage assignment order: Craw Wurm blocked by Grizzly Bears and Llanowar
    Elves may assign all 6 to the Bears, and the Elves live."""
    table = fight('"Craw Wurm"', '"Grizzly Bears", "Llanowar Elves"',
                  decisions("attack Craw Wurm"),
                  decisions("block Grizzly Bears -> Craw Wurm, Llanowar Elves -> Craw Wurm",
                            player="B"),
                  decisions("assign Craw Wurm -> Grizzly Bears 6"))
    assert names(table, "1", "B", "graveyard") == ["Grizzly Bears"]
    assert obj(table.game(), "Llanowar Elves").zone == "battlefield"


def test_509_1a_two_headed_giant_blocks_two_attackers_and_divides_its_damage() -> None:
    """509.1a, 510.1d: Two-Headed Giant of Foriys can block an additional creature: it
    blocks Grizzly Bears and Llanowar Elves, and B divides its 4 damage between them."""
    table = fight('"Grizzly Bears", "Llanowar Elves"', '"Two-Headed Giant of Foriys"',
                  decisions("attack Grizzly Bears, Llanowar Elves"),
                  decisions("block Two-Headed Giant of Foriys -> Grizzly Bears, "
                            "Two-Headed Giant of Foriys -> Llanowar Elves", player="B"),
                  decisions("assign Two-Headed Giant of Foriys -> Grizzly Bears 2, "
                            "Two-Headed Giant of Foriys -> Llanowar Elves 2", player="B"))
    assert sorted(names(table, "1", "A", "graveyard")) == ["Grizzly Bears", "Llanowar Elves"]
    assert obj(table.game(), "Two-Headed Giant of Foriys").damage == 3


def test_509_1a_a_creature_blocks_only_one_attacker() -> None:
    table = wait_for(to_blockers('"Grizzly Bears", "Llanowar Elves"', '"Craw Wurm"',
                                 "attack Grizzly Bears, Llanowar Elves"), "blockers")
    bears, elves = (obj(table.game(), n).oid for n in ("Grizzly Bears", "Llanowar Elves"))
    wurm = obj(table.game(), "Craw Wurm").oid
    with pytest.raises(IllegalDecision, match=r"509\.1a"):
        table.push(Block(((wurm, bears), (wurm, elves))), "B")


def test_508_1d_juggernaut_attacks_each_combat_and_isnt_blocked_by_walls() -> None:
    """508.1d: an attack without Juggernaut is refused; the passive attack holds it.
    Juggernaut can't be blocked by Walls (509.1b)."""
    table = to_blockers('"Juggernaut"', '"Wall of Wood", "Grizzly Bears"', "attack Juggernaut")
    game = table.game()
    assert {game.objects[b].name for b, _ in combat.possible_blocks(game, "B")} == {
        "Grizzly Bears"}
    with pytest.raises(Exception, match=r"508\.1d"):
        fight('"Juggernaut", "Grizzly Bears"', '"Island"', decisions("attack Grizzly Bears"))
    passive = fight('"Juggernaut"', '"Island"', until="attackers_declared")
    assert obj(passive.game(), "Juggernaut").attacking == "B"


def test_702_22c_a_band_needs_banding() -> None:
    """702.22c: two creatures without banding can't attack in a band; Benalish Hero and
    one creature without banding can."""
    table = wait_for(fight('"Benalish Hero", "Grizzly Bears", "Llanowar Elves"', '"Island"',
                           until="step_began"), "attackers")
    with pytest.raises(IllegalDecision, match=r"702\.22c"):
        table.push(parse(table.state, "attack Grizzly Bears, Llanowar Elves band "
                                      "Grizzly Bears + Llanowar Elves"))
    with pytest.raises(IllegalDecision, match=r"702\.22c"):
        table.push(parse(table.state, "attack Benalish Hero, Grizzly Bears, Llanowar Elves "
                                      "band Benalish Hero + Grizzly Bears + Llanowar Elves"))
    table.push(parse(table.state, "attack Benalish Hero, Grizzly Bears band Benalish Hero + "
                                  "Grizzly Bears"))
    hero, bears = obj(table.game(), "Benalish Hero"), obj(table.game(), "Grizzly Bears")
    assert hero.band == bears.band != 0


BAND_ATTACK = ("attack Benalish Hero, Grizzly Bears band Benalish Hero + Grizzly Bears")


def test_702_22h_702_22k_blocking_a_band_blocks_it_all_and_the_attacker_divides() -> None:
    """702.22h: Craw Wurm blocks Benalish Hero and so the whole band (the Bears too);
    702.22k: A, not B, divides the Wurm's damage among the band: all 6 to the Hero, and
    the Bears live."""
    table = fight('"Benalish Hero", "Grizzly Bears"', '"Craw Wurm"', decisions(BAND_ATTACK),
                  decisions("block Craw Wurm -> Benalish Hero", player="B"),
                  decisions("assign Craw Wurm -> Benalish Hero 6"))
    [blocked] = of(table, v.BlockersDeclared)
    assert len(blocked.blocks) == 2
    assert names(table, "1", "A", "graveyard") == ["Benalish Hero"]
    assert obj(table.game(), "Grizzly Bears").zone == "battlefield"
    assert of(table, v.DamageAssigned)[0].player == "A"


def test_702_22j_the_defender_divides_the_damage_of_an_attacker_a_bander_blocks() -> None:
    """702.22j: B's Timber Wolves (banding) and Grizzly Bears block Craw Wurm: B, not A,
    divides the Wurm's 6 damage: all to the Wolves, and the Bears live."""
    table = fight('"Craw Wurm"', '"Timber Wolves", "Grizzly Bears"',
                  decisions("attack Craw Wurm"),
                  decisions("block Timber Wolves -> Craw Wurm, Grizzly Bears -> Craw Wurm",
                            player="B"),
                  decisions("assign Craw Wurm -> Timber Wolves 6", player="B"))
    assert names(table, "1", "B", "graveyard") == ["Timber Wolves"]
    assert of(table, v.DamageAssigned)[0].player == "B"


def test_702_22_banding_in_a_subgame() -> None:
    """702.22h, 702.22k inside subgame 1.1: the band is blocked as one and A divides."""
    table = play('''
[A]
battlefield = ["Plains", "Plains"]
library = []
[B]
battlefield = ["Island"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "beginning_of_combat"
starting_player = "A"
[games."1.1".A]
battlefield = ["Mesa Pegasus", "Grizzly Bears"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = ["Craw Wurm"]
library = ["Island", "Island", "Island"]
''' + decisions("attack Mesa Pegasus, Grizzly Bears band Mesa Pegasus + Grizzly Bears",
                game="1.1")
        + decisions("block Craw Wurm -> Grizzly Bears", player="B", game="1.1")
        + decisions("assign Craw Wurm -> Mesa Pegasus 6", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n', until="combat_ended")
    assert names(table, "1.1", "A", "graveyard") == ["Mesa Pegasus"]
    assert [e.game for e in of(table, v.DamageAssigned)] == ["1.1"]


def test_702_22c_the_random_agent_attacks_in_bands() -> None:
    """The legal attacks listed for the random agent include bands."""
    table = wait_for(fight('"Benalish Hero", "Grizzly Bears"', '"Island"',
                           until="step_began"), "attackers")
    attacks = [d for d in table.legal_decisions() if isinstance(d, Attack)]
    assert any(d.bands for d in attacks)
    assigns = [d for d in table.legal_decisions() if isinstance(d, Assign)]
    assert assigns == []
