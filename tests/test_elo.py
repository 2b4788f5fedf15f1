"""Elo ratings from the places of multi-player games (`zz.elo_ratings`)."""

from __future__ import annotations

import numpy as np
import pytest

import zweiundzwanzig as zz


def bradley_terry_games(
    strengths: dict[str, float], seats: list[str], games: int, seed: int
) -> np.ndarray:
    """Places of games in which each seat's place comes from a Plackett-Luce draw of the
    players' strengths (Elo): the Bradley-Terry model the ratings fit, for every pair of seats."""
    rng = np.random.default_rng(seed)
    gamma = np.array([10 ** (strengths[s] / 400) for s in seats])
    places = np.empty((games, len(seats)), dtype=np.uint8)
    for g in range(games):
        # Plackett-Luce by Gumbel keys: the order of log-strength plus Gumbel noise.
        keys = np.log(gamma) + rng.gumbel(size=len(seats))
        order = np.argsort(-keys)
        places[g, order] = np.arange(1, len(seats) + 1)
    return places


def test_recovers_known_strengths_within_the_intervals() -> None:
    truth = {"a": 0.0, "b": 150.0, "c": 300.0}
    runs = [
        (seats, bradley_terry_games(truth, seats, 1500, seed))
        for seed, seats in enumerate([["a", "b", "a", "b"], ["b", "c", "b", "c"], ["a", "c"]])
    ]
    r = zz.elo_ratings(runs, anchor="a", bootstrap=200, seed=3)
    assert r["a"].elo == 0.0
    for player in ("b", "c"):
        rating = r[player]
        assert rating.low <= truth[player] <= rating.high, rating
        assert rating.high - rating.low < 120
    assert [x.player for x in r.ratings] == ["c", "b", "a"]


def test_equal_players_rate_equal_and_results_mirror() -> None:
    places = np.array([[1, 2], [2, 1]] * 50)
    r = zz.elo_ratings([(["x", "y"], places)], anchor="x", bootstrap=0)
    assert r["y"].elo == pytest.approx(0.0, abs=1e-6)
    one_sided = np.array([[1, 2]] * 30 + [[2, 1]] * 10)
    forward = zz.elo_ratings([(["x", "y"], one_sided)], anchor="x", bootstrap=0)
    mirrored = zz.elo_ratings([(["y", "x"], one_sided)], anchor="x", bootstrap=0)
    assert forward["y"].elo == pytest.approx(-mirrored["y"].elo)
    assert forward["y"].elo < -100


def test_ties_count_half_and_every_pairing_is_finite() -> None:
    tied = np.array([[1, 1]] * 40)
    assert zz.elo_ratings([(["x", "y"], tied)], anchor="x", bootstrap=0)["y"].elo == pytest.approx(
        0.0, abs=1e-6
    )
    swept = np.array([[1, 2]] * 40)
    y = zz.elo_ratings([(["x", "y"], swept)], anchor="x", bootstrap=20)["y"]
    assert np.isfinite(y.elo) and y.elo < -300


def test_same_runs_and_seed_same_ratings() -> None:
    seats = ["p", "q", "r", "q"]
    runs = [(seats, bradley_terry_games({"p": 0, "q": 50, "r": -50}, seats, 300, 9))]
    first = zz.elo_ratings(runs, anchor="p", seed=5, bootstrap=50)
    assert first == zz.elo_ratings(runs, anchor="p", seed=5, bootstrap=50)
    assert first != zz.elo_ratings(runs, anchor="p", seed=6, bootstrap=50)


def test_reads_simulation_results_and_draws_the_ladder(tmp_path) -> None:
    runs = [
        zz.simulate(80, game="arschloch", players=4, policies=seats, seed=2)
        for seats in (["heuristic", "random"] * 2, ["random", "heuristic"] * 2)
    ]
    r = zz.elo_ratings(runs, anchor="random", bootstrap=30)
    assert r.games == 160
    assert r["heuristic"].pairings == 160 * 4
    assert "| heuristic |" in r.table()
    path = r.plot(tmp_path / "ladder.png", title="Arschloch")
    assert path.read_bytes()[:4] == b"\x89PNG"


def test_refuses_what_cannot_be_rated() -> None:
    places = np.array([[1, 2]] * 5)
    with pytest.raises(ValueError, match="anchor 'z'"):
        zz.elo_ratings([(["x", "y"], places)], anchor="z")
    with pytest.raises(ValueError, match="never met"):
        zz.elo_ratings([(["x", "y"], places), (["u", "v"], places)], anchor="x")
    with pytest.raises(ValueError, match="games × 3 seats"):
        zz.elo_ratings([(["x", "y", "w"], places)], anchor="x")
    with pytest.raises(ValueError, match="places run from 1 to 2"):
        zz.elo_ratings([(["x", "y"], places + 5)], anchor="x")
    with pytest.raises(ValueError, match="summary-only"):
        zz.elo_ratings([zz.simulate(4, summary_only=True)], anchor="random")
    with pytest.raises(ValueError, match="bootstrap"):
        zz.elo_ratings([(["x", "y"], places)], anchor="x", bootstrap=-1)
    with pytest.raises(ValueError, match="bootstrap must be 0 to 100,000"):
        zz.elo_ratings([(["x", "y"], places)], anchor="x", bootstrap=10**12)
