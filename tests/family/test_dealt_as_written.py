"""Dealing as written (issue 29): the hidden primitives a record without a seed is read through.

A seeded match of random legal moves is rebuilt in a match of another seed
(`Match._written`) by dealing every deal (`_deal_as`), drawing every draw for the deal and the
cards of every exchange (`_exchange_drawing`) as the first match's log says, and applying the
same plays: the two logs, results and totals are equal. Written chances that the deal could not
have made are refused with `IllegalMoveError` (or the argument's own error) and change nothing.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import zweiundzwanzig as zz

PRESETS = ("standard", "twenty_two", "rasmussen", "sechsundzwanzig")
PLAYER_COUNTS = (2, 3, 4, 5, 6, 7, 8, 12)


def random_match(players: int, rules: Any, seed: int) -> zz.Match:
    m = zz.Match(players, rules=rules, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        m.apply(rng.choice(m.legal_moves()))
    return m


def rebuilt(original: zz.Match, seed: int, draws: bool = True) -> zz.Match:
    """`original` made again in a match of `seed` from its log: each event the new match has not
    logged yet is made as written; with `draws` false the dealer is taken without its draw."""
    m = zz.Match._written(original.players, original.rules, seed)
    rounds: list[list[tuple[int, str]]] = []
    left_out = 0
    for i, event in enumerate(original.log):
        kind = event["event"]
        if kind == "draw" and m.phase == "dealing":
            rounds.append([(seat, card) for seat, card in event["draws"]])
            left_out += not draws
        elif kind == "deal":
            hands = {seat: cards for seat, cards in event["hands"]}
            m._deal_as(event["dealer"], hands, rounds if draws else None)
            rounds = []
        elif i - left_out < len(m.log):
            continue
        elif kind == "exchange":
            m._exchange_drawing(event["discarded"], event["drawn"])
        elif kind == "play":
            m.apply(zz.Play(event["cards"]))
        else:
            raise AssertionError(f"{event} is not written and was not logged")
    return m


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_a_match_dealt_as_its_log_says_plays_the_same(preset: str, players: int) -> None:
    for seed in range(3):
        original = random_match(players, preset, seed)
        again = rebuilt(original, seed + 1000)
        assert again.log == original.log
        assert again.result == original.result
        assert again.totals == original.totals
        assert again.phase == "over"
        dealers_only = rebuilt(original, seed + 2000, draws=False)
        assert [e for e in dealers_only.log if e["event"] != "draw"] == [
            e for e in original.log if e["event"] != "draw"
        ]
        assert dealers_only.result == original.result


def test_a_match_cut_off_mid_deal_goes_on_as_dealt() -> None:
    original = random_match(4, "standard", 11)
    cut = next(i for i, e in enumerate(original.log) if e["event"] == "play") + 5
    partial = zz.Match(4, seed=11)
    rng = random.Random(11)
    while len(partial.log) < cut:
        partial.apply(rng.choice(partial.legal_moves()))
    again = rebuilt(partial, 99)
    assert again.log == partial.log
    assert again.hand(again.current_player) == partial.hand(partial.current_player)
    assert again.legal_moves() == partial.legal_moves()


HANDS = {0: "A K Q J 10 9 8", 1: "A K Q J 10 9 8", 2: "7 6 5 4 3 2 2"}
DRAW = [[(0, "3"), (1, "A"), (2, "5")]]


def waiting() -> zz.Match:
    return zz.Match._written(3, "standard", 1)


def refused(m: zz.Match, call: Any, error: type[Exception] = zz.IllegalMoveError) -> str:
    before, log = m.clone(), m.log
    with pytest.raises(error) as caught:
        call(m)
    assert m == before and m.log == log, "a refusal changes nothing"
    return str(caught.value)


@pytest.mark.parametrize(
    ("hands", "draws", "dealer", "says"),
    [
        ({**HANDS, 2: "A A A 4 3 2 2"}, DRAW, 1, "A too many"),
        ({**HANDS, 2: "6 5 4 3 2 2"}, DRAW, 1, "dealt 6 cards"),
        ({0: HANDS[0], 1: HANDS[1]}, DRAW, 1, "seat 2 is in the match and is dealt no hand"),
        ({**HANDS, 2: "* 6 5 4 3 2 2"}, DRAW, 1, "* too many"),
        (HANDS, DRAW, 0, "makes seat 1 the dealer"),
        (HANDS, [[(0, "A"), (1, "A"), (2, "5")]], 1, "tie between seats 0, 1"),
        (HANDS, [[(0, "A"), (2, "5")]], 0, "seat 1 draws no card"),
        (HANDS, [DRAW[0], [(1, "4")]], 1, "no round 2"),
    ],
)
def test_written_deals_the_deal_could_not_make_are_refused(
    hands: Any, draws: Any, dealer: int, says: str
) -> None:
    message = refused(waiting(), lambda m: m._deal_as(dealer, hands, draws))
    assert says in message


def test_bad_arguments_are_refused_before_the_deal() -> None:
    m = waiting()
    refused(m, lambda m: m._deal_as(5, HANDS, DRAW), IndexError)
    refused(m, lambda m: m._deal_as(1, [*HANDS.items(), (7, "2")], DRAW), IndexError)
    one = refused(m, lambda m: m._deal_as(1, HANDS, [[(0, "3 4"), (1, "A"), (2, "5")]]), ValueError)
    assert "draws one card for the deal" in one
    refused(m, lambda m: m._deal_as(1, {0: "X"}, DRAW), zz.CardError)
    refused(m, lambda m: m._deal_as(1, 7, DRAW), TypeError)


def test_a_written_deal_or_exchange_at_the_wrong_time_is_refused() -> None:
    m = waiting()
    assert "not dealt yet" in refused(m, lambda m: m._exchange_drawing("", ""))
    m._deal_as(1, HANDS, DRAW)
    assert "exchange phase" in refused(m, lambda m: m._deal_as(1, HANDS))
    seeded = zz.Match(3, seed=5)
    assert "no deal is waiting" in refused(seeded, lambda m: m._deal_as(0, HANDS))


def test_a_written_exchange_draws_only_what_the_stock_holds() -> None:
    m = waiting()
    m._deal_as(1, HANDS, DRAW)
    assert m.phase == "exchange" and m.dealer == 1 and m.current_player == 2
    assert "the stock holds 2 K" in refused(m, lambda m: m._exchange_drawing("3 2 2", "K K K"))
    assert "draws 2, not 1" in refused(m, lambda m: m._exchange_drawing("2 2", "K"))
    assert "not in hand" in refused(m, lambda m: m._exchange_drawing("A", "K"))
    m._exchange_drawing("2 2", "K 7")
    assert m.hand(2) == zz.Play("K 7 7 6 5 4 3").cards
    assert m.log[-1] == {
        "event": "exchange",
        "player": 2,
        "count": 2,
        "discarded": "2 2",
        "drawn": "K 7",
    }
    assert m.stock_size == 52 - 21 - 2


def test_a_waiting_match_deals_from_its_seed_when_asked() -> None:
    m = waiting()
    m._stop_between_deals(False)
    m._deal_next()
    assert m.phase == "exchange" and len(m.hand(m.current_player)) == 7
    assert "no deal is waiting" in refused(m, lambda m: m._deal_next())
