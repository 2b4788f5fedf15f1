"""The error of a record that cannot be read: where it is wrong (line and column, from 1) and
what is wrong, in one message a player can act on."""

from __future__ import annotations

from zweiundzwanzig._core import ZweiundzwanzigError


class RecordError(ZweiundzwanzigError):
    """A game record that cannot be read: ``str(error)`` is ``"line L, column C: what"``;
    ``.line`` and ``.column`` (from 1) say where, ``.reason`` what."""

    def __init__(self, reason: str, line: int, column: int) -> None:
        super().__init__(f"line {line}, column {column}: {reason}")
        self.reason = reason
        self.line = line
        self.column = column

    def __reduce__(self) -> tuple[type[RecordError], tuple[str, int, int]]:
        return (RecordError, (self.reason, self.line, self.column))
