"""The README's tour and the docstrings' examples run as doctests, so the docs cannot drift."""

from __future__ import annotations

import doctest
from pathlib import Path

import zweiundzwanzig as zz
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
    objects = [zz, zz.Card, zz.Play, zz.Move, zz.Rules, zz.Match, zweiundzwanzig.simulate]
    tests = [t for obj in objects for t in finder.find(obj, globs={"zz": zz}) if t.examples]
    for test in tests:
        runner.run(test)
    assert sum(len(t.examples) for t in tests) >= 10
    assert runner.failures == 0
