"""`zweiundzwanzig advise --game arschloch`: an Arschloch position at a real table, read from
the command line's options (or a JSON file of `arschloch.View.describe`'s keywords), and the
line that says it back before the ranked moves."""

from __future__ import annotations

import argparse

from zweiundzwanzig._core.arschloch import View
from zweiundzwanzig.arschloch.play import ADVICE_EXPLAINED, ADVICE_HEADER

#: The options of `advise` this game reads, beside the shared ones.
OPTIONS = (
    "game_number",
    "dealer",
    "seating",
    "given",
    "received",
    "round",
    "finished",
    "cards_left",
    "totals",
    "orders",
)

HEADER = ADVICE_HEADER
EXPLAINED = ADVICE_EXPLAINED


def described(args: argparse.Namespace) -> View:
    """The view the options describe."""
    return View.describe(
        players=args.players,
        seat=args.seat,
        hand=args.hand,
        rules=args.rules,
        game=args.game_number or 1,
        dealer=args.dealer,
        seating=args.seating,
        given=args.given,
        received=args.received,
        rounds=args.round,
        finished=args.finished,
        cards_left=args.cards_left,
        totals=args.totals,
        orders=args.orders,
    )


def position_line(view: View) -> str:
    """The position said back: whose turn, the hand, what is on the table, the cards left."""
    hand = " ".join(str(c) for c in view.hand)
    if view.table is None:
        table = "you lead"
    else:
        seat, play = view.table
        table = f"to beat P{seat}'s {play}"
    left = ", ".join(f"P{p} {n}" for p, n in enumerate(view.cards_left))
    seating = " ".join(f"P{p}" for p in view.seating)
    return (
        f"P{view.player} to play in game {view.game} (seated {seating}), holding {hand}; "
        f"{table}; cards left: {left}."
    )


def assumptions(given: set[str], view: View) -> list[str]:
    """What the description left out and the advice assumed, said out loud: nothing, as every
    default of `View.describe` here is worked out from what was given (the totals from the
    finishing orders, the seating from the dealer or the last order) or refused when it cannot
    be (the exchange's cards)."""
    return []
