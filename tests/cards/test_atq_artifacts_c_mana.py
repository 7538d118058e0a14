"""Batch c-mana's Antiquities artifacts: Candelabra of Tawnos (an activated ability with
X targets, 601.2c, 602.2b)."""

from __future__ import annotations

import pytest
from support import RESOLVE, decisions, play

from shahrazad.events.errors import ShahrazadError

BODY = '''
[A]
battlefield = ["Candelabra of Tawnos", { card = "Island", tapped = true },
               { card = "Forest", tapped = true }, "Swamp", "Swamp"]

[B]
battlefield = [{ card = "Mountain", tapped = true }]
'''


def test_601_2c_candelabra_untaps_x_target_lands_of_any_player() -> None:
    """601.2c, 602.2b, 701.26: Candelabra of Tawnos's "{X}, {T}: Untap X target lands":
    with X=2, paid with the two Swamps, it untaps A's Island and B's Mountain as the
    ability resolves; the Forest stays tapped."""
    table = play(BODY + decisions(
        "activate Candelabra of Tawnos X=2 targeting Island, Mountain paying Swamp, Swamp")
        + RESOLVE)
    game = table.game()
    tapped = {o.name: o.tapped for o in game.objects.values() if o.zone == "battlefield"}
    assert tapped["Island"] is False and tapped["Mountain"] is False
    assert tapped["Forest"] is True and tapped["Candelabra of Tawnos"] is True


def test_601_2c_candelabra_takes_as_many_targets_as_x() -> None:
    """601.2c: the number of targets is the X announced: X=2 with one target is refused,
    and appends nothing."""
    with pytest.raises(ShahrazadError, match=r"601\.2c"):
        play(BODY + decisions("activate Candelabra of Tawnos X=2 targeting Island "
                              "paying Swamp, Swamp"))
