"""Big Two with its regional variants (the rules: ``docs/rules/big_two.md``).

Two to four players share one deck (13 cards each at four, 17 at three with the last card face
up, 13 or 17 at two with the rest out of play). Cards keep their suits: ``"3d"``, ``"3♦"``,
``"10h"``, ``"Th"``. A card's strength is its rank (3 lowest, then 4 ... A, and 2 highest), then
its suit (♦ ♣ ♥ ♠ in the standard order). The holder of the lowest card leads with it; in turn
each player beats the last play with as many cards (a single, a pair, a triple, or a five-card
hand: straight, flush, full house, four of a kind, straight flush) or passes. When everyone else
has passed, the round is the last player's, who leads anew. The game ends the moment a hand is
empty; the others score penalty points for the cards they hold. The lowest total wins.

>>> from zweiundzwanzig import big_two
>>> m = big_two.Match(players=4, rules=big_two.Rules(games=2), seed=1)
>>> m.phase, m.game, m.cards_left, str(m.must_hold)
('play', 1, [13, 13, 13, 13], '3♦')
>>> lead = m.legal_moves()[0]          # the lowest lead: the 3♦ alone
>>> m.apply(lead)
>>> m.table == (m.table[0], lead), m.legal_moves()[-1]
(True, Move('pass'))
>>> m.apply("pass")
>>> while not m.is_over:
...     m.apply(m.legal_moves()[0])    # the weakest play, or the pass when there is none
>>> m.result.deals, len(m.result.game_winners)
(2, 2)
>>> big_two.combination("Kh Ks Kd 4c 4s"), big_two.beats("9s 9d", "9h 9c")
('full_house', True)

Moves are `Move` objects (``Move("play", "3d 3s")``, ``Move("pass")``), or given to
`Match.apply` as cards (``"3d 3s"``) or ``"pass"``. An illegal move raises
`zweiundzwanzig.IllegalMoveError` saying why, and leaves the match as it was. A `View` is what
one player may know; a match and a view pickle and round-trip through ``to_json()`` /
``from_json()``. Cards have no order of their own (it depends on the rule set's suit order): a
hand comes sorted from the strongest card down, and ``rules.sorted(cards)`` or
``key=rules.strength`` sort by a rule set's order.
"""

from zweiundzwanzig._core.big_two import (
    ACTIONS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MOVE_CAPACITY,
    OBSERVATION_SIZE,
    Card,
    Match,
    MatchResult,
    Move,
    Rules,
    View,
    action_id,
    action_move,
    beats,
    combination,
    encode_batch,
    heuristic,
)

__all__ = [
    "ACTIONS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MOVE_CAPACITY",
    "OBSERVATION_SIZE",
    "Card",
    "Match",
    "MatchResult",
    "Move",
    "Rules",
    "View",
    "action_id",
    "action_move",
    "beats",
    "combination",
    "encode_batch",
    "heuristic",
]
