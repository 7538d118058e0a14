"""Batch C-HIST: the record each game keeps of its turn (``GameState.this_turn``, a
:class:`~shahrazad.projections.state.TurnRecord`: the permanents that died, the blocks,
the damage dealt, the cards drawn), its words in the card language, and the cards that
read it: Khabal Ghoul, Scavenging Ghoul, Osai Vultures, Reverse Polarity, Blazing Effigy,
Glyph of Doom."""

from __future__ import annotations

import pytest
from support import DOOM, RESOLVE, advance, decisions, fight, names, obj, of, permanent, play

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState
from shahrazad.projections.statecodec import decode_game, encode_game
from shahrazad.table import Table

#: a 3-damage instant for any target ("Zap"), and Doom
ZAP = DOOM + '''[cards."Zap"]
cost = "{R}"
types = ["Instant"]
targets = ["any"]
effects = [{ effect = "damage", amount = 3, to = "target:0" }]
'''


# -- the record ---------------------------------------------------------------------------


def test_500_1_the_turns_record_keeps_deaths_damage_and_draws_and_starts_over() -> None:
    """500.1, 700.4, 120.3, 121.1: a game records the creatures put into a graveyard from
    the battlefield this turn (as they last existed), the damage dealt (after prevention)
    and the cards drawn; as the game's next turn begins the record is empty again. It is
    written to a checkpoint and read back with the rest of the game."""
    table = play('''
[A]
hand = ["Doom", "Zap"]
battlefield = ["Swamp", "Mountain"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Doom targeting Grizzly Bears paying Swamp") + RESOLVE
        + decisions("cast Zap targeting B paying Mountain") + RESOLVE, head=ZAP)
    g = table.game()
    assert [o.name for o in g.this_turn.died] == ["Grizzly Bears"]
    assert [(name, to, n) for _, name, to, n in g.this_turn.damage] == [("Zap", "B", 3)]
    assert decode_game(encode_game(g)).this_turn == g.this_turn
    advance(table, "B", "main1")
    g = table.game()
    assert g.this_turn.died == () and g.this_turn.damage == ()
    assert [(p, g.objects[o].name) for p, o in g.this_turn.drawn] == [("B", "Island")]


def test_727_a_subgames_turn_record_is_its_own() -> None:
    """727 (a subgame is a game of its own, with its own turns), 700.4: a creature that
    dies in the subgame is in the subgame's record of its turn, not in the main game's."""
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
hand = ["Doom"]
battlefield = ["Swamp"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = ["Grizzly Bears"]
library = ["Island", "Island", "Island"]
''' + decisions("cast Doom targeting Grizzly Bears paying Swamp", "pass", game="1.1")
        + decisions("pass", player="B", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n' + DOOM)
    assert [o.name for o in table.game("1.1").this_turn.died] == ["Grizzly Bears"]
    assert table.game("1").this_turn.died == ()


# -- Khabal Ghoul, Scavenging Ghoul, Osai Vultures ------------------------------------------


def _deaths_then_end_step(battlefield: str, deaths: int) -> tuple[Table, GameState]:
    """A's ``battlefield`` beside B's Grizzly Bears and Scathe Zombies; A destroys
    ``deaths`` of them, then play goes on to A's end step, its triggers resolved."""
    kills = [decisions(f"cast Doom targeting {name} paying {swamp}") + RESOLVE
             for name, swamp in (("Grizzly Bears", "Swamp"),
                                 ("Scathe Zombies", "Swamp #2"))[:deaths]]
    table = play(f'''
[A]
hand = ["Doom", "Doom"]
battlefield = [{battlefield}, "Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Scathe Zombies"]
''' + "".join(kills), head=DOOM)
    advance(table, "A", "end")
    return table, table.game()


def test_700_4_khabal_ghoul_counts_every_creature_that_died_this_turn() -> None:
    """700.4, 513.1, 122.1: at the beginning of each end step, a +1/+1 counter for each
    creature that died this turn; those that died before it entered count too (2007
    ruling), and a turn with no deaths puts none."""
    table, g = _deaths_then_end_step('"Khabal Ghoul"', 2)
    assert permanent(g, "Khabal Ghoul").counters.get("+1/+1") == 2
    table, g = _deaths_then_end_step('"Khabal Ghoul"', 0)
    assert not permanent(g, "Khabal Ghoul").counters.get("+1/+1")
    assert card("Khabal Ghoul").first_printed == "ARN"
    # it entered after the Bears died: the Bears still count
    table = play('''
[A]
hand = ["Doom", "Khabal Ghoul"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears"]
''' + decisions("cast Doom targeting Grizzly Bears paying Swamp") + RESOLVE
        + decisions("cast Khabal Ghoul paying Swamp #2, Swamp #3, Swamp #4") + RESOLVE, head=DOOM)
    advance(table, "A", "end")
    assert permanent(table.game(), "Khabal Ghoul").counters.get("+1/+1") == 1


def test_700_4_khabal_ghoul_triggers_at_each_players_end_step() -> None:
    """513.1: "each end step" is every player's: on B's turn, with a creature dead that
    turn, it gets a counter too."""
    table = play('''
[A]
battlefield = ["Khabal Ghoul"]
[B]
hand = ["Doom"]
battlefield = ["Grizzly Bears", "Swamp"]
''' + decisions("cast Doom targeting Grizzly Bears paying Swamp", player="B")
        + decisions("pass", player="B") + decisions("pass"), active="B", head=DOOM)
    advance(table, "B", "end")
    assert permanent(table.game(), "Khabal Ghoul").counters.get("+1/+1") == 1


def test_701_19a_scavenging_ghoul_regenerates_with_its_corpse_counters() -> None:
    """700.4, 122.1: a corpse counter for each creature that died this turn; 602.1a,
    701.19a: removing one (a cost) regenerates it; with none it can't be activated."""
    table, g = _deaths_then_end_step('"Scavenging Ghoul"', 2)
    ghoul = permanent(g, "Scavenging Ghoul")
    assert ghoul.counters.get("corpse") == 2
    table = play('''
[A]
hand = ["Doom"]
battlefield = [{ card = "Scavenging Ghoul", counters = { corpse = 1 } }, "Swamp"]
''' + decisions("activate Scavenging Ghoul") + RESOLVE
        + decisions("cast Doom targeting Scavenging Ghoul paying Swamp") + RESOLVE, head=DOOM)
    ghoul = permanent(table.game(), "Scavenging Ghoul")
    assert ghoul.zone == "battlefield" and ghoul.tapped and not ghoul.counters.get("corpse")
    table = play('''
[A]
battlefield = ["Scavenging Ghoul"]
''')
    assert not any(getattr(d, "source", None) == permanent(table.game(), "Scavenging Ghoul").oid
                   for d in table.legal_decisions())
    assert card("Scavenging Ghoul").first_printed == "LEA"


@pytest.mark.parametrize("deaths", [0, 1, 2])
def test_603_4_osai_vultures_get_one_counter_if_a_creature_died(deaths: int) -> None:
    """603.4: "if a creature died this turn" is an intervening "if": one carrion counter
    in a turn however many died (2004 ruling), none if none did."""
    _, g = _deaths_then_end_step('"Osai Vultures"', deaths)
    assert permanent(g, "Osai Vultures").counters.get("carrion", 0) == min(deaths, 1)


def test_602_1a_osai_vultures_remove_two_carrion_counters_for_plus_one() -> None:
    """602.1a, 611.2: removing two carrion counters is the cost of +1/+1 until end of
    turn; with one it can't be activated (118.3)."""
    from shahrazad.characteristics import power, toughness

    table = play('''
[A]
battlefield = [{ card = "Osai Vultures", counters = { carrion = 2 } }]
''' + decisions("activate Osai Vultures") + RESOLVE)
    vultures = permanent(table.game(), "Osai Vultures")
    assert (power(table.game(), vultures), toughness(table.game(), vultures)) == (2, 2)
    assert not vultures.counters.get("carrion")
    assert "Flying" in card("Osai Vultures").text and card("Osai Vultures").first_printed == "LEG"


# -- Reverse Polarity ----------------------------------------------------------------------


def test_120_3_reverse_polarity_gains_twice_the_damage_artifacts_dealt_you() -> None:
    """120.3, 119.3: A was dealt 1 by each of B's two Rods of Ruin (artifacts: 2 in all)
    and 3 by a red spell: Reverse Polarity gains twice the artifacts' 2, 4 life."""
    both = decisions("pass", player="B") + decisions("pass")
    table = play('''
[A]
hand = ["Reverse Polarity"]
battlefield = ["Plains", "Plains"]
[B]
hand = ["Zap"]
battlefield = ["Rod of Ruin", "Rod of Ruin", "Mountain", "Mountain", "Mountain", "Mountain",
               "Mountain", "Mountain", "Mountain"]
''' + decisions("activate Rod of Ruin targeting A paying Mountain, Mountain #2, Mountain #3",
                  player="B") + both
        + decisions("activate Rod of Ruin #2 targeting A paying Mountain #4, Mountain #5, "
                    "Mountain #6", player="B") + both
        + decisions("cast Zap targeting A paying Mountain #7", player="B")
        + decisions("pass", player="B")
        + decisions("cast Reverse Polarity paying Plains, Plains #2")
        + decisions("pass") + decisions("pass", player="B") + both,
        head=ZAP, active="B")
    g = table.game()
    assert g.player["A"].life == 20 - 2 - 3 + 4
    assert card("Reverse Polarity").first_printed == "ATQ"


# -- Blazing Effigy ------------------------------------------------------------------------


def test_608_2h_blazing_effigy_adds_the_damage_other_effigies_dealt_it() -> None:
    """700.4, 608.2h: Effigy #1 dies and deals 3 to Effigy #2, which dies: #2's X is 3
    plus the 3 another Blazing Effigy dealt it this turn, 6, enough for Mahamoti Djinn
    (5/6); a lone Effigy's 3 (no other Effigy dealt it damage) isn't."""
    table = play('''
[A]
hand = ["Doom"]
battlefield = ["Blazing Effigy", "Blazing Effigy", "Swamp"]
[B]
battlefield = ["Mahamoti Djinn"]
''' + decisions("cast Doom targeting Blazing Effigy paying Swamp") + RESOLVE
        + decisions("target Blazing Effigy") + RESOLVE + RESOLVE, head=DOOM)
    assert sorted(names(table, "1", "A", "graveyard")) == ["Blazing Effigy"] * 2 + ["Doom"]
    assert names(table, "1", "B", "graveyard") == ["Mahamoti Djinn"]
    table = play('''
[A]
hand = ["Doom"]
battlefield = ["Blazing Effigy", "Swamp"]
[B]
battlefield = ["Mahamoti Djinn"]
''' + decisions("cast Doom targeting Blazing Effigy paying Swamp") + RESOLVE + RESOLVE,
        head=DOOM)
    assert permanent(table.game(), "Mahamoti Djinn").damage == 3
    assert card("Blazing Effigy").first_printed == "LEG"


# -- Glyph of Doom -------------------------------------------------------------------------


def test_509_1_glyph_of_doom_destroys_what_the_wall_blocked() -> None:
    """509.1, 603.7: cast during combat targeting the Wall that blocked Grizzly Bears, at
    end of combat the Bears (which survived the damage) are destroyed; the unblocked
    Savannah Lions are not."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", "Savannah Lions"]
[B]
hand = ["Glyph of Doom"]
battlefield = ["Wall of Stone", "Swamp"]
''' + decisions("attack Grizzly Bears, Savannah Lions")
        + decisions("block Wall of Stone -> Grizzly Bears", player="B")
        + decisions("pass")
        + decisions("cast Glyph of Doom targeting Wall of Stone paying Swamp", player="B")
        + RESOLVE, step="beginning_of_combat")
    advance(table, "A", "main2")
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]
    assert permanent(table.game(), "Savannah Lions").zone == "battlefield"
    assert any(e.rule == "603.7" for e in of(table, v.AbilityTriggered))
    assert card("Glyph of Doom").first_printed == "LEG"
    assert obj(table.game(), "Wall of Stone").zone == "battlefield"


# -- Giant Shark ---------------------------------------------------------------------------


@pytest.mark.parametrize(("zapped", "bonus"), [(True, True), (False, False)])
def test_509_1_giant_shark_feeds_on_a_creature_dealt_damage_before_blocks(
        zapped: bool, bonus: bool) -> None:
    """509.3, 603.2, 120.3: blocked by Wall of Stone that was dealt 3 damage this turn,
    Giant Shark gets +2/+0 and trample until end of turn; by an undamaged one, nothing."""
    from shahrazad.characteristics import keywords, power

    zap = decisions("cast Zap targeting Wall of Stone paying Mountain") + RESOLVE \
        if zapped else ""
    table = play('''
[A]
hand = ["Zap"]
battlefield = ["Giant Shark", "Island", "Mountain"]
[B]
battlefield = ["Wall of Stone", "Island"]
''' + zap + decisions("pass") + decisions("pass", player="B")
        + decisions("attack Giant Shark")
        + decisions("block Wall of Stone -> Giant Shark", player="B")
        + RESOLVE * (2 if bonus else 1),
        head=ZAP, until="script_end")
    g = table.game()
    shark = permanent(g, "Giant Shark")
    assert power(g, shark) == (6 if bonus else 4)
    assert ("trample" in keywords(g, shark)) is bonus


def test_508_1c_giant_shark_needs_an_island_to_attack_into_and_one_to_stay() -> None:
    """508.1c: it can't attack a player who controls no Island; 603.8: with no Island of
    its controller's, it is sacrificed."""
    from shahrazad.rules import combat

    table = play('''
[A]
battlefield = ["Giant Shark", "Island"]
[B]
battlefield = ["Forest"]
''', step="beginning_of_combat")
    assert [o.name for o in combat.possible_attackers(table.game())] == []
    table = play('''
[A]
hand = ["Stone Rain"]
battlefield = ["Giant Shark", "Island", "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Stone Rain targeting Island paying Mountain, Mountain #2, Mountain #3")
        + RESOLVE + RESOLVE)
    assert "Giant Shark" in names(table, "1", "A", "graveyard")
    assert card("Giant Shark").first_printed == "DRK"


# -- Sylvan Library ------------------------------------------------------------------------

#: A's library, top first: the draw step's card, then the two Sylvan Library draws
LIBRARY = 'library = ["Lightning Bolt", "Giant Growth", "Dark Ritual", "Island", "Island"]'


def _library(*answers: str, life: int = 20, hand: str = '"Plains"') -> Table:
    """A's draw step with Sylvan Library, from the upkeep: the normal draw, then the
    trigger resolves with ``answers``."""
    return play(f'''
[A]
life = {life}
hand = [{hand}]
battlefield = ["Sylvan Library"]
{LIBRARY}
''' + decisions("pass") + decisions("pass", player="B") + RESOLVE
        + decisions(*answers), step="upkeep")


@pytest.mark.parametrize(("back", "life", "top"), [
    ("Giant Growth, Dark Ritual", 20, ["Dark Ritual", "Giant Growth", "Island", "Island"]),
    ("Lightning Bolt", 16, ["Lightning Bolt", "Island", "Island"]),
    ("nothing", 12, ["Island", "Island"]),
])
def test_119_4_sylvan_library_pay_4_life_or_put_back(back: str, life: int,
                                                     top: list[str]) -> None:
    """504.1, 121.1, 119.4, 401.4: after the normal draw A draws two more; of the three
    cards drawn this turn A chooses two, and for each pays 4 life or puts it on top of the
    library (the one named last on top); the Plains A started the turn with can't be
    chosen."""
    table = _library("allow yes", f"choose {back}")
    g = table.game()
    assert g.player["A"].life == life
    assert [g.objects[o].name for o in g.player["A"].library] == top
    assert "Plains" in names(table, "1", "A", "hand")
    assert card("Sylvan Library").first_printed == "LEG"


def test_119_4_sylvan_library_declined_draws_nothing_more() -> None:
    """608.2d: "you may draw two additional cards. If you do": declined, A keeps the one
    card of the draw step and pays nothing."""
    table = _library("allow no")
    g = table.game()
    assert g.player["A"].life == 20
    assert sorted(names(table, "1", "A", "hand")) == ["Lightning Bolt", "Plains"]


def test_119_4_sylvan_library_cant_pay_life_it_doesnt_have() -> None:
    """119.4: with 5 life A can pay for one card at most: keeping all three cards (no
    card put back) is refused; putting one back is allowed."""
    from shahrazad.scenario.script import ScriptStuck

    with pytest.raises(ScriptStuck):
        _library("allow yes", "choose nothing", life=5)
    table = _library("allow yes", "choose Giant Growth", life=5)
    assert table.game().player["A"].life == 1


def test_121_1_sylvan_library_reads_the_cards_drawn_this_turn_in_a_subgame() -> None:
    """727, 121.1: in a subgame the Library reads the subgame's turn: the normal draw and
    the two more, all three put back but one paid for."""
    table = play('''
[A]
battlefield = ["Plains"]
library = []
[B]
battlefield = ["Plains"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "upkeep"
starting_player = "A"
[games."1.1".A]
battlefield = ["Sylvan Library"]
library = ["Lightning Bolt", "Giant Growth", "Dark Ritual", "Island"]
[games."1.1".B]
library = ["Island", "Island", "Island"]
''' + decisions("pass", game="1.1") + decisions("pass", player="B", game="1.1")
        + decisions("pass", game="1.1") + decisions("pass", player="B", game="1.1")
        + decisions("allow yes", "choose Dark Ritual", game="1.1"),
        head='stack = [{ spell = "A:Shahrazad" }]\n')
    sub = table.game("1.1")
    assert sub.player["A"].life == 16
    assert sub.objects[sub.player["A"].library[0]].name == "Dark Ritual"
    assert table.game("1").this_turn.drawn == ()


# -- Marble Priest -------------------------------------------------------------------------


def test_509_1c_marble_priest_lures_walls_and_takes_no_combat_damage_from_them() -> None:
    """509.1c: Wall of Swords, able to block Marble Priest, must: a declaration without it
    is refused; the Grizzly Bears beside it are not required. 615: the Wall's 3 combat
    damage to the 3/3 Priest is prevented, and the Priest's 3 are dealt to the Wall."""
    from shahrazad.scenario.script import ScriptStuck

    with pytest.raises(ScriptStuck, match=r"509\.1c"):
        fight('"Marble Priest"', '"Wall of Swords", "Grizzly Bears"',
              decisions("attack Marble Priest"), decisions("block nothing", player="B"))
    table = fight('"Marble Priest"', '"Wall of Swords", "Grizzly Bears"',
                  decisions("attack Marble Priest"),
                  decisions("block Wall of Swords -> Marble Priest", player="B"), RESOLVE * 3)
    g = table.game()
    assert permanent(g, "Marble Priest").damage == 0
    assert permanent(g, "Wall of Swords").damage == 3
    assert card("Marble Priest").first_printed == "LEG"


# -- Wall of Dust --------------------------------------------------------------------------


def test_508_1a_wall_of_dust_keeps_the_blocked_creature_home_its_controllers_next_turn() -> None:
    """509.1, 603.2, 508.1a, 514.2: the Grizzly Bears Wall of Dust blocked can't attack in
    A's next turn (the effect lasts through it: not in B's turn between); in the turn
    after, they can again."""
    from shahrazad.characteristics import keywords
    from shahrazad.rules import combat

    table = fight('"Grizzly Bears", "Savannah Lions"', '"Wall of Dust"',
                  decisions("attack Grizzly Bears"),
                  decisions("block Wall of Dust -> Grizzly Bears", player="B"), RESOLVE * 3)
    g = table.game()
    assert any(e.source_name == "Wall of Dust" for e in of(table, v.AbilityTriggered))
    assert "cant_attack" not in keywords(g, permanent(g, "Grizzly Bears"))  # not this turn
    advance(table, "B", "main1")
    advance(table, "A", "beginning_of_combat", {"attackers": "attack nothing"})
    assert [o.name for o in combat.possible_attackers(table.game())] == ["Savannah Lions"]
    advance(table, "B", "main1", {"attackers": "attack nothing", "blockers": "block nothing"})
    advance(table, "A", "beginning_of_combat", {"attackers": "attack nothing"})
    assert sorted(o.name for o in combat.possible_attackers(table.game())) == \
        ["Grizzly Bears", "Savannah Lions"]
    assert card("Wall of Dust").first_printed == "LEG"


# -- Wall of Caltrops ----------------------------------------------------------------------


@pytest.mark.parametrize(("blockers", "triggers", "banding"), [
    (["Wall of Caltrops", "Wall of Stone"], True, True),
    (["Wall of Caltrops", "Wall of Stone", "Grizzly Bears"], True, False),
    (["Wall of Caltrops", "Grizzly Bears"], False, False),
    (["Wall of Caltrops"], False, False),
])
def test_603_4_wall_of_caltrops_bands_only_among_walls(blockers: list[str], triggers: bool,
                                                       banding: bool) -> None:
    """509.1, 603.4, 702.22: blocking Craw Wurm beside another Wall and no non-Wall, it
    gains banding until end of turn; beside a non-Wall too, nothing (checked as it
    resolves); with no other Wall blocking, it doesn't trigger (an intervening "if")."""
    from shahrazad.characteristics import keywords

    on_field = ", ".join(f'"{b}"' for b in blockers)
    blocks = ", ".join(f"{b} -> Craw Wurm" for b in blockers)
    table = fight('"Craw Wurm"', on_field, decisions("attack Craw Wurm"),
                  decisions(f"block {blocks}", player="B"), RESOLVE if triggers else "",
                  until="script_end")
    g = table.game()
    assert any(e.source_name == "Wall of Caltrops"
               for e in of(table, v.AbilityTriggered)) is triggers
    assert ("banding" in keywords(g, permanent(g, "Wall of Caltrops"))) is banding
    assert card("Wall of Caltrops").first_printed == "LEG"


# -- Glyph of Life -------------------------------------------------------------------------


def test_603_7c_glyph_of_life_gains_the_damage_attackers_deal_the_wall_each_time() -> None:
    """603.7c, 510.2, 702.22h: B casts Glyph of Life on Wall of Stone, which blocks a band
    of White Knight (first strike, 2) and Benalish Hero (1): each time an attacking
    creature deals it damage this turn, B gains that much (2, then 1); the 3 damage of a
    spell (Zap, no attacking creature) gain nothing, and the Wall is still dealt all of it
    (not a redirection). The ability ends with the turn (603.7b)."""
    table = play('''
[A]
hand = ["Zap"]
battlefield = ["White Knight", "Benalish Hero", "Mountain"]
[B]
hand = ["Glyph of Life"]
battlefield = ["Wall of Stone", "Plains"]
''' + decisions("cast Zap targeting Wall of Stone paying Mountain")
        + decisions("pass")
        + decisions("cast Glyph of Life targeting Wall of Stone paying Plains", player="B")
        + decisions("pass", player="B") + decisions("pass")  # Glyph resolves
        + decisions("pass", player="B") + decisions("pass")  # Zap resolves
        + decisions("pass") + decisions("pass", player="B")
        + decisions("attack White Knight, Benalish Hero band White Knight + Benalish Hero")
        + decisions("block Wall of Stone -> White Knight", player="B"), head=ZAP)
    advance(table, "A", "main2", {"assign": "assign first"})
    g = table.game()
    assert [e.amount for e in of(table, v.AbilityTriggered)
            if e.source_name == "Glyph of Life"] == [2, 1]
    assert g.player["B"].life == 23
    assert permanent(g, "Wall of Stone").damage == 6
    assert card("Glyph of Life").first_printed == "LEG"
    advance(table, "B", "upkeep")
    assert not table.game().delayed  # it ended with the turn (603.7b)


# -- Glyph of Reincarnation ----------------------------------------------------------------


def _blocked_bears(graveyard: str = '"Craw Wurm"') -> Table:
    """A's Grizzly Bears blocked by B's Wall of Stone, played on to A's second main phase
    (B holds Glyph of Reincarnation and a Forest; A's graveyard ``graveyard``)."""
    table = play(f'''
[A]
battlefield = ["Grizzly Bears", "Savannah Lions"]
graveyard = [{graveyard}]
[B]
hand = ["Glyph of Reincarnation"]
battlefield = ["Wall of Stone", "Forest"]
''' + decisions("attack Grizzly Bears, Savannah Lions")
        + decisions("block Wall of Stone -> Grizzly Bears", player="B"),
        step="beginning_of_combat")
    advance(table, "A", "main2")
    return table


@pytest.mark.parametrize(("chosen", "a_field"), [
    ("Craw Wurm", ["Savannah Lions", "Craw Wurm"]),
    ("Grizzly Bears", ["Savannah Lions", "Grizzly Bears"]),
])
def test_700_4_glyph_of_reincarnation_trades_what_the_wall_blocked(
        chosen: str, a_field: list[str]) -> None:
    """601.3, 509.1, 701.19c, 110.2: after combat, B's Glyph destroys the Grizzly Bears the
    Wall blocked (not the unblocked Lions), and for the one that died B puts a creature
    card of A's graveyard onto the battlefield under A's control: Craw Wurm, or the Bears
    just destroyed (2004 ruling)."""
    table = _blocked_bears()
    table.push_named("pass")
    table.push_named("cast Glyph of Reincarnation targeting Wall of Stone paying Forest")
    table.push_named("pass")
    table.push_named("pass")
    table.push_named(f"choose {chosen}")
    assert names(table, "1", "A", "battlefield") == a_field
    assert card("Glyph of Reincarnation").first_printed == "LEG"


def test_601_3_glyph_of_reincarnation_only_after_combat() -> None:
    """601.3: "Cast this spell only after combat": during the declare blockers step it
    can't be cast."""
    from shahrazad.scenario.script import ScriptStuck

    with pytest.raises(ScriptStuck, match="only after combat"):
        play('''
[A]
battlefield = ["Grizzly Bears"]
[B]
hand = ["Glyph of Reincarnation"]
battlefield = ["Wall of Stone", "Forest"]
''' + decisions("attack Grizzly Bears")
             + decisions("block Wall of Stone -> Grizzly Bears", player="B")
             + decisions("pass")
             + decisions("cast Glyph of Reincarnation targeting Wall of Stone paying Forest",
                         player="B"), step="beginning_of_combat")


def test_701_19c_glyph_of_reincarnation_with_an_empty_graveyard_returns_the_dead() -> None:
    """700.4, 608.2d: with no other creature card in A's graveyard, the destroyed Bears
    are the only choice, and it is made."""
    table = _blocked_bears(graveyard="")
    table.push_named("pass")
    table.push_named("cast Glyph of Reincarnation targeting Wall of Stone paying Forest")
    table.push_named("pass")
    table.push_named("pass")
    table.push_named("choose Grizzly Bears")
    assert sorted(names(table, "1", "A", "battlefield")) == ["Grizzly Bears", "Savannah Lions"]


# -- Backdraft -----------------------------------------------------------------------------

#: a 5-damage sorcery for any target
BLAST = '''[cards."Blast"]
cost = "{R}"
types = ["Sorcery"]
targets = ["any"]
effects = [{ effect = "damage", amount = 5, to = "target:0" }]
'''


def test_120_3_backdraft_returns_half_a_sorcerys_damage_to_its_caster() -> None:
    """120.3, 107.1a, 608.2d: A's Blast (a sorcery) dealt 5 to B this turn; B's Backdraft
    chooses it (the card it became in A's graveyard, the one sorcery) and deals A half of
    it, rounded down: 2. An instant's damage (Zap) is not a sorcery's."""
    table = play('''
[A]
hand = ["Blast", "Zap"]
battlefield = ["Mountain", "Mountain"]
[B]
hand = ["Backdraft"]
battlefield = ["Mountain", "Mountain"]
''' + decisions("cast Blast targeting B paying Mountain") + RESOLVE
        + decisions("cast Zap targeting B paying Mountain #2") + RESOLVE
        + decisions("pass")
        + decisions("cast Backdraft paying Mountain, Mountain #2", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("choose Blast", player="B"), head=ZAP + BLAST)
    g = table.game()
    assert g.player["B"].life == 20 - 5 - 3
    assert g.player["A"].life == 18
    assert card("Backdraft").first_printed == "LEG"


def test_608_2d_backdraft_with_no_sorcery_cast_does_nothing() -> None:
    """608.2d: with no sorcery cast this turn there is no player to choose: nothing."""
    table = play('''
[A]
hand = ["Zap"]
battlefield = ["Mountain"]
[B]
hand = ["Backdraft"]
battlefield = ["Mountain", "Mountain"]
''' + decisions("cast Zap targeting B paying Mountain") + RESOLVE + decisions("pass")
        + decisions("cast Backdraft paying Mountain, Mountain #2", player="B")
        + decisions("pass", player="B") + decisions("pass"), head=ZAP)
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (20, 17)


@pytest.mark.parametrize(("chosen", "life"), [("Blast", 18), ("Singe", 19)])
def test_608_2d_backdraft_chooses_among_the_sorceries(chosen: str, life: int) -> None:
    """608.2d: two sorceries cast this turn, Blast (5 to B) and Singe (3 to B): B chooses
    one (the card it became) and A is dealt half its damage, rounded down: 2 or 1."""
    singe = BLAST.replace('"Blast"', '"Singe"').replace("amount = 5", "amount = 3")
    table = play('''
[A]
hand = ["Blast", "Singe"]
battlefield = ["Mountain", "Mountain"]
[B]
hand = ["Backdraft"]
battlefield = ["Mountain", "Mountain"]
''' + decisions("cast Blast targeting B paying Mountain") + RESOLVE
        + decisions("cast Singe targeting B paying Mountain #2") + RESOLVE
        + decisions("pass")
        + decisions("cast Backdraft paying Mountain, Mountain #2", player="B")
        + decisions("pass", player="B") + decisions("pass")
        + decisions(f"choose {chosen}", player="B"), head=BLAST + singe)
    g = table.game()
    assert g.player["A"].life == life
