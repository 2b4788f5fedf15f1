"""What Arschloch's record writes deal by deal, read and checked: the Hand and Dealer lines,
the Exchange lines against the pairs the rules make, the Result line against the finishing
orders (and the totals it writes)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from zweiundzwanzig import records
from zweiundzwanzig.arschloch.record.cards import _ORDER, _cards, _hidden, _ranks, _ranks_of
from zweiundzwanzig.records import Deal, Line, Tags, Token


def _hand_lines(deal: Deal, players: int) -> dict[int, tuple[Line, tuple[str, ...]]]:
    hands: dict[int, tuple[Line, tuple[str, ...]]] = {}
    for line in deal.headers_named("hand"):
        if line.number is None:
            raise line.start.fail("a Hand line names its seat: Hand 2: * A K ...")
        seat = records.seat(line.number, players)
        if seat in hands:
            raise line.start.fail(f"seat {seat}'s hand is written twice")
        if not line.tokens:
            raise line.start.fail(f"seat {seat}'s hand holds no cards")
        cards = [c for token in line.tokens for c in _ranks(token, [token.text])]
        hands[seat] = (line, tuple(sorted(cards, key=_ORDER.index)))
    return hands


def _dealer(deal: Deal, players: int) -> tuple[Token, int] | None:
    line = deal.header("dealer")
    if line is None:
        return None
    if len(line.tokens) != 1:
        raise line.start.fail("the Dealer line names one seat: Dealer: 2")
    return line.tokens[0], records.seat(line.tokens[0], players)


@dataclasses.dataclass(frozen=True)
class _Written:
    """An Exchange line: the giver, the taker, the cards each way (None where not written,
    a count where written ``?``)."""

    line: Line
    giver: int
    taker: int
    given: tuple[str, ...] | int | None
    returned: tuple[str, ...] | int | None


def _exchange_lines(deal: Deal, players: int) -> list[_Written]:
    return [_exchange(line, players) for line in deal.headers_named("exchange")]


def _exchange(line: Line, players: int) -> _Written:
    form = "Exchange 3 to 0: *-Q / 2-3 (the Arsch, the Chef, given, given back)"
    tokens = [t for t in line.tokens if t.text != ":"]
    if line.number is None or len(tokens) < 3 or tokens[0].text.lower() != "to":
        raise line.start.fail(f"an Exchange line is written {form}")
    giver = records.seat(line.number, players)
    taker = records.seat(tokens[1], players)
    rest = tokens[2:]
    if len(rest) not in (1, 3) or (len(rest) == 3 and rest[1].text != "/"):
        raise rest[0].fail(f"an Exchange line is written {form}")
    returned = _side(rest[2]) if len(rest) == 3 else None
    return _Written(line, giver, taker, _side(rest[0]), returned)


def _side(token: Token) -> tuple[str, ...] | int:
    hidden = _hidden(token)
    return _cards(token) if hidden is None else hidden


def _check_exchanges(deal: Deal, pairs: Sequence[Any], tags: Tags) -> list[_Written]:
    """The deal's Exchange lines, each checked against the pairs the rules make (a pair not
    written is taken as the rules make it)."""
    written = _exchange_lines(deal, tags.players)
    by_giver = {p.giver: p for p in pairs}
    seen: set[int] = set()
    for w in written:
        pair = by_giver.get(w.giver)
        if pair is None or pair.taker != w.taker:
            raise w.line.start.fail(_pairs_text(deal.number, pairs))
        if w.giver in seen:
            raise w.line.start.fail(f"seat {w.giver}'s exchange is written twice")
        seen.add(w.giver)
        if tags.rules.chef_chooses and w.returned is not None:
            raise w.line.start.fail(
                "under chef_chooses the Chef's choice of what to give back is a move token, "
                "not written on the Exchange line"
            )
        _check_side(w, w.given, pair.given, pair.count, "gives")
        _check_side(w, w.returned, pair.returned, pair.count, "gets back")
    return written


def _pairs_text(game: int, pairs: Sequence[Any]) -> str:
    if not pairs:
        return f"nobody exchanges before game {game}"
    named = ", ".join(f"{p.giver} to {p.taker}" for p in pairs)
    return f"the exchange before game {game} is {named} (the Arsch first, then the Chef)"


def _check_side(w: _Written, written: Any, actual: Any, count: int, verb: str) -> None:
    if written is None:
        return
    if isinstance(written, int):
        if written != count:
            raise w.line.start.fail(f"seat {w.giver} {verb} {count} cards, not {written}")
        return
    if actual is not None and written != _ranks_of(actual):
        raise w.line.start.fail(
            f"seat {w.giver} {verb} [{' '.join(_ranks_of(actual))}] by the rules, "
            f"not [{' '.join(written)}]"
        )


def _check_result(deal: Deal, players: int, orders: Sequence[Sequence[int]]) -> None:
    line = deal.result
    if line is None:
        return
    if len(orders) < deal.number:
        raise line.start.fail(f"game {deal.number} is not over: its Result line comes at its end")
    order = list(orders[deal.number - 1])
    totals = _totals(players, orders[: deal.number])
    expected = f"{' '.join(map(str, order))}, totals {' '.join(map(str, totals))}"
    words = [t.text.rstrip(",") for t in line.tokens if t.text != ","]
    if words[:players] == [str(s) for s in order] and len(words) == players:
        return
    records.check_line(line, expected)


def _totals(players: int, orders: Sequence[Sequence[int]]) -> list[int]:
    totals = [0] * players
    for order in orders:
        for position, seat in enumerate(order, start=1):
            totals[seat] += position
    return totals
