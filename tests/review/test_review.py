"""`zz.review` on real games: every decision judged from the deciding seat's view, the same on
any thread count, a seat's review equal to its part of the full review, progress, arguments."""

from __future__ import annotations

import math

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import records
from zweiundzwanzig.games import GAMES
from zweiundzwanzig.review.grades import GRADES
from zweiundzwanzig.review.run import decision_seed

from .games import played

#: A few decisions of each game, cheap to review.
SHORT = {"zweiundzwanzig": 10, "arschloch": 14, "big_two": 14}


def short(name, seed=3):
    game = GAMES[name]
    return played(game.match_class()(4, None, seed), SHORT[name], seed)


@pytest.fixture(scope="module", params=list(GAMES))
def match(request):
    return short(request.param)


def test_every_decision_is_reviewed_in_order_with_a_grade(match):
    review = zz.review(match, iterations=60)
    assert (
        review.complete
        and review.total == len(review.decisions) == SHORT[zz.games.game_of(match).name]
    )
    assert [d.index for d in review.decisions] == list(range(review.total))
    for d in review.decisions:
        assert d.grade in GRADES
        if d.grade == "forced":
            continue
        legal = [a.move for a in d.advice]
        assert d.played in legal and d.best == d.advice[0].move
        assert d.win_before == d.advice[0].win
        if d.grade != "unsearched":
            assert d.loss >= 0 and d.loss_interval[0] <= d.loss <= d.loss_interval[1] + 1e-12
            assert d.loss == pytest.approx(max(0.0, d.win_before - d.win_after))


def test_the_review_is_the_same_on_any_number_of_threads(match):
    one = zz.review(match, iterations=60, seed=5, threads=1)
    two = zz.review(match, iterations=60, seed=5, threads=2)
    assert one.decisions == two.decisions


def test_a_seats_review_grades_its_decisions_as_the_full_review_does(match):
    full = zz.review(match, iterations=60, seed=2)
    seat = full.decisions[1].seat
    alone = zz.review(match, seat=seat, iterations=60, seed=2)
    assert alone.seats == (seat,)
    assert alone.decisions == [d for d in full.decisions if d.seat == seat]
    assert alone.accuracy(seat) == full.accuracy(seat) or math.isnan(full.accuracy(seat))


def test_each_decision_is_advised_from_its_seats_view_with_a_seed_of_its_own():
    match = short("big_two")
    review = zz.review(match, iterations=60, seed=9)
    d = next(d for d in review.decisions if d.grade != "forced")
    view = zz.big_two.Match(4, None, 3)
    for _ in range(d.index):
        view.apply(policy_move_of(view))
    advice = zz.advise(view.view(d.seat), iterations=60, seed=decision_seed(9, d.index))
    assert list(d.advice) == advice
    assert decision_seed(9, 1) != decision_seed(9, 2) != decision_seed(8, 1)


def policy_move_of(match):
    from zweiundzwanzig._core import policy_move

    return policy_move(match, "heuristic", 3)


def test_a_different_seed_gives_a_different_search():
    match = short("big_two")
    a = zz.review(match, iterations=60, seed=1)
    b = zz.review(match, iterations=60, seed=2)
    assert [d.advice for d in a.decisions] != [d.advice for d in b.decisions]


def test_progress_is_called_after_each_decision():
    match = short("arschloch")
    calls = []
    review = zz.review(
        match, seat=0, iterations=40, progress=lambda done, total: calls.append((done, total))
    )
    total = len(review.decisions)
    assert calls == [(n, total) for n in range(1, total + 1)]


def test_a_keyboard_interrupt_from_the_progress_callback_returns_what_was_reviewed():
    match = short("big_two")

    def stop(done, total):
        if done == 3:
            raise KeyboardInterrupt

    review = zz.review(match, iterations=40, progress=stop)
    assert not review.complete and review.total == SHORT["big_two"]
    assert [d.index for d in review.decisions] == [0, 1, 2]
    assert "interrupted: 3 of 14 reviewed" in str(review)


def test_a_forced_decision_is_marked_and_not_searched():
    match = short("big_two")
    review = zz.review(match, iterations=40)
    forced = [d for d in review.decisions if d.grade == "forced"]
    assert forced, "the first round of Big Two has passes with nothing else legal"
    for d in forced:
        assert d.advice == () and d.best == d.played and math.isnan(d.win_before)


def test_a_move_the_search_would_prune_is_searched_and_judged():
    # Big Two's first lead: the search's own candidates are the plays a good player weighs; the
    # move played is searched besides them.
    match = zz.big_two.Match(4, None, 3)
    view = match.view(match.current_player)
    advice = zz.advise(view, iterations=20, seed=decision_seed(0, 0))
    untried = next(a.move for a in advice if a.visits == 0)
    match.apply(untried)
    d = zz.review(match, iterations=20).decisions[0]
    assert d.grade not in ("unsearched", "forced") and d.played == untried
    assert 0 <= d.win_after <= 1 and d.loss >= 0
    judged = next(a for a in d.advice if a.move == untried)
    assert judged.visits == 20


@pytest.mark.parametrize(
    ("keywords", "error", "named"),
    [
        ({"seat": 4}, ValueError, "seat 4 is out of range"),
        ({"seat": -1}, ValueError, "seat -1"),
        ({"seat": "1"}, TypeError, "seat"),
        ({"seat": True}, TypeError, "seat"),
        ({"iterations": -5}, ValueError, "iterations"),
        ({"iterations": 0}, ValueError, "iterations"),
        ({"iterations": 2.5}, TypeError, "iterations"),
        ({"time_limit": -1.0}, ValueError, "time_limit"),
        ({"time_limit": "1"}, TypeError, "time_limit"),
        ({"seed": -1}, ValueError, "seed"),
        ({"seed": None}, TypeError, "seed"),
        ({"threads": 0}, ValueError, "threads"),
        ({"progress": 3}, TypeError, "progress"),
    ],
)
def test_bad_arguments_are_refused_naming_the_argument(keywords, error, named):
    with pytest.raises(error, match=named):
        zz.review(short("big_two"), **keywords)


def test_a_seat_without_decisions_is_refused():
    match = zz.big_two.Match(4, None, 3)
    match.apply(match.legal_moves()[0])
    with pytest.raises(ValueError, match="no decision of that seat"):
        zz.review(match, seat=1)


@pytest.mark.parametrize("source", [None, 3, b"text", [1, 2], zz.big_two.Rules.standard()])
def test_a_source_of_the_wrong_type_is_a_type_error(source):
    with pytest.raises(TypeError, match="source"):
        zz.review(source)


@pytest.mark.parametrize("name", list(GAMES))
def test_a_record_and_its_match_and_one_seats_record_review_alike(name):
    match = short(name)
    seat = match.current_player if not match.is_over else 0
    full = zz.review(match, iterations=30)
    assert [d.grade for d in zz.review(match.to_record(), iterations=30).decisions] == [
        d.grade for d in full.decisions
    ]
    if match.is_over:
        return
    mine = records.write(match, recorder=seat)
    own = zz.review(mine, iterations=30)
    ours = [d for d in full.decisions if d.seat == seat]
    assert [(d.index, d.grade, d.win_before) for d in own.decisions] == [
        (d.index, d.grade, d.win_before) for d in ours
    ]
    view = match.view(seat)
    by_view = zz.review(view, iterations=30)
    assert [(d.index, d.grade) for d in by_view.decisions] == [(d.index, d.grade) for d in ours]


def test_a_bad_record_is_refused_where_it_is_wrong():
    with pytest.raises(zz.RecordError) as caught:
        zz.review('[Game "big_two"]\n[Players "4"]\n[Colour "red"]\n')
    assert (caught.value.line, caught.value.column) == (3, 2)


def test_the_table_names_the_moves_and_the_chance_in_the_games_words():
    review = zz.review(short("zweiundzwanzig"), iterations=40)
    text = str(review)
    assert "chance to win the match: before -> after" in text
    assert "exchange " in text  # the family's exchanges say so
    for seat in review.seats:
        assert f"P{seat}: accuracy " in text
    assert repr(review).startswith("<Review of Zweiundzwanzig: 10 decisions")


def test_the_docstring_examples_of_the_review_run():
    import doctest

    from zweiundzwanzig.review import run

    tests = [t for t in doctest.DocTestFinder().find(run) if t.examples]
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in tests:
        runner.run(test)
    assert tests and runner.failures == 0


@pytest.mark.parametrize("name", list(GAMES))
def test_the_decisions_replay_the_match_each_from_its_movers_view(name):
    from zweiundzwanzig.records import decisions

    match = short(name, seed=6)
    found = decisions(match)
    replay = GAMES[name].match_class()(match.players, match.rules, match.seed)
    for d in found:
        assert d.seat == replay.current_player and d.view == replay.view(d.seat)
        assert d.move in d.view.legal_moves()
        replay.apply(d.move)
    assert replay == match and len(found) == SHORT[name]
