"""The `Move` objects that `legal_moves()` hands out: shared, untracked by the cycle collector,
recycled through a free list. These tests pin what must survive those economies."""

from __future__ import annotations

import gc
import random

import pytest

import zweiundzwanzig as zz


def _exchange_match(seed: int = 5) -> zz.Match:
    match = zz.Match(players=4, seed=seed)
    assert match.phase == "exchange"
    return match


def test_listed_moves_are_not_tracked_by_the_cycle_collector() -> None:
    # A move holds no Python object, so it can be in no reference cycle; the collector's full
    # passes would otherwise traverse every interned move.
    match = _exchange_match()
    moves = match.legal_moves()
    assert len(moves) > 50
    assert not any(gc.is_tracked(m) for m in moves)


def test_moves_kept_from_old_lists_keep_their_cards() -> None:
    # Moves freed with their list go back to a free list and are reused for later moves: the
    # ones still held elsewhere must be untouched by that.
    match = _exchange_match()
    kept = match.legal_moves()[::7]
    expected = [(m.kind, m.ranks, str(m)) for m in kept]
    made = [zz.Move("exchange", str(m)) for m in kept]  # never interned: these come and go
    churn = [zz.Move("play", "Q J") for _ in range(10_000)]  # through the free list
    del churn
    rng = random.Random(3)
    for seed in range(40):
        other = zz.Match(players=4, seed=1000 + seed)
        while not other.is_over and other.phase == "exchange":
            listed = other.legal_moves()
            other.apply(listed[rng.randrange(len(listed))])
        del listed
        gc.collect()
    assert [(m.kind, m.ranks, str(m)) for m in kept] == expected
    assert made == kept
    for m in kept:
        copy = match.clone()
        copy.apply(m)
        assert copy.current_player != match.current_player or copy.phase != match.phase


def test_the_same_move_is_listed_as_equal_objects_in_every_list() -> None:
    match = _exchange_match()
    first = match.legal_moves()
    again = match.legal_moves()
    assert first == again
    assert first is not again
    first.clear()  # a caller may change its own list freely
    assert match.legal_moves() == again


def test_a_listed_move_is_one_object_shared_by_every_list() -> None:
    # Interned: listing a move again hands out the same object, from any position. (Only the
    # table's first 2^17 moves are kept, so in a long test run only the commonest are certain
    # to be in it: discarding nothing or a single card.)
    match = _exchange_match()
    first, again = match.legal_moves(), match.legal_moves()
    assert first == again
    assert all(a is b for a, b in zip(first, again, strict=True) if len(a) <= 1)
    nothing = first[0]
    assert (nothing.kind, nothing.ranks) == ("exchange", ())
    other = _exchange_match(seed=6).legal_moves()
    assert other[0] is nothing


def test_a_move_from_an_earlier_position_is_checked_not_trusted() -> None:
    match = _exchange_match()
    discard_all = max(match.legal_moves(), key=len)  # the whole hand of the first player
    match.apply("")
    assert discard_all not in match.legal_moves()  # the next hand differs
    before = match.to_json()
    with pytest.raises(zz.IllegalMoveError):
        match.apply(discard_all)
    assert match.to_json() == before
