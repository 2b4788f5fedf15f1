"""Tables played through the API as the page plays them: the catalogue of games, the rules in
words, a table reproducible from its seed, a hint whose rows select legal moves, the record of
what the player saw carried on in a new table, and the review of a finished match."""

from __future__ import annotations

import random
import time

import pytest
from starlette.testclient import TestClient

import zweiundzwanzig as zz
from tests.web.conftest import deal, play_through
from zweiundzwanzig.games import GAMES

ALL = list(GAMES)


def _to_my_turn(client: TestClient, table_id: str, state: dict) -> dict:  # type: ignore[type-arg]
    while not state["human_turn"] and not state["over"]:
        state = client.post(f"/api/tables/{table_id}/step", json={}).json()
    return state


def test_the_catalogue_offers_every_game_with_its_presets_options_and_strengths(
    client: TestClient,
) -> None:
    games = {g["name"]: g for g in client.get("/api/games").json()["games"]}
    assert list(games) == ALL
    for name, entry in games.items():
        rules = GAMES[name].rules_class()
        assert entry["presets"] == list(rules.presets())
        assert list(entry["options"]) == list(rules.standard().options())
        assert entry["defaults"]["standard"] == rules.standard().options()
        offered = [s["name"] for s in entry["strengths"]]
        assert offered == ["random", "level1", "level2", "level3", "level4", "level5"]
        assert entry["default_strength"] in {s["name"] for s in entry["strengths"]}


@pytest.mark.parametrize("game", ALL)
def test_the_rules_are_told_for_any_preset_and_options(client: TestClient, game: str) -> None:
    rules = GAMES[game].rules_class()
    for preset in rules.presets():
        answer = client.get(f"/api/rules?game={game}&preset={preset}").json()
        assert answer["text"] and answer["guide"]
    assert "options" in client.get(f"/api/rules?game={game}&options=[").json()["error"]
    deep = "[" * 5000 + "]" * 5000
    assert "options" in client.get(f"/api/rules?game={game}&options={deep}").json()["error"]


@pytest.mark.parametrize("game", ALL)
def test_a_table_replays_from_its_seed(client: TestClient, game: str) -> None:
    runs = []
    for _ in range(2):
        answer = deal(client, game, 3, seed=99, strength="heuristic")
        states = list(play_through(client, answer["id"], answer["state"], random.Random(4)))
        runs.append([(s["table"], s["news"]) for s in states])
    assert runs[0] == runs[1]
    assert states[-1]["over"] and states[-1]["table"]["result"]


@pytest.mark.parametrize("game", ALL)
def test_a_hint_ranks_the_legal_moves_and_names_their_cards(client: TestClient, game: str) -> None:
    answer = deal(client, game, 3, seed=5)
    state = _to_my_turn(client, answer["id"], answer["state"])
    hint = client.post(f"/api/tables/{answer['id']}/hint", json={}).json()
    assert hint["columns"] == list(GAMES[game].advice_words.header())
    legal = {(m["action"], tuple(m["cards"])) for m in state["moves"]}
    assert hint["rows"] and all((r["action"], tuple(r["cards"])) in legal for r in hint["rows"])
    assert [r["rank"] for r in hint["rows"]] == list(range(1, len(hint["rows"]) + 1))
    assert hint["notes"]
    row = hint["rows"][0]
    moved = client.post(
        f"/api/tables/{answer['id']}/move", json={"action": row["action"], "cards": row["cards"]}
    )
    assert moved.status_code == 200, moved.text


@pytest.mark.parametrize("game", ALL)
def test_the_record_of_what_you_saw_is_carried_on_in_a_new_table(
    client: TestClient, game: str
) -> None:
    rng = random.Random(game)
    answer = deal(client, game, 3, seed=21)
    state = answer["state"]
    for now in play_through(client, answer["id"], answer["state"], rng):
        state = now
        if now["human_turn"] and now["log_length"] > 12:
            break
    record = client.get(f"/api/tables/{answer['id']}/record")
    assert record.headers["content-disposition"].startswith("attachment")
    loaded = client.post("/api/tables/load", json={"text": record.text})
    assert loaded.status_code == 200, loaded.text
    carried = loaded.json()
    assert carried["id"] != answer["id"]
    assert carried["state"]["table"] == state["table"]
    assert carried["state"]["moves"] == state["moves"]
    finished = list(play_through(client, carried["id"], carried["state"], rng))
    assert finished[-1]["over"]


def test_a_whole_tables_record_is_taken_up_with_the_player_at_seat_0(client: TestClient) -> None:
    match = zz.big_two.Match(players=4, seed=8)
    for _ in range(9):
        match.apply(match.legal_moves()[-1])
    loaded = client.post("/api/tables/load", json={"text": match.to_record()}).json()
    assert loaded["state"]["seat"] == 0
    assert loaded["state"]["log_length"] == len(match.view(0).log)


def test_the_review_of_a_finished_match_is_shown_once_ready(client: TestClient) -> None:
    answer = deal(client, "big_two", 2, seed=3)
    states = list(play_through(client, answer["id"], answer["state"], random.Random(1)))
    assert states[-1]["over"]
    url = f"/api/tables/{answer['id']}/review"
    progress = client.post(url, json={}).json()
    for _ in range(600):
        if progress["ready"] or progress["error"]:
            break
        time.sleep(0.05)
        progress = client.get(url).json()
    assert progress["ready"], progress
    assert progress["done"] == progress["total"] > 0
    page = client.get(url + ".html")
    assert page.headers["content-type"].startswith("text/html")
    assert "<svg" in page.text and "script" not in page.text.lower()
    assert "default-src 'none'" in page.headers["content-security-policy"]


def test_the_page_and_its_files_are_served_with_a_strict_policy(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert "default-src 'self'" in page.headers["content-security-policy"]
