"""State-based actions (704) and the end of a game (104, 800.4a).

:func:`check` performs every applicable state-based action at once, repeats
while any was performed (704.3), and ends the game when it is decided. A player
who lost by an effect while something resolved (104.3e: Lich) has lost at once,
but their game ends, or they leave it, at the next check: a resolution never stops
half-way because its game ended under it.
"""

from __future__ import annotations

from engine.characteristics import defn, is_creature, toughness
from engine.rules import actions, designations, life, triggers, variants
from engine.rules import citations as R
from engine.rules.options import option
from engine.txn import Txn
from events import vocabulary as v
from projections.state import GameState


def check(txn: Txn, game: GameState) -> bool:
    """Perform state-based actions until none apply. True if any was performed."""
    any_done = False
    while game.status == "running" and _once(txn, game):
        any_done = True
    if game.status == "running":
        triggers.state_triggers(txn, game)  # checked whenever state-based actions are (603.8)
    return any_done


def _once(txn: Txn, game: GameState) -> bool:
    unsettled = [pid for pid in game.players
                 if game.player[pid].lost and not game.player[pid].left]
    if unsettled:  # lost by an effect during a resolution (104.3e)
        settle(txn, game, unsettled)
        return True
    losers: list[tuple[str, str, str]] = []
    first_upkeep = game.parent is not None and game.turn == 1 and game.step == "upkeep"
    seven = first_upkeep and option(txn.state, "a11_short_library") == "seven"
    for pid in game.living:
        p = game.player[pid]
        if p.life <= 0 and not life.cant_lose_for_life(game, pid):  # Lich: 104.3b doesn't
            losers.append((pid, R.LOSE_LIFE_ZERO, "0 or less life"))
        elif p.drew_from_empty:
            losers.append((pid, R.cite(R.SUBGAME_SHORT_LIBRARY, txn.state.edition)
                           if first_upkeep else R.LOSE_EMPTY_LIBRARY,
                           "drew from an empty library"))
        elif seven and subgame_deck_size(game, pid) < 7:  # Ambiguity A11, read literally
            losers.append((pid, R.cite(R.SUBGAME_SHORT_LIBRARY, txn.state.edition),
                           "fewer than seven cards in their subgame deck"))
        elif p.counters.get("poison", 0) >= 10:
            losers.append((pid, R.LOSE_POISON, "ten or more poison counters"))
    moves: list[tuple[int, str, str, str]] = []  # (obj, to, reason, rule)
    for oid in game.in_play:
        obj = game.objects[oid]
        if is_creature(obj):
            t = toughness(game, obj)
            if t <= 0:
                moves.append((oid, "graveyard", "toughness 0 or less", R.SBA_TOUGHNESS))
            elif obj.damage >= t:
                moves.append((oid, "graveyard", "destroy", R.SBA_LETHAL))
        d = defn(obj)
        if d.enchant is not None:
            host = game.objects.get(obj.attached_to) if obj.attached_to is not None else None
            if host is None or host.zone != "battlefield" or not is_creature(host):
                moves.append((oid, "graveyard", "aura not attached", R.SBA_AURA))
    # 704.5j: legend rule; keep the newest (highest id) of each name per controller.
    seen: dict[tuple[str, str], int] = {}
    for oid in sorted(game.in_play, reverse=True):
        obj = game.objects[oid]
        if "Legendary" in defn(obj).supertypes:
            key = (obj.controller, obj.name)
            if key in seen:
                moves.append((oid, "graveyard", "legend rule", R.SBA_LEGEND))
            else:
                seen[key] = oid
    moves += variants.commanders_to_command_zone(txn.state, game)  # 903.9a
    tokens = [o for o in game.objects.values() if o.token and o.zone != "battlefield"]
    if not (losers or moves or tokens or _control_changes(game)):
        return False
    for pid, rule, reason in losers:
        txn.emit(v.PlayerLost, game, rule, player=pid, reason=reason)
    done: set[int] = set()
    for oid, to, reason, rule in moves:
        if oid in done or oid not in game.objects:
            continue
        done.add(oid)
        actions.move(txn, game, game.objects[oid], to, reason, rule)
    for obj in tokens:
        if obj.oid in game.objects:
            txn.emit(v.ObjectCeased, game, R.SBA_TOKEN, obj=obj.oid, name=obj.name,
                     reason="token left the battlefield")
    for oid, controller in _control_changes(game):
        txn.emit(v.ControlChanged, game, R.CONTROL_LAYER, obj=oid, controller=controller)
    if losers:
        settle(txn, game, [pid for pid, _, _ in losers])
    return True


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


def _control_changes(game: GameState) -> list[tuple[int, str]]:
    """Permanents whose controller should differ, given the control Auras on them (613.1b)."""
    wanted: dict[int, str] = {}
    for oid in game.in_play:
        aura = game.objects[oid]
        if aura.attached_to is not None and defn(aura).aura == "control":
            wanted[aura.attached_to] = aura.controller
    changes = []
    for oid in game.in_play:
        obj = game.objects[oid]
        target = wanted.get(oid, obj.owner)
        if obj.controller != target and game.player[target].in_game:
            changes.append((oid, target))
    return changes


def settle(txn: Txn, game: GameState, losers: list[str]) -> None:
    """After players lose: end the game if it is decided, else they leave it (800.4a)."""
    living = game.living
    if not living:
        end_game(txn, game, (), True, R.DRAW_GAME)
        return
    if len(living) == 1:
        end_game(txn, game, tuple(living), False, R.WIN_LAST_PLAYER)
        return
    for pid in losers:
        leave(txn, game, pid)


def end_game(txn: Txn, game: GameState, winners: tuple[str, ...], draw: bool,
             rule: str) -> None:
    """The game is over (104.1); a subgame then hands back to its parent (727.5)."""
    txn.emit(v.GameEnded, game, rule, winners=winners, draw=draw)
    if game.parent is not None:
        from engine.rules import subgames  # the subgame procedure builds on this module

        subgames.finish(txn, game, winners, draw)


def leave(txn: Txn, game: GameState, pid: str) -> None:
    """A player leaves a multiplayer game: objects they own leave, and what they
    control of others' is exiled (800.4a)."""
    txn.emit(v.PlayerLeft, game, R.LEAVE_MULTIPLAYER, player=pid)
    designations.player_leaves(txn, game, pid)  # the monarch's title passes on (724.4)
    for obj in list(game.objects.values()):
        if obj.oid not in game.objects:
            continue
        if obj.owner == pid:
            if obj.card is None:
                txn.emit(v.ObjectCeased, game, R.LEAVE_MULTIPLAYER, obj=obj.oid, name=obj.name,
                         reason=f"{pid} left the game")
            else:
                txn.emit(v.CardLeftGame, game, R.LEAVE_MULTIPLAYER, card=obj.card, obj=obj.oid,
                         reason=f"{pid} left the game")
        elif obj.controller == pid and obj.zone in ("battlefield", "stack"):
            actions.move(txn, game, obj, "exile", "controller left the game",
                         R.LEAVE_MULTIPLAYER)
