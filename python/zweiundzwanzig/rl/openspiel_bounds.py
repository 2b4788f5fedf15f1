"""The bounds OpenSpiel asks of a game (``GameInfo``): its utilities and its longest episode,
each argued from the rules in the game's own package (its ``framework`` module).
``tests/rl/test_openspiel.py`` checks them on random episodes."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig.games import Bounds, Game

__all__ = ["Bounds", "bounds_of"]


def bounds_of(game: Game, rules: Any, players: int) -> Bounds:
    """The bounds of an episode of ``game`` under ``rules`` at ``players`` seats (each game
    argues its own: ``Game.framework.bounds``)."""
    first = game.match_class()(players=players, rules=rules, seed=0)
    hands = [len(first.hand(p)) for p in range(players)]
    return game.framework.bounds(rules, players, hands)
