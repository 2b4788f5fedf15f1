"""Every entry point that takes a string keeps its error message short however long the string
(issue 27, D13): the message shows at most about 80 characters of the input."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import _core, arschloch, big_two, rl
from zweiundzwanzig.games import game_named

LONG = 1_000_000
MOST = 400
"""The longest message allowed: a sentence and about 80 characters of the input."""


def long_text(start: str = "x") -> str:
    return start + "y" * (LONG - len(start))


def family_at_play() -> zz.Match:
    return zz.Match(4, seed=1)


def rules_with(cls: Any, option: str) -> Callable[[str], Any]:
    return lambda s: cls(**{option: s})


def as_json_with(document: str, key: str) -> Callable[[str], Any]:
    def call(s: str) -> str:
        d = json.loads(document)
        d[key] = s
        return json.dumps(d)

    return call


STANDARD = zz.Rules.standard().to_json()

# (name, call with the long string).
ENTRY_POINTS: list[tuple[str, Callable[[str], Any]]] = [
    ("zz.Card", zz.Card),
    ("zz.Card(joker)", lambda s: zz.Card("*" + s)),
    ("zz.Rules.value", zz.Rules.value),
    ("big_two.Card", big_two.Card),
    ("zz.Play", zz.Play),
    ("zz.Move", lambda s: zz.Move("play", s)),
    ("zz.Move(kind)", lambda s: zz.Move(s, "Q")),
    ("arschloch.Move", lambda s: arschloch.Move("play", s)),
    ("arschloch.Move(kind)", lambda s: arschloch.Move(s, "Q")),
    ("big_two.Move", lambda s: big_two.Move("play", s)),
    ("big_two.combination", big_two.combination),
    ("big_two.View.action_id", lambda s: big_two.Match(players=4, seed=1).view(0).action_id(s)),
    ("arschloch.View.action_id", lambda s: arschloch.Match(players=4, seed=1).view(0).action_id(s)),
    ("zz.legal_plays", lambda s: zz.legal_plays(s)),
    ("zz.beats", lambda s: zz.beats(s, "Q")),
    ("zz.trick_winner", lambda s: zz.trick_winner([s, "Q"])),
    ("Match.apply", lambda s: family_at_play().apply(s)),
    ("big_two.Match.apply", lambda s: big_two.Match(4, seed=1).apply(s)),
    ("arschloch.Match.apply", lambda s: arschloch.Match(4, seed=1).apply(s)),
    ("View.action_id", lambda s: family_at_play().view(0).action_id(s)),
    ("big_two.Rules.sorted", lambda s: big_two.Rules.standard().sorted(s)),
    ("big_two.Rules.strength", lambda s: big_two.Rules.standard().strength(s)),
    ("zz.Rules.preset_named", zz.Rules.preset_named),
    ("big_two.Rules.preset_named", big_two.Rules.preset_named),
    ("arschloch.Rules.preset_named", arschloch.Rules.preset_named),
    ("zz.Rules(beat_against)", rules_with(zz.Rules, "beat_against")),
    ("big_two.Rules(suit_order)", rules_with(big_two.Rules, "suit_order")),
    ("arschloch.Rules(games)", rules_with(arschloch.Rules, "games")),
    ("zz.Rules(option name)", lambda s: zz.Rules(**{s: 1})),
    ("zz.Rules.from_json", zz.Rules.from_json),
    (
        "zz.Rules.from_json(value)",
        lambda s: zz.Rules.from_json(as_json_with(STANDARD, "beat_against")(s)),
    ),
    ("big_two.Rules.from_json", big_two.Rules.from_json),
    ("arschloch.Rules.from_json", arschloch.Rules.from_json),
    ("zz.Match.from_json", zz.Match.from_json),
    ("zz.View.from_json", zz.View.from_json),
    ("big_two.View.from_json", big_two.View.from_json),
    ("arschloch.View.from_json", arschloch.View.from_json),
    ("zz.View.from_description", zz.View.from_description),
    ("zz.View.describe(hand)", lambda s: zz.View.describe(players=4, seat=0, dealer=0, hand=s)),
    (
        "zz.View.describe(phase)",
        lambda s: zz.View.describe(players=4, seat=0, dealer=0, hand="Q", phase=s),
    ),
    ("zz.Match(rules)", lambda s: zz.Match(4, rules=s)),
    ("big_two.Match(rules)", lambda s: big_two.Match(4, rules=s)),
    ("advise(algorithm)", lambda s: zz.advise(family_at_play(), iterations=1, algorithm=s)),
    ("policy_names", _core.policy_names),
    ("policy_move", lambda s: _core.policy_move(family_at_play(), s, 1)),
    (
        "simulate_batch(game)",
        lambda s: _core.simulate_batch(
            game=s, players=4, rules=None, policies=["random"] * 4, seed=0, start=0, count=0
        ),
    ),
    (
        "simulate_batch(policies)",
        lambda s: _core.simulate_batch(
            players=4, rules=None, policies=[s] * 4, seed=0, start=0, count=0
        ),
    ),
    ("game_named", game_named),
    ("simulate(game)", lambda s: zz.simulate(1, game=s)),
    ("simulate(policies)", lambda s: zz.simulate(1, policies=s)),
    ("simulate(rules)", lambda s: zz.simulate(1, rules=s)),
    ("tournament(policies)", lambda s: zz.tournament([s, "random"], 2)),
    ("pettingzoo_env(game)", lambda s: rl.pettingzoo_env(game=s)),
    ("pettingzoo_env(render_mode)", lambda s: rl.pettingzoo_env(render_mode=s)),
    ("gymnasium_env(opponents)", lambda s: rl.gymnasium_env(opponents=s)),
    ("gymnasium_env(render_mode)", lambda s: rl.gymnasium_env(render_mode=s)),
    ("pettingzoo observe(agent)", lambda s: _petting().observe(s)),
]


def _petting() -> Any:
    env = rl.pettingzoo_env(game="big_two")
    env.reset(seed=1)
    return env


@pytest.mark.parametrize(("name", "call"), ENTRY_POINTS, ids=[n for n, _ in ENTRY_POINTS])
def test_a_long_string_gets_a_short_message(name: str, call: Callable[[str], Any]) -> None:
    with pytest.raises(Exception) as info:
        call(long_text())
    assert not isinstance(info.value, MemoryError | RecursionError)
    assert len(str(info.value)) <= MOST, f"{type(info.value).__name__}: {str(info.value)[:200]}"
