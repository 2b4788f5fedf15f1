"""An Arschloch player's moves as the page offers them, and the move a request names.

A request names its cards by their places in `hand` (low to high). Cards have no suits, so
cards of one rank are alike: a move's cards are found in the hand rank by rank, the lowest
places first. The actions are ``play`` and ``pass``, and, while a Chef chooses the cards to
give back (the house rule ``chef_chooses``), ``give``."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core import Card
from zweiundzwanzig._core.arschloch import Move, View

#: The actions a request may name.
ACTIONS = ("play", "pass", "give")


def hand(view: View) -> list[Card]:
    """The player's hand from low to high (the view lists it from high to low); while a Chef
    chooses what to give back, the hand as dealt."""
    return list(reversed(view.hand))


def giving_back(view: View) -> bool:
    """Whether the view's player is the Chef choosing the cards to give back."""
    return view.giving_back is not None and view.current_player == view.player


def leading(view: View) -> bool:
    """Whether the player to move leads: a new round, or their own play come back unbeaten."""
    return view.table is None or view.table[0] == view.current_player


def places(cards: Any, held: list[Card]) -> list[int]:
    """The places in ``held`` of ``cards`` (each of them held), the lowest free place of each
    rank first."""
    taken: set[int] = set()
    found = []
    for card in cards:
        i = next(i for i, c in enumerate(held) if i not in taken and str(c) == str(card))
        taken.add(i)
        found.append(i)
    return sorted(found)


def moves(view: View) -> list[dict[str, Any]]:
    """The player's legal moves, each with its action, its cards' places in `hand` and its
    words; none when it is not the player's turn."""
    if view.is_over or view.current_player != view.player:
        return []
    held = hand(view)
    give = giving_back(view)
    listed: list[dict[str, Any]] = []
    for m in view.legal_moves():
        if m.is_pass:
            text = "pass the lead" if leading(view) else "pass"
            listed.append({"action": "pass", "cards": [], "text": text})
        else:
            action, text = ("give", f"give back {m}") if give else ("play", str(m))
            listed.append({"action": action, "cards": places(m.cards, held), "text": text})
    return listed


def move(view: View, action: str, cards: list[int]) -> Move | str:
    """The move a request names: ``action`` with the cards at places ``cards`` of `hand`
    (distinct places in range). Whether it is legal is left to the match, which says why not;
    an action not taken now is a `ValueError` naming those that are."""
    if action not in ACTIONS:
        raise ValueError(f"unknown action {action!r}: the actions are {', '.join(ACTIONS)}")
    expected = ("give",) if view.giving_back is not None else ("play", "pass")
    if action not in expected:
        raise ValueError(f"no {action} now: the actions now are {', '.join(expected)}")
    if action == "pass":
        return Move("pass")
    held = hand(view)
    chosen = [held[i] for i in cards]
    if not chosen:
        return ""  # the match refuses a play of no cards, and says how to pass
    return Move("play", chosen)
