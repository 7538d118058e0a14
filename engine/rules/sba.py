"""State-based actions (704) and the end of a game (104, 800.4a).

:func:`check` performs every applicable state-based action at once, repeats
while any was performed (704.3), and ends the game when it is decided. Besides
704.5 it performs the variants' own (704.6): a Two-Headed Giant team's life and
poison (704.6a, 704.6b), commander damage (704.6c), a commander's return to the
command zone if its owner says so (704.6d, 903.9a: the owner is asked first, and
the check waits for the answer) and a face-up phenomenon (704.6f).

Control (613.1b): a permanent is controlled by the player under whose control it
entered the battlefield (110.2) unless a control-changing effect says otherwise:
a control Aura (Control Magic) or a one-shot change recorded as an effect
(:func:`gain_control`, lasting as long as it says, 611.2a). The check puts each
permanent under the control the latest of those gives it, and back under its
default controller when none applies; it never resets control to the owner.

A player who lost by an effect while something resolved (104.3e: Lich) has lost at
once, but their game ends, or they leave it, at the next check: a resolution never
stops half-way because its game ended under it.
"""

from __future__ import annotations

from shahrazad.cards.model import TargetSpec
from shahrazad.characteristics import (
    defn,
    holdings,
    is_creature,
    keywords,
    restrictions,
    toughness,
    wanted_controllers,
)
from shahrazad.events import vocabulary as v
from shahrazad.layers import granted_elsewhere, printed
from shahrazad.layers import kept as kept_for_game
from shahrazad.projections.state import GameState, Obj
from shahrazad.rules import (
    actions,
    ante,
    commander,
    designations,
    life,
    planechase,
    planeswalkers,
    protection,
    teams,
    triggers,
    variants,
)
from shahrazad.rules import citations as R
from shahrazad.rules.options import option
from shahrazad.rules.stack import GRAVEYARD_TARGETS
from shahrazad.rules.targets import is_legal
from shahrazad.txn import Txn

#: combat damage from one commander that loses the game (903.10a)
COMMANDER_DAMAGE_LOSS = 21


def check(txn: Txn, game: GameState, then: str | None = None,
          kept: tuple[int, ...] = ()) -> bool:
    """Perform state-based actions until none apply. True if any was performed, or if
    the check waits for a player to answer: a commander's owner (903.9a) or a player
    with two legends of one name (704.5j). ``game.choice`` is then set, and ``then`` is
    who receives priority once they have. ``kept``: the legends chosen to stay."""
    any_done = False
    while game.status == "running" and not commander.asking(game) and not asking(game):
        if commander.offer_return(txn, game, then or game.active or ""):
            return True  # 903.9a: asked first; the actions wait for the answer
        if _offer_legend_choice(txn, game, then or game.active or "", kept):
            return True  # 704.5j: asked first, so the moves go with the others (704.3)
        if not _once(txn, game, kept):
            break
        any_done = True
    if game.status == "running":
        triggers.state_triggers(txn, game)  # checked whenever state-based actions are (603.8)
    return any_done


def _losses(txn: Txn, game: GameState) -> list[tuple[str, str, str]]:
    """The players who lose (704.5a-c, 704.6a-c), as (player, rule, reason)."""
    losers: list[tuple[str, str, str]] = []
    first_upkeep = game.parent is not None and game.turn == 1 and game.step == "upkeep"
    seven = first_upkeep and option(txn.state, "a11_short_library") == "seven"
    for pid in game.living:
        p = game.player[pid]
        if p.life <= 0 and game.shared_life:
            losers.append((pid, R.SBA_TEAM_LIFE, "their team has 0 or less life"))
        elif p.life <= 0 and not life.cant_lose_for_life(game, pid):  # Lich: 104.3b doesn't
            losers.append((pid, R.LOSE_LIFE_ZERO, "0 or less life"))
        elif p.drew_from_empty:
            losers.append((pid, R.cite(R.SUBGAME_SHORT_LIBRARY, txn.state.edition)
                           if first_upkeep else R.LOSE_EMPTY_LIBRARY,
                           "drew from an empty library"))
        elif seven and subgame_deck_size(game, pid) < 7:  # Ambiguity A11, read literally
            losers.append((pid, R.cite(R.SUBGAME_SHORT_LIBRARY, txn.state.edition),
                           "fewer than seven cards in their subgame deck"))
        elif game.shared_life and teams.team_poison(game, pid) >= teams.TEAM_POISON:
            losers.append((pid, R.SBA_TEAM_POISON, "their team has fifteen or more poison "
                                                   "counters"))
        elif not game.shared_life and p.counters.get("poison", 0) >= 10:
            losers.append((pid, R.LOSE_POISON, "ten or more poison counters"))
        elif game.commander_damage and any(
                n >= COMMANDER_DAMAGE_LOSS for n in game.commander_damage.get(pid, {}).values()):
            losers.append((pid, R.SBA_COMMANDER_DAMAGE, "21 or more combat damage from one "
                                                        "commander"))
    return teams.losing_together(game, losers)


def _once(txn: Txn, game: GameState, kept: tuple[int, ...] = ()) -> bool:
    unsettled = [pid for pid in game.players
                 if game.player[pid].lost and not game.player[pid].left]
    if unsettled:  # lost by an effect during a resolution (104.3e)
        settle(txn, game, unsettled)
        return True
    losers = _losses(txn, game)
    moves: list[tuple[int, str, str, str]] = []  # (obj, to, reason, rule)
    for oid in game.in_play:
        obj = game.objects[oid]
        if is_creature(game, obj):
            t = toughness(game, obj)
            if t <= 0:
                moves.append((oid, "graveyard", "toughness 0 or less", R.SBA_TOUGHNESS))
            elif obj.damage >= t and "indestructible" not in keywords(game, obj):
                moves.append((oid, "graveyard", "destroy", R.SBA_LETHAL))  # 702.12b
        d = defn(game, obj)
        # -- batch D-TRIG --: only an Aura (303.4): one returned as a non-Aura enchantment
        # has lost its subtype, and with it what it enchants
        if d.enchant is not None and not _lost_aura(game, obj, d.subtypes):
            host = game.objects.get(obj.attached_to) if obj.attached_to is not None else None
            # protection is named first: it also makes the host an illegal one (702.16c)
            if host is not None and host.zone == "battlefield" and \
                    protection.protected_from(game, host, obj) and \
                    not enchantable(game, obj, d.enchant, host):  # -- B03: the Wards
                moves.append((oid, "graveyard", "enchanting a creature with protection from "
                               "it", R.SBA_AURA))
            elif host is None or host.zone != "battlefield" or \
                    not enchantable(game, obj, d.enchant, host):
                moves.append((oid, "graveyard", "aura not attached", R.SBA_AURA))
    # 704.5j: the legend rule; its controller has chosen the one that stays
    for group in _legend_groups(game):
        stays = [oid for oid in group if oid in kept]
        for oid in group:
            if oid not in stays[:1]:
                moves.append((oid, "graveyard", "legend rule", R.SBA_LEGEND))
    moves += world_rule(game)  # 704.5k (batch B09)
    moves += variants.commanders_to_command_zone(txn.state, game)  # 903.9a
    moves += planeswalkers.out_of_loyalty(game)  # 704.5i
    tokens = [o for o in game.objects.values() if o.token and o.zone != "battlefield"]
    phenomenon = planechase.phenomenon_done(game)  # 704.6f
    if not (losers or moves or tokens or phenomenon or _control_changes(game)):
        return False
    for pid, rule, reason in losers:
        txn.emit(v.PlayerLost, game, rule, player=pid, reason=reason)
    done: set[int] = set()
    with txn.together():  # all at once (704.3): each death sees the others (603.10a)
        for oid, to, reason, rule in moves:
            if oid in done or oid not in game.objects:
                continue
            done.add(oid)
            if reason == "destroy":  # a regeneration shield may replace it (701.19a)
                actions.destroy(txn, game, game.objects[oid], rule)
                continue
            actions.move(txn, game, game.objects[oid], to, reason, rule)
    for obj in tokens:
        if obj.oid in game.objects:
            txn.emit(v.ObjectCeased, game, R.SBA_TOKEN, obj=obj.oid, name=obj.name,
                     reason="token left the battlefield")
    for oid, controller in _control_changes(game):
        txn.emit(v.ControlChanged, game, R.CONTROL_LAYER, obj=oid, controller=controller)
    if phenomenon:
        planechase.planeswalk(txn, game, planechase.planar_controller(game), R.SBA_PHENOMENON)
    if losers:
        settle(txn, game, [pid for pid, _, _ in losers])
    return True


# -- the legend rule (704.5j) ---------------------------------------------------------

#: the question the legend rule asks (:mod:`shahrazad.decisions.kinds.legend` answers it)
LEGEND = "legend"


def asking(game: GameState) -> bool:
    """Whether ``game`` waits for a player to choose which legend stays (704.5j): its
    check of state-based actions, and the priority after it, wait too."""
    return game.choice is not None and game.choice.kind == LEGEND


def _legend_groups(game: GameState) -> tuple[tuple[int, ...], ...]:
    """Each set of two or more legendary permanents one player controls with one name,
    in the order they came to the battlefield (worked out once as long as the game
    doesn't change: every check of state-based actions asks)."""
    memo = kept_for_game(game)
    found: tuple[tuple[int, ...], ...] | None = memo.get("legend_groups")  # type: ignore[assignment]
    if found is None:
        groups: dict[tuple[str, str], list[int]] = {}
        for obj in sorted(holdings(game).supertypes.get("Legendary", ()), key=_oid):
            groups.setdefault((obj.controller, obj.name), []).append(obj.oid)
        found = memo["legend_groups"] = tuple(tuple(oids) for oids in groups.values()
                                               if len(oids) > 1)
    return found


def _oid(obj: Obj) -> int:
    return obj.oid


def legend_group(game: GameState, oid: int) -> tuple[int, ...]:
    """The legendary permanents of ``oid``'s controller with ``oid``'s name, ``oid``'s
    own included, while two or more (else empty)."""
    return next((group for group in _legend_groups(game) if oid in group), ())


def _offer_legend_choice(txn: Txn, game: GameState, then: str,
                         kept: tuple[int, ...]) -> bool:
    """Ask the first player in turn order who has legends of one name and has not said
    which stays (704.5j; 101.4: in APNAP order). True if a question is now open."""
    if game.choice is not None:
        return False
    groups = _legend_groups(game)
    if not groups:
        return False
    order = {pid: i for i, pid in enumerate(teams.turn_order_from(game, game.active))}
    for group in sorted(groups,
                        key=lambda g: order.get(game.objects[g[0]].controller, len(order))):
        if any(oid in kept for oid in group):
            continue
        first = game.objects[group[0]]
        txn.emit(v.LegendChoiceOffered, game, R.SBA_LEGEND, player=first.controller,
                 name=first.name, objs=group, kept=kept, then=then)
        return True
    return False


def world_rule(game: GameState) -> list[tuple[int, str, str, str]]:
    """704.5k, the world rule (batch B09): of two or more permanents with the supertype
    world, all but the one that has had it for the shortest time go to their owners'
    graveyards. The newest is the one that entered last (the highest id); a world
    supertype is never gained later by an effect of the pool."""
    memo = kept_for_game(game)
    worlds: list[int] | None = memo.get("worlds")  # type: ignore[assignment]
    if worlds is None:  # worked out once as long as the game doesn't change
        worlds = memo["worlds"] = sorted(
            (obj.oid for obj in holdings(game).supertypes.get("World", ())), reverse=True)
    return [(oid, "graveyard", "world rule", R.SBA_WORLD) for oid in worlds[1:]]


def _lost_aura(game: GameState, obj: Obj, subtypes: frozenset[str]) -> bool:
    """-- batch D-TRIG --: whether an Aura has lost its Aura subtype (a continuous
    effect's, 613.1d): it is no longer an Aura, and no longer attached to anything."""
    return "Aura" not in subtypes and "Aura" in printed(obj).subtypes


def enchantable(game: GameState, aura: Obj, enchant: TargetSpec, host: Obj) -> bool:
    """Whether ``aura`` may be attached to ``host`` (704.5m, 303.4d): the host is what
    its "enchant" says (an Aura that returned a card from a graveyard enchants the
    creature that card became: Animate Dead)."""
    if host.oid == aura.oid:
        return False  # 303.4d: an Aura can't enchant itself
    if enchant.kind in GRAVEYARD_TARGETS:
        return is_creature(game, host)
    if any(st.cant == "be_enchanted_by_other_auras" and source.oid != aura.oid
           for source, st in restrictions(game, host)):
        return False  # -- batch B03 --: Consecrate Land (303.4, 704.5m)
    if is_legal(game, enchant, host.oid, aura.controller, aura.oid, attaching=True):
        return True  # batch MISC: attached, no target (shroud keeps no Aura off, 702.18a)
    # -- batch B03 --: an Aura whose own protection doesn't remove it (the Wards' "this
    # effect doesn't remove Black Ward"): it stays if what keeps it off is only the
    # protection its own static ability gives, not protection from elsewhere (702.16c)
    if host.oid != aura.attached_to:
        return False
    kept = {k for st in defn(game, aura).statics
            if st.doesnt_remove_this and st.affects == "attached" for k in st.keywords}
    if not kept or not is_legal(game, enchant, host.oid, aura.controller, None, attaching=True):
        return False
    has = protection.qualities_of(game, aura)
    against = [k for k in protection.QUALITIES
               if k in keywords(game, host) and protection.QUALITIES[k] in has]
    return all(k in kept and not granted_elsewhere(game, host.oid, k, aura.oid)
               for k in against)


def subgame_deck_size(game: GameState, pid: str) -> int:
    """How many cards ``pid`` brought into subgame ``game`` as their deck (727.2, 727.3).

    Until the first turn's draw step nothing adds cards to a subgame or takes them out
    of it, so this counts the cards ``pid`` owns there outside the command zone.
    """
    return sum(1 for o in game.objects.values()
               if o.owner == pid and o.card is not None and o.zone != "command")


def short_libraries_before_first_turn(txn: Txn, game: GameState) -> None:
    """2004's "loses the game as soon as it starts" read as *before the first turn*
    (Ambiguity A21): once every player has kept, a player whose subgame deck couldn't
    give them an opening hand loses (506.3), mulligans or not."""
    if game.parent is None or txn.state.edition != "2004" or \
            option(txn.state, "a21_short_library_loss") != "before_first_turn":
        return
    losers = [pid for pid in game.living if game.player[pid].drew_from_empty]
    for pid in losers:
        txn.emit(v.PlayerLost, game, R.cite(R.SUBGAME_SHORT_LIBRARY, txn.state.edition),
                 player=pid, reason="fewer cards in their subgame deck than an opening hand")
    if losers:
        settle(txn, game, losers)


#: the kind of effect a one-shot control change is recorded as (:func:`gain_control`)
CONTROL = "control"


def default_controller(obj: Obj) -> str:
    """Who controls ``obj`` when no control-changing effect applies: the player under
    whose control it entered the battlefield (110.2)."""
    return obj.default_controller or obj.controller


def _control_changes(game: GameState) -> list[tuple[int, str]]:
    """Permanents whose controller should differ (613.1b): the latest control-changing
    effect on each (a static ability, Control Magic's; a one-shot change) gives it its
    controller, in timestamp order (layer 2 of :mod:`shahrazad.layers`); with none, its
    default controller. Nothing changes to the control of a player who has left
    (800.4b)."""
    objects = game.objects
    in_play = game.in_play
    wanted = {oid: controller for oid, controller in wanted_controllers(game).items()
              if controller in game.player and game.player[controller].in_game}
    changes = []
    for oid in in_play:
        obj = objects[oid]
        # default_controller(obj), inlined: this runs at every check
        target = wanted.get(oid) or obj.default_controller or obj.controller
        if obj.controller != target and game.player[target].in_game:
            changes.append((oid, target))
    return changes


def gain_control(txn: Txn, game: GameState, obj: Obj, player: str, rule: str,
                 until: str = "", source: int | None = None) -> None:
    """A one-shot effect gives ``player`` control of ``obj`` (613.1b): recorded as an
    effect that lasts ``until`` it says, for the rest of the game if it says nothing
    (611.2a), so that later checks keep the permanent where the effect put it."""
    if obj.zone != "battlefield" or not game.player[player].in_game:
        return  # 800.4b: nothing changes to the control of a player who has left
    txn.emit(v.EffectCreated, game, rule, effect=txn.new_id(), kind=CONTROL, source=source,
             controller=player, subject=obj.oid, power=0, toughness=0, until=until)
    if obj.controller != player:
        txn.emit(v.ControlChanged, game, R.CONTROL_LAYER, obj=obj.oid, controller=player)


def settle(txn: Txn, game: GameState, losers: list[str]) -> None:
    """After players lose: end the game if it is decided, else they leave it (800.4a).
    With teams, the game is decided when one team has a player left (104.2c), and every
    player of that team wins; in Two-Headed Giant a player who loses, or concedes, takes
    their teammate out too (810.8a, 810.8b)."""
    if game.shared_life:
        for pid in list(losers):
            for mate in teams.team_of(game, pid):
                if mate not in losers and game.player[mate].in_game:
                    txn.emit(v.PlayerLost, game, R.TEAM_LOSES, player=mate,
                             reason=f"their teammate {pid} lost")
                    losers.append(mate)
    living = game.living
    team_won = teams.winners(game)
    if not living or team_won == ():
        end_game(txn, game, (), True, R.DRAW_GAME)
        return
    if team_won is not None:
        end_game(txn, game, team_won, False, R.TEAM_WINS)
        return
    if len(living) == 1 and not game.teams:
        end_game(txn, game, tuple(living), False, R.WIN_LAST_PLAYER)
        return
    for pid in losers:
        leave(txn, game, pid)


def end_game(txn: Txn, game: GameState, winners: tuple[str, ...], draw: bool,
             rule: str) -> None:
    """The game is over (104.1); its winner becomes the owner of its ante, if it was
    played for ante (407.2); a subgame then hands back to its parent (727.5), its cards
    going home to their owners, the new ones included."""
    txn.emit(v.GameEnded, game, rule, winners=winners, draw=draw)
    ante.award(txn, game)
    if game.parent is not None:
        # at call time: the subgame procedure (727.5) builds on this module
        from shahrazad.rules import subgames

        subgames.finish(txn, game, winners, draw)


def leave(txn: Txn, game: GameState, pid: str) -> None:
    """A player leaves a multiplayer game (800.4a), in the rule's order: the objects they
    own leave the game and the effects that give them control of anything end; then the
    abilities they control on the stack cease to exist; then what they still control is
    exiled. So a permanent they controlled through a control effect (their Control
    Magic left with them) goes back to its controller first and stays; one that entered
    the battlefield under their control is exiled. Their cards in the ante zone stay
    there (800.4n): they are still played for. A face-up plane they owned is replaced by
    the next (901.10)."""
    txn.emit(v.PlayerLeft, game, R.LEAVE_MULTIPLAYER, player=pid)
    designations.player_leaves(txn, game, pid)  # the monarch's title passes on (723.4)
    plane_left = planechase.face_up_owned_by(game, pid)
    for obj in list(game.objects.values()):
        if obj.oid not in game.objects or obj.owner != pid or obj.zone == "ante":
            continue
        if obj.card is None:
            txn.emit(v.ObjectCeased, game, R.LEAVE_MULTIPLAYER, obj=obj.oid, name=obj.name,
                     reason=f"{pid} left the game")
        else:
            txn.emit(v.CardLeftGame, game, R.LEAVE_MULTIPLAYER, card=obj.card, obj=obj.oid,
                     reason=f"{pid} left the game")
    ending = tuple(e.effect for e in game.effects.values()
                   if e.kind == CONTROL and e.controller == pid)
    if ending:
        txn.emit(v.EffectsEnded, game, R.LEAVE_MULTIPLAYER, effects=ending)
    for oid, controller in _control_changes(game):
        txn.emit(v.ControlChanged, game, R.LEAVE_MULTIPLAYER, obj=oid, controller=controller)
    for obj in [o for o in game.objects.values() if o.controller == pid and o.zone == "stack"
                and o.card is None]:
        txn.emit(v.ObjectCeased, game, R.LEAVE_MULTIPLAYER, obj=obj.oid, name=obj.name,
                 reason=f"its controller {pid} left the game")
    for obj in list(game.objects.values()):
        if obj.oid in game.objects and obj.controller == pid and \
                obj.zone in ("battlefield", "stack"):
            actions.move(txn, game, obj, "exile", "controller left the game",
                         R.LEAVE_MULTIPLAYER)
    if plane_left:
        planechase.replace_plane(txn, game, pid)


# -- a scenario's setup (shahrazad.scenario.setup) -------------------------------------------


def control_changes(game: GameState) -> list[tuple[int, str]]:
    """The permanents of ``game`` whose controller the control-changing effects on them
    (613.1b) would change, with the player they would give them to: none, in a position
    a scenario may state."""
    return _control_changes(game)
