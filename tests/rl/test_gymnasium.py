"""The Gymnasium environment of one seat: Gymnasium's own checker, and what the library adds
(reproducible from the seed, an illegal action changes nothing, the opponents by name)."""

from __future__ import annotations

import numpy as np
import pytest

env_checker = pytest.importorskip("gymnasium.utils.env_checker")

from zweiundzwanzig import rl  # noqa: E402
from zweiundzwanzig.rl.seat import ILLEGAL_REWARD, MOST_ILLEGAL  # noqa: E402


@pytest.mark.parametrize(
    ("game", "players", "seat"),
    [
        ("big_two", 2, 1),
        ("big_two", 3, 0),
        ("big_two", 4, 2),
        ("arschloch", 4, 1),
        ("arschloch", 7, 6),
        ("zweiundzwanzig", 3, 1),
        ("zweiundzwanzig", 8, 7),
    ],
)
def test_passes_gymnasiums_checker(game: str, players: int, seat: int) -> None:
    env = rl.gymnasium_env(game=game, players=players, seat=seat)
    env_checker.check_env(env, skip_render_check=True)


def episode(seed: int, opponents: str | list[str]) -> tuple[list[int], float]:
    env = rl.gymnasium_env(game="big_two", players=4, opponents=opponents)
    obs, _ = env.reset(seed=seed)
    actions, total, done = [], 0.0, False
    while not done:
        action = int(obs["action_mask"].argmax())
        actions.append(action)
        obs, reward, terminated, truncated, _ = env.step(action)
        total += reward
        done = terminated or truncated
    return actions, total


def test_an_episode_is_reproducible_from_its_seed() -> None:
    assert episode(5, "random") == episode(5, "random")
    assert episode(5, ["random", "heuristic", "random"]) == episode(
        5, ["random", "heuristic", "random"]
    )
    actions, total = episode(6, "heuristic")
    assert total <= 0 and actions


def test_an_illegal_action_changes_nothing_and_many_truncate() -> None:
    env = rl.gymnasium_env(game="big_two", players=4)
    obs, _ = env.reset(seed=1)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    for step in range(1, MOST_ILLEGAL + 1):
        again, reward, terminated, truncated, info = env.step(illegal)
        assert reward == ILLEGAL_REWARD and info == {"illegal_action": True}
        assert np.array_equal(again["observation"], obs["observation"]) and not terminated
        assert truncated == (step == MOST_ILLEGAL)


def test_bad_arguments_are_refused_with_what_was_wrong() -> None:
    with pytest.raises(ValueError, match="unknown policy 'expert'"):
        rl.gymnasium_env(game="big_two", opponents="expert")
    with pytest.raises(ValueError, match="4 players need 3 opponents, not 2"):
        rl.gymnasium_env(game="big_two", opponents=["random", "random"])
    with pytest.raises(ValueError, match="seat must be an integer from 0 to 3, got 4"):
        rl.gymnasium_env(game="big_two", seat=4)


def test_step_before_reset_and_after_the_end_say_what_to_do() -> None:
    from gymnasium.error import ResetNeeded

    env = rl.gymnasium_env(game="big_two", players=2, opponents="random")
    with pytest.raises(ResetNeeded, match=r"call reset\(\) first"):
        env.step(0)
    obs, _ = env.reset(seed=4)
    terminated = False
    while not terminated:
        obs, _, terminated, _, _ = env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    with pytest.raises(ResetNeeded, match=r"the episode is over: call reset\(\)"):
        env.step(0)


def test_opponents_that_are_not_names_say_what_opponents_may_be() -> None:
    def player(view: object) -> object:
        return None

    with pytest.raises(TypeError, match="opponents are a built-in policy's name or a list of"):
        rl.gymnasium_env(game="big_two", opponents=player)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="an opponent is a built-in policy's name, not function"):
        rl.gymnasium_env(game="big_two", opponents=[player] * 3)  # type: ignore[list-item]
