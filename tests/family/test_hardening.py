"""Regression tests for the hardening defects: arguments that crashed, hung, panicked, took all
memory or gave silently wrong results. Inputs that once killed the interpreter or exhausted
memory run in a subprocess (with a memory cap), so a regression fails the test, not the run."""

from __future__ import annotations

import gc
import itertools
import re
import subprocess
import sys
import textwrap
import threading

import numpy as np
import pytest

import zweiundzwanzig as zz

ERRORS = (zz.CardError, zz.RulesError, zz.IllegalMoveError, zz.StateError)


def run_isolated(
    code: str, memory_gb: int = 4, timeout: float = 120
) -> subprocess.CompletedProcess:
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


# --- 1. self-referential and deeply nested card lists ------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        "zz.Play(l)",
        "zz.legal_plays(l, [])",
        "zz.legal_plays('K Q', [l])",
        "zz.Match(4, seed=1).apply(l)",
        "zz.beats(l, '2')",
        "zz.View.describe(players=4, seat=1, dealer=0, hand=l)",
    ],
)
@pytest.mark.parametrize("nesting", ["self", "deep"])
def test_defect_1_nested_card_lists_raise_card_error_instead_of_crashing(call, nesting):
    make = (
        "l = []; l.append(l)" if nesting == "self" else "l = '2'\nfor _ in range(200_000): l = [l]"
    )
    code = "\n".join(
        [
            "import zweiundzwanzig as zz",
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


def test_defect_1_a_list_of_plays_each_a_list_of_cards_is_still_read():
    assert zz.Play([["Q", zz.Card("J")], "10"]) == zz.Play("Q J 10")
    assert zz.legal_plays([["K", "K"], "6"], [["5", "5"]]) == zz.legal_plays("K K 6", ["5 5"])


# --- 2. endless iterables ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        "zz.Play(itertools.repeat('2'))",
        "zz.Play(itertools.repeat(''))",
        "zz.Play(itertools.cycle([zz.Card('A'), zz.Play('K')]))",
        "zz.legal_plays(itertools.repeat(zz.Card('2')), [])",
        "zz.trick_winner(itertools.repeat('7'))",
        "zz.legal_plays('K', itertools.repeat('7'))",
        "zz.View.describe(players=4, seat=1, dealer=0, hand='K', played=itertools.repeat('2'))",
        "zz.simulate(1, policies=itertools.repeat('random'))",
        "zz.tournament(itertools.repeat('random'), 1)",
    ],
)
def test_defect_2_endless_iterables_stop_at_the_most_cards_or_seats(call):
    done = run_isolated(
        f"""
        import itertools
        import zweiundzwanzig as zz
        try:
            {call}
        except (zz.ZweiundzwanzigError, TypeError, ValueError) as e:
            print(type(e).__name__, e)
        """,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "Error" in done.stdout
    assert any(w in done.stdout for w in ("at most", "more than", "2 to 32 players")), done.stdout


def test_defect_2_the_card_limit_is_stated():
    with pytest.raises(zz.CardError, match="at most 15"):
        zz.Play(["2"] * 16)
    with pytest.raises(zz.CardError, match="at most 16384"):
        zz.Play("2 " * 10_000)
    with pytest.raises(zz.CardError, match="at most 32 plays"):
        zz.trick_winner(["7"] * 33)


# --- 3. re-entrant and concurrent calls on one match -------------------------------------------


def test_defect_3_a_generator_argument_may_use_the_same_match():
    m = zz.Match(4, seed=1)
    seen = []

    def cards():
        seen.append(m == m)
        seen.append(zz.advise(m, iterations=4, seed=0)[0].move.kind)
        seen.append(zz._core.policy_move(m, "heuristic", 1).kind)
        seen.append(len(m.legal_moves()) > 0)
        yield from m.hand(m.current_player)[:1]

    player = m.current_player
    m.apply(cards())
    assert seen == [True, "exchange", "exchange", True]
    assert m.exchanged[player] == 1


def test_defect_3_an_index_argument_may_change_the_match():
    m = zz.Match(4, seed=1)

    class Seat:
        def __index__(self):
            m.apply("")
            return 0

    before = m.current_player
    assert len(m.hand(Seat())) == 7
    assert m.current_player != before
    assert m.view(Seat()).player == 0


def test_defect_3_a_finalizer_may_use_the_match_while_moves_are_listed():
    m = zz.Match(4, seed=2)
    applied = []

    class Tidy:
        def __del__(self):
            if len(applied) < 3 and not m.is_over:
                m.apply(m.legal_moves()[0])
                applied.append(True)

    for _ in range(2000):
        cycle = [Tidy()]
        cycle.append(cycle)
        del cycle
        m.legal_moves()
    gc.collect()
    assert applied
    assert zz.Match.from_json(m.to_json()) == m


def test_defect_3_a_match_shared_between_threads_stays_whole():
    m = zz.Match(4, seed=3)
    errors: list[BaseException] = []

    def play():
        rng = np.random.default_rng(0)
        while True:
            try:
                if m.is_over:
                    return
                moves = m.legal_moves()
                m.apply(moves[int(rng.integers(len(moves)))])
            except zz.IllegalMoveError:
                continue  # the other thread moved first
            except BaseException as e:  # collected for the assertion below
                errors.append(e)
                return

    def read():
        while not m.is_over:
            try:
                m.view(0), m.log, m.to_json(), m.clone()
            except BaseException as e:
                errors.append(e)
                return

    threads = [threading.Thread(target=f) for f in (play, play, read)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert all(isinstance(e, zz.BusyError) for e in errors), errors
    assert zz.Match.from_json(m.to_json()) == m


def test_defect_3_busy_error_is_documented_and_a_runtime_error():
    assert issubclass(zz.BusyError, RuntimeError)
    assert "another call" in zz.BusyError.__doc__


# --- 6. advice budgets -------------------------------------------------------------------------


@pytest.mark.parametrize("algorithm", ["pimc", "ismcts"])
# Times a busy machine cannot miss: it may not run the search at all for a tenth of a second.
@pytest.mark.parametrize(("iterations", "seconds"), [(4_294_967_295, 1.0), (10**8, 1.0)])
def test_defect_6_a_huge_iteration_budget_takes_no_memory_and_ends_with_the_time(
    algorithm, iterations, seconds
):
    done = run_isolated(
        f"""
        import zweiundzwanzig as zz
        advice = zz.advise(zz.Match(4, seed=1), iterations={iterations}, time_limit={seconds},
                           algorithm={algorithm!r})
        print(sum(a.visits for a in advice))
        """,
        memory_gb=2,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert 0 < int(done.stdout) < iterations


@pytest.mark.parametrize(
    "iterations",
    [0, -1, 2**32, 10**12, 10**30, 10**5000],
    ids=["0", "-1", "2^32", "1e12", "1e30", "1e5000"],
)
def test_defect_6_iteration_bounds_are_stated(iterations):
    with pytest.raises(ValueError, match=r"from 1 to 4294967295 \(2\*\*32 - 1\)"):
        zz.advise(zz.Match(4, seed=1), iterations=iterations)


@pytest.mark.parametrize("seconds", [0, -1.0, float("nan"), float("inf"), 1e12])
def test_defect_6_time_limit_bounds_are_stated(seconds):
    with pytest.raises(ValueError, match="above 0 and below 1e9"):
        zz.advise(zz.Match(4, seed=1), time_limit=seconds)


# --- 7. constant-memory summaries --------------------------------------------------------------


def test_defect_7_a_summary_of_a_trillion_games_takes_constant_memory_on_two_threads():
    done = run_isolated(
        """
        import os, signal
        import zweiundzwanzig as zz
        # Ctrl-C as the run goes (not after a guessed time), whatever SIGINT the test run had.
        signal.signal(signal.SIGINT, signal.default_int_handler)
        def interrupt_once_running(done):
            if done >= 200_000:
                os.kill(os.getpid(), signal.SIGINT)
        try:
            zz.simulate(10**12, summary_only=True, threads=2, progress=interrupt_once_running)
        except zz.Interrupted as stop:
            print("partial", stop.partial.games > 0)
        """,
        memory_gb=2,
        timeout=90,
    )
    assert done.returncode == 0, done.stderr
    assert "partial True" in done.stdout


# --- 8. thread counts --------------------------------------------------------------------------


@pytest.mark.parametrize("threads", [0, -2, 257, 10_000, 10**6, 10**40])
def test_defect_8_thread_counts_are_bounded_with_the_bound_stated(threads):
    for call in (
        lambda: zz.simulate(2, threads=threads),
        lambda: zz.advise(zz.Match(4, seed=1), iterations=2, threads=threads),
        lambda: zz._core.simulate_batch(
            players=4,
            rules=None,
            policies=["random"] * 4,
            seed=0,
            start=0,
            count=2,
            threads=threads,
        ),
    ):
        with pytest.raises(ValueError, match="from 1 to 256"):
            call()


def test_defect_8_more_threads_than_games_give_the_same_results():
    assert zz.simulate(3, threads=256).summary == zz.simulate(3, threads=1).summary


# --- 9. executors that reorder, repeat or lose chunks ------------------------------------------


class Reordering:
    """An executor whose `map` hands the results back in reverse order."""

    def map(self, fn, items):
        return reversed([fn(x) for x in items])


class Repeating:
    def map(self, fn, items):
        results = [fn(x) for x in items]
        return results + results[:1]


class Losing:
    def map(self, fn, items):
        return [fn(x) for x in items][1:]


class Mixing:
    """Hands back a chunk of another run (another seed) in place of the first."""

    def map(self, fn, items):
        items = list(items)
        results = [fn(x) for x in items]
        (game, players, rules, names, seed, *keep), start, count = items[0]
        results[0] = fn(((game, players, rules, names, seed + 1, *keep), start, count))
        return results


def test_defect_9_chunks_handed_back_out_of_order_are_put_in_order():
    expected = zz.simulate(300, seed=4)
    got = zz.simulate(300, seed=4, executor=Reordering(), chunk_size=70)
    np.testing.assert_array_equal(got.places, expected.places)
    np.testing.assert_array_equal(got.deals, expected.deals)


@pytest.mark.parametrize(
    ("executor", "words"),
    [(Repeating(), "twice"), (Losing(), "no result"), (Mixing(), "another run")],
)
@pytest.mark.parametrize("summary_only", [False, True])
def test_defect_9_chunks_repeated_lost_or_mixed_up_are_refused(executor, words, summary_only):
    with pytest.raises(zz.StateError, match=words):
        zz.simulate(300, seed=4, executor=executor, chunk_size=70, summary_only=summary_only)


def test_defect_9_each_batch_says_what_it_covers():
    part = zz._core.simulate_batch(
        players=3, rules="rasmussen", policies=["random"] * 3, seed=9, start=40, count=5
    )
    run = part["run"]
    assert (run["seed"], run["start"], run["count"], run["players"]) == (9, 40, 5, 3)
    assert run["policies"] == ["random"] * 3
    assert zz.Rules.from_json(run["rules"]) == zz.Rules.rasmussen()
    assert run["summary_only"] is False


# --- arguments of any size ---------------------------------------------------------------------


@pytest.mark.parametrize("value", [-1, 10**30, 10**5000], ids=["-1", "1e30", "1e5000"])
def test_integer_arguments_of_any_size_get_the_range_in_the_error(value):
    m = zz.Match(4, seed=1)
    with pytest.raises(IndexError, match="seats 0 to 3"):
        m.hand(value)
    with pytest.raises(zz.RulesError, match="2 to 32 players"):
        zz.Match(value)
    with pytest.raises(ValueError, match="2\\*\\*64 - 1"):
        zz.Match(4, seed=value)


def test_a_non_integer_seat_is_a_type_error():
    with pytest.raises(TypeError, match="integer"):
        zz.Match(4, seed=1).hand(1.5)


def test_no_error_of_bad_input_is_anything_but_the_documented_ones():
    m = zz.Match(4, seed=1)
    for bad in [None, 3.5, object(), b"K", {"X": 1}, [None], ["K", 3], "K X", "K" * 20]:
        try:
            m.apply(bad)
        except (*ERRORS, TypeError):
            pass
    assert m == zz.Match(4, seed=1)


def test_an_endless_policy_list_is_not_read_to_the_end():
    names = itertools.chain(["random"] * 4, itertools.repeat("heuristic"))
    with pytest.raises(zz.RulesError, match="more than 32 policies"):
        zz.simulate(1, policies=names)


@pytest.mark.parametrize("players", [-1, 0, 1, 33, 10**30])
def test_simulate_refuses_a_table_size_before_building_anything_for_it(players):
    with pytest.raises(zz.RulesError, match="2 to 32 players"):
        zz.simulate(1, players=players)


@pytest.mark.parametrize(
    ("given", "named"),
    [
        ({"players": 300}, "players 300"),
        ({"seat": 10**30}, "seat 1000000000000000000000000000000"),
        ({"dealer": -1}, "dealer -1"),
        ({"deal": 70_000}, "deal 70000"),
        ({"out": [300]}, "out[0] 300"),
        ({"totals": [0, 0, 70_000, 0]}, "totals[2] 70000"),
        ({"exchanged": [0, None, -1, 0]}, "exchanged[2] -1"),
        ({"trick": [(300, "Q")]}, "a play's seat 300"),
    ],
)
def test_described_numbers_of_any_size_are_refused_by_name(given, named):
    args = {"players": 4, "seat": 1, "dealer": 0, "hand": "K Q J 10 9 8 7", **given}
    with pytest.raises(zz.StateError, match=re.escape(named) + " is not a whole number from 0 to"):
        zz.View.describe(**args)
