"""The rules of Magic as functions that emit events.

Importing this package wires the rules together (:func:`shahrazad.rules.wiring.install`:
the trigger detector of 603.2 on every :class:`~shahrazad.txn.Txn`, the replacement
points, the table of effect runners), whichever of its modules is imported first.
"""

from shahrazad.rules.wiring import install

install()
