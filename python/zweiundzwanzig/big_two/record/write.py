"""A Big Two match (or a view, as its seat's record) written as a record."""

from __future__ import annotations

import dataclasses
from typing import Any

from zweiundzwanzig._core.big_two import Match, View
from zweiundzwanzig.big_two.record.replay import _shown
from zweiundzwanzig.games import game_of
from zweiundzwanzig.records import Tags, match_tags, moves_lines, record_text


def write(match: Match, **details: Any) -> str:
    """The match as a record (``details``: the tags' ``names``, ``date``, ``event``, ``site``,
    and ``recorder``, a seat: a one-seat record, with only that seat's hands, each game's
    leader, and no seed)."""
    recorder = details.get("recorder")
    tags = match_tags(match, **details)
    if recorder is not None:
        tags = dataclasses.replace(tags, seed=None)
    return record_text(tags, _body(match.log, recorder))


def write_view(view: View, **details: Any) -> str:
    """What `view` shows, as its seat's record (``details``: the tags' ``names``, ``date``,
    ``event``, ``site``). The view's log must start with the match (a view of a match does; a
    described position, whose log starts with its own game, is refused)."""
    first = view.log[0] if view.log else None
    if first is None or first["event"] != "deal" or first["game"] != 1:
        raise ValueError(
            "a view is written as a record when its log starts with the match's first game; "
            f"this one starts with game {view.game if first is None else first['game']}"
        )
    over = next((e for e in view.log if e["event"] == "match_over"), None)
    details = {k: v for k, v in details.items() if k != "recorder"}
    tags = Tags(
        game=game_of(view),
        rules=view.rules,
        players=view.players,
        recorder=view.player,
        winners=None if over is None else tuple(over["winners"]),
        **details,
    )
    return record_text(tags, _body(view.log, view.player))


def _body(log: list[dict[str, Any]], recorder: int | None) -> list[str]:
    """The log's games: each deal's lines, one round a line, each game's result."""
    lines: list[str] = []
    moves: list[str] = []

    def flush() -> None:
        lines.extend(moves_lines(moves))
        moves.clear()

    for i, event in enumerate(log):
        kind = event["event"]
        if kind == "deal":
            flush()
            lines.extend(_deal_lines(event, log[i + 1 :], recorder))
        elif kind == "play":
            moves.append("-".join(event["cards"].split()))
        elif kind == "pass":
            moves.append("pass")
        elif kind == "round_won":
            flush()
        elif kind == "game_over":
            flush()
            penalties, totals = _shown(event["penalties"]), _shown(event["totals"])
            lines.append(
                f"Result: winner {event['winner']}, penalties {penalties}, totals {totals}"
            )
    flush()
    return lines


def _deal_lines(
    deal: dict[str, Any], after: list[dict[str, Any]], recorder: int | None
) -> list[str]:
    """`Game N`, `Dealer:`, the hands as dealt, `Face-up:` and (one-seat) `Leader:`."""
    lines = [f"Game {deal['game']}", f"Dealer: {deal['dealer']}"]
    up = deal["face_up"]
    for owner, cards in deal["hands"]:
        if recorder in (None, owner):
            dealt = [c for c in cards.split() if up is None or c != up[0] or owner != up[1]]
            lines.append(f"Hand {owner}: {' '.join(dealt)}")
    if up is not None:
        lines.append(f"Face-up: {up[0]} {up[1]}")
    first = next((e for e in after if e["event"] in ("play", "deal")), None)
    if recorder is not None and first is not None and first["event"] == "play":
        lines.append(f"Leader: {first['player']}")
    return lines
