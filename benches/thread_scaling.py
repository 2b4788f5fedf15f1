"""How `zz.simulate` scales with threads: each game's standard rules, 4 random players, the same
matches on 1, 2, 4, ... threads up to the machine's cores (or ``--threads``), best of
``--repeats`` runs each, interleaved; prints a Markdown table of matches a second, the speed-up
over one thread, its share of the ideal (issue 31's target: at least 0.85 at every count up to
16) and the CPU-seconds a match (equal on every count when nothing is contended).

Run: ``python benches/thread_scaling.py [--games N] [--threads 1 2 4 8 16] [--repeats R]``.
Every count plays the very same matches (the arrays are checked equal), so only the time moves.
"""

from __future__ import annotations

import argparse
import os
import resource
import time

import numpy as np

import zweiundzwanzig as zz

GAMES = ("zweiundzwanzig", "big_two", "arschloch")


def cpu_seconds() -> float:
    """This process's CPU time, all threads, user and system."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def timed(game: str, games: int, threads: int) -> tuple[float, float, np.ndarray]:
    """Wall and CPU seconds of one run, and its places."""
    wall, cpu = time.perf_counter(), cpu_seconds()
    result = zz.simulate(games, game=game, players=4, seed=7, threads=threads)
    return time.perf_counter() - wall, cpu_seconds() - cpu, result.places


def counts(asked: list[int] | None) -> list[int]:
    """The thread counts to time: those asked, else the powers of two up to the cores."""
    if asked:
        return asked
    cores = os.cpu_count() or 1
    return [n for n in (1, 2, 4, 8, 16, 32, 64) if n <= cores] or [1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400_000)
    parser.add_argument("--threads", type=int, nargs="*", default=None)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    threads = counts(args.threads)
    print(f"{os.cpu_count()} cores, {args.games:,} matches a run, best of {args.repeats}")
    print()
    print("| game | threads | matches a second | speed-up | share of ideal | CPU-µs a match |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for game in GAMES:
        best: dict[int, tuple[float, float]] = {}
        places = None
        for _ in range(args.repeats):
            for n in threads:
                wall, cpu, got = timed(game, args.games, n)
                if places is None:
                    places = got
                elif not np.array_equal(places, got):
                    raise SystemExit(f"{game}: {n} threads played other matches")
                if n not in best or wall < best[n][0]:
                    best[n] = (wall, cpu)
        one = best[threads[0]][0] * threads[0]
        for n in threads:
            wall, cpu = best[n]
            speed_up = one / wall
            print(
                f"| {game} | {n} | {args.games / wall:,.0f} | {speed_up:.2f} "
                f"| {speed_up / n:.2f} | {cpu / args.games * 1e6:.2f} |"
            )


if __name__ == "__main__":
    main()
