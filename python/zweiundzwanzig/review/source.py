"""What `review` reads: a `Match` or `View` of any game, or record text, as the game and its
decisions (``zweiundzwanzig.records.decisions``: each seat's view just before its move, and
the move)."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig import records
from zweiundzwanzig.games import game_of
from zweiundzwanzig.records import Decision


def read(source: Any) -> tuple[Any, list[Decision], int]:
    """The game of ``source`` (its registry entry), its decisions, and its number of seats."""
    if isinstance(source, str):
        return _from_record(source)
    try:
        game = game_of(source)
    except TypeError:
        raise TypeError(
            "source must be a Match or View of any game, or record text, not "
            f"{type(source).__name__}"
        ) from None
    if isinstance(source, game.match_class()):
        return game, records.decisions(source), source.players
    if isinstance(source, game.view_class()):
        return _from_record(records.write_view(source))
    raise TypeError(f"source must be a Match or View of a game, not {type(source).__name__}")


def _from_record(text: str) -> tuple[Any, list[Decision], int]:
    found = records.decisions(text)
    if not found:
        raise ValueError("source: the record holds no decision to review")
    view = found[0].view
    return game_of(view), found, view.players
