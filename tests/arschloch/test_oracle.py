"""`arschloch.Match.legal_moves()` against the brute-force oracle of `oracle.py`, written from the
rules' wording alone, on positions of seeded random play: every table size from 2 to 11 players,
with and without `lead_jokers`, and a few house rules (small hands, few piles). At every position
the whole list is compared, order included, and after every move the player to move and the
round on the table are compared with the oracle's turn order. The number of passes of the lead in
a row, which decides when a leader may lead anyway, is counted here from the moves made.

`ZZ_ORACLE_POSITIONS` changes the number of positions per configuration (default 600: 12,000
and more in all).
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from zweiundzwanzig import arschloch

from . import oracle as O

POSITIONS = int(os.environ.get("ZZ_ORACLE_POSITIONS", "600"))
CONFIGS = [(players, lead_jokers) for players in range(2, 12) for lead_jokers in (False, True)]


def turn_of(m: arschloch.Match, lead_passes: int) -> O.Turn:
    mover = m.current_player
    assert mover is not None
    table = m.table
    return O.Turn(
        mover=mover,
        hand=O.parse(" ".join(c.rank for c in m.hand(mover))),
        table=None if table is None else (table[0], O.of_move(table[1])),
        lead_passes=lead_passes,
        holding=sum(1 for n in m.cards_left if n > 0),
        lead_jokers=m.rules.lead_jokers,
    )


def kind_of(turn: O.Turn) -> str:
    if turn.table is None:
        return "anyway" if turn.lead_passes >= turn.holding else "lead"
    return "on_top" if turn.table[0] == turn.mover else "follow"


def check_positions(rules: arschloch.Rules, players: int, seed: int, count: int) -> Counter[str]:
    """Plays seeded random matches until `count` positions are compared; returns the kinds of
    turn seen (and "pass_lead" for the turns whose only move passes the lead)."""
    seen: Counter[str] = Counter()
    rng = random.Random(seed)
    checked = 0
    while checked < count:
        m = arschloch.Match(players, rules=rules, seed=rng.randrange(2**64))
        lead_passes = 0
        while not m.is_over and checked < count:
            pair = m.giving_back
            if pair is not None:
                # A Chef's choice of the cards to give back (`chef_chooses`).
                hand = O.parse(" ".join(c.rank for c in m.hand(pair.taker)))
                listed = m.legal_moves()
                assert [O.of_move(mv) for mv in listed] == O.give_backs(hand, pair.count)
                seen["give_back"] += 1
                checked += 1
                m.apply(listed[rng.randrange(len(listed))])
                continue
            turn = turn_of(m, lead_passes)
            listed = m.legal_moves()
            got = [O.of_move(mv) for mv in listed]
            expected = O.legal_moves(turn)
            assert got == expected, (m.to_json(), turn)
            seen[kind_of(turn)] += 1
            checked += 1
            move = got[rng.randrange(len(got))]
            leading = turn.table is None or turn.table[0] == turn.mover
            if move == O.PASS and leading:
                seen["pass_lead"] += 1
            game = m.game
            m.apply(listed[got.index(move)])
            lead_passes = lead_passes + 1 if move == O.PASS and leading else 0
            if m.is_over or m.game != game:
                lead_passes = 0
                continue
            holding = {p for p, n in enumerate(m.cards_left) if n > 0}
            assert O.next_turn(m.seating, holding, turn.table, turn.mover, move) == (
                m.current_player,
                None if m.table is None else (m.table[0], O.of_move(m.table[1])),
            ), m.to_json()
    return seen


@pytest.mark.parametrize(("players", "lead_jokers"), CONFIGS)
def test_legal_moves_agree_with_the_oracle(players: int, lead_jokers: bool) -> None:
    rules = arschloch.Rules(games=2, lead_jokers=lead_jokers)
    seen = check_positions(rules, players, seed=100 * players + lead_jokers, count=POSITIONS)
    assert sum(seen[k] for k in ("lead", "follow", "on_top", "anyway")) == POSITIONS
    assert seen["lead"] and seen["follow"] and seen["on_top"]


def test_every_kind_of_turn_is_compared() -> None:
    """Small hands and few piles make the rare turns common: a leader with nothing but aces or
    jokers passes the lead, and once everyone still in has passed it, leads anyway (one card
    each at a table of two: a game in some 60 starts so)."""
    seen: Counter[str] = Counter()
    tables = [(2, 1, 8), (2, 2, 1), (3, 2, 1), (4, 3, 1), (5, 3, 1), (6, 4, 1), (9, 5, 1)]
    for i, (players, hand_size, scale) in enumerate(tables):
        for lead_jokers in (False, True):
            rules = arschloch.Rules(
                games=50, piles=players, hand_size=hand_size, lead_jokers=lead_jokers
            )
            seen += check_positions(rules, players, seed=i, count=scale * POSITIONS)
    assert min(seen[k] for k in ("lead", "follow", "on_top", "anyway", "pass_lead")) >= 20, seen


def test_the_oracle_reads_the_rules_examples() -> None:
    """The oracle itself on the rules' own cases: a queen followed by a king or an ace; an ace is
    never led; aces on top of one's own round; a leader holding only aces passes."""
    k_a = O.parse("K A")
    follow = O.Turn(1, k_a, (0, O.parse("Q")), 0, 3, False)
    assert O.legal_moves(follow) == [O.parse("K"), O.parse("A"), O.PASS]
    lead = O.Turn(1, k_a, None, 0, 3, False)
    assert O.legal_moves(lead) == [O.parse("K")]
    on_top = O.Turn(1, O.parse("A"), (1, O.parse("K")), 0, 3, False)
    assert O.legal_moves(on_top) == [O.parse("A")]
    assert O.legal_moves(O.Turn(1, O.parse("A *"), None, 0, 3, False)) == [O.PASS]
    assert O.legal_moves(O.Turn(1, O.parse("A *"), None, 3, 3, False)) == [
        O.parse("A"),
        O.parse("*"),
        O.parse("A *"),
    ]
    assert O.legal_moves(O.Turn(1, O.parse("5 5 *"), None, 0, 3, False)) == [
        O.parse("5"),
        O.parse("5 5"),
        O.parse("5 *"),
        O.parse("5 5 *"),
    ]


def test_legal_moves_of_deals_up_to_the_whole_pack_agree_with_the_oracle() -> None:
    """The house rules' large deals: hands of up to 55 cards (far more moves a lead) and tables
    of up to 15 players."""
    seen: Counter[str] = Counter()
    tables = [(2, 2, 55), (3, 3, 36), (5, 5, 22), (7, 7, 15), (12, 12, 9), (15, 15, 7)]
    for i, (players, piles, hand_size) in enumerate(tables):
        for lead_jokers in (False, True):
            rules = arschloch.Rules(
                games=2, piles=piles, hand_size=hand_size, lead_jokers=lead_jokers
            )
            seen += check_positions(rules, players, seed=50 + i, count=POSITIONS // 4)
    assert min(seen[k] for k in ("lead", "follow", "on_top")) >= 20, seen


def test_the_chefs_choices_agree_with_the_oracle() -> None:
    """Under `chef_chooses` every distinct choice of the Chef's hand as dealt, in the
    documented order, and the play after it as before."""
    seen: Counter[str] = Counter()
    for i, players in enumerate((2, 3, 5, 8, 11)):
        # Small hands: many games, so many exchanges.
        hand_size = players // 2 + 2
        rules = arschloch.Rules(
            games=40, hand_size=hand_size, chef_chooses=True, lead_jokers=i % 2 == 1
        )
        seen += check_positions(rules, players, seed=70 + i, count=POSITIONS // 2)
    assert seen["give_back"] >= 50 and seen["lead"] and seen["follow"], seen
