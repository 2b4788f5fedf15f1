"""`Advice`, `MatchResult` (every game) and the results of `simulate` and `tournament` pickle
and unpickle to an equal object (issue 27); an unpickled result is checked to fit one table."""

from __future__ import annotations

import pickle
import random
from typing import Any

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch, big_two

MATCHES = {"zweiundzwanzig": zz.Match, "big_two": big_two.Match, "arschloch": arschloch.Match}
PROTOCOLS = range(pickle.HIGHEST_PROTOCOL + 1)


def finished(game: str, seed: int, players: int = 4) -> Any:
    m = MATCHES[game](players, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        m.apply(rng.choice(m.legal_moves()))
    return m


def round_trip(obj: Any, protocol: int = pickle.HIGHEST_PROTOCOL) -> Any:
    return pickle.loads(pickle.dumps(obj, protocol))


@pytest.mark.parametrize("game", MATCHES)
@pytest.mark.parametrize("protocol", PROTOCOLS)
def test_a_match_result_pickles_to_an_equal_result(game: str, protocol: int) -> None:
    for seed in range(3):
        result = finished(game, seed, players=2 + seed).result
        again = round_trip(result, protocol)
        assert type(again) is type(result)
        assert again == result and repr(again) == repr(result)
        assert again.standings == result.standings


def test_match_results_that_differ_are_not_equal() -> None:
    a, b = finished("big_two", 1).result, finished("big_two", 2).result
    assert a != b and round_trip(a) != b


@pytest.mark.parametrize("game", MATCHES)
def test_an_unpickled_result_is_checked_to_fit_one_table(game: str) -> None:
    cls, fields = finished(game, 1).result.__reduce__()
    winners, places, totals, last = fields
    with pytest.raises(ValueError, match="one place and one total for each of 2 to 32"):
        cls(winners, places, totals[:-1], last)
    with pytest.raises(ValueError, match="seats 0 to 3, not 4"):
        cls([4], places, totals, last)
    with pytest.raises(TypeError, match="not bool"):
        cls([True], places, totals, last)


def test_an_arschloch_finishing_order_holds_every_player_once() -> None:
    cls, (winners, places, totals, orders) = finished("arschloch", 1).result.__reduce__()
    broken = [[*orders[0][:-1], orders[0][0]], *orders[1:]]
    with pytest.raises(ValueError, match="holds each of the 4 players once"):
        cls(winners, places, totals, broken)


@pytest.mark.parametrize("game", MATCHES)
@pytest.mark.parametrize("protocol", PROTOCOLS)
def test_advice_pickles_to_equal_advice(game: str, protocol: int) -> None:
    m = MATCHES[game](4, seed=5)
    advice = zz.advise(m, iterations=30, seed=1)
    again = [round_trip(a, protocol) for a in advice]
    assert again == advice
    assert [repr(a) for a in again] == [repr(a) for a in advice]
    assert [a.interval for a in again] == [a.interval for a in advice]
    assert advice[0] != advice[-1] or len(advice) == 1


def test_advice_without_playouts_equals_itself_after_pickling() -> None:
    advice = zz.Advice(
        zz.Move("play", "Q"),
        value=float("nan"),
        stderr=float("nan"),
        visits=0,
        points=float("nan"),
        win=float("nan"),
        win_interval=(float("nan"), float("nan")),
        playout_win=float("nan"),
        playout_points=float("nan"),
    )
    assert round_trip(advice) == advice


@pytest.mark.parametrize("game", MATCHES)
@pytest.mark.parametrize("summary_only", [False, True])
def test_a_simulation_result_pickles_to_an_equal_result(game: str, summary_only: bool) -> None:
    result = zz.simulate(12, game=game, seed=3, threads=1, summary_only=summary_only)
    again = round_trip(result)
    assert again == result
    assert str(again) == str(result)
    other = zz.simulate(12, game=game, seed=4, threads=1, summary_only=summary_only)
    assert other != result


def test_simulation_results_with_other_arrays_are_not_equal() -> None:
    result = zz.simulate(5, seed=3, threads=1)
    assert result.places is not None
    changed = pickle.loads(pickle.dumps(result))
    changed.places[0, 0] ^= 1
    assert changed != result
    assert np.array_equal(round_trip(result).places, result.places)


@pytest.mark.parametrize("game", MATCHES)
def test_a_tournament_result_pickles_to_an_equal_result(game: str) -> None:
    result = zz.tournament(["random", "heuristic"], 6, game=game, seed=2, threads=1)
    again = round_trip(result)
    assert again == result and again.table() == result.table()
