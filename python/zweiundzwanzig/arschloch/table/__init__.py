"""Arschloch's table as the web page draws it (``zweiundzwanzig.web``): the five functions a
game's table module gives, each read from one player's view and nothing else.

- `hand`: the player's cards from low to high, as the terminal shows them; card ``i`` of a
  request is ``hand(view)[i]``.
- `describe`: the table (roles, cards left, who is out and in what place, the round and what
  it has to beat, the exchange before the game, the totals) and what the player may do.
- `moves` and `move`: the legal moves as the page offers them, and the move a request names
  (``play``, ``pass``, and ``give``: a Chef's choice of the cards to give back under the house
  rule ``chef_chooses``).
- `news`: the log in the narrator's words.

>>> from zweiundzwanzig import arschloch
>>> from zweiundzwanzig.arschloch import table
>>> view = arschloch.Match(players=4, seed=1).view(2)
>>> " ".join(str(c) for c in table.hand(view))
'2 3 3 7 8 10 A A A *'
>>> table.describe(view, ["You", "P1", "P2", "P3"])["prompt"]
'Your lead: one card or several of one rank, jokers may join (no aces, no jokers alone)'
>>> [m["text"] for m in table.moves(view)]
['2', '3', '7', '8', '10', '2 *', '3 3', '3 *', '7 *', '8 *', '10 *', '3 3 *']
"""

from __future__ import annotations

from zweiundzwanzig.arschloch.table.layout import describe
from zweiundzwanzig.arschloch.table.log import news
from zweiundzwanzig.arschloch.table.selection import hand, move, moves

__all__ = ["describe", "hand", "move", "moves", "news"]
