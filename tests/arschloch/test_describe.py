"""`arschloch.View.describe` and `View.from_description`: positions described as a player at a
real table sees them are the engine's own views; each documented default; impossible positions
raise `StateError` with the reason; hostile input raises a clear exception."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch

Plays = list[list[tuple[int, str | None]]]


def rounds_of(view: arschloch.View) -> Plays:
    """This game's rounds from the view's log: a round ends when a play wins at once, a player
    goes out, or the round comes back unbeaten (aces or jokers put on top still in it)."""
    log = view.log
    start = max(i for i, e in enumerate(log) if e["event"] == "deal")
    rounds: Plays = []
    current: list[tuple[int, str | None]] = []
    came_back = after_pass = False
    for e in log[start + 1 :]:
        kind = e["event"]
        if kind in ("play", "pass", "pass_lead"):
            if came_back and not (kind == "play" and e["kind"] == "on_top"):
                rounds.append(current)
                current = []
            came_back = False
            after_pass = kind == "pass"
            current.append((e["player"], e["cards"] if kind == "play" else None))
        elif kind == "round_won" and after_pass:
            came_back = True
        elif kind in ("round_won", "finished"):
            if current:
                rounds.append(current)
                current = []
            came_back = False
    if current or came_back:
        rounds.append(current)
    return rounds


def keywords(view: arschloch.View, rng: random.Random) -> dict[str, Any]:
    """What the player of `view` would say, each optional key given or left to its default."""
    me = view.player
    kw: dict[str, Any] = {
        "players": view.players,
        "seat": me,
        "hand": " ".join(str(c) for c in view.hand),
        "rules": view.rules,
        "game": view.game,
        "rounds": rounds_of(view),
    }
    for e in view.exchanges:
        if me in (e.giver, e.taker):
            gave, got = (e.given, e.returned) if e.giver == me else (e.returned, e.given)
            kw["given"] = " ".join(str(c) for c in gave or [])
            kw["received"] = " ".join(str(c) for c in got or [])
    if view.game >= 3 or rng.random() < 0.5:
        kw["orders"] = view.finishing_orders
    if (view.game == 2 and "orders" not in kw) or rng.random() < 0.5:
        kw["seating"] = view.seating
    optional = {
        "dealer": view.dealer,
        "finished": view.finished,
        "cards_left": view.cards_left,
        "totals": view.totals,
    }
    kw.update({k: v for k, v in optional.items() if rng.random() < 0.5})
    return kw


def as_json(kw: dict[str, Any]) -> str:
    doc = dict(kw)
    rules = doc["rules"]
    doc["rules"] = {
        "games": rules.games,
        "lead_jokers": rules.lead_jokers,
        "piles": rules.piles,
        "hand_size": rules.hand_size,
    }
    return json.dumps(doc)


def without_earlier_log(view: arschloch.View) -> dict[str, Any]:
    doc = json.loads(view.to_json())
    if doc["game"] > 1:
        doc["log"] = []
    return doc


def positions(count: int, seed: int):
    rng = random.Random(seed)
    for i in range(count):
        players = rng.randint(2, 11)
        rules = arschloch.Rules(games=3, lead_jokers=rng.random() < 0.5)
        m = arschloch.Match(players, rules=rules, seed=seed * 1000 + i)
        stop = rng.randint(0, players * 60)
        for _ in range(stop):
            if m.is_over:
                break
            m.apply(rng.choice(m.legal_moves()))
        if not m.is_over:
            yield m, rng


def test_described_positions_are_the_engine_s_views():
    seen = later = 0
    for m, rng in positions(80, 1):
        view = m.view(m.current_player)
        kw = keywords(view, rng)
        by_keywords = arschloch.View.describe(**kw)
        by_json = arschloch.View.from_description(as_json(kw))
        assert by_keywords == by_json
        if view.game == 1:
            assert by_keywords == view
        assert without_earlier_log(by_keywords) == without_earlier_log(view)
        seen += 1
        later += view.game > 1
    assert seen >= 40 and later >= 10


def test_a_described_view_can_be_advised():
    v = arschloch.View.describe(
        players=4,
        seat=1,
        dealer=3,
        hand="K 9 8 7 6 5 4 3 2",
        rounds=[[(0, "5"), (1, "9"), (2, "pass"), (3, None), (0, "J")]],
    )
    advice = zz.advise(v, iterations=50, seed=1)
    assert {str(a.move) for a in advice} == {"K", "pass"}


HAND = "K 9 8 7 6 5 4 3 2 2"


def test_the_defaults():
    # Game 1, standard rules; no dealer: the one right of the first play's player.
    v = arschloch.View.describe(players=4, seat=3, hand="K 9 8 7 6 5 4 3 2 2", rounds=[[(2, "J")]])
    assert (v.game, v.rules, v.dealer, v.seating) == (
        1,
        arschloch.Rules.standard(),
        1,
        [2, 3, 0, 1],
    )
    # Nothing played: the describing player leads, dealt by the player to its right.
    v = arschloch.View.describe(players=4, seat=2, hand=HAND)
    assert (v.dealer, v.seating, v.current_player, v.totals) == (1, [2, 3, 0, 1], 2, [0, 0, 0, 0])
    # The seating gives the dealer, and the dealer the seating.
    assert arschloch.View.describe(players=4, seat=1, hand=HAND, seating=[1, 2, 3, 0]).dealer == 0
    assert arschloch.View.describe(players=4, seat=1, hand=HAND, dealer=0).seating == [1, 2, 3, 0]
    # Game 2: seated by game 1's order; the totals, roles and exchange follow from it.
    v = arschloch.View.describe(
        players=4,
        seat=2,
        game=2,
        hand="* A K Q J 10 9 8 7 4",
        seating=[2, 0, 3, 1],
        given="3 2",
        received="* A",
    )
    assert (v.dealer, v.totals, v.finishing_orders) == (1, [2, 4, 1, 3], [[2, 0, 3, 1]])
    assert v.roles == ["chef", "arsch", "chef", "arsch"]
    assert [(e.giver, e.taker, e.count) for e in v.exchanges] == [(1, 2, 2), (3, 0, 1)]
    assert v.exchanges[1].given is None and v.log == []
    # cards_left and finished are worked out.
    assert v.cards_left == [10, 10, 10, 10] and v.finished == []


def refuses(reason: str, **kw: Any) -> None:
    with pytest.raises(zz.StateError) as err:
        arschloch.View.describe(**kw)
    assert str(err.value).startswith("impossible position: "), err.value
    assert reason in str(err.value)


def first(hand: str, rounds: Plays, **kw: Any) -> dict[str, Any]:
    return {"players": 4, "seat": 1, "hand": hand, "dealer": 3, "rounds": rounds, **kw}


def second(**kw: Any) -> dict[str, Any]:
    base = {
        "players": 4,
        "seat": 2,
        "game": 2,
        "hand": "* A K Q J 10 9 8 7 4",
        "seating": [2, 0, 3, 1],
        "given": "3 2",
        "received": "* A",
    }
    return {**base, **kw}


@pytest.mark.parametrize(
    ("reason", "kw"),
    [
        (
            "show 9 of [K]",
            first(
                "K K K K K 9 8 7 6 5",
                [[(0, "K K K K"), (1, None), (2, None), (3, None)], [(0, "2")]],
            ),
        ),
        (
            "round 1: seat 1 plays [J] out of turn: it is seat 0's turn",
            first("K 9 8 7 6 5 4 3 2", [[(1, "J")]]),
        ),
        (
            "round 1: seat 3 plays [6] out of turn: it is seat 1's turn (play goes to the left",
            first(HAND, [[(0, "5"), (3, "6")]]),
        ),
        ("[8] does not beat seat 0's [9]", first("K 9 8 7 6 5 4 3 2", [[(0, "9"), (1, "8")]])),
        ("an ace is never led", first(HAND, [[(0, "A")]])),
        ("jokers alone are not led under these rules", first(HAND, [[(0, "* *")]])),
        ("every player is dealt 10", first("K 9 8 7 6 5 4 3 2", [])),
        (
            "cards_left [10, 10, 10, 10], but",
            first(HAND, [[(0, "J")]], cards_left=[10, 10, 10, 10]),
        ),
        (
            "finished [0], but the rounds described put out []",
            first(HAND, [[(0, "J")]], finished=[0]),
        ),
        (
            "round 2: seat 1 cannot pass: their play came back unbeaten",
            first(
                "9 8 7 6 5 4 3 2 2",
                [[(0, "J"), (1, "K"), (2, None), (3, None), (0, None)], [(1, None)]],
            ),
        ),
        (
            "round 1 goes on after seat 1 won it at once with [A]",
            first("K 9 8 7 6 5 4 3 2", [[(0, "5"), (1, "A"), (2, "6")]]),
        ),
        ("round 1 ends early", first("K 9 8 7 6 5 4 3 2", [[(0, "5"), (1, "6")], [(2, "7")]])),
        (
            "after the rounds described it is seat 1's turn, not seat 2's",
            first(HAND, [[(0, "5")]], seat=2),
        ),
        ("game 6 of a match of 5 games: the match is over", first(HAND, [], game=6)),
        ("totals [1, 0, 0, 0] are not the sums", first(HAND, [], totals=[1, 0, 0, 0])),
        (
            "game 1 is seated by seat number from the dealer's left",
            first(HAND, [], dealer=None, seating=[0, 2, 1, 3]),
        ),
        ("game 2 is seated by the finishing order of game 1", second(seating=None)),
        ("game 3 follows 2 games: give their finishing orders (orders)", second(game=3)),
        ("say which (given) and which it received (received)", second(given=None)),
        ("say which (given) and which it received (received)", second(given=None, received=None)),
        ("seat 2, a Chef, gives the worst 2 cards of the hand it was dealt", second(given="9 3")),
        ("the first game has no exchange", first(HAND, [], given="2", received="3")),
        (
            "seat 1 kept nothing above [A]",
            second(
                hand="* A K Q J 10 9 8 7",
                rounds=[[(2, "4"), (0, None), (3, None), (1, "*")], [(1, "5")]],
            ),
        ),
        (
            "the hidden cards cannot be dealt",
            {
                "players": 3,
                "seat": 0,
                "hand": "* * * * * * A A A A",
                "dealer": 2,
                "rounds": [[(0, None), (1, None), (2, None)]],
            },
        ),
        ("seat 9 is not a seat of a 4-player table", first(HAND, [], seat=9)),
    ],
)
def test_impossible_positions_say_why(reason: str, kw: dict[str, Any]):
    refuses(reason, **kw)


def test_impossible_json_descriptions_raise_state_error():
    with pytest.raises(zz.StateError, match="not a position description"):
        arschloch.View.from_description('{"players": 4, "seat": 1, "hand": "K", "colour": 1}')
    with pytest.raises(zz.StateError, match="not a position description"):
        arschloch.View.from_description("[1, 2")
    with pytest.raises(zz.StateError, match="not a position description"):
        arschloch.View.from_description('{"players": 4, "seat": 1, "hand": "K Z"}')
    with pytest.raises(zz.StateError, match="out of turn"):
        arschloch.View.from_description(json.dumps(first("K 9 8 7 6 5 4 3 2", [[(1, "J")]])))


def test_hostile_input_raises_a_clear_exception():
    with pytest.raises(
        zz.StateError, match="seat a larger number is not a whole number from 0 to 255"
    ):
        arschloch.View.describe(players=4, seat=2**200, hand=HAND)
    with pytest.raises(zz.StateError, match="seat -1 is not a whole number"):
        arschloch.View.describe(players=4, seat=-1, hand=HAND)
    with pytest.raises(zz.StateError, match="players 1180591620717411303424 is not a whole"):
        arschloch.View.describe(players=2**70, seat=0, hand=HAND)
    with pytest.raises(zz.RulesError, match="Arschloch needs 2 to 15 players, got 16"):
        arschloch.View.describe(players=16, seat=0, hand=HAND)
    with pytest.raises(zz.RulesError, match="12 players need 12 piles, the rules deal 11"):
        arschloch.View.describe(players=12, seat=0, hand=HAND)
    with pytest.raises(zz.StateError):
        arschloch.View.describe(players=4, seat=1, hand=HAND, game=2**40)
    with pytest.raises(TypeError):
        arschloch.View.describe(players="4", seat=1, hand=HAND)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        arschloch.View.describe(players=4, seat=1, hand=HAND, seating="0123")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="expected a play as"):
        arschloch.View.describe(players=4, seat=1, hand=HAND, rounds=[["0 5"]])  # type: ignore[list-item]
    with pytest.raises(zz.CardError):
        arschloch.View.describe(players=4, seat=1, hand="K Z")
    long = [[(0, "5")] * 10**6]
    with pytest.raises(zz.StateError, match="more cards of a rank than the pack holds"):
        arschloch.View.describe(players=4, seat=1, hand=HAND, rounds=long)
    longer = [[(0, "5"), (0, "6")] * 10**6]
    with pytest.raises(zz.StateError, match="more than the 10 cards of a hand"):
        arschloch.View.describe(players=4, seat=1, hand=HAND, rounds=longer)
    with pytest.raises(zz.StateError):
        arschloch.View.describe(players=4, seat=1, hand=HAND, rounds=[[]] * 10**6)
    with pytest.raises(zz.StateError):
        arschloch.View.describe(players=4, seat=1, hand=HAND, orders=[[0, 1, 2, 3]] * 10**6)
