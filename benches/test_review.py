"""The review's cost (pytest-benchmark; not part of the test run): one game reviewed for every
seat at the default budget (200 iterations of PIMC) on one thread.

Run: `python -m pytest benches/test_review.py -q --benchmark-only`
Target (issue 29): a 4-player Big Two game, its first game only (about 75 decisions), in at
most 10 s.
"""

from __future__ import annotations

import json

import pytest
from review_games import one_game

import zweiundzwanzig as zz

pytest.importorskip("pytest_benchmark")


#: Each game's table and the seed of its game: Big Two's seed 26 is a first game of 75
#: decisions, the issue's "about 75".
GAMES = [("big_two", 4, 26), ("zweiundzwanzig", 4, 1), ("arschloch", 10, 1)]


@pytest.mark.parametrize(("game", "players", "seed"), GAMES)
def test_review_one_game(benchmark, game: str, players: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    """Every seat's decisions of one game (the family: one whole match), one thread."""
    match = one_game(game, players, seed)
    review = benchmark.pedantic(zz.review, args=(match,), kwargs={"threads": 1}, rounds=1)
    assert review.complete
    decisions = len(json.loads(match.to_json())["moves"])
    judged = sum(d.grade not in ("forced", "unsearched") for d in review.decisions)
    benchmark.extra_info.update(decisions=decisions, judged=judged)
    assert len(review.decisions) == decisions
