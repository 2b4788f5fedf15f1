"""`zweiundzwanzig review FILE`: the table and summary of a JSON match of any game, --seat,
--html (one page that needs nothing else), and bad files refused as usage errors."""

from __future__ import annotations

import re

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.cli import main
from zweiundzwanzig.games import GAMES

from .games import played


def match_file(tmp_path, name, moves=12):
    game = GAMES[name]
    match = played(game.match_class()(game.default_players, None, 4), moves, 4)
    path = tmp_path / f"{name}.json"
    path.write_text(match.to_json(), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("name", list(GAMES))
def test_review_prints_the_table_and_a_summary_per_seat(tmp_path, capsys, name):
    assert main(["review", match_file(tmp_path, name), "--iterations", "40"]) == 0
    out = capsys.readouterr().out
    assert f"Review of a game of {GAMES[name].title}: 12 decisions" in out
    assert GAMES[name].advice_words.win in out and "grade" in out
    for seat in range(GAMES[name].default_players):
        assert re.search(rf"^P{seat}: accuracy ", out, re.M)


def test_review_seat_shows_that_seats_decisions_only(tmp_path, capsys):
    assert (
        main(["review", match_file(tmp_path, "big_two"), "--seat", "2", "--iterations", "40"]) == 0
    )
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if re.match(r"^\d+\s+P\d", line)]
    assert rows and all(re.match(r"^\d+\s+P2\s", row) for row in rows)
    assert re.search(r"^P2: accuracy", out, re.M) and not re.search(r"^P0: accuracy", out, re.M)


def test_review_html_writes_one_self_contained_page(tmp_path, capsys):
    page = tmp_path / "review.html"
    # 60 moves: a match with a flaw in it by the advice since Arschloch's tuned playouts (30 to
    # 50 had none).
    argv = ["review", match_file(tmp_path, "arschloch", 60), "--html", str(page)]
    assert main([*argv, "--iterations", "40"]) == 0
    assert str(page) in capsys.readouterr().out
    text = page.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and "<svg" in text and "<polyline" in text
    assert "<script" not in text and "@import" not in text and "url(" not in text
    for attribute in re.findall(r"""(?:src|href)\s*=\s*["']?([^"'\s>]*)""", text):
        assert "http" not in attribute
    assert "http" not in text
    assert text.count("<polyline") == 4  # a line a seat
    flawed = text.count('<li class="inaccuracy">') + text.count('<li class="mistake">')
    flawed += text.count('<li class="blunder">')
    assert flawed and text.count("<circle") == flawed  # each flaw marked on its line, and listed


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ('{"format": "chess.pgn/1"}', "format 'chess.pgn/1' is no game's match"),
        ('{"players": 4}', "format None is no game's match"),
        ("{not json", "is not a JSON match"),
        ('{"format": "zweiundzwanzig.big_two/1", "players": 4}', "not a readable Big Two match"),
    ],
)
def test_a_bad_file_is_a_clean_usage_error(tmp_path, capsys, content, said):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("zweiundzwanzig: ") and said in err and "Traceback" not in err


def test_a_record_file_is_reviewed_and_a_bad_one_named_by_its_place(tmp_path, capsys):
    match = zz.big_two.Match(4, None, 3)
    for _ in range(6):
        match.apply(match.legal_moves()[0])
    path = tmp_path / "game.txt"
    path.write_text(match.to_record(), encoding="utf-8")
    assert main(["review", str(path), "--iterations", "20"]) == 0
    shown = capsys.readouterr().out
    assert "Review of a game of Big Two: 6 decisions" in shown and "Summary:" in shown
    path.write_text(match.to_record() + "7♠-7♠\n", encoding="utf-8")
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"zweiundzwanzig: {path}: line ") and "Traceback" not in err


def test_a_missing_file_and_bad_options_are_clean_errors(tmp_path, capsys):
    assert main(["review", str(tmp_path / "missing.json")]) == 2
    assert "No such file" in capsys.readouterr().err
    path = match_file(tmp_path, "big_two")
    assert main(["review", path, "--seat", "9"]) == 2
    assert "seat 9 is out of range" in capsys.readouterr().err
    assert main(["review", path, "--iterations", "-3"]) == 2
    assert "iterations must be 1 or more" in capsys.readouterr().err
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    assert main(["review", str(binary)]) == 2
