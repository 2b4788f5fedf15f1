"""The family's terminal game, kept importable here for one release (deprecated): it lives
in `zweiundzwanzig.family.play`."""

import warnings

from zweiundzwanzig.family.play import (
    ADVICE_WORDS,
    HELP,
    PAUSE_PROMPT,
    WATCH_PROMPT,
    TerminalGame,
    as_you,
    main_play,
)

warnings.warn(
    "zweiundzwanzig.play moved to zweiundzwanzig.family.play; the old path goes in the next "
    "release",
    DeprecationWarning,
    stacklevel=2,
)

__all__ = [
    "ADVICE_WORDS",
    "HELP",
    "PAUSE_PROMPT",
    "WATCH_PROMPT",
    "TerminalGame",
    "as_you",
    "main_play",
]
