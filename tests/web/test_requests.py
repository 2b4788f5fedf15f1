"""The server refuses what it cannot carry out with a clear message and changes nothing:
unknown games and tables, bodies that are not JSON objects or are too large, malformed fields,
moves out of turn or illegal, and requests that do not fit the table as it stands."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from tests.web.conftest import deal
from zweiundzwanzig.web import bodies


def error(response, status: int) -> str:  # type: ignore[no-untyped-def]
    assert response.status_code == status, response.text
    message: str = response.json()["error"]
    assert message
    return message


def test_an_unknown_game_is_named_with_the_games(client: TestClient) -> None:
    message = error(client.post("/api/tables", json={"game": "skat"}), 404)
    assert "skat" in message and "big_two" in message
    assert "big_two" in error(client.get("/api/rules?game=skat"), 404)


def test_an_unknown_table_is_not_found(client: TestClient) -> None:
    assert "no such table" in error(client.get("/api/tables/nope"), 404)
    assert "no such table" in error(client.post("/api/tables/nope/step", json={}), 404)


@pytest.mark.parametrize(
    ("content", "kind", "status", "words"),
    [
        (b"{", "application/json", 400, "not valid JSON"),
        (b"[1, 2]", "application/json", 400, "JSON object"),
        (b'{"game": "big_two"}', "text/plain", 415, "as JSON"),
        (b"[" * 100_000, "application/json", 413, "larger than"),
        (b'{"game": "' + b"x" * bodies.SMALL + b'"}', "application/json", 413, "larger than"),
    ],
)
def test_a_body_that_is_no_json_object_within_bounds_is_refused(
    client: TestClient, content: bytes, kind: str, status: int, words: str
) -> None:
    response = client.post("/api/tables", content=content, headers={"content-type": kind})
    assert words in error(response, status)


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"game": 3}, "game must be a string"),
        ({"game": "big_two", "players": 9}, "players must be from 2 to 4"),
        ({"game": "big_two", "players": True}, "players must be an integer"),
        ({"game": "big_two", "preset": "moon"}, "moon"),
        ({"game": "big_two", "options": {"games": 0}}, "games"),
        ({"game": "big_two", "options": {"colour": True}}, "colour"),
        ({"game": "big_two", "options": {"games": [1]}}, "takes true, false"),
        ({"game": "big_two", "options": []}, "must be an object"),
        ({"game": "big_two", "strength": "godlike"}, "the strengths are"),
        ({"game": "big_two", "seed": -1}, "seed must be from 0"),
        ({"game": "big_two", "seed": 2**64}, "seed must be from 0"),
        ({"game": "arschloch", "options": {"piles": 10**40}}, "piles"),
    ],
)
def test_a_malformed_deal_says_what_is_wrong(client: TestClient, body: dict, words: str) -> None:  # type: ignore[type-arg]
    assert words in error(client.post("/api/tables", json=body), 400)


def _human_turn(client: TestClient, game: str) -> tuple[str, dict]:  # type: ignore[type-arg]
    answer = deal(client, game, 3, seed=7)
    return answer["id"], _to_turn(client, answer["id"])


def _to_turn(client: TestClient, table_id: str) -> dict:  # type: ignore[type-arg]
    state = client.get(f"/api/tables/{table_id}").json()
    while not state["human_turn"]:
        state = client.post(f"/api/tables/{table_id}/step", json={}).json()
    return state


def _illegal_selections(state: dict) -> list[tuple[str, list[int]]]:  # type: ignore[type-arg]
    """Selections with an action that no legal move makes (equal cards count as one card)."""
    hand = [card["text"] for card in state["table"]["hand"]]

    def cards(places: list[int]) -> tuple[str, ...]:
        return tuple(sorted(hand[i] for i in places))

    legal = {cards(m["cards"]) for m in state["moves"]}
    taken = {m["action"] for m in state["moves"]}
    tried = []
    for action in state["table"]["actions"]:
        if action["cards"] == "none":  # the selection is not read: only the action counts
            if action["action"] not in taken:
                tried.append((action["action"], []))
            continue
        for places in ([], [0], [0, 1], list(range(len(hand)))):
            if cards(places) not in legal and len(places) <= len(hand):
                tried.append((action["action"], places))
    return tried


@pytest.mark.parametrize("game", ["zweiundzwanzig", "big_two", "arschloch"])
def test_an_illegal_move_is_refused_with_the_librarys_reason_and_nothing_changes(
    client: TestClient, game: str
) -> None:
    table_id, state = _human_turn(client, game)
    while not _illegal_selections(state):  # the family's exchange: any discard is legal
        move = state["moves"][0]
        body = {"action": move["action"], "cards": move["cards"]}
        client.post(f"/api/tables/{table_id}/move", json=body)
        state = _to_turn(client, table_id)
    before = client.get(f"/api/tables/{table_id}").json()
    for action, cards in _illegal_selections(state):
        response = client.post(
            f"/api/tables/{table_id}/move", json={"action": action, "cards": cards}
        )
        assert error(response, 400)
        assert client.get(f"/api/tables/{table_id}").json() == before
    unknown = client.post(f"/api/tables/{table_id}/move", json={"action": "fly", "cards": []})
    assert "fly" in error(unknown, 400)
    assert client.get(f"/api/tables/{table_id}").json() == before


@pytest.mark.parametrize(
    ("cards", "words"),
    [([99], "places in the hand"), ([0, 0], "twice"), (["0"], "places"), (5, "list")],
)
def test_cards_that_are_not_places_in_the_hand_are_refused(
    client: TestClient, cards: object, words: str
) -> None:
    table_id, _ = _human_turn(client, "big_two")
    response = client.post(f"/api/tables/{table_id}/move", json={"action": "play", "cards": cards})
    assert words in error(response, 400)


def test_what_does_not_fit_the_table_as_it_stands_is_refused(client: TestClient) -> None:
    table_id, state = _human_turn(client, "big_two")
    assert "your turn" in error(client.post(f"/api/tables/{table_id}/step", json={}), 409)
    assert "over" in error(client.post(f"/api/tables/{table_id}/review", json={}), 409)
    assert "not ready" in error(client.get(f"/api/tables/{table_id}/review.html"), 409)
    move = state["moves"][0]
    client.post(
        f"/api/tables/{table_id}/move", json={"action": move["action"], "cards": move["cards"]}
    )
    now = client.get(f"/api/tables/{table_id}").json()
    if not now["human_turn"]:
        response = client.post(f"/api/tables/{table_id}/move", json={"action": "pass", "cards": []})
        assert "not your turn" in error(response, 409)
        assert "your turn" in error(client.post(f"/api/tables/{table_id}/hint", json={}), 409)
    assert "since" in error(client.get(f"/api/tables/{table_id}?since=-1"), 400)


def test_a_record_that_does_not_read_names_its_line_and_column(client: TestClient) -> None:
    response = client.post(
        "/api/tables/load", json={"text": '[Game "big_two"]\n\nGame 1\nDealer: 9\n'}
    )
    message = error(response, 400)
    assert "the record does not read" in message and "line" in message
    too_long = client.post("/api/tables/load", json={"text": "x" * 1_000_001})
    assert "longer than" in error(too_long, 400)


def test_a_foreign_host_is_refused(tables) -> None:  # type: ignore[no-untyped-def]
    from zweiundzwanzig.web.app import create_app

    with TestClient(create_app(tables)) as c:  # answers only to local names by default
        assert c.get("/api/games").status_code == 400
    with TestClient(create_app(tables), base_url="http://127.0.0.1:8000") as c:
        assert c.get("/api/games").status_code == 200
