"""A random game driven from Python, ours and OpenSpiel's, side by side (pytest-benchmark).

Run: `pip install ".[bench]" && python -m pytest benches -q --benchmark-only`. One round is one
whole game; `extra_info` holds the decisions (non-chance actions) and chance actions per game, so
µs per decision is the round time over `decisions_per_game`. The loops are those of
`benches/openspiel_compare.py`, which prints the full comparison with ratios. Skipped when
open_spiel is not installed.
"""

from __future__ import annotations

import random
from itertools import count
from typing import TYPE_CHECKING

import pytest
from openspiel_compare import Counts, play_our_match, play_pyspiel_game

if TYPE_CHECKING:
    from pytest_benchmark.fixture import BenchmarkFixture

pytest.importorskip("pytest_benchmark")
pyspiel = pytest.importorskip("pyspiel")

GROUP = "random game driven from Python (one round = one whole game)"


def _record(benchmark: BenchmarkFixture, total: Counts) -> None:
    games = max(total.games, 1)
    benchmark.extra_info["decisions_per_game"] = round(total.decisions / games, 2)
    benchmark.extra_info["chance_actions_per_game"] = round(total.chance / games, 2)


@pytest.mark.benchmark(group=GROUP)
def test_ours_standard_4p_match(benchmark: BenchmarkFixture) -> None:
    """A whole 4-player standard match: `legal_moves()`, then `apply()` a random one."""
    rng = random.Random(0)
    seeds = count()
    total = Counts()

    def one() -> None:
        total.add(play_our_match(next(seeds), rng))

    benchmark(one)
    _record(benchmark, total)
    assert total.decisions > 0


@pytest.mark.benchmark(group=GROUP)
@pytest.mark.parametrize("name", ["dou_dizhu", "spades"])
def test_openspiel_game(benchmark: BenchmarkFixture, name: str) -> None:
    """A whole OpenSpiel game: chance outcomes sampled, then `apply_action(rng.choice(...))`."""
    game = pyspiel.load_game(name)
    rng = random.Random(0)
    total = Counts()

    def one() -> None:
        total.add(play_pyspiel_game(game, rng))

    benchmark(one)
    _record(benchmark, total)
    assert total.decisions > 0
