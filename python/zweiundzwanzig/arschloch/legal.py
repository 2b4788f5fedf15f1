"""`zweiundzwanzig legal --game arschloch HAND [PLAY ...]`: the moves of a hand after the plays
of the round so far, listed by the engine from a described position: a first game whose only
rounds are the given plays, one seat each, and the hand's holder to move."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from zweiundzwanzig._core import CardError
from zweiundzwanzig._core.arschloch import Move, View


def legal_moves(hand: str, plays: Sequence[str], rules: Any) -> list[Move]:
    """The moves of ``hand`` when ``plays`` (the round so far, lead first, ``"pass"`` for a
    pass) have been made, each by the next seat: the engine's legal moves of that position
    (a deal of one pile a player, of the hand's size; the plays must be possible in a game)."""
    size = len(Move("play", hand).ranks) if hand.strip() else 0
    if size == 0:
        raise CardError("the hand holds no cards")
    seat = len(plays)
    players = max(2, seat + 1)
    rounds: list[list[Any]] = [
        [(p, None if text.strip().lower() == "pass" else text) for p, text in enumerate(plays)]
    ]
    view = View.describe(
        players=players,
        seat=seat,
        hand=hand,
        rules=rules.replace(hand_size=size, piles=players),
        dealer=seat if plays else (seat - 1) % players,
        rounds=rounds if plays else None,
    )
    moves: list[Move] = view.legal_moves()
    return moves


def legal(hand: str, plays: Sequence[str], rules: Any) -> list[str]:
    """The lines of ``legal``: each move."""
    return [str(move) for move in legal_moves(hand, plays, rules)]
