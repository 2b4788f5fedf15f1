"""What the page receives about a table: the game's description of the player's view, the
player's legal moves at their turn, and the news since the page last looked. Everything in it is
drawn from the player's view, never from the match."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig.web.tables import Table


def state_json(table: Table, since: int = 0) -> dict[str, Any]:
    """The table as the player sees it, with the lines of the log after its first ``since``
    events (the page sends how many it has shown)."""
    view = table.view()
    describer = table.describer
    log = view.log
    since = min(max(since, 0), len(log))
    mine = table.human_turn()
    return {
        "id": table.id,
        "game": table.game.name,
        "title": table.game.title,
        "seat": table.seat,
        "strength": table.strength,
        "table": describer.describe(view, table.names()),
        "moves": describer.moves(view) if mine else [],
        "log_length": len(log),
        "news": describer.news(view, log[since:]),
        "over": view.is_over,
        "human_turn": mine,
    }
