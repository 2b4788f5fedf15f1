"""A card as the page draws it, read from how a game writes the card: its text, the rank its
corner shows, its suit (None in the games without suits) and whether it is drawn in red.

>>> card_json("10♥")
{'text': '10♥', 'rank': '10', 'suit': '♥', 'red': True}
>>> card_json("*")
{'text': 'Joker', 'rank': '★', 'suit': None, 'red': False}
>>> card_json("K")
{'text': 'K', 'rank': 'K', 'suit': None, 'red': False}
"""

from __future__ import annotations

from typing import Any

SUITS = "♠♥♦♣"
RED_SUITS = "♥♦"
JOKERS = ("*", "Joker", "joker")


def card_json(text: str) -> dict[str, Any]:
    """The card written ``text`` (``"3♦"``, ``"10"``, ``"*"``) as the page's card."""
    if text in JOKERS:
        return {"text": "Joker", "rank": "★", "suit": None, "red": False}
    if len(text) > 1 and text[-1] in SUITS:
        return {"text": text, "rank": text[:-1], "suit": text[-1], "red": text[-1] in RED_SUITS}
    return {"text": text, "rank": text, "suit": None, "red": False}


def cards_json(cards: Any) -> list[dict[str, Any]]:
    """Each card of ``cards`` (any iterable of a game's cards) as the page's card."""
    return [card_json(str(c)) for c in cards]
