"""Every game's records round trip, for every preset and table size (the shared tests; each
game's own folder tests what its notation says). A random match of random legal moves is
written and read back equal; without its seed it reads to the same match, whose record is the
same; cut at any point it is a match to carry on; written for one seat it reads to that seat's
view, and its decisions are that seat's views where it decided.

The number of matches a game is ``ZZ_RECORD_MATCHES`` (default 150, spread over every preset
and table size, each at least once; a third of them cut and written for one seat):
``ZZ_RECORD_MATCHES=10000 python -m pytest tests/records/test_round_trips.py`` is the long
run."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from zweiundzwanzig import RulesError, records
from zweiundzwanzig.games import GAMES, Game

MATCHES = int(os.environ.get("ZZ_RECORD_MATCHES", "150"))


def tables(game: Game) -> list[tuple[str, int]]:
    """Every preset of ``game`` at every table size it seats (Arschloch's standard deal seats
    eleven at most; its house rules more)."""
    cls = game.rules_class()
    return [
        (preset, n)
        for preset in cls.presets()
        for n in game.players
        if seats(game, cls.preset_named(preset), n)
    ]


def seats(game: Game, rules: Any, players: int) -> bool:
    try:
        game.match_class()(players=players, rules=rules, seed=0)
    except RulesError:
        return False
    return True


def cases(game: Game) -> Iterator[tuple[str, int, int]]:
    """(preset, players, seed): `MATCHES` matches over every table, each at least once."""
    every = tables(game)
    for k in range(max(MATCHES, len(every))):
        preset, players = every[k % len(every)]
        yield preset, players, k


def random_match(game: Game, preset: str, players: int, seed: int, cut: float = 0.0) -> Any:
    """A match of random legal moves from ``seed``, cut before each move with chance ``cut``."""
    rules = game.rules_class().preset_named(preset)
    match = game.match_class()(players=players, rules=rules, seed=seed)
    chooser = random.Random(seed)
    while not match.is_over and not (cut and chooser.random() < cut):
        moves = match.legal_moves()
        match.apply(moves[chooser.randrange(len(moves))])
    return match


def unseeded(text: str) -> str:
    return "".join(line for line in text.splitlines(keepends=True) if not line.startswith("[Seed"))


def shows_the_same(a: Any, b: Any) -> bool:
    """Whether two views show the same: the same observation, the same legal moves."""
    return bool(np.array_equal(a.observation(), b.observation())) and [
        str(m) for m in a.legal_moves()
    ] == [str(m) for m in b.legal_moves()]


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_a_record_reads_back_equal_with_its_seed_and_without(game: Game) -> None:
    for preset, players, seed in cases(game):
        match = random_match(game, preset, players, seed)
        text = match.to_record()
        assert "[Seed " in text and "[Winners " in text
        again = game.match_class().from_record(text)
        assert again == match, (preset, players, seed)
        assert again.to_record() == text
        # Without its seed, every deal is dealt as written: the same log, result and record.
        written = game.match_class().from_record(unseeded(text))
        assert written.result == match.result, (preset, players, seed)
        assert written.log == match.log, (preset, players, seed)
        assert written.to_record() == unseeded(text), (preset, players, seed)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_a_match_cut_anywhere_carries_on(game: Game) -> None:
    for preset, players, seed in list(cases(game))[::3]:
        match = random_match(game, preset, players, seed, cut=0.01)
        if match.is_over:
            continue
        text = match.to_record()
        again = game.match_class().from_record(text)
        assert again == match and "[Winners " not in text
        for cut in (match, again):  # both carry on alike
            chooser = random.Random(seed)
            while not cut.is_over:
                moves = cut.legal_moves()
                cut.apply(moves[chooser.randrange(len(moves))])
        assert again == match
        rebuilt = game.match_class().from_record(unseeded(text))
        assert rebuilt.log == game.match_class().from_record(text).log
        assert rebuilt.legal_moves() == game.match_class().from_record(text).legal_moves()
        chooser = random.Random(seed)
        while not rebuilt.is_over:  # a match dealt as written carries on too
            moves = rebuilt.legal_moves()
            rebuilt.apply(moves[chooser.randrange(len(moves))])


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_one_seats_record_reads_to_that_seats_view(game: Game) -> None:
    for preset, players, seed in list(cases(game))[::3]:
        match = random_match(game, preset, players, seed, cut=0.03)
        if match.is_over:
            continue
        seat = match.current_player
        text = records.write(match, recorder=seat)
        assert "[Recorder " in text and "[Seed " not in text
        view = game.view_class().from_record(text)
        assert shows_the_same(view, match.view(seat)), (preset, players, seed)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_the_decisions_of_a_record_are_the_views_where_each_seat_decided(game: Game) -> None:
    preset, players, seed = next(cases(game))
    match = random_match(game, preset, players, seed, cut=0.02)
    seen: list[tuple[int, Any, Any]] = []
    replay = game.match_class()(players=players, rules=match.rules, seed=seed)
    for decision in records.decisions(match):
        seat = replay.current_player
        assert decision.seat == seat and decision.index == len(seen)
        assert shows_the_same(decision.view, replay.view(seat))
        seen.append((seat, decision.view, decision.move))
        replay.apply(decision.move)
    assert replay == match
    if match.is_over:
        return
    mine = match.current_player
    theirs = records.decisions(records.write(match, recorder=mine))
    assert [d.seat for d in theirs] == [mine] * len(theirs)
    full = [(i, v) for i, (s, v, _) in enumerate(seen) if s == mine]
    assert [d.index for d in theirs] == [i for i, _ in full]
    assert all(shows_the_same(d.view, v) for d, (_, v) in zip(theirs, full, strict=True))
