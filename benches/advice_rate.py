"""The advisor's decisions a second at a fixed strength: ``advise`` on the same positions of
each game, 100 iterations, one thread, so that the engine's speed shows as advice per second at
equal strength (issue 31). The positions: every seventh decision of seeded random matches (4
players), the view of the player to move.

    python benches/advice_rate.py [--positions 40] [--rounds 3]

prints, per game, the positions and the advice a second (best of the rounds). Under callgrind,
``python benches/advice_rate.py --count N`` advises the first N positions of each game once and
prints nothing else, and ``--dry`` finds the same positions without advising; the difference of
the two runs over N (``--game G``: one game) or 3N is the instructions an advice:

    OPENBLAS_NUM_THREADS=1 valgrind --tool=callgrind python benches/advice_rate.py --count 10
    OPENBLAS_NUM_THREADS=1 valgrind --tool=callgrind python benches/advice_rate.py --count 10 --dry
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from zweiundzwanzig import advise
from zweiundzwanzig.games import GAMES

ITERATIONS = 100
EVERY = 7


def positions(game: str, count: int) -> list[Any]:
    """``count`` views of ``game``'s player to move, from seeded random matches."""
    entry = GAMES[game]
    found: list[Any] = []
    seed = 0
    while len(found) < count:
        match = entry.match_class()(players=4, seed=seed)
        chooser = random.Random(seed)
        decision = 0
        while not match.is_over and len(found) < count:
            moves = match.legal_moves()
            if decision % EVERY == 3 and len(moves) > 1:
                found.append(match.view(match.current_player))
            match.apply(moves[chooser.randrange(len(moves))])
            decision += 1
        seed += 1
    return found


def advise_all(views: list[Any]) -> None:
    for view in views:
        advise(view, iterations=ITERATIONS, seed=0, threads=1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--count", type=int, default=None)
    parser.add_argument("--dry", action="store_true")
    parser.add_argument("--game", default=None, choices=list(GAMES))
    args = parser.parse_args()
    games = [args.game] if args.game else list(GAMES)
    if args.count is not None:
        for game in games:
            views = positions(game, args.count)
            if not args.dry:
                advise_all(views)
        return
    print("| game | positions | advice a second (best of rounds) |")
    print("| --- | ---: | ---: |")
    for game in games:
        views = positions(game, args.positions)
        best = float("inf")
        for _ in range(args.rounds):
            start = time.perf_counter()
            advise_all(views)
            best = min(best, time.perf_counter() - start)
        print(f"| {game} | {len(views)} | {len(views) / best:,.1f} |", flush=True)


if __name__ == "__main__":
    main()
