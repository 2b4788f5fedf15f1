"""Seeded random matches of Big Two played through the Python API at every table (2 players with
13 and with 17 cards, 3 and 4 players) under every preset and a few combined options, checking
at every step what the classes show against each other: the cards add up, the legal moves are
distinct, in the documented order, and beat the table; views agree with the match; the end's
penalties and totals agree with the log; records read back."""

from __future__ import annotations

import itertools
import random

import pytest

from zweiundzwanzig import big_two
from zweiundzwanzig.big_two import Match, Move, Rules

PRESETS = Rules.presets()
TABLES = [(2, 13), (2, 17), (3, 17), (4, 13)]
SIZES = {"single": 1, "pair": 2, "triple": 3}
FIVE_CARD_KINDS = ["straight", "flush", "full_house", "four_of_a_kind", "straight_flush"]
COMBINED = [
    Rules(clockwise=True, winner_leads=True, straights="a2345_high"),
    Rules.pusoy_dos().replace(pass_is_final=True, straights="no_twos", penalties="harsh"),
    Rules.taiwan().replace(flush_by_rank=True, straights="23456_high", double_twos=True),
]


def kind_key(move: Move) -> tuple[int, int]:
    """Where a play's kind stands in the documented order: by size, five-card hands by kind."""
    kind = move.combination
    assert kind is not None
    if kind in SIZES:
        return (SIZES[kind], 0)
    return (5, FIVE_CARD_KINDS.index(kind))


def check_legal_moves(m: Match) -> list[Move]:
    moves = m.legal_moves()
    assert moves, "a match not over has a legal move"
    assert len(set(moves)) == len(moves)
    plays = [mv for mv in moves if not mv.is_pass]
    keys = [kind_key(mv) for mv in plays]
    assert keys == sorted(keys), "plays by size, then kind"
    table = m.table
    if table is None:
        assert all(not mv.is_pass for mv in moves), "a leader never passes"
        if m.must_hold is not None:
            assert all(m.must_hold in mv.cards for mv in plays)
    else:
        assert moves[-1] == Move("pass") and len(plays) == len(moves) - 1
        last = table[1]
        rules = m.rules
        for mv in plays:
            assert len(mv) == len(last) and big_two.beats(mv, last, rules=rules)
        # Within a kind from the weakest up: no play beats the one listed after it.
        for a, b in itertools.pairwise(plays):
            if kind_key(a) == kind_key(b):
                assert not big_two.beats(a, b, rules=rules)
    hand = set(m.hand(m.current_player))
    assert all(set(mv.cards) <= hand for mv in plays)
    return moves


def check_cards_add_up(m: Match) -> None:
    held = [c for p in range(m.players) for c in m.hand(p)]
    seen = held + m.played + m.out_of_play
    assert len(seen) == len(set(seen)) == 52
    assert m.cards_left == [len(m.hand(p)) for p in range(m.players)]


def check_view(m: Match, p: int) -> None:
    v = m.view(p)
    assert v.hand == m.hand(p) and v.cards_left == m.cards_left and v.table == m.table
    assert v.passed == m.passed and v.totals == m.totals and v.played == m.played
    assert v.face_up == m.face_up and v.out_of_play_count == len(m.out_of_play)
    assert len(v.unseen) == sum(m.cards_left) - m.cards_left[p] + len(m.out_of_play)
    if p == m.current_player:
        assert v.legal_moves() == m.legal_moves()
    else:
        assert v.legal_moves() == []


def play(players: int, rules: Rules, seed: int) -> Match:
    m = Match(players, rules=rules, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not m.is_over:
        moves = check_legal_moves(m)
        if steps % 7 == 0:
            check_cards_add_up(m)
            check_view(m, steps % players)
        m.apply(moves[rng.randrange(len(moves))])
        steps += 1
    return m


def check_the_end(m: Match) -> None:
    r = m.result
    assert r is not None and m.phase == "over" and m.current_player is None
    overs = [e for e in m.log if e["event"] == "game_over"]
    assert len(overs) == r.deals == len(r.game_winners) == m.game
    totals = [0] * m.players
    for e in overs:
        assert e["penalties"][e["winner"]] == 0
        assert all(pen > 0 for p, pen in enumerate(e["penalties"]) if p != e["winner"])
        totals = [t + pen for t, pen in zip(totals, e["penalties"], strict=True)]
        assert e["totals"] == totals
    assert list(r.totals) == totals == m.totals
    best = min(totals)
    assert set(r.winners) == {p for p, t in enumerate(totals) if t == best}
    rules = m.rules
    ended_by_games = rules.games is not None and r.deals == rules.games
    ended_by_limit = rules.penalty_limit is not None and max(totals) >= rules.penalty_limit
    assert ended_by_games or ended_by_limit
    assert m.log[-1] == {"event": "match_over", "totals": totals, "winners": list(r.winners)}
    assert Match.from_json(m.to_json()) == m


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("players", "hand_size"), TABLES)
def test_short_random_matches_keep_every_invariant(preset, players, hand_size):
    rules = Rules.preset_named(preset).replace(hand_size=hand_size, games=2, penalty_limit=None)
    for seed in range(8):
        m = play(players, rules, seed)
        check_the_end(m)
        assert m.result.deals == 2


@pytest.mark.parametrize("rules", COMBINED, ids=["left-winner-a2345", "pusoy-final", "taiwan"])
@pytest.mark.parametrize(("players", "hand_size"), TABLES)
def test_combined_options_keep_every_invariant(rules, players, hand_size):
    for seed in range(3):
        check_the_end(play(players, rules.replace(hand_size=hand_size, games=3), seed))


@pytest.mark.parametrize(("players", "hand_size"), TABLES)
def test_whole_standard_matches_run_to_the_penalty_limit(players, hand_size):
    m = play(players, Rules(hand_size=hand_size), seed=players * hand_size)
    check_the_end(m)
    assert max(m.totals) >= 50


def test_winner_leads_gives_the_later_games_to_the_last_winner():
    m = Match(4, rules=Rules(winner_leads=True, games=4, penalty_limit=None), seed=5)
    rng = random.Random(5)
    while not m.is_over:
        game = m.game
        moves = m.legal_moves()
        m.apply(moves[rng.randrange(len(moves))])
        if not m.is_over and m.game != game:
            assert m.current_player == m.game_winners[-1] and m.must_hold is None
    assert m.result.deals == 4


def test_pass_is_final_skips_who_passed_until_the_round_ends():
    m = Match(4, rules="indonesia", seed=3)
    rng = random.Random(3)
    for _ in range(400):
        if m.is_over:
            break
        if m.table is not None:
            assert m.current_player not in m.passed
        moves = m.legal_moves()
        m.apply(moves[rng.randrange(len(moves))])
