"""`zweiundzwanzig legal --game big_two HAND [PLAY ...]`: the plays of a hand against the last
play on the table (or every lead), five-card hands included, from the game's own functions
(`combination`, `beats`), weakest first as a match lists them, then the pass."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence

from zweiundzwanzig._core import CardError
from zweiundzwanzig._core.big_two import Move, Rules, beats, combination

#: The sizes of a play: a single, a pair, a triple, a five-card hand.
SIZES = (1, 2, 3, 5)

#: The most cards a hand holds (three players, or two with ``hand_size=17``).
MOST_CARDS = 17


def legal_moves(hand: str, plays: Sequence[str], rules: Rules) -> list[Move]:
    """The moves of ``hand`` when ``plays`` (the round so far, lead first; ``"pass"`` for a
    pass) have been made: every play that beats the last of them, then the pass; with no
    play on the table, every lead. (Whether a lead must hold the lowest card, which depends on
    the deal, is not asked: every lead is listed.)"""
    cards = [str(c) for c in rules.sorted(hand)]  # a card named twice is a CardError
    if len(cards) > MOST_CARDS:
        raise CardError(f"a hand of Big Two holds at most {MOST_CARDS} cards, not {len(cards)}")
    table = next((p for p in reversed(plays) if p.strip().lower() != "pass"), None)
    if table is not None and combination(table, rules) is None:
        raise CardError(f"{table!r} is no play of Big Two")
    found = []
    for size in SIZES:
        for chosen in itertools.combinations(cards, size):
            text = " ".join(chosen)
            if combination(text, rules) is None:
                continue
            if table is None or (size == len(table.split()) and beats(text, table, rules)):
                found.append(text)
    weakest_first = sorted(found, key=functools.cmp_to_key(_order(rules)))
    moves = [Move("play", text) for text in weakest_first]
    return [*moves, Move("pass")] if table is not None else moves


def _order(rules: Rules) -> Callable[[str, str], int]:
    """Plays compared as a match lists them: fewer cards first, then the weaker."""

    def compare(a: str, b: str) -> int:
        size_a, size_b = len(a.split()), len(b.split())
        if size_a != size_b:
            return size_a - size_b
        return 1 if beats(a, b, rules) else -1 if beats(b, a, rules) else 0

    return compare


def legal(hand: str, plays: Sequence[str], rules: Rules) -> list[str]:
    """The lines of ``legal``: each move, a play with its combination."""
    return [
        f"{move}  ({move.combination.replace('_', ' ')})" if move.combination else str(move)
        for move in legal_moves(hand, plays, rules)
    ]
