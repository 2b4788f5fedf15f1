"""The `zweiundzwanzig` command line: `simulate`, `match`, `legal`, `rules`; the progress bar."""

from __future__ import annotations

import functools
import io
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import cli
from zweiundzwanzig.cli import main
from zweiundzwanzig.progress import ProgressBar, duration


class FakeTTY(io.StringIO):
    def isatty(self) -> bool:
        return True


def run_main(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def seat_rows(out: str) -> dict[int, list[str]]:
    """The seat rows of a summary table: seat -> its fields."""
    rows = {}
    for line in out.splitlines():
        fields = line.split()
        if fields and fields[0].isdigit() and "[" in line:
            rows[int(fields[0])] = fields
    return rows


def has_policy_section(out: str) -> bool:
    return any(line.split()[:2] == ["policy", "seats"] for line in out.splitlines())


# --- simulate --------------------------------------------------------------------------------


def test_simulate_prints_the_table(capsys):
    status, out, err = run_main(
        capsys, "simulate", "--games", "200", "--players", "3", "--seed", "5", "--threads", "1"
    )
    assert status == 0
    expected = zz.simulate(200, players=3, seed=5, threads=1)
    assert expected.summary.table() in out
    assert "200 games" in out
    assert "95% interval" in out
    assert "mean deals per match" in out
    assert sorted(seat_rows(out)) == [0, 1, 2]
    assert all(fields[1] == "random" for fields in seat_rows(out).values())
    assert not has_policy_section(out)
    assert err == ""  # not a terminal: no progress bar


def test_simulate_out_npz_equals_the_library(capsys, tmp_path):
    target = tmp_path / "run.npz"
    status, out, _ = run_main(
        capsys,
        "simulate",
        "--games",
        "300",
        "--players",
        "4",
        "--rules",
        "rasmussen",
        "--policies",
        "heuristic",
        "random",
        "random",
        "heuristic",
        "--seed",
        "42",
        "--threads",
        "2",
        "--out",
        str(target),
    )
    assert status == 0
    assert target.exists()
    assert str(target) in out
    expected = zz.simulate(
        300,
        players=4,
        rules="rasmussen",
        policies=["heuristic", "random", "random", "heuristic"],
        seed=42,
    )
    assert expected.summary.table() in out
    with np.load(target) as data:
        for name in ("places", "totals", "deals"):
            np.testing.assert_array_equal(data[name], getattr(expected, name))
            assert data[name].dtype == getattr(expected, name).dtype
        assert int(data["seed"]) == 42
        assert zz.Rules.from_json(str(data["rules"])) == zz.Rules.preset_named("rasmussen")


def test_simulate_out_parquet(capsys, tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    target = tmp_path / "run.parquet"
    status, out, _ = run_main(
        capsys, "simulate", "--games", "120", "--players", "2", "--seed", "1", "--out", str(target)
    )
    assert status == 0
    assert str(target) in out
    expected = zz.simulate(120, players=2, seed=1)
    table = pq.read_table(target)
    assert table.num_rows == 120
    np.testing.assert_array_equal(table.column("deals").to_numpy(), expected.deals)
    for p in range(2):
        np.testing.assert_array_equal(table.column(f"place_{p}").to_numpy(), expected.places[:, p])
        np.testing.assert_array_equal(table.column(f"total_{p}").to_numpy(), expected.totals[:, p])


def test_simulate_one_policy_per_seat(capsys):
    status, out, _ = run_main(
        capsys, "simulate", "--games", "200", "--players", "2", "--policies", "heuristic", "random"
    )
    assert status == 0
    rows = seat_rows(out)
    assert rows[0][1] == "heuristic" and rows[1][1] == "random"
    assert has_policy_section(out)
    expected = zz.simulate(200, players=2, policies=["heuristic", "random"])
    assert expected.summary.table() in out
    # The comma form is the same table.
    status, again, _ = run_main(
        capsys, "simulate", "--games", "200", "--players", "2", "--policies", "heuristic,random"
    )
    assert status == 0 and again == out


def test_simulate_one_policy_for_all_seats(capsys):
    status, out, _ = run_main(
        capsys, "simulate", "--games", "150", "--players", "5", "--policies", "heuristic"
    )
    assert status == 0
    rows = seat_rows(out)
    assert sorted(rows) == [0, 1, 2, 3, 4]
    assert all(fields[1] == "heuristic" for fields in rows.values())
    assert not has_policy_section(out)
    assert zz.simulate(150, players=5, policies="heuristic").summary.table() in out


def test_simulate_summary_only(capsys, tmp_path):
    status, out, _ = run_main(
        capsys, "simulate", "--games", "250", "--players", "3", "--seed", "8", "--summary-only"
    )
    assert status == 0
    assert zz.simulate(250, players=3, seed=8).summary.table() in out
    assert "written" not in out
    # --out needs the arrays.
    target = tmp_path / "run.npz"
    status, _, err = run_main(
        capsys, "simulate", "--games", "10", "--summary-only", "--out", str(target)
    )
    assert status != 0
    assert "--summary-only" in err
    assert not target.exists()


def test_simulate_zero_games(capsys):
    status, out, _ = run_main(capsys, "simulate", "--games", "0")
    assert status == 0
    assert "0 games" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "--games", "10", "--policies", "bogus"], ["bogus"]),
        (["simulate", "--games", "10", "--policies", "heuristic", "random"], ["2 policies"]),
        (["simulate", "--games", "10", "--players", "1"], ["players"]),
        (["simulate", "--games", "10", "--players", "-1"], ["2 to 32 players", "got -1"]),
        (["simulate", "--games", "-3"], ["games", "-3"]),
        (["simulate", "--games", "10", "--threads", "0"], ["threads"]),
        (["simulate", "--games", "10", "--seed", "-1"], ["seed"]),
        (["legal", "K K X"], ["X"]),
    ],
)
def test_errors_exit_non_zero_with_a_message(capsys, argv, words):
    status, out, err = run_main(capsys, *argv)
    assert status != 0
    assert out == ""
    assert err.startswith("zweiundzwanzig: ")
    for word in words:
        assert word in err, (word, err)


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--games", "10", "--rules", "bogus"],
        ["simulate", "--games", "ten"],
        ["match", "--rules", "bogus"],
        ["rules", "bogus"],
        ["frobnicate"],
    ],
)
def test_usage_errors_exit_non_zero(capsys, argv):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code not in (0, None)
    out, err = capsys.readouterr()
    assert out == ""
    assert "usage:" in err and "error" in err


def test_console_script_runs(tmp_path):
    """One real run of the installed `zweiundzwanzig` console script."""
    script = Path(sys.executable).with_name("zweiundzwanzig")
    command = str(script) if script.exists() else shutil.which("zweiundzwanzig")
    assert command, "the zweiundzwanzig console script is not installed"
    target = tmp_path / "run.npz"
    done = subprocess.run(
        [
            command,
            "simulate",
            "--games",
            "200",
            "--players",
            "3",
            "--policies",
            "heuristic",
            "random",
            "random",
            "--seed",
            "9",
            "--out",
            str(target),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    expected = zz.simulate(200, players=3, policies=["heuristic", "random", "random"], seed=9)
    assert expected.summary.table() in done.stdout
    assert done.stderr == ""
    with np.load(target) as data:
        np.testing.assert_array_equal(data["places"], expected.places)
        np.testing.assert_array_equal(data["totals"], expected.totals)
        np.testing.assert_array_equal(data["deals"], expected.deals)
    bad = subprocess.run(
        [command, "simulate", "--games", "5", "--policies", "bogus"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert bad.returncode != 0
    assert "bogus" in bad.stderr and bad.stdout == ""


# --- the progress bar ------------------------------------------------------------------------


def test_progress_bar_is_silent_off_a_terminal():
    stream = io.StringIO()
    bar = ProgressBar(100, stream, delay=0)
    for done in (10, 50, 100):
        bar.update(done)
    bar.close()
    assert stream.getvalue() == ""


def test_progress_bar_draws_on_a_terminal():
    stream = FakeTTY()
    bar = ProgressBar(200, stream, delay=0, width=20)
    bar.update(50)
    first = stream.getvalue()
    assert "25%" in first
    assert "[" + "#" * 5 + "-" * 15 + "]" in first
    assert "50/200" in first
    bar.update(200)
    text = stream.getvalue()
    assert "100%" in text and "[" + "#" * 20 + "]" in text
    assert not text.endswith("\n")
    bar.close()
    assert stream.getvalue().endswith("\n")
    assert stream.getvalue().count("\n") == 1


def test_progress_bar_says_the_time_left_at_the_rate_so_far():
    now = [0.0]
    stream = FakeTTY()
    bar = ProgressBar(1000, stream, delay=0, clock=lambda: now[0])
    now[0] = 10.0
    bar.update(100)  # 10 games a second: 900 games take 90 s
    assert stream.getvalue().endswith("100/1,000 games (10/s, 1 min 30 s left)")
    now[0] = 100.0
    bar.update(1000)
    last = stream.getvalue().rpartition("\r")[2]
    assert last.startswith("[") and "left" not in last
    assert last.endswith(" ")  # spaces over the end of the longer line before
    assert [duration(s) for s in (0.4, 7, 200, 7500)] == ["0 s", "7 s", "3 min 20 s", "2 h 05 min"]


def test_progress_bar_waits_for_the_delay():
    stream = FakeTTY()
    bar = ProgressBar(100, stream, delay=3600)
    bar.update(50)
    bar.close()
    assert stream.getvalue() == ""


def test_progress_bar_with_no_games():
    stream = FakeTTY()
    bar = ProgressBar(0, stream, delay=0)
    bar.update(0)
    bar.close()
    assert stream.getvalue() == ""


def test_simulate_draws_the_bar_on_a_terminal(capsys, monkeypatch):
    stderr = FakeTTY()
    monkeypatch.setattr(cli, "ProgressBar", functools.partial(ProgressBar, delay=0))
    monkeypatch.setattr(sys, "stderr", stderr)
    status = main(["simulate", "--games", "1000", "--players", "3", "--threads", "1"])
    out, _ = capsys.readouterr()
    assert status == 0
    bar = stderr.getvalue()
    assert "100%" in bar and "1,000/1,000 games" in bar
    assert bar.endswith("\n")
    assert "\r[" in bar and "#" * 30 in bar
    assert "95% interval" in out and "games (" not in out


# --- match, legal, rules ---------------------------------------------------------------------


def test_legal_prints_the_plays(capsys):
    status, out, _ = run_main(capsys, "legal", "K K 6 3 2 2", "5 5 5", "10 9 7")
    assert status == 0
    assert out.splitlines() == ["3 2 2"]
    status, out, _ = run_main(capsys, "legal", "K K 6 3 2 2", "5 5 5")
    assert status == 0
    expected = [str(p) for p in zz.legal_plays("K K 6 3 2 2", ["5 5 5"])]
    assert out.splitlines() == expected
    assert "3 2 2" in expected and "K K 6" in expected
    status, out, _ = run_main(capsys, "legal", "K K 6 3 2 2")
    assert status == 0
    assert out.splitlines() == [str(p) for p in zz.legal_plays("K K 6 3 2 2", [])]
    assert "K K" in out.splitlines()


def test_rules_prints_the_options(capsys):
    for preset in zz.Rules.presets():
        status, out, _ = run_main(capsys, "rules", preset, "--options")
        assert status == 0
        options = zz.Rules.preset_named(preset).options()
        lines = out.splitlines()
        assert len(lines) == len(options)
        for line, (name, value) in zip(lines, options.items(), strict=True):
            assert line.split()[0] == name
            assert line.endswith(repr(value))
    status, out, _ = run_main(capsys, "rules", "--options")
    assert status == 0 and "all_out" in out and "'share'" in out
    _, out, _ = run_main(capsys, "rules", "sechsundzwanzig", "--options")
    assert any(line.split() == ["elimination", "26"] for line in out.splitlines())


def test_match_prints_transcript_and_result(capsys):
    status, out, _ = run_main(capsys, "match", "--players", "3", "--seed", "4")
    assert status == 0
    match = cli.play_random_match(3, zz.Rules.standard(), 4)
    result = match.result
    assert out.startswith(match.transcript())
    lines = out.splitlines()
    assert f"winners: {', '.join(f'P{p}' for p in result.winners)}" in lines
    assert lines[-3].split()[1:] == [str(p) for p in result.places]
    assert lines[-2].split()[1:] == [str(t) for t in result.totals]
    assert lines[-1] == f"deals:   {result.deals}"
    # Seeded: the same output again.
    _, again, _ = run_main(capsys, "match", "--players", "3", "--seed", "4")
    assert again == out


def test_match_view_hides_other_hands(capsys):
    status, out, _ = run_main(capsys, "match", "--players", "3", "--seed", "4", "--view", "1")
    assert status == 0
    match = cli.play_random_match(3, zz.Rules.standard(), 4)
    assert out.startswith(match.view(1).transcript())
    assert "[?]" in out
    _, full, _ = run_main(capsys, "match", "--players", "3", "--seed", "4")
    assert full != out
    assert full.splitlines()[-4:] == out.splitlines()[-4:]


@pytest.mark.parametrize("preset", ["twenty_two", "rasmussen", "sechsundzwanzig"])
def test_match_under_other_rules(capsys, preset):
    status, out, _ = run_main(capsys, "match", "--players", "4", "--rules", preset, "--seed", "2")
    assert status == 0
    match = cli.play_random_match(4, zz.Rules.preset_named(preset), 2)
    assert match.is_over
    assert out.splitlines()[-1] == f"deals:   {match.result.deals}"


# --- the small things a user trips on ----------------------------------------------------------


def test_a_closed_pipe_ends_the_output_quietly():
    """`zweiundzwanzig match | head -1`: no BrokenPipeError traceback."""
    program = "import sys; from zweiundzwanzig.cli import main; sys.exit(main(sys.argv[1:]))"
    child = subprocess.Popen(
        [sys.executable, "-c", program, "match", "--players", "7", "--seed", "3"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.readline()
    child.stdout.close()  # the reader goes away, as `head` does
    err = child.stderr.read().decode()
    child.wait(timeout=60)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
    assert child.returncode in (0, 141)


@pytest.mark.parametrize("name", ["run.csv", "run.txt", "run.npz.bak"])
def test_an_unknown_out_suffix_is_refused_before_any_game(capsys, tmp_path, name):
    # A billion games would take hours: the refusal has to come first.
    status, out, err = run_main(
        capsys, "simulate", "--games", "1000000000", "--out", str(tmp_path / name)
    )
    assert status == 2
    assert out == ""
    assert ".npz or .parquet" in err
    assert not list(tmp_path.iterdir())


def test_parquet_without_pyarrow_is_refused_before_any_game(capsys, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    status, out, err = run_main(
        capsys, "simulate", "--games", "1000000000", "--out", str(tmp_path / "run.parquet")
    )
    assert status == 2
    assert out == ""
    assert "pip install pyarrow" in err


def test_parquet_files_carry_the_seed_rules_and_policies(tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    result = zz.simulate(30, players=3, rules="rasmussen", policies="heuristic", seed=8)
    path = result.save(tmp_path / "run.parquet")
    meta = pq.read_schema(path).metadata
    assert int(meta[b"seed"]) == 8
    assert zz.Rules.from_json(meta[b"rules"].decode()) == zz.Rules.rasmussen()
    assert meta[b"policies"].decode() == '["heuristic", "heuristic", "heuristic"]'


def test_a_path_without_suffix_gets_npz_and_other_suffixes_are_refused(tmp_path):
    result = zz.simulate(10, seed=1)
    assert result.save(tmp_path / "run").name == "run.npz"
    with pytest.raises(ValueError, match=r"\.npz or \.parquet"):
        result.save(tmp_path / "run.csv")


def test_help_of_rules_lists_every_option_with_its_meaning():
    import pydoc

    text = pydoc.render_doc(zz.Rules, renderer=pydoc.plaintext)
    for name in zz.Rules.standard().options():
        assert name in text
        assert getattr(zz.Rules, name).__doc__, name
    assert "best play of the trick so far" in text


def test_progress_is_reported_for_advisor_seats():
    done: list[int] = []
    zz.simulate(6, players=3, policies="advisor", threads=1, progress=done.append)
    assert done and done[-1] == 6
    assert done == sorted(done)


@pytest.mark.parametrize("players", ["0", "16"])
def test_a_table_the_game_cannot_seat_is_refused_with_the_range(capsys, players):
    assert main(["simulate", "--game", "arschloch", "--players", players, "--games", "5"]) == 2
    err = capsys.readouterr().err
    assert "players" in err and "2 to 15" in err


def test_a_table_the_rules_cannot_deal_says_what_the_deal_lacks(capsys):
    argv = ["simulate", "--game", "arschloch", "--players", "12", "--games", "5"]
    assert main(argv) == 2
    assert "12 players need 12 piles, the rules deal 11" in capsys.readouterr().err
    argv += ["--option", "piles=12", "--option", "hand_size=9"]
    assert main(argv) == 0
