"""The Gymnasium environment of one seat of a game against the library's players
(``zweiundzwanzig.rl.gymnasium_env``).

The agent plays seat ``seat`` (0 unless given); the other seats are played by built-in
policies (``"heuristic"`` unless given), each move seeded from the environment's generator, so
an episode is reproducible from ``reset(seed=...)``. An observation is the dict of the
PettingZoo environment (``"observation"`` and an ``np.int8`` ``"action_mask"``), an action an
action id, and the reward the agent's points of the step negated (0 until a game ends; Big
Two's penalty points, Arschloch's finishing position).

**An action the mask does not allow** changes nothing: the step returns the same observation,
a reward of `ILLEGAL_REWARD` and ``info["illegal_action"] = True``. After `MOST_ILLEGAL` of them
in a row the episode is truncated, so that an agent that only makes illegal moves cannot run
forever. (Gymnasium's checker steps with unmasked random actions.)
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium.error import ResetNeeded

from zweiundzwanzig import _core
from zweiundzwanzig._args import integer, shown
from zweiundzwanzig._args import seed as read_seed
from zweiundzwanzig.games import Game, game_named

from .encodings import Encoding, check_players, encoding_of

ILLEGAL_REWARD = -1.0
"""The reward of an action the mask does not allow."""

MOST_ILLEGAL = 100
"""Illegal actions in a row after which the episode is truncated."""


class SeatEnv(gymnasium.Env):
    """One seat of a game against built-in policies (see the module documentation)."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 (Gymnasium's class attribute)

    def __init__(
        self,
        game: str,
        players: int,
        opponents: str | list[str] | None = None,
        seat: int = 0,
        rules: Any = None,
        render_mode: str | None = None,
    ) -> None:
        self._game: Game = game_named(game)
        self._encoding: Encoding = encoding_of(self._game.name)
        players = check_players(self._game, players)
        seat = integer(seat, "seat", 0, players - 1)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {shown(render_mode)}")
        self._players, self._seat = players, seat
        self._opponents = self._opponent_names(opponents)
        self._rules = self._encoding.episode_rules(self._game, rules)
        self.render_mode = render_mode
        self.observation_space, self.action_space = self._encoding.spaces()
        self._match: Any = None
        self._illegal = 0

    def _opponent_names(self, opponents: str | list[str] | None) -> list[str]:
        names = opponents if opponents is not None else "heuristic"
        if isinstance(names, str):
            listed = [names] * (self._players - 1)
        elif isinstance(names, list | tuple):
            listed = list(names)
        else:
            raise TypeError(
                "opponents are a built-in policy's name or a list of names, one a seat, "
                f"not {type(names).__name__}"
            )
        if len(listed) != self._players - 1:
            raise ValueError(
                f"{self._players} players need {self._players - 1} opponents, not {len(listed)}"
            )
        known = _core.policy_names(self._game.name)
        for name in listed:
            if not isinstance(name, str):
                raise TypeError(
                    f"an opponent is a built-in policy's name, not {type(name).__name__}"
                )
            if name not in known:
                raise ValueError(f"unknown policy {shown(name)}; {self._game.title} has {known}")
        return listed

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """A new match dealt from the environment's generator (seeded by ``seed`` when given),
        played by the opponents up to the agent's first turn. ``options`` is not used."""
        super().reset(seed=None if seed is None else read_seed(seed))
        match_seed = int(self.np_random.integers(0, 2**63))
        self._match = self._game.match_class()(
            players=self._players, rules=self._rules, seed=match_seed
        )
        self._illegal = 0
        self._opponents_play()
        return self._observation(), {}

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        """Plays ``action`` for the agent, then the opponents up to its next turn; `ResetNeeded`
        before the first ``reset`` and after the end of the episode."""
        if self._match is None:
            raise ResetNeeded(f"{self._game.title}: step before reset(): call reset() first")
        if self._match.is_over:
            raise ResetNeeded(
                f"{self._game.title}: the episode is over: call reset() to start another"
            )
        before = self._match.totals[self._seat]
        if not self._made(action):
            self._illegal += 1
            truncated = self._illegal >= MOST_ILLEGAL
            return self._observation(), ILLEGAL_REWARD, False, truncated, {"illegal_action": True}
        self._illegal = 0
        self._opponents_play()
        reward = -float(self._match.totals[self._seat] - before)
        return self._observation(), reward, bool(self._match.is_over), False, {}

    def render(self) -> str | None:
        """The match's transcript so far (``render_mode="ansi"``)."""
        if self.render_mode != "ansi" or self._match is None:
            return None
        return str(self._match.transcript())

    def _made(self, action: Any) -> bool:
        """Whether ``action`` was a legal move of the agent now, and is made."""
        if self._match.is_over:
            return False
        try:
            return bool(self._match.apply_action(action))
        except (TypeError, ValueError):
            return False

    def _opponents_play(self) -> None:
        """The opponents move until it is the agent's turn or the match is over."""
        while not self._match.is_over and self._match.current_player != self._seat:
            p = self._match.current_player
            name = self._opponents[(p - self._seat - 1) % self._players]
            seed = int(self.np_random.integers(0, 2**63))
            self._match.apply(_core.policy_move(self._match, name, seed))

    def _observation(self) -> dict[str, np.ndarray]:
        observation, mask = self._match.encode(self._seat)
        return {"observation": observation, "action_mask": mask}
