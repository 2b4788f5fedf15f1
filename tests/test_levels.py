"""The advisor's strength levels: `advise(level=...)`, the policies `level1` to `level5` of every
game (in `simulate`, `tournament`, the terminal game and the web page), and the command line's
`--level`."""

from __future__ import annotations

import io
import json

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import _core
from zweiundzwanzig.cli import main
from zweiundzwanzig.games import game_named
from zweiundzwanzig.web.catalog import game_json

GAMES = {
    "zweiundzwanzig": lambda seed: zz.Match(players=4, seed=seed),
    "big_two": lambda seed: zz.big_two.Match(players=4, seed=seed),
    "arschloch": lambda seed: zz.arschloch.Match(players=4, seed=seed),
}
LEVELS = [f"level{n}" for n in range(1, 6)]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_names_the_five_levels(game: str) -> None:
    names = _core.policy_names(game)
    assert names[-5:] == LEVELS
    assert [s["name"] for s in game_json(game_named(game))["strengths"]] == ["random", *LEVELS]


@pytest.mark.parametrize("game", GAMES)
def test_level_1_is_the_heuristic_and_level_3_the_advisor(game: str) -> None:
    """The same games, move for move: the level players are those players."""
    rules = {"zweiundzwanzig": None}.get(game)
    if game != "zweiundzwanzig":
        module = zz.big_two if game == "big_two" else zz.arschloch
        rules = module.Rules.standard().replace(games=1)

    def run(policies: list[str]) -> zz.SimulationResult:
        return zz.simulate(6, game=game, rules=rules, players=4, policies=policies, seed=3)

    named = run(["heuristic", "advisor", "random", "advisor"])
    levels = run(["level1", "level3", "random", "level3"])
    assert np.array_equal(named.places, levels.places)
    assert np.array_equal(named.totals, levels.totals)


@pytest.mark.parametrize("game", GAMES)
def test_advice_at_each_level(game: str) -> None:
    match = GAMES[game](5)
    view = match.view(match.current_player)
    for level in range(1, 6):
        advice = zz.advise(view, level=level, seed=2)
        assert {str(a.move) for a in advice} == {str(m) for m in match.legal_moves()}
        assert advice == zz.advise(view, level=level, seed=2), "reproducible from its seed"
        assert advice[0].visits > 0
    first = zz.advise(view, level=1, seed=2)[0]
    assert first.move == _heuristic(match), "level 1 is the rule-based player"
    # A stronger level searches more.
    visits = [sum(a.visits for a in zz.advise(view, level=n, seed=2)) for n in (2, 3, 4)]
    assert visits[0] < visits[1] < visits[2]


def _heuristic(match: object) -> object:
    module = {zz.Match: zz, zz.big_two.Match: zz.big_two, zz.arschloch.Match: zz.arschloch}
    return module[type(match)].heuristic(match)  # type: ignore[attr-defined]


def test_the_family_s_level_3_advice_is_its_advisor_s_search() -> None:
    """The family's advisor searches 400 determinizations: level 3 is exactly that search."""
    match = zz.Match(players=4, seed=8)
    view = match.view(match.current_player)
    assert zz.advise(view, level=3, seed=4) == zz.advise(view, iterations=400, seed=4)
    assert zz.advise(view, level=2, seed=4) == zz.advise(view, iterations=100, seed=4)


@pytest.mark.parametrize(
    ("keywords", "message"),
    [
        ({"level": 0}, "level must be an integer from 1 to 5, got 0"),
        ({"level": 6}, "level must be an integer from 1 to 5, got 6"),
        ({"level": -1}, "level must be an integer from 1 to 5"),
        ({"level": 2**70}, "level must be an integer from 1 to 5"),
        ({"level": 2, "iterations": 10}, "give a level or a budget"),
        ({"level": 2, "time_limit": 0.1}, "give a level or a budget"),
        ({"level": 4, "algorithm": "ismcts"}, "the levels search with pimc"),
    ],
)
def test_a_wrong_level_is_refused(keywords: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        zz.advise(zz.Match(players=4, seed=1), **keywords)  # type: ignore[arg-type]


def test_a_level_must_be_an_integer() -> None:
    with pytest.raises(TypeError):
        zz.advise(zz.Match(players=4, seed=1), level="3")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        zz.advise(zz.Match(players=4, seed=1), level=2.0)  # type: ignore[arg-type]


#: A position of the family that `advise --file` reads.
POSITION = {"players": 4, "seat": 2, "dealer": 1, "hand": "K 9 9 4 3 2 2", "rules": "standard"}


def test_the_command_line_advises_at_a_level(tmp_path, capsys) -> None:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(POSITION))
    assert main(["advise", "--file", str(path), "--level", "2", "--no-colour"]) == 0
    assert "Moves, best first:" in capsys.readouterr().out
    assert main(["advise", "--file", str(path), "--level", "2", "--iterations", "9"]) == 2
    assert "give --level or a budget" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["advise", "--file", str(path), "--level", "6"])
    assert "a level is 1 to 5" in capsys.readouterr().err


def test_the_terminal_game_plays_against_a_level(capsys, monkeypatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "--seed", "2", "--no-colour", "--level", "2"]) == 0
    assert "You left the match." in capsys.readouterr().out
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "--seed", "2", "--level", "2", "--opponents", "random"]) == 2
    assert "give --level or --opponents" in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "--seed", "2", "--no-colour", "--opponents", "level4"]) == 0


@pytest.mark.parametrize("game", GAMES)
def test_level_1_where_the_viewer_is_not_to_move_says_so(game: str) -> None:
    match = GAMES[game](4)
    other = (match.current_player + 1) % 4
    with pytest.raises(zz.StateError, match="not the viewing player's turn"):
        zz.advise(match.view(other), level=1)


def test_level_1_of_a_finished_game_says_so() -> None:
    rules = zz.big_two.Rules.standard().replace(games=1)
    match = zz.big_two.Match(players=4, seed=1, rules=rules)
    while not match.is_over:
        match.apply(zz.big_two.heuristic(match))
    with pytest.raises(zz.StateError, match="not the viewing player's turn"):
        zz.advise(match.view(0), level=1)
