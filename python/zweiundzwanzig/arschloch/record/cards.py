"""Arschloch's cards and moves as a record writes them: the ranks of a token (``Q-Q-*``), a
token of unseen cards (``?-?``), a move token read as a `Move`."""

from __future__ import annotations

from collections.abc import Sequence

import zweiundzwanzig as zz
from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._core.arschloch import Move
from zweiundzwanzig.records import Token

_ORDER = ("*", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
"""The ranks from high to low, as the engine writes a hand (jokers first)."""
_HIDDEN = "?"
_PASS = "pass"


def _ranks(token: Token, texts: Sequence[str]) -> tuple[str, ...]:
    """The ranks of card strings, high to low (a `RecordError` at ``token`` for a bad one)."""
    ranks = [_rank(token, text) for text in texts]
    return tuple(sorted(ranks, key=_ORDER.index))


def _rank(token: Token, text: str) -> str:
    """The rank of one card string of ``token``."""
    try:
        rank: str = zz.Card(text).rank
    except (ZweiundzwanzigError, ValueError, TypeError) as err:
        raise token.fail(f"{token.text!r} is no card or cards joined by '-': {err}") from None
    return rank


def _cards(token: Token) -> tuple[str, ...]:
    """The ranks of a move token (``Q-Q-*``)."""
    return _ranks(token, token.text.split("-"))


def _hidden(token: Token) -> int | None:
    """The number of unseen cards of a token of ``?`` (``?-?``), None for seen cards."""
    parts = token.text.split("-")
    if all(p == _HIDDEN for p in parts):
        return len(parts)
    return None


def _token(cards: str | Sequence[zz.Card]) -> str:
    """Cards (a hand string or `Card`s) as a move token."""
    if isinstance(cards, str):
        return "-".join(cards.split())
    return "-".join(c.rank for c in cards)


def _ranks_of(cards: str | Sequence[zz.Card] | None) -> tuple[str, ...]:
    if cards is None:
        return ()
    texts = cards.split() if isinstance(cards, str) else [c.rank for c in cards]
    return tuple(sorted(texts, key=_ORDER.index))


def _move(token: Token) -> Move:
    if token.text.lower() == _PASS:
        return Move("pass")
    return Move("play", " ".join(_cards(token)))
