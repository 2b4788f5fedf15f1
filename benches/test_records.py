"""Reading a whole match from its record (pytest-benchmark; not part of the test run): the
family's longest matches are long (dozens of deals at a large table), read deal by deal, each
deal's headers and result checked against the match the seed deals.

Run: `python -m pytest benches/test_records.py -q --benchmark-only`
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from zweiundzwanzig.games import game_named

pytest.importorskip("pytest_benchmark")

#: (game, preset, players, seed): a 4-player match of each game, and the family's longest match
#: among the record round trip test's (Rasmussen at 24 players, 55 deals, 7,488 events).
MATCHES = [
    ("zweiundzwanzig", "standard", 4, 1),
    ("zweiundzwanzig", "rasmussen", 24, 84),
    ("big_two", "standard", 4, 1),
    ("arschloch", "standard", 4, 1),
]


def random_match(game: str, preset: str, players: int, seed: int) -> Any:
    """A whole match of seeded random legal moves (as the round trip test plays them)."""
    entry = game_named(game)
    rules = entry.rules_class().preset_named(preset)
    match = entry.match_class()(players=players, rules=rules, seed=seed)
    chooser = random.Random(seed)
    while not match.is_over:
        moves = match.legal_moves()
        match.apply(moves[chooser.randrange(len(moves))])
    return match


@pytest.mark.parametrize(("game", "preset", "players", "seed"), MATCHES)
@pytest.mark.parametrize("seeded", [True, False], ids=["seeded", "as-written"])
def test_read_a_whole_match(  # type: ignore[no-untyped-def]
    benchmark, game: str, preset: str, players: int, seed: int, seeded: bool
) -> None:
    """`Match.from_record` of one whole match: replayed from its seed, or (without the seed
    tag) every deal dealt as written."""
    match = random_match(game, preset, players, seed)
    text = match.to_record()
    if not seeded:
        text = "".join(line for line in text.splitlines(True) if not line.startswith("[Seed"))
    again = benchmark(type(match).from_record, text)
    assert again.log == match.log
    benchmark.extra_info.update(events=len(match.log), characters=len(text))
