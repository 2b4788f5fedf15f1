"""How a decision is graded: the loss of win chance against the advice's best move, its 95%
interval, the grade that interval supports, and lichess's move accuracy on the same scale."""

from __future__ import annotations

import math

#: The grades, from the best decision to the worst; "forced" (one legal move) and
#: "unsearched" (the move played got no playout: a time limit too short) stand apart.
GRADES = ("best", "good", "inaccuracy", "mistake", "blunder", "forced", "unsearched")

#: The least loss of win chance (the lower end of its 95% interval) of each grade below "good",
#: worst first.
THRESHOLDS = (("blunder", 0.20), ("mistake", 0.10), ("inaccuracy", 0.05))


def loss_interval(
    best: float,
    best_interval: tuple[float, float],
    played: float,
    played_interval: tuple[float, float],
) -> tuple[float, float]:
    """The 95% interval of the win chance given up (``best - played``), clipped at 0.

    Each end takes the two half-widths that move it, added in quadrature: the lower end
    ``best - played - sqrt(db**2 + dp**2)`` with ``db`` the best move's lower half-width and ``dp``
    the played move's upper half-width; the upper end likewise with the other halves. This is
    conservative: both moves were searched on the same sampled deals, so their errors go
    together and the interval of their difference is narrower than this one."""
    loss = best - played
    low = loss - math.hypot(best - best_interval[0], played_interval[1] - played)
    high = loss + math.hypot(best_interval[1] - best, played - played_interval[0])
    return (max(0.0, low), max(0.0, high))


def grade(loss_low: float) -> str:
    """The grade the lower end of a loss's interval supports: "blunder" from 0.20, "mistake"
    from 0.10, "inaccuracy" from 0.05, "good" below (for a move that is not the best)."""
    for name, least in THRESHOLDS:
        if loss_low >= least:
            return name
    return "good"


def move_accuracy(win_before: float, win_after: float) -> float:
    """Lichess's accuracy of one move, 0 to 100, from the chance to win before and after it in
    percent: ``103.1668 * exp(-0.04354 * (before% - after%)) - 3.1669``, clipped to [0, 100]
    (a move that keeps all its chance scores 99.9999; one that gains, 100)."""
    drop = 100 * (win_before - win_after)
    return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * drop) - 3.1669))
