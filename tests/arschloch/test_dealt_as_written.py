"""A game dealt as written (`Match._deal_as`, what a record read without its seed deals by): a
match of another seed, every game dealt as a first match's log says and the same moves made,
has the first match's log and result; a deal the rules could not make, or one made at the wrong
time, raises naming what is wrong and changes nothing.

`ZZ_RANDOM_MATCHES_SCALE` (a float, default 1) multiplies the number of matches.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch

SCALE = float(os.environ.get("ZZ_RANDOM_MATCHES_SCALE", "1"))
RULE_SETS = [
    arschloch.Rules.standard(),
    arschloch.Rules(chef_chooses=True),
    arschloch.Rules(lead_jokers=True),
    arschloch.Rules(games=2),
]


def random_match(players: int, rules: arschloch.Rules, seed: int) -> arschloch.Match:
    m = arschloch.Match(players=players, rules=rules, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        m.apply(rng.choice(m.legal_moves()))
    return m


def deals(m: arschloch.Match) -> list[tuple[int, list[str]]]:
    """Each game's dealer and hands by seat, as the log's deal events show them."""
    out = []
    for e in m.log:
        if e["event"] == "deal":
            by_seat = dict(e["hands"])
            out.append((e["dealer"], [by_seat[p] for p in range(m.players)]))
    return out


def moves(m: arschloch.Match) -> list[Any]:
    """The moves of the log, in order: the Chefs' choices of what to give back, plays, passes."""
    made: list[Any] = []
    for e in m.log:
        if e["event"] == "exchange" and m.rules.chef_chooses:
            made.append(e["returned"])
        elif e["event"] == "play":
            made.append(e["cards"])
        elif e["event"] in ("pass", "pass_lead"):
            made.append("pass")
    return made


def rebuilt(original: arschloch.Match, seed: int) -> arschloch.Match:
    written = deals(original)
    m = arschloch.Match(players=original.players, rules=original.rules, seed=seed)
    m._deal_as(written[0][0], written[0][1])
    for mv in moves(original):
        game = m.game
        m.apply(mv)
        if not m.is_over and m.game != game:
            m._deal_as(None, written[m.game - 1][1])
    return m


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: str(r))
@pytest.mark.parametrize("players", range(2, 12))
def test_a_match_dealt_as_its_log_says_plays_as_it_did(
    rules: arschloch.Rules, players: int
) -> None:
    for seed in range(max(1, int(3 * SCALE))):
        original = random_match(players, rules, seed)
        again = rebuilt(original, seed + 1000)
        assert again.seed != original.seed
        assert again.log == original.log
        assert again.transcript() == original.transcript()
        assert again.result == original.result


def refused(m: arschloch.Match, error: type[Exception], says: str, *args: Any) -> None:
    before = m.clone()
    with pytest.raises(error, match=says):
        m._deal_as(*args)
    assert m == before


def test_a_deal_the_deal_could_not_make_is_refused_and_changes_nothing() -> None:
    m = arschloch.Match(players=4, seed=3)
    dealer, hands = deals(m)[0]
    short = [*hands[:2], hands[2].split(" ", 1)[1], hands[3]]
    refused(m, zz.RulesError, "seat 2's hand .* holds 9 cards, not the 10 dealt", None, short)
    refused(m, zz.RulesError, "3 hands written for a table of 4", None, hands[:3])
    refused(m, IndexError, "player 4 is not at this table", 4, hands)
    jokers = "* * * * * 2 2 2 2 2"
    refused(m, zz.RulesError, "a card twice", None, [jokers, jokers, *hands[2:]])
    refused(m, zz.CardError, '"X" is not a card', None, ["X", *hands[1:]])
    refused(m, zz.RulesError, "no table seats more than 15", None, hands * 4)
    m._deal_as((dealer + 1) % 4, hands)
    assert m.dealer == (dealer + 1) % 4
    assert m.seating[-1] == m.dealer
    assert [" ".join(c.rank for c in m.hand(p)) for p in range(4)] == hands


def test_a_deal_after_the_first_move_or_by_another_dealer_is_refused() -> None:
    m = arschloch.Match(players=4, seed=5)
    hands = deals(m)[0][1]
    m.apply(m.legal_moves()[0])
    refused(m, zz.StateError, "game 1 is under way", None, hands)
    over = random_match(4, arschloch.Rules(games=1), 5)
    refused(over, zz.StateError, "the match is over", None, hands)
    second = arschloch.Match(players=4, seed=5)
    rng = random.Random(1)
    while second.game == 1:
        second.apply(rng.choice(second.legal_moves()))
    hands2 = deals(second)[1][1]
    wrong = (second.dealer + 1) % 4
    refused(second, zz.RulesError, "the last Arsch of the game before", wrong, hands2)
    second._deal_as(second.dealer, hands2)
