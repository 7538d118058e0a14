"""Legends' cards of batch B10 that counter an activated ability (701.6b): Rust and Ayesha
Tanaka aim at an ability on the stack whose source is an artifact; a mana ability never
is on the stack (605.3b), so it is never a target."""

from __future__ import annotations

from support import RESOLVE, decisions, names, play, targets_of

ROD = '''
[A]
battlefield = ["Rod of Ruin", "Mountain", "Mountain", "Mountain"]
[B]
hand = ["Rust"]
battlefield = ["Forest", "Llanowar Elves", "Prodigal Sorcerer"]
'''


def test_701_6b_rust_counters_an_artifacts_activated_ability() -> None:
    """701.6b: countering an ability removes it from the stack; it never resolves. Rust
    counters Rod of Ruin's ability aimed at the Llanowar Elves, which live (1 damage would
    kill them); the Rod stays tapped, its cost paid."""
    table = play(ROD + decisions("activate Rod of Ruin targeting Llanowar Elves")
                 + decisions("pass")
                 + decisions("cast Rust targeting Rod of Ruin", player="B")
                 + decisions("pass", player="B") + decisions("pass")
                 + decisions("pass") + decisions("pass", player="B"))
    g = table.game()
    assert "Llanowar Elves" in names(table, "1", "B", "battlefield")
    assert names(table, "1", "B", "graveyard") == ["Rust"]
    assert not g.stack


def test_115_1_rust_targets_only_abilities_of_artifact_sources() -> None:
    """115.1, 701.6b: "activated ability from an artifact source": with Rod of Ruin's
    ability and Prodigal Sorcerer's (a creature's) on the stack, only the Rod's is a
    target for Rust; with only the Sorcerer's, Rust has no target at all."""
    table = play(ROD + decisions("activate Rod of Ruin targeting Llanowar Elves")
                 + decisions("pass")
                 + decisions("activate Prodigal Sorcerer targeting A", player="B"))
    assert targets_of(table, "Rust") == {"Rod of Ruin"}
    table = play(ROD.replace('"Rod of Ruin", ', '') + decisions(
        "activate Prodigal Sorcerer targeting A", player="B"), active="B")
    assert targets_of(table, "Rust") == set()


def test_701_6b_ayesha_tanaka_counters_unless_its_controller_pays_w() -> None:
    """701.6b, 118.12: Ayesha Tanaka's "{T}: Counter target activated ability from an
    artifact source unless that ability's controller pays {W}": A doesn't pay, so the
    Rod's ability is countered; paid, it would resolve."""
    def ayesha(answer: str) -> list[str]:
        table = play('''
[A]
battlefield = ["Rod of Ruin", "Mountain", "Mountain", "Mountain", "Plains"]
[B]
battlefield = ["Ayesha Tanaka", "Llanowar Elves"]
''' + decisions("activate Rod of Ruin targeting Llanowar Elves paying Mountain, Mountain, "
                 "Mountain") + decisions("pass")
            + decisions("activate Ayesha Tanaka targeting Rod of Ruin", player="B")
            + decisions("pass", player="B") + decisions("pass") + decisions(answer)
            + decisions("pass") + decisions("pass", player="B"))
        return names(table, "1", "B", "graveyard")

    assert ayesha("accept no") == []
    assert ayesha("accept yes paying Plains") == ["Llanowar Elves"]


def test_204_the_kobolds_are_red_by_their_color_indicator() -> None:
    """204, 105.2: a color indicator gives a card its color, whatever its mana cost: the
    three {0} Kobolds are red, so Blue Elemental Blast can destroy them; a color-changing
    effect still overwrites it (Heaven's Gate makes one white, no longer a target)."""
    table = play('''
[A]
hand = ["Blue Elemental Blast", "Heaven's Gate"]
battlefield = ["Island", "Plains"]
[B]
battlefield = ["Crimson Kobolds", "Crookshank Kobolds", "Kobolds of Kher Keep"]
''' + decisions("cast Heaven's Gate targeting Crookshank Kobolds") + RESOLVE)
    assert targets_of(table, "Blue Elemental Blast") >= {"Crimson Kobolds",
                                                          "Kobolds of Kher Keep"}
    assert "Crookshank Kobolds" not in targets_of(table, "Blue Elemental Blast")
    table.push_named("cast Blue Elemental Blast mode 2 targeting Crimson Kobolds")
    table.push_named("pass")
    table.push_named("pass", "B")
    assert names(table, "1", "B", "graveyard") == ["Crimson Kobolds"]
