"""Simulation throughput in one run: the pure-Rust rate, `zz.simulate` from Python on one and two
threads, and the Python step loop, so that every target is read as a ratio of figures measured
side by side on the same (shared, noisy) machine.

Run: ``python benches/throughput.py [--games N]`` from the repository root (it builds the Rust
baseline with ``cargo build --release --example sim_rate`` first). Prints a markdown table.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import time
from pathlib import Path

import zweiundzwanzig as zz

ROOT = Path(__file__).resolve().parent.parent


def rust_rate(games: int, threads: int) -> dict[str, float]:
    """The pure-Rust baseline: the same plan `simulate` runs, without Python."""
    exe = ROOT / "target" / "release" / "examples" / "sim_rate"
    out = subprocess.run(
        [str(exe), str(games), str(threads)], check=True, capture_output=True, text=True
    )
    result: dict[str, float] = json.loads(out.stdout)
    return result


def simulate_rate(games: int, threads: int, summary_only: bool) -> dict[str, float]:
    start = time.perf_counter()
    result = zz.simulate(games, players=4, threads=threads, summary_only=summary_only)
    seconds = time.perf_counter() - start
    return {
        "matches_per_s": games / seconds,
        "deals_per_s": result.summary.deals / seconds,
    }


def random_matches(first: int, count: int) -> int:
    """Plays matches `first .. first + count` (4 players, seeded by their number) from Python,
    `legal_moves()` then `apply()` of a uniformly random one; returns the decisions made."""
    decisions = 0
    for seed in range(first, first + count):
        match = zz.Match(players=4, seed=seed)
        chooser = random.Random(seed)
        while not match.is_over:
            moves = match.legal_moves()
            match.apply(moves[chooser.randrange(len(moves))])
            decisions += 1
    return decisions


def step_loop(matches: int) -> tuple[float, float]:
    """µs per decision of `legal_moves()` then `apply()` from Python, and decisions per match."""
    start = time.perf_counter()
    decisions = random_matches(0, matches)
    seconds = time.perf_counter() - start
    return seconds / decisions * 1e6, decisions / matches


def chooser_only(matches: int) -> float:
    """µs per decision of the step loop's own choosing (`randrange` over the same list lengths,
    recorded first and replayed alone): the part of the step loop that is not the library's."""
    lengths: list[tuple[int, list[int]]] = []
    for seed in range(matches):
        match = zz.Match(players=4, seed=seed)
        chooser = random.Random(seed)
        sizes = []
        while not match.is_over:
            moves = match.legal_moves()
            sizes.append(len(moves))
            match.apply(moves[chooser.randrange(len(moves))])
        lengths.append((seed, sizes))
    decisions = sum(len(sizes) for _, sizes in lengths)
    start = time.perf_counter()
    for seed, sizes in lengths:
        chooser = random.Random(seed)
        for n in sizes:
            chooser.randrange(n)
    return (time.perf_counter() - start) / decisions * 1e6


def best(runs: list[dict[str, float]], key: str) -> float:
    return max(r[key] for r in runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200_000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument(
        "--loop-repeats", type=int, default=9, help="step-loop runs (short, so more of them)"
    )
    args = parser.parse_args()
    subprocess.run(
        [
            "cargo",
            "build",
            "--release",
            "-q",
            "-p",
            "zweiundzwanzig-engine",
            "--example",
            "sim_rate",
        ],
        check=True,
        cwd=ROOT,
    )
    rows: dict[str, list[dict[str, float]]] = {}
    for _ in range(args.repeats):  # interleaved, so load on the machine hits every row alike
        for threads in (1, 2):
            rows.setdefault(f"rust-{threads}", []).append(rust_rate(args.games, threads))
            rows.setdefault(f"py-{threads}", []).append(simulate_rate(args.games, threads, True))
        rows.setdefault("py-arrays-1", []).append(simulate_rate(args.games, 1, False))
    loop_us, per_match = min(step_loop(300) for _ in range(args.loop_repeats))
    choose_us = min(chooser_only(300) for _ in range(args.loop_repeats))
    r1, r2 = best(rows["rust-1"], "matches_per_s"), best(rows["rust-2"], "matches_per_s")
    p1, p2 = best(rows["py-1"], "matches_per_s"), best(rows["py-2"], "matches_per_s")
    pa = best(rows["py-arrays-1"], "matches_per_s")
    deals = best(rows["rust-1"], "deals_per_s")
    print(f"4-player standard matches of uniformly random legal moves, {args.games:,} per run")
    print(
        f"(best of {args.repeats}); step loop: 300 matches, {per_match:.0f} decisions each "
        f"(best of {args.loop_repeats})"
    )
    print()
    print("| measure | figure |")
    print("| --- | --- |")
    print(f"| pure Rust, 1 thread | {r1:,.0f} matches/s, {deals:,.0f} deals/s |")
    print(f"| pure Rust, 2 threads | {r2:,.0f} matches/s ({r2 / r1:.2f}x one thread) |")
    print(
        f"| `simulate(summary_only=True)`, 1 thread | {p1:,.0f} matches/s ({p1 / r1:.1%} of Rust) |"
    )
    print(f"| `simulate()` with arrays, 1 thread | {pa:,.0f} matches/s ({pa / r1:.1%} of Rust) |")
    print(f"| `simulate(summary_only=True)`, 2 threads | {p2:,.0f} matches/s ({p2 / p1:.2f}x) |")
    print(f"| Python step loop | {loop_us:.2f} µs per decision |")
    print(
        f"| of which the loop's `randrange` | {choose_us:.2f} µs; the library's calls "
        f"{loop_us - choose_us:.2f} µs |"
    )


if __name__ == "__main__":
    main()
