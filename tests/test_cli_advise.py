"""`zweiundzwanzig advise --game big_two|arschloch`: a position from options or a JSON file, the
ranked moves with the chance to go out first and its interval in the game's own words, and
mistakes (another game's options, an impossible position, a missing option, options beside
--file) refused with a clear message."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from zweiundzwanzig import arschloch, big_two
from zweiundzwanzig.cli import main

BIG_TWO = [
    "advise",
    "--game",
    "big_two",
    "--players",
    "4",
    "--seat",
    "2",
    "--hand",
    "2s Ah Kd Kc Jh Ts 8c 7d 6h 6s 4c",
    "--round",
    "0:3d-3s",
    "3:5h-5c",
    "2:9d-9s",
    "1:Qh-Qc",
    "0:pass",
    "3:pass",
]

ARSCHLOCH_TABLE = [
    "advise",
    "--game",
    "arschloch",
    "--players",
    "4",
    "--seat",
    "1",
    "--hand",
    "K K 10 8 6 4 3 3",
    "--game-number",
    "2",
    "--seating",
    "2",
    "0",
    "3",
    "1",
]

ARSCHLOCH = [
    *ARSCHLOCH_TABLE,
    "--given",
    "* A",
    "--received",
    "4 3",
    "--round",
    "2:5-5",
    "0:7-7",
    "3:pass",
    "1:9-9",
    "2:pass",
    "0:Q-Q",
    "3:pass",
]


def ranked(out: str) -> list[str]:
    """The moves of an advice table, best first."""
    rows = [line.split("  ") for line in out.splitlines() if re.match(r"\d+  ", line)]
    return [row[1].strip() for row in rows]


def test_big_two_advice_from_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*BIG_TWO, "--iterations", "100", "--no-colour"]) == 0
    out = capsys.readouterr().out
    assert "P2 to play in game 1" in out and "to beat P1's Q♥ Q♣" in out
    assert "cards left: P0 11, P1 11, P2 11, P3 11" in out
    assert sorted(ranked(out)) == ["K♣ K♦", "pass"]
    header = next(line for line in out.splitlines() if line.startswith("#"))
    columns = [c.strip() for c in header.split("  ") if c.strip()]
    assert columns[:3] == ["#", "move", "chance to go out first"]
    assert "95% interval" in header and "penalty points this game" in header
    said = " ".join(out.split())
    assert "chance to go out first: your chance to win this game" in said
    assert "if everyone plays on as well as the advisor" in said
    assert "exchange" not in said and "discards" not in said  # the family's notes are its own


def test_big_two_s_first_lead_is_advised_with_the_plays_not_tried_named(
    capsys: pytest.CaptureFixture[str],
) -> None:
    hand = "3d 3s 4h 5c 6d 7s 9h Tc Jd Qs Kh Ac 2d"
    argv = ["advise", "--game", "big_two", "--players", "4", "--seat", "0", "--hand", hand]
    assert main([*argv, "--dealer", "0", "--iterations", "40", "--top", "30"]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if re.match(r"\d+  ", line)]
    tried = [row for row in rows if "not searched" not in row]
    assert len(tried) >= 2 and all("%" in row for row in tried)
    said = " ".join(out.split())
    assert "were not tried: the search tries the plays a good player weighs" in said


def test_arschloch_advice_from_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARSCHLOCH, "--iterations", "100", "--no-colour"]) == 0
    out = capsys.readouterr().out
    assert "P1 to play in game 2 (seated P2 P0 P3 P1)" in out
    assert "to beat P0's Q Q" in out
    assert sorted(ranked(out)) == ["K K", "pass"]
    assert "Assumed" not in out  # the totals follow from the seating
    said = " ".join(out.split())
    assert "chance to go out first: your chance to finish this game first" in said
    assert "expected place this game" in said and "discards" not in said


def test_the_same_advice_from_a_json_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    position = {
        "players": 3,
        "seat": 2,
        "hand": "As Ac Qs Jd Jc Td 9c 8h 7s 6d 6c 5h 3c",
        "face_up": ["7h", 1],
        "rounds": [
            [
                *([1, "3d"], [0, "5s"], [2, "9h"], [1, "Kd"]),
                *([0, "pass"], [2, "2c"], [1, None], [0, "pass"]),
            ],
            [[2, "4h 4s"], [1, "8d 8s"], [0, "pass"]],
        ],
    }
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    by_file = ["advise", "--game", "big_two", "--file", str(path), "--iterations", "60"]
    assert main(by_file) == 0
    from_file = capsys.readouterr().out
    argv = ["advise", "--game", "big_two", "--players", "3", "--seat", "2"]
    argv += ["--hand", position["hand"], "--face-up", "1:7h", "--iterations", "60"]
    argv += ["--round", "1:3d", "0:5s", "2:9h", "1:Kd", "0:pass", "2:2c", "1:pass", "0:pass"]
    argv += ["--round", "2:4h-4s", "1:8d-8s", "0:pass"]
    assert main(argv) == 0
    assert capsys.readouterr().out == from_file
    assert sorted(ranked(from_file)) == ["A♠ A♣", "J♣ J♦", "pass"]
    assert big_two.View.from_description(path.read_text()).cards_left == [16, 14, 13]


def test_an_arschloch_position_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    position = {
        "players": 4,
        "seat": 1,
        "dealer": 3,
        "hand": "K 9 8 7 6 5 4 3 2",
        "rounds": [[[0, "5"], [1, "9"], [2, "pass"], [3, None], [0, "J"]]],
    }
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    argv = ["advise", "--game", "arschloch", "--file", str(path), "--iterations", "50"]
    assert main(argv) == 0
    assert sorted(ranked(capsys.readouterr().out)) == ["K", "pass"]
    assert arschloch.View.from_description(path.read_text()).cards_left == [8, 9, 10, 10]


BIG_TWO_TABLE = BIG_TWO[: BIG_TWO.index("--round")]
# Seat 1 before its 9s: ten cards.
ARSCHLOCH_START = [
    "K K 10 9 9 8 6 4 3 3" if word == "K K 10 8 6 4 3 3" else word for word in ARSCHLOCH_TABLE
]
FAMILY = ["advise", "--players", "4", "--seat", "2", "--dealer", "0", "--hand", "K 9"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ([*BIG_TWO, "--trick", "1:8"], "--trick describe another game's position, not big_two's"),
        ([*ARSCHLOCH, "--face-up", "1:7h"], "--face-up describe another game's position"),
        ([*FAMILY, "--round", "1:8"], "--round describe another game's position, not zweiundz"),
        (["advise", "--game", "big_two", "--file", "x.json", "--seat", "1"], "drop --seat"),
        ([*BIG_TWO, "--game-number", "0"], "game 0: the games of a match are numbered from 1"),
        (["advise", "--game", "arschloch", "--players", "4", "--hand", "K"], "--seat"),
        ([*BIG_TWO_TABLE, "--round", "0:3d-3s", "2:9d-9s"], "out of turn: seat 3 is next"),
        ([*ARSCHLOCH_START, "--round", "2:5-5", "0:4-4"], "given"),
        (
            [*ARSCHLOCH_START, "--given", "* A", "--received", "4 3", "--round", "2:5-5", "0:4-4"],
            "does not beat seat 2's [5 5]",
        ),
    ],
)
def test_mistakes_are_refused_with_the_reason(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*argv, "--iterations", "10"]) == 2
    err = capsys.readouterr().err
    assert message in err, err


def test_a_rules_preset_of_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [*BIG_TWO, "--rules", "taiwan", "--iterations", "20"]
    # Taiwan's suit order makes the 3♣ the lowest card: seat 0's 3♦ 3♠ lead lacks it.
    assert main(argv) == 2
    assert "3♣" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([*BIG_TWO, "--rules", "rasmussen"])


def test_a_position_file_larger_than_any_position_is_refused_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "huge.json"
    path.write_text('{"players": 4, "hand": "' + "K " * 600_000 + '"}')
    assert main(["advise", "--game", "arschloch", "--file", str(path)]) == 2
    assert "larger than a position file can be" in capsys.readouterr().err


def test_the_advise_help_shows_its_percent_sign_once(capsys):
    with pytest.raises(SystemExit):
        main(["advise", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "95% intervals" in out and "%%" not in out
