"""A one-seat Big Two record read into the recorder's views: the view at its end, each decision."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core.big_two import Move, View
from zweiundzwanzig.big_two.record.replay import _move, replay
from zweiundzwanzig.big_two.record.walk import _recorder, _walk
from zweiundzwanzig.big_two.record.written import _games
from zweiundzwanzig.records import Tags, Token

Decision = tuple[int, View, Move]


def read_view(document: Any, tags: Tags) -> View:
    """A one-seat record read as the recorder's `View` at its end, which must be the recorder's
    turn in a game being played (a record that ends at another seat's turn, between games or
    with the match over is refused). With a ``[Seed]`` the match is replayed from it (the
    recorder's hands checked against it) and may end anywhere."""
    recorder = _recorder(tags)
    if tags.seed is not None:
        return replay(document, tags).view(recorder)
    view: View | None = None
    for _, token, seen, standing in _walk(tags, _games(document, tags)):
        if seen.turns.winner is None and seen.turns.to_move == recorder:
            view = seen.view(tags, standing)
        elif token is None:
            view = None
    if view is None:
        raise document.end.fail(
            "a one-seat record is read as the recorder's view at their turn in a game being "
            "played; this one ends elsewhere"
        )
    return view


def recorder_decisions(document: Any, tags: Tags) -> list[Decision]:
    """Each decision of the recorder in a one-seat record: the index of its move among all the
    record's moves, the recorder's view just before it, the move."""
    recorder = _recorder(tags)
    if tags.seed is not None:
        return _seeded_decisions(document, tags, recorder)
    out: list[Decision] = []
    for index, token, seen, standing in _walk(tags, _games(document, tags)):
        if token is not None and seen.turns.to_move == recorder:
            out.append((index, seen.view(tags, standing), _move(token, tags.rules)))
    return out


def _seeded_decisions(document: Any, tags: Tags, recorder: int) -> list[Decision]:
    out: list[Decision] = []
    count = 0

    def on_move(m: Any, _token: Token, move: Any) -> None:
        nonlocal count
        if m.current_player == recorder:
            out.append((count, m.view(recorder), move))
        count += 1

    replay(document, tags, on_move)
    return out
