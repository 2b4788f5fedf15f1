"""The bounds OpenSpiel asks of a game (``GameInfo``): its utilities and its longest episode,
each argued from the rules. ``tests/rl/test_openspiel.py`` checks them on random episodes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from zweiundzwanzig.games import Game

HARSHEST_RATE = 4
"""The most penalty points a card left in hand costs in Big Two (the harsh table's rate for
13 cards or more; the standard table's top rate is 3)."""
HIGHEST_VALUE = 11
"""The highest value of a rank card in the family (an ace), and so the most cards of a deal."""
JOKER_VALUE = 13


@dataclass(frozen=True)
class Bounds:
    """A game's ``GameInfo`` bounds for one rule set and table."""

    min_utility: float
    max_utility: float
    utility_sum: float | None
    """The sum of every player's return, for a constant-sum game; None for Big Two."""
    max_game_length: int
    """The most decisions an episode can take (chance nodes not counted)."""


def bounds_of(game: Game, rules: Any, players: int) -> Bounds:
    """The bounds of an episode of ``game`` under ``rules`` at ``players`` seats."""
    first = game.match_class()(players=players, rules=rules, seed=0)
    hands = [len(first.hand(p)) for p in range(players)]
    if game.name == "big_two":
        return big_two_bounds(rules, players, hands)
    if game.name == "arschloch":
        return arschloch_bounds(players, hands)
    return family_bounds(rules, players)


def big_two_bounds(rules: Any, players: int, hands: list[int]) -> Bounds:
    """Big Two, one game. The loser's penalty is at most the cards they were dealt, each at the
    harshest rate, doubled for each of the four twos they may hold with ``double_twos``; the
    winner takes none. A move is a play, of at least one card of those dealt, or a pass, and at
    most ``players - 1`` passes come between two plays (then the round is won and its winner
    must lead), the first move of the game being a lead: at most ``players`` moves a card dealt.
    """
    twos = 16 if rules.options()["double_twos"] else 1
    worst = max(hands) * HARSHEST_RATE * twos
    return Bounds(-float(worst), 0.0, None, players * sum(hands))


def arschloch_bounds(players: int, hands: list[int]) -> Bounds:
    """Arschloch, one game: the return is minus the finishing position, 1 to ``players``, and
    the positions always add up to ``players * (players + 1) / 2``. A move is a play (of at
    least one card of those dealt), a pass of the play or a pass of the lead; between two plays
    come at most ``players - 1`` of each (a lead passed all the way round comes back to a player
    who must lead), and before the first play at most ``players - 1`` passes of the lead."""
    n = float(players)
    return Bounds(-n, -1.0, -n * (n + 1) / 2, (2 * players - 1) * sum(hands) + players)


def family_bounds(rules: Any, players: int) -> Bounds:
    """The family, one whole match: each winner gets ``1 / len(winners)``, the others 0, so the
    returns add up to 1. Every deal gives at least one player a loss card worth at least 2, and
    a player is out once their loss cards reach ``elimination``: a player takes at most
    ``ceil(elimination / 2)`` loss cards, and a match has at most ``players`` times that many
    deals. A deal gives each player at most the first deal's size or the highest value of a
    card; in a deal each player exchanges once and plays at least one card a move."""
    options = rules.options()
    highest = JOKER_VALUE if options["jokers_per_deck"] else HIGHEST_VALUE
    hand = max(options["first_deal"], highest)
    deals = players * -(-options["elimination"] // 2)
    return Bounds(0.0, 1.0, 1.0, deals * players * (1 + hand))
