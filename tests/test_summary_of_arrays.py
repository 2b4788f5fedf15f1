"""`Summary.from_arrays` sums a block of games at a time (issue 31: no uint64 copy of the whole
arrays): its summary equals the one the plain way gives (uint64 copies of the whole arrays,
summed at once) on random arrays of any size, values up to the dtypes' largest, with blocks of
any size; and a run's arrays are the same whether they come in one chunk (kept, not copied) or
many (joined)."""

from __future__ import annotations

import importlib
from typing import Any

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.simulate import Summary

# The module (the package's `simulate` is the function).
simulate = importlib.import_module("zweiundzwanzig.simulate")


def plain_summary(places: Any, totals: Any, deals: Any, policies: Any) -> Summary:
    """The summary as `from_arrays` made it before issue 31: whole uint64 copies, one sum."""
    t = totals.astype(np.uint64)
    d = deals.astype(np.uint64)
    return Summary.from_counts(
        places.shape[1],
        policies,
        {
            "games": places.shape[0],
            "wins": (places == 1).sum(axis=0),
            "totals": t.sum(axis=0),
            "totals_sq": (t * t).sum(axis=0),
            "places": places.astype(np.uint64).sum(axis=0),
            "deals": int(d.sum()),
            "deals_sq": int((d * d).sum()),
        },
    )


def random_arrays(rng: np.random.Generator, games: int, players: int) -> tuple[Any, Any, Any]:
    """Places, totals and deals of `games` made-up matches, over the dtypes' whole range."""
    places = rng.integers(0, players + 1, (games, players), dtype=np.uint8)
    totals = rng.integers(0, 1 << 16, (games, players), dtype=np.uint16)
    deals = rng.integers(0, 1 << 16, games, dtype=np.uint16)
    return places, totals, deals


@pytest.mark.parametrize("cells", [1, 7, 64, 1 << 16])
@pytest.mark.parametrize("players", [2, 4, 11, 32])
def test_summary_of_arrays_is_the_plain_one(monkeypatch, cells, players):
    monkeypatch.setattr(simulate, "_SUMMED_CELLS", cells)
    rng = np.random.default_rng(cells * 100 + players)
    names = tuple(f"p{i}" for i in range(players))
    for games in (0, 1, 2, 3, 63, 64, 65, 1000, int(rng.integers(1, 5000))):
        arrays = random_arrays(rng, games, players)
        blocked = Summary.from_arrays(*arrays, names)
        plain = plain_summary(*arrays, names)
        assert blocked == plain
        assert (blocked.deals, blocked.deals_sq, blocked.games) == (
            plain.deals,
            plain.deals_sq,
            plain.games,
        )


def test_summary_of_a_non_contiguous_slice_is_the_plain_one(monkeypatch):
    monkeypatch.setattr(simulate, "_SUMMED_CELLS", 16)
    rng = np.random.default_rng(31)
    places, totals, deals = random_arrays(rng, 500, 6)
    sliced = (places[::3, ::2], totals[::3, ::2], deals[::3])
    names = ("a", "b", "c")
    assert Summary.from_arrays(*sliced, names) == plain_summary(*sliced, names)


@pytest.mark.parametrize("game", ["zweiundzwanzig", "arschloch", "big_two"])
def test_a_run_in_one_chunk_equals_the_run_in_many(game):
    whole = zz.simulate(700, game=game, players=4, seed=31, threads=2)
    chunked = zz.simulate(700, game=game, players=4, seed=31, threads=1, chunk_size=90)
    assert whole == chunked
    for name, dtype in (("places", np.uint8), ("totals", np.uint16), ("deals", np.uint16)):
        a, b = getattr(whole, name), getattr(chunked, name)
        assert a.dtype == b.dtype == dtype
        assert a.flags.c_contiguous and a.flags.writeable
    assert whole.summary == plain_summary(whole.places, whole.totals, whole.deals, whole.policies)


@pytest.mark.parametrize("chunks", [1, 2, 3, 7])
def test_joined_arrays_are_concatenated_ones(chunks):
    """`_joined` gives what `np.concatenate` of the chunks' arrays gives (values, dtype,
    shape), for chunks of any size, empty ones too."""
    rng = np.random.default_rng(chunks)
    for players in (2, 5):
        sizes = [int(n) for n in rng.integers(0, 300, chunks)]
        parts = [
            dict(zip(("places", "totals", "deals"), random_arrays(rng, n, players), strict=True))
            for n in sizes
        ]
        for name in ("places", "totals", "deals"):
            plain = np.concatenate([part[name] for part in parts])
            joined = simulate._joined([dict(part) for part in parts], name, plain.dtype, (0,))
            assert joined.dtype == plain.dtype and joined.shape == plain.shape
            assert np.array_equal(joined, plain)


def test_joined_arrays_of_no_chunk_and_of_one():
    assert simulate._joined([], "places", np.uint8, (0, 4)).shape == (0, 4)
    only = np.arange(12, dtype=np.uint16).reshape(3, 4)
    assert simulate._joined([{"totals": only}], "totals", np.uint16, (0, 4)) is only
