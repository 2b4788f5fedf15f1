"""Your own policies: a Python callable `view -> move` plays a seat in `simulate`, `tournament`
and the terminal game, for every game; a mistaken one gets a `PolicyError` naming the game and
seat, with the exception behind it as `__cause__`."""

from __future__ import annotations

import io
import random
import sys
import textwrap
from typing import Any

import numpy as np
import pytest
from ctrl_c import STOPS_WITHIN, interrupted

import zweiundzwanzig as zz
from zweiundzwanzig import _core, arschloch, big_two
from zweiundzwanzig.arschloch.play import ArschlochGame
from zweiundzwanzig.big_two.play import BigTwoGame
from zweiundzwanzig.cli import main
from zweiundzwanzig.family.play import TerminalGame
from zweiundzwanzig.games import game_named

GAMES = {"zweiundzwanzig": "Zweiundzwanzig", "arschloch": "Arschloch", "big_two": "Big Two"}
VIEWS = {"zweiundzwanzig": zz.View, "arschloch": arschloch.View, "big_two": big_two.View}
SCREENS = {"zweiundzwanzig": TerminalGame, "arschloch": ArschlochGame, "big_two": BigTwoGame}


def first_move(view: Any) -> Any:
    """Plays the first legal move."""
    return view.legal_moves()[0]


def last_as_text(view: Any) -> str:
    """Plays the last legal move, given as the string `Match.apply` reads."""
    move = view.legal_moves()[-1]
    return "pass" if move.kind == "pass" else " ".join(str(c) for c in move_cards(move))


def move_cards(move: Any) -> Any:
    """A move's cards as strings `apply` reads (Big Two's with their suits)."""
    return getattr(move, "cards", None) or move.ranks


def same(a: zz.SimulationResult, b: zz.SimulationResult) -> bool:
    assert a.places is not None and b.places is not None
    assert a.totals is not None and b.totals is not None
    return bool(np.array_equal(a.places, b.places) and np.array_equal(a.totals, b.totals))


@pytest.mark.parametrize("game", GAMES)
def test_a_callable_plays_reproducibly_on_any_threads(game: str) -> None:
    policies = [first_move, "random", "heuristic"]
    runs = [
        zz.simulate(6, game=game, players=3, policies=policies, seed=7, threads=t)
        for t in (1, 1, 2)
    ]
    assert same(runs[0], runs[1]) and same(runs[0], runs[2])
    assert runs[0].policies == ("first_move", "random", "heuristic")
    assert runs[0].games == 6
    other = zz.simulate(6, game=game, players=3, policies=policies, seed=8)
    assert not same(runs[0], other)


@pytest.mark.parametrize("game", GAMES)
def test_a_callable_gets_the_games_view_of_the_player_to_move_and_may_answer_in_text(
    game: str,
) -> None:
    seen: list[Any] = []

    def watcher(view: Any) -> str:
        seen.append(view)
        return last_as_text(view)

    result = zz.simulate(2, game=game, players=3, policies=["random", watcher, "random"], seed=1)
    assert result.games == 2 and seen
    assert all(isinstance(v, VIEWS[game]) and v.player == 1 for v in seen)
    assert all(v.legal_moves() for v in seen)
    assert any(v.log for v in seen), "the views carry the match's log"


def test_a_callable_goes_to_an_executors_workers() -> None:
    from concurrent.futures import ThreadPoolExecutor

    seats = [first_move, "random", "random", "random"]
    alone = zz.simulate(12, game="arschloch", policies=seats, seed=3)
    with ThreadPoolExecutor(2) as pool:
        shared = zz.simulate(
            12, game="arschloch", policies=seats, seed=3, executor=pool, chunk_size=5
        )
    assert same(alone, shared)
    assert shared.policies == ("first_move", "random", "random", "random")


def test_a_callable_that_draws_from_its_own_seed_is_reproducible() -> None:
    def seeded(seed: int) -> Any:
        rng = random.Random(seed)
        return lambda view: rng.choice(view.legal_moves())

    runs = [
        zz.simulate(5, game="arschloch", players=4, policies=seeded(3), seed=2, threads=t)
        for t in (1, 2)
    ]
    assert same(*runs)
    assert runs[0].policies == ("<lambda>",) * 4


def test_callables_mix_with_built_in_names_and_look_alikes_are_told_apart() -> None:
    def mine(view: Any) -> Any:
        return view.legal_moves()[0]

    def another() -> Any:
        def mine(view: Any) -> Any:  # a second callable by the same name
            return view.legal_moves()[-1]

        return mine

    twin = another()
    result = zz.simulate(
        4, game="big_two", players=4, policies=[mine, "heuristic", twin, mine], seed=3
    )
    assert result.policies == ("mine", "heuristic", "mine#2", "mine")
    assert "mine#2" in result.summary.table()
    assert set(result.summary.per_policy) == {"mine", "heuristic", "mine#2"}


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_move_is_a_policy_error_naming_game_and_seat(game: str) -> None:
    def cheat(view: Any) -> str:
        return "A A A A A A A A" if game != "big_two" else "As Ah Ad Ac"

    with pytest.raises(zz.PolicyError) as caught:
        zz.simulate(3, game=game, players=3, policies=["random", "random", cheat])
    message = str(caught.value)
    assert message.startswith(f"{GAMES[game]}, seat 2: the policy cheat returned an illegal move")
    assert isinstance(caught.value.__cause__, zz.IllegalMoveError)
    assert str(caught.value.__cause__) in message


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("answer", "cause"), [(None, TypeError), ("nonsense", zz.CardError)])
def test_something_that_is_no_move_is_a_policy_error(game: str, answer: Any, cause: type) -> None:
    def confused(view: Any) -> Any:
        return answer

    with pytest.raises(
        zz.PolicyError, match=f"^{GAMES[game]}, seat 0: the policy confused "
    ) as caught:
        zz.simulate(2, game=game, players=3, policies=[confused, "random", "random"])
    assert f"returned {answer!r}, which is not a move of {GAMES[game]}" in str(caught.value)
    assert isinstance(caught.value.__cause__, cause)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("summary_only", [False, True])
def test_a_raising_callable_is_a_policy_error_with_its_exception_as_cause(
    game: str, summary_only: bool
) -> None:
    calls = 0

    def flaky(view: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 30:
            raise RuntimeError("out of ideas")
        return view.legal_moves()[0]

    with pytest.raises(zz.PolicyError) as caught:
        zz.simulate(
            200, game=game, players=3, policies=["random", flaky, flaky], summary_only=summary_only
        )
    assert str(caught.value).startswith(f"{GAMES[game]}, seat ")
    assert "the policy flaky raised RuntimeError: out of ideas" in str(caught.value)
    assert isinstance(caught.value.__cause__, RuntimeError)
    assert calls == 30, "the run stops at the first mistake"
    assert isinstance(caught.value, ValueError), "a ZweiundzwanzigError, as the library's are"


def test_a_type_that_is_no_policy_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="a policy is a built-in policy's name or a callable"):
        zz.simulate(1, players=2, policies=["random", 3])  # type: ignore[list-item]
    with pytest.raises(zz.RulesError, match="unknown policy"):
        zz.simulate(1, players=2, policies=["random", "clever"])


@pytest.mark.parametrize("summary_only", [False, True])
def test_ctrl_c_in_a_callable_stops_the_run_with_the_games_finished(summary_only: bool) -> None:
    calls = 0

    def patient(view: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 3000:
            raise KeyboardInterrupt
        return view.legal_moves()[0]

    with pytest.raises(zz.Interrupted) as caught:
        zz.simulate(10**6, game="big_two", players=4, policies=patient, summary_only=summary_only)
    partial = caught.value.partial
    assert isinstance(partial, zz.SimulationResult)
    assert 0 < partial.games < 3000 / 4
    again = zz.simulate(partial.games, game="big_two", players=4, policies=first_move)
    counts = ("games", "wins", "totals", "places", "deals")
    assert [getattr(partial.summary, k) for k in counts] == [
        getattr(again.summary, k) for k in counts
    ], "the game cut short is not counted"


def test_a_tournament_with_a_callable() -> None:
    entries = [first_move, "random", "heuristic"]
    t = zz.tournament(entries, 6, game="big_two", seed=4, threads=2)
    assert t.policies == ("first_move", "random", "heuristic")
    assert {s.policy for s in t.standings} == set(t.policies)
    assert all(s.seat_games == 6 for s in t.standings)
    assert t == zz.tournament(entries, 6, game="big_two", seed=4, threads=1)
    assert "first_move" in t.table()


@pytest.mark.parametrize("game", GAMES)
def test_the_terminal_games_opponents_may_be_a_callable(game: str) -> None:
    seen: list[int] = []

    def opponent(view: Any) -> Any:
        seen.append(view.player)
        return view.legal_moves()[0]

    screen: Any = None

    def read(prompt: str) -> str:
        if prompt.startswith("Your move"):
            return str(screen.match.legal_moves()[0]) or "nothing"
        return ""

    out = io.StringIO()
    screen = SCREENS[game](players=3, seed=4, opponents=opponent, read=read, out=out, colour=False)
    assert screen.run() == 0
    assert screen.match.is_over
    assert set(seen) == {1, 2}


def test_a_mistaken_opponent_in_the_terminal_is_a_policy_error() -> None:
    move = _core.policy_move(big_two.Match(players=3, seed=1), first_move, 0)
    assert isinstance(move, big_two.Move)
    with pytest.raises(zz.PolicyError, match=r"^Big Two, seat \d: the policy <lambda> raised"):
        _core.policy_move(big_two.Match(players=3, seed=1), lambda v: 1 / 0, 0)
    screen = ArschlochGame(
        players=3, seed=1, opponents=lambda v: "nonsense", read=lambda p: "quit", out=io.StringIO()
    )
    while screen.match.current_player == 0:
        screen.match.apply(screen.match.legal_moves()[0])
    with pytest.raises(zz.PolicyError, match=r"^Arschloch, seat"):
        screen.run()


def test_the_play_command_takes_opponents_as_module_and_function(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "my_bots.py").write_text(
        "def first(view):\n    return view.legal_moves()[0]\n", encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    argv = ["play", "--game", "big_two", "--seed", "1", "--no-colour"]
    assert main([*argv, "--opponents", "my_bots:first"]) == 0
    assert "(first)" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main([*argv, "--opponents", "my_bots:missing"])
    assert "cannot load 'my_bots:missing'" in capsys.readouterr().err


def test_every_game_has_a_view_class_the_callable_gets() -> None:
    for name in GAMES:
        assert game_named(name).view_class() is VIEWS[name]


CTRL_C = {
    "playing": """
        def mine(view):
            return view.legal_moves()[0]
        zz.simulate(10**7, game="big_two", policies=[mine, "advisor", "heuristic", mine],
                    threads=2)
    """,
    "stuck": """
        def stuck(view):
            while True:
                pass
        zz.simulate(10, game="arschloch", policies=["random", stuck, "random", "random"])
    """,
}


@pytest.mark.parametrize("case", sorted(CTRL_C))
def test_ctrl_c_stops_a_run_with_callables_promptly(case: str) -> None:
    program = "import zweiundzwanzig as zz\nready_once_busy()\n"
    program += "try:\n" + textwrap.indent(textwrap.dedent(CTRL_C[case]), "    ")
    program += "except zz.Interrupted as e:\n    print('partial', e.partial.games)\n"
    stop = interrupted(program)
    assert stop.took < STOPS_WITHIN
    assert stop.status == 0, stop.err[-2000:]
    assert stop.out.startswith("partial "), (stop.out, stop.err[-2000:])
