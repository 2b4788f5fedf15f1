"""A deal of one seat's record ended: its showdown as the Result line shows it."""

from __future__ import annotations

from zweiundzwanzig import _core as zz
from zweiundzwanzig import records
from zweiundzwanzig.family.record.deal_log import result_text
from zweiundzwanzig.family.record.table import Table
from zweiundzwanzig.family.record.tokens import one_card
from zweiundzwanzig.records import Deal, Line, Token


def end_deal(table: Table, deal: Deal) -> None:
    """The deal's showdown as its Result line shows it (one seat's record writes it for every
    deal that ends)."""
    if deal.result is None:
        return
    if table.phase != "showdown":
        raise deal.result.start.fail(f"deal {deal.number} is not over: it has no result yet")
    shown = shown_cards(table, deal.result)
    top = max((zz.Card(c) for _, c in shown))
    losers = [s for s, c in shown if zz.Card(c) == top]
    points = card_value(str(top))
    for seat in losers:
        table.totals[seat] += points
        table.loss_cards[seat].append(str(top))
    out = [s for s, _ in shown if table.totals[s] >= table.options["elimination"]]
    records.check_line(
        deal.result, result_text([list(p) for p in shown], losers, points, table.totals, out)
    )
    table.out += out
    table.phase, table.target, table.last_losers = "dealing", points, losers
    table.over = len(table.in_match()) <= 1


def shown_cards(table: Table, line: Line) -> list[tuple[int, str]]:
    """The cards the Result line shows, each seat in the match once, the recorder's its last."""
    shown = []
    for token in line.tokens[1:]:
        if ":" not in token.text:
            break
        seat, _, card = token.text.partition(":")
        shown.append(
            (
                records.seat(Token(seat, token.line, token.column), table.players),
                one_card(token, card),
            )
        )
    seats = [s for s, _ in shown]
    if not line.tokens or line.tokens[0].text != "shown" or seats != table.in_match():
        at = line.tokens[0] if line.tokens else line.start
        raise at.fail(f"the result starts: shown {' '.join(f'{s}:CARD' for s in table.in_match())}")
    mine = dict(shown).get(table.seat)
    if mine is not None and [mine] != table.hand:
        raise line.tokens[1 + seats.index(table.seat)].fail(
            f"seat {table.seat} shows {' '.join(table.hand)}"
        )
    return shown


def card_value(card: str) -> int:
    """A card's points (1.1): 2-10 face value, J Q K 10, A 11, joker 13."""
    return {"J": 10, "Q": 10, "K": 10, "A": 11, "*": 13}.get(card) or int(card)
