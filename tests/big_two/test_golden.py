"""Golden transcripts of Big Two: complete seeded matches of the standard rules at 2, 3 and 4
players as readable text, diffed.

A transcript is `Match.transcript()` of a match of uniformly random legal moves (the deals from
the seed, the choices from `random.Random(seed)`, as `zweiundzwanzig match --game big_two`
plays it), then the result. Any change to the rules, the deal, the order of the legal moves or
the log's wording shows up here as a diff. After an intended change, regenerate with
`ZZ_UPDATE_GOLDEN=1 python -m pytest tests/big_two/test_golden.py` and read the diff before
committing.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from zweiundzwanzig.cli import play_random_match

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
CASES = [(4, 1), (3, 5), (2, 11)]


def transcript(players: int, seed: int) -> str:
    match = play_random_match(players, None, seed, game="big_two")
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


def path(players: int, seed: int) -> Path:
    return GOLDEN / f"big_two_{players}p_seed{seed}.txt"


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_golden_transcript(players: int, seed: int) -> None:
    text = transcript(players, seed)
    if os.environ.get("ZZ_UPDATE_GOLDEN"):
        path(players, seed).write_text(text, encoding="utf-8")
    expected = path(players, seed).read_text(encoding="utf-8")
    if text != expected:
        diff = difflib.unified_diff(
            expected.splitlines(), text.splitlines(), str(path(players, seed)), "now", lineterm=""
        )
        pytest.fail("transcript changed:\n" + "\n".join(list(diff)[:60]))


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_golden_transcripts_are_whole_matches(players: int, seed: int) -> None:
    """Each golden file reads as a whole match: games dealt and over in turn, the first lead of
    each holding the lowest card, a last card before every game's end, the penalty limit
    reached at the end."""
    lines = path(players, seed).read_text(encoding="utf-8").splitlines()
    deals = [i for i, line in enumerate(lines) if line.startswith("game ") and " deals" in line]
    overs = [line for line in lines if line.startswith("game ") and " over: " in line]
    games = int(lines[-1].split()[-1])
    assert len(deals) == len(overs) == games >= 1
    for i in deals:
        assert lines[i + 1].startswith("P") and " plays " in lines[i + 1]
    if players == 3:
        assert all(" face up to P" in lines[i] for i in deals)
    if players == 2:
        assert all("; 26 cards out of play" in lines[i] for i in deals)
    assert sum(line.endswith(": last card") for line in lines) >= games
    totals = [int(t) for t in lines[-2].split()[1:]]
    assert max(totals) >= 50 and lines[-6].startswith("match over:")
