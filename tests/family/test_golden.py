"""Golden transcripts: complete seeded matches per preset as readable text, diffed.

A transcript is what `zweiundzwanzig match --players N --rules PRESET --seed S` prints: the full
event log of a match of uniformly random legal moves, then the result. Any change to the rules,
the generator or the log's wording shows up here as a diff. After an intended change, regenerate
with `ZZ_UPDATE_GOLDEN=1 python -m pytest tests/family/test_golden.py` and read the diff before
committing.
"""

from __future__ import annotations

import contextlib
import difflib
import io
import os
from pathlib import Path

import pytest

from zweiundzwanzig.cli import main

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
CASES = [
    (preset, players, seed)
    for preset in ("standard", "twenty_two", "rasmussen", "sechsundzwanzig")
    for players, seed in ((2, 11), (4, 1), (7, 5))
]


def transcript(preset: str, players: int, seed: int) -> str:
    out = io.StringIO()
    args = ["match", "--players", str(players), "--rules", preset, "--seed", str(seed)]
    with contextlib.redirect_stdout(out):
        assert main(args) == 0
    return out.getvalue()


@pytest.mark.parametrize(("preset", "players", "seed"), CASES)
def test_golden_transcript(preset: str, players: int, seed: int) -> None:
    path = GOLDEN / f"{preset}_{players}p_seed{seed}.txt"
    text = transcript(preset, players, seed)
    if os.environ.get("ZZ_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = difflib.unified_diff(
            expected.splitlines(), text.splitlines(), str(path), "now", lineterm=""
        )
        pytest.fail("transcript changed:\n" + "\n".join(list(diff)[:60]))


def test_golden_transcripts_are_replayable_stories() -> None:
    """Each golden file reads as a whole match: a first-dealer draw, deals, a showdown per deal,
    and the end."""
    for preset, players, seed in CASES:
        lines = (GOLDEN / f"{preset}_{players}p_seed{seed}.txt").read_text().splitlines()
        assert lines[0].startswith("draw for first dealer:")
        deals = [line for line in lines if line.startswith("deal ")]
        showdowns = [line for line in lines if line.startswith("showdown:")]
        assert len(deals) == len(showdowns) >= 1
        assert any(line.startswith("match over:") for line in lines)
        assert f"deals:   {len(deals)}" in lines
