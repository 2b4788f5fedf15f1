"""`review`: every decision of a game judged by the advice from the deciding seat's view."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

from zweiundzwanzig._core import advise
from zweiundzwanzig.records import Decision
from zweiundzwanzig.review.result import Review
from zweiundzwanzig.review.reviewed import Reviewed, forced, judged
from zweiundzwanzig.review.source import read

Progress = Callable[[int, int], object]


def decision_seed(seed: int, index: int) -> int:
    """The seed of the advice on decision ``index`` of a review seeded ``seed``: the same
    whichever seats are reviewed, so a seat's decisions are graded alike in both."""
    digest = hashlib.sha256(f"zweiundzwanzig.review:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "little")


def review(
    source: Any,
    *,
    seat: int | None = None,
    iterations: int | None = None,
    time_limit: float | None = None,
    seed: int = 0,
    threads: int | None = None,
    progress: Progress | None = None,
) -> Review:
    """Reviews a game: for each decision of ``seat`` (every seat's, for None) the advice from
    that seat's view just before it moved (`advise`, seeded from ``seed`` and the decision's
    number; ``iterations``, ``time_limit`` and ``threads`` passed on), the move played, the
    chance to win before and after it, the loss and its 95% interval, and a grade (`Reviewed`).

    ``source`` is a `Match` of any game (or, with game records, a `View` or record text).
    ``progress(done, total)`` is called after each decision. Ctrl-C returns the decisions
    reviewed so far, with ``review.complete`` False. The same seed gives the same review on any
    number of threads.

    >>> import zweiundzwanzig as zz
    >>> match = zz.big_two.Match(4, seed=1)
    >>> for _ in range(3):
    ...     match.apply(match.legal_moves()[0])
    >>> r = zz.review(match, iterations=50)
    >>> [d.seat for d in r.decisions], r.complete
    ([0, 3, 2], True)
    """
    _check(seat, iterations, time_limit, seed, threads, progress)
    game, found, players = read(source)
    seats = _seats(seat, players, found)
    wanted = [d for d in found if d.seat in seats]
    done: list[Reviewed] = []
    budget = {"iterations": iterations, "time_limit": time_limit, "threads": threads or 1}
    try:
        for decision in wanted:
            done.append(_one(decision, seed, budget))
            if progress is not None:
                progress(len(done), len(wanted))
    except KeyboardInterrupt:
        return Review(game, done, seats, len(wanted), complete=False)
    return Review(game, done, seats, len(wanted), complete=True)


def _one(decision: Decision, seed: int, budget: dict[str, Any]) -> Reviewed:
    if len(decision.view.legal_moves()) == 1:
        return forced(decision)
    advice = advise(
        decision.view,
        seed=decision_seed(seed, decision.index),
        also=[decision.move],
        **budget,
    )
    return judged(decision, advice)


def _seats(seat: int | None, players: int, found: list[Decision]) -> tuple[int, ...]:
    """The seats to review: ``seat``, or every seat whose decisions the source shows."""
    shown = sorted({d.seat for d in found})
    if seat is None:
        return tuple(shown)
    if not 0 <= seat < players:
        raise ValueError(f"seat {seat} is out of range for {players} players (0 to {players - 1})")
    if seat not in shown:
        raise ValueError(f"seat {seat}: the source shows no decision of that seat")
    return (seat,)


def _check(
    seat: Any, iterations: Any, time_limit: Any, seed: Any, threads: Any, progress: Any
) -> None:
    """Every argument checked before any work, each error naming its argument."""
    for name, value in (("seat", seat), ("iterations", iterations), ("threads", threads)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise TypeError(f"{name} must be an int or None, not {type(value).__name__}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, not {type(seed).__name__}")
    if seed < 0:
        raise ValueError(f"seed must be 0 or more, got {seed}")
    if iterations is not None and iterations < 1:
        raise ValueError(f"iterations must be 1 or more, got {iterations}")
    if threads is not None and threads < 1:
        raise ValueError(f"threads must be 1 or more, got {threads}")
    if time_limit is not None:
        if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)):
            raise TypeError(
                f"time_limit must be a number of seconds, not {type(time_limit).__name__}"
            )
        if not time_limit > 0:
            raise ValueError(f"time_limit must be more than 0 seconds, got {time_limit}")
    if progress is not None and not callable(progress):
        raise TypeError(
            f"progress must be callable (done, total) or None, not {type(progress).__name__}"
        )
