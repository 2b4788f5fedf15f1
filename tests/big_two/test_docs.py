"""The docstring examples of `zweiundzwanzig.big_two` run as doctests, so they cannot drift."""

from __future__ import annotations

import doctest

from zweiundzwanzig import big_two
from zweiundzwanzig.big_two import narrate

FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def test_docstring_examples_run() -> None:
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    # The module's classes are found with it; its functions (built in) are not.
    found = [big_two, big_two.combination, big_two.beats, big_two.heuristic]
    found.append(narrate)
    tests = [t for obj in found for t in finder.find(obj) if t.examples]
    assert {t.name.rsplit(".", 1)[-1] for t in tests} >= {
        "big_two",
        "Card",
        "Match",
        "Move",
        "Rules",
        "View",
        "beats",
        "combination",
        "action_id",
        "heuristic",
        "observation",
        "action_mask",
    }
    for test in tests:
        runner.run(test)
    assert sum(len(t.examples) for t in tests) >= 30
    assert runner.failures == 0


def test_every_class_and_public_method_is_documented() -> None:
    for name in big_two.__all__:
        obj = getattr(big_two, name)
        if isinstance(obj, int):
            continue
        assert obj.__doc__, name
        for attr, value in vars(obj).items() if isinstance(obj, type) else ():
            if not attr.startswith("_"):
                assert getattr(value, "__doc__", None), f"{name}.{attr}"
