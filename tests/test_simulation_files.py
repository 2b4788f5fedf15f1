"""`SimulationResult.load` reads back what `save` wrote, for every game and both formats, and
refuses any other file with a clear error; `to_pandas` gives the parquet's table."""

from __future__ import annotations

import io
import json
import sys
import zipfile

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.simulation_files import MOST_EXPANSION, SimulationFileError

# (game, players, policies): every game, with mixed tables.
TABLES = [
    ("zweiundzwanzig", 4, ["heuristic", "random", "heuristic", "random"]),
    ("arschloch", 3, ["random", "heuristic", "random"]),
    ("big_two", 4, ["heuristic", "random", "random", "random"]),
]
SUFFIXES = [".npz", ".parquet"]


@pytest.fixture(scope="module", params=TABLES, ids=[t[0] for t in TABLES])
def result(request) -> zz.SimulationResult:
    game, players, policies = request.param
    return zz.simulate(40, game=game, players=players, policies=policies, seed=7, threads=1)


@pytest.fixture(params=SUFFIXES)
def suffix(request) -> str:
    if request.param == ".parquet":
        pytest.importorskip("pyarrow.parquet")
    return str(request.param)


def test_load_gives_back_the_result_saved(result, suffix, tmp_path):
    path = result.save(tmp_path / f"run{suffix}")
    loaded = zz.SimulationResult.load(path)
    assert loaded == result
    assert loaded.rules == result.rules and type(loaded.rules) is type(result.rules)
    assert (loaded.game, loaded.seed, loaded.policies) == (result.game, 7, result.policies)
    # The summary as the run printed it: its label and what its rounds are, too.
    assert loaded.summary.label == result.summary.label
    assert loaded.summary.rounds == result.summary.rounds
    assert str(loaded) == str(result)


def test_load_takes_a_str_path(result, tmp_path):
    path = result.save(str(tmp_path / "run"))
    assert zz.SimulationResult.load(str(path)) == result


def test_a_callables_label_and_a_large_seed_come_back(suffix, tmp_path):
    def first_move(view):
        return view.legal_moves()[0]

    seed = 2**64 - 1
    result = zz.simulate(6, players=2, policies=[first_move, "random"], seed=seed)
    loaded = zz.SimulationResult.load(result.save(tmp_path / f"run{suffix}"))
    assert loaded == result
    assert loaded.policies == ("first_move", "random") and loaded.seed == seed


def test_a_run_of_no_games_comes_back(suffix, tmp_path):
    result = zz.simulate(0, game="big_two", players=3)
    loaded = zz.SimulationResult.load(result.save(tmp_path / f"run{suffix}"))
    assert loaded == result
    assert loaded.places.shape == (0, 3)


def test_rules_other_than_the_standard_come_back(suffix, tmp_path):
    rules = zz.big_two.Rules.preset_named("pusoy_dos").replace(pass_is_final=True)
    result = zz.simulate(10, game="big_two", rules=rules, seed=3)
    loaded = zz.SimulationResult.load(result.save(tmp_path / f"run{suffix}"))
    assert loaded.rules == rules
    assert loaded == result


# --- to_pandas --------------------------------------------------------------------------------


def test_to_pandas_is_one_row_a_match_as_the_parquet_has_it(result, tmp_path):
    pd = pytest.importorskip("pandas")
    frame = result.to_pandas()
    players = result.places.shape[1]
    seats = [f"{kind}_{p}" for p in range(players) for kind in ("place", "total")]
    assert list(frame.columns) == ["deals", *seats]
    assert len(frame) == result.games
    np.testing.assert_array_equal(frame["deals"].to_numpy(), result.deals)
    for p in range(players):
        np.testing.assert_array_equal(frame[f"place_{p}"].to_numpy(), result.places[:, p])
        np.testing.assert_array_equal(frame[f"total_{p}"].to_numpy(), result.totals[:, p])
        assert frame[f"place_{p}"].dtype == np.uint8
        assert frame[f"total_{p}"].dtype == np.uint16
    assert frame.attrs == {
        "seed": result.seed,
        "game": result.game,
        "rules": result.rules,
        "policies": result.policies,
    }
    if pytest.importorskip("pyarrow.parquet"):
        read = pd.read_parquet(result.save(tmp_path / "run.parquet"))
        assert list(read.columns) == list(frame.columns)
        np.testing.assert_array_equal(read.to_numpy(), frame.to_numpy())


def test_to_pandas_without_pandas_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "pandas", None)
    result = zz.simulate(5)
    with pytest.raises(ImportError, match="pip install pandas"):
        result.to_pandas()


def test_a_summary_only_run_has_no_table():
    with pytest.raises(ValueError, match="summary-only"):
        zz.simulate(5, summary_only=True).to_pandas()


def test_loading_parquet_without_pyarrow_says_so(tmp_path, monkeypatch):
    pytest.importorskip("pyarrow.parquet")
    path = zz.simulate(5).save(tmp_path / "run.parquet")
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    with pytest.raises(ImportError, match=r"reading \.parquet needs pyarrow"):
        zz.SimulationResult.load(path)


# --- refusals ---------------------------------------------------------------------------------


def test_a_missing_file_is_a_file_not_found_error(tmp_path):
    with pytest.raises(FileNotFoundError, match="no such file"):
        zz.SimulationResult.load(tmp_path / "nothing.npz")


def test_another_suffix_is_refused(tmp_path):
    path = tmp_path / "run.csv"
    path.write_text("deals\n1\n")
    with pytest.raises(SimulationFileError, match=r"\.npz or \.parquet"):
        zz.SimulationResult.load(path)


def test_a_file_error_is_a_value_error():
    assert issubclass(SimulationFileError, ValueError)


@pytest.mark.parametrize("suffix_", SUFFIXES)
def test_a_file_that_is_not_an_archive_is_refused(suffix_, tmp_path):
    if suffix_ == ".parquet":
        pytest.importorskip("pyarrow.parquet")
    path = tmp_path / f"run{suffix_}"
    path.write_bytes(b"not a simulation result at all")
    with pytest.raises(SimulationFileError, match="not a readable"):
        zz.SimulationResult.load(path)


def members(result: zz.SimulationResult) -> dict[str, np.ndarray]:
    """What `save` puts in an .npz, to change one at a time."""
    return {
        "places": result.places,
        "totals": result.totals,
        "deals": result.deals,
        "seed": np.uint64(result.seed),
        "game": np.array(result.game),
        "policies": np.array(result.policies),
        "rules": np.array(result.rules.to_json()),
    }


@pytest.fixture(scope="module")
def family() -> zz.SimulationResult:
    return zz.simulate(12, players=3, seed=5)


def changed(family, **change):
    data = members(family)
    for name, value in change.items():
        if value is None:
            del data[name]
        else:
            data[name] = value
    return data


BAD_NPZ = {
    "a member missing": ({"seed": None}, "no seed in it"),
    "a member more": ({"extra": np.zeros(3)}, "members 'extra'"),
    "places of another dtype": (
        {"places": np.zeros((12, 3), dtype=np.int64)},
        "places holds int64, not uint8",
    ),
    "totals of another dtype": (
        {"totals": np.zeros((12, 3), dtype=np.uint8)},
        "totals holds uint8, not uint16",
    ),
    "a seed that is a float": ({"seed": np.float64(1.0)}, "seed holds float64"),
    "deals of two dimensions": ({"deals": np.zeros((12, 1), np.uint16)}, "deals has shape"),
    "a game that is a number": ({"game": np.int64(3)}, "game holds int64"),
    "arrays of different lengths": ({"deals": np.zeros(11, np.uint16)}, "different lengths"),
    "totals for fewer seats": (
        {"totals": np.zeros((12, 2), np.uint16)},
        "different lengths",
    ),
    "a policy too few": ({"policies": np.array(["random", "random"])}, "3 seats in places"),
    "an unknown game": ({"game": np.array("skat")}, "its game 'skat'"),
    "rules that are not JSON": ({"rules": np.array("{")}, "its rules do not load"),
    "another game's rules": (
        {"rules": np.array(zz.big_two.Rules.standard().to_json())},
        "its rules do not load as Zweiundzwanzig's",
    ),
    "more seats than the game has": (
        {
            "places": np.zeros((1, 40), np.uint8),
            "totals": np.zeros((1, 40), np.uint16),
            "deals": np.zeros(1, np.uint16),
            "policies": np.array(["random"] * 40),
        },
        "40 players",
    ),
    "policies pickled": ({"policies": np.array(["random"] * 3, dtype=object)}, "policies holds"),
}


@pytest.mark.parametrize("change, message", BAD_NPZ.values(), ids=list(BAD_NPZ))
def test_an_npz_not_as_save_writes_it_is_refused(family, tmp_path, change, message):
    path = tmp_path / "run.npz"
    np.savez(path, **changed(family, **change), allow_pickle=True)
    with pytest.raises(SimulationFileError, match=message):
        zz.SimulationResult.load(path)


def test_the_saved_file_itself_loads(family, tmp_path):
    path = tmp_path / "run.npz"
    np.savez(path, **members(family))
    assert zz.SimulationResult.load(path) == family


def npy(header_shape: tuple[int, ...], dtype: np.dtype, data: bytes) -> bytes:
    """An .npy member whose header claims `header_shape`, whatever `data` it holds."""
    out = io.BytesIO()
    np.lib.format.write_array_header_1_0(
        out,
        {
            "descr": np.lib.format.dtype_to_descr(dtype),
            "fortran_order": False,
            "shape": header_shape,
        },
    )
    return out.getvalue() + data


@pytest.mark.parametrize("compression", [zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED])
def test_an_npz_claiming_more_than_it_holds_is_refused_before_reading(
    family, tmp_path, compression
):
    path = tmp_path / "run.npz"
    # A terabyte of places claimed, a few bytes held: refused from the header, nothing read.
    claimed = npy((10**12, 3), np.dtype(np.uint8), bytes(64))
    with zipfile.ZipFile(path, "w", compression) as archive:
        for name, value in members(family).items():
            buffer = io.BytesIO()
            np.lib.format.write_array(buffer, np.asarray(value), allow_pickle=False)
            archive.writestr(f"{name}.npy", claimed if name == "places" else buffer.getvalue())
    with pytest.raises(SimulationFileError, match="places claims 3,000,000,000,000 bytes"):
        zz.SimulationResult.load(path)


def test_an_npz_with_a_file_that_is_no_npy_member_is_refused(family, tmp_path):
    path = tmp_path / "run.npz"
    np.savez(path, **members(family))
    with zipfile.ZipFile(path, "a") as archive:
        archive.writestr("places", b"not an array")
    with pytest.raises(SimulationFileError, match=r"files 'places' that are not \.npy members"):
        zz.SimulationResult.load(path)


def test_an_npz_whose_data_is_shorter_than_its_header_is_refused(family, tmp_path):
    path = tmp_path / "run.npz"
    short = npy((12, 3), np.dtype(np.uint8), bytes(10))
    with zipfile.ZipFile(path, "w") as archive:
        for name, value in members(family).items():
            buffer = io.BytesIO()
            np.lib.format.write_array(buffer, np.asarray(value), allow_pickle=False)
            archive.writestr(f"{name}.npy", short if name == "places" else buffer.getvalue())
    with pytest.raises(SimulationFileError, match=r"not a readable \.npz"):
        zz.SimulationResult.load(path)


def test_most_expansion_is_deflates():
    # Deflate packs at most about 1032 bytes into one: a member claiming more is a lie.
    assert 1032 <= MOST_EXPANSION < 2000


def write_table(path, columns: dict, metadata: dict) -> None:
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet

    pyarrow.parquet.write_table(pa.table(columns, metadata=metadata), path)


def parquet_parts(result: zz.SimulationResult) -> tuple[dict, dict]:
    columns = {"deals": result.deals}
    for p in range(result.places.shape[1]):
        columns[f"place_{p}"] = result.places[:, p]
        columns[f"total_{p}"] = result.totals[:, p]
    metadata = {
        "game": result.game,
        "seed": str(result.seed),
        "rules": result.rules.to_json(),
        "policies": json.dumps(list(result.policies)),
    }
    return columns, metadata


BAD_PARQUET = {
    "no metadata": ({}, {"game": None, "seed": None, "rules": None, "policies": None}, "no game"),
    "a seed that is no number": ({}, {"seed": "seven"}, "its seed 'seven'"),
    "a negative seed": ({}, {"seed": "-1"}, "its seed '-1'"),
    "a seed too large": ({}, {"seed": str(2**64)}, "its seed"),
    "policies that are no list": ({}, {"policies": '"random"'}, "not a JSON list"),
    "no policies": ({}, {"policies": "[]"}, "no seats"),
    "a policy more than columns": (
        {},
        {"policies": json.dumps(["random"] * 4)},
        "columns",
    ),
    "a column of another type": (
        {"place_0": np.zeros(12, np.int64)},
        {},
        "column place_0 holds int64, not uint8",
    ),
    "a column missing": ({"total_2": None}, {}, "columns"),
    "an unknown game": ({}, {"game": "skat"}, "its game 'skat'"),
    "rules that do not load": ({}, {"rules": "[]"}, "its rules do not load"),
}


@pytest.mark.parametrize(
    "column_change, meta_change, message", BAD_PARQUET.values(), ids=list(BAD_PARQUET)
)
def test_a_parquet_not_as_save_writes_it_is_refused(
    family, tmp_path, column_change, meta_change, message
):
    columns, metadata = parquet_parts(family)
    for parts, change in ((columns, column_change), (metadata, meta_change)):
        for name, value in change.items():
            if value is None:
                del parts[name]
            else:
                parts[name] = value
    path = tmp_path / "run.parquet"
    write_table(path, columns, metadata)
    with pytest.raises(SimulationFileError, match=message):
        zz.SimulationResult.load(path)


def test_a_parquet_with_missing_values_is_refused(family, tmp_path):
    pa = pytest.importorskip("pyarrow")
    columns, metadata = parquet_parts(family)
    columns["deals"] = pa.array([None] + [1] * 11, type=pa.uint16())
    path = tmp_path / "run.parquet"
    write_table(path, columns, metadata)
    with pytest.raises(SimulationFileError, match="column deals has 1 missing values"):
        zz.SimulationResult.load(path)


def test_a_parquet_claiming_more_rows_than_its_size_allows_is_refused(
    family, tmp_path, monkeypatch
):
    pytest.importorskip("pyarrow.parquet")
    from zweiundzwanzig import simulation_files

    path = family.save(tmp_path / "run.parquet")
    # The bound scaled down so that this small file claims too much: refused before reading.
    monkeypatch.setattr(simulation_files, "MOST_EXPANSION", 0)
    with pytest.raises(SimulationFileError, match="12 rows claimed, more than its size can hold"):
        zz.SimulationResult.load(path)
