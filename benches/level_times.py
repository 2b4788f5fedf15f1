"""How long each strength level thinks: ``zz.advise(view, level=N)`` on the same positions for
every level, the time on the calling thread's CPU (so that other work on a busy machine does not
count), mean and longest, per game.

Run: ``python benches/level_times.py [--positions 60] [--players 4] [--seed 1] [--game G]
[--levels 1 2 3 4 5]``. The positions
are every decision of seeded matches of three `heuristic` players and a `random` one (so that
early, middle and late decisions of every kind come up), taken in order until ``--positions``.
Prints a Markdown table: game, level, positions, ms a decision (mean, longest).
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import zweiundzwanzig as zz
from zweiundzwanzig.games import GAMES


def positions(game: str, players: int, count: int, seed: int) -> list[Any]:
    """The views of the first ``count`` decisions of seeded matches, in order."""
    views: list[Any] = []
    match_seed = seed
    while len(views) < count:
        match = GAMES[game].match_class()(players, None, match_seed)
        move_seed = match_seed
        while not match.is_over and len(views) < count:
            seat = match.current_player
            if seat is None:
                break
            views.append(match.view(seat))
            policy = "random" if seat == 0 else "heuristic"
            match.apply(zz._core.policy_move(match, policy, move_seed))
            move_seed += 1
        match_seed += 1
    return views


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=sorted(GAMES), help="one game (default: every game)")
    parser.add_argument("--levels", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    args = parser.parse_args()
    print("| game | level | positions | ms a decision, mean | longest |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for game in [args.game] if args.game else list(GAMES):
        views = positions(game, args.players, args.positions, args.seed)
        for level in args.levels:
            times = []
            for i, view in enumerate(views):
                start = time.thread_time()
                zz.advise(view, level=level, seed=i)
                times.append(1000 * (time.thread_time() - start))
            mean = sum(times) / len(times)
            print(f"| {game} | {level} | {len(times)} | {mean:.2f} | {max(times):.1f} |")


if __name__ == "__main__":
    main()
