"""Continuous effects in layers (613, engine/layers.py): static abilities, Auras and the
effects of resolving spells, applied layer by layer, by timestamp within a layer, an
effect that depends on another after it, each affecting the same objects in every
layer it has. The cards are a judge's own, written in a scenario's [cards] table."""

from __future__ import annotations

from support import decisions, obj, of, play

from shahrazad.characteristics import colors, defn, is_creature, keywords, power, toughness
from shahrazad.events import vocabulary as v
from shahrazad.layers import layered
from shahrazad.projections.fold import fold
from shahrazad.projections.statecodec import decode_game, encode_game

CARDS = '''
[cards."Goblin Captain"]
cost = "{1}{R}{R}"
types = ["Creature"]
subtypes = ["Goblin"]
power = 2
toughness = 2
[[cards."Goblin Captain".statics]]
affects = { subtypes = ["Goblin"], other = true }
power = 1
toughness = 1
keywords = ["mountainwalk"]
[cards."Goblin Runner"]
cost = "{R}"
types = ["Creature"]
subtypes = ["Goblin"]
power = 1
toughness = 1
[cards."Forest Spirits"]
cost = "{3}{G}"
types = ["Enchantment"]
[[cards."Forest Spirits".statics]]
affects = { subtypes = ["Forest"] }
types = ["Creature"]
set_power = 1
set_toughness = 1
[cards."Mountain Grove"]
cost = "{2}{G}"
types = ["Enchantment"]
[[cards."Mountain Grove".statics]]
affects = { subtypes = ["Mountain"] }
land_types = ["Forest"]
[cards."Relic Waker"]
cost = "{3}{U}"
types = ["Enchantment"]
subtypes = ["Aura"]
enchant = { kind = "permanent", types = ["Artifact"] }
[[cards."Relic Waker".statics]]
affects = { attached = true, not_types = ["Creature"] }
types = ["Artifact", "Creature"]
set_power = "its_mana_value"
set_toughness = "its_mana_value"
[cards."Iron Guard"]
cost = "{3}"
types = ["Artifact", "Creature"]
power = 2
toughness = 2
[cards."Red Tint"]
cost = "{R}"
types = ["Instant"]
targets = ["spell_or_permanent"]
effects = [{ effect = "become", what = "target:0", color = "R", until = "" }]
[cards."Pale Wash"]
cost = "{W}"
types = ["Enchantment"]
[[cards."Pale Wash".statics]]
affects = { types = ["Creature"] }
color = "W"
'''


def test_613_4_a_lord_a_giant_growth_and_a_minus_counter_in_layer_7c() -> None:
    """613.4c: a lord's +1/+1 (a static ability), Giant Growth's +3/+3 (a resolving
    spell's effect, 611.2) and a -1/-1 counter all modify power and toughness in layer
    7c: the 1/1 Goblin Runner is 1+1+3-1 = 4/4; the lord gives itself nothing ("other"),
    and its ability adds mountainwalk in layer 6 (613.1f)."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Forest", "Goblin Captain", { card = "Goblin Runner", counters = { "-1/-1" = 1 } }]
''' + decisions("cast Giant Growth targeting Goblin Runner", "pass")
        + decisions("pass", player="B"), head=CARDS)
    g = table.game()
    runner, captain = obj(g, "Goblin Runner"), obj(g, "Goblin Captain")
    assert (power(g, runner), toughness(g, runner)) == (4, 4)
    assert (power(g, captain), toughness(g, captain)) == (2, 2)
    assert "mountainwalk" in keywords(g, runner) and "mountainwalk" not in keywords(g, captain)


def test_613_4b_a_set_power_and_toughness_comes_before_a_pump() -> None:
    """613.4b, 613.1d: "all Forests are 1/1 creatures" makes each Forest a creature
    (layer 4) with base power and toughness 1/1 (7b); Giant Growth then adds +3/+3 (7c),
    whatever the timestamps: 4/4. The Forest is still a land."""
    table = play('''
[A]
hand = ["Giant Growth"]
battlefield = ["Forest", "Forest Spirits"]
''' + decisions("cast Giant Growth targeting Forest", "pass")
        + decisions("pass", player="B"), head=CARDS)
    g = table.game()
    forest = obj(g, "Forest")
    assert is_creature(g, forest) and {"Land", "Creature"} <= defn(g, forest).types
    assert (power(g, forest), toughness(g, forest)) == (4, 4)


def test_613_8_an_effect_that_depends_on_another_applies_after_it() -> None:
    """613.8a: "all Forests are 1/1 creatures" (the older timestamp) depends on "all
    Mountains are Forests": applying the second changes what the first applies to. So the
    second applies first, and the Mountain, a Forest now, is a 1/1 creature as well; as a
    Forest it lost its old land type and taps for {G} (305.7)."""
    table = play('''
[A]
battlefield = ["Forest Spirits", "Mountain Grove", "Mountain"]
''', head=CARDS)
    g = table.game()
    mountain = obj(g, "Mountain")
    d = defn(g, mountain)
    assert d.subtypes == frozenset({"Forest"}) and is_creature(g, mountain)
    assert (power(g, mountain), toughness(g, mountain)) == (1, 1)
    assert [a.effects[0].mana for a in d.abilities] == ["G"]  # type: ignore[attr-defined]


def test_613_5_an_effect_affects_in_every_layer_the_objects_of_its_first() -> None:
    """613.5: "as long as the enchanted artifact isn't a creature, it's an artifact
    creature with power and toughness each equal to its mana value": asked once, in
    layer 4. On Sol Ring (mana value 1) it makes a 1/1; on Iron Guard, a creature
    already, it changes nothing (a 2/2, not 3/3)."""
    table = play('''
[A]
battlefield = ["Sol Ring", "Iron Guard",
               { card = "Relic Waker", attached_to = "Sol Ring" },
               { card = "Relic Waker", attached_to = "Iron Guard" }]
''', head=CARDS)
    g = table.game()
    ring, guard = obj(g, "Sol Ring"), obj(g, "Iron Guard")
    assert is_creature(g, ring) and (power(g, ring), toughness(g, ring)) == (1, 1)
    assert (power(g, guard), toughness(g, guard)) == (2, 2)


def test_611_2a_a_color_with_no_duration_lasts_and_a_new_object_is_free_of_it() -> None:
    """611.2a, 613.1e: "target spell or permanent becomes red", with no duration, lasts
    after the turn ends; 400.7: on a creature spell, the permanent it becomes is a new
    object, not red."""
    table = play('''
[A]
hand = ["Red Tint", "Red Tint", "Grizzly Bears"]
battlefield = ["Mountain", "Mountain", "Forest", "Forest", "Serra Angel"]
''' + decisions("cast Red Tint targeting Serra Angel", "pass")
        + decisions("pass", player="B")
        + decisions("cast Grizzly Bears paying Forest, Forest",
                    "cast Red Tint targeting Grizzly Bears", "pass")
        + decisions("pass", player="B") + decisions("pass")
        + decisions("pass", player="B"), head=CARDS)
    g = table.game()
    assert colors(g, obj(g, "Serra Angel")) == "R"
    assert colors(g, obj(g, "Grizzly Bears")) == "G"
    made = of(table, v.ContinuousEffectCreated)
    assert len(made) == 2 and made[0].until == "" and made[0].changes == {"color": "R"}
    assert made[0].rule == "611.2"


def test_613_7_within_a_layer_the_later_timestamp_wins() -> None:
    """613.1e, 613.7: "creatures are white" (a static ability, the older timestamp) and
    "target permanent becomes red" (the later effect) both set colors in layer 5: the
    later one applies last, so Serra Angel is red, and Grizzly Bears white."""
    table = play('''
[A]
hand = ["Red Tint"]
battlefield = ["Mountain", "Pale Wash", "Serra Angel", "Grizzly Bears"]
''' + decisions("cast Red Tint targeting Serra Angel", "pass")
        + decisions("pass", player="B"), head=CARDS)
    g = table.game()
    assert colors(g, obj(g, "Serra Angel")) == "R"
    assert colors(g, obj(g, "Grizzly Bears")) == "W"


def test_an_effect_record_folds_serialises_and_is_computed_once_per_change() -> None:
    """The effect record a ContinuousEffectCreated event makes is state: a replay of the
    events and a checkpoint of it (statecodec) hold it equally; what the layers make of a
    game is worked out once until the game changes."""
    table = play('''
[A]
hand = ["Red Tint"]
battlefield = ["Mountain", "Serra Angel"]
''' + decisions("cast Red Tint targeting Serra Angel", "pass")
        + decisions("pass", player="B"), head=CARDS)
    replayed = fold(table.events)
    g = replayed.games["1"]
    assert g == table.game() and decode_game(encode_game(g)) == g
    record = next(e for e in g.effects.values() if e.kind == "continuous")
    assert record.data == {"color": "R"} and record.subjects == (obj(g, "Serra Angel").oid,)
    assert layered(g) is layered(g)
    before = layered(g)
    g.changes += 1  # as the fold counts an event
    assert layered(g) is not before


def test_events_of_priority_alone_keep_what_the_layers_made() -> None:
    """An event that changes only who has priority, who has passed or the open question
    (PriorityGiven, PriorityPassed, Decided) leaves a game's count of changes, so what
    the layers made of it is kept; any other event (a permanent tapped) counts."""
    table = play('''
[A]
hand = ["Red Tint"]
battlefield = ["Mountain", "Serra Angel"]
''' + decisions("cast Red Tint targeting Serra Angel", "pass")
        + decisions("pass", player="B"), head=CARDS)
    state = fold(table.events)
    g = state.games["1"]
    before, count = layered(g), g.changes
    angel = obj(g, "Serra Angel")
    at = state.position
    fold([v.PriorityGiven(position=at + 1, game="1", rule="117.3a", player="A"),
          v.PriorityPassed(position=at + 2, game="1", rule="117.3d", player="A"),
          v.Decided(position=at + 3, game="1", rule="117.3d", player="B",
                    decision=("pass",))], state)
    assert g.changes == count and layered(g) is before
    fold([v.Tapped(position=at + 4, game="1", rule="701.21a", obj=angel.oid)], state)
    assert g.changes == count + 1 and layered(g) is not before
    assert colors(g, angel) == "R"
