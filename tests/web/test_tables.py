"""The tables the server holds stay bounded: each expires when left idle, the one idle longest
is closed when the limit is reached, and each tab's table is its own."""

from __future__ import annotations

from starlette.testclient import TestClient

import zweiundzwanzig as zz
from tests.web.conftest import deal
from zweiundzwanzig.games import game_named
from zweiundzwanzig.web.errors import HTTPError
from zweiundzwanzig.web.tables import Tables


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _open(tables: Tables) -> str:
    match = zz.big_two.Match(players=4, seed=1)
    return tables.open(game_named("big_two"), match, 0, "random", 1).id


def test_a_table_left_idle_expires() -> None:
    clock = Clock()
    tables = Tables(limit=10, idle=60.0, clock=clock)
    kept, left = _open(tables), _open(tables)
    clock.now = 50.0
    tables.get(kept)
    clock.now = 100.0
    assert tables.get(kept).id == kept
    try:
        tables.get(left)
    except HTTPError as error:
        assert error.status == 404
    else:
        raise AssertionError("an idle table was kept")
    assert len(tables) == 1


def test_the_table_idle_longest_is_closed_at_the_limit() -> None:
    clock = Clock()
    tables = Tables(limit=3, idle=1e9, clock=clock)
    ids = []
    for i in range(3):
        clock.now = float(i)
        ids.append(_open(tables))
    clock.now = 10.0
    tables.get(ids[0])
    _open(tables)
    assert len(tables) == 3
    assert tables.get(ids[0]) and tables.get(ids[2])
    try:
        tables.get(ids[1])
    except HTTPError:
        pass
    else:
        raise AssertionError("the table idle longest was kept")


def test_two_tabs_are_two_tables(client: TestClient) -> None:
    one = deal(client, "big_two", 4, seed=3)
    two = deal(client, "big_two", 4, seed=3)
    assert one["id"] != two["id"]
    table_id = one["id"]
    state = one["state"]
    while not state["human_turn"]:
        state = client.post(f"/api/tables/{table_id}/step", json={}).json()
    move = state["moves"][0]
    client.post(
        f"/api/tables/{table_id}/move", json={"action": move["action"], "cards": move["cards"]}
    )
    assert client.get(f"/api/tables/{two['id']}").json()["log_length"] == two["state"]["log_length"]
