"""What every game's reader does with a record's tokens: read cards, make a move with the
engine's own check, and check a line that states what follows (a result, a hand) — each
failure a `RecordError` at the token, in the engine's words."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig.records.text import Line, Token

T = TypeVar("T")

OnMove = Callable[[Any, Token, Any], None]
"""Called before each move of a full record is made: (the match, the move's token, the move)."""


def read(token: Token, what: str, parse: Callable[[str], T]) -> T:
    """``parse(token.text)``; the library's error as a `RecordError` at ``token`` naming
    ``what`` was being read."""
    try:
        return parse(token.text)
    except (ZweiundzwanzigError, ValueError, TypeError) as err:
        raise token.fail(f"{token.text!r} is no {what}: {err}") from None


def seat(token: Token, players: int) -> int:
    """The seat a token names (a number from 0)."""
    text = token.text.rstrip(":")
    if not (text.isascii() and text.isdigit()) or len(text) > 3 or int(text) >= players:
        raise token.fail(f"a seat is a number from 0 to {players - 1}, not {token.text!r}")
    return int(text)


def make(
    match: Any,
    token: Token,
    move: Any,
    on_move: OnMove | None = None,
    made: Callable[[], object] | None = None,
) -> None:
    """Makes ``move`` in ``match`` (after ``on_move``), by ``match.apply`` or, given, by
    ``made()`` (a move whose chance the record writes, such as the cards an exchange drew); a
    move the engine refuses is a `RecordError` at ``token`` saying whose turn it was and why."""
    if match.is_over:
        raise token.fail(f"{token.text!r} comes after the match is over")
    player = match.current_player
    if on_move is not None:
        on_move(match, token, move)
    try:
        match.apply(move) if made is None else made()
    except (ZweiundzwanzigError, ValueError, TypeError) as err:
        raise token.fail(f"seat {player} cannot make {token.text!r} here: {err}") from None


def check_line(line: Line | None, expected: str) -> None:
    """Checks that ``line`` (when written) says ``expected``, token for token."""
    if line is None:
        return
    written = " ".join(t.text for t in line.tokens)
    if written.split() != expected.split():
        at = line.tokens[0] if line.tokens else line.start
        raise at.fail(
            f"the {line.start.text} line says {written!r}, but the moves give {expected!r}"
        )
