"""The strength ladder: each player against the one below it, rated on one Elo scale.

Run: ``python benches/level_ladder.py --game big_two --players 4 --games 400 random heuristic
advisor [--plot docs/images/ladder_big_two.png]``. The players are named from the weakest up (any
names `simulate` takes, or ``ismcts:N``: the advisor searching by ISMCTS, ``N`` iterations a
decision, from Python, its searches seeded by a count of its decisions, so that on one
thread, ``--threads 1``, it plays the same for a seed). Each one meets the one below it at
tables whose seats alternate between the two (two seats each at four players), the seats rotated
so that each sits everywhere equally often, ``--games`` games a pairing and seeds fixed; one game
a match for Big Two and Arschloch.
`zz.elo_ratings` rates them all from the places (anchor: the first), with bootstrap 95%
intervals. Prints a Markdown table of the ratings and of each pairing's win rates, and the
seconds each pairing took.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import time
from typing import Any

import zweiundzwanzig as zz
from zweiundzwanzig.games import game_named


def rules_of(game: str) -> Any:
    """The standard rules of ``game``, one game a match where a match holds several games."""
    entry = game_named(game)
    rules = entry.rules_class().standard()
    return rules.replace(games=1) if entry.rounds == "games" else rules


@functools.cache
def player(name: str) -> Any:
    """The seat player ``name`` stands for: a built-in policy's name, or for ``ismcts:N`` a
    callable that plays the advisor's first move searched by ISMCTS with ``N`` iterations (one
    callable for all its seats, so that its seats are one player in the results)."""
    if not name.startswith("ismcts:"):
        return name
    iterations = int(name.removeprefix("ismcts:"))
    searches = itertools.count()

    def search(view: Any) -> Any:
        advice = zz.advise(view, algorithm="ismcts", iterations=iterations, seed=next(searches))
        return advice[0].move

    search.__name__ = name
    return search


def pairing(
    game: str, players: int, games: int, lower: str, upper: str, seed: int, threads: int | None
) -> list[Any]:
    """The runs of ``upper`` against ``lower`` at alternating seats, rotated."""
    runs = []
    for r in range(players):
        seats = [player(upper if (s + r) % 2 == 0 else lower) for s in range(players)]
        share = games // players + (1 if r < games % players else 0)
        runs.append(
            zz.simulate(
                share,
                game=game,
                players=players,
                rules=rules_of(game),
                policies=seats,
                seed=seed + r,
                threads=threads,
            )
        )
    return runs


def win_rates(runs: list[Any], name: str) -> str:
    """The share of seat-games ``name`` won over ``runs``."""
    won = seats = 0
    for run in runs:
        for s, policy in enumerate(run.policies):
            if policy == name:
                won += int((run.places[:, s] == 1).sum())
                seats += run.games
    return f"{won / seats:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("players_from_weakest", nargs="+", metavar="PLAYER")
    parser.add_argument("--game", default="zweiundzwanzig")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=400, help="games a pairing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--bootstrap", type=int, default=400)
    parser.add_argument("--plot", default=None, help="draw the ratings to this PNG")
    args = parser.parse_args()
    ladder = args.players_from_weakest
    all_runs = []
    print(f"{args.game}, {args.players} players, {args.games:,} games a pairing, seed {args.seed}")
    print()
    print("| pairing | lower's win rate | upper's win rate | seconds |")
    print("| --- | ---: | ---: | ---: |")
    for k, (lower, upper) in enumerate(itertools.pairwise(ladder)):
        start = time.perf_counter()
        runs = pairing(
            args.game, args.players, args.games, lower, upper, args.seed + 100 * k, args.threads
        )
        took = time.perf_counter() - start
        all_runs += runs
        print(
            f"| {upper} vs {lower} | {win_rates(runs, lower)} | {win_rates(runs, upper)} "
            f"| {took:.0f} |"
        )
    ratings = zz.elo_ratings(all_runs, anchor=ladder[0], bootstrap=args.bootstrap)
    print()
    print(ratings.table())
    if args.plot:
        ratings.plot(args.plot, title=f"{args.game}, {args.players} players")
        print(f"\ndrawn to {args.plot}")


if __name__ == "__main__":
    main()
