"""How stable the review's grades are between two seeds (issue 29's target: at least 90%).

Reviews each game twice, with seed 1 and seed 2 (every seat, the default budget, one thread),
and prints, over the decisions graded mistake or blunder under one seed, the share graded at
least inaccuracy under the other (both directions pooled), for each game.

Run: `python benches/review_stability.py [--games 20] [--game big_two ...] [--players P]`
The games: `review_games.one_game` (the heuristic with a random move one time in five), seeds
1 to N.
"""

from __future__ import annotations

import argparse
import time

from review_games import one_game

import zweiundzwanzig as zz

BAD = ("mistake", "blunder")
FLAWED = ("inaccuracy", "mistake", "blunder")
TABLES = {"big_two": 4, "zweiundzwanzig": 4, "arschloch": 4}


def agreement(game: str, players: int, games: int) -> tuple[int, int, int, float]:
    """(decisions judged, mistakes or blunders under either seed, those graded at least
    inaccuracy under the other seed, seconds)."""
    judged = bad = kept = 0
    start = time.perf_counter()
    for seed in range(1, games + 1):
        match = one_game(game, players, seed)
        one = zz.review(match, seed=1, threads=1).decisions
        two = zz.review(match, seed=2, threads=1).decisions
        for a, b in zip(one, two, strict=True):
            judged += a.grade not in ("forced", "unsearched")
            for x, y in ((a, b), (b, a)):
                if x.grade in BAD:
                    bad += 1
                    kept += y.grade in FLAWED
    return judged, bad, kept, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game", nargs="+", default=list(TABLES), choices=list(TABLES))
    parser.add_argument("--players", type=int, default=None, help="default 4")
    args = parser.parse_args()
    print(
        "| game | players | games | judged decisions | mistakes+blunders (both seeds) | "
        "at least inaccuracy under the other | share | seconds |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for game in args.game:
        players = args.players or TABLES[game]
        judged, bad, kept, seconds = agreement(game, players, args.games)
        share = kept / bad if bad else float("nan")
        print(
            f"| {game} | {players} | {args.games} | {judged} | {bad} | {kept} | "
            f"{share:.3f} | {seconds:.0f} |"
        )


if __name__ == "__main__":
    main()
