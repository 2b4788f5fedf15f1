"""Big Two in the library's shared entry points: `simulate` and `tournament` by name (seeded
whatever the threads or executor; totals are penalty points, `deals` counts the games), the
computer players' `policy_move`, and the command line's `simulate`, `tournament` and `match`."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import big_two
from zweiundzwanzig._core import policy_move, policy_names
from zweiundzwanzig.cli import main

POLICIES = policy_names("big_two")


def test_the_registry_has_big_two():
    game = zz.games.game_named("big_two")
    assert game.title == "Big Two" and game.players == range(2, 5)
    assert game.default_players == 4 and game.rounds == "games"
    assert game.match_class() is big_two.Match and game.view_class() is big_two.View
    assert "random" in POLICIES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_is_seeded_whatever_the_threads_or_executor(players):
    def run(**kwargs):
        return zz.simulate(60, game="big_two", players=players, seed=9, **kwargs)

    one = run(threads=1)
    for other in (run(threads=2), run(threads=1, chunk_size=7)):
        for name in ("places", "totals", "deals"):
            np.testing.assert_array_equal(getattr(one, name), getattr(other, name))
    with ThreadPoolExecutor(2) as pool:
        np.testing.assert_array_equal(run(executor=pool, chunk_size=25).totals, one.totals)
    assert one.game == "big_two" and one.places.shape == (60, players)
    assert (one.places == 1).any(axis=1).all()
    # A standard match runs to the penalty limit: someone reached 50 in every match.
    assert (one.totals.max(axis=1) >= 50).all()
    assert (one.deals >= 1).all()


def test_simulate_takes_presets_and_rules_and_counts_games():
    result = zz.simulate(
        40, game="big_two", players=3, rules=big_two.Rules(games=3, penalty_limit=None), seed=1
    )
    assert (result.deals == 3).all()
    assert "mean games per match: 3.00" in result.summary.table()
    assert "Big Two" in result.summary.table()
    again = zz.simulate(40, game="big_two", players=3, rules="pusoy_dos", seed=1)
    assert again.game == "big_two"


@pytest.mark.parametrize("policy", POLICIES)
def test_tournament_takes_big_two(policy):
    # Two games a match, so that every policy also plays on into a second deal; a few matches,
    # as the searching levels take a while a game.
    rules = big_two.Rules(games=2, penalty_limit=None)
    t = zz.tournament([policy, "random"], 4, game="big_two", rules=rules, seed=2)
    assert t.game == "big_two" and {s.policy for s in t.standings} <= {policy, "random"}
    assert sum(s.seat_games for s in t.standings) == 8


@pytest.mark.parametrize("policy", POLICIES)
def test_policy_move_plays_a_legal_move_of_big_two(policy):
    m = big_two.Match(4, seed=3)
    for seed in range(30):
        if m.is_over:
            break
        mv = policy_move(m, policy, seed)
        assert isinstance(mv, big_two.Move) and mv in m.legal_moves()
        assert mv.rules == m.rules
        m.apply(mv)


def test_the_command_line_plays_big_two(capsys):
    assert main(["simulate", "--game", "big_two", "--games", "30", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "3-player Big Two standard matches" in out and "mean games per match" in out
    assert main(["match", "--game", "big_two", "--players", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("game 1: P") and "match over" in out and "\ngames:   " in out
    assert main(["match", "--game", "big_two", "--seed", "4", "--view", "1"]) == 0
    assert "[?]" in capsys.readouterr().out
    assert main(["tournament", "--game", "big_two", "--policies", "random", "random"]) == 0
    assert main(["simulate", "--game", "big_two", "--rules", "hong_kong", "--games", "5"]) == 0
    capsys.readouterr()


@pytest.mark.parametrize("players", ["1", "5"])
def test_a_table_big_two_cannot_seat_is_refused_with_the_range(capsys, players):
    assert main(["simulate", "--game", "big_two", "--players", players, "--games", "5"]) == 2
    assert "Big Two needs 2 to 4 players" in capsys.readouterr().err


def test_a_preset_of_another_game_is_a_usage_error(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "big_two", "--rules", "rasmussen"])
    assert "invalid choice: 'rasmussen' for big_two" in capsys.readouterr().err
