"""The README's tour and the docstrings' examples run as doctests, so the docs cannot drift."""

from __future__ import annotations

import doctest
import shutil
from pathlib import Path

import zweiundzwanzig as zz
import zweiundzwanzig.elo
import zweiundzwanzig.simulate

ROOT = Path(__file__).resolve().parent.parent
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def test_readme_tour_runs() -> None:
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False, optionflags=FLAGS)
    assert result.attempted > 10
    assert result.failed == 0


def test_docstring_examples_run() -> None:
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    objects = [
        zz,
        zz.Card,
        zz.Play,
        zz.Move,
        zz.Rules,
        zz.Match,
        zweiundzwanzig.simulate,
        zweiundzwanzig.elo,
    ]
    tests = [t for obj in objects for t in finder.find(obj, globs={"zz": zz}) if t.examples]
    for test in tests:
        runner.run(test)
    assert sum(len(t.examples) for t in tests) >= 10
    assert runner.failures == 0


def readme_commands() -> list[list[str]]:
    """Every `zweiundzwanzig ...` command in the README's bash blocks, as arguments (lines
    joined at a trailing backslash, comments dropped)."""
    import re
    import shlex

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    commands = []
    for block in re.findall(r"```bash\n(.*?)```", text, flags=re.S):
        for line in block.replace("\\\n", " ").splitlines():
            for part in line.split("&&"):
                words = shlex.split(part, comments=True)
                if words[:1] == ["zweiundzwanzig"]:
                    commands.append(words[1:])
    return commands


def smaller(argv: list[str]) -> list[str]:
    """The same command with its budget cut to a test's size: at most 60 games, 0.2 s, 100
    iterations (each command still runs whole, just shorter)."""
    out = list(argv)
    for flag, most in (("--games", 60), ("--iterations", 100)):
        if flag in out:
            i = out.index(flag) + 1
            out[i] = str(min(int(out[i]), most))
    if "--time" in out:
        out[out.index("--time") + 1] = "0.2"
    return out


def test_readme_commands_run(capsys, monkeypatch, tmp_path) -> None:
    import io

    from zweiundzwanzig.cli import main

    commands = readme_commands()
    assert len(commands) >= 10
    monkeypatch.chdir(tmp_path)
    (tmp_path / "position.json").write_text(readme_position_file(), encoding="utf-8")
    # The review's example records, where the README names them from the repository's root.
    shutil.copytree(ROOT / "docs" / "tutorials" / "review", tmp_path / "docs/tutorials/review")
    # `serve` runs until Ctrl-C: here its arguments are read and the server is not started
    # (tests/web/test_serve.py starts it and stops it).
    served: list[tuple[str, int, bool]] = []

    def serve(host: str, port: int, browser: bool = True) -> int:
        served.append((host, port, browser))
        print(f"would serve on {host}:{port}")
        return 0

    monkeypatch.setattr("zweiundzwanzig.web.serve.serve", serve)
    for argv in commands:
        monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
        status = main(smaller(argv))
        out, err = capsys.readouterr()
        assert status == 0, (argv, err)
        assert out, argv
    assert served and set(served) == {("127.0.0.1", 0, True)}


def readme_position_file() -> str:
    """The position file the README describes (its JSON example)."""
    import re

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(
        r"A position file is a JSON object.*?```json\n(\{.*?\})\n```", text, flags=re.S
    )
    assert found, "the README shows a position file"
    return " ".join(found.group(1).split())
