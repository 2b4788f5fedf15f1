"""Side by side with OpenSpiel: random games driven from Python, and random rollouts in native code.

Run: `pip install ".[bench]" && python benches/openspiel_compare.py [--seconds S] [--game G]`

``--game`` picks our side: ``zweiundzwanzig`` (the default: whole 4-player standard matches) or
``big_two`` (4 players, one game a match, so that a "deal" is one game as in OpenSpiel).

What is measured, in one run (each figure a fixed time budget of whole games, repeated; the
repetitions are interleaved across the workloads so that a noisy neighbour hits all of them):

* Python-driven, per decision: ours is a whole 4-player standard match,
  ``legal_moves()`` then ``apply()`` of a uniformly random move. Theirs is a whole game of
  ``dou_dizhu`` / ``spades``: chance nodes sampled from ``chance_outcomes()`` with a seeded
  ``random.Random``, decision nodes ``apply_action(rng.choice(legal_actions()))``. Time per
  decision counts player decisions only (their chance handling is part of the cost); time per
  action also counts chance actions. Our deals happen inside ``Match`` and are no actions.
* Native random rollouts, one thread: ours is ``zz.simulate(n, policies="random", threads=1,
  summary_only=True)``. Theirs is ``pyspiel.evaluate_bots`` with ``make_uniform_random_bot``
  seats: one Python call per game, the game loop (chance sampling included) in C++. Decisions per
  second multiply the games per second by the decisions per game of the Python-driven loop (the
  same uniformly random play); ours use that loop's decisions per deal times the deals the
  simulation reports. ``pyspiel.random_sim_test`` is timed as well, for reference only: it is a
  test harness (it clones, compares ``ToString()`` and checks masks at every step), not a rollout.
"""

from __future__ import annotations

import argparse
import functools
import importlib.metadata
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import zweiundzwanzig as zz
from zweiundzwanzig.games import game_named

try:
    import pyspiel
except ImportError:  # the script needs it; the benchmark tests skip without it
    pyspiel = None

GAMES = ("dou_dizhu", "spades")
REPEATS = 3
OURS = {"game": "zweiundzwanzig"}
"""Our side's game (set from ``--game``)."""


@functools.cache
def our_rules(game: str) -> Any:
    """Our side's rules: the standard ones; Big Two one game a match (made once a game, not
    inside the timed loops)."""
    rules = game_named(game).rules_class().standard()
    return rules.replace(games=1) if game == "big_two" else rules


def our_match(seed: int) -> Any:
    game = OURS["game"]
    return game_named(game).match_class()(players=4, rules=our_rules(game), seed=seed)


def rounds_of(result: Any) -> int:
    """The deals (family) or games (other games) of a finished match."""
    return int(getattr(result, "deals", None) or getattr(result, "games", 0))


@dataclass
class Counts:
    """What one timed repetition did: whole games, and the actions in them."""

    seconds: float = 0.0
    games: int = 0
    decisions: int = 0
    chance: int = 0
    deals: int = 0

    def add(self, other: Counts) -> None:
        self.games += other.games
        self.decisions += other.decisions
        self.chance += other.chance
        self.deals += other.deals


# --- the loops (shared with benches/test_openspiel.py) ---------------------------------------


def play_our_match(seed: int, rng: random.Random) -> Counts:
    """One whole 4-player standard match of uniformly random moves, driven from Python."""
    match = our_match(seed)
    decisions = 0
    while not match.is_over:
        moves = match.legal_moves()
        match.apply(moves[rng.randrange(len(moves))])
        decisions += 1
    result = match.result
    return Counts(games=1, decisions=decisions, deals=rounds_of(result) if result else 0)


def play_pyspiel_game(game: Any, rng: random.Random) -> Counts:
    """One whole OpenSpiel game of uniformly random decisions, driven from Python."""
    state = game.new_initial_state()
    decisions = chance = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            r = rng.random()
            action = outcomes[-1][0]
            for outcome, probability in outcomes:
                r -= probability
                if r < 0.0:
                    action = outcome
                    break
            state.apply_action(action)
            chance += 1
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            decisions += 1
    return Counts(games=1, decisions=decisions, chance=chance, deals=1)


# --- timed workloads: each runs whole games for about `budget` seconds -------------------------

Workload = Callable[[float, int], Counts]


def our_python_loop(budget: float, seed: int) -> Counts:
    rng = random.Random(seed)
    total = Counts()
    game_seed = seed * 1_000_000
    start = time.perf_counter()
    while time.perf_counter() - start < budget:
        total.add(play_our_match(game_seed, rng))
        game_seed += 1
    total.seconds = time.perf_counter() - start
    return total


def pyspiel_python_loop(name: str) -> Workload:
    game = pyspiel.load_game(name)

    def run(budget: float, seed: int) -> Counts:
        rng = random.Random(seed)
        total = Counts()
        start = time.perf_counter()
        while time.perf_counter() - start < budget:
            total.add(play_pyspiel_game(game, rng))
        total.seconds = time.perf_counter() - start
        return total

    return run


def our_rollouts(budget: float, seed: int) -> Counts:
    """`zz.simulate` in chunks of about a quarter of a second, each chunk its own seed."""
    total = Counts()
    chunk = 500
    chunk_seed = seed * 1_000_000
    start = time.perf_counter()
    while time.perf_counter() - start < budget:
        t0 = time.perf_counter()
        result = zz.simulate(
            chunk,
            game=OURS["game"],
            players=4,
            rules=our_rules(OURS["game"]),
            policies="random",
            seed=chunk_seed,
            threads=1,
            summary_only=True,
        )
        t1 = time.perf_counter()
        total.games += result.summary.games
        total.deals += result.summary.deals
        chunk_seed += 1
        rate = result.summary.games / max(t1 - t0, 1e-9)
        left = budget - (t1 - start)
        chunk = max(20, int(rate * min(0.25, left)) + 1)
    total.seconds = time.perf_counter() - start
    return total


def pyspiel_rollouts(name: str) -> Workload:
    """`pyspiel.evaluate_bots` with uniform random C++ bots: one Python call per whole game."""
    game = pyspiel.load_game(name)

    def run(budget: float, seed: int) -> Counts:
        players = range(game.num_players())
        bots = [pyspiel.make_uniform_random_bot(p, seed * 100 + p) for p in players]
        total = Counts()
        game_seed = seed * 1_000_000
        start = time.perf_counter()
        while time.perf_counter() - start < budget:
            pyspiel.evaluate_bots(game.new_initial_state(), bots, game_seed)
            game_seed += 1
            total.games += 1
        total.seconds = time.perf_counter() - start
        return total

    return run


def pyspiel_random_sim_test(name: str) -> Workload:
    """`pyspiel.random_sim_test` (the C++ game test harness), ten games a call."""
    game = pyspiel.load_game(name)

    def run(budget: float, seed: int) -> Counts:
        total = Counts()
        start = time.perf_counter()
        while time.perf_counter() - start < budget:
            pyspiel.random_sim_test(game, num_sims=10, serialize=False, verbose=False)
            total.games += 10
        total.seconds = time.perf_counter() - start
        return total

    return run


def our_phase_split(budget: float, seed: int) -> tuple[int, dict[str, list[float]]]:
    """Ours again, a timer around each decision: matches, and per phase [decisions, seconds,
    moves listed]. The exchange lists every distinct discard; a play lists a few plays."""
    rng = random.Random(seed)
    split: dict[str, list[float]] = {}
    matches = 0
    clock = time.perf_counter
    start = clock()
    while clock() - start < budget:
        match = our_match(seed * 1_000_000 + matches)
        while not match.is_over:
            phase = match.phase
            t0 = clock()
            moves = match.legal_moves()
            match.apply(moves[rng.randrange(len(moves))])
            took = clock() - t0
            row = split.setdefault(phase, [0, 0.0, 0])
            row[0] += 1
            row[1] += took
            row[2] += len(moves)
        matches += 1
    return matches, split


# --- running and reporting ----------------------------------------------------------------------


@dataclass
class Measured:
    """The repetitions of one workload."""

    runs: list[Counts] = field(default_factory=list)

    def _per(self, value: Callable[[Counts], float]) -> list[float]:
        return [value(c) for c in self.runs]

    def us_per(self, unit: Callable[[Counts], int]) -> tuple[float, float]:
        """Best (lowest) and median microseconds per unit."""
        xs = self._per(lambda c: c.seconds * 1e6 / max(unit(c), 1))
        return min(xs), statistics.median(xs)

    def rate(self, unit: Callable[[Counts], float]) -> tuple[float, float]:
        """Best (highest) and median units per second."""
        xs = self._per(lambda c: unit(c) / c.seconds)
        return max(xs), statistics.median(xs)

    def mean(self, unit: Callable[[Counts], int], per: Callable[[Counts], int]) -> float:
        """Pooled over the repetitions: units per `per` (decisions per game, say)."""
        return sum(unit(c) for c in self.runs) / max(sum(per(c) for c in self.runs), 1)


def run_all(workloads: dict[str, tuple[Workload, float]], repeats: int) -> dict[str, Measured]:
    out = {name: Measured() for name in workloads}
    for work, _ in workloads.values():  # warm up: imports, caches, game loading
        work(0.05, 999)
    for rep in range(repeats):
        for name, (work, budget) in workloads.items():
            counts = work(budget, rep)
            out[name].runs.append(counts)
            print(
                f"  [{rep + 1}/{repeats}] {name:<24} {counts.games:>8,} games "
                f"in {counts.seconds:.2f} s",
                file=sys.stderr,
                flush=True,
            )
    return out


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def _fmt(x: float, digits: int = 2) -> str:
    if x >= 1e6:
        return f"{x / 1e6:.2f} M"
    if x >= 1e4:
        return f"{x:,.0f}"
    return f"{x:.{digits}f}"


def _pair(best_median: tuple[float, float], digits: int = 2) -> str:
    best, median = best_median
    return f"{_fmt(best, digits)} ({_fmt(median, digits)})"


def decisions(c: Counts) -> int:
    return c.decisions


def actions(c: Counts) -> int:
    return c.decisions + c.chance


def games(c: Counts) -> int:
    return c.games


def deals(c: Counts) -> int:
    return c.deals


def report(
    m: dict[str, Measured],
    split: tuple[int, dict[str, list[float]]],
    seconds: float,
    argv: Sequence[str],
) -> str:
    ours_py = m["ours: Python loop"]
    ours_us = ours_py.us_per(decisions)
    ours_dpd = ours_py.mean(decisions, deals)  # decisions per deal
    ours_dpg = ours_py.mean(decisions, games)
    ours_sim = m["ours: zz.simulate"]
    ours_games = ours_sim.rate(games)
    ours_deals = ours_sim.rate(deals)
    ours_dps = ours_sim.rate(lambda c: c.deals * ours_dpd)

    lines = [
        f"Command: `python {' '.join(argv)}` ({seconds:g} s a measurement, best of {REPEATS},"
        " median in brackets)",
        f"Machine: {_cpu_model()}, {os.cpu_count()} logical cores, {platform.system()} "
        f"{platform.machine()}; Python {platform.python_version()}; zweiundzwanzig "
        f"{importlib.metadata.version('zweiundzwanzig')}; open_spiel "
        f"{importlib.metadata.version('open_spiel')}; load average at the end "
        + " ".join(f"{x:.2f}" for x in os.getloadavg()),
        "",
        "### Random game driven from Python (one decision = one non-chance action)",
        "",
        "| game | decisions / game | chance actions / game | µs per decision "
        "| µs per action incl. chance | theirs / ours (µs per decision) |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
        f"| ours: {OURS['game']} standard 4p match ({ours_py.mean(deals, games):.2f} deals) "
        f"| {ours_dpg:.1f} | 0 (deals inside `Match`) | {_pair(ours_us)} | {_pair(ours_us)} "
        "| 1 |",
    ]
    for name in GAMES:
        py = m[f"{name}: Python loop"]
        us = py.us_per(decisions)
        lines.append(
            f"| OpenSpiel `{name}` (one deal) | {py.mean(decisions, games):.1f} "
            f"| {py.mean(lambda c: c.chance, games):.1f} | {_pair(us)} "
            f"| {_pair(py.us_per(actions))} | {us[0] / ours_us[0]:.2f}× |"
        )
    matches, phases = split
    lines += [
        "",
        "Ours by phase (one more run, a timer around each decision): "
        + "; ".join(
            f"{phase}: {n / matches:.1f} decisions a match, {t * 1e6 / n:.2f} µs each, "
            f"{listed / n:.1f} moves listed"
            for phase, (n, t, listed) in sorted(phases.items())
        )
        + ".",
    ]
    lines += [
        "",
        "### Random rollouts in native code, one thread",
        "",
        "| engine | games / s | deals / s | decisions / s | ours / theirs (decisions / s) "
        "| ours / theirs (deals / s) |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
        f"| ours: `zz.simulate(threads=1, summary_only=True)` | {_pair(ours_games, 0)} "
        f"| {_pair(ours_deals, 0)} | {_pair(ours_dps, 0)} | 1 | 1 |",
    ]
    for name in GAMES:
        dpg = m[f"{name}: Python loop"].mean(decisions, games)
        ev = m[f"{name}: evaluate_bots"]
        g = ev.rate(games)
        d = ev.rate(lambda c, dpg=dpg: c.games * dpg)
        lines.append(
            f"| OpenSpiel `{name}`: `evaluate_bots`, uniform random C++ bots "
            f"| {_pair(g, 0)} | {_pair(g, 0)} | {_pair(d, 0)} | {ours_dps[0] / d[0]:.1f}× "
            f"| {ours_deals[0] / g[0]:.1f}× |"
        )
    for name in GAMES:
        rst = m[f"{name}: random_sim_test"].rate(games)
        lines.append(
            f"| OpenSpiel `{name}`: `random_sim_test` (test harness, reference only) "
            f"| {_pair(rst, 0)} | | | | |"
        )
    lines += [
        "",
        f"Ratios compare the best figures. Our games are whole matches; our decisions / s are "
        f"simulate's deals times {ours_dpd:.1f} decisions per deal (the Python loop's average "
        "over the same uniformly random play; the seeds differ). Theirs are games / s times the "
        "Python loop's decisions per game. Every OpenSpiel game here is one deal.",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--seconds", type=float, default=3.0, help="time budget of one measurement (default 3)"
    )
    parser.add_argument("--game", choices=["zweiundzwanzig", "big_two"], default="zweiundzwanzig")
    args = parser.parse_args(argv)
    OURS["game"] = args.game
    if pyspiel is None:
        print("open_spiel is not installed: pip install '.[bench]'", file=sys.stderr)
        return 2
    s = args.seconds
    workloads: dict[str, tuple[Workload, float]] = {"ours: Python loop": (our_python_loop, s)}
    for name in GAMES:
        workloads[f"{name}: Python loop"] = (pyspiel_python_loop(name), s)
    workloads["ours: zz.simulate"] = (our_rollouts, s)
    for name in GAMES:
        workloads[f"{name}: evaluate_bots"] = (pyspiel_rollouts(name), s)
    for name in GAMES:  # reference only: half the budget
        workloads[f"{name}: random_sim_test"] = (pyspiel_random_sim_test(name), s / 2)
    measured = run_all(workloads, REPEATS)
    split = our_phase_split(s, REPEATS)
    shown = list(argv) if argv is not None else sys.argv[1:]
    print(report(measured, split, s, [os.path.relpath(__file__), *shown]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
