"""How the rule-based `heuristic` player does against `random` players, per preset and table size.

Run: ``python benches/heuristic_strength.py [--games N]``. Prints a markdown table: the win rate
of one heuristic seat against random ones (and of one random seat against heuristic ones), each
with its 95% interval; parity is 1/players.
"""

from __future__ import annotations

import argparse

import zweiundzwanzig as zz


def rate(games: int, players: int, preset: str, lone: str, others: str) -> str:
    policies = [lone] + [others] * (players - 1)
    summary = zz.simulate(games, players=players, rules=preset, policies=policies, seed=1).summary
    lo, hi = summary.win_interval[0]
    return f"{summary.win_rate[0]:.3f} [{lo:.3f}, {hi:.3f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20_000)
    args = parser.parse_args()
    print(f"{args.games:,} matches per cell, seed 1; win rate of seat 0 [95% interval]")
    print()
    print("| preset | players | parity | heuristic vs random | random vs heuristic |")
    print("| --- | --- | --- | --- | --- |")
    for preset in zz.Rules.presets():
        for players in (2, 4, 6):
            h = rate(args.games, players, preset, "heuristic", "random")
            r = rate(args.games, players, preset, "random", "heuristic")
            print(f"| {preset} | {players} | {1 / players:.3f} | {h} | {r} |")


if __name__ == "__main__":
    main()
