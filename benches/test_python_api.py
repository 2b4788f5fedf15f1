"""Python-side benchmarks (pytest-benchmark). Not part of the test run.

Run: `pip install ".[bench]" && python -m pytest benches -q --benchmark-only`
"""

from __future__ import annotations

import random

import pytest

import zweiundzwanzig as zz

pytest.importorskip("pytest_benchmark")


def _random_match(seed: int) -> int:
    match = zz.Match(players=4, seed=seed)
    chooser = random.Random(seed)
    decisions = 0
    while not match.is_over:
        moves = match.legal_moves()
        match.apply(moves[chooser.randrange(len(moves))])
        decisions += 1
    return decisions


def test_python_step_loop_whole_match(benchmark) -> None:  # type: ignore[no-untyped-def]
    """A whole 4-player standard match driven from Python: legal_moves() then apply()."""
    seeds = iter(range(10**9))
    decisions = benchmark(lambda: _random_match(next(seeds)))
    assert decisions > 0


def test_legal_plays_function(benchmark) -> None:  # type: ignore[no-untyped-def]
    """The trick-level function with string parsing: the seed's worked example."""
    plays = benchmark(zz.legal_plays, "K K 6 3 2 2", ["5 5 5", "10 9 7"])
    assert plays == [zz.Play("3 2 2")]


def _play_decision() -> zz.Match:
    match = zz.Match(players=4, seed=3)
    while match.phase == "exchange":
        match.apply("")
    return match


@pytest.mark.parametrize("algorithm", ["pimc", "ismcts"])
def test_advise_100_iterations(benchmark, algorithm: str) -> None:  # type: ignore[no-untyped-def]
    """`zz.advise` at a play decision of a 4-player standard match, 100 iterations, one thread."""
    match = _play_decision()
    advice = benchmark(zz.advise, match, iterations=100, seed=0, algorithm=algorithm)
    assert advice[0].visits > 0
