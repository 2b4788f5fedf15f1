"""Short games for the review's tests: seeded matches of each game played by the heuristic, cut
where a test needs them (reviewing only a few decisions keeps the suite fast)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zweiundzwanzig._core import policy_move


def played(match: Any, moves: int, seed: int = 0) -> Any:
    """``match`` after ``moves`` moves of the heuristic (fewer if it ends)."""
    for _ in range(moves):
        if match.is_over:
            break
        match.apply(policy_move(match, "heuristic", seed))
    return match


def until(match: Any, found: Callable[[Any], Any], seed: int) -> Any:
    """Plays the heuristic until ``found(match)`` gives a move (returned) or the match ends
    (None)."""
    while not match.is_over:
        move = found(match)
        if move is not None:
            return move
        match.apply(policy_move(match, "heuristic", seed))
    return None
