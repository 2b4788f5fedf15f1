"""Nothing hidden leaves the server: every answer about a table is a function of the player's
view alone. Whole matches of every game are played through the API, and at every step the answer
is compared with the one the server would give for another match that shows the player exactly
the same (the hidden cards dealt afresh: ``view.determinize``). In Big Two, where every card is
one of a kind, no answer names a card of another seat's hand that the player cannot see."""

from __future__ import annotations

import json
import random

import pytest
from starlette.testclient import TestClient

from tests.web.conftest import deal, play_through
from zweiundzwanzig import records
from zweiundzwanzig.web.state import state_json
from zweiundzwanzig.web.tables import Table, Tables

TABLES = [
    ("zweiundzwanzig", 2),
    ("zweiundzwanzig", 4),
    ("big_two", 2),
    ("big_two", 3),
    ("big_two", 4),
    ("arschloch", 2),
    ("arschloch", 5),
]


def another_world(table: Table, seed: int) -> Table:
    """The same table over another match that shows its player exactly the same."""
    world = table.view().determinize(seed)
    return Table(table.id, table.game, world, table.seat, table.strength, table.seed, 0.0)


def hidden_cards(table: Table) -> set[str]:
    """The cards in other seats' hands that the player's view does not show."""
    view = table.view()
    shown = {str(view.face_up[0])} if getattr(view, "face_up", None) else set()
    others = range(table.match.players)
    return {str(c) for p in others if p != table.seat for c in table.match.view(p).hand} - shown


@pytest.mark.parametrize(("game", "players"), TABLES)
def test_every_answer_is_the_same_for_every_world_the_player_cannot_tell_apart(
    client: TestClient, tables: Tables, game: str, players: int
) -> None:
    rng = random.Random(f"{game}{players}")
    for _ in range(2):
        answer = deal(client, game, players, seed=rng.getrandbits(64))
        table = tables.get(answer["id"])
        checked = 0
        for state in play_through(client, answer["id"], answer["state"], rng):
            if table.match.is_over:
                continue
            since = state["log_length"] - len(state["news"])
            for seed in (rng.getrandbits(64), rng.getrandbits(64)):
                assert state_json(another_world(table, seed), since) == state
            checked += 1
            if game == "big_two":
                text = json.dumps(state, ensure_ascii=False)
                assert not any(card in text for card in hidden_cards(table))
        assert checked > 0


@pytest.mark.parametrize("game", ["zweiundzwanzig", "big_two", "arschloch"])
def test_the_record_and_the_hint_come_from_the_view(
    client: TestClient, tables: Tables, game: str
) -> None:
    rng = random.Random(game)
    answer = deal(client, game, 3, seed=11)
    table = tables.get(answer["id"])
    for state in play_through(client, answer["id"], answer["state"], rng):
        if state["human_turn"]:
            break
    record = client.get(f"/api/tables/{answer['id']}/record").text
    assert '[Recorder "0"]' in record
    world = another_world(table, 5)
    assert records.write_view(world.view()) == record
    if game == "big_two":
        assert not any(card in record for card in hidden_cards(table))
