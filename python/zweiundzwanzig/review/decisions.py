"""The decisions of a game to review: each seat's view just before it moved, and the move it
made. Today they come from a `Match` replayed from its seed; once game records land this is
``zweiundzwanzig.records.decisions(match.to_record())``, which gives the same `Decision`s."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from zweiundzwanzig.games import game_of


@dataclass(frozen=True)
class Decision:
    """One decision of a game: its number in the whole game (from 0), the seat that made it,
    that seat's view just before the move, and the move played."""

    index: int
    seat: int
    view: Any
    move: Any


def decisions(match: Any) -> list[Decision]:
    """Every seat's decisions of ``match`` (a `Match` of any game), in the order they were made:
    the match replayed from its seed, move by move."""
    game = game_of(match)
    replay = game.match_class()(match.players, match.rules, match.seed)
    found = []
    for index, played in enumerate(json.loads(match.to_json())["moves"]):
        move = game.module.Move(played["kind"], played["cards"])
        seat = replay.current_player
        found.append(Decision(index, seat, replay.view(seat), move))
        replay.apply(move)
    return found
