"""The rules of Magic as functions that emit events.

Importing this package installs the trigger detector (603.2) on every
:class:`~engine.txn.Txn`.
"""

from engine.rules import phasing as _phasing  # noqa: F401 - registers its effects
from engine.rules import triggers as _triggers  # noqa: F401
