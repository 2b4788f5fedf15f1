"""The games of the library, by name: the one registry that `simulate`, `tournament`,
`advise`, the command line, the terminal game and the frameworks look up to play any of them.
Each game builds its own entry (a `Game`) in its package's ``game.py``; this module lists them.

>>> from zweiundzwanzig.games import game_named
>>> game_named("arschloch").title, game_named("arschloch").players
('Arschloch', range(2, 12))
>>> game_named("zweiundzwanzig").rules_class().standard()
Rules.standard()
"""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._args import shown
from zweiundzwanzig._core import RulesError
from zweiundzwanzig._game import Bounds, Explanations, Framework, Game
from zweiundzwanzig.arschloch.game import GAME as ARSCHLOCH
from zweiundzwanzig.big_two.game import GAME as BIG_TWO
from zweiundzwanzig.family.game import GAME as FAMILY

__all__ = [
    "GAMES",
    "Bounds",
    "Explanations",
    "Framework",
    "Game",
    "game_named",
    "game_of",
    "rules_for",
]

GAMES: dict[str, Game] = {game.name: game for game in (FAMILY, ARSCHLOCH, BIG_TWO)}
"""Every game, by the name `simulate(game=...)` and the CLI's ``--game`` take."""


def game_named(name: str) -> Game:
    """The game called ``name``; a `ValueError` listing the games otherwise."""
    if not isinstance(name, str):
        raise TypeError(f"game must be a game's name (a str), not {type(name).__name__}")
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {shown(name)}; the games are {', '.join(GAMES)}") from None


def game_of(obj: Any) -> Game:
    """The game a match, view or rule set belongs to; a `TypeError` for anything else."""
    for game in GAMES.values():
        for attr in ("Match", "View", "Rules"):
            cls = getattr(game.module, attr, None)
            if cls is not None and isinstance(obj, cls):
                return game
    raise TypeError(f"not a match, view or rule set of any game: {type(obj).__name__}")


def rules_for(game: Game, rules: Any) -> Any:
    """``rules`` as ``game``'s rule set: one of its ``Rules``, a preset name, or None for the
    standard rules. Another game's rules are a `RulesError` that names both games."""
    cls = game.rules_class()
    if rules is None:
        return cls.standard()
    if isinstance(rules, str):
        return cls.preset_named(rules)
    if isinstance(rules, cls):
        return rules
    other = next((g for g in GAMES.values() if isinstance(rules, g.rules_class())), None)
    if other is not None:
        raise RulesError(
            f"rules of {other.title} given for a game of {game.title}: use {cls.__module__}.Rules"
        )
    raise TypeError(
        f"rules must be a {game.title} Rules or a preset name, not {type(rules).__name__}"
    )
