"""The peak memory of `zz.simulate` with per-game arrays, as a multiple of the arrays' bytes.

Each game runs in a fresh process: it warms up (imports, a small run), notes its resident
memory, runs ``zz.simulate(GAMES, game=..., players=...)`` keeping the arrays, and reads the
process's peak resident memory (``ru_maxrss``). The peak of the call is that peak less the
memory before it; the arrays' bytes are those of ``places``, ``totals`` and ``deals``. The
arrays themselves are 1×: what is above 1× is the copies made on the way. A second column counts
the numpy buffers that Python allocates during the call (``tracemalloc``; the arrays the Rust
binding hands over are not allocated by numpy and are not in it):

    python benches/simulate_memory.py [--games 2000000] [--game big_two] [--players 4]
        [--threads N] [--chunk-size N]

prints a Markdown table; BENCHMARKS.md gives the figures.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

GAMES = ("zweiundzwanzig", "arschloch", "big_two")

CHILD = r"""
import json, os, resource, sys, tracemalloc
import zweiundzwanzig as zz

args = json.loads(sys.argv[1])
how = dict(game=args["game"], players=args["players"], threads=args["threads"])
if args["chunk_size"]:
    how["chunk_size"] = args["chunk_size"]
zz.simulate(2000, **how)

def resident():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")

before = resident()
tracemalloc.start()
result = zz.simulate(args["games"], **how)
traced = tracemalloc.get_traced_memory()[1]
tracemalloc.stop()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
arrays = result.places.nbytes + result.totals.nbytes + result.deals.nbytes
print(json.dumps(dict(before=before, peak=peak, traced=traced, arrays=arrays)))
"""


def measured(game: str, games: int, players: int, threads: int | None, chunk: int | None) -> dict:
    """The figures of one run, in a process of its own."""
    args = dict(game=game, games=games, players=players, threads=threads, chunk_size=chunk)
    run = subprocess.run(
        [sys.executable, "-c", CHILD, json.dumps(args)],
        check=True,
        capture_output=True,
        text=True,
    )
    figures: dict = json.loads(run.stdout.strip().splitlines()[-1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2_000_000)
    parser.add_argument("--game", choices=GAMES, action="append")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--threads", type=int, default=None, help="default: all cores")
    parser.add_argument("--chunk-size", type=int, default=None)
    args = parser.parse_args()
    print(
        "| game | players | games | arrays MB | B a game | peak MB | peak ÷ arrays "
        "| numpy traced ÷ arrays |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for game in args.game or GAMES:
        f = measured(game, args.games, args.players, args.threads, args.chunk_size)
        peak = f["peak"] - f["before"]
        print(
            f"| {game} | {args.players} | {args.games:,} | {f['arrays'] / 1e6:.1f} "
            f"| {f['arrays'] / args.games:.0f} | {peak / 1e6:.1f} | {peak / f['arrays']:.2f} "
            f"| {f['traced'] / f['arrays']:.2f} |"
        )


if __name__ == "__main__":
    main()
