"""What every game's writer shares: the tags of a match (its seed written only when the
match replays from it) and the layout of a record's text."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig.games import game_of
from zweiundzwanzig.records.tags import Tags, tag_lines

LINE_WIDTH = 100
"""The longest line of moves a writer makes (a longer run of moves is wrapped)."""


def match_tags(match: Any, **details: Any) -> Tags:
    """The tags of ``match``: its game, rules and table, ``[Seed]`` when the match replays
    from its seed (not for a match read from a record without one), ``[Winners]`` when it is
    over; ``details`` are the optional ``names``, ``date``, ``event``, ``site``, ``recorder``."""
    result = match.result
    return Tags(
        game=game_of(match),
        rules=match.rules,
        players=match.players,
        seed=match.seed if replays_from_seed(match) else None,
        winners=None if result is None else tuple(result.winners),
        **details,
    )


def replays_from_seed(match: Any) -> bool:
    """Whether the match's seed deals what the match was dealt (its moves replayed from the
    seed lead to it): false for a match dealt as a record without a seed wrote."""
    try:
        type(match).from_json(match.to_json())
    except ZweiundzwanzigError:
        return False
    return True


def header(keyword: str, number: int | None = None, rest: str = "") -> str:
    """A header line: ``Hand 2: 3♦ 4♣``, ``Game 1``, ``Dealer: 0``."""
    head = keyword if number is None else f"{keyword} {number}"
    return f"{head}: {rest}" if rest else head


def moves_lines(tokens: Iterable[str], width: int = LINE_WIDTH) -> list[str]:
    """Move tokens as lines of at most ``width`` characters (a longer token on its own)."""
    lines: list[str] = []
    line = ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > width:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    if line:
        lines.append(line)
    return lines


def record_text(tags: Tags, body: Iterable[str]) -> str:
    """The record: the tag section, a blank line, the body's lines; a newline at the end."""
    return "\n".join([*tag_lines(tags), "", *body]) + "\n"
