"""High-throughput simulation: many seeded whole matches, results as numpy arrays.

Every game is seeded from ``(seed, game index)``, so the arrays are the same whatever the number
of threads, the executor or the chunk size. The games run in Rust with the GIL released.

>>> import zweiundzwanzig as zz
>>> result = zz.simulate(200, players=4, policies=["heuristic", "random", "random", "random"])
>>> result.places.shape, result.places.dtype.name
((200, 4), 'uint8')
>>> bool((result.places == 1).any(axis=1).all())   # every match has a winner
True

A seat may also be played by a Python callable ``view -> move`` (see `simulate`):

>>> def first_move(view):
...     return view.legal_moves()[0]
>>> zz.simulate(20, policies=[first_move, "random", "random", "random"]).policies
('first_move', 'random', 'random', 'random')
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import functools
import hashlib
import itertools
import math
import os
import secrets
import tempfile
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from zweiundzwanzig import per_game as by_game
from zweiundzwanzig import simulation_files as files
from zweiundzwanzig._args import integer
from zweiundzwanzig._args import seed as read_seed
from zweiundzwanzig._args import shown as shown_value
from zweiundzwanzig._core import (
    MAX_PLAYERS,
    MAX_THREADS,
    Interrupted,
    RulesError,
    StateError,
    policy_names,
    simulate_batch,
)
from zweiundzwanzig.games import Game, game_named, rules_for
from zweiundzwanzig.simulation_files import OUTPUT_SUFFIXES as OUTPUT_SUFFIXES
from zweiundzwanzig.simulation_files import check_output as check_output

Z95 = 1.959963984540054

Policy = str | Callable[[Any], Any]
"""A seat's player: a built-in policy's name, or a callable ``view -> move``."""
_COUNTS = ("wins", "totals", "totals_sq", "places")


class ExecutorLike(Protocol):
    """Anything with ``map(fn, iterable)``: a ``concurrent.futures`` executor, a dask client's
    executor, or a dask ``Client`` itself (whose ``map`` returns futures)."""

    def map(self, fn: Callable[..., Any], *iterables: Iterable[Any]) -> Iterable[Any]: ...


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    # At 0 and at all successes the interval ends exactly at the observed rate (rounding aside).
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return (low, high)


_SUMMED_CELLS = 1 << 16
"""Cells of a games × seats array summed at a time by `Summary.from_arrays`: its two uint64 copies
of a block (the totals and their squares) take 1 MiB whatever the number of games."""


def _counts_of(
    places: npt.NDArray[np.uint8], totals: npt.NDArray[np.uint16], deals: npt.NDArray[np.uint16]
) -> dict[str, Any]:
    """The counts of a block of games' arrays, as arrays that add up across blocks: the seats'
    wins (int64), the sums of their totals, squared totals and places, and the sums of the
    deals and squared deals (uint64, 0-dimensional for the deals)."""
    t = totals.astype(np.uint64)
    d = deals.astype(np.uint64)
    return {
        "wins": (places == 1).sum(axis=0, dtype=np.int64),
        "totals": t.sum(axis=0),
        "totals_sq": (t * t).sum(axis=0),
        "places": places.sum(axis=0, dtype=np.uint64),
        "deals": np.array(d.sum(), dtype=np.uint64),
        "deals_sq": np.array((d * d).sum(), dtype=np.uint64),
    }


@dataclass(frozen=True)
class Summary:
    """Counts over a run that add up across chunks, and what they say.

    ``wins[p]`` counts the games seat ``p`` won, alone or sharing the win; ``totals``,
    ``totals_sq`` and ``places`` are per-seat sums; ``deals`` and ``deals_sq`` sums over games.
    """

    players: int
    policies: tuple[str, ...]
    games: int = 0
    wins: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()
    totals_sq: tuple[int, ...] = ()
    places: tuple[int, ...] = ()
    deals: int = 0
    deals_sq: int = 0
    label: str = field(default="", compare=False)
    rounds: str = field(default="deals", compare=False)
    """What ``deals`` counts: the deals of the family's matches, the games of Arschloch's and Big
    Two's."""

    @classmethod
    def from_counts(
        cls,
        players: int,
        policies: Sequence[str],
        counts: dict[str, Any],
        label: str = "",
        rounds: str = "deals",
    ) -> Summary:
        """A summary from the counts `simulate_batch` returns in summary mode."""
        return cls(
            players=players,
            policies=tuple(policies),
            games=int(counts["games"]),
            deals=int(counts["deals"]),
            deals_sq=int(counts["deals_sq"]),
            label=label,
            rounds=rounds,
            **{k: tuple(int(x) for x in counts[k]) for k in _COUNTS},
        )

    @classmethod
    def empty(
        cls, players: int, policies: Sequence[str], label: str = "", rounds: str = "deals"
    ) -> Summary:
        """The summary of no games."""
        zeros = (0,) * players
        return cls(
            players, tuple(policies), 0, zeros, zeros, zeros, zeros, label=label, rounds=rounds
        )

    @classmethod
    def from_arrays(
        cls,
        places: npt.NDArray[np.uint8],
        totals: npt.NDArray[np.uint16],
        deals: npt.NDArray[np.uint16],
        policies: Sequence[str],
        label: str = "",
        rounds: str = "deals",
    ) -> Summary:
        """A summary of per-game arrays, summed a block of games at a time: no copy of the
        whole arrays is made (sums in uint64, as numpy sums them)."""
        players = places.shape[1]
        counts = _counts_of(places[:0], totals[:0], deals[:0])
        step = max(1, _SUMMED_CELLS // max(1, players))
        for first in range(0, places.shape[0], step):
            rows = slice(first, first + step)
            block = _counts_of(places[rows], totals[rows], deals[rows])
            for name, value in block.items():
                counts[name] += value
        counts["games"] = places.shape[0]
        return cls.from_counts(players, policies, counts, label, rounds)

    def merge(self, other: Summary) -> Summary:
        """The summary of both runs (of the same table)."""
        if not self.games:
            return other
        if not other.games:
            return self
        add = {
            k: tuple(a + b for a, b in zip(getattr(self, k), getattr(other, k), strict=True))
            for k in _COUNTS
        }
        return Summary(
            players=self.players,
            policies=self.policies,
            games=self.games + other.games,
            deals=self.deals + other.deals,
            deals_sq=self.deals_sq + other.deals_sq,
            label=self.label,
            rounds=self.rounds,
            **add,
        )

    @property
    def win_rate(self) -> tuple[float, ...]:
        """Per seat: the share of games won (a shared win counts for each winner)."""
        return tuple(w / self.games if self.games else 0.0 for w in self.wins)

    @property
    def win_interval(self) -> tuple[tuple[float, float], ...]:
        """Per seat: the 95% Wilson interval of the win rate."""
        return tuple(wilson_interval(w, self.games) for w in self.wins)

    @property
    def mean_totals(self) -> tuple[float, ...]:
        """Per seat: the mean final total."""
        return tuple(t / self.games if self.games else 0.0 for t in self.totals)

    @property
    def mean_places(self) -> tuple[float, ...]:
        """Per seat: the mean place."""
        return tuple(p / self.games if self.games else 0.0 for p in self.places)

    @property
    def mean_deals(self) -> float:
        """The mean number of deals (Arschloch, Big Two: games) per match."""
        return self.deals / self.games if self.games else 0.0

    @property
    def per_policy(self) -> dict[str, tuple[float, tuple[float, float], int]]:
        """Per policy name: (win rate, 95% interval, seats), pooling the seats that play it.

        The interval treats the pooled seat-games as independent, which seats of one game are
        not quite; with one seat per policy it is exact Wilson."""
        out: dict[str, tuple[float, tuple[float, float], int]] = {}
        for name in dict.fromkeys(self.policies):
            seats = [p for p, n in enumerate(self.policies) if n == name]
            wins = sum(self.wins[p] for p in seats)
            trials = self.games * len(seats)
            out[name] = (
                wins / trials if trials else 0.0,
                wilson_interval(wins, trials),
                len(seats),
            )
        return out

    def table(self) -> str:
        """The summary as a plain-text table."""
        head = f"{self.label or f'{self.players}-player matches'}: {self.games:,} games"
        lines = [
            head,
            "",
            "seat  policy       win rate   95% interval       mean total  mean place",
        ]
        for p in range(self.players):
            lo, hi = self.win_interval[p]
            lines.append(
                f"{p:<5} {self.policies[p]:<12} {self.win_rate[p]:>8.3f}   [{lo:.3f}, {hi:.3f}]"
                f"   {self.mean_totals[p]:>10.2f}  {self.mean_places[p]:>10.2f}"
            )
        lines += ["", f"mean {self.rounds} per match: {self.mean_deals:.2f}"]
        if len(set(self.policies)) > 1:
            lines += ["", "policy       seats  win rate   95% interval"]
            for name, (rate, (lo, hi), seats) in self.per_policy.items():
                lines.append(f"{name:<12} {seats:>5}  {rate:>8.3f}   [{lo:.3f}, {hi:.3f}]")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.table()


@dataclass(frozen=True, eq=False)
class SimulationResult:
    """The per-game arrays of a run (None in summary-only mode) and its summary. Two results
    are equal when every field is, the arrays element by element (their dtypes too)."""

    places: npt.NDArray[np.uint8] | None
    totals: npt.NDArray[np.uint16] | None
    deals: npt.NDArray[np.uint16] | None
    summary: Summary
    seed: int
    rules: Any
    """The rule set of the run (the game's ``Rules``)."""
    policies: tuple[str, ...]
    game: str = "zweiundzwanzig"
    game_points: npt.NDArray[np.uint16] | None = None
    """With ``per_game=True``: matches × the most deals of any × players, each seat's points in
    each deal (Big Two, Arschloch: game) of the match, `NOT_DEALT` where it was not dealt in
    (see `zweiundzwanzig.per_game`); else None."""
    game_places: npt.NDArray[np.uint8] | None = None
    """With ``per_game=True``: the same shape, each seat's place in each deal (1 the best,
    ties sharing, 0 where it was not dealt in); else None."""

    @property
    def games(self) -> int:
        """The number of games played."""
        return self.summary.games

    @property
    def winners(self) -> npt.NDArray[np.bool_]:
        """Games × players: True where the seat won (alone or sharing)."""
        if self.places is None:
            raise ValueError("a summary-only run keeps no per-game arrays")
        won: npt.NDArray[np.bool_] = self.places == 1
        return won

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Writes the per-game arrays with the run's seed, game, rules and policies: ``.npz``,
        or ``.parquet`` (needs pyarrow; the four are in the file's metadata). A path without a
        suffix gets ``.npz``; any other suffix is refused. `load` reads the file back."""
        target = check_output(path)
        saved = self._saved("to save")
        if target.suffix == ".parquet":
            return files.write_parquet(target, saved)
        return files.write_npz(target, saved)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> SimulationResult:
        """The result `save` wrote to ``path`` (``.npz`` or ``.parquet``), equal to the one
        saved: its arrays, seed, game, rules, policies and summary.

        A `FileNotFoundError` where there is no file; a
        `zweiundzwanzig.simulation_files.SimulationFileError` (a ``ValueError``) naming what is
        wrong for a file that is not one `save` wrote: a member missing or of another kind or
        shape, arrays of different lengths, a game, rules or policies that do not fit. The
        sizes a file claims are checked against its size before its data is read."""
        saved = files.read(path)
        played = game_named(saved.game)
        label = _label(played, len(saved.policies), saved.rules, saved.seed)
        summary = Summary.from_arrays(
            saved.places, saved.totals, saved.deals, saved.policies, label, played.rounds
        )
        points = saved.game_points
        return cls(
            saved.places,
            saved.totals,
            saved.deals,
            summary,
            saved.seed,
            saved.rules,
            saved.policies,
            saved.game,
            points,
            None if points is None else by_game.places(points),
        )

    def to_pandas(self, per_game: bool = False) -> Any:
        """The per-game arrays as a ``pandas.DataFrame``: one row a match, the columns
        ``deals`` and, a seat ``p``, ``place_<p>`` and ``total_<p>`` (as in a saved
        ``.parquet``); ``attrs`` holds the ``seed``, ``game``, ``rules`` and ``policies``.
        With ``per_game=True`` (a run made with ``per_game=True``), one row a deal of a match
        instead (long format): ``match`` (its row in the arrays), ``deal`` (from 1) and, a seat
        ``p``, ``points_<p>`` and ``place_<p>`` of that deal (`NOT_DEALT` and 0 for a seat not
        dealt in). Needs pandas (an `ImportError` saying how to install it otherwise)."""
        try:
            import pandas as pd
        except ImportError as err:
            raise ImportError("to_pandas needs pandas: pip install pandas") from err
        saved = self._saved("for a DataFrame")
        frame = pd.DataFrame(self._deal_rows() if per_game else files.columns(saved))
        frame.attrs.update(seed=self.seed, game=self.game, rules=self.rules, policies=self.policies)
        return frame

    def _deal_rows(self) -> dict[str, Any]:
        """One column a per-deal number, one row a deal of a match (see `to_pandas`)."""
        points, places, deals = self.game_points, self.game_places, self.deals
        if points is None or places is None or deals is None:
            raise ValueError("the run kept no per-game results: simulate with per_game=True")
        match, deal = np.nonzero(by_game.played(deals, points.shape[1]))
        out: dict[str, Any] = {"match": match, "deal": deal + 1}
        for p in range(points.shape[2]):
            out[f"points_{p}"] = points[match, deal, p]
            out[f"place_{p}"] = places[match, deal, p]
        return out

    def _saved(self, purpose: str) -> files.Saved:
        """The per-game arrays and the run, as a file holds them."""
        if self.places is None or self.totals is None or self.deals is None:
            raise ValueError(f"a summary-only run keeps no per-game arrays {purpose}")
        return files.Saved(
            self.places,
            self.totals,
            self.deals,
            self.seed,
            self.game,
            self.rules,
            self.policies,
            self.game_points,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SimulationResult):
            return NotImplemented
        return all(
            _same(getattr(self, f.name), getattr(other, f.name)) for f in dataclasses.fields(self)
        )

    __hash__ = None  # type: ignore[assignment]  # (arrays: unhashable)

    def __str__(self) -> str:
        return self.summary.table()

    def __repr__(self) -> str:
        mode = "summary only" if self.places is None else "arrays"
        if self.game_points is not None:
            mode += " and per-game results"
        return f"<SimulationResult {self.games:,} games, {mode}, seed {self.seed}>"


def _same(a: Any, b: Any) -> bool:
    """Equal values, arrays compared element by element with their dtypes."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return (
            isinstance(a, np.ndarray)
            and isinstance(b, np.ndarray)
            and a.dtype == b.dtype
            and np.array_equal(a, b)
        )
    return bool(a == b)


# A run: the game, players, rules as JSON, the seats' policies, the seed, summary only, per game.
_Run = tuple[str, int, str, tuple[Policy, ...], int, bool, bool]
# One chunk of a run: the run, the first game, the number of games.
_Chunk = tuple[_Run, int, int]


class StopToken:
    """Set when a call is interrupted, to stop the chunks it gave an executor wherever they run.

    Ctrl-C reaches the main thread of the calling process only; a chunk's batch asks its token
    (``is_set()``) a few times a second instead. In this process the token is a flag; in
    another one (a process pool's worker, a local dask worker) the unpickled token looks for a
    file, which `set` creates and which is removed when the calling process exits (not before:
    a dask worker may still be looking for it when the caller has long let go of its token).
    """

    def __init__(self, path: str | None = None) -> None:
        self._flag = threading.Event()
        self._path = path or os.path.join(
            tempfile.gettempdir(), f"zweiundzwanzig-stop-{os.getpid()}-{secrets.token_hex(8)}"
        )

    def set(self) -> None:
        """Stops every chunk of the call, at its next look."""
        if self._flag.is_set():
            return
        self._flag.set()
        # Without the file (a read-only temp dir), workers in this process still see the flag.
        with contextlib.suppress(OSError):
            Path(self._path).touch()
            atexit.register(_remove, self._path)

    def is_set(self) -> bool:
        """Whether the call was interrupted."""
        return self._flag.is_set() or os.path.exists(self._path)

    def __reduce__(self) -> tuple[type[StopToken], tuple[str]]:
        return (StopToken, (self._path,))


def _remove(path: str) -> None:
    with contextlib.suppress(OSError):
        os.remove(path)


class ChunkStopped(RuntimeError):
    """A chunk stopped by its `StopToken`: what its worker raises (an ``Exception``, not the
    ``KeyboardInterrupt`` of the batch, which would end a dask worker). The call that gave the
    chunk out was interrupted already and raised its own `Interrupted`."""


def _batch(chunk: _Chunk, **how: Any) -> dict[str, Any]:
    """The games of `chunk`, played by `simulate_batch` on this process (`how`: its threads,
    progress or stop token)."""
    (game, players, rules_json, policies, seed, summary_only, per_game), start, count = chunk
    counts: dict[str, Any] = simulate_batch(
        game=game,
        players=players,
        rules=game_named(game).rules_class().from_json(rules_json),
        policies=list(policies),
        seed=seed,
        start=start,
        count=count,
        summary_only=summary_only,
        per_game=per_game,
        **how,
    )
    return counts


def _run_chunk(chunk: _Chunk, stop: StopToken | None = None) -> dict[str, Any]:
    """One chunk of games, on whatever worker the executor chose (module level: picklable),
    stopped by `stop`; its result carries a digest of what it holds (see `_resolve`)."""
    try:
        counts = _batch(chunk, threads=1, stop=stop)
    except Interrupted:
        if stop is not None and stop.is_set():
            raise ChunkStopped(f"games {chunk[1]:,}.. stopped: the run was interrupted") from None
        raise
    counts["digest"] = _digest(counts)
    return counts


_ARRAYS = {"places": np.uint8, "totals": np.uint16, "deals": np.uint16, "game_points": np.uint16}
_SUMS = ("games", "deals", "deals_sq", *_COUNTS)


def _digest(part: dict[str, Any]) -> str:
    """A digest of a chunk's result: what it covers, and its arrays or counts."""
    h = hashlib.blake2b(digest_size=16)
    # Plain values, as any transport hands them back (lists may come back as tuples).
    run = part["run"]
    covers: list[Any] = [str(run["game"]), str(run["rules"])]
    covers.append(policy_labels(list(run["policies"])))
    covers += [int(run[k]) for k in ("seed", "start", "count", "players")]
    per_game = bool(run.get("per_game", False))
    covers.append(per_game)
    h.update(repr(covers).encode())
    if run["summary_only"]:
        sums = [part[k] if np.ndim(part[k]) else [part[k]] for k in _SUMS]
        h.update(repr([[int(x) for x in v] for v in sums]).encode())
        return h.hexdigest()
    for name, dtype in _ARRAYS.items():
        if name == "game_points" and not per_game:
            continue
        array = np.asarray(part[name])
        h.update(f"{name}{array.shape}{array.dtype}".encode())
        h.update(np.ascontiguousarray(array, dtype=dtype).tobytes())
    return h.hexdigest()


def _resolve(item: Any) -> dict[str, Any]:
    """A chunk's result, waiting for it when the executor handed back a future: a copy of it
    (an executor may reuse or change what it handed back), refused when it is not what the
    chunk returned (an executor changed it on the way)."""
    result = item.result() if hasattr(item, "result") and callable(item.result) else item
    if not isinstance(result, dict) or not isinstance(result.get("run"), dict):
        raise StateError(
            f"the executor returned {type(result).__name__!s}, not the result of a chunk of games"
        )
    part: dict[str, Any] = {
        k: np.array(v, copy=True) if k in _ARRAYS else v for k, v in result.items()
    }
    part["run"] = dict(part["run"])
    for k in _SUMS:
        if isinstance(part.get(k), list):
            part[k] = list(part[k])
    try:
        same = part.get("digest") == _digest(part)
    except (KeyError, TypeError, ValueError):
        same = False
    if not same:
        run = part["run"]
        raise StateError(
            f"the executor changed the result of games from {run.get('start')!r:.40}: "
            "it is not what the chunk returned"
        )
    return part


def _stop_chunks(results: Any, stop: StopToken) -> None:
    """Stops the chunks of an interrupted run: the running ones at their next look, through
    `stop`; the pending ones cancelled (a ``concurrent.futures`` executor's `map` cancels them
    when its iterator is closed; a dask client's futures are cancelled one by one)."""
    stop.set()
    close = getattr(results, "close", None)
    if callable(close):
        close()
        return
    if isinstance(results, list | tuple):
        for item in results:
            cancel = getattr(item, "cancel", None)
            if callable(cancel):
                cancel()


def _policies(
    policies: Policy | Sequence[Policy] | None, players: int, game: str = "zweiundzwanzig"
) -> tuple[Policy, ...]:
    if policies is None:
        return ("random",) * players
    if isinstance(policies, str) or callable(policies):
        return (policies,) * players
    # Read no more names than a table can seat (an endless iterable stops there).
    seats = tuple(itertools.islice(policies, MAX_PLAYERS + 1))
    if len(seats) != players:
        shown = f"more than {MAX_PLAYERS}" if len(seats) > MAX_PLAYERS else str(len(seats))
        raise RulesError(
            f"{shown} policies for {players} players: give one per seat, or one name for all"
        )
    known = policy_names(game)
    for policy in seats:
        if isinstance(policy, str):
            if policy not in known:
                raise RulesError(
                    f"unknown policy {shown_value(policy)}; the policies are {', '.join(known)}"
                )
        elif not callable(policy):
            raise TypeError(
                "a policy is a built-in policy's name or a callable view -> move, "
                f"not {type(policy).__name__}"
            )
    return seats


def policy_label(policy: Policy) -> str:
    """The name a seat's policy goes by in summaries: a built-in policy's name, a callable's
    ``__name__`` (or its type's name)."""
    if isinstance(policy, str):
        return policy
    name = getattr(policy, "__name__", None)
    return name if isinstance(name, str) else type(policy).__name__


def policy_labels(policies: Sequence[Policy]) -> tuple[str, ...]:
    """The seats' names in summaries: the same policy has the same name at every seat, and
    different callables that go by one name (or by a built-in policy's) are told apart by a
    number, in the order of the seats: ``<lambda>``, ``<lambda>#2``."""
    taken = {p for p in policies if isinstance(p, str)}
    named: dict[int, str] = {}
    for p in policies:
        if isinstance(p, str) or id(p) in named:
            continue
        base = label = policy_label(p)
        k = 2
        while label in taken:
            label, k = f"{base}#{k}", k + 1
        taken.add(label)
        named[id(p)] = label
    return tuple(p if isinstance(p, str) else named[id(p)] for p in policies)


def _threads(threads: int | None) -> int:
    if threads is None:
        cores = (
            len(os.sched_getaffinity(0))
            if hasattr(os, "sched_getaffinity")
            else os.cpu_count() or 1
        )
        return min(cores, MAX_THREADS)
    return integer(threads, "threads", 1, MAX_THREADS, ValueError)


def _games(games: int) -> int:
    return integer(games, "games", 0, 2**64 - 1, ValueError, "2**64 - 1")


def simulate(
    games: int,
    *,
    game: str = "zweiundzwanzig",
    players: int = 4,
    rules: Any = None,
    policies: Policy | Sequence[Policy] | None = None,
    seed: int = 0,
    threads: int | None = None,
    executor: ExecutorLike | None = None,
    chunk_size: int | None = None,
    summary_only: bool = False,
    progress: Callable[[int], None] | None = None,
    per_game: bool = False,
) -> SimulationResult:
    """Plays ``games`` whole matches and returns per-game arrays and a summary.

    ``game`` is ``"zweiundzwanzig"`` (the family, whose ``rules`` are a `zz.Rules`) or
    ``"arschloch"`` (an `arschloch.Rules`; a match is ``rules.games`` games, ``totals`` are the
    sums of finishing positions and ``deals`` counts the games) or ``"big_two"`` (a
    `big_two.Rules`; a match runs to its ``games`` or its ``penalty_limit``, ``totals`` are the
    penalty points and ``deals`` counts the games); ``rules`` may also be a preset name, and
    another game's rules are a `RulesError`.

    ``policies`` names each seat's player (``"random"``, ``"heuristic"``, ``"advisor"``: the
    Monte Carlo search of ``advise`` with 100 determinizations a decision; one name for all
    seats, or one per seat), or a Python callable that receives the view of the player to move
    (the game's ``View``, as ``match.view(p)`` gives it) and returns a move in any form that
    game's ``Match.apply`` takes (a ``Move`` from ``view.legal_moves()``, or a string); it goes
    by its ``__name__`` in the summary. A callable that raises, or returns something that is
    not a move or an illegal one, stops the run with ``zz.PolicyError`` naming the game and
    seat, the exception behind it as ``__cause__``. ``threads`` runs the games on that many
    Rust threads (1 to 256; default: all cores). A run with a callable plays its games one
    after another on the calling thread whatever ``threads`` (the GIL runs one callable at a
    time anyway; the built-in seats still choose in Rust), so the callables are called in the
    same order on every run: the same seed gives the same results for a callable that is a
    function of the view or draws from its own seeded generator. ``executor`` (anything with
    ``map``) runs chunks of ``chunk_size`` games on its workers instead (callables go there
    too: a process pool needs them picklable, and as chunks run in any order, only a callable
    that is a function of the view gives the same results); each chunk's result says which
    games it covers, and a result missing, repeated or from another run raises
    ``StateError``. ``summary_only`` keeps only
    the summary counts (constant memory, for any number of games and threads). ``progress`` is
    called with the number of games done, a few times a second. ``per_game=True`` keeps each
    game's results too: ``game_points`` and ``game_places``, each seat's points and place in
    every deal (Big Two, Arschloch: game) of every match (see `zweiundzwanzig.per_game`); not
    with ``summary_only`` (a ``ValueError``).

    Ctrl-C stops the run within a fraction of a second and raises ``zz.Interrupted`` (a
    ``KeyboardInterrupt``) whose ``partial`` is the ``SimulationResult`` of the games finished
    (with arrays: the first games, up to the first one not finished; with an executor, of the
    chunks finished). It stops the work the run gave an executor too: pending chunks are
    cancelled and running ones stop at their next look (a `StopToken` goes with every chunk),
    in threads and in the worker processes of a process pool or a dask client on this machine
    (the futures of a dask client elsewhere are cancelled, its running chunks run to the end).
    What an executor hands back is copied and checked against a digest the chunk made of it,
    so an executor that changes the arrays gets a ``StateError``, not wrong arrays.
    """
    games = _games(games)
    played = game_named(game)
    seats = played.players
    most = seats.stop - 1
    says = f"{played.title} needs {seats.start} to {most} players"
    players = integer(players, "players", seats.start, most, RulesError, says=says)
    seed = read_seed(seed)
    the_rules = rules_for(played, rules)
    names = _policies(policies, players, played.name)
    threads = _threads(threads)
    per_game = _per_game(per_game, summary_only)
    # Checks the table before any work is shared out: a bad configuration fails here, at once.
    simulate_batch(
        game=played.name,
        players=players,
        rules=the_rules,
        policies=list(names),
        seed=0,
        start=0,
        count=0,
    )
    run: _Run = (played.name, players, the_rules.to_json(), names, seed, summary_only, per_game)
    label = _label(played, players, the_rules, seed)
    chunks = _chunks(run, games, executor, chunk_size)
    parts: list[dict[str, Any]] = []
    try:
        _play(chunks, parts, threads, executor, progress)
    except Interrupted as stop:
        # A chunk's own partial result counts only without an executor, whose chunks are
        # checked (a worker's Ctrl-C stops its chunk and the run; the finished chunks count).
        if executor is None and isinstance(stop.partial, dict):
            parts.append(dict(stop.partial))  # (the cause keeps its own dict whole)
        raise _stopped(_result(run, parts, the_rules, label), games, stop) from None
    except KeyboardInterrupt as stop:
        raise _stopped(_result(run, parts, the_rules, label), games, stop) from None
    return _result(run, _in_order(run, chunks, parts), the_rules, label)


def _per_game(per_game: bool, summary_only: bool) -> bool:
    """`per_game` checked: a bool, and not with `summary_only`."""
    if not isinstance(per_game, bool | np.bool_):
        raise TypeError(f"per_game is True or False, not {type(per_game).__name__}")
    if per_game and summary_only:
        raise ValueError(
            "per_game keeps each match's per-game results, and summary_only keeps no per-match "
            "arrays: ask for one of them"
        )
    return bool(per_game)


def _label(game: Game, players: int, rules: Any, seed: int) -> str:
    """`4-player standard matches, seed 0`, with the game's title for the other games."""
    return f"{players}-player {game.heading}{rules.preset or repr(rules)} matches, seed {seed}"


def _stopped(partial: SimulationResult, games: int, cause: BaseException) -> Interrupted:
    """The `Interrupted` of a stopped run, holding the result of the games finished."""
    stop = Interrupted(f"the simulation was interrupted after {partial.games:,} of {games:,} games")
    stop.partial = partial
    stop.__cause__ = cause
    return stop


def _result(run: _Run, parts: list[dict[str, Any]], rules: Any, label: str) -> SimulationResult:
    """The result of a run from its chunks' results, in the order of their games."""
    game, players, _, seats, seed, summary_only, per_game = run
    names = policy_labels(seats)
    rounds = game_named(game).rounds
    if summary_only:
        summary = Summary.empty(players, names, label, rounds)
        for part in parts:
            summary = summary.merge(Summary.from_counts(players, names, part, label, rounds))
        return SimulationResult(None, None, None, summary, seed, rules, names, game)
    places = _joined(parts, "places", np.uint8, (0, players))
    totals = _joined(parts, "totals", np.uint16, (0, players))
    deals = _joined(parts, "deals", np.uint16, (0,))
    summary = Summary.from_arrays(places, totals, deals, names, label, rounds)
    if not per_game:
        return SimulationResult(places, totals, deals, summary, seed, rules, names, game)
    points = by_game.joined([p["game_points"] for p in parts], players)
    return SimulationResult(
        places,
        totals,
        deals,
        summary,
        seed,
        rules,
        names,
        game,
        points,
        by_game.places(points),
    )


def _joined(parts: list[dict[str, Any]], name: str, dtype: type, empty: tuple[int, ...]) -> Any:
    """The chunks' arrays `name` one after another, as `np.concatenate` joins them, taken out
    of `parts`: each chunk's array is let go of once copied, so that the run holds about one
    copy of its arrays, not two. A run of one chunk keeps that chunk's array (the batch's own,
    or the copy `_resolve` made of it) rather than a copy of it."""
    if not parts:
        return np.zeros(empty, dtype=dtype)
    if len(parts) == 1:
        return parts[0].pop(name)
    arrays = [part[name] for part in parts]
    rows = sum(len(a) for a in arrays)
    out = np.empty((rows, *arrays[0].shape[1:]), dtype=np.result_type(*arrays))
    del arrays
    at = 0
    for part in parts:
        array = part.pop(name)
        out[at : at + len(array)] = array
        at += len(array)
        del array
    return out


def _chunks(
    run: _Run, games: int, executor: ExecutorLike | None, chunk_size: int | None
) -> list[_Chunk]:
    """The chunks a run is played in: one, unless an executor or `chunk_size` splits it."""
    if chunk_size is not None:
        chunk_size = integer(chunk_size, "chunk_size", 1, 2**64 - 1, ValueError, "2**64 - 1")
    if executor is None and chunk_size is None:
        size = max(games, 1)
    else:
        size = chunk_size or max(1, min(100_000, math.ceil(games / 20)))
    return [(run, start, min(size, games - start)) for start in range(0, games, size)]


def _play(
    chunks: list[_Chunk],
    parts: list[dict[str, Any]],
    threads: int,
    executor: ExecutorLike | None,
    progress: Callable[[int], None] | None,
) -> None:
    """Plays the chunks, appending each chunk's result to `parts` as it comes."""
    done = 0
    if executor is not None:
        stop = StopToken()
        results: Any = None
        try:
            results = executor.map(functools.partial(_run_chunk, stop=stop), chunks)
            for item in results:
                part = _resolve(item)
                parts.append(part)
                done += int(part["run"]["count"])
                if progress:
                    progress(done)
        except BaseException:
            _stop_chunks(results, stop)
            raise
        return
    for chunk in chunks:
        parts.append(_batch(chunk, threads=threads, progress=offset_progress(progress, done)))
        done += chunk[2]
        if progress:
            progress(done)


Progress = Callable[[int], None]


def offset_progress(progress: Progress | None, before: int) -> Progress | None:
    """`progress` for a part of a run that starts after `before` games were done."""
    if progress is None:
        return None
    return lambda done: progress(before + done)


def _in_order(run: _Run, chunks: list[_Chunk], parts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The chunks' results in the order of their games, each checked to be of this run and to
    cover exactly its chunk, once: an executor may hand results back in any order, but not
    lose, repeat or mix them up silently."""
    game, players, rules_json, names, seed, summary_only, per_game = run
    rules_class = game_named(game).rules_class()
    expected = {start: count for _, start, count in chunks}
    by_start: dict[int, dict[str, Any]] = {}
    for part in parts:
        covers = part["run"]
        start, count = int(covers["start"]), int(covers["count"])
        ours = (
            covers.get("game", "zweiundzwanzig") == game
            and int(covers["players"]) == players
            and tuple(covers["policies"]) == names
            and rules_class.from_json(covers["rules"]) == rules_class.from_json(rules_json)
            and int(covers["seed"]) == seed
            and bool(covers["summary_only"]) == summary_only
            and bool(covers.get("per_game", False)) == per_game
        )
        if not ours:
            raise StateError(
                f"the executor returned the result of games {start:,}..{start + count - 1:,} of "
                f"another run (seed {covers['seed']}, "
                f"policies {list(policy_labels(covers['policies']))})"
            )
        if start in by_start:
            raise StateError(f"the executor returned games {start:,}.. twice")
        if expected.get(start) != count:
            raise StateError(
                f"the executor returned games {start:,}..{start + count - 1:,}, "
                "which is not a chunk of this run"
            )
        by_start[start] = part
    missing = [start for start in expected if start not in by_start]
    if missing:
        raise StateError(f"the executor returned no result for the games from {missing[0]:,}")
    return [by_start[start] for start in sorted(by_start)]
