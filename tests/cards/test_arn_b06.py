"""Arabian Nights' cards of batch B06 (engine/cards/sets/arn/): control that lasts for as
long as something holds (611.2b). The rules each test exercises are in its name."""

from __future__ import annotations

import pytest
from support import RESOLVE, advance, decisions, names, obj, of, permanent, play, taking_in_subgame

from shahrazad.cards.pool import card
from shahrazad.events import vocabulary as v
from shahrazad.txn import IllegalDecision

ALADDIN = '''
[A]
hand = ["Terror", "Control Magic"]
battlefield = ["Aladdin", "Mountain", "Mountain", "Mountain", "Swamp", "Swamp",
               "Island", "Island", "Island", "Island"]
[B]
hand = ["Control Magic"]
battlefield = ["Sol Ring", "Island", "Island", "Island", "Island"]
'''


def test_611_2b_aladdin_keeps_an_artifact_while_its_controller_keeps_aladdin() -> None:
    """613.1b, 611.2b: Aladdin takes B's Sol Ring for as long as A controls Aladdin; when
    Aladdin dies, the Ring goes back to B (the effect ends as it leaves)."""
    table = play(ALADDIN + decisions("activate Aladdin targeting Sol Ring paying Mountain, "
                                     "Mountain, Mountain") + RESOLVE)
    assert permanent(table.game(), "Sol Ring").controller == "A"
    table.push_named("cast Terror targeting Aladdin paying Swamp, Swamp")
    table.push_named("pass")
    table.push_named("pass", "B")
    assert "Aladdin" in names(table, "1", "A", "graveyard")
    assert permanent(table.game(), "Sol Ring").controller == "B"
    assert card("Aladdin").first_printed == "ARN"


def test_611_2b_aladdin_taken_by_another_player_gives_the_artifact_back() -> None:
    """611.2b, 613.1b: B steals Aladdin with Control Magic: A no longer controls Aladdin,
    so A's control of the Sol Ring ends (it goes back to B, its owner, 110.2); the
    effect doesn't come back to A when it couldn't last, and B's new Aladdin gives B
    nothing by itself."""
    table = play(ALADDIN + decisions("activate Aladdin targeting Sol Ring paying Mountain, "
                                     "Mountain, Mountain", "pass")
                 + decisions("pass", player="B"))
    assert permanent(table.game(), "Sol Ring").controller == "A"
    advance(table, "B", "main1")
    table.push_named("cast Control Magic targeting Aladdin", "B")
    table.push_named("pass", "B")
    table.push_named("pass", "A")
    g = table.game()
    assert permanent(g, "Aladdin").controller == "B"
    assert permanent(g, "Sol Ring").controller == "B"
    assert not [e for e in g.effects.values() if e.until == "while_you_control_this"]


def test_727_aladdin_in_a_subgame_takes_that_games_artifact_only() -> None:
    """611.2b, 727: in subgame 1.1 Aladdin takes B's Sol Ring of that game; B's Sol Ring
    of the main game stays B's."""
    table = taking_in_subgame("activate Aladdin targeting Sol Ring",
                              ["Aladdin", "Mountain", "Mountain", "Mountain"], "Sol Ring")
    assert obj(table.game("1.1"), "Sol Ring").controller == "A"
    assert obj(table.game("1"), "Sol Ring").controller == "B"


OLD_MAN = '''
[A]
hand = ["Giant Growth"]
battlefield = ["Old Man of the Sea", "Forest"]
[B]
battlefield = ["Grizzly Bears", "Hill Giant"]
'''


def test_611_2b_old_man_of_the_sea_takes_a_creature_no_stronger_than_himself() -> None:
    """115.1, 611.2b: the Old Man (power 2) may target the Bears (2), not the Hill Giant
    (3); he takes the Bears, A keeps him tapped in A's untap step and keeps them."""
    table = play(OLD_MAN)
    with pytest.raises(IllegalDecision):
        table.push_named("activate Old Man of the Sea targeting Hill Giant")
    table = play(OLD_MAN + decisions("activate Old Man of the Sea targeting Grizzly Bears")
                 + RESOLVE)
    assert permanent(table.game(), "Grizzly Bears").controller == "A"
    advance(table, "A", "upkeep", {"keep_tapped": "keep_tapped Old Man of the Sea"})
    g = table.game()
    assert permanent(g, "Old Man of the Sea").tapped
    assert permanent(g, "Grizzly Bears").controller == "A"
    advance(table, "A", "draw")
    advance(table, "B", "upkeep")
    advance(table, "A", "upkeep")  # untapped: the Bears go home
    assert permanent(table.game(), "Grizzly Bears").controller == "B"


def test_611_2b_old_man_loses_a_creature_whose_power_grows_past_his() -> None:
    """611.2b: the control lasts only while the creature's power stays at most the Old
    Man's: Giant Growth on the stolen Bears (5 > 2) ends it at once, and it doesn't come
    back when the Growth wears off."""
    table = play(OLD_MAN + decisions("activate Old Man of the Sea targeting Grizzly Bears")
                 + RESOLVE + decisions("cast Giant Growth targeting Grizzly Bears") + RESOLVE)
    assert permanent(table.game(), "Grizzly Bears").controller == "B"
    advance(table, "B", "upkeep")
    assert permanent(table.game(), "Grizzly Bears").controller == "B"


def test_603_4_613_1b_ghazban_ogre_goes_to_the_player_with_the_most_life() -> None:
    """603.4, 613.1b: at A's upkeep B has more life (25 to 20): the Ogre goes to B, for
    good; at B's next upkeep, B still has the most, and keeps it. With life tied, the
    ability doesn't trigger at all (its intervening "if")."""
    table = play('''
[A]
battlefield = ["Ghazban Ogre"]
[B]
life = 25
''', step="end")
    advance(table, "A", "draw")
    g = table.game()
    assert g.turn == 5 and permanent(g, "Ghazban Ogre").controller == "B"
    advance(table, "B", "draw")
    assert permanent(table.game(), "Ghazban Ogre").controller == "B"
    assert card("Ghazban Ogre").first_printed == "ARN"
    tied = play('''
[A]
battlefield = ["Ghazban Ogre"]
''', step="end")
    advance(tied, "A", "draw")
    assert permanent(tied.game(), "Ghazban Ogre").controller == "A"
    assert not [e for e in of(tied, v.AbilityTriggered) if e.source_name == "Ghazban Ogre"]


def test_702_12b_303_4_613_1b_guardian_beast_guards_noncreature_artifacts() -> None:
    """702.12b, 303.4, 613.1b: while A's Guardian Beast is untapped, A's Sol Ring survives
    B's Shatter (indestructible), can't be the target of B's Steal Artifact (can't be
    enchanted), and B's Aladdin takes nothing (other players can't gain control of it);
    the Warp Artifact already on it stays. Once the Beast is tapped (Twiddle), Aladdin's
    effect applies and B gets the Ring."""
    table = play('''
[A]
battlefield = ["Guardian Beast", "Sol Ring"]
[B]
hand = ["Shatter", "Steal Artifact", "Twiddle"]
battlefield = ["Aladdin", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain",
               "Island", "Island", "Island", { card = "Warp Artifact", attached_to = "Sol Ring" }]
''' + decisions("cast Shatter targeting Sol Ring paying Mountain, Mountain", player="B")
        + decisions("pass", player="B") + decisions("pass"), active="B", turn=4)
    g = table.game()
    assert permanent(g, "Sol Ring").controller == "A"
    with pytest.raises(IllegalDecision):
        table.push_named("cast Steal Artifact targeting Sol Ring", "B")
    table.push_named("activate Aladdin targeting Sol Ring paying Mountain#3, Mountain#4, "
                     "Mountain#5", "B")
    table.push_named("pass", "B")
    table.push_named("pass", "A")
    g = table.game()
    assert permanent(g, "Sol Ring").controller == "A"
    assert permanent(g, "Warp Artifact").attached_to == permanent(g, "Sol Ring").oid
    table.push_named("cast Twiddle targeting Guardian Beast paying Island", "B")
    table.push_named("pass", "B")
    table.push_named("pass", "A")
    table.push_named("word tap", "B")
    assert permanent(table.game(), "Sol Ring").controller == "B"
    assert card("Guardian Beast").first_printed == "ARN"
