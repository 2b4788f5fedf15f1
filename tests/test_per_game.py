"""`simulate(..., per_game=True)`: each seat's points and place in every deal (Big Two,
Arschloch: game) of every match, in every game: deals that add up to the totals, places that
agree with each game's own winners of its games, the same arrays whatever the threads, chunks
or executor, and back from a saved file."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.per_game import NOT_DEALT, places

GAMES = [
    ("zweiundzwanzig", 4, None),
    ("zweiundzwanzig", 5, "rasmussen"),
    ("arschloch", 4, None),
    ("big_two", 4, None),
    ("big_two", 3, "pusoy_dos"),
]
IDS = [f"{g}-{n}-{r}" for g, n, r in GAMES]


@pytest.fixture(scope="module", params=GAMES, ids=IDS)
def config(request) -> dict:
    game, players, rules = request.param
    return {"game": game, "players": players, "rules": rules, "seed": 5}


@pytest.fixture(scope="module")
def serial(config) -> zz.SimulationResult:
    return zz.simulate(60, threads=1, per_game=True, policies="random", **config)


def test_shapes_dtypes_and_padding(serial):
    points, ranks = serial.game_points, serial.game_places
    assert points is not None and ranks is not None
    assert points.dtype == np.uint16 and ranks.dtype == np.uint8
    assert points.shape == ranks.shape == (60, int(serial.deals.max()), serial.places.shape[1])
    played = np.arange(points.shape[1]) < serial.deals[:, None].astype(int)
    assert (points[~played] == NOT_DEALT).all() and (ranks[~played] == 0).all()
    assert ((points == NOT_DEALT) == (ranks == 0)).all()
    # Every deal played deals somebody in, and somebody places first.
    assert (ranks[played] == 1).any(axis=1).all()


def test_the_deals_add_up_to_the_totals(serial):
    points = serial.game_points.astype(np.int64)
    points[points == NOT_DEALT] = 0
    assert (points.sum(axis=1) == serial.totals).all()


def test_the_arrays_and_summary_are_those_of_a_run_without(config, serial):
    plain = zz.simulate(60, threads=1, policies="random", **config)
    assert plain.game_points is None and plain.game_places is None
    for name in ("places", "totals", "deals"):
        assert np.array_equal(getattr(plain, name), getattr(serial, name))
    assert plain.summary == serial.summary


def test_threads_chunks_and_executors_give_the_same_arrays(config, serial):
    assert zz.simulate(60, threads=2, per_game=True, policies="random", **config) == serial
    chunked = zz.simulate(60, threads=1, chunk_size=7, per_game=True, policies="random", **config)
    assert chunked == serial
    # Chunks whose longest matches differ are padded to the run's longest.
    executor = SimpleNamespace(map=map)
    mapped = zz.simulate(
        60, executor=executor, chunk_size=9, per_game=True, policies="random", **config
    )
    assert mapped == serial


def test_process_pool_gives_the_same_arrays(serial):
    from concurrent.futures import ProcessPoolExecutor

    config = {"game": serial.game, "players": serial.places.shape[1], "rules": serial.rules}
    with ProcessPoolExecutor(max_workers=2) as pool:
        pooled = zz.simulate(
            60, seed=5, executor=pool, chunk_size=25, per_game=True, policies="random", **config
        )
    assert pooled == serial


def test_places_are_competition_places_by_points():
    points = np.array([[[0, 3, 3, 7], [5, NOT_DEALT, 5, 5], [2, 2, 2, 2]]], dtype=np.uint16)
    assert places(points).tolist() == [[[1, 2, 2, 4], [1, 0, 1, 1], [1, 1, 1, 1]]]


# --- the places agree with each game's own idea of a game's winner --------------------------


def _match_seed(seed: int, index: int) -> int:
    """The seed `simulate` starts match `index` of a run seeded `seed` from: the first draw of
    the engine's stream ``(seed, index)`` (SplitMix64 into xoshiro256++)."""
    mask = 2**64 - 1

    def splitmix(state: int) -> tuple[int, int]:
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        return state, z ^ (z >> 31)

    _, base = splitmix(seed)
    _, stream = splitmix(base ^ ((index * 0xD1B54A32D192ED03) & mask))
    s = []
    for _ in range(4):
        stream, word = splitmix(stream)
        s.append(word)

    def rotl(x: int, k: int) -> int:
        return ((x << k) | (x >> (64 - k))) & mask

    return (rotl((s[0] + s[3]) & mask, 23) + s[0]) & mask


def first_move(view):
    return view.legal_moves()[0]


def _replayed(game: str, players: int, index: int):
    """Match `index` of a seed-3 run of `first_move` at every seat, replayed from its seed."""
    module = {"zweiundzwanzig": zz, "arschloch": zz.arschloch, "big_two": zz.big_two}[game]
    match = module.Match(players=players, seed=_match_seed(3, index))
    while match.current_player is not None:
        match.apply(first_move(match.view(match.current_player)))
    return match


@pytest.mark.parametrize("game", ["zweiundzwanzig", "arschloch", "big_two"])
def test_the_replayed_matches_are_the_runs(game):
    run = zz.simulate(8, game=game, players=4, policies=first_move, seed=3, per_game=True)
    for i in range(8):
        result = _replayed(game, 4, i).result
        assert list(result.totals) == run.totals[i].tolist()
        assert result.deals == run.deals[i]


def test_big_two_places_first_each_games_winner():
    run = zz.simulate(10, game="big_two", players=4, policies=first_move, seed=3, per_game=True)
    for i in range(10):
        result = _replayed("big_two", 4, i).result
        deals = int(run.deals[i])
        firsts = [np.flatnonzero(run.game_places[i, d] == 1).tolist() for d in range(deals)]
        assert firsts == [[w] for w in result.game_winners]
        assert (run.game_points[i, np.arange(deals), result.game_winners] == 0).all()


def test_arschloch_places_are_each_games_finishing_order():
    run = zz.simulate(10, game="arschloch", players=5, policies=first_move, seed=3, per_game=True)
    for i in range(10):
        result = _replayed("arschloch", 5, i).result
        for d, order in enumerate(result.finishing_orders):
            placed = [int(p) for p in np.argsort(run.game_places[i, d], kind="stable")]
            assert placed == list(order)
            assert sorted(run.game_places[i, d].tolist()) == list(range(1, 6))


def test_the_family_places_last_each_deals_losers():
    run = zz.simulate(
        10, game="zweiundzwanzig", players=4, policies=first_move, seed=3, per_game=True
    )
    for i in range(10):
        match = _replayed("zweiundzwanzig", 4, i)
        showdowns = [e for e in match.log if e["event"] == "showdown"]
        assert len(showdowns) == run.deals[i]
        for d, showdown in enumerate(showdowns):
            ranks, points = run.game_places[i, d], run.game_points[i, d]
            dealt = [p for p in range(4) if points[p] != NOT_DEALT]
            losers = sorted(showdown["losers"])
            assert [p for p in dealt if points[p] > 0] == losers
            assert (points[losers] == showdown["points"]).all()
            winners = [p for p in dealt if p not in losers]
            assert (ranks[winners] == 1).all()
            assert (ranks[losers] == len(winners) + 1).all()


def test_a_family_player_out_is_left_blank_after_going_out():
    run = zz.simulate(200, players=5, policies="random", seed=1, per_game=True)
    out = run.game_points == NOT_DEALT
    played = np.arange(out.shape[1]) < run.deals[:, None].astype(int)
    gone = out & played[:, :, None]
    assert gone.any()
    # Once out, out for the rest of the match: blank deals only follow blank deals.
    assert (np.diff(out.astype(np.int8), axis=1) >= 0).all()


# --- asking for them --------------------------------------------------------------------------


def test_not_asked_for_they_are_none():
    result = zz.simulate(5, players=3)
    assert result.game_points is None and result.game_places is None
    assert "per-game" not in repr(result)
    assert "per-game" in repr(zz.simulate(5, players=3, per_game=True))


def test_summary_only_refuses_per_game():
    with pytest.raises(ValueError, match=r"per_game.*summary_only"):
        zz.simulate(5, players=3, summary_only=True, per_game=True)
    with pytest.raises(ValueError, match="summary_only"):
        zz._core.simulate_batch(
            players=3,
            rules=None,
            policies=["random"] * 3,
            seed=0,
            start=0,
            count=1,
            summary_only=True,
            per_game=True,
        )


def test_per_game_is_a_bool():
    with pytest.raises(TypeError, match="per_game"):
        zz.simulate(5, players=3, per_game="yes")


def test_results_differ_by_their_per_game_arrays(serial):
    other = zz.SimulationResult(**{**serial.__dict__, "game_points": None, "game_places": None})
    assert other != serial


def test_no_games():
    result = zz.simulate(0, players=3, per_game=True)
    assert result.game_points.shape == result.game_places.shape == (0, 0, 3)


# --- saved and loaded, and as a table ---------------------------------------------------------


@pytest.mark.parametrize("suffix", [".npz", ".parquet"])
def test_save_and_load_keep_them(serial, suffix, tmp_path):
    if suffix == ".parquet":
        pytest.importorskip("pyarrow.parquet")
    loaded = zz.SimulationResult.load(serial.save(tmp_path / f"run{suffix}"))
    assert loaded == serial


@pytest.mark.parametrize("suffix", [".npz", ".parquet"])
def test_a_run_without_them_loads_without_them(suffix, tmp_path):
    if suffix == ".parquet":
        pytest.importorskip("pyarrow.parquet")
    plain = zz.simulate(10, players=3)
    loaded = zz.SimulationResult.load(plain.save(tmp_path / f"run{suffix}"))
    assert loaded == plain and loaded.game_points is None


def test_a_file_with_points_after_a_match_s_last_deal_is_refused(tmp_path):
    serial = zz.simulate(30, players=4, per_game=True)
    assert serial.deals.min() < serial.deals.max()
    path = serial.save(tmp_path / "run.npz")
    with np.load(path) as data:
        members = dict(data)
    points = members["game_points"].copy()
    short = int(np.argmin(serial.deals))
    points[short, -1, 0] = 1
    members["game_points"] = points
    np.savez_compressed(path, **members)
    with pytest.raises(zz.simulation_files.SimulationFileError, match="after a match"):
        zz.SimulationResult.load(path)


def test_to_pandas_per_game_is_one_row_a_deal(serial):
    pytest.importorskip("pandas")
    frame = serial.to_pandas(per_game=True)
    assert len(frame) == int(serial.deals.sum())
    players = serial.places.shape[1]
    assert list(frame.columns) == ["match", "deal"] + [
        c for p in range(players) for c in (f"points_{p}", f"place_{p}")
    ]
    first = frame[frame["match"] == 0]
    assert first["deal"].tolist() == list(range(1, int(serial.deals[0]) + 1))
    assert first["points_0"].tolist() == serial.game_points[0, : serial.deals[0], 0].tolist()
    with pytest.raises(ValueError, match="per_game=True"):
        zz.simulate(3, players=3).to_pandas(per_game=True)


# --- the command line -------------------------------------------------------------------------


def test_the_command_line_writes_them_with_out(capsys, tmp_path):
    from zweiundzwanzig.cli import main

    target = tmp_path / "run.npz"
    argv = ["simulate", "--game", "big_two", "--games", "12", "--seed", "4", "--out", str(target)]
    assert main([*argv, "--per-game"]) == 0
    loaded = zz.SimulationResult.load(target)
    assert loaded == zz.simulate(12, game="big_two", seed=4, per_game=True)
    capsys.readouterr()
    # Without --out there is nowhere to write them.
    assert main(["simulate", "--games", "5", "--per-game"]) != 0
    assert "--out" in capsys.readouterr().err


def test_an_interrupted_run_keeps_those_of_the_games_finished():
    calls = [0]

    def quits(view):
        calls[0] += 1
        if calls[0] > 3000:
            raise KeyboardInterrupt
        return first_move(view)

    seats = ["random"] * 3
    with pytest.raises(zz.Interrupted) as stop:
        zz.simulate(100, game="big_two", policies=[quits, *seats], per_game=True)
    partial = stop.value.partial
    assert 0 < partial.games < 100
    whole = zz.simulate(partial.games, game="big_two", policies=[first_move, *seats], per_game=True)
    assert np.array_equal(partial.game_points, whole.game_points)
    assert np.array_equal(partial.game_places, whole.game_places)


def test_a_run_too_large_to_pad_is_a_memory_error():
    from zweiundzwanzig.per_game import joined

    wide = np.lib.stride_tricks.as_strided(np.zeros(1, np.uint16), (1, 20_000, 32), (0, 0, 0))
    tall = np.lib.stride_tricks.as_strided(np.zeros(1, np.uint16), (3_000, 1, 32), (0, 0, 0))
    with pytest.raises(MemoryError, match="4 GiB"):
        joined([wide, tall], 32)


def test_a_parquet_whose_lists_do_not_fit_its_deals_is_refused(tmp_path):
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    path = zz.simulate(10, game="arschloch", players=3, per_game=True).save(tmp_path / "r.parquet")
    table = pq.read_table(path)
    lists = table.column("points_1").to_pylist()
    lists[2] = lists[2][:-1]
    changed = table.set_column(1 + 2 * 3 + 1, "points_1", pa.array(lists, pa.list_(pa.uint16())))
    pq.write_table(changed, path)
    with pytest.raises(zz.simulation_files.SimulationFileError, match="points_1"):
        zz.SimulationResult.load(path)


class WithoutThem:
    """Hands back the first chunk as a run without per-game results plays it."""

    def map(self, fn, items):
        items = list(items)
        results = [fn(x) for x in items]
        (*run, _), start, count = items[0]
        results[0] = fn(((*run, False), start, count))
        return results


class Changing:
    """Changes a deal's points on the way back, the digest left as it was."""

    def map(self, fn, items):
        results = [fn(x) for x in items]
        results[0]["game_points"] = results[0]["game_points"].copy()
        results[0]["game_points"][0, 0, 0] += 1
        return results


@pytest.mark.parametrize(
    ("executor", "words"), [(WithoutThem(), "another run"), (Changing(), "changed")]
)
def test_an_executor_must_hand_back_the_per_game_results(executor, words):
    with pytest.raises(zz.StateError, match=words):
        zz.simulate(30, players=3, executor=executor, chunk_size=10, per_game=True)
