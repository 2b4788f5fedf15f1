"""The family's rules in words, kept importable here for one release (deprecated): they live in
`zweiundzwanzig.family.explain` (Big Two's and Arschloch's in ``big_two.explain`` and
``arschloch.explain``).

Import from ``zweiundzwanzig.family.explain`` instead.
"""

import warnings

from zweiundzwanzig.family.explain import (
    DOCS,
    OPTIONS,
    PRESET_NAMES,
    guide,
    option_text,
    rules_text,
)

warnings.warn(
    "zweiundzwanzig.explain moved to zweiundzwanzig.family.explain; the old path goes in the next "
    "release",
    DeprecationWarning,
    stacklevel=2,
)

__all__ = ["DOCS", "OPTIONS", "PRESET_NAMES", "guide", "option_text", "rules_text"]
