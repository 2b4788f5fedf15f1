"""Arschloch's table as the web page draws it (`zweiundzwanzig.arschloch.table`), checked on
whole matches of random legal moves: several table sizes, the standard rules and house rules
(jokers led, Chefs choosing what to give back, smaller piles).

- At every state, for one seat's view: the description is JSON, has the page's schema, and
  agrees with the view (the seats' cards, totals, roles and places; the hand as a multiset;
  the play to beat; no actions but at the seat's turn; the standings at the end).
- On a sample of positions, every move the page lists is a legal move, listed once, and the
  request that names it makes the match take that move.
- An illegal selection makes a move the match refuses with its own message, changing nothing;
  an action unknown, or not taken now, is a `ValueError`.
- The description, the moves and the news come from the view only: a match dealt anew within
  what the view knows (`View.determinize`) gives the same.
- Every event of whole matches is told in words, and the docstrings' examples run.
"""

from __future__ import annotations

import copy
import doctest
import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

import zweiundzwanzig as zz
from tests.web.schema import check_schema, names_for
from zweiundzwanzig import arschloch
from zweiundzwanzig.arschloch import table
from zweiundzwanzig.arschloch.table import words

#: Tables of the tests: players, rules, seed.
TABLES = [
    (2, arschloch.Rules(games=3), 1),
    (3, arschloch.Rules(games=2, chef_chooses=True), 2),
    (4, arschloch.Rules.standard().replace(games=2), 3),
    (5, arschloch.Rules(games=2, lead_jokers=True, chef_chooses=True), 4),
    (4, arschloch.Rules(games=2, piles=6, hand_size=7), 5),
    (7, arschloch.Rules(games=2, chef_chooses=True), 6),
    (11, arschloch.Rules(games=2), 7),
]


def states(players: int, rules: Any, seed: int) -> Iterator[arschloch.Match]:
    """Every state of a match of random legal moves, the end included."""
    match = arschloch.Match(players=players, rules=rules, seed=seed)
    rng = random.Random(seed)
    while not match.is_over:
        yield match
        match.apply(rng.choice(match.legal_moves()))
    yield match


def ranks(cards: Any) -> Counter[str]:
    """Cards as a multiset of what they show (the page's cards or the game's)."""
    return Counter(c["text"] if isinstance(c, dict) else str(c) for c in cards)


def page(cards: Any) -> Counter[str]:
    return ranks({"text": "Joker" if str(c) == "*" else str(c)} for c in cards)


def check_agrees(view: arschloch.View, described: dict[str, Any]) -> None:
    n = view.players
    assert described["turn"] == view.current_player and described["over"] == view.is_over
    assert [s["name"] for s in described["seats"]] == names_for(n, view.player)
    assert [s["cards"] for s in described["seats"]] == view.cards_left
    assert [s["total"] for s in described["seats"]] == [f"total {t}" for t in view.totals]
    roles = [s["role"] for s in described["seats"]]
    if view.roles is None:
        assert roles == [None] * n
    else:
        named = {"chef": "Chef", "neutral": "Neutral", "arsch": "Arsch"}
        for role, kind in zip(roles, view.roles, strict=True):
            assert role is not None and role.endswith(named[kind])
    for place, p in enumerate(view.finished, start=1):
        notes = described["seats"][p]["notes"]
        assert any(note.startswith(("out ", "last, ")) and str(place) in note for note in notes)
    assert ranks(table.hand(view)) == ranks(view.hand)
    assert ranks(described["hand"]) == page(view.hand)
    labels = [pile["label"] for pile in described["piles"]]
    if view.table is not None:
        assert labels[0] in ("To beat", "On the table")
        assert ranks(described["piles"][0]["cards"]) == page(view.table[1].cards)
    played = [p for p in described["plays"] if p["cards"]]
    if played and view.table is not None:
        assert played[-1]["seat"] == view.table[0]
        assert ranks(played[-1]["cards"]) == page(view.table[1].cards)
    mine = view.current_player == view.player and not view.is_over
    assert bool(described["actions"]) == mine
    if view.is_over:
        assert described["result"] and len(described["result"]) == n
        assert described["prompt"].startswith("The match is over: ")
    else:
        assert described["result"] is None


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES)
def test_every_state_is_described_with_the_schema_and_agrees_with_the_view(
    players: int, rules: Any, seed: int
) -> None:
    seat = seed % players
    roles_seen = False
    for match in states(players, rules, seed):
        view = match.view(seat)
        described = table.describe(view, names_for(players, seat))
        check_schema(described, players)
        check_agrees(view, described)
        roles_seen |= view.roles is not None
    assert match.is_over and described["actions"] == [] and table.moves(view) == []
    assert roles_seen


def test_roles_are_named_as_the_rules_name_them() -> None:
    match = next(m for m in states(7, arschloch.Rules(games=2), 11) if m.game == 2)
    roles = [s["role"] for s in table.describe(match.view(0), names_for(7, 0))["seats"]]
    order = match.view(0).finishing_order
    assert order is not None
    assert [roles[p] for p in order] == [
        "first Chef",
        "second Chef",
        "third Chef",
        "Neutral",
        "third-to-last Arsch",
        "second-to-last Arsch",
        "last Arsch",
    ]


def sample(players: int, rules: Any, seed: int, every: int) -> Iterator[arschloch.Match]:
    """Every ``every``-th position with a player to move, and every Chef's choice."""
    for i, match in enumerate(states(players, rules, seed)):
        if not match.is_over and (i % every == 0 or match.giving_back is not None):
            yield match


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES)
def test_each_listed_move_is_a_legal_move_and_its_request_makes_it(
    players: int, rules: Any, seed: int
) -> None:
    actions_seen = set()
    for match in sample(players, rules, seed, 7):
        mover = match.current_player
        assert mover is not None
        view = match.view(mover)
        legal = view.legal_moves()
        listed = table.moves(view)
        assert len(listed) == len(legal)
        assert len({(m["action"], tuple(m["cards"])) for m in listed}) == len(listed)
        offered = {a["action"] for a in table.describe(view, names_for(players, mover))["actions"]}
        for entry, expected in zip(listed, legal, strict=True):
            assert entry["action"] in offered and isinstance(entry["text"], str)
            actions_seen.add(entry["action"])
            by_request, by_move = copy.deepcopy(match), copy.deepcopy(match)
            by_request.apply(table.move(view, entry["action"], entry["cards"]))
            by_move.apply(expected)
            assert by_request == by_move
    assert "play" in actions_seen and "pass" in actions_seen
    assert ("give" in actions_seen) == (rules.chef_chooses and rules.games > 1)


def illegal_selection(view: arschloch.View) -> list[int] | None:
    """Places in the hand of cards that make no legal move, if any."""
    held = table.hand(view)
    legal = {tuple(sorted(str(c) for c in m.cards)) for m in view.legal_moves()}
    for size in (1, 2):
        for start in range(len(held) - size + 1):
            places = list(range(start, start + size))
            if tuple(sorted(str(held[i]) for i in places)) not in legal:
                return places
    return None


def refused(match: arschloch.Match, move: Any) -> None:
    before = match.to_json()
    with pytest.raises(zz.ZweiundzwanzigError):
        match.apply(move)
    assert match.to_json() == before


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES[:4])
def test_an_illegal_selection_is_refused_by_the_match(players: int, rules: Any, seed: int) -> None:
    tried = Counter[str]()
    for match in sample(players, rules, seed, 5):
        mover = match.current_player
        assert mover is not None
        view = match.view(mover)
        action = "give" if match.giving_back is not None else "play"
        places = illegal_selection(view)
        if places is not None:
            refused(match, table.move(view, action, places))
            tried["cards"] += 1
        refused(match, table.move(view, action, []))
        if not any(m.is_pass for m in view.legal_moves()) and match.giving_back is None:
            refused(match, table.move(view, "pass", []))
            tried["pass"] += 1
    assert tried["cards"] and tried["pass"]


def test_an_action_unknown_or_not_taken_now_is_a_value_error() -> None:
    match = arschloch.Match(players=3, rules=arschloch.Rules(games=2, chef_chooses=True), seed=2)
    view = match.view(match.current_player or 0)
    with pytest.raises(ValueError, match="the actions are play, pass, give"):
        table.move(view, "fold", [])
    with pytest.raises(ValueError, match="the actions now are play, pass"):
        table.move(view, "give", [0])
    while match.giving_back is None:
        match.apply(match.legal_moves()[0])
    view = match.view(match.current_player or 0)
    with pytest.raises(ValueError, match="the actions now are give"):
        table.move(view, "play", [0])
    assert table.describe(view, names_for(3, view.player))["actions"][0]["action"] == "give"


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES)
def test_the_description_comes_from_the_view_only(players: int, rules: Any, seed: int) -> None:
    rng = random.Random(seed)
    hidden_differs = False
    for match in sample(players, rules, seed, 23):
        seat = rng.randrange(players)
        view = match.view(seat)
        seen = names_for(players, seat)
        told = (table.describe(view, seen), table.moves(view), table.news(view, view.log))
        for s in range(3):
            world = view.determinize(s)
            other = world.view(seat)
            again = (table.describe(other, seen), table.moves(other), table.news(other, other.log))
            assert json.dumps(again) == json.dumps(told)
            hidden_differs |= any(
                world.hand(p) != match.hand(p) for p in range(players) if p != seat
            )
    assert hidden_differs


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES)
def test_every_event_is_told_in_words(players: int, rules: Any, seed: int) -> None:
    *_, match = states(players, rules, seed)
    for seat in range(players):
        view = match.view(seat)
        lines = table.news(view, view.log)
        assert len(lines) == len(view.log)
        assert all(isinstance(line, str) and line and not line.startswith("{") for line in lines)
    assert table.news(view, []) == []


def test_docstring_examples_run() -> None:
    finder, runner = doctest.DocTestFinder(), doctest.DocTestRunner()
    tests = [t for module in (table, words) for t in finder.find(module) if t.examples]
    for test in tests:
        runner.run(test)
    assert sum(len(t.examples) for t in tests) >= 5
    assert runner.failures == 0
