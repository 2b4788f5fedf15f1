"""Reading the integer arguments of the Python-side calls (``simulate``, ``tournament``, the RL
adapters) as the binding reads its own: any int or numpy integer (anything with
``__index__``), but not a bool (a `TypeError`: ``True`` is no count or seed); one out of range
gets an error that states the range. Text of an argument shown in an error is cut to
`SHOWN_CHARS` characters.
"""

from __future__ import annotations

import json
import operator
from typing import Any

SHOWN_CHARS = 80
"""The most characters of an argument an error message shows."""

_MOST_DIGITS = 40
"""Integers longer than this are named, not printed (Python refuses to print huge ints)."""


def integer(
    value: Any,
    name: str,
    low: int,
    high: int,
    error: type[Exception] = ValueError,
    high_text: str | None = None,
    says: str | None = None,
) -> int:
    """``value`` as an int from ``low`` to ``high``; a bool or a non-integer is a `TypeError`,
    an integer out of range an ``error`` stating the range (``high`` written as ``high_text``
    when given, such as ``"2**64 - 1"``; the whole statement as ``says`` when given, such as
    ``"Big Two needs 2 to 4 players"``)."""
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an integer, not bool")
    try:
        number = operator.index(value)
    except TypeError:
        raise TypeError(f"{name} must be an integer, not {type(value).__name__}") from None
    if not low <= number <= high:
        says = says or f"{name} must be an integer from {low} to {high_text or high}"
        raise error(f"{says}, got {shown_int(number)}")
    return number


def seed(value: Any, name: str = "seed") -> int:
    """A seed: an integer from 0 to 2**64 - 1 (a `ValueError` out of range)."""
    return integer(value, name, 0, 2**64 - 1, ValueError, "2**64 - 1")


def shown_int(number: int) -> str:
    """``number``'s digits, or "a larger number" for one of more than 40 digits."""
    return str(number) if abs(number) < 10**_MOST_DIGITS else "a larger number"


def shown(value: Any) -> str:
    """``repr(value)`` cut to `SHOWN_CHARS` characters, the length of the rest named."""
    text = repr(value[: SHOWN_CHARS + 1] if isinstance(value, str) else value)
    if len(text) <= SHOWN_CHARS and not (isinstance(value, str) and len(value) > SHOWN_CHARS):
        return text
    length = len(value) if isinstance(value, str) else len(text)
    return f"{text[:SHOWN_CHARS]}... ({length:,} characters)"


def option_value(text: str) -> tuple[str, Any]:
    """An option written ``NAME=VALUE`` (the command line's ``--option``, a record's ``Option``
    tag): its name and its value read as a JSON scalar (a word that is no JSON is a string). A
    `ValueError` says what is wrong with anything else."""
    name, sep, raw = text.partition("=")
    name = name.strip()
    if not sep or not name:
        raise ValueError(f"expected NAME=VALUE such as games=3, got {shown(text)}")
    try:
        value = json.loads(raw)
    except ValueError:
        value = raw.strip()
    if isinstance(value, (list, dict)):
        raise ValueError(
            f"option {name} takes one value (true, false, null, a number or a string), "
            f"got {shown(raw)}"
        )
    return name, value
