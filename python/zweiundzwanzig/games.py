"""The games of the library, by name: what `simulate`, `tournament`, `advise`, the CLI and the
terminal game look up to play any of them.

>>> from zweiundzwanzig.games import game_named
>>> game_named("arschloch").title, game_named("arschloch").players
('Arschloch', range(2, 12))
>>> game_named("zweiundzwanzig").rules_class().standard()
Rules.standard()
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any

from zweiundzwanzig import _core
from zweiundzwanzig._args import shown
from zweiundzwanzig._core import MAX_PLAYERS, RulesError
from zweiundzwanzig._core import arschloch as _arschloch
from zweiundzwanzig._core import big_two as _big_two


@dataclass(frozen=True)
class Game:
    """One game: its name, its classes' module, its table sizes and what its rounds are."""

    name: str
    title: str
    module: ModuleType
    players: range
    default_players: int
    rounds: str
    """What a match counts: ``"deals"`` (the family) or ``"games"`` (Arschloch, Big Two)."""
    public_actions: bool
    """Whether an RL action id tells only what every player saw (the cards played), or, when
    False, also where they lay in the mover's hand (the family's ids are places in a hand)."""

    def rules_class(self) -> type[Any]:
        """The game's ``Rules`` class."""
        cls: type[Any] = self.module.Rules
        return cls

    def match_class(self) -> type[Any]:
        """The game's ``Match`` class."""
        cls: type[Any] = self.module.Match
        return cls

    def view_class(self) -> type[Any]:
        """The game's ``View`` class."""
        cls: type[Any] = self.module.View
        return cls

    def rules(self, rules: Any) -> Any:
        """``rules`` as this game's rule set: one of its ``Rules``, a preset name, or None for
        the standard rules. Another game's rules are a `RulesError` that names both games."""
        cls = self.rules_class()
        if rules is None:
            return cls.standard()
        if isinstance(rules, str):
            return cls.preset_named(rules)
        if isinstance(rules, cls):
            return rules
        other = next((g for g in GAMES.values() if isinstance(rules, g.rules_class())), None)
        if other is not None:
            raise RulesError(
                f"rules of {other.title} given for a game of {self.title}: "
                f"use {cls.__module__}.Rules"
            )
        raise TypeError(
            f"rules must be a {self.title} Rules or a preset name, not {type(rules).__name__}"
        )


GAMES: dict[str, Game] = {
    "zweiundzwanzig": Game(
        "zweiundzwanzig", "Zweiundzwanzig", _core, range(2, MAX_PLAYERS + 1), 4, "deals", False
    ),
    "arschloch": Game("arschloch", "Arschloch", _arschloch, range(2, 12), 4, "games", True),
    "big_two": Game(
        "big_two", "Big Two", _big_two, range(2, _big_two.MAX_PLAYERS + 1), 4, "games", True
    ),
}
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
