"""Golden transcripts of Arschloch: complete seeded matches of the standard rules as readable
text, diffed.

A transcript is `Match.transcript()` of a match of uniformly random legal moves (the deals from
the seed, the choices from `random.Random(seed)`), then the result. Any change to the rules, the
generator or the log's wording shows up here as a diff. After an intended change, regenerate
with `ZZ_UPDATE_GOLDEN=1 python -m pytest tests/arschloch/test_golden.py` and read the diff
before committing.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path

import pytest

from zweiundzwanzig import arschloch

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
CASES = [(4, 1), (9, 5), (2, 11)]


def random_match(players: int, seed: int) -> arschloch.Match:
    match = arschloch.Match(players=players, seed=seed)
    chooser = random.Random(seed)
    while not match.is_over:
        moves = match.legal_moves()
        match.apply(moves[chooser.randrange(len(moves))])
    return match


def transcript(players: int, seed: int) -> str:
    match = random_match(players, seed)
    result = match.result
    assert result is not None
    lines = [
        match.transcript(),
        "",
        f"winners: {' '.join(f'P{p}' for p in result.winners)}",
        f"places:  {' '.join(str(p) for p in result.places)}",
        f"totals:  {' '.join(str(t) for t in result.totals)}",
        f"games:   {result.deals}",
    ]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_golden_transcript(players: int, seed: int) -> None:
    path = GOLDEN / f"arschloch_{players}p_seed{seed}.txt"
    text = transcript(players, seed)
    if os.environ.get("ZZ_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = difflib.unified_diff(
            expected.splitlines(), text.splitlines(), str(path), "now", lineterm=""
        )
        pytest.fail("transcript changed:\n" + "\n".join(list(diff)[:60]))


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_golden_transcripts_are_whole_matches(players: int, seed: int) -> None:
    """Each golden file reads as a whole match: five games, each dealt and over, every player
    out once a game, and the end."""
    lines = (GOLDEN / f"arschloch_{players}p_seed{seed}.txt").read_text().splitlines()
    deals = [line for line in lines if line.startswith("game ") and " deals " in line]
    overs = [line for line in lines if line.startswith("game ") and " over: " in line]
    outs = [line for line in lines if ", position " in line]
    assert len(deals) == len(overs) == 5
    assert len(outs) == 5 * (players - 1)
    assert sum(" gives " in line for line in lines) == 4 * (players // 2)
    assert any(line.startswith("match over:") for line in lines)
    assert lines[-1] == "games:   5"


def test_the_transcript_is_one_line_per_event() -> None:
    match = random_match(4, 1)
    assert (
        match.transcript().splitlines()
        == (GOLDEN / "arschloch_4p_seed1.txt")
        .read_text(encoding="utf-8")
        .splitlines()[: len(match.log)]
    )
    assert len(match.transcript().splitlines()) == len(match.log)
