"""What a match's log says, deal by deal: each deal's draw, deal event, what followed and
its result line."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class DealLog:
    """One deal of a match's log: the draw for it, its deal event, what followed, and its
    result line (None while it is being played)."""

    draws: list[list[list[Any]]]
    deal: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    result: str | None = None


def result_text(
    shown: list[list[Any]], losers: list[int], points: int, totals: list[int], out: list[int]
) -> str:
    """A deal's result line (after ``Result:``)."""
    words = ["shown", *(f"{s}:{c}" for s, c in shown), "losers", *map(str, losers)]
    words += ["points", str(points), "totals", *map(str, totals)]
    if out:
        words += ["out", *map(str, out)]
    return " ".join(words)


def deal_logs(log: list[dict[str, Any]], players: int) -> list[DealLog]:
    """The deals of ``log`` with their results worked out (the totals counted on)."""
    deals: list[DealLog] = []
    draws: list[list[list[Any]]] = []
    totals = [0] * players
    showdown: dict[str, Any] | None = None
    out: list[int] = []
    for event in log:
        kind = event["event"]
        if kind == "draw":
            draws.append(event["draws"])
        elif kind == "deal":
            deals.append(DealLog(draws, event))
            draws, showdown, out = [], None, []
        elif deals:
            deals[-1].events.append(event)
            if kind == "showdown":
                showdown = event
                for seat in event["losers"]:
                    totals[seat] += event["points"]
            elif kind == "out":
                out.append(event["player"])
            if showdown is not None:
                s = showdown
                deals[-1].result = result_text(s["cards"], s["losers"], s["points"], totals, out)
    return deals
