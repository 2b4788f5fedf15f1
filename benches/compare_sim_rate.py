"""The pure-Rust simulation rate of several builds of the engine, interleaved in one run, so that
a change is read as a ratio measured side by side on the same (shared, noisy) machine.

Each build is a copy of the ``sim_rate`` example (``rust/engine/examples/sim_rate.rs``); make one
from any commit with, for example::

    git worktree add /tmp/old COMMIT
    (cd /tmp/old && cargo build --release -p zweiundzwanzig-engine --example sim_rate)
    cp /tmp/old/target/release/examples/sim_rate /tmp/sim_rate-old

Run: ``python benches/compare_sim_rate.py [--rounds N] [--games G] /tmp/sim_rate-old
target/release/examples/sim_rate``. Every round runs each build once (``G`` random 4-player
matches of standard rules on one thread) and records its matches a second; the builds take
turns in a rotating order, so none always runs first. Last come each build's median and best
rates, and the median of its ratio to the first build within a round (the pairs share a round's
conditions, so this ratio is the steadiest reading on a shared machine).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess


def matches_per_s(binary: str, games: int) -> float:
    """One run of one build: its matches a second."""
    out = subprocess.run([binary, str(games), "1"], capture_output=True, text=True, check=True)
    return float(json.loads(out.stdout)["matches_per_s"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("builds", nargs="+", help="sim_rate binaries")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--games", type=int, default=100_000)
    args = parser.parse_args()
    runs: dict[str, list[float]] = {b: [] for b in args.builds}
    for r in range(args.rounds):
        turn = r % len(args.builds)
        for build in args.builds[turn:] + args.builds[:turn]:
            runs[build].append(matches_per_s(build, args.games))
    base = runs[args.builds[0]]
    for build, rates in runs.items():
        paired = statistics.median(x / b for x, b in zip(rates, base, strict=True))
        shown = ", ".join(f"{r:,.0f}" for r in rates)
        print(
            f"{build}: median {statistics.median(rates):,.0f}, best {max(rates):,.0f} matches/s; "
            f"{paired:.3f}x the first in the same round (median)  ({shown})"
        )


if __name__ == "__main__":
    main()
