"""A game dealt as written (`Match._deal_as`, what a record without a seed is read through): a
seeded match rebuilt from another seed, every game dealt as its log says and the same moves made,
has the same log and result at every table and preset; a deal no deal of the rules makes, or one
at the wrong time, raises the engine's error naming what is wrong and changes nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.big_two import Card, Match, Rules

TABLES = [(2, 13), (2, 17), (3, 17), (4, 13)]
SEEDS = range(6)


def rules_of(preset: str, players: int, hand_size: int) -> Rules:
    rules = Rules.preset_named(preset)
    return rules.replace(hand_size=hand_size) if players == 2 else rules


def played(players: int, rules: Rules, seed: int) -> Match:
    """A seeded match played to its end with random legal moves."""
    m = Match(players=players, rules=rules, seed=seed)
    pick = random.Random(seed)
    while not m.is_over:
        m.apply(pick.choice(m.legal_moves()))
    return m


def deals(m: Match) -> list[tuple[int, list[list[str]]]]:
    """Each deal event's dealer and hands as dealt: the face-up card out of its taker's hand."""
    out = []
    for event in m.log:
        if event["event"] != "deal":
            continue
        up = event["face_up"][0] if event["face_up"] else None
        hands = [[c for c in cards.split() if c != up] for _, cards in event["hands"]]
        out.append((event["dealer"], hands))
    return out


def moves(m: Match) -> list[str]:
    """Every move of the log in order, as `apply` takes it."""
    out = []
    for event in m.log:
        if event["event"] == "play":
            out.append(event["cards"])
        elif event["event"] == "pass":
            out.append("pass")
    return out


def rebuilt(original: Match, seed: int) -> Match:
    """`original` rebuilt from `seed`: every game dealt as its log says, the same moves made."""
    m = Match(players=original.players, rules=original.rules, seed=seed)
    written = iter(deals(original))
    made = iter(moves(original))
    while not m.is_over:
        dealer, hands = next(written)
        shuffled = m.log  # the shuffle's deal, read (and cached) before it is replaced
        m._deal_as(dealer, hands)
        assert len(m.log) == len(shuffled) and m.log[-1]["dealer"] == dealer
        game = m.game
        while not m.is_over and m.game == game:
            m.apply(next(made))
    assert next(written, None) is None and next(made, None) is None
    return m


@pytest.mark.parametrize("preset", Rules.presets())
@pytest.mark.parametrize(("players", "hand_size"), TABLES)
def test_a_match_dealt_as_its_log_says_plays_the_same(
    preset: str, players: int, hand_size: int
) -> None:
    rules = rules_of(preset, players, hand_size)
    for seed in SEEDS:
        original = played(players, rules, seed)
        again = rebuilt(original, seed + 500)
        assert again.log == original.log
        assert again.transcript() == original.transcript()
        assert again.result == original.result


def fresh() -> tuple[Match, list[list[Card]]]:
    m = Match(players=4, seed=3)
    return m, [m.hand(p) for p in range(4)]


def refused(m: Match, error: type[Exception], why: str, dealer: int, hands: Any) -> None:
    before = m.clone()
    with pytest.raises(error, match=why):
        m._deal_as(dealer, hands)
    assert m == before and m.log == before.log


def test_a_card_dealt_twice_is_refused() -> None:
    m, hands = fresh()
    hands[1] = [hands[0][0], *hands[1][1:]]
    refused(m, zz.CardError, "dealt twice", 0, hands)


def test_a_hand_of_the_wrong_size_or_a_wrong_count_of_hands_is_refused() -> None:
    m, hands = fresh()
    refused(m, zz.StateError, "seat 3's hand is 12 cards", 0, [*hands[:3], hands[3][1:]])
    refused(m, zz.StateError, "3 hands for 4 players", 0, hands[:3])
    refused(m, ValueError, "more than 4 hands", 0, [*hands, []])
    refused(m, TypeError, "one hand a seat", 0, "3d 4d")
    refused(m, zz.CardError, "not a card", 0, [["3d"], ["3"]])


def test_a_dealer_that_is_no_seat_or_not_the_rules_is_refused() -> None:
    m, hands = fresh()
    refused(m, IndexError, "player 4 is not at this table", 4, hands)
    pick = random.Random(1)
    while m.game == 1:
        m.apply(pick.choice(m.legal_moves()))
    hands = [m.hand(p) for p in range(4)]
    refused(m, zz.StateError, "is dealt by seat", (m.dealer + 1) % 4, hands)
    m._deal_as(m.dealer, hands)


def test_a_deal_after_the_first_move_or_at_the_end_is_refused() -> None:
    m, hands = fresh()
    m.apply(m.legal_moves()[0])
    refused(m, zz.IllegalMoveError, "only before its first move", 0, hands)
    over = played(4, Rules(), 2)
    refused(over, zz.IllegalMoveError, "the match with it", 0, hands)
