"""The games' Gymnasium ids: `gymnasium.make` gives the environment `rl.gymnasium_env` gives,
which passes Gymnasium's checker, after `zweiundzwanzig.rl` is imported or by the id's module
prefix in a fresh interpreter."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")
env_checker = pytest.importorskip("gymnasium.utils.env_checker")

from zweiundzwanzig import rl  # noqa: E402
from zweiundzwanzig.games import GAMES  # noqa: E402
from zweiundzwanzig.rl.registration import ENV_IDS, register_gymnasium  # noqa: E402

TABLES = {"zweiundzwanzig": 3, "arschloch": 5, "big_two": 4}


def test_one_id_a_game() -> None:
    assert set(ENV_IDS) == set(GAMES) == set(TABLES)
    assert ENV_IDS == {
        "zweiundzwanzig": "zweiundzwanzig/Zweiundzwanzig-v0",
        "arschloch": "zweiundzwanzig/Arschloch-v0",
        "big_two": "zweiundzwanzig/BigTwo-v0",
    }
    assert rl.ENV_IDS is ENV_IDS


@pytest.mark.parametrize("game", sorted(TABLES))
def test_make_gives_the_seat_environment_and_it_passes_the_checker(game: str) -> None:
    players = TABLES[game]
    env = gymnasium.make(ENV_IDS[game], players=players, opponents="random", seat=1)
    env_checker.check_env(env.unwrapped, skip_render_check=True)
    made, _ = env.reset(seed=11)
    direct, _ = rl.gymnasium_env(game=game, players=players, opponents="random", seat=1).reset(
        seed=11
    )
    assert made.keys() == direct.keys()
    for key in made:
        np.testing.assert_array_equal(made[key], direct[key])
    assert env.spec.kwargs == {"game": game, "players": players, "opponents": "random", "seat": 1}


def test_make_passes_the_rules_and_refuses_what_gymnasium_env_refuses() -> None:
    env = gymnasium.make(ENV_IDS["big_two"], players=4, rules="pusoy_dos")
    made, _ = env.reset(seed=2)
    direct, _ = rl.gymnasium_env(game="big_two", players=4, rules="pusoy_dos").reset(seed=2)
    standard, _ = rl.gymnasium_env(game="big_two", players=4).reset(seed=2)
    np.testing.assert_array_equal(made["observation"], direct["observation"])
    assert not np.array_equal(made["observation"], standard["observation"])
    with pytest.raises(TypeError):
        gymnasium.make(ENV_IDS["big_two"], players=4, opponents=print)


def test_registering_again_changes_nothing() -> None:
    before = {id_: gymnasium.spec(id_) for id_ in ENV_IDS.values()}
    register_gymnasium()
    assert {id_: gymnasium.spec(id_) for id_ in ENV_IDS.values()} == before


def test_the_module_prefix_makes_an_id_in_a_fresh_interpreter() -> None:
    script = (
        "import sys, gymnasium\n"
        "assert 'zweiundzwanzig' not in sys.modules\n"
        "env = gymnasium.make('zweiundzwanzig.rl:zweiundzwanzig/Arschloch-v0', players=5)\n"
        "obs, info = env.reset(seed=1)\n"
        "print(env.spec.id, env.spec.kwargs['game'], int(obs['action_mask'].sum()) > 0)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    assert out.split() == ["zweiundzwanzig/Arschloch-v0", "arschloch", "True"]


def test_the_modules_example_runs() -> None:
    import doctest

    from zweiundzwanzig.rl import registration

    result = doctest.testmod(registration, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 5
    assert result.failed == 0
