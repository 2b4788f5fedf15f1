"""How `zweiundzwanzig advise --game big_two` reads a position from the command line: the
flags of `zweiundzwanzig.big_two.advise.OPTIONS`, each the keyword of `View.describe` of its
name (``--round`` and ``--game-number`` read as ``rounds`` and ``game``)."""

from __future__ import annotations

from zweiundzwanzig.big_two import advise
from zweiundzwanzig.positions import SHARED_FLAGS, Flag, Position, renamed

#: The flags of Big Two's own options (the others are `SHARED_FLAGS`).
OWN_FLAGS = {
    "face_up": Flag(
        "face_up",
        {
            "type": advise.pair,
            "help": "Big Two with 3 players: SEAT:CARD, who took the card dealt face up",
        },
    ),
    "winners": Flag(
        "winners", {"nargs": "+", "type": int, "help": "Big Two: each earlier game's winner"}
    ),
}

POSITION = Position(
    flags=tuple({**SHARED_FLAGS, **OWN_FLAGS}[o] for o in advise.OPTIONS),
    needed=("players", "seat", "hand"),
    keywords=renamed(advise.OPTIONS, {"round": "rounds", "game_number": "game"}),
    line=advise.position_line,
    assumptions=advise.assumptions,
)
"""How `advise` reads a position of Big Two."""
