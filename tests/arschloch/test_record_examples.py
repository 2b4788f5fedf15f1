"""The rules page's worked examples (docs/rules/arschloch.md) as record files
(docs/records/arschloch/): each reads, writes back to a record of the same match, and shows
what its example says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from zweiundzwanzig import arschloch, records

FOLDER = Path(__file__).resolve().parents[2] / "docs" / "records" / "arschloch"
EXAMPLES = sorted(p.name for p in FOLDER.glob("*.txt"))


def read(name: str) -> arschloch.Match:
    return arschloch.Match.from_record((FOLDER / name).read_text(encoding="utf-8"))


def moves(m: arschloch.Match) -> list[tuple[Any, ...]]:
    """The log's plays and passes: (event, player, cards, kind)."""
    return [
        (e["event"], e["player"], e.get("cards"), e.get("kind"))
        for e in m.log
        if e["event"] in ("play", "pass", "pass_lead")
    ]


def ranks(cards: list[Any]) -> str:
    return " ".join(c.rank for c in cards)


def test_every_example_is_here() -> None:
    assert EXAMPLES == [
        "going_out_ends_the_round.txt",
        "nobody_can_lead.txt",
        "passing_and_playing_later.txt",
        "the_exchange_at_five.txt",
        "the_exchange_is_simultaneous.txt",
        "the_match.txt",
        "the_round_comes_back.txt",
    ]


@pytest.mark.parametrize("name", EXAMPLES)
def test_an_example_reads_and_writes_back(name: str) -> None:
    m = read(name)
    assert arschloch.Match.from_record(m.to_record()).log == m.log


def test_passing_and_playing_later() -> None:
    assert moves(read("passing_and_playing_later.txt"))[:5] == [
        ("play", 0, "3", "lead"),
        ("pass", 1, None, None),
        ("play", 2, "7", "beat"),
        ("pass", 0, None, None),
        ("play", 1, "9", "beat"),  # Bernd passed before, and beats now
    ]


def test_the_round_comes_back() -> None:
    text = (FOLDER / "the_round_comes_back.txt").read_text(encoding="utf-8")
    m = arschloch.Match.from_record(text)
    assert moves(m)[3:] == [("play", 0, "A", "on_top"), ("play", 0, "8", "lead")]
    assert {"event": "round_won", "player": 0} in m.log
    back = records.decisions(text)[3]  # the 5 has come back to Anne
    assert (back.seat, str(back.move)) == (0, "A")
    offered = [str(mv) for mv in back.view.legal_moves()]
    assert {"A", "*", "8", "8 *"} <= set(offered) and "pass" not in offered


def test_nobody_can_lead() -> None:
    m = read("nobody_can_lead.txt")
    assert moves(m)[:4] == [
        ("pass_lead", 0, None, None),
        ("pass_lead", 1, None, None),
        ("pass_lead", 2, None, None),
        ("play", 0, "A", "lead"),  # Anne leads anyway
    ]
    assert moves(m)[-1] == ("play", 1, "* A", "lead")  # Bernd's ace and joker: two aces
    assert m.finishing_orders == [[0, 1, 2]]


def test_going_out_ends_the_round() -> None:
    m = read("going_out_ends_the_round.txt")
    assert moves(m) == [
        ("play", 0, "5 5", "lead"),  # Anne is out: nobody beats her pair
        ("play", 1, "2", "lead"),
        ("play", 2, "3", "beat"),
        ("play", 3, "A", "beat"),  # wins at once
        ("play", 3, "K", "lead"),
        ("play", 1, "4", "lead"),  # Anne is out: Bernd leads
    ]
    assert {"event": "finished", "player": 0, "position": 1} in m.log


def test_the_exchange_at_five() -> None:
    m = read("the_exchange_at_five.txt")
    assert m.game == 2 and m.roles == ["chef", "chef", "neutral", "arsch", "arsch"]
    assert ranks(m.hand(0)) == "* A A K 10 9 9 7 5 4"
    assert ranks(m.hand(4)) == "Q J 8 6 6 4 3 3 2 2"
    assert ranks(m.hand(2)) == "K Q J 10 9 8 7 6 5 3"  # the Neutral keeps her hand
    seen_by_claudia = m.view(2).exchanges[0]
    assert (seen_by_claudia.giver, seen_by_claudia.taker, seen_by_claudia.count) == (4, 0, 2)
    assert seen_by_claudia.given is None and seen_by_claudia.returned is None


def test_the_exchange_is_simultaneous() -> None:
    m = read("the_exchange_is_simultaneous.txt")
    assert ranks(m.hand(0)) == "* * A A K K Q J 10 9"  # she gave a 10, not the 9
    assert ranks(m.hand(1)) == "10 8 7 6 5 5 4 3 3 3"


def test_the_match() -> None:
    m = read("the_match.txt")
    result = m.result
    assert result is not None
    assert result.finishing_orders == [[0, 1, 2, 3], [1, 0, 3, 2]]
    assert result.totals == (3, 3, 7, 7)
    assert result.winners == (0, 1) and result.places == (1, 1, 3, 3)
