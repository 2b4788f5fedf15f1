"""A decisive mistake made on purpose is graded a blunder, in each game: seeded matches played
by the heuristic until the situation arises, the mistake played, and the seat's decisions
reviewed (a small budget: the loss is far past 0.20)."""

from __future__ import annotations

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch, big_two

from .games import until


def planted(match, found, seed):
    """Plays ``match`` until ``found`` gives the mistake, plays it, and reviews that seat's
    decisions: the mistake's review."""
    mistake = until(match, found, seed)
    assert mistake is not None, "the situation arises in this seeded match"
    seat = match.current_player
    match.apply(mistake)
    last = zz.review(match, seat=seat, iterations=100).decisions[-1]
    assert last.played == mistake
    return last


def big_two_pass_with_the_last_card(match):
    """A player with one card left that beats the table passes."""
    seat = match.current_player
    moves = match.legal_moves()
    if len(match.hand(seat)) == 1 and match.table is not None and len(moves) == 2:
        return big_two.Move("pass")
    return None


def test_big_two_a_player_who_could_go_out_and_passes_blunders():
    d = planted(big_two.Match(4, None, 3), big_two_pass_with_the_last_card, 3)
    assert d.played == big_two.Move("pass") and len(d.best.cards) == 1
    assert d.grade == "blunder", d


def arschloch_pass_with_a_low_last_card(match):
    """A player who could go out first (nobody is out yet) with a last card of 10 or lower
    passes."""
    seat = match.current_player
    hand = [str(c) for c in match.hand(seat)]
    pass_ = arschloch.Move("pass")
    if match.finished or match.table is None or len(hand) != 1 or not hand[0].isdigit():
        return None
    moves = match.legal_moves()
    if pass_ in moves and len(moves) == 2:
        return pass_
    return None


def test_arschloch_a_player_who_could_go_out_first_and_passes_blunders():
    d = planted(arschloch.Match(6, None, 1), arschloch_pass_with_a_low_last_card, 1)
    assert d.played == arschloch.Move("pass") and len(d.best.cards) == 1
    assert d.grade == "blunder", d


def family_give_off_keeping_the_high_card(match):
    """Two players, the last trick of a deal: holding a high card and a 2, with a total the high
    card takes to 22, a player gives off the 2 (keeping the high card for the showdown) when
    beating with the high card was free."""
    seat = match.current_player
    if match.phase != "play" or not match.trick:
        return None
    hand = [str(c) for c in match.hand(seat)]
    if len(hand) != 2 or hand[1] != "2" or hand[0] not in ("A", "K", "Q", "J", "10"):
        return None
    value = 11 if hand[0] == "A" else 10
    if match.totals[seat] + value < 22 or not match.is_legal(zz.Move("play", hand[0])):
        return None
    return zz.Move("play", "2")


def test_the_family_a_give_off_when_beating_was_free_blunders():
    d = planted(zz.Match(2, None, 298), family_give_off_keeping_the_high_card, 298)
    assert d.played == zz.Move("play", "2") and str(d.best) in ("A", "K", "Q", "J", "10")
    assert d.grade == "blunder", d
