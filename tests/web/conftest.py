"""What the server's tests share: an application with its tables at hand, a client, and tables
played through the API to the end."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web page's tests need the web extra")

from starlette.testclient import TestClient

from zweiundzwanzig.web.app import create_app
from zweiundzwanzig.web.tables import Tables

SHORT = {
    "zweiundzwanzig": {},
    "big_two": {"games": 1},
    "arschloch": {"games": 1},
}
"""Options that make a match short enough to play through in a test, by game."""


@pytest.fixture
def tables() -> Tables:
    return Tables()


@pytest.fixture
def client(tables: Tables) -> Iterator[TestClient]:
    with TestClient(create_app(tables, hosts=["testserver"])) as c:
        yield c


def deal(client: TestClient, game: str, players: int, **extra: Any) -> dict[str, Any]:
    """A new table's answer (``id`` and ``state``); the test fails on an error."""
    body = {"game": game, "players": players, "options": SHORT[game], "strength": "random"}
    body.update(extra)
    response = client.post("/api/tables", json=body)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def play_through(
    client: TestClient, table_id: str, state: dict[str, Any], rng: random.Random
) -> Iterator[dict[str, Any]]:
    """Every state of the table until its match is over: the player's moves chosen at random
    among the legal ones, the computer's one at a time."""
    since = state["log_length"]
    while not state["over"]:
        if state["human_turn"]:
            move = rng.choice(state["moves"])
            body = {"action": move["action"], "cards": move["cards"], "since": since}
            response = client.post(f"/api/tables/{table_id}/move", json=body)
        else:
            response = client.post(f"/api/tables/{table_id}/step", json={"since": since})
        assert response.status_code == 200, response.text
        state = response.json()
        since = state["log_length"]
        yield state
