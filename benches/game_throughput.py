"""A game's throughput in one run, every figure side by side on the same (shared, noisy)
machine: the pure-Rust rate (decisions/s and whole games/s, one thread), `zz.simulate(game=...)`
on one and two threads as ratios of the Rust simulation of the same games, and the Python step
loop (`legal_moves()` then `apply()`). Uniformly random legal moves, one game a match; 10
players for Arschloch and 4 for Big Two by default.

For Big Two the run also times the `pusoy_dos2` crate (`benches/pusoy_dos2/`, a bench-only
harness: its moves are its own computer player's suggestions, see that file), between our two
Rust runs.

Run: ``python benches/game_throughput.py --game arschloch|big_two [--games N] [--players P]``
from the repository root (it builds ``cargo build --release --example game_rate`` first, and
the harness for Big Two). Prints a markdown table.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import time
from pathlib import Path
from typing import Any

import zweiundzwanzig as zz
from zweiundzwanzig.games import game_named

ROOT = Path(__file__).resolve().parent.parent
PUSOY = ROOT / "benches" / "pusoy_dos2"
PLAYERS = {"arschloch": 10, "big_two": 4}


def one_game(game: str) -> Any:
    """The standard rules of `game`, one game a match."""
    return game_named(game).rules_class().standard().replace(games=1)


def rust_rate(game: str, games: int, players: int, threads: int) -> dict[str, float]:
    """The pure-Rust figures of `examples/game_rate.rs`."""
    exe = ROOT / "target" / "release" / "examples" / "game_rate"
    out = subprocess.run(
        [str(exe), game, str(games), str(players), str(threads)],
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, float] = json.loads(out.stdout)
    return result


def pusoy_rate(games: int) -> dict[str, float]:
    """The figures of the `pusoy_dos2` harness (4 players, its own computer player's moves)."""
    exe = PUSOY / "target" / "release" / "pusoy-dos2-rate"
    out = subprocess.run([str(exe), str(games)], check=True, capture_output=True, text=True)
    result: dict[str, float] = json.loads(out.stdout)
    return result


def simulate_rate(game: str, games: int, players: int, threads: int) -> float:
    """Games per second of `zz.simulate`, summary only."""
    start = time.perf_counter()
    zz.simulate(
        games,
        game=game,
        players=players,
        rules=one_game(game),
        threads=threads,
        summary_only=True,
    )
    return games / (time.perf_counter() - start)


def step_loop(game: str, games: int, players: int) -> tuple[float, float]:
    """µs per decision of `legal_moves()` then `apply()` of a random move, and of the chooser
    alone (replayed over the same list lengths)."""
    sizes: list[int] = []
    match_class, rules = game_named(game).match_class(), one_game(game)
    start = time.perf_counter()
    for seed in range(games):
        match = match_class(players=players, rules=rules, seed=seed)
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
    parser.add_argument("--game", choices=sorted(PLAYERS), required=True)
    parser.add_argument("--games", type=int, default=40_000)
    parser.add_argument("--players", type=int, default=None)
    args = parser.parse_args()
    game, players = args.game, args.players or PLAYERS[args.game]
    subprocess.run(
        ["cargo", "build", "-q", "--release", "--example", "game_rate"], check=True, cwd=ROOT
    )
    pusoy = game == "big_two" and players == 4
    if pusoy:
        subprocess.run(["cargo", "build", "-q", "--release"], check=True, cwd=PUSOY)
    rust = rust_rate(game, args.games, players, 1)
    theirs = pusoy_rate(max(1, args.games // 10)) if pusoy else None
    rust2 = rust_rate(game, args.games, players, 2)
    one = simulate_rate(game, args.games, players, 1)
    two = simulate_rate(game, args.games, players, 2)
    loop, alone = step_loop(game, max(1, args.games // 40), players)
    title = game_named(game).title
    print(f"{title}, {players} players, random legal moves, one game a match\n")
    print("| figure | value |")
    print("|---|---|")
    print(f"| Rust decisions/s (one thread) | {rust['decisions_per_s'] / 1e6:.2f} M |")
    if theirs is not None:
        print_pusoy(rust, theirs)
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


def print_pusoy(rust: dict[str, float], theirs: dict[str, float]) -> None:
    """The `pusoy_dos2` rows, with our figures as multiples of theirs."""
    print(
        f"| `pusoy_dos2` decisions/s (its own moves) | "
        f"{theirs['decisions_per_second'] / 1e6:.3f} M "
        f"(ours {rust['decisions_per_s'] / theirs['decisions_per_second']:.1f}×) |"
    )
    print(
        f"| `pusoy_dos2` whole games/s | {theirs['games_per_second']:,.0f} "
        f"(ours {rust['games_per_s'] / theirs['games_per_second']:.1f}×; "
        f"{theirs['stuck']:.0f} of {theirs['games']:.0f} games stuck) |"
    )


if __name__ == "__main__":
    main()
