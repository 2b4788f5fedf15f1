"""How `zweiundzwanzig advise --game big_two` reads a position from the command line: the
flags of `zweiundzwanzig.big_two.advise.OPTIONS`, each the keyword of `View.describe` of its
name (``--round`` and ``--game-number`` read as ``rounds`` and ``game``)."""

from __future__ import annotations

from zweiundzwanzig.big_two import advise
from zweiundzwanzig.positions import Flag, Position, renamed, seat_play_or_pass

#: Each option's flag, in the order of `advise.OPTIONS`.
SETTINGS = {
    "game_number": {"type": int, "help": "this game's number, default 1"},
    "dealer": {"type": int, "help": "the dealer of this deal (game)"},
    "round": {
        "nargs": "+",
        "type": seat_play_or_pass,
        "action": "append",
        "help": "one round of this game, in order, as SEAT:CARDS or SEAT:pass (e.g. 0:3d-3s "
        "1:pass 2:8h-8c); once for each round, the one on the table last",
    },
    "face_up": {
        "type": advise.pair,
        "help": "Big Two with 3 players: SEAT:CARD, who took the card dealt face up",
    },
    "cards_left": {"nargs": "+", "type": int, "help": "the cards each seat holds"},
    "totals": {"nargs": "+", "type": int, "help": "each seat's points"},
    "winners": {"nargs": "+", "type": int, "help": "Big Two: each earlier game's winner"},
}

POSITION = Position(
    flags=tuple(Flag(o, SETTINGS[o]) for o in advise.OPTIONS),
    needed=("players", "seat", "hand"),
    keywords=renamed(advise.OPTIONS, {"round": "rounds", "game_number": "game"}),
    line=advise.position_line,
    assumptions=advise.assumptions,
)
"""How `advise` reads a position of Big Two."""
