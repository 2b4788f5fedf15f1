"""The family's table for the web page (`zweiundzwanzig.family.table`), checked on random whole
matches: the description has the page's schema and agrees with the view, the moves are the
legal moves and each request makes its move, an illegal request is the match's to refuse, and
everything is a function of the human's view.
"""

from __future__ import annotations

import copy
import doctest
import json
import random
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

import zweiundzwanzig as zz
from tests.web.schema import check_schema, names_for
from zweiundzwanzig.family import table
from zweiundzwanzig.web.cards import cards_json

# (players, rules, seed): every preset, table sizes from 2 to 8, and a few house options.
TABLES: list[tuple[int, zz.Rules, int]] = [
    (2, zz.Rules.standard(), 1),
    (4, zz.Rules.standard(), 2),
    (3, zz.Rules.twenty_two(), 3),
    (5, zz.Rules.rasmussen(), 4),
    (4, zz.Rules.sechsundzwanzig(), 5),
    (7, zz.Rules.standard(), 6),
    (3, zz.Rules.standard().replace(exchange=False, elimination=15), 7),
    (4, zz.Rules.standard().replace(jokers_per_deck=1, beat_against="lead"), 8),
    (6, zz.Rules.twenty_two().replace(compulsory_beating=True, loss_cards="returned"), 9),
    (8, zz.Rules.sechsundzwanzig().replace(trick_winner="last_stechen", first_deal=5), 10),
]

STANDING = re.compile(r"(?P<place>\d+)(st|nd|rd|th): (?P<name>\w+), \d+ points?")


def positions(players: int, rules: zz.Rules, seed: int) -> Iterator[zz.Match]:
    """Each position of a random match (every decision, then the end), the moves at random."""
    match = zz.Match(players=players, rules=rules, seed=seed)
    pick = random.Random(seed)
    while not match.is_over:
        yield match
        match.apply(pick.choice(match.legal_moves()))
    yield match


def expected_prompt(view: zz.View, seat: int, names: list[str]) -> str:
    """How the prompt starts in each situation."""
    if view.is_over:
        return "The match is over"
    if view.current_player != seat:
        return "" if seat not in view.in_match else names[view.current_player or 0] + " to "
    if view.phase == "exchange":
        return "Exchange: discard up to"
    if not view.trick:
        return "Your lead: one card"
    return "You must beat " if view.rules.compulsory_beating else "Beat "


def read_standings(lines: list[str], names: list[str]) -> list[tuple[int, int]]:
    """(seat, place) of each line of a result, ``2nd: P1, 30 points``."""
    found = [STANDING.fullmatch(line) for line in lines]
    return [(names.index(m["name"]), int(m["place"])) for m in found if m is not None]


def check_agrees(d: dict[str, Any], match: zz.Match, seat: int) -> None:
    """The description says what the view (and the match) hold."""
    view = match.view(seat)
    assert d["turn"] == view.current_player
    assert d["over"] == view.is_over == match.is_over
    assert Counter(map(str, table.hand(view))) == Counter(map(str, view.hand))
    assert [c["rank"] for c in d["hand"]] == [c["rank"] for c in cards_json(table.hand(view))]
    winners = match.result.winners if match.result is not None else ()
    for p, shown in enumerate(d["seats"]):
        assert shown["name"] == names_for(match.players, seat)[p]
        assert shown["cards"] == (0 if match.is_over else len(match.hand(p)))
        assert shown["total"].split()[0] == str(view.totals[p])
        assert ("dealer" in shown["notes"]) == (p == view.dealer)
        if match.is_over:
            assert ("winner" in shown["notes"]) == (p in winners) != ("out" in shown["notes"])
        else:
            assert ("out" in shown["notes"]) == (p not in view.in_match)
    stock = [p for p in d["piles"] if p["label"] == "Stock"]
    if not match.is_over:
        assert stock[0]["count"] == view.stock_size
    if view.phase == "play" and view.trick:
        assert [p["seat"] for p in d["plays"]] == [s for s, _ in view.trick]
        best = view.trick[view.play_to_beat or 0][1]
        assert d["piles"][0]["label"] == "To beat"
        assert [c["rank"] for c in d["piles"][0]["cards"]] == [
            c["rank"] for c in cards_json(best.cards)
        ]
    mine = view.current_player == seat
    assert d["prompt"].startswith(expected_prompt(view, seat, names_for(match.players, seat)))
    assert bool(d["actions"]) == mine
    if match.is_over:
        result = match.result
        assert result is not None
        assert d["result"] is not None and len(d["result"]) == match.players
        standings = read_standings(d["result"], names_for(match.players, seat))
        assert [seat for seat, _ in standings] == list(result.standings)
        assert [place for _, place in sorted(standings)] == list(result.places)
        assert d["actions"] == [] and d["turn"] is None
    else:
        assert d["result"] is None


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES)
def test_every_position_is_described(players: int, rules: zz.Rules, seed: int) -> None:
    human = seed % players
    names = names_for(players, human)
    for match in positions(players, rules, seed):
        view = match.view(human)
        d = table.describe(view, names)
        assert json.loads(json.dumps(d)) == d
        check_schema(d, players)
        check_agrees(d, match, human)
        if match.current_player is not None and match.current_player != human:
            mover = match.current_player
            d = table.describe(match.view(mover), names_for(players, mover))
            check_schema(d, players)
            check_agrees(d, match, mover)


def sample(players: int, rules: zz.Rules, seed: int, every: int) -> Iterator[zz.Match]:
    """Every `every`-th decision of a random match (a copy, to be kept)."""
    for i, match in enumerate(positions(players, rules, seed)):
        if not match.is_over and i % every == 0:
            yield copy.deepcopy(match)


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES)
def test_each_listed_move_is_the_legal_move(players: int, rules: zz.Rules, seed: int) -> None:
    for match in sample(players, rules, seed, every=5):
        mover = match.current_player
        assert mover is not None
        view = match.view(mover)
        legal = view.legal_moves()
        listed = table.moves(view)
        assert len(listed) == len(legal)
        assert len({(m["action"], tuple(m["cards"])) for m in listed}) == len(listed)
        size = len(table.hand(view))
        for m, expected in zip(listed, legal, strict=True):
            assert m["cards"] == sorted(set(m["cards"])) and all(0 <= i < size for i in m["cards"])
            assert isinstance(m["text"], str) and m["text"]
            made = table.move(view, m["action"], m["cards"])
            assert made == expected
            ours, theirs = copy.deepcopy(match), copy.deepcopy(match)
            ours.apply(made)
            theirs.apply(expected)
            assert ours == theirs
        others = [p for p in range(players) if p != mover]
        assert all(table.moves(match.view(p)) == [] for p in others)


def test_the_module_examples_run() -> None:
    assert doctest.testmod(table).failed == 0


def test_a_player_out_is_told_so_while_the_others_play() -> None:
    *_, match = positions(3, zz.Rules.standard(), 3)
    result = match.result
    assert result is not None
    out = result.standings[-1]
    for match in positions(3, zz.Rules.standard(), 3):
        view = match.view(out)
        if out not in view.in_match and not view.is_over:
            total = view.totals[out]
            prompt = table.describe(view, names_for(3, out))["prompt"]
            assert prompt.startswith(f"You are out with {total} points. P")
            break
    else:
        raise AssertionError("the last placed player never watched")


def test_the_actions_are_the_phases_own() -> None:
    match = zz.Match(players=3, seed=11)
    view = match.view(match.current_player or 0)
    assert view.phase == "exchange"
    names = names_for(3, view.player)
    assert {a["action"] for a in table.describe(view, names)["actions"]} == {"exchange", "keep"}
    assert {m["action"] for m in table.moves(view)} == {"exchange", "keep"}
    assert table.move(view, "keep", []) == zz.Move("exchange", "")
    while match.phase == "exchange":
        match.apply(zz.Move("exchange", ""))
    view = match.view(match.current_player or 0)
    assert [a["action"] for a in table.describe(view, names)["actions"]] == ["play"]


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES[:6])
def test_an_illegal_request_is_refused_by_the_match(
    players: int, rules: zz.Rules, seed: int
) -> None:
    """Random selections under each action: a legal one is the legal move, an illegal one is
    refused with the library's error and leaves the match as it was."""
    pick = random.Random(seed)
    refused = 0
    for match in sample(players, rules, seed, every=3):
        mover = match.current_player
        assert mover is not None
        view = match.view(mover)
        size = len(table.hand(view))
        for _ in range(4):
            chosen = pick.sample(range(size), pick.randint(1, size))
            action = pick.choice(["play", "exchange"])
            request = table.move(view, action, chosen)
            before = copy.deepcopy(match)
            trial = copy.deepcopy(match)
            if request in view.legal_moves():
                trial.apply(request)
                continue
            with pytest.raises(zz.ZweiundzwanzigError):
                trial.apply(request)
            assert trial == before == match
            refused += 1
    assert refused > 10


def test_leading_the_whole_hand_or_keeping_in_the_tricks_is_refused() -> None:
    match = zz.Match(players=3, seed=12)
    while match.phase == "exchange":
        match.apply(zz.Move("exchange", ""))
    view = match.view(match.current_player or 0)
    assert not view.trick
    before = copy.deepcopy(match)
    every = list(range(len(table.hand(view))))
    with pytest.raises(zz.IllegalMoveError, match="keeps at least one card"):
        match.apply(table.move(view, "play", every))
    with pytest.raises(zz.IllegalMoveError, match="play phase"):
        match.apply(table.move(view, "keep", []))
    with pytest.raises(zz.IllegalMoveError):
        match.apply(table.move(view, "play", []))
    assert match == before


def test_an_unknown_action_or_keeping_with_cards_is_a_value_error() -> None:
    view = zz.Match(players=4, seed=13).view(0)
    with pytest.raises(ValueError, match="the actions are"):
        table.move(view, "pass", [])
    with pytest.raises(ValueError, match="keep takes no cards"):
        table.move(view, "keep", [0])


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES)
def test_the_description_comes_from_the_view_only(players: int, rules: zz.Rules, seed: int) -> None:
    differed = 0
    for i, match in enumerate(sample(players, rules, seed, every=7)):
        seat = (match.current_player or 0) if i % 2 else (seed + i) % players
        view = match.view(seat)
        names = names_for(players, seat)
        ours = (table.describe(view, names), table.moves(view), table.news(view, view.log))
        for s in (1, 2, 3):
            other = view.determinize(s)
            differed += any(other.hand(p) != match.hand(p) for p in range(players))
            seen = other.view(seat)
            assert (table.describe(seen, names), table.moves(seen), table.news(seen, seen.log)) == (
                ours
            )
    assert differed


@pytest.mark.parametrize(("players", "rules", "seed"), TABLES)
def test_every_event_is_news(players: int, rules: zz.Rules, seed: int) -> None:
    *_, match = positions(players, rules, seed)
    for seat in range(players):
        view = match.view(seat)
        lines = table.news(view, view.log)
        assert len(lines) == len(view.log)
        assert all(isinstance(line, str) and line and "{" not in line for line in lines)
        assert table.news(view, view.log[5:9]) == lines[5:9]
    assert table.news(match.view(0), []) == []
