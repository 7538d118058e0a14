"""The Old School 93/94 pool, by the set each card was first printed in, loaded on demand.

One package per set (its code in lower case: ``lea`` for Alpha, whose reprints in Beta
and Unlimited add no new name but two, recorded as first printed in ``LEB``), modules
inside it by color (or any grouping), each holding ``DEFS``, its cards as
:class:`~shahrazad.cards.model.CardDef` data. Each card's ``first_printed`` is its
set's code.

Nothing here is imported until a card of it is asked for: the pool
(:mod:`shahrazad.cards.pool`) finds the module that holds a name in the pool's summary
(:mod:`shahrazad.cards.pool_summary`, generated from these modules) and imports that
module alone. A module is found on disk (:func:`modules`), so a new one needs no list
edited; a card the summary doesn't know yet is still found, by loading every module
(:func:`load_all`), and ``tests/test_pool_loading.py`` fails until the summary is
generated again (``python -m shahrazad.cards.summarize``).

>>> from shahrazad.cards import sets
>>> "lea.red" in sets.modules()
True
>>> [d.name for d in sets.load("lea.red")][:2]
['Goblin King', "Mons's Goblin Raiders"]
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from shahrazad.cards.model import CardDef

__all__ = ["load", "load_all", "modules"]

_HERE = Path(__file__).resolve().parent


@cache
def modules() -> tuple[str, ...]:
    """Every card module of the sets, as ``set.module`` (``lea.red``), found on disk:
    the set packages in their folder's order of sets (sorted), their modules sorted."""
    found = []
    for package in pkgutil.iter_modules([str(_HERE)]):
        if not package.ispkg:
            continue
        for module in pkgutil.iter_modules([str(_HERE / package.name)]):
            if not module.ispkg and not module.name.startswith("_"):
                found.append(f"{package.name}.{module.name}")
    return tuple(sorted(found))


def load(module: str) -> list[CardDef]:
    """The cards of one module of the sets (``lea.red``), importing it (once)."""
    loaded = importlib.import_module(f"{__name__}.{module}")
    defs: list[CardDef] = loaded.DEFS
    return defs


def load_all() -> list[CardDef]:
    """Every card of the sets, module by module in :func:`modules`' order."""
    return [d for module in modules() for d in load(module)]


def __getattr__(name: str) -> Any:
    """``DEFS``: every card of the sets (loads them all; :func:`load_all`)."""
    if name == "DEFS":
        return load_all()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
