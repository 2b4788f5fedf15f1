"""Writing Arschloch's record: a match, or what a view shows, game by game (every hand or the
recorder's, the exchange, the moves, the result)."""

from __future__ import annotations

import dataclasses
from typing import Any

from zweiundzwanzig import records
from zweiundzwanzig._core.arschloch import Match, View
from zweiundzwanzig.arschloch.record.cards import _HIDDEN, _PASS, _token
from zweiundzwanzig.arschloch.record.written import _totals
from zweiundzwanzig.games import game_of
from zweiundzwanzig.records import Tags


def write(match: Match, recorder: int | None = None, **details: Any) -> str:
    """The record of ``match``: every hand, or only seat ``recorder``'s (a one-seat record,
    with what that seat did not see written ``?``, and no seed)."""
    tags = records.match_tags(match, **details)
    if recorder is not None:
        tags = dataclasses.replace(tags, seed=None, recorder=recorder)
    return records.record_text(tags, _body(match, recorder))


def write_view(view: View, **details: Any) -> str:
    """What ``view`` shows, as its seat's record: its log, which must hold the match from its
    first game (a view of a match; not a described position of a later game, whose log holds
    nothing of the games before)."""
    log = view.log
    if not log or log[0]["event"] != "deal" or log[0]["game"] != 1:
        raise ValueError(
            "this view's log does not hold its match from the first game (a described "
            "position of a later game): write the match with records.write(match, recorder=seat)"
        )
    over = [e for e in log if e["event"] == "match_over"]
    tags = Tags(
        game=game_of(view),
        rules=view.rules,
        players=view.players,
        recorder=view.player,
        winners=tuple(over[0]["winners"]) if over else None,
        **details,
    )
    return records.record_text(tags, _body(view, view.player))


def _body(match: Match | View, recorder: int | None) -> list[str]:
    games = _games_of(match.log)
    lines: list[str] = []
    for k, events in enumerate(games):
        current = k == len(games) - 1
        lines += _game_lines(match, events, recorder, current)
    return lines


def _games_of(log: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    games: list[list[dict[str, Any]]] = []
    for event in log:
        if event["event"] == "deal":
            games.append([])
        if games and event["event"] != "match_over":
            games[-1].append(event)
    return games


def _game_lines(
    match: Match | View, events: list[dict[str, Any]], recorder: int | None, current: bool
) -> list[str]:
    deal = events[0]
    chooses = match.rules.chef_chooses
    lines = [] if deal["game"] == 1 else [""]
    lines.append(records.header("Game", deal["game"]))
    lines.append(records.header("Dealer", rest=str(deal["dealer"])))
    hands = dict(deal["hands"])
    for seat in range(match.players):
        if recorder is None or seat == recorder:
            lines.append(records.header("Hand", seat, hands[seat]))
    pairs = [e for e in events if e["event"] == "exchange"]
    if chooses and current:
        pairs = [_pending(e) for e in match.exchanges]
    for pair in pairs:
        lines.append(_exchange_line(pair, recorder, chooses))
    lines += _move_lines(events, recorder, chooses)
    lines += [_result_line(match, e) for e in events if e["event"] == "game_over"]
    return lines


def _pending(e: Any) -> dict[str, Any]:
    given = None if e.given is None else " ".join(c.rank for c in e.given)
    return {"giver": e.giver, "taker": e.taker, "count": e.count, "given": given}


def _exchange_line(pair: dict[str, Any], recorder: int | None, chooses: bool) -> str:
    seen = recorder is None or recorder in (pair["giver"], pair["taker"])
    hidden = "-".join([_HIDDEN] * pair["count"])
    given = _token(pair["given"]) if seen else hidden
    rest = f"to {pair['taker']}: {given}"
    if not chooses:
        rest += " / " + (_token(pair["returned"]) if seen else hidden)
    return f"Exchange {pair['giver']} {rest}"


def _move_lines(events: list[dict[str, Any]], recorder: int | None, chooses: bool) -> list[str]:
    lines: list[str] = []
    line: list[str] = []
    for e in events:
        kind = e["event"]
        if kind == "play":
            line.append(_token(e["cards"]))
        elif kind in ("pass", "pass_lead"):
            line.append(_PASS)
        elif kind == "exchange" and chooses:
            seen = recorder is None or recorder in (e["giver"], e["taker"])
            line.append(_token(e["returned"]) if seen else "-".join([_HIDDEN] * e["count"]))
        if kind in ("round_won", "finished", "exchange") and line:
            lines += records.moves_lines(line)
            line = []
    return lines + records.moves_lines(line)


def _result_line(match: Match | View, event: dict[str, Any]) -> str:
    game = event["game"]
    totals = _totals(match.players, match.finishing_orders[:game])
    order = " ".join(map(str, event["order"]))
    return records.header("Result", rest=f"{order}, totals {' '.join(map(str, totals))}")
