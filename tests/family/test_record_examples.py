"""The worked examples of the family's rules pages (``docs/rules/``) as game records
(``docs/records/zweiundzwanzig/``): each reads, and shows what its example says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import records
from zweiundzwanzig.records import RecordError

FOLDER = Path(__file__).resolve().parents[2] / "docs" / "records" / "zweiundzwanzig"


def text(name: str) -> str:
    return records.load(FOLDER / name)


def plays(match: Any) -> list[tuple[int, str, str]]:
    return [(e["player"], e["cards"], e["kind"]) for e in match.log if e["event"] == "play"]


def trick_winners(match: Any) -> list[int]:
    return [e["winner"] for e in match.log if e["event"] == "trick"]


def choices(name: str) -> dict[int, list[str]]:
    """Each seat's legal plays where it played (its first play)."""
    found: dict[int, list[str]] = {}
    for d in records.decisions(text(name)):
        if d.move.kind == "play":
            found.setdefault(d.seat, [" ".join(m.ranks) for m in d.view.legal_moves()])
    return found


def test_every_example_reads() -> None:
    names = sorted(p.name for p in FOLDER.glob("*.txt"))
    assert len(names) >= 5
    for name in names:
        source = text(name)
        (records.read_view if "[Recorder " in source else records.read_match)(source)


def test_a_trick_of_pairs_goes_to_the_last_beat() -> None:
    match = zz.Match.from_record(text("trick-of-pairs.txt"))
    assert plays(match) == [
        (0, "7 7", "lead"),
        (1, "Q 7", "beat"),
        (2, "Q J", "beat"),
        (3, "5 3", "give_off"),
    ]
    assert trick_winners(match) == [2] and match.current_player == 2


def test_a_follower_who_cannot_beat_gives_off() -> None:
    source = text("follower-cannot-beat.txt")
    match = zz.Match.from_record(source)
    assert plays(match)[2] == (0, "3 2 2", "give_off")
    assert choices("follower-cannot-beat.txt")[0] == ["3 2 2"]
    with pytest.raises(RecordError, match="seat 0 cannot make 'K-K-6' here") as caught:
        zz.Match.from_record(source.replace("10-9-7 3-2-2", "10-9-7 K-K-6"))
    assert caught.value.line == source.splitlines().index("keep keep keep keep") + 2
    assert trick_winners(match) == [1] and match.current_player == 1


def test_stechen_takes_the_lead_and_beating_is_compulsory() -> None:
    source = text("stechen.txt")
    match = zz.Match.from_record(source)
    assert trick_winners(match) == [2] and match.current_player == 2
    found = choices("stechen.txt")
    assert found[1] == ["10 8", "K 8", "K 10"]
    assert found[2] == ["9 9", "10 9", "Q 9", "Q 10"]
    with pytest.raises(RecordError, match="seat 1 cannot make '3-2' here"):
        zz.Match.from_record(source.replace("8-8 K-10", "8-8 3-2"))


def test_jokers_count_as_the_rank_they_join_and_lose_for_13() -> None:
    match = zz.Match.from_record(text("jokers.txt"))
    assert trick_winners(match) == [2]
    found = choices("jokers.txt")
    assert found[1] == ["7 3 2"] and found[3] == ["Q J 10"]
    showdown = next(e for e in match.log if e["event"] == "showdown")
    assert showdown["losers"] == [1, 3] and showdown["points"] == 13
    assert match.totals == [0, 13, 0, 13]


def test_the_second_deal_of_six_gives_eight_cards_each() -> None:
    view = zz.View.from_record(text("second-deal-of-six.txt"))
    assert (view.player, view.deal, view.dealer) == (1, 2, 0)
    assert view.hand_size == 8 and view.stock_size == 3
    assert [str(c) for c in view.loss_cards(0)] == ["Q"] and view.totals[0] == 10
    assert view.phase == "exchange" and view.current_player == 1


@pytest.mark.parametrize(
    ("name", "winner", "giver"),
    [
        ("twenty-two-trick-1.txt", 2, 3),
        ("twenty-two-trick-2.txt", 1, 0),
        ("twenty-two-trick-3.txt", 3, 2),
    ],
)
def test_the_three_tricks_of_twenty_two(name: str, winner: int, giver: int) -> None:
    match = zz.Match.from_record(text(name))
    assert trick_winners(match) == [winner] and match.current_player == winner
    assert [p for p, _, kind in plays(match) if kind == "give_off"] == [giver]
