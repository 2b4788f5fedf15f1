"""How fast the web page's server answers: the computer's move (``POST .../step``) at each
strength, and a hint (``POST .../hint``), through the real application (Starlette's test client:
the JSON, the table description and the search, without the network). Whole matches are played,
the player's moves at random, and every answer timed.

    python benches/web_response.py [--matches 3]

prints, per game and strength, the answers timed, their mean, median, 95th percentile and
longest, in milliseconds (BENCHMARKS.md, "The web page")."""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from starlette.testclient import TestClient

from zweiundzwanzig.games import GAMES
from zweiundzwanzig.web.app import create_app

SHORT = {"zweiundzwanzig": {}, "big_two": {"games": 1}, "arschloch": {"games": 1}}
PLAYERS = {"zweiundzwanzig": 4, "big_two": 4, "arschloch": 6}


def timed(call: Any) -> tuple[Any, float]:
    start = time.perf_counter()
    answer = call()
    return answer, (time.perf_counter() - start) * 1000


def one_match(client: TestClient, game: str, strength: str, seed: int) -> dict[str, list[float]]:
    """The milliseconds of every step and hint of one match."""
    body = {"game": game, "players": PLAYERS[game], "options": SHORT[game]}
    answer = client.post("/api/tables", json={**body, "strength": strength, "seed": seed}).json()
    url, state = f"/api/tables/{answer['id']}", answer["state"]
    rng, times = random.Random(seed), {"step": [], "hint": []}
    while not state["over"]:
        if state["human_turn"]:
            if len(times["hint"]) < 5:
                _, ms = timed(lambda: client.post(url + "/hint", json={}))
                times["hint"].append(ms)
            move = rng.choice(state["moves"])
            body = {"action": move["action"], "cards": move["cards"]}
            state = client.post(url + "/move", json=body).json()
        else:
            response, ms = timed(lambda: client.post(url + "/step", json={}))
            times["step"].append(ms)
            state = response.json()
    return times


def line(label: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return (
        f"| {label} | {len(ms)} | {statistics.mean(ms):.2f} | {statistics.median(ms):.2f} "
        f"| {p95:.2f} | {ms[-1]:.2f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=3)
    args = parser.parse_args()
    print("| game, answer | answers | mean ms | median ms | 95th pct ms | longest ms |")
    print("| --- | --- | --- | --- | --- | --- |")
    with TestClient(create_app(hosts=["testserver"])) as client:
        for game in GAMES:
            for strength in ("heuristic", "advisor"):
                times: dict[str, list[float]] = {"step": [], "hint": []}
                for seed in range(args.matches):
                    for kind, ms in one_match(client, game, strength, seed).items():
                        times[kind] += ms
                print(line(f"{game}, computer move ({strength})", times["step"]))
            print(line(f"{game}, hint", times["hint"]))


if __name__ == "__main__":
    main()
