"""How `zweiundzwanzig advise --game arschloch` reads a position from the command line: the
flags of `zweiundzwanzig.arschloch.advise.OPTIONS`, each the keyword of `View.describe` of its
name (``--round`` and ``--game-number`` read as ``rounds`` and ``game``)."""

from __future__ import annotations

import argparse
from typing import Any

from zweiundzwanzig.arschloch import advise
from zweiundzwanzig.positions import Flag, Position, renamed, seat_play_or_pass


def order(text: str) -> list[int]:
    """``--orders`` items: a finishing order as seats joined by commas, e.g. 2,0,1,3."""
    seats = text.split(",")
    if not all(s.strip().isdigit() for s in seats):
        raise argparse.ArgumentTypeError(
            f"expected seats joined by commas such as 2,0,1,3, got {text!r}"
        )
    return [int(s) for s in seats]


#: Each option's flag (an option without one here reads a single value as given).
SETTINGS: dict[str, dict[str, Any]] = {
    "game_number": {"type": int, "help": "this game's number, default 1"},
    "dealer": {"type": int, "help": "the dealer of this deal (game)"},
    "seating": {
        "nargs": "+",
        "type": int,
        "help": "Arschloch: this game's order of play, the leader first",
    },
    "given": {"help": "Arschloch: the cards your exchange took"},
    "received": {"help": "Arschloch: the cards it gave you"},
    "round": {
        "nargs": "+",
        "type": seat_play_or_pass,
        "action": "append",
        "help": "one round of this game, in order, as SEAT:CARDS or SEAT:pass (e.g. 0:3d-3s "
        "1:pass 2:8h-8c); once for each round, the one on the table last",
    },
    "finished": {"nargs": "+", "type": int, "help": "Arschloch: seats out, in order"},
    "cards_left": {"nargs": "+", "type": int, "help": "the cards each seat holds"},
    "totals": {"nargs": "+", "type": int, "help": "each seat's points"},
    "orders": {
        "nargs": "+",
        "type": order,
        "help": "Arschloch: earlier games' finishing orders, each as seats joined by commas",
    },
}

POSITION = Position(
    flags=tuple(Flag(o, SETTINGS.get(o, {})) for o in advise.OPTIONS),
    needed=("players", "seat", "hand"),
    keywords=renamed(advise.OPTIONS, {"round": "rounds", "game_number": "game"}),
    line=advise.position_line,
    assumptions=advise.assumptions,
)
"""How `advise` reads a position of Arschloch."""
