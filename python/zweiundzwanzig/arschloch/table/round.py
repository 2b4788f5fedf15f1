"""What the log of an Arschloch view tells of the table now: the plays of the round under way,
who passed since the last play, and whether the exchange before this game is still news.

A round ends when it is won (at once by aces or jokers, or when a play comes back unbeaten)
or when a player goes out; a game starts with its deal and exchange."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig.web.cards import cards_json

#: The events after which a new round begins.
ROUND_ENDS = ("deal", "exchange", "round_won", "finished", "game_over", "match_over")

#: How the page notes a play of each kind (a beat goes without a note).
PLAY_NOTES = {"lead": "lead", "on_top": "on top"}


def this_round(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events of the round under way, in order."""
    start = len(log)
    while start > 0 and log[start - 1]["event"] not in ROUND_ENDS:
        start -= 1
    return log[start:]


def plays(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The round under way as the page lists it: each play and each pass, in order."""
    listed = []
    for e in this_round(log):
        if e["event"] == "play":
            cards = cards_json(e["cards"].split())
            listed.append({"seat": e["player"], "cards": cards, "note": PLAY_NOTES.get(e["kind"])})
        elif e["event"] in ("pass", "pass_lead"):
            note = "pass" if e["event"] == "pass" else "passes the lead"
            listed.append({"seat": e["player"], "cards": [], "note": note})
    return listed


def passed(log: list[dict[str, Any]]) -> set[int]:
    """The seats that passed since the round's last play."""
    seats: set[int] = set()
    for e in this_round(log):
        if e["event"] == "play":
            seats.clear()
        elif e["event"] in ("pass", "pass_lead"):
            seats.add(e["player"])
    return seats


def exchange_is_news(log: list[dict[str, Any]]) -> bool:
    """Whether this game's first round is still under way (the exchange before it is shown
    until then)."""
    for e in reversed(log):
        if e["event"] in ("round_won", "finished", "game_over"):
            return False
        if e["event"] == "deal":
            return True
    return False
