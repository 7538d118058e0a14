"""The rule numbers the engine cites, checked against the rules text.

* Subgame rules (727 now; 715 in 2014; 506 in 2008 and 2004): for every edition, the
  number :func:`~engine.rules.citations.cite` gives must be a numbered rule in that
  edition's text in ``shared/seeds/`` and be about the right thing.
* Supporting rules (cited in current numbering in every edition): each number must be
  in ``shared/rules/supporting-rules.md`` or in :data:`CHECKED` below, a table of
  numbers checked by hand against the current CR, so a renumbering shows up here.
* The audit's titles (projections/audit.py, ``rule_title``).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from engine.rules import citations as R
from projections.audit import SUBGAME_RULES, TITLES, rule_title

SHARED = Path(__file__).resolve().parents[2] / "shared"
SEEDS = SHARED / "seeds"
SUPPORTING = SHARED / "rules" / "supporting-rules.md"
ENGINE = Path(__file__).resolve().parents[1] / "engine"

#: edition -> (seed file, pattern of a rule's number where the rule starts); see
#: shared/seeds/README.md. 2008 has two copies of the same text.
SEED_FILES: dict[str, tuple[tuple[str, str], ...]] = {
    "current": (("004_72872fdd67faf815.txt", r"^(727\.\d+[a-z]?)\.? "),),
    "2014": (("003_5b780e820cef3182.txt", r"'''(715%\.\d+[a-z]?)(?:%\.)?'''"),),
    "2008": (("000_1834abfb93cd5eee.txt", r"^\s*(506\.\d+[a-z]?) - "),
             ("002_ac958aa60a27776c.txt", r"^(506\.\d+[a-z]?)\.? ")),
    "2004": (("001_289df00491e07b9d.txt", r"^- (506\.\d+[a-z]?) - "),),
}
OLD = ("2014", "2008", "2004")


def _normal(text: str) -> str:
    """Lower case, straight quotes, no wiki markup (2014), one space between words."""
    text = text.replace("%", "").replace("'''", "")
    text = re.sub(r"\[\[(?:[^\]|]*\|)?([^\]]*)\]\]", r"\1", text)
    text = text.translate(str.maketrans("\u2018\u2019\u201c\u201d\u2013", "''\"\"-"))
    return " ".join(text.lower().split())


@cache
def _rules(name: str, pattern: str) -> dict[str, tuple[str, ...]]:
    """Number -> the text of each rule with that number (2004 has two 506.3s)."""
    path = SEEDS / name
    if not path.is_file():
        pytest.fail(f"missing rules text {path}: the tests expect shared/ beside the repo "
                    "(../shared/seeds/, see shared/seeds/README.md)")
    raw = path.read_text(encoding="utf-8")
    heads = list(re.finditer(pattern, raw, re.MULTILINE))
    found: dict[str, list[str]] = {}
    for head, after in zip(heads, [*heads[1:], None], strict=True):
        end = after.start() if after else len(raw)
        number = head.group(1).replace("%", "")
        found.setdefault(number, []).append(_normal(raw[head.end():end]))
    return {number: tuple(texts) for number, texts in found.items()}


#: current subgame rule -> words the rule cited for it must contain, per edition
#: ("*": any edition not listed). Where an older edition has no counterpart, the
#: stand-in it cites must still say what it says there.
KEYWORDS: dict[str, dict[str, str]] = {
    "727.1": {"*": "play a magic subgame"},
    "727.1a": {"*": "resumes when the subgame ends"},
    "727.1b": {"*": "no effects or definitions", "2004": "main game is suspended"},
    "727.2": {"*": "library"},
    "727.2a": {"current": "supplementary decks", "2014": "planar deck", "*": "library"},
    "727.2b": {"current": "vanguard card", "2014": "vanguard card", "*": "library"},
    "727.2c": {"current": "commander", "2014": "commander", "*": "library"},
    "727.3": {"*": "than seven cards"},
    "727.4": {"*": "outside the subgame"},
    "727.4a": {"*": "onto the stack until"},
    "727.4b": {"current": "counters", "2004": "main game is suspended",
               "*": "no effects or definitions"},
    "727.5": {"*": "at the end of a subgame"},
    "727.5a": {"current": "supplementary decks", "2014": "planar deck",
               "*": "at the end of a subgame"},
    "727.5b": {"current": "vanguard card", "2014": "vanguard card",
               "*": "at the end of a subgame"},
    "727.5c": {"current": "commander", "2014": "commander", "*": "at the end of a subgame"},
    "727.6": {"*": "subgame can be created within a subgame",
              "2004": "another subgame is created during a subgame"},
}


def _constants() -> dict[str, str]:
    """Every rule number in citations.py, by name (STEP's as STEP.<step>)."""
    found = {k: v for k, v in vars(R).items() if k.isupper() and isinstance(v, str)
             and re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", v)}
    found.update({f"STEP.{step}": rule for step, rule in R.STEP.items()})
    return found


def _subgame_constants() -> dict[str, str]:
    return {k: v for k, v in _constants().items() if k.startswith("SUBGAME")}


def _supporting_constants() -> dict[str, str]:
    return {k: v for k, v in _constants().items() if not k.startswith("SUBGAME")}


def _engine_literals() -> dict[str, str]:
    """Rule numbers written as string literals in engine/ outside citations.py."""
    found: dict[str, str] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name == "citations.py":
            continue
        for m in re.finditer(r"""(["'])(\d{3}\.\d+[a-z]?)\1""", path.read_text()):
            found.setdefault(m.group(2), str(path.relative_to(ENGINE.parent)))
    return found


# -- subgame rules -----------------------------------------------------------------


def test_727_subgame_constants_are_all_mapped_by_cite() -> None:
    """727.1-727.6: every subgame constant is one cite() knows, so no older edition
    cites a 727 number; and cite() leaves the current edition's numbers alone."""
    for name, rule in _subgame_constants().items():
        if name.endswith("_2014"):
            continue
        assert rule in R._OLD_SUBGAME, name
    for rule in R._OLD_SUBGAME:
        assert R.cite(rule) == rule == R.cite(rule, "current")
    assert set(KEYWORDS) == set(R._OLD_SUBGAME)


@pytest.mark.parametrize("edition", R.EDITIONS)
@pytest.mark.parametrize("rule", sorted(KEYWORDS))
def test_727_cited_number_exists_and_says_the_right_thing(rule: str, edition: str) -> None:
    """727.1, 1a, 1b, 2, 2a-c, 3, 4, 4a, 4b, 5, 5a-c, 6 (715.x in 2014, 506.x in 2008
    and 2004): the number cite() gives is a numbered rule in the edition's seed text,
    and that rule contains the words the current rule is about."""
    number = R.cite(rule, edition)
    words = KEYWORDS[rule].get(edition, KEYWORDS[rule]["*"])
    for name, pattern in SEED_FILES[edition]:
        texts = _rules(name, pattern).get(number)
        assert texts, f"{edition} ({name}) has no rule {number} (cited for {rule})"
        assert any(words in t for t in texts), \
            f"{edition} {number} (cited for {rule}) doesn't mention {words!r}: {texts}"


def test_715_2d_715_5d_archenemy_rules_of_2014() -> None:
    """715.2d and 715.5d (2014 only): the archenemy's scheme deck enters and leaves."""
    rules = _rules(*SEED_FILES["2014"][0])
    for number in (R.SUBGAME_SCHEMES_2014, R.SUBGAME_SCHEMES_END_2014):
        assert any("scheme deck" in t for t in rules[number]), number
    assert "at the end of a subgame" in rules[R.SUBGAME_SCHEMES_END_2014][0]


def test_506_2004_quirks() -> None:
    """2004: two rules numbered 506.3 (library -> subgame deck; fewer than seven cards),
    and 506.2 defers every main-game trigger, which is what 727.4a is cited for."""
    rules = _rules(*SEED_FILES["2004"][0])
    assert len(rules["506.3"]) == 2
    assert R.cite(R.SUBGAME_START, "2004") == R.cite(R.SUBGAME_SHORT_LIBRARY, "2004") == "506.3"
    assert R.cite(R.SUBGAME_DEFERRED, "2004") == "506.2"
    assert "any main-game abilities that trigger" in rules["506.2"][0]


@pytest.mark.parametrize("edition", OLD)
def test_715_506_audit_knows_each_older_editions_subgame_rules(edition: str) -> None:
    """715.x (2014), 506.x (2008, 2004): projections.audit.SUBGAME_RULES is exactly the
    numbered rules of the seed text, and holds every number cite() gives."""
    for name, pattern in SEED_FILES[edition]:
        assert set(_rules(name, pattern)) == SUBGAME_RULES[edition], name
    cited = {R.cite(rule, edition) for rule in R._OLD_SUBGAME}
    assert cited <= SUBGAME_RULES[edition]


# -- supporting rules --------------------------------------------------------------

#: Supporting rules cited but not named in supporting-rules.md, each checked by hand
#: against the current CR (June 2025, 727 = Subgames): number -> the rule's title.
CHECKED = {
    "106.1a": "Mana: the five colors",
    "106.3": "Mana: produced by mana abilities; the effect adds it",
    "107.3": "Numbers and Symbols: X",
    "107.5": "Numbers and Symbols: the tap symbol; a tapped permanent can't pay it",
    "115.1": "Targets",
    "117.1": "Timing and Priority: the priority system",
    "117.3d": "Timing and Priority: passing priority",
    "120.3": "Damage: its results",
    "120.3a": "Damage to a player: life loss",
    "120.3e": "Damage to a creature: marked on it",
    "121.1": "Drawing a Card",
    "302.6": "Creatures: summoning sickness",
    "305.1": "Lands: playing a land",
    "305.2": "Lands: one land a turn",
    "305.9": "Lands: a land can't be cast",
    "500.7": "Turn Structure: extra turns",
    "502.3": "Untap Step: untapping",
    "505.1": "Main Phase",
    "507.1": "Beginning of Combat Step",
    "508.1": "Declare Attackers Step: declaring attackers",
    "508.1a": "Declare Attackers: which creatures attack",
    "508.1b": "Declare Attackers: what each attacks",
    "508.1f": "Declare Attackers: attackers become tapped",
    "508.8": "Declare Attackers: no attackers skips blockers and damage",
    "509.1": "Declare Blockers Step: declaring blockers",
    "509.1a": "Declare Blockers: which creatures block, one attacker each",
    "509.1b": "Declare Blockers: restrictions",
    "510.1": "Combat Damage Step: assigning damage",
    "510.2": "Combat Damage Step: dealing damage",
    "510.4": "Combat Damage Step: first and double strike",
    "511.1": "End of Combat Step",
    "511.3": "End of Combat Step: removed from combat",
    "513.1": "End Step",
    "514.3a": "Cleanup Step: SBAs or triggers give priority",
    "601.2": "Casting Spells",
    "601.2c": "Casting Spells: targets",
    "601.2h": "Casting Spells: paying the total cost",
    "602.1": "Activated abilities: cost and effect",
    "602.1b": "Activated abilities: activation instructions",
    "602.2": "Activating Activated Abilities",
    "603.2": "Handling Triggered Abilities: triggering",
    "603.3": "Handling Triggered Abilities: put on the stack",
    "603.3d": "Triggered abilities: targets; removed if none is legal",
    "603.7": "Delayed triggered abilities",
    "605.1a": "Mana Abilities: activated mana abilities",
    "605.3a": "Mana Abilities: when they can be activated",
    "608.2": "Resolving instants, sorceries and abilities",
    "608.2b": "Resolving: illegal targets",
    "608.2d": "Resolving: choices made on resolution",
    "608.3": "Resolving permanent spells",
    "608.3c": "Resolving: an Aura spell enters attached to its target",
    "610.3": "One-Shot Effects: a zone change \"until\"",
    "610.4": "One-Shot Effects: phasing out \"until\"",
    "611.2": "Continuous effects from a resolving spell or ability",
    "613.1b": "Layer 2: control-changing effects",
    "614.1a": "Replacement Effects: \"instead\"",
    "614.3": "Replacement Effects: last until used up or expired",
    "615.1": "Prevention Effects",
    "701.6": "Counter",
    "701.8": "Destroy",
    "701.9": "Discard",
    "701.13": "Exile",
    "701.21": "Sacrifice",
    "701.23": "Search",
    "701.24": "Shuffle",
    "701.26": "Tap and Untap",
    "702.16": "Protection",
    "709.3": "Split Cards: choosing the half to cast",
    "800.4d": "Leaving the game: a departed player's triggers",
    "902.1": "Vanguard",
}


@cache
def _supporting_text() -> str:
    if not SUPPORTING.is_file():
        pytest.fail(f"missing {SUPPORTING}: the tests expect shared/ beside the repo")
    return SUPPORTING.read_text(encoding="utf-8")


def _named(number: str) -> bool:
    """The number as itself (not as a prefix of 103.5a or 117.31) in the notes or table."""
    pattern = r"(?<![\d.])" + re.escape(number) + r"(?![\da-z]|\.[\da-z])"
    return number in CHECKED or re.search(pattern, _supporting_text()) is not None


@pytest.mark.parametrize(("name", "rule"), sorted(_supporting_constants().items()))
def test_supporting_constant_is_a_checked_number(name: str, rule: str) -> None:
    """Each supporting-rule constant (100.1 ... 904.9; the id names it) is in
    supporting-rules.md or in CHECKED, so a change of number shows up here."""
    assert _named(rule), f"{name} = {rule!r}: check it against the current CR, add it to CHECKED"


@pytest.mark.parametrize(("rule", "where"), sorted(_engine_literals().items()))
def test_engine_literal_is_a_checked_number(rule: str, where: str) -> None:
    """Each rule number hard-coded in engine/ (the id names it) is a checked one, and
    none is a subgame number, which must go through cite() (727.x, 715.x, 506.x)."""
    assert not rule.startswith(("727.", "715.")), f"{where}: use R.cite() for {rule}"
    assert _named(rule), f"{where}: {rule!r}: check it against the current CR, add it to CHECKED"


def test_506_715_no_supporting_rule_in_an_old_subgame_section() -> None:
    """506 (2004, 2008) and 715 (2014) are Subgames there; a supporting citation in
    current 506 (Combat Phase) or 715 (Adventurer Cards) couldn't be told apart."""
    numbers = {*_supporting_constants().values(), *_engine_literals()}
    assert not {n for n in numbers if n.split(".")[0] in ("506", "715")}


def test_701_keyword_actions() -> None:
    """701.6 Counter, 701.8 Destroy, 701.9 Discard, 701.13 Exile, 701.21 Sacrifice,
    701.23 Search, 701.24 Shuffle, 701.26 Tap and Untap (the current CR's numbers)."""
    assert (R.COUNTER, R.DESTROY, R.DISCARD, R.EXILE, R.SACRIFICE, R.SEARCH, R.SHUFFLE,
            R.TAP) == ("701.6", "701.8", "701.9", "701.13", "701.21", "701.23", "701.24",
                       "701.26")
    for rule, title in (("701.6", "Counter"), ("701.8", "Destroy"), ("701.13", "Exile"),
                        ("701.21", "Sacrifice"), ("701.24", "Shuffle")):
        assert CHECKED[rule] == title


# -- the audit's titles ------------------------------------------------------------


def test_rule_title_sections_cover_every_citation() -> None:
    """Every section the engine cites in current numbering (100 ... 904, 727) has a
    title (715.2d and 715.5d are 2014's own numbers)."""
    numbers = {v for k, v in _constants().items() if not k.endswith("_2014")}
    numbers |= set(_engine_literals())
    assert not {n.split(".")[0] for n in numbers} - set(TITLES)


@pytest.mark.parametrize("edition", OLD)
def test_rule_title_older_editions_say_current_numbering(edition: str) -> None:
    """502.3, 704.5b ... (supporting rules) in a 2014/2008/2004 audit: titled with
    "(current numbering)", never "Subgames"; the subgame rules (715.x, 506.x) are
    "Subgames"."""
    for name, rule in _supporting_constants().items():
        title = rule_title(rule, edition)
        assert title == f"{rule_title(rule)} (current numbering)", name
        assert "Subgames" not in title, name
    for rule in R._OLD_SUBGAME:
        assert rule_title(R.cite(rule, edition), edition) == "Subgames", rule
    assert rule_title("502.3", edition) == "Untap Step (current numbering)"


def test_rule_title_506_is_combat_now_and_subgames_in_2004_2008() -> None:
    """506: Subgames in 2004 and 2008 (506.2 there), Combat Phase in current numbering
    (506.4a, which 2004 hasn't; 506.7, which 2008 hasn't); 727.4a is Subgames now."""
    assert rule_title("506.2", "2004") == rule_title("506.2", "2008") == "Subgames"
    assert rule_title("506.4") == "Combat Phase"
    assert rule_title("506.4a", "2004") == "Combat Phase (current numbering)"
    assert rule_title("506.7", "2008") == "Combat Phase (current numbering)"
    assert rule_title("506.7", "2004") == "Subgames"
    assert rule_title("715.2d", "2014") == "Subgames"
    assert rule_title("727.4a") == "Subgames"
    assert rule_title("502.3") == "Untap Step"
