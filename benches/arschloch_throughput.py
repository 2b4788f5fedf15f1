"""Arschloch throughput in one run, every figure side by side on the same (shared, noisy)
machine: the pure-Rust rate (decisions/s and whole games/s, one thread), `zz.simulate(game=
"arschloch")` on one and two threads as ratios of the Rust simulation of the same games, and the
Python step loop (`legal_moves()` then `apply()`). Uniformly random legal moves, one game a
match, 10 players by default.

Run: ``python benches/arschloch_throughput.py [--games N] [--players P]`` from the repository
root (it builds ``cargo build --release --example game_rate`` first). Prints a markdown
table.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import time
from pathlib import Path

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch

ROOT = Path(__file__).resolve().parent.parent
ONE_GAME = arschloch.Rules.standard().replace(games=1)


def rust_rate(games: int, players: int, threads: int) -> dict[str, float]:
    """The pure-Rust figures of `examples/game_rate.rs` for Arschloch."""
    exe = ROOT / "target" / "release" / "examples" / "game_rate"
    out = subprocess.run(
        [str(exe), "arschloch", str(games), str(players), str(threads)],
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, float] = json.loads(out.stdout)
    return result


def simulate_rate(games: int, players: int, threads: int) -> float:
    """Games per second of `zz.simulate`, summary only."""
    start = time.perf_counter()
    zz.simulate(
        games,
        game="arschloch",
        players=players,
        rules=ONE_GAME,
        threads=threads,
        summary_only=True,
    )
    return games / (time.perf_counter() - start)


def step_loop(games: int, players: int) -> tuple[float, float]:
    """µs per decision of `legal_moves()` then `apply()` of a random move, and of the chooser
    alone (replayed over the same list lengths)."""
    sizes: list[int] = []
    start = time.perf_counter()
    for seed in range(games):
        match = arschloch.Match(players=players, rules=ONE_GAME, seed=seed)
        chooser = random.Random(seed)
        while not match.is_over:
            moves = match.legal_moves()
            sizes.append(len(moves))
            match.apply(moves[chooser.randrange(len(moves))])
    loop = time.perf_counter() - start
    chooser = random.Random(0)
    start = time.perf_counter()
    for n in sizes:
        chooser.randrange(n)
    alone = time.perf_counter() - start
    return loop / len(sizes) * 1e6, alone / len(sizes) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40_000)
    parser.add_argument("--players", type=int, default=10)
    args = parser.parse_args()
    subprocess.run(
        ["cargo", "build", "-q", "--release", "--example", "game_rate"], check=True, cwd=ROOT
    )
    rust = rust_rate(args.games, args.players, 1)
    rust2 = rust_rate(args.games, args.players, 2)
    one = simulate_rate(args.games, args.players, 1)
    two = simulate_rate(args.games, args.players, 2)
    loop, alone = step_loop(max(1, args.games // 40), args.players)
    print(f"Arschloch, {args.players} players, random legal moves, one game a match\n")
    print("| figure | value |")
    print("|---|---|")
    print(f"| Rust decisions/s (one thread) | {rust['decisions_per_s'] / 1e6:.2f} M |")
    print(f"| Rust whole games/s (one thread) | {rust['games_per_s']:,.0f} |")
    print(f"| decisions per game | {rust['decisions_per_game']:.1f} |")
    print(
        f"| Rust simulation games/s, 1 / 2 threads | {rust['sim_games_per_s']:,.0f} / "
        f"{rust2['sim_games_per_s']:,.0f} |"
    )
    print(
        f"| `zz.simulate` games/s, 1 thread | {one:,.0f} "
        f"({one / rust['sim_games_per_s']:.1%} of Rust) |"
    )
    print(f"| `zz.simulate` games/s, 2 threads | {two:,.0f} ({two / one:.2f}× one thread) |")
    print(f"| Python step loop µs/decision | {loop:.3f} (chooser alone {alone:.3f}) |")


if __name__ == "__main__":
    main()
