"""What `review` reads: a `Match` or `View` of any game, or record text, as the game and its
decisions."""

from __future__ import annotations

import importlib
from typing import Any

from zweiundzwanzig.games import game_of
from zweiundzwanzig.review.decisions import Decision, decisions


def _records() -> Any:
    """The records package, once it is in this build (None before)."""
    try:
        return importlib.import_module("zweiundzwanzig.records")
    except ImportError:
        return None


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
        return game, decisions(source), source.players
    if isinstance(source, game.view_class()):
        to_record = getattr(source, "to_record", None)
        if to_record is None:
            raise TypeError(
                "source: reviewing a View needs game records, which this build does not have; "
                "review the Match"
            )
        return _from_record(to_record())
    raise TypeError(f"source must be a Match or View of a game, not {type(source).__name__}")


def _from_record(text: str) -> tuple[Any, list[Decision], int]:
    records = _records()
    if records is None or not hasattr(records, "decisions"):
        raise ValueError(
            "source: record text cannot be read by this build (game records are not in it "
            "yet); review a Match, or a JSON match file"
        )
    found = records.decisions(text)
    if not found:
        raise ValueError("source: the record holds no decision to review")
    view = found[0].view
    return game_of(view), list(found), view.players
