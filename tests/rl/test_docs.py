"""The docstring examples of `zweiundzwanzig.rl` run as doctests."""

from __future__ import annotations

import doctest

import pytest

pytest.importorskip("pettingzoo")

from zweiundzwanzig import rl
from zweiundzwanzig.rl import aec, encodings, seat


def test_docstring_examples_run() -> None:
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    tests = [t for m in (rl, aec, encodings, seat) for t in finder.find(m) if t.examples]
    for test in tests:
        runner.run(test)
    assert sum(len(t.examples) for t in tests) >= 8
    assert runner.failures == 0


def test_the_rl_page_runs() -> None:
    from pathlib import Path

    page = Path(__file__).resolve().parents[2] / "docs" / "rl.md"
    result = doctest.testfile(
        str(page),
        module_relative=False,
        optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
    )
    assert result.attempted >= 5
    assert result.failed == 0
