"""The family's terminal game, kept importable here: it lives in `zweiundzwanzig.family.play`."""

from zweiundzwanzig.family.play import (
    ADVICE_WORDS,
    HELP,
    PAUSE_PROMPT,
    WATCH_PROMPT,
    TerminalGame,
    as_you,
    main_play,
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
