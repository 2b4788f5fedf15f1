"""A full record of Arschloch read into the match it holds (the whole table): each game reached,
dealt by the seed or as written, its exchange and result checked, every move made."""

from __future__ import annotations

import re
from typing import Any

import zweiundzwanzig as zz
from zweiundzwanzig import records
from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._core.arschloch import Match
from zweiundzwanzig.arschloch.record.cards import _move, _ranks_of
from zweiundzwanzig.arschloch.record.written import (
    _check_exchanges,
    _check_result,
    _dealer,
    _hand_lines,
)
from zweiundzwanzig.records import Deal, Document, Line, Tags, Token
from zweiundzwanzig.records.moves import OnMove


def replay(document: Document, tags: Tags, on_move: OnMove | None = None) -> Match:
    """The match a full record holds: seeded, the seed's deals checked against what is
    written; unseeded, every game dealt as written. Every move is made with the rules' check."""
    seed = 0 if tags.seed is None else tags.seed
    match = Match(players=tags.players, rules=tags.rules, seed=seed)
    for deal in records.deals(document, "game"):
        _reach(match, deal)
        _deal_full(match, deal, tags)
        _check_exchanges(deal, match.exchanges, tags)
        for token in deal.moves:
            _in_game(match, deal, token)
            records.make(match, token, _move(token), on_move)
        _check_result(deal, tags.players, match.finishing_orders)
    return match


def _reach(match: Match, deal: Deal) -> None:
    """The match is at the start of the deal's game."""
    if match.is_over:
        raise deal.start.start.fail(f"the match is over after game {match.game}: no game follows")
    if match.game != deal.number:
        raise deal.start.start.fail(
            f"game {match.game} is not over: its moves end before its last player is out"
        )


def _in_game(match: Match, deal: Deal, token: Token) -> None:
    if not match.is_over and match.game != deal.number:
        raise token.fail(
            f"game {deal.number} is over: {token.text!r} comes after its end "
            f"(the next game starts with Game {deal.number + 1})"
        )


def _deal_full(match: Match, deal: Deal, tags: Tags) -> None:
    hands = _hand_lines(deal, tags.players)
    dealer = _dealer(deal, tags.players)
    if tags.seed is not None:
        _check_seeded(match, deal, dealer, hands)
        return
    if deal.number == 1 and dealer is None:
        raise deal.start.start.fail(
            "a record without a seed says who dealt the first game: Dealer: N"
        )
    missing = [s for s in range(tags.players) if s not in hands]
    if missing:
        raise deal.start.start.fail(
            f"a record without a seed writes every hand: Hand {missing[0]} is missing"
        )
    texts = [" ".join(hands[s][1]) for s in range(tags.players)]
    try:
        match._deal_as(None if dealer is None else dealer[1], texts)
    except (ZweiundzwanzigError, IndexError) as err:
        raise _deal_error(deal, hands, dealer, str(err)) from None


def _deal_error(
    deal: Deal,
    hands: dict[int, tuple[Line, tuple[str, ...]]],
    dealer: tuple[Token, int] | None,
    message: str,
) -> zz.RecordError:
    seat = re.search(r"seat (\d+)'s hand", message)
    if seat is not None and int(seat.group(1)) in hands:
        return hands[int(seat.group(1))][0].start.fail(message)
    if dealer is not None and ("dealt by" in message or "dealer" in message):
        return dealer[0].fail(message)
    return deal.start.start.fail(f"the hands do not add up: {message}")


def _check_seeded(
    match: Match,
    deal: Deal,
    dealer: tuple[Token, int] | None,
    hands: dict[int, tuple[Line, tuple[str, ...]]],
) -> None:
    if dealer is not None and dealer[1] != match.dealer:
        raise dealer[0].fail(f"game {deal.number} is dealt by seat {match.dealer}, not {dealer[1]}")
    dealt = dict(_last_deal(match)["hands"])
    for seat, (line, ranks) in hands.items():
        if ranks != _ranks_of(dealt[seat]):
            raise line.start.fail(
                f"the seed deals seat {seat} [{dealt[seat]}], not [{' '.join(ranks)}]"
            )


def _last_deal(match: Match) -> dict[str, Any]:
    return next(e for e in reversed(match.log) if e["event"] == "deal")
