"""The family's game records (``zweiundzwanzig.family.record``, ``docs/records/zweiundzwanzig.md``).

The round trips of every game are in ``tests/records/test_round_trips.py``; here, the family's
own: a view written as its seat's record, each of a seat's decisions with the view it decided
from, a record after its seat went out, what a written match holds, and every kind of bad record
refused with its line and column."""

from __future__ import annotations

import contextlib
import random
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import zweiundzwanzig as zz
from zweiundzwanzig import records
from zweiundzwanzig.family.record.deal_log import DealLogs, deal_logs
from zweiundzwanzig.records import RecordError

PRESETS = ("standard", "twenty_two", "rasmussen", "sechsundzwanzig")
TABLES = (2, 3, 4, 5, 6, 7, 8, 12)


def random_match(preset: str, players: int, seed: int, cut: float = 0.0) -> zz.Match:
    """A match of random legal moves, stopped before each move with chance ``cut``."""
    match = zz.Match(players, preset, seed)
    chooser = random.Random(seed)
    while not match.is_over and not (cut and chooser.random() < cut):
        match.apply(chooser.choice(match.legal_moves()))
    return match


def cases(count: int) -> list[tuple[str, int, int]]:
    """(preset, players, seed): ``count`` matches spread over every preset and table size."""
    return [(PRESETS[k % 4], TABLES[k // 4 % len(TABLES)], k) for k in range(count)]


def shows_the_same(a: Any, b: Any) -> bool:
    return bool(np.array_equal(a.observation(), b.observation())) and [
        str(m) for m in a.legal_moves()
    ] == [str(m) for m in b.legal_moves()]


# --- round trips (every game's are in tests/records/test_round_trips.py) ----------------------


def test_a_view_is_written_as_its_seats_record() -> None:
    for preset, players, seed in cases(16):
        match = random_match(preset, players, seed, cut=0.03)
        seat = 0 if match.is_over else match.current_player
        view = match.view(seat)
        assert records.write_view(view) == records.write(match, recorder=seat)
        if not match.is_over:
            assert shows_the_same(zz.View.from_record(records.write_view(view)), view)
    described = zz.View.describe(players=3, seat=0, dealer=2, hand="K Q 7 5 4 3 2")
    later = zz.View.describe(
        players=3,
        seat=0,
        dealer=2,
        hand="K 7 5 3",
        phase="exchange",
        deal=2,
        totals=[0, 0, 4],
        loss_cards=["", "", "4"],
    )
    for view in (described, later):
        with pytest.raises(ValueError, match="from the first deal"):
            records.write_view(view)


def test_a_seats_decisions_are_its_views_where_it_decided() -> None:
    for preset, players, seed in cases(24):
        match = zz.Match(players, preset, seed)
        chooser = random.Random(seed)
        seen: list[tuple[int, Any, Any]] = []
        while not match.is_over and chooser.random() > 0.01:
            seat = match.current_player
            move = chooser.choice(match.legal_moves())
            seen.append((seat, match.view(seat), move))
            match.apply(move)
        if match.is_over:
            continue
        mine = match.current_player
        decisions = records.decisions(records.write(match, recorder=mine))
        full = [(i, v, m) for i, (s, v, m) in enumerate(seen) if s == mine]
        assert [d.index for d in decisions] == [i for i, _, _ in full]
        for d, (_, view, move) in zip(decisions, full, strict=True):
            assert d.seat == mine and d.move == move and shows_the_same(d.view, view)


def test_the_record_of_a_seat_that_went_out_reads_on_to_the_end() -> None:
    for seed in range(6):
        match = random_match("standard", 4, seed)
        out = next(e["player"] for e in match.log if e["event"] == "out")
        text = records.write(match, recorder=out)
        theirs = records.decisions(text)
        full = [d for d in records.decisions(match) if d.seat == out]
        assert [d.index for d in theirs] == [d.index for d in full]
        assert all(shows_the_same(a.view, b.view) for a, b in zip(theirs, full, strict=True))
        assert "the match is over" in refused_view(text).reason


def test_the_deals_read_on_as_the_match_grows_are_those_of_its_whole_log() -> None:
    """Reading a match's record deal by deal reads its log on from the last deal
    (`DealLogs`): the same deals as the whole log read at once, at any point of the match."""
    for preset, players, seed in cases(12):
        match = zz.Match(players, preset, seed)
        logs = DealLogs(players)
        chooser = random.Random(seed)
        while not match.is_over:
            match.apply(chooser.choice(match.legal_moves()))
            if chooser.random() < 0.2:
                read = logs.read_on(match._log_since(logs.start))
                assert read == deal_logs(match.log, players), (preset, players, seed)
        assert logs.read(match.log) == deal_logs(match.log, players)


def test_what_follows_the_last_deal_is_read_again() -> None:
    """A match dealt as written draws for its next dealer again when it deals (the events after
    the last deal are replaced): a read after that reads the new events, not the old."""
    match = random_match("standard", 3, 4)
    log = match.log
    second = [i for i, e in enumerate(log) if e["event"] == "deal"][1]
    drawn_before = {"event": "draw", "purpose": "next_dealer", "draws": [[0, "K"], [1, "K"]]}
    logs = DealLogs(3)
    before = logs.read([*log[:second], drawn_before, drawn_before])
    assert len(before) == 1 and before[0].result == deal_logs(log, 3)[0].result
    assert logs.read(log) == deal_logs(log, 3)


def test_the_written_match_is_what_the_record_says() -> None:
    match = random_match("standard", 3, 5)
    text = match.to_record()
    deal = next(e for e in match.log if e["event"] == "deal")
    assert f"Dealer: {deal['dealer']}" in text
    for seat, hand in deal["hands"]:
        assert f"Hand {seat}: {hand}" in text
    assert text.count("Result: shown ") == match.result.deals


# --- bad records -------------------------------------------------------------------------------

GOOD = """\
[Game "zweiundzwanzig"]
[Players "3"]
{ the first dealer drawn: seat 1 drew the ace }
Deal 1
Draw: 0:3 1:A 2:5
Dealer: 1
Hand 0: A K Q J 10 9 8
Hand 1: A K Q J 10 9 8
Hand 2: 7 6 5 4 3 2 2
2-2/K-7 keep A/A
3 8 9
"""


def refused(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        zz.Match.from_record(text)
    return caught.value


def test_the_good_record_reads() -> None:
    match = zz.Match.from_record(GOOD)
    assert match.hand(2)[0] == zz.Card("K") and match.current_player == 1
    assert match.log[-1] == {"event": "trick", "winner": 1}
    assert match.seed == 0 and "[Seed" not in match.to_record()


@pytest.mark.parametrize(
    ("old", "new", "line", "column", "says"),
    [
        ("3 8 9", "3 8 2", 11, 5, "seat 1 cannot make '2' here"),
        ("3 8 9", "3 8 9 3", 11, 7, "seat 1 cannot make '3' here"),
        ("Hand 2: 7 6 5", "Hand 2: A A A", 9, 9, "seat 2 is dealt a A too many"),
        ("Hand 2: 7 6 5", "Hand 2: 7 6", 9, 9, "dealt 6 cards"),
        ("Hand 2: 7 6 5 4 3 2 2\n", "", 4, 1, "seat 2 is in the match and is dealt no hand"),
        ('[Players "3"]', '[Players "3"]\n[Colour "red"]', 3, 2, "unknown tag"),
        ("2-2/K-7", "2-2/K-K-K", 10, 1, "as many cards"),
        ("2-2/K-7", "3-2-2/K-K-K", 10, 1, "the stock holds 2 K"),
        ("2-2/K-7", "2-2", 10, 1, "write the cards drawn"),
        ("2-2/K-7", "?-?/?-?", 10, 1, "every card"),
        ("A/A", "A/A keep", 10, 18, "'keep' is an exchange"),
        ("Draw: 0:3 1:A 2:5", "Draw: 0:3 1:A 2:A", 5, 1, "tie between seats 1, 2"),
        ("Dealer: 1", "Dealer: 0", 5, 1, "makes seat 1 the dealer, not seat 0"),
        ("Deal 1", "Deal 2", 4, 1, "this is deal 1 of the record"),
        ("3 8 9", "3 8 9\nResult: shown 0:2", 12, 1, "not over"),
        ("Hand 0:", "Hand 7:", 7, 6, "seat is a number from 0 to 2"),
        ("Hand 0: A", "Hand 0: X", 7, 9, "family's cards"),
    ],
)
def test_bad_records_are_refused_where_they_are_wrong(
    old: str, new: str, line: int, column: int, says: str
) -> None:
    assert old in GOOD
    err = refused(GOOD.replace(old, new, 1))
    assert (err.line, err.column) == (line, column), str(err)
    assert says in err.reason, str(err)


def test_a_result_that_does_not_follow_and_a_move_after_the_end_are_refused() -> None:
    match = random_match("standard", 2, 3)
    text = match.to_record()
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("Result: "))
    wrong = lines[at].replace("totals", "totals 1", 1)
    err = refused("\n".join([*lines[:at], wrong, *lines[at + 1 :]]))
    assert err.line == at + 1 and "the moves give" in err.reason
    err = refused("\n".join(lines[:-1]) + "\n2\n")
    assert err.line == len(lines) and "after the match is over" in err.reason
    err = refused(text + "Deal 99\n")
    assert "this is deal" in err.reason
    err = refused(text + f"Deal {match.result.deals + 1}\n")
    assert err.line == len(lines) + 1 and "the match is over" in err.reason
    seeded_wrong = text.replace('[Seed "', '[Seed "1', 1)
    assert "the seed" in refused(seeded_wrong).reason


def test_an_oversized_record_is_refused_unread() -> None:
    err = refused(GOOD + ";" * records.MAX_CHARS)
    assert (err.line, err.column) == (1, 1) and "at most" in err.reason
    err = refused(GOOD.replace("3 8 9", "3 8 " + "9" * 300))
    assert "at most 200" in err.reason


def test_one_seats_record_refuses_what_the_seat_cannot_see_or_do() -> None:
    match = random_match("standard", 3, 8, cut=0.02)
    while match.is_over or match.phase != "play":
        match = random_match("standard", 3, match.seed + 100, cut=0.02)
    seat = match.current_player
    text = records.write(match, recorder=seat)
    other = (seat + 1) % 3
    hand = next(e for e in match.log if e["event"] == "deal")["hands"][other][1]
    err = refused_view(text.replace("\nDeal 1\n", f"\nDeal 1\nHand {other}: {hand}\n", 1))
    assert "own hand only" in err.reason
    full = zz.Match.from_record(match.to_record())
    with pytest.raises(RecordError, match="one seat's cards"):
        zz.Match.from_record(text)
    assert full == match


def refused_view(text: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        zz.View.from_record(text)
    return caught.value


def test_a_view_is_read_at_the_recorders_turn_only() -> None:
    match = random_match("standard", 3, 2, cut=0.05)
    while match.is_over:
        match = random_match("standard", 3, match.seed + 7, cut=0.05)
    seat = (match.current_player + 1) % 3
    err = refused_view(records.write(match, recorder=seat))
    assert f"seat {seat} is not to move" in err.reason


# --- random edits ------------------------------------------------------------------------------

SAMPLE = random_match("standard", 3, 21).to_record()
CUT = random_match("sechsundzwanzig", 3, 4, cut=0.01)
SEATS_SAMPLE = records.write(CUT, recorder=CUT.current_player)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_edits_read_or_raise_a_record_error(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from([SAMPLE, SEATS_SAMPLE]))
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 12))
        insert = data.draw(
            st.sampled_from(["", "K", "*", "-", "/", "?", " ", "\n", ":", "keep", "2-2", "Q-J"])
        )
        text = text[:at] + insert + text[at + cut :]
    for read in (zz.Match.from_record, zz.View.from_record, records.decisions):
        with contextlib.suppress(RecordError):
            read(text)
