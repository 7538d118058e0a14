"""Filters: one typed way to say which objects, for targets, groups, counts and static
abilities (engine/filters.py), written as data and read back, and said in words."""

from __future__ import annotations

import pytest
from support import decisions, names, obj, play

from shahrazad.cards import words
from shahrazad.cards.catalog import Catalog
from shahrazad.cards.data import CardDataError, card_from_data, card_to_data
from shahrazad.cards.layer_words import filter_words
from shahrazad.cards.model import CardDef, Count, Damage, Destroy, Filter, ManaCost, TargetSpec
from shahrazad.cards.pool import card

CARDS = '''
[cards."Dread Bolt"]
cost = "{1}{B}"
types = ["Instant"]
targets = [{ kind = "creature", not_types = ["Artifact"], not_colors = ["B"] }]
effects = [{ effect = "destroy", what = "target:0" }]
[cards."Land Wave"]
cost = "{3}{W}"
types = ["Sorcery"]
effects = [{ effect = "destroy", what = { types = ["Land"] } }]
[cards."Iron Sentry"]
cost = "{3}"
types = ["Artifact", "Creature"]
power = 2
toughness = 2
[cards."Swamp Fire"]
cost = "{R}"
types = ["Instant"]
targets = ["any"]
[[cards."Swamp Fire".effects]]
effect = "damage"
to = "target:0"
amount = { number_of = { subtypes = ["Swamp"], controller = "you" } }
[cards."Ground Quake"]
cost = "{R}"
types = ["Sorcery"]
[[cards."Ground Quake".effects]]
effect = "damage"
amount = 1
to = { types = ["Creature"], not_keywords = ["flying"] }
also = "each_player"
'''


def test_115_a_target_filter_leaves_out_artifact_and_black_creatures() -> None:
    """115.1, 601.2c: "target nonartifact, nonblack creature": of Grizzly Bears, Juzam
    Djinn (black) and Iron Sentry (an artifact creature), only the Bears may be chosen,
    and a target the filter refuses is refused with the rule."""
    table = play('''
[A]
hand = ["Dread Bolt"]
battlefield = ["Swamp", "Swamp"]
[B]
battlefield = ["Grizzly Bears", "Juzam Djinn", "Iron Sentry"]
''', head=CARDS)
    g = table.game()
    chosen = {g.objects[t].name for d in table.legal_decisions() if d.KIND == "cast"
              for t in d.targets if isinstance(t, int)}
    assert chosen == {"Grizzly Bears"}
    with pytest.raises(Exception, match=r"115|601\.2c"):
        table.push_named("cast Dread Bolt targeting Juzam Djinn")


def test_701_8_a_group_destroys_every_permanent_its_filter_picks() -> None:
    """701.8: "destroy all lands" as a filter of the objects an effect acts on: each
    player's lands go, their creatures stay."""
    table = play('''
[A]
hand = ["Land Wave"]
battlefield = ["Plains", "Plains", "Plains", "Plains"]
[B]
battlefield = ["Grizzly Bears", "Island", "Forest"]
''' + decisions("cast Land Wave") + decisions("pass") + decisions("pass", player="B"),
        head=CARDS)
    assert names(table, "1", "A", "battlefield") == []
    assert names(table, "1", "B", "battlefield") == ["Grizzly Bears"]
    assert sorted(names(table, "1", "B", "graveyard")) == ["Forest", "Island"]


def test_107_1_a_count_of_permanents_is_an_amount() -> None:
    """107.1: an amount may count the permanents a filter picks ("damage equal to the
    number of Swamps you control"): A's two Swamps, not B's Swamp."""
    table = play('''
[A]
hand = ["Swamp Fire"]
battlefield = ["Mountain", "Swamp", "Swamp"]
[B]
battlefield = ["Swamp"]
''' + decisions("cast Swamp Fire targeting B") + decisions("pass") + decisions(
        "pass", player="B"), head=CARDS)
    assert table.game().player["B"].life == 18


def test_120_3_damage_to_a_group_and_each_player() -> None:
    """120.3: "1 damage to each creature without flying and each player": the Bears die,
    Serra Angel (flying) is untouched, both players lose 1 life."""
    table = play('''
[A]
hand = ["Ground Quake"]
battlefield = ["Mountain"]
[B]
battlefield = ["Grizzly Bears", "Serra Angel", "Llanowar Elves"]
''' + decisions("cast Ground Quake") + decisions("pass") + decisions("pass", player="B"),
        head=CARDS)
    g = table.game()
    assert names(table, "1", "B", "battlefield") == ["Grizzly Bears", "Serra Angel"]
    assert obj(g, "Grizzly Bears").damage == 1 and obj(g, "Serra Angel").damage == 0
    assert (g.player["A"].life, g.player["B"].life) == (19, 19)


def test_every_field_of_a_filter_survives_the_trip_through_data() -> None:
    every = Filter(types=frozenset({"Creature"}), not_types=frozenset({"Artifact"}),
                   supertypes=frozenset({"Legendary"}), not_supertypes=frozenset({"Basic"}),
                   subtypes=frozenset({"Goblin"}), not_subtypes=frozenset({"Wall"}),
                   colors=frozenset({"R"}), not_colors=frozenset({"B"}), colorless=False,
                   keywords=frozenset({"flying"}), not_keywords=frozenset({"trample"}),
                   controller="opponent", other=True, attached=True, token="nontoken",
                   tapped="untapped", combat="attacking", first_printed=frozenset({"LEA"}),
                   name="Goblin King", power_at_least=1, power_at_most=5)
    d = CardDef("Filter Probe", frozenset({"Sorcery"}), ManaCost.parse("{R}"),
                effects=(Destroy(every), Damage(Count(every, "up"), every, "each_player")),
                targets=(TargetSpec("creature", filter=every),))
    data = card_to_data(d)
    assert data["targets"][0]["not_colors"] == ["B"]  # beside the kind, flat
    assert card_from_data(data) == d


def test_a_misspelt_filter_field_names_its_path_and_the_close_word() -> None:
    with pytest.raises(CardDataError, match=r"targets\[0\].not_color: unknown field.*not_colors"):
        card_from_data({"name": "Bad", "types": ["Instant"],
                        "targets": [{"kind": "creature", "not_color": ["B"]}]})
    with pytest.raises(CardDataError,
                       match=r"unknown word 'each_creatur'.*a table of Filter fields reads"):
        card_from_data({"name": "Bad", "types": ["Sorcery"],
                        "effects": [{"effect": "destroy", "what": "each_creatur"}]})


def test_the_older_words_still_read_as_the_filters_they_name() -> None:
    """A custom card of an older log: the first-printed word ``arabian_nights`` and the
    object word ``other_arabian_nights_permanents`` read, round-trip unchanged, and mean
    what the set code ``ARN`` means."""
    old = {"name": "Old Bottle", "types": ["Artifact"], "first_printed": "arabian_nights",
           "effects": [{"effect": "sacrifice", "what": "other_arabian_nights_permanents",
                        "by": "its_controller"}]}
    d = card_from_data(old)
    assert card_to_data(d) == old
    assert "first printed in Arabian Nights" in words.abilities(d)[0]


def test_filters_read_in_words() -> None:
    assert filter_words(Filter(subtypes=frozenset({"Island"})), plural=True) == "Islands"
    assert filter_words(Filter(types=frozenset({"Creature"}), keywords=frozenset({"flying"}))
                        ) == "creature with flying"
    assert filter_words(Filter(types=frozenset({"Creature"}), tapped="untapped",
                               controller="you"), plural=True) == \
        "untapped creatures you control"
    with Catalog([card_from_data({"name": "Q", "types": ["Sorcery"], "effects": [
            {"effect": "destroy", "what": {"types": ["Land"]}}]})]).active():
        assert words.abilities(card("Q")) == ["Spell: destroy each land."]
