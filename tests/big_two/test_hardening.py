"""Arguments of Big Two's classes that could crash, hang, take all memory or give silently wrong
results: bad cards, bad moves, moves out of turn, another game's rules, huge and endless inputs,
integers of any size, documents of any shape. Every error is one of the package's own (or a
`TypeError` for a wrong type), names what was wrong, and leaves the match as it was."""

from __future__ import annotations

import json

import pytest

import zweiundzwanzig as zz
from tests.arschloch.test_hardening import run_isolated
from zweiundzwanzig import big_two
from zweiundzwanzig.big_two import Card, Match, Move, Rules

ERRORS = (zz.CardError, zz.RulesError, zz.IllegalMoveError, zz.StateError)


def started(seed: int = 7, moves: int = 0) -> Match:
    m = Match(4, seed=seed)
    for _ in range(moves):
        m.apply(m.legal_moves()[-1] if m.table else m.legal_moves()[0])
    return m


def refused(m: Match, move, error, message: str) -> None:
    """`move` raises `error` matching `message`, and the match is as it was."""
    before = m.to_json()
    with pytest.raises(error, match=message):
        m.apply(move)
    assert m.to_json() == before
    assert not m.is_legal(move)


# --- bad cards and bad moves ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ("3", "carries a suit"),
        ("3d 4", "carries a suit"),
        ("*", "no jokers|not a card"),
        ("3x", "carries a suit"),
        ("3d 3♦", "named twice"),
        ([Card("3d"), "3d"], "named twice"),
        ([zz.Card("3")], "carries a suit"),
        ("not cards", "not a card"),
    ],
)
def test_bad_cards_are_card_errors(move, message):
    refused(started(), move, zz.CardError, message)


def test_bad_moves_are_illegal_move_errors_saying_why():
    m = started()
    p = m.current_player
    lowest = str(m.must_hold)
    hand = [str(c) for c in m.hand(p)]
    missing = next(
        str(c)
        for c in Rules.standard().sorted(
            " ".join(f"{r}{s}" for r in "3456789TJQKA2" for s in "shdc")
        )
        if str(c) not in hand
    )
    refused(m, "pass", zz.IllegalMoveError, f"player {p} cannot pass: the leader")
    refused(m, missing, zz.IllegalMoveError, "is not in their hand")
    other = next(c for c in hand if c != lowest)
    refused(m, other, zz.IllegalMoveError, f"must contain {lowest}")
    refused(m, "As Ah Ad Ac", zz.IllegalMoveError, "cannot play")
    refused(m, "", zz.IllegalMoveError, "cannot play no cards")
    refused(m, [], zz.IllegalMoveError, "cannot play no cards")


def test_a_follow_must_beat_the_last_play_with_as_many_cards():
    m = started()
    m.apply("3d")
    p = m.current_player
    pairs = [mv for mv in Match.from_json(m.to_json()).view(p).legal_moves()]
    assert pairs
    hand = m.hand(p)
    two = [str(c) for c in hand[:2]]
    refused(m, " ".join(two), zz.IllegalMoveError, "of the round's size that beats")


def test_a_move_out_of_turn_is_refused():
    m = started()
    p = m.current_player
    other = (p + 1) % 4
    theirs = m.view(other).hand[-1]
    refused(m, str(theirs), zz.IllegalMoveError, f"player {p} cannot play .*: .* not in their hand")
    assert m.view(other).legal_moves() == []


def test_a_finished_match_takes_no_more_moves():
    m = Match(2, rules=Rules(games=1, penalty_limit=None), seed=1)
    while not m.is_over:
        m.apply(m.legal_moves()[0])
    refused(m, "pass", zz.IllegalMoveError, "the match is over")
    refused(m, "3d", zz.IllegalMoveError, "the match is over")
    refused(m, "", zz.IllegalMoveError, "the match is over")
    with pytest.raises(zz.StateError, match="over"):
        zz._core.policy_move(m, "random", 1)


def test_another_games_objects_are_refused_naming_the_game():
    m = started()
    with pytest.raises(zz.RulesError, match=r"these are rules of zweiundzwanzig\.arschloch"):
        Match(4, rules=zz.arschloch.Rules.standard())
    with pytest.raises(zz.RulesError, match="not of Big Two"):
        big_two.combination("3d", rules=zz.Rules.standard())
    with pytest.raises(zz.RulesError, match="not of Big Two"):
        Move("play", "3d", rules=zz.arschloch.Rules.standard())
    with pytest.raises(zz.RulesError, match="rules of Arschloch given for a game of Big Two"):
        zz.simulate(2, game="big_two", rules=zz.arschloch.Rules.standard())
    with pytest.raises(zz.RulesError, match="unknown preset"):
        Match(4, rules="rasmussen")
    with pytest.raises(TypeError, match=r"a big_two\.Rules or a preset name"):
        Match(4, rules=3)
    before = m.to_json()
    for move in (zz.arschloch.Move("play", "3"), zz.Move("play", "3")):
        with pytest.raises((TypeError, zz.CardError)):
            m.apply(move)
    assert m.to_json() == before


def test_no_error_of_bad_input_is_anything_but_the_documented_ones():
    m = started()
    for bad in [None, 3.5, object(), b"3d", {"X": 1}, [None], ["3d", 3], "3d X", "3d" * 20, "pas"]:
        try:
            m.apply(bad)
        except (*ERRORS, TypeError):
            pass
        assert not m.is_legal(bad)
    for kind, cards in [("play", None), ("x", "3d"), ("pass", "3d"), ("play", 3), (3, "3d")]:
        try:
            Move(kind, cards)  # type: ignore[arg-type]
        except (*ERRORS, TypeError):
            pass
    assert m == started()


# --- huge and endless inputs ---------------------------------------------------------------


def test_the_card_limits_are_stated():
    m = started()
    with pytest.raises(zz.CardError, match="at most 16384"):
        m.apply("3d " * 10_000)
    with pytest.raises(zz.CardError, match="at most 16384"):
        m.apply("pass" + " " * 20_000)
    with pytest.raises(zz.CardError, match="not a string of"):
        Card("3" * 100_000)
    deck = " ".join(f"{r}{s}" for r in "3456789TJQKA2" for s in "shdc")
    assert big_two.combination(deck) is None
    with pytest.raises(zz.CardError, match="named twice"):
        big_two.combination(deck + " 3d")
    with pytest.raises(zz.CardError, match=r"more cards than a deck can hold \(at most 52"):
        big_two.combination([""] * 1000)
    assert m == started()


@pytest.mark.parametrize(
    "call",
    [
        "big_two.Move('play', itertools.repeat('3d'))",
        "big_two.Move('play', itertools.repeat(''))",
        "big_two.Match(4, seed=1).apply(itertools.repeat(big_two.Card('3d')))",
        "big_two.Match(4, seed=1).apply(itertools.repeat(big_two.Move('pass')))",
        "big_two.combination(itertools.cycle(['3d', '4d']))",
    ],
)
def test_endless_iterables_stop(call):
    done = run_isolated(
        f"""
        import itertools
        import zweiundzwanzig as zz
        from zweiundzwanzig import big_two
        try:
            {call}
        except zz.CardError as e:
            print(type(e).__name__, e)
        """,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "CardError" in done.stdout, done.stdout


@pytest.mark.parametrize("nesting", ["self", "deep"])
def test_nested_card_lists_raise_card_error_instead_of_crashing(nesting):
    make = (
        "l = []; l.append(l)" if nesting == "self" else "l = '3d'\nfor _ in range(200_000): l = [l]"
    )
    done = run_isolated(
        "\n".join(
            [
                "import zweiundzwanzig as zz",
                "from zweiundzwanzig import big_two",
                make,
                "try:",
                "    big_two.Match(4, seed=1).apply(l)",
                "except zz.CardError as e:",
                "    print('CardError:', e)",
            ]
        )
    )
    assert done.returncode == 0, done.stderr
    assert "CardError: cards nested more than 2 lists deep" in done.stdout


@pytest.mark.parametrize("value", [-1, 10**30, 10**5000], ids=["-1", "1e30", "1e5000"])
def test_integer_arguments_of_any_size_get_the_range_in_the_error(value):
    m = started()
    for call in (m.hand, m.view):
        with pytest.raises(IndexError, match="seats 0 to 3"):
            call(value)
    with pytest.raises(zz.RulesError, match="Big Two needs 2 to 4 players"):
        Match(value)
    with pytest.raises(ValueError, match=r"2\*\*64 - 1"):
        Match(4, seed=value)
    with pytest.raises(zz.RulesError, match="games"):
        Rules(games=value)
    assert m == started()


@pytest.mark.parametrize("players", [0, 1, 5, 33])
def test_tables_the_game_cannot_seat_are_refused(players):
    with pytest.raises(zz.RulesError, match="Big Two needs 2 to 4 players"):
        Match(players)
    with pytest.raises(zz.RulesError):
        zz.simulate(2, game="big_two", players=players)


# --- documents -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[" * 100_000 + "]" * 100_000,
        '{"format": "zweiundzwanzig.big_two/1", "players": 1e400}',
        '{"format": "zweiundzwanzig.big_two/1", "players": 4, "seed": 1e30}',
        '{"format": "zweiundzwanzig.arschloch/1", "players": 4, "rules": {}, "seed": 1}',
        '"' + "x" * 1_000_000 + '"',
        "\x00\xff",
    ],
    ids=["empty", "deep", "huge-float", "huge-seed", "other-game", "long-string", "bytes"],
)
def test_documents_of_any_shape_are_state_errors(text):
    with pytest.raises(zz.StateError):
        Match.from_json(text)
    with pytest.raises(zz.StateError):
        big_two.View.from_json(text)


def test_an_arschloch_record_is_not_a_big_two_match():
    with pytest.raises(zz.StateError):
        Match.from_json(zz.arschloch.Match(4, seed=1).to_json())
    with pytest.raises(zz.StateError):
        zz.arschloch.Match.from_json(Match(4, seed=1).to_json())


def test_a_record_whose_moves_do_not_replay_is_refused():
    m = started(moves=6)
    doc = json.loads(m.to_json())
    doc["moves"][2] = {"kind": "play", "cards": "2♠ 2♥ 2♦ 2♣ A♠"}
    doc["state"] = None
    with pytest.raises(zz.StateError, match="move 2"):
        Match.from_json(json.dumps(doc))
    doc["moves"] = [{"kind": "pass"}] * 200_000
    with pytest.raises(zz.StateError, match="move 0"):
        Match.from_json(json.dumps(doc))
    doc = json.loads(m.to_json())
    doc["state"]["totals"][0] = 7
    with pytest.raises(zz.StateError):
        Match.from_json(json.dumps(doc))


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("player", 255),
        ("players", 255),
        ("players", 5),
        ("dealer", 200),
        ("to_move", 255),
        ("cards_left", [255, 0, 0, 0]),
        ("cards_left", [13, 13, 13]),
        ("out_of_play", 255),
        ("totals", [0]),
        ("passed", 4294967295),
        ("game_winners", [9]),
        ("hand", "3d"),
        ("played", "2s"),
    ],
)
def test_view_documents_that_are_no_possible_view_are_refused(field, value):
    v = Match(4, seed=1).view(0)
    doc = json.loads(v.to_json())
    doc[field] = value
    with pytest.raises(zz.StateError, match=r"not a possible view|cannot read this JSON"):
        big_two.View.from_json(json.dumps(doc))


# --- one match reached again from inside a call, or from other threads ------------------------


def test_a_generator_argument_may_use_the_same_match():
    m = started()
    seen = []

    def cards():
        seen.append(m == m)
        seen.append(len(m.legal_moves()) > 0)
        seen.append(len(m.log))
        seen.append(Match.from_json(m.to_json()) == m.clone())
        yield from m.legal_moves()[0].cards

    player = m.current_player
    m.apply(cards())
    assert seen == [True, True, 1, True]
    assert m.cards_left[player] == 12


def test_a_match_shared_between_threads_stays_whole():
    import random
    import threading

    m = Match(4, seed=3)
    errors: list[BaseException] = []

    def play(seed: int) -> None:
        rng = random.Random(seed)
        while True:
            try:
                if m.is_over:
                    return
                moves = m.legal_moves()
                m.apply(moves[rng.randrange(len(moves))])
            except zz.IllegalMoveError:
                continue  # the other thread moved first
            except BaseException as e:  # collected for the assertion below
                errors.append(e)
                return

    def read() -> None:
        while not m.is_over:
            try:
                m.view(0), m.log, m.to_json(), m.clone(), m.transcript(), m.table, m.result
            except BaseException as e:
                errors.append(e)
                return

    threads = [
        threading.Thread(target=f, args=a) for f, a in ((play, (1,)), (play, (2,)), (read, ()))
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert all(isinstance(e, zz.BusyError) for e in errors), errors
    assert Match.from_json(m.to_json()) == m
    assert m.log == Match.from_json(m.to_json()).log
