"""Arschloch's game records (`zweiundzwanzig.arschloch.record`, docs/records/arschloch.md):
round trips of random matches of every table size and rule set, whole and cut off mid-game,
with and without their seed; one-seat records read to the recorder's view and decisions; every
kind of bad record refused with its line and column; random edits read or refused, never a
traceback.

`ZZ_RECORD_MATCHES` (default 200) is the number of random matches of the round trips.
"""

from __future__ import annotations

import contextlib
import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zweiundzwanzig import arschloch, records
from zweiundzwanzig.records import RecordError

MATCHES = int(os.environ.get("ZZ_RECORD_MATCHES", "200"))
RULE_SETS = [
    arschloch.Rules.standard(),
    arschloch.Rules(chef_chooses=True, games=3),
    arschloch.Rules(lead_jokers=True, games=2),
    arschloch.Rules(games=1, piles=12, hand_size=9),
]

BASE = """[Game "arschloch"]
[Rules "standard"]
[Option "games=1"]
[Option "hand_size=5"]
[Players "2"]
[Names "Anne, Bernd"]
[Winners "0"]

Game 1
Dealer: 1
Hand 0: K 5 5 3 3
Hand 1: A 9 9 4 4
3-3 4-4 5-5 9-9 pass
pass K
Result: 0 1, totals 1 2
"""


def played(players: int, rules: arschloch.Rules, seed: int, cut: bool) -> arschloch.Match:
    """A match of random legal moves, to its end or (``cut``) to a random move of it."""
    m = arschloch.Match(players=players, rules=rules, seed=seed)
    rng = random.Random(seed)
    stop = rng.randrange(40 * players * rules.games) if cut else -1
    while not m.is_over and stop != 0:
        m.apply(rng.choice(m.legal_moves()))
        stop -= 1
    return m


def unseeded(text: str) -> str:
    return "".join(line for line in text.splitlines(True) if not line.startswith("[Seed"))


def shows(v: arschloch.View) -> tuple[Any, ...]:
    """What a view shows a player (its log aside: a described later game has none)."""

    def ranks(cards: Any) -> list[str] | None:
        return None if cards is None else sorted(c.rank for c in cards)

    return (
        v.player, v.game, v.dealer, v.seating, ranks(v.hand), v.cards_left, v.finished,
        v.totals, v.finishing_orders, v.current_player, v.phase,
        None if v.table is None else (v.table[0], str(v.table[1])),
        [str(mv) for mv in v.legal_moves()],
        [(e.giver, e.taker, e.count, ranks(e.given), ranks(e.returned)) for e in v.exchanges],
        [ranks(v.played(p)) for p in range(v.players)],
    )  # fmt: skip


def cases() -> list[tuple[int, arschloch.Rules, int]]:
    return [(2 + i % 10, RULE_SETS[i % len(RULE_SETS)], i) for i in range(MATCHES)]


@pytest.mark.parametrize("chunk", range(4))
def test_random_matches_read_back_equal(chunk: int) -> None:
    for players, rules, seed in cases()[chunk::4]:
        m = played(players, rules, seed, cut=seed % 2 == 1)
        text = m.to_record()
        again = arschloch.Match.from_record(text)
        assert again == m, text
        assert again.to_record() == text
        # Without its seed, every game is dealt as written: the same log and result.
        hand_written = arschloch.Match.from_record(unseeded(text))
        assert hand_written.log == m.log
        assert hand_written.result == m.result
        assert hand_written.to_record() == unseeded(text)  # dealt as written: no seed


@pytest.mark.parametrize("chunk", range(2))
def test_one_seat_records_read_to_the_recorders_view(chunk: int) -> None:
    for players, rules, seed in cases()[chunk::8]:
        m = played(players, rules, seed, cut=True)
        if m.is_over or m.phase != "play":
            continue
        seat = m.current_player
        assert seat is not None
        text = records.write(m, recorder=seat)
        assert f'[Recorder "{seat}"]' in text and "[Seed" not in text
        assert shows(arschloch.View.from_record(text)) == shows(m.view(seat))
        # What the seat's view shows is that record too.
        assert records.write_view(m.view(seat)) == text


@pytest.mark.parametrize("rules", RULE_SETS[:3], ids=str)
def test_the_recorders_decisions_are_the_matchs(rules: arschloch.Rules) -> None:
    for players in (2, 5, 10):
        m = played(players, rules, players, cut=False)
        seat = players // 2
        mine = records.decisions(records.write(m, recorder=seat))
        whole = [
            d
            for d in records.decisions(m)
            if d.seat == seat and d.view.phase != "exchange"  # a Chef choosing: not described
        ]
        assert [d.index for d in mine] == [d.index for d in whole]
        assert len(mine) > 3
        for a, b in zip(mine, whole, strict=True):
            assert (shows(a.view), str(a.move)) == (shows(b.view), str(b.move))


def test_a_view_whose_log_starts_later_is_not_written() -> None:
    view = arschloch.View.describe(
        players=4, seat=0, hand="K Q J 10 9 8 7 6 5 4", game=2, orders=[[0, 1, 2, 3]],
        given="3 2", received="K Q",
    )  # fmt: skip
    with pytest.raises(ValueError, match="does not hold its match from the first game"):
        records.write_view(view)


def test_a_hand_written_record_reads() -> None:
    m = arschloch.Match.from_record(BASE)
    assert m.result is not None and m.result.winners == (0,)
    assert m.finishing_orders == [[0, 1]]
    # Its seed is meaningless: written again, it has none, and reads to the same log.
    assert "[Seed" not in m.to_record()
    assert arschloch.Match.from_record(m.to_record()).log == m.log


def edited(old: str, new: str) -> str:
    assert BASE.count(old) == 1, old
    return BASE.replace(old, new)


@pytest.mark.parametrize(
    ("text", "line", "column", "says"),
    [
        (edited("3-3 4-4", "5-5 4-4"), 13, 5, "seat 1 cannot make '4-4' here: .*does not beat"),
        (edited("3-3 4-4", "pass 4-4"), 13, 1, "seat 0 cannot make 'pass'.*leader does not pass"),
        (edited("3-3 4-4", "3-3 5-5"), 13, 5, r"seat 1 cannot make '5-5'.*not in their hand"),
        (edited("K 5 5 3 3\nHand 1: A 9 9", "* * * * 3\nHand 1: * * *"), 12, 1, "a card twice"),
        (edited("A 9 9 4 4", "A 9 9 4"), 12, 1, "holds 4 cards, not the 5 dealt"),
        (edited("A 9 9 4 4", "A 9 9 4 X"), 12, 17, "'X' is no card"),
        (edited("[Rules", '[Colour "red"]\n[Rules'), 2, 2, "unknown tag 'Colour'"),
        (edited("Result: 0 1, totals 1 2", "Result: 1 0"), 15, 9, "the moves give '0 1, tot"),
        (edited("pass K", "pass K 2"), 14, 8, "'2' comes after the match is over"),
        (edited("Hand 1: A 9 9 4 4\n", ""), 9, 1, "Hand 1 is missing"),
        (edited("Dealer: 1\n", ""), 9, 1, "says who dealt the first game"),
        (edited("Dealer: 1", "Dealer: 2"), 10, 9, "a seat is a number from 0 to 1"),
        (edited("Game 1", "Game 2"), 9, 1, "this is game 1 of the record"),
        (edited('[Winners "0"]', '[Winners "1"]'), 7, 2, "the winners are 0"),
        (edited("pass K\n", ""), 14, 1, "game 1 is not over: its Result line comes at its end"),
        (BASE.split("pass K")[0], 7, 2, "the record names winners, but its match is not over"),
        (edited("Result: 0 1, totals 1 2\n", "Game 2\n"), 15, 1, "over after game 1"),
        (edited("Hand 1:", "Exchange 1 to 0: A / 3\nHand 1:"), 12, 1, "nobody exchanges"),
        ("x" * 1_000_001, 1, 1, "at most 1,000,000"),
    ],
)
def test_a_bad_record_is_refused_where_it_is_wrong(
    text: str, line: int, column: int, says: str
) -> None:
    with pytest.raises(RecordError, match=says) as err:
        arschloch.Match.from_record(text)
    assert (err.value.line, err.value.column) == (line, column), str(err.value)


def two_games() -> tuple[arschloch.Match, list[str]]:
    m = played(4, arschloch.Rules(games=2), 11, cut=False)
    return m, m.to_record().split("\n")


def test_a_seeded_record_is_checked_against_its_seed() -> None:
    m, lines = two_games()
    at = next(i for i, line in enumerate(lines) if line.startswith("Hand 2"))
    bad = lines.copy()
    bad[at] = "Hand 2: " + dict(m.log[0]["hands"])[0]  # seat 0's hand
    with pytest.raises(RecordError, match="the seed deals seat 2") as err:
        arschloch.Match.from_record("\n".join(bad))
    assert (err.value.line, err.value.column) == (at + 1, 1)


def test_an_exchange_is_checked_against_the_rules() -> None:
    _, lines = two_games()
    at = next(i for i, line in enumerate(lines) if line.startswith("Exchange"))
    giver, rest = lines[at].split(" to ", 1)
    taker = rest.split(":")[0]
    for wrong, says in [
        (f"{giver} to {taker}: 2-2 / 2-2", "by the rules"),
        (f"{giver} to {int(taker) ^ 1}: 2-2 / 2-2", "the exchange before game 2 is"),
        (f"{giver} to {taker}: ?-?-? / ?-?-?", "cards, not 3"),
    ]:
        bad = [*lines[:at], wrong, *lines[at + 1 :]]
        for text in ("\n".join(bad), unseeded("\n".join(bad))):
            with pytest.raises(RecordError, match=says) as err:
                arschloch.Match.from_record(text)
            assert err.value.line == text.split("\n").index(wrong) + 1


def test_a_game_cut_short_is_refused_at_the_next_game() -> None:
    _, lines = two_games()
    start = lines.index("Game 2")
    bad = [*lines[: start - 3], *lines[start - 1 :]]  # game 1's last moves and result gone
    with pytest.raises(RecordError, match="game 1 is not over") as err:
        arschloch.Match.from_record("\n".join(bad))
    assert err.value.line == bad.index("Game 2") + 1


def test_a_one_seat_record_is_refused_where_it_cannot_be_a_view() -> None:
    m = arschloch.Match(players=4, rules=arschloch.Rules(games=2), seed=3)
    while len(m.log) < 12 or m.current_player == 1:
        m.apply(m.legal_moves()[0])
    text = records.write(m, recorder=1)
    with pytest.raises(RecordError, match="a one-seat record reads as a view at the turn"):
        arschloch.View.from_record(text)
    whole = m.to_record().replace("[Players", '[Recorder "1"]\n[Players')
    with pytest.raises(RecordError, match="writes only seat 1's hand"):
        arschloch.View.from_record(whole)
    with pytest.raises(RecordError, match=r"read it with View\.from_record"):
        arschloch.Match.from_record(text)


FULL = played(4, arschloch.Rules(games=2, chef_chooses=True), 5, cut=True).to_record()
PIECES = ["pass", "A", "*", "3-3", "?-?", "Hand 2:", "Game 2", "Exchange 1 to 0:", "Result:",
          ":", "/", "\n", "{", "}", ";", "[", '"', "Dealer: 0", "10", "0", "-", " "]  # fmt: skip


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from([BASE, FULL]),
    st.lists(
        st.tuples(st.floats(0, 1), st.integers(0, 12), st.sampled_from(PIECES)),
        min_size=1,
        max_size=4,
    ),
)
def test_random_edits_read_or_are_refused(base: str, edits: list[tuple[float, int, str]]) -> None:
    text = base
    for where, cut, piece in edits:
        at = int(where * len(text))
        text = text[:at] + piece + text[at + cut :]
    for read in (arschloch.Match.from_record, arschloch.View.from_record):
        with contextlib.suppress(RecordError):
            read(text)
