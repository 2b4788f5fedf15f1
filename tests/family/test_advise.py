"""`zz.advise` and the `advisor` policy: the public contract, reproducibility, and errors."""

from __future__ import annotations

import math
import pickle

import pytest

import zweiundzwanzig as zz


def play_decision_match(seed: int = 3) -> zz.Match:
    """A match past the exchange, at a play decision."""
    m = zz.Match(players=4, seed=seed)
    while m.phase == "exchange":
        m.apply("")
    return m


def test_advice_lists_every_legal_move_once_best_first() -> None:
    m = play_decision_match()
    advice = zz.advise(m, iterations=60, seed=1)
    assert sorted(str(a.move) for a in advice) == sorted(str(mv) for mv in m.legal_moves())
    searched = [a for a in advice if a.visits > 0]
    assert [a.value for a in searched] == sorted((a.value for a in searched), reverse=True)
    for a in searched:
        assert 0.0 <= a.value <= 1.0
        low, high = a.interval
        assert 0.0 <= low <= a.value <= high <= 1.0
        assert a.stderr >= 0.0
        assert a.points >= 0.0
        assert a.visits == 60


def test_exchange_advice_prunes_discards_and_lists_them_last() -> None:
    m = zz.Match(players=4, seed=1)
    advice = zz.advise(m, iterations=20, seed=0)
    assert len(advice) == len(m.legal_moves())
    searched = [a for a in advice if a.visits > 0]
    pruned = [a for a in advice if a.visits == 0]
    assert 1 <= len(searched) <= 14
    assert all(math.isnan(a.value) for a in pruned)
    hand = [str(c) for c in m.hand(m.current_player)]
    for a in searched:
        kept = list(hand)
        for r in a.move.ranks:
            kept.remove(r)
        # Each searched discard throws away the highest cards.
        assert a.move.ranks == tuple(hand[: len(a.move.ranks)])


def test_same_seed_same_advice_and_the_view_is_enough() -> None:
    m = play_decision_match()
    view = m.view(m.current_player)
    a = zz.advise(view, iterations=40, seed=5)
    b = zz.advise(m, iterations=40, seed=5)
    c = zz.advise(zz.View.from_json(view.to_json()), iterations=40, seed=5)
    d = zz.advise(pickle.loads(pickle.dumps(view)), iterations=40, seed=5, threads=2)
    key = [(str(x.move), x.value, x.visits) for x in a]
    for other in (b, c, d):
        assert [(str(x.move), x.value, x.visits) for x in other] == key


@pytest.mark.parametrize("algorithm", ["pimc", "ismcts"])
def test_both_algorithms_and_time_budgets(algorithm: str) -> None:
    m = play_decision_match(seed=9)
    # Long enough that a busy machine, which may not run the search for a while, still gets
    # some playouts in: only the time budget ends this search.
    timed = zz.advise(m, time_limit=1.0, seed=1, algorithm=algorithm)
    assert sum(a.visits for a in timed) > 0
    both = zz.advise(m, iterations=30, time_limit=5.0, seed=1, algorithm=algorithm)
    assert sum(a.visits for a in both) >= 30


def test_advice_repr_names_the_move() -> None:
    a = zz.advise(play_decision_match(), iterations=5, seed=0)[0]
    assert repr(a).startswith("Advice(move=Move('play', ")


def test_bad_arguments_say_what_was_wrong() -> None:
    m = play_decision_match()
    with pytest.raises(ValueError, match="iterations"):
        zz.advise(m, iterations=0)
    with pytest.raises(ValueError, match="time_limit"):
        zz.advise(m, time_limit=-1.0)
    with pytest.raises(zz.RulesError, match="algorithm"):
        zz.advise(m, iterations=5, algorithm="minimax")
    with pytest.raises(TypeError, match="View or a Match"):
        zz.advise("K K 6", iterations=5)  # type: ignore[arg-type]
    other = (m.current_player + 1) % 4
    with pytest.raises(zz.StateError, match="turn"):
        zz.advise(m.view(other), iterations=5)


def test_the_advisor_plays_in_simulations() -> None:
    result = zz.simulate(
        4, players=4, policies=["advisor", "heuristic", "heuristic", "heuristic"], seed=2
    )
    again = zz.simulate(
        4,
        players=4,
        policies=["advisor", "heuristic", "heuristic", "heuristic"],
        seed=2,
        threads=2,
    )
    assert (result.places == again.places).all()
    assert "advisor" in str(result.summary)
