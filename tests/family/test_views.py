"""The family's views load only if a match can give them (issue 27, defects D3, D5 and D14):
every genuine view round-trips through JSON and pickle, the impossible ones are refused with a
`StateError`, and a finished match's view is refused by `determinize` as in the other games."""

from __future__ import annotations

import json
import pickle
import random
from itertools import islice

import pytest

import zweiundzwanzig as zz
from tests.view_mutations import budget, check_loaded, check_mutations, genuine_views


def in_play(seed: int = 1) -> zz.Match:
    m = zz.Match(4, seed=seed)
    while m.phase != "play":
        m.apply(m.legal_moves()[0])
    return m


def refused(doc: dict, match: str) -> None:
    with pytest.raises(zz.StateError, match=match):
        zz.View.from_json(json.dumps(doc))


@pytest.mark.parametrize(
    "event",
    [
        {"event": "end", "winners": [1]},
        {"event": "out", "player": 1, "total": 22},
        {"event": "showdown", "cards": [[0, "6"], [1, "5"]], "losers": [0], "points": 6},
    ],
)
def test_an_event_the_rules_do_not_give_in_a_deal_being_played_is_refused(event):
    doc = json.loads(in_play().view(0).to_json())
    doc["log"].append(event)
    refused(doc, r"not a possible view: .*(no such event in a deal being played|showdowns)")


def test_nobody_to_move_in_a_deal_being_played_is_refused():
    doc = json.loads(in_play().view(0).to_json())
    doc["to_move"] = None
    refused(doc, r"not a possible view")


@pytest.mark.parametrize("players", [40, 1, 0])
def test_an_unreadable_table_is_a_state_error(players):
    doc = json.loads(in_play().view(0).to_json())
    doc["players"] = players
    refused(doc, r"not a possible view")


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_a_finished_matchs_view_loads_and_is_refused_by_determinize(seed):
    m = zz.Match(4, seed=seed)
    r = random.Random(seed)
    while not m.is_over:
        m.apply(r.choice(m.legal_moves()))
    view = m.view(0)
    assert zz.View.from_json(view.to_json()) == view
    with pytest.raises(zz.StateError, match="the match is over"):
        view.determinize(seed=1)


def start(players: int, seed: int) -> zz.Match:
    presets = zz.Rules.presets()
    return zz.Match(players, rules=presets[seed % len(presets)], seed=seed)


TABLES = [2, 3, 4, 5, 6, 7, 8]


def test_genuine_views_of_every_preset_and_table_round_trip():
    for view in islice(genuine_views(start, TABLES, seed=1), 3000):
        again = zz.View.from_json(view.to_json())
        assert again == view
        assert pickle.loads(pickle.dumps(view)) == view
        check_loaded(again, view.to_json())


def test_mutated_views_are_refused_or_determinize_to_themselves():
    tries, seed = budget()
    views = genuine_views(start, TABLES, seed=seed)
    counts = check_mutations(zz.View, views, tries, seed=seed + 1)
    print(dict(counts))
    assert counts["tried"] == tries
    assert counts["refused"] > tries // 3
