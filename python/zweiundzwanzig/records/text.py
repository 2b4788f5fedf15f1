"""A record's text split into what the games read: its tags, then its lines of tokens, each
token knowing its line and column. Comments (``;`` to the end of the line, ``{ ... }`` over
any lines) are dropped here; nothing here knows a game.

A line of the body is a *header* line when its first word is one of the game's keywords
(``Hand 0: 3♦ 4♣``: the keyword ``hand``, the number 0, the rest ``3♦ 4♣``); any other line is
a line of *moves*, one move a token.

The text is read to a bound: `MAX_CHARS` characters, tokens of `MAX_TOKEN` characters,
`MAX_TAGS` tags of `MAX_TAG_VALUE` characters each.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from zweiundzwanzig.records.errors import RecordError

MAX_CHARS = 1_000_000
"""The longest record read, in characters."""
MAX_TOKEN = 200
"""The longest token (a move, a card, a number), in characters."""
MAX_TAGS = 64
"""The most tags a record may have."""
MAX_TAG_VALUE = 1_000
"""The longest tag value, in characters."""

_TAG = re.compile(r'\[[ \t]*([A-Za-z][A-Za-z0-9_]*)[ \t]+"((?:[^"\\]|\\.)*)"[ \t]*\]')
_HEADER = re.compile(r"([A-Za-z][A-Za-z-]*)(?:[ \t]+([0-9]+))?[ \t]*(:|(?=[ \t]|$))")
_TOKEN = re.compile(r"\S+")


@dataclass(frozen=True)
class Token:
    """A piece of the text and where it starts (line and column from 1)."""

    text: str
    line: int
    column: int

    def fail(self, reason: str) -> RecordError:
        """The error of the record at this token (to raise)."""
        return RecordError(reason, self.line, self.column)


@dataclass(frozen=True)
class Tag:
    """A tag ``[Name "value"]``: its name and value as written, and where the name is."""

    name: Token
    value: str


@dataclass(frozen=True)
class Line:
    """A line of the body: a header (``key`` its keyword in lower case, ``number`` the number
    after it, ``tokens`` the rest) or a line of moves (``key`` None, ``tokens`` the moves).
    ``start`` is its first token; ``raw`` the line as written (comments blanked), to read it
    again with other keywords (`keyed`)."""

    key: str | None
    number: Token | None
    tokens: tuple[Token, ...]
    start: Token
    raw: str = field(default="", repr=False, compare=False)


@dataclass(frozen=True)
class Document:
    """A record split up: its tags in order, its body's lines, and the place just after the
    last character (where "the record ends before ..." points)."""

    tags: tuple[Tag, ...]
    lines: tuple[Line, ...]
    end: Token


def split(text: str, keywords: frozenset[str]) -> Document:
    """``text`` as tags and lines, the header lines those whose first word (in any case) is
    in ``keywords``; a `RecordError` for text past the bounds, a malformed tag, a tag after
    the body has begun, or an unclosed ``{`` comment."""
    if not isinstance(text, str):
        raise TypeError(f"a record is text (str), not {type(text).__name__}")
    if len(text) > MAX_CHARS:
        raise RecordError(
            f"the record is {len(text):,} characters long; at most {MAX_CHARS:,} are read", 1, 1
        )
    tags: list[Tag] = []
    lines: list[Line] = []
    for number, raw in _uncommented(text):
        stripped = raw.lstrip()
        if not stripped.strip():
            continue
        column = len(raw) - len(stripped) + 1
        if stripped.startswith("["):
            if lines:
                raise RecordError("tags come before the first deal", number, column)
            if len(tags) == MAX_TAGS:
                raise RecordError(f"a record has at most {MAX_TAGS} tags", number, column)
            tags.append(_tag(stripped, number, column))
        else:
            lines.append(_line(raw, number, keywords))
    last = text.split("\n")[-1] if text else ""
    return Document(tuple(tags), tuple(lines), Token("", text.count("\n") + 1, len(last) + 1))


def keyed(document: Document, keywords: frozenset[str]) -> Document:
    """``document`` (split with no keywords) as `split` with ``keywords`` splits its text:
    the lines whose first word is one of them read again as header lines, the others kept (a
    record's game, and so its keywords, is known from its tags, after the split)."""
    lines = tuple(_keyed(line, keywords) for line in document.lines)
    return Document(document.tags, lines, document.end)


def _keyed(line: Line, keywords: frozenset[str]) -> Line:
    start = line.start.column - 1
    header = None if line.key is not None else _header(line.raw, start, keywords)
    return line if header is None else _header_line(line.raw, line.start.line, start, header)


def game_name(text: str) -> Token | None:
    """The value of the record's ``Game`` tag with the tag's place (None when it has none); a
    `RecordError` where `split` would give one in the tags."""
    for tag in split(text, frozenset()).tags:
        if tag.name.text.lower() == "game":
            return Token(tag.value, tag.name.line, tag.name.column)
    return None


def _uncommented(text: str) -> Iterator[tuple[int, str]]:
    """Each line (numbered from 1) with its comments blanked out (so columns stay)."""
    open_at: tuple[int, int] | None = None
    for number, line in enumerate(text.split("\n"), start=1):
        chars = list(line.rstrip("\r"))
        quoted = False
        for i, c in enumerate(chars):
            if open_at is not None:
                if c == "}":
                    open_at = None
                chars[i] = " "
            elif quoted:
                quoted = c != '"' or _escaped(chars, i)
            elif c == '"' and line.lstrip().startswith("["):
                quoted = True
            elif c == "{":
                open_at = (number, i + 1)
                chars[i] = " "
            elif c == ";":
                chars[i:] = " " * (len(chars) - i)
                break
        yield number, "".join(chars)
    if open_at is not None:
        raise RecordError("this { comment is never closed with }", *open_at)


def _escaped(chars: list[str], i: int) -> bool:
    """Whether the quote at ``i`` is escaped by an odd number of backslashes before it."""
    k = i
    while k > 0 and chars[k - 1] == "\\":
        k -= 1
    return (i - k) % 2 == 1


def _tag(text: str, line: int, column: int) -> Tag:
    match = _TAG.match(text)
    if match is None:
        raise RecordError('a tag is written [Name "value"]', line, column)
    if text[match.end() :].strip():
        raise RecordError("a tag line holds one tag and nothing after it", line, column)
    value = re.sub(r"\\(.)", r"\1", match.group(2))
    if len(value) > MAX_TAG_VALUE:
        raise RecordError(f"a tag's value is at most {MAX_TAG_VALUE} characters", line, column)
    return Tag(Token(match.group(1), line, column + 1), value)


def _line(raw: str, number: int, keywords: frozenset[str]) -> Line:
    start = len(raw) - len(raw.lstrip())
    header = _header(raw, start, keywords)
    if header is not None:
        return _header_line(raw, number, start, header)
    tokens = _tokens(raw, number, start)
    return Line(None, None, tokens, tokens[0], raw)


def _header(raw: str, start: int, keywords: frozenset[str]) -> re.Match[str] | None:
    """The header the line starts with at ``start``, when its word is one of ``keywords``."""
    header = _HEADER.match(raw, start)
    return header if header is not None and header.group(1).lower() in keywords else None


def _header_line(raw: str, number: int, start: int, header: re.Match[str]) -> Line:
    digits = header.group(2)
    at = Token(header.group(1), number, start + 1)
    count = None if digits is None else Token(digits, number, header.start(2) + 1)
    rest = _tokens(raw, number, header.end())
    return Line(header.group(1).lower(), count, rest, at, raw)


def _tokens(raw: str, number: int, start: int) -> tuple[Token, ...]:
    tokens = tuple(Token(m.group(), number, m.start() + 1) for m in _TOKEN.finditer(raw, start))
    for token in tokens:
        if len(token.text) > MAX_TOKEN:
            raise token.fail(f"a token is at most {MAX_TOKEN} characters")
    return tokens
