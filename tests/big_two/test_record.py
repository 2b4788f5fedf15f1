"""Big Two's records (``docs/records/big_two.md``): what its part of the notation says, read and
written; every kind of bad record refused at its line and column with what is wrong; random edits
of a record read or raise `RecordError`, never anything else. The round trips of random matches
of every preset and table size are the shared tests' (``tests/records/test_round_trips.py``);
here one-seat records are also read at every decision of the recorder."""

from __future__ import annotations

import contextlib
import random
import re

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zweiundzwanzig import RecordError, records
from zweiundzwanzig.big_two import Match, Rules, View


def played(players: int = 4, seed: int = 5, rules: Rules | None = None, cut: int = 0) -> Match:
    """A match of random legal moves (stopped after `cut` moves when given)."""
    m = Match(players=players, rules=rules or Rules(games=2), seed=seed)
    pick = random.Random(seed)
    made = 0
    while not m.is_over and (not cut or made < cut):
        m.apply(pick.choice(m.legal_moves()))
        made += 1
    return m


def unseeded(text: str) -> str:
    return re.sub(r'\[Seed "\d+"\]\n', "", text)


def shows_the_same(a: View, b: View) -> None:
    for name in ("player", "game", "dealer", "hand", "cards_left", "played", "table", "passed"):
        assert getattr(a, name) == getattr(b, name), name
    for name in ("must_hold", "face_up", "out_of_play_count", "totals", "game_winners"):
        assert getattr(a, name) == getattr(b, name), name
    assert a.legal_moves() == b.legal_moves()
    assert np.array_equal(a.observation(), b.observation())


# --- the notation ---------------------------------------------------------------------------

THREE = """\
[Game "big_two"]
[Players "3"]
[Names "Ada, Bo, Cem"]
; a game at a real table, written down afterwards: no seed
Game 1
Dealer: 2
Hand 0: 3c 4d 4c 4h 4s 5d 5c 5h 5s 6d 6c 6h 6s 7d 7c 7h 7s
Hand 1: 8d 8c 8h 8s 9d 9c 9h 9s 10d 10c 10h 10s Jd Jc Jh Js Qd
Hand 2: Qc Qh Qs Kd Kc Kh Ks Ad Ac Ah As 2d 2c 2h 2s 3h 3s
Face-up: 3d 0   { the lowest card itself: the holder of 3♣ takes it }
3d-3c Qc-Qh pass pass
"""


def test_a_hand_written_record_reads_with_any_card_spelling() -> None:
    m = Match.from_record(THREE)
    assert (str(m.face_up[0]), m.face_up[1]) == ("3♦", 0)
    assert m.current_player == 2 and m.table is None and m.cards_left == [16, 17, 15]
    text = m.to_record()
    assert "[Seed" not in text and "Face-up: 3♦ 0" in text and "3♣-3♦ Q♣-Q♥ pass pass" in text
    assert Match.from_record(text) == m


def test_a_record_writes_one_round_a_line_and_each_result() -> None:
    m = played(4, seed=1)
    text = m.to_record()
    body = text.split("\n\n", 1)[1].splitlines()
    assert body[:2] == ["Game 1", f"Dealer: {m.log[0]['dealer']}"]
    assert [line.split(":")[0] for line in body[2:6]] == [f"Hand {s}" for s in range(4)]
    rounds = [e for e in m.log if e["event"] in ("round_won", "game_over")]
    results = [line for line in body if line.startswith("Result:")]
    assert len(results) == 2 and results[-1].startswith("Result: winner ")
    moves = [line for line in body if not re.match(r"(Game|Dealer|Hand|Result)\b", line)]
    assert len(moves) >= len(rounds)


def test_a_result_may_give_any_of_its_parts() -> None:
    m = played(4, seed=2, rules=Rules(games=1))
    text = m.to_record()
    over = m.log[-2]
    partial = re.sub(r"Result: .*", f"Result: totals {' '.join(map(str, over['totals']))}", text)
    assert Match.from_record(partial) == m
    assert Match.from_record(re.sub(r"Result: .*\n", "", text)) == m


def test_a_record_saved_mid_game_carries_on_where_it_stopped() -> None:
    for cut in (0, 1, 7, 40):
        m = played(3, seed=8, cut=cut) if cut else Match(players=3, seed=8)
        for text in (m.to_record(), unseeded(m.to_record())):
            again = Match.from_record(text)
            assert again.legal_moves() == m.legal_moves() and again.log == m.log


def test_a_match_read_without_its_seed_writes_no_seed_and_reads_back_equal() -> None:
    m = played(2, seed=4)
    again = Match.from_record(unseeded(m.to_record()))
    assert again.log == m.log and again.result == m.result
    assert "[Seed" not in again.to_record() and Match.from_record(again.to_record()) == again


# --- one seat's records -------------------------------------------------------------------


@pytest.mark.parametrize(("players", "preset"), [(2, "standard"), (3, "taiwan"), (4, "indonesia")])
def test_one_seats_record_gives_its_view_at_every_decision(players: int, preset: str) -> None:
    rules = Rules.preset_named(preset).replace(
        games=2, winner_leads=players == 3, clockwise=players == 4
    )
    for seed in range(4):
        m = played(players, seed=seed, rules=rules, cut=random.Random(seed).randrange(30, 200))
        if m.is_over:
            continue
        seat = m.current_player
        text = records.write(m, recorder=seat)
        assert "[Seed" not in text and "Leader: " in text
        shows_the_same(View.from_record(text), m.view(seat))
        replayed = Match(players=players, rules=rules, seed=seed)
        decisions = records.decisions(text)
        mine = [d for d in records.decisions(m) if d.seat == seat]
        assert [d.index for d in decisions] == [d.index for d in mine]
        for decision, full in zip(decisions, mine, strict=True):
            shows_the_same(decision.view, full.view)
            assert decision.move == full.move
        del replayed


def test_a_one_seat_record_with_its_seed_replays_the_whole_match() -> None:
    m = played(4, seed=9, cut=50)
    seat = m.current_player
    text = records.write(m, recorder=seat).replace("[Recorder", f'[Seed "{m.seed}"]\n[Recorder')
    shows_the_same(View.from_record(text), m.view(seat))


def test_a_one_seat_record_names_the_leader_it_cannot_see() -> None:
    m = played(4, seed=3, cut=6)
    holder = m.log[1]["player"]  # the first lead's seat
    seat = (holder + 1) % 4
    while m.current_player != seat:
        m.apply(m.legal_moves()[-1])
    text = records.write(m, recorder=seat)
    line = next(i for i, t in enumerate(text.splitlines(), 1) if t.startswith("Game 1"))
    with pytest.raises(RecordError, match="a `Leader:` line says whose") as err:
        View.from_record(re.sub(r"Leader: \d\n", "", text))
    assert (err.value.line, err.value.column) == (line, 1)


def test_a_one_seat_record_gives_each_earlier_games_result() -> None:
    m = played(4, seed=6, rules=Rules(games=3), cut=200)
    while m.game < 2 or m.is_over:
        m = played(4, seed=m.seed + 1, rules=Rules(games=3), cut=200)
    seat = m.current_player
    text = records.write(m, recorder=seat)
    with pytest.raises(RecordError, match="has no result line"):
        View.from_record(re.sub(r"Result: .*\n", "", text, count=1))


def test_a_view_is_read_at_the_recorders_turn() -> None:
    m = played(4, seed=3, cut=20)
    other = (m.current_player + 1) % 4
    with pytest.raises(RecordError, match="ends elsewhere"):
        View.from_record(records.write(m, recorder=other))


# --- bad records ----------------------------------------------------------------------------


def where(text: str, pattern: str, group: int = 0) -> tuple[int, int]:
    """The line and column (from 1) of the first match of `pattern` in `text`."""
    found = re.search(pattern, text, flags=re.M)
    assert found is not None, pattern
    start = found.start(group)
    return text.count("\n", 0, start) + 1, start - text.rfind("\n", 0, start)


def refused(text: str, at: tuple[int, int], says: str) -> None:
    with pytest.raises(RecordError) as err:
        Match.from_record(text)
    assert (err.value.line, err.value.column) == at, str(err.value)
    assert says in str(err.value), str(err.value)


@pytest.fixture(name="text")
def fixture_text() -> str:
    return unseeded(played(4, seed=5).to_record())


def first_moves(text: str) -> tuple[str, tuple[int, int]]:
    """The first line of moves, and where it starts."""
    line = next(t for t in text.splitlines() if t and not re.match(r"\[|Game|Dealer|Hand", t))
    return line, where(text, "^" + re.escape(line))


def test_an_illegal_move_is_refused_at_its_token(text: str) -> None:
    line, at = first_moves(text)
    lead = line.split()[0]
    refused(text.replace(line, "pass " + line[len(lead) + 1 :], 1), at, "seat")


def test_a_move_out_of_turn_is_refused_at_its_token(text: str) -> None:
    line, at = first_moves(text)
    first, second, *rest = line.split()
    if second == "pass":
        pytest.skip("the second move is a pass")
    swapped = " ".join([second, first, *rest])
    refused(text.replace(line, swapped, 1), at, "cannot make")


def test_a_card_dealt_twice_is_refused_at_the_second_hand(text: str) -> None:
    card = re.search(r"^Hand 0: (\S+)", text, flags=re.M)[1]  # type: ignore[index]
    hand1 = re.search(r"^Hand 1: (\S+)", text, flags=re.M)[1]  # type: ignore[index]
    bad = re.sub(r"^(Hand 1: )\S+", rf"\g<1>{card}", text, count=1, flags=re.M)
    del hand1
    refused(bad, where(bad, "^Hand 1"), "dealt twice")


def test_a_hand_that_does_not_add_up_is_refused_at_its_line(text: str) -> None:
    bad = re.sub(r"^(Hand 2: )\S+ ", r"\1", text, count=1, flags=re.M)
    refused(bad, where(bad, "^Hand 2"), "seat 2's hand is 12 cards")
    seeded = played(4, seed=5).to_record()
    bad = re.sub(r"^(Hand 2: )\S+ ", r"\1", seeded, count=1, flags=re.M)
    refused(bad, where(bad, "^Hand 2"), "not the one the seed deals")


def test_a_missing_hand_is_refused_at_its_game(text: str) -> None:
    bad = re.sub(r"^Hand 3: .*\n", "", text, count=1, flags=re.M)
    refused(bad, where(bad, "^Game 1"), "no hand for seat 3")


def test_an_unknown_tag_is_refused_at_its_name(text: str) -> None:
    bad = text.replace('[Players "4"]', '[Players "4"]\n[Colour "red"]')
    refused(bad, where(bad, r"Colour"), "unknown tag 'Colour'")


def test_a_result_that_does_not_follow_is_refused_at_its_line(text: str) -> None:
    bad = re.sub(r"^Result: winner (\d)", lambda m: f"Result: winner {(int(m[1]) + 1) % 4}",
                 text, count=1, flags=re.M)  # fmt: skip
    refused(bad, where(bad, "^Result"), "the result does not follow from the moves")


def test_a_move_after_the_end_is_refused(text: str) -> None:
    bad = re.sub(r"Result: .*\n$", "", text) + "pass\n"
    refused(bad, where(bad, r"^pass\n\Z"), "after the match is over")
    first_result = re.search(r"^Result: .*\n", text, flags=re.M)
    assert first_result is not None
    bad = text.replace(first_result[0], "pass\n", 1)
    refused(bad, where(bad, r"^pass\nGame 2"), "a move after game 1 is over")


def test_a_wrong_face_up_card_or_dealer_is_refused() -> None:
    text = played(3, seed=2).to_record()
    bad = re.sub(r"^Face-up: (\S+) (\d)", lambda m: f"Face-up: {m[1]} {(int(m[2]) + 1) % 3}",
                 text, count=1, flags=re.M)  # fmt: skip
    refused(bad, where(bad, "^Face-up"), "the card dealt face up is")
    bad = re.sub(r"^Dealer: (\d)", lambda m: f"Dealer: {(int(m[1]) + 1) % 3}",
                 text, count=1, flags=re.M)  # fmt: skip
    refused(bad, where(bad, "^Dealer"), "is dealt by seat")


def test_an_oversized_record_is_refused_before_reading() -> None:
    refused("[" * (records.MAX_CHARS + 1), (1, 1), "at most 1,000,000 are read")


# --- random edits -------------------------------------------------------------------------


def one_seat_base() -> str:
    m = played(4, seed=11, cut=70)
    return records.write(m, recorder=m.current_player)


BASES = [
    played(3, seed=1, cut=60).to_record(),
    unseeded(played(2, seed=2, cut=40).to_record()),
    one_seat_base(),
]
PIECES = ["pass", "3♦", "2♠-2♥", "Game 2", "Hand 1:", "Result: winner 0", "-", "{", ";", "\n",
          "Face-up: 3♦ 0", "Leader: 1", "Dealer: 9", " ", "x"]  # fmt: skip


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(BASES), st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 20),
       st.sampled_from(PIECES)), min_size=1, max_size=4))  # fmt: skip
def test_random_edits_read_or_raise_record_error(
    base: str, edits: list[tuple[int, int, str]]
) -> None:
    text = base
    for at, cut, piece in edits:
        i = at % (len(text) + 1)
        text = text[:i] + piece + text[i + cut :]
    if "[Recorder" in text:
        with contextlib.suppress(RecordError):
            View.from_record(text)
        return
    with contextlib.suppress(RecordError):
        Match.from_record(text)
    with contextlib.suppress(RecordError):
        View.from_record(text.replace("[Players", '[Recorder "0"]\n[Players'))


def test_a_one_seat_record_without_leader_lines_reads_where_the_leader_is_seen() -> None:
    """Two players: the leader is the recorder when the first play is from their hand, else the
    other seat; more players: the recorder, when it is from their hand."""
    for players, seed in ((2, 1), (2, 2), (3, 4), (4, 7)):
        m = played(players, seed=seed, cut=25)
        seat = m.log[1]["player"] if players > 2 else m.current_player
        while m.current_player != seat:
            m.apply(m.legal_moves()[-1])
        text = re.sub(r"Leader: \d\n", "", records.write(m, recorder=seat))
        shows_the_same(View.from_record(text), m.view(seat))


def test_a_view_is_written_as_its_seats_record() -> None:
    for players, seed in ((2, 3), (3, 5), (4, 6)):
        m = played(players, seed=seed, rules=Rules(games=5), cut=90)
        assert m.current_player is not None
        seat = m.current_player
        view = m.view(seat)
        text = records.write_view(view, names=tuple("ABCD"[:players]))
        assert text == records.write(m, recorder=seat, names=tuple("ABCD"[:players]))
        shows_the_same(View.from_record(text), view)
    over = played(3, seed=1)
    assert "[Winners " in records.write_view(over.view(0))
    hand = [str(c) for c in played(4, seed=2).view(0).log[0]["hands"][0][1].split()]
    described = View.describe(players=4, seat=0, hand=hand, game=2, totals=[0, 3, 5, 9])
    with pytest.raises(ValueError, match="starts with game 2"):
        records.write_view(described)
