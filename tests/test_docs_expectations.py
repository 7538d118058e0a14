"""docs/scenario/expectations.md, the reference of ``[[expect]]``: it shows every
attribute, key, anchor form and negative expectation in a worked example.

tests/test_docs.py runs every example of every page (docs/writing-docs.md says how), so
each example here is played and checked, and each output shown is compared; this test
makes sure that nothing ``[[expect]]`` can say is left out of the examples: an
attribute added to the code and not to the page fails it.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "scenario" / "expectations.md"
#: a TOML block of the page: its text
TOML = re.compile(r"^```toml[^\n]*\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def test_the_page_shows_every_attribute_anchor_form_and_negative_expectation() -> None:
    """Each attribute of an object, a player and a game, each key of ``[[expect]]`` and
    each form of anchor is in a TOML example of the page, not only in its prose."""
    from shahrazad.scenario.anchors import DERIVED
    from shahrazad.scenario.attributes import (
        GAME_ATTRIBUTES,
        OBJECT_ATTRIBUTES,
        PLAYER_ATTRIBUTES,
    )
    from shahrazad.scenario.expect import KEYS

    toml = "\n".join(TOML.findall(PAGE.read_text(encoding="utf-8")))
    written = set(re.findall(r"(?:^|[{,\s])([a-z_]+)\s*=", toml, re.MULTILINE))
    wanted = {*OBJECT_ATTRIBUTES, *PLAYER_ATTRIBUTES, *GAME_ATTRIBUTES, *KEYS}
    assert sorted(wanted - written) == []
    forms = [r'at = "start"', r'at = \d+', r'at = "[a-z_]+ .*#\d+"', r'at = \{ kind = ',
             r'nth = \d', r'at = "turn \d+ [a-z_0-9]+ in [\d.]+"', r'at = "turn \d+"',
             r'holds = "always"', r'holds = "never"', r'never = "', r'happens = "',
             r'times = \d', r'from = "', r'to = "', r'until = "spell_cast',
             *(rf'"{kind}\b' for kind in DERIVED)]
    assert [f for f in forms if not re.search(f, toml)] == []
