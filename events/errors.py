"""The root of every error Shahrazad raises on purpose.

Each error class of the package derives from :class:`ShahrazadError` (and, where one
fits, from the built-in error it always was: a bad deck is still a ``ValueError``), so
a program that drives Shahrazad can tell its refusals apart from a bug with one
``except``:

>>> from shahrazad.decks import DeckError
>>> issubclass(DeckError, ShahrazadError) and issubclass(DeckError, ValueError)
True

The command line prints any of them as one line and exits with status 2.
"""

from __future__ import annotations

__all__ = ["ShahrazadError"]


class ShahrazadError(Exception):
    """An error Shahrazad raises on purpose: bad input, a refused decision, a damaged
    log or store. Its message is written to be read by the user as it is."""
