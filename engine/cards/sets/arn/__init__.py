"""Arabian Nights (1993): the cards first printed there (ARN), by color (their modules are
found and loaded by :mod:`shahrazad.cards.sets`, one at a time).
"""
