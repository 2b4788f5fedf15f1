"""The family's narration, kept importable here: it lives in `zweiundzwanzig.family.narrate`."""

from zweiundzwanzig.family.narrate import Event, Narrator

__all__ = ["Event", "Narrator"]
