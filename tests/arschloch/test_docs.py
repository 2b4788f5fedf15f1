"""The docstring examples of `zweiundzwanzig.arschloch` run as doctests, so they cannot drift."""

from __future__ import annotations

import doctest

from zweiundzwanzig import arschloch

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def test_docstring_examples_run() -> None:
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    # The module's classes are found with it.
    found = [arschloch, arschloch.heuristic]
    tests = [t for obj in found for t in finder.find(obj) if t.examples]
    assert {t.name.rsplit(".", 1)[-1] for t in tests} >= {"Match", "Move", "View", "Exchange"}
    for test in tests:
        runner.run(test)
    assert sum(len(t.examples) for t in tests) >= 20
    assert runner.failures == 0


def test_every_class_and_public_method_is_documented() -> None:
    for name in arschloch.__all__:
        cls = getattr(arschloch, name)
        if isinstance(cls, int):
            continue
        assert cls.__doc__, name
        for attr, value in vars(cls).items() if isinstance(cls, type) else ():
            if not attr.startswith("_"):
                assert getattr(value, "__doc__", None), f"{name}.{attr}"
