"""Reading a full record into a match: replayed from its seed, each deal's headers and result
checked against it; without a seed, each deal dealt as written."""

from __future__ import annotations

import re
from typing import Any

from zweiundzwanzig import _core as zz
from zweiundzwanzig import records
from zweiundzwanzig.family.record.deal_log import DealLogs
from zweiundzwanzig.family.record.replay_moves import make_token
from zweiundzwanzig.family.record.tokens import DEAL
from zweiundzwanzig.family.record.written import (
    check_headers,
    deal_line,
    draw_winner,
    written_dealer,
    written_draws,
    written_hands,
)
from zweiundzwanzig.records import Deal, Document, Line, Tags, Token
from zweiundzwanzig.records.moves import OnMove


def replay(document: Document, tags: Tags, on_move: OnMove | None = None) -> Any:
    """The match a full record holds: replayed from its seed, each deal's draw, dealer, hands,
    drawn cards and result checked against it; without a seed, dealt as written."""
    rules = tags.rules
    if tags.seed is not None:
        match = zz.Match(tags.players, rules, tags.seed)
    else:
        match = zz.Match._written(tags.players, rules, 0)
    logs = DealLogs(match.players)
    for deal in records.deals(document, DEAL):
        check_headers(deal, recorder=None)
        if tags.seed is not None:
            check_seeded_deal(match, deal, logs)
        else:
            deal_as_written(match, deal)
        for token in deal.moves:
            make_token(match, deal, token, tags.seed is not None, on_move)
        check_result(match, deal, logs)
    if tags.seed is None:
        match._stop_between_deals(False)
        if match.phase == "dealing":
            match._deal_next()
    return match


def waiting_for(match: Any, deal: Deal) -> None:
    """Refuses the deal line of a deal that the match is not ready for."""
    if match.is_over:
        raise deal.start.start.fail(f"the match is over after deal {deal.number - 1}")
    if match.deal != deal.number - 1 or match.phase != "dealing":
        raise deal.start.start.fail(
            f"deal {match.deal} is not over: seat {match.current_player} is to move"
        )


def check_seeded_deal(match: Any, deal: Deal, logs: DealLogs) -> None:
    """Checks what the deal's headers say against the deal the seed dealt (``logs``: the
    match's deals so far, read on)."""
    deals = logs.read_on(match._log_since(logs.start))
    if len(deals) < deal.number:
        waiting_for(match, deal)
    logged = deals[deal.number - 1]
    event = logged.deal
    rounds = written_draws(deal, match.players)
    if rounds and rounds != [[(s, c) for s, c in r] for r in logged.draws]:
        raise deal.headers_named("draw")[0].start.fail(
            f"the seed draws for the deal {draw_text(logged.draws)}"
        )
    dealer = written_dealer(deal, match.players)
    if dealer is not None and dealer != event["dealer"]:
        raise deal_line(deal, "dealer").fail(f"seat {event['dealer']} deals deal {deal.number}")
    hands = written_hands(deal, match.players)
    for seat, cards in event["hands"]:
        if seat not in hands:
            raise deal.start.start.fail(f"the record gives no hand of seat {seat}")
        written, line = hands.pop(seat)
        if written != cards:
            raise line.tokens[0].fail(f"the seed deals seat {seat} {cards}, not {written}")
    for seat, (_, line) in hands.items():
        raise line.start.fail(f"seat {seat} is out of the match and is dealt no hand")


def draw_text(rounds: list[list[list[Any]]]) -> str:
    return " / ".join(" ".join(f"{s}:{c}" for s, c in r) for r in rounds) or "nothing"


def deal_as_written(match: Any, deal: Deal) -> None:
    """Deals the deal as its headers write it (a record without a seed)."""
    waiting_for(match, deal)
    players = match.players
    hands = written_hands(deal, players)
    rounds = written_draws(deal, players)
    dealer = written_dealer(deal, players)
    if dealer is None:
        dealer = draw_winner(rounds) if rounds else rule_dealer(match, deal)
    try:
        match._deal_as(dealer, {s: c for s, (c, _) in hands.items()}, rounds or None)
    except zz.ZweiundzwanzigError as err:
        raise refused_at(deal, hands, str(err)).fail(str(err)) from None


def rule_dealer(match: Any, deal: Deal) -> int:
    """The dealer the rules fix: the only loser of the last showdown."""
    showdowns = [e for e in match.log if e["event"] == "showdown"]
    if showdowns and len(showdowns[-1]["losers"]) == 1:
        return int(showdowns[-1]["losers"][0])
    raise deal.start.start.fail(
        f"a draw picks the dealer of deal {deal.number}: write Dealer: N (or its Draw lines)"
    )


def refused_at(deal: Deal, hands: dict[int, tuple[str, Line]], message: str) -> Token:
    """The line an engine's refusal of a written deal is about: a seat's hand, a round of the
    draw or the dealer, else the deal line."""
    dealt = re.match(r"seat (\d+) is (dealt|out)", message)
    if dealt and int(dealt[1]) in hands:
        line = hands[int(dealt[1])][1]
        return line.tokens[0] if line.tokens else line.start
    draws = deal.headers_named("draw")
    if draws and "draw" in message:
        number = re.search(r"round (\d+)", message)
        return draws[min(int(number[1]) - 1, len(draws) - 1) if number else 0].start
    if re.search(r"dealer|deals deal|cannot deal", message):
        return deal_line(deal, "dealer")
    return deal.start.start


def check_result(match: Any, deal: Deal, logs: DealLogs) -> None:
    """Checks the deal's Result line (when written) against its showdown (``logs``: the
    match's deals so far, read on)."""
    if deal.result is None:
        return
    deals = logs.read_on(match._log_since(logs.start))
    result = deals[deal.number - 1].result if len(deals) >= deal.number else None
    if result is None:
        raise deal.result.start.fail(f"deal {deal.number} is not over: it has no result yet")
    records.check_line(deal.result, result)
