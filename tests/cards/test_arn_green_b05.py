"""Arabian Nights' green card of batch B05 (engine/cards/sets/arn/green.py): an ability
any player may activate (602.2)."""

from __future__ import annotations

import pytest
from support import decisions, names, of, permanent, play

from shahrazad.decisions import Activate
from shahrazad.events import vocabulary as v
from shahrazad.txn import IllegalDecision

RESOLVE = decisions("pass") + decisions("pass", player="B")


def test_602_2_any_player_may_activate_ifh_biff_efreet() -> None:
    """602.2, 120.3: Ifh-Biff Efreet's "{G}: 1 damage to each creature with flying and
    each player. Any player may activate this ability": B, who doesn't control it,
    activates it twice with B's own Forests; B controls the abilities; each player loses
    2, the Ornithopter (0/2, flying) dies, the Efreet has 2 damage; A's Grizzly Bears
    (no flying) has none. B may not activate A's Millstone, whose ability is only its
    controller's."""
    table = play('''
[A]
battlefield = ["Ifh-Biff Efreet", "Ornithopter", "Grizzly Bears", "Millstone", "Sol Ring"]
[B]
battlefield = ["Forest", "Forest"]
''' + decisions("pass")
        + decisions("activate Ifh-Biff Efreet", "pass", player="B") + decisions("pass")
        + decisions("activate Ifh-Biff Efreet", "pass", player="B") + decisions("pass"))
    g = table.game()
    assert (g.player["A"].life, g.player["B"].life) == (18, 18)
    assert names(table, "1", "A", "graveyard") == ["Ornithopter"]
    assert permanent(g, "Ifh-Biff Efreet").damage == 2
    assert permanent(g, "Grizzly Bears").damage == 0
    assert [e.player for e in of(table, v.AbilityActivated)] == ["B", "B"]
    table.push_named("pass")  # A passes: B has priority
    assert table.pending().player == "B"
    millstone = permanent(g, "Millstone").oid
    with pytest.raises(IllegalDecision, match=r"602\.2"):
        table.push(Activate(millstone, 0, ("A",), 0, ()), "B")
