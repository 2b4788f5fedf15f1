"""The library's games in the frameworks researchers use (the ``rl`` extra:
``pip install "zweiundzwanzig[rl]"``).

>>> from zweiundzwanzig import rl
>>> env = rl.pettingzoo_env(game="big_two", players=4)
>>> env.reset(seed=1)
>>> obs, reward, terminated, truncated, info = env.last()
>>> obs["observation"].shape, obs["action_mask"].dtype.name, int(obs["action_mask"].sum()) > 0
((229,), 'int8', True)

Every game also has a Gymnasium id (see `zweiundzwanzig.rl.registration`), registered when this
module is imported: ``gymnasium.make("zweiundzwanzig/BigTwo-v0", players=4, opponents="random")``.
"""

from __future__ import annotations

from typing import Any

from .registration import ENV_IDS, register_gymnasium


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


def register_openspiel() -> None:
    """Registers the games with OpenSpiel's ``pyspiel`` as ``python_zweiundzwanzig``,
    ``python_big_two`` and ``python_arschloch`` (see `zweiundzwanzig.rl.openspiel`); a second
    call does nothing. An `ImportError` naming the extra when OpenSpiel is not installed.

    >>> import pyspiel
    >>> from zweiundzwanzig import rl
    >>> rl.register_openspiel()
    >>> game = pyspiel.load_game("python_big_two", {"players": 4})
    >>> game.num_players(), game.num_distinct_actions(), game.max_chance_outcomes()
    (4, 19899, 256)
    """
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError as e:
        raise ImportError(
            'register_openspiel needs OpenSpiel: pip install "zweiundzwanzig[openspiel]" '
            "(the bench extra pulls it in too)"
        ) from e
    from .openspiel import SHORT_NAMES, game_class, game_type

    registered = {g.short_name for g in pyspiel.registered_games()}
    for name, short_name in SHORT_NAMES.items():
        if short_name not in registered:
            pyspiel.register_game(game_type(name), game_class(name))


register_gymnasium()

__all__ = ["ENV_IDS", "gymnasium_env", "pettingzoo_env", "register_gymnasium", "register_openspiel"]
