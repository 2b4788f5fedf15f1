"""A stateful fuzz test of `zz.Match`: matches of every preset and 2 to 7 players driven by a mix
of legal moves, illegal moves (cards not held, wrong sizes, the wrong phase), malformed arguments
(bad strings, wrong types, huge and negative numbers, None, nested lists, generators, other
objects) and read-only calls. After every rejected call the match is exactly as it was, and the
exception is one the library documents. Inputs that once killed the interpreter (self-referential
and 200,000-deep lists, endless iterables) are tried on the match in a subprocess.

The budget is fixed and derandomized for CI; `ZZ_FUZZ_EXAMPLES=N` runs N matches with fresh
random choices (docs/fuzzing.md)."""

from __future__ import annotations

import itertools
import os
import pickle
import subprocess
import sys
import textwrap
from typing import Any

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import zweiundzwanzig as zz

LONG_RUN = os.environ.get("ZZ_FUZZ_EXAMPLES")
# What a call may raise for bad input: the library's errors, a TypeError for an argument of the
# wrong type, an IndexError for a seat that is not at the table (both documented).
REFUSALS = (zz.ZweiundzwanzigError, TypeError, IndexError)
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "*")


class _Index:
    """An object with `__index__`, as numpy integers have."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


class _Long(str):
    """A long string that prints short (in hypothesis' statistics)."""

    def __repr__(self) -> str:
        return f"<{len(self)} characters: {str.__repr__(self[:8])}...>"


class _Opaque:
    def __repr__(self) -> str:
        return "<opaque>"


MALFORMED: list[Any] = [
    "X", "11", "K+Q", "Q♠♠", "\x00", _Long("A" * 5000), _Long("2 " * 20_000),
    "K K K K K K K K K K K K K K K K", "* * * * * * * * * * * * * * * * *", 3, 3.5, -1, 2**64,
    -(2**64), 10**40, True, None, b"K",
    bytearray(b"K"), {"K": 1}, {"K"}, ["K", 3], [["K"]], [[["K"]]], [[[[]]]], [None], [b"K"],
    _Opaque(), _Index(0), zz.Rules.standard(), zz.Card("A"), zz.Play("K K"),
    zz.Move("exchange", "K"), zz.Move("play", "2"), zz.Move("exchange", ""), zz.Move("play", "* *"),
]  # fmt: skip
BAD_SEATS: list[Any] = [-1, 7, 32, 255, 2**64, -(2**64), 10**40, None, "0", 1.0, _Index(-1),
                        _Index(99), _Opaque(), [0]]  # fmt: skip


def snapshot(m: zz.Match) -> tuple[Any, ...]:
    """Everything observable about a match."""
    return (
        m.to_json(),
        m.phase,
        m.current_player,
        m.is_over,
        [m.hand(p) for p in range(m.players)],
        [m.loss_cards(p) for p in range(m.players)],
        m.totals,
        m.stock_size,
        m.exchanged,
        m.trick,
        m.in_match,
        m.hand_size,
        m.deal,
        m.dealer,
        m.log,
        m.legal_moves(),
        m.result is None,
    )


class MatchMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.m = zz.Match(2, seed=0)
        self.isolated_done = False

    @initialize(
        preset=st.sampled_from(zz.Rules.presets()),
        players=st.integers(2, 7),
        seed=st.integers(0, 2**64 - 1),
    )
    def start(self, preset: str, players: int, seed: int) -> None:
        self.m = zz.Match(players, rules=preset, seed=seed)
        event(f"preset {preset}")

    def refused(self, call: Any, *args: Any) -> bool:
        """Calls `call(*args)`: either it succeeds, or it raises one of `REFUSALS` and the match
        is unchanged. Returns whether it was refused."""
        before = snapshot(self.m)
        try:
            call(*args)
        except REFUSALS as e:
            event(f"refused: {type(e).__name__}")
            assert snapshot(self.m) == before, f"{call.__name__}{args!r} changed the match"
            return True
        return False

    # ---- legal moves, in every form apply takes

    @precondition(lambda self: not self.m.is_over)
    @rule(data=st.data(), form=st.sampled_from(["move", "str", "play", "cards", "ranks"]))
    def legal_move(self, data: st.DataObject, form: str) -> None:
        move = data.draw(st.sampled_from(self.m.legal_moves()), label="move")
        given: Any = {
            "move": move,
            "str": " ".join(move.ranks),
            "play": zz.Play(" ".join(move.ranks)) if move.ranks else "",
            "cards": list(move.cards),
            "ranks": list(move.ranks),
        }[form]
        assert self.m.is_legal(given)
        self.m.apply(given)

    @precondition(lambda self: not self.m.is_over)
    @rule(steps=st.integers(1, 40))
    def several_legal_moves(self, steps: int) -> None:
        for _ in range(steps):
            if self.m.is_over:
                return
            self.m.apply(self.m.legal_moves()[-1 if steps % 2 else 0])

    # ---- illegal moves

    @rule(rank=st.sampled_from(RANKS), count=st.integers(1, 14))
    def cards_not_held(self, rank: str, count: int) -> None:
        """Cards of a rank beyond what the player holds: always refused."""
        if self.m.is_over:
            assert self.refused(self.m.apply, rank)
            return
        held = sum(1 for c in self.m.hand(self.m.current_player) if str(c) == rank)
        cards = " ".join([rank] * (held + count))
        assert not self.m.is_legal(cards)
        assert self.refused(self.m.apply, cards)

    @rule(data=st.data())
    def any_cards(self, data: st.DataObject) -> None:
        """Any multiset of cards, legal or not: applied when `is_legal` says so, else refused."""
        cards = " ".join(data.draw(st.lists(st.sampled_from(RANKS), max_size=15), label="cards"))
        legal = self.m.is_legal(cards)
        assert self.refused(self.m.apply, cards) != legal

    @precondition(lambda self: not self.m.is_over)
    @rule(kind=st.sampled_from(["exchange", "play"]), data=st.data())
    def held_cards_as_either_kind(self, kind: str, data: st.DataObject) -> None:
        """A subset of the hand as a `Move` of either kind: the wrong phase's kind is refused."""
        hand = self.m.hand(self.m.current_player)
        chosen = data.draw(st.lists(st.sampled_from(hand), max_size=len(hand)), label="subset")
        move = zz.Move(kind, [str(c) for c in chosen]) if chosen or kind == "exchange" else None
        if move is None:
            return
        legal = self.m.is_legal(move)
        assert legal == (move in self.m.legal_moves())
        assert self.refused(self.m.apply, move) != legal

    # ---- malformed arguments

    @rule(arg=st.sampled_from(MALFORMED))
    def malformed_move(self, arg: Any) -> None:
        legal = self.m.is_legal(arg)
        refused = self.refused(self.m.apply, arg)
        assert refused != legal, arg

    @rule(make=st.sampled_from(["generator", "reentrant", "iterator", "tuple", "nested"]))
    def iterables(self, make: str) -> None:
        """Cards as other iterables, including a generator that reads the same match while
        `apply` consumes it."""
        m = self.m
        cards = [] if m.is_over else [str(c) for c in m.hand(m.current_player)[:1]]

        def reentrant() -> Any:
            snapshot(m), m.view(0), m.clone(), m.to_json(), m.is_legal(""), m.log
            yield from cards

        given = {
            "generator": lambda: (c for c in cards),
            "reentrant": reentrant,
            "iterator": lambda: iter(cards),
            "tuple": lambda: tuple(cards),
            "nested": lambda: [cards],
        }[make]()
        self.refused(m.apply, given)

    @rule(seat=st.sampled_from(BAD_SEATS), call=st.sampled_from(["hand", "view", "loss_cards"]))
    def bad_seat(self, seat: Any, call: str) -> None:
        if isinstance(seat, int | _Index) and 0 <= int(seat) < self.m.players:
            return
        assert self.refused(getattr(self.m, call), seat)

    @rule(seat=st.sampled_from(BAD_SEATS))
    def bad_seat_of_a_view(self, seat: Any) -> None:
        view = self.m.view(0)
        before = view.to_json()
        if not (isinstance(seat, int | _Index) and 0 <= int(seat) < self.m.players):
            assert self.refused(view.loss_cards, seat)
        assert view.to_json() == before

    # ---- read-only calls

    @rule(player=st.integers(0, 6))
    def read_only(self, player: int) -> None:
        m = self.m
        before = snapshot(m)
        p = player % m.players
        view = m.view(p)
        assert zz.View.from_json(view.to_json()) == view
        assert pickle.loads(pickle.dumps(view)) == view
        assert view.legal_moves() == (m.legal_moves() if m.current_player == p else [])
        view.transcript(), view.log, m.transcript(), m.log, m.result
        clone = m.clone()
        assert clone == m and clone is not m
        assert pickle.loads(pickle.dumps(m)) == m
        assert zz.Match.from_json(m.to_json()) == m
        assert snapshot(m) == before

    @rule()
    def a_clone_moves_on_alone(self) -> None:
        clone = self.m.clone()
        before = snapshot(self.m)
        if not clone.is_over:
            clone.apply(clone.legal_moves()[0])
            assert clone != self.m
        assert snapshot(self.m) == before

    # ---- inputs that once killed the interpreter, in a subprocess

    @precondition(lambda self: not self.isolated_done)
    @rule()
    def interpreter_killers_in_a_subprocess(self) -> None:
        """A self-referential list, a list 200,000 deep and endless iterables, given to this
        match's `apply` and `is_legal` in a fresh interpreter: each refused, the match unchanged,
        the interpreter alive."""
        self.isolated_done = True
        event("killers tried in a subprocess")
        done = run_isolated(self.m.to_json())
        assert done.returncode == 0, done.stderr[-2000:]
        assert done.stdout.count("refused") == len(KILLERS) * 2, done.stdout

    @invariant()
    def reads_back(self) -> None:
        assert self.m.players >= 2
        if self.m.is_over:
            assert self.m.result is not None and not self.m.legal_moves()
        else:
            assert self.m.legal_moves()


KILLERS = {
    "self-referential list": "l = []; l.append(l)",
    "200,000-deep list": "l = '2'\nfor _ in range(200_000): l = [l]",
    "endless repeat": "l = itertools.repeat('2')",
    "endless cycle": "l = itertools.cycle([zz.Card('A'), zz.Play('K')])",
}


def run_isolated(record: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """Each of `KILLERS` given to `apply` and `is_legal` of the match `record` in a fresh
    interpreter with 4 GiB of address space."""
    lines = [
        "import itertools, resource, sys",
        "resource.setrlimit(resource.RLIMIT_AS, (4 * 2**30, 4 * 2**30))",
        "import zweiundzwanzig as zz",
        f"m = zz.Match.from_json({record!r})",
        "before = m.to_json()",
    ]
    for name, make in KILLERS.items():
        lines += [
            make,
            "try:",
            "    m.apply(l)",
            "except (zz.ZweiundzwanzigError, TypeError) as e:",
            f"    print('refused by apply:', {name!r}, type(e).__name__, str(e)[:80])",
            "assert m.is_legal(l) is False",
            f"print('refused by is_legal:', {name!r})",
            "assert m.to_json() == before",
        ]
    script = textwrap.dedent("\n".join(lines))
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=timeout
    )


MatchMachine.TestCase.settings = settings(
    max_examples=int(LONG_RUN) if LONG_RUN else 120,
    stateful_step_count=30,
    deadline=None,
    derandomize=not LONG_RUN,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
test_match_machine = MatchMachine.TestCase


def test_the_killers_are_refused_on_a_match_of_every_preset() -> None:
    """The subprocess rule, once for each preset in the middle of a match."""
    for preset in zz.Rules.presets():
        m = zz.Match(3, rules=preset, seed=4)
        for move in itertools.islice(itertools.cycle([0, -1]), 11):
            m.apply(m.legal_moves()[move])
        done = run_isolated(m.to_json())
        assert done.returncode == 0, done.stderr[-2000:]
        assert done.stdout.count("refused") == len(KILLERS) * 2, done.stdout
