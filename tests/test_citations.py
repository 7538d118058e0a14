"""The rule numbers the engine cites, checked against the rulebook (events/rulebook.py).

* Subgame rules (727 now; 715 in 2014; 506 in 2008 and 2004): for every edition, the
  number :func:`~shahrazad.rules.citations.cite` gives must be one of that edition's
  subgame rules and be about what the current rule is cited for. :data:`KEYWORDS`
  below says what each current rule is cited for; the rulebook says what each
  edition's rule is about; they must agree.
* Supporting rules (cited in current numbering in every edition): every constant of
  citations.py and every rule number written in the rest of engine/ must be in
  :data:`shahrazad.events.rulebook.SUPPORTING_RULES`, so a new or renumbered citation shows up
  here and gets checked against the rules.
* The audit's titles (projections/audit.py, ``rule_title``).

Everything here reads the repository only.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from shahrazad.events import rulebook as B
from shahrazad.projections import audit
from shahrazad.projections.audit import rule_title
from shahrazad.rules import citations as R

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"
OLD = ("2014", "2008", "2004")
NUMBER = re.compile(r"\d{3}(\.\d+[a-z]?)?")

#: current subgame rule -> what it is cited for: a phrase the rule cited for it must
#: have among its keywords, per edition ("*": any edition not listed). Where an older
#: edition has no counterpart, the stand-in it cites must still be about that.
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

#: (current rule, step) -> what that step is, as above: the random first player, and the
#: waiting main-game triggers going onto the stack once the subgame is over.
STEP_KEYWORDS: dict[tuple[str, str], dict[str, str]] = {
    (R.SUBGAME_START, R.FIRST_PLAYER): {"*": "goes first"},
    (R.SUBGAME_END, R.RELEASE): {"*": "onto the stack", "2004": "until the subgame is completed"},
}


def _about(edition: str, number: str, words: str) -> None:
    """Fail unless ``edition`` has a subgame rule ``number`` whose keywords have ``words``."""
    rules = B.subgame_rules(edition, number)
    assert rules, f"{edition} has no subgame rule {number}"
    assert any(words in rule.keywords for rule in rules), \
        f"{edition} {number} isn't about {words!r}: {[r.keywords for r in rules]}"


def _constants() -> dict[str, str]:
    """Every rule number in citations.py, by name (STEP's as STEP.<step>)."""
    found = {k: v for k, v in vars(R).items()
             if k.isupper() and isinstance(v, str) and NUMBER.fullmatch(v)}
    found.update({f"STEP.{step}": rule for step, rule in R.STEP.items()})
    return found


def _subgame_constants() -> dict[str, str]:
    return {k: v for k, v in _constants().items() if k.startswith("SUBGAME")}


def _supporting_constants() -> dict[str, str]:
    return {k: v for k, v in _constants().items()
            if not k.startswith("SUBGAME") and v not in B.CURRENT_ONLY}


def _current_only_constants() -> dict[str, str]:
    """The constants of rules only the current edition has (the Adventures of 715)."""
    return {k: v for k, v in _constants().items() if v in B.CURRENT_ONLY}


def _engine_strings() -> list[tuple[str, str]]:
    """(module, text) of every string literal in engine/ outside citations.py that isn't a
    docstring: the rule numbers in them end up in events, messages or card text."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name == "citations.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef
                                    | ast.AsyncFunctionDef)
                      and node.body and isinstance(node.body[0], ast.Expr)}
        where = str(path.relative_to(ROOT))
        found += [(where, node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in docstrings]
    return found


def _engine_literals() -> dict[str, str]:
    """Rule numbers written as string literals of their own (cited in events), by where."""
    found: dict[str, str] = {}
    for where, text in _engine_strings():
        if re.fullmatch(r"\d{3}\.\d+[a-z]?", text):
            found.setdefault(text, where)
    return found


def _engine_mentions() -> dict[str, str]:
    """Rule numbers inside longer string literals (messages, help, card text), by where."""
    found: dict[str, str] = {}
    for where, text in _engine_strings():
        if not NUMBER.fullmatch(text):
            for m in re.finditer(r"(?<![\d.])\d{3}\.\d+[a-z]?(?![\da-z])", text):
                found.setdefault(m.group(0), where)
    return found


# -- subgame rules -----------------------------------------------------------------


def test_727_subgame_constants_are_all_mapped_by_cite() -> None:
    """727.1-727.6: every subgame constant is one cite() knows, so no older edition
    cites a 727 number; cite() leaves the current edition's numbers alone; and every
    current subgame rule is mapped to every older edition."""
    for name, rule in _subgame_constants().items():
        if name.endswith("_2014"):
            continue
        assert rule in B.RENUMBERED, name
    assert set(B.RENUMBERED) == B.subgame_numbers("current") == set(KEYWORDS)
    for rule, numbers in B.RENUMBERED.items():
        assert R.cite(rule) == rule == R.cite(rule, "current")
        assert set(numbers) == set(OLD), rule
        for edition in OLD:
            assert R.cite(rule, edition) == numbers[edition]


@pytest.mark.parametrize("edition", B.EDITIONS)
@pytest.mark.parametrize("rule", sorted(KEYWORDS))
def test_727_cited_number_exists_and_says_the_right_thing(rule: str, edition: str) -> None:
    """727.1, 1a, 1b, 2, 2a-c, 3, 4, 4a, 4b, 5, 5a-c, 6 (715.x in 2014, 506.x in 2008
    and 2004): the number cite() gives is one of the edition's subgame rules, and that
    rule is about what the current rule is cited for."""
    _about(edition, R.cite(rule, edition), KEYWORDS[rule].get(edition, KEYWORDS[rule]["*"]))


@pytest.mark.parametrize("edition", B.EDITIONS)
def test_727_2_727_5_steps_an_edition_split_off_cite_their_own_rule(edition: str) -> None:
    """727.2 (random first player) and 727.5 (the waiting main-game triggers go onto the
    stack): cited for that step, each edition gives the rule that says it: the rule
    itself, except 2004's 506.4 and 506.2."""
    assert set(B.SPLIT_STEPS) == set(STEP_KEYWORDS)
    for (rule, step), words in STEP_KEYWORDS.items():
        _about(edition, R.cite(rule, edition, step), words.get(edition, words["*"]))


def test_727_715_506_each_edition_numbers_its_subgame_rules_in_its_section() -> None:
    """727 (current), 715 (2014), 506 (2008, 2004): each edition's subgame rules are
    numbered in its section, each has a title and keywords, and no number repeats but
    2004's 506.3. The current edition has 16 numbered subgame rules, 2014 17 (the
    archenemy's two), 2008 9 and 2004 9 under 8 numbers."""
    assert B.EDITIONS == ("current", "2014", "2008", "2004")
    sizes = {edition: len(rules) for edition, rules in B.SUBGAME_RULES.items()}
    assert sizes == {"current": 16, "2014": 17, "2008": 9, "2004": 9}
    for edition, rules in B.SUBGAME_RULES.items():
        for rule in rules:
            assert rule.number.split(".")[0] == B.SUBGAME_SECTION[edition], rule
            assert re.fullmatch(r"\d{3}\.\d+[a-z]?", rule.number), rule
            assert rule.title and rule.keywords, rule
            assert all(k == k.lower().strip() and k for k in rule.keywords), rule
        repeated = [n for n, times in Counter(r.number for r in rules).items() if times > 1]
        assert repeated == (["506.3"] if edition == "2004" else []), edition


def test_715_2d_715_5d_archenemy_rules_of_2014() -> None:
    """715.2d and 715.5d (2014 only): the archenemy's scheme deck goes into the subgame
    and comes back at its end; no other edition has them (the current one covers scheme
    decks with every supplementary deck in 727.2a and 727.5a)."""
    for number in (R.SUBGAME_SCHEMES_2014, R.SUBGAME_SCHEMES_END_2014):
        _about("2014", number, "scheme deck")
        _about("2014", number, "archenemy")
        assert not any(number.replace("715", B.SUBGAME_SECTION[e]) in B.subgame_numbers(e)
                       for e in B.EDITIONS if e != "2014")
    _about("2014", R.SUBGAME_SCHEMES_END_2014, "at the end of a subgame")
    _about("current", R.cite(R.SUBGAME_DECKS), "supplementary decks")


def test_506_2004_quirks() -> None:
    """2004: two rules numbered 506.3 (the library becomes the subgame deck; a deck of
    fewer than seven cards loses); 506.2 defers every main-game trigger, which is what
    727.4a is cited for; 506.4 randomly determines the first player."""
    first, second = B.subgame_rules("2004", "506.3")
    assert "library" in first.keywords and "than seven cards" in second.keywords
    assert R.cite(R.SUBGAME_START, "2004") == R.cite(R.SUBGAME_SHORT_LIBRARY, "2004") == "506.3"
    assert R.cite(R.SUBGAME_DEFERRED, "2004") == "506.2"
    _about("2004", "506.2", "main-game abilities that trigger")
    assert R.cite(R.SUBGAME_START, "2004", R.FIRST_PLAYER) == "506.4"
    _about("2004", "506.4", "goes first")
    assert not B.subgame_rules("2004", "506.1a") and not B.subgame_rules("2004", "506.1b")


@pytest.mark.parametrize("edition", OLD)
def test_715_506_audit_knows_each_older_editions_subgame_rules(edition: str) -> None:
    """715.x (2014), 506.x (2008, 2004): shahrazad.projections.audit.SUBGAME_RULES is exactly the
    rulebook's numbers for the edition, and holds every number cite() gives."""
    assert audit.SUBGAME_RULES[edition] == B.subgame_numbers(edition)
    cited = {R.cite(rule, edition) for rule in B.RENUMBERED}
    cited |= {R.cite(rule, edition, step) for rule, step in B.SPLIT_STEPS}
    assert cited <= audit.SUBGAME_RULES[edition]


def test_727_715_506_editions_and_sections_have_one_source() -> None:
    """727 / 715 / 506 / 506: the editions and their subgame sections are the rulebook's,
    in citations.py and in the audit alike."""
    assert R.EDITIONS is B.EDITIONS
    assert audit.SUBGAME_SECTION is B.SUBGAME_SECTION
    assert set(audit.SUBGAME_RULES) == set(OLD) == set(B.EDITIONS) - {"current"}
    assert B.SUBGAME_SECTION == {"current": "727", "2014": "715", "2008": "506", "2004": "506"}


# -- supporting rules --------------------------------------------------------------


@pytest.mark.parametrize(("name", "rule"), sorted(_supporting_constants().items()))
def test_supporting_constant_is_in_the_rulebook(name: str, rule: str) -> None:
    """Each supporting-rule constant (100.1 ... 904.9; the id names it) has a title in
    the rulebook, so a new or renumbered citation gets checked against the rules."""
    assert rule in B.SUPPORTING_RULES, \
        f"{name} = {rule!r}: check it against the current rules, add it to SUPPORTING_RULES"


@pytest.mark.parametrize(("rule", "where"), sorted(_engine_literals().items()))
def test_engine_literal_is_in_the_rulebook(rule: str, where: str) -> None:
    """Each rule number hard-coded in engine/ (the id names it) is a supporting rule of
    the rulebook, and none is a subgame number, which must go through cite() (727.x,
    715.x, 506.x)."""
    assert not rule.startswith(("727.", "715.")), f"{where}: use R.cite() for {rule}"
    assert rule in B.SUPPORTING_RULES, \
        f"{where}: {rule!r}: check it against the current rules, add it to SUPPORTING_RULES"


def test_engine_messages_name_known_rules() -> None:
    """100.1 ... 904.9 and 727.x in engine/'s messages, help and card texts (a refusal
    names the rule it breaks): each is a supporting rule of the rulebook or a subgame rule
    of one of the editions (a reading's note names 2004's 506.6, say)."""
    known = set(B.SUPPORTING_RULES).union(*(B.subgame_numbers(e) for e in B.EDITIONS))
    mentions = _engine_mentions()
    assert mentions, "expected some rule numbers in engine/'s messages"
    unknown = {rule: where for rule, where in mentions.items() if rule not in known}
    assert not unknown, f"rule numbers not in the rulebook: {unknown}"


def test_506_715_no_supporting_rule_in_an_old_subgame_section() -> None:
    """506 (2004, 2008) and 715 (2014) are Subgames there; a supporting citation in
    current 506 (Combat Phase) or 715 (Adventurer Cards) couldn't be told apart."""
    numbers = {*_supporting_constants().values(), *_engine_literals(), *B.SUPPORTING_RULES}
    assert not {n for n in numbers if n.split(".")[0] in ("506", "715")}


def test_715_adventures_are_cited_by_a_general_rule_in_older_editions() -> None:
    """715.3 and 715.3d (Adventurer Cards, current numbering only): cited as they are in a
    current table, and in an older one as the general rule that stands in for them (601.2
    casting, 608.2n where a resolving spell's card goes), a supporting rule outside 506
    and 715; so a 2014 table, whose 715 is Subgames, never cites 715 for an Adventure."""
    assert set(_current_only_constants().values()) == set(B.CURRENT_ONLY) == {"715.3",
                                                                              "715.3d"}
    for rule, newer in B.CURRENT_ONLY.items():
        assert R.cite(rule) == rule and newer.title
        assert rule_title(rule) == "Adventurer Cards"
        assert newer.older in B.SUPPORTING_RULES
        assert newer.older.split(".")[0] not in ("506", "715")
        for edition in OLD:
            assert R.cite(rule, edition) == newer.older
            assert rule_title(R.cite(rule, edition), edition).endswith("(current numbering)")
    # the reason for it: in 2014 these very numbers are subgame rules
    assert B.subgame_rules("2014", "715.3") and not B.subgame_rules("2014", "715.3d")


def test_727_supporting_rules_are_not_subgame_rules() -> None:
    """727 is the current subgame section: no supporting rule is numbered in it, and every
    supporting rule's number is well formed and titled."""
    for rule, title in B.SUPPORTING_RULES.items():
        assert NUMBER.fullmatch(rule) and title, rule
        assert rule.split(".")[0] != B.SUBGAME_SECTION["current"], rule


def test_701_keyword_actions() -> None:
    """701.6 Counter, 701.8 Destroy, 701.9 Discard, 701.13 Exile, 701.21 Sacrifice,
    701.23 Search, 701.24 Shuffle, 701.26 Tap and Untap (the current rules' numbers)."""
    cited = (R.COUNTER, R.DESTROY, R.DISCARD, R.EXILE, R.SACRIFICE, R.SEARCH, R.SHUFFLE, R.TAP)
    assert cited == ("701.6", "701.8", "701.9", "701.13", "701.21", "701.23", "701.24",
                     "701.26")
    assert [B.SUPPORTING_RULES[rule] for rule in cited] == [
        "Counter", "Destroy", "Discard", "Exile", "Sacrifice", "Search", "Shuffle",
        "Tap and Untap"]


# -- the audit's titles ------------------------------------------------------------


def test_rule_title_sections_cover_every_citation() -> None:
    """Every section the engine cites in current numbering (100 ... 904, 727) has a
    title (715.2d and 715.5d are 2014's own numbers)."""
    numbers = {v for k, v in _constants().items() if not k.endswith("_2014")}
    numbers |= {*_engine_literals(), *_engine_mentions(), *B.SUPPORTING_RULES}
    numbers -= B.subgame_numbers("2014")  # named only when a note speaks of 2014
    assert not {n.split(".")[0] for n in numbers} - set(B.SECTION_TITLES)
    assert all(rule_title(n) for n in numbers)


@pytest.mark.parametrize("edition", OLD)
def test_rule_title_older_editions_say_current_numbering(edition: str) -> None:
    """502.3, 704.5b ... (supporting rules) in a 2014/2008/2004 audit: titled with
    "(current numbering)", never "Subgames"; the subgame rules (715.x, 506.x) are
    "Subgames"."""
    for name, rule in _supporting_constants().items():
        title = rule_title(rule, edition)
        assert title == f"{rule_title(rule)} (current numbering)", name
        assert "Subgames" not in title, name
    for rule in B.RENUMBERED:
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


# -- the repository stands alone ---------------------------------------------------


def test_no_module_points_outside_the_repository() -> None:
    """The code, tests and benchmarks read nothing beside the repository: no module names
    the rules notes or texts the project was given, so a fresh clone runs as it is."""
    # Character classes keep this pattern from matching itself in a search of the repo.
    beside = re.compile(r"[.][.][/]shared|shared[/](rules|seeds)|\"shared\"\s*[/]"
                        r"|\b(cards|ambiguities|supporting[-]rules)[.]md")
    offenders = [str(path.relative_to(ROOT))
                 for folder in ("events", "projections", "engine", "tests", "bench")
                 for path in sorted((ROOT / folder).rglob("*.py"))
                 if beside.search(path.read_text(encoding="utf-8"))]
    offenders += [name for name in ("README.md", "pyproject.toml", ".ci/run", "mkdocs.yml")
                  if beside.search((ROOT / name).read_text(encoding="utf-8"))]
    offenders += [str(path.relative_to(ROOT)) for path in sorted((ROOT / "docs").rglob("*"))
                  if path.suffix in (".md", ".py")
                  and beside.search(path.read_text(encoding="utf-8"))]
    assert not offenders
