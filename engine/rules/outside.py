"""What is outside a game: the cards a wish, a companion or a card-from-outside effect
can reach (400.11, 727.4, Ambiguity A16).

A player's cards outside a game are their sideboard and, by default (reading A16), the
cards they own that are objects of an enclosing game: every zone of a game is outside
its subgames. An effect that says so may also reach the game's own exile
(:func:`reachable`'s ``or_exile``).
"""

from __future__ import annotations

from dataclasses import dataclass

from shahrazad.cards import pool
from shahrazad.projections.state import PLAYER_ZONES, GameState, TableState
from shahrazad.rules.options import option

__all__ = ["WISH_ZONES", "OutsideCard", "outside_cards", "reachable"]


#: zones a wish may take a card from, in a game outside the current one (A16): the ante
#: zone of a game played for ante too, as every zone of a game is outside its subgame
WISH_ZONES = ("hand", "battlefield", "graveyard", "exile", "stack", "ante")


@dataclass(frozen=True, slots=True)
class OutsideCard:
    card: int
    name: str
    from_game: str
    from_zone: str
    obj: int


def outside_cards(state: TableState, game: GameState, player: str,
                  kind: str = "any") -> list[OutsideCard]:
    """Cards ``player`` owns that are outside ``game`` and a wish can reach: their
    sideboard, and their cards that are objects of an enclosing game (727.4)."""
    found = [OutsideCard(c, state.cards[c].name, "", "sideboard", 0)
             for c in state.sideboards.get(player, [])]
    # A16: by default the enclosing games' objects too; "sideboard": the sideboard only.
    path = game.parent if option(state, "a16_wish_reach") == "outside" else None
    while path is not None:
        outer = state.games[path]
        for zone in WISH_ZONES:
            owners = [player] if zone in PLAYER_ZONES else [None]
            for owner in owners:
                for oid in outer.zone(zone, owner):
                    obj = outer.objects[oid]
                    if obj.card is not None and obj.owner == player:
                        found.append(OutsideCard(obj.card, obj.name, path, zone, oid))
        path = outer.parent
    return [c for c in found if _fits(c.name, kind)]


def _fits(name: str, kind: str) -> bool:
    d = pool.card(name)
    types = d.types
    if not d.in_decks:
        return False
    return {
        "any": True,
        "sorcery": "Sorcery" in types,
        "instant": "Instant" in types,
        "creature_or_land": bool(types & {"Creature", "Land"}),
        "artifact_or_enchantment": bool(types & {"Artifact", "Enchantment"}),
        "artifact": "Artifact" in types,
        "noncreature": "Creature" not in types,
        # a creature type, or a kindred card's subtype (205.3m, 308.3)
        "eldrazi": "Eldrazi" in d.subtypes,
        "multicolored": d.multicolored,  # two or more colors (105.2b)
    }[kind]


def _castable_now(name: str) -> bool:
    """A card a resolving effect can cast from outside the game without paying its mana
    cost: not a land (305.9), and (our limitation) a spell that needs no target, since no
    question asks for the targets of a spell cast during a resolution."""
    d = pool.card(name)
    return "Land" not in d.types and not d.targets and d.enchant is None


def reachable(state: TableState, game: GameState, player: str, kind: str = "any",
              or_exile: bool = False, castable: bool = False) -> list[OutsideCard]:
    """The cards of ``kind`` an effect lets ``player`` take: those they own outside
    ``game`` (:func:`outside_cards`), and with ``or_exile`` those they own in ``game``'s
    own exile (an enclosing game's exile is outside already, 727.4); with ``castable``,
    only those it can cast at once."""
    found = outside_cards(state, game, player, kind)
    if or_exile:
        found += [OutsideCard(o.card, o.name, game.path, "exile", o.oid)
                  for o in (game.objects[i] for i in game.exile)
                  if o.card is not None and o.owner == player and _fits(o.name, kind)]
    if castable:
        found = [c for c in found if _castable_now(c.name)]
    return found
