"""Legends (1994): the cards first printed there (LEG), by color (their modules are found
and loaded by :mod:`shahrazad.cards.sets`, one at a time).
"""
