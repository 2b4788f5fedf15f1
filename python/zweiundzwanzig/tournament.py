"""Tournaments: policies play each other over seeded matches with the seats rotated.

>>> import zweiundzwanzig as zz
>>> t = zz.tournament(["heuristic", "random"], 40, seed=1)
>>> [s.policy for s in t.standings]
['heuristic', 'random']
>>> t.standings[0].seat_games
40
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from zweiundzwanzig._args import integer
from zweiundzwanzig._args import seed as read_seed
from zweiundzwanzig._core import MAX_PLAYERS, Interrupted
from zweiundzwanzig.games import game_named, rules_for
from zweiundzwanzig.simulate import (
    ExecutorLike,
    Policy,
    SimulationResult,
    Summary,
    offset_progress,
    policy_labels,
    simulate,
    wilson_interval,
)


@dataclass(frozen=True)
class Standing:
    """How one policy did over the whole tournament, pooling every seat it took.

    ``seat_games`` counts the games it played times the seats it held in each; ``wins`` the
    seat-games it won (a shared win counts as a win). The interval is the 95% Wilson interval of
    ``win_rate`` over the seat-games (exact for a policy that holds one seat).
    """

    policy: str
    seat_games: int
    wins: int
    mean_place: float
    mean_total: float

    @property
    def win_rate(self) -> float:
        """The share of seat-games won."""
        return self.wins / self.seat_games if self.seat_games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate."""
        return wilson_interval(self.wins, self.seat_games)


@dataclass(frozen=True)
class TournamentResult:
    """The standings (best win rate first) and each rotation's summary."""

    policies: tuple[str, ...]
    games: int
    rules: Any
    """The rule set (the game's ``Rules``)."""
    seed: int
    standings: tuple[Standing, ...]
    rotations: tuple[Summary, ...]
    game: str = "zweiundzwanzig"

    def table(self) -> str:
        """The standings as a plain-text table."""
        title = game_named(self.game).heading
        lines = [
            f"{title}tournament: {', '.join(self.policies)}; {self.games:,} matches, "
            f"seats rotated, seed {self.seed}",
            "",
            "policy       seat-games  win rate   95% interval      mean place  mean total",
        ]
        for s in self.standings:
            lo, hi = s.interval
            lines.append(
                f"{s.policy:<12} {s.seat_games:>10,}  {s.win_rate:>8.3f}   [{lo:.3f}, {hi:.3f}]"
                f"   {s.mean_place:>10.2f}  {s.mean_total:>10.2f}"
            )
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()


def rotation_seed(seed: int, rotation: int) -> int:
    """The seed of one rotation's games: distinct for every (seed, rotation); ``seed`` is read
    as `tournament` reads it (0 to 2**64 - 1)."""
    return (read_seed(seed) * 1_000_003 + rotation) % 2**64


def tournament(
    policies: Sequence[Policy],
    games: int,
    *,
    game: str = "zweiundzwanzig",
    rules: Any = None,
    seed: int = 0,
    threads: int | None = None,
    executor: ExecutorLike | None = None,
    progress: Callable[[int], None] | None = None,
) -> TournamentResult:
    """Plays ``games`` matches of ``len(policies)`` players, one seat per entry of ``policies``
    (a name may repeat), rotating the seats so that every policy plays from every seat equally
    often: rotation ``r`` seats ``policies[r:] + policies[:r]`` and plays its share of the games
    with the seed ``rotation_seed(seed, r)``. A policy is a built-in name or a callable
    ``view -> move``, as for `simulate`; it stands in the standings by its name there (the
    same object at several seats pools as a repeated name does). ``game`` and ``rules`` are
    as for `simulate`
    (in Arschloch the mean total is the mean sum of finishing positions, in Big Two the mean
    penalty points). Same arguments, same
    result, whatever ``threads`` or ``executor``. ``progress`` is called with the matches
    played so far.

    Ctrl-C stops the tournament within a fraction of a second and raises ``zz.Interrupted``
    whose ``partial`` is the ``TournamentResult`` of the matches finished.
    """
    # Read no more names than a table can seat (an endless iterable stops there).
    entries = tuple(itertools.islice(policies, MAX_PLAYERS + 1))
    names = policy_labels(entries)
    players = len(names)
    if players < 2:
        raise ValueError(f"a tournament needs a policy for each of at least 2 seats, got {names}")
    games = integer(games, "games", 0, 2**64 - 1, ValueError, "2**64 - 1")
    seed = read_seed(seed)
    played_game = game_named(game)
    the_rules = rules_for(played_game, rules)
    done = 0
    summaries: list[Summary] = []
    for r in range(players):
        seats = entries[r:] + entries[:r]
        labels = names[r:] + names[:r]
        share = games // players + (1 if r < games % players else 0)
        before = done
        try:
            result = simulate(
                share,
                game=played_game.name,
                players=players,
                rules=the_rules,
                policies=seats,
                seed=rotation_seed(seed, r),
                threads=threads,
                executor=executor,
                summary_only=True,
                progress=offset_progress(progress, before),
            )
        except Interrupted as stop:
            if isinstance(stop.partial, SimulationResult):
                summaries.append(dataclasses.replace(stop.partial.summary, policies=labels))
            played = sum(s.games for s in summaries)
            partial = _result(names, played, the_rules, seed, summaries, played_game.name)
            interrupted = Interrupted(
                f"the tournament was interrupted after {played:,} of {games:,} matches"
            )
            interrupted.partial = partial
            raise interrupted from stop
        # The rotation's own names number look-alike callables by its seats: use the
        # tournament's.
        summaries.append(dataclasses.replace(result.summary, policies=labels))
        done += share
        if progress is not None:
            progress(done)
    return _result(names, games, the_rules, seed, summaries, played_game.name)


def _result(
    names: tuple[str, ...],
    games: int,
    rules: Any,
    seed: int,
    summaries: list[Summary],
    game: str,
) -> TournamentResult:
    return TournamentResult(
        policies=names,
        games=games,
        rules=rules,
        seed=seed,
        standings=_standings(summaries),
        rotations=tuple(summaries),
        game=game,
    )


def _standings(summaries: Sequence[Summary]) -> tuple[Standing, ...]:
    pooled: dict[str, list[int]] = {}
    for s in summaries:
        for p, name in enumerate(s.policies):
            seat_games, wins, places, totals = pooled.setdefault(name, [0, 0, 0, 0])
            pooled[name] = [
                seat_games + s.games,
                wins + s.wins[p],
                places + s.places[p],
                totals + s.totals[p],
            ]
    standings = [
        Standing(
            policy=name,
            seat_games=n,
            wins=w,
            mean_place=pl / n if n else 0.0,
            mean_total=t / n if n else 0.0,
        )
        for name, (n, w, pl, t) in pooled.items()
    ]
    return tuple(sorted(standings, key=lambda s: -s.win_rate))
