"""The Zweiundzwanzig family's game records (``docs/records/zweiundzwanzig.md``): its part of
the notation of ``zweiundzwanzig.records``.

A deal is written::

    Deal 2
    Draw: 0:K 2:K        ; where a draw picks the dealer: one line a round, SEAT:CARD
    Draw: 0:9 2:4
    Dealer: 0
    Hand 1: A J 7 6 6 5 2     ; every seat in the match, as dealt (one seat's record: its own)
    Hand 2: K Q 5 4 3 3 2
    J-6/K-4 keep              ; the exchange, from the dealer's left: DISCARDED/DRAWN or keep
    7 3                       ; then the tricks, one a line: each play's cards joined by -
    Result: shown 1:8 2:9 losers 2 points 9 totals 0 0 9

Turns an empty stock takes are not written (the engine takes them). In one seat's record
(``[Recorder "N"]``) another seat's exchange is ``?-?/?-?`` (one ``?`` a card), and every deal
that ends carries its ``Result`` line (the showdown is how its cards are known).

The record is read and written in one module a part: the cards and move tokens
(``tokens.py``), a match's log deal by deal (``deal_log.py``), the writer (``write.py``), a
deal's header lines as written (``written.py``), a full record replayed into a match
(``replay.py``, its moves in ``replay_moves.py``) and one seat's record (``one_seat.py``, kept
up on a ``Table``: ``table.py``, ``table_deal.py``, ``table_moves.py``, ``table_showdown.py``).
"""

from __future__ import annotations

from zweiundzwanzig.family.record.one_seat import read_view, recorder_decisions
from zweiundzwanzig.family.record.replay import replay
from zweiundzwanzig.family.record.write import write, write_view

KEYWORDS = frozenset({"deal", "draw", "dealer", "hand", "result"})
"""The words the family's header lines start with."""

__all__ = ["KEYWORDS", "read_view", "recorder_decisions", "replay", "write", "write_view"]
