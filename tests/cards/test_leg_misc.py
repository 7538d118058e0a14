"""Batch MISC: "can't be the target of" in its narrower forms (115.1, 702.18a): of Aura
spells (Bartel Runeaxe, Tetsuo Umezawa), of spells only (Anti-Magic Aura, Lurker's "unless
it attacked or blocked this turn"), of spells and abilities that can target only Walls
(Wall of Shadows), shroud while untapped (Spectral Cloak); the filter ``either`` ("tapped
or blocking creature"); and an attached Aura is no target (303.4d)."""

from __future__ import annotations

import pytest
from support import (
    RESOLVE,
    advance,
    decisions,
    fight,
    names,
    obj,
    of,
    permanent,
    play,
    targets_of,
)

from shahrazad.cards.pool import card
from shahrazad.decisions import Cast
from shahrazad.events import vocabulary as v
from shahrazad.events.errors import ShahrazadError
from shahrazad.table import Table

ROD = '"Rod of Ruin", "Mountain", "Mountain", "Mountain"'
#: A's hand of an Aura spell and a spell, and the lands to cast either
HAND = 'hand = ["Holy Strength", "Lightning Bolt"]\n'
LANDS = '"Plains", "Mountain"'


def test_115_1_bartel_runeaxe_no_target_of_aura_spells() -> None:
    """115.1: Bartel Runeaxe can't be the target of Aura spells (Holy Strength), but of
    other spells (Lightning Bolt) and of abilities (Rod of Ruin) it can; vigilance."""
    table = play(f'''
[A]
{HAND}battlefield = ["Bartel Runeaxe", "Grizzly Bears", {LANDS}, {ROD}]
''')
    assert "Bartel Runeaxe" not in targets_of(table, "Holy Strength")
    assert "Grizzly Bears" in targets_of(table, "Holy Strength")
    assert "Bartel Runeaxe" in targets_of(table, "Lightning Bolt")
    assert "Bartel Runeaxe" in targets_of(table, "Rod of Ruin")
    assert "vigilance" in card("Bartel Runeaxe").keywords


def test_303_4d_bartel_runeaxe_keeps_an_aura_put_on_it() -> None:
    """303.4d, 704.5m: an Aura attached to Bartel Runeaxe (moved there, not cast at it)
    stays: "can't be the target of Aura spells" is no "can't be enchanted"."""
    table = play('''
[A]
battlefield = ["Bartel Runeaxe", { card = "Holy Strength", attached_to = "Bartel Runeaxe" }]
''')
    assert "Holy Strength" in names(table, "1", "A", "battlefield")
    assert permanent(table.game(), "Holy Strength").attached_to == \
        permanent(table.game(), "Bartel Runeaxe").oid


def test_115_1_tetsuo_umezawa_destroys_a_tapped_creature_not_an_untapped_one() -> None:
    """115.1, 701.8: Tetsuo's target is a tapped or blocking creature: the tapped Hill Giant
    is one, the untapped Grizzly Bears isn't; Tetsuo is no target of Holy Strength."""
    table = play(f'''
[A]
{HAND}battlefield = ["Tetsuo Umezawa", "Island", "Swamp", "Swamp", "Mountain", {LANDS}]
[B]
battlefield = [{{ card = "Hill Giant", tapped = true }}, "Grizzly Bears"]
''')
    assert targets_of(table, "Tetsuo Umezawa") == {"Hill Giant"}
    assert "Tetsuo Umezawa" not in targets_of(table, "Holy Strength")
    table = play('''
[A]
battlefield = ["Tetsuo Umezawa", "Island", "Swamp", "Swamp", "Mountain"]
[B]
battlefield = [{ card = "Hill Giant", tapped = true }, "Grizzly Bears"]
''' + decisions("activate Tetsuo Umezawa targeting Hill Giant") + RESOLVE)
    assert names(table, "1", "B", "graveyard") == ["Hill Giant"]


def test_509_1g_tetsuo_umezawa_destroys_a_blocking_creature() -> None:
    """509.1g, 115.1: an untapped creature blocking is a legal target of Tetsuo's ability
    (the "or" of its filter); the attacker it blocks, untapped and not blocking, isn't."""
    table = fight('"Grizzly Bears", "Tetsuo Umezawa", "Island", "Swamp", "Swamp", "Mountain"',
                  '"Wall of Wood"', decisions("attack Grizzly Bears"),
                  decisions("block Wall of Wood -> Grizzly Bears", player="B"),
                  until="blockers_declared")
    found = targets_of(table, "Tetsuo Umezawa")
    assert "Wall of Wood" in found and "Tetsuo Umezawa" not in found


def test_115_1_anti_magic_aura_no_target_of_spells_but_of_abilities() -> None:
    """115.1: the enchanted creature can't be the target of spells (Lightning Bolt, Holy
    Strength); of abilities it can (Rod of Ruin)."""
    table = play(f'''
[A]
{HAND}battlefield = ["Grizzly Bears", {{ card = "Anti-Magic Aura", attached_to = "Grizzly Bears" }},
               "Hill Giant", {LANDS}, {ROD}]
''')
    assert "Grizzly Bears" not in targets_of(table, "Lightning Bolt")
    assert "Grizzly Bears" not in targets_of(table, "Holy Strength")
    assert "Hill Giant" in targets_of(table, "Lightning Bolt")
    assert "Grizzly Bears" in targets_of(table, "Rod of Ruin")


def test_704_5m_anti_magic_aura_other_auras_fall_off() -> None:
    """704.5m, 303.4d: an other Aura attached to the creature Anti-Magic Aura enchants is
    put into its owner's graveyard; Anti-Magic Aura stays."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", { card = "Anti-Magic Aura", attached_to = "Grizzly Bears" },
               { card = "Holy Strength", attached_to = "Grizzly Bears" }]
''')
    assert names(table, "1", "A", "graveyard") == ["Holy Strength"]
    assert "Anti-Magic Aura" in names(table, "1", "A", "battlefield")


def test_702_18a_spectral_cloak_shroud_only_while_untapped() -> None:
    """702.18a, 611.3a: the enchanted creature has shroud as long as it's untapped: no
    target of Lightning Bolt untapped; tapped, it is one."""
    table = play(f'''
[A]
{HAND}battlefield = ["Grizzly Bears", {{ card = "Spectral Cloak", attached_to = "Grizzly Bears" }},
               {LANDS}]
''')
    assert "Grizzly Bears" not in targets_of(table, "Lightning Bolt")
    table = play(f'''
[A]
{HAND}battlefield = [{{ card = "Grizzly Bears", tapped = true }},
               {{ card = "Spectral Cloak", attached_to = "Grizzly Bears" }}, {LANDS}]
''')
    assert "Grizzly Bears" in targets_of(table, "Lightning Bolt")


def test_303_4d_spectral_cloak_keeps_auras_already_attached() -> None:
    """303.4d, 702.18a: shroud keeps no Aura off: Spectral Cloak and a Holy Strength already
    on the untapped creature stay attached (an attached Aura targets nothing)."""
    table = play('''
[A]
battlefield = ["Grizzly Bears", { card = "Spectral Cloak", attached_to = "Grizzly Bears" },
               { card = "Holy Strength", attached_to = "Grizzly Bears" }]
''')
    assert names(table, "1", "A", "graveyard") == []
    assert permanent(table.game(), "Grizzly Bears").attached_to is None
    assert {n for n in names(table, "1", "A", "battlefield")} == {
        "Grizzly Bears", "Spectral Cloak", "Holy Strength"}


def test_115_1_lurker_no_target_of_spells_unless_it_attacked() -> None:
    """115.1: Lurker can't be the target of spells (Lightning Bolt), but of abilities (Rod
    of Ruin) it can; once it attacked this turn, spells may target it too."""
    table = play(f'''
[A]
{HAND}battlefield = ["Lurker", {LANDS}, {ROD}]
''')
    assert "Lurker" not in targets_of(table, "Lightning Bolt")
    assert "Lurker" in targets_of(table, "Rod of Ruin")
    table = fight('"Lurker", "Mountain"', '"Island"', decisions("attack Lurker"),
                  hand='"Lightning Bolt"', until="attackers_declared")
    assert "Lurker" in targets_of(table, "Lightning Bolt")


def test_115_1_lurker_can_be_targeted_after_it_blocked() -> None:
    """115.1: a Lurker that blocked this turn is a legal target of a spell."""
    table = fight('"Grizzly Bears"', '"Lurker", "Mountain"', decisions("attack Grizzly Bears"),
                  decisions("block Lurker -> Grizzly Bears", player="B"),
                  until="blockers_declared")
    assert permanent(table.game(), "Lurker").blocked_this_turn


WALL_HEAD = '''
[cards."Wall Breaker"]     # "Choose one: destroy target Wall; or 1 damage to any target."
cost = "{R}"
types = ["Instant"]
[[cards."Wall Breaker".modes]]
effects = [{ effect = "destroy", what = "target:0" }]
targets = [{ kind = "creature", subtype = "Wall" }]
[[cards."Wall Breaker".modes]]
effects = [{ effect = "damage", amount = 1, to = "target:0" }]
targets = ["any"]

[cards."Wall Smasher"]                  # "Destroy target Wall."
cost = "{R}"
types = ["Instant"]
effects = [{ effect = "destroy", what = "target:0" }]
targets = [{ kind = "creature", subtype = "Wall" }]
'''


def test_115_1_wall_of_shadows_no_target_of_what_can_target_only_walls() -> None:
    """115.1: Wall of Shadows can't be the target of a spell that can target only Walls
    (a judge's Wall Smasher; Animate Wall's "enchant Wall"); Wall of Wood can. A modal
    spell with a mode that can target a non-Wall may target it in its Wall mode, and a
    spell that can target anything (Lightning Bolt) may too."""
    table = play('''
[A]
hand = ["Wall Smasher", "Wall Breaker", "Animate Wall", "Lightning Bolt"]
battlefield = ["Wall of Shadows", "Wall of Wood", "Plains", "Mountain"]
''', head=WALL_HEAD)
    assert targets_of(table, "Wall Smasher") == {"Wall of Wood"}
    assert targets_of(table, "Animate Wall") == {"Wall of Wood"}
    assert "Wall of Shadows" in targets_of(table, "Wall Breaker")
    assert "Wall of Shadows" in targets_of(table, "Lightning Bolt")
    g = table.game()
    breaker, shadows = obj(g, "Wall Breaker").oid, obj(g, "Wall of Shadows").oid
    faces = {d.face for d in table.legal_decisions() if isinstance(d, Cast)
             and d.card == breaker and d.targets == (shadows,)}
    assert 0 in faces  # the first mode's "destroy target Wall" (700.2)


def test_615_1_wall_of_shadows_prevents_damage_from_creatures_it_blocks() -> None:
    """615.1, 702.3b: blocking Hill Giant, Wall of Shadows takes no damage; defender keeps
    it from attacking."""
    table = fight('"Hill Giant"', '"Wall of Shadows"', decisions("attack Hill Giant"),
                  decisions("block Wall of Shadows -> Hill Giant", player="B"))
    assert "Wall of Shadows" in names(table, "1", "B", "battlefield")
    assert permanent(table.game(), "Wall of Shadows").damage == 0
    assert "defender" in card("Wall of Shadows").keywords


#: from the untap step (where the position starts with priority) into the upkeep, whose
#: trigger then resolves
UPKEEP = RESOLVE + RESOLVE
ROHGAHH = '''
[A]
battlefield = ["Rohgahh of Kher Keep", "Kobolds of Kher Keep", "Mountain", "Mountain",
               "Mountain"]
[B]
battlefield = ["Kobolds of Kher Keep"]
'''


def test_613_4c_rohgahh_pumps_only_your_kobolds_of_kher_keep() -> None:
    """613.4c: creatures you control named Kobolds of Kher Keep get +2/+2; an opponent's
    don't."""
    from shahrazad.characteristics import power, toughness

    table = play(ROHGAHH)
    g = table.game()
    mine, theirs = permanent(g, "Kobolds of Kher Keep", "A"), permanent(
        g, "Kobolds of Kher Keep", "B")
    assert (power(g, mine), toughness(g, mine)) == (2, 3)
    assert (power(g, theirs), toughness(g, theirs)) == (0, 1)


def test_608_2d_rohgahh_paid_stays() -> None:
    """608.2d: paying {R}{R}{R} at the upkeep, nothing is tapped and nothing changes
    control."""
    table = play(ROHGAHH + UPKEEP + decisions("accept yes"), step="untap")
    g = table.game()
    assert permanent(g, "Rohgahh of Kher Keep").controller == "A"
    assert not permanent(g, "Rohgahh of Kher Keep").tapped
    assert permanent(g, "Kobolds of Kher Keep", "A").controller == "A"


def test_613_1b_rohgahh_unpaid_taps_all_kobolds_and_an_opponent_gains_them() -> None:
    """608.2d, 701.26, 613.1b: not paid, Rohgahh and every creature named Kobolds of Kher
    Keep (the opponent's too) become tapped, then the opponent gains control of them all;
    the lord now pumps B's Kobolds."""
    table = play(ROHGAHH + UPKEEP + decisions("accept no"), step="untap")
    g = table.game()
    rohgahh = permanent(g, "Rohgahh of Kher Keep")
    kobolds = [g.objects[o] for o in g.battlefield if g.objects[o].name == "Kobolds of Kher Keep"]
    assert rohgahh.controller == "B" and rohgahh.tapped
    assert len(kobolds) == 2 and all(k.controller == "B" and k.tapped for k in kobolds)
    assert card("Rohgahh of Kher Keep").supertypes == frozenset({"Legendary"})


def test_727_rohgahh_unpaid_in_a_subgame_gives_only_the_subgames_kobolds() -> None:
    """727, 613.1b: Rohgahh's upkeep inside a subgame: not paid, B gains control of the
    subgame's Rohgahh and Kobolds; the main game's Kobolds of Kher Keep stays A's."""
    RESOLVE_SUB = decisions("pass", game="1.1") + decisions("pass", player="B", game="1.1")
    table = play('''
[A]
battlefield = ["Kobolds of Kher Keep"]
library = []
[B]
battlefield = ["Plains"]
library = []
[games."1.1"]
active = "A"
turn = 2
step = "untap"
starting_player = "A"
[games."1.1".A]
battlefield = ["Rohgahh of Kher Keep", "Kobolds of Kher Keep"]
library = ["Island", "Island", "Island"]
[games."1.1".B]
battlefield = ["Plains"]
library = ["Island", "Island", "Island"]
''' + RESOLVE_SUB + RESOLVE_SUB,  # no Mountains: nothing to pay with, no question
                 head='stack = [{ spell = "A:Shahrazad" }]\n')
    sub, main = table.game("1.1"), table.game("1")
    assert permanent(sub, "Rohgahh of Kher Keep").controller == "B"
    assert permanent(sub, "Kobolds of Kher Keep").controller == "B"
    assert permanent(main, "Kobolds of Kher Keep").controller == "A"
    assert not permanent(main, "Kobolds of Kher Keep").tapped


# -- Firestorm Phoenix: returned to hand instead of dying (614.1a), unplayable until its
# owner's next turn (611.2a) -------------------------------------------------------------

PHOENIX = '''
[A]
hand = ["Terror"]
battlefield = ["Firestorm Phoenix", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain",
               "Mountain", "Mountain", "Mountain"]
''' + decisions("cast Terror targeting Firestorm Phoenix") + RESOLVE


def _can_cast(table: Table, name: str) -> bool:
    g = table.game()
    return any(isinstance(d, Cast) and g.objects[d.card].name == name
               for d in table.legal_decisions())


def test_614_1a_firestorm_phoenix_returns_to_hand_revealed_and_unplayable() -> None:
    """614.1a, 701.20, 611.2a: destroyed, Firestorm Phoenix goes to its owner's hand
    instead of the graveyard, shown to every player; A, with six Mountains, can't cast it
    this turn (refused, naming why)."""
    table = play(PHOENIX)
    assert names(table, "1", "A", "hand") == ["Firestorm Phoenix"]
    assert names(table, "1", "A", "graveyard") == ["Terror"]
    shown = of(table, v.CardsRevealed)
    assert shown and set(shown[-1].seen_by) == {"A", "B"}
    assert not _can_cast(table, "Firestorm Phoenix")
    with pytest.raises(ShahrazadError, match="next turn"):
        table.push(Cast(card=obj(table.game(), "Firestorm Phoenix").oid))
    assert "flying" in card("Firestorm Phoenix").keywords


def test_611_2a_firestorm_phoenix_playable_again_on_its_owners_next_turn() -> None:
    """611.2a: the restriction ends as its owner's next turn begins: on B's turn it still
    holds, on A's next turn A may cast the Phoenix."""
    table = play(PHOENIX)
    advance(table, "B", "main1")
    assert any(e.kind == "revealed_and_cant_be_played" for e in table.game().effects.values())
    advance(table, "A", "main1")
    assert not any(e.kind == "revealed_and_cant_be_played"
                   for e in table.game().effects.values())
    assert _can_cast(table, "Firestorm Phoenix")


def test_614_1a_firestorm_phoenix_a_second_copy_is_not_tracked() -> None:
    """611.2a (the 2009 ruling): only that card can't be played: another Firestorm Phoenix
    in the same hand can be cast."""
    table = play(PHOENIX.replace('hand = ["Terror"]', 'hand = ["Terror", "Firestorm Phoenix"]')
                 .replace('"Mountain", "Mountain"]', '"Mountain", "Mountain", "Mountain", '
                          '"Mountain"]'))
    g = table.game()
    castable = {d.card for d in table.legal_decisions() if isinstance(d, Cast)
                and g.objects[d.card].name == "Firestorm Phoenix"}
    assert len(castable) == 1


# -- All Hallow's Eve: exiled with counters, an upkeep ability that functions in exile
# (113.6, 603.4) ---------------------------------------------------------------------------


def test_113_6_all_hallows_eve_resolves_into_exile_with_two_scream_counters() -> None:
    """608.2, 406.3, 122.1: All Hallow's Eve resolves by exiling itself with two scream
    counters on it; nothing else happens (the creature card stays in the graveyard)."""
    table = play('''
[A]
hand = ["All Hallow's Eve"]
battlefield = ["Swamp", "Swamp", "Swamp", "Swamp"]
graveyard = ["Grizzly Bears"]
''' + decisions("cast All Hallow's Eve") + RESOLVE)
    eve = obj(table.game(), "All Hallow's Eve")
    assert eve.zone == "exile" and eve.counters == {"scream": 2}
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]


def test_603_4_all_hallows_eve_removes_a_counter_at_its_owners_upkeep() -> None:
    """113.6, 503.1: at A's upkeep the exiled All Hallow's Eve loses a scream counter; one
    left, nothing returns."""
    table = play('''
[A]
exile = [{ card = "All Hallow's Eve", counters = { scream = 2 } }]
graveyard = ["Grizzly Bears"]
''' + UPKEEP, step="untap")
    assert obj(table.game(), "All Hallow's Eve").counters == {"scream": 1}
    assert names(table, "1", "A", "graveyard") == ["Grizzly Bears"]


def test_603_4_all_hallows_eve_last_counter_returns_every_creature_card() -> None:
    """113.6, 400.3, 110.2: the last scream counter removed, All Hallow's Eve goes to its
    owner's graveyard and each player returns all creature cards from their graveyard to
    the battlefield, under their owner's control; a noncreature card stays."""
    table = play('''
[A]
exile = [{ card = "All Hallow's Eve", counters = { scream = 1 } }]
graveyard = ["Grizzly Bears", "Lightning Bolt"]
[B]
graveyard = ["Hill Giant"]
''' + UPKEEP, step="untap")
    g = table.game()
    assert names(table, "1", "A", "graveyard") == ["Lightning Bolt", "All Hallow's Eve"]
    assert permanent(g, "Grizzly Bears").controller == "A"
    assert permanent(g, "Hill Giant").controller == "B"


def test_603_4_all_hallows_eve_without_counters_doesnt_trigger() -> None:
    """603.4: exiled with no scream counter (put there another way), it doesn't trigger;
    on B's upkeep it doesn't either (only its owner's)."""
    table = play('''
[A]
exile = ["All Hallow's Eve"]
graveyard = ["Grizzly Bears"]
''' + UPKEEP, step="untap")
    assert not of(table, v.AbilityTriggered)
    table = play('''
[A]
exile = [{ card = "All Hallow's Eve", counters = { scream = 1 } }]
graveyard = ["Grizzly Bears"]
''' + UPKEEP, step="untap", active="B")
    assert obj(table.game(), "All Hallow's Eve").counters == {"scream": 1}
