"""The games the review's benchmarks review: seeded games played by the heuristic with a random
move one time in five (so that there are mistakes to find), cut at the end of the first game
(Big Two, Arschloch) or played to the end of the match (the family)."""

from __future__ import annotations

import random
from typing import Any

from zweiundzwanzig._core import policy_move
from zweiundzwanzig.games import GAMES

#: The share of moves chosen at random instead of by the heuristic.
RANDOM_SHARE = 0.2


def one_game(game: str, players: int, seed: int) -> Any:
    """A match of ``game`` from ``seed``: the first game (Big Two, Arschloch) or the whole match
    (the family), the heuristic playing, a random legal move one time in five."""
    entry = GAMES[game]
    match = entry.match_class()(players, None, seed)
    chooser = random.Random(seed)
    first = entry.rounds == "games"
    while not match.is_over and not (first and match.game > 1):
        if chooser.random() < RANDOM_SHARE:
            moves = match.legal_moves()
            match.apply(moves[chooser.randrange(len(moves))])
        else:
            match.apply(policy_move(match, "heuristic", seed))
    return match
