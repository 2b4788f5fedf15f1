"""The Zweiundzwanzig family in the frameworks (``zweiundzwanzig.rl``): its numbers, an
episode (one whole match) and its bounds, each argued from the rules
(``tests/rl/test_openspiel.py`` checks them on random episodes)."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig import _core
from zweiundzwanzig._game import Bounds, Framework

HIGHEST_VALUE = 11
"""The highest value of a rank card (an ace), and so the most cards of a deal."""
JOKER_VALUE = 13


def bounds(rules: Any, players: int, hands: list[int]) -> Bounds:
    """One whole match: each winner gets ``1 / len(winners)``, the others 0, so the returns add
    up to 1. Every deal gives at least one player a loss card worth at least 2, and a player is
    out once their loss cards reach ``elimination``: a player takes at most
    ``ceil(elimination / 2)`` loss cards, and a match has at most ``players`` times that many
    deals. A deal gives each player at most the first deal's size or the highest value of a
    card; in a deal each player exchanges once and plays at least one card a move."""
    options = rules.options()
    highest = JOKER_VALUE if options["jokers_per_deck"] else HIGHEST_VALUE
    hand = max(options["first_deal"], highest)
    deals = players * -(-options["elimination"] // 2)
    return Bounds(0.0, 1.0, 1.0, deals * players * (1 + hand))


def returns(match: Any) -> list[float]:
    """``1 / len(winners)`` to each winner, 0 to the others."""
    winners = list(match.result.winners)
    return [1.0 / len(winners) if p in winners else 0.0 for p in range(match.players)]


FRAMEWORK = Framework(
    observation_size=_core.OBSERVATION_SIZE,
    actions=_core.ACTIONS,
    one_game=lambda rules: rules,
    openspiel_name="python_zweiundzwanzig",
    constant_sum=True,
    returns=returns,
    bounds=bounds,
)
"""The family's encoding: an episode is a whole match, its ids are places in a hand."""
