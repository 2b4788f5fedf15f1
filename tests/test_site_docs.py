"""The documentation site (mkdocs.yml, docs/): it lists every page, it builds with every warning
an error, and every code block on it is tested. The convention, for every page: a `python`
block is a doctest session, run as written (the rules pages by tests/test_rules_docs.py, the
others here); a `bash` block holds commands that take minutes or change the machine (an
install, a fuzzing run), so each command is checked against the project instead (the extras,
files, test paths and fuzz targets it names exist); a `text` block is a game record, read as
`Match.from_record` or (one seat's) `View.from_record` reads it. No other kind of block is
allowed."""

from __future__ import annotations

import doctest
import re
import shlex
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
PAGES = sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md"))
# The rules pages' doctests run in tests/test_rules_docs.py, with their worked examples.
OWN_DOCTESTS = [p for p in PAGES if not p.startswith("rules/")]


def text(page: str) -> str:
    return (DOCS / page).read_text(encoding="utf-8")


def blocks(page: str) -> list[tuple[str, str]]:
    """Each fenced block of a page: its language and its body."""
    return re.findall(r"^```(\w*)\n(.*?)^```$", text(page), flags=re.S | re.M)


def nav_pages() -> list[str]:
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    nav = config[config.index("\nnav:") :]
    return re.findall(r"^\s+- (?:[^:\n]+: )?([\w/.-]+\.md)$", nav, flags=re.M)


def test_the_site_lists_every_page_once() -> None:
    listed = nav_pages()
    assert sorted(listed) == PAGES
    assert len(set(listed)) == len(listed)
    assert {"index.md", "tutorials/simulate.md", "reference/zweiundzwanzig.md"} <= set(listed)


@pytest.mark.parametrize("page", PAGES)
def test_every_block_is_a_doctest_or_a_command(page: str) -> None:
    for language, body in blocks(page):
        assert language in ("python", "bash", "text"), f"{page}: a ```{language} block"
        if language == "python":
            assert body.lstrip().startswith(">>> "), f"{page}: a python block not a doctest"


@pytest.mark.parametrize("page", OWN_DOCTESTS)
def test_the_python_blocks_run(page: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)  # the tutorials write their files (a plot) here
    # ... and read the repository's record files, from its root as a reader would.
    shutil.copytree(DOCS / "tutorials" / "review", tmp_path / "docs" / "tutorials" / "review")
    result = doctest.testfile(str(DOCS / page), module_relative=False, optionflags=FLAGS)
    assert result.failed == 0
    expected = sum(body.count("\n>>> ") + 1 for lang, body in blocks(page) if lang == "python")
    assert result.attempted >= expected


def test_the_tutorial_saves_its_plot(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    page = "tutorials/simulate.md"
    assert "zz.simulate(" in text(page) and "import pandas" in text(page)
    assert doctest.testfile(str(DOCS / page), module_relative=False, optionflags=FLAGS).failed == 0
    plot = tmp_path / "simulate.png"
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "(simulate.png)" in text(page) and (DOCS / "tutorials" / "simulate.png").is_file()


@pytest.mark.parametrize("page", PAGES)
def test_the_text_blocks_are_records_that_read(page: str) -> None:
    from zweiundzwanzig import records

    for language, body in blocks(page):
        if language != "text":
            continue
        assert body.lstrip().startswith(("[", ";", "{")), f"{page}: a text block not a record"
        if "[Recorder " in body:
            records.read_view(body)
        else:
            records.read_match(body)


def test_the_review_tutorial_draws_the_plot_it_shows(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    shutil.copytree(DOCS / "tutorials" / "review", tmp_path / "docs" / "tutorials" / "review")
    page = "tutorials/review.md"
    assert doctest.testfile(str(DOCS / page), module_relative=False, optionflags=FLAGS).failed == 0
    drawn = (tmp_path / "review-big_two.svg").read_text(encoding="utf-8")
    assert drawn == (DOCS / "tutorials" / "review-big_two.svg").read_text(encoding="utf-8")
    assert "(review-big_two.svg)" in text(page) and "http" not in drawn.replace(
        'xmlns="http://www.w3.org/2000/svg"', ""
    )


# --- the bash blocks: what each command names exists --------------------------------------


def extras() -> set[str]:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = pyproject.split("[project.optional-dependencies]")[1].split("\n[")[0]
    return set(re.findall(r"^(\w+) = \[", section, flags=re.M))


def fuzz_targets() -> set[str]:
    cargo = (ROOT / "fuzz" / "Cargo.toml").read_text(encoding="utf-8")
    return set(re.findall(r'\[\[bin\]\]\nname = "(\w+)"', cargo))


def check_command(words: list[str], cwd: Path) -> Path:
    """Asserts that a documented command names things that exist; returns the directory the
    next command runs in."""
    while words and "=" in words[0]:  # VAR=value prefixes
        words = words[1:]
    if words[0] == "cd":
        assert (cwd / words[1]).is_dir(), words
        return cwd / words[1]
    if words[:2] == ["pip", "install"]:
        spec = words[2]
        assert spec.startswith("."), words
        wanted = re.findall(r"\w+", spec.partition("[")[2])
        assert set(wanted) <= extras(), words
    elif words[:3] == ["python", "-m", "pytest"]:
        paths = [w for w in words[3:] if not w.startswith("-")]
        assert paths and all((cwd / p).is_file() for p in paths), words
    elif words[:3] == ["cargo", "fuzz", "run"]:
        args = [w for w in words[3 : words.index("--")] if not w.startswith("-")]
        assert args[0] in fuzz_targets(), words
        assert (cwd / args[-1]).is_dir() and "-dict=documents.dict" in words, words
        assert (cwd / "documents.dict").is_file()
    elif words[:2] == ["mkdocs", "serve"]:
        assert (cwd / "mkdocs.yml").is_file()
    elif words[:2] == ["zweiundzwanzig", "review"] or words[:3] == [
        "zweiundzwanzig",
        "play",
        "--resume",
    ]:
        # The record named is in the repository, and reads.
        from zweiundzwanzig import records

        path = cwd / next(w for w in words[2:] if not w.startswith("-"))
        text = records.load(path)
        (records.read_view if "[Recorder " in text else records.read_match)(text)
    elif words[:2] == ["zweiundzwanzig", "serve"]:
        # The options parse (tests/web/test_serve.py runs the server itself).
        from zweiundzwanzig import cli

        assert cli.build_parser().parse_args(words[1:]).command_parser.prog.endswith("serve")
    elif words[:2] == ["zweiundzwanzig", "advise"]:
        # The options parse, and the position they describe is a possible one.
        from zweiundzwanzig import cli

        cli._described(cli.build_parser().parse_args(words[1:]))
    else:
        pytest.fail(f"no check for the documented command {words}")
    return cwd


@pytest.mark.parametrize("page", PAGES)
def test_the_bash_blocks_name_what_exists(page: str) -> None:
    for language, body in blocks(page):
        if language != "bash":
            continue
        cwd = ROOT
        for line in body.replace("\\\n", " ").splitlines():
            for part in line.split("&&"):
                words = shlex.split(part, comments=True)
                if words:
                    cwd = check_command(words, cwd)


# --- the build ----------------------------------------------------------------------------


def documented_names(module: str) -> list[str]:
    """The public names of a module that the reference must show: its `__all__` less the
    submodules and the version string."""
    import importlib
    import types

    name = "zweiundzwanzig" if module == "zweiundzwanzig" else f"zweiundzwanzig.{module}"
    live = importlib.import_module(name)
    return [
        n
        for n in live.__all__
        if not isinstance(getattr(live, n), types.ModuleType) and n != "__version__"
    ]


def test_the_site_builds_strictly_with_the_reference(tmp_path: Path) -> None:
    """`mkdocs build --strict` (as .ci/run runs it): no broken link or anchor, and the API
    reference has the compiled core's signatures from its stubs and docstrings from run time."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    config = load_config(str(ROOT / "mkdocs.yml"), site_dir=str(tmp_path), strict=True)
    build(config)
    family = (tmp_path / "reference" / "zweiundzwanzig" / "index.html").read_text("utf-8")
    assert "Applies a move: a <code>Move</code>" in family  # the run-time docstring
    assert "_CardsLike" in family  # the stub's annotation
    assert "&gt;&gt;&gt; " in family and "<blockquote>" not in family  # examples as code
    for game in ("arschloch", "big_two"):
        page = (tmp_path / "reference" / game / "index.html").read_text("utf-8")
        assert "Applies a move of the player to move" in page
    for module in ("zweiundzwanzig", "arschloch", "big_two"):
        page = (tmp_path / "reference" / module / "index.html").read_text("utf-8")
        path = "zweiundzwanzig" if module == "zweiundzwanzig" else f"zweiundzwanzig.{module}"
        for name in documented_names(module):
            # zz.simulate is shown as the function of its module: zweiundzwanzig.simulate.simulate
            shown = rf'id="{re.escape(path)}\.(?:{name}\.)?{name}"'
            assert re.search(shown, page), f"{path}.{name} is not in the reference"
    assert (tmp_path / "tutorials" / "simulate.png").is_file()


def test_the_site_cites_nothing_outside_the_project() -> None:
    cited = re.compile(r"RULES\.md|\.\./shared|seeds? 00\d")
    places = [ROOT / "mkdocs.yml", *DOCS.rglob("*.md"), *DOCS.rglob("*.py")]
    for path in places:
        assert not cited.search(path.read_text(encoding="utf-8")), path
