"""Instructions a decision of random play, counted by callgrind, so that the figure does not
depend on how busy the machine is. For each game, path and table size it runs
``target/release/examples/instructions`` (``listing`` for the listing path) under callgrind
twice (no game, then GAMES games), and divides the difference by the decisions those games
play (counted in a run of its own):

    cargo build --release --example instructions --example listing
    python benches/instructions.py [--games 400] [--game big_two] [--path plan]

prints a Markdown table: game, path, players, decisions, instructions a decision. Paths:
``bare`` lists every decision's moves and draws one (what an agent that lists moves pays),
``plan`` is the simulation path (`Plan::tally`, each game's own random-move sampler),
``listing`` the bare loop's listing and draw alone (the rest of each decision, playing the
move, the deals, is not counted: callgrind's ``--toggle-collect``). Needs
valgrind (``apt-get install valgrind``); BENCHMARKS.md gives the figures.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "target" / "release" / "examples"
EXAMPLE = EXAMPLES / "instructions"

TABLES = {
    ("zweiundzwanzig", "plan"): [4],
    ("zweiundzwanzig", "bare"): [2, 4, 6, 7, 8, 10, 12],
    ("zweiundzwanzig", "listing"): [2, 4, 6, 7, 8, 10, 12],
    ("arschloch", "listing"): [4, 6, 8, 11],
    ("big_two", "listing"): [2, 3, 4],
    ("arschloch", "plan"): [4, 6, 8, 11],
    ("arschloch", "bare"): [4, 6, 8, 11],
    ("big_two", "plan"): [2, 3, 4],
    ("big_two", "bare"): [2, 3, 4],
}
"""The table sizes counted, by game and path."""

SUMMARY = re.compile(r"^(?:summary|totals):\s*(\d+)", re.M)


LISTING = EXAMPLES / "listing"
"""The ``listing`` path's example: the bare loop, counted inside ``list_and_draw`` only."""


def command(game: str, path: str, *args: str) -> list[str]:
    """The example's command line for a path."""
    if path == "listing":
        return [str(LISTING), game, *args]
    return [str(EXAMPLE), game, path, *args]


def instructions(game: str, path: str, *args: str) -> int:
    """The instructions callgrind counts for one run of the example."""
    toggle = ["--toggle-collect=*list_and_draw*"] if path == "listing" else []
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        callgrind = ["valgrind", "--tool=callgrind", *toggle, f"--callgrind-out-file={out}"]
        subprocess.run(
            [*callgrind, *command(game, path, *args)],
            check=True,
            capture_output=True,
        )
        found = SUMMARY.search(out.read_text())
        assert found, "callgrind wrote no summary"
        return int(found.group(1))


def decisions(game: str, path: str, players: int, games: int) -> int:
    """The decisions ``games`` games play on ``path``."""
    run = subprocess.run(
        command(game, path, str(players), str(games), "count"),
        check=True,
        capture_output=True,
        text=True,
    )
    return int(run.stdout)


def per_decision(game: str, path: str, players: int, games: int) -> tuple[int, float]:
    """The decisions of ``games`` games and the instructions each took."""
    table = (game, path, str(players))
    spent = instructions(*table, str(games)) - instructions(*table, "0")
    made = decisions(game, path, players, games)
    return made, spent / made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--game", default=None)
    parser.add_argument("--path", default=None, choices=["bare", "plan", "listing"])
    args = parser.parse_args()
    if not (EXAMPLE.exists() and LISTING.exists()):
        raise SystemExit(
            "build them first: cargo build --release --example instructions --example listing"
        )
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    print("| game | path | players | decisions | instructions a decision |")
    print("| --- | --- | ---: | ---: | ---: |")
    for (game, path), sizes in TABLES.items():
        if args.game not in (None, game) or args.path not in (None, path):
            continue
        for players in sizes:
            made, each = per_decision(game, path, players, args.games)
            print(f"| {game} | {path} | {players} | {made:,} | {each:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
