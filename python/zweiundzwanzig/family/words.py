"""The Zweiundzwanzig family in a player's words: how its advice names and explains its
figures."""

from __future__ import annotations

from zweiundzwanzig.display import CALIBRATED, AdviceWords

#: The family's advice, in a player's words.
ADVICE_WORDS = AdviceWords(
    win="chance to win the match",
    points="loss points this deal",
    explained=(
        "chance to win the match: your chance to win the whole match after that move. "
        + CALIBRATED
        + " loss points this deal: the loss points you can expect at this deal's showdown. "
        "playouts: how many times the search dealt the cards you cannot see at random (within "
        "what you have seen) and played the deal out."
    ),
    ranked="The moves are ranked by their chance to win the match.",
    pruned="in the exchange the search tries only discards of your highest cards",
)
