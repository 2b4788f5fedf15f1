"""`zz.simulate`: seeded whole matches in Rust, per-game arrays and a summary. The arrays are
the same whatever the threads, the executor or the chunk size."""

from __future__ import annotations

import math
import multiprocessing
import os
import pickle
import subprocess
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from types import SimpleNamespace

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.simulate import Z95, StopToken, Summary, wilson_interval

MIXED4 = ["heuristic", "random", "heuristic", "random"]
MIXED3 = ["random", "heuristic", "random"]
# (rules preset, players, policies): two presets, mixed policy tables.
CONFIGS = [
    ("standard", 4, MIXED4),
    ("sechsundzwanzig", 3, MIXED3),
]
CONFIG_IDS = [c[0] for c in CONFIGS]
GAMES = 300
SEED = 12345


def run(config, games=GAMES, seed=SEED, **kwargs) -> zz.SimulationResult:
    preset, players, policies = config
    return zz.simulate(games, players=players, rules=preset, policies=policies, seed=seed, **kwargs)


def assert_same_arrays(a: zz.SimulationResult, b: zz.SimulationResult) -> None:
    for name in ("places", "totals", "deals"):
        x, y = getattr(a, name), getattr(b, name)
        assert x.dtype == y.dtype, name
        assert x.shape == y.shape, name
        np.testing.assert_array_equal(x, y, err_msg=name)
    assert a.summary == b.summary


@pytest.fixture(scope="module", params=CONFIGS, ids=CONFIG_IDS)
def config(request):
    return request.param


_SERIAL: dict[str, zz.SimulationResult] = {}


@pytest.fixture
def serial(config) -> zz.SimulationResult:
    """The reference: one chunk on one thread."""
    if config[0] not in _SERIAL:
        _SERIAL[config[0]] = run(config, threads=1)
    return _SERIAL[config[0]]


# --- the same arrays whatever the threads, chunks or executor ------------------------------------


@pytest.mark.parametrize("threads", [2, 3, None])
def test_threads_give_the_serial_arrays(config, serial, threads):
    assert_same_arrays(run(config, threads=threads), serial)


@pytest.mark.parametrize("chunk_size", [1, 7, 1000])
@pytest.mark.parametrize("threads", [1, 2])
def test_chunk_sizes_give_the_serial_arrays(config, serial, chunk_size, threads):
    assert_same_arrays(run(config, threads=threads, chunk_size=chunk_size), serial)


@pytest.fixture(scope="module")
def thread_pool():
    with ThreadPoolExecutor(max_workers=3) as pool:
        yield pool


@pytest.fixture(scope="module")
def process_pool():
    with ProcessPoolExecutor(
        max_workers=2, mp_context=multiprocessing.get_context("spawn")
    ) as pool:
        yield pool


@pytest.fixture(scope="module")
def dask_client():
    # Not importorskip: the `dist` extra is part of the test install, so a missing dask is an error.
    from dask.distributed import Client, LocalCluster

    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        Client(cluster) as client,
    ):
        yield client


@pytest.mark.parametrize("chunk_size", [None, 1, 37, 1000])
def test_thread_pool_executor(config, serial, thread_pool, chunk_size):
    assert_same_arrays(run(config, executor=thread_pool, chunk_size=chunk_size), serial)


@pytest.mark.parametrize("chunk_size", [None, 37])
def test_process_pool_executor(config, serial, process_pool, chunk_size):
    assert_same_arrays(run(config, executor=process_pool, chunk_size=chunk_size), serial)


def test_dask_client_executor(config, serial, dask_client):
    executor = dask_client.get_executor()
    assert_same_arrays(run(config, executor=executor, chunk_size=41), serial)


def test_dask_client_itself_as_executor(config, serial, dask_client):
    # Client.map hands back futures; simulate waits for them, in order.
    assert_same_arrays(run(config, executor=dask_client, chunk_size=41), serial)


def test_any_object_with_map_is_an_executor(config, serial):
    assert_same_arrays(run(config, executor=SimpleNamespace(map=map), chunk_size=13), serial)


def test_summary_only_through_executors(config, serial, thread_pool, dask_client):
    for executor in (thread_pool, dask_client):
        result = run(config, executor=executor, chunk_size=50, summary_only=True)
        assert result.places is None
        assert result.summary == serial.summary


def test_gil_is_released_during_a_run():
    """While a run goes on in another thread, this thread keeps running. With no forced switch
    of the GIL, this thread can only run during the batch if the batch lets go of the GIL
    (this thread lets go of it at every step, so the other one can start and end its batch)."""
    box = {"in_batch": False, "done": False}
    seen_in_batch = 0

    def work():
        box["in_batch"] = True
        zz._core.simulate_batch(
            players=4, rules=None, policies=["random"] * 4, seed=3, start=0, count=20_000
        )
        box["in_batch"] = False
        box["done"] = True

    switch = sys.getswitchinterval()
    sys.setswitchinterval(1000.0)
    try:
        worker = threading.Thread(target=work)
        worker.start()
        while worker.is_alive():
            seen_in_batch += box["in_batch"]
            time.sleep(0)
        worker.join()
    finally:
        sys.setswitchinterval(switch)
    assert box["done"]
    assert seen_in_batch > 0


# --- the arrays ------------------------------------------------------------------------------


def test_dtypes_and_shapes(config, serial):
    _, players, policies = config
    assert serial.places.dtype == np.uint8
    assert serial.totals.dtype == np.uint16
    assert serial.deals.dtype == np.uint16
    assert serial.places.shape == (GAMES, players)
    assert serial.totals.shape == (GAMES, players)
    assert serial.deals.shape == (GAMES,)
    assert serial.games == GAMES
    assert serial.seed == SEED
    assert serial.policies == tuple(policies)
    assert serial.rules == zz.Rules.preset_named(config[0])


@pytest.mark.parametrize("preset", zz.Rules.presets())
@pytest.mark.parametrize("players", [2, 3, 5])
def test_places_agree_with_totals_and_rules(preset, players):
    """What the rules (1.9) and docs/rules-decisions.md make always true of a finished match."""
    rules = zz.Rules.preset_named(preset)
    limit = rules.elimination
    result = zz.simulate(400, players=players, rules=rules, policies="random", seed=7)
    places = result.places.astype(int)
    totals = result.totals.astype(int)
    won = places == 1
    n_won = won.sum(axis=1)

    assert (places >= 1).all() and (places <= players).all()
    assert (n_won >= 1).all(), "every match has a winner"
    np.testing.assert_array_equal(result.winners, won)
    # Competition ranking: a place is 1 + the number of players placed strictly better.
    better = (places[:, None, :] < places[:, :, None]).sum(axis=2)
    np.testing.assert_array_equal(places, 1 + better)
    # Everyone who did not win went out: their total reached the elimination limit.
    assert (totals[~won] >= limit).all()
    # A winner still under the limit is the last player left: the only winner.
    under = (won & (totals < limit)).any(axis=1)
    assert (n_won[under] == 1).all()
    assert (result.deals >= 1).all()
    if rules.all_out == "share":
        # A shared win is a whole last group going out together; a sole winner is the last left.
        assert (totals[won & (n_won[:, None] > 1)] >= limit).all()
        assert (totals[won & (n_won[:, None] == 1)] < limit).all()
    else:
        # lowest_total: winners who went out have the lowest total of the last group: all equal,
        # and a sole such winner is strictly below the rest of that group, who share place 2.
        for g in np.flatnonzero(~under):
            winners = totals[g][won[g]]
            assert len(set(winners)) == 1, (g, places[g], totals[g])
            if len(winners) == 1:
                second = totals[g][places[g] == 2]
                assert second.size >= 1 and (second > winners[0]).all(), (places[g], totals[g])


def test_same_seed_same_arrays_different_seed_different_arrays(config, serial):
    assert_same_arrays(run(config, threads=1), serial)
    other = run(config, seed=SEED + 1, threads=1)
    assert not np.array_equal(other.totals, serial.totals)
    assert not np.array_equal(other.deals, serial.deals)
    # The same seed again, in a fresh call: the same arrays.
    assert_same_arrays(run(config, threads=2), run(config, threads=2))


def test_largest_seed_is_accepted():
    a = zz.simulate(20, seed=2**64 - 1, threads=1)
    b = zz.simulate(20, seed=2**64 - 1, threads=2, chunk_size=3)
    assert_same_arrays(a, b)


@pytest.mark.parametrize("prefix", [0, 1, 99, 255, 256, 257, 299])
def test_prefix_property(config, serial, prefix):
    """Game i depends only on (seed, i): a shorter run is a prefix of a longer one."""
    short = run(config, games=prefix, threads=2)
    for name in ("places", "totals", "deals"):
        np.testing.assert_array_equal(getattr(short, name), getattr(serial, name)[:prefix])


def test_zero_games():
    result = zz.simulate(0, players=3)
    assert result.places.shape == (0, 3) and result.places.dtype == np.uint8
    assert result.totals.shape == (0, 3) and result.totals.dtype == np.uint16
    assert result.deals.shape == (0,) and result.deals.dtype == np.uint16
    assert result.games == 0
    assert result.winners.shape == (0, 3)
    assert result.summary.win_rate == (0.0, 0.0, 0.0)
    for executor in (SimpleNamespace(map=map), None):
        again = zz.simulate(0, players=3, executor=executor, chunk_size=5)
        assert again.places.shape == (0, 3)
        assert zz.simulate(0, players=3, executor=executor, summary_only=True).games == 0


def test_fixed_width_memory():
    """3 bytes a seat (uint8 place, uint16 total) and 2 a game (uint16 deals): 10 million
    four-player games fit in 140 MB, well under 1 GiB."""
    for players in (2, 4, 7):
        games = 123
        r = zz.simulate(games, players=players, threads=1)
        per_game = (r.places.nbytes + r.totals.nbytes + r.deals.nbytes) / games
        assert per_game == 3 * players + 2
    assert 10_000_000 * (3 * 4 + 2) == 140_000_000 < 2**30


def test_default_policies_and_rules():
    result = zz.simulate(50, threads=1)
    assert result.policies == ("random",) * 4
    assert result.rules == zz.Rules.standard()
    assert result.places.shape == (50, 4)
    one_name = zz.simulate(50, players=3, policies="heuristic", threads=1)
    assert one_name.policies == ("heuristic",) * 3
    as_list = zz.simulate(50, players=3, policies=["heuristic"] * 3, threads=1)
    assert_same_arrays(one_name, as_list)
    by_object = zz.simulate(50, players=3, rules=zz.Rules.preset_named("rasmussen"), threads=1)
    by_name = zz.simulate(50, players=3, rules="rasmussen", threads=1)
    assert_same_arrays(by_object, by_name)


def test_heuristic_beats_random():
    result = zz.simulate(2000, players=4, policies=["heuristic", "random", "random", "random"])
    lo, hi = result.summary.win_interval[0]
    assert 0.5 < lo <= result.summary.win_rate[0] <= hi, result.summary.table()
    rate, (plo, _), seats = result.summary.per_policy["heuristic"]
    assert seats == 1 and rate == result.summary.win_rate[0] and plo == lo
    assert result.summary.per_policy["random"][0] < 0.25


# --- the summary -----------------------------------------------------------------------------


def test_summary_only_equals_the_arrays_summary(config, serial):
    for threads in (1, 2):
        only = run(config, threads=threads, summary_only=True)
        assert only.places is None and only.totals is None and only.deals is None
        assert only.summary == serial.summary
        assert only.games == GAMES
    chunked = run(config, threads=2, chunk_size=7, summary_only=True)
    assert chunked.summary == serial.summary


def test_summary_counts_match_the_arrays(config, serial):
    s = serial.summary
    assert s.games == GAMES
    assert s.players == config[1]
    assert s.wins == tuple(int(x) for x in (serial.places == 1).sum(axis=0))
    assert s.totals == tuple(int(x) for x in serial.totals.astype(np.int64).sum(axis=0))
    assert s.places == tuple(int(x) for x in serial.places.astype(np.int64).sum(axis=0))
    assert s.deals == int(serial.deals.astype(np.int64).sum())
    assert s.deals_sq == int((serial.deals.astype(np.int64) ** 2).sum())
    assert s.mean_deals == pytest.approx(serial.deals.mean())
    np.testing.assert_allclose(s.win_rate, (serial.places == 1).mean(axis=0))
    np.testing.assert_allclose(s.mean_totals, serial.totals.mean(axis=0))
    np.testing.assert_allclose(s.mean_places, serial.places.mean(axis=0))
    for (lo, hi), w in zip(s.win_interval, s.wins, strict=True):
        assert (lo, hi) == wilson_interval(w, GAMES)
        assert lo <= w / GAMES <= hi


@pytest.mark.parametrize("cut", [0, 1, 150, 299, 300])
def test_summary_merge_of_two_parts_equals_the_whole(serial, cut):
    p, t, d = serial.places, serial.totals, serial.deals
    names = serial.policies
    first = Summary.from_arrays(p[:cut], t[:cut], d[:cut], names)
    second = Summary.from_arrays(p[cut:], t[cut:], d[cut:], names)
    assert first.merge(second) == serial.summary
    assert second.merge(first) == serial.summary


def test_summary_merge_of_two_runs(config):
    """A summary-only run of the first M games merged with the rest equals the whole."""
    whole = run(config, games=200, threads=1)
    head = run(config, games=120, threads=1, summary_only=True).summary
    rest = Summary.from_arrays(
        whole.places[120:], whole.totals[120:], whole.deals[120:], whole.policies
    )
    assert head.merge(rest) == whole.summary
    empty = Summary(players=config[1], policies=tuple(config[2]))
    assert empty.merge(whole.summary) == whole.summary
    assert whole.summary.merge(empty) == whole.summary


def test_wilson_interval_by_hand():
    z = Z95
    assert z == pytest.approx(1.959964, abs=1e-6)
    # 50 of 100: centre 0.5, half-width z * sqrt(0.25/100 + z^2/40000) / (1 + z^2/100).
    half = z * math.sqrt(0.0025 + z * z / 40_000) / (1 + z * z / 100)
    lo, hi = wilson_interval(50, 100)
    assert lo == pytest.approx(0.5 - half, abs=1e-12)
    assert hi == pytest.approx(0.5 + half, abs=1e-12)
    assert (lo, hi) == pytest.approx((0.40383, 0.59617), abs=1e-5)  # the textbook value
    # 0 of n: [0, z^2/(n + z^2)]; n of n: [n/(n + z^2), 1].
    for n in (1, 10, 1000):
        assert wilson_interval(0, n) == pytest.approx((0.0, z * z / (n + z * z)), abs=1e-12)
        assert wilson_interval(n, n) == pytest.approx((n / (n + z * z), 1.0), abs=1e-12)
    assert wilson_interval(0, 10)[1] == pytest.approx(0.27753, abs=1e-5)
    # 1 of 10 and 9 of 10 mirror each other.
    lo1, hi1 = wilson_interval(1, 10)
    lo9, hi9 = wilson_interval(9, 10)
    assert (lo1, hi1) == pytest.approx((1 - hi9, 1 - lo9), abs=1e-12)
    assert (lo1, hi1) == pytest.approx((0.017875, 0.404150), abs=1e-5)
    # The interval always holds the observed share: exactly 0 and 1 at the edges.
    for n in range(1, 400):
        assert wilson_interval(0, n)[0] == 0.0, n
        assert wilson_interval(n, n)[1] == 1.0, n
        for k in range(0, n + 1, max(1, n // 7)):
            lo_k, hi_k = wilson_interval(k, n)
            assert 0.0 <= lo_k <= k / n <= hi_k <= 1.0, (k, n)
    # No trials, no information.
    assert wilson_interval(0, 0) == (0.0, 1.0)
    # Another z: 1.0 gives a narrower interval.
    lo_z1, hi_z1 = wilson_interval(50, 100, z=1.0)
    assert lo < lo_z1 < 0.5 < hi_z1 < hi


def test_summary_table_one_policy():
    result = zz.simulate(100, players=3, policies="random", seed=4, threads=1)
    text = str(result)
    assert text == result.summary.table() == str(result.summary)
    assert "100 games" in text
    assert "95% interval" in text
    assert "mean deals per match" in text
    assert f"{result.summary.mean_deals:.2f}" in text
    lines = text.splitlines()
    for seat in range(3):
        row = next(line for line in lines if line.split()[:2] == [str(seat), "random"])
        lo, hi = result.summary.win_interval[seat]
        assert f"[{lo:.3f}, {hi:.3f}]" in row
        assert f"{result.summary.win_rate[seat]:.3f}" in row
        assert f"{result.summary.mean_totals[seat]:.2f}" in row
    # One policy: no per-policy section.
    assert not any(line.split()[:2] == ["policy", "seats"] for line in lines)
    assert "summary only" not in repr(result) and "100 games" in repr(result)


def test_summary_table_several_policies():
    result = zz.simulate(200, players=4, policies=MIXED4, seed=4, threads=1)
    summary = result.summary
    text = summary.table()
    lines = text.splitlines()
    assert "heuristic" in text and "random" in text
    for seat, name in enumerate(MIXED4):
        assert any(line.split()[:2] == [str(seat), name] for line in lines), seat
    start = next(i for i, line in enumerate(lines) if line.split()[:2] == ["policy", "seats"])
    section = lines[start + 1 :]
    for name in ("heuristic", "random"):
        rate, (lo, hi), seats = summary.per_policy[name]
        assert seats == 2
        wins = sum(summary.wins[p] for p, n in enumerate(MIXED4) if n == name)
        assert rate == wins / 400
        assert (lo, hi) == wilson_interval(wins, 400)
        row = next(line for line in section if line.split()[0] == name)
        assert f"[{lo:.3f}, {hi:.3f}]" in row and f"{rate:.3f}" in row


def test_progress_is_reported():
    for kwargs in ({}, {"chunk_size": 33}, {"threads": 2}, {"executor": SimpleNamespace(map=map)}):
        counts = []
        result = zz.simulate(250, players=3, seed=9, progress=counts.append, **kwargs)
        assert counts, kwargs
        assert counts == sorted(counts), kwargs
        assert counts[-1] == 250, kwargs
        assert all(0 < c <= 250 for c in counts)
        assert_same_arrays(result, zz.simulate(250, players=3, seed=9, threads=1))
    counts = []
    zz.simulate(100, chunk_size=30, progress=counts.append)
    assert counts == [30, 60, 90, 100]


# --- bad input -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "error", "words"),
    [
        ({"policies": "bogus"}, zz.RulesError, ["bogus"]),
        ({"policies": ["random", "random", "random", "nope"]}, zz.RulesError, ["nope"]),
        ({"policies": ["random"] * 3}, zz.RulesError, ["3 policies", "4 players"]),
        ({"policies": ["random"] * 5}, zz.RulesError, ["5 policies", "4 players"]),
        ({"players": 1, "policies": "random"}, zz.RulesError, ["players", "1"]),
        ({"players": 0}, zz.RulesError, ["players", "0"]),
        ({"players": 33}, zz.RulesError, ["players", "33"]),
        ({"players": -1}, ValueError, ["players", "-1"]),
        ({"rules": "bogus"}, zz.RulesError, ["bogus"]),
        ({"chunk_size": 0}, ValueError, ["chunk_size", "0"]),
        ({"chunk_size": -4}, ValueError, ["chunk_size", "-4"]),
        ({"threads": 0}, ValueError, ["threads", "0"]),
        ({"threads": -1}, ValueError, ["threads", "-1"]),
        ({"seed": -1}, ValueError, ["seed", "-1"]),
        ({"seed": 2**64}, ValueError, ["seed", str(2**64)]),
    ],
)
def test_bad_input(kwargs, error, words):
    with pytest.raises(error) as info:
        zz.simulate(10, **kwargs)
    for word in words:
        assert word in str(info.value), (word, str(info.value))


def test_negative_games():
    with pytest.raises(ValueError, match=r"games.*-5"):
        zz.simulate(-5)


def test_bad_configuration_fails_before_any_work():
    """A bad table fails at once, before the executor gets anything."""
    calls = []

    class Recorder:
        def map(self, fn, *iterables):
            calls.append(fn)
            return map(fn, *iterables)

    with pytest.raises(zz.RulesError):
        zz.simulate(10, players=1, policies="random", executor=Recorder())
    assert calls == []


def test_rules_error_is_a_value_error():
    assert issubclass(zz.RulesError, ValueError)


# --- saving ----------------------------------------------------------------------------------


def test_save_npz_round_trip(serial, tmp_path):
    path = serial.save(tmp_path / "run.npz")
    assert path == tmp_path / "run.npz" and path.exists()
    with np.load(path) as data:
        for name in ("places", "totals", "deals"):
            np.testing.assert_array_equal(data[name], getattr(serial, name))
            assert data[name].dtype == getattr(serial, name).dtype
        assert int(data["seed"]) == SEED
        assert tuple(data["policies"].tolist()) == serial.policies
        assert zz.Rules.from_json(str(data["rules"])) == serial.rules


def test_save_without_suffix_adds_npz(tmp_path):
    result = zz.simulate(20, threads=1)
    path = result.save(str(tmp_path / "run"))
    assert path.name == "run.npz" and path.exists()
    with np.load(path) as data:
        np.testing.assert_array_equal(data["places"], result.places)


def test_save_parquet_round_trip(serial, tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    path = serial.save(tmp_path / "run.parquet")
    assert path == tmp_path / "run.parquet" and path.exists()
    table = pq.read_table(path)
    assert table.num_rows == GAMES
    np.testing.assert_array_equal(table.column("deals").to_numpy(), serial.deals)
    for p in range(serial.places.shape[1]):
        np.testing.assert_array_equal(table.column(f"place_{p}").to_numpy(), serial.places[:, p])
        np.testing.assert_array_equal(table.column(f"total_{p}").to_numpy(), serial.totals[:, p])


def test_save_parquet_without_pyarrow_says_so(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    result = zz.simulate(10, threads=1)
    with pytest.raises(ImportError, match="pyarrow"):
        result.save(tmp_path / "run.parquet")


def test_summary_only_has_no_arrays(tmp_path):
    result = zz.simulate(30, summary_only=True)
    assert result.places is None
    assert "summary only" in repr(result)
    with pytest.raises(ValueError, match="summary-only"):
        _ = result.winners
    with pytest.raises(ValueError, match="summary-only"):
        result.save(tmp_path / "run.npz")
    assert not (tmp_path / "run.npz").exists()


def test_winners(serial):
    winners = serial.winners
    assert winners.dtype == np.bool_
    assert winners.shape == serial.places.shape
    np.testing.assert_array_equal(winners, serial.places == 1)
    assert winners.any(axis=1).all()


def test_arrays_too_big_for_memory_are_a_clear_error_not_a_crash() -> None:
    with pytest.raises(zz.RulesError, match="do not fit in memory"):
        zz.simulate(10**15, players=4, threads=1)


# --- executors that change what they hand back, and the stop token -----------------------------


class Scribbling:
    """An executor that changes each result in place before handing it back."""

    def __init__(self, change):
        self.change = change

    def map(self, fn, *iterables):
        for part in map(fn, *iterables):
            self.change(part)
            yield part


def everyone_won(part):
    part["places"][:] = 1


def one_more_win(part):
    part["wins"][0] += 1


@pytest.mark.parametrize(("change", "summary_only"), [(everyone_won, False), (one_more_win, True)])
def test_an_executor_that_changes_the_results_is_refused(config, change, summary_only):
    with pytest.raises(zz.StateError, match="the executor changed the result of games from 0"):
        run(config, executor=Scribbling(change), chunk_size=50, summary_only=summary_only)


class Recycling:
    """Hands back each result, then reuses its arrays for the next (as a pool of buffers may):
    the arrays handed back change after the run has them."""

    def map(self, fn, *iterables):
        before = None
        for part in map(fn, *iterables):
            if before is not None:
                for name in ("places", "totals", "deals"):
                    before[name][:] = 0
            yield part
            before = part


def test_arrays_an_executor_changes_after_handing_them_back_do_not_change_the_result(
    config, serial
):
    assert_same_arrays(run(config, executor=Recycling(), chunk_size=50), serial)


def test_a_stop_token_stops_a_batch_here_and_in_another_process():
    token = StopToken()
    elsewhere = pickle.loads(pickle.dumps(token))  # as a worker process gets it
    assert not token.is_set() and not elsewhere.is_set()
    token.set()
    assert elsewhere.is_set()
    for stop in (token, elsewhere):
        with pytest.raises(zz.Interrupted) as caught:
            zz._core.simulate_batch(
                players=4,
                rules=None,
                policies=["random"] * 4,
                seed=0,
                start=0,
                count=10**12,
                summary_only=True,
                stop=stop,
            )
        assert caught.value.partial["games"] == 0


def test_the_file_of_a_stop_token_goes_when_the_process_that_set_it_exits():
    code = "from zweiundzwanzig.simulate import StopToken\nt = StopToken()\nt.set()\nprint(t._path)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    flag = done.stdout.strip()
    assert flag and not os.path.exists(flag)


# --- the README's dask example ----------------------------------------------------------------


def test_the_readmes_dask_script_gives_the_arrays_of_one_thread(tmp_path):
    pytest.importorskip("dask.distributed")
    import re
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    scripts = [b for b in re.findall(r"```python\n(.*?)```", readme, flags=re.S) if "dask" in b]
    assert len(scripts) == 1
    script = scripts[0]
    # The same script, smaller: each number it is cut at must be in it.
    for big, small in (("1_000_000", "2_000"), ("50_000", "300"), ("n_workers=4", "n_workers=2")):
        assert big in script, big
        script = script.replace(big, small)
    (tmp_path / "dask_script.py").write_text(script, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "dask_script.py"], cwd=tmp_path, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert "2,000 games" in done.stdout
    loaded = zz.SimulationResult.load(tmp_path / "dask_run.npz")
    serial = zz.simulate(
        2_000, policies=["heuristic", "random", "random", "random"], seed=1, threads=1
    )
    assert loaded == serial
