"""The variants (810 Two-Headed Giant, 901 Planechase, 902 Vanguard, 903 Commander,
904 Archenemy) and what a subgame does with them (727.2a-c, 727.5a-c).

The pieces. :meth:`shahrazad.table.Table.new` registers each player's variant cards
(``VariantCardsAdded``; :attr:`~shahrazad.projections.state.CardRecord.role` says which
piece a card is) and :func:`set_up` puts them into the main game's command zone
(``CommandZoneSetUp``): the commander (903.6), the vanguard (902.3), and the
planar (901.3) and scheme (904.3) decks, face down, shuffled (103.3a). A
supplementary deck is the list of its owner's command-zone objects marked with
that :attr:`~shahrazad.projections.state.Obj.deck`, top first; a face-up plane, phenomenon
or scheme is a command-zone object with no deck. Two-Headed Giant has no pieces:
``variant="2hg"`` with ``teams`` (the ``teams`` setting, ``A+B/C+D``), alone or
with Planechase (901.12).

What the rules do with them, here:

* Starting values: Commander 40 life (903.7); Vanguard life 20 ± modifier and
  hand size 7 ± modifier, both starting and maximum (902.4, 902.5); the
  archenemy 40 life (904.5) and the first turn (103.1b, 904.6); a Two-Headed
  Giant team 30 (810.4, 103.4a). The life modifier applies to the game's starting
  life, so a house-rules Commander + Vanguard table starts at 40 ± modifier. The
  hand modifier is read from the vanguard in the game's own command zone
  (:func:`hand_modifier`), so a subgame's hand size follows its vanguard.
* Teams (:mod:`shahrazad.rules.teams`): Two-Headed Giant's two teams of two, and the
  archenemy against the team of the other players (904.2), take shared team turns
  (805: the team's players are all active, each draws and may play a land, the team
  attacks as a group and blocks as one); a Two-Headed Giant team shares its life
  total and poison counters (810.9, 810.10; 15 lose, 704.6b), skips its first draw
  if it starts (103.8b) and wins and loses together (810.8); the heroes keep their
  own life and win together, those who lost too (104.2c).
* Commander: cast from the command zone (601.2, 903.8) for its cost plus {2}
  for each earlier cast from the command zone *in this game*: the count is
  :attr:`~shahrazad.projections.state.GameState.commander_casts`, one per game, so a
  subgame starts at 0. Combat damage from each commander is counted per game too
  (:attr:`~shahrazad.projections.state.GameState.commander_damage`): 21 from one loses
  (903.10a, 704.6c). The owner's options are decisions
  (:mod:`shahrazad.rules.commander`): 903.9a (graveyard or exile -> command zone, a
  state-based action) is asked as the check would apply, 903.9b (the command zone
  instead of a hand or library) as a resolving spell or ability would move it
  (:func:`commanders_to_command_zone`, :func:`replacement_zone`). A move with no
  point to wait at (a mulligan's hand going back) takes the option, and a commander
  *drawn* from a library (only possible in a subgame, Ambiguity A9, or after a "no")
  is not replaced: draws don't go through :func:`shahrazad.rules.actions.move`.
* Planechase (:mod:`shahrazad.rules.planechase`): the starting plane, phenomena going
  to the bottom (103.7, 901.5); the planar die as a special action for {0}, then {1}
  more each time that turn (901.9: blank, chaos, Planeswalker); chaos (311.7);
  the planeswalking ability on the stack (901.8) and planeswalking (701.31b);
  phenomena and 704.6f; a player leaving with a face-up plane (901.10). Plane and
  phenomenon abilities are card data with four trigger points (chaos, planeswalk
  to, planeswalk away, encounter); the planes' static abilities are not modelled.
* Archenemy: the archenemy sets the top scheme in motion at the beginning of
  their precombat main phase (904.9), face up. Scheme abilities are not
  modelled, and the only scheme in the pool is ongoing (904.11), so a scheme
  stays face up; abandoning and the return of non-ongoing schemes (904.10,
  704.6e) are not modelled. Several scheme decks make a Supervillain Rumble
  (904.12): no archenemy, no teams.

Subgames, by edition (editions.md row 14):

* current (727.2a-c, 727.5a-c): each player's supplementary decks move to the
  subgame's command zone and are shuffled; face-up nontraditional cards stay.
  Vanguards and commanders in the main-game command zone move. At the end, each
  nontraditional card out of the deck it began the subgame in is turned face
  down and put on the bottom of that deck, the decks move home and are
  shuffled, and vanguards and commanders in the subgame's command zone move
  home. Nontraditional cards are never put into a library (727.5 returns
  *traditional* cards). All of it is part of the subgame's end: the main game
  resumes (``GameResumed``) only afterwards.
* 2014 (715.2a-d, 715.5a-d): the same for planar decks, vanguards and
  commanders, but only *the archenemy's* scheme deck moves (715.2d), and at the
  end face-up planes (715.5a) and face-up schemes in the subgame command zone
  (715.5d; 715.5 cites only a-c, Ambiguity A23 applies d too) go to the bottom.
* 2008, 2004: no variant steps. A literal engine leaves every variant card in
  the main game; the subgame is a plain game, 20 life and 7 cards, without teams.

Readings (:mod:`shahrazad.rules.options`), with their defaults:

* A9 (``a9_subgame_variant``): the subgame inherits the variant (its life totals,
  hand sizes and teams) in the editions with variant steps; ``plain``: the subgame
  starts at the creating effect's life with seven-card hands and every player for
  themselves, and no vanguard modifies its hand sizes, though the variant cards
  still move. A commander in the main-game *library* goes to the subgame with the
  library and stays there (103.2c doesn't pull it into the command zone).
* A10 (``a10_commander_return``): a commander in another subgame zone at the end
  is one 903.9b may apply to: its owner is asked, in the subgame, before any card
  goes home, and goes to the main-game command zone on yes, into the library with
  the other cards on no; ``library``: nobody is asked, into the library. A
  commander that left the subgame with its owner (A1) goes home without a question.
* A12 (``a12_archenemy_first``): the archenemy takes the subgame's first turn,
  or, ``random``, 727.2's random choice.
* A14 (``a14_2hg_half_life``): a Two-Headed Giant team that doesn't win the subgame
  loses both halves worked out from its total, together; ``sequential``: the
  second from what the first left (:func:`shahrazad.rules.life.lose_half`).
* A19 (``a19_supplementary_moves``): the supplementary-deck moves are command
  zone to command zone and don't break "can't leave the command zone"; with
  ``vanguards_only`` the planar and scheme decks stay in the main game (vanguards
  and commanders still move).
* A11 is :mod:`shahrazad.rules.sba`'s: by default the loss of 727.3 is the ordinary
  704.5b, so a player drawing a smaller opening hand only needs that many cards.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from shahrazad.cards.pool import UnknownCard, card
from shahrazad.cards.variant_cards import MODIFIERS
from shahrazad.events import vocabulary as v
from shahrazad.events.errors import ShahrazadError
from shahrazad.projections.state import GameState, Obj, TableState
from shahrazad.rules import citations as R
from shahrazad.rules import commander, teams
from shahrazad.rules.citations import cite
from shahrazad.rules.options import SETTINGS, VARIANT_EDITIONS, option
from shahrazad.txn import Txn

__all__ = [
    "DECK_ROLES", "HOW_TO_GIVE", "PIECE_RULE", "ROLES", "VARIANTS", "Piece", "VariantError",
    "archenemy", "castable_from_command", "check_table", "commander_tax",
    "commanders_to_command_zone", "enter_subgame",
    "first_player", "goes_home_separately", "hand_modifier", "leave_subgame", "main_game_life",
    "precombat_main", "replacement_zone", "role", "set_up", "starting_hand_size",
    "subgame_life", "table_pieces", "variant_name",
]

#: The roles of variant cards (CardRecord.role), in the order they are set up.
ROLES = ("commander", "vanguard", "plane", "scheme")
#: role of a supplementary deck's cards -> the deck's name (Obj.deck)
DECK_ROLES = {"plane": "planar", "scheme": "scheme"}
_WHAT = {"commander": "commander", "vanguard": "vanguard", "plane": "planar deck",
         "scheme": "scheme deck"}
_SETUP_RULE = {"commander": R.COMMANDER_SETUP, "vanguard": R.VANGUARD_SETUP,
               "plane": R.PLANAR_SETUP, "scheme": R.SCHEME_SETUP}


# -- the pieces at the table ---------------------------------------------------------

#: the rule that makes each piece part of its variant (cited by VariantCardsAdded)
PIECE_RULE = {"commander": "903.3", "vanguard": "902.1", "plane": R.PLANAR_SETUP,
              "scheme": R.SCHEME_SETUP}
#: command-zone variant name (the ``variant`` setting's values) -> the role its pieces have
VARIANTS = dict(zip(SETTINGS["variant"].values[:len(ROLES)], ROLES, strict=True))
#: the variant played in teams with no pieces of its own: Two-Headed Giant (810)
TWO_HEADED_GIANT = "2hg"
#: the variants Two-Headed Giant is played with here (901.12: Planechase)
_WITH_2HG = {TWO_HEADED_GIANT, "planechase"}
#: what each role's cards must be
_CARD_TYPE = {"commander": "Creature", "vanguard": "Vanguard", "plane": "Plane",
              "scheme": "Scheme"}


class VariantError(ShahrazadError, ValueError):
    """A variant table that can't be set up as given, said in one line: a piece that is
    missing or of the wrong kind, or a variant the pieces don't fit. ``piece`` names the
    :meth:`~shahrazad.table.Table.new` argument at fault (``vanguards``, ``teams`` ...; ``""``
    for none), so that each way of making a table can say how to give it
    (:data:`HOW_TO_GIVE`); ``missing``: the variant needs that piece and it wasn't given
    (else a piece given is wrong)."""

    def __init__(self, message: str, piece: str = "", missing: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.piece = piece
        self.missing = missing

    def said(self, how: str) -> str:
        """The message with how to give the piece at fault, in the words of ``how``: a
        key of :data:`HOW_TO_GIVE` (``python``, ``scenario``, ``play``)."""
        hint = HOW_TO_GIVE[how].get(self.piece, "")
        return f"{self.message}: {hint}" if hint else self.message


#: how each way of making a table gives each piece (the hint of a refusal)
HOW_TO_GIVE: dict[str, dict[str, str]] = {
    "python": {
        "commanders": 'give Table.new(commanders={"A": NAME, ...}), a legendary creature '
                      "for each player",
        "vanguards": 'give Table.new(vanguards={"A": NAME, ...}), a vanguard for each player',
        "planar_decks": 'give Table.new(planar_decks={"A": [NAMES], ...})',
        "scheme_decks": 'give Table.new(scheme_decks={"A": [NAMES]}) for the archenemy',
        "teams": 'give Table.new(teams=[["A", "B"], ["C", "D"]])',
    },
    "scenario": {
        "commanders": 'give commanders = { A = "NAME", ... }, a legendary creature for each '
                      "player",
        "vanguards": 'give vanguards = { A = "NAME", ... }, a vanguard for each player',
        "planar_decks": 'give planar_decks = { A = ["NAME", ...], ... }',
        "scheme_decks": 'give scheme_decks = { A = ["NAME", ...] } for the archenemy',
        "teams": 'give options.teams = "A+B/C+D"',
    },
    "play": {
        "commanders": "give --commander PLAYER=NAME for each player",
        "vanguards": "give --vanguard PLAYER=NAME for each player",
        "planar_decks": "give --planar-deck PLAYER=DECKFILE",
        "scheme_decks": "give --scheme-deck PLAYER=DECKFILE for the archenemy",
        "teams": "give --players 4 --option teams=A+B/C+D",
    },
}
#: each role's argument of Table.new, and what a table of its variant needs of it
_ARGUMENT = {"commander": "commanders", "vanguard": "vanguards", "plane": "planar_decks",
             "scheme": "scheme_decks"}
_NEEDS = {"commander": "each player's commander (903.3)",
          "vanguard": "each player's vanguard (902.2)",
          "plane": "a planar deck (901.3)",
          "scheme": "the archenemy's scheme deck (904.3)"}


@dataclass(frozen=True, slots=True)
class Piece:
    """One player's pieces of one role: a commander, a vanguard, or a deck's cards."""

    player: str
    role: str
    names: tuple[str, ...]


def table_pieces(players: Sequence[str], decks: Sequence[Sequence[str]],
                 sideboards: Sequence[Sequence[str]], *,
                 commanders: Mapping[str, str] | None = None,
                 vanguards: Mapping[str, str] | None = None,
                 planar_decks: Mapping[str, Sequence[str]] | None = None,
                 scheme_decks: Mapping[str, Sequence[str]] | None = None) -> list[Piece]:
    """Check the variant pieces of a new table and list them in seat order.

    Raises ``ValueError`` for a piece of the wrong kind, a player not at the table,
    or a nontraditional card in a deck or sideboard (it can't be part of one: 108.2b
    traditional cards only).
    """
    for names in [*decks, *sideboards]:
        for name in names:
            if card(name).nontraditional:
                raise VariantError(f"{name} is a nontraditional card: it can't be in a deck "
                                   "or sideboard (it is a vanguard, a plane or a scheme: a "
                                   "piece of its own)")
    given: dict[str, Mapping[str, Sequence[str]]] = {
        "commander": {p: [n] for p, n in (commanders or {}).items()},
        "vanguard": {p: [n] for p, n in (vanguards or {}).items()},
        "plane": dict(planar_decks or {}), "scheme": dict(scheme_decks or {}),
    }
    pieces = []
    for which, by_player in given.items():
        for pid, names in by_player.items():
            if pid not in players:
                raise VariantError(f"{which} for {pid!r}, who is not at the table "
                                   f"({', '.join(players)})", _ARGUMENT[which])
            for name in names:
                try:
                    d = card(name)
                except UnknownCard as exc:
                    raise VariantError(f"{pid}'s {which}: {exc}", _ARGUMENT[which]) from None
                wanted = _CARD_TYPE[which]
                kinds = {wanted, "Phenomenon"} if which == "plane" else {wanted}
                if not kinds & d.types or (which == "commander" and
                                           "Legendary" not in d.supertypes):
                    kind = "a legendary creature (903.3)" if which == "commander" else \
                        f"a {wanted.lower()} card"
                    raise VariantError(f"{d.name} can't be a {which}: it must be {kind}",
                                       _ARGUMENT[which])
            if not names:
                raise VariantError(f"{pid}'s {which} deck is empty", _ARGUMENT[which])
            pieces.append(Piece(pid, which, tuple(card(n).name for n in names)))
    seat = {p: i for i, p in enumerate(players)}
    return sorted(pieces, key=lambda pc: (seat[pc.player], ROLES.index(pc.role)))


def variant_name(variant: str | None, pieces: list[Piece], players: Sequence[str]) -> str:
    """The variant's name for the log: ``variant`` checked against the pieces, or the
    pieces' own variants joined by ``+`` (``""`` for an ordinary game)."""
    present = [name for name, which in VARIANTS.items()
               if any(pc.role == which for pc in pieces)]
    named = present if variant is None else variant.split("+")
    for name in named:
        if name not in VARIANTS and name != TWO_HEADED_GIANT:
            raise VariantError(f"unknown variant {name!r}: choose from "
                               f"{', '.join(VARIANTS)}, {TWO_HEADED_GIANT}")
    if TWO_HEADED_GIANT in named and not set(named) <= _WITH_2HG:
        raise VariantError(f"Two-Headed Giant is played here alone or with Planechase "
                           f"(901.12), not as {variant!r}")
    for name in named:  # a named variant without its pieces: say which are missing
        if name == TWO_HEADED_GIANT:
            continue
        role = VARIANTS[name]
        owners = {pc.player for pc in pieces if pc.role == role}
        # Named, a commander or vanguard table gives every player one (903.3, 902.2);
        # pieces given without a name may be a test's or a judge's partial table.
        every = role in ("commander", "vanguard") and variant is not None
        missing = [p for p in players if p not in owners] if every else \
            ([] if owners else list(players))
        if missing:
            whose = f": none for {', '.join(missing)}" if owners else ""
            article = "an" if name[0] in "aeiou" else "a"
            raise VariantError(f"{article} {name} table needs {_NEEDS[role]}{whose}",
                               _ARGUMENT[role], missing=True)
    extra = [name for name in present if name not in named]
    if extra:
        arguments = ", ".join(_ARGUMENT[VARIANTS[n]] for n in extra)
        raise VariantError(f"variant {variant!r} but {arguments} given too: name the variant "
                           f"{'+'.join([*named, *extra])}, or leave the variant out")
    return "+".join(named)


def team_setting(variant: str, given: Sequence[Sequence[str]] | str | None,
                 players: Sequence[str]) -> str | None:
    """The ``teams`` setting of a new table (``"A+B/C+D"``), from ``teams=`` given as lists
    or as that text: needed by Two-Headed Giant (810.1), refused by any other variant.
    Raises ``ValueError`` for teams that aren't two of two, seated together."""
    if given is None:
        if TWO_HEADED_GIANT in variant.split("+"):
            raise VariantError("a Two-Headed Giant table needs its two teams of two "
                               "(810.1)", "teams", missing=True)
        return None
    if TWO_HEADED_GIANT not in variant.split("+"):
        raise VariantError(f"teams are given but the variant is {variant or 'none'}: teams "
                           f"need variant={TWO_HEADED_GIANT!r}")
    text = given if isinstance(given, str) else "/".join("+".join(t) for t in given)
    try:
        teams.parse_teams(text, players)
    except ValueError as exc:
        raise VariantError(str(exc), "teams") from None
    return text


def check_table(players: Sequence[str], decks: Sequence[Sequence[str]],
                sideboards: Sequence[Sequence[str]], variant: str | None,
                teams_given: Sequence[Sequence[str]] | str | None = None, *,
                commanders: Mapping[str, str] | None = None,
                vanguards: Mapping[str, str] | None = None,
                planar_decks: Mapping[str, Sequence[str]] | None = None,
                scheme_decks: Mapping[str, Sequence[str]] | None = None
                ) -> tuple[list[Piece], str, str | None]:
    """Everything a new table's variant needs, checked (raises :class:`VariantError`, one
    line): the pieces in seat order, the variant's name and the ``teams`` setting.
    Every way of making a table passes here, so each refuses the same tables."""
    pieces = table_pieces(players, decks, sideboards, commanders=commanders,
                          vanguards=vanguards, planar_decks=planar_decks,
                          scheme_decks=scheme_decks)
    name = variant_name(variant, pieces, players)
    return pieces, name, team_setting(name, teams_given, players)


def role(state: TableState, obj: Obj) -> str:
    """The variant role of ``obj``'s card (``""`` for a token, an ability, a deck card)."""
    return state.cards[obj.card].role if obj.card is not None else ""


def _variant_cards(state: TableState, pid: str, which: str) -> list[int]:
    return [c for c, rec in state.cards.items() if rec.owner == pid and rec.role == which]


def _command(game: GameState, pid: str | None = None) -> Iterator[Obj]:
    for oid in list(game.command):
        obj = game.objects[oid]
        if pid is None or obj.owner == pid:
            yield obj


# -- starting a game (103) ----------------------------------------------------------


def main_game_life(state: TableState, given: int | None) -> int:
    """The main game's starting life (103.4): as given, else a Two-Headed Giant team's 30
    (103.4a, 810.4), 40 in Commander (903.7), or 20."""
    if given is not None:
        return given
    if teams.two_headed_giant(state):
        return teams.TEAM_LIFE
    return 40 if _is_commander_table(state) else 20


def _is_commander_table(state: TableState) -> bool:
    return any(rec.role == "commander" for rec in state.cards.values())


def set_up(txn: Txn, game: GameState) -> None:
    """Put each player's variant cards into the main game's command zone (903.6, 902.3,
    901.3, 904.3), shuffle the supplementary decks (103.3a), then set the starting
    life totals the variants change (902.4, 904.5)."""
    state = txn.state
    stacked = state.options.get("stacked_decks") == "yes"
    for pid in game.players:
        for which in ROLES:
            cards = _variant_cards(state, pid, which)
            if not cards:
                continue
            txn.emit(v.CommandZoneSetUp, game, _SETUP_RULE[which], player=pid,
                     what=_WHAT[which], cards=tuple(cards),
                     objs=tuple(txn.new_id() for _ in cards))
            if which in DECK_ROLES and not stacked:
                _shuffle(txn, game, pid, DECK_ROLES[which], R.SHUFFLE_SUPPLEMENTARY)
    _set_life(txn, game)


def _set_life(txn: Txn, game: GameState) -> None:
    """Each player's starting life, from the pieces in this game's command zone: the
    vanguard's life modifier (902.4), or 40 for the archenemy (904.5)."""
    boss = archenemy(txn.state, game)
    for pid in game.players:
        life, why, rule = game.starting_life, "", R.VANGUARD_LIFE
        for obj in _command(game, pid):
            if role(txn.state, obj) == "vanguard":
                life += MODIFIERS[obj.name][1]
                why = f"{obj.name}'s life modifier"
        if pid == boss:
            life, why, rule = 40, "the archenemy", R.ARCHENEMY_LIFE
        if why and life != game.player[pid].life:
            txn.emit(v.StartingLifeSet, game, rule, player=pid, life=life, source_name=why)


def archenemy(state: TableState, game: GameState) -> str | None:
    """The player with scheme cards in ``game``'s command zone, if exactly one has them
    (904.1); with several it is a Supervillain Rumble (904.12), with no archenemy."""
    owners = {obj.owner for obj in _command(game) if role(state, obj) == "scheme"}
    return owners.pop() if len(owners) == 1 else None


def first_player(state: TableState, game: GameState) -> str | None:
    """Who takes the first turn if not chosen at random: the archenemy (103.1b, 904.6);
    in a subgame only if Ambiguity A12 says so."""
    if game.parent is not None and (state.edition not in VARIANT_EDITIONS or
                                    option(state, "a12_archenemy_first") == "random"):
        return None
    return archenemy(state, game)


def hand_modifier(state: TableState, game: GameState, pid: str) -> int:
    """The hand modifier of ``pid``'s vanguard in ``game``'s command zone (902.5); none
    in a subgame played plain (Ambiguity A9)."""
    if _plain(state, game):
        return 0
    return sum(MODIFIERS[o.name][0] for o in _command(game, pid) if o.name in MODIFIERS)


def starting_hand_size(state: TableState, game: GameState, pid: str) -> int:
    """How many cards ``pid`` draws for an opening hand and after a mulligan (103.5,
    902.5a)."""
    return max(0, game.hand_size + hand_modifier(state, game, pid))


def _plain(state: TableState, game: GameState) -> bool:
    """Whether ``game`` is a subgame played without the variant's starting values (A9)."""
    return game.parent is not None and option(state, "a9_subgame_variant") == "plain"


def precombat_main(txn: Txn, game: GameState) -> None:
    """Archenemy: at the beginning of their precombat main phase, a player with a scheme
    deck sets its top card in motion (904.9), face up."""
    ap = game.active
    if ap is not None and game.supplementary_deck(ap, "scheme"):
        _turn_face_up(txn, game, ap, "scheme", R.SET_IN_MOTION)


def _turn_face_up(txn: Txn, game: GameState, pid: str, deck: str, rule: str) -> None:
    top = game.objects[game.supplementary_deck(pid, deck)[0]]
    assert top.card is not None
    txn.emit(v.CardTurnedFaceUp, game, rule, player=pid, deck=deck, card=top.card,
             obj=top.oid)


def _shuffle(txn: Txn, game: GameState, pid: str, deck: str, rule: str) -> None:
    order = txn.random_order(game, pid, game.supplementary_deck(pid, deck),
                             lambda oid: game.objects[oid].name, rule,
                             f"shuffle:{game.path}:{pid}:{deck}", deck=deck)
    txn.emit(v.SupplementaryDeckShuffled, game, rule, player=pid, deck=deck,
             order=tuple(order))


# -- the commander during a game (903.8, 903.9) -----------------------------------------


def castable_from_command(state: TableState, game: GameState, pid: str) -> list[int]:
    """``pid``'s commanders in ``game``'s command zone: they may be cast from there
    (903.8); whether now is up to the ordinary casting rules."""
    return [o.oid for o in _command(game, pid) if role(state, o) == "commander"]


def commander_tax(game: GameState, obj: Obj) -> int:
    """The extra {2} per earlier cast from the command zone in this game (903.8)."""
    if obj.zone != "command" or obj.card is None:
        return 0
    return 2 * game.commander_casts.get(obj.card, 0)


def commanders_to_command_zone(state: TableState, game: GameState,
                               ) -> list[tuple[int, str, str, str]]:
    """903.9a: the commanders in a graveyard or exile whose owners said they go to the
    command zone (:mod:`shahrazad.rules.commander` asks them), as ``sba`` move tuples."""
    if not game.commander_options:
        return []  # nobody said so (every table without commanders)
    found = []
    for pid in game.players:
        for oid in game.player[pid].graveyard:
            found.append(oid)
    found += game.exile
    return [(oid, "command", "its owner moves the commander to the command zone",
             R.COMMANDER_SBA)
            for oid in found if role(state, game.objects[oid]) == "commander"
            and game.commander_options.get(("command", oid))]


def replacement_zone(state: TableState, obj: Obj, to_zone: str) -> str | None:
    """903.9b: a commander that would go to a hand or library may go to the command zone
    instead; ``"command"`` where the replacement applies (the owner's answer decides:
    :func:`shahrazad.rules.commander.answer`), or ``None``."""
    if to_zone in ("hand", "library") and role(state, obj) == "commander":
        return "command"
    return None


# -- subgames: starting (727.2a-c) ------------------------------------------------------


def subgame_life(state: TableState, given: int) -> int:
    """A subgame's starting life: the effect's, or 40 in a Commander game (903.7), a
    Two-Headed Giant team's 30 (810.4), unless the subgame is played plain (Ambiguity
    A9; always before 2014, whose rules have no variant steps)."""
    if state.edition not in VARIANT_EDITIONS or option(state, "a9_subgame_variant") == "plain":
        return given
    if teams.two_headed_giant(state):
        return teams.TEAM_LIFE
    return 40 if _is_commander_table(state) else given


def enter_subgame(txn: Txn, main: GameState, sub: GameState) -> None:
    """727.2a-c (715.2a-d in 2014): the variant cards that follow the players into the
    subgame, then the starting life totals they give (Ambiguity A9)."""
    state = txn.state
    edition = state.edition
    if edition not in VARIANT_EDITIONS:
        return  # 2008, 2004: no variant steps; every variant card stays in the main game
    boss = archenemy(state, main)
    # A19: with "vanguards_only", the nontraditional decks can't leave the command zone.
    decks = ("planar", "scheme") if _decks_move(state) else ()
    for pid in sub.players:  # 727.2a: supplementary decks
        for deck in decks:
            if deck == "scheme" and edition == "2014":
                if pid != boss:
                    continue  # 715.2d: only the archenemy moves a scheme deck
                rule = R.SUBGAME_SCHEMES_2014
            else:
                rule = cite(R.SUBGAME_DECKS, edition)
            objs = [main.objects[o] for o in main.supplementary_deck(pid, deck)]
            if objs:
                _move_home(txn, main, sub, pid, f"{deck} deck", objs, rule)
                _shuffle(txn, sub, pid, deck, rule)
    for which, rule in (("vanguard", R.SUBGAME_VANGUARD), ("commander", R.SUBGAME_COMMANDER)):
        for pid in sub.players:  # 727.2b, 727.2c: only from the command zone
            objs = [o for o in _command(main, pid) if role(state, o) == which]
            if objs:
                _move_home(txn, main, sub, pid, which, objs, cite(rule, edition))
    if not _plain(state, sub):
        _set_life(txn, sub)


def _decks_move(state: TableState) -> bool:
    """Whether supplementary decks follow their owners into a subgame (Ambiguity A19)."""
    return option(state, "a19_supplementary_moves") != "vanguards_only"


def _move_home(txn: Txn, source: GameState, to: GameState, pid: str, what: str,
               objs: list[Obj], rule: str, departed: tuple[int, ...] = ()) -> None:
    """One ``CommandZoneMoved``: ``objs`` of ``source`` (and ``departed`` cards that
    left it with their owner) to ``to``'s command zone."""
    cards = tuple(o.card or 0 for o in objs) + departed
    olds = tuple(o.oid for o in objs) + tuple(0 for _ in departed)
    txn.emit(v.CommandZoneMoved, to, rule, player=pid, from_game=source.path, what=what,
             cards=cards, objs=olds, new_objs=tuple(txn.new_id() for _ in cards))


# -- subgames: ending (727.5a-c) ---------------------------------------------------------


def goes_home_separately(state: TableState, card: int, to_command: bool = True) -> bool:
    """Whether a card of an ending subgame is left out of 727.5's library return because
    727.5a-c (or 903.9b, Ambiguity A10) send it to the main-game command zone; for a
    commander outside the subgame's command zone, ``to_command`` is its owner's answer
    (a commander that left the subgame with its owner goes without a question)."""
    if state.edition not in VARIANT_EDITIONS:
        return False
    which = state.cards[card].role
    if which == "commander":
        return option(state, "a10_commander_return") == "command" and to_command
    return which != ""


def ask_commander_home(txn: Txn, sub: GameState) -> bool:
    """Ambiguity A10 (903.9b from any zone): before an ending subgame's cards go home, ask
    the owner of each commander outside its command zone whether it goes to the main
    game's command zone instead of a library, one at a time. True if a question is open."""
    state = txn.state
    if state.edition not in VARIANT_EDITIONS or \
            option(state, "a10_commander_return") != "command":
        return False
    for oid in _all_objects(sub):
        obj = sub.objects[oid]
        if obj.zone != "command" and role(state, obj) == "commander" and \
                ("redirect", oid) not in sub.commander_options:
            commander.offer_redirect(txn, sub, obj, "library")
            return True
    return False


def leave_subgame(txn: Txn, sub: GameState, main: GameState,
                  departed: tuple[int, ...] = ()) -> None:
    """The variant cards of an ending subgame go home (727.5a-c; 715.5a-d in 2014), after
    727.5's library return. ``departed``: variant cards that left the subgame with a
    player who left it, returned too (Ambiguity A1)."""
    state = txn.state
    edition = state.edition
    if edition not in VARIANT_EDITIONS:
        return
    gone = {w: [c for c in departed if state.cards[c].role == w] for w in ROLES}
    # A10: a commander anywhere but the subgame command zone, by 903.9b if its owner says so
    for pid in sub.players:
        loose = [sub.objects[o] for o in _all_objects(sub)
                 if sub.objects[o].owner == pid and sub.objects[o].zone != "command"
                 and role(state, sub.objects[o]) == "commander"
                 and goes_home_separately(state, sub.objects[o].card or 0,
                                          sub.commander_options.get(("redirect", o), False))]
        if loose:
            _move_home(txn, sub, main, pid, "commander", loose, R.COMMANDER_REPLACEMENT)
    boss = archenemy(state, sub)
    for deck, which in (("planar", "plane"), ("scheme", "scheme")):
        two_d = deck == "scheme" and edition == "2014"
        rule = R.SUBGAME_SCHEMES_END_2014 if two_d else cite(R.SUBGAME_DECKS_END, edition)
        for oid in _all_objects(sub):  # face down, to the bottom of the owner's deck
            obj = sub.objects[oid]
            # 715.5a/d speak of face-up cards in the command zone, 727.5a of any card out
            # of its deck: the same here, where planes and schemes never leave the zone.
            if role(state, obj) != which or obj.deck:
                continue
            txn.emit(v.SupplementaryCardReturned, sub, rule, player=obj.owner, deck=deck,
                     card=obj.card, obj=oid, new_obj=txn.new_id())
        for pid in sub.players:  # then each deck goes home and is shuffled
            if two_d and pid != boss:
                continue  # 715.5d: the archenemy moves their scheme deck
            objs = [sub.objects[o] for o in sub.supplementary_deck(pid, deck)]
            back = tuple(c for c in gone[which] if state.cards[c].owner == pid)
            if objs or back:
                _move_home(txn, sub, main, pid, f"{deck} deck", objs, rule, back)
                _shuffle(txn, main, pid, deck, rule)
    for which, end_rule in (("vanguard", R.SUBGAME_VANGUARD_END),
                            ("commander", R.SUBGAME_COMMANDER_END)):
        for pid in sub.players:  # 727.5b, 727.5c: from the subgame command zone
            objs = [o for o in _command(sub, pid) if role(state, o) == which]
            back = tuple(c for c in gone[which] if state.cards[c].owner == pid)
            if objs or back:
                _move_home(txn, sub, main, pid, which, objs, cite(end_rule, edition), back)


def _all_objects(game: GameState) -> list[int]:
    """Every object id of ``game``, zone by zone (a stable order for the log)."""
    ids = []
    for pid in game.players:
        for zone in ("library", "hand", "graveyard"):
            ids += game.zone(zone, pid)
    for zone in ("battlefield", "stack", "exile", "command"):
        ids += game.zone(zone)
    return ids


# -- a scenario's setup (shahrazad.scenario.setup) -------------------------------------------


def starting_lives(txn: Txn, game: GameState) -> None:
    """The starting life totals the pieces in ``game``'s command zone give (902.4,
    904.5), as :func:`set_up` and :func:`enter_subgame` set them: for a scenario's
    position, whose setup puts the pieces there itself (none in a subgame played plain,
    Ambiguity A9)."""
    if not _plain(txn.state, game):
        _set_life(txn, game)
