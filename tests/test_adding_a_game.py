"""docs/adding-a-game.md is true of the three games there are: every path it names exists for
each of them, every line it says a registry holds is there, and its table names every game of
the registry."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from zweiundzwanzig.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
LAYERS = ("engine", "binding", "package", "tests")
SPAN = re.compile(r"`([^`]+)`")
FILE_NAME = re.compile(r"^[\w.]+(\.(rs|py|pyi|md)|/)$")


def folder_names() -> dict[str, dict[str, str]]:
    """The page's table: each game's folder name in each layer."""
    rows: dict[str, dict[str, str]] = {}
    for line in PAGE.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 5 and cells[0] in GAMES:
            rows[cells[0]] = dict(zip(LAYERS, cells[1:], strict=True))
    return rows


def bullets() -> list[tuple[str, str]]:
    """Each bullet of the page with the text of its parent bullet (nested once)."""
    found: list[tuple[str, str]] = []
    parent = ""
    current: list[str] = []
    depth = 0

    def close() -> None:
        if current:
            found.append((" ".join(current), parent if depth else ""))

    for line in PAGE.splitlines():
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if stripped.startswith("- "):
            close()
            if indent == 0:
                parent = stripped
            depth = indent
            current = [stripped]
        elif stripped and current and indent > depth:
            current.append(stripped)
            if depth == 0:
                parent = " ".join(current)
        else:
            close()
            current = []
    close()
    return found


def is_path(span: str) -> bool:
    return "/" in span and " " not in span and "::" not in span


def filled(span: str, names: dict[str, str]) -> str:
    return span.format(**names)


def placeholder_paths(text: str) -> list[str]:
    return [s for s in SPAN.findall(text) if "{" in s and is_path(s)]


def missing_in(text: str, parent: str, names: dict[str, str]) -> list[str]:
    """The paths a bullet names that do not exist for a game of folder `names`: its paths with
    placeholders, its shared paths, and its bare file names, in the folder of the bullet's (or
    its parent's) first path with placeholders."""
    spans = SPAN.findall(text)
    here = placeholder_paths(text)
    missing = [filled(s, names) for s in here if not (ROOT / filled(s, names)).exists()]
    shared = [s for s in spans if is_path(s) and "{" not in s and not FILE_NAME.match(s)]
    missing += [s for s in shared if not any(ROOT.glob(s.rstrip("/")))]
    folder_span = (here or placeholder_paths(parent) or [None])[0]
    if folder_span is not None:
        folder = ROOT / filled(folder_span, names)
        folder = folder if folder_span.endswith("/") else folder.parent
        bare = [s for s in spans if FILE_NAME.match(s)]
        missing += [str((folder / s).relative_to(ROOT)) for s in bare if not (folder / s).exists()]
    return missing


@pytest.mark.parametrize("game", list(GAMES))
def test_every_path_the_page_names_exists_for_each_game(game: str) -> None:
    names = folder_names()[game]
    missing = [m for text, parent in bullets() for m in missing_in(text, parent, names)]
    assert missing == []


@pytest.mark.parametrize("game", list(GAMES))
def test_every_registry_line_the_page_gives_is_there_for_each_game(game: str) -> None:
    names = folder_names()[game]
    checked = 0
    for text, _parent in bullets():
        spans = SPAN.findall(text)
        registries = [s for s in spans if is_path(s) and "{" not in s and (ROOT / s).is_file()]
        lines = [s for s in spans if "{" in s and not is_path(s)]
        if registries and lines:
            held = (ROOT / registries[0]).read_text(encoding="utf-8")
            for line in lines:
                assert filled(line, names) in held, (registries[0], line)
                checked += 1
    assert checked >= 4


def test_the_table_names_every_game_of_the_registry() -> None:
    assert sorted(folder_names()) == sorted(GAMES)


def test_the_page_is_in_the_site() -> None:
    assert "adding-a-game.md" in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
