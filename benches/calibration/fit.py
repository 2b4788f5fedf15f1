"""Fits the calibration of `Advice.win` and `Advice.points` on advisor self-play and writes it
into the engine.

For each game and table size, the decisions of ``selfplay.py`` are split by the part of the
round they were made in: the player's first decision of the game (the family: of the match),
then the early, middle and late part by the share of the round's cards (a game's, the family's
deal's) still in hand: two thirds or more, a third or more, less. In each part the played
moves' raw share of playouts won (``raw``) is cut into equal-count bins, adjacent bins are
pooled until how often their players won rises from each to the next (pool adjacent
violators), and each pool gives a knot (its mean raw share, how often its players won):
centred isotonic regression, a map that rises strictly, with no flat steps. `win` is then read
off these knots by linear interpolation, as the engine does (`search/calibration.rs`). The
points are mapped the same way: the playouts' mean points of the move played
(``playout_points``) against the points the player then took in the deal or game (``taken``).
A part with too few decisions takes the map of all the table's decisions.

Run: ``python benches/calibration/fit.py DATA.npz ... [--check]``: writes
``rust/engine/src/games/<game>/calibration.rs`` for every game in the data (``--check`` only
says whether the files would change). The data are made by ``benches/calibration/run.sh fit``.
"""

from __future__ import annotations

import argparse
import pathlib
from collections import defaultdict

import numpy as np

#: Bins a part's map is cut into.
BINS = 16
#: Decisions below which a part takes the map of the whole table.
FEWEST = 400
#: The parts of a round, in the engine's order (`Part::ALL`).
PARTS = ("first", "early", "middle", "late")
ROOT = pathlib.Path(__file__).resolve().parents[2]


def load(path: str) -> tuple[str, int, dict[str, np.ndarray]]:
    """The game, table size and columns of one file of decisions (searched moves only)."""
    z = np.load(path)
    columns = {str(c): z["data"][:, i] for i, c in enumerate(z["columns"])}
    kept = ~np.isnan(columns["raw"]) & ~np.isnan(columns["won"])
    return str(z["game"]), int(z["players"]), {k: v[kept] for k, v in columns.items()}


def advised(d: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The advisor's own decisions of `d`."""
    mine = d["advisor"] == 1
    return {k: v[mine] for k, v in d.items()}


def part_of(d: dict[str, np.ndarray]) -> np.ndarray:
    """The part of the round of each decision (an index into `PARTS`), as the engine finds it."""
    left = d["left"] / np.maximum(d["dealt"], 1)
    part = np.where(left >= 2 / 3, 1, np.where(left >= 1 / 3, 2, 3))
    return np.where(d["first"] == 1, 0, part)


def knots(raw: np.ndarray, won: np.ndarray) -> list[tuple[float, float]]:
    """The map of one part, by centred isotonic regression: the decisions cut into equal-count
    bins by their raw figure, adjacent bins pooled while the outcome does not rise from one to
    the next (pool adjacent violators), and a knot at each pool's mean raw figure and mean
    outcome. The map rises strictly between knots, with no flat steps: moves whose raw figures
    differ a little get figures that differ a little."""
    order = np.argsort(raw, kind="stable")
    pools: list[list[float]] = []  # [sum of raw, sum of outcomes, count]
    for b in np.array_split(order, BINS):
        if not len(b):
            continue
        pools.append([float(raw[b].sum()), float(won[b].sum()), float(len(b))])
        while len(pools) > 1 and pools[-2][1] / pools[-2][2] >= pools[-1][1] / pools[-1][2]:
            last = pools.pop()
            pools[-1] = [a + b for a, b in zip(pools[-1], last, strict=True)]
    return [(round(x / n, 4), round(y / n, 4)) for x, y, n in pools]


Maps = list[list[tuple[float, float]]]


def fit_maps(d: dict[str, np.ndarray], raw: str, outcome: str) -> Maps:
    """The four maps of one table size from column `raw` to column `outcome`."""
    whole = knots(d[raw], d[outcome])
    parts = part_of(d)
    maps = []
    for i in range(len(PARTS)):
        mask = parts == i
        maps.append(knots(d[raw][mask], d[outcome][mask]) if mask.sum() >= FEWEST else whole)
    return maps


def fit_table(d: dict[str, np.ndarray]) -> tuple[Maps, Maps]:
    """The maps of one table size: the raw share won to the chance to win, and the playouts'
    mean points (the advice's `playout_points`) to the points then taken. A chance map starts
    at (0, 0): a move none of whose playouts won is given no chance (rather than the lowest
    bin's), and the chances below the lowest bin rise from there."""
    win = [m if m[0][0] <= 0 else [(0.0, 0.0), *m] for m in fit_maps(d, "raw", "won")]
    return win, fit_maps(d, "playout_points", "taken")


def wrapped(items: list[str], indent: int, width: int = 100) -> list[str]:
    """`items` joined by ", " into lines of at most `width` columns, each indented by `indent`."""
    lines, line = [], ""
    for item in items:
        piece = f"{item},"
        if line and indent + len(line) + 1 + len(piece) > width:
            lines.append(" " * indent + line)
            line = piece
        else:
            line = f"{line} {piece}" if line else piece
    if line:
        lines.append(" " * indent + line)
    return lines


def rust_source(tables: dict[int, tuple[tuple[Maps, Maps], int, int]]) -> str:
    """The engine's `calibration.rs` of one game (kept out of rustfmt's reach: one knot a line
    would make thousands of lines)."""
    lines = [
        "//! The calibration of the advice's chance to win and points, fitted in advisor",
        "//! self-play. Written by `python benches/calibration/fit.py`; not by hand.",
        "",
        "use crate::search::Fitted;",
        "",
        "/// The fitted maps, one set per table size fitted, each from the decisions and games of",
        "/// self-play noted beside it; each map's knots are `(raw, calibrated)` pairs.",
        "#[rustfmt::skip]",
        "// Fitted figures that may come near a mathematical constant by chance.",
        "#[allow(clippy::approx_constant)]",
        "pub const FITTED: &[Fitted] = &[",
    ]
    for players in sorted(tables):
        (win, points), decisions, games = tables[players]
        lines.append(f"    // {players} players: {decisions:,} decisions of {games:,} games.")
        lines.append("    Fitted {")
        lines.append(f"        players: {players},")
        for field, maps in (("win", win), ("points", points)):
            lines.append(f"        {field}: [")
            for name, m in zip(PARTS, maps, strict=True):
                lines.append(f"            // {name}")
                lines.append("            &[")
                lines.extend(wrapped([f"({x!r}, {y!r})" for x, y in m], 16))
                lines.append("            ],")
            lines.append("        ],")
        lines.append("    },")
    lines.append("];")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("data", nargs="+")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    games: dict[str, dict[int, tuple[list[list[tuple[float, float]]], int, int]]] = defaultdict(
        dict
    )
    for path in args.data:
        game, players, everything = load(path)
        d = advised(everything)
        count = len(set(zip(d["match"], d["game"], strict=True)))
        games[game][players] = (fit_table(d), len(d["raw"]), count)
    changed = False
    for game, tables in sorted(games.items()):
        target = ROOT / "rust" / "engine" / "src" / "games" / game / "calibration.rs"
        source = rust_source(tables)
        if target.read_text() != source:
            changed = True
            if not args.check:
                target.write_text(source)
        print(f"{target.relative_to(ROOT)}: {len(tables)} table sizes")
    if args.check and changed:
        raise SystemExit("the fitted calibration differs from the engine's")


if __name__ == "__main__":
    main()
