"""Reading a record of any game: its tags say the game, whose own record module (named by its
registry entry) reads the body. A full record reads into a `Match`, a one-seat record into the
recorder's `View`; `decisions` lists what each seat decided, for the review."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from zweiundzwanzig._core import StateError
from zweiundzwanzig._game import Game
from zweiundzwanzig.games import game_of
from zweiundzwanzig.records.moves import OnMove
from zweiundzwanzig.records.tags import Tags, read_tags
from zweiundzwanzig.records.text import Document, Token, keyed, split


@dataclass(frozen=True)
class Decision:
    """One decision of a record: its number among the record's moves (from 0), the seat that
    made it, that seat's view just before it, and the move made."""

    index: int
    seat: int
    view: Any
    move: Any


def notation(game: Game) -> ModuleType:
    """The module that reads and writes ``game``'s records."""
    return importlib.import_module(game.record)


def parsed(text: str) -> tuple[Document, Tags, ModuleType]:
    """``text`` split with its game's keywords, its tags read, and its game's record module."""
    document = split(text, frozenset())
    tags = read_tags(document)
    module = notation(tags.game)
    return keyed(document, module.KEYWORDS), tags, module


def read_match(text: str, cls: type[Any] | None = None) -> Any:
    """The match a full record holds (``cls``: the `Match` class asked, which must be the
    record's game's)."""
    document, tags, module = parsed(text)
    _check_class(tags, cls, "match_class")
    if tags.recorder is not None:
        raise tags.at["Recorder"].fail(
            "this record holds one seat's cards: read it with View.from_record"
        )
    match = module.replay(document, tags)
    _check_winners(tags, match)
    return match


def read_view(text: str, cls: type[Any] | None = None) -> Any:
    """The recorder's view a one-seat record holds, at its end (``cls``: the `View` class
    asked)."""
    document, tags, module = parsed(text)
    _check_class(tags, cls, "view_class")
    if tags.recorder is None:
        raise Token("", 1, 1).fail(
            'a view is read from one seat\'s record: it names its seat with [Recorder "N"]'
        )
    return module.read_view(document, tags)


def decisions(source: Any) -> list[Decision]:
    """Every decision a record (text) or a match shows: each seat's for a full record or a
    match, the recorder's for a one-seat record."""
    text = source if isinstance(source, str) else write(source)
    document, tags, module = parsed(text)
    if tags.recorder is not None:
        seat = tags.recorder
        return [
            Decision(index, seat, view, move)
            for index, view, move in module.recorder_decisions(document, tags)
        ]
    found: list[Decision] = []

    def on_move(match: Any, token: Token, move: Any) -> None:
        player = match.current_player
        found.append(Decision(len(found), player, match.view(player), move))

    callback: OnMove = on_move
    match = module.replay(document, tags, callback)
    _check_winners(tags, match)
    return found


def write(match: Any, **details: Any) -> str:
    """``match`` as a record of its game (``details``: ``names``, ``date``, ``event``,
    ``site`` for the tags). A match drawn for search (`View.determinize`), whose log holds only
    the hands one seat saw, has no whole table's record: a `StateError` says so."""
    _check_every_hand_known(match)
    text: str = notation(game_of(match)).write(match, **details)
    return text


def _check_every_hand_known(match: Any) -> None:
    for event in match.log:
        unknown = [seat for seat, cards in event.get("hands", ()) if cards is None]
        if event["event"] == "deal" and unknown:
            raise StateError(
                "this match was drawn for search (View.determinize): its log holds only the "
                "hands one seat saw, so it has no whole table's record; write that seat's "
                "record instead (records.write_view(match.view(seat)))"
            )


def write_view(view: Any, **details: Any) -> str:
    """What ``view`` shows, as one seat's record (``details`` as for `write`)."""
    game = game_of(view)
    writer = getattr(notation(game), "write_view", None)
    if writer is None:
        raise TypeError(
            f"a view of {game.title} cannot be written as a record: write its match with "
            "records.write(match, recorder=seat)"
        )
    text: str = writer(view, **details)
    return text


def _check_class(tags: Tags, cls: type[Any] | None, which: str) -> None:
    if cls is None:
        return
    wanted = getattr(tags.game, which)()
    if cls is not wanted:
        raise tags.at["Game"].fail(
            f"this is a record of {tags.game.title}: read it with "
            f"{wanted.__module__}.{wanted.__qualname__}.from_record"
        )


def _check_winners(tags: Tags, match: Any) -> None:
    if tags.winners is None:
        return
    result = match.result
    if result is None:
        raise tags.at["Winners"].fail("the record names winners, but its match is not over")
    if tuple(sorted(tags.winners)) != tuple(sorted(result.winners)):
        won = " ".join(map(str, result.winners))
        raise tags.at["Winners"].fail(f"the winners are {won} by the record's moves")
