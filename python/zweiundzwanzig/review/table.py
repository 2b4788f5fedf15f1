"""A review as text: the table of decisions in the game's words, then a summary per seat."""

from __future__ import annotations

import math
from typing import Any

from zweiundzwanzig.display import percent
from zweiundzwanzig.review.reviewed import Reviewed


def move_words(move: Any) -> str:
    """A move as the advice table names it: its cards (``pass`` for a pass, ``nothing`` for an
    empty play), the kind first for a move that is neither a play nor a pass (the family's
    exchange: ``exchange K 9``, ``exchange nothing``)."""
    cards = str(move) or "nothing"
    kind = getattr(move, "kind", "play")
    return cards if kind in ("play", "pass") else f"{kind} {cards}"


def chance(p: float) -> str:
    return "-" if math.isnan(p) else percent(p)


def row(d: Reviewed) -> list[str]:
    """One decision: number, seat, move played, best move, chance before -> after, loss, grade."""
    if d.grade == "forced":
        return [str(d.index), f"P{d.seat}", move_words(d.played), "-", "-", "-", "forced"]
    best = move_words(d.best)
    change = f"{chance(d.win_before)} -> {chance(d.win_after)}"
    loss = "-" if math.isnan(d.loss) else f"{100 * d.loss:.1f}"
    return [str(d.index), f"P{d.seat}", move_words(d.played), best, change, loss, d.grade]


def table_lines(review: Any) -> list[str]:
    """The table of the review's decisions, columns aligned."""
    words = review.game.advice_words
    header = [
        "#",
        "seat",
        "played",
        "best",
        f"{words.win}: before -> after",
        "loss (points)",
        "grade",
    ]
    rows = [header] + [row(d) for d in review.decisions]
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    return ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]


def summary_line(review: Any, seat: int) -> str:
    """``P0: accuracy 87.5; 10 best, 3 good, 1 blunder, 4 forced``: a seat's figures."""
    accuracy = review.accuracy(seat)
    shown = "-" if math.isnan(accuracy) else f"{accuracy:.1f}"
    counts = ", ".join(f"{n} {g}" for g, n in review.counts(seat).items() if n)
    return f"P{seat}: accuracy {shown}; {counts or 'no decisions'}"


def review_text(review: Any) -> str:
    """The whole review as text: a title, the table, a summary per seat, and what the figures
    mean."""
    done = len(review.decisions)
    title = f"Review of a game of {review.game.title}: {done} decisions"
    if not review.complete:
        title += f" (interrupted: {done} of {review.total} reviewed)"
    lines = [title, "", *table_lines(review), "", "Summary:"]
    lines += [summary_line(review, seat) for seat in review.seats]
    lines += [
        "",
        "loss: the chance to win given up against the best move, in percentage points; a move "
        "is graded inaccuracy, mistake or blunder only when the lower end of the loss's 95% "
        "interval reaches 5, 10 or 20 points. accuracy: lichess's formula on the chance to "
        "win, averaged over each seat's judged decisions.",
    ]
    return "\n".join(lines)
