"""`zz.tournament` and `zweiundzwanzig tournament`: seats rotated, seeded, pooled standings."""

from __future__ import annotations

import subprocess
import sys

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.cli import main
from zweiundzwanzig.tournament import rotation_seed


def test_every_policy_plays_every_seat_equally_often() -> None:
    t = zz.tournament(["heuristic", "random", "random"], 30, seed=4)
    assert len(t.rotations) == 3
    assert [s.policies for s in t.rotations] == [
        ("heuristic", "random", "random"),
        ("random", "random", "heuristic"),
        ("random", "heuristic", "random"),
    ]
    assert [s.games for s in t.rotations] == [10, 10, 10]
    by_name = {s.policy: s for s in t.standings}
    assert by_name["heuristic"].seat_games == 30
    assert by_name["random"].seat_games == 60
    assert t.standings[0].policy == "heuristic"


def test_standings_pool_the_rotations() -> None:
    t = zz.tournament(["heuristic", "random"], 21, seed=2, threads=1)
    wins = {name: 0 for name in ("heuristic", "random")}
    for r, summary in enumerate(t.rotations):
        again = zz.simulate(
            summary.games, players=2, policies=list(summary.policies), seed=rotation_seed(2, r)
        )
        for p, name in enumerate(summary.policies):
            wins[name] += int((again.places[:, p] == 1).sum())
    assert {s.policy: s.wins for s in t.standings} == wins
    lo, hi = t.standings[0].interval
    assert lo <= t.standings[0].win_rate <= hi


def test_same_seed_same_tournament_whatever_the_threads() -> None:
    a = zz.tournament(["heuristic", "random", "random", "random"], 40, seed=9, threads=1)
    b = zz.tournament(["heuristic", "random", "random", "random"], 40, seed=9, threads=2)
    assert a.standings == b.standings


def test_bad_tournaments_say_what_was_wrong() -> None:
    with pytest.raises(ValueError, match="at least 2 seats"):
        zz.tournament(["heuristic"], 10)
    with pytest.raises(zz.RulesError, match="unknown policy"):
        zz.tournament(["heuristic", "genius"], 10)


def test_the_cli_prints_the_standings(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--policies", "heuristic", "random", "--games", "20"]) == 0
    out = capsys.readouterr().out
    assert "heuristic" in out and "95% interval" in out


def test_the_console_script_runs_a_tournament() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "zweiundzwanzig",
            "tournament",
            "--policies",
            "advisor",
            "heuristic",
            "--games",
            "4",
            "--seed",
            "1",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "advisor" in done.stdout
