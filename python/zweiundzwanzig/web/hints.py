"""A hint: the advice from the player's view, its moves ranked with their chance to win, its
interval and the points to expect, in the game's words, each row naming the cards of the hand
that make the move so the page can select them."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core import advise
from zweiundzwanzig.display import advice_notes, percent

HINT_ITERATIONS = 300
"""The searches of a hint: the terminal game's."""

HINT_ROWS = 10
"""The most moves a hint lists."""


def hint_json(game: Any, describer: Any, view: Any, seed: int) -> dict[str, Any]:
    """The advice from ``view`` (blocking: run it off the event loop) as the page shows it."""
    advice = advise(view, iterations=HINT_ITERATIONS, seed=seed)
    legal = view.legal_moves()
    moves = describer.moves(view)
    words = game.advice_words
    return {
        "columns": list(words.header()),
        "rows": [_row(i, a, moves[legal.index(a.move)]) for i, a in enumerate(advice[:HINT_ROWS])],
        "notes": advice_notes(advice, words, HINT_ROWS),
    }


def _row(rank: int, advice: Any, move: dict[str, Any]) -> dict[str, Any]:
    searched = advice.visits > 0
    low, high = advice.win_interval if searched else (0.0, 0.0)
    return {
        "rank": rank + 1,
        "move": move["text"],
        "action": move["action"],
        "cards": move["cards"],
        "win": percent(advice.win) if searched else "-",
        "interval": f"{percent(low)} to {percent(high)}" if searched else "not searched",
        "points": f"{advice.points:.1f}" if searched else "-",
        "playouts": advice.visits,
    }
