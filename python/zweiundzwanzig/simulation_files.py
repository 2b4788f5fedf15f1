"""The files `SimulationResult.save` writes and `SimulationResult.load` reads back.

A ``.npz`` holds the arrays ``places`` (games × players, uint8), ``totals`` (games × players,
uint16) and ``deals`` (games, uint16) with ``seed`` (uint64), ``game``, ``rules`` (the rule
set's JSON) and ``policies`` (one name a seat) beside them. A ``.parquet`` holds one row a match,
the columns ``deals``, ``place_<p>`` and ``total_<p>`` for every seat ``p``, and the other four in
the file's metadata (``policies`` as a JSON list).

The per-game points of a run made with ``per_game=True`` go with them: in a ``.npz`` the member
``game_points`` (games × most deals × players, uint16, padded with `NOT_DEALT`), in a ``.parquet``
a list column ``points_<p>`` a seat, each match's list as long as its deals. The places are
not written: `load` works them out from the points again. Files without them still load.

Reading trusts nothing in the file: every member's kind and shape is checked against what
`save` writes, and the size its header claims against the size of the file, before its data is
read, so a hostile file is refused with a `SimulationFileError` instead of filling the memory.
"""

from __future__ import annotations

import json
import os
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import numpy as np
import numpy.typing as npt

from zweiundzwanzig._args import shown
from zweiundzwanzig.games import game_named
from zweiundzwanzig.per_game import NOT_DEALT, played

OUTPUT_SUFFIXES = (".npz", ".parquet")

MOST_EXPANSION = 1100
"""How many times its size in the file a member may claim to hold: deflate cannot pack more
than about 1032 bytes into one, so an ``.npz`` member claiming more is a lie; a ``.parquet``
file of ours packs far less (its columns vary from match to match)."""

_ARRAYS: dict[str, tuple[np.dtype[Any], bool]] = {
    # name: (dtype, one column a seat)
    "places": (np.dtype(np.uint8), True),
    "totals": (np.dtype(np.uint16), True),
    "deals": (np.dtype(np.uint16), False),
}
_WORDS = ("game", "rules")
_MEMBERS = (*_ARRAYS, "seed", *_WORDS, "policies")
_POINTS = "game_points"
"""The member of a ``.npz`` with the per-game points, where the run kept them."""


class SimulationFileError(ValueError):
    """A file that is not a simulation result `SimulationResult.save` wrote (or that was
    changed since): what is wrong with it is in the message."""


@dataclass(frozen=True)
class Saved:
    """What a result file holds, checked: the arrays, and the run they came from."""

    places: npt.NDArray[np.uint8]
    totals: npt.NDArray[np.uint16]
    deals: npt.NDArray[np.uint16]
    seed: int
    game: str
    rules: Any
    """The game's ``Rules``, from the JSON in the file."""
    policies: tuple[str, ...]
    game_points: npt.NDArray[np.uint16] | None = None
    """Games × most deals × players, where the run kept them (``per_game=True``)."""


def check_output(path: str | os.PathLike[str]) -> Path:
    """The file `SimulationResult.save` would write for `path`, checked before any game is
    played: a known suffix (none means ``.npz``), and pyarrow present for ``.parquet``."""
    target = Path(path)
    if not target.suffix:
        target = target.with_name(target.name + ".npz")
    if target.suffix not in OUTPUT_SUFFIXES:
        raise ValueError(
            f"cannot write {str(path)!r}: the per-game arrays are written as .npz or .parquet, "
            f"not {target.suffix}"
        )
    if target.suffix == ".parquet":
        pyarrow("writing")
    return target


def pyarrow(doing: str = "writing") -> Any:
    """The pyarrow module (with its parquet part), or an `ImportError` saying how to get it."""
    try:
        import pyarrow as pa
        import pyarrow.parquet
    except ImportError as err:
        raise ImportError(f"{doing} .parquet needs pyarrow: pip install pyarrow") from err
    return pa


def write_npz(target: Path, saved: Saved) -> Path:
    """Writes `saved` as a compressed ``.npz``."""
    members: dict[str, Any] = {
        "places": saved.places,
        "totals": saved.totals,
        "deals": saved.deals,
        "seed": np.uint64(saved.seed),
        "game": np.array(saved.game),
        "policies": np.array(saved.policies),
        "rules": np.array(saved.rules.to_json()),
    }
    if saved.game_points is not None:
        members[_POINTS] = saved.game_points
    np.savez_compressed(target, **members)
    return target


def columns(saved: Saved) -> dict[str, Any]:
    """One column a per-match number: ``deals``, then ``place_<p>`` and ``total_<p>`` a seat."""
    out: dict[str, Any] = {"deals": saved.deals}
    for p in range(saved.places.shape[1]):
        out[f"place_{p}"] = saved.places[:, p]
        out[f"total_{p}"] = saved.totals[:, p]
    return out


def write_parquet(target: Path, saved: Saved) -> Path:
    """Writes `saved` as a ``.parquet`` table, the run in the file's metadata."""
    pa = pyarrow("writing")
    metadata = {
        "game": saved.game,
        "seed": str(saved.seed),
        "rules": saved.rules.to_json(),
        "policies": json.dumps(list(saved.policies)),
    }
    table = columns(saved)
    if saved.game_points is not None:
        table.update(_point_lists(pa, saved.game_points, saved.deals))
    pa.parquet.write_table(pa.table(table, metadata=metadata), target)
    return target


def _point_lists(
    pa: Any, points: npt.NDArray[np.uint16], deals: npt.NDArray[Any]
) -> dict[str, Any]:
    """A list column ``points_<p>`` a seat: each match's points in its deals."""
    offsets = np.concatenate([[0], np.cumsum(deals, dtype=np.int64)]).astype(np.int32)
    mask = played(deals, points.shape[1])
    return {
        f"points_{p}": pa.ListArray.from_arrays(offsets, pa.array(points[:, :, p][mask]))
        for p in range(points.shape[2])
    }


def read(path: str | os.PathLike[str]) -> Saved:
    """What the result file at `path` holds, checked (see the module's doc): a
    `FileNotFoundError` where there is no file, a `SimulationFileError` for one not ours."""
    source = Path(path)
    if source.suffix not in OUTPUT_SUFFIXES:
        raise SimulationFileError(
            f"cannot read {shown(str(path))}: simulation results are read from .npz or .parquet "
            f"files, not {source.suffix or 'a file without a suffix'}"
        )
    if not source.is_file():
        raise FileNotFoundError(f"no simulation results at {shown(str(path))}: no such file")
    if source.suffix == ".parquet":
        return _read_parquet(source)
    return _read_npz(source)


def _refused(source: Path, why: str) -> SimulationFileError:
    return SimulationFileError(f"{source.name} is not a simulation result file: {why}")


def _read_npz(source: Path) -> Saved:
    try:
        with zipfile.ZipFile(source) as archive:
            infos = {info.filename: info for info in archive.infolist()}
            _check_members(source, set(infos))
            names = (*_MEMBERS, _POINTS) if _POINTS + ".npy" in infos else _MEMBERS
            headers = {name: _header(source, archive, infos[name + ".npy"]) for name in names}
        _check_npz_headers(source, headers)
        with np.load(source, allow_pickle=False) as data:
            values = {name: data[name] for name in names}
    except (zipfile.BadZipFile, OSError, ValueError, EOFError) as err:
        if isinstance(err, SimulationFileError | FileNotFoundError):
            raise
        raise _refused(source, f"not a readable .npz ({err})") from None
    return _checked(
        source,
        values["places"],
        values["totals"],
        values["deals"],
        int(values["seed"]),
        str(values["game"]),
        str(values["rules"]),
        [str(p) for p in values["policies"].tolist()],
        values.get(_POINTS),
    )


def _check_members(source: Path, files: set[str]) -> None:
    """The archive's files: one ``.npy`` member of each name `save` writes, and no other."""
    names = {name.removesuffix(".npy") for name in files if name.endswith(".npy")}
    strays = sorted(name for name in files if not name.endswith(".npy"))
    if strays:
        raise _refused(source, f"files {shown(', '.join(strays))} that are not .npy members")
    missing = [name for name in _MEMBERS if name not in names]
    if missing:
        raise _refused(source, f"no {', '.join(missing)} in it")
    extra = sorted(names - {*_MEMBERS, _POINTS})
    if extra:
        raise _refused(source, f"members {shown(', '.join(extra))} that results do not have")


_Header = tuple[tuple[int, ...], np.dtype[Any]]


def _header(source: Path, archive: zipfile.ZipFile, info: zipfile.ZipInfo) -> _Header:
    """A member's shape and dtype from its ``.npy`` header, its data not read; refused where
    the data it claims could not be in the file."""
    name = info.filename.removesuffix(".npy")
    with archive.open(info) as member:
        shape, fortran, dtype = _npy_header(member)
    if fortran and len(shape) > 1:
        raise _refused(source, f"{name} is stored column-major, which save never writes")
    claimed = int(np.prod(shape, dtype=object)) * dtype.itemsize
    most = info.compress_size * (1 if info.compress_type == zipfile.ZIP_STORED else MOST_EXPANSION)
    if claimed > most + 1024:
        raise _refused(
            source, f"{name} claims {claimed:,} bytes, more than its {info.compress_size:,} hold"
        )
    return shape, dtype


def _npy_header(member: IO[bytes]) -> tuple[tuple[int, ...], bool, np.dtype[Any]]:
    version = np.lib.format.read_magic(member)
    if version == (1, 0):
        return np.lib.format.read_array_header_1_0(member)
    if version == (2, 0):
        return np.lib.format.read_array_header_2_0(member)
    raise ValueError(f"an .npy format {version} that save never writes")


def _check_npz_headers(source: Path, headers: dict[str, _Header]) -> None:
    """The members' kinds and shapes as `save` writes them, before any data is read."""
    if _POINTS in headers:
        shape, dtype = headers[_POINTS]
        if dtype != np.dtype(np.uint16):
            raise _refused(source, f"{_POINTS} holds {dtype}, not uint16")
        if len(shape) != 3:
            raise _refused(source, f"{_POINTS} has shape {shape}, not 3 dimensions")
    for name in (*_ARRAYS, "seed", *_WORDS, "policies"):
        shape, dtype = headers[name]
        if name in _ARRAYS:
            want = _ARRAYS[name][0]
            dims = 2 if _ARRAYS[name][1] else 1
        else:
            want = np.dtype(np.uint64) if name == "seed" else np.dtype(np.str_)
            dims = 1 if name == "policies" else 0
        exact = name in _ARRAYS or name == "seed"
        if (dtype != want) if exact else (dtype.kind != want.kind):
            raise _refused(source, f"{name} holds {dtype}, not {want.name}")
        if len(shape) != dims:
            raise _refused(source, f"{name} has shape {shape}, not {dims} dimensions")


def _read_parquet(source: Path) -> Saved:
    pa = pyarrow("reading")
    try:
        parquet = pa.parquet.ParquetFile(source)
        schema = parquet.schema_arrow
        rows = parquet.metadata.num_rows
    except (pa.ArrowException, OSError) as err:
        raise _refused(source, f"not a readable .parquet ({err})") from None
    raw = schema.metadata or {}
    meta = {k.decode(errors="replace"): v.decode(errors="replace") for k, v in raw.items()}
    missing = [k for k in ("game", "seed", "rules", "policies") if k not in meta]
    if missing:
        raise _refused(source, f"no {', '.join(missing)} in its metadata")
    policies = _policies(source, meta["policies"])
    if not policies:
        raise _refused(source, "no seats: its policies are an empty list")
    have = {field.name: field.type for field in schema}
    want = _parquet_columns(len(policies))
    lists = [f"points_{p}" for p in range(len(policies))] if "points_0" in have else []
    if list(have) != [*want, *lists]:
        raise _refused(
            source, f"columns {shown(', '.join(have))}, not {', '.join(want)} for its policies"
        )
    for name, dtype in want.items():
        if have[name] != pa.from_numpy_dtype(dtype):
            raise _refused(source, f"column {name} holds {have[name]}, not {dtype.name}")
    for name in lists:
        if have[name] != pa.list_(pa.uint16()):
            raise _refused(source, f"column {name} holds {have[name]}, not list<uint16>")
    claimed = rows * sum(dtype.itemsize for dtype in want.values())
    claimed += 2 * _values(parquet, len(want), len(lists))
    if claimed > MOST_EXPANSION * source.stat().st_size:
        raise _refused(source, f"{rows:,} rows claimed, more than its size can hold")
    try:
        table = parquet.read()
    except (pa.ArrowException, OSError) as err:
        raise _refused(source, f"not a readable .parquet ({err})") from None
    if table.num_rows != rows:
        raise _refused(source, f"{table.num_rows:,} rows read of the {rows:,} it claims")
    players = len(policies)
    arrays = {name: _column(source, table, name) for name in want}
    places = np.stack([arrays[f"place_{p}"] for p in range(players)], axis=1)
    totals = np.stack([arrays[f"total_{p}"] for p in range(players)], axis=1)
    points = _points(source, table, lists, arrays["deals"]) if lists else None
    return _checked(
        source,
        places.reshape(rows, players),
        totals.reshape(rows, players),
        arrays["deals"],
        _seed(source, meta["seed"]),
        meta["game"],
        meta["rules"],
        policies,
        points,
    )


def _values(parquet: Any, first: int, count: int) -> int:
    """The values the file's metadata claims for its columns `first .. first + count`."""
    meta = parquet.metadata
    return sum(
        int(meta.row_group(g).column(c).num_values)
        for g in range(meta.num_row_groups)
        for c in range(first, min(first + count, meta.num_columns))
    )


def _points(source: Path, table: Any, lists: list[str], deals: npt.NDArray[Any]) -> Any:
    """The per-game points of the list columns, padded to the longest match: each match's
    list as long as its deals."""
    width = int(deals.max(initial=0))
    out = np.full((len(deals), width, len(lists)), NOT_DEALT, dtype=np.uint16)
    mask = played(deals, width)
    for p, name in enumerate(lists):
        column = table.column(name).combine_chunks()
        if column.null_count or column.values.null_count:
            raise _refused(source, f"column {name} has missing values")
        lengths = np.asarray(column.value_lengths())
        if not np.array_equal(lengths, deals):
            raise _refused(source, f"column {name} has lists of other lengths than deals")
        out[:, :, p][mask] = np.asarray(column.flatten())
    return out


def _parquet_columns(players: int) -> dict[str, np.dtype[Any]]:
    want: dict[str, np.dtype[Any]] = {"deals": _ARRAYS["deals"][0]}
    for p in range(players):
        want[f"place_{p}"] = _ARRAYS["places"][0]
        want[f"total_{p}"] = _ARRAYS["totals"][0]
    return want


def _column(source: Path, table: Any, name: str) -> npt.NDArray[Any]:
    column = table.column(name)
    if column.null_count:
        raise _refused(source, f"column {name} has {column.null_count:,} missing values")
    return np.ascontiguousarray(column.to_numpy())


def _policies(source: Path, text: str) -> list[str]:
    try:
        policies = json.loads(text)
    except ValueError:
        policies = None
    if not isinstance(policies, list) or not all(isinstance(p, str) for p in policies):
        raise _refused(source, f"its policies {shown(text)} are not a JSON list of names")
    return policies


def _seed(source: Path, text: str) -> int:
    if not text.isascii() or not text.isdigit() or len(text) > 20 or int(text) >= 2**64:
        raise _refused(source, f"its seed {shown(text)} is not an integer from 0 to 2**64 - 1")
    return int(text)


def _checked(
    source: Path,
    places: npt.NDArray[Any],
    totals: npt.NDArray[Any],
    deals: npt.NDArray[Any],
    seed: int,
    game: str,
    rules_json: str,
    policies: list[str],
    points: npt.NDArray[Any] | None = None,
) -> Saved:
    """The file's values as a `Saved`, refused where they do not fit together: a known game,
    a table size it seats, one policy a seat, arrays of one length, rules of that game."""
    try:
        played = game_named(game)
    except ValueError:
        raise _refused(source, f"its game {shown(game)} is none of the library's") from None
    games, players = places.shape
    if players != len(policies):
        raise _refused(source, f"{players} seats in places but {len(policies)} policies")
    if players not in played.players:
        raise _refused(
            source,
            f"{players} players, and {played.title} seats "
            f"{played.players.start} to {played.players.stop - 1}",
        )
    if totals.shape != places.shape or deals.shape != (games,):
        raise _refused(
            source,
            f"arrays of different lengths: places {places.shape}, totals {totals.shape}, "
            f"deals {deals.shape}",
        )
    try:
        rules = played.rules_class().from_json(rules_json)
    except (ValueError, TypeError) as err:
        raise _refused(source, f"its rules do not load as {played.title}'s: {err}") from None
    if points is not None:
        _check_points(source, points, deals, players)
    return Saved(places, totals, deals, seed, played.name, rules, tuple(policies), points)


def _check_points(
    source: Path, points: npt.NDArray[Any], deals: npt.NDArray[Any], players: int
) -> None:
    """The per-game points as `save` writes them: a row a match, as wide as the longest
    match, `NOT_DEALT` after each match's last deal."""
    want = (len(deals), int(deals.max(initial=0)), players)
    if points.shape != want:
        raise _refused(source, f"{_POINTS} has shape {points.shape}, not {want} for its deals")
    if (points[~played(deals, want[1])] != NOT_DEALT).any():
        raise _refused(source, f"{_POINTS} has points after a match's last deal")
