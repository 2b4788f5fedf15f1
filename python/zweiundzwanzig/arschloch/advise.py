"""`zweiundzwanzig advise --game arschloch`: an Arschloch position at a real table, read from
the command line's options (or a JSON file of `arschloch.View.describe`'s keywords), and the
line that says it back before the ranked moves."""

from __future__ import annotations

from zweiundzwanzig._core.arschloch import View
from zweiundzwanzig.arschloch.words import ADVICE_WORDS
from zweiundzwanzig.display import round_words

#: The options of `advise` this game reads, beside the shared ones (each the keyword of
#: `View.describe` of its name, `round` and `game_number` read as `rounds` and `game`).
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

#: How the advice table names and explains its figures.
WORDS = ADVICE_WORDS


def position_line(view: View) -> str:
    """The position said back: whose turn, the hand, what is on the table, the cards left (or,
    for a Chef choosing what to give back, the cards they received)."""
    hand = " ".join(str(c) for c in view.hand)
    seating = " ".join(f"P{p}" for p in view.seating)
    pair = view.giving_back
    if pair is not None:
        given = " ".join(str(c) for c in pair.given or [])
        return (
            f"P{view.player} to give back {pair.count} of {hand} to P{pair.giver}, who gave "
            f"{given}, before game {view.game} (seated {seating})."
        )
    table, left = round_words(view)
    return (
        f"P{view.player} to play in game {view.game} (seated {seating}), holding {hand}; "
        f"{table}; {left}."
    )


def assumptions(given: set[str], view: View) -> list[str]:
    """What the description left out and the advice assumed, said out loud: nothing, as every
    default of `View.describe` here is worked out from what was given (the totals from the
    finishing orders, the seating from the dealer or the last order) or refused when it cannot
    be (the exchange's cards)."""
    return []
