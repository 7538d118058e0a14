"""The rules each card touches, as the card reference (``docs/cards/pool.md``) and
``shahrazad cards NAME`` tell them: its abilities' primitives' rules (each primitive's
``RULES``, checked in tests/test_card_language.py) and its keywords' rules
(:data:`shahrazad.cards.model.KEYWORD_RULES`, checked here)."""

from __future__ import annotations

import re
import typing

from shahrazad.cards import model as m
from shahrazad.cards.pool import card
from shahrazad.cards.words import rules_of
from shahrazad.events.rulebook import SUPPORTING_RULES

RULE = re.compile(r"^\d{3}\.\d+[a-z]?$")
#: keywords whose rules are another keyword's (the rulebook titles them by that one)
OF_KEYWORD = {"can_attack_as_though_it_had_haste": "haste",
              "can_attack_as_though_it_didnt_have_defender": "defender",
              "bands_with_other_legendary_creatures": "banding",
              "bands_with_other_creatures_of_its_name": "banding"}


def test_every_keyword_has_the_rules_that_define_it() -> None:
    """A keyword the card language adds needs its rules in ``KEYWORD_RULES``."""
    keywords = set(typing.get_args(m.Keyword))
    assert set(m.KEYWORD_RULES) == keywords, keywords ^ set(m.KEYWORD_RULES)
    for keyword, rules in m.KEYWORD_RULES.items():
        assert rules and all(RULE.match(r) for r in rules), keyword


def test_a_keywords_rule_is_the_one_the_rulebook_names_for_it() -> None:
    """Where the rulebook's data titles a rule under a keyword's number (702.14c
    "Landwalk: ..."), the title names that keyword: the number is not off by one."""
    checked = 0
    for keyword, rules in m.KEYWORD_RULES.items():
        for rule in rules:
            if not rule.startswith("702."):
                continue
            titles = [t for n, t in SUPPORTING_RULES.items()
                      if n == rule or re.fullmatch(re.escape(rule) + "[a-z]", n)]
            word = "landwalk" if keyword.endswith("walk") else \
                OF_KEYWORD.get(keyword, re.sub(r"_\d+$", "", keyword.split("_from")[0]))
            for title in titles:
                assert title.split(":")[0].casefold().replace(" ", "_") == word, (keyword,
                                                                                  title)
                checked += 1
    assert checked >= 6  # landwalk, lifelink, protection, trample, banding, first strike...


def test_702_9_a_card_touches_its_keywords_rules() -> None:
    """Flying (702.9) and vigilance (702.20) are among the rules Serra Angel touches, as
    landwalk (702.14) is among a swampwalker's."""
    assert {"702.9", "702.20"} <= set(rules_of(card("Serra Angel")))
    assert "702.14" in rules_of(card("Bog Wraith"))
    assert "702.9" not in rules_of(card("Grizzly Bears"))
