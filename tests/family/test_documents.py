"""Documents (JSON and pickles of rules, matches and views) pass exactly the checks that making
the same object would: the regression tests of defects 4 and 5 of the robustness issue."""

from __future__ import annotations

import json
import pickle
import random
from typing import Any

import pytest

import zweiundzwanzig as zz

from .pickles import pickled

# Options out of range, each with the value `Rules.replace` refuses too. The first two are the
# issue's: 255 jokers in each of 16 decks overran the dealing buffer (a panic), and a first deal
# of no cards loaded a match that was not over and had no legal move.
OUT_OF_RANGE = [
    {"jokers_per_deck": 255, "decks": 16},
    {"first_deal": 0},
    {"first_deal": 14},
    {"jokers_per_deck": 9},
    {"jokers_per_deck": -1},
    {"decks": 0},
    {"decks": 17},
    {"elimination": 0},
    {"elimination": 1001},
]


def named(options: dict[str, int]) -> str:
    return ",".join(f"{k}={v}" for k, v in options.items())


def played(players=4, rules=None, seed=3, moves=12) -> zz.Match:
    m = zz.Match(players, rules=rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if m.is_over:
            break
        m.apply(rng.choice(m.legal_moves()))
    return m


def test_a_document_pickles_as_the_library_pickles_it():
    m = played()
    for obj in (m.rules, m, m.view(1)):
        assert pickled(type(obj), obj.to_json()) == pickle.dumps(obj)


def refused_everywhere(cls: Any, text: str, error: type[Exception] = zz.StateError) -> str:
    """`cls.from_json(text)` and the pickle holding `text` both raise `error`; its message."""
    with pytest.raises(error) as info:
        cls.from_json(text)
    with pytest.raises(error) as again:
        pickle.loads(pickled(cls, text))
    assert str(again.value) == str(info.value)
    return str(info.value)


def replace_message(options: dict[str, int]) -> str:
    with pytest.raises(zz.RulesError) as info:
        zz.Rules.standard().replace(**options)
    return str(info.value)


@pytest.mark.parametrize("options", OUT_OF_RANGE, ids=named)
def test_defect_4_rules_json_out_of_range_is_refused(options):
    doc = json.loads(zz.Rules.standard().to_json())
    doc.update(options)
    message = refused_everywhere(zz.Rules, json.dumps(doc))
    # The same check as Rules.replace, with the same words.
    assert replace_message(options) in message


@pytest.mark.parametrize("options", OUT_OF_RANGE, ids=named)
def test_defect_4_match_json_out_of_range_is_refused(options):
    record = json.loads(played().to_json())
    for where in ("rules", "state"):
        doc = json.loads(json.dumps(record))
        target = doc["rules"] if where == "rules" else doc["state"]["rules"]
        target.update(options)
        message = refused_everywhere(zz.Match, json.dumps(doc))
        assert replace_message(options) in message, where
    # Without the state: the match would be replayed from the out-of-range rules alone.
    doc = json.loads(json.dumps(record))
    doc["rules"].update(options)
    doc["state"] = None
    doc["moves"] = []
    refused_everywhere(zz.Match, json.dumps(doc))


@pytest.mark.parametrize("options", OUT_OF_RANGE, ids=named)
def test_defect_4_view_json_out_of_range_is_refused(options):
    doc = json.loads(played().view(2).to_json())
    doc["rules"].update(options)
    message = refused_everywhere(zz.View, json.dumps(doc))
    assert replace_message(options) in message


def test_defect_4_description_with_rules_out_of_range_is_refused():
    good = {"players": 4, "seat": 2, "dealer": 0, "hand": "K 9 9 4 3 2", "trick": [[1, "8"]],
            "played": "A Q J 7"}  # fmt: skip
    assert zz.View.from_description(json.dumps(good)).hand_size == 6
    for options in OUT_OF_RANGE:
        doc = dict(good, rules={**json.loads(zz.Rules.standard().to_json()), **options})
        with pytest.raises(zz.StateError):
            zz.View.from_description(json.dumps(doc))


def test_defect_4_options_at_their_bounds_still_load_and_play():
    for base, options in [
        (zz.Rules.standard(), {"jokers_per_deck": 8, "decks": 16}),
        (zz.Rules.standard(), {"first_deal": 1}),
        (zz.Rules.standard(), {"first_deal": 13}),
        (zz.Rules.standard(), {"elimination": 1}),
        (zz.Rules.rasmussen(), {"elimination": 1000}),
        (zz.Rules.sechsundzwanzig(), {"decks": None}),
    ]:
        rules = base.replace(**options)
        assert zz.Rules.from_json(rules.to_json()) == rules
        assert pickle.loads(pickle.dumps(rules)) == rules
        m = played(players=3, rules=rules, moves=5)
        back = zz.Match.from_json(m.to_json())
        assert back == m
        assert back.is_over or back.legal_moves()
        assert zz.View.from_json(m.view(0).to_json()) == m.view(0)


# --------------------------------------------------------------------------------------------
# Defect 5: seats that do not exist


def seat_fields(doc: dict[str, Any]) -> list[tuple[Any, Any]]:
    """(container, key) of every field of a view document that names a seat."""
    out: list[tuple[Any, Any]] = [(doc, "player"), (doc, "dealer"), (doc, "to_move")]
    out += [(play, 0) for play in doc["trick"]["plays"]]
    if doc["trick"]["plays"]:
        out.append((doc["trick"], "winning"))
    for event in doc["log"]:
        out += [(event, k) for k in ("player", "dealer", "winner") if k in event]
        for key in ("draws", "hands", "cards"):
            if isinstance(event.get(key), list):
                out += [(pair, 0) for pair in event[key]]
        for key in ("losers", "winners"):
            out += [(event[key], i) for i in range(len(event.get(key, [])))]
    return out


def test_defect_5_view_with_seat_255_is_refused():
    # The case: a play event by seat 255 loaded, and advise on it panicked.
    for rules in zz.Rules.presets():
        m = played(rules=rules, moves=14)
        view = m.view(m.current_player)
        doc = json.loads(view.to_json())
        plays = [i for i, e in enumerate(doc["log"]) if e["event"] == "play"]
        assert plays
        for i in plays:
            bad = json.loads(json.dumps(doc))
            bad["log"][i]["player"] = 255
            assert "not a possible view" in refused_everywhere(zz.View, json.dumps(bad))
        assert zz.advise(zz.View.from_json(view.to_json()), iterations=4, seed=1)


@pytest.mark.parametrize("seat", [4, 31, 32, 255])
def test_defect_5_every_seat_field_of_a_view_is_checked(seat):
    m = played(moves=14)
    doc = json.loads(m.view(1).to_json())
    fields = seat_fields(doc)
    assert len(fields) > 20
    for i in range(len(fields)):
        bad = json.loads(json.dumps(doc))
        container, key = seat_fields(bad)[i]
        container[key] = seat
        refused_everywhere(zz.View, json.dumps(bad))


def test_defect_5_match_json_with_seat_255_is_refused():
    record = json.loads(played(moves=14).to_json())
    state = record["state"]
    plays = [i for i, e in enumerate(state["log"]) if e["event"] == "play"]
    changes = [lambda s: s.update(to_move=255), lambda s: s.update(dealer=255),
               lambda s: s["trick"].update(winning=255)]  # fmt: skip
    changes += [lambda s, i=i: s["log"][i].update(player=255) for i in plays]
    for change in changes:
        doc = json.loads(json.dumps(record))
        change(doc["state"])
        refused_everywhere(zz.Match, json.dumps(doc))
    assert zz.Match.from_json(json.dumps(record)).to_json() == json.dumps(
        record, separators=(",", ":")
    )


def test_defect_5_rules_json_is_no_view():
    # A rules document holds no seat; a view document is no rules document either.
    view_text = played().view(0).to_json()
    refused_everywhere(zz.Rules, view_text)
    refused_everywhere(zz.View, zz.Rules.standard().to_json())
