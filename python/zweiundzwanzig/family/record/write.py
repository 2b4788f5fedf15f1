"""Writing the family's records: a match's (a full record, or one seat's) and a view's."""

from __future__ import annotations

import dataclasses
from typing import Any

from zweiundzwanzig import records
from zweiundzwanzig.family.record.deal_log import DealLog, deal_logs
from zweiundzwanzig.family.record.tokens import dashed, exchange_token
from zweiundzwanzig.games import game_of
from zweiundzwanzig.records import Tags


def write(match: Any, **details: Any) -> str:
    """``match`` as a record: every deal with its draw, dealer, hands, exchanges, tricks and
    result; ``recorder=N`` writes one seat's record (its hand and exchanges only, no seed)."""
    tags = records.match_tags(match, **details)
    recorder = tags.recorder
    if recorder is not None:
        tags = dataclasses.replace(tags, seed=None)
    return records.record_text(tags, body_lines(deal_logs(match.log, match.players), recorder))


def body_lines(deals: list[DealLog], recorder: int | None) -> list[str]:
    """The deals' lines, a blank line between two deals."""
    body: list[str] = []
    for deal in deals:
        body += [""] * bool(body) + deal_lines(deal, recorder)
    return body


def write_view(view: Any, **details: Any) -> str:
    """What ``view`` shows, as its seat's record (``details`` as for `write`): the same record
    as ``write(match, recorder=view.player)`` of its match. A view that does not show its match
    from the first deal on, each hand its seat was dealt (a described position), cannot be
    written."""
    deals = deal_logs(view.log, view.players)
    if not deals or deals[0].deal["deal"] != 1 or not all(dealt(d, view.player) for d in deals):
        raise ValueError(
            "this view does not show its match from the first deal (a described position): "
            "a record starts at deal 1"
        )
    end = [e["winners"] for e in view.log if e["event"] == "end"]
    tags = Tags(
        game=game_of(view),
        rules=view.rules,
        players=view.players,
        recorder=view.player,
        winners=tuple(end[0]) if end else None,
        **details,
    )
    return records.record_text(tags, body_lines(deals, view.player))


def dealt(deal: DealLog, seat: int) -> bool:
    """Whether the deal's log shows the hand ``seat`` was dealt (a seat out is dealt none)."""
    return all(cards is not None for s, cards in deal.deal["hands"] if s == seat)


def deal_lines(deal: DealLog, recorder: int | None) -> list[str]:
    """A deal's lines (see the module's documentation)."""
    event = deal.deal
    lines = [records.header("Deal", event["deal"])]
    lines += [records.header("Draw", rest=" ".join(f"{s}:{c}" for s, c in r)) for r in deal.draws]
    lines.append(records.header("Dealer", rest=str(event["dealer"])))
    for seat, cards in event["hands"]:
        if recorder is None or seat == recorder:
            lines.append(records.header("Hand", seat, cards))
    lines += records.moves_lines(exchange_tokens(deal, recorder))
    trick: list[str] = []
    for e in deal.events:
        if e["event"] == "play":
            trick.append(dashed(e["cards"]))
        elif e["event"] == "trick":
            lines += records.moves_lines(trick)
            trick = []
    lines += records.moves_lines(trick)
    if deal.result is not None:
        lines.append(records.header("Result", rest=deal.result))
    return lines


def exchange_tokens(deal: DealLog, recorder: int | None) -> list[str]:
    """The exchanges the players made (not the turns an empty stock took), as tokens."""
    stock = deal.deal["stock"]
    tokens = []
    for e in deal.events:
        if e["event"] != "exchange":
            continue
        if stock > 0:
            seen = recorder is None or e["player"] == recorder
            discarded, drawn = (e["discarded"], e["drawn"]) if seen else (None, None)
            tokens.append(exchange_token(discarded, drawn, e["count"]))
        stock -= e["count"]
    return tokens
