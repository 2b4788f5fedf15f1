"""The engine's trick-level functions (`zz.legal_plays`, `zz.beats`, `zz.trick_winner`) against the
brute-force oracle of `oracle.py`, written from the rules of `docs/rules/` alone.

- Realistic positions: 10,000 per preset (seeded), each a trick as it arises in play (the lead and
  every follow a legal play of its player's own hand, all dealt from one deck of the preset); every
  turn of each generated trick is compared, as are the winner of every prefix of the trick and
  `beats` between every play and each play before it.
- Hypothesis: realistic positions, arbitrary positions (joker-heavy, any follows), `beats` and
  `trick_winner` on arbitrary plays, also under house-rule combinations of the options.
- Exhaustive: every small hand over a few ranks (and jokers) against every lead and follow.

`ZZ_ORACLE_POSITIONS` changes the number of random positions per preset.
"""

from __future__ import annotations

import itertools
import os
import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import zweiundzwanzig as zz

from . import oracle as O

POSITIONS_PER_PRESET = int(os.environ.get("ZZ_ORACLE_POSITIONS", "10000"))
PRESET_NAMES = ("standard", "twenty_two", "rasmussen", "sechsundzwanzig")

# House rules: the options of 1.10 combined otherwise than in the presets.
COMBINATIONS = {
    "rasmussen+jokers": (
        zz.Rules.rasmussen().replace(jokers_per_deck=2, decks=2),
        O.OracleRules("rasmussen+jokers", "lead", True, "last_stechen", 2, 2),
    ),
    "standard+compulsory": (
        zz.Rules.standard().replace(compulsory_beating=True),
        O.OracleRules("standard+compulsory", "best", True, "last_beat", 0, 1),
    ),
    "sechsundzwanzig+lead": (
        zz.Rules.sechsundzwanzig().replace(beat_against="lead"),
        O.OracleRules("sechsundzwanzig+lead", "lead", False, "last_beat", 2, 2),
    ),
    "standard+stechen": (
        zz.Rules.standard().replace(trick_winner="last_stechen"),
        O.OracleRules("standard+stechen", "best", False, "last_stechen", 0, 1),
    ),
}
RULE_SETS = {name: (zz.Rules.preset_named(name), O.PRESETS[name]) for name in PRESET_NAMES}
RULE_SETS.update(COMBINATIONS)

HYPOTHESIS = settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def engine_plays(
    hand: Sequence[int], trick: Sequence[Sequence[int]], rules: zz.Rules
) -> list[tuple[str, ...]]:
    return [p.ranks for p in zz.legal_plays(O.text(hand), [O.text(p) for p in trick], rules)]


def oracle_plays(legal: Sequence[Sequence[int]]) -> list[tuple[str, ...]]:
    return [O.names(p) for p in legal]


def repro(call: str, *args: object, preset: str) -> str:
    shown = ", ".join(repr(a) for a in args)
    return f"zz.{call}({shown}, {rules_expr(preset)})"


def rules_expr(name: str) -> str:
    if name in PRESET_NAMES:
        return f"zz.Rules.{name}()"
    return repr(RULE_SETS[name][0])


def legal_repro(hand: Sequence[int], trick: Sequence[Sequence[int]], preset: str) -> str:
    return (
        repro("legal_plays", O.text(hand), [O.text(p) for p in trick], preset=preset)
        + "  # expected by the rules: "
        + str([" ".join(p) for p in oracle_plays(O.legal_plays(hand, trick, RULE_SETS[preset][1]))])
    )


def check_position(
    hand: Sequence[int], trick: Sequence[Sequence[int]], preset: str, failures: list[str]
) -> None:
    rules, orules = RULE_SETS[preset]
    expected = oracle_plays(O.legal_plays(hand, trick, orules))
    got = engine_plays(hand, trick, rules)
    if got != expected:
        failures.append(f"{legal_repro(hand, trick, preset)}; engine: {[' '.join(p) for p in got]}")


def check_trick(plays: Sequence[Sequence[int]], preset: str, failures: list[str]) -> None:
    """The winner of every prefix of `plays`, and `beats` of each play against every earlier
    one (both ways)."""
    rules, orules = RULE_SETS[preset]
    texts = [O.text(p) for p in plays]
    for n in range(1, len(plays) + 1):
        expected = O.trick_winner(plays[:n], orules)
        got = zz.trick_winner(texts[:n], rules)
        if got != expected:
            failures.append(
                f"{repro('trick_winner', texts[:n], preset=preset)} == {got}, expected {expected}"
            )
    for i, j in itertools.permutations(range(len(plays)), 2):
        expected_beat = O.beats(plays[i], plays[j])
        if zz.beats(texts[i], texts[j], rules) != expected_beat:
            failures.append(
                f"{repro('beats', texts[i], texts[j], preset=preset)} should be {expected_beat}"
            )


def report(failures: list[str], checked: int, what: str) -> None:
    if failures:
        shown = "\n  ".join(failures[:10])
        pytest.fail(f"{len(failures)} of {checked} {what} differ from the rules, e.g.:\n  {shown}")


# --------------------------------------------------------------------------------------------
# The oracle itself, on the worked examples of `docs/rules/`.


def test_oracle_subsets_are_all_2_to_the_h() -> None:
    for h in range(14):
        groups = O.index_subsets(h)
        assert sum(len(g) for g in groups) == 2**h
        assert all(len(set(g)) == len(g) for g in groups)


def test_oracle_worked_examples() -> None:
    p, std = O.parse, O.STANDARD
    # 1.6, the lead from 5-5-5: the leader keeps a card.
    assert O.legal_leads(p("5 5 5")) == [p("5"), p("5 5")]
    # 1.6, the trick of 5-5-5: Anne cannot beat 10-9-7 with K-K-6; her only play is 3-2-2.
    assert O.legal_follows(p("K K 6 3 2 2"), [p("5 5 5"), p("10 9 7")], std) == [p("3 2 2")]
    assert O.trick_winner([p("7 7"), p("Q 7"), p("Q J"), p("5 3")], std) == 2
    assert O.trick_winner([p("7"), p("7"), p("10"), p("2")], std) == 2
    assert O.trick_winner([p("6 6"), p("7 6"), p("5 4"), p("9 8")], std) == 3
    assert O.trick_winner([p("J J J"), p("Q Q J"), p("3 2 2"), p("A K Q")], std) == 3
    # 1.10.1: Bernd must beat 8-8; Claudia may play any beat, only 9-9 stechen.
    ras = O.RASMUSSEN
    assert O.legal_follows(p("K 10 8 3"), [p("8 8")], ras) == [p("10 8"), p("K 8"), p("K 10")]
    assert O.legal_follows(p("Q 10 9 9"), [p("8 8"), p("K 10")], ras) == [
        p("9 9"),
        p("10 9"),
        p("Q 9"),
        p("Q 10"),
    ]
    assert O.trick_winner([p("8 8"), p("K 10"), p("Q 10")], ras) == 0
    assert O.trick_winner([p("8 8"), p("K 10"), p("9 9")], ras) == 2
    # 1.10.2: jokers count as the highest rank card of their play.
    sz = O.SECHSUNDZWANZIG
    assert O.effective(p("* * 8")) == p("8 8 8")
    assert O.legal_follows(p("* 7 3 2"), [p("* 5 5")], sz) == [p("7 3 2")]
    trick = [p("* 5 5"), p("7 3 2"), p("K Q 9")]
    assert O.legal_follows(p("* Q J 10"), trick, sz) == [p("Q J 10")]
    assert O.beats(p("* *"), p("A A")) and not O.beats(p("A A"), p("* *"))
    assert O.legal_leads(p("* * *")) == [p("*"), p("* *")]
    assert O.legal_leads(p("* 5")) == [p("5")]


def test_engine_worked_examples() -> None:
    failures: list[str] = []
    p = O.parse
    check_position(p("K K 6 3 2 2"), [p("5 5 5"), p("10 9 7")], "standard", failures)
    check_position(p("K 10 8 3"), [p("8 8")], "rasmussen", failures)
    check_position(p("Q 10 9 9"), [p("8 8"), p("K 10")], "rasmussen", failures)
    check_position(p("* 7 3 2"), [p("* 5 5")], "sechsundzwanzig", failures)
    check_position(p("* Q J 10"), [p("* 5 5"), p("7 3 2"), p("K Q 9")], "sechsundzwanzig", failures)
    check_trick([p("7 7"), p("Q 7"), p("Q J"), p("5 3")], "standard", failures)
    check_trick([p("J J J"), p("Q Q J"), p("3 2 2"), p("A K Q")], "twenty_two", failures)
    check_trick([p("8 8"), p("K 10"), p("9 9"), p("8 8")], "rasmussen", failures)
    report(failures, 8, "worked examples")


# --------------------------------------------------------------------------------------------
# Seeded random positions: 10,000 per preset.


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_random_positions_against_the_oracle(preset: str) -> None:
    rules, orules = RULE_SETS[preset]
    rng = random.Random(f"oracle-{preset}")
    failures: list[str] = []
    turns = 0
    for _ in range(POSITIONS_PER_PRESET):
        steps = O.random_trick(rng, orules)
        for step in steps:
            turns += 1
            got = engine_plays(step.hand, step.trick, rules)
            if got != oracle_plays(step.legal):
                engine = [" ".join(p) for p in got]
                failures.append(f"{legal_repro(step.hand, step.trick, preset)}; engine: {engine}")
        last = steps[-1]
        if last.trick:
            check_trick([*last.trick, rng.choice(last.legal)], preset, failures)
    assert turns >= POSITIONS_PER_PRESET
    report(failures, turns, f"{preset} positions")


def test_random_positions_cover_the_interesting_cases() -> None:
    """The generator reaches every hand size, long tricks, jokers and give-offs."""
    rng = random.Random(3)
    sizes, lengths, jokers, give_offs = set(), set(), 0, 0
    for _ in range(600):
        pos = O.random_position(rng, O.SECHSUNDZWANZIG)
        sizes.add(len(pos.hand))
        lengths.add(len(pos.trick))
        jokers += O.JOKER in pos.hand
        if pos.trick:
            give_offs += O.give_off(pos.hand, len(pos.trick[0])) in pos.legal
    assert sizes == set(range(1, 14))
    assert lengths == set(range(6))
    assert jokers > 30 and give_offs > 100


# --------------------------------------------------------------------------------------------
# Hypothesis.


@st.composite
def realistic_positions(draw: st.DrawFn, orules: O.OracleRules) -> O.Position:
    """As `oracle.random_trick`, every choice drawn by hypothesis (shrinks to low cards)."""
    deck = sorted(orules.deck())
    h = draw(st.integers(1, 9))
    plays = draw(st.integers(0, min(4, len(deck) // h - 1))) if h >= 2 else 0

    def deal() -> O.Cards:
        cards = [deck.pop(draw(st.integers(0, len(deck) - 1))) for _ in range(h)]
        return tuple(sorted(cards, reverse=True))

    trick: list[O.Cards] = []
    for _ in range(plays):
        theirs = deal()
        trick.append(draw(st.sampled_from(O.legal_plays(theirs, trick, orules))))
    hand = deal()
    return O.Position(hand, tuple(trick), tuple(O.legal_plays(hand, trick, orules)))


def cards_of(orules: O.OracleRules) -> st.SearchStrategy[int]:
    """A rank; with jokers in the rules, about one card in four is a joker."""
    if orules.jokers_per_deck:
        return st.integers(0, 16).map(lambda r: min(r, O.JOKER))
    return st.integers(0, O.ACE)


def plays_of(orules: O.OracleRules, k: int) -> st.SearchStrategy[O.Cards]:
    return st.lists(cards_of(orules), min_size=k, max_size=k).map(
        lambda cs: tuple(sorted(cs, reverse=True))
    )


@st.composite
def leads_of(draw: st.DrawFn, orules: O.OracleRules, k: int) -> O.Cards:
    """A lead's shape: one rank, jokers joining it (or jokers alone)."""
    if orules.jokers_per_deck and draw(st.integers(0, 9)) == 0:
        return (O.JOKER,) * k
    rank = draw(st.integers(0, O.ACE))
    jokers = draw(st.integers(0, k - 1)) if orules.jokers_per_deck else 0
    return tuple(sorted([rank] * (k - jokers) + [O.JOKER] * jokers, reverse=True))


@st.composite
def arbitrary_positions(draw: st.DrawFn, orules: O.OracleRules) -> tuple[O.Cards, list[O.Cards]]:
    """Any hand of 1-10 cards; a lead of one rank and 0-4 follows of any cards."""
    h = draw(st.integers(1, 10))
    hand = draw(plays_of(orules, h))
    if h < 2 or draw(st.integers(0, 3)) == 0:
        return hand, []
    k = draw(st.integers(1, h - 1))
    trick = [draw(leads_of(orules, k))]
    trick += draw(st.lists(plays_of(orules, k), max_size=4))
    return hand, trick


@pytest.mark.parametrize("preset", list(RULE_SETS))
@HYPOTHESIS
@given(data=st.data())
def test_hypothesis_realistic_positions(preset: str, data: st.DataObject) -> None:
    rules, orules = RULE_SETS[preset]
    pos = data.draw(realistic_positions(orules))
    assert engine_plays(pos.hand, pos.trick, rules) == oracle_plays(pos.legal), legal_repro(
        pos.hand, pos.trick, preset
    )


@pytest.mark.parametrize("preset", list(RULE_SETS))
@HYPOTHESIS
@given(data=st.data())
def test_hypothesis_arbitrary_positions(preset: str, data: st.DataObject) -> None:
    orules = RULE_SETS[preset][1]
    hand, trick = data.draw(arbitrary_positions(orules))
    failures: list[str] = []
    check_position(hand, trick, preset, failures)
    if trick:
        check_trick(trick, preset, failures)
    assert not failures, failures


@pytest.mark.parametrize("preset", PRESET_NAMES)
@HYPOTHESIS
@given(data=st.data())
def test_hypothesis_beats(preset: str, data: st.DataObject) -> None:
    rules, orules = RULE_SETS[preset]
    k = data.draw(st.integers(1, 8))
    play, best = data.draw(plays_of(orules, k)), data.draw(plays_of(orules, k))
    assert zz.beats(O.text(play), O.text(best), rules) == O.beats(play, best), repro(
        "beats", O.text(play), O.text(best), preset=preset
    )


# --------------------------------------------------------------------------------------------
# Exhaustive over a small universe of ranks.

SMALL_UNIVERSE = {
    "standard": (O.RANK_INDEX["3"], O.RANK_INDEX["9"], O.ACE),
    "rasmussen": (O.RANK_INDEX["3"], O.RANK_INDEX["9"], O.ACE),
    "sechsundzwanzig": (O.RANK_INDEX["3"], O.RANK_INDEX["9"], O.ACE, O.JOKER),
    "rasmussen+jokers": (O.RANK_INDEX["3"], O.RANK_INDEX["9"], O.ACE, O.JOKER),
}


@pytest.mark.parametrize("preset", list(SMALL_UNIVERSE))
def test_small_hands_exhaustively(preset: str) -> None:
    """Every hand of 1-5 cards over three ranks (and the joker), as a leader and as the follower
    of every lead of that universe and every second play of it."""
    ranks = sorted(SMALL_UNIVERSE[preset])

    def multisets(n: int) -> list[O.Cards]:
        return [
            tuple(sorted(c, reverse=True))
            for c in itertools.combinations_with_replacement(ranks, n)
        ]

    failures: list[str] = []
    checked = 0
    for h in range(1, 6):
        for hand in multisets(h):
            check_position(hand, [], preset, failures)
            checked += 1
            for k in range(1, h):
                for lead in multisets(k):
                    if not O.is_lead_shape(lead, lead):
                        continue
                    check_position(hand, [lead], preset, failures)
                    checked += 1
                    for second in multisets(k):
                        check_position(hand, [lead, second], preset, failures)
                        check_trick([lead, second, O.give_off(hand, k)], preset, failures)
                        checked += 1
    report(failures, checked, f"small {preset} positions")
