"""How `zweiundzwanzig advise --game arschloch` reads a position from the command line: the
flags of `zweiundzwanzig.arschloch.advise.OPTIONS`, each the keyword of `View.describe` of its
name (``--round`` and ``--game-number`` read as ``rounds`` and ``game``)."""

from __future__ import annotations

import argparse

from zweiundzwanzig.arschloch import advise
from zweiundzwanzig.positions import SHARED_FLAGS, Flag, Position, renamed


def order(text: str) -> list[int]:
    """``--orders`` items: a finishing order as seats joined by commas, e.g. 2,0,1,3."""
    seats = text.split(",")
    if not all(s.strip().isdigit() for s in seats):
        raise argparse.ArgumentTypeError(
            f"expected seats joined by commas such as 2,0,1,3, got {text!r}"
        )
    return [int(s) for s in seats]


#: The flags of Arschloch's own options (the others are `SHARED_FLAGS`; an option of
#: `advise.OPTIONS` in neither reads one value as given).
OWN_FLAGS = {
    "seating": Flag(
        "seating",
        {
            "nargs": "+",
            "type": int,
            "help": "Arschloch: this game's order of play, the leader first",
        },
    ),
    "given": Flag("given", {"help": "Arschloch: the cards your exchange took"}),
    "received": Flag("received", {"help": "Arschloch: the cards it gave you"}),
    "finished": Flag(
        "finished", {"nargs": "+", "type": int, "help": "Arschloch: seats out, in order"}
    ),
    "orders": Flag(
        "orders",
        {
            "nargs": "+",
            "type": order,
            "help": "Arschloch: earlier games' finishing orders, each as seats joined by commas",
        },
    ),
}

POSITION = Position(
    flags=tuple({**SHARED_FLAGS, **OWN_FLAGS}.get(o, Flag(o)) for o in advise.OPTIONS),
    needed=("players", "seat", "hand"),
    keywords=renamed(advise.OPTIONS, {"round": "rounds", "game_number": "game"}),
    line=advise.position_line,
    assumptions=advise.assumptions,
)
"""How `advise` reads a position of Arschloch."""
