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
    return DealLogs(players).read(log)


class DealLogs:
    """The deals of a growing log, worked out as it grows, so that a record read deal by deal
    costs its events about once, not once a deal. Each `read` reads on from the start of the
    last deal (the draws for it, then its deal event): what came before is final, what follows
    may still change (a match dealt as written draws for its next dealer again when it deals the
    deal as written)."""

    def __init__(self, players: int) -> None:
        self.deals: list[DealLog] = []
        self._final = 0  # deals before the last one, final
        self._final_totals = [0] * players  # the totals after them
        self._last_from = 0  # the index in the log of the last deal's first draw or deal event

    @property
    def start(self) -> int:
        """Where in the log the next read reads on from: the last deal's first event."""
        return self._last_from

    def read(self, log: list[dict[str, Any]]) -> list[DealLog]:
        """The deals of ``log``, which holds what earlier reads read up to their last deal."""
        return self.read_on(log[self._last_from :])

    def read_on(self, events: list[dict[str, Any]]) -> list[DealLog]:
        """The deals of the log whose events from `start` on are ``events``."""
        del self.deals[self._final :]
        totals = list(self._final_totals)
        draws: list[list[list[Any]]] = []
        draws_from = self._last_from
        showdown: dict[str, Any] | None = None
        out: list[int] = []
        for at, event in enumerate(events, start=self._last_from):
            kind = event["event"]
            if kind == "draw":
                draws_from = at if not draws else draws_from
                draws.append(event["draws"])
            elif kind == "deal":
                self._final, self._final_totals = len(self.deals), list(totals)
                self._last_from = draws_from if draws else at
                self.deals.append(DealLog(draws, event))
                draws, showdown, out = [], None, []
            elif self.deals:
                self.deals[-1].events.append(event)
                if kind == "showdown":
                    showdown = event
                    for seat in event["losers"]:
                        totals[seat] += event["points"]
                elif kind == "out":
                    out.append(event["player"])
                if showdown is not None:
                    s = showdown
                    self.deals[-1].result = result_text(
                        s["cards"], s["losers"], s["points"], totals, out
                    )
        return self.deals
