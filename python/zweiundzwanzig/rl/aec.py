"""The PettingZoo AEC environment of a game (``zweiundzwanzig.rl.pettingzoo_env``).

Agents are ``"player_0"`` ... in seat order; the agent to act is the match's player to move.
An observation is a dict: ``"observation"``, what that player may know as float32 numbers in
[0, 1], and ``"action_mask"``, an ``np.int8`` mask over the game's action ids (all 0 when it
is not that player's turn). Both are written by the engine into arrays the environment keeps
(``docs/rl.md`` gives each game's layout). An action is an action id; one the mask does not
allow is an `IllegalMoveError` naming the seat and the move, and leaves the game unchanged.

Rewards are the change in each player's points, negated: 0 until a game ends, then minus the
points each player took (Big Two's penalty points, Arschloch's finishing position). An
episode is the match of the rules given; with ``rules=None`` it is one game of the standard
rules.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.error import ResetNeeded
from gymnasium.utils import seeding
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from zweiundzwanzig._args import seed as read_seed
from zweiundzwanzig._args import shown
from zweiundzwanzig._core import IllegalMoveError
from zweiundzwanzig.games import Game, game_named

from .encodings import Encoding, check_players, encoding_of

RENDER_MODES = ("human", "ansi")
"""The render modes: the transcript printed, or returned as text."""


class CardGameEnv(AECEnv):  # type: ignore[misc]
    """A game of the library as a PettingZoo AEC environment (see the module documentation)."""

    def __init__(
        self,
        game: str,
        players: int,
        rules: Any = None,
        render_mode: str | None = None,
        reuse_arrays: bool = False,
    ) -> None:
        super().__init__()
        self._game: Game = game_named(game)
        self._encoding: Encoding = encoding_of(self._game.name)
        players = check_players(self._game, players)
        if render_mode not in (None, *RENDER_MODES):
            raise ValueError(
                f"render_mode must be None, 'human' or 'ansi', not {shown(render_mode)}"
            )
        self._rules = self._encoding.episode_rules(self._game, rules)
        self.render_mode = render_mode
        self.metadata = {
            "render_modes": list(RENDER_MODES),
            "is_parallelizable": False,
            "name": f"zweiundzwanzig_{self._game.name}_v0",
        }
        self.possible_agents = [f"player_{p}" for p in range(players)]
        self._seats = {a: p for p, a in enumerate(self.possible_agents)}
        self.agents: list[str] = []
        self._observation_space, self._action_space = self._encoding.spaces()
        self._np_random, _ = seeding.np_random(None)
        self._match: Any = None
        self._kept = [self._arrays() for _ in self.possible_agents] if reuse_arrays else None

    def _arrays(self) -> dict[str, np.ndarray]:
        """An observation dict of zeros, for an agent's kept arrays."""
        return {
            "observation": np.zeros(self._encoding.observation_size, np.float32),
            "action_mask": np.zeros(self._encoding.actions, np.int8),
        }

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The same cached space for every agent."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The same cached space for every agent: one id a move of the game."""
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new match: dealt from ``seed`` when given, else from the environment's generator
        (itself seeded by the last seed given). ``options`` is accepted, as PettingZoo asks,
        and not used."""
        if seed is not None:
            self._np_random, _ = seeding.np_random(read_seed(seed))
        match_seed = int(self._np_random.integers(0, 2**63))
        match_class = self._game.match_class()
        self._match = match_class(
            players=len(self.possible_agents), rules=self._rules, seed=match_seed
        )
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._rewarded = False
        self._totals = self._match.totals
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._agent(self._match.current_player)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """What ``agent`` may know, with the mask of its legal moves: new arrays each call, or
        with ``reuse_arrays`` the agent's own arrays, written again."""
        seat = self._seat_of(agent)
        if self._kept is not None:
            kept = self._kept[seat]
            self._match.encode(seat, kept["observation"], kept["action_mask"])
            return kept
        observation, mask = self._match.encode(seat)
        return {"observation": observation, "action_mask": mask}

    def step(self, action: Any) -> None:
        """Plays ``action`` (an action id) for the agent to act; `ResetNeeded` before the first
        ``reset`` and once every agent is done."""
        if self._match is None:
            raise ResetNeeded(f"{self._game.title}: step before reset(): call reset() first")
        if not self.agents:
            raise ResetNeeded(
                f"{self._game.title}: the episode is over: call reset() to start another"
            )
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        match = self._match
        if not match.apply_action(action):
            raise self._illegal(self._seats[agent], action)
        self._cumulative_rewards[agent] = 0.0
        self._reward(match.totals)
        if match.is_over:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[match.current_player]
        if self.render_mode == "human":
            self.render()

    def _reward(self, totals: list[int]) -> None:
        """Rewards the points each player took since the last step (when any did, or did at
        the last step: the rewards are set back to 0), and adds them up."""
        before, self._totals = self._totals, totals
        if totals == before and not self._rewarded:
            return
        for a, b, t in zip(self.agents, before, totals, strict=True):
            self.rewards[a] = float(b - t)
        self._rewarded = totals != before
        self._accumulate_rewards()

    def _illegal(self, seat: int, action: Any) -> IllegalMoveError:
        """The error of an action id the mask does not allow: what it stands for, if anything."""
        title = self._game.title
        try:
            move = self._encoding.move_of(int(action), self._match)
        except (TypeError, ValueError) as e:
            return IllegalMoveError(f"{title}: player {seat}: {e}")
        return IllegalMoveError(f"{title}: player {seat} cannot make action {action} ({move})")

    def render(self) -> str | None:
        """The match as text (its transcript so far): printed for ``"human"``, returned for
        ``"ansi"``."""
        if self._match is None:
            return None
        text = str(self._match.transcript())
        if self.render_mode == "human":
            print(text.splitlines()[-1] if text else "")
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""

    def _seat_of(self, agent: str) -> int:
        """The seat of ``agent``: `ResetNeeded` before the first ``reset``, a `ValueError` for
        a name that is no agent."""
        if self._match is None:
            raise ResetNeeded(f"{self._game.title}: observe before reset(): call reset() first")
        if agent not in self._seats:
            raise ValueError(
                f"{shown(agent)} is no agent; the agents are player_0 to "
                f"player_{len(self.possible_agents) - 1}"
            )
        return self._seats[agent]

    def _agent(self, seat: int | None) -> str:
        return self.possible_agents[seat if seat is not None else 0]
