"""Big Two's game records (``docs/records/big_two.md``, the notation of ``docs/records.md``).

A record's body is the match game by game, in Big Two's words:

- ``Game N`` starts game N (from 1, each the next), then its header lines: ``Dealer: S``,
  ``Hand S: cards`` (the hand as dealt; every seat's in a full record, only the recorder's in a
  one-seat record), ``Face-up: CARD S`` (three players: the card dealt face up and its taker) and
  ``Leader: S`` (the seat of the game's first play; written in one-seat records, where the
  reader cannot always see it).
- Then its moves, one round a line: a play is its cards joined by ``-`` (``3♦-3♠``,
  ``9♥-8♠-7♦-6♣-5♥``), a pass is ``pass``; the seat is whose turn it is.
- Then ``Result: winner S, penalties P0 P1 ..., totals T0 T1 ...`` once the game is over.

``write`` writes a match (``write_view`` a view, as its seat's record); ``replay`` reads a full
record into a `Match` (from its ``[Seed]``, each written deal checked against it, or without one
dealt as written); ``read_view`` and ``recorder_decisions`` read a one-seat record
(``[Recorder]``) into the recorder's views.
"""

from __future__ import annotations

from zweiundzwanzig.big_two.record.one_seat import read_view, recorder_decisions
from zweiundzwanzig.big_two.record.replay import replay
from zweiundzwanzig.big_two.record.write import write, write_view
from zweiundzwanzig.big_two.record.written import DEAL

KEYWORDS = frozenset({DEAL, "dealer", "hand", "face-up", "leader", "result"})
"""The words Big Two's header lines start with."""

__all__ = ["KEYWORDS", "read_view", "recorder_decisions", "replay", "write", "write_view"]
