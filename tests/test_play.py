"""`zweiundzwanzig play` and `zweiundzwanzig advise`, driven as a user would drive them."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.cli import main
from zweiundzwanzig.play import TerminalGame


class User:
    """Reads what the game shows and types: first a few commands, then, at each prompt, asks for
    the legal moves and plays the first one listed."""

    def __init__(self, screen: io.StringIO, opening: list[str]) -> None:
        self.screen = screen
        self.opening = list(opening)
        self.asked = False
        self.prompts = 0

    def __call__(self, prompt: str) -> str:
        self.prompts += 1
        if self.opening:
            return self.opening.pop(0)
        if not self.asked:
            self.asked = True
            return "moves"
        self.asked = False
        last = [ln for ln in self.screen.getvalue().splitlines() if ln.startswith("Legal moves:")]
        return last[-1].removeprefix("Legal moves: ").split(", ")[0]


def play_to_the_end(opening: list[str], **options: object) -> str:
    screen = io.StringIO()
    user = User(screen, opening)
    game = TerminalGame(read=user, out=screen, colour=False, hint_iterations=20, **options)  # type: ignore[arg-type]
    assert game.run() == 0
    assert game.match.is_over
    return screen.getvalue()


@pytest.mark.parametrize("preset", ["standard", "twenty_two", "rasmussen", "sechsundzwanzig"])
def test_a_whole_match_to_the_end_for_every_preset(preset: str) -> None:
    shown = play_to_the_end(
        ["help", "hint", "bogus", "K K K K K", "", "log"], players=3, rules=preset, seed=5
    )
    assert "Your hand:" in shown and "Trick:" in shown and "Totals:" in shown
    assert "The advisor's moves" in shown and "95% interval" in shown
    assert 'Not possible: "bogus" is not a card' in shown
    assert shown.count("Not possible:") >= 2  # "bogus", and five kings nobody holds
    assert "Final standings:" in shown
    assert "You won!" in shown or "You did not win" in shown


def test_against_the_advisor() -> None:
    shown = play_to_the_end([], players=2, seed=2, opponents="advisor")
    assert "Final standings:" in shown


def test_the_trick_shows_who_played_what() -> None:
    shown = play_to_the_end([], players=4, seed=1)
    assert any(line.startswith("Trick: P") for line in shown.splitlines())


def run_cli(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "zweiundzwanzig", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_piped_input_gets_plain_text_and_every_command_works() -> None:
    done = run_cli(["play", "--players", "3", "--seed", "4"], "help\nhint\nzz\nlog\nmoves\nquit\n")
    assert done.returncode == 0
    out = done.stdout
    assert "\x1b[" not in out  # no colour codes without a terminal
    assert "hint    the advisor's ranked moves" in out
    assert "win chance" in out
    assert 'Not possible: "zz" is not a card' in out
    assert "Legal moves:" in out
    assert "You left the match." in out


def test_input_that_ends_leaves_the_match_quietly() -> None:
    done = run_cli(["play", "--seed", "1"], "")
    assert done.returncode == 0
    assert "You left the match." in done.stdout


def test_colour_when_asked_and_rich_is_there() -> None:
    pytest.importorskip("rich")
    screen = io.StringIO()
    game = TerminalGame(read=lambda p: "quit", out=screen, colour=True, players=2, seed=1)
    game.run()
    assert "\x1b[" in screen.getvalue()


def test_advise_from_options(capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        "advise",
        "--players",
        "4",
        "--seat",
        "2",
        "--dealer",
        "0",
        "--hand",
        "K 9 9 4 3 2",
        "--trick",
        "1:8",
        "--played",
        "A Q J 7",
        "--iterations",
        "100",
        "--no-colour",
    ]
    assert main(args) == 0
    out = capsys.readouterr().out
    moves = [line.split()[1] for line in out.splitlines() if line[:1].isdigit()]
    assert sorted(moves) == ["2", "9", "K"]
    assert "95% interval" in out


def test_advise_from_a_json_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    position = {
        "rules": "rasmussen",
        "players": 3,
        "seat": 1,
        "dealer": 0,
        "hand": "K 9 7 3 2",
        "trick": [[0, "Q"]],
        "tricks": [[[1, "8"], [2, "4"], [0, "J"]], [[0, "A"], [1, "2"], [2, "5"]]],
    }
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    assert main(["advise", "--file", str(path), "--iterations", "50"]) == 0
    out = capsys.readouterr().out
    assert "P1 to play, holding K 9 7 3 2" in out
    view = zz.View.from_description(path.read_text())
    assert [str(m) for m in view.legal_moves()] == ["K"]  # compulsory beating: no give-off


def test_impossible_positions_get_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["advise", "--players", "4", "--seat", "0", "--dealer", "3", "--hand", "A A A A A"]
    assert main(args) == 2
    assert "impossible position: 5 cards A in sight" in capsys.readouterr().err
    assert main(["advise", "--players", "4"]) == 2
    assert "--seat" in capsys.readouterr().err


def test_describing_a_position_in_python() -> None:
    view = zz.View.describe(
        players=4,
        seat=2,
        dealer=0,
        hand="K 9 9 4 3 2",
        trick=[(1, "8")],
        played="A Q J 7",
        totals=[7, 5, 12, 3],
        loss_cards=["7", "5", "Q 2", "3"],
    )
    assert view.hand_size == 6 and view.totals == [7, 5, 12, 3]
    assert view.stock_size == 52 - 5 - 4 * 7  # five loss cards lie out
    advice = zz.advise(view, iterations=30, seed=0)
    assert {str(a.move) for a in advice} == {"2", "9", "K"}
    with pytest.raises(zz.StateError, match="do not match the loss cards"):
        zz.View.describe(
            players=4,
            seat=2,
            dealer=0,
            hand="K 9",
            totals=[0, 6, 12, 3],
            loss_cards=["", "5", "Q 2", "3"],
        )
    with pytest.raises(zz.StateError, match="turn"):
        zz.View.describe(players=4, seat=2, dealer=0, hand="K 9 9", trick=[(3, "8")])


def test_a_whole_match_through_a_pipe() -> None:
    """The game in its own process, read and answered line by line as a user would."""
    game = subprocess.Popen(
        [sys.executable, "-m", "zweiundzwanzig", "play", "--players", "2", "--seed", "11"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    assert game.stdin is not None and game.stdout is not None
    seen: list[str] = []
    asked = False
    for line in game.stdout:
        seen.append(line)
        if line.startswith("Legal moves:"):
            first = line.removeprefix("Legal moves: ").split(", ")[0].strip()
            game.stdin.write(first + "\n")
            asked = False
        elif line.startswith("Your move>") and not asked:
            game.stdin.write("moves\n")
            asked = True
    assert game.wait(timeout=60) == 0
    shown = "".join(seen)
    assert "Final standings:" in shown
    assert "You won!" in shown or "You did not win" in shown


def test_colour_on_a_terminal() -> None:
    pytest.importorskip("rich")
    pty = pytest.importorskip("pty")
    import os

    pid, fd = pty.fork()
    if pid == 0:  # the child: the game on a pseudo-terminal
        os.execv(sys.executable, [sys.executable, "-m", "zweiundzwanzig", "play", "--seed", "1"])
    out = b""
    while b"Your move>" not in out:
        out += os.read(fd, 4096)
    os.write(fd, b"quit\n")
    try:
        while chunk := os.read(fd, 4096):
            out += chunk
    except OSError:
        pass
    os.waitpid(pid, 0)
    assert b"\x1b[" in out  # rich's colour codes
    assert b"You left the match." in out
