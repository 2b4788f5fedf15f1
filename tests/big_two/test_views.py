"""Big Two's views load only if a match can give them (issue 27, defect D3): every genuine view
round-trips through JSON and pickle, and the impossible ones are refused with a `StateError`
naming what the rules do not give."""

from __future__ import annotations

import json
import pickle
from itertools import islice

import pytest

import zweiundzwanzig as zz
from tests.view_mutations import budget, check_loaded, check_mutations, genuine_views
from zweiundzwanzig import big_two


def after(players: int, seed: int, moves: int) -> big_two.Match:
    m = big_two.Match(players, seed=seed)
    for _ in range(moves):
        m.apply(m.legal_moves()[0])
    return m


def refused(doc: dict, match: str) -> None:
    with pytest.raises(zz.StateError, match=match):
        big_two.View.from_json(json.dumps(doc))


def test_nobody_to_move_in_a_game_being_played_is_refused():
    doc = json.loads(after(4, 11, 5).view(3).to_json())
    doc["to_move"] = None
    refused(doc, r"not a possible view: its to_move is not what the rules give")


def test_the_first_lead_given_to_a_seat_without_the_lowest_card_is_refused():
    doc = json.loads(big_two.Match(4, seed=1).view(1).to_json())
    assert doc["to_move"] != 1
    doc["to_move"] = 1
    refused(doc, r"the first lead is in the wrong hand")


def test_a_deal_event_showing_another_seats_hand_is_refused():
    doc = json.loads(after(4, 1, 1).view(1).to_json())
    hands = doc["log"][0]["hands"]
    hands[0][1], hands[1][1] = hands[1][1], None
    refused(doc, r"not a possible view: the log's event 0 \(deal\)")


@pytest.mark.parametrize(
    "event",
    [
        {"event": "pass", "player": 0},
        {"event": "round_won", "player": 0},
        {"event": "last_card", "player": 0},
        {
            "event": "game_over",
            "game": 1,
            "winner": 0,
            "penalties": [0, 1, 1, 1],
            "totals": [0, 1, 1, 1],
        },
        {"event": "match_over", "totals": [0, 0, 0, 0], "winners": [0]},
    ],
)
def test_an_event_the_rules_do_not_give_is_refused(event):
    m = after(4, 1, 6)
    doc = json.loads(m.view(2).to_json())
    doc["log"].append(event)
    refused(doc, r"not a possible view: (the log.s event \d+ \(\w+\)|the totals or game winners)")


def test_a_refusal_names_the_event_and_is_bounded():
    doc = json.loads(after(4, 1, 6).view(2).to_json())
    n = len(doc["log"])
    doc["log"].append({"event": "round_won", "player": 3})
    with pytest.raises(zz.StateError) as e:
        big_two.View.from_json(json.dumps(doc))
    assert f"event {n} (round_won)" in str(e.value)
    assert len(str(e.value)) < 200


def start(players: int, seed: int) -> big_two.Match:
    presets = big_two.Rules.presets()
    return big_two.Match(players, rules=presets[seed % len(presets)], seed=seed)


def test_genuine_views_of_every_preset_and_table_round_trip():
    views = genuine_views(start, [2, 3, 4], seed=1)
    for view in islice(views, 3000):
        again = big_two.View.from_json(view.to_json())
        assert again == view
        assert pickle.loads(pickle.dumps(view)) == view
        check_loaded(again, view.to_json())


def test_mutated_views_are_refused_or_determinize_to_themselves():
    tries, seed = budget()
    views = genuine_views(start, [2, 3, 4], seed=seed)
    counts = check_mutations(big_two.View, views, tries, seed=seed + 1)
    print(dict(counts))
    assert counts["tried"] == tries
    assert counts["refused"] > tries // 3
