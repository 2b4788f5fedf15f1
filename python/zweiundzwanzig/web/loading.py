"""A game taken up from a record: a whole table's record (the terminal game's ``save``, a record
written by hand, ``match.to_record()``) is replayed as it stands, the player at seat 0; one seat's
record (what the page's Save gives) is taken up at the recorder's turn, the cards the recorder
could not see dealt afresh among those the record allows, so no hidden card ever has to leave the
server to carry a game on."""

from __future__ import annotations

import secrets
from typing import Any

from zweiundzwanzig import records
from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._game import Game
from zweiundzwanzig.web.errors import bad_request


def taken_up(text: str) -> tuple[Game, Any, int]:
    """The game, the match and the player's seat a record gives; a 400 with the record's own
    message (its line and column) when it does not read."""
    try:
        _, tags, _ = records.parsed(text)
        if tags.recorder is None:
            return tags.game, records.read_match(text), 0
        view = records.read_view(text)
        return tags.game, view.determinize(secrets.randbits(64)), tags.recorder
    except ZweiundzwanzigError as error:
        raise bad_request(f"the record does not read: {error}") from None
