"""Static abilities the rules check (604): timing permissions and prohibitions.

A static ability is simply true while its permanent is on the battlefield (and not
phased out). Two change what a player may do:

* ``you_may_cast_spells_as_though_they_had_flash`` (Vedalken Orrery): its controller
  may cast any spell whenever they could cast an instant (601.3, 117.1a), so a
  Shahrazad may go on a stack that holds another spell and resolve above it, its
  subgame played while that spell waits in the main game;
* ``opponents_artifacts_abilities_cant_be_activated`` (Karn, the Great Creator): the
  activated abilities of artifacts its controller's opponents control can't be
  activated (602.5), mana abilities included (they are activated abilities, 605.1a).

Each game has its own permanents, so a static ability works in the game its permanent
is in and no other (727.1b).
"""

from __future__ import annotations

from shahrazad.cards.model import CardDef, StaticAbility
from shahrazad.characteristics import is_type, with_static_word
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import citations as R

FLASH: StaticAbility = "you_may_cast_spells_as_though_they_had_flash"
NO_ARTIFACT_ABILITIES: StaticAbility = "opponents_artifacts_abilities_cant_be_activated"
#: -- batch B02 --: "You may play any number of lands on each of your turns" (305.2)
ANY_NUMBER_OF_LANDS: StaticAbility = "you_may_play_any_number_of_lands"


def _with(game: GameState, ability: StaticAbility) -> list[Obj]:
    return with_static_word(game, ability)


def timing(game: GameState, player: str, spell: CardDef) -> str | None:
    """The rule under which ``player`` may cast ``spell`` now, when not only in their
    main phase with an empty stack: an instant or a spell with flash (117.1a, 702.8a),
    or any spell under an effect that lets them cast it as though it had flash (601.3).
    ``None`` if only at sorcery speed."""
    if "Instant" in spell.types:
        return R.CAST
    if "flash" in spell.keywords:
        return "702.8a"
    if any(o.controller == player for o in _with(game, FLASH)):
        return R.CAST_PERMISSION
    return None


def prohibited(game: GameState, source: Obj, player: str) -> bool:
    """Whether the activated abilities of ``source`` can't be activated by ``player``
    (602.5): it is an artifact and an opponent controls a permanent that says so."""
    return any(o.controller != player for o in _with(game, NO_ARTIFACT_ABILITIES)) and \
        is_type(game, source, "Artifact")


def land_plays(game: GameState, player: str) -> int | None:
    """How many lands ``player`` may play this turn (305.2): one, or any number
    (``None``) while they control a permanent that says so (Fastbond)."""
    if any(o.controller == player for o in _with(game, ANY_NUMBER_OF_LANDS)):
        return None
    return 1
