"""Arschloch in a player's words: how its advice names and explains its figures."""

from __future__ import annotations

from zweiundzwanzig.display import CALIBRATED, AdviceWords

#: Arschloch's advice, in a player's words.
ADVICE_WORDS = AdviceWords(
    win="chance to go out first",
    points="expected place this game",
    explained=(
        "chance to go out first: your chance to finish this game first, as Chef, after that "
        "move. "
        + CALIBRATED
        + " expected place this game: the finishing position you can expect (1: first out; "
        "the last out is Arsch). playouts: how many times the search dealt the cards you cannot "
        "see at random (within what you have seen: the exchange, the plays, who passed the lead) "
        "and played the game out."
    ),
    ranked=(
        "The moves are ranked by how far up you can expect to finish, not only by the chance to "
        "go out first: a move that keeps you from the bottom can rank above a long shot at the "
        "top."
    ),
)
