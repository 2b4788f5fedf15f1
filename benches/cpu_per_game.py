"""CPU time a game of ``zz.simulate`` on one thread and on two, each game's standard rules, 4
random players, 100,000 matches, twice in turn: on a machine of two cores the CPU-seconds a game
should be the same on both (nothing contended), the wall time halved.

    python benches/cpu_per_game.py
"""

from __future__ import annotations

import resource
import time

import zweiundzwanzig as zz

GAMES = 100_000


def cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    for game in ("zweiundzwanzig", "big_two", "arschloch"):
        for _ in range(2):
            row = []
            for threads in (1, 2):
                c0, w0 = cpu(), time.perf_counter()
                zz.simulate(GAMES, game=game, players=4, threads=threads, summary_only=True)
                c, w = cpu() - c0, time.perf_counter() - w0
                row.append(f"{threads} threads: {c / GAMES * 1e6:.2f} CPU-µs a match, {w:.2f} s")
            print(game, " | ".join(row), flush=True)


if __name__ == "__main__":
    main()
