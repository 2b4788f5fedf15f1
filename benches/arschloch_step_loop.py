"""The Python step loop of Arschloch: `legal_moves()` then `apply()` of a uniformly random move,
10 players, the standard rules (matches of 5 games). Not part of the test run.

Run under pytest-benchmark: `python -m pytest benches/arschloch_step_loop.py -q --benchmark-only`
(the file is named on the command line: it is not a `test_*.py` file, so `pytest benches` skips
it). Or as a script for a quick figure, µs a decision, best of `--repeats` runs of `--matches`
matches, with the part of it that is the loop's own `randrange`:
`python benches/arschloch_step_loop.py --matches 50 --repeats 5`.
"""

from __future__ import annotations

import argparse
import random
import time

import pytest

from zweiundzwanzig import arschloch

PLAYERS = 10

if __name__ != "__main__":
    pytest.importorskip("pytest_benchmark")


def random_matches(first: int, count: int, players: int = PLAYERS) -> int:
    """Plays matches `first .. first + count` (seeded by their number), returns the decisions."""
    decisions = 0
    for seed in range(first, first + count):
        match = arschloch.Match(players, seed=seed)
        chooser = random.Random(seed)
        while not match.is_over:
            moves = match.legal_moves()
            match.apply(moves[chooser.randrange(len(moves))])
            decisions += 1
    return decisions


def chooser_only(first: int, count: int, players: int = PLAYERS) -> float:
    """Seconds of the loop's own choosing alone (`randrange` over the same list lengths)."""
    lengths = []
    for seed in range(first, first + count):
        match = arschloch.Match(players, seed=seed)
        chooser = random.Random(seed)
        sizes = []
        while not match.is_over:
            moves = match.legal_moves()
            sizes.append(len(moves))
            match.apply(moves[chooser.randrange(len(moves))])
        lengths.append((seed, sizes))
    start = time.perf_counter()
    for seed, sizes in lengths:
        chooser = random.Random(seed)
        for n in sizes:
            chooser.randrange(n)
    return time.perf_counter() - start


def test_arschloch_step_loop_whole_match(benchmark) -> None:  # type: ignore[no-untyped-def]
    """A whole 10-player standard match of Arschloch driven from Python."""
    seeds = iter(range(10**9))
    decisions = benchmark(lambda: random_matches(next(seeds), 1))
    assert decisions > 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    random_matches(10**6, 5)  # warm up
    best = float("inf")
    for _ in range(args.repeats):
        start = time.perf_counter()
        decisions = random_matches(0, args.matches)
        best = min(best, (time.perf_counter() - start) / decisions * 1e6)
    chooser = chooser_only(0, args.matches) / decisions * 1e6
    print(
        f"{best:.3f} µs a decision (best of {args.repeats}; {decisions / args.matches:.0f} "
        f"decisions a match); the loop's randrange {chooser:.3f} µs of it"
    )


if __name__ == "__main__":
    main()
