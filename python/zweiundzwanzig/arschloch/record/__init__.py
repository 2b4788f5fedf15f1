"""Arschloch's part of the game record notation (``docs/records/arschloch.md``).

A game of the match is written::

    Game 2
    Dealer: 3
    Hand 0: * A A K 10 9 6 5 3 2        (every seat's hand as dealt, before the exchange)
    ...
    Exchange 3 to 1: *-A / 2-2          (the Arsch 3 gives its best to the Chef 1, gets 2 2)
    5 pass 9 pass K pass pass           (one move a token, the seat implied by the turn)
    ...
    Result: 1 0 2 3, totals 5 3 7 9     (the finishing order, first out first; the totals)

Moves are the cards of a play joined by ``-`` (``Q-Q-*``) or ``pass``. Under ``chef_chooses``
the Exchange line holds only what the Arsch gave; the Chef's choice of what to give back is a
move token at the start of the game's moves. A one-seat record (``[Recorder "N"]``) writes only
the recorder's hand; an exchange or a Chef's choice it did not see has ``?`` for each card
(``?-?``).

Reading a one-seat record follows the table's public course (whose turn it is, who is out) to
attribute each move to its seat; the recorder's view at a decision is made by
`View.describe` from what the record shows, which replays the game with the engine's rules.
"""

from __future__ import annotations

from zweiundzwanzig.arschloch.record.one_seat import read_view, recorder_decisions
from zweiundzwanzig.arschloch.record.replay import replay
from zweiundzwanzig.arschloch.record.write import write, write_view

KEYWORDS = frozenset({"game", "dealer", "hand", "exchange", "result"})
"""The words Arschloch's header lines start with."""

__all__ = ["KEYWORDS", "read_view", "recorder_decisions", "replay", "write", "write_view"]
