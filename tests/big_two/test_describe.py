"""`big_two.View.describe` and `View.from_description`: a position at a real table, typed in as
the player sees it, is the view the engine gives; impossible and hostile input is refused."""

from __future__ import annotations

import doctest
import json
import random
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import big_two
from zweiundzwanzig.big_two import Rules, View

PRESETS = ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"]

# Four players, game 1: seat 0 led the 3♦, seat 3 (to the right) beat it; seat 2 is to play.
HAND = "4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 3s"
ROUNDS: list[list[tuple[int, str | None]]] = [[(0, "3d"), (3, "6c")]]
CLUBS = "5c 6c 7c 8c 9c 10c Jc Qc Kc Ac 2c 3c"


def base(**changes: Any) -> dict[str, Any]:
    keywords: dict[str, Any] = {"players": 4, "seat": 2, "hand": HAND, "rounds": ROUNDS}
    keywords.update(changes)
    return keywords


def rounds_of(view: View) -> list[list[tuple[int, str | None]]]:
    """This game's rounds as the view's log shows them: a round ends when it is won."""
    log = view.log
    start = max(i for i, e in enumerate(log) if e["event"] == "deal")
    rounds: list[list[tuple[int, str | None]]] = []
    current: list[tuple[int, str | None]] = []
    for e in log[start:]:
        if e["event"] == "play":
            current.append((e["player"], e["cards"]))
        elif e["event"] == "pass":
            current.append((e["player"], None))
        elif e["event"] == "round_won":
            rounds.append(current)
            current = []
    if current:
        rounds.append(current)
    return rounds


def keywords_of(view: View) -> dict[str, Any]:
    """What the player of `view` would type in, from the view alone."""
    return {
        "players": view.players,
        "seat": view.player,
        "hand": view.hand,
        "rules": view.rules,
        "game": view.game,
        "dealer": view.dealer,
        "rounds": rounds_of(view),
        "face_up": view.face_up,
        "cards_left": view.cards_left,
        "totals": view.totals,
        "winners": view.game_winners,
    }


def as_json(keywords: dict[str, Any]) -> str:
    """The keywords as a JSON description: cards as text, the rules as a preset's name."""
    out = dict(keywords)
    out["hand"] = " ".join(str(c) for c in keywords["hand"])
    rules = keywords["rules"]
    out["rules"] = rules.preset if rules.preset else json.loads(rules.to_json())
    if keywords["face_up"] is not None:
        card, taker = keywords["face_up"]
        out["face_up"] = [str(card), taker]
    return json.dumps(out)


def same_but_log(described: View, engine: View) -> None:
    """Equal views, the log compared from this game's deal (a player says nothing else of the
    earlier games than the winners and totals)."""
    for name in [
        "player",
        "players",
        "rules",
        "phase",
        "game",
        "dealer",
        "current_player",
        "hand",
        "cards_left",
        "played",
        "face_up",
        "out_of_play_count",
        "table",
        "passed",
        "must_hold",
        "totals",
        "game_winners",
    ]:
        assert getattr(described, name) == getattr(engine, name), name
    log = engine.log
    start = max(i for i, e in enumerate(log) if e["event"] == "deal")
    assert described.log == log[start:]
    assert described.legal_moves() == engine.legal_moves()


def random_positions(count: int, seed: int) -> list[tuple[big_two.Match, View]]:
    found: list[tuple[big_two.Match, View]] = []
    rng = random.Random(seed)
    while len(found) < count:
        preset = rng.choice(PRESETS)
        options: dict[str, Any] = {
            "clockwise": rng.random() < 0.5,
            "winner_leads": rng.random() < 0.5,
            "games": 3,
        }
        if rng.random() < 0.3:
            options["pass_is_final"] = True
        if rng.random() < 0.3:
            options["hand_size"] = 17
        rules = Rules.preset_named(preset).replace(**options)
        m = big_two.Match(players=rng.choice([2, 3, 4]), rules=rules, seed=rng.randrange(2**32))
        for _ in range(rng.randrange(150)):
            if m.is_over:
                break
            m.apply(rng.choice(m.legal_moves()))
        if m.current_player is not None:
            found.append((m, m.view(m.current_player)))
    return found


def test_described_positions_are_the_match_s_views() -> None:
    for _, engine in random_positions(40, 1):
        keywords = keywords_of(engine)
        same_but_log(View.describe(**keywords), engine)
        same_but_log(View.from_description(as_json(keywords)), engine)


def test_the_docstring_example_runs() -> None:
    # DocTestFinder does not look into a built-in class's static methods: run it here.
    doc = View.describe.__doc__ or ""
    assert all(k in doc for k in ["rounds", "face_up", "cards_left", "totals", "winners"])
    test = doctest.DocTestParser().get_doctest(doc, {}, "View.describe", None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert len(test.examples) >= 3 and runner.failures == 0


def test_the_docstring_example_and_advice() -> None:
    v = View.describe(**base())
    assert v.cards_left == [12, 13, 13, 12]
    assert v.table is not None and v.table[0] == 3
    assert v.current_player == 2 and v.must_hold is None
    advice = zz.advise(v, iterations=50, seed=0)
    assert advice and all(a.move in v.legal_moves() for a in advice)


def test_the_documented_defaults() -> None:
    v = View.describe(players=4, seat=2, hand="3d 4c 5h 6s 7d 8c 9h 10s Jd Qc Kh As 2d")
    assert v.rules == Rules.standard()
    assert (v.game, v.dealer, v.current_player) == (1, 2, 2)
    assert v.cards_left == [13] * 4 and v.totals == [0] * 4 and v.game_winners == []
    assert v.table is None and str(v.must_hold) == "3♦"
    # Two players: every card below the lowest card dealt (the leader's lowest) is out of play.
    two = View.describe(players=2, seat=0, hand="5d 5c 6h 7s 8d 9c 10h Jd Qc Kh As 2d 2s")
    assert (two.out_of_play_count, str(two.must_hold)) == (26, "5♦")
    # Omitted winners: the first leader of this game, as many as the earlier games.
    later = View.describe(
        players=4,
        seat=3,
        rules=Rules(winner_leads=True),
        game=2,
        totals=[4, 0, 7, 2],
        hand="3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d",
        rounds=[[(1, "9c"), (0, "Kc")]],
    )
    assert later.game_winners == [1] and later.must_hold is None
    # Passes as None or "pass", plays as lists, cards as Cards.
    a = View.describe(
        **base(
            rounds=[[(0, "3d"), (3, None), (2, "4d"), (1, "pass")]],
            seat=0,
            hand=CLUBS,
        )
    )
    b = View.describe(
        **base(
            rounds=[[[0, "3d"], [3, "pass"], [2, "4d"], [1, None]]],
            seat=0,
            hand=[big_two.Card(c) for c in CLUBS.split(" ")],
        )
    )
    assert a == b and a.passed == [1]


IMPOSSIBLE: list[tuple[dict[str, Any], str]] = [
    (base(rounds=[[(0, "3d"), (3, "4d")]]), "4♦ appears twice: in your hand and in seat 3's play"),
    (base(rounds=[[(0, "3d"), (1, "6c")]]), "round 1: seat 1's 6♣ is out of turn: seat 3 is next"),
    (
        base(rules=Rules(clockwise=True)),
        "round 1: seat 3's 6♣ is out of turn: seat 1 is next on seat 0's 3♦ (play passes to the "
        "left, clockwise)",
    ),
    (base(rounds=[[(0, "3d"), (3, "6c 6h")]]), "seat 3 cannot play 6♥ 6♣: it is not a play"),
    (base(rounds=[[(0, "4c")]]), "the first lead of the game must contain 3♦"),
    (base(rounds=[[(0, None)]]), "seat 0 cannot pass: the leader of a round plays"),
    (base(rounds=[[(0, "3d"), (3, "")]]), "round 1: seat 3's play holds no cards"),
    (base(hand="4d 5d 6d"), "you hold 3 cards and played 0 this game, so were dealt 3"),
    (base(cards_left=[12, 13, 13, 13]), "seat 3 holds 13 cards by cards_left"),
    (base(rounds=[]), "3♦ is neither in your hand nor among your plays"),
    (
        base(rounds=[[(0, "3d"), (3, None), (2, None), (1, None), (0, "4c")]]),
        "round 1 goes on after seat 0 won it",
    ),
    (base(rounds=[[(0, "3d"), (3, None)], [(2, None)]]), "round 1 ends before it is won"),
    (base(seat=1), "it is seat 2's turn, not yours (seat 1)"),
    (base(face_up=("2s", 0)), "only three players deal a card face up, not 4"),
    (
        {"players": 3, "seat": 1, "hand": "4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 4c 5c 6c 7c 8c"},
        "three players deal a card face up",
    ),
    (
        {
            "players": 3,
            "seat": 1,
            "hand": "4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 4c 5c 6c 7c 8c",
            "face_up": ("4d", 0),
        },
        "the face-up card 4♦ went to seat 0, but 4♦ is in your hand",
    ),
    (
        {
            "players": 2,
            "seat": 1,
            "hand": "4d 10c 10h 10s Jd Jc Jh Js Qd Qc Qh Qs Kd",
            "rounds": [[(0, "9d")]],
        },
        "9♦ is the lowest card dealt (the first lead holds it), but 4♦ below it is in sight",
    ),
    (base(totals=[0, 0, 1, 0]), "in game 1: nobody has penalty points"),
    (base(game=2, winners=[1], totals=[3, 0, 50, 2]), "reached the penalty limit 50"),
    (base(game=5, winners=[0, 1, 2, 3], rules=Rules(games=4)), "the match has 4 games"),
    (base(game=3, winners=[1]), "game 3 comes after 2 games, but winners names 1"),
    (base(game=3, totals=[2, 0, 1, 2]), "are too low"),
    (base(game=0), "numbered from 1"),
    (base(seat=4), "seat 4 is not a seat of a 4-player table"),
    (base(dealer=9), "dealer 9 is not a seat"),
]


@pytest.mark.parametrize(("keywords", "reason"), IMPOSSIBLE)
def test_impossible_positions_say_why(keywords: dict[str, Any], reason: str) -> None:
    with pytest.raises(zz.StateError, match="impossible position") as e:
        View.describe(**keywords)
    assert reason in str(e.value)


def test_the_match_s_end_and_the_table_size_are_rules_errors() -> None:
    with pytest.raises(zz.RulesError):
        View.describe(**base(players=5))
    with pytest.raises(zz.RulesError):
        View.describe(**base(rules="no such preset"))


HOSTILE: list[dict[str, Any]] = [
    base(seat=10**30),
    base(seat=-1),
    base(players=-3),
    base(game=10**100),
    base(dealer=-(10**40)),
    base(totals=[10**20, 0, 0, 0]),
    base(totals=[-1, 0, 0, 0]),
    base(cards_left=[2**64, 0, 0, 0]),
    base(winners=[-1]),
    base(hand="3d 3d"),
    base(hand="3x"),
    base(hand="3"),
    base(hand=5),
    base(rounds="3d"),
    base(rounds=[["3d"]]),
    base(rounds=[[(0,)]]),
    base(rounds=[[(0, 5)]]),
    base(rounds=[[(10**9, "3d")]]),
    base(rounds=[[(0, "3d")] * 10**6]),
    base(rounds=[[(i % 4, None) for i in range(10**6)]]),
    base(rounds=[[]] * 10**6),
    base(totals=list(range(10**6))),
    base(winners=[0] * 10**6, game=2),
    base(face_up="2s"),
    base(face_up=("2s 3s", 0)),
    base(face_up=("2s", 10**9)),
    base(cards_left="13 13 13 13"),
]


@pytest.mark.parametrize("keywords", HOSTILE)
def test_hostile_input_raises_a_clear_error(keywords: dict[str, Any]) -> None:
    with pytest.raises((zz.StateError, zz.CardError, zz.RulesError, TypeError)) as e:
        View.describe(**keywords)
    assert str(e.value)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        "null",
        '{"players": 4}',
        '{"players": 4, "seat": 2, "hand": "3d", "trick": []}',
        '{"players": 400, "seat": 2, "hand": "3d"}',
        '{"players": 4, "seat": -2, "hand": "3d"}',
        '{"players": 4, "seat": 2, "hand": "3d", "rounds": "3d"}',
        '{"players": 4, "seat": 2, "hand": "3d", "rules": "nope"}',
        '{"players": 4, "seat": 2, "hand": "3d", "face_up": "2s"}',
        '{"players": 4, "seat": 2, "hand": "3d", "totals": [1e400]}',
        '{"players": 4, "seat": 2, "hand": "3d", "game": 99999999999999999999999}',
        "[" * 100000,
    ],
)
def test_hostile_json_raises_a_state_error(text: str) -> None:
    with pytest.raises(zz.StateError):
        View.from_description(text)


def test_json_descriptions_read_like_the_keywords() -> None:
    text = json.dumps(
        {
            "players": 4,
            "seat": 2,
            "rules": "taiwan",
            "hand": HAND,
            "rounds": [[[0, "3c"], [3, "pass"]]],
        }
    )
    v = View.from_description(text)
    assert v.rules == Rules.taiwan() and v.current_player == 2 and v.passed == [3]
    assert v == View.describe(**base(rules="taiwan", rounds=[[(0, "3c"), (3, None)]]))
