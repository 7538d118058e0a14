"""Cards as data: the card language and the pool.

* :mod:`engine.cards.model`: the language (``CardDef``, abilities, the effect
  primitives and the words they take); its docstring is the reference.
* :mod:`engine.cards.pool`: the pool (``CARDS``) and :func:`~engine.cards.pool.card`.
* :mod:`engine.cards.data`: a card as plain data (TOML, JSON, a log's msgpack) and back.
* :mod:`engine.cards.catalog`: the pool plus a table's own cards.
* :mod:`engine.cards.words`: a card's abilities in words, from its data.
"""
