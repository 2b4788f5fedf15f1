"""Big Two in the frameworks (``zweiundzwanzig.rl``): its numbers, an episode (one game) and
its bounds, each argued from the rules (``tests/rl/test_openspiel.py`` checks them on random
episodes)."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core import big_two
from zweiundzwanzig._game import Bounds, Framework

HARSHEST_RATE = 4
"""The most penalty points a card left in hand costs (the harsh table's rate for 13 cards or
more; the standard table's top rate is 3)."""


def bounds(rules: Any, players: int, hands: list[int]) -> Bounds:
    """One game. The loser's penalty is at most the cards they were dealt, each at the
    harshest rate, doubled for each of the four twos they may hold with ``double_twos``; the
    winner takes none. A move is a play, of at least one card of those dealt, or a pass, and at
    most ``players - 1`` passes come between two plays (then the round is won and its winner
    must lead), the first move of the game being a lead: at most ``players`` moves a card dealt.
    """
    twos = 16 if rules.options()["double_twos"] else 1
    worst = max(hands) * HARSHEST_RATE * twos
    return Bounds(-float(worst), 0.0, None, players * sum(hands))


FRAMEWORK = Framework(
    observation_size=big_two.OBSERVATION_SIZE,
    actions=big_two.ACTIONS,
    one_game=lambda rules: rules.replace(games=1, penalty_limit=None),
    openspiel_name="python_big_two",
    constant_sum=False,
    returns=lambda match: [-float(t) for t in match.totals],
    bounds=bounds,
)
"""Big Two's encoding: the return is minus the game's penalty points."""
