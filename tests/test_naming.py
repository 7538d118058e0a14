"""Names a judge can write (shahrazad.naming) and the one registry of decision kinds.

Objects are named by card name, with qualifiers (game, owner, zone) where a name alone
could mean things in different places, and ``#n`` counting from 1; decisions by a
short text form whose verb is the kind's one name. Every legal decision's name parses
back to it, every kind is registered with every part, and logs written under the old
names still read, re-run and audit.
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections.abc import Sequence
from pathlib import Path

import msgpack
import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shahrazad.agents import RandomAgent
from shahrazad.cards.pool import CARDS, card
from shahrazad.cli import main
from shahrazad.decisions import (
    ANY,
    KINDS,
    QUESTIONS,
    Activate,
    Attack,
    Block,
    Bottom,
    Cast,
    Decision,
    Discard,
    Entry,
    Keep,
    Mana,
    Pass,
    PlainNames,
    Play,
    Search,
    Target,
    Wish,
    answering,
    decode,
    entries,
    entry,
)
from shahrazad.events import vocabulary as v
from shahrazad.events.base import Event
from shahrazad.events.codec import decode as decode_event
from shahrazad.events.codec import encode
from shahrazad.events.storage.eras import log_event_bytes, versions_of
from shahrazad.events.storage.logfile import read_log, verify_log
from shahrazad.naming import (
    Named,
    NamingError,
    name_of,
    parse,
    pick,
    qualified,
    reference,
    split_list,
)
from shahrazad.projections.audit import audit
from shahrazad.rerun import rerun
from shahrazad.scenario import FORMS, ScenarioError, load_scenario, run_scenario
from shahrazad.table import IllegalDecision, Table

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
LIB = "library = [" + ", ".join(['"Island"'] * 10) + "]"


def scenario(body: str, *, step: str = "main1", players: str = '["A", "B"]') -> Table:
    text = (f'seed = 1\nplayers = {players}\nactive = "A"\nturn = 3\nstep = "{step}"\n'
            '[run]\nuntil = "script_end"\n' + body)
    return run_scenario(load_scenario(text))


def owner_of(table: Table, oid: int | str, game: str = "1") -> str:
    assert isinstance(oid, int)
    return table.game(game).objects[oid].owner


def name(table: Table, oid: int, game: str = "1") -> str:
    return table.game(game).objects[oid].name


# -- naming objects --------------------------------------------------------------------


THINGS = [Named(1, "Plains", "1", "A", "hand"), Named(2, "Plains", "1", "A", "hand"),
          Named(3, "Plains", "1", "B", "battlefield"), Named(4, "Juzam Djinn", "1", "A",
                                                               "graveyard"),
          Named(5, "Juzam Djinn", "1.1", "A", "graveyard"),
          Named(6, "Juzam Djinn", "", "A", "sideboard")]


def test_a_name_reads_its_qualifiers_in_any_order() -> None:
    assert reference("1.1:B:graveyard:Juzam Djinn", "AB") == \
        reference("graveyard:1.1:B:Juzam Djinn", "AB")
    ref = reference(" B : hand : Plains#3 ", "AB")
    assert (ref.owner, ref.zone, ref.name, ref.nth, ref.game) == ("B", "hand", "Plains", 3, None)
    with pytest.raises(NamingError, match=r"'library2' is not a player"):
        reference("library2:Plains", "AB")
    with pytest.raises(NamingError, match="two owners"):
        reference("A:B:Plains", "AB")


def test_copies_count_from_one_and_hash_zero_is_refused() -> None:
    hand = [t for t in THINGS if t.zone == "hand"]
    assert pick("Plains", hand, where="in A's hand", players="AB").key == 1
    assert pick("Plains#1", hand, where="in A's hand", players="AB").key == 1
    assert pick("Plains#2", hand, where="in A's hand", players="AB").key == 2
    with pytest.raises(NamingError, match=r"Plains#0: copies count from 1 \(Plains#1 is"):
        pick("Plains#0", hand, where="in A's hand", players="AB")
    with pytest.raises(NamingError, match=r"there are 2 Plains in A's hand \(Plains#1 to "
                                          r"Plains#2\)"):
        pick("Plains#3", hand, where="in A's hand", players="AB")


def test_an_ambiguous_name_is_refused_with_the_names_that_would_work() -> None:
    with pytest.raises(NamingError) as refused:
        pick("Plains", THINGS, where="here", players="AB")
    assert str(refused.value) == "Plains is ambiguous here: say A:Plains or B:Plains"
    assert pick("B:Plains", THINGS, where="here", players="AB").key == 3
    assert pick("battlefield:Plains", THINGS, where="here", players="AB").key == 3
    with pytest.raises(NamingError) as refused:
        pick("Juzam Djinn", THINGS, where="here", players="AB")
    assert "say 1:Juzam Djinn or 1.1:Juzam Djinn or sideboard:Juzam Djinn" in \
        str(refused.value)
    assert pick("1.1:Juzam Djinn", THINGS, where="here", players="AB").key == 5
    assert pick("sideboard:Juzam Djinn", THINGS, where="here", players="AB").key == 6
    assert pick("1:A:graveyard:Juzam Djinn", THINGS, where="here", players="AB").key == 4


def test_a_name_that_fits_nothing_says_what_would() -> None:
    with pytest.raises(NamingError, match=r"no Plans here: did you mean Plains\?"):
        pick("Plans", THINGS, where="here", players="AB")
    with pytest.raises(NamingError, match="no B:Juzam Djinn here: there is 1:Juzam Djinn, "):
        pick("B:Juzam Djinn", THINGS, where="here", players="AB")


def test_qualified_gives_the_shortest_name_that_picks_the_thing_back() -> None:
    for item in THINGS:
        text = qualified(item, THINGS)
        assert pick(text, THINGS, where="here", players="AB") == item
    assert [qualified(t, THINGS) for t in THINGS] == [
        "A:Plains", "A:Plains#2", "B:Plains", "1:Juzam Djinn", "1.1:Juzam Djinn",
        "sideboard:Juzam Djinn"]
    # in a list, an unnumbered name is the next copy not yet named
    assert qualified(THINGS[1], THINGS, used=[1]) == "A:Plains"


def test_601_2c_a_target_named_with_its_owner_is_that_players_creature() -> None:
    """601.2c: the caster chooses the targets; ``B:Serra Angel`` is B's, not A's, and a
    bare ``Serra Angel`` while both have one is refused."""
    body = (f'[A]\nhand = ["Lightning Bolt"]\nbattlefield = ["Mountain", "Serra Angel"]\n'
            f'{LIB}\n[B]\nbattlefield = ["Serra Angel"]\n{LIB}\n')
    table = scenario(body)
    with pytest.raises(NamingError, match="say A:Serra Angel or B:Serra Angel"):
        table.push_named("cast Lightning Bolt targeting Serra Angel")
    before = len(table.events)
    table.push_named("cast Lightning Bolt targeting B:Serra Angel")
    cast = next(e for e in table.events[before:] if isinstance(e, v.SpellCast))
    assert [owner_of(table, t) for t in cast.targets] == ["B"]
    again = scenario(body)
    again.push_named("cast Lightning Bolt targeting A:Serra Angel paying Mountain")
    cast = next(e for e in again.events if isinstance(e, v.SpellCast))
    assert [owner_of(again, t) for t in cast.targets] == ["A"]


def test_601_2c_the_same_in_a_scenario_file() -> None:
    """601.2c in a scenario: targets use the same names (and the text form, ``do``)."""
    body = (f'[A]\nhand = ["Lightning Bolt", "Lightning Bolt"]\nbattlefield = ["Mountain", '
            f'"Mountain", "Serra Angel"]\n{LIB}\n[B]\nbattlefield = ["Serra Angel"]\n{LIB}\n'
            '[[decisions]]\nplayer = "A"\ncast = "Lightning Bolt"\n'
            'targets = ["B:Serra Angel"]\n[[decisions]]\nplayer = "A"\nwait = true\n'
            'do = "cast Lightning Bolt#1 targeting B paying Mountain#2"\n')
    table = scenario(body)
    casts = [e for e in table.events if isinstance(e, v.SpellCast)]
    assert [t if isinstance(t, str) else owner_of(table, t) for c in casts
            for t in c.targets] == ["B", "B"]
    with pytest.raises(ScenarioError, match=r"decisions\[1\]: .*ambiguous"):
        scenario(body.replace('"B:Serra Angel"', '"Serra Angel"'))
    with pytest.raises(ScenarioError, match=r"decisions\[1\]: Lightning Bolt#0: copies count"):
        scenario(body.replace('cast = "Lightning Bolt"', 'cast = "Lightning Bolt#0"'))


def test_305_1_play_names_a_land_in_hand_and_hash_n_counts_from_one() -> None:
    """305.1: a land is played from its owner's hand; ``Plains#2`` is the second."""
    table = scenario(f'[A]\nhand = ["Island", "Plains", "Plains"]\n{LIB}\n[B]\n{LIB}\n')
    hand = list(table.game().player["A"].hand)
    table.push_named("play Plains#2")
    played = next(e for e in table.events if isinstance(e, v.LandPlayed))
    assert played.obj == hand[2]
    table.pop()
    with pytest.raises(NamingError, match=r"Plains#3: there are 2 Plains in A's hand "
                                          r"\(Plains#1 to Plains#2\)"):
        table.push_named("play Plains#3")
    with pytest.raises(NamingError, match=r"no Forest in A's hand: there: Island, Plains"):
        table.push_named("play Forest")
    with pytest.raises(NamingError, match=r"no decision 'plya'"):
        table.push_named("plya Plains")
    with pytest.raises(NamingError, match="pass takes nothing after it"):
        table.push_named("pass now")


def test_709_3_a_split_card_is_cast_by_naming_its_half() -> None:
    """709.3: a split card is cast as one of its halves; naming the half chooses it."""
    body = (f'[A]\nhand = ["Research // Development"]\nbattlefield = ["Island", "Mountain", '
            f'"Mox Emerald", "Mox Sapphire", "Mox Sapphire"]\n{LIB}\n[B]\n{LIB}\n')
    table = scenario(body)
    cast = parse(table.state, "cast Development")
    assert isinstance(cast, Cast) and cast.face == 1
    assert parse(table.state, "cast Research // Development half 2") == cast
    assert table.name(cast).startswith("cast Development paying ")
    assert len(cast.payment) == 5
    assert parse(table.state, "cast Research").face == 0  # type: ignore[attr-defined]
    with pytest.raises(NamingError, match="Development is half 2, not 1"):
        parse(table.state, "cast Development half 1")


def test_508_1_attackers_and_their_defenders_by_name() -> None:
    """508.1: the active player declares attackers and which player each attacks."""
    body = (f'[A]\nbattlefield = ["Grizzly Bears", "Grizzly Bears", "Serra Angel"]\n{LIB}\n'
            f'[B]\n{LIB}\n[C]\n{LIB}\n')
    table = scenario(body, step="beginning_of_combat", players='["A", "B", "C"]')
    while table.pending().kind != "attackers":  # type: ignore[union-attr]
        table.push(Pass())
    attack = parse(table.state, "attack Grizzly Bears, Grizzly Bears -> C, Serra Angel")
    assert isinstance(attack, Attack)
    bears = [o for o in table.game().battlefield if name(table, o) == "Grizzly Bears"]
    assert [(a, p) for a, p in attack.attackers][:2] == [(bears[0], "B"), (bears[1], "C")]
    assert table.name(attack) == "attack Grizzly Bears, Grizzly Bears -> C, Serra Angel"
    assert parse(table.state, "attack nothing") == Attack(())
    with pytest.raises(NamingError, match="D is not a player"):
        parse(table.state, "attack Serra Angel -> D")


def test_509_1_blockers_name_the_attacker_they_block() -> None:
    """509.1: each blocker names the attacker it blocks; two may block one."""
    body = (f'[A]\nbattlefield = ["Juzam Djinn"]\n{LIB}\n[B]\nbattlefield = ["Grizzly Bears",'
            f' "Grizzly Bears"]\n{LIB}\n[[decisions]]\nplayer = "A"\nattack = ["Juzam Djinn"]\n')
    table = scenario(body, step="beginning_of_combat")
    while table.pending().kind != "blockers":  # type: ignore[union-attr]
        table.push(Pass())
    block = parse(table.state, "block Grizzly Bears -> Juzam Djinn, Grizzly Bears -> "
                               "Juzam Djinn")
    assert isinstance(block, Block) and len({b for b, _ in block.blocks}) == 2
    assert len({a for _, a in block.blocks}) == 1
    assert table.name(block) == ("block Grizzly Bears -> Juzam Djinn, Grizzly Bears -> "
                                 "Juzam Djinn")
    with pytest.raises(NamingError, match="say which attacker"):
        parse(table.state, "block Grizzly Bears")
    table.push(block)
    assert table.pending() is not None


def test_605_mana_and_602_abilities_by_number_counting_from_one() -> None:
    """605.3a and 602.2: a mana ability with the color it makes; another ability of a
    permanent by its number, the first of its kind going unsaid."""
    body = (f'[A]\nbattlefield = ["Black Lotus", "Strip Mine", "Plains"]\n{LIB}\n'
            f'[B]\nbattlefield = ["Plains"]\n{LIB}\n')
    table = scenario(body)
    lotus = parse(table.state, "mana Black Lotus for g")
    assert isinstance(lotus, Mana) and lotus.color == "G"
    assert table.name(lotus) == "mana Black Lotus for G"
    strip = parse(table.state, "activate Strip Mine targeting B:Plains")
    assert isinstance(strip, Activate) and strip.index == 1
    assert strip == parse(table.state, "activate Strip Mine ability 2 targeting B:Plains")
    assert table.name(strip) == "activate Strip Mine targeting B:Plains"
    assert parse(table.state, "mana Strip Mine") == Mana(strip.source, 0, "")
    with pytest.raises(NamingError, match="Strip Mine has 2 abilities"):
        parse(table.state, "activate Strip Mine ability 3")
    table.push(strip)
    assert owner_of(table, table.game().objects[table.game().stack[-1]].targets[0]) == "B"


def test_601_2g_paying_names_each_source_a_different_copy_unless_numbered() -> None:
    """601.2g: the mana abilities activated while casting; ``paying Plains, Plains`` is
    two Plains, ``paying nothing`` is the pool alone, and no ``paying`` lets the engine
    choose."""
    body = (f'[A]\nhand = ["Serra Angel"]\nbattlefield = ["Plains", "Plains", "Plains", '
            f'"Plains", "Plains", "City of Brass"]\n{LIB}\n[B]\n{LIB}\n')
    table = scenario(body)
    plains = [o for o in table.game().battlefield if name(table, o) == "Plains"]
    city = next(o for o in table.game().battlefield if name(table, o) == "City of Brass")
    cast = parse(table.state, "cast Serra Angel paying Plains#5, Plains, Plains, Plains, "
                              "City of Brass for W")
    assert isinstance(cast, Cast)
    assert cast.payment == ((plains[4], 0, ""), (plains[0], 0, ""), (plains[1], 0, ""),
                            (plains[2], 0, ""), (city, 0, "W"))
    assert table.name(cast) == ("cast Serra Angel paying Plains#5, Plains, Plains, Plains, "
                                "City of Brass for W")
    auto = parse(table.state, "cast Serra Angel")
    assert isinstance(auto, Cast) and len(auto.payment) == 5
    assert parse(table.state, "cast Serra Angel paying nothing") == Cast(cast.card)
    assert table.name(Cast(cast.card)) == "cast Serra Angel paying nothing"
    with pytest.raises(IllegalDecision, match="can't pay"):
        table.push_named("cast Serra Angel paying nothing")


def test_103_5_mulligan_and_bottom_by_name() -> None:
    """103.5: keep or mulligan, then name the cards to put on the bottom."""
    deck = ["Plains", "Island"] * 20
    table = Table.new(["A", "B"], [deck, deck], seed=2, starting_player="A", stacked=True)
    table.push_named("mulligan")
    table.push_named("keep")
    waiting = table.pending()
    assert waiting is not None and (waiting.kind, waiting.player) == ("bottom", "A")
    islands = [o for o in table.game().player["A"].hand if name(table, o) == "Island"]
    with pytest.raises(IllegalDecision, match="choose exactly 1 different cards"):
        table.push_named("bottom Island, Island")
    table.push_named("bottom Island#2")
    assert table.decisions[-1][1] == Bottom((islands[1],))
    assert table.name(Keep()) == "keep"


def test_concede_by_name_out_of_turn() -> None:
    """104.3a: a player may concede at any time, named or not on the table's turn."""
    table = scenario(f'[A]\n{LIB}\n[B]\n{LIB}\n')
    table.push_named("concede", "B")
    assert table.state.main.winners == ("A",)


# -- the registry ----------------------------------------------------------------------


def overrides(rules: Entry[Decision], part: str) -> bool:
    return getattr(type(rules), part) is not getattr(Entry, part)


def test_every_decision_kind_has_one_entry_with_every_part() -> None:
    registry = entries()
    assert set(registry) == set(KINDS.values())
    for kind, rules in registry.items():
        assert rules.kind is kind and entry(kind.KIND) is rules
        assert re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", rules.rule), (kind, rules.rule)
        assert rules.asks == ANY or rules.asks in QUESTIONS, kind
        for part in ("check", "perform", "candidates", "parse"):
            assert overrides(rules, part), f"{kind.KIND} has no {part}"
        if [f for f in kind.__dataclass_fields__ if f != "KIND"]:
            assert overrides(rules, "scenario"), f"{kind.KIND} has no scenario form"
        # its words say it in the text form, beginning with its one name
        assert kind().words(PlainNames(lambda o: "X")).split(" ")[0] == kind.KIND
        assert kind.KIND in FORMS


def test_every_question_has_answers_and_one_passive_default() -> None:
    for kind, question in QUESTIONS.items():
        answers = answering(kind)
        assert answers, f"nothing answers {kind}"
        defaults = [e for e in answers if overrides(e, "passive")]
        assert len(defaults) == 1, (kind, defaults)
        assert re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", question.rule)


def _asked_kinds() -> set[str]:
    """Every kind the rules can put in a ChoiceRequested event, read from the source."""
    kinds = {"priority"}
    for path in (ROOT / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and node.args
                    and isinstance(node.args[0], ast.Attribute)
                    and node.args[0].attr == "ChoiceRequested"):
                kind = next(k.value for k in node.keywords if k.arg == "kind")
                assert isinstance(kind, ast.Constant), f"{path}: a kind that is not a literal"
                kinds.add(kind.value)
    return kinds


def test_every_question_the_rules_ask_is_answerable() -> None:
    asked = _asked_kinds()
    assert {"mulligan", "search", "wish", "target", "allow"} <= asked
    assert asked <= set(QUESTIONS), asked - set(QUESTIONS)


def test_no_card_name_holds_a_word_or_mark_of_the_grammar() -> None:
    """The text form splits at ``:``, ``#``, ``,`` and ``->`` and at its keywords (an
    attack's ``band`` too): a card name must hold none of them (a new card that does needs
    the grammar changed), but a comma, which a list takes back together (Karn, the Great
    Creator), and a colon, which a reference takes back together (Circle of Protection:
    Red). ``for`` splits only a mana source's name (``mana Mox Pearl for W``, ``paying
    Birds of Paradise for G``): an instant or a sorcery, never a permanent, may hold it
    (Eye for an Eye)."""
    words = re.compile(r"(^|\s)(targeting|paying|half|ability|nothing|band)(\s|$)"
                       r"|X\s*=", re.IGNORECASE)
    mana_word = re.compile(r"(^|\s)for(\s|$)", re.IGNORECASE)
    for card_name in CARDS:
        assert not any(mark in card_name for mark in ("#", "->")), card_name
        assert not words.search(card_name), card_name
        if mana_word.search(card_name):
            assert not card(card_name).permanent, card_name
        if ":" in card_name:
            found = reference(f"1.1:B:{card_name}#2", ["A", "B"])
            assert (found.name, found.owner, found.game, found.nth) == (
                card_name, "B", "1.1", 2), card_name
        if "," in card_name:
            listed = f"B:{card_name}#2, {card_name} -> A, Serra Angel"
            assert split_list(listed) == [f"B:{card_name}#2", f"{card_name} -> A",
                                          "Serra Angel"], card_name


# -- every legal decision's name parses back to it ---------------------------------------


POOL = ["Plains", "Island", "Swamp", "Mountain", "Forest", "City of Brass", "Strip Mine",
        "Library of Alexandria", "Black Lotus", "Mox Pearl", "Mox Emerald", "Sol Ring",
        "Lightning Bolt", "Counterspell", "Ancestral Recall", "Swords to Plowshares",
        "Disenchant", "Giant Growth", "Fireball", "Demonic Tutor", "Regrowth", "Shahrazad",
        "Control Magic", "Animate Dead", "Serra Angel", "Grizzly Bears", "Juzam Djinn",
        "Birds of Paradise", "Shivan Dragon", "Living Wish", "Golden Wish", "Burning Wish",
        "Desecrated Tomb", "Oblivion Ring", "Ring of Ma'ruf", "Research // Development",
        "Icy Manipulator", "Pestilence"]
LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest", "City of Brass"]


@st.composite
def tables(draw: st.DrawFn) -> tuple[Table, int, int]:
    """A table of 2 to 4 players with decks from the pool, the seed of its agents, and a
    number of actions to play."""
    players = ["A", "B", "C", "D"][:draw(st.integers(2, 4))]
    decks = []
    for _ in players:
        spells = draw(st.lists(st.sampled_from(POOL), min_size=8, max_size=14))
        lands = draw(st.lists(st.sampled_from(LANDS), min_size=10, max_size=14))
        decks.append((spells * 2 + lands * 2)[:40])
    sideboards = [draw(st.lists(st.sampled_from(["Juzam Djinn", "Serra Angel", "Fog",
                                                 "Lightning Bolt", "Plains"]), max_size=3))
                  for _ in players]
    seed = draw(st.integers(0, 10_000))
    table = Table.new(players, decks, seed=seed, sideboards=sideboards)
    return table, seed, draw(st.integers(300, 1500))


def check_round_trip(table: Table) -> int:
    checked = 0
    for d in table.legal_decisions():
        text = table.name(d)
        assert parse(table.state, text) == d, (text, d)
        checked += 1
    return checked


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tables())
def test_every_legal_decisions_name_parses_back_to_it(case: tuple[Table, int, int]) -> None:
    table, seed, actions = case
    agents = {p: RandomAgent(f"{seed}:{p}") for p in table.state.players}
    kinds: set[str] = set()
    for step in range(actions):
        waiting = table.pending()
        if waiting is None:
            break
        if step % 10 == 0 or waiting.kind != "priority":
            check_round_trip(table)
            kinds.add(waiting.kind)
        table.push(agents[waiting.player].decide(table, waiting), waiting.player)
    assert kinds


def test_names_round_trip_through_subgames_wishes_and_triggers() -> None:
    """The same property on recorded tables that reach the rarer questions: the demo
    (subgames three deep, a wish), the old-names scenario (a trigger's target, a search,
    blockers) and random games with the whole pool."""
    seen: set[str] = set()
    for source in (ROOT / "engine" / "scenarios" / "demo-nested.toml", DATA / "old-names.toml"):
        _walk(run_scenario(load_scenario(source)).events, seen)
    for seed in (3, 11):
        _walk(_random_table(seed).events, seen)
    assert {"priority", "mulligan", "wish", "target", "search", "attackers",
            "blockers"} <= seen, seen


def _random_table(seed: int) -> Table:
    deck = (POOL * 2)[:30] + LANDS * 2
    table = Table.new(["A", "B"], [deck, deck], seed=seed,
                      sideboards=[["Juzam Djinn", "Serra Angel"]] * 2)
    table.play({"A": RandomAgent(seed), "B": RandomAgent(seed + 1)}, max_actions=3000)
    return table


def _walk(events: Sequence[Event], seen: set[str]) -> None:
    """Re-play ``events`` decision by decision, checking the names in each position."""
    setup = next(i for i, e in enumerate(events) if isinstance(e, v.Decided))
    table = Table(events[:setup])
    for e in events[setup:]:
        if not isinstance(e, v.Decided):
            continue
        waiting = table.pending()
        assert waiting is not None
        if waiting.kind != "priority" or len(table.events) % 7 == 0:
            check_round_trip(table)
            seen.add(waiting.kind)
        d = decode(e.decision)
        assert parse(table.state, table.name(d, e.player), e.player) == d
        table.push(d, e.player)


# -- logs under the old names ------------------------------------------------------------


def test_old_encoded_names_decode_to_the_kinds_of_today() -> None:
    assert decode(("play_land", 5)) == Play(5)
    assert decode(("choose_card", None)) == Search(None)
    assert decode(["choose_target", "B"]) == Target("B")
    assert decode(("choose_outside", 12)) == Wish(12)
    with pytest.raises(ValueError, match="not a decision"):
        decode(("choose_nothing",))


def test_an_old_decided_event_reads_with_the_new_name() -> None:
    old = encode(v.Decided(position=3, game="1", rule="305.1", player="A",
                           decision=("play", 9)))
    # the bytes a version 1 event had: the same but for its version and its kind's name
    raw = list(msgpack.unpackb(old, use_list=True))
    raw[1] = 1
    raw[6]["decision"] = ["play_land", 9]
    event = decode_event(msgpack.packb(raw, use_bin_type=True))
    assert isinstance(event, v.Decided) and event.decision == ("play", 9)
    assert encode(event) == old


@pytest.mark.parametrize("log", ["old-names.shlog", "demo-nested-v1.shlog"])
def test_a_log_written_under_the_old_names_verifies_reruns_and_audits(log: str) -> None:
    path = DATA / log
    assert verify_log(path).ok
    events = read_log(path).events
    raw = path.read_bytes()
    assert b"choose_outside" in raw  # really written under the old names
    kinds = {d.KIND for _, d in Table(events).decisions}
    assert kinds <= set(KINDS) and "wish" in kinds
    # an old log: its events' versions as stored tell its age (a position log from
    # before positions were recorded has its setup taken as recorded)
    versions = versions_of(log_event_bytes(raw))
    assert rerun(events, versions=versions).ok, rerun(events, versions=versions)
    words = [line.text for line in audit(events) if line.kind == "decided"]
    assert any("decides: wish Juzam Djinn" in w for w in words), words
    assert not any("choose" in w for w in words)


def test_the_old_names_scenario_still_plays_the_same_events() -> None:
    """The scenario the old-names log was played from (old forms: ``play_land``, ``pay``
    with one name per source) plays the very same events today, names upcast."""
    recorded = read_log(DATA / "old-names.shlog").events
    played = run_scenario(load_scenario(DATA / "old-names.toml")).events
    # The header now records the position too (TableOpened version 3); the rest of it,
    # and every other event, is the same
    opened = played[0]
    assert isinstance(opened, v.TableOpened) and opened.scenario_position is not None
    played = [dataclasses.replace(opened, scenario_position=None, scenario_sha256=""),
              *played[1:]]
    assert [encode(e) for e in played] == [encode(e) for e in recorded]
    kinds = [decode(e.decision).KIND for e in played if isinstance(e, v.Decided)]
    assert {"play", "target", "search", "wish", "mana", "attack", "block"} <= set(kinds)
    words = [line.text for line in audit(played) if line.kind == "decided"]
    assert "A decides: search Serra Angel" in words
    assert "B decides: block War Mammoth -> Grizzly Bears" in words


def test_the_shipped_demo_log_reruns() -> None:
    assert rerun(read_log(ROOT / "logs" / "demo-nested.shlog").events).ok


# -- the command line ------------------------------------------------------------------


def test_a_bad_name_in_a_scenario_is_one_line_with_exit_code_2(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch
                                                               ) -> None:
    monkeypatch.chdir(tmp_path)
    text = (f'players = ["A", "B"]\n[A]\nhand = ["Plains"]\n{LIB}\n[B]\n{LIB}\n'
            '[[decisions]]\nplayer = "A"\ndo = "play Plains#0"\n')
    (tmp_path / "bad.toml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["run", "bad.toml", "--db", "x.sqlite"])
    assert result.exit_code == 2
    first, second = result.stderr.strip().splitlines()
    assert first.startswith("shahrazad: decisions[1]: Plains#0: copies count from 1 "
                            "(Plains#1 is the first)")
    assert second.startswith("shahrazad: the log so far: logs/bad.partial.shlog")


def test_name_of_and_parse_need_a_table_that_waits() -> None:
    table = scenario(f'[A]\n{LIB}\n[B]\n{LIB}\n')
    table.push_named("concede", "B")
    with pytest.raises(NamingError, match="every game is over"):
        parse(table.state, "pass")
    with pytest.raises(NamingError, match="every game is over"):
        name_of(table.state, Pass())
    assert Discard((1,)).words(PlainNames({1: "Plains"}.get)) == "discard Plains"


def test_510_1_damage_divided_among_blockers_of_one_name_is_named_back() -> None:
    """510.1: a Craw Wurm blocked by three Grizzly Bears divides its damage among them;
    every way the table lists names each blocker so that it parses back to that blocker
    (the Wurm is named once per recipient, and a recipient may be named again)."""
    table = scenario('''
[A]
battlefield = ["Craw Wurm"]
[B]
battlefield = ["Grizzly Bears", "Grizzly Bears", "Grizzly Bears"]
''', step="beginning_of_combat")
    table.push_named("pass", "A")
    table.push_named("pass", "B")
    table.push_named("attack Craw Wurm", "A")
    while table.pending() is not None and table.pending().kind == "priority":
        table.push_named("pass", table.pending().player)
    [every] = [d for d in table.legal_decisions() if isinstance(d, Block) and len(d.blocks) == 3]
    table.push(every, "B")
    while table.pending() is not None and table.pending().kind not in ("assign", "order"):
        table.push(table.legal_decisions()[0], table.pending().player)
    if table.pending().kind == "order":
        table.push(table.legal_decisions()[0], "A")
    assert table.pending().kind == "assign"
    assert check_round_trip(table) >= 3
    spread = [d for d in table.legal_decisions()
              if len({r for _, r, _ in d.assignments}) == 3]  # type: ignore[attr-defined]
    assert spread, "a division among the three blockers is listed"
