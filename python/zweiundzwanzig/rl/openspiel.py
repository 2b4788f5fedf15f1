"""The library's games as OpenSpiel games (``zweiundzwanzig.rl.register_openspiel``; the
``openspiel`` extra: ``pip install "zweiundzwanzig[openspiel]"``).

``python_big_two``, ``python_arschloch`` and ``python_zweiundzwanzig`` take the parameters
``players`` (4 by default) and ``rules`` (a preset name, ``"standard"`` by default). An episode
is one game of Big Two or of Arschloch (the preset with ``games=1``, as ``rl.encodings`` plays
``rules=None``), and one whole match of the Zweiundzwanzig family.

**Chance** is the deal: the first 8 nodes of every episode are chance nodes, each one byte of
the 64-bit seed (256 equally likely outcomes, the most significant byte first) from which the
engine's ``Match(players=, rules=, seed=)`` then deals. Later chance (the family's later deals,
its stock) comes from that seed inside the engine: it is no chance node, and no player sees it
before the cards show.

**Actions** are the game's action ids (``View.action_mask``, ``encoding.move_of``), the legal
ones sorted. **Returns** come at the end: Big Two minus the penalty points of the game, Arschloch
minus the finishing position (1 for the first out), the family ``1 / len(winners)`` to each
winner and 0 to the others (``docs/openspiel.md`` says why).

**Information states** are the engine's view as JSON (``View.to_json()``): the player's hand,
everything public, and the log as that player saw it, so the game has perfect recall.
**Observations** are ``View.observation()`` as a tensor; their strings and the other
observation types are in `zweiundzwanzig.rl.openspiel_observer`, the bounds OpenSpiel asks for
in `zweiundzwanzig.rl.openspiel_bounds`.
``resample_from_infostate`` is the library's determinizer (``View.determinize``).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found]

from zweiundzwanzig.games import GAMES, Game, game_named, rules_for

from .encodings import Encoding, check_players, encoding_of, table_sizes
from .openspiel_bounds import Bounds, bounds_of
from .openspiel_observer import Observer

SEED_BYTES = 8
"""The chance nodes of an episode: one byte of the deal's seed each."""
BYTE_VALUES = 256
"""The outcomes of a chance node: a byte, 0 to 255."""
BYTE_OUTCOMES = [(byte, 1.0 / BYTE_VALUES) for byte in range(BYTE_VALUES)]

SHORT_NAMES = {name: game.framework.openspiel_name for name, game in GAMES.items()}
"""Each game's OpenSpiel name."""

DEFAULT_PARAMETERS = {"players": 4, "rules": "standard"}


@dataclass(frozen=True)
class Table:
    """What every state of one loaded game shares: the game, its encoding, the episode's rules,
    the players and the bounds. A state's copies share it (it is never copied), and it pickles
    as its game's name and parameters (OpenSpiel serializes a Python state by pickling it)."""

    name: str
    rules_name: str
    game: Game
    encoding: Encoding
    rules: Any
    players: int
    bounds: Bounds

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        return self

    def __reduce__(self) -> tuple[Any, tuple[str, int, str]]:
        return table_named, (self.name, self.players, self.rules_name)

    def new_match(self, seed: int) -> Any:
        return self.game.match_class()(players=self.players, rules=self.rules, seed=seed)


def game_type(name: str) -> Any:
    """The OpenSpiel ``GameType`` of the library's game ``name``."""
    game = game_named(name)
    constant_sum = game.framework.constant_sum
    utility = pyspiel.GameType.Utility
    return pyspiel.GameType(
        short_name=SHORT_NAMES[name],
        long_name=f"Python {game.title} (zweiundzwanzig)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility.CONSTANT_SUM if constant_sum else utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=table_sizes(game).stop - 1,
        min_num_players=table_sizes(game).start,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(DEFAULT_PARAMETERS),
        default_loadable=True,
        provides_factored_observation_string=False,
    )


@functools.cache
def table_named(name: str, players: int, rules_name: str) -> Table:
    """The table of game ``name`` at ``players`` seats under the preset ``rules_name`` (checked:
    a `ValueError` for players the game does not seat, a `RulesError` for a preset it does not
    know)."""
    game = game_named(name)
    encoding = encoding_of(name)
    check_players(game, players)
    rules = encoding.episode_rules(game, encoding.one_game(rules_for(game, rules_name)))
    bounds = bounds_of(game, rules, players)
    return Table(name, rules_name, game, encoding, rules, players, bounds)


class CardGame(pyspiel.Game):  # type: ignore[misc]
    """One of the library's games in OpenSpiel (see the module documentation)."""

    name = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**DEFAULT_PARAMETERS, **(params or {})}
        self.table = table_named(self.name, int(params["players"]), str(params["rules"]))
        b = self.table.bounds
        info = pyspiel.GameInfo(
            num_distinct_actions=self.table.encoding.actions,
            max_chance_outcomes=256,
            num_players=self.table.players,
            min_utility=b.min_utility,
            max_utility=b.max_utility,
            utility_sum=b.utility_sum,
            max_game_length=b.max_game_length,
        )
        super().__init__(game_type(self.name), info, params)

    def new_initial_state(self) -> CardGameState:
        """The start of an episode: the first of the 8 chance nodes of the deal's seed."""
        return CardGameState(self, self.table)

    def max_chance_nodes_in_history(self) -> int:
        """The 8 bytes of the seed; the engine's later chance is no node."""
        return SEED_BYTES

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> Observer:
        """The observer of ``iig_obs_type`` (see `zweiundzwanzig.rl.openspiel_observer`)."""
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        obs_type = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        return Observer(obs_type, self.table.encoding.observation_size)


class CardGameState(pyspiel.State):  # type: ignore[misc]
    """A state: the seed's bytes so far, then the engine's match."""

    def __init__(self, game: CardGame, table: Table, match: Any = None) -> None:
        super().__init__(game)
        self.table = table
        self.seed_bytes: list[int] = []
        self.match = match
        self._replaying: int | None = None

    def current_player(self) -> int:
        """The player to move, ``CHANCE`` while the seed is drawn, ``TERMINAL`` at the end."""
        if self._replaying is not None:
            return self._replaying
        if self.match is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.match.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        return int(self.match.current_player)

    def _legal_actions(self, player: int) -> list[int]:
        _, mask = self.match.encode(player)
        # Read as booleans: numpy finds the nonzero bytes of a bool array ten times as fast.
        ids: list[int] = np.flatnonzero(mask.view(np.bool_)).tolist()
        return ids

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The next byte of the seed, each of the 256 equally likely."""
        return list(BYTE_OUTCOMES)

    def _apply_action(self, action: int) -> None:
        if self._replaying is not None:
            return
        if self.match is None:
            if not 0 <= action < BYTE_VALUES:
                raise ValueError(
                    f"a chance outcome here is a byte of the deal's seed, 0 to 255, not {action}"
                )
            self.seed_bytes.append(int(action))
            if len(self.seed_bytes) == SEED_BYTES:
                self.match = self.table.new_match(int.from_bytes(bytes(self.seed_bytes), "big"))
            return
        if not self.match.apply_action(int(action)):
            raise ValueError(
                f"{self.table.game.title}: action {action} is no legal move of player "
                f"{self.match.current_player}"
            )

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed byte {action}"
        return str(self.table.encoding.move_of(int(action), self.match))

    def is_terminal(self) -> bool:
        return self.match is not None and bool(self.match.is_over)

    def returns(self) -> list[float]:
        """Each player's return: 0 until the end (see the module documentation)."""
        if not self.is_terminal():
            return [0.0] * self.table.players
        return episode_returns(self.table.game.name, self.match)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> CardGameState:
        """A state drawn among those ``player_id``'s information state allows (the engine's
        ``View.determinize``), seeded from two draws of ``probability_sampler``. It carries
        nothing of the real deal: its seed bytes are drawn afresh from the sampler (they are
        not the seed of its match, which no seed deals), and its history, as long as this
        state's, holds those bytes where this one holds the real seed's. The players' actions
        are kept, but in the family, whose action ids are places in a hand, only
        ``player_id``'s own: another player's places tell of a hand that player alone sees,
        and stand as 0."""
        high, low = (int(probability_sampler() * 2**32) & 0xFFFFFFFF for _ in range(2))
        match = self.match.view(player_id).determinize(seed=high << 32 | low)
        state = CardGameState(self.get_game(), self.table)
        fresh = [int(probability_sampler() * BYTE_VALUES) % BYTE_VALUES for _ in self.seed_bytes]
        chance = iter(fresh)
        public = self.table.game.public_actions
        for step in self.full_history():
            if step.player == pyspiel.PlayerId.CHANCE:
                state._replay(step.player, next(chance))
            else:
                seen = public or step.player == player_id
                state._replay(step.player, step.action if seen else 0)
        state.match, state.seed_bytes = match, fresh
        return state

    def _replay(self, player: int, action: int) -> None:
        """Adds ``player``'s ``action`` to the history only (the state is set after)."""
        self._replaying = int(player)
        try:
            self.apply_action(action)
        finally:
            self._replaying = None

    def __str__(self) -> str:
        if self.match is None:
            return f"seed bytes {self.seed_bytes}"
        return str(self.match.to_json())


def episode_returns(name: str, match: Any) -> list[float]:
    """The returns of a finished episode of game ``name``."""
    return game_named(name).framework.returns(match)


def game_class(name: str) -> type[CardGame]:
    """The ``pyspiel.Game`` subclass of the library's game ``name``."""
    return type(f"{game_named(name).title.replace(' ', '')}Game", (CardGame,), {"name": name})
