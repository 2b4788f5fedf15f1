"""The library's games in the frameworks researchers use (the ``rl`` extra:
``pip install "zweiundzwanzig[rl]"``).

>>> from zweiundzwanzig import rl
>>> env = rl.pettingzoo_env(game="big_two", players=4)
>>> env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.last()
>>> obs["observation"].shape, obs["action_mask"].dtype.name, int(obs["action_mask"].sum()) > 0
((229,), 'int8', True)
"""

from __future__ import annotations

from typing import Any


def pettingzoo_env(
    game: str = "big_two",
    players: int = 4,
    rules: Any = None,
    render_mode: str | None = None,
    *,
    reuse_arrays: bool = False,
) -> Any:
    """A PettingZoo AEC environment of ``game`` for ``players`` players (see
    `zweiundzwanzig.rl.aec`); ``rules`` one of the game's rule sets or preset names (``None``:
    one game of the standard rules an episode). With ``reuse_arrays``, ``observe`` writes into
    arrays the environment keeps for each agent instead of new ones: no allocation a step, but
    an observation kept by the caller changes at that agent's next ``observe`` (copy it to keep
    it)."""
    from .aec import CardGameEnv

    return CardGameEnv(game, players, rules, render_mode, reuse_arrays)


def gymnasium_env(
    game: str = "big_two",
    players: int = 4,
    opponents: str | list[str] | None = None,
    seat: int = 0,
    rules: Any = None,
    render_mode: str | None = None,
) -> Any:
    """A Gymnasium environment of one seat of ``game`` against built-in policies (see
    `zweiundzwanzig.rl.seat`): ``opponents`` one policy name for every other seat or one a seat
    in seat order after the agent's (``None``: ``"heuristic"``).

    >>> from zweiundzwanzig import rl
    >>> env = rl.gymnasium_env(game="big_two", players=4, opponents="random")
    >>> obs, info = env.reset(seed=3)
    >>> action = int(obs["action_mask"].argmax())           # the first legal action
    >>> obs, reward, terminated, truncated, info = env.step(action)
    >>> obs["observation"].shape, terminated, info
    ((229,), False, {})
    """
    from .seat import SeatEnv

    return SeatEnv(game, players, opponents, seat, rules, render_mode)


__all__ = ["gymnasium_env", "pettingzoo_env"]
