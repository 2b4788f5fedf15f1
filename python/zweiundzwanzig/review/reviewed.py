"""One reviewed decision (`Reviewed`), and how a decision and its advice are judged."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from zweiundzwanzig.records import Decision
from zweiundzwanzig.review.grades import grade, loss_interval

NAN = math.nan


@dataclass(frozen=True)
class Reviewed:
    """One decision, judged from the deciding seat's view only.

    ``win_before`` is the calibrated chance to win (`Advice.win`) of the advice's best move,
    ``win_after`` that of the move played, ``loss`` the chance given up (``max(0, before -
    after)``) and ``loss_interval`` its 95% interval (`grades.loss_interval`). ``grade`` is
    "best" (the advice's best move was played), "good", "inaccuracy", "mistake" or "blunder"
    (by the lower end of the loss's interval: 0.05, 0.10, 0.20), "forced" (one legal move, not
    searched: the chances are nan) or "unsearched" (the move played got no playout, which only
    a time limit too short for one can make: the search always tries the move played, even one
    its pruning leaves out; its chance, loss and interval are nan, and the decision counts in
    no accuracy)."""

    index: int
    """The decision's number in the whole game, from 0."""
    seat: int
    played: Any
    """The move played."""
    best: Any
    """The advice's best move (the move played, for a forced decision)."""
    win_before: float
    win_after: float
    loss: float
    loss_interval: tuple[float, float]
    grade: str
    advice: tuple[Any, ...] = ()
    """The advice the decision was judged by, best first (empty for a forced decision)."""


def forced(decision: Decision) -> Reviewed:
    """A decision with one legal move: nothing to judge."""
    move = decision.move
    return Reviewed(decision.index, decision.seat, move, move, NAN, NAN, 0.0, (0.0, 0.0), "forced")


def judged(decision: Decision, advice: Sequence[Any]) -> Reviewed:
    """A decision judged by the advice from its view (every legal move, best first)."""
    best = advice[0]
    played = next((a for a in advice if a.move == decision.move), None)
    if played is None:
        raise ValueError(f"decision {decision.index}: the move played is not a legal move")
    shared = (decision.index, decision.seat, decision.move, best.move, best.win)
    if played.visits == 0:
        return Reviewed(*shared, NAN, NAN, (NAN, NAN), "unsearched", tuple(advice))
    if played is best:
        return Reviewed(*shared, best.win, 0.0, (0.0, 0.0), "best", tuple(advice))
    interval = loss_interval(best.win, best.win_interval, played.win, played.win_interval)
    loss = max(0.0, best.win - played.win)
    return Reviewed(*shared, played.win, loss, interval, grade(interval[0]), tuple(advice))
