"""The player's side of Big Two's table on the web page: the hand from low to high, the legal
moves with the places of their cards in it, the buttons, and the move a request names."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core.big_two import Card, Move, View
from zweiundzwanzig.big_two.narrate import Narrator

ACTIONS = "play, pass"
"""The actions `move` reads, as its error names them."""


def hand(view: View) -> list[Card]:
    """The player's hand from the weakest card up in the rule set's order, as the terminal shows
    it (a view holds it from the strongest down)."""
    return list(reversed(view.hand))


def moves(view: View) -> list[dict[str, Any]]:
    """The player's legal moves in the order the view lists them (the weakest plays first, then
    the pass), each with the places in `hand` of its cards; none when it is not their turn."""
    if view.is_over or view.current_player != view.player:
        return []
    places = {card: i for i, card in enumerate(hand(view))}
    narrator = Narrator(view.player, view.rules)
    return [_move_json(m, places, narrator) for m in view.legal_moves()]


def _move_json(move: Move, places: dict[Card, int], narrator: Narrator) -> dict[str, Any]:
    if move.is_pass:
        return {"action": "pass", "cards": [], "text": "Pass"}
    cards = sorted(places[c] for c in move.cards)
    return {"action": "play", "cards": cards, "text": narrator.cards(str(move))}


def move(view: View, action: str, cards: list[int]) -> Move | str:
    """The move of ``action`` with the cards at ``cards`` in `hand`: the legal move it names, or,
    when none does, the cards as text, for the match to refuse in its own words."""
    if action == "pass":
        if cards:
            raise ValueError(f"a pass takes no cards, not {len(cards)}: select none to pass")
        return Move("pass")
    if action != "play":
        raise ValueError(f"there is no action {action!r} in Big Two: the actions are {ACTIONS}")
    held = hand(view)
    chosen = {held[i] for i in cards}
    for legal in view.legal_moves():
        if not legal.is_pass and set(legal.cards) == chosen:
            return legal
    return " ".join(str(held[i]) for i in cards)


def actions(view: View) -> list[dict[str, str]]:
    """The buttons at the player's turn: play the selected cards when some play is legal, pass
    when a pass is (not when leading)."""
    legal = view.legal_moves()
    found = []
    if any(not m.is_pass for m in legal):
        found.append({"action": "play", "label": "Play", "cards": "some"})
    if any(m.is_pass for m in legal):
        found.append({"action": "pass", "label": "Pass", "cards": "none"})
    return found
