"""Combat (506-511): who can attack and block, and combat damage.

**Attacking** (508.1). A creature attacks a player or a planeswalker (508.1b); the player
it attacks, or the planeswalker's controller, is its defending player, who may block it,
and combat damage to a planeswalker removes loyalty (120.3c). A creature with defender
can't attack (702.3b); one that "attacks each combat if able" must (508.1d: a requirement,
obeyed as far as the restrictions allow). Attacking creatures with banding, and up to one
without, may attack in a band (702.22c), all attacking the same player or planeswalker
(702.22d): it lasts the rest of combat (702.22e), and a member removed from combat leaves
it (702.22f).

**Blocking** (509.1). An untapped creature blocks one attacker (509.1a), two with "can
block an additional creature"; the restrictions (509.1b): flying can be blocked only by
flying or reach (702.9b), landwalk not at all while the defending player controls a land
of that type (702.14c), protection not by a creature with its quality (702.16f), "can't
be blocked by Walls" / "except by Walls", and a creature that "can't block" doesn't. A
creature that blocks one creature of a band blocks the whole band (702.22h).

**Combat damage** (510). In each combat damage step each attacking and blocking creature
that deals damage in it assigns combat damage equal to its power (510.1a): an unblocked
attacker to the player or planeswalker it attacks, a blocked one to its blockers (510.1c)
and, with trample, the damage beyond lethal to its blockers also to what it attacks
(702.19b, 702.19d), a blocker to the creatures it blocks (510.1d). Where there is a
choice of how to divide it, the creature's controller makes it, the active player first
(510.1), except where banding gives it to the other player: the defending player divides
the damage of an attacker a creature with banding blocks (702.22j), the active player that
of a creature blocking one with banding (702.22k). The choice is an ``assign`` decision;
the damage is then dealt all at once (510.2) through :mod:`shahrazad.rules.damage`. With no
choice left to make, no question is asked.

**First strike** (702.7b). If an attacking or blocking creature has first strike as the
combat damage step begins, only those with first strike deal damage in that first step
(recorded as the step begins: ``StepBegan.first_strikers``); in the step after it, the
others do, and only they: a creature given first strike after the first step still deals
damage in the second, one that had it doesn't deal damage twice (702.7c).

With shared team turns (805.10) the active team attacks as a group: any creature a
player of the active team controls may attack, in one declaration (its primary
player's), any player of the other team (805.10a, 805.10b); a defending player's
creatures may block creatures attacking any player of their team (805.10d).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from shahrazad.cards.model import BANDS_WITH_OTHER, Filter, ManaCost, Static
from shahrazad.characteristics import (
    blocked_as_though_without,
    cant,
    colors,
    creatures,
    defn,
    is_creature,
    is_type,
    keywords,
    matches,
    power,
    restrictions,
    toughness,
    with_static_word,
)
from shahrazad.events import vocabulary as v
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import actions, damage, effect_kinds, planeswalkers, protection, teams
from shahrazad.rules.teams import turn_order_from
from shahrazad.txn import Txn

Target = int | str

#: 510.1: the rule a combat damage assignment is announced under
ASSIGN = "510.1"


# -- attacking -------------------------------------------------------------------------


#: -- batch B08 --: a player's quality: the creatures they control can't attack (Grant)
CANT_ATTACK = "creatures_cant_attack"


def can_attack(game: GameState, obj: Obj) -> bool:
    """An untapped creature its controller has controlled since their turn began (302.6),
    controlled by the active player (or a player of the active team, 805.10a), without
    defender (702.3b), that no static ability says can't attack (508.1a)."""
    if not (obj.zone == "battlefield" and is_creature(game, obj)
            and teams.is_active(game, obj.controller) and not obj.tapped):
        return False
    kw = keywords(game, obj)
    # -- batch B03 --: haste, and "as though" it had haste or hadn't defender (702.10,
    # 702.3b)
    if obj.sick and not {"haste", "can_attack_as_though_it_had_haste"} & kw:
        return False
    if "defender" in kw and "can_attack_as_though_it_didnt_have_defender" not in kw:
        return False
    if game.effects and any(e.kind == CANT_ATTACK and e.subject == obj.controller
                            for e in game.effects.values()):
        return False  # -- batch B08 --: "creatures can't attack this turn" (508.1a)
    if "cant_attack" in kw:  # -- batch LX -- (508.1a)
        return False
    return (not cant(game, obj, "attack")
            and ((not restrictions(game, obj) and not _attack_shields(game))
                 or any(attack_allowed(game, obj, d) for d in defenders(game))))


# -- batch D-DRAW: "you can't be attacked except by creatures with ..." (508.1c) ----------


def _attack_shields(game: GameState) -> list[tuple[str, str]]:
    """The players of ``game`` that can't be attacked except by creatures with some
    keywords (:class:`~shahrazad.cards.model.CantBeAttacked`'s records), each with the
    keywords joined by ``_or_``."""
    if not game.effects:
        return []
    prefix = effect_kinds.ATTACKED_ONLY_BY
    return [(e.subject, e.kind[len(prefix):]) for e in game.effects.values()
            if e.kind.startswith(prefix) and isinstance(e.subject, str)]


def _shielded_from(game: GameState, obj: Obj, player: str) -> bool:
    """Whether an effect says ``player`` can't be attacked by ``obj`` (it has none of
    the keywords the effect allows)."""
    shields = [words for who, words in _attack_shields(game) if who == player]
    if not shields:
        return False
    kw = keywords(game, obj)
    return any(not kw & set(words.split("_or_")) for words in shields)


def attack_allowed(game: GameState, obj: Obj, defender: Target) -> bool:
    """-- batch B03 --: whether no restriction with a condition keeps ``obj`` from
    attacking ``defender`` (508.1c): "can't attack unless defending player controls an
    Island" asks about the player attacked, or the controller of the planeswalker.
    -- batch D-DRAW --: and no effect says the player attacked can't be attacked by it."""
    if isinstance(defender, str) and _shielded_from(game, obj, defender):
        return False
    found = restrictions(game, obj)
    if not found:
        return True
    if isinstance(defender, str):
        player: str | None = defender
    else:
        walker = game.objects.get(defender)
        player = walker.controller if walker is not None else None
    for source, st in found:
        if st.cant == "attack" and st.unless_defender_acted_last_turn \
                and isinstance(defender, str) \
                and not game.player[defender].acted_on_their_turn:  # -- batch LX --
            return False
        need = st.unless_defender_controls
        if st.cant != "attack" or need is None:
            continue
        if not any(game.objects[o].controller == player
                   and matches(game, need, game.objects[o], source.controller, source)
                   for o in game.in_play):
            return False
    return True


# -- batch d-attack: costs to attack (508.1g-i) ------------------------------------------


@dataclass(frozen=True, slots=True)
class AttackSacrifice:
    """-- batch d-attack --: part of a cost to attack: ``count`` permanents the attacking
    player controls that ``what`` picks (from the point of view of ``source``, whose
    static ability asks it), for the attacker ``attacker``."""

    attacker: int
    source: Obj
    what: Filter
    count: int


@dataclass(frozen=True, slots=True)
class AttackCosts:
    """-- batch d-attack --: the total cost to attack with a set of creatures, locked in
    as attackers are declared (508.1g): the mana of every "can't attack unless [its
    controller] pays" together, and each sacrifice asked."""

    mana: ManaCost
    sacrifices: tuple[AttackSacrifice, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.mana.mana_value or self.sacrifices)


def costs_to_attack(game: GameState, obj: Obj) -> list[tuple[Obj, Static]]:
    """-- batch d-attack --: the static abilities (with their sources) that put a cost on
    ``obj``'s attacking (508.1g: Brainwash, Leviathan)."""
    return [(source, st) for source, st in restrictions(game, obj) if st.costs_to_attack]


def attack_costs(game: GameState, attackers: Iterable[int]) -> AttackCosts:
    """-- batch d-attack --: the total cost to declare ``attackers`` (508.1g): each cost
    counts once for each creature it applies to, and each combat anew."""
    generic, colored, sacrifices = 0, "", []
    for oid in attackers:
        obj = game.objects.get(oid)
        if obj is None:
            continue
        for source, st in costs_to_attack(game, obj):
            if st.attack_cost is not None:
                generic += st.attack_cost.generic
                colored += st.attack_cost.colored
            if st.attack_sacrifice is not None:
                sacrifices.append(AttackSacrifice(oid, source, st.attack_sacrifice,
                                                  st.attack_sacrifices))
    return AttackCosts(ManaCost(generic, colored), tuple(sacrifices))


def sacrifice_fits(game: GameState, player: str, costs: AttackCosts,
                   chosen: Sequence[int]) -> bool:
    """-- batch d-attack --: whether the permanents ``chosen`` (different ones, all
    controlled by ``player``) pay every sacrifice of ``costs`` exactly: each permanent
    pays one part, each part gets as many as it asks, of what it picks (508.1i)."""
    if len(set(chosen)) != len(chosen) or \
            len(chosen) != sum(part.count for part in costs.sacrifices):
        return False
    slots = [part for part in costs.sacrifices for _ in range(part.count)]
    objs = [game.objects.get(oid) for oid in chosen]
    if any(o is None or o.zone != "battlefield" or o.controller != player for o in objs):
        return False

    def fits(i: int, free: list[AttackSacrifice]) -> bool:
        if i == len(objs):
            return True
        obj = objs[i]
        assert obj is not None
        for n, part in enumerate(free):
            if (n == 0 or free[n - 1] != part) and \
                    matches(game, part.what, obj, part.source.controller, part.source) \
                    and fits(i + 1, free[:n] + free[n + 1:]):
                return True
        return False

    return fits(0, slots)


def sacrifice_for(game: GameState, player: str, costs: AttackCosts,
                  avoid: Collection[int] = ()) -> tuple[int, ...] | None:
    """-- batch d-attack --: one way to pay the sacrifices of ``costs`` (the first
    permanents each part picks, those in ``avoid``, the attackers, last), or ``None``."""
    chosen: list[int] = []
    for part in costs.sacrifices:
        picks = [o for o in game.battlefield if o not in chosen
                 and game.objects[o].controller == player
                 and matches(game, part.what, game.objects[o], part.source.controller,
                             part.source)]
        picks.sort(key=lambda o: o in avoid)
        if len(picks) < part.count:
            return None
        chosen += picks[:part.count]
    return tuple(chosen) if sacrifice_fits(game, player, costs, chosen) else None


# -- batch LX --: a limit on how many creatures attack or block each combat (508.1c,
# 509.1b): Caverns of Despair's "No more than two creatures can attack each combat"

#: the static words that limit the attackers and the blockers of each combat, and the limit
ATTACK_LIMITS = {"no_more_than_two_creatures_can_attack_each_combat": 2}
BLOCK_LIMITS = {"no_more_than_two_creatures_can_block_each_combat": 2}


def taps_to_attack(game: GameState, obj: Obj) -> bool:
    """-- batch LX --: whether attacking taps ``obj`` (508.1f): not with vigilance, nor
    while an effect says attacking doesn't tap its controller's creatures and that
    effect's source is untapped (Johan)."""
    if "vigilance" in keywords(game, obj):
        return False
    for e in game.effects.values():
        if e.kind == effect_kinds.ATTACKS_UNTAPPED and e.subject == obj.controller:
            source = game.objects.get(e.source) if e.source is not None else None
            if source is not None and source.zone == "battlefield" and not source.tapped:
                return False
    return True


def attacker_limit(game: GameState) -> int | None:
    """The most creatures that may attack in a combat of ``game`` (a restriction,
    508.1c), or ``None``: no static ability limits them."""
    found = [n for word, n in ATTACK_LIMITS.items() if with_static_word(game, word)]
    return min(found) if found else None


def blocker_limit(game: GameState) -> int | None:
    """The most creatures that may block in a combat of ``game`` (509.1b), all defending
    players' together, or ``None``."""
    found = [n for word, n in BLOCK_LIMITS.items() if with_static_word(game, word)]
    return min(found) if found else None


def blocking_now(game: GameState) -> int:
    """How many creatures have been declared as blockers this combat and still block."""
    return sum(1 for o in game.battlefield if game.objects[o].blocking)


def possible_attackers(game: GameState) -> list[Obj]:
    if not game.teams:
        return [o for o in creatures(game, game.active) if can_attack(game, o)]
    return [o for o in creatures(game) if can_attack(game, o)]


def could_have_attacked(game: GameState, obj: Obj) -> bool:
    """-- batch R-C --: whether the untapped creature ``obj`` could have been declared as
    an attacker this turn (508.1a): it was on the battlefield, untapped, under the same
    controller as attackers were declared (the turn's record), and nothing that still
    holds keeps it from attacking (summoning sickness, defender, "can't attack": the
    effects of one turn still apply at its end). A creature that entered, or became
    untapped, after the declaration couldn't attack, even if haste could have helped
    (2013 rulings of Season of the Witch); nor could any creature in a turn where the
    active player could declare no attackers at all (508.8)."""
    return ((obj.oid, obj.controller) in game.this_turn.untapped_as_attackers_declared
            and can_attack(game, obj))


def idle_creatures(game: GameState) -> list[Obj]:
    """-- batch R-C --: the untapped creatures on the battlefield that didn't attack this
    turn (as these objects, 400.7) but could have (:func:`could_have_attacked`)."""
    if not game.this_turn.untapped_as_attackers_declared:
        return []
    return [o for o in creatures(game) if not o.tapped and not o.attacked_this_turn
            and could_have_attacked(game, o)]


def must_attack(game: GameState, obj: Obj) -> bool:
    """A requirement (508.1d): the creature attacks each combat if able."""
    return "attacks_each_combat_if_able" in keywords(game, obj)


def defenders(game: GameState) -> list[Target]:
    """What the active player's (team's) creatures may attack: every opponent still in
    the game, and each planeswalker an opponent controls (508.1b)."""
    players: list[Target] = [p for p in game.living if not teams.is_active(game, p)]
    if game.active is None:
        return players
    return players + [w for w in planeswalkers.attackable(game, game.active)
                      if not teams.is_active(game, game.objects[w].controller)]


def defending_player(game: GameState, attacker: Obj) -> str | None:
    """The player ``attacker`` attacks, or the controller of the planeswalker it attacks
    (506.2)."""
    if isinstance(attacker.attacking, str):
        return attacker.attacking
    walker = game.objects.get(attacker.attacking) if attacker.attacking is not None else None
    return walker.controller if walker is not None else None


def has_banding(game: GameState, obj: Obj) -> bool:
    return "banding" in keywords(game, obj)


def band_problem(game: GameState, band: tuple[int, ...],
                 attacks: dict[int, Target]) -> tuple[str, str]:
    """Why ``band`` can't be an attacking band (the rule and the words), or ``("", "")``:
    its creatures attack, with banding but for one at most (702.22c), and all attack the
    same player or planeswalker (702.22d)."""
    if not band or any(oid not in attacks for oid in band):
        return "702.22c", "a band is made of attacking creatures"
    without = [o for o in band if not has_banding(game, game.objects[o])]
    others = bands_with_other(game, [game.objects[o] for o in band])
    if len(without) == len(band) and not others:
        return "702.22c", "a band needs a creature with banding"
    if len(without) > 1 and not others:
        return "702.22c", "a band may hold only one creature without banding, or be " \
                          "creatures of one quality with one that bands with others of it"
    if len({attacks[o] for o in band}) > 1:
        return "702.22d", "all the creatures of a band attack the same player or planeswalker"
    return "", ""


# -- batch B09: bands with other (702.22b, 702.22c, 702.22j, 702.22k) ------------------------


def of_quality(game: GameState, word: str, obj: Obj, holder: Obj) -> bool:
    """Whether ``obj`` is a creature of the quality ``holder``'s "bands with other"
    keyword ``word`` names: legendary, or named as ``holder`` is."""
    if not is_creature(game, obj):
        return False
    if word == "bands_with_other_legendary_creatures":
        return "Legendary" in defn(game, obj).supertypes
    return defn(game, obj).name == defn(game, holder).name


def bands_with_other(game: GameState, members: list[Obj]) -> bool:
    """702.22c: ``members`` may be a band by "bands with other": all are creatures of one
    quality, one of which has "bands with other" creatures of that quality."""
    for holder in members:
        for word in keywords(game, holder) & BANDS_WITH_OTHER:
            if all(of_quality(game, word, o, holder) for o in members):
                return True
    return False


def band_together(game: GameState, group: list[Obj]) -> bool:
    """702.22j, 702.22k: among ``group`` (the creatures blocking one attacker, or those
    one blocker blocks), two or more creatures of one quality, one of which has "bands
    with other" creatures of that quality: the other player divides the damage."""
    for holder in group:
        for word in keywords(game, holder) & BANDS_WITH_OTHER:
            if sum(1 for o in group if of_quality(game, word, o, holder)) >= 2:
                return True
    return False


def band_of(game: GameState, attacker: Obj) -> list[Obj]:
    """The attacking creatures in ``attacker``'s band, itself included (702.22c)."""
    if not attacker.band:
        return [attacker]
    return [game.objects[o] for o in game.in_play
            if game.objects[o].band == attacker.band and game.objects[o].attacking is not None]


# -- blocking --------------------------------------------------------------------------


#: the end of each landwalk keyword (702.14a): the land type it names comes before
WALK = "walk"
#: the subtype "can't be blocked by Walls" and "except by Walls" name
WALL = "Wall"


def can_block(game: GameState, blocker: Obj, attacker: Obj) -> bool:
    """509.1b: an untapped creature that can block (no "can't block"), blocking one
    attacking its controller or their teammate (805.10d), under the attacker's evasion:
    flying (702.9b), landwalk (702.14c), protection (702.16f), Walls, less the keywords a
    static ability says it can be blocked as though it didn't have (Quagmire's swampwalk).
    (Whether a static ability says it can't block at all, 509.1a, :func:`possible_blocks`
    asks.)"""
    if not (is_creature(game, blocker) and not blocker.tapped and blocker.zone == "battlefield"):
        return False
    if defending_player(game, attacker) not in teams.team_of(game, blocker.controller):
        return False
    # 509.1b: a static ability may let it be blocked as though it lacked a keyword
    kw = keywords(game, attacker) - blocked_as_though_without(game, attacker)
    if "cant_block" in keywords(game, blocker):
        return False
    if "flying" in kw and not ({"flying", "reach"} & keywords(game, blocker)):
        return False
    wall = WALL in defn(game, blocker).subtypes
    if ("cant_be_blocked_by_walls" in kw and wall) or \
            ("cant_be_blocked_except_by_walls" in kw and not wall):
        return False
    # -- batch B11 --: "except by Walls and/or creatures with flying" (reach is not flying)
    if "cant_be_blocked_except_by_walls_or_flyers" in kw and not wall and \
            "flying" not in keywords(game, blocker):
        return False
    if protection.protected_from(game, attacker, blocker):
        return False
    # -- batch D-PILES --: "except by creatures with flying and creatures in a pile with
    # the chosen label" (Raging River, 509.1b)
    if attacker.blockable_only_by and "flying" not in keywords(game, blocker) and \
            any(blocker.oid not in allowed for allowed in attacker.blockable_only_by):
        return False
    if not _b03_block_allowed(game, blocker, attacker, kw):
        return False
    return not _landwalk_applies(game, kw, defending_player(game, attacker))


def _b03_block_allowed(game: GameState, blocker: Obj, attacker: Obj,
                       kw: frozenset[str]) -> bool:
    """-- batch B03 --: "can't be blocked" (509.1b), fear (702.36b: only artifact creatures
    and black creatures block it), and a blocker's restrictions with a condition
    (Ironclaw Orcs' "can't block creatures with power 2 or greater")."""
    if "cant_be_blocked" in kw:
        return False
    if "fear" in kw and not (is_type(game, blocker, "Artifact") or "B" in colors(game, blocker)):
        return False
    for source, st in restrictions(game, blocker):
        if st.cant == "block" and st.attackers is not None and \
                matches(game, st.attackers, attacker, source.controller, source):
            return False
    return True


def _landwalk_applies(game: GameState, kw: frozenset[str], defender: str | None) -> bool:
    """702.14c: a creature with landwalk (``forestwalk``: the land type ``Forest``) can't be
    blocked while the defending player controls a land of that type."""
    types = {k.removesuffix(WALK).capitalize() for k in kw if k.endswith(WALK)}
    if not types:
        return False
    # -- batch B07 --: legendary landwalk names a supertype, not a land type (702.14a)
    legendary = "legendary_landwalk" in kw
    return any(game.objects[o].controller == defender and is_type(game, game.objects[o], "Land")
               and (types & defn(game, game.objects[o]).subtypes or
                    (legendary and "Legendary" in defn(game, game.objects[o]).supertypes))
               for o in game.in_play)


def block_limit(game: GameState, blocker: Obj) -> int:
    """How many attackers ``blocker`` may be declared to block (509.1a): one, two with
    "can block an additional creature", any number with "can block any number of
    creatures" (-- batch LX --)."""
    kw = keywords(game, blocker)
    if "can_block_any_number_of_creatures" in kw:
        return ANY_NUMBER
    return 2 if "can_block_an_additional_creature" in kw else 1


# -- batch LX: blocking requirements (509.1c) ------------------------------------------

#: "any number" of attackers blocked: more than there can be
ANY_NUMBER = 1 << 16


def block_requirements(game: GameState, defender: str) -> list[tuple[int, int]]:
    """The requirements on ``defender``'s blockers (509.1c), each a (blocker, attacker)
    pair the blocker must block if it can: every creature able to block an attacker with
    "all creatures able to block it do so" (Lure), and an attacker of each creature that
    "blocks each attacking creature if able" (Blaze of Glory)."""
    found: list[tuple[int, int]] = []
    for blocker, attacker in possible_blocks(game, defender):
        lures = keywords(game, game.objects[attacker])
        if "all_creatures_able_to_block_it_do_so" in lures \
                or "blocks_each_attacking_creature_if_able" in keywords(
                    game, game.objects[blocker]) \
                or ("all_walls_able_to_block_it_do_so" in lures  # -- batch C-HIST --
                    and "Wall" in defn(game, game.objects[blocker]).subtypes):
            found.append((blocker, attacker))
    return found


def obeying_most(game: GameState, defender: str) -> tuple[tuple[int, int], ...]:
    """A declaration of blocks that obeys as many of ``defender``'s requirements as the
    restrictions allow (509.1c): each blocker takes as many of its required attackers as
    it may block, and under a limit on the blockers of a combat, the blockers with the
    most requirements block."""
    by_blocker: dict[int, list[tuple[int, int]]] = {}
    for pair in block_requirements(game, defender):
        by_blocker.setdefault(pair[0], []).append(pair)
    chosen = [pairs[:block_limit(game, game.objects[b])] for b, pairs in by_blocker.items()]
    chosen.sort(key=len, reverse=True)
    limit = blocker_limit(game)
    if limit is not None:
        chosen = chosen[:max(0, limit - blocking_now(game))]
    return tuple(pair for pairs in chosen for pair in pairs)


def attackers_of(game: GameState, defender: str) -> list[Obj]:
    """The creatures attacking ``defender``'s team (805.10d): what its creatures may block."""
    team = teams.team_of(game, defender)
    return [game.objects[o] for o in game.in_play
            if game.objects[o].attacking is not None
            and defending_player(game, game.objects[o]) in team]


def possible_blocks(game: GameState, defender: str) -> list[tuple[int, int]]:
    """Every (blocker, attacker) pair ``defender`` could declare."""
    attackers = attackers_of(game, defender)
    pairs: list[tuple[int, int]] = []
    if not attackers:
        return pairs
    for blocker in creatures(game, defender):
        if cant(game, blocker, "block"):  # a static ability's restriction (604.1, 509.1a)
            continue
        for attacker in attackers:
            if can_block(game, blocker, attacker):
                pairs.append((blocker.oid, attacker.oid))
    return pairs


def blocks_with_bands(game: GameState, blocks: tuple[tuple[int, int], ...]
                      ) -> tuple[tuple[int, int], ...]:
    """The blocks as declared, and for each, the blocks of the other creatures of the
    blocked attacker's band (702.22h): a creature that blocks one blocks them all."""
    found: list[tuple[int, int]] = []
    for blocker, attacker in blocks:
        for member in band_of(game, game.objects[attacker]):
            if (blocker, member.oid) not in found:
                found.append((blocker, member.oid))
    return tuple(found)


# -- combat damage ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Striker:
    """A creature that assigns combat damage in this step: how much (its power, 510.1a),
    to what it may assign it, who divides it, whether it tramples, and its blockers (for
    an attacker) in the order its default assignment follows."""

    obj: Obj
    amount: int
    recipients: tuple[Target, ...]
    divider: str
    trample: bool
    blockers: tuple[int, ...]


#: -- batch B07 --: an effect's word: the creature assigns no combat damage (510.1a)
NO_DAMAGE = "assigns_no_combat_damage"


def fighters(game: GameState) -> list[Obj]:
    """The attacking and blocking creatures."""
    return [game.objects[o] for o in game.in_play
            if game.objects[o].attacking is not None or game.objects[o].blocking]


def _strikes_now(game: GameState, obj: Obj, first_strike_step: bool) -> bool:
    if first_strike_step:
        return "first_strike" in keywords(game, obj)
    return not obj.first_striker


def strikers(game: GameState) -> list[Striker]:
    """The creatures that assign combat damage in the current step, attackers first."""
    first = game.step == "first_strike_damage"
    found: list[Striker] = []
    attacking = [o for o in fighters(game) if o.attacking is not None]
    blocking = [o for o in fighters(game) if o.blocking]
    for attacker in attacking:
        amount = power(game, attacker)
        if amount <= 0 or not _strikes_now(game, attacker, first) or \
                NO_DAMAGE in keywords(game, attacker):  # -- batch B07 --: 510.1a
            continue
        trample = "trample" in keywords(game, attacker)
        blockers = tuple(o.oid for o in blocking if attacker.oid in o.blocking)
        if not attacker.blocked:
            recipients: tuple[Target, ...] = (attacker.attacking,) \
                if attacker.attacking is not None else ()
        elif not blockers:  # 702.19d: as though every blocker were assigned lethal damage
            recipients = (attacker.attacking,) if trample and attacker.attacking is not None \
                else ()
        else:
            recipients = blockers + ((attacker.attacking,) if trample and
                                     attacker.attacking is not None else ())
        divider = attacker.controller
        banded = [game.objects[b] for b in blockers if has_banding(game, game.objects[b])]
        if banded:  # 702.22j: the defending player divides it
            divider = banded[0].controller
        elif blockers and band_together(game, [game.objects[b] for b in blockers]):
            divider = game.objects[blockers[0]].controller  # 702.22j: bands with other
        if recipients:
            found.append(Striker(attacker, amount, recipients, divider, trample, blockers))
    for blocker in blocking:
        amount = power(game, blocker)
        if amount <= 0 or not _strikes_now(game, blocker, first) or \
                NO_DAMAGE in keywords(game, blocker):  # -- batch B07 --: 510.1a
            continue
        blocked = tuple(a for a in blocker.blocking if a in game.objects
                        and game.objects[a].zone == "battlefield"
                        and game.objects[a].attacking is not None)
        if not blocked:
            continue
        divider = blocker.controller
        if any(has_banding(game, game.objects[a]) for a in blocked) or \
                band_together(game, [game.objects[a] for a in blocked]):
            divider = game.active or divider  # 702.22k: the active player divides it
        found.append(Striker(blocker, amount, blocked, divider, False, ()))
    return found


def lethal(game: GameState, oid: int, assigned: int = 0) -> int:
    """The damage still lethal to creature ``oid``: its toughness less the damage marked on
    it and the damage already assigned to it in this step (702.19b)."""
    obj = game.objects[oid]
    return max(0, toughness(game, obj) - obj.damage - assigned)


def has_choice(game: GameState, s: Striker) -> bool:
    """Whether how ``s`` divides its damage is a choice (510.1c, 510.1d, 702.19b): among
    two or more creatures, or with trample between one blocker and what it attacks when
    it has more than lethal damage to give."""
    creatures_ = [r for r in s.recipients if isinstance(r, int) and r in s.blockers] \
        if s.blockers else [r for r in s.recipients if isinstance(r, int)]
    if len(creatures_) >= 2:
        return True
    return s.trample and len(s.recipients) == 2 and s.amount > lethal(game, s.blockers[0])


def default_assignment(game: GameState, s: Striker, given: dict[int, int] | None = None
                       ) -> tuple[tuple[Target, int], ...]:
    """The assignment nobody chose: lethal damage to each creature in order, the rest to
    the last one, or, with trample, to what the attacker attacks (702.19b). ``given``:
    damage already assigned to creatures in this step."""
    given = given if given is not None else {}
    left = s.amount
    out: list[tuple[Target, int]] = []
    targets = [r for r in s.recipients if isinstance(r, int) and (r in s.blockers or
                                                                 not s.blockers)]
    beyond = [r for r in s.recipients if r not in targets]
    if not targets:
        return ((s.recipients[0], left),) if s.recipients else ()
    for i, oid in enumerate(targets):
        last = i == len(targets) - 1
        give = left if last and not beyond else min(left, lethal(game, oid, given.get(oid, 0)))
        if give:
            out.append((oid, give))
            given[oid] = given.get(oid, 0) + give
        left -= give
    if left and beyond:
        out.append((beyond[0], left))
    return tuple(out)


def assignment_problem(game: GameState, s: Striker, assignment: tuple[tuple[Target, int], ...],
                       given: dict[int, int]) -> tuple[str, str]:
    """Why ``assignment`` of ``s``'s damage is illegal (the rule, the words), or
    ``("", "")``: all its damage (510.1a), to what it may be assigned to (510.1c, 510.1d),
    and with trample, to what it attacks only once each blocker has lethal damage
    (702.19b; ``given``: damage other creatures assign to each in this step)."""
    name = s.obj.name
    if any(n <= 0 for _, n in assignment) or len({r for r, _ in assignment}) != len(assignment):
        return "510.1", f"{name} assigns a positive amount once to each recipient"
    if sum(n for _, n in assignment) != s.amount:
        return "510.1a", f"{name} assigns all its {s.amount} combat damage"
    for recipient, _ in assignment:
        if recipient not in s.recipients:
            return "510.1c", f"{name} can't assign combat damage to that recipient"
    beyond = [n for r, n in assignment if r not in s.blockers] if s.blockers else []
    if beyond and s.trample:
        mine: dict[Target, int] = dict(assignment)
        short = [b for b in s.blockers if b in game.objects
                 and mine.get(b, 0) < lethal(game, b, given.get(b, 0))]
        if short:
            return "702.19b", f"{name} assigns damage to what it attacks only once each " \
                              "creature blocking it is assigned lethal damage"
    return "", ""


def waiting_dividers(game: GameState) -> list[tuple[str, list[Striker]]]:
    """The players who still have to announce how creatures divide their damage in this
    step, in order (510.1: the active player first), each with those creatures."""
    out: list[tuple[str, list[Striker]]] = []
    pending = [s for s in strikers(game) if s.obj.oid not in game.assigned
               and has_choice(game, s)]
    for player in turn_order_from(game, game.active):
        mine = [s for s in pending if s.divider == player]
        if mine:
            out.append((player, mine))
    return out


def damage_step(txn: Txn, game: GameState) -> bool:
    """The combat damage step's turn-based action (510.1-510.2): have each player who
    divides damage announce it (an ``assign`` question),
    have the affected players order the effects on it (616.1, an ``apply`` question),
    then deal it all at once. True while a question waits."""
    for s in strikers(game):  # -- batch M-MASK --: turned face up as it would assign (708.8)
        if s.obj.turns_up and power(game, s.obj) > 0:
            actions.turn_face_up(txn, game, s.obj)
    waiting = waiting_dividers(game)
    if waiting:
        player, mine = waiting[0]
        txn.emit(v.ChoiceRequested, game, ASSIGN, player=player, kind="assign",
                 amount=len(mine))
        return True
    hits: list[damage.Hit] = []
    given: dict[int, int] = {}
    for s in strikers(game):
        assignment = game.assigned.get(s.obj.oid) or default_assignment(game, s, given)
        for recipient, amount in assignment:
            if s.obj.oid in game.assigned and isinstance(recipient, int):
                given[recipient] = given.get(recipient, 0) + amount
            hits.append(damage.Hit(s.obj, recipient, amount, combat=True))
    return damage.deal_or_ask(txn, game, hits)


# -- batch D-PILES: blockers divided into piles instead of declared (509.1, 700.3) ------------

#: the quality a player gets (Camouflage): "this turn, instead of declaring blockers, each
#: defending player ... divides them into piles"
BLOCKERS_IN_PILES = "blockers_in_piles"


def piles_against(game: GameState, defender: str) -> tuple[int, ...]:
    """The attacking creatures ``defender`` divides piles for instead of declaring
    blockers (509.1): those attacking them whose controller has ``blockers_in_piles``
    this turn, in the battlefield's order; ``()`` when they declare blockers as usual."""
    if not game.effects:
        return ()
    casters = {f.subject for f in game.effects.values() if f.kind == BLOCKERS_IN_PILES}
    if not casters:
        return ()
    return tuple(oid for oid in game.battlefield
                 if (a := game.objects[oid]).attacking is not None and a.controller in casters
                 and defending_player(game, a) == defender)


def pile_creatures(game: GameState, defender: str) -> list[int]:
    """The creatures ``defender`` may put into piles: any creatures they control."""
    return [oid for oid in game.in_play if game.objects[oid].controller == defender
            and is_creature(game, game.objects[oid])]
