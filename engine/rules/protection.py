"""Protection (702.16): what an object with protection from a quality can't be.

A permanent with "protection from [quality]" can't be **D**amaged, **E**nchanted,
**B**locked or **T**argeted by anything with that quality: damage such a source would deal
to it is prevented (702.16e, in :mod:`shahrazad.rules.damage`), an Aura with the quality
can't be attached to it and falls off as a state-based action (702.16c, 704.5m), a
creature with the quality can't block it (702.16f), and a spell with the quality, or an
ability from a source with it, can't target it (702.16b).

The qualities are keywords of the card language (``protection_from_black``,
``protection_from_artifacts``), asked through :func:`shahrazad.characteristics.keywords`
like every keyword, so an effect that grants one works the same as a printed one. A
quality is a color (105.1) or a card type (702.16a: a type quality applies to permanents
of that type and to sources of it elsewhere).

>>> QUALITIES["protection_from_red"], QUALITIES["protection_from_artifacts"]
('R', 'Artifact')
"""

from __future__ import annotations

from shahrazad.characteristics import colors, defn, keywords
from shahrazad.projections.state import GameState, Obj

__all__ = ["QUALITIES", "protected_from", "qualities_of"]

#: each protection keyword and its quality: a color letter, or a card type
QUALITIES: dict[str, str] = {
    "protection_from_white": "W", "protection_from_blue": "U", "protection_from_black": "B",
    "protection_from_red": "R", "protection_from_green": "G",
    "protection_from_artifacts": "Artifact",
}
#: a protection keyword in words (the audit's and the errors')
WORDS = {k: k.replace("_", " ") for k in QUALITIES}


def qualities_of(game: GameState, obj: Obj) -> frozenset[str]:
    """The qualities protection looks at (702.16a): ``obj``'s colors, and its card types.
    An ability on the stack has its source's (as its card says: 113.7a's last known
    information, simplified to the card)."""
    return frozenset(colors(game, obj)) | defn(game, obj).types


def protected_from(game: GameState, holder: Obj, source: Obj) -> str:
    """The protection keyword of ``holder`` that ``source`` has the quality of (the first,
    in keyword order), or ``""``: whether ``holder`` is protected from ``source``."""
    kw = keywords(game, holder)
    found = [k for k in QUALITIES if k in kw]
    if not found:
        return ""
    has = qualities_of(game, source)
    return next((k for k in found if QUALITIES[k] in has), "")
