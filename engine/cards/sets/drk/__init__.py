"""The Dark (1994): the cards first printed there (DRK), by color (their modules are found
and loaded by :mod:`shahrazad.cards.sets`, one at a time).
"""
