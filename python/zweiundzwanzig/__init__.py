"""zweiundzwanzig: the Zweiundzwanzig family of card games with a fast Rust core.

>>> import zweiundzwanzig as zz
>>> zz.legal_plays("K K 6 3 2 2", ["5 5 5", "10 9 7"])
[Play('3 2 2')]
>>> zz.trick_winner(["7", "7", "10", "2"])
2
"""

from zweiundzwanzig import arschloch, big_two, family, games
from zweiundzwanzig._core import (
    ACTIONS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MOVE_CAPACITY,
    OBSERVATION_SIZE,
    Advice,
    BusyError,
    Card,
    CardError,
    IllegalMoveError,
    Interrupted,
    Match,
    MatchResult,
    Move,
    Play,
    PolicyError,
    Rules,
    RulesError,
    StateError,
    View,
    ZweiundzwanzigError,
    advise,
    beats,
    encode_batch,
    heuristic,
    legal_plays,
    trick_winner,
)
from zweiundzwanzig.elo import Rating, Ratings, elo_ratings
from zweiundzwanzig.records.errors import RecordError
from zweiundzwanzig.review import Review, Reviewed, review
from zweiundzwanzig.simulate import SimulationResult, Summary, simulate
from zweiundzwanzig.tournament import Standing, TournamentResult, tournament

__version__ = "0.1.0"

__all__ = [
    "ACTIONS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MOVE_CAPACITY",
    "OBSERVATION_SIZE",
    "Advice",
    "BusyError",
    "Card",
    "CardError",
    "IllegalMoveError",
    "Interrupted",
    "Match",
    "MatchResult",
    "Move",
    "Play",
    "PolicyError",
    "Rating",
    "Ratings",
    "RecordError",
    "Review",
    "Reviewed",
    "Rules",
    "RulesError",
    "SimulationResult",
    "Standing",
    "StateError",
    "Summary",
    "TournamentResult",
    "View",
    "ZweiundzwanzigError",
    "__version__",
    "advise",
    "arschloch",
    "beats",
    "big_two",
    "elo_ratings",
    "encode_batch",
    "family",
    "games",
    "heuristic",
    "legal_plays",
    "review",
    "simulate",
    "tournament",
    "trick_winner",
]
