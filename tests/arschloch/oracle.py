"""A brute-force oracle for the turns of Arschloch, written from the wording of the rules alone
(cards 3.1, play 3.3, roles 3.4), independent of the engine.

Cards are rank indices: 0 is the 2, 12 the ace, 13 the joker. A play or a hand is a tuple of rank
indices sorted from high to low, so two plays of the same cards are the same tuple.

Legal moves are found by brute force: every sub-multiset of the hand is enumerated, classified
(a set of one rank with jokers joining it, jokers alone, or neither) and filtered by the text of
the rules for the turn: a lead, a follow of the round's last play, the turn of a player whose play
came back unbeaten, or a leader after everyone still in passed the lead. Nothing here is clever on
purpose: it is the slow, obviously-right reference.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "*")
RANK_INDEX = {name: i for i, name in enumerate(RANK_NAMES)}
ACE = 12
JOKER = 13
PASS = "pass"

Cards = tuple[int, ...]
Move = Cards | str  # a play, or PASS


def parse(text: str) -> Cards:
    """`"Q Q *"` -> (13, 10, 10): rank names separated by spaces, sorted high to low."""
    return tuple(sorted((RANK_INDEX[t] for t in text.split()), reverse=True))


def of_move(move: object) -> Move:
    """A library move (`.kind`, `.ranks`) as the oracle writes it."""
    if move.kind == "pass":  # type: ignore[attr-defined]
        return PASS
    return parse(" ".join(move.ranks))  # type: ignore[attr-defined]


def pack() -> Counter[int]:
    """3.1: two decks of 52 (eight cards of every rank) and six jokers, 110 cards."""
    counts = Counter({rank: 8 for rank in range(ACE + 1)})
    counts[JOKER] = 6
    return counts


# --------------------------------------------------------------------------------------------
# Sets (3.1, 3.3): one rank with jokers joining it as that rank, or jokers alone.


def sub_multisets(hand: Sequence[int]) -> list[Cards]:
    """Every non-empty sub-multiset of the hand that holds at most one rank besides the jokers
    (each distinct one once): every other one holds two ranks, which no set does. (Written so
    because a hand of up to 55 cards has millions of sub-multisets.)"""
    counts = Counter(hand)
    ranks = sorted(r for r in counts if r != JOKER)
    out = set()
    for rank in ranks or [JOKER]:
        for n, j in itertools.product(range(counts[rank] + 1), range(counts[JOKER] + 1)):
            cards = [rank] * n + [JOKER] * j if rank != JOKER else [JOKER] * j
            if cards:
                out.add(tuple(sorted(cards, reverse=True)))
    return sorted(out)


def set_rank(cards: Sequence[int]) -> int | None:
    """The rank a set counts as: the rank of its rank cards (jokers join it), or the joker for
    jokers alone; None for cards of two ranks or more."""
    ranks = {c for c in cards if c != JOKER}
    if len(ranks) > 1 or not cards:
        return None
    return ranks.pop() if ranks else JOKER


def wins_at_once(cards: Sequence[int]) -> bool:
    """3.3: a play of aces (with or without jokers) or of jokers alone wins the round at once."""
    rank = set_rank(cards)
    return rank is not None and rank >= ACE


# --------------------------------------------------------------------------------------------
# A turn (3.3).


@dataclass(frozen=True)
class Turn:
    """What the oracle knows of a turn: the mover's hand, the round on the table (its last play
    and who made it, or None), how many players in a row passed the lead since the last play,
    how many players still hold cards, and whether jokers alone may be led."""

    mover: int
    hand: Cards
    table: tuple[int, Cards] | None
    lead_passes: int
    holding: int
    lead_jokers: bool


def ordinary_leads(hand: Cards, lead_jokers: bool) -> list[Cards]:
    """A lead: one card or several of one rank, jokers added as that rank; never aces, with or
    without jokers; never jokers alone unless `lead_jokers`."""
    out = []
    for cards in sub_multisets(hand):
        rank = set_rank(cards)
        if rank is None or rank == ACE:
            continue
        if rank == JOKER and not lead_jokers:
            continue
        out.append(cards)
    return out


def legal_moves(turn: Turn) -> list[Move]:
    """The legal moves of the turn, by the rules' wording, in the documented order."""
    hand = turn.hand
    sets = [c for c in sub_multisets(hand) if set_rank(c) is not None]
    if turn.table is None:
        if turn.lead_passes >= turn.holding:
            # Nobody still in could lead: the leader may lead anyway, aces and jokers too.
            moves: list[Move] = list(sets)
        else:
            moves = list(ordinary_leads(hand, turn.lead_jokers))
        return ordered(moves) or [PASS]
    last, cards = turn.table
    size = len(cards)
    if last == turn.mover:
        # The round came back unbeaten: every lead, or aces or jokers alone of the round's size
        # on top; no pass, unless there is nothing at all to play (then the lead passes on).
        on_top = [c for c in sets if len(c) == size and wins_at_once(c)]
        moves = list(ordinary_leads(hand, turn.lead_jokers))
        moves += [c for c in on_top if c not in moves]
        return ordered(moves) or [PASS]
    rank = set_rank(cards)
    assert rank is not None
    beats = [c for c in sets if len(c) == size and (set_rank(c) or 0) > rank]
    return [*ordered(beats), PASS]


def ordered(moves: Iterable[Cards]) -> list[Move]:
    """The documented order: by number of cards, then by the rank the set counts as from low to
    high (jokers alone last), then with fewer jokers first."""
    return sorted(moves, key=lambda c: (len(c), set_rank(c), c.count(JOKER)))


# --------------------------------------------------------------------------------------------
# Whose turn comes next (3.3), and roles (3.4).


def left_of(seating: Sequence[int], holding: set[int], p: int) -> int:
    """The next player after `p` in the order of play who still holds cards (`p` if none)."""
    at = seating.index(p)
    n = len(seating)
    for step in range(1, n + 1):
        q = seating[(at + step) % n]
        if q in holding:
            return q
    return p


def next_turn(
    seating: Sequence[int],
    holding_after: set[int],
    table: tuple[int, Cards] | None,
    mover: int,
    move: Move,
) -> tuple[int | None, tuple[int, Cards] | None]:
    """Who moves after `mover` made `move` with `table` on the table, and the table then
    (`holding_after`: the players with cards after the move). None to move when the game is over
    (one player or none left with cards)."""
    if len(holding_after) <= 1:
        return None, None
    if move == PASS:
        passing_lead = table is None or table[0] == mover
        nxt = left_of(seating, holding_after, mover)
        return nxt, (None if passing_lead else table)
    assert isinstance(move, tuple)
    out = mover not in holding_after
    if wins_at_once(move):
        return (left_of(seating, holding_after, mover) if out else mover), None
    if out:
        return left_of(seating, holding_after, mover), None
    return left_of(seating, holding_after, mover), (mover, move)


def roles(order: Sequence[int]) -> list[str]:
    """3.4: by finishing order, the first floor(n/2) are Chefs, the middle one of an odd table
    Neutral, the rest Ärsche; by player."""
    n = len(order)
    chefs = n // 2
    by_player = [""] * n
    for position, p in enumerate(order, start=1):
        if position <= chefs:
            by_player[p] = "chef"
        elif position > n - chefs:
            by_player[p] = "arsch"
        else:
            by_player[p] = "neutral"
    return by_player


def exchange_pairs(order: Sequence[int]) -> list[tuple[int, int, int]]:
    """3.4: (giver, taker, count): the last Arsch gives floor(n/2) cards to the first Chef, the
    second-to-last Arsch one fewer to the second Chef, and so on."""
    n = len(order)
    c = n // 2
    return [(order[n - 1 - i], order[i], c - i) for i in range(c)]


def best(hand: Sequence[int], count: int) -> Cards:
    """The `count` best cards by rank, jokers best."""
    return tuple(sorted(hand, reverse=True)[:count])


def worst(hand: Sequence[int], count: int) -> Cards:
    """The `count` worst cards by rank."""
    return tuple(sorted(sorted(hand)[:count], reverse=True))


def places(totals: Sequence[int]) -> list[int]:
    """3.4: the lowest total is first; tied totals share a place (1, 2, 2, 4)."""
    return [1 + sum(u < t for u in totals) for t in totals]


def give_backs(hand: Sequence[int], count: int) -> list[Cards]:
    """3.4 under the house rule `chef_chooses`: every distinct choice of `count` cards of the
    hand (as multisets), by brute force over the hand's combinations, the lowest first (compared
    from the lowest card up, the choice with more low cards first)."""
    choices = {tuple(sorted(c, reverse=True)) for c in itertools.combinations(hand, count)}
    return sorted(choices, key=lambda c: [-c.count(r) for r in range(JOKER + 1)])
