"""Elo ratings of players from the places of multi-player games.

Every game is read as the pairs of seats it sets side by side: of two seats held by different
players, the one placed better scored a win over the other, and equal places a half each. The
ratings are the Bradley-Terry strengths that make those results most likely, on the Elo scale
(400 points: ten to one odds in a pairing), with one player as the anchor at 0. Their 95%
intervals come from resampling the games (a bootstrap), so the seats of one game, which are not
independent, are resampled together.

>>> import zweiundzwanzig as zz
>>> runs = [
...     zz.simulate(200, game="big_two", players=4, policies=seats, seed=1)
...     for seats in (["heuristic", "random", "heuristic", "random"],
...                   ["random", "heuristic", "random", "heuristic"])
... ]
>>> r = zz.elo_ratings(runs, anchor="random", bootstrap=50)
>>> r["heuristic"].elo > 100
True
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

#: A virtual half win each way added to every pairing that was played, so that a player who
#: won (or lost) every comparison still gets a finite rating.
PRIOR = 0.5

#: The most rounds of the fit; it converges in far fewer on any table of results.
MAX_ROUNDS = 10_000

#: The most bootstrap resamplings (each refits the ratings; a few hundred suffice).
MOST_BOOTSTRAP = 100_000


@dataclass(frozen=True)
class Rating:
    """One player's rating: ``elo`` relative to the anchor, its 95% interval, and the
    comparisons with other players it rests on (``pairings``: seat pairs of games played)."""

    player: str
    elo: float
    low: float
    high: float
    pairings: int


@dataclass(frozen=True)
class Ratings:
    """The ratings of every player, best first, and what they were measured on."""

    ratings: tuple[Rating, ...]
    anchor: str
    games: int
    bootstrap: int

    def __getitem__(self, player: str) -> Rating:
        for r in self.ratings:
            if r.player == player:
                return r
        raise KeyError(f"no rating for {player!r}; rated: {[r.player for r in self.ratings]}")

    def table(self) -> str:
        """The ratings as a Markdown table."""
        lines = [
            f"| player | Elo (anchor {self.anchor} = 0) | 95% interval | pairings |",
            "| --- | ---: | --- | ---: |",
        ]
        for r in self.ratings:
            lines.append(
                f"| {r.player} | {r.elo:+.0f} | [{r.low:+.0f}, {r.high:+.0f}] | {r.pairings:,} |"
            )
        return "\n".join(lines)

    def plot(self, path: str | Path, title: str = "") -> Path:
        """Draws the ratings with their intervals to ``path`` (a PNG; needs matplotlib)."""
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        shown = list(reversed(self.ratings))
        fig, ax = plt.subplots(figsize=(6, 0.5 + 0.45 * len(shown)))
        y = np.arange(len(shown))
        elo = np.array([r.elo for r in shown])
        below = elo - np.array([r.low for r in shown])
        above = np.array([r.high for r in shown]) - elo
        ax.errorbar(elo, y, xerr=[below, above], fmt="o", capsize=4, color="#1f5f8b")
        ax.set_yticks(y, [r.player for r in shown])
        ax.axvline(0, color="#999999", linewidth=0.8)
        ax.set_xlabel(f"Elo (anchor {self.anchor} = 0), 95% interval")
        if title:
            ax.set_title(title)
        fig.tight_layout()
        target = Path(path)
        fig.savefig(target, dpi=110)
        plt.close(fig)
        return target


def elo_ratings(
    runs: Iterable[Any], *, anchor: str, bootstrap: int = 400, seed: int = 0
) -> Ratings:
    """The Elo ratings of the players of ``runs``: results of `zweiundzwanzig.simulate` (each
    with its per-game ``places`` and its seats' ``policies``), or ``(policies, places)`` pairs
    of the seats' names and a games × seats array of places (1 the best, equal places tied).
    ``anchor`` is the player rated 0; ``bootstrap`` resamplings of the games give the
    intervals (drawn from ``seed``: the same runs and seed give the same ratings)."""
    tables = [_table(run) for run in runs]
    players = sorted({name for names, _ in tables for name in names})
    if anchor not in players:
        raise ValueError(f"the anchor {anchor!r} played in none of the runs: {players}")
    if not 0 <= bootstrap <= MOST_BOOTSTRAP:
        raise ValueError(f"bootstrap must be 0 to {MOST_BOOTSTRAP:,}, got {bootstrap}")
    index = {name: i for i, name in enumerate(players)}
    scored = [_scores(names, places, index) for names, places in tables]
    weights = [np.ones(len(places)) for _, places in tables]
    wins, met = _tally(scored, weights, len(players))
    _check_connected(met, players)
    elo = _fit(wins, met, index[anchor])
    rng = np.random.default_rng(seed)
    draws = np.empty((bootstrap, len(players)))
    for b in range(bootstrap):
        resampled = [
            np.bincount(rng.integers(0, len(w), len(w)), minlength=len(w)).astype(float)
            for w in weights
        ]
        draws[b] = _fit(*_tally(scored, resampled, len(players)), index[anchor])
    low, high = np.percentile(draws, [2.5, 97.5], axis=0) if bootstrap else (elo, elo)
    ratings = [
        Rating(name, float(elo[i]), float(low[i]), float(high[i]), int(met[i].sum()))
        for name, i in index.items()
    ]
    ratings.sort(key=lambda r: -r.elo)
    games = sum(len(places) for _, places in tables)
    return Ratings(tuple(ratings), anchor, games, bootstrap)


def _table(run: Any) -> tuple[tuple[str, ...], npt.NDArray[np.int64]]:
    """The seats' names and the places of one run, checked."""
    if isinstance(run, tuple):
        names, places = run
    else:
        names, places = run.policies, run.places
        if places is None:
            raise ValueError("a summary-only run keeps no places: simulate without summary_only")
    names = tuple(str(n) for n in names)
    array = np.asarray(places)
    if array.ndim != 2 or array.shape[1] != len(names):
        raise ValueError(
            f"places must be games × {len(names)} seats (one name a seat), got {array.shape}"
        )
    if array.size and (array.min() < 1 or array.max() > len(names)):
        raise ValueError(f"places run from 1 to {len(names)}, got {array.min()}..{array.max()}")
    return names, array.astype(np.int64)


#: One pairing's results over a run's games: the two players' indices and, each game, the
#: first's score (1 won, 0.5 tied, 0 lost) against the second.
_Pairing = tuple[int, int, npt.NDArray[np.float64]]


def _scores(
    names: Sequence[str], places: npt.NDArray[np.int64], index: dict[str, int]
) -> list[_Pairing]:
    """Each pair of seats held by different players, with its score each game."""
    pairs = []
    for s, t in itertools.combinations(range(len(names)), 2):
        if names[s] == names[t]:
            continue
        a, b = places[:, s], places[:, t]
        score = np.where(a < b, 1.0, np.where(a == b, 0.5, 0.0))
        pairs.append((index[names[s]], index[names[t]], score))
    return pairs


def _tally(
    scored: list[list[_Pairing]], weights: list[npt.NDArray[np.float64]], n: int
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Wins (``wins[i, j]``: i's score against j) and comparisons (``met``) summed over the
    games, each game counted ``weights`` times."""
    wins = np.zeros((n, n))
    met = np.zeros((n, n))
    for pairs, w in zip(scored, weights, strict=True):
        total = w.sum()
        for a, b, score in pairs:
            won = float(w @ score)
            wins[a, b] += won
            wins[b, a] += total - won
            met[a, b] += total
            met[b, a] += total
    return wins, met


def _check_connected(met: npt.NDArray[np.float64], players: list[str]) -> None:
    """Refuses results in which some players were never compared, even through others."""
    reached = {0}
    frontier = [0]
    while frontier:
        i = frontier.pop()
        for j in np.nonzero(met[i])[0]:
            if int(j) not in reached:
                reached.add(int(j))
                frontier.append(int(j))
    if len(reached) < len(players):
        apart = [p for i, p in enumerate(players) if i not in reached]
        raise ValueError(f"{apart} never met the others at a table: no common scale")


def _fit(
    wins: npt.NDArray[np.float64], met: npt.NDArray[np.float64], anchor: int
) -> npt.NDArray[np.float64]:
    """The Bradley-Terry strengths of ``wins`` by the minorization-maximization rounds
    (Hunter 2004), with [`PRIOR`] added to every pairing played, as Elo relative to
    ``anchor``."""
    played = met > 0
    wins = wins + PRIOR * played
    met = met + 2 * PRIOR * played
    total = wins.sum(axis=1)
    gamma = np.ones(len(wins))
    for _ in range(MAX_ROUNDS):
        pair_sum = gamma[:, None] + gamma[None, :]
        updated = total / (met / pair_sum).sum(axis=1)
        updated /= np.exp(np.log(updated).mean())
        if np.max(np.abs(np.log(updated / gamma))) < 1e-10:
            gamma = updated
            break
        gamma = updated
    elo: npt.NDArray[np.float64] = 400 * np.log10(gamma / gamma[anchor])
    return elo
