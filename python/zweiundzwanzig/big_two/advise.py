"""`zweiundzwanzig advise --game big_two`: a Big Two position at a real table, read from the
command line's options (or a JSON file of `big_two.View.describe`'s keywords), and the line
that says it back before the ranked moves."""

from __future__ import annotations

import argparse
from typing import Any

from zweiundzwanzig._core.big_two import View
from zweiundzwanzig.big_two.words import ADVICE_WORDS
from zweiundzwanzig.display import round_words

#: The options of `advise` this game reads, beside the shared ones (each the keyword of
#: `View.describe` of its name, `round` and `game_number` read as `rounds` and `game`).
OPTIONS = ("game_number", "dealer", "round", "face_up", "cards_left", "totals", "winners")

#: How the advice table names and explains its figures.
WORDS = ADVICE_WORDS


def position_line(view: View) -> str:
    """The position said back: whose turn, the hand, what is on the table, the cards left."""
    hand = " ".join(str(c) for c in view.hand)
    lead = ""
    if view.table is None and view.must_hold is not None:
        lead = f" (the lead must hold the {view.must_hold})"
    table, left = round_words(view)
    return f"P{view.player} to play in game {view.game}, holding {hand}; {table}{lead}; {left}."


def assumptions(given: set[str], view: View) -> list[str]:
    """What the description left out and the advice assumed, said out loud."""
    said: list[str] = []
    if view.game > 1 and "totals" not in given:
        said.append("every seat has 0 penalty points (say them with --totals, one per seat)")
    return said


def pair(text: str) -> Any:
    """`--face-up SEAT:CARD`: the seat that took the face-up card, and the card."""
    seat, sep, card = text.partition(":")
    if not sep or not seat.strip().isdigit() or not card.strip():
        raise argparse.ArgumentTypeError(f"expected SEAT:CARD such as 2:7h, got {text!r}")
    return (card.strip(), int(seat))
