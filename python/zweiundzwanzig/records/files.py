"""A record read from a file, to the bound a record is read to: a file larger than
`MAX_CHARS` characters is refused unread beyond it."""

from __future__ import annotations

from pathlib import Path

from zweiundzwanzig.records.errors import RecordError
from zweiundzwanzig.records.text import MAX_CHARS


def load(path: str | Path) -> str:
    """The text of the record file at ``path`` (UTF-8); a `RecordError` for a file larger than
    a record can be, an `OSError` for one that cannot be read."""
    with open(path, encoding="utf-8") as f:
        text = f.read(MAX_CHARS + 1)
    if len(text) > MAX_CHARS:
        raise RecordError(f"{path} is larger than a record can be ({MAX_CHARS:,} characters)", 1, 1)
    return text
