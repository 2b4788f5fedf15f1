"""The games in OpenSpiel: pyspiel's random simulation test with serialization, the wheel's own
API test for our games, the resampler (the engine's determinizer keeps the information state),
and OpenSpiel's ISMCTSBot playing a whole game of each."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

pyspiel = pytest.importorskip("pyspiel")

from zweiundzwanzig import rl  # noqa: E402

GAMES = ("python_big_two", "python_arschloch", "python_zweiundzwanzig")
SIMS = {"python_big_two": 100, "python_arschloch": 100, "python_zweiundzwanzig": 15}
"""Random simulations a game: the family's episode is a whole match (about 700 decisions at
four players, each checked, cloned and printed by the harness: 0.45 s a match), so fewer."""

rl.register_openspiel()


def test_registering_twice_does_nothing() -> None:
    before = [g.short_name for g in pyspiel.registered_games()]
    rl.register_openspiel()
    assert [g.short_name for g in pyspiel.registered_games()] == before
    assert set(GAMES) <= set(before)


@pytest.mark.parametrize("name", GAMES)
def test_random_sim_test_with_serialization(name: str) -> None:
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=SIMS[name], serialize=True, verbose=False)


@pytest.mark.parametrize(("name", "players"), [("python_big_two", 3), ("python_arschloch", 6)])
def test_other_tables_and_presets(name: str, players: int) -> None:
    game = pyspiel.load_game(name, {"players": players})
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=10, serialize=True, verbose=False)
    taiwan = pyspiel.load_game("python_big_two", {"rules": "taiwan"})
    pyspiel.random_sim_test(taiwan, num_sims=5, serialize=True, verbose=False)


def test_bad_parameters_are_refused() -> None:
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game("python_big_two", {"players": 9})
    with pytest.raises(Exception, match="no_such"):
        pyspiel.load_game("python_arschloch", {"rules": "no_such"})


API_TEST = """
import runpy, sys
from zweiundzwanzig import rl
rl.register_openspiel()
sys.argv = ["api_test", "--test_only_games=python_(zweiundzwanzig|big_two|arschloch)"]
runpy.run_module("open_spiel.integration_tests.api_test", run_name="__main__", alter_sys=True)
"""
"""The wheel's API test as its own main module (it reads the registered games at import, and
absltest collects the tests of ``__main__``)."""


def test_openspiel_api_test_passes() -> None:
    done = subprocess.run(
        [sys.executable, "-c", API_TEST], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-4000:]
    assert "Ran 15 tests" in done.stderr, done.stderr[-2000:]  # 5 tests, for each game
    assert "\nOK" in done.stderr, done.stderr[-2000:]


def random_positions(name: str, count: int, seed: int) -> list:
    """``count`` decision states of random episodes of ``name``."""
    game = pyspiel.load_game(name)
    rng = random.Random(seed)
    states = []
    while len(states) < count:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.randrange(256))
                continue
            if rng.random() < 0.1:
                states.append(state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    return states[:count]


@pytest.mark.parametrize("name", GAMES)
def test_resampling_keeps_the_information_state(name: str) -> None:
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    rng = random.Random(7)
    for i, state in enumerate(random_positions(name, 300, seed=len(name))):
        p = state.current_player()
        resampled = state.resample_from_infostate(p, sampler)
        assert resampled.match.view(p) == state.match.view(p)
        assert resampled.information_state_string(p) == state.information_state_string(p)
        assert resampled.legal_actions() == state.legal_actions()
        if i % 30 == 0:  # it plays on legally to the end
            while not resampled.is_terminal():
                resampled.apply_action(rng.choice(resampled.legal_actions()))
            assert len(resampled.returns()) == state.num_players()


@pytest.mark.parametrize("name", GAMES)
def test_a_bad_seed_is_a_value_error(name: str) -> None:
    state = random_positions(name, 1, seed=1)[0]
    view = state.match.view(state.current_player())
    for seed in (-1, 2**64, 10**100):
        with pytest.raises(ValueError, match="seed"):
            view.determinize(seed)
    with pytest.raises(TypeError):
        view.determinize("7")


@pytest.mark.parametrize("name", ["python_big_two", "python_arschloch"])
def test_a_finished_game_is_not_resampled(name: str) -> None:
    import zweiundzwanzig as zz

    state = random_positions(name, 1, seed=2)[0]
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    with pytest.raises(zz.StateError):
        state.match.view(0).determinize(1)


@pytest.mark.parametrize("name", GAMES)
def test_ismcts_bot_plays_a_whole_game(name: str) -> None:
    import numpy as np
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game(name, {"players": 2} if name == "python_zweiundzwanzig" else {})
    rng = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(
        game,
        evaluator,
        uct_c=2.0,
        max_simulations=4,
        random_state=rng,
        allow_inconsistent_action_sets=True,
    )
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(int(rng.randint(256)))
        else:
            state.apply_action(bot.step(state))
    assert len(state.returns()) == game.num_players()


@pytest.mark.parametrize("name", GAMES)
def test_random_episodes_keep_within_the_bounds(name: str) -> None:
    game = pyspiel.load_game(name)
    rng = random.Random(11)
    for _ in range(5 if name == "python_zweiundzwanzig" else 40):
        state = game.new_initial_state()
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.randrange(256))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
        assert decisions <= game.max_game_length()
        returns = state.returns()
        assert all(game.min_utility() <= r <= game.max_utility() for r in returns)
        if name != "python_big_two":
            assert sum(returns) == pytest.approx(game.utility_sum())


@pytest.mark.parametrize("name", GAMES)
def test_a_resampled_state_carries_nothing_of_the_real_deal(name: str) -> None:
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    for state in random_positions(name, 40, seed=len(name) + 1):
        p = state.current_player()
        resampled = state.resample_from_infostate(p, sampler)
        # Its seed bytes are drawn afresh: they rebuild no deal of the real seed.
        assert resampled.seed_bytes != state.seed_bytes
        assert len(resampled.seed_bytes) == len(state.seed_bytes)
        # The history keeps its length and its players; the chance outcomes are the new bytes.
        assert resampled.move_number() == state.move_number()
        real, drawn = state.full_history(), resampled.full_history()
        assert [s.player for s in drawn] == [s.player for s in real]
        chance = [s.action for s in drawn if s.player == pyspiel.PlayerId.CHANCE]
        assert chance == resampled.seed_bytes
        public = name != "python_zweiundzwanzig"  # the family's ids are places in a hand
        for a, b in zip(real, drawn, strict=True):
            if a.player == p or (a.player >= 0 and public):
                assert b.action == a.action
            elif a.player >= 0:  # another's places in a hand that p never saw
                assert b.action == 0
        assert resampled.current_player() == p


@pytest.mark.parametrize("name", GAMES)
def test_a_chance_outcome_outside_a_byte_is_refused_and_the_state_goes_on(name: str) -> None:
    state = pyspiel.load_game(name).new_initial_state()
    for bad in (256, -2, 10**6):  # (-1 is OpenSpiel's own invalid action)
        with pytest.raises(ValueError, match=r"a chance outcome here is a byte .* 0 to 255"):
            state.apply_action(bad)
    assert state.seed_bytes == [] and state.history() == []
    for byte in range(8):
        state.apply_action(byte)
    assert not state.is_chance_node() and state.match is not None
