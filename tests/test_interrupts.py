"""Ctrl-C stops every long call: each test starts one in a subprocess, sends it SIGINT once it is
running and checks that it stops promptly (within a bound generous enough for a loaded machine)
with `zz.Interrupted` holding what was done, or, for the CLI, with the partial output."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import time

import pytest

# Far above the half second it takes on a quiet machine: the bound catches a call that ignores
# Ctrl-C (they used to take 30 s to forever), not a slow machine.
STOPS_WITHIN = 20.0


def interrupted(code: str, *, argv: list[str] | None = None) -> tuple[str, str, int, float]:
    """Runs `code` (or the CLI with `argv`), interrupts it half a second after it says it is
    ready, and returns its stdout, stderr, exit status and how long it took to stop."""
    if argv is None:
        program = "import sys\nprint('ready', flush=True)\n" + textwrap.dedent(code)
        command = [sys.executable, "-c", program]
    else:
        program = (
            "import sys\nfrom zweiundzwanzig.cli import main\nprint('ready', flush=True)\n"
            f"sys.exit(main({argv!r}))"
        )
        command = [sys.executable, "-c", program]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    time.sleep(0.5)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        out, err = child.communicate(timeout=STOPS_WITHIN + 30)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        pytest.fail(f"still running {STOPS_WITHIN + 30} s after Ctrl-C: {err[-2000:]}")
    return out, err, child.returncode, time.monotonic() - sent


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
    out, err, status, took = interrupted(
        f"""
        import zweiundzwanzig as zz
        try:
            {LIBRARY_CALLS[name]}
        except zz.Interrupted as stop:
            partial = stop.partial
            size = len(partial) if isinstance(partial, list) else partial.games
            print("Interrupted", isinstance(stop, KeyboardInterrupt), type(partial).__name__, size)
        """
    )
    assert status == 0, err
    assert took < STOPS_WITHIN
    word, is_keyboard_interrupt, kind, size = out.split()
    assert (word, is_keyboard_interrupt) == ("Interrupted", "True")
    expected = {"advise": "list", "simulate": "SimulationResult", "tournament": "TournamentResult"}
    assert kind == expected[name.split("_")[0]]
    if name.startswith("advise"):
        assert int(size) > 0  # the legal moves, ranked by what the search had


def test_ctrl_c_in_cli_simulate_prints_the_partial_summary():
    out, err, status, took = interrupted(
        "", argv=["simulate", "--games", "100000000", "--players", "4", "--threads", "2"]
    )
    assert status == 130
    assert took < STOPS_WITHIN
    assert "interrupted" in err and "partial" not in out
    assert "games finished so far" in err
    assert "95% interval" in out and "4-player" in out


def test_ctrl_c_in_cli_simulate_with_out_writes_nothing_and_says_so(tmp_path):
    target = tmp_path / "run.npz"
    out, err, status, _ = interrupted(
        "", argv=["simulate", "--games", "100000000", "--out", str(target)]
    )
    assert status == 130
    assert "95% interval" in out
    assert "--out was not written (the run is partial)" in err
    assert not target.exists()


def test_ctrl_c_in_cli_tournament_prints_the_partial_standings():
    out, err, status, took = interrupted(
        "", argv=["tournament", "--policies", "advisor", "heuristic", "--games", "100000"]
    )
    assert status == 130
    assert took < STOPS_WITHIN
    assert "matches finished so far" in err
    assert "tournament:" in out and "advisor" in out


def test_ctrl_c_in_cli_advise_prints_the_advice_it_has():
    argv = ["advise", "--players", "4", "--seat", "2", "--dealer", "0", "--hand", "K 9 9 4 3 2"]
    argv += ["--trick", "1:8", "--played", "A Q J 7", "--time", "20"]
    out, err, status, took = interrupted("", argv=argv)
    assert status == 130, err
    assert took < STOPS_WITHIN
    assert "Interrupted after" in out and "the advice so far" in out
    assert "95% interval" in out


def test_a_signal_handler_that_raises_something_else_stops_the_call_with_that():
    _, err, status, _ = interrupted(
        """
        import signal
        import zweiundzwanzig as zz
        def leave(*_):
            raise SystemExit(7)
        signal.signal(signal.SIGINT, leave)
        zz.simulate(10**9, summary_only=True)
        """
    )
    assert status == 7, err


def test_a_progress_callback_that_raises_stops_the_run():
    import zweiundzwanzig as zz

    class Enough(Exception):
        pass

    def progress(done):
        if done > 1000:
            raise Enough

    with pytest.raises(Enough):
        zz.simulate(10**9, summary_only=True, progress=progress)
