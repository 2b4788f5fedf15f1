"""How well `Advice.win` is calibrated: the figures of BENCHMARKS.md and the reliability diagrams
of docs/search.md, from the decisions of ``selfplay.py``.

For each file: the expected calibration error (ECE) of the chance the advice gave the move played
(10 bins of equal count; the mean gap between the chance and how often it came true, weighted by
the bin's size), with its standard deviation over 400 bootstrap resamples of the games
(decisions of one game share its outcome, so games are resampled, not decisions); the same for
the number the advice showed before `win` existed (`value`, which the family's advice called a
win chance) and for the raw share of playouts won; and the mean over the games of the seats'
chances at their first decision summed, with its 95% interval (against heuristic players, the
chance the advice would have given each heuristic seat for the move it made); and the mean
`points` of the moves played against the mean points their players then took in the deal or
game (and the playouts' own mean points, which `points` showed before).

Run: ``python benches/calibration/report.py EVAL.npz ... [--plots DIR]``; prints a markdown
table, and with ``--plots`` writes one reliability diagram per game
(``DIR/calibration_<game>.png``). The data are made by ``benches/calibration/run.sh eval``.
"""

from __future__ import annotations

import argparse
import pathlib
from collections import defaultdict

import numpy as np
from fit import advised, load

#: Bins of the calibration error and the diagrams.
BINS = 10
#: Bootstrap resamples of the games.
RESAMPLES = 400
TITLES = {
    "zweiundzwanzig": "Zweiundzwanzig (the match)",
    "big_two": "Big Two",
    "arschloch": "Arschloch",
}


def ece(p: np.ndarray, y: np.ndarray, bins: int = BINS) -> float:
    """The expected calibration error of chances `p` against outcomes `y` (equal-count bins)."""
    order = np.argsort(p, kind="stable")
    chunks = np.array_split(order, bins)
    return float(sum(abs(p[c].mean() - y[c].mean()) * len(c) for c in chunks) / len(p))


def games_of(d: dict[str, np.ndarray]) -> np.ndarray:
    """A number for each decision's game (the family: its match)."""
    return d["match"] * 1000 + d["game"]


def bootstrap_sd(p: np.ndarray, y: np.ndarray, games: np.ndarray, seed: int = 0) -> float:
    """The standard deviation of the ECE over resamples of the games."""
    rng = np.random.default_rng(seed)
    ids, index = np.unique(games, return_inverse=True)
    rows = [np.flatnonzero(index == i) for i in range(len(ids))]
    out = []
    for _ in range(RESAMPLES):
        pick = np.concatenate([rows[i] for i in rng.integers(0, len(ids), len(ids))])
        out.append(ece(p[pick], y[pick]))
    return float(np.std(out))


def first_sums(d: dict[str, np.ndarray]) -> np.ndarray:
    """Each game's chances at its seats' first decisions, summed (games where every seat had
    one)."""
    first = d["first"] == 1
    sums: dict[float, list[float]] = defaultdict(list)
    for g, w in zip(games_of(d)[first], d["win"][first], strict=True):
        sums[g].append(float(w))
    players = int(d["seat"].max()) + 1
    return np.array([sum(v) for v in sums.values() if len(v) == players])


def row(name: str, everything: dict[str, np.ndarray], opponents: str) -> str:
    """One line of the table: the advisor's decisions, and every seat's first decisions."""
    d = advised(everything)
    games = games_of(d)
    y = d["won"]
    cells = [name, opponents, f"{len(np.unique(games)):,}", f"{len(y):,}"]
    for column in ("win", "value", "raw"):
        p = d[column]
        cells.append(f"{ece(p, y):.3f} ± {bootstrap_sd(p, y, games):.3f}")
    s = first_sums(everything)
    half = 1.96 * s.std(ddof=1) / np.sqrt(len(s))
    cells.append(f"{s.mean():.3f} ± {half:.3f}")
    taken = ~np.isnan(d["taken"])
    given, raw, got = (d[c][taken].mean() for c in ("points", "playout_points", "taken"))
    cells.append(f"{given:.2f} / {got:.2f} ({raw:.2f})")
    return "| " + " | ".join(cells) + " |"


def curve(p: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The diagram's points: mean chance and observed rate of each bin, and the rate's
    standard error."""
    chunks = np.array_split(np.argsort(p, kind="stable"), BINS)
    xs = np.array([p[c].mean() for c in chunks])
    ys = np.array([y[c].mean() for c in chunks])
    se = np.array([np.sqrt(max(ys[i] * (1 - ys[i]), 1e-4) / len(c)) for i, c in enumerate(chunks)])
    return xs, ys, se


def plot(game: str, runs: list[tuple[int, str, dict[str, np.ndarray]]], out: pathlib.Path) -> None:
    """The reliability diagram of one game: `win` (left) and the number shown before (right)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(10, 4.8), sharey=True)
    for ax, column, title in (
        (axes[0], "win", "Advice.win (calibrated)"),
        (axes[1], "value", "before: the number the advice showed"),
    ):
        ax.plot([0, 1], [0, 1], color="grey", linewidth=1, linestyle="--")
        for players, opponents, d in runs:
            xs, ys, se = curve(d[column], d["won"])
            label = f"{players} players, " + (
                "self-play" if opponents == "advisor" else "vs heuristic players"
            )
            marker = "o" if opponents == "advisor" else "s"
            ax.errorbar(xs, ys, yerr=1.96 * se, marker=marker, markersize=4, capsize=2, label=label)
        ax.set_title(title, fontsize=10)
        ax.set_xlabel("the chance the advice gave the move played")
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        ax.grid(alpha=0.3)
    axes[0].set_ylabel("how often that player then won")
    axes[0].legend(fontsize=8, loc="upper left")
    fig.suptitle(f"{TITLES[game]}: predicted chance against observed win rate", fontsize=11)
    fig.tight_layout()
    fig.savefig(out / f"calibration_{game}.png", dpi=110)
    plt.close(fig)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("data", nargs="+")
    parser.add_argument("--plots", type=pathlib.Path)
    args = parser.parse_args()
    print(
        "| game | opponents | games | decisions | ECE of `win` | ECE of `value` (before) "
        "| ECE of the raw share | first decisions' `win` summed "
        "| mean `points` / points taken (before: the playouts' mean) |"
    )
    print("| --- | --- | ---: | ---: | --- | --- | --- | --- | --- |")
    by_game: dict[str, list[tuple[int, str, dict[str, np.ndarray]]]] = defaultdict(list)
    for path in args.data:
        game, players, d = load(path)
        opponents = str(np.load(path)["opponents"])
        print(row(f"{TITLES[game]}, {players} players", d, opponents))
        by_game[game].append((players, opponents, advised(d)))
    if args.plots:
        args.plots.mkdir(parents=True, exist_ok=True)
        for game, runs in by_game.items():
            plot(game, sorted(runs, key=lambda r: (r[1], r[0])), args.plots)


if __name__ == "__main__":
    main()
