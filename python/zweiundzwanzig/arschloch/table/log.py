"""The news of an Arschloch table: each event of the log as the narrator tells it to the
player whose view it is ("You beat it with 9 9.", "P2 cannot lead and passes the lead.")."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core.arschloch import View
from zweiundzwanzig.arschloch.narrate import Narrator


def news(view: View, events: list[dict[str, Any]]) -> list[str]:
    """One line an event of ``events`` (events of ``view.log``), from the view's seat."""
    narrator = Narrator(view.player, chef_chooses=view.rules.chef_chooses)
    return [narrator.line(event) for event in events]
