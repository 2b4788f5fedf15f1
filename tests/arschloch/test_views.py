"""Arschloch's views load only if a match can give them (issue 27, defect D3): every genuine view
round-trips through JSON and pickle, and the impossible ones are refused with a `StateError`
naming what the rules do not give."""

from __future__ import annotations

import json
import pickle
from itertools import islice

import pytest

import zweiundzwanzig as zz
from tests.view_mutations import budget, check_loaded, check_mutations, genuine_views
from zweiundzwanzig import arschloch


def after(players: int, seed: int, moves: int) -> arschloch.Match:
    m = arschloch.Match(players, seed=seed)
    for _ in range(moves):
        m.apply(m.legal_moves()[0])
    return m


def refused(doc: dict, match: str) -> None:
    with pytest.raises(zz.StateError, match=match):
        arschloch.View.from_json(json.dumps(doc))


def test_lead_passed_naming_seats_that_never_passed_the_lead_is_refused():
    doc = json.loads(after(9, 3, 4).view(5).to_json())
    doc["lead_passed"] = 0b11000000
    refused(doc, r"not a possible view")


@pytest.mark.parametrize(
    "event",
    [
        {"event": "pass", "player": 0},
        {"event": "round_won", "player": 0},
        {
            "event": "game_over",
            "game": 1,
            "order": [0, 1, 2, 3],
            "roles": ["chef", "chef", "arsch", "arsch"],
        },
        {"event": "match_over", "totals": [0, 0, 0, 0], "winners": [0]},
    ],
)
def test_an_event_the_rules_do_not_give_is_refused(event):
    m = after(4, 1, 6)
    doc = json.loads(m.view(2).to_json())
    doc["log"].append(event)
    refused(doc, r"not a possible view")


def start(players: int, seed: int) -> arschloch.Match:
    presets = arschloch.Rules.presets()
    return arschloch.Match(players, rules=presets[seed % len(presets)], seed=seed)


TABLES = [2, 3, 4, 5, 6, 7, 8, 9]


def test_genuine_views_of_every_preset_and_table_round_trip():
    for view in islice(genuine_views(start, TABLES, seed=1), 3000):
        again = arschloch.View.from_json(view.to_json())
        assert again == view
        assert pickle.loads(pickle.dumps(view)) == view
        check_loaded(again, view.to_json())


def test_mutated_views_are_refused_or_determinize_to_themselves():
    tries, seed = budget()
    views = genuine_views(start, TABLES, seed=seed)
    counts = check_mutations(arschloch.View, views, tries, seed=seed + 1)
    print(dict(counts))
    assert counts["tried"] == tries
    assert counts["refused"] > tries // 3
