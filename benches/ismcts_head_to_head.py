"""Our advisor against OpenSpiel's ISMCTSBot on our own games, and the adapter's random playout.

Run: `pip install ".[bench]" && python benches/ismcts_head_to_head.py [--games G ...]
[--deals N] [--sims S] [--budgets simulations time] [--level N ...] [--theirs heuristic]
[--their-time ours] [--playout-seconds S] [--out FILE]`

**Head to head.** Four players, two seats each side: ours at seats 0 and 2 and theirs at 1 and
3, then the other way round on the same deal (both seatings of every deal seed). Ours is
``zz.advise(view, ...)`` (the library's advisor, PIMC, one thread), theirs
``open_spiel.python.algorithms.ismcts.ISMCTSBot`` over our OpenSpiel adapter: the library's
resampler (``resample_from_infostate``), ``RandomRolloutEvaluator(n_rollouts=1)``, UCT constant
2, inconsistent action sets allowed (the legal moves of another player differ between
determinizations). Two budgets:

* **equal simulations**: our ``iterations`` = their ``max_simulations`` = ``S``;
* **equal time**: ISMCTSBot has no time cut, so it keeps ``S`` simulations and ours gets the
  mean wall time of their decisions so far in this run (``time_limit``, no iteration bound);
* **level N** (``--level N``): ours is the advisor at that strength level
  (``zz.advise(view, level=N)``, a count of determinizations and work, so reproducible), theirs
  keeps ``S`` simulations; each side's mean time a decision is printed beside the result.
  With ``--their-time ours``, ISMCTSBot gets our time instead: at each of its decisions as
  many simulations as fit in our mean time a decision so far, at its own mean time a
  simulation so far (``S`` at its first decision); the S column shows their mean. That is
  equal time with ours at its level, the mirror of the equal-time budget above.

``--theirs heuristic`` seats the game's rule-based ``heuristic`` in their seats instead of
ISMCTSBot (the same deals, seatings and scoring): the share against the player whose play the
advisor's search models, beside the share against ISMCTSBot. With ``--level``, those
episodes are the same on every run (both sides' moves follow from the deal's seed).

The equal-time budget is the mean time of their decisions in the equal-simulation run and
in this one so far. An episode is one game of Big Two or Arschloch, one whole match of the
family. Each side's return is the mean of its two seats' returns (Big Two minus penalty
points, Arschloch minus the finishing position, the family 1 / len(winners) to each winner),
with a 95% interval over the episodes; the win share is each side's share of the episodes'
wins (the best return, shared when tied). The last column is the share of their decisions with a
choice at which they made the move the game's heuristic would have made holding their hand: how
well the model our search reads the others by explains their play. Their resampler's sampler is
seeded afresh by OpenSpiel at each draw, not from this script's generator, so no two runs play
the same episodes.

**Random playout.** Whole episodes of uniformly random play driven from Python through pyspiel
(``state.apply_action(rng.choice(state.legal_actions()))``, chance outcomes sampled from
``chance_outcomes()``), time per decision, beside pyspiel's native ``dou_dizhu`` driven the
same way, ``--playout-seconds`` each (0: not measured).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import zweiundzwanzig as zz
from zweiundzwanzig import rl

rl.register_openspiel()


def random_playout(name: str, seconds: float, seed: int) -> tuple[float, float]:
    """Microseconds per decision and decisions per episode of random play in ``name``."""
    game = pyspiel.load_game(name)
    rng = random.Random(seed)
    decisions = episodes = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
        episodes += 1
    elapsed = time.perf_counter() - start
    return elapsed / decisions * 1e6, decisions / episodes


@dataclass
class Tally:
    """One budget's results in one game: each side's return and win share an episode."""

    ours: list[float] = field(default_factory=list)
    theirs: list[float] = field(default_factory=list)
    our_wins: list[float] = field(default_factory=list)
    our_seconds: list[float] = field(default_factory=list)
    their_seconds: list[float] = field(default_factory=list)
    #: Their decisions with more than one legal move, and those at which they made the move the
    #: game's heuristic would have made holding their hand.
    their_choices: int = 0
    their_heuristic: int = 0
    #: The simulations ISMCTSBot had at each of its decisions.
    their_sims: list[int] = field(default_factory=list)

    def sims_for_our_time(self, first: int) -> int:
        """As many simulations as fit in our mean time a decision so far, at their mean time a
        simulation so far (``first`` before either side has decided)."""
        if not (self.our_seconds and self.their_seconds):
            return first
        a_simulation = sum(self.their_seconds) / sum(self.their_sims)
        return max(1, round(statistics.fmean(self.our_seconds) / a_simulation))


def our_action(
    state: Any, seconds: float | None, iterations: int | None, seed: int, level: int | None = None
) -> int:
    """Our advisor's move, as the adapter's action id: at ``level`` when given, else with the
    budget given."""
    p = state.current_player()
    view = state.match.view(p)
    if level is not None:
        best = zz.advise(view, level=level, seed=seed)[0].move
    else:
        best = zz.advise(view, iterations=iterations, time_limit=seconds, seed=seed)[0].move
    return action_of(state, best)


def action_of(state: Any, move: Any) -> int:
    """The adapter's action id of ``move`` for the player to move."""
    encoding = state.table.encoding
    for action in state.legal_actions():
        if encoding.move_of(action, state.match) == move:
            return int(action)
    raise AssertionError(f"the move {move} is no legal action")


def play_episode(
    game: Any,
    seed: int,
    ours: set[int],
    sims: int,
    equal_time: bool,
    tally: Tally,
    rng: np.random.RandomState,
    level: int | None = None,
    theirs: str = "ismcts",
    our_time: bool = False,
) -> list[float]:
    """One episode dealt from ``seed``, our advisor in the seats ``ours`` and ``theirs``
    (ISMCTSBot or the heuristic) in the others; its returns. ``our_time``: ISMCTSBot's
    simulations follow our time a decision (:meth:`Tally.sims_for_our_time`)."""
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(
        game,
        evaluator,
        uct_c=2.0,
        max_simulations=sims,
        random_state=rng,
        allow_inconsistent_action_sets=True,
    )
    state = game.new_initial_state()
    for byte in seed.to_bytes(8, "big"):
        state.apply_action(byte)
    decision = 0
    while not state.is_terminal():
        start = time.perf_counter()
        if state.current_player() in ours:
            if level is not None:
                action = our_action(state, None, None, seed + decision, level)
            elif equal_time and tally.their_seconds:
                budget = statistics.fmean(tally.their_seconds)
                action = our_action(state, budget, None, seed + decision)
            else:
                action = our_action(state, None, sims, seed + decision)
            tally.our_seconds.append(time.perf_counter() - start)
        else:
            if theirs == "heuristic":
                action = action_of(state, heuristic_move(state))
            else:
                if our_time:
                    bot._max_simulations = tally.sims_for_our_time(sims)
                tally.their_sims.append(bot._max_simulations)
                action = bot.step(state)
            tally.their_seconds.append(time.perf_counter() - start)
            count_agreement(state, action, tally)
        state.apply_action(action)
        decision += 1
    return list(state.returns())


def heuristic_move(state: Any) -> Any:
    """The move the game's heuristic makes for the player to move."""
    name = state.table.name
    heuristic = zz.heuristic if name == "zweiundzwanzig" else getattr(zz, name).heuristic
    return heuristic(state.match.view(state.current_player()))


def count_agreement(state: Any, action: int, tally: Tally) -> None:
    """Counts one of their decisions with a choice, and whether it is the heuristic's move:
    how well the model our search reads them by (the game's heuristic) explains their play."""
    if len(state.legal_actions()) < 2:
        return
    tally.their_choices += 1
    tally.their_heuristic += state.table.encoding.move_of(action, state.match) == heuristic_move(
        state
    )


def record(tally: Tally, returns: list[float], ours: set[int]) -> None:
    best = max(returns)
    winners = [p for p, r in enumerate(returns) if r == best]
    tally.ours.append(statistics.fmean(returns[p] for p in ours))
    tally.theirs.append(statistics.fmean(r for p, r in enumerate(returns) if p not in ours))
    tally.our_wins.append(sum(p in ours for p in winners) / len(winners))


def interval(xs: list[float]) -> str:
    if len(xs) < 2:
        return f"{statistics.fmean(xs):.3f}"
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{statistics.fmean(xs):.3f} ± {half:.3f}"


def head_to_head(
    name: str,
    deals: range,
    sims: int,
    equal_time: bool,
    out: Any,
    timed: list[float],
    level: int | None = None,
    theirs: str = "ismcts",
    our_time: bool = False,
) -> Tally:
    """Both seatings of the ``deals`` (numbers) of ``name``; ``timed``: their decisions' times
    so far (the equal-simulation run's, for the equal-time run); ``level``: ours plays at that
    level instead (a budget of its own, reproducible; its time is reported beside theirs);
    ``theirs``: ``"ismcts"`` or ``"heuristic"`` in their seats; ``our_time``: ISMCTSBot gets
    our time a decision (its simulations follow it; their mean is shown as S)."""
    game = pyspiel.load_game(f"python_{name}")
    tally = Tally(their_seconds=list(timed))
    rng = np.random.RandomState(1)
    budget = "equal time" if equal_time else "equal simulations"
    if level is not None:
        budget = f"level {level}"
    if theirs != "ismcts":
        budget += f" against the {theirs}"
    elif our_time:
        budget += ", ISMCTSBot at our time"
    for d in deals:
        seed = 1_000_003 * (d + 1)
        for ours in ({0, 2}, {1, 3}):
            returns = play_episode(
                game, seed, ours, sims, equal_time, tally, rng, level, theirs, our_time
            )
            record(tally, returns, ours)
        shown = f"{sims}"
        if our_time and tally.their_sims:
            shown = f"{statistics.fmean(tally.their_sims):.1f}"
        line = (
            f"| {name} | {budget} | {shown} | "
            f"{len(tally.ours)} | {interval(tally.ours)} | {interval(tally.theirs)} | "
            f"{interval(tally.our_wins)} | {statistics.fmean(tally.our_seconds) * 1e3:.1f} | "
            f"{statistics.fmean(tally.their_seconds) * 1e3:.1f} | "
            f"{tally.their_heuristic / max(1, tally.their_choices):.3f} |"
        )
        print(line, file=sys.stderr, flush=True)
    print(line, file=out, flush=True)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=["big_two", "arschloch", "zweiundzwanzig"])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument(
        "--first-deal", type=int, default=0, help="the first deal's number (another sample)"
    )
    parser.add_argument("--sims", type=int, default=100)
    parser.add_argument(
        "--playout-seconds",
        type=float,
        default=5.0,
        help="seconds of random play a game for the playout table (0: no table)",
    )
    parser.add_argument("--out", default="-")
    parser.add_argument(
        "--budgets",
        nargs="*",
        choices=["simulations", "time"],
        default=["simulations", "time"],
        help="which budgets to play (equal time alone starts from their first decisions' times)",
    )
    parser.add_argument(
        "--level",
        type=int,
        nargs="*",
        default=[],
        help="also play ours at these levels (zz.advise(level=N)), each a budget of its own",
    )
    parser.add_argument(
        "--theirs",
        choices=["ismcts", "heuristic"],
        default="ismcts",
        help="who plays their seats: ISMCTSBot, or the game's heuristic (our search's model)",
    )
    parser.add_argument(
        "--their-time",
        choices=["simulations", "ours"],
        default="simulations",
        help="with --level: ISMCTSBot keeps S simulations, or gets our time a decision (as many "
        "simulations as fit in our mean time so far, S at its first decision)",
    )
    args = parser.parse_args()
    if args.their_time == "ours" and not args.level:
        parser.error("--their-time ours needs --level: ours at a level sets the time")
    out = sys.stdout if args.out == "-" else open(args.out, "a")  # noqa: SIM115
    if args.playout_seconds > 0:
        print("| game | us per decision | decisions an episode |\n| --- | --- | --- |", file=out)
        for name in ["dou_dizhu", *(f"python_{g}" for g in args.games)]:
            us, length = random_playout(name, args.playout_seconds, seed=5)
            print(f"| {name} | {us:.1f} | {length:.0f} |", file=out, flush=True)
    print(
        "\n| game | budget | S | episodes | our return | their return | our win share | "
        "our ms a decision | their ms a decision | their moves the heuristic's |\n"
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        file=out,
        flush=True,
    )
    for name in args.games if args.deals > 0 else []:
        deals = range(args.first_deal, args.first_deal + args.deals)
        timed: list[float] = []
        if "simulations" in args.budgets:
            first = head_to_head(name, deals, args.sims, False, out, [], None, args.theirs)
            timed = first.their_seconds
        if "time" in args.budgets:
            head_to_head(name, deals, args.sims, True, out, timed, None, args.theirs)
        for level in args.level:
            head_to_head(
                name,
                deals,
                args.sims,
                False,
                out,
                [],
                level=level,
                theirs=args.theirs,
                our_time=args.their_time == "ours",
            )


if __name__ == "__main__":
    main()
