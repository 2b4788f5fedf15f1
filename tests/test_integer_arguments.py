"""Every integer argument of the public API goes through one reader: a bool or a float is a
`TypeError`, a numpy integer is taken, and an integer out of range, of any size, gets the
entry point's own exception with a message that states the range (issue 27, D10-D12)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import _core, arschloch, big_two, rl

BAD_TYPES = (True, False, 3.0)
OUT_OF_RANGE = (-1, 2**64, 2**200)


def family() -> zz.Match:
    return zz.Match(4, seed=1)


def family_view() -> zz.View:
    return family().view(0)


def big_two_match() -> big_two.Match:
    return big_two.Match(4, seed=1)


def arschloch_match() -> arschloch.Match:
    return arschloch.Match(4, seed=1)


BT_HAND = "3d 4c 5h 6s 7d 8c 9h 10s Jd Qc Kh As 2d"
AR_HAND = "K 9 8 7 6 5 4 3 2"
ZZ_HAND = "A K Q J 10 9 8"


def zz_describe(**changed: Any) -> Any:
    return zz.View.describe(**{"players": 4, "seat": 0, "dealer": 0, "hand": ZZ_HAND, **changed})


def bt_describe(**changed: Any) -> Any:
    return big_two.View.describe(**{"players": 4, "seat": 2, "hand": BT_HAND, **changed})


def ar_describe(**changed: Any) -> Any:
    return arschloch.View.describe(**{"players": 4, "seat": 1, "hand": AR_HAND, **changed})


def batch(game: str, **changed: Any) -> Any:
    keywords = {
        "game": game,
        "players": 4,
        "rules": None,
        "policies": ["random"] * 4,
        "seed": 0,
        "start": 0,
        "count": 1,
        **changed,
    }
    return _core.simulate_batch(**keywords)


def petting(**changed: Any) -> Any:
    return rl.pettingzoo_env(**{"game": "big_two", "players": 4, **changed})


def petting_step(action: Any) -> Any:
    env = petting()
    env.reset(seed=1)
    return env.step(action)


def gym(**changed: Any) -> Any:
    return rl.gymnasium_env(**{"game": "big_two", "players": 4, **changed})


SEED = (ValueError, "0 to 2**64 - 1")
SEAT = (IndexError, "seats 0 to 3")
STATE = (zz.StateError, "from 0 to")

# (name, call with the value, (exception out of range, text of the range)).
ENTRY_POINTS: list[tuple[str, Callable[[Any], Any], tuple[type[Exception], str]]] = [
    ("Match(seed)", lambda v: zz.Match(4, seed=v), SEED),
    ("Match(players)", lambda v: zz.Match(v), (zz.RulesError, "2 to 32")),
    ("Match.hand", lambda v: family().hand(v), SEAT),
    ("Match.view", lambda v: family().view(v), SEAT),
    ("Match.loss_cards", lambda v: family().loss_cards(v), SEAT),
    ("Match.encode", lambda v: family().encode(v), SEAT),
    ("Match.apply_action", lambda v: family().apply_action(v), (ValueError, "0 to 8191")),
    ("View.loss_cards", lambda v: family_view().loss_cards(v), SEAT),
    ("View.determinize", lambda v: family_view().determinize(v), SEED),
    ("View.action_move", lambda v: family_view().action_move(v), (ValueError, "0 to 8191")),
    ("View.describe(seat)", lambda v: zz_describe(seat=v), STATE),
    ("View.describe(dealer)", lambda v: zz_describe(dealer=v), STATE),
    ("View.describe(players)", lambda v: zz_describe(players=v), STATE),
    ("View.describe(deal)", lambda v: zz_describe(deal=v), STATE),
    ("View.describe(totals)", lambda v: zz_describe(totals=[v, 0, 0, 0]), STATE),
    ("View.describe(out)", lambda v: zz_describe(out=[v]), STATE),
    ("Rules.decks_for", lambda v: zz.Rules.standard().decks_for(v), (zz.RulesError, "2 to 32")),
    ("encode_batch(players)", lambda v: zz.encode_batch([family()], players=[v]), SEAT),
    ("big_two.Match(seed)", lambda v: big_two.Match(4, seed=v), SEED),
    ("big_two.Match(players)", lambda v: big_two.Match(v), (zz.RulesError, "2 to 4")),
    ("big_two.Match.hand", lambda v: big_two_match().hand(v), SEAT),
    ("big_two.Match.view", lambda v: big_two_match().view(v), SEAT),
    ("big_two.Match.encode", lambda v: big_two_match().encode(v), SEAT),
    (
        "big_two.Match.apply_action",
        lambda v: big_two_match().apply_action(v),
        (ValueError, "0 to 19898"),
    ),
    (
        "big_two.View.action_move",
        lambda v: big_two_match().view(0).action_move(v),
        (ValueError, "0 to 19898"),
    ),
    ("big_two.View.determinize", lambda v: big_two_match().view(0).determinize(v), SEED),
    ("big_two.View.describe(seat)", lambda v: bt_describe(seat=v), STATE),
    ("big_two.View.describe(game)", lambda v: bt_describe(game=v), STATE),
    ("big_two.View.describe(winners)", lambda v: bt_describe(winners=[v]), STATE),
    ("big_two.View.describe(totals)", lambda v: bt_describe(totals=[v, 0, 0, 0]), STATE),
    ("big_two.View.describe(cards_left)", lambda v: bt_describe(cards_left=[v] * 4), STATE),
    ("arschloch.Match(seed)", lambda v: arschloch.Match(4, seed=v), SEED),
    ("arschloch.Match(players)", lambda v: arschloch.Match(v), (zz.RulesError, "2 to 15")),
    ("arschloch.Match.hand", lambda v: arschloch_match().hand(v), SEAT),
    ("arschloch.Match.played", lambda v: arschloch_match().played(v), SEAT),
    ("arschloch.Match.view", lambda v: arschloch_match().view(v), SEAT),
    ("arschloch.View.played", lambda v: arschloch_match().view(0).played(v), SEAT),
    (
        "arschloch.View.action_move",
        lambda v: arschloch_match().view(0).action_move(v),
        (ValueError, "0 to"),
    ),
    ("arschloch.View.describe(seat)", lambda v: ar_describe(seat=v), STATE),
    ("arschloch.View.describe(dealer)", lambda v: ar_describe(dealer=v), STATE),
    ("arschloch.View.describe(finished)", lambda v: ar_describe(finished=[v]), STATE),
    ("advise(iterations)", lambda v: zz.advise(family(), iterations=v), (ValueError, "1 to")),
    ("advise(seed)", lambda v: zz.advise(family(), iterations=1, seed=v), SEED),
    (
        "advise(threads)",
        lambda v: zz.advise(family(), iterations=1, threads=v),
        (ValueError, "1 to 256"),
    ),
    ("simulate_batch(seed)", lambda v: batch("big_two", seed=v), SEED),
    ("simulate_batch(start)", lambda v: batch("arschloch", start=v), SEED),
    ("simulate_batch(count)", lambda v: batch("zweiundzwanzig", count=v), (ValueError, "0 to")),
    (
        "simulate_batch(players)",
        lambda v: batch("zweiundzwanzig", players=v),
        (zz.RulesError, "2 to"),
    ),
    ("simulate_batch(threads)", lambda v: batch("big_two", threads=v), (ValueError, "1 to 256")),
    ("policy_move(seed)", lambda v: _core.policy_move(family(), "random", v), SEED),
    ("simulate(games)", lambda v: zz.simulate(v, threads=1), SEED),
    ("simulate(seed)", lambda v: zz.simulate(1, seed=v, threads=1), SEED),
    (
        "simulate(players)",
        lambda v: zz.simulate(1, players=v, threads=1),
        (zz.RulesError, "2 to 32"),
    ),
    ("simulate(threads)", lambda v: zz.simulate(1, threads=v), (ValueError, "1 to 256")),
    (
        "simulate(chunk_size)",
        lambda v: zz.simulate(1, chunk_size=v, threads=1),
        (ValueError, "1 to 2**64 - 1"),
    ),
    ("tournament(games)", lambda v: zz.tournament(["random"] * 2, v, threads=1), SEED),
    ("tournament(seed)", lambda v: zz.tournament(["random"] * 2, 2, seed=v, threads=1), SEED),
    (
        "tournament(threads)",
        lambda v: zz.tournament(["random"] * 2, 2, threads=v),
        (ValueError, "1 to 256"),
    ),
    ("pettingzoo_env(players)", lambda v: petting(players=v), (ValueError, "2 to 4")),
    ("pettingzoo reset(seed)", lambda v: petting().reset(seed=v), SEED),
    ("pettingzoo step", petting_step, (ValueError, "0 to 19898")),
    ("gymnasium_env(players)", lambda v: gym(players=v), (ValueError, "2 to 4")),
    ("gymnasium_env(seat)", lambda v: gym(seat=v), (ValueError, "0 to 3")),
    ("gymnasium reset(seed)", lambda v: gym().reset(seed=v), SEED),
]
IDS = [name for name, _, _ in ENTRY_POINTS]


@pytest.mark.parametrize(("name", "call", "out_of_range"), ENTRY_POINTS, ids=IDS)
@pytest.mark.parametrize("value", BAD_TYPES, ids=repr)
def test_a_bool_or_a_float_is_a_type_error(
    name: str, call: Any, out_of_range: Any, value: Any
) -> None:
    with pytest.raises(TypeError, match=type(value).__name__):
        call(value)


@pytest.mark.parametrize(("name", "call", "out_of_range"), ENTRY_POINTS, ids=IDS)
@pytest.mark.parametrize("value", OUT_OF_RANGE, ids=["-1", "2**64", "2**200"])
def test_an_integer_out_of_range_gets_an_error_stating_the_range(
    name: str, call: Any, out_of_range: tuple[type[Exception], str], value: int
) -> None:
    error, text = out_of_range
    with pytest.raises(error, match=re.escape(text)) as info:
        call(value)
    assert not isinstance(info.value, OverflowError)
    shown = str(value) if value < 2**100 else "a larger number"
    assert shown in str(info.value)


@pytest.mark.parametrize(("name", "call", "out_of_range"), ENTRY_POINTS, ids=IDS)
def test_a_numpy_integer_is_taken_as_its_value(name: str, call: Any, out_of_range: Any) -> None:
    try:
        as_int = call(3)
    except Exception as e:  # the value itself may be wrong here (no legal move, no table of 3)
        with pytest.raises(type(e), match=re.escape(str(e))):
            call(np.int64(3))
        return
    as_numpy = call(np.int64(3))
    assert type(as_numpy) is type(as_int)


@pytest.mark.parametrize(
    ("rules", "option", "value"),
    [(zz.Rules, "elimination", 30), (big_two.Rules, "games", 3), (arschloch.Rules, "piles", 9)],
)
def test_a_rule_option_takes_a_numpy_integer_and_refuses_a_bool_and_a_float(
    rules: Any, option: str, value: int
) -> None:
    assert rules(**{option: np.int64(value)}) == rules(**{option: value})
    with pytest.raises(zz.RulesError, match=f"option {option} takes .*an integer from . to .*true"):
        rules(**{option: True})
    with pytest.raises(zz.RulesError, match=f"option {option} takes .*an integer from . to .*-1"):
        rules(**{option: -1})
    with pytest.raises(TypeError, match="not float"):
        rules(**{option: float(value)})


def test_seconds_are_a_number_but_not_a_bool() -> None:
    for bad in (True, False):
        with pytest.raises(TypeError, match="a number of seconds is required, not bool"):
            zz.advise(family(), time_limit=bad)
    with pytest.raises(TypeError, match="a number of seconds is required, not str"):
        zz.advise(family(), time_limit="1")  # type: ignore[arg-type]
    for bad in (0, -1.0, float("nan"), 1e10):
        with pytest.raises(ValueError, match="above 0 and below 1e9"):
            zz.advise(family(), time_limit=bad)
    for good in (np.float64(0.001), 0.001):
        assert zz.advise(family(), iterations=2, time_limit=good, seed=1)


def test_a_rotation_seed_reads_its_seed_as_tournament_does() -> None:
    from zweiundzwanzig.tournament import rotation_seed

    assert rotation_seed(np.int64(3), 1) == rotation_seed(3, 1)
    with pytest.raises(ValueError, match=re.escape("0 to 2**64 - 1, got -1")):
        rotation_seed(-1, 0)
    with pytest.raises(TypeError, match="not bool"):
        rotation_seed(True, 0)
