"""The review's arithmetic: the loss's interval, the grades it supports, lichess's accuracy."""

from __future__ import annotations

import math

import pytest

from zweiundzwanzig.games import GAMES
from zweiundzwanzig.review import Review, Reviewed
from zweiundzwanzig.review.grades import grade, loss_interval, move_accuracy


@pytest.mark.parametrize(
    ("low", "expected"),
    [
        (0.0, "good"),
        (0.0499, "good"),
        (0.05, "inaccuracy"),
        (0.0999, "inaccuracy"),
        (0.10, "mistake"),
        (0.1999, "mistake"),
        (0.20, "blunder"),
        (0.9, "blunder"),
    ],
)
def test_the_grade_is_set_by_the_lower_end_of_the_loss(low, expected):
    assert grade(low) == expected


def test_the_loss_interval_adds_the_half_widths_that_move_each_end_in_quadrature():
    low, high = loss_interval(0.60, (0.57, 0.64), 0.30, (0.26, 0.34))
    # best's lower half 0.03 with played's upper half 0.04; best's upper 0.04 with played's lower
    assert low == pytest.approx(0.30 - 0.05)
    assert high == pytest.approx(0.30 + math.hypot(0.04, 0.04))


def test_the_loss_interval_is_clipped_at_zero():
    assert loss_interval(0.50, (0.40, 0.60), 0.49, (0.39, 0.59))[0] == 0.0
    assert loss_interval(0.50, (0.49, 0.51), 0.70, (0.69, 0.71)) == (0.0, 0.0)


def test_a_big_loss_with_a_wide_interval_is_graded_by_what_the_interval_supports():
    # A loss of 0.25 whose interval reaches down to 0.04: not even an inaccuracy is supported.
    low, _ = loss_interval(0.50, (0.35, 0.65), 0.25, (0.10, 0.40))
    assert low == pytest.approx(0.25 - math.hypot(0.15, 0.15))
    assert grade(low) == "good"
    # Narrower intervals for the same loss support a mistake, then a blunder.
    assert grade(loss_interval(0.50, (0.43, 0.57), 0.25, (0.18, 0.32))[0]) == "mistake"
    assert grade(loss_interval(0.50, (0.49, 0.51), 0.25, (0.24, 0.26))[0]) == "blunder"


def test_move_accuracy_is_lichess_formula_on_the_chance_in_percent():
    assert move_accuracy(0.5, 0.5) == pytest.approx(99.9999)
    assert move_accuracy(0.5, 0.4) == pytest.approx(103.1668 * math.exp(-0.4354) - 3.1669)
    assert move_accuracy(0.9, 0.1) == pytest.approx(103.1668 * math.exp(-0.04354 * 80) - 3.1669)
    assert move_accuracy(0.3, 0.6) == 100.0
    # The formula falls below 0 for the largest losses: clipped.
    assert 103.1668 * math.exp(-4.354) - 3.1669 < 0
    assert move_accuracy(1.0, 0.0) == 0.0


def made(index, seat, before, after, grade_):
    loss = max(0.0, before - after)
    return Reviewed(index, seat, "a", "b", before, after, loss, (loss, loss), grade_)


def test_accuracy_averages_the_judged_decisions_and_counts_count_every_grade():
    nan = math.nan
    decisions = [
        made(0, 0, 0.5, 0.5, "best"),
        made(1, 1, 0.5, 0.2, "blunder"),
        made(2, 0, 0.6, 0.4, "mistake"),
        made(3, 0, nan, nan, "forced"),
        made(4, 0, 0.6, nan, "unsearched"),
    ]
    review = Review(GAMES["big_two"], decisions, (0, 1), 5, complete=True)
    expected = (move_accuracy(0.5, 0.5) + move_accuracy(0.6, 0.4)) / 2
    assert review.accuracy(0) == pytest.approx(expected)
    assert review.accuracy(1) == pytest.approx(move_accuracy(0.5, 0.2))
    counts = review.counts(0)
    assert counts["best"] == 1 and counts["mistake"] == 1 and counts["forced"] == 1
    assert counts["unsearched"] == 1 and counts["blunder"] == 0
    assert sum(review.counts(1).values()) == 1
    with pytest.raises(ValueError, match="seat 2 was not reviewed"):
        review.accuracy(2)
    with pytest.raises(TypeError, match="seat"):
        review.counts("0")


def test_a_seat_with_only_forced_decisions_has_no_accuracy():
    review = Review(GAMES["big_two"], [made(0, 0, math.nan, math.nan, "forced")], (0,), 1, True)
    assert math.isnan(review.accuracy(0))
    assert "accuracy -" in str(review)
