"""Big Two in a player's words: how its advice names and explains its figures."""

from __future__ import annotations

from zweiundzwanzig.display import CALIBRATED, AdviceWords

#: Big Two's advice, in a player's words.
ADVICE_WORDS = AdviceWords(
    win="chance to go out first",
    points="penalty points this game",
    explained=(
        "chance to go out first: your chance to win this game, by playing your last card before "
        "anyone else, after that move. "
        + CALIBRATED
        + " penalty points this game: the penalty points you can expect for the cards left in "
        "your hand when someone goes out (none if it is you). playouts: how many times the "
        "search dealt the cards you cannot see at random (within what you have seen: the plays, "
        "the face-up card) and played the game out."
    ),
    ranked=(
        "The moves are ranked by the advisor's score, which counts going out first and, when you "
        "do not, how few cards you are left with: a move with a slightly lower chance to go out "
        "first can rank above one that risks more penalty points."
    ),
    pruned="the search tries the plays a good player weighs, from the way your hand splits "
    "into combinations",
)
