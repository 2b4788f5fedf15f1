"""What advice numbers mean, in every game: `.win` is the chance to win read off the shipped
calibration, with its interval; `.points` the points to expect, calibrated alike; `.value` the
ranking objective; and every position is advised (Big Two's first lead, a lone legal move, the
views whose record whole random deals seldom fit).

How well the chances are calibrated is measured, not tested (decisions of one game share its
outcome, so it takes thousands of games): `benches/calibration/`, BENCHMARKS.md "Calibration".
"""

from __future__ import annotations

import itertools
import math
import random
from pathlib import Path
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch, big_two
from zweiundzwanzig._core import _calibration

ROOT = Path(__file__).resolve().parent.parent
PARTS = {"first", "early", "middle", "late"}


def played(m: Any, moves: int, seed: int) -> Any:
    """`m` after up to `moves` random legal moves."""
    rng = random.Random(seed)
    for _ in range(moves):
        if m.is_over:
            break
        m.apply(rng.choice(m.legal_moves()))
    return m


def interpolated(knots: list[tuple[float, float]], x: float, chance: bool = False) -> float:
    """The engine's map: linear between knots, held beyond them (a ``chance`` above the last
    knot keeps that knot's correction, up to 1), `x` itself without knots. At a place where
    the knots step (two at the same `x`: all playouts won, say), the first of them."""
    if not knots:
        return x
    if chance and x > knots[-1][0]:
        return min(1.0, knots[-1][1] + x - knots[-1][0])
    if x <= knots[0][0]:
        return knots[0][1]
    for (x0, y0), (x1, y1) in itertools.pairwise(knots):
        if x <= x1:
            return y0 + ((x - x0) / (x1 - x0) if x1 > x0 else 1.0) * (y1 - y0)
    return knots[-1][1]


MATCHES = [
    ("zweiundzwanzig", lambda s: zz.Match(players=4, seed=s)),
    ("zweiundzwanzig", lambda s: zz.Match(players=2, rules=zz.Rules.rasmussen(), seed=s)),
    ("big_two", lambda s: big_two.Match(players=4, seed=s)),
    ("big_two", lambda s: big_two.Match(players=2, seed=s)),
    ("arschloch", lambda s: arschloch.Match(players=4, seed=s)),
    ("arschloch", lambda s: arschloch.Match(players=10, seed=s)),
]


@pytest.mark.parametrize(("game", "new"), MATCHES)
def test_win_and_points_are_the_raw_figures_through_the_shipped_maps(game: str, new: Any) -> None:
    checked = 0
    for seed in range(6):
        m = played(new(seed), 7 * seed, seed)
        if m.is_over:
            continue
        view = m.view(m.current_player)
        players, part, win_map, points_map = _calibration(view)
        assert part in PARTS and players in range(0, 12)
        for xs in (win_map, points_map):
            assert all(a[0] <= b[0] and a[1] <= b[1] for a, b in itertools.pairwise(xs))
        assert all(0 <= y <= 1 for _, y in win_map)
        for a in zz.advise(view, iterations=30, seed=seed):
            if a.visits == 0:
                assert math.isnan(a.win) and math.isnan(a.points) and math.isnan(a.playout_win)
                continue
            assert a.win == pytest.approx(interpolated(win_map, a.playout_win, True), abs=1e-12)
            assert a.points == pytest.approx(interpolated(points_map, a.playout_points), abs=1e-9)
            low, high = a.win_interval
            assert 0 <= low <= a.win <= high <= 1
            assert 0 <= a.value <= 1 and 0 <= a.playout_win <= 1
            checked += 1
    assert checked >= 6


def test_the_family_s_win_ranks_as_its_value_does() -> None:
    advice = zz.advise(zz.Match(players=4, seed=3), iterations=60, seed=1)
    searched = [a for a in advice if a.visits]
    assert [a.win for a in searched] == sorted((a.win for a in searched), reverse=True)


def test_the_first_decision_is_its_own_part_of_the_round() -> None:
    m = big_two.Match(players=4, seed=1)
    assert _calibration(m)[1] == "first"
    m.apply(m.legal_moves()[0])
    assert _calibration(m)[1] == "first"  # the next seat has not moved yet either
    fam = zz.Match(players=3, seed=2)
    assert _calibration(fam)[1] == "first"  # the exchange of the first deal
    ar = arschloch.Match(players=5, seed=2)
    assert _calibration(ar)[1] == "first"
    while not ar.is_over and ar.game == 1:
        ar.apply(ar.legal_moves()[-1])
    assert _calibration(ar)[1] in PARTS


@pytest.mark.parametrize("preset", big_two.Rules.presets())
def test_big_two_s_first_lead_gets_playouts_at_every_table(preset: str) -> None:
    tables = [(2, 13), (2, 17), (3, 13), (4, 13)]
    for players, hand_size in tables:
        rules = big_two.Rules.preset_named(preset)
        if players == 2:
            rules = rules.replace(hand_size=hand_size)
        for seed in range(3):
            m = big_two.Match(players=players, rules=rules, seed=seed)
            assert m.must_hold is not None
            budgets = (("pimc", {"iterations": 20}), ("ismcts", {"iterations": 100}))
            for algorithm, budget in budgets:
                advice = zz.advise(m, seed=seed, algorithm=algorithm, **budget)
                tried = [a for a in advice if a.visits > 0]
                assert len(tried) >= min(2, len(advice)), (preset, players, seed, algorithm)
                assert all(0 <= a.win <= 1 for a in tried)
                assert not math.isnan(advice[0].win)


def test_a_lone_legal_move_still_gets_its_chances() -> None:
    m = big_two.Match(players=4, seed=5)
    while len(m.legal_moves()) != 1:
        m.apply(m.legal_moves()[-1])
    (only,) = zz.advise(m, iterations=40, seed=0)
    assert only.visits == 40 and 0 <= only.win <= 1 and only.points >= 0


def test_the_rasmussen_record_whose_deals_seldom_fit_is_advised_for_every_seat() -> None:
    text = (ROOT / "rust/engine/tests/data/rasmussen_no_deal.json").read_text()
    m = zz.Match.from_json(text)
    for seat in range(m.players):
        view = m.view(seat)
        assert view.determinize(seed=seat).view(seat).hand == view.hand
    advice = zz.advise(m, iterations=50, seed=0)
    assert advice[0].visits == 50 and 0 <= advice[0].win <= 1


def test_advice_repr_shows_the_chance_first() -> None:
    a = zz.advise(big_two.Match(players=4, seed=3), iterations=10, seed=0)[0]
    assert repr(a).startswith(f"Advice(move={a.move!r}, win={a.win:.3f}, points=")


def test_a_move_that_wins_every_playout_late_at_a_large_table_is_nearly_sure() -> None:
    # Arschloch at ten, late in the first game: the maps were fitted where self-play's raw
    # shares stayed below one percent; the move that goes out first and wins keeps its chance.
    m = arschloch.Match(10, None, 5)
    while len(m.log) < 114:
        m.apply(arschloch.heuristic(m.view(m.current_player)))
    view = m.view(m.current_player)
    players, part, win_map, _ = _calibration(view)
    assert (players, part) == (10, "late") and win_map[-1][0] < 0.05
    best, *rest = zz.advise(view, iterations=50, seed=1)
    # Above the map's last knot the chance keeps that knot's correction (here a few hundredths
    # of a percent down), so a move that wins every playout is nearly sure, not held at the knot.
    assert best.playout_win == 1.0 and best.win >= 0.99
    # Passing instead (the others may not beat the jack the search believes they hold) wins
    # some playouts, and is held well below.
    assert rest and all(a.playout_win < 1.0 and a.win < 0.5 for a in rest)
