"""`zweiundzwanzig.games` is the one registry of the Python layer (issue 28, item 1): each game
builds its entry in its own package's ``game.py``, the registry lists them, and the shared
modules ask the game instead of naming it."""

from __future__ import annotations

import doctest
import importlib
import inspect
import re
import sys
from pathlib import Path
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.games import GAMES, rules_for
from zweiundzwanzig.positions import SHARED_OPTIONS

PACKAGE = Path(zz.__file__).parent

#: Where a game is named: the registry, and each game's own package.
OWN = {"games.py", "family", "big_two", "arschloch"}


def test_each_game_builds_its_entry_in_its_own_package():
    for game in GAMES.values():
        module = importlib.import_module(type(game).__module__)
        assert module.__name__ == "zweiundzwanzig._game"
        package = game.screen.rsplit(".", 1)[0]
        entry = importlib.import_module(f"{package}.game")
        assert callable(importlib.import_module(game.screen).main_play)
        assert entry.GAME is game
        assert package.startswith("zweiundzwanzig.") and package.count(".") == 1


@pytest.mark.parametrize("name", list(GAMES))
def test_an_entry_s_parts_fit_its_classes(name):
    game = GAMES[name]
    assert game.framework.observation_size == game.module.OBSERVATION_SIZE
    assert game.framework.actions == game.module.ACTIONS
    keywords = set(inspect.signature(game.view_class().describe).parameters)
    values = {o: None for o in (*SHARED_OPTIONS, *game.position.options)}
    assert set(game.position.keywords(values)) <= keywords
    assert set(game.position.needed) <= {*SHARED_OPTIONS, *game.position.options}
    rules = rules_for(game, None)
    assert game.explanations.rules_text(rules).strip()
    assert game.explanations.guide(rules).strip()
    assert game.advice_words.header()[2] == game.advice_words.win


def test_no_shared_module_names_a_game():
    names = "|".join(re.escape(name) for name in GAMES)
    compared = re.compile(rf"""(==|!=)\s*["']({names})["']|["']({names})["']\s*(==|!=)""")
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] in OWN:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if compared.search(line) or re.search(r"\bgame\s*==", line):
                found.append(f"{relative}:{number}: {line.strip()}")
    assert found == []


@pytest.mark.parametrize("name", list(GAMES))
def test_the_examples_of_each_game_s_modules_run(name):
    game = GAMES[name]
    package = game.screen.rsplit(".", 1)[0]
    modules = [importlib.import_module(f"{package}.{part}") for part in ("explain", "game")]
    modules.append(importlib.import_module(package))
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner()
    tests = [t for m in modules for t in finder.find(m) if t.examples]
    for test in tests:
        runner.run(test)
    assert runner.failures == 0


def test_a_flag_several_games_read_means_the_same_in_each():
    # `advise` adds each flag once, with the first game's settings.
    seen = {}
    for game in GAMES.values():
        for flag in game.position.flags:
            assert seen.setdefault(flag.dest, flag) == flag, flag.dest


def old_module(name: str) -> Any:
    """The module at an old path, imported afresh: it warns that it moved."""
    sys.modules.pop(f"zweiundzwanzig.{name}", None)
    with pytest.warns(DeprecationWarning, match=f"zweiundzwanzig.family.{name}"):
        return importlib.import_module(f"zweiundzwanzig.{name}")


def test_the_family_s_old_module_paths_still_import_and_warn():
    old_explain, old_narrate, old_play = (old_module(n) for n in ("explain", "narrate", "play"))
    from zweiundzwanzig.family import explain, narrate, play

    assert old_play.TerminalGame is play.TerminalGame and old_play.main_play is play.main_play
    assert old_explain.guide is explain.guide and old_explain.rules_text is explain.rules_text
    assert old_narrate.Narrator is narrate.Narrator
    assert zz.family.Match is zz.Match and zz.family.legal_plays is zz.legal_plays
