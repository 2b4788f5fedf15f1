"""The PettingZoo AEC environment: PettingZoo's own API and seed tests, and what the library
adds (an illegal action refused, rewards as penalty points, the spaces cached)."""

from __future__ import annotations

import numpy as np
import pytest

pettingzoo_test = pytest.importorskip("pettingzoo.test")

import zweiundzwanzig as zz  # noqa: E402
from zweiundzwanzig import rl  # noqa: E402

TABLES = [
    ("big_two", 2),
    ("big_two", 3),
    ("big_two", 4),
    ("arschloch", 2),
    ("arschloch", 5),
    ("zweiundzwanzig", 2),
    ("zweiundzwanzig", 4),
    ("zweiundzwanzig", 9),
]


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_passes_pettingzoos_api_test(game: str, players: int) -> None:
    env = rl.pettingzoo_env(game=game, players=players)
    pettingzoo_test.api_test(env, num_cycles=1000)


@pytest.mark.parametrize("game", ["big_two", "arschloch", "zweiundzwanzig"])
def test_passes_pettingzoos_seed_test(game: str) -> None:
    pettingzoo_test.seed_test(lambda: rl.pettingzoo_env(game=game, players=4), 500)


def test_arschloch_has_eleven_seats_at_most() -> None:
    env = rl.pettingzoo_env(game="arschloch", players=11)
    env.reset(seed=1)
    obs = env.observe(env.agent_selection)
    assert obs["observation"].shape == (266,) and obs["action_mask"].shape == (735,)
    assert obs["action_mask"].sum() > 0


def play_out(env: object, seed: int) -> tuple[list[int], dict[str, float]]:
    """Plays the first legal action at each turn; the actions and the total rewards."""
    env.reset(seed=seed)  # type: ignore[attr-defined]
    actions: list[int] = []
    totals: dict[str, float] = dict.fromkeys(env.possible_agents, 0.0)  # type: ignore[attr-defined]
    for agent in env.agent_iter():  # type: ignore[attr-defined]
        obs, reward, terminated, truncated, _ = env.last()  # type: ignore[attr-defined]
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)  # type: ignore[attr-defined]
            continue
        action = int(np.flatnonzero(obs["action_mask"])[0])
        actions.append(action)
        env.step(action)  # type: ignore[attr-defined]
    return actions, totals


def test_rewards_are_the_penalty_points_of_the_game_negated() -> None:
    env = rl.pettingzoo_env(game="big_two", players=4)
    actions, totals = play_out(env, seed=3)
    assert actions == play_out(env, seed=3)[0], "the same seed, the same game"
    assert sorted(totals.values())[-1] == 0.0, "the winner takes no points"
    assert all(t <= 0 for t in totals.values()) and sum(totals.values()) < 0


def test_arschloch_rewards_are_the_finishing_positions_negated() -> None:
    env = rl.pettingzoo_env(game="arschloch", players=4)
    _, totals = play_out(env, seed=2)
    assert sorted(totals.values()) == [-4.0, -3.0, -2.0, -1.0]


def test_an_action_the_mask_does_not_allow_is_refused_and_changes_nothing() -> None:
    env = rl.pettingzoo_env(game="big_two", players=4)
    env.reset(seed=1)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    before = env.observe(agent)["observation"].copy()
    with pytest.raises(zz.IllegalMoveError, match="Big Two: player"):
        env.step(illegal)
    assert env.agent_selection == agent
    assert np.array_equal(env.observe(agent)["observation"], before)
    with pytest.raises(ValueError, match="action ids run from 0 to 19898"):
        env.step(19_899)


def test_spaces_are_cached_and_the_observation_of_others_has_an_empty_mask() -> None:
    env = rl.pettingzoo_env(game="big_two", players=3)
    env.reset(seed=2)
    assert env.observation_space("player_0") is env.observation_space("player_2")
    assert env.action_space("player_1") is env.action_space("player_1")
    waiting = next(a for a in env.agents if a != env.agent_selection)
    assert env.observe(waiting)["action_mask"].sum() == 0
    assert env.observe(env.agent_selection)["action_mask"].dtype == np.int8


def test_bad_arguments_are_refused_with_what_was_wrong() -> None:
    with pytest.raises(ValueError, match="2 to 4 players, got 5"):
        rl.pettingzoo_env(game="big_two", players=5)
    with pytest.raises(ValueError, match="unknown game"):
        rl.pettingzoo_env(game="skat")
    with pytest.raises(ValueError, match="render_mode"):
        rl.pettingzoo_env(game="big_two", render_mode="rgb_array")


def test_ansi_render_is_the_transcript() -> None:
    env = rl.pettingzoo_env(game="big_two", players=4, render_mode="ansi")
    env.reset(seed=4)
    text = env.render()
    assert isinstance(text, str)


def test_the_family_is_one_whole_match_and_its_rewards_the_loss_points_negated() -> None:
    env = rl.pettingzoo_env(game="zweiundzwanzig", players=3)
    _, totals = play_out(env, seed=5)
    match = env.unwrapped._match
    assert match.is_over and len(match.result.winners) >= 1
    assert [-totals[a] for a in env.possible_agents] == [float(t) for t in match.totals]


def test_a_family_id_that_is_no_move_of_the_hand_is_refused_naming_the_seat() -> None:
    env = rl.pettingzoo_env(game="zweiundzwanzig", players=4)
    env.reset(seed=1)
    seat = env.possible_agents.index(env.agent_selection)
    with pytest.raises(zz.IllegalMoveError, match=f"Zweiundzwanzig: player {seat}: action 32"):
        env.step(0b100000)  # a second king without the first
    with pytest.raises(zz.IllegalMoveError, match="no move of the hand"):
        env.step(1 << 12)  # a place past a hand of seven


@pytest.mark.parametrize("game", ["big_two", "arschloch", "zweiundzwanzig"])
def test_reused_arrays_pass_the_api_test_and_hold_what_new_ones_would(game: str) -> None:
    pettingzoo_test.api_test(rl.pettingzoo_env(game=game, players=3, reuse_arrays=True), 200)
    kept = rl.pettingzoo_env(game=game, players=3, reuse_arrays=True)
    fresh = rl.pettingzoo_env(game=game, players=3)
    kept.reset(seed=9)
    fresh.reset(seed=9)
    first = kept.observe("player_0")
    for agent in kept.agent_iter(300):
        obs, _, terminated, truncated, _ = kept.last()
        expected, *_ = fresh.last()
        assert obs is kept.observe(agent), "the agent's own arrays, written again"
        assert all(np.array_equal(obs[k], expected[k]) for k in obs)
        action = None if terminated or truncated else int(obs["action_mask"].argmax())
        kept.step(action)
        fresh.step(action)
    assert kept.observe("player_0") is first


def test_step_and_observe_before_reset_say_to_reset_first() -> None:
    from gymnasium.error import ResetNeeded

    env = rl.pettingzoo_env(game="big_two", players=4)
    with pytest.raises(ResetNeeded, match=r"call reset\(\) first"):
        env.step(0)
    with pytest.raises(ResetNeeded, match=r"call reset\(\) first"):
        env.observe("player_0")
    env.reset(seed=1)
    with pytest.raises(ValueError, match="'player_9' is no agent; the agents are player_0 to"):
        env.observe("player_9")


@pytest.mark.parametrize("game", ["big_two", "arschloch", "zweiundzwanzig"])
def test_step_after_the_episode_says_it_is_over(game: str) -> None:
    from gymnasium.error import ResetNeeded

    env = rl.pettingzoo_env(game=game, players=3)
    env.reset(seed=2)
    for _ in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
        else:
            env.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert env.agents == []
    with pytest.raises(ResetNeeded, match=r"the episode is over: call reset\(\)"):
        env.step(0)
    env.reset(seed=2)  # and a reset starts another
    assert len(env.agents) == 3


def test_a_bool_action_is_refused_not_taken_as_an_id() -> None:
    env = rl.pettingzoo_env(game="big_two", players=4)
    env.reset(seed=1)
    before = env.observe(env.agent_selection)
    with pytest.raises(TypeError, match="not bool"):
        env.step(True)
    assert np.array_equal(env.observe(env.agent_selection)["observation"], before["observation"])
