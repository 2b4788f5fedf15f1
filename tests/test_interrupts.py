"""Ctrl-C stops every long call: each test starts one in a subprocess, sends it SIGINT once the
call is running (see `ctrl_c`) and checks that it stops promptly (within a bound generous enough
for a loaded machine) with `zz.Interrupted` holding what was done, or, for the CLI, with the
partial output. Ctrl-C stops the work a call started too: the chunks it gave an executor's
threads or processes, and the advisor's search inside a simulated match."""

from __future__ import annotations

import re
import textwrap

import numpy as np
import pytest
from ctrl_c import STOPS_WITHIN, interrupted

REPORT = """
        except zz.Interrupted as stop:
            partial = stop.partial
            size = len(partial) if isinstance(partial, list) else partial.games
            say("Interrupted", isinstance(stop, KeyboardInterrupt), type(partial).__name__, size)
"""


def stopped_call(setup: str, call: str) -> tuple[str, str, str]:
    """Interrupts `call` (after `setup`) and returns what its `Interrupted` held: whether it is
    a KeyboardInterrupt, the type of its partial result and the partial result's size."""
    stop = interrupted(
        f"""
        import zweiundzwanzig as zz
        {setup}
        ready_once_busy()
        try:
            {call}
        """
        + REPORT
    )
    assert stop.status == 0, stop.err[-2000:]
    assert stop.took < STOPS_WITHIN
    word, is_keyboard_interrupt, kind, size = report(stop.out)
    assert (word, is_keyboard_interrupt) == ("Interrupted", "True"), stop.out
    return is_keyboard_interrupt, kind, size


def report(out: str) -> list[str]:
    """The words of the line `REPORT` printed (workers may print "ready" around it)."""
    lines = [line.split() for line in out.splitlines() if line.startswith("Interrupted")]
    assert len(lines) == 1, out
    return lines[0]


LIBRARY_CALLS = {
    "advise_pimc": "zz.advise(zz.Match(4, seed=1), iterations=4_294_967_295)",
    "advise_pimc_two_threads": "zz.advise(zz.Match(4, seed=1), time_limit=600, threads=2)",
    "advise_ismcts": "zz.advise(zz.Match(4, seed=1), iterations=10**8, algorithm='ismcts')",
    "simulate": "zz.simulate(10**9, summary_only=True)",
    "simulate_arrays": "zz.simulate(10**7, threads=2)",
    "simulate_chunks": "zz.simulate(10**8, chunk_size=10**6, summary_only=True, threads=1)",
    "simulate_advisor": "zz.simulate(10**5, policies='advisor', threads=2)",
    "tournament": "zz.tournament(['advisor', 'heuristic', 'random'], 10**6)",
}


@pytest.mark.parametrize("name", sorted(LIBRARY_CALLS))
def test_ctrl_c_stops_a_long_call_with_what_it_had(name):
    _, kind, size = stopped_call("", LIBRARY_CALLS[name])
    expected = {"advise": "list", "simulate": "SimulationResult", "tournament": "TournamentResult"}
    assert kind == expected[name.split("_")[0]]
    if name.startswith("advise"):
        assert int(size) > 0  # the legal moves, ranked by what the search had


# Matches that take minutes with four advisors (one deal of the family is short: there the
# engine's tests check that the advisor's search looks at the stop).
LONG_MATCHES = {
    "zweiundzwanzig": "None",
    "arschloch": "zz.arschloch.Rules.standard().replace(games=1000)",
    "big_two": "zz.big_two.Rules.standard().replace(games=1000, penalty_limit=None)",
}


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("game", sorted(LONG_MATCHES))
def test_ctrl_c_stops_advisor_simulations_inside_a_match(game, threads):
    """D9: the stop was checked between matches only, so Ctrl-C waited for a match to end."""
    call = (
        f"zz.simulate(10**5, game={game!r}, rules={LONG_MATCHES[game]}, policies='advisor', "
        f"threads={threads})"
    )
    _, kind, _ = stopped_call("", call)
    assert kind == "SimulationResult"


@pytest.mark.parametrize("game", ["zweiundzwanzig", "arschloch", "big_two"])
def test_ctrl_c_stops_the_chunks_running_on_a_thread_pool(game):
    """D8: the chunks went on in the pool's threads, and the `with` block waited for them."""
    _, kind, size = stopped_call(
        "from concurrent.futures import ThreadPoolExecutor",
        f"""with ThreadPoolExecutor(2) as pool:
                zz.simulate(10**9, game={game!r}, executor=pool, chunk_size=10**8,
                            summary_only=True)""",
    )
    assert (kind, size) == ("SimulationResult", "0")  # no chunk of 10**8 games finished


def test_ctrl_c_stops_the_chunks_running_on_a_process_pool():
    """D8: Ctrl-C reached the calling process only, and its pool's workers went on. A worker
    says "ready" as it starts a chunk (the calling process uses no CPU time while it waits)."""
    stop = interrupted(
        """
        from concurrent.futures import ProcessPoolExecutor
        import zweiundzwanzig as zz

        class Announced:
            def __init__(self, fn):
                self.fn = fn

            def __call__(self, chunk):
                say("ready")
                return self.fn(chunk)

        class Announcing:
            def __init__(self, pool):
                self.pool = pool

            def map(self, fn, chunks):
                return self.pool.map(Announced(fn), chunks)

        with ProcessPoolExecutor(2) as pool:
            try:
                zz.simulate(10**9, executor=Announcing(pool), chunk_size=10**8, summary_only=True)
        """
        + textwrap.indent(REPORT, "    ")
    )
    assert stop.status == 0, stop.err[-2000:]
    assert stop.took < STOPS_WITHIN
    assert report(stop.out) == ["Interrupted", "True", "SimulationResult", "0"], stop.out


def test_ctrl_c_stops_the_chunks_running_on_a_dask_cluster():
    """D8 with a dask client: its futures are cancelled, and its workers (processes of this
    machine) stop the chunks they run; a dask worker is asked which chunks it runs."""
    stop = interrupted(
        """
        import threading
        from distributed import Client, LocalCluster
        import zweiundzwanzig as zz

        def chunks_running():
            count = 0
            for frame in sys._current_frames().values():
                while frame is not None and frame.f_code.co_name != "_run_chunk":
                    frame = frame.f_back
                count += frame is not None
            return count

        def running(client):
            return sum(client.run(chunks_running).values())

        def say_ready_once_running(client):
            while not running(client):
                time.sleep(0.05)
            say("ready")

        if __name__ == "__main__":
            cluster = LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None)
            with cluster, Client(cluster) as client:
                threading.Thread(target=say_ready_once_running, args=(client,), daemon=True).start()
                try:
                    zz.simulate(10**9, executor=client, chunk_size=10**8, summary_only=True)
                except zz.Interrupted as stop:
                    say("Interrupted", stop.partial.games)
                while running(client):
                    time.sleep(0.05)
                say("no chunk running")
        """
    )
    assert stop.status == 0, stop.err[-2000:]
    assert stop.took < STOPS_WITHIN
    assert "Interrupted 0\nno chunk running" in stop.out, stop.out


def cli(argv: list[str]) -> str:
    return f"from zweiundzwanzig.cli import main\nready_once_busy()\nsys.exit(main({argv!r}))"


def test_ctrl_c_in_cli_simulate_prints_the_partial_summary():
    stop = interrupted(
        cli(["simulate", "--games", "100000000", "--players", "4", "--threads", "2"])
    )
    assert stop.status == 130
    assert stop.took < STOPS_WITHIN
    assert "interrupted" in stop.err and "partial" not in stop.out
    assert "games finished so far" in stop.err
    assert "95% interval" in stop.out and "4-player" in stop.out


def test_ctrl_c_in_cli_simulate_with_out_writes_the_games_finished(tmp_path):
    # One thread: its chunk's finished games count (issue 28, item 3).
    target = tmp_path / "run.npz"
    argv = ["simulate", "--games", "20000000", "--threads", "1", "--out", str(target)]
    stop = interrupted(cli(argv))
    assert stop.status == 130
    assert stop.took < STOPS_WITHIN
    assert "95% interval" in stop.out
    said = re.search(r"it holds ([\d,]+) of 20,000,000 games \(the run was interrupted\)", stop.out)
    assert said is not None, stop.out[-2000:]
    finished = int(said.group(1).replace(",", ""))
    assert finished < 20_000_000  # how many depends on the machine, none on a busy one
    assert f"interrupted after {finished:,} of 20,000,000 games" in stop.err
    saved = np.load(target)
    assert saved["places"].shape == (finished, 4)
    assert saved["deals"].shape == (finished,)


def test_ctrl_c_in_cli_tournament_prints_the_partial_standings():
    stop = interrupted(
        cli(["tournament", "--policies", "advisor", "heuristic", "--games", "100000"])
    )
    assert stop.status == 130
    assert stop.took < STOPS_WITHIN
    assert "matches finished so far" in stop.err
    assert "tournament:" in stop.out and "advisor" in stop.out


def test_ctrl_c_in_cli_advise_prints_the_advice_it_has():
    argv = ["advise", "--players", "4", "--seat", "2", "--dealer", "0", "--hand", "K 9 9 4 3 2"]
    argv += ["--trick", "1:8", "--played", "A Q J 7", "--time", "20"]
    stop = interrupted(cli(argv))
    assert stop.status == 130, stop.err
    assert stop.took < STOPS_WITHIN
    assert "Interrupted after" in stop.out and "the advice so far" in stop.out
    assert "95% interval" in stop.out


def test_a_signal_handler_that_raises_something_else_stops_the_call_with_that():
    stop = interrupted(
        """
        import zweiundzwanzig as zz
        def leave(*_):
            raise SystemExit(7)
        signal.signal(signal.SIGINT, leave)
        ready_once_busy()
        zz.simulate(10**9, summary_only=True)
        """
    )
    assert stop.status == 7, stop.err


def test_a_progress_callback_that_raises_stops_the_run():
    import zweiundzwanzig as zz

    class Enough(Exception):
        pass

    def progress(done):
        if done > 1000:
            raise Enough

    with pytest.raises(Enough):
        zz.simulate(10**9, summary_only=True, progress=progress)
