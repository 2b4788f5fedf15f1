"""The Python step loop of every game side by side with pyspiel's ``dou_dizhu``, in one run.

Each loop plays whole matches from Python: ``moves = match.legal_moves()``, then
``match.apply(moves[i])`` of a random one, until ``match.is_over``; pyspiel's is
``actions = state.legal_actions()``, then ``state.apply_action(actions[i])``, until
``state.is_terminal()`` (its chance nodes, the deal, are stepped the same way: a chance node's
``legal_actions()`` are its outcomes, all equally likely in ``dou_dizhu``). Every loop draws its
index the same way, ``int(next(floats) * len(moves))`` from one precomputed list of floats, so the
loops' own overhead is the same. A decision is one pair of calls.

Wall clock: ``--rounds`` rounds, each timing every loop once in turn (interleaved, so that a busy
spell of the machine falls on all of them alike), about ``--decisions`` decisions a loop a round;
prints best and median µs a decision and each game's ratio to pyspiel's (of the bests and of the
medians), and the loop's own drawing of the index alone.

Instructions (``--instructions``, needs valgrind): each loop under callgrind twice, ``--warm``
matches alone and then the same followed by ``--measured`` more; the difference divided by the
measured decisions is the steady-state instructions a decision, whatever the machine's load.

    python benches/step_loop.py [--rounds 9] [--decisions 50000] [--instructions]

(``--rounds 0 --instructions``: the instructions alone.)

Not part of the test run. Needs ``pyspiel`` (the ``openspiel`` extra) for its loop; without it
only our games run.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from typing import Any

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch, big_two

try:
    import pyspiel
except ImportError:
    pyspiel = None

PYSPIEL = "pyspiel dou_dizhu"
PLAYERS = {"zweiundzwanzig": 4, "arschloch": 10, "big_two": 4}
"""Each game's table: the sizes its own benchmarks use (`throughput.py`,
`arschloch_step_loop.py`, `game_throughput.py`)."""

MATCHES: dict[str, Callable[[int], Any]] = {
    "zweiundzwanzig": lambda seed: zz.Match(PLAYERS["zweiundzwanzig"], seed=seed),
    "arschloch": lambda seed: arschloch.Match(PLAYERS["arschloch"], seed=seed),
    "big_two": lambda seed: big_two.Match(PLAYERS["big_two"], seed=seed),
}
_DRAWS = random.Random(31)
FLOATS = [_DRAWS.random() for _ in range(1 << 16)]
"""The random draws every loop takes its indices from, in turn."""


def floats() -> Iterator[float]:
    """The floats of [`FLOATS`], over and over (each loop takes the next with `next`)."""
    return itertools.cycle(FLOATS)


def our_loop(game: str, first: int, count: int) -> int:
    """Plays matches `first .. first + count` of `game` (seeded by their number) with random
    legal moves; returns the decisions made."""
    make, draw = MATCHES[game], floats()
    decisions = 0
    for seed in range(first, first + count):
        match = make(seed)
        while not match.is_over:
            moves = match.legal_moves()
            match.apply(moves[int(next(draw) * len(moves))])
            decisions += 1
    return decisions


def pyspiel_loop(first: int, count: int) -> int:
    """Plays `count` games of pyspiel's `dou_dizhu` with random legal actions; returns the
    actions applied (`first` only shifts the draws, as seeds shift ours)."""
    game, draw = dou_dizhu(), floats()
    for _ in range(first % len(FLOATS)):
        next(draw)
    decisions = 0
    for _ in range(count):
        state = game.new_initial_state()
        while not state.is_terminal():
            actions = state.legal_actions()
            state.apply_action(actions[int(next(draw) * len(actions))])
            decisions += 1
    return decisions


@functools.cache
def dou_dizhu() -> Any:
    """pyspiel's game, loaded once."""
    return pyspiel.load_game("dou_dizhu")


def play(loop: str, first: int, count: int) -> int:
    """The decisions of `count` matches (games for pyspiel) of `loop` from `first`."""
    if loop == PYSPIEL:
        return pyspiel_loop(first, count)
    return our_loop(loop, first, count)


def loops() -> list[str]:
    return [*MATCHES, *([PYSPIEL] if pyspiel is not None else [])]


def draw_alone(lengths: list[int]) -> float:
    """Seconds of the loop's own drawing of an index over `lengths`, with nothing else."""
    draw = floats()
    start = time.perf_counter()
    for n in lengths:
        int(next(draw) * n)
    return time.perf_counter() - start


def matches_for(loop: str, decisions: int) -> int:
    """How many matches of `loop` make about `decisions` decisions."""
    per_match = play(loop, 10**6, 3) / 3
    return max(1, round(decisions / per_match))


def wall_clock(rounds: int, decisions: int) -> None:
    names = loops()
    counts = {name: matches_for(name, decisions) for name in names}
    times: dict[str, list[float]] = {name: [] for name in names}
    draws: list[float] = []
    for r in range(rounds):
        for name in names:
            start = time.perf_counter()
            made = play(name, r * counts[name], counts[name])
            times[name].append((time.perf_counter() - start) / made * 1e6)
        draws.append(draw_alone([8] * decisions) / decisions * 1e6)
    draw = min(draws)
    print(f"µs a decision, {rounds} interleaved rounds of about {decisions:,} decisions a loop")
    print(
        f"(the loop's own drawing of the index alone, best of the rounds: {draw:.3f} µs of each)\n"
    )
    print("| loop | best | median | best ÷ pyspiel's | median ÷ pyspiel's |")
    print("| --- | --- | --- | --- | --- |")
    theirs = times.get(PYSPIEL)
    for name in names:
        best, median = min(times[name]), statistics.median(times[name])
        ratios = "| — | — |"
        if theirs is not None:
            ratios = f"| {best / min(theirs):.3f} | {median / statistics.median(theirs):.3f} |"
        print(f"| {name} | {best:.3f} | {median:.3f} {ratios}")


def callgrind_total(loop: str, warm: int, measured: int) -> tuple[int, int]:
    """Instructions of a whole run of `--play` under callgrind, and the decisions it printed."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        run = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                sys.executable,
                __file__,
                "--play",
                loop,
                str(warm),
                str(measured),
            ],
            check=True,
            capture_output=True,
            text=True,
            env={**os.environ, "OPENBLAS_NUM_THREADS": "1", "PYTHONHASHSEED": "0"},
        )
        with open(out) as f:
            total = re.search(r"^(?:summary|totals): (\d+)", f.read(), re.M)
    assert total is not None, "callgrind wrote no total"
    return int(total.group(1)), int(run.stdout.split()[-1])


def instructions(warm: int, measured: int) -> None:
    print(f"\ninstructions a decision (callgrind: {warm} + {measured} matches less {warm})\n")
    print("| loop | instructions a decision | decisions measured | ÷ pyspiel's |")
    print("| --- | --- | --- | --- |")
    counts: dict[str, tuple[float, int]] = {}
    for name in loops():
        base, _ = callgrind_total(name, warm, 0)
        total, decisions = callgrind_total(name, warm, measured)
        counts[name] = ((total - base) / decisions, decisions)
    for name, (count, decisions) in counts.items():
        ratio = f"{count / counts[PYSPIEL][0]:.3f}" if PYSPIEL in counts else "—"
        print(f"| {name} | {count:,.0f} | {decisions:,} | {ratio} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--decisions", type=int, default=50_000)
    parser.add_argument("--instructions", action="store_true")
    parser.add_argument("--warm", type=int, default=20)
    parser.add_argument("--measured", type=int, default=20)
    parser.add_argument("--play", nargs=3, metavar=("LOOP", "WARM", "MEASURED"))
    args = parser.parse_args()
    if args.play:
        # `warm` matches (filling pools and caches), then `measured` more, measured.
        loop, warm, measured = args.play[0], int(args.play[1]), int(args.play[2])
        # Both runs set the measured part up alike (none played in the first), so that its
        # set-up cancels out of the difference.
        play(loop, 0, warm)
        print(play(loop, 10**5, measured))
        return
    # A match of each first, so that the first round pays for no one's first use.
    for name in loops():
        play(name, 10**6, 1)
    if args.rounds > 0:
        wall_clock(args.rounds, args.decisions)
    if args.instructions:
        instructions(args.warm, args.measured)


if __name__ == "__main__":
    main()
