"""Mana: what a player can produce, and paying a cost from a pool (106, 601.2g-h).

A cost is paid from the player's mana pool. Casting a spell or activating an
ability may first activate mana abilities (601.2g); a decision lists them as
its *payment*, and :func:`find_payment` proposes one when an agent doesn't.

Besides their permanents' mana abilities, a player may have one of their own from
an effect (Channel: pay 1 life, add {C}; 605, 119.4): its source in a payment is
the effect's id, and it may be activated again and again, while the player has the
life to pay (one life each time) and their life total can change.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from shahrazad.cards import catalog
from shahrazad.cards.model import (
    PRODUCED,
    SPEND_ONLY_TYPES,
    AddMana,
    CardDef,
    Count,
    Filter,
    ManaCost,
)
from shahrazad.characteristics import (
    abilities,
    defn,
    holdings,
    is_creature,
    is_type,
    keywords,
    with_static_word,
)
from shahrazad.filters import matches, select
from shahrazad.layers import count, kept, layered
from shahrazad.projections.state import GameState, Obj

__all__ = ["ManaSource", "find_payment", "mana_sources", "pool_after", "spend", "take"]

Payment = tuple[int, int, str]
_ORDER = "WUBRGC"
#: what a mana ability that costs no mana costs
_NO_MANA = ManaCost()


@dataclass(frozen=True, slots=True)
class ManaSource:
    """One mana ability a player could activate now."""

    obj: int
    index: int
    #: the letters it adds, or "any" for ``amount`` mana of one chosen color
    mana: str
    amount: int
    sacrifice: bool
    #: the life it costs each time (a player's own mana ability); it can be used again
    life: int = 0
    #: the mana it costs (Celestial Prism's {2}), paid from the pool as it is activated
    #: (605.3a, 601.2h): a payment lists the sources that fill the pool before it
    cost: ManaCost = field(default_factory=ManaCost)
    #: -- batch LX --: the colors "any" may be (Fellwar Stone's: those an opponent's lands
    #: could produce)
    colors: str = "WUBRG"
    #: -- batch c-mana --: its cost has its player choose (a permanent to sacrifice, a
    #: number of counters to remove, 605.3a), or its mana is restricted (106.6): it is
    #: activated on its own, with a ``mana`` decision that says the choice, never as part
    #: of a payment
    chooses: bool = False

    @property
    def free(self) -> bool:
        """Whether it costs no mana: only those are proposed by :func:`find_payment`."""
        return self.cost == _NO_MANA


def mana_sources(game: GameState, player: str, exclude: int | None = None) -> list[ManaSource]:
    """The mana abilities ``player`` can activate right now, in battlefield order (worked
    out once as long as the game doesn't change)."""
    memo = kept(game)
    key = ("mana_sources", player, exclude)
    found = memo.get(key)
    if found is None:
        found = memo[key] = tuple(_mana_sources(game, player, exclude))
    return list(found)  # type: ignore[call-overload, no-any-return]


def _mana_sources(game: GameState, player: str, exclude: int | None) -> list[ManaSource]:
    from shahrazad.rules.statics import prohibited  # the rules build on this module

    sources = []
    for oid in game.in_play:
        obj = game.objects[oid]
        if obj.controller != player or oid == exclude:
            continue
        if prohibited(game, obj, player):
            continue  # its abilities can't be activated (602.5), mana abilities included
        # its own, and those static abilities give it (605.1a, 613.1f)
        for index, ability in enumerate(abilities(game, obj)):
            if not ability.mana:
                continue
            if ability.cost.tap and (obj.tapped or (obj.sick and is_creature(game, obj)
                                                    and "haste" not in keywords(game, obj))):
                continue
            if ability.cost.life > game.player[player].life:
                continue  # batch B05: 119.4, not without the life to pay
            if ability.cost.remove_counters > obj.counters.get(ability.cost.counter, 0):
                continue  # -- batch B11 --: not without the counters to remove (118.3)
            what = ability.cost.sacrifice_other  # -- batch c-mana -- (118.3)
            if what is not None and not sacrificeable(game, player, what, obj):
                continue
            add = next(e for e in ability.effects if isinstance(e, AddMana))
            colors = lands_could_produce(game, player) if add.of_lands else "WUBRG"
            if not colors:
                continue  # -- batch LX --: no color to add (106.7)
            chooses = what is not None or ability.cost.remove_any_number or bool(add.only)
            sources.append(ManaSource(oid, index, add.mana,
                                      0 if chooses else amount_now(game, obj, add),
                                      ability.cost.sacrifice, life=ability.cost.life,
                                      cost=ability.cost.mana, colors=colors,
                                      chooses=chooses))
    if game.effects:
        sources += life_sources(game, player)
    return sources


def sacrificeable(game: GameState, player: str, what: Filter, source: Obj
                  ) -> tuple[int, ...]:
    """-- batch c-mana --: the permanents ``player`` could sacrifice for a cost that
    sacrifices one the filter ``what`` picks (their own only, 701.21a)."""
    return tuple(o.oid for o in select(game, what, player, source) if o.controller == player)


def lands_could_produce(game: GameState, player: str) -> str:
    """-- batch LX --: the colors of mana the lands ``player``'s opponents control could
    produce (106.7): each mana ability's, its costs aside (a land that taps for any color,
    every color), after the replacements of the mana they produce (614.1a)."""
    found: set[str] = set()
    for oid in game.in_play:
        obj = game.objects[oid]
        if obj.controller == player or not is_type(game, obj, "Land"):
            continue
        for index, ability in enumerate(abilities(game, obj)):
            for e in ability.effects if ability.mana else ():
                if isinstance(e, AddMana) and e.mana != PRODUCED:
                    made = "WUBRG" if e.mana == "any" else e.mana
                    found |= set(replace_produced(game, oid, index, made))
    return "".join(c for c in "WUBRG" if c in found)


#: the kind of effect record that lets its player pay 1 life for {C} (Channel)
LIFE_FOR_MANA = "pay_life_for_colorless"


def life_sources(game: GameState, player: str) -> list[ManaSource]:
    """The player's own mana abilities from effects that they can pay for now: 1 life
    each, so only with a life total of 1 or more (119.4) that can change (119.8)."""
    found = [e for e in game.effects.values()
             if e.kind == LIFE_FOR_MANA and e.subject == player]
    if not found or game.player[player].life < 1 or any(
            e.kind == "life_locked" and e.subject == player for e in game.effects.values()):
        return []
    return [ManaSource(e.effect, 0, "C", 1, False, life=1) for e in found]


#: batch B05: the kind of a mana type replacement's effect record, and after it the type it
#: replaces (``*``: any) and the one produced instead: ``produces_instead:*U``
PRODUCES_INSTEAD = "produces_instead:"


def replace_produced(game: GameState, source: int, index: int, made: str) -> str:
    """Batch B05: the mana ``made`` by tapping the permanent ``source`` for mana with its
    ability ``index``, after the replacement effects on the mana a land produces
    (614.1a): each letter of a replaced type becomes the one produced instead, the
    amount unchanged; in the order the effects began."""
    if not made or not game.effects or source not in game.objects:
        return made
    obj = game.objects[source]
    found = [e for e in game.effects.values() if e.kind.startswith(PRODUCES_INSTEAD)
             and e.subject in (obj.oid, obj.controller)]
    if not found or not is_type(game, obj, "Land"):
        return made
    listed = abilities(game, obj)
    if index >= len(listed) or not listed[index].cost.tap:
        return made
    for e in found:
        of, instead = e.kind[len(PRODUCES_INSTEAD)], e.kind[len(PRODUCES_INSTEAD) + 1]
        made = "".join(instead if of in ("*", c) else c for c in made)
    return made


def produced(source: ManaSource, color: str) -> str:
    """The mana the source makes: ``amount`` times its letters, or the chosen color."""
    return (color if source.mana == "any" else source.mana) * source.amount


def amount_now(game: GameState, obj: Obj, add: AddMana) -> int:
    """How many times a mana ability of ``obj`` adds its mana now: its ``amount``, or,
    batch B05, its ``instead`` while its controller controls a permanent each filter of
    ``instead_if`` picks (Urza's Tower's three with the Mine and the Power-Plant)."""
    if add.instead_if and all(select(game, f, obj.controller, obj) for f in add.instead_if):
        return add.instead
    if isinstance(add.amount, Count):  # "Add {C} for each storage counter on it"
        return count(game, add.amount, obj.controller, obj, layered(game).objects)
    return add.fixed


def spend(pool: str, cost: ManaCost, x: int = 0, extra: int = 0,
          as_though: str = "") -> str | None:
    """The mana to take from ``pool`` to pay ``cost`` with X = ``x`` and ``extra`` generic.

    Colored symbols are paid with their own color, then, where the player may spend
    mana as though it were another type (609.4b), with that mana: ``as_though`` is pairs
    of letters, ``WR`` for white spent as red; generic mana with colorless first, then
    colors in WUBRG order. ``None`` if the pool can't pay.
    """
    left = list(pool)
    spent = []
    short = []
    for symbol in cost.colored:
        if symbol not in left:
            short.append(symbol)
            continue
        left.remove(symbol)
        spent.append(symbol)
    for symbol in short:  # what its own color didn't pay: another type as though it were
        instead = next((a for a, b in zip(as_though[::2], as_though[1::2], strict=True)
                        if b == symbol and a in left), None)
        if instead is None:
            return None
        left.remove(instead)
        spent.append(instead)
    generic = cost.generic + cost.x * x + extra
    if generic > len(left):
        return None
    left.sort(key=lambda c: ("C" + _ORDER).index(c))
    spent += left[:generic]
    return "".join(sorted(spent, key=_ORDER.index))


def take(pool: str, paid: str) -> str:
    """``pool`` without the letters of ``paid`` (each once)."""
    left = list(pool)
    for letter in paid:
        left.remove(letter)
    return "".join(left)


def pool_after(game: GameState, player: str, payment: tuple[Payment, ...],
               exclude: int | None = None) -> str | None:
    """The pool after activating the ``payment`` mana abilities, or ``None`` if any is
    not available (tapped, not a mana ability, used twice, a bad color)."""
    available = {(s.obj, s.index): s for s in mana_sources(game, player, exclude)}
    used: set[int] = set()
    pool = game.player[player].mana
    life = game.player[player].life
    for oid, index, color in payment:
        source = available.get((oid, index))
        if source is None or source.chooses or (
                oid in used and not (source.life and oid not in game.objects)):
            return None  # only a player's own life-for-mana ability is used again
        if source.life:
            if life < source.life:
                return None  # 119.4: only with the life to pay
            life -= source.life
        if source.mana == "any" and (len(color) != 1 or color not in source.colors):
            return None
        if not source.free:  # its own mana cost, from the pool so far (605.3a, 118.3)
            paid = spend(pool, source.cost)
            if paid is None:
                return None
            pool = take(pool, paid)
        used.add(oid)
        made = replace_produced(game, oid, index, produced(source, color))  # batch B05
        pool += made + triggered_mana(game, oid, index, made)
    return pool


# -- batch B02: triggered mana abilities (605.1b) ---------------------------------------

#: the trigger condition of "whenever a [land] is tapped for mana"
TAPPED_FOR_MANA = "tapped_for_mana"


def mana_triggers(game: GameState, land: int) -> list[tuple[int, int]]:
    """The triggered abilities ``(source, index)`` that tapping the permanent ``land`` for
    mana triggers: each ``tapped_for_mana`` trigger whose filter picks it, if it is a
    land (603.2)."""
    if not catalog.watching(TAPPED_FOR_MANA) or land not in game.objects:
        return []
    obj = game.objects[land]
    if obj.zone != "battlefield" or not is_type(game, obj, "Land"):
        return []
    kept_now = holdings(game)
    found = []
    for oid, indices in kept_now.triggers.get(TAPPED_FOR_MANA, {}).items():
        src = kept_now.placed[oid]
        for index in indices:
            trig = defn(game, src).triggers[index]
            if trig.filter is None or matches(game, trig.filter, obj, src.controller, src):
                found.append((oid, index))
    return found


def is_mana_trigger(game: GameState, source: int, index: int) -> bool:
    """Whether a trigger only adds mana: a triggered mana ability (605.1b), which
    resolves at once, without the stack."""
    effects = defn(game, game.objects[source]).triggers[index].effects
    return bool(effects) and all(isinstance(e, AddMana) for e in effects)


def trigger_mana(game: GameState, source: int, index: int, made: str) -> str:
    """The mana a triggered mana ability adds, after a land made ``made``: its letters, or
    one mana of a type the land produced (``produced``)."""
    out = ""
    for e in defn(game, game.objects[source]).triggers[index].effects:
        assert isinstance(e, AddMana)
        out += (made[:1] if e.mana == PRODUCED else e.mana) * e.fixed
    return out


def triggered_mana(game: GameState, land: int, index: int, made: str) -> str:
    """The extra mana tapping ``land`` for mana with its ability ``index`` adds through
    triggered mana abilities (Gauntlet of Might, Wild Growth, Mana Flare)."""
    if not made or land not in game.objects:
        return ""
    listed = abilities(game, game.objects[land])
    if index >= len(listed) or not listed[index].cost.tap:
        return ""
    return "".join(trigger_mana(game, src, i, made) for src, i in mana_triggers(game, land)
                   if is_mana_trigger(game, src, i))


# -- batch B02: spending mana as though it were another type (609.4b) ---------------------

#: the static abilities that let their controller spend mana of one type as another's,
#: each as the pair of letters (``WR``: white as though it were red)
AS_THOUGH = {"you_may_spend_white_mana_as_though_it_were_red": "WR"}


def as_though(game: GameState, player: str) -> str:
    """The pairs of mana types ``player`` may spend one as the other now (609.4b), for
    :func:`spend`."""
    memo = kept(game)
    key = ("as_though", player)
    found = memo.get(key)
    if found is None:
        found = memo[key] = "".join(
            pair for word, pair in AS_THOUGH.items()
            if any(o.controller == player for o in with_static_word(game, word)))
    return found  # type: ignore[return-value]


#: -- batch c-mana --: the kind of effect record that lets its player spend mana as though
#: it were mana of any type for one spell's mana cost (609.4b: North Star)
ANY_TYPE_FOR_ONE_SPELL = "spend_mana_as_any_type_for_one_spell"
#: every pair of types, for :func:`spend`'s ``as_though``: any mana as any color
_ANY_AS_ANY = "".join(a + b for a in _ORDER for b in "WUBRG" if a != b)


def any_type_for_spell(game: GameState, player: str) -> int | None:
    """-- batch c-mana --: the record that lets ``player`` spend mana as though it were
    any type for one spell's mana cost (609.4b), if they have one, unused (its id)."""
    if not game.effects:
        return None
    return next((f.effect for f in game.effects.values()
                 if f.kind == ANY_TYPE_FOR_ONE_SPELL and f.subject == player), None)


def spell_as_though(game: GameState, player: str, card: CardDef | None) -> str:
    """The pairs of types ``player`` may spend one as the other for casting ``card``
    (609.4b): the static abilities', and -- batch c-mana --, every pair while they have
    a permission for one spell."""
    pairs = as_though(game, player)
    if card is not None and any_type_for_spell(game, player) is not None:
        pairs += _ANY_AS_ANY
    return pairs


def whole_pool(game: GameState, player: str) -> str:
    """-- batch c-mana --: every mana in ``player``'s pool, restricted (106.6) or not: what
    empties from it (106.4)."""
    p = game.player[player]
    return p.mana + "".join(m for _, m in p.restricted_mana)


def restricted_for(game: GameState, player: str, card: CardDef | None
                   ) -> tuple[tuple[str, str], ...]:
    """-- batch c-mana --: the restricted mana of ``player``'s pool that may pay for
    casting ``card`` (106.6: "Spend this mana only to cast artifact spells"), as pairs of
    the restriction and its letters; none for anything but a spell."""
    pools = game.player[player].restricted_mana
    if card is None or not pools:
        return ()
    return tuple((only, letters) for only, letters in pools
                 if SPEND_ONLY_TYPES[only] in card.types)


def find_payment(game: GameState, player: str, cost: ManaCost, x: int = 0, extra: int = 0,
                 exclude: int | None = None, restricted: str = "",
                 spell: CardDef | None = None, lands_only: bool = False
                 ) -> tuple[Payment, ...] | None:
    """One way to pay ``cost`` with the player's pool and mana abilities, or ``None``.

    Greedy and deterministic: each colored symbol the pool lacks is covered by a
    source of exactly that color, then by an any-color source; generic mana by
    colorless sources first. Sacrifice sources (Black Lotus) are used last.
    ``restricted``: the letters of restricted mana that may pay too (106.6); ``spell``:
    the spell the cost is for, which a permission for one spell may help (609.4b).
    -- batch W-CMD2 --: ``lands_only``, with the mana abilities of the player's lands only
    (Word of Command's "mana abilities only if they're from lands that player controls").
    (Worked out once for each question as long as the game doesn't change: the cards of
    a hand with one cost ask the same.)
    """
    memo = kept(game)
    key = ("find_payment", player, cost, x, extra, exclude, restricted, spell is not None,
           lands_only)
    if key in memo:
        return memo[key]  # type: ignore[return-value]
    found = memo[key] = _find_payment(game, player, cost, x, extra, exclude, restricted,
                                      spell, lands_only)
    return found


def _find_payment(game: GameState, player: str, cost: ManaCost, x: int, extra: int,
                  exclude: int | None, restricted: str, spell: CardDef | None,
                  lands_only: bool = False) -> tuple[Payment, ...] | None:
    pool = game.player[player].mana + restricted
    instead = spell_as_though(game, player, spell)
    if spend(pool, cost, x, extra, instead) is not None:
        return ()
    sources = sorted((s for s in mana_sources(game, player, exclude)
                      if s.free and not s.chooses
                      and (not lands_only or is_type(game, game.objects[s.obj], "Land"))),
                     key=lambda s: (s.life > 0, s.sacrifice, s.mana == "any"))
    need = list(cost.colored)
    have = list(pool)
    for letter in list(need):
        if letter in have:
            have.remove(letter)
            need.remove(letter)
    chosen: list[Payment] = []
    taken: set[int] = set()
    for letter in list(need):
        for source in sources:
            usable = {letter} | {a for a, b in zip(instead[::2], instead[1::2], strict=True)
                                 if b == letter}
            if source.obj in taken or (source.mana != "any" and not usable & set(source.mana)) \
                    or (source.mana == "any" and letter not in source.colors):
                continue
            chosen.append((source.obj, source.index, letter if source.mana == "any" else ""))
            taken.add(source.obj)
            have += produced(source, letter)
            break
        else:
            return None
        for letter2 in list(need):
            pays = next((c for c in (letter2, *(a for a, b in zip(instead[::2], instead[1::2],
                                                                  strict=True) if b == letter2))
                         if c in have), None)
            if pays is not None:
                have.remove(pays)
                need.remove(letter2)
        if not need:
            break
    if need:
        return None
    generic = cost.generic + cost.x * x + extra
    colorless_first = sorted(sources, key=lambda s: (s.life > 0, s.sacrifice,
                                                      "C" not in s.mana, s.mana == "any"))
    life = game.player[player].life
    for source in colorless_first:
        if len(have) >= generic:
            break
        if source.obj in taken:
            continue
        color = "C" if source.mana != "any" else source.colors[0]
        # a life source last, as often as needed, and never down to 0 life: paying the
        # last life point is the player's to say, not a proposal's (Channel)
        uses = min(generic - len(have), (life - 1) // source.life) if source.life else 1
        for _ in range(uses):
            chosen.append((source.obj, source.index, "" if source.mana != "any" else color))
            have += produced(source, color)
        life -= uses * source.life
        taken.add(source.obj)
    payment = tuple(chosen)
    after = pool_after(game, player, payment, exclude)
    if after is None or spend(after + restricted, cost, x, extra, instead) is None:
        return None
    return payment


def affordable_x(game: GameState, player: str, cost: ManaCost, exclude: int | None = None,
                 extra: int = 0) -> int:
    """The largest X the player could pay for ``cost`` right now (0 if none)."""
    total = len(game.player[player].mana) + sum(
        s.amount if s.mana == "any" else len(s.mana) for s in mana_sources(game, player, exclude)
        if s.free)
    if not cost.x:
        return 0
    return max(0, (total - cost.mana_value - extra) // cost.x)
