"""`zweiundzwanzig advise` (the default game): a position of the Zweiundzwanzig family at a real
table, read from the command line's options (or a JSON file of `View.describe`'s keywords), and
the line that says it back before the ranked moves."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any

from zweiundzwanzig._core import View
from zweiundzwanzig.positions import SHARED_FLAGS, Flag, Position, seat_play


def count_or_none(text: str) -> int | None:
    """``--exchanged`` items: a number of cards, or ``-`` for a seat that has not exchanged."""
    if text in ("-", "none", "None"):
        return None
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a number of cards or -, got {text!r}")
    return int(text)


#: The options of `advise` the family's position reads beside the shared ones.
FLAGS = (
    SHARED_FLAGS["dealer"],
    SHARED_FLAGS["totals"],
    Flag("phase", {"choices": ["exchange", "play"], "help": "default play"}),
    Flag("deal", {"type": int}),
    Flag("discards", {"help": "your own discards in this deal"}),
    Flag(
        "exchanged",
        {
            "nargs": "+",
            "type": count_or_none,
            "help": "cards each seat exchanged in this deal, - for not yet",
        },
    ),
    Flag(
        "trick",
        {
            "nargs": "+",
            "type": seat_play,
            "help": "the trick so far, lead first, as SEAT:CARDS (e.g. 1:8 2:10)",
        },
    ),
    Flag("played", {"help": "the cards of earlier tricks of this deal"}),
    Flag("loss_cards", {"nargs": "+", "help": "each seat's loss cards"}),
    Flag("out", {"nargs": "+", "type": int, "help": "seats already out"}),
)


def keywords(values: Mapping[str, Any]) -> dict[str, Any]:
    """The keywords of `View.describe` for the options given (None: not given)."""
    return {
        "players": values["players"],
        "seat": values["seat"],
        "dealer": values["dealer"],
        "hand": values["hand"],
        "rules": values["rules"],
        "phase": values["phase"] or "play",
        "deal": values["deal"],
        "discards": values["discards"],
        "exchanged": values["exchanged"],
        "trick": values["trick"] or [],
        "played": values["played"],
        "loss_cards": values["loss_cards"],
        "totals": values["totals"],
        "out": values["out"] or [],
    }


def position_line(view: View) -> str:
    """The position said back: whose turn, the hand, the trick, the stock."""
    trick = "; ".join(f"P{p} {play}" for p, play in view.trick) or "nobody yet"
    return (
        f"P{view.player} to {'exchange' if view.phase == 'exchange' else 'play'}, holding "
        f"{' '.join(str(c) for c in view.hand)}; trick: {trick}; stock {view.stock_size} cards."
    )


def assumptions(given: set[str], view: View) -> list[str]:
    """What the description left out and the advice assumed, said out loud."""
    said = []
    if view.rules.exchange and view.phase == "play" and "exchanged" not in given:
        said.append(
            "every seat exchanged 0 cards in this deal (say how many with --exchanged, one "
            'number per seat, or "exchanged" in the file)'
        )
    return said


POSITION = Position(
    flags=FLAGS,
    needed=("players", "seat", "dealer", "hand"),
    keywords=keywords,
    line=position_line,
    assumptions=assumptions,
)
"""How `advise` reads a position of the family."""
