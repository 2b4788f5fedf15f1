"""The review of a game (`Review`): its reviewed decisions, and each seat's accuracy and
grade counts."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from zweiundzwanzig.review import html
from zweiundzwanzig.review.grades import GRADES, move_accuracy
from zweiundzwanzig.review.reviewed import Reviewed
from zweiundzwanzig.review.table import review_text

#: The grades that say nothing of a seat's play (no choice, or no figures to judge by).
UNJUDGED = ("forced", "unsearched")


class Review:
    """The review of a game: ``decisions`` (a `Reviewed` each, in the order they were made),
    the ``seats`` reviewed, and ``complete`` (False when Ctrl-C stopped the review: the
    decisions are those reviewed so far, ``total`` those there were to review).
    ``print(review)`` shows the table and a summary per seat."""

    def __init__(
        self,
        game: Any,
        decisions: Sequence[Reviewed],
        seats: Sequence[int],
        total: int,
        complete: bool,
    ) -> None:
        self.game = game
        """The game's entry in the registry (`zweiundzwanzig.games`)."""
        self.decisions = list(decisions)
        self.seats = tuple(seats)
        self.total = total
        self.complete = complete

    def _of(self, seat: int) -> list[Reviewed]:
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError(f"seat must be an int, not {type(seat).__name__}")
        if seat not in self.seats:
            raise ValueError(f"seat {seat} was not reviewed (the seats reviewed: {self.seats})")
        return [d for d in self.decisions if d.seat == seat]

    def accuracy(self, seat: int) -> float:
        """The seat's accuracy, 0 to 100: lichess's move accuracy on the scale of the chance to
        win in percent, ``103.1668 * exp(-0.04354 * (before% - after%)) - 3.1669`` clipped to
        [0, 100], averaged over the seat's judged decisions (not the forced ones, nor those
        whose move the search did not try); nan if it has none."""
        scores = [
            move_accuracy(d.win_before, d.win_after)
            for d in self._of(seat)
            if d.grade not in UNJUDGED
        ]
        return sum(scores) / len(scores) if scores else math.nan

    def counts(self, seat: int) -> dict[str, int]:
        """How many of the seat's decisions got each grade (every grade, 0 where none)."""
        counts = dict.fromkeys(GRADES, 0)
        for d in self._of(seat):
            counts[d.grade] += 1
        return counts

    def to_html(self) -> str:
        """The review as one HTML page that needs nothing else to open (no network): the
        chance to win after every decision plotted, the summary, each inaccuracy, mistake and
        blunder with the better move, and every decision (``review --html``)."""
        return html.page(self)

    def plot_svg(self) -> str:
        """The plot of the chance to win after each decision, one line a seat with its flawed
        decisions marked, as an SVG document of its own."""
        return html.plot(self).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)

    def __repr__(self) -> str:
        state = (
            "complete" if self.complete else f"interrupted, {len(self.decisions)} of {self.total}"
        )
        return f"<Review of {self.game.title}: {len(self.decisions)} decisions, {state}>"

    def __str__(self) -> str:
        return review_text(self)
