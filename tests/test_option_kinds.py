"""`Rules.option_kinds()` says what values each option of every game takes, for a settings form
(issue 30): the same description the engine checks a value against, so every value it lists is
taken by `replace` and every value just outside is refused."""

from __future__ import annotations

from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.games import GAMES

#: Every game's options with their kinds, as (game, option, kind).
OPTIONS = [
    (game, name, kind)
    for game in GAMES
    for name, kind in GAMES[game].rules_class().option_kinds().items()
]


def listed(kind: dict[str, Any]) -> list[Any]:
    """The values a kind lists: True and False, each choice, an integer range's ends, None when
    optional."""
    values: list[Any] = {"bool": [True, False]}.get(kind["kind"], [])
    values += kind.get("choices", [])
    values += [kind[end] for end in ("low", "high") if end in kind]
    return values + ([None] if kind["optional"] else [])


def outside(kind: dict[str, Any]) -> list[Any]:
    """Values just outside a kind: a made-up name, an integer past either end (or between
    integer choices), a value of another type, None when not optional."""
    if kind["kind"] == "bool":
        values: list[Any] = [1, "yes"]
    elif kind["kind"] == "choice":
        values = ["made_up", 0, True]
    elif "choices" in kind:
        low, high = min(kind["choices"]), max(kind["choices"])
        values = [i for i in range(low - 1, high + 2) if i not in kind["choices"]]
    else:
        values = [kind["low"] - 1, kind["high"] + 1, "1"]
    return values + ([] if kind["optional"] else [None])


@pytest.mark.parametrize("game", list(GAMES))
def test_the_kinds_are_every_option_in_order(game):
    rules = GAMES[game].rules_class()
    assert list(rules.option_kinds()) == list(rules.standard().options())


@pytest.mark.parametrize("game", list(GAMES))
def test_each_kind_has_the_keys_a_form_reads(game):
    for name, kind in GAMES[game].rules_class().option_kinds().items():
        assert kind["kind"] in ("bool", "choice", "integer"), name
        assert isinstance(kind["optional"], bool), name
        if kind["kind"] == "choice":
            assert kind["choices"] and all(isinstance(c, str) for c in kind["choices"]), name
        if kind["kind"] == "integer":
            ranged = "low" in kind and "high" in kind and kind["low"] <= kind["high"]
            assert ranged != ("choices" in kind), name


@pytest.mark.parametrize(("game", "name", "kind"), OPTIONS)
def test_every_listed_value_is_taken_and_read_back(game, name, kind):
    # No game checks options against each other when one is set (that waits for a match to
    # start), so the standard rules take every listed value.
    standard = GAMES[game].rules_class().standard()
    for value in listed(kind):
        assert standard.replace(**{name: value}).options()[name] == value


@pytest.mark.parametrize(("game", "name", "kind"), OPTIONS)
def test_a_value_outside_is_refused(game, name, kind):
    standard = GAMES[game].rules_class().standard()
    for value in outside(kind):
        with pytest.raises(zz.RulesError, match=f"option {name} "):
            standard.replace(**{name: value})


def within(kind: dict[str, Any], value: Any) -> bool:
    """Whether a kind lists ``value`` (an integer range: anywhere from low to high)."""
    if value in listed(kind):
        return True
    ranged = "low" in kind and isinstance(value, int) and not isinstance(value, bool)
    return ranged and kind["low"] <= value <= kind["high"]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_preset_s_values_are_listed(game):
    rules = GAMES[game].rules_class()
    kinds = rules.option_kinds()
    for preset in rules.presets():
        for name, value in rules.preset_named(preset).options().items():
            assert within(kinds[name], value), (preset, name, value)


def test_the_kinds_of_some_options():
    kinds = {game: GAMES[game].rules_class().option_kinds() for game in GAMES}
    assert kinds["big_two"]["hand_size"] == {
        "kind": "integer",
        "choices": [13, 17],
        "optional": False,
    }
    assert kinds["big_two"]["games"] == {
        "kind": "integer",
        "low": 1,
        "high": 1000,
        "optional": True,
    }
    assert kinds["zweiundzwanzig"]["decks"]["optional"] is True
    assert kinds["zweiundzwanzig"]["beat_against"] == {
        "kind": "choice",
        "choices": ["best", "lead"],
        "optional": False,
    }
    assert kinds["arschloch"]["lead_jokers"] == {"kind": "bool", "optional": False}
