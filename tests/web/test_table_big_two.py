"""Big Two's table as the web page draws it (`zweiundzwanzig.big_two.table`), over seeded random
matches at every table size, under every preset and a few house options: each state's
description has the page's shape and agrees with the view; each listed move is the legal move
it names; an illegal selection is refused by the match in its own words; the description, the
moves and the news are the same in every world the player cannot tell apart, and show no card
hidden from them; the news tells every event."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

import zweiundzwanzig as zz
from tests.web import schema
from tests.web.schema import check_schema, names_for
from zweiundzwanzig.big_two import Match, Move, Rules, View
from zweiundzwanzig.big_two import table as described
from zweiundzwanzig.big_two.table.words import places
from zweiundzwanzig.web.cards import cards_json

TABLES = [
    # players, rules, the human's seat, seed
    (2, Rules.standard().replace(games=2), 0, 1),
    (2, Rules.taiwan().replace(games=1, hand_size=17), 1, 2),
    (3, Rules.hong_kong().replace(games=2), 2, 3),
    (3, Rules.indonesia().replace(games=1), 0, 4),
    (4, Rules.pusoy_dos().replace(games=1), 3, 5),
    (4, Rules(games=1, clockwise=True, winner_leads=True, straights="a2345_high"), 1, 6),
    (
        4,
        Rules.pusoy_dos().replace(games=2, pass_is_final=True, penalties="harsh"),
        2,
        7,
    ),
    (3, Rules.taiwan().replace(games=1, flush_by_rank=True, double_twos=True), 1, 8),
    # A match to a penalty limit, and one of a fixed number of games without one.
    (4, Rules.hong_kong().replace(penalty_limit=15), 0, 9),
    (2, Rules.standard().replace(games=2, penalty_limit=None), 1, 10),
]
IDS = [f"{p}p-seat{s}-seed{seed}" for p, _, s, seed in TABLES]


def states(players: int, rules: Rules, seed: int) -> Iterator[Match]:
    """Each state of a seeded random match, from its first decision to its end."""
    match = Match(players=players, rules=rules, seed=seed)
    chooser = random.Random(seed)
    while not match.is_over:
        yield match
        legal = match.legal_moves()
        # Play more often than pass, so that the games end.
        plays = [m for m in legal if not m.is_pass]
        match.apply(chooser.choice(plays if plays and chooser.random() < 0.7 else legal))
    yield match


def check_agrees(d: dict[str, Any], view: View) -> None:
    """The description shows what the view shows."""
    assert d["turn"] == view.current_player and d["over"] == view.is_over
    assert [s["cards"] for s in d["seats"]] == view.cards_left
    assert [s["total"].split()[0] for s in d["seats"]] == [str(t) for t in view.totals]
    assert [("passed" in s["notes"]) for s in d["seats"]] == [
        p in view.passed for p in range(view.players)
    ]
    assert [("dealer" in s["notes"]) for s in d["seats"]] == [
        p == view.dealer for p in range(view.players)
    ]
    assert f"Game {view.game}" in d["heading"]
    assert Counter(c["text"] for c in d["hand"]) == Counter(str(c) for c in view.hand)
    assert d["hand"] == cards_json(described.hand(view))
    strengths = [view.rules.strength(c) for c in described.hand(view)]
    assert strengths == sorted(strengths), "the hand from low to high"
    piles = {p["label"]: p for p in d["piles"]}
    if view.face_up is not None:
        assert piles["Face-up card"]["cards"] == cards_json([view.face_up[0]])
    else:
        assert "Face-up card" not in piles
    if view.table is not None:
        assert Counter(c["text"] for c in piles["To beat"]["cards"]) == Counter(
            str(c) for c in view.table[1].cards
        )
        played = [p["cards"] for p in d["plays"] if p["note"] != "pass"]
        assert played and played[-1] == piles["To beat"]["cards"]
    mine = not view.is_over and view.current_player == view.player
    legal = view.legal_moves() if mine else []
    kinds = {"pass" if m.is_pass else "play" for m in legal}
    assert {a["action"] for a in d["actions"]} == kinds


def check_end(d: dict[str, Any], match: Match, view: View) -> None:
    assert d["over"] and d["turn"] is None
    assert d["actions"] == [] and described.moves(view) == []
    assert d["result"] is not None and len(d["result"]) == match.players
    result = match.result
    assert result is not None
    assert places(view.totals) == list(result.places)
    me = "You"
    line = next(line for line in d["result"] if f": {me}," in line)
    assert line.startswith(f"{result.places[view.player]}")


@pytest.mark.parametrize(("players", "rules", "seat", "seed"), TABLES, ids=IDS)
def test_every_state_is_described_in_the_pages_shape_as_the_view_shows_it(
    players: int, rules: Rules, seat: int, seed: int
) -> None:
    names = names_for(players, seat)
    for match in states(players, rules, seed):
        view = match.view(seat)
        d = described.describe(view, names)
        assert json.loads(json.dumps(d)) == d
        check_schema(d, players)
        check_agrees(d, view)
    check_end(d, match, view)


def decisions(players: int, rules: Rules, seat: int, seed: int, every: int) -> Iterator[Match]:
    """Every ``every``-th decision of the human's seat in a seeded random match."""
    mine = (m for m in states(players, rules, seed) if m.current_player == seat)
    for i, match in enumerate(mine):
        if i % every == 0:
            yield match


@pytest.mark.parametrize(("players", "rules", "seat", "seed"), TABLES, ids=IDS)
def test_each_listed_move_is_the_legal_move_it_names_and_the_match_takes_it(
    players: int, rules: Rules, seat: int, seed: int
) -> None:
    for match in decisions(players, rules, seat, seed, every=1):
        view = match.view(seat)
        listed, legal = described.moves(view), view.legal_moves()
        assert len(listed) == len(legal)
        assert len({(m["action"], tuple(m["cards"])) for m in listed}) == len(listed)
        for shown, move in zip(listed, legal, strict=True):
            asked = described.move(view, shown["action"], shown["cards"])
            assert asked == move, "the moves in the view's order, as hints find them"
            after, expected = copy.deepcopy(match), copy.deepcopy(match)
            after.apply(asked)
            expected.apply(move)
            assert after == expected
            assert shown["text"].startswith("Pass" if move.is_pass else str(move))


def refused(match: Match, move: Any) -> None:
    before = match.to_json()
    with pytest.raises(zz.ZweiundzwanzigError):
        match.apply(move)
    assert match.to_json() == before


def odd_pair(view: View) -> list[int] | None:
    """Two cards of the hand of different ranks (no play of Big Two), by their places."""
    hand = described.hand(view)
    if hand[0].rank == hand[-1].rank:
        return None
    return [0, len(hand) - 1]


@pytest.mark.parametrize(("players", "rules", "seat", "seed"), TABLES[:4], ids=IDS[:4])
def test_an_illegal_selection_is_refused_by_the_match_in_its_own_words(
    players: int, rules: Rules, seat: int, seed: int
) -> None:
    leads = beats = 0
    for match in decisions(players, rules, seat, seed, every=1):
        view = match.view(seat)
        refused(match, described.move(view, "play", []))
        pair = odd_pair(view)
        if pair is not None:
            refused(match, described.move(view, "play", pair))
        if view.table is None:
            leads += 1
            refused(match, described.move(view, "pass", []))
        else:
            beats += 1
            size = len(view.table[1])
            wrong = [0] if size > 1 else [0, 1]  # as many cards as the table's play, or not
            if len(described.hand(view)) >= len(wrong):
                refused(match, described.move(view, "play", wrong))
    assert leads and beats


def test_an_unknown_action_or_a_pass_with_cards_is_a_value_error() -> None:
    view = Match(players=4, seed=1).view(0)
    with pytest.raises(ValueError, match="the actions are play, pass"):
        described.move(view, "exchange", [0])
    with pytest.raises(ValueError, match="a pass takes no cards"):
        described.move(view, "pass", [0])
    assert described.move(view, "pass", []) == Move("pass")


def card_texts(value: Any) -> set[str]:
    """Every card's text in a description."""
    if isinstance(value, dict):
        own = {value["text"]} if set(value) == set(schema.CARD) else set()
        return own.union(*(card_texts(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(card_texts(v) for v in value))
    return set()


def hidden(match: Match, seat: int) -> set[str]:
    """The cards in the other hands that the seat does not see (the face-up card it sees)."""
    shown = {str(match.face_up[0])} if match.face_up is not None else set()
    others = (str(c) for p in range(match.players) if p != seat for c in match.hand(p))
    return {c for c in others if c not in shown}


def hands(match: Match, seat: int) -> list[set[str]]:
    """The other seats' hands."""
    return [{str(c) for c in match.hand(p)} for p in range(match.players) if p != seat]


@pytest.mark.parametrize(("players", "rules", "seat", "seed"), TABLES, ids=IDS)
def test_the_table_is_drawn_from_the_view_only(
    players: int, rules: Rules, seat: int, seed: int
) -> None:
    names = names_for(players, seat)
    differed = False
    for i, match in enumerate(states(players, rules, seed)):
        if match.is_over or i % 3:
            continue
        view = match.view(seat)
        d = described.describe(view, names)
        assert not card_texts(d) & hidden(match, seat)
        for s in (1, 2, 3):
            world = view.determinize(s)
            differed |= hands(world, seat) != hands(match, seat)
            other = world.view(seat)
            assert described.describe(other, names) == d
            assert described.moves(other) == described.moves(view)
            assert described.news(other, other.log) == described.news(view, view.log)
    assert differed, "the worlds dealt the hidden cards otherwise"


@pytest.mark.parametrize(("players", "rules", "seat", "seed"), TABLES, ids=IDS)
def test_the_news_tells_every_event_from_any_point_of_the_log(
    players: int, rules: Rules, seat: int, seed: int
) -> None:
    *_, match = states(players, rules, seed)
    for p in range(players):
        view = match.view(p)
        log = view.log
        lines = described.news(view, log)
        assert len(lines) == len(log) and all(isinstance(line, str) for line in lines)
        assert not any(line.startswith("{") for line in lines), "every event in words"
        for start in range(0, len(log), 5):
            assert described.news(view, log[start:]) == lines[start:]
