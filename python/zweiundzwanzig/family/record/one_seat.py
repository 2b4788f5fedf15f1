"""Reading one seat's record (``[Recorder "N"]``): the recorder's view at its end, and its
decisions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zweiundzwanzig import records
from zweiundzwanzig.family.record.table import Table, start_table
from zweiundzwanzig.family.record.table_deal import begin_deal
from zweiundzwanzig.family.record.table_moves import seat_move, take_move
from zweiundzwanzig.family.record.table_showdown import end_deal
from zweiundzwanzig.family.record.tokens import DEAL
from zweiundzwanzig.family.record.written import check_headers
from zweiundzwanzig.records import Document, Tags

Decided = Callable[[int, Any, Any], None]


def walk(document: Document, tags: Tags, decided: Decided | None = None) -> Table:
    """Reads one seat's record to its end; ``decided(index, view, move)`` for each of the
    recorder's moves (``index`` its number among all the record's moves)."""
    table = start_table(tags)
    index = 0
    for deal in records.deals(document, DEAL):
        check_headers(deal, recorder=table.seat)
        begin_deal(table, deal)
        for token in deal.moves:
            if table.to_move == table.seat and table.phase in ("exchange", "play"):
                view, move = table.view(token), seat_move(table, token)
                if move not in view.legal_moves():
                    raise token.fail(f"seat {table.seat} cannot make {token.text!r} here")
                if decided is not None:
                    decided(index, view, move)
            take_move(table, deal, token)
            index += 1
        end_deal(table, deal)
    return table


def read_view(document: Document, tags: Tags) -> Any:
    """The recorder's view at the end of one seat's record, which must end at the recorder's
    turn (in the exchange or the tricks of a deal)."""
    table = walk(document, tags)
    if table.over:
        raise document.end.fail("the match is over: there is no turn to read a view at")
    if table.phase not in ("exchange", "play") or table.to_move != table.seat:
        raise document.end.fail(
            f"the record ends where seat {table.seat} is not to move: a view is read at its turn"
        )
    return table.view(document.end)


def recorder_decisions(document: Document, tags: Tags) -> list[tuple[int, Any, Any]]:
    """Each of the recorder's moves in one seat's record: its number among all the record's
    moves, the recorder's view just before it, the move."""
    found: list[tuple[int, Any, Any]] = []
    walk(document, tags, lambda index, view, move: found.append((index, view, move)))
    return found
