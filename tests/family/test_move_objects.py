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
    # passes would otherwise traverse every move in the pool of listed moves.
    match = _exchange_match()
    moves = match.legal_moves()
    assert len(moves) > 50
    assert not any(gc.is_tracked(m) for m in moves)


def test_moves_kept_from_old_lists_keep_their_cards() -> None:
    # Moves freed with their list are rewritten for later lists (listed moves) or go back to a
    # free list (moves made by hand): the ones still held elsewhere must be untouched by that.
    match = _exchange_match()
    kept = match.legal_moves()[::7]
    expected = [(m.kind, m.ranks, str(m)) for m in kept]
    made = [zz.Move("exchange", str(m)) for m in kept]  # not from the pool: these come and go
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


def test_lists_still_held_keep_their_moves_while_objects_are_recycled() -> None:
    # A listed move's object is rewritten for later lists once nothing else holds it: lists
    # (and moves taken out of them) that are still held must never see that. The churn goes
    # round the pool many times, with other lists dying and being made meanwhile.
    match = _exchange_match()
    held = match.legal_moves()
    one = held[3]
    expected = [(m.kind, m.ranks) for m in held]
    rng = random.Random(9)
    alive: list[tuple[list[zz.Move], list[tuple[str, tuple[str, ...]]]]] = []
    for seed in range(30):
        other = zz.Match(players=4, seed=2000 + seed)
        while not other.is_over:
            listed = other.legal_moves()
            if rng.random() < 0.05:
                # Some lists live on, most die at once.
                alive.append((listed, [(m.kind, m.ranks) for m in listed]))
            other.apply(listed[rng.randrange(len(listed))])
    assert [(m.kind, m.ranks) for m in held] == expected
    assert (one.kind, one.ranks) == expected[3]
    assert len({id(m) for m in held}) == len(held)  # distinct objects, never shared in a list
    assert len(alive) > 50
    for listed, seen in alive:
        assert [(m.kind, m.ranks) for m in listed] == seen
    copy = match.clone()
    copy.apply(one)


def test_a_move_from_an_earlier_position_is_checked_not_trusted() -> None:
    match = _exchange_match()
    discard_all = max(match.legal_moves(), key=len)  # the whole hand of the first player
    match.apply("")
    assert discard_all not in match.legal_moves()  # the next hand differs
    before = match.to_json()
    with pytest.raises(zz.IllegalMoveError):
        match.apply(discard_all)
    assert match.to_json() == before


def test_listing_from_a_finalizer_run_in_the_middle_of_a_listing() -> None:
    # A new `Move` object can set off the cycle collector, whose finalizers may list moves
    # themselves while the pool is taken: they get fresh objects (no deadlock), and both lists
    # come out whole and right. Lists kept alive make the pool allocate, so collections happen.
    match = _exchange_match()
    expected = [(m.kind, m.ranks) for m in match.legal_moves()]
    from_finalizers: list[list[tuple[str, tuple[str, ...]]]] = []
    listing = [False]
    inside: list[bool] = []

    class Lister:
        def __init__(self) -> None:
            self.cycle = self  # only the collector frees it

        def __del__(self) -> None:
            inside.append(listing[0])
            from_finalizers.append([(m.kind, m.ranks) for m in match.legal_moves()])

    threshold = gc.get_threshold()
    gc.set_threshold(5)
    try:
        kept = []
        for _ in range(200):
            Lister()
            listing[0] = True
            listed = match.legal_moves()
            listing[0] = False
            kept.append(listed)
            assert [(m.kind, m.ranks) for m in listed] == expected
    finally:
        gc.set_threshold(*threshold)
    gc.collect()
    assert len(from_finalizers) >= 100
    assert sum(inside) >= 20  # many ran in the middle of a listing (a third to most of them)
    assert all(seen == expected for seen in from_finalizers)
    assert all([(m.kind, m.ranks) for m in listed] == expected for listed in kept)
