"""A full Big Two record read into a match: each game dealt, its moves made, its result checked."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._core.big_two import Match, Move, Rules
from zweiundzwanzig.big_two.record.dealt import _deal
from zweiundzwanzig.big_two.record.written import Result, Written, _card, _games
from zweiundzwanzig.records import Tags, Token, make
from zweiundzwanzig.records.moves import OnMove


def replay(document: Any, tags: Tags, on_move: OnMove | None = None) -> Match:
    """A full record read into a `Match`: from its ``[Seed]``, every written deal, face-up card,
    leader and result checked against what the seed deals and the moves make; without one, every
    game dealt as written. ``on_move(match, token, move)`` is called before each move is made."""
    m = Match(players=tags.players, rules=tags.rules, seed=tags.seed or 0)
    games = _games(document, tags)
    if not games and tags.seed is None:
        raise document.end.fail("a record without [Seed] writes its first game: `Game 1`")
    since = 0  # the log before it is final: it ends with the last game's end
    for game in games:
        _deal(m, game, tags, since)
        _play(m, game, on_move)
        since = _check_result(m, game, since)
    return m


def _play(m: Match, game: Written, on_move: OnMove | None) -> None:
    """The game's moves made in turn, each checked by the rules."""
    for token in game.moves:
        if m.game != game.number and not m.is_over:
            raise token.fail(
                f"a move after game {game.number} is over: game "
                f"{m.game} starts with its `Game {m.game}` line",
            )
        make(m, token, _move(token, m.rules), on_move)


def _move(token: Token, rules: Rules) -> Move:
    """A move token: ``pass``, or cards joined by ``-``."""
    if token.text.lower() == "pass":
        return Move("pass")
    cards, column = [], token.column
    for part in token.text.split("-"):
        cards.append(_card(Token(part, token.line, column)))
        column += len(part) + 1
    try:
        return Move("play", cards, rules)
    except ZweiundzwanzigError as e:
        raise token.fail(str(e)) from None


def _game_over(m: Match, number: int, since: int) -> tuple[int, dict[str, Any] | None]:
    """The end of game ``number`` in the log from ``since`` on, and where the log after it
    starts (``since`` while the game is not over)."""
    for at, e in enumerate(m._log_since(since), start=since):
        if e["event"] == "game_over" and e["game"] == number:
            return at + 1, e
    return since, None


def _check_result(m: Match, game: Written, since: int) -> int:
    """The written result is the one the moves make; returns where the log after the game's
    end starts (the log is read from ``since`` on)."""
    since, over = _game_over(m, game.number, since)
    if game.result is None:
        return since
    result, at = game.result
    if over is None:
        raise at.fail(f"game {game.number} is not over: its result follows its last play")
    made = Result(over["winner"], over["penalties"], over["totals"])
    for part in ("winner", "penalties", "totals"):
        written, real = getattr(result, part), getattr(made, part)
        if written is not None and written != real:
            raise at.fail(
                f"the result does not follow from the moves: the {part} are "
                f"{_shown(real)}, not {_shown(written)}",
            )
    return since


def _shown(value: int | list[int]) -> str:
    return " ".join(map(str, value)) if isinstance(value, list) else str(value)
