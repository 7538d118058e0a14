"""Starting a game (103), the turn and its steps (500-514), and priority (117).

Each function emits the events of one piece of the procedure and then arranges
what comes next: it gives a player priority, asks for a choice, or moves on to
the next step. So after any decision the game is again waiting on exactly one
player, or over.
"""

from __future__ import annotations

from collections.abc import Iterable

from shahrazad.characteristics import cant, defn, is_type, keywords, with_static_word
from shahrazad.events import vocabulary as v
from shahrazad.events.rulebook import MULLIGANS, MulliganRule
from shahrazad.filters import select
from shahrazad.layers import CHOSEN, layered
from shahrazad.mana import whole_pool
from shahrazad.projections.state import STEPS, Effect, GameState, TableState
from shahrazad.rules import (
    actions,
    ante,
    choosing,
    combat,
    commander,
    damage,
    designations,
    durations,
    effect_kinds,
    phasing,
    planechase,
    restart,
    sba,
    stack,
    teams,
    triggers,
    variants,
)
from shahrazad.rules import citations as R
from shahrazad.rules.options import option
from shahrazad.rules.resolution import Ctx, run
from shahrazad.txn import Txn

MAX_HAND = 7


# -- starting the game -----------------------------------------------------------


def start_main_game(txn: Txn, players: tuple[str, ...], starting_life: int | None = None,
                    hand_size: int = 7, starting_player: str | None = None,
                    stacked: bool = False) -> None:
    """The main game: decks become libraries, then rule 103 runs (GameStarted first).

    ``stacked`` keeps each deck in the order given (top first) instead of
    shuffling it: a judge's reconstruction of a table, or a test's.
    ``starting_life`` defaults to the variant's (103.4: 20, 40 in Commander); the
    variant cards go to the command zone before the starting player is chosen,
    since the archenemy goes first (103.1b).
    """
    game_path = "1"
    txn.emit(v.GameStarted, game_path, R.START, players=players,
             starting_life=variants.main_game_life(txn.state, starting_life),
             hand_size=hand_size)
    game = txn.state.games[game_path]
    variants.set_up(txn, game)
    teams.form(txn, game, variants.archenemy(txn.state, game))  # 810.1, 904.2
    first = variants.first_player(txn.state, game)
    if starting_player is None and first is not None:
        choose_starting_player(txn, game, first, R.ARCHENEMY_FIRST, method="archenemy")
    else:
        choose_starting_player(txn, game, starting_player)
    for pid in players:
        cards = list(txn.state.decks[pid])
        if not stacked:
            cards = txn.random_order(game, pid, cards, lambda cid: txn.state.cards[cid].name,
                                     R.SHUFFLE_DECK, f"deck:{pid}")
        txn.emit(v.LibraryFormed, game, R.SHUFFLE_DECK, player=pid, cards=tuple(cards),
                 objs=tuple(txn.new_id() for _ in cards))
    deal_opening_hands(txn, game)


def choose_starting_player(txn: Txn, game: GameState, starting_player: str | None,
                           rule: str = R.STARTING_PLAYER, method: str = "given") -> None:
    """Who takes the first turn: ``starting_player`` if given, else a random player
    (or the one a scenario stated: ``method`` then says ``scenario``)."""
    if starting_player is None:
        starting_player, method = txn.random_player(game, "starting_player", game.players,
                                                    rule, f"start:{game.path}")
    txn.emit(v.StartingPlayerChosen, game, rule, player=starting_player, method=method)


def deal_opening_hands(txn: Txn, game: GameState) -> None:
    """At a table that plays for ante, each player antes a random card of their library
    (407.2: the starting player is known, no card is drawn yet); then reveal companions
    (103.2b), then deal each player their opening hand (103.5)."""
    ante.ante_up(txn, game)
    designations.reveal_companions(txn, game)
    for pid in teams.turn_order_from(game, game.starting_player):
        actions.draw(txn, game, pid, variants.starting_hand_size(txn.state, game, pid),
                     R.OPENING_HAND)
    next_opening_choice(txn, game)


def next_opening_choice(txn: Txn, game: GameState) -> None:
    """Ask the next player, in turn order, to keep or mulligan; when all have kept,
    the first turn begins (103.8)."""
    for pid in teams.turn_order_from(game, game.starting_player):
        if not game.player[pid].kept:
            txn.emit(v.ChoiceRequested, game, R.MULLIGAN, player=pid, kind="mulligan",
                     amount=0)
            return
    assert game.starting_player is not None
    sba.short_libraries_before_first_turn(txn, game)  # 2004, Ambiguity A21
    if game.status != "running":
        return
    designations.opening_hand_actions(txn, game)  # revealed from opening hands (103.6)
    planechase.start(txn, game)  # Planechase (103.7)
    restart.finish(txn, game)  # a restarted game: the restarting effect finishes (725.4)
    # The starting player, or the next one still in the game (A21 may have taken them out).
    begin_turn(txn, game, teams.turn_order_from(game, game.starting_player)[0], extra=False)


def mulligan_rule(state: TableState) -> MulliganRule:
    """The mulligan rule of the table's edition: London now, Paris in 2014, 2008 and
    2004 (:data:`shahrazad.events.rulebook.MULLIGANS`), cited as 103.5 in every edition."""
    return MULLIGANS[state.edition]


def _counted(state: TableState, game: GameState, pid: str) -> int:
    """The mulligans that cost ``pid`` a card: all, or all but the first in a game that
    began with more than two players where the rule makes that one free (103.5c)."""
    n = game.player[pid].mulligans
    if mulligan_rule(state).free_first and len(game.players) > 2:
        n -= 1
    return max(0, n)


def mulligan_hand_size(state: TableState, game: GameState, pid: str) -> int:
    """How many cards ``pid``'s next hand has: the starting hand size under the London
    mulligan (the cards go to the bottom afterwards); under the Paris mulligan one fewer
    for each mulligan taken, the free one aside (never fewer than none)."""
    size = variants.starting_hand_size(state, game, pid)
    if mulligan_rule(state).bottom:
        return size
    return max(0, size - _counted(state, game, pid))


def can_mulligan(state: TableState, game: GameState, pid: str) -> bool:
    """Whether ``pid`` may take another mulligan: not once the next opening hand would
    have no cards (103.5; under the Paris mulligan, a hand of none is kept)."""
    if mulligan_rule(state).bottom:
        return _counted(state, game, pid) < variants.starting_hand_size(state, game, pid)
    return mulligan_hand_size(state, game, pid) > 0


def cards_to_bottom(state: TableState, game: GameState, pid: str) -> int:
    """London mulligan: one card per mulligan, the first one free in multiplayer (103.5c);
    the Paris mulligan puts none on the bottom (the hand is smaller instead)."""
    if not mulligan_rule(state).bottom:
        return 0
    return min(_counted(state, game, pid), len(game.player[pid].hand))


def mulligan(txn: Txn, game: GameState, pid: str) -> None:
    """Shuffle the hand back and draw a new one (103.5): a full hand under the London
    mulligan, one card fewer each time under the Paris mulligan of older editions."""
    p = game.player[pid]
    txn.emit(v.MulliganTaken, game, R.MULLIGAN, player=pid, number=p.mulligans + 1)
    for oid in list(p.hand):
        actions.move(txn, game, game.objects[oid], "library", "mulligan", R.MULLIGAN)
    actions.shuffle(txn, game, pid, R.MULLIGAN)
    actions.draw(txn, game, pid, mulligan_hand_size(txn.state, game, pid), R.MULLIGAN)
    txn.emit(v.ChoiceRequested, game, R.MULLIGAN, player=pid, kind="mulligan", amount=0)


def keep(txn: Txn, game: GameState, pid: str) -> None:
    n = cards_to_bottom(txn.state, game, pid)
    if n:
        txn.emit(v.ChoiceRequested, game, R.MULLIGAN, player=pid, kind="bottom", amount=n)
        return
    txn.emit(v.HandKept, game, R.MULLIGAN, player=pid)
    next_opening_choice(txn, game)


def bottom(txn: Txn, game: GameState, pid: str, cards: tuple[int, ...]) -> None:
    for oid in cards:
        actions.move(txn, game, game.objects[oid], "library", "mulligan", R.MULLIGAN,
                     place="bottom")
    txn.emit(v.HandKept, game, R.MULLIGAN, player=pid)
    next_opening_choice(txn, game)


# -- turns and steps -------------------------------------------------------------


def begin_turn(txn: Txn, game: GameState, pid: str, extra: bool) -> None:
    """``pid``'s turn begins; with shared team turns, their team's, led by its primary
    player (805.4, 805.2)."""
    rule = R.EXTRA_TURN if extra else R.TURN
    if game.teams and not extra:
        pid, rule = teams.primary(game, pid), R.TEAM_TURNS
    txn.emit(v.TurnBegan, game, rule, turn=game.turn + 1, player=pid, extra=extra)
    _remember_lands_at_turn_start(txn, game, pid)  # -- batch LX --
    # -- batch B03 --: a skipped step doesn't happen at all (614.10): no phasing, no
    # untapping (Stasis)
    if with_static_word(game, "players_skip_their_untap_steps"):
        phasing.end_until_your_next_turn(txn, game)  # what ends as the turn begins
        _end_until_your_next_upkeep(txn, game)
        begin_step(txn, game, "upkeep")
        return
    begin_step(txn, game, "untap")


def _remember_lands_at_turn_start(txn: Txn, game: GameState, pid: str) -> None:
    """-- batch LX --: the turn's history: record how many untapped lands ``pid``
    controls as their turn begins, if a permanent's triggered ability asks (Power
    Surge's "the number of untapped lands they controlled at the beginning of this
    turn"), as an effect record that ends with the turn."""
    word = effect_kinds.LANDS_AT_TURN_START_WORD
    if not any(getattr(e, "amount", None) == word
               for o in game.in_play for t in defn(game, game.objects[o]).triggers
               for e in t.effects):
        return
    lands = sum(1 for o in game.in_play if game.objects[o].controller == pid
                and not game.objects[o].tapped and is_type(game, game.objects[o], "Land"))
    txn.emit(v.EffectCreated, game, "500.1", effect=txn.new_id(),
             kind=effect_kinds.LANDS_AT_TURN_START, source=None, controller=pid,
             subject=pid, power=lands, toughness=0, until="end_of_turn")


def next_turn(txn: Txn, game: GameState, after: str | None = None) -> None:
    """The next turn begins: the first extra turn, or the next player's in turn order
    after the active player (``after``: after the player whose turn was just skipped,
    batch C-TURN). A player who may skip it is asked first (614.10)."""
    pid, extra = _next_turns_player(game, after)
    if offer_skip(txn, game, pid, "turn"):  # -- batch C-TURN --
        return
    begin_turn(txn, game, pid, extra=extra)


def _next_turns_player(game: GameState, after: str | None) -> tuple[str, bool]:
    """Whose turn comes next, and whether it is an extra turn (500.7)."""
    if game.extra_turns:
        return game.extra_turns[0], True
    team_next = teams.next_primary(game)  # shared team turns: the next team's (805.4)
    if team_next is not None:
        return team_next, False
    last = after if after is not None else game.active
    order = teams.turn_order_from(game, last)
    if last in order and len(order) > 1:
        return order[1], False
    seats = game.players
    i = seats.index(last) if last in seats else -1
    return next(p for p in seats[i + 1:] + seats[:i + 1] if game.player[p].in_game), False


def _end_until_your_next_upkeep(txn: Txn, game: GameState) -> None:
    """Effects that last "until your next upkeep" end as the active player's upkeep
    begins (611.2a): before that upkeep's triggers, so a new one doesn't end at once."""
    ending = tuple(e.effect for e in game.effects.values()
                   if e.until == "your_next_upkeep" and e.controller == game.active)
    if ending:
        txn.emit(v.EffectsEnded, game, "611.2a", effects=ending)


def _end_at_the_end_of_your_next_upkeep(txn: Txn, game: GameState) -> None:
    """-- batch B10 --: effects that last "until the end of your next upkeep" end as the
    active player's upkeep step ends (611.2a), if they began in an earlier turn: the one
    made during this upkeep lasts until the end of the next."""
    ending = tuple(e.effect for e in game.effects.values()
                   if e.until == "end_of_your_next_upkeep" and e.controller == game.active
                   and e.turn < game.turn)
    if ending:
        txn.emit(v.EffectsEnded, game, "611.2a", effects=ending)


def begin_step(txn: Txn, game: GameState, step: str, offered: bool = False) -> None:
    # -- batch C-TURN --: a draw step its player may skip is offered first (614.10);
    # ``offered``: they declined
    if step == "draw" and not offered and not _first_draw_skipped(game) \
            and skip_offers(game, game.active or "", "draw_step"):
        _end_at_the_end_of_your_next_upkeep(txn, game)  # the upkeep is over either way
        if offer_skip(txn, game, game.active or "", "draw_step"):
            return
    # 702.7b: the creatures with first strike as the first combat damage step begins
    first = tuple(o.oid for o in combat.fighters(game) if "first_strike" in keywords(game, o)) \
        if step == "first_strike_damage" else ()
    txn.emit(v.StepBegan, game, R.STEP[step], step=step, first_strikers=first)
    ap = game.active
    assert ap is not None
    if step == "untap":
        phasing.end_until_your_next_turn(txn, game)
        phasing.phase_in_step(txn, game)  # 502.1: phasing comes before untapping
        # each active player's (805.4), but those a static ability or an effect keeps
        # tapped (502.3); those their controller may keep tapped are asked about next
        asked = {o for p in game.players if game.player[p].in_game
                 for o in chosen_untaps(game, p)}
        now = tuple(o for o in untapping(game) if o not in asked)
        if now:
            txn.emit(v.Untapped, game, R.UNTAP, objs=now)
        if not ask_keep_tapped(txn, game, after=-1):
            finish_untap_step(txn, game)
        return
    if step == "draw":
        _end_at_the_end_of_your_next_upkeep(txn, game)  # -- batch B10 --
        if _first_draw_skipped(game):
            pass  # the starting player (103.8a) or Two-Headed Giant team (103.8b) skips it
        elif draw_step(txn, game):
            return
    elif step == "main1":
        variants.precombat_main(txn, game)  # Archenemy (904.9)
    elif step == "declare_attackers":
        if combat.possible_attackers(game):
            txn.emit(v.ChoiceRequested, game, R.DECLARE_ATTACKERS, player=ap,
                     kind="attackers", amount=0)
            return
    elif step == "declare_blockers":
        if request_blockers(txn, game, after=None):
            return
    elif step in ("first_strike_damage", "combat_damage"):
        if combat.damage_step(txn, game):
            return  # a player divides combat damage, or orders effects (510.1, 616.1)
    elif step == "cleanup":
        cleanup(txn, game)
        return
    give_priority(txn, game, ap, R.PRIORITY_STEP)


# -- batch B06: the untap step's choices (502.3) ------------------------------------------

#: the static ability "You may choose not to untap this during your untap step"
OPTIONAL_UNTAP = "you_may_choose_not_to_untap_this"
#: the question asked of an active player with such permanents tapped
KEEP_TAPPED = "keep_tapped"


def _held(game: GameState) -> frozenset[int]:
    """The permanents an effect keeps tapped through their controller's untap step."""
    return frozenset(e.subject for e in game.effects.values()
                     if e.kind == durations.DOESNT_UNTAP and isinstance(e.subject, int))


def untapping(game: GameState) -> list[int]:
    """The active players' tapped permanents that untap in this untap step (805.4):
    all but those a static ability (Meekstone) or an effect (Barl's Cage-like) keeps
    tapped (502.3)."""
    held = _held(game) if game.effects else frozenset()
    return [o for o in game.in_play
            if teams.is_active(game, game.objects[o].controller)
            and game.objects[o].tapped and o not in held
            and not cant(game, game.objects[o], "untap")]


def may_stay_tapped(game: GameState, oid: int) -> bool:
    """Whether ``oid``'s controller may choose not to untap it (502.3)."""
    return OPTIONAL_UNTAP in defn(game, game.objects[oid]).static_words


def optional_untaps(game: GameState, pid: str) -> tuple[int, ...]:
    """``pid``'s permanents that untap in this untap step unless they choose not to."""
    return tuple(o for o in untapping(game)
                 if game.objects[o].controller == pid and may_stay_tapped(game, o))


def _limited(game: GameState, pid: str) -> tuple[int, ...]:
    """-- batch c-grant --: ``pid``'s permanents that would untap in this untap step but
    for a limit they break (502.3: under Winter Orb, their tapped lands, if more than
    one), of which they choose which untap: none if every limit holds with all of them
    untapped."""
    limits = layered(game).untap_limits
    if not limits:
        return ()
    theirs = [o for o in untapping(game) if game.objects[o].controller == pid]
    if untap_fits(game, theirs):
        return ()
    picked = frozenset().union(*(oids for _, oids in limits))
    return tuple(o for o in theirs if o in picked)


def untap_fits(game: GameState, untapped: Iterable[int]) -> bool:
    """-- batch c-grant --: whether untapping ``untapped`` together breaks no limit on
    untapping (502.3): no more of them than each limit allows among what it picks."""
    chosen = set(untapped)
    return all(len(chosen & oids) <= most for most, oids in layered(game).untap_limits)


def chosen_untaps(game: GameState, pid: str) -> tuple[int, ...]:
    """The permanents of ``pid`` whose untapping in this untap step is their choice
    (502.3): those they may choose not to untap, and -- batch c-grant -- those a limit
    on untapping leaves them to choose among."""
    return tuple(dict.fromkeys((*optional_untaps(game, pid), *_limited(game, pid))))


def must_untap(game: GameState, pid: str, untapped: Iterable[int]) -> tuple[int, ...]:
    """-- batch c-grant --: the permanents left tapped that ``pid`` must still untap with
    ``untapped``: each they can't choose to keep tapped and no limit stops (the untap
    step untaps all it may, 502.3)."""
    chosen = list(untapped)
    return tuple(o for o in chosen_untaps(game, pid) if o not in chosen
                 and not may_stay_tapped(game, o) and untap_fits(game, (*chosen, o)))


def ask_keep_tapped(txn: Txn, game: GameState, after: int) -> bool:
    """Ask the next active player in turn order (after the ``after``-th) who has
    permanents they may choose not to untap which of them stay tapped (502.3); the
    question's amount is the player's place in that order. True if asked."""
    order = [p for p in teams.turn_order_from(game, game.active) if teams.is_active(game, p)]
    for index, pid in enumerate(order):
        if index > after and chosen_untaps(game, pid):
            txn.emit(v.ChoiceRequested, game, R.UNTAP, player=pid, kind="keep_tapped",
                     amount=index)
            return True
    return False


def keep_tapped(txn: Txn, game: GameState, pid: str, kept: tuple[int, ...],
                index: int) -> None:
    """``pid`` keeps ``kept`` tapped and the rest of their permanents asked about untap;
    then the next active player is asked, or the untap step ends."""
    rest = tuple(o for o in chosen_untaps(game, pid) if o not in kept)
    if rest:
        txn.emit(v.Untapped, game, R.UNTAP, objs=rest)
    if not ask_keep_tapped(txn, game, after=index):
        finish_untap_step(txn, game)


def finish_untap_step(txn: Txn, game: GameState) -> None:
    """The untap step ends: an effect that kept a permanent tapped through its
    controller's next untap step is used up (whether or not it was tapped, 502.3), one
    of "the next two" has one left; then the upkeep begins (nobody gets priority in the
    untap step, 502.4)."""
    used = [e for e in game.effects.values() if e.kind == durations.DOESNT_UNTAP
            and e.until in ("its_controllers_next_untap_step",
                            "its_controllers_next_two_untap_steps")
            and isinstance(e.subject, int) and e.subject in game.objects
            and teams.is_active(game, game.objects[e.subject].controller)]
    if used:
        txn.emit(v.EffectsEnded, game, R.UNTAP, effects=tuple(e.effect for e in used))
        for e in used:
            if e.until == "its_controllers_next_two_untap_steps":
                txn.emit(v.EffectCreated, game, R.UNTAP, effect=txn.new_id(),
                         kind=durations.DOESNT_UNTAP, source=e.source,
                         controller=e.controller, subject=e.subject, power=0, toughness=0,
                         until="its_controllers_next_untap_step")
    _end_until_your_next_upkeep(txn, game)
    begin_step(txn, game, "upkeep")


def draw_step(txn: Txn, game: GameState) -> bool:
    """The active player draws (504.1); with shared team turns, each player of the active
    team (805.4b). A draw Ring of Ma'ruf replaces asks for a card from outside the game
    instead (614.1a), after the other draws: True if the step waits for that answer."""
    drawers = [p for p in teams.turn_order_from(game, game.active)
               if teams.is_active(game, p)] if game.teams else [game.active or ""]
    rule = R.TEAM_DRAWS if game.teams else R.DRAW_STEP
    replaced = [p for p in drawers if actions.draw_is_replaced(game, p)]
    for pid in drawers:
        if pid not in replaced:
            actions.draw(txn, game, pid, 1, rule)
    return any(actions.draw(txn, game, pid, 1, rule) is not None for pid in replaced[:1])


def request_blockers(txn: Txn, game: GameState, after: str | None) -> bool:
    """Ask the next defending player (in turn order) who could block. True if asked."""
    order = teams.turn_order_from(game, game.active)[1:]
    if after is not None and after in order:
        order = order[order.index(after) + 1:]
    for pid in order:
        if combat.possible_blocks(game, pid):
            txn.emit(v.ChoiceRequested, game, R.DECLARE_BLOCKERS, player=pid, kind="blockers",
                     amount=0)
            return True
    if game.step == "declare_blockers":  # -- batch B07 --: blockers are all declared
        triggers.unblocked_attackers(txn, game)
    return False


def following_step(game: GameState, step: str) -> str | None:
    """The step after ``step`` this turn, skipping what the rules skip; None after cleanup."""
    i = STEPS.index(step)
    for nxt in STEPS[i + 1:]:
        attacking = [game.objects[o] for o in game.in_play
                     if game.objects[o].attacking is not None]
        if nxt in ("declare_blockers", "first_strike_damage", "combat_damage") and \
                not attacking:
            continue  # no attackers: skip to the end of combat (508.8)
        if nxt == "first_strike_damage":
            if not any("first_strike" in keywords(game, o) for o in combat.fighters(game)):
                continue  # 510.4: only if a creature has first strike
        return nxt
    return None


def end_step(txn: Txn, game: GameState) -> None:
    """The current step ends: pools empty (106.4), combat ends (511.3), the next begins."""
    for pid in game.players:
        p = game.player[pid]
        if p.in_game and whole_pool(game, pid):  # -- batch c-mana --: restricted too
            txn.emit(v.ManaEmptied, game, R.MANA_EMPTIES, player=pid,
                     mana=whole_pool(game, pid))
    if game.step == "end_of_combat":
        txn.emit(v.CombatEnded, game, R.END_COMBAT)
        ending = tuple(e.effect for e in game.effects.values() if e.until == "end_of_combat")
        if ending:  # "until end of combat" effects expire now (511.3)
            txn.emit(v.EffectsEnded, game, R.END_COMBAT, effects=ending)
    if game.step == "cleanup":
        begin_step(txn, game, "cleanup")  # 514.3a: another cleanup step
        return
    nxt = following_step(game, game.step)
    assert nxt is not None
    begin_step(txn, game, nxt)


def cleanup(txn: Txn, game: GameState) -> None:
    finish_cleanup(txn, game)


def _discard_to_hand_size(txn: Txn, game: GameState) -> bool:
    """514.1: the active player (each player of the active team) with more cards than
    their maximum hand size discards down to it. True if one is asked to."""
    for pid in teams.turn_order_from(game, game.active):
        if not teams.is_active(game, pid):
            continue
        excess = len(game.player[pid].hand) - max_hand_size(
            game, pid, MAX_HAND + variants.hand_modifier(txn.state, game, pid))
        if excess > 0:
            txn.emit(v.ChoiceRequested, game, R.HAND_SIZE, player=pid, kind="discard",
                     amount=excess)
            return True
    return False


def max_hand_size(game: GameState, pid: str, usual: int) -> int:
    """-- batch B08 --: ``pid``'s maximum hand size (402.2): ``usual``, unless a static
    ability of a permanent says what it is for them (Cursed Rack's chosen player); of
    several, the one whose permanent came into play last (613.7, battlefield order)."""
    size = usual
    for obj in (game.objects[o] for o in game.in_play):
        for static in defn(game, obj).statics:
            if static.max_hand_size is None:
                continue
            if static.hand_size_of == "you":
                holds = obj.controller == pid
            elif static.hand_size_of == "each_opponent":
                holds = obj.controller != pid
            else:
                holds = any(e.kind == CHOSEN and obj.oid in e.subjects and e.data is not None
                            and e.data.get("word") == pid for e in game.effects.values())
            if holds:
                size = static.max_hand_size
    return size


#: -- batch C-HIST --: an effect that lasts through the next turn of the controller of the
#: permanent it affects ("that creature can't attack during its controller's next turn")
NEXT_TURN_OF_ITS_CONTROLLER = "end_of_its_controllers_next_turn"


def _its_next_turn_ends(game: GameState, e: Effect) -> bool:
    """-- batch C-HIST --: whether this cleanup ends the turn an effect ``until the end of
    its controller's next turn`` lasts through: a later turn than the one it began in,
    whose active player controls the permanent it affects (514.2); an effect whose
    permanents have all left the battlefield ends too (400.7: they are new objects)."""
    subjects = e.subjects or ((e.subject,) if e.subject is not None else ())
    here = [game.objects[o] for o in subjects if isinstance(o, int) and o in game.objects
            and game.objects[o].zone == "battlefield"]
    if not here:
        return True
    return e.turn < game.turn and any(teams.is_active(game, o.controller) for o in here)


def finish_cleanup(txn: Txn, game: GameState) -> None:
    if _discard_to_hand_size(txn, game):
        return
    damaged = tuple(o for o in game.battlefield if game.objects[o].damage)
    if damaged:
        txn.emit(v.DamageWoreOff, game, R.CLEANUP, objs=damaged)
    ending = tuple(e.effect for e in game.effects.values() if e.until == "end_of_turn"
                   or (e.until == NEXT_TURN_OF_ITS_CONTROLLER and _its_next_turn_ends(game, e)))
    if ending:
        txn.emit(v.EffectsEnded, game, R.CLEANUP, effects=ending)
    if game.shields:  # prevention, redirection and regeneration shields (514.2)
        damage.end_of_turn(txn, game)
    if game.delayed:  # -- batch B08 --: "when it dies this turn" (514.2)
        triggers.end_of_turn(txn, game)
    # 514.3a: if state-based actions or triggers happen, players get priority after all.
    if sba.check(txn, game) or game.triggers:
        if game.status == "running":
            give_priority(txn, game, game.active, "514.3a")
        return
    if game.status == "running" and not commander.asking(game) and not sba.asking(game):
        next_turn(txn, game)


# -- priority --------------------------------------------------------------------


def give_priority(txn: Txn, game: GameState, pid: str | None, rule: str) -> None:
    """Before a player receives priority: state-based actions, then triggers, repeated
    until neither happens (117.5, 704.3); then the player gets priority.

    A main game that resumed after a subgame may hold deferred triggers (727.4a); they
    go on the stack with the others, after state-based actions, unless the table reads
    727.5's "then" as "before state-based actions" (Ambiguity A4).
    """
    if game.effects and ask_land_sacrifice(txn, game):  # -- batch d-attack -- (614.1a)
        return
    if option(txn.state, "a4_resumption_order") == "deferred_first" and \
            any(t.deferred for t in game.triggers.values()):
        if triggers.put_on_stack(txn, game, deferred_only=True) == triggers.WAITING:
            return
    while True:
        if game.status != "running":
            return
        sba.check(txn, game, pid)
        if game.status != "running" or commander.asking(game) or sba.asking(game):
            return  # over, or a commander's owner (903.9a) or a legends' controller is asked
        put = triggers.put_on_stack(txn, game)
        if put == triggers.WAITING:
            return  # a trigger's controller chooses its target first (603.3d)
        if not put:
            break
    order = teams.turn_order_from(game, pid)
    txn.emit(v.PriorityGiven, game, rule, player=order[0])


def ask_land_sacrifice(txn: Txn, game: GameState) -> bool:
    """-- batch d-attack --: a player who put a land onto the battlefield and must then
    sacrifice a land (614.1a) is asked which before anyone gets priority; one with no
    land left owes nothing. True if a question is now open."""
    while (owed := actions.owed_land_sacrifice(game)) is not None:
        found = choosing.land_sacrifice(game)
        if found is not None:
            choosing.ask(txn, game, found)
            return True
        txn.emit(v.EffectsEnded, game, R.REPLACEMENT, effects=(owed.effect,))
    return False


def pass_priority(txn: Txn, game: GameState, pid: str) -> None:
    txn.emit(v.PriorityPassed, game, R.PASS, player=pid)
    if not set(game.living) <= set(game.passed):
        order = teams.turn_order_from(game, pid)
        give_priority(txn, game, order[1] if len(order) > 1 else pid, R.PASS)
        return
    if game.stack:
        if not stack.resolve_top(txn, game):
            give_priority(txn, game, game.active, R.PRIORITY_AFTER_RESOLVE)
        return
    end_step(txn, game)


# -- batch C-TURN: a turn or a draw step skipped instead (614.1b, 614.10) -----------------

#: the question asked of a player who may skip their turn or their draw step
SKIP = "skip"


def _first_draw_skipped(game: GameState) -> bool:
    """The rules skip the first turn's draw: the starting player's (103.8a), or the
    Two-Headed Giant team's (103.8b)."""
    return game.turn == 1 and (len(game.players) == 2 or game.shared_life)


def skip_offers(game: GameState, pid: str, what: str) -> list[int]:
    """``pid``'s permanents whose replacement lets them skip ``what`` (``turn`` or
    ``draw_step``) now: those whose condition (``as_long_as``) holds, in the order they
    are on the battlefield."""
    found: list[int] = []
    for oid in game.in_play:
        obj = game.objects[oid]
        if obj.controller != pid:
            continue
        for skip in defn(game, obj).skips:
            if skip.what == what and (skip.as_long_as is None
                                      or select(game, skip.as_long_as, pid, obj)):
                found.append(oid)
                break
    return found


def offer_skip(txn: Txn, game: GameState, pid: str, what: str, after: int = -1) -> bool:
    """Ask ``pid`` whether to skip ``what`` by the next permanent that offers it (after the
    one whose offer they declined, ``after``): the question's amount is that permanent.
    True if asked."""
    offers = skip_offers(game, pid, what) if pid in game.player else []
    if after >= 0:
        offers = offers[offers.index(after) + 1:] if after in offers else []
    if not offers:
        return False
    txn.emit(v.ChoiceRequested, game, R.SKIP_INSTEAD, player=pid, kind="skip",
             amount=offers[0])
    return True


def answer_skip(txn: Txn, game: GameState, pid: str, source: int, yes: bool) -> None:
    """``pid`` answers the offer of ``source``: skipped, the turn or step doesn't happen
    (614.10), the offer's ``then`` effects happen at once, and the next turn or the step
    after the draw step begins; declined, the next offer, or the turn or step begins."""
    what = "draw_step" if game.step == "upkeep" else "turn"
    extra = what == "turn" and bool(game.extra_turns) and game.extra_turns[0] == pid
    if not yes:
        if offer_skip(txn, game, pid, what, after=source):
            return
        if what == "turn":
            begin_turn(txn, game, pid, extra=extra)
        else:
            begin_step(txn, game, "draw", offered=True)
        return
    obj = game.objects[source]
    txn.emit(v.Skipped, game, R.SKIP_INSTEAD, player=pid, what=what, extra=extra,
             source=source, name=obj.name)
    skip = next(s for s in defn(game, obj).skips if s.what == what)
    if skip.then:
        run(Ctx(txn, game, obj, (), ()), skip.then)
    if what == "turn":
        next_turn(txn, game, after=None if extra else pid)
    else:
        step = following_step(game, "draw")
        begin_step(txn, game, step or "main1")
