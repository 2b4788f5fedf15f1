"""Arschloch with two decks and six jokers (the rules: ``docs/rules/arschloch.md``).

Two to eleven players each get a pile of ten cards. The leader plays one card or several of one
rank (jokers join as that rank; aces and jokers alone are never led); in turn the others play as
many cards of a higher rank or pass. Aces, or jokers alone, win the round at once; a play that
comes back round unbeaten wins it too, and its player leads anew. The first player out of cards
is the first Chef, the last one left the last Arsch; before the next game the Ärsche give their
best cards to the Chefs for their worst. A match is a number of games; the lowest sum of
finishing positions wins.

>>> from zweiundzwanzig import arschloch
>>> m = arschloch.Match(players=4, rules=arschloch.Rules(games=2), seed=1)
>>> m.phase, m.game, m.games, m.cards_left
('play', 1, 2, [10, 10, 10, 10])
>>> lead = m.legal_moves()[0]          # the lowest lead: a single card
>>> m.apply(lead)
>>> m.table == (m.seating[0], lead)    # the play the next player must beat, and whose it is
True
>>> m.apply("pass")
>>> while not m.is_over:
...     m.apply(m.legal_moves()[-1])   # the last move listed: the pass, or the largest lead
>>> m.result.deals, len(m.roles), sorted(m.finishing_order) == [0, 1, 2, 3]
(2, 4, True)

Moves are `Move` objects (``Move("play", "Q Q *")``, ``Move("pass")``), or given to `Match.apply`
as cards (``"Q Q *"``) or ``"pass"``. An illegal move raises `zweiundzwanzig.IllegalMoveError`
saying why, and leaves the match as it was. A `View` is what one player may know; a match and a
view pickle and round-trip through ``to_json()`` / ``from_json()``.
"""

from zweiundzwanzig._core.arschloch import (
    ACTIONS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MOVE_CAPACITY,
    OBSERVATION_SIZE,
    Exchange,
    Match,
    MatchResult,
    Move,
    Rules,
    View,
    action_id,
    action_move,
    encode_batch,
    heuristic,
)

__all__ = [
    "ACTIONS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MOVE_CAPACITY",
    "OBSERVATION_SIZE",
    "Exchange",
    "Match",
    "MatchResult",
    "Move",
    "Rules",
    "View",
    "action_id",
    "action_move",
    "encode_batch",
    "heuristic",
]
