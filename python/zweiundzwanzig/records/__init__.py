"""Game records: the library's text notation for a game of any of its games, written by hand
after a game at a real table or by `Match.to_record`, read back by `Match.from_record` (a whole
table's record) and `View.from_record` (one seat's). ``docs/records.md`` describes it.

The shared part lives here: the text split into tags and lines with their places
(``text.py``), the tags (``tags.py``), the deals (``deals.py``), moves made with the engine's
checks (``moves.py``), the writer's layout (``layout.py``), reading any record (``reader.py``)
and a record file read to its bound (``files.py``). Each game's own ``record`` package
(its registry entry's ``record``) provides:

- ``KEYWORDS``: the words its header lines start with (its deal word, ``dealer``, ``hand``,
  ``result`` and its own);
- ``write(match, **details) -> str``: the whole record (tags by `match_tags`);
- ``replay(document, tags, on_move=None) -> Match``: a full record read into a match, every
  move made by `make` (which calls ``on_move`` first);
- ``read_view(document, tags) -> View``: a one-seat record as the recorder's view at its end;
- ``recorder_decisions(document, tags) -> list[(index, view, move)]``: a one-seat record's
  decisions of the recorder, each with its number among the record's moves and the view
  before it;
- optionally ``write_view(view, **details) -> str``: what a view shows, as one seat's record.
"""

from zweiundzwanzig.records.deals import Deal, deals
from zweiundzwanzig.records.errors import RecordError
from zweiundzwanzig.records.files import load
from zweiundzwanzig.records.layout import header, match_tags, moves_lines, record_text
from zweiundzwanzig.records.moves import check_line, make, read, seat
from zweiundzwanzig.records.reader import (
    Decision,
    decisions,
    parsed,
    read_match,
    read_view,
    write,
    write_view,
)
from zweiundzwanzig.records.tags import Tags
from zweiundzwanzig.records.text import MAX_CHARS, Document, Line, Token

__all__ = [
    "MAX_CHARS",
    "Deal",
    "Decision",
    "Document",
    "Line",
    "RecordError",
    "Tags",
    "Token",
    "check_line",
    "deals",
    "decisions",
    "header",
    "load",
    "make",
    "match_tags",
    "moves_lines",
    "parsed",
    "read",
    "read_match",
    "read_view",
    "record_text",
    "seat",
    "write",
    "write_view",
]
