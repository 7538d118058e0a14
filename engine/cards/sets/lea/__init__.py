"""Alpha (1993), with Beta and Unlimited: the cards first printed there (LEA), by color
(their modules are found and loaded by :mod:`shahrazad.cards.sets`, one at a time).
"""
