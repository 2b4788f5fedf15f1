"""The `Move` objects that Big Two's `legal_moves()` hands out from a ring of recycled objects
(`rust/python/src/pool.rs`): an object is rewritten for a later list only once nothing else holds
it, and only under the same rules (a move keeps the rules it was listed under). These tests pin
that the economy is invisible: every listed move is the move a fresh object of the same cards
and rules would be, and moves or lists still held never change."""

from __future__ import annotations

import gc
import random

from zweiundzwanzig import big_two

RULES = [
    big_two.Rules.standard(),
    big_two.Rules.taiwan(),
    big_two.Rules.pusoy_dos(),
]


def _fresh(move: big_two.Move, rules: big_two.Rules) -> big_two.Move:
    """The same move made by hand under `rules`, not from the ring."""
    if move.is_pass:
        return big_two.Move("pass", rules=rules)
    return big_two.Move("play", str(move), rules=rules)


def _seen(move: big_two.Move) -> tuple[object, ...]:
    return (move.kind, move.cards, move.ranks, move.combination, len(move), str(move), repr(move))


def test_listed_moves_equal_fresh_moves_across_whole_random_matches() -> None:
    # Matches of different rules take turns, so the ring meets objects of other rules (which it
    # must not rewrite: their rules order the cards and name the combination).
    rng = random.Random(31)
    matches = [
        (big_two.Match(players=2 + seed % 3, rules=RULES[seed % 3], seed=seed), RULES[seed % 3])
        for seed in range(12)
    ]
    twins = [big_two.Match(players=2 + s % 3, rules=RULES[s % 3], seed=s) for s in range(12)]
    while any(not m.is_over for m, _ in matches):
        for (match, rules), twin in zip(matches, twins, strict=True):
            if match.is_over:
                continue
            listed = match.legal_moves()
            assert len({id(m) for m in listed}) == len(listed)
            for m in listed:
                fresh = _fresh(m, rules)
                assert m == fresh and hash(m) == hash(fresh)
                assert _seen(m) == _seen(fresh)
            chosen = listed[rng.randrange(len(listed))]
            match.apply(chosen)
            twin.apply(_fresh(chosen, rules))
    for (match, _), twin in zip(matches, twins, strict=True):
        assert match == twin


def test_moves_and_lists_still_held_never_change_while_the_ring_turns() -> None:
    match = big_two.Match(players=4, rules=RULES[1], seed=1)
    held = match.legal_moves()
    expected = [_seen(m) for m in held]
    one = held[-1]
    rng = random.Random(9)
    alive: list[tuple[list[big_two.Move], list[tuple[object, ...]]]] = []
    for seed in range(12):  # many times round the ring
        other = big_two.Match(players=4, rules=RULES[seed % 3], seed=700 + seed)
        while not other.is_over:
            listed = other.legal_moves()
            if rng.random() < 0.01:
                alive.append((listed, [_seen(m) for m in listed]))
            other.apply(listed[rng.randrange(len(listed))])
        gc.collect()
    assert [_seen(m) for m in held] == expected
    assert _seen(one) == expected[-1]
    assert len(alive) > 50
    for listed, seen in alive:
        assert [_seen(m) for m in listed] == seen
    match.apply(one)


def test_listed_moves_are_not_tracked_by_the_cycle_collector() -> None:
    moves = big_two.Match(players=4, seed=2).legal_moves()
    assert moves and not any(gc.is_tracked(m) for m in moves)
