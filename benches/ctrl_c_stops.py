"""How long Ctrl-C takes to end the interpreter, for calls that give work to an executor's
threads or processes and for advisor simulations of every game (issue #27, D8 and D9).

Run: ``python benches/ctrl_c_stops.py [RUNS]`` (5 runs by default). Each run starts the call in a
fresh interpreter, sends it SIGINT once the call is running (as the tests do, see
``tests/ctrl_c.py``) and prints the seconds from the signal to the interpreter's exit.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from ctrl_c import interrupted  # from the tests' folder, put first above

ANNOUNCING = """
class Announced:
    def __init__(self, fn):
        self.fn = fn

    def __call__(self, chunk):
        print("ready", flush=True)
        return self.fn(chunk)

class Announcing:
    def __init__(self, pool):
        self.pool = pool

    def map(self, fn, chunks):
        return self.pool.map(Announced(fn), chunks)
"""

CALLS = {
    "thread pool, chunks of 10**6": (
        "from concurrent.futures import ThreadPoolExecutor as Pool\nready_once_busy()\n",
        "with Pool(2) as pool:\n    zz.simulate(10**8, executor=pool, chunk_size=1_000_000)",
    ),
    "process pool, chunks of 10**6": (
        "from concurrent.futures import ProcessPoolExecutor as Pool\n" + ANNOUNCING,
        "with Pool(2) as pool:\n"
        "    zz.simulate(10**8, executor=Announcing(pool), chunk_size=1_000_000)",
    ),
    **{
        f"advisor simulation, {game}": (
            "ready_once_busy()\n",
            f"zz.simulate(100_000, game={game!r}, policies='advisor')",
        )
        for game in ("zweiundzwanzig", "arschloch", "big_two")
    },
}


def seconds_to_exit(setup: str, call: str) -> float:
    body = "import zweiundzwanzig as zz\n" + setup + "try:\n"
    body += "".join(f"    {line}\n" for line in call.splitlines())
    body += "except zz.Interrupted:\n    pass\n"
    stop = interrupted(body)
    assert stop.status == 0, stop.err[-2000:]
    return stop.took


def main(runs: int) -> None:
    for name, (setup, call) in CALLS.items():
        took = [seconds_to_exit(setup, call) for _ in range(runs)]
        print(f"{name:<36} " + "  ".join(f"{t:.2f}" for t in took) + " s", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
