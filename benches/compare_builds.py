"""The Python step loop of several builds of the library, interleaved in one run, so that a
change is read as a ratio measured side by side on the same (shared, noisy) machine.

Each build is a folder holding an installed ``zweiundzwanzig`` package (or ``-`` for the one
installed in this interpreter); make one from any commit with, for example::

    git worktree add /tmp/old COMMIT && (cd /tmp/old && maturin build --release -o /tmp/wheel)
    pip install --no-deps --target /tmp/old-build /tmp/wheel/zweiundzwanzig-*.whl

Run: ``python benches/compare_builds.py [--rounds N] /tmp/old-build -``. Every round runs each
build in a fresh subprocess (100 warm-up matches, then the best of 3 runs of 150 matches of
``throughput.py``'s step loop) and prints µs per decision; the medians come last.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

BENCHES = Path(__file__).resolve().parent

ONE_RUN = """
import sys, time
sys.path.insert(0, {benches!r})
from throughput import random_matches
random_matches(0, 100)
best = float("inf")
for _ in range(3):
    start = time.perf_counter()
    decisions = random_matches(1000, 150)
    best = min(best, (time.perf_counter() - start) / decisions * 1e6)
print(best)
"""


def step_loop_us(build: str) -> float:
    """One round for one build: its best µs per decision."""
    env = dict(os.environ)
    if build != "-":
        env["PYTHONPATH"] = build
    code = ONE_RUN.format(benches=str(BENCHES))
    # Run outside the repository, so that `python/` there cannot shadow the build.
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True, cwd="/"
    )
    return float(out.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("builds", nargs="+", help="folders with a built package, or -")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    runs: dict[str, list[float]] = {b: [] for b in args.builds}
    for _ in range(args.rounds):
        for build in args.builds:
            runs[build].append(step_loop_us(build))
    print("| build | µs a decision, each round | median |")
    print("| --- | --- | ---: |")
    for build, figures in runs.items():
        rounds = " ".join(f"{f:.3f}" for f in figures)
        print(f"| {build} | {rounds} | {statistics.median(figures):.3f} |")


if __name__ == "__main__":
    main()
