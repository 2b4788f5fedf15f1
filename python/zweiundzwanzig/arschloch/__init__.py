"""Arschloch with two decks and six jokers (the rules: ``docs/rules/arschloch.md``).

>>> from zweiundzwanzig import arschloch
>>> arschloch.Rules.standard().replace(games=3)
Rules.standard().replace(games=3)
"""

from zweiundzwanzig._core.arschloch import Rules

__all__ = ["Rules"]
