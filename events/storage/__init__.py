"""The storage layer: the portable log file (a header, then hash-chained events),
its index, signing, and the store built on ``eventsourcing`` (SQLite by default,
PostgreSQL by configuration).

It keeps events; it never applies the rules (:mod:`shahrazad.projections` folds
events into state, :mod:`shahrazad` decides which events happen).
"""
