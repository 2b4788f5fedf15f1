"""What lies on Big Two's table on the web page: each seat with its cards left, its penalty
total and its badges; the piles in the middle (the play to beat, the face-up card, the cards out
of play); and the round so far."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core.big_two import View, combination
from zweiundzwanzig.big_two.narrate import KINDS
from zweiundzwanzig.big_two.table.words import kind, leads, places, points, within
from zweiundzwanzig.web.cards import cards_json

ROUND_STARTS = ("deal", "round_won")
"""The events after which a round starts on an empty table."""


def seat(view: View, names: list[str], p: int) -> dict[str, Any]:
    """Seat ``p``: its name, the cards it holds, its penalty total and its badges."""
    return {
        "name": names[p],
        "cards": view.cards_left[p],
        "total": points(view.totals[p]),
        "role": None,
        "notes": notes(view, p),
    }


def notes(view: View, p: int) -> list[str]:
    """The badges of seat ``p``: the dealer, whose play is on the table, who passed, who holds
    one card, who went out, and at the end who won."""
    found = []
    if p == view.dealer:
        found.append("dealer")
    if view.table is not None and view.table[0] == p:
        found.append("on the table")
    if p in view.passed:
        found.append("passed")
    left = view.cards_left[p]
    if left == 1:
        found.append("one card left")
    elif left == 0:
        found.append("out")
    if view.is_over and places(view.totals)[p] == 1:
        found.append("winner")
    return found


def piles(view: View, names: list[str]) -> list[dict[str, Any]]:
    """The middle of the table: the play to beat (until the match is over), the deal's face-up
    card, the cards out of play (two players)."""
    found = [] if view.is_over else [_to_beat(view, names)]
    if view.face_up is not None:
        card, taker = view.face_up
        found.append(
            _pile("Face-up card", cards_json([card]), None, f"taken by {within(names, taker)}")
        )
    if view.out_of_play_count:
        found.append(_pile("Out of play", [], view.out_of_play_count, "unseen"))
    return found


def _pile(label: str, cards: list[Any], count: int | None, note: str | None) -> dict[str, Any]:
    return {"label": label, "cards": cards, "count": count, "note": note}


def _to_beat(view: View, names: list[str]) -> dict[str, Any]:
    if view.table is None:
        leader = view.current_player
        note = None if leader is None else f"a new round: {leads(names, leader)}"
        return _pile("To beat", [], None, note)
    p, play = view.table
    cards = cards_json(view.rules.sorted(play))
    return _pile("To beat", cards, None, f"{kind(play)}, by {within(names, p)}")


def plays(view: View) -> list[dict[str, Any]]:
    """The round so far, lead first: each play with its combination, each pass. At the end of
    the match, the last round of its last game."""
    log = view.log
    starts = [i + 1 for i, e in enumerate(log) if e["event"] in ROUND_STARTS]
    start = starts[-1] if starts else 0
    return [_play(e, view) for e in log[start:] if e["event"] in ("play", "pass")]


def _play(event: dict[str, Any], view: View) -> dict[str, Any]:
    if event["event"] == "pass":
        return {"seat": event["player"], "cards": [], "note": "pass"}
    cards = view.rules.sorted(event["cards"])
    named = combination(event["cards"], view.rules)
    return {"seat": event["player"], "cards": cards_json(cards), "note": KINDS.get(named or "")}
