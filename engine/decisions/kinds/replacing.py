"""-- batch D-DRAW --: the replacement effects of a draw (616.1): ``replace NAME [choosing
CARD]``.

When two or more replacement effects would apply to a player's draw, the player chooses
the one that applies first (616.1), by the permanent it comes from: an offer to skip the
draw (Island Sanctuary: choosing it skips the draw), a "next time you would draw" effect
(Aladdin's Lamp's look at the top cards, Ring of Ma'ruf's card from outside the game), a
"discards a card instead" (Chains of Mephistopheles). The same question asks for the card
a replacement has them choose, when it is the only one: the card to discard, or the card
of the top ones to keep (``choosing CARD``). A look chosen among several is chosen first
with no card: its cards are looked at, then the question comes again for that one only.
What it does instead may be another draw, and the question comes again for it, without
the replacements applied already (614.5).

Asked while a spell or ability resolves, the answer goes back to it (the question's amount
is how many of its draws were made before); asked for the draw step's own draw, the draw
goes on, then the active player gets priority.

A replacement whose source is no longer on the battlefield (Ring of Ma'ruf's, made as it
was exiled) is named by its number among those that apply (``replace 2``).

The passive agent applies the first that doesn't skip, choosing the first card.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from shahrazad.decisions import Asked, Entry, ReplaceWith, Role, question, registers
from shahrazad.decisions.kinds.common import fail, where
from shahrazad.decisions.kinds.resolving import resume
from shahrazad.naming import Named, NamingError, objects, pick
from shahrazad.rules import actions, turns
from shahrazad.rules import citations as R
from shahrazad.txn import Txn

REPLACE = question(actions.REPLACE_DRAW, "616.1")


def _options(at: Asked) -> list[actions.Instead]:
    return actions.draw_options(at.game, at.player)


@registers(ReplaceWith, asks=REPLACE, rule="616.1")
class _ReplaceWith(Entry[ReplaceWith]):
    def check(self, at: Asked, d: ReplaceWith) -> None:
        options = _options(at)
        pick_ = next((o for o in options if o.key == (d.source, d.effect)), None)
        if pick_ is None:
            names = ", ".join(at.game.objects[o.source].name for o in options
                              if o.source in at.game.objects)
            raise fail("616.1", "no replacement effect of that permanent applies to the "
                                f"draw: choose among {names or 'none'}")
        if d.card is not None and d.card not in pick_.pool:
            raise fail("616.1", f"{at.game.objects[d.source].name} has you choose among "
                                "other cards")
        if d.card is None and pick_.chooses and len(options) == 1:
            raise fail("616.1", f"choose the card {at.game.objects[d.source].name} has you "
                                "choose")

    def perform(self, txn: Txn, at: Asked, d: ReplaceWith) -> None:
        game = at.game
        if game.resolving is not None:
            resume(txn, at, d)
        elif actions.draw(txn, game, at.player, 1, R.DRAW_STEP, answer=d) is None:
            turns.give_priority(txn, game, game.active, R.PRIORITY_STEP)

    def candidates(self, at: Asked) -> Iterator[ReplaceWith]:
        options = _options(at)
        for o in options:
            if o.chooses and (len(options) == 1 or o.how == "discard"):
                for card in o.pool:
                    yield ReplaceWith(o.source, o.effect, card)
            else:
                yield ReplaceWith(o.source, o.effect)

    def passive(self, at: Asked) -> ReplaceWith | None:
        options = _options(at)
        for o in options:
            if o.how != "skip":
                card = o.pool[0] if o.chooses and (len(options) == 1 or o.how == "discard") \
                    else None
                return ReplaceWith(o.source, o.effect, card)
        return None

    def scope(self, at: Asked, role: Role) -> list[Named]:
        options = _options(at)
        if role == "chosen":
            return objects(at.game, [c for o in options for c in o.pool])
        # in the order of the objects, so that NAME#2 is the same permanent as elsewhere
        return objects(at.game, sorted({o.source for o in options
                                        if o.source in at.game.objects}))

    def parse(self, at: Asked, text: str) -> ReplaceWith:
        head, _, card_text = text.partition(" choosing ")
        if not head.strip():
            raise NamingError("replace: say replace NAME [choosing CARD]")
        options = _options(at)
        if head.strip().isdigit():
            # a replacement whose source has left the battlefield (Ring of Ma'ruf's, made
            # as it was exiled) is named by its number, in the order the effects were made
            number = int(head.strip())
            if not 1 <= number <= len(options):
                raise NamingError(f"replace: there are {len(options)} replacement effects "
                                  "that apply: say a number from 1")
            option = options[number - 1]
        else:
            source = pick(head.strip(), self.scope(at, "source"), players=at.game.players,
                          where=where(at, "among the permanents whose replacement applies"))
            option = next(o for o in options if o.source == source.key)
        card = None
        if card_text.strip():
            card = pick(card_text.strip(), objects(at.game, option.pool),
                        players=at.game.players,
                        where=where(at, "among the cards it has you choose")).key
        return ReplaceWith(option.source, option.effect, card)

    def scenario(self, value: object, fields: Mapping[str, Any]) -> str:
        return f"replace {value}"
