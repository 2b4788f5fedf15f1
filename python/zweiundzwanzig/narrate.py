"""The family's narration, kept importable here for one release (deprecated): it lives in
`zweiundzwanzig.family.narrate`."""

import warnings

from zweiundzwanzig.family.narrate import Event, Narrator

warnings.warn(
    "zweiundzwanzig.narrate moved to zweiundzwanzig.family.narrate; the old path goes in the next "
    "release",
    DeprecationWarning,
    stacklevel=2,
)

__all__ = ["Event", "Narrator"]
