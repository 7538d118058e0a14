"""The rules of Magic as functions that emit events.

Importing this package installs the trigger detector (603.2) on every
:class:`~engine.txn.Txn`.
"""

from engine.rules import effects as _effects  # noqa: F401 - registers the effect runners
from engine.rules import triggers as _triggers  # noqa: F401
