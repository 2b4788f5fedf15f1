"""The news of Big Two's table on the web page: the log's last events as the narrator tells them
to the player, as the terminal game does."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core.big_two import View
from zweiundzwanzig.big_two.narrate import Narrator


def news(view: View, events: list[dict[str, Any]]) -> list[str]:
    """A line for each of ``events`` (the last events of the view's log), as the narrator tells
    them to the view's player. The narrator first follows the log before them, so that it knows
    whether a play leads or beats."""
    narrator = Narrator(view.player, view.rules)
    log = view.log
    start = len(log) - len(events)
    if start > 0 and log[start:] == events:
        for event in log[:start]:
            narrator.line(event)
    return [narrator.line(e) for e in events]
