"""Arguments of Arschloch's classes that could crash, hang, panic, take all memory or give silently
wrong results: nested, self-referential and endless card arguments, integers of any size, wrong
types, documents of any shape, and a match reached again from inside a call on it (a generator,
an `__index__`, a finalizer) or from other threads. Inputs that could kill the interpreter or
exhaust memory run in a subprocess with a memory cap, so a regression fails the test, not the
run."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import textwrap
import threading

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch

ERRORS = (zz.CardError, zz.RulesError, zz.IllegalMoveError, zz.StateError)


def run_isolated(code: str, memory_gb: int = 4, timeout: float = 120):
    """Runs `code` in a fresh interpreter with its address space capped at `memory_gb`."""
    script = textwrap.dedent(
        f"""
        import resource
        cap = {memory_gb} * 2**30
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
        """
    ) + textwrap.dedent(code)
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=timeout
    )


# --- card arguments ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        "arschloch.Move('play', l)",
        "arschloch.Match(4, seed=1).apply(l)",
        "assert not arschloch.Match(4, seed=1).is_legal(l); arschloch.Move('play', [[l]])",
    ],
)
@pytest.mark.parametrize("nesting", ["self", "deep"])
def test_nested_card_lists_raise_card_error_instead_of_crashing(call, nesting):
    make = (
        "l = []; l.append(l)" if nesting == "self" else "l = '2'\nfor _ in range(200_000): l = [l]"
    )
    code = "\n".join(
        [
            "import zweiundzwanzig as zz",
            "from zweiundzwanzig import arschloch",
            make,
            "try:",
            f"    {call}",
            "except zz.CardError as e:",
            "    print('CardError:', e)",
        ]
    )
    done = run_isolated(code)
    assert done.returncode == 0, done.stderr
    assert "CardError: cards nested more than 2 lists deep" in done.stdout


@pytest.mark.parametrize(
    "call",
    [
        "arschloch.Move('play', itertools.repeat('2'))",
        "arschloch.Move('play', itertools.repeat(''))",
        "arschloch.Match(4, seed=1).apply(itertools.repeat(zz.Card('2')))",
        "arschloch.Match(4, seed=1).apply(itertools.cycle([arschloch.Move('play', 'K'), 'A']))",
        "arschloch.Match(4, seed=1).apply(itertools.repeat(arschloch.Move('pass')))",
    ],
)
def test_endless_iterables_stop_at_the_most_cards(call):
    done = run_isolated(
        f"""
        import itertools
        import zweiundzwanzig as zz
        from zweiundzwanzig import arschloch
        try:
            {call}
        except zz.CardError as e:
            print(type(e).__name__, e)
        """,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "CardError" in done.stdout and "at most" in done.stdout, done.stdout


def test_the_card_limits_are_stated():
    m = arschloch.Match(4, seed=1)
    with pytest.raises(zz.CardError, match="at most 15"):
        arschloch.Move("play", ["2"] * 16)
    with pytest.raises(zz.CardError, match="at most 16384"):
        m.apply("2 " * 10_000)
    with pytest.raises(zz.CardError, match="at most 16384"):
        m.apply("pass" + " " * 20_000)
    assert arschloch.Move("play", [["Q", zz.Card("Q")], "*"]) == arschloch.Move("play", "Q Q *")
    assert m == arschloch.Match(4, seed=1)


# --- integers and types ------------------------------------------------------------------------


@pytest.mark.parametrize("value", [-1, 10**30, 10**5000], ids=["-1", "1e30", "1e5000"])
def test_integer_arguments_of_any_size_get_the_range_in_the_error(value):
    m = arschloch.Match(4, seed=1)
    for call in (m.hand, m.played, m.view):
        with pytest.raises(IndexError, match="seats 0 to 3"):
            call(value)
    with pytest.raises(zz.RulesError, match="Arschloch needs 2 to 15 players"):
        arschloch.Match(value)
    with pytest.raises(ValueError, match=r"2\*\*64 - 1"):
        arschloch.Match(4, seed=value)
    shown = {-1: "takes an integer from 1 to 1000, got -1", 10**30: f"{10**30} is out of range"}
    with pytest.raises(zz.RulesError, match=shown.get(value, ": a larger number is out of range")):
        arschloch.Rules(games=value)
    assert m == arschloch.Match(4, seed=1)


def test_an_index_is_an_integer_and_a_float_is_not():
    class Index:
        def __init__(self, value: int) -> None:
            self.value = value

        def __index__(self) -> int:
            return self.value

    m = arschloch.Match(Index(3), seed=Index(2))
    assert m.players == 3 and m.seed == 2 and m.view(Index(1)).player == 1
    for bad in (1.0, "1", None):
        with pytest.raises(TypeError, match="integer"):
            m.hand(bad)  # type: ignore[arg-type]


def test_no_error_of_bad_input_is_anything_but_the_documented_ones():
    m = arschloch.Match(4, seed=1)
    for bad in [None, 3.5, object(), b"K", {"X": 1}, [None], ["K", 3], "K X", "K" * 20, "", "pas"]:
        try:
            m.apply(bad)
        except (*ERRORS, TypeError):
            pass
        assert not m.is_legal(bad)
    for kind, cards in [("play", None), ("x", "K"), ("pass", "K"), ("play", 3), (3, "K")]:
        try:
            arschloch.Move(kind, cards)  # type: ignore[arg-type]
        except (*ERRORS, TypeError):
            pass
    assert m == arschloch.Match(4, seed=1)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[" * 100_000 + "]" * 100_000,
        '{"format": "zweiundzwanzig.arschloch/1", "players": 1e400}',
        '{"format": "zweiundzwanzig.arschloch/1", "players": 4, "seed": 1e30}',
        '"' + "x" * 1_000_000 + '"',
        "\x00\xff",
    ],
    ids=["empty", "deep", "huge-float", "huge-seed", "long-string", "bytes"],
)
def test_documents_of_any_shape_are_state_errors(text):
    with pytest.raises(zz.StateError):
        arschloch.Match.from_json(text)
    with pytest.raises(zz.StateError):
        arschloch.View.from_json(text)


def test_a_record_of_endless_moves_is_refused_at_the_first_that_does_not_replay():
    m = arschloch.Match(4, seed=1)
    doc = json.loads(m.to_json())
    doc["moves"] = [{"kind": "pass"}] * 200_000
    doc["state"] = None
    with pytest.raises(zz.StateError, match="move 0 \\(pass\\) of the record does not replay"):
        arschloch.Match.from_json(json.dumps(doc))


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("player", 255),
        ("players", 255),
        ("dealer", 200),
        ("to_move", 255),
        ("game", 65535),
        ("seating", [255] * 4),
        ("held", [255, 0, 0, 0]),
        ("finished", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        ("lead_passes", 255),
        ("lead_passed", 4294967295),
        ("out_of_play", 255),
    ],
)
def test_view_documents_with_numbers_out_of_range_are_refused(field, value):
    v = arschloch.Match(4, seed=1).view(0)
    doc = json.loads(v.to_json())
    doc[field] = value
    with pytest.raises(zz.StateError, match=r"not a possible view|cannot read this JSON"):
        arschloch.View.from_json(json.dumps(doc))


# --- one match reached again from inside a call, or from other threads ------------------------


def test_a_generator_argument_may_use_the_same_match():
    m = arschloch.Match(4, seed=1)
    seen = []

    def cards():
        seen.append(m == m)
        seen.append(len(m.legal_moves()) > 0)
        seen.append(len(m.log))
        seen.append(m.view(0).player)
        seen.append(arschloch.Match.from_json(m.to_json()) == m.clone())
        yield from m.legal_moves()[0].cards

    player = m.current_player
    m.apply(cards())
    assert seen == [True, True, 1, 0, True]
    assert m.cards_left[player] == 9


def test_an_index_argument_may_change_the_match():
    m = arschloch.Match(4, seed=1)

    class Seat:
        def __index__(self):
            m.apply(m.legal_moves()[0])
            return 0

    before = m.current_player
    assert len(m.hand(Seat())) in (9, 10)
    assert m.current_player != before
    assert m.view(Seat()).player == 0


def test_a_finalizer_may_use_the_match_while_moves_and_the_log_are_read():
    m = arschloch.Match(4, seed=2)
    applied = []

    class Tidy:
        def __del__(self):
            if len(applied) < 50 and not m.is_over:
                m.apply(m.legal_moves()[0])
                applied.append(len(m.log))

    threshold = gc.get_threshold()
    gc.set_threshold(5)
    try:
        for _ in range(2000):
            cycle = [Tidy()]
            cycle.append(cycle)
            del cycle
            m.legal_moves()
            log = m.log
            assert [e["event"] for e in log[:1]] == ["deal"]
    finally:
        gc.set_threshold(*threshold)
    gc.collect()
    assert applied
    assert m.log == arschloch.Match.from_json(m.to_json()).log
    assert len(m.log) == len(m.transcript().splitlines())


def test_a_match_shared_between_threads_stays_whole():
    m = arschloch.Match(6, seed=3)
    errors: list[BaseException] = []

    def play(seed: int) -> None:
        import random

        rng = random.Random(seed)
        while True:
            try:
                if m.is_over:
                    return
                moves = m.legal_moves()
                m.apply(moves[rng.randrange(len(moves))])
            except zz.IllegalMoveError:
                continue  # the other thread moved first
            except BaseException as e:  # collected for the assertion below
                errors.append(e)
                return

    def read() -> None:
        while not m.is_over:
            try:
                m.view(0), m.log, m.to_json(), m.clone(), m.transcript(), m.table, m.result
            except BaseException as e:
                errors.append(e)
                return

    threads = [
        threading.Thread(target=f, args=a) for f, a in ((play, (1,)), (play, (2,)), (read, ()))
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert all(isinstance(e, zz.BusyError) for e in errors), errors
    assert arschloch.Match.from_json(m.to_json()) == m
    assert m.log == arschloch.Match.from_json(m.to_json()).log
