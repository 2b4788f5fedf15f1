"""Tune the weights of Arschloch's tuned player (``games::arschloch::tuned``) by self-play.

A cross-entropy search: each iteration draws ``--population`` weight vectors around the mean
(the mean itself first), plays each in one seat against three heuristic players on the same
``--games`` games (``examples/arschloch_tuning.rs``; new games every iteration), and moves the
mean and spread towards the ``--elite`` of lowest mean finishing position. It starts from the
eager player (the feature "the eager player's move" alone) with the spread ``--spread``.

    cargo build --release -p zweiundzwanzig-engine --example arschloch_tuning
    python benches/arschloch_tuning.py --iterations 30 --games 40000 --out w30.txt
    python benches/arschloch_tuning.py --iterations 40 --games 40000 --start w30.txt \
        --spread 0.3 --first-iteration 30 --out w70.txt

Each line printed gives the iteration, the mean's mean place and share of games won, and the
best candidate's. The result is a file of weights, one a line, to copy into ``tuned.rs``'s
``WEIGHTS`` (BENCHMARKS.md, "Issue 32: a tuned model of the searching seat's own play in
Arschloch").
"""

from __future__ import annotations

import argparse
import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path

import numpy as np

EXAMPLE = Path(__file__).resolve().parents[1] / "target/release/examples/arschloch_tuning"
FEATURES = 20
EAGER = 14  # the feature "the eager player's move"


def play(
    weights: np.ndarray, k: int, *, games: int, first: int, folder: str
) -> tuple[float, float]:
    """Mean place and share of games won of the tuned player with ``weights``."""
    path = os.path.join(folder, f"w{k}.txt")
    np.savetxt(path, weights)
    out = subprocess.run(
        [str(EXAMPLE), str(games), "tuned", str(first), path],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    place = float(out.split("mean place ")[1].split(",")[0])
    won = float(out.split("won ")[1].split(" ")[0])
    return place, won


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=30)
    parser.add_argument("--games", type=int, default=40000)
    parser.add_argument("--population", type=int, default=48)
    parser.add_argument("--elite", type=int, default=8)
    parser.add_argument("--spread", type=float, default=0.5)
    parser.add_argument("--start", help="a file of weights to start from (else the eager player)")
    parser.add_argument("--first-iteration", type=int, default=0, help="offsets the games played")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--out", default="tuned_weights.txt")
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    if args.start:
        mean = np.loadtxt(args.start)
    else:
        mean = np.zeros(FEATURES)
        mean[EAGER] = 1.0
    spread = np.full(FEATURES, args.spread)
    folder = tempfile.mkdtemp()
    with ThreadPoolExecutor(args.threads) as pool:
        for it in range(args.first_iteration, args.first_iteration + args.iterations):
            first = 10_000_000 + it * args.games
            noise = rng.standard_normal((args.population - 1, FEATURES))
            candidates = [mean] + [mean + spread * z for z in noise]
            score = partial(play, games=args.games, first=first, folder=folder)
            results = list(pool.map(score, candidates, range(len(candidates))))
            places = np.array([r[0] for r in results])
            order = np.argsort(places, kind="stable")
            elite = np.array([candidates[i] for i in order[: args.elite]])
            mean = elite.mean(axis=0)
            spread = 0.7 * spread + 0.3 * elite.std(axis=0) + 0.01
            best = results[order[0]]
            print(it, "mean", results[0], "best", best, flush=True)
            np.savetxt(args.out, mean)


if __name__ == "__main__":
    main()
