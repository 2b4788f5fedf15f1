"""A one-seat record of Arschloch (``[Recorder "N"]``) read: followed to its end as the
recorder's view, or to each of the recorder's decisions."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from zweiundzwanzig import records
from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._core.arschloch import Move, View
from zweiundzwanzig.arschloch.record.cards import _ORDER, _move
from zweiundzwanzig.arschloch.record.table import _Table
from zweiundzwanzig.arschloch.record.written import (
    _check_exchanges,
    _check_result,
    _dealer,
    _hand_lines,
)
from zweiundzwanzig.records import Deal, Document, Tags, Token


def _follow(document: Document, tags: Tags, at_decision: Any = None) -> tuple[_Table, Token | None]:
    """Follows a one-seat record to its end, calling ``at_decision(table, index, token)``
    before each move of the recorder; the table and the last token."""
    assert tags.recorder is not None
    t = _Table(tags.players, tags.rules, tags.recorder)
    index, last = 0, None
    for deal in records.deals(document, "game"):
        _reach_one(t, deal)
        _deal_one(t, deal, tags)
        for token in deal.moves:
            if t.over or len(t.orders) >= deal.number:
                raise token.fail(f"{token.text!r} comes after the end of game {deal.number}")
            if at_decision is not None and t.to_move == t.recorder:
                at_decision(t, index, token)
            try:
                t.move(token)
            except ValueError as err:
                raise token.fail(str(err)) from None
            index, last = index + 1, token
        _check_result(deal, tags.players, t.orders)
    return t, last


def _reach_one(t: _Table, deal: Deal) -> None:
    if t.over:
        raise deal.start.start.fail(f"the match is over after game {t.game}: no game follows")
    if len(t.orders) != t.game:
        raise deal.start.start.fail(
            f"game {t.game} is not over: its moves end before its last player is out"
        )


def _deal_one(t: _Table, deal: Deal, tags: Tags) -> None:
    me = t.recorder
    hands = _hand_lines(deal, tags.players)
    others = [s for s in hands if s != me]
    if others:
        raise hands[others[0]][0].start.fail(f"a record of seat {me} writes only seat {me}'s hand")
    if me not in hands:
        raise deal.start.start.fail(f"a record of seat {me} writes its hand: Hand {me}: ...")
    dealer = _dealer(deal, tags.players)
    if deal.number == 1 and dealer is None:
        raise deal.start.start.fail("the record says who dealt the first game: Dealer: N")
    t.start(None if dealer is None else dealer[1])
    if dealer is not None and dealer[1] != t.dealer:
        raise dealer[0].fail(f"game {t.game} is dealt by seat {t.dealer}, not {dealer[1]}")
    line, ranks = hands[me]
    if len(ranks) != t.rules.hand_size:
        raise line.start.fail(f"a hand is {t.rules.hand_size} cards, not {len(ranks)}")
    t.hand = list(ranks)
    _my_exchange(t, deal, tags)


def _my_exchange(t: _Table, deal: Deal, tags: Tags) -> None:
    """The recorder's part of the exchange, from its Exchange line."""
    pairs = [_Pair(g, k, c) for g, k, c in t.pairs()]
    written = _check_exchanges(deal, pairs, tags)
    mine = [w for w in written if t.recorder in (w.giver, w.taker)]
    pair = next((p for p in pairs if t.recorder in (p.giver, p.taker)), None)
    if pair is None:
        return
    if not mine:
        raise deal.start.start.fail(
            f"seat {t.recorder} exchanges with seat "
            f"{pair.taker if pair.giver == t.recorder else pair.giver}: write it on an "
            "Exchange line"
        )
    w = mine[0]
    given, returned = w.given, w.returned
    chooses = t.rules.chef_chooses
    if not isinstance(given, tuple) or (not chooses and not isinstance(returned, tuple)):
        raise w.line.start.fail(f"seat {t.recorder} sees this exchange: write its cards")
    if w.giver == t.recorder:
        t.given = given
        _remove(t, w.line.start, given)
        if not chooses:
            assert isinstance(returned, tuple)
            t.received = returned
            t.hand += list(returned)
    else:
        t.received = given
        if not chooses:
            assert isinstance(returned, tuple)
            t.given = returned
            _remove(t, w.line.start, returned)
            t.hand += list(given)
    t.hand.sort(key=_ORDER.index)


def _remove(t: _Table, token: Token, cards: Sequence[str]) -> None:
    for c in cards:
        if c not in t.hand:
            raise token.fail(f"seat {t.recorder} was dealt no {c} to give")
        t.hand.remove(c)


@dataclasses.dataclass(frozen=True)
class _Pair:
    giver: int
    taker: int
    count: int
    given: None = None
    returned: None = None


def read_view(document: Document, tags: Tags) -> View:
    """The recorder's view at the end of a one-seat record, which must end at the recorder's
    turn in a game being played (not while a Chef chooses what to give back)."""
    t, last = _follow(document, tags)
    at = last if last is not None else document.end
    if t.game == 0:
        raise document.end.fail("the record holds no game")
    if t.over or len(t.orders) >= t.game:
        raise at.fail(f"the record ends after game {t.game}: a view is read at a turn in a game")
    if t.choosing or t.to_move != t.recorder:
        raise at.fail(
            f"the record ends at seat {t.to_move}'s turn: a one-seat record reads as a view "
            f"at the turn of its recorder, seat {t.recorder}"
        )
    return _described(t, at)


def _described(t: _Table, at: Token) -> View:
    try:
        return t.describe()
    except ZweiundzwanzigError as err:
        raise at.fail(f"the record is not a position the rules allow: {err}") from None


def recorder_decisions(document: Document, tags: Tags) -> list[tuple[int, View, Move]]:
    """Each of the recorder's decisions in a one-seat record: its number among the record's
    moves, the recorder's view before it, the move. A Chef's choice of what to give back
    (``chef_chooses``) is not among them: no view is described while a Chef chooses."""
    found: list[tuple[int, View, Move]] = []

    def at_decision(t: _Table, index: int, token: Token) -> None:
        if not t.choosing:
            found.append((index, _described(t, token), _move(token)))

    _follow(document, tags, at_decision)
    return found
