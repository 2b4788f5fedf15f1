"""The contract: the same concept has the same name, type and place in every game.

For each of the three games this pins the module constants, the attribute names and types of
`Rules`, `Match`, `View`, `Move` and `MatchResult` on real objects, the action ids as view
methods, the built-in heuristic callable on a view, and the exception classes of the same
mistakes; and that each renamed name still works, with a `DeprecationWarning`. A game that drifts
fails here.
"""

from __future__ import annotations

import types
import warnings
from dataclasses import dataclass

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import _core, arschloch, big_two


@dataclass(frozen=True)
class Game:
    name: str
    module: types.ModuleType
    players: int


GAMES = [
    Game("zweiundzwanzig", zz, 4),
    Game("arschloch", arschloch, 4),
    Game("big_two", big_two, 2),
]
IDS = [g.name for g in GAMES]


def finished(game: Game) -> zz.Match:
    m = game.module.Match(players=game.players, seed=3)
    while not m.is_over:
        m.apply(_core.policy_move(m, "heuristic", 0))
    return m


@pytest.fixture(params=GAMES, ids=IDS)
def game(request: pytest.FixtureRequest) -> Game:
    return request.param


SHARED_CONSTANTS = ["ACTIONS", "MAX_PLAYERS", "MIN_PLAYERS", "MOVE_CAPACITY", "OBSERVATION_SIZE"]


def test_every_module_exports_the_same_constants(game: Game) -> None:
    for name in SHARED_CONSTANTS:
        assert name in game.module.__all__, name
        assert type(getattr(game.module, name)) is int, name
    assert game.module.MIN_PLAYERS == 2
    assert game.module.MIN_PLAYERS < game.module.MAX_PLAYERS
    assert game.module.OBSERVATION_SIZE > 0 and game.module.ACTIONS > 0


#: Rule changes a game's largest table needs (Arschloch's standard deal has 11 piles).
LARGEST_TABLE = {"arschloch": {"piles": 15, "hand_size": 7}}


def test_the_player_bounds_are_the_games_own(game: Game) -> None:
    most = game.module.MAX_PLAYERS
    rules = game.module.Rules.standard().replace(**LARGEST_TABLE.get(game.name, {}))
    game.module.Match(players=most, rules=rules, seed=1)
    game.module.Match(players=game.module.MIN_PLAYERS, seed=1)
    for players in (game.module.MIN_PLAYERS - 1, most + 1):
        with pytest.raises(zz.RulesError):
            game.module.Match(players=players, seed=1)


def test_every_module_has_the_same_classes_and_functions(game: Game) -> None:
    for name in ["Rules", "Match", "View", "Move", "MatchResult", "encode_batch", "heuristic"]:
        assert name in game.module.__all__, name
        assert callable(getattr(game.module, name)), name


SHARED_MATCH = {
    "players": int,
    "seed": int,
    "phase": str,
    "is_over": bool,
    "totals": list,
    "log": list,
    "dealer": int,
}


def test_match_attributes_have_one_name_and_type(game: Game) -> None:
    m = game.module.Match(players=game.players, seed=1)
    for name, kind in SHARED_MATCH.items():
        assert type(getattr(m, name)) is kind, name
    assert type(m.current_player) is int
    assert isinstance(m.rules, game.module.Rules)
    assert m.result is None
    assert type(m.legal_moves()) is list
    assert type(m.hand(0)) is list and all(type(c).__name__ == "Card" for c in m.hand(0))
    assert isinstance(m.view(0), game.module.View)
    assert isinstance(m.clone(), game.module.Match) and m.clone() == m
    assert game.module.Match.from_json(m.to_json()) == m
    for name in ["transcript", "encode", "apply_action", "apply", "is_legal"]:
        assert callable(getattr(m, name)), name


SHARED_VIEW = {"player": int, "players": int, "phase": str, "is_over": bool, "totals": list}


def test_view_attributes_have_one_name_and_type(game: Game) -> None:
    m = game.module.Match(players=game.players, seed=1)
    v = m.view(m.current_player)
    for name, kind in SHARED_VIEW.items():
        assert type(getattr(v, name)) is kind, name
    assert v.current_player == m.current_player
    assert isinstance(v.rules, game.module.Rules)
    assert type(v.hand) is list
    assert type(v.log) is list
    assert v.legal_moves() == m.legal_moves()
    assert game.module.View.from_json(v.to_json()) == v
    assert v.observation().shape == (game.module.OBSERVATION_SIZE,)
    assert v.action_mask().shape == (game.module.ACTIONS,)


def test_action_ids_are_view_methods_in_every_game(game: Game) -> None:
    m = game.module.Match(players=game.players, seed=1)
    v = m.view(m.current_player)
    mask = v.action_mask()
    for move in v.legal_moves():
        id = v.action_id(move)
        assert type(id) is int and 0 <= id < game.module.ACTIONS
        assert mask[id] == 1
        assert v.action_move(id) == move
    with pytest.raises(ValueError):
        v.action_move(game.module.ACTIONS)
    with pytest.raises(ValueError):
        v.action_move(-1)


def test_move_cards_are_a_tuple_of_cards(game: Game) -> None:
    m = game.module.Match(players=game.players, seed=1)
    for move in m.legal_moves():
        assert type(move.cards) is tuple
        assert all(type(c).__name__ == "Card" for c in move.cards)
    assert any(move.cards for move in m.legal_moves())


def test_every_result_counts_deals(game: Game) -> None:
    r = finished(game).result
    assert r is not None
    assert type(r.deals) is int and r.deals >= 1
    assert type(r.winners) is tuple and type(r.places) is tuple and type(r.totals) is tuple


def test_big_two_and_arschloch_results_count_one_deal_a_game() -> None:
    for g in GAMES[1:]:
        m = finished(g)
        assert (
            m.result.deals
            == m.game
            == len(m.result.game_winners if g.name == "big_two" else m.finishing_orders)
        )


def test_out_of_play_is_cards_on_a_match_and_a_count_on_both() -> None:
    b = big_two.Match(players=2, seed=1)
    assert type(b.out_of_play) is list and all(isinstance(c, big_two.Card) for c in b.out_of_play)
    assert b.out_of_play_count == len(b.out_of_play) > 0
    assert b.view(0).out_of_play_count == len(b.out_of_play)
    a = arschloch.Match(players=4, seed=1)
    assert type(a.out_of_play) is list and all(isinstance(c, zz.Card) for c in a.out_of_play)
    assert a.out_of_play_count == len(a.out_of_play) > 0
    assert a.view(0).out_of_play_count == len(a.out_of_play)


def test_the_heuristic_on_a_view_is_the_simulated_heuristic(game: Game) -> None:
    m = game.module.Match(players=game.players, seed=5)
    for _ in range(60):
        if m.is_over:
            break
        v = m.view(m.current_player)
        expected = _core.policy_move(m, "heuristic", 0)
        assert game.module.heuristic(v) == expected
        assert isinstance(expected, game.module.Move)
        assert game.module.heuristic(m) == expected
        m.apply(expected)


def test_a_policy_of_the_heuristic_on_views_plays_as_the_heuristic_seat(game: Game) -> None:
    def on_views(view: object) -> object:
        return game.module.heuristic(view)

    def run(policies: object) -> zz.SimulationResult:
        return zz.simulate(
            6, game=game.name, players=game.players, policies=policies, seed=2, threads=1
        )

    built_in, by_view = run("heuristic"), run(on_views)
    for name in ("places", "totals", "deals"):
        assert (getattr(built_in, name) == getattr(by_view, name)).all(), name


def test_the_heuristic_refuses_a_view_without_its_move(game: Game) -> None:
    m = game.module.Match(players=game.players, seed=5)
    other = next(p for p in range(m.players) if p != m.current_player)
    with pytest.raises(zz.StateError):
        game.module.heuristic(m.view(other))
    done = finished(game)
    with pytest.raises(zz.StateError):
        game.module.heuristic(done.view(0))
    with pytest.raises(zz.StateError):
        game.module.heuristic(done)


def test_the_heuristic_refuses_another_games_view(game: Game) -> None:
    for other in GAMES:
        if other.name == game.name:
            continue
        m = other.module.Match(players=other.players, seed=1)
        with pytest.raises(TypeError):
            game.module.heuristic(m.view(m.current_player))
    with pytest.raises(TypeError):
        game.module.heuristic("a view")


def test_the_same_mistake_raises_the_same_class(game: Game) -> None:
    m = game.module.Match(players=game.players, seed=1)
    batch = {
        "game": game.name,
        "players": game.players,
        "rules": None,
        "policies": ["random"] * game.players,
        "seed": 0,
        "start": 0,
        "count": 1,
    }
    plain = [
        lambda: _core.simulate_batch(**batch, threads=0),
        lambda: zz.advise(m, iterations=0, seed=0),
        lambda: zz.advise(m, time_limit=0, seed=0),
        lambda: zz.advise(m, iterations=1, seed=0, threads=0),
        lambda: _core.simulate_batch(**{**batch, "count": -1}),
        lambda: m.view(0).action_move(-1),
    ]
    for call in plain:
        with pytest.raises(ValueError) as caught:
            call()
        assert type(caught.value) is ValueError
    with pytest.raises(IndexError):
        m.hand(game.players)
    with pytest.raises(zz.RulesError):
        game.module.Rules(no_such_option=1)
    with pytest.raises(zz.RulesError):
        game.module.Match(players=game.module.MAX_PLAYERS + 1)
    with pytest.raises(zz.RulesError):
        _core.simulate_batch(**{**batch, "policies": ["no_such_policy"] * game.players})
    with pytest.raises(zz.IllegalMoveError):
        finished(game).apply(m.legal_moves()[0])


def test_the_family_at_the_root_exports_its_bounds() -> None:
    assert {"MAX_PLAYERS", "MIN_PLAYERS", "MOVE_CAPACITY", "heuristic"} <= set(zz.__all__)
    assert zz.MAX_PLAYERS == 32 and zz.MIN_PLAYERS == 2


def deprecated(call: object, new: str) -> object:
    with pytest.warns(DeprecationWarning, match=new):
        return call()  # type: ignore[operator]


@pytest.mark.parametrize("module", [arschloch, big_two], ids=["arschloch", "big_two"])
def test_renamed_names_still_work_with_a_warning(module: types.ModuleType) -> None:
    m = module.Match(players=2 if module is big_two else 4, seed=1)
    v = m.view(m.current_player)
    move = v.legal_moves()[0]
    id = v.action_id(move)
    assert deprecated(lambda: module.action_id(move), "View.action_id") == id
    assert deprecated(lambda: module.action_move(id), "View.action_move") == move
    while not m.is_over:
        m.apply(m.legal_moves()[-1])
    assert deprecated(lambda: m.result.games, "MatchResult.deals") == m.result.deals


def test_big_two_view_out_of_play_is_the_count_with_a_warning() -> None:
    v = big_two.Match(players=2, seed=1).view(0)
    assert deprecated(lambda: v.out_of_play, "View.out_of_play_count") == v.out_of_play_count


def test_the_new_names_do_not_warn() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for g in GAMES:
            assert finished(g).result.deals >= 1
            fresh = g.module.Match(players=g.players, seed=1)
            v = fresh.view(fresh.current_player)
            v.action_move(v.action_id(v.legal_moves()[0]))
        assert big_two.Match(players=2, seed=1).view(0).out_of_play_count > 0
