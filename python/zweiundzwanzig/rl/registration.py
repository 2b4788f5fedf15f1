"""The Gymnasium ids of the games: ``gymnasium.make("zweiundzwanzig/BigTwo-v0", players=4,
opponents="random")`` makes the environment `zweiundzwanzig.rl.gymnasium_env` makes.

One id a game, ``zweiundzwanzig/<its title, without spaces>-v0``, registered when
`zweiundzwanzig.rl` is imported (where Gymnasium is installed). Gymnasium 1.x loads no plugins
by entry point, so without that import the id takes the module in front of it, which Gymnasium
imports first: ``gymnasium.make("zweiundzwanzig.rl:zweiundzwanzig/BigTwo-v0")``. Every keyword
of `gymnasium_env` but ``game`` goes through ``gymnasium.make`` (``players``, ``opponents``,
``seat``, ``rules``, ``render_mode``).

>>> import gymnasium
>>> from zweiundzwanzig import rl
>>> sorted(rl.ENV_IDS.values())
['zweiundzwanzig/Arschloch-v0', 'zweiundzwanzig/BigTwo-v0', 'zweiundzwanzig/Zweiundzwanzig-v0']
>>> env = gymnasium.make("zweiundzwanzig/BigTwo-v0", players=4, opponents="random")
>>> obs, info = env.reset(seed=3)
>>> obs["observation"].shape
(229,)
"""

from __future__ import annotations

from zweiundzwanzig.games import GAMES, game_named

NAMESPACE = "zweiundzwanzig"
"""The namespace of the ids."""

VERSION = 0
"""The version of every id: a change that makes an environment behave differently raises it."""

ENTRY_POINT = "zweiundzwanzig.rl:gymnasium_env"


def env_id(game: str) -> str:
    """The Gymnasium id of ``game`` (a name `simulate(game=...)` takes)."""
    title = game_named(game).title.replace(" ", "")
    return f"{NAMESPACE}/{title}-v{VERSION}"


ENV_IDS: dict[str, str] = {name: env_id(name) for name in GAMES}
"""Every game's Gymnasium id, by the game's name."""


def register_gymnasium() -> None:
    """Registers every game's id with Gymnasium; does nothing where Gymnasium is not installed,
    or for an id registered already."""
    try:
        import gymnasium
    except ImportError:
        return
    for name, id_ in ENV_IDS.items():
        if id_ not in gymnasium.registry:
            gymnasium.register(id=id_, entry_point=ENTRY_POINT, kwargs={"game": name})
