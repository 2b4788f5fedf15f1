"""The terminal game and records, for every game: ``save FILE`` at any turn writes the match so
far, ``play --resume FILE`` carries it on, and the end of the match offers the review."""

from __future__ import annotations

import importlib
import io
from pathlib import Path
from typing import Any

import pytest

from zweiundzwanzig import records
from zweiundzwanzig.cli import main
from zweiundzwanzig.games import GAMES, Game


def terminal(game: Game) -> Any:
    """The game's terminal class (the one its screen module's ``main_play`` plays)."""
    module = importlib.import_module(game.screen)
    return next(
        v
        for v in vars(module).values()
        if isinstance(v, type) and hasattr(v, "help_text") and v.__module__ == module.__name__
    )


class Typist:
    """Types ``lines`` first, then a legal move at every turn (asks for them with ``moves``),
    and Enter at any other question."""

    def __init__(self, screen: io.StringIO, lines: list[str]) -> None:
        self.screen = screen
        self.lines = list(lines)
        self.asked = False

    def __call__(self, prompt: str) -> str:
        if self.lines:
            return self.lines.pop(0)
        if not prompt.startswith("Your move"):
            return ""
        self.asked = not self.asked
        if self.asked:
            return "moves"
        last = [ln for ln in self.screen.getvalue().splitlines() if ln.startswith("Legal moves:")]
        return last[-1].removeprefix("Legal moves: ").split(", ")[0]


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_save_then_resume_carries_the_match_on(game: Game, tmp_path: Path) -> None:
    path = tmp_path / "saved.txt"
    screen = io.StringIO()
    cls = terminal(game)
    played = cls(seed=4, read=Typist(screen, [f"save {path}", "quit"]), out=screen, colour=False)
    assert played.run() == 0
    assert f"Saved to {path}" in screen.getvalue()
    saved = records.read_match(records.load(path))
    assert saved == played.match
    again = io.StringIO()
    resumed = cls(match=saved, read=Typist(again, []), out=again, colour=False)
    assert resumed.run() == 0
    assert "Taken up where the record stops." in again.getvalue()
    assert resumed.match.is_over


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_the_end_offers_the_review_of_your_decisions(game: Game) -> None:
    screen = io.StringIO()
    cls = terminal(game)
    typist = Typist(screen, [])
    answers = iter(["review"])

    def read(prompt: str) -> str:
        if prompt.startswith("Review your decisions?"):
            return next(answers)
        return typist(prompt)

    played = cls(seed=2, read=read, out=screen, colour=False, offer_review=True)
    assert played.run() == 0
    shown = screen.getvalue()
    assert f"Review of a game of {game.title}" in shown and "P0: accuracy" in shown


def test_save_names_what_went_wrong(tmp_path: Path) -> None:
    screen = io.StringIO()
    cls = terminal(GAMES["big_two"])
    lines = ["save", f"save {tmp_path / 'missing' / 'x.txt'}", "quit"]
    assert cls(seed=1, read=Typist(screen, lines), out=screen, colour=False).run() == 0
    assert "Type save and a file's name" in screen.getvalue()
    assert "Not saved:" in screen.getvalue()


def test_play_resume_refuses_a_bad_record_and_other_options(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "bad.txt"
    path.write_text('[Game "big_two"]\n[Players "9"]\n', encoding="utf-8")
    assert main(["play", "--resume", str(path)]) == 2
    assert f"{path}: line 2, column 2" in capsys.readouterr().err
    assert main(["play", "--resume", str(path), "--players", "3"]) == 2
    assert "drop --players" in capsys.readouterr().err
