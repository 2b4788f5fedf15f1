"""The Zweiundzwanzig family, the library's first game, in its own package beside
`zweiundzwanzig.big_two` and `zweiundzwanzig.arschloch`: its terminal game (`play`), its
narration (`narrate`), its rules in words (`explain`), its position for ``advise`` (`advise`),
its words (`words`), its encoding for the frameworks (`framework`) and its entry in the
registry (`game`). Its classes and functions are the package root's (``zz.Match``,
``zz.legal_plays`` ...), and are here too:

>>> import zweiundzwanzig as zz
>>> from zweiundzwanzig import family
>>> family.Match is zz.Match, family.Rules.standard() == zz.Rules.standard()
(True, True)
"""

from zweiundzwanzig._core import (
    ACTIONS,
    MAX_PLAYERS,
    OBSERVATION_SIZE,
    Card,
    Match,
    MatchResult,
    Move,
    Play,
    Rules,
    View,
    beats,
    encode_batch,
    legal_plays,
    trick_winner,
)

__all__ = [
    "ACTIONS",
    "MAX_PLAYERS",
    "OBSERVATION_SIZE",
    "Card",
    "Match",
    "MatchResult",
    "Move",
    "Play",
    "Rules",
    "View",
    "beats",
    "encode_batch",
    "legal_plays",
    "trick_winner",
]
