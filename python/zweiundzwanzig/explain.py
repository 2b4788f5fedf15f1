"""The family's rules in words, kept importable here: they live in
`zweiundzwanzig.family.explain` (Big Two's and Arschloch's in ``big_two.explain`` and
``arschloch.explain``).

>>> from zweiundzwanzig import Rules
>>> from zweiundzwanzig.explain import guide, rules_text
>>> print(rules_text(Rules.rasmussen()).splitlines()[0])
Schlagen und Stechen (Ben Rasmussen's variant): Rules.rasmussen()
"""

from zweiundzwanzig.family.explain import (
    DOCS,
    OPTIONS,
    PRESET_NAMES,
    guide,
    option_text,
    rules_text,
)

__all__ = ["DOCS", "OPTIONS", "PRESET_NAMES", "guide", "option_text", "rules_text"]
