"""Bottle of Suleiman (Arabian Nights): "{1}, Sacrifice Bottle of Suleiman: Flip a coin. If
you win the flip, create a 5/5 colorless Djinn artifact creature token with flying. If you
lose the flip, Bottle of Suleiman deals 5 damage to you."

A flip its controller calls and wins or loses (705.1), made as the ability resolves, not
as it is activated; its outcome is an event, stated here with ``[[random]]``.
"""

from __future__ import annotations

import pytest

from shahrazad.cards.pool import card
from shahrazad.cards.words import abilities
from shahrazad.events import vocabulary as v
from shahrazad.scenario import load_scenario, run_scenario
from tests.support import decisions, names, obj, of, play

ACTIVATE = '''
[A]
battlefield = ["Bottle of Suleiman", "Plains"]
''' + decisions("activate Bottle of Suleiman", "pass") + decisions("pass", player="B")


def test_bottle_of_suleiman_is_its_oracle_text() -> None:
    bottle = card("Bottle of Suleiman")
    assert (str(bottle.cost), sorted(bottle.types), bottle.first_printed) == (
        "{4}", ["Artifact"], "arabian_nights")
    assert abilities(bottle) == [
        "{1}, sacrifice this: you flip a coin; if you win the flip, you create a Djinn "
        "token; if you lose the flip, deal 5 damage to you."]
    djinn = card("Djinn")
    assert (djinn.token, djinn.power, djinn.toughness, sorted(djinn.types),
            sorted(djinn.keywords), djinn.colors) == (
        True, 5, 5, ["Artifact", "Creature"], ["flying"], frozenset())


def test_705_1_602_2_bottle_of_suleiman_won_makes_a_5_5_flying_djinn() -> None:
    """705.1: A calls the flip and wins it: a 5/5 colorless Djinn artifact creature token
    with flying. The Bottle was sacrificed to activate the ability (602.2), and the coin
    is flipped as the ability resolves, not before."""
    table = play(ACTIVATE, head='[[random]]\nwhat = "coin"\nresult = "won"\n')
    game = table.game()
    assert names(table, "1", "A", "battlefield") == ["Plains", "Djinn"]
    assert names(table, "1", "A", "graveyard") == ["Bottle of Suleiman"]
    djinn = obj(game, "Djinn")
    assert djinn.token and djinn.controller == "A"
    (flip,) = of(table, v.CoinFlipped)
    sacrificed = next(e for e in of(table, v.ZoneChanged) if e.to_zone == "graveyard")  # type: ignore[attr-defined]
    resolving = next(e for e in of(table, v.ResolutionBegan))
    assert sacrificed.position < resolving.position < flip.position
    assert (flip.player, flip.call, flip.result, flip.rule) == (  # type: ignore[attr-defined]
        "A", "heads", "heads", "705.1")
    assert game.player["A"].life == 20


def test_705_1_bottle_of_suleiman_lost_deals_5_damage_to_its_controller() -> None:
    """705.1: A loses the flip: Bottle of Suleiman deals 5 damage to A, and no Djinn."""
    table = play(ACTIVATE, head='[[random]]\nwhat = "coin"\nresult = "lost"\n')
    assert table.game().player["A"].life == 15
    (damage,) = of(table, v.DamageDealt)
    assert (damage.target, damage.amount) == ("A", 5)  # type: ignore[attr-defined]
    assert "Djinn" not in names(table, "1", "A", "battlefield")


@pytest.mark.parametrize("edition", ["current", "2004"])
def test_705_1_727_5_bottle_of_suleiman_in_a_subgame(edition: str) -> None:
    """705.1 in a subgame: the flip is the subgame's (``[[random]]`` with ``game =
    "1.1"``) and the Djinn is the subgame's token; as the subgame ends the token ceases to
    exist and the Bottle goes home with the other cards (727.5)."""
    text = f'''edition = "{edition}"
seed = 1
players = ["A", "B"]
active = "A"
turn = 5
step = "main1"
stack = [{{ spell = "A:Shahrazad" }}]
[run]
until = "script_end"
[[random]]
what = "coin"
game = "1.1"
result = "won"
[A]
battlefield = [{{ card = "Plains", tapped = true }}, {{ card = "Plains", tapped = true }}]
[games."1.1"]
active = "A"
turn = 2
step = "main1"
starting_player = "A"
[games."1.1".A]
battlefield = ["Bottle of Suleiman", "Plains"]
library = ["Plains", "Plains", "Plains"]
[games."1.1".B]
library = ["Island", "Island", "Island"]
''' + decisions("activate Bottle of Suleiman", "pass", game="1.1") \
        + decisions("pass", player="B", game="1.1")
    table = run_scenario(load_scenario(text))
    sub = table.game("1.1")
    assert names(table, "1.1", "A", "battlefield") == ["Plains", "Djinn"]
    (flip,) = of(table, v.CoinFlipped)
    assert flip.game == "1.1" and flip.method == "scenario"  # type: ignore[attr-defined]
    table.push_named("concede", player="A")  # B wins the subgame; it ends (727.5)
    assert sub.status == "ended"
    ceased = [e.name for e in of(table, v.ObjectCeased, "1.1")]  # type: ignore[attr-defined]
    assert "Djinn" in ceased
    main = table.game("1")
    assert "Bottle of Suleiman" in names(table, "1", "A", "library")
    assert all(o.name != "Djinn" for o in main.objects.values())
