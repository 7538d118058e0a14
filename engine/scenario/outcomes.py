"""Random outcomes a scenario states ahead: the ``[[random]]`` tables.

Each table states how one random choice of the rules will come out::

    [[random]]
    what = "starting_player"   # who takes the first turn (103.1, 727.2)
    game = "1.1"
    result = "B"

    [[random]]
    what = "shuffle"           # 701.24; the shuffles of 727.2 and 727.5 too
    game = "1.1"
    player = "A"
    top = ["Juzam Djinn"]      # top first; bottom = [...] (bottom last); or the whole
                               # library: order = [...]

``what`` is one of :data:`WHAT`: ``starting_player``, ``chooser`` (the player chance
picks to choose who goes first, under reading A2's alternative), ``shuffle``
(``deck = "planar"`` or ``"scheme"`` for a supplementary deck), ``discard`` (a random
discard: ``result`` lists the cards), ``coin`` (``heads`` or ``tails``; for a flip its
player calls, ``won`` or ``lost``), ``die``
(a number; ``sides`` checks it), ``planar_die`` (a face: ``planeswalker``, ``chaos`` or
``blank``, 901.3; the planar die also takes a ``die`` outcome, the number of its face)
and ``ante`` (the card a player antes at a table that
plays for ante, 407.2: ``result`` names it). ``game`` and ``player`` narrow which choice it is;
without them it is the next choice of that kind, wherever it happens. Outcomes of one
kind are used in the order they are stated, each once.

They are recorded in the log as part of the setup (``OutcomeStated``), so a re-run
of the log (``verify --rerun``) makes the same table from the log alone. A choice
that uses one is preceded by ``OutcomeUsed`` and its own event says ``scenario``
where it says how it was decided. An outcome no card could give (a top card the
player doesn't own) is refused as the file is read; one that can't be given when its
moment comes (the card is not in that library then) stops the table with the rule
(:class:`~shahrazad.txn.ImpossibleOutcome`); one never used is reported by
:func:`unused`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from shahrazad.projections.state import TableState
from shahrazad.rules import citations as R
from shahrazad.scenario.errors import ScenarioError
from shahrazad.scenario.model import Outcome, Scenario
from shahrazad.scenario.position import (
    PATH,
    card_name,
    listed,
    near,
    player,
    refuse_unknown,
    table,
    text,
    whole,
)

#: every kind of random choice a scenario can state, and the keys each takes
WHAT: dict[str, tuple[str, ...]] = {
    "starting_player": ("game", "result"),
    "chooser": ("game", "result"),
    "shuffle": ("game", "player", "top", "bottom", "order", "deck"),
    "discard": ("game", "player", "result"),
    "coin": ("game", "player", "result"),
    "die": ("game", "player", "result", "sides"),
    "ante": ("game", "player", "result"),
    "planar_die": ("game", "player", "result"),
    # -- batch C-ANTE --: a dexterity flip's outcome (Ambiguity A26)
    "dexterity": ("game", "player", "result"),
    # -- batch D-PILES --: the attackers a player's piles are assigned to, pile by pile
    # (Camouflage, 700.3)
    "piles": ("game", "player", "result"),
}
#: how a coin flip comes out: a side (705.2), or, for a flip its player calls, the call
#: won or lost (705.1)
COIN = ("heads", "tails", "won", "lost")
#: the planar die's faces (901.3)
PLANAR_FACES = ("planeswalker", "chaos", "blank")
#: how a dexterity flip comes out (Ambiguity A26): it turns over and lands where it is
#: aimed, or it doesn't
DEXTERITY = ("hit", "miss")
DECKS = ("library", "planar", "scheme")


def read_random(raw: object, players: list[str]) -> list[Outcome]:
    """The ``[[random]]`` tables, in order."""
    if raw is None:
        return []
    return [_outcome(f"random[{i}]", entry, players)
            for i, entry in enumerate(listed("random", raw), 1)]


def _outcome(where: str, raw: object, players: list[str]) -> Outcome:
    data = table(where, raw)
    what = data.get("what")
    if what not in WHAT:
        raise ScenarioError(f"{where}.what", f"say what is random: one of {', '.join(WHAT)}"
                                             f"{near(str(what), WHAT)}")
    refuse_unknown(where, data, ("what", *WHAT[what]))
    found = Outcome(what, where=where)
    if "game" in data:
        found.game = text(f"{where}.game", data["game"])
        if found.game != "1" and not PATH.fullmatch(found.game):
            raise ScenarioError(f"{where}.game", "a game's path: 1 for the main game, 1.1 "
                                                 "for its first subgame, and so on")
    if "player" in data:
        found.player = player(f"{where}.player", data["player"], players)
    if what in ("starting_player", "chooser"):
        found.result = player(f"{where}.result", data.get("result"), players)
    elif what == "shuffle":
        _shuffle(where, data, found)
    elif what in ("discard", "piles"):  # -- batch D-PILES --: piles, the attackers
        found.top = tuple(card_name(f"{where}.result[{i}]", n) for i, n in
                          enumerate(listed(f"{where}.result", data.get("result"))))
    elif what == "ante":
        found.result = card_name(f"{where}.result", data.get("result"))
    elif what == "coin":
        if data.get("result") not in COIN:
            raise ScenarioError(f"{where}.result", "a coin comes up \"heads\" or \"tails\" "
                                                   "(705.2); a flip its player calls is "
                                                   "\"won\" or \"lost\" (705.1)"
                                                   f"{near(str(data.get('result')), COIN)}")
        found.result = str(data["result"])
    elif what == "dexterity":  # -- batch C-ANTE --
        if data.get("result") not in DEXTERITY:
            raise ScenarioError(f"{where}.result", "a dexterity flip is a \"hit\" (it turns "
                                                   "over and lands where it is aimed) or a "
                                                   "\"miss\" (Ambiguity A26)"
                                                   f"{near(str(data.get('result')), DEXTERITY)}")
        found.result = str(data["result"])
    elif what == "planar_die":
        if data.get("result") not in PLANAR_FACES:
            raise ScenarioError(f"{where}.result", "the planar die shows \"planeswalker\", "
                                                   "\"chaos\" or \"blank\" (901.3)"
                                                   f"{near(str(data.get('result')), PLANAR_FACES)}")
        found.result = str(data["result"])
    else:
        sides = whole(f"{where}.sides", data.get("sides", 6), 1)
        result = whole(f"{where}.result", data.get("result"), 1)
        if result > sides:
            raise ScenarioError(f"{where}.result", f"a {sides}-sided die shows 1 to {sides} "
                                                   f"(rule {R.DIE_ROLL})")
        found.result = str(result)
    found.said = said(found)
    return found


def _shuffle(where: str, data: Mapping[str, Any], found: Outcome) -> None:
    deck = data.get("deck", "library")
    if deck not in DECKS:
        raise ScenarioError(f"{where}.deck", f"the library, or a supplementary deck: one of "
                                             f"{', '.join(DECKS)}{near(str(deck), DECKS)}")
    found.deck = str(deck)
    if "order" in data and ("top" in data or "bottom" in data):
        raise ScenarioError(where, "say the whole order, or the top and bottom, not both")
    if not any(k in data for k in ("order", "top", "bottom")):
        raise ScenarioError(where, "say how the shuffle comes out: top = [...], "
                                   "bottom = [...] or order = [...]")
    names = {k: tuple(card_name(f"{where}.{k}[{i}]", n)
                      for i, n in enumerate(listed(f"{where}.{k}", data.get(k, []))))
             for k in ("order", "top", "bottom")}
    found.whole = "order" in data
    found.top = names["order"] if found.whole else names["top"]
    found.bottom = names["bottom"]


def said(o: Outcome) -> str:
    """The outcome in plain words, as the audit shows it."""
    where = f" of game {o.game}" if o.game else ""
    whose = f"{o.player}'s" if o.player else "the"
    within = f" in game {o.game}" if o.game else ""
    if o.what == "starting_player":
        return f"{o.result} takes the first turn{where or ' of the next game to start'}"
    if o.what == "chooser":
        return f"{o.result} chooses who takes the first turn{where}"
    if o.what == "discard":
        return f"{whose} next random discard{within} takes {', '.join(o.top) or 'nothing'}"
    if o.what == "ante":
        return f"{whose} next ante{within} is {o.result}"
    if o.what == "piles":  # -- batch D-PILES --
        return f"{whose} next piles{within} are assigned to {', '.join(o.top)}, pile by pile"
    if o.what == "coin":
        if o.result in ("won", "lost"):
            return f"{whose} next coin flip{within} is {o.result} by its caller"
        return f"{whose} next coin flip{within} comes up {o.result}"
    if o.what == "dexterity":  # -- batch C-ANTE --
        return f"{whose} next dexterity flip{within} is a {o.result}"
    if o.what == "planar_die":
        return f"{whose} next roll of the planar die{within} shows {o.result}"
    if o.what == "die":
        return f"{whose} next die roll{within} is {o.result}"
    deck = "" if o.deck == "library" else f" of the {o.deck} deck"
    if o.whole:
        parts = [f"leaves {', '.join(o.top)}, top first"]
    else:
        parts = ([f"puts {', '.join(o.top)} on top"] if o.top else []) + \
                ([f"{', '.join(o.bottom)} at the bottom"] if o.bottom else [])
    return f"{whose} next shuffle{deck}{within} " + " and ".join(parts)


def check_outcomes(s: Scenario) -> None:
    """Refuse an outcome no shuffle or discard could give: cards the player (any player,
    if the outcome names none) doesn't own as many of, anywhere at the table."""
    owned: dict[str, Counter[str]] = {p: Counter() for p in s.players}
    for pid, deck in s.decks.items():
        owned[pid].update(deck)
    for pid, side in s.sideboards.items():
        owned[pid].update(side)
    for game in s.games.values():
        for pid, place in game.seats.items():
            owned[pid].update(c.name for c in place.cards if not c.token)
            owned[pid].update(place.departed)
        owned_stack = [(i.owner, i.name) for i in game.stack if i.kind == "spell"]
        for pid, name in owned_stack:
            owned[pid][name] += 1
    for o in s.random:
        if o.deck not in ("", "library"):
            continue  # supplementary decks come from Table.new's pieces, not the file
        wanted = Counter(o.top + o.bottom + ((o.result,) if o.what == "ante" else ()))
        # -- batch D-PILES --: piles go to the attackers of the other players
        whose = [o.player] if o.player and o.what != "piles" else s.players
        if wanted and not any(all(owned[p][n] >= k for n, k in wanted.items()) for p in whose):
            short = next(n for n, k in wanted.items()
                         if not any(owned[p][n] >= k for p in whose))
            rule = {"discard": R.DISCARD, "ante": R.ANTE}.get(o.what, R.SHUFFLE)
            who = o.player or "no player"
            raise ScenarioError(o.where, f"{o.said}: {who} owns {wanted[short]} "
                                f"{short} nowhere at this table (rule {rule})")


def unused(state: TableState) -> list[str]:
    """The stated outcomes the table never used, in plain words (``shahrazad run`` warns
    of each: the random choice they were stated for never came)."""
    return [f"random outcome never used: {o.said}" for o in state.stated.values()]


__all__ = ["COIN", "DECKS", "PLANAR_FACES", "WHAT", "check_outcomes", "read_random", "said",
           "unused"]
