"""Cards as data: the card language and the pool.

* :mod:`shahrazad.cards.model`: the language (``CardDef``, abilities, the effect
  primitives and the words they take); its docstring is the reference.
* :mod:`shahrazad.cards.pool`: the pool (``CARDS``) and :func:`~shahrazad.cards.pool.card`.
* :mod:`shahrazad.cards.data`: a card as plain data (TOML, JSON, a log's msgpack) and back.
* :mod:`shahrazad.cards.catalog`: the pool plus a table's own cards.
* :mod:`shahrazad.cards.words`: a card's abilities in words, from its data.
"""
