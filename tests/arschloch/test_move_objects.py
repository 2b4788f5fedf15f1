"""The `Move` objects that Arschloch's `legal_moves()` hands out from a ring of recycled objects
(`rust/python/src/pool.rs`): an object is rewritten for a later list only once nothing else holds
it. These tests pin that the economy is invisible: every listed move is the move a fresh object
of the same cards would be, and moves or lists still held never change."""

from __future__ import annotations

import gc
import random

from zweiundzwanzig import arschloch


def _fresh(move: arschloch.Move) -> arschloch.Move:
    """The same move made by hand, not from the ring."""
    return arschloch.Move("pass") if move.is_pass else arschloch.Move("play", str(move))


def test_listed_moves_equal_fresh_moves_across_whole_random_matches() -> None:
    # The ring rewrites objects from one list to the next: each must read exactly as the move
    # made anew, in every respect Python can see, and apply exactly as it does.
    rng = random.Random(31)
    for seed in range(30):
        match = arschloch.Match(players=4 + seed % 7, seed=seed)
        twin = arschloch.Match(players=4 + seed % 7, seed=seed)
        while not match.is_over:
            listed = match.legal_moves()
            assert len({id(m) for m in listed}) == len(listed)
            for m in listed:
                fresh = _fresh(m)
                assert m == fresh and hash(m) == hash(fresh)
                assert (m.kind, m.ranks, m.cards, m.is_pass, len(m), str(m), repr(m)) == (
                    fresh.kind,
                    fresh.ranks,
                    fresh.cards,
                    fresh.is_pass,
                    len(fresh),
                    str(fresh),
                    repr(fresh),
                )
            chosen = listed[rng.randrange(len(listed))]
            match.apply(chosen)
            twin.apply(_fresh(chosen))
        assert match == twin


def test_moves_and_lists_still_held_never_change_while_the_ring_turns() -> None:
    match = arschloch.Match(players=6, seed=1)
    held = match.legal_moves()
    expected = [(m.kind, m.ranks) for m in held]
    one = held[0]
    rng = random.Random(9)
    alive: list[tuple[list[arschloch.Move], list[tuple[str, tuple[str, ...]]]]] = []
    for seed in range(40):  # many times round the ring
        other = arschloch.Match(players=8, seed=500 + seed)
        while not other.is_over:
            listed = other.legal_moves()
            if rng.random() < 0.02:
                alive.append((listed, [(m.kind, m.ranks) for m in listed]))
            other.apply(listed[rng.randrange(len(listed))])
        gc.collect()
    assert [(m.kind, m.ranks) for m in held] == expected
    assert (one.kind, one.ranks) == expected[0]
    assert len(alive) > 50
    for listed, seen in alive:
        assert [(m.kind, m.ranks) for m in listed] == seen
    match.apply(one)


def test_listed_moves_are_not_tracked_by_the_cycle_collector() -> None:
    moves = arschloch.Match(players=4, seed=2).legal_moves()
    assert moves and not any(gc.is_tracked(m) for m in moves)
