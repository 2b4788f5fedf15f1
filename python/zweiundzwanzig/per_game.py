"""Each game's results in a run's matches (``simulate(..., per_game=True)``): the points every
seat took in every deal of a match (the family's deals, Big Two's and Arschloch's games) and its
place in that deal.

``game_points[m, d, p]`` (uint16) is what seat ``p``'s total grew by in deal ``d`` of match ``m``:
the family's loss points, Big Two's penalty points, Arschloch's finishing position, so that
lower is better in every game and a seat's ``totals`` are its points summed over the deals.
``game_places[m, d, p]`` (uint8) is its place in the deal, 1 the best, seats with the same points
sharing a place and the next ones skipped (1, 2, 2, 4). A run's arrays are as wide as its
longest match: the deals after a match's last are `NOT_DEALT` in ``game_points`` and 0 in
``game_places``, as is a family player out of the match for the deals after it went out.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

NOT_DEALT = int(np.iinfo(np.uint16).max)
"""``game_points`` of a seat not dealt in (a family player out of the match) and after a
match's last deal: never a deal's points (a family deal costs at most 13, a Big Two game at
most 1,088, an Arschloch game at most 32)."""

Points = npt.NDArray[np.uint16]
Places = npt.NDArray[np.uint8]


def places(points: Points) -> Places:
    """Each seat's place in each deal of `points` (matches × deals × players): 1 plus the seats
    dealt in with fewer points, 0 where `points` is `NOT_DEALT`."""
    out = np.zeros(points.shape, dtype=np.uint8)
    for p in range(points.shape[-1]):
        mine = points[..., p : p + 1]
        out[..., p] = 1 + (points < mine).sum(axis=-1, dtype=np.uint8)
    out[points == NOT_DEALT] = 0
    return out


def padded(points: Points, deals: int) -> Points:
    """`points` widened to `deals` deals a match, the new deals `NOT_DEALT`."""
    matches, have, players = points.shape
    if have == deals:
        return points
    out = np.full((matches, deals, players), NOT_DEALT, dtype=np.uint16)
    out[:, :have] = points
    return out


MOST_BYTES = 1 << 32
"""The most bytes a run's per-game arrays may take together (4 GiB): points and places of every
match, each as wide as the longest match of the run."""


def joined(parts: list[Any], players: int) -> Points:
    """The chunks' points, one after another, padded to the longest match of any; a
    `MemoryError` when they would pass `MOST_BYTES` with their places."""
    deals = max((part.shape[1] for part in parts), default=0)
    if not parts:
        return np.full((0, 0, players), NOT_DEALT, dtype=np.uint16)
    matches = sum(part.shape[0] for part in parts)
    if matches * deals * players * 3 > MOST_BYTES:
        raise MemoryError(
            f"the per-game results of {matches:,} matches of up to {deals:,} deals would take "
            "more than 4 GiB; run fewer games with per_game=True"
        )
    return np.concatenate([padded(np.asarray(part, dtype=np.uint16), deals) for part in parts])


def played(deals: npt.NDArray[np.uint16], width: int) -> npt.NDArray[np.bool_]:
    """Matches × `width`: True for the deals a match has (its first ``deals[m]``)."""
    mask: npt.NDArray[np.bool_] = np.arange(width) < deals.astype(np.int64)[:, None]
    return mask
