"""The rules of Magic as functions that emit events.

Importing this package installs the trigger detector (603.2) on every
:class:`~shahrazad.txn.Txn`.
"""

from shahrazad.rules import effects as _effects  # noqa: F401 - registers the effect runners
from shahrazad.rules import life as _life  # noqa: F401 - registers the life replacements
from shahrazad.rules import triggers as _triggers  # noqa: F401
