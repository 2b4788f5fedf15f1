"""Big Two's table as the web page draws it (`zweiundzwanzig.web`), from one player's view: the
game and its dealer, the cards each player has left and who passed, the play to beat with its
combination, the face-up card of a deal that has one, the round so far, the penalty totals, the
hand from low to high as the terminal shows it, and the moves: play the selected cards, or pass.

Everything comes from the view (never from the match), in the words of the terminal game and of
the narrator (`zweiundzwanzig.big_two.narrate`).

>>> from zweiundzwanzig.big_two import Match
>>> view = Match(players=4, seed=1).view(0)
>>> [str(c) for c in hand(view)][:3]
['3♦', '3♥', '4♥']
>>> moves(view)[1]
{'action': 'play', 'cards': [0, 1], 'text': '3♥ 3♦ (a pair)'}
>>> move(view, "play", [0, 1])
Move('play', '3♥ 3♦')
>>> describe(view, ["You", "P1", "P2", "P3"])["prompt"]
'Your lead: a single, a pair, a triple or a five-card hand; it must contain 3♦.'
"""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core.big_two import View
from zweiundzwanzig.big_two.table.middle import piles, plays, seat
from zweiundzwanzig.big_two.table.narration import news
from zweiundzwanzig.big_two.table.selection import actions, hand, move, moves
from zweiundzwanzig.big_two.table.words import heading, prompt, result
from zweiundzwanzig.web.cards import cards_json

__all__ = ["describe", "hand", "move", "moves", "news"]


def describe(view: View, names: list[str]) -> dict[str, Any]:
    """The table as the page draws it for the view's player, who calls seat ``i`` ``names[i]``."""
    mine = not view.is_over and view.current_player == view.player
    return {
        "heading": heading(view, names),
        "prompt": prompt(view, names),
        "turn": view.current_player,
        "over": view.is_over,
        "seats": [seat(view, names, p) for p in range(view.players)],
        "piles": piles(view, names),
        "plays": plays(view),
        "hand": cards_json(hand(view)),
        "actions": actions(view) if mine else [],
        "result": result(view, names) if view.is_over else None,
    }
