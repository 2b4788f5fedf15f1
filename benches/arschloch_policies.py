"""Arschloch's built-in players against random ones, and one thread against two: the figures of
BENCHMARKS.md's Arschloch section that are read from `zz.simulate`.

Run: ``python benches/arschloch_policies.py [--games N]`` from the repository root. For 4 and 9
players it prints the heuristic player's mean finishing position (one game a match, its seat 0
against random players; parity ``(n + 1) / 2``) and its match win rate in matches of 5 games,
with 95% intervals; then five paired runs of 10-player random games on one and two threads and
the median of their ratios.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch

ONE_GAME = arschloch.Rules.standard().replace(games=1)


def heuristic_against_random(games: int, players: int) -> None:
    seats = ["heuristic"] + ["random"] * (players - 1)
    one = zz.simulate(
        games, game="arschloch", players=players, rules=ONE_GAME, policies=seats, seed=5
    )
    assert one.totals is not None
    position = one.totals[:, 0].astype(float)
    mean, half = position.mean(), 1.96 * position.std() / math.sqrt(games)
    others = one.totals[:, 1:].mean()
    five = zz.simulate(games, game="arschloch", players=players, policies=seats, seed=5).summary
    lo, hi = five.win_interval[0]
    print(
        f"| {players} | {mean:.3f} ± {half:.3f} | {others:.3f} | {(players + 1) / 2:.1f} | "
        f"{five.win_rate[0]:.3f} [{lo:.3f}, {hi:.3f}] | {1 / players:.3f} |"
    )


def rate(games: int, threads: int) -> float:
    start = time.perf_counter()
    zz.simulate(
        games, game="arschloch", players=10, rules=ONE_GAME, threads=threads, summary_only=True
    )
    return games / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000)
    args = parser.parse_args()
    print(
        "| players | heuristic's mean position (1 game) | random's | parity | heuristic's "
        "match win rate (5 games) | parity |"
    )
    print("|---|---|---|---|---|---|")
    for players in (4, 9):
        heuristic_against_random(args.games, players)
    rate(2_000, 2)
    ratios = []
    for _ in range(5):
        one, two = rate(3 * args.games, 1), rate(3 * args.games, 2)
        ratios.append(two / one)
        print(f"10 players, games/s: 1 thread {one:,.0f}, 2 threads {two:,.0f} ({two / one:.2f}×)")
    print(f"median of the five ratios: {statistics.median(ratios):.2f}×")


if __name__ == "__main__":
    main()
