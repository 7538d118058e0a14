"""Legends' Knowledge Vault (batch D-PILES): a card exiled face down (406.3), linked to
its source (607.2a), "if you do" (608.2c) and a leaves-the-battlefield trigger."""

from __future__ import annotations

from support import RESOLVE, decisions, names, obj, of, play, taking_in_subgame

from shahrazad.events import vocabulary as v
from shahrazad.projections.audit import audit
from shahrazad.scenario.attributes import face_down
from shahrazad.table import Table

VAULT = '''
[A]
battlefield = ["Knowledge Vault", "Island", "Island"]
hand = [{hand}]
library = ["Lightning Bolt", "Island", "Island"]
'''


def _vault(*steps: str, hand: str = '"Grizzly Bears"') -> Table:
    return play(VAULT.format(hand=hand) + decisions("activate Knowledge Vault ability 1", "pass")
                + decisions("pass", player="B") + "".join(steps))


def test_406_3_knowledge_vault_exiles_the_top_card_face_down() -> None:
    """406.3, 607.2a: "{2}, {T}: Exile the top card of your library face down": Lightning
    Bolt leaves the top of A's library for exile face down, remembered as exiled with the
    Vault. The event holds the card for replay; the audit says what everybody saw without
    naming it."""
    table = _vault()
    game = table.game()
    exiled = of(table, v.ExiledFaceDown)
    assert [(e.player, e.rule) for e in exiled] == [("A", "406.3")]
    bolt = obj(game, "Lightning Bolt")
    assert bolt.zone == "exile" and bolt.face_down and face_down(bolt)
    assert exiled[0].new_obj == bolt.oid
    assert names(table, "1", "A", "library") == ["Island", "Island"]
    linked = [f for f in game.effects.values() if f.subject == bolt.oid]
    assert [f.source for f in linked] == [obj(game, "Knowledge Vault").oid]
    said = [line.text for line in audit(table.events) if line.kind == "exiled_face_down"]
    assert said == ["A exiles the top card of their library face down"]
    assert all("Lightning Bolt" not in line.text for line in audit(table.events)
               if line.kind != "card_placed")  # the setup lists the library


def test_608_2c_knowledge_vault_sacrificed_puts_its_cards_into_the_hand() -> None:
    """701.21, 608.2c, 607.2a: "{0}: Sacrifice Knowledge Vault. If you do, discard your
    hand, then put all cards exiled with Knowledge Vault into their owner's hand": A's
    Grizzly Bears are discarded and the face-down Lightning Bolt comes to A's hand, a new
    object face up (400.7); the leaves trigger then finds nothing to put in the
    graveyard."""
    table = _vault(decisions("activate Knowledge Vault ability 2", "pass"),
                   decisions("pass", player="B"), RESOLVE)
    assert names(table, "1", "A", "hand") == ["Lightning Bolt"]
    assert not obj(table.game(), "Lightning Bolt").face_down
    assert sorted(names(table, "1", "A", "graveyard")) == ["Grizzly Bears", "Knowledge Vault"]
    assert names(table, "1", "A", "exile") == []


def test_603_6c_knowledge_vault_leaving_puts_its_cards_into_the_graveyard() -> None:
    """603.6c, 607.2a: "When Knowledge Vault leaves the battlefield, put all cards exiled
    with Knowledge Vault into their owner's graveyard": B's Shatter destroys the Vault; its
    trigger puts the face-down Lightning Bolt into A's graveyard, face up."""
    body = VAULT.format(hand="") + '''[B]
battlefield = ["Mountain", "Mountain"]
hand = ["Shatter"]
'''
    table = play(body + decisions("activate Knowledge Vault ability 1", "pass", "pass", "pass",
                                  "pass")
                 + decisions("pass", "cast Shatter targeting Knowledge Vault", "pass", "pass",
                             player="B"), until="script_end")
    game = table.game()
    assert sorted(names(table, "1", "A", "graveyard")) == ["Knowledge Vault", "Lightning Bolt"]
    assert not obj(game, "Lightning Bolt").face_down


def test_608_2c_knowledge_vault_gone_sacrifices_nothing_and_discards_nothing() -> None:
    """608.2c (2009 ruling): the {0} ability activated twice; the first sacrifices the
    Vault, the second can't, so A discards nothing more and nothing else happens."""
    table = _vault(decisions("activate Knowledge Vault ability 2",
                             "activate Knowledge Vault ability 2", "pass"),
                   decisions("pass", player="B"), RESOLVE)
    assert names(table, "1", "A", "hand") == ["Lightning Bolt"]
    assert names(table, "1", "A", "graveyard") == ["Knowledge Vault", "Grizzly Bears"]
    assert len(of(table, v.ZoneChanged)) == 3  # sacrificed, discarded, returned: once each


def test_406_3_knowledge_vault_inside_a_subgame_keeps_its_cards_there() -> None:
    """406.3, 727: inside a subgame the Vault exiles the subgame library's top card face
    down; the event names the subgame; the main game's library is untouched."""
    table = taking_in_subgame("activate Knowledge Vault ability 1",
                              ["Knowledge Vault", "Island", "Island"], "Mountain")
    exiled = of(table, v.ExiledFaceDown)
    assert [e.game for e in exiled] == ["1.1"]
    sub = table.game("1.1")
    assert [sub.objects[o].face_down for o in sub.exile] == [True]
    assert names(table, "1.1", "A", "library") == ["Island", "Island"]
    assert of(table, v.ExiledFaceDown, "1") == []
