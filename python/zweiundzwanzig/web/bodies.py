"""Request bodies read within bounds: JSON only, an object, no larger than the route allows, and
each field checked for its type and range before anything acts on it."""

from __future__ import annotations

import json
from typing import Any

from starlette.requests import Request

from zweiundzwanzig.web.errors import HTTPError, bad_request

SMALL = 16 * 1024
"""The most bytes of a request other than a loaded record."""

RECORD = 6 * 1024 * 1024
"""The most bytes of a loaded record's request (a record holds at most 1,000,000 characters,
escaped in JSON)."""


async def json_body(request: Request, limit: int = SMALL) -> dict[str, Any]:
    """The request's body as a JSON object, read to at most ``limit`` bytes."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise HTTPError(415, "send the request's body as JSON (Content-Type: application/json)")
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > limit):
        raise HTTPError(413, f"the request's body is larger than {limit:,} bytes")
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > limit:
            raise HTTPError(413, f"the request's body is larger than {limit:,} bytes")
    try:
        body = json.loads(data)
    except (ValueError, RecursionError):
        raise bad_request("the request's body is not valid JSON") from None
    if not isinstance(body, dict):
        raise bad_request("the request's body must be a JSON object")
    return body


def text_field(body: dict[str, Any], name: str, limit: int, default: str | None = None) -> str:
    """A string field of at most ``limit`` characters (``default`` when absent, if given)."""
    value = body.get(name, default)
    if value is None:
        raise bad_request(f"{name} is missing")
    if not isinstance(value, str):
        raise bad_request(f"{name} must be a string")
    if len(value) > limit:
        raise bad_request(f"{name} is longer than {limit:,} characters")
    return value


def int_field(
    body: dict[str, Any], name: str, low: int, high: int, default: int | None = None
) -> int:
    """An integer field from ``low`` to ``high`` (``default`` when absent, if given)."""
    value = body.get(name, default)
    if value is None:
        raise bad_request(f"{name} is missing")
    if isinstance(value, bool) or not isinstance(value, int):
        raise bad_request(f"{name} must be an integer")
    if not low <= value <= high:
        raise bad_request(f"{name} must be from {low} to {high}, got {value}")
    return value


def indices_field(body: dict[str, Any], name: str, size: int) -> list[int]:
    """A list of distinct places in a hand of ``size`` cards."""
    value = body.get(name, [])
    if not isinstance(value, list):
        raise bad_request(f"{name} must be a list of card places")
    if len(value) > size:
        raise bad_request(f"{name} lists {len(value)} cards; the hand has {size}")
    for place in value:
        if isinstance(place, bool) or not isinstance(place, int) or not 0 <= place < size:
            raise bad_request(f"{name} must list places in the hand, 0 to {size - 1}")
    if len(set(value)) != len(value):
        raise bad_request(f"{name} lists a card twice")
    return list(value)


def options_field(body: dict[str, Any], name: str, limit: int = 64) -> dict[str, Any]:
    """House options: names to scalar values (true, false, null, a number, a string)."""
    value = body.get(name, {})
    if not isinstance(value, dict):
        raise bad_request(f"{name} must be an object of option names and values")
    if len(value) > limit:
        raise bad_request(f"{name} has more than {limit} entries")
    for key, item in value.items():
        if len(key) > 64:
            raise bad_request(f"{name}: an option's name is longer than 64 characters")
        if not (item is None or isinstance(item, (bool, int, str))):
            raise bad_request(f"{name}: option {key} takes true, false, null, a number or a name")
        if isinstance(item, str) and len(item) > 64:
            raise bad_request(f"{name}: option {key}'s value is longer than 64 characters")
    return dict(value)
