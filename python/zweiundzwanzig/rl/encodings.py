"""How each game's moves and views become numbers for the frameworks: the size of its
observations, its action ids, and the rules of an episode. The numbers are written by the
engine (``docs/rl.md``) and named by each game's entry (``Game.framework``); this module gives
them the frameworks' shapes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from gymnasium import spaces

from zweiundzwanzig._args import integer
from zweiundzwanzig._core import RulesError
from zweiundzwanzig.games import GAMES, Game, rules_for


@dataclass(frozen=True)
class Encoding:
    """One game's encoding: ``observation_size`` numbers a view (its ``View.observation()``),
    ``actions`` action ids (its ``View.action_mask()``)."""

    observation_size: int
    actions: int
    one_game: Callable[[Any], Any]
    """The rules of one game of the standard preset (an episode when no rules are given)."""
    not_taken: Callable[[Any], str | None]
    """Why a rule set has a decision that no action id takes (None: every decision has ids)."""

    @staticmethod
    def move_of(action: int, match: Any) -> Any:
        """The move of an action id for the player to move in a match, as their view reads it
        (a `ValueError` for a number that is no id, or no move of the hand where ids are the
        hand's places)."""
        return match.view(match.current_player).action_move(action)

    def spaces(self) -> tuple[spaces.Dict, spaces.Discrete]:
        """The observation space (the dict of ``"observation"`` and ``"action_mask"``) and the
        action space of this game."""
        observation = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self.observation_size,), dtype=np.float32),
                "action_mask": spaces.Box(0, 1, (self.actions,), dtype=np.int8),
            }
        )
        return observation, spaces.Discrete(self.actions)

    def episode_rules(self, game: Game, rules: Any) -> Any:
        """``rules`` as ``game``'s rule set; ``None``: one game of the standard rules (for the
        family, whose games are deals, one whole match)."""
        standard = game.rules_class().standard()
        chosen = self.one_game(standard) if rules is None else rules_for(game, rules)
        why = self.not_taken(chosen)
        if why is not None:
            raise RulesError(f"{game.title} in the frameworks: {why}")
        return chosen


def _encoding(game: Game) -> Encoding:
    framework = game.framework
    return Encoding(
        observation_size=framework.observation_size,
        actions=framework.actions,
        one_game=framework.one_game,
        not_taken=framework.not_taken,
    )


ENCODINGS: dict[str, Encoding] = {name: _encoding(game) for name, game in GAMES.items()}
"""Each game's encoding, by name (from the game's entry in `zweiundzwanzig.games`)."""


def check_players(game: Game, players: Any) -> int:
    """``players`` as an int if ``game`` is for that many players; else a `ValueError` (a
    `TypeError` for a bool or a non-integer)."""
    shown = table_sizes(game)
    low, high = shown.start, shown.stop - 1
    says = f"{game.title} is for {low} to {high} players"
    return integer(players, "players", low, high, ValueError, says=says)


def table_sizes(game: Game) -> range:
    """The table sizes of ``game`` the frameworks play: those its observation shows exactly."""
    return game.framework.players or game.players


def encoding_of(game: str) -> Encoding:
    """The encoding of ``game``; a `ValueError` for a game without one yet."""
    try:
        return ENCODINGS[game]
    except KeyError:
        raise ValueError(
            f"no framework encoding for {game!r} yet; the encoded games are {', '.join(ENCODINGS)}"
        ) from None
