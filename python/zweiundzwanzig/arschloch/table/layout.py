"""An Arschloch table as the page draws it (the schema: ``zweiundzwanzig.web``): the seats with
their roles, cards left, places out and totals; what lies in the middle (the play to beat, the
exchange before the game, the cards out of play); the round so far; the hand; what the player
may do; and the standings at the end. All of it is read from the player's view."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core.arschloch import Exchange, View
from zweiundzwanzig.arschloch.table import round as this
from zweiundzwanzig.arschloch.table import words
from zweiundzwanzig.arschloch.table.selection import giving_back, hand, leading
from zweiundzwanzig.web.cards import cards_json


def describe(view: View, names: list[str]) -> dict[str, Any]:
    """The table seen from ``view``, ``names[i]`` naming seat ``i``."""
    return {
        "heading": words.heading(view, names),
        "prompt": words.prompt(view, names),
        "turn": view.current_player,
        "over": view.is_over,
        "seats": [seat(view, names, p) for p in range(view.players)],
        "piles": piles(view, names),
        "plays": this.plays(view.log),
        "hand": cards_json(hand(view)),
        "actions": actions(view),
        "result": words.result(view, names) if view.is_over else None,
    }


def shown_exchanges(view: View) -> list[Exchange]:
    """The pairs of this game's exchange, while it is news: while the Chefs choose what to give
    back, and through the game's first round."""
    if view.giving_back is not None or this.exchange_is_news(view.log):
        return list(view.exchanges)
    return []


def seat(view: View, names: list[str], p: int) -> dict[str, Any]:
    """Seat ``p``: its cards left, total and role, and its badges."""
    return {
        "name": names[p],
        "cards": view.cards_left[p],
        "total": f"total {view.totals[p]}",
        "role": words.role(view, p),
        "notes": notes(view, names, p),
    }


def notes(view: View, names: list[str], p: int) -> list[str]:
    """Seat ``p``'s badges: dealer, out and in what place (the last one left holds cards),
    what it gave in the exchange, and whether it passed since the round's last play."""
    badges = []
    if p == view.dealer:
        badges.append("dealer")
    if p in view.finished:
        place = words.ordinal(view.finished.index(p) + 1)
        badges.append(f"out {place}" if view.cards_left[p] == 0 else f"last, {place}")
    for pair in shown_exchanges(view):
        if pair.giver == p:
            badges.append(f"gave {pair.count} to {words.who(view, names, pair.taker)}")
    if not view.is_over and p in this.passed(view.log):
        badges.append("passed")
    return badges


def piles(view: View, names: list[str]) -> list[dict[str, Any]]:
    """What lies in the middle: the play to beat, the player's own exchange, the cards out of
    play."""
    shown = []
    if view.table is not None:
        shown.append(on_table(view, names))
    for pair in shown_exchanges(view):
        if view.player in (pair.giver, pair.taker):
            shown += exchange_piles(view, names, pair)
    if view.out_of_play_count:
        shown.append(pile("Out of play", [], view.out_of_play_count, "unseen"))
    return shown


def pile(label: str, cards: Any, count: int | None, note: str | None) -> dict[str, Any]:
    """A pile of the middle: its face-up ``cards`` and ``count`` cards face down."""
    return {"label": label, "cards": cards_json(cards), "count": count, "note": note}


def on_table(view: View, names: list[str]) -> dict[str, Any]:
    """The round's last play: the play to beat, or one come back unbeaten to its player."""
    assert view.table is not None
    seat, play = view.table
    if leading(view):
        owner = "your" if seat == view.player else f"{names[seat]}'s"
        return pile("On the table", play.cards, None, f"{owner} play, come back unbeaten")
    return pile("To beat", play.cards, None, f"by {words.who(view, names, seat)}")


def exchange_piles(view: View, names: list[str], pair: Exchange) -> list[dict[str, Any]]:
    """The player's pair of the exchange: the Arsch's best cards, and the cards given back
    once given (face down while the Chef has yet to choose)."""
    giver, taker = words.who(view, names, pair.giver), words.who(view, names, pair.taker)
    best = "best card" if pair.count == 1 else f"{pair.count} best cards"
    owner = "your" if pair.giver == view.player else f"{giver}'s"
    given = pile("Exchange", pair.given or [], None, f"{owner} {best}, to {taker}")
    if pair.returned is None:
        waiting = pile("Given back", [], pair.count, f"{taker} to give back to {giver}")
        return [given] if giving_back(view) else [given, waiting]
    back = pile("Given back", pair.returned, None, f"by {taker}, to {giver}")
    return [given, back]


def actions(view: View) -> list[dict[str, str]]:
    """What the player may do now: give back the cards selected (a Chef's choice), or play
    the cards selected and pass where a pass is legal."""
    if view.is_over or view.current_player != view.player:
        return []
    if giving_back(view):
        count = view.giving_back.count if view.giving_back is not None else 0
        return [{"action": "give", "label": f"Give back {words.cards(count)}", "cards": "some"}]
    listed = view.legal_moves()
    offered = []
    if any(not m.is_pass for m in listed):
        offered.append({"action": "play", "label": "Play selected", "cards": "some"})
    if any(m.is_pass for m in listed):
        label = "Pass the lead" if leading(view) else "Pass"
        offered.append({"action": "pass", "label": label, "cards": "none"})
    return offered
