"""A record's body cut into its deals: each starts with the game's deal line (the family's
``Deal 1``, Big Two's and Arschloch's ``Game 1``), numbered on from 1, then its header lines,
then its moves, then at most one ``Result`` line. What the headers and moves mean is each
game's to read; the order they come in is checked here, once for every game."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from zweiundzwanzig.records.text import Document, Line, Token

RESULT = "result"
"""The keyword of a deal's result line, in every game."""


@dataclass(frozen=True)
class Deal:
    """One deal of a record: its number (from 1), its deal line, its header lines in order,
    its moves in order (one token a move), and its result line (None when not written)."""

    number: int
    start: Line
    headers: tuple[Line, ...]
    moves: tuple[Token, ...]
    result: Line | None

    def headers_named(self, key: str) -> list[Line]:
        """The header lines with keyword ``key`` (lower case), in order."""
        return [line for line in self.headers if line.key == key]

    def header(self, key: str) -> Line | None:
        """The one header line with keyword ``key`` (None when missing); a `RecordError` at
        the second when written twice."""
        lines = self.headers_named(key)
        if len(lines) > 1:
            raise lines[1].start.fail(f"the deal has one {lines[1].start.text} line")
        return lines[0] if lines else None


def deals(document: Document, word: str) -> list[Deal]:
    """The deals of ``document`` whose deal lines start with ``word`` (lower case)."""
    found: list[Deal] = []
    for start, lines in _sections(document, word):
        if start.number is None or int(start.number.text) != len(found) + 1:
            raise start.start.fail(f"this is {word} {len(found) + 1} of the record: write it so")
        found.append(_deal(len(found) + 1, start, lines))
    return found


def _sections(document: Document, word: str) -> Iterator[tuple[Line, list[Line]]]:
    start: Line | None = None
    lines: list[Line] = []
    for line in document.lines:
        if line.key == word:
            if start is not None:
                yield start, lines
            start, lines = line, []
        elif start is None:
            raise line.start.fail(f"the record's body starts with {word.capitalize()} 1")
        else:
            lines.append(line)
    if start is not None:
        yield start, lines


def _deal(number: int, start: Line, lines: list[Line]) -> Deal:
    if start.tokens:
        raise start.tokens[0].fail(f"the {start.start.text} line holds its number only")
    headers: list[Line] = []
    moves: list[Token] = []
    result: Line | None = None
    for line in lines:
        if result is not None:
            raise line.start.fail("the Result line ends its deal: nothing comes after it")
        if line.key == RESULT:
            result = line
        elif line.key is None:
            moves.extend(line.tokens)
        elif moves:
            raise line.start.fail(f"the {line.start.text} line comes before the deal's moves")
        else:
            headers.append(line)
    return Deal(number, start, tuple(headers), tuple(moves), result)
