"""The cost of a small `zz.advise` call, for one build: what a call pays around its search.

Run: ``python benches/advise_small.py BUILD`` where BUILD is a folder holding an installed
``zweiundzwanzig`` (see ``compare_builds.py`` for making one from any commit), or ``-`` for the
package installed in this interpreter. Run it for two builds one after the other, a few times,
and compare the figures of the same round. Prints µs a call for 1 and 20 iterations (best of 5
runs of 300 calls on the first view of a 4-player match).
"""

from __future__ import annotations

import sys
import time

if len(sys.argv) > 1 and sys.argv[1] != "-":
    sys.path.insert(0, sys.argv[1])

import zweiundzwanzig as zz  # after the build's folder is put first


def per_call(view: zz.View, iterations: int, calls: int = 300, runs: int = 5) -> float:
    """The best of `runs` runs of `calls` calls, in seconds a call."""
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(calls):
            zz.advise(view, iterations=iterations, seed=0)
        best = min(best, (time.perf_counter() - start) / calls)
    return best


def main() -> None:
    m = zz.Match(4, seed=1)
    view = m.view(m.current_player)
    build = sys.argv[1] if len(sys.argv) > 1 else "-"
    for iterations in (1, 20):
        print(f"{build} iterations={iterations}: {per_call(view, iterations) * 1e6:.1f} µs a call")


if __name__ == "__main__":
    main()
