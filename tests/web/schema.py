"""The page's table description (what each game's ``table`` module's ``describe`` gives), checked
key by key: the schema every game's tests hold their descriptions to."""

from __future__ import annotations

import json
from typing import Any

NONE = type(None)
CARD = {"text": str, "rank": str, "suit": (str, NONE), "red": bool}
SEAT = {"name": str, "cards": (int, NONE), "total": str, "role": (str, NONE), "notes": list}
PILE = {"label": str, "cards": list, "count": (int, NONE), "note": (str, NONE)}
PLAY = {"seat": int, "cards": list, "note": (str, NONE)}
ACTION = {"action": str, "label": str, "cards": str}
TABLE = {
    "heading": str,
    "prompt": str,
    "turn": (int, NONE),
    "over": bool,
    "seats": list,
    "piles": list,
    "plays": list,
    "hand": list,
    "actions": list,
    "result": (list, NONE),
}
SUITS = {None, "♠", "♥", "♦", "♣"}


def names_for(players: int, seat: int) -> list[str]:
    """What the server calls each seat."""
    return ["You" if p == seat else f"P{p}" for p in range(players)]


def keyed(value: dict[str, Any], keys: dict[str, Any]) -> None:
    """``value`` has exactly ``keys``, each of its type (a bool only where a bool is meant)."""
    assert set(value) == set(keys), value
    for key, kind in keys.items():
        assert isinstance(value[key], kind), (key, value[key])
        assert not isinstance(value[key], bool) or kind is bool, (key, value[key])


def check_schema(described: dict[str, Any], players: int) -> None:
    """Every key of a description of a table of ``players``, with its type; JSON throughout."""
    json.dumps(described)
    keyed(described, TABLE)
    assert described["heading"] and described["prompt"]
    assert len(described["seats"]) == players
    for seat in described["seats"]:
        keyed(seat, SEAT)
        assert all(isinstance(n, str) for n in seat["notes"])
    for pile in described["piles"]:
        keyed(pile, PILE)
    for play in described["plays"]:
        keyed(play, PLAY)
        assert 0 <= play["seat"] < players
    shown = [c for p in described["piles"] + described["plays"] for c in p["cards"]]
    for card in shown + described["hand"]:
        keyed(card, CARD)
        assert card["suit"] in SUITS
    for action in described["actions"]:
        keyed(action, ACTION)
        assert action["cards"] in ("none", "some", "any")
    if described["result"] is not None:
        assert all(isinstance(line, str) for line in described["result"])
