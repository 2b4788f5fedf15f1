"""A brute-force oracle for the trick rules of the Zweiundzwanzig family, written only from the
wording of the rules in `docs/rules/` (1.6, 1.7, 1.10.1, 1.10.2), independent of the engine.

Cards are rank indices: 0 is the 2, 12 the ace, 13 the joker. A play or a hand is a tuple of rank
indices sorted from high to low, so two plays with the same ranks are the same tuple (1.7).

Legal plays are found by brute force: every subset of the hand's cards, by index (2^h subsets),
is enumerated; those of the right size are kept, deduplicated as rank multisets and filtered by
the rule text. Nothing here is clever on purpose: it is the slow, obviously-right reference.
"""

from __future__ import annotations

import dataclasses
import functools
import operator
import random
from collections.abc import Sequence
from dataclasses import dataclass

RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "*")
RANK_INDEX = {name: i for i, name in enumerate(RANK_NAMES)}
ACE = 12
JOKER = 13

Cards = tuple[int, ...]


@dataclass(frozen=True)
class OracleRules:
    """The options of 1.10 that decide a trick, as the oracle reads them."""

    name: str
    beat_against: str  # "best": the best play so far (1.6); "lead": the leader's cards (1.10.1)
    compulsory: bool  # a player who can beat must beat (1.10.1)
    trick_winner: str  # "last_beat" (1.6) or "last_stechen" (1.10.1)
    jokers_per_deck: int  # 0, or 2 in Sechsundzwanzig (1.10.2)
    decks: int  # decks for the random positions: 1, or 2 in Sechsundzwanzig

    def deck(self) -> list[int]:
        """All cards of the decks: four of each rank per deck, and the jokers."""
        return [r for r in range(ACE + 1) for _ in range(4 * self.decks)] + [JOKER] * (
            self.jokers_per_deck * self.decks
        )


# 1.10, one rule set per preset.
STANDARD = OracleRules("standard", "best", False, "last_beat", 0, 1)
TWENTY_TWO = OracleRules("twenty_two", "best", False, "last_beat", 0, 1)
RASMUSSEN = OracleRules("rasmussen", "lead", True, "last_stechen", 0, 1)
SECHSUNDZWANZIG = OracleRules("sechsundzwanzig", "best", False, "last_beat", 2, 2)
PRESETS = {r.name: r for r in (STANDARD, TWENTY_TWO, RASMUSSEN, SECHSUNDZWANZIG)}


def house_rules(preset: OracleRules, house: dict[str, object]) -> OracleRules:
    """A preset with some of the trick's options changed (`beat_against`, `trick_winner`,
    `compulsory_beating`), as `zz.Rules.replace` changes them."""
    known = {"beat_against", "trick_winner", "compulsory_beating"}
    assert set(house) <= known, f"the oracle reads only {known}"
    return dataclasses.replace(
        preset,
        name=f"{preset.name}+house",
        beat_against=str(house.get("beat_against", preset.beat_against)),
        trick_winner=str(house.get("trick_winner", preset.trick_winner)),
        compulsory=bool(house.get("compulsory_beating", preset.compulsory)),
    )


# --------------------------------------------------------------------------------------------
# Cards as text.


def parse(text: str) -> Cards:
    """`"K K 6"` -> (11, 11, 4): rank names separated by spaces, high to low."""
    return tuple(sorted((RANK_INDEX[t] for t in text.split()), reverse=True))


def names(cards: Sequence[int]) -> tuple[str, ...]:
    """Rank names from high to low, as `zz.Play.ranks` gives them."""
    return tuple(RANK_NAMES[r] for r in sorted(cards, reverse=True))


def text(cards: Sequence[int]) -> str:
    """Rank names joined by spaces, as the engine accepts them."""
    return " ".join(names(cards))


# --------------------------------------------------------------------------------------------
# Subsets by index (2^h of them), kept by size.


@functools.cache
def index_subsets(h: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Every subset of the indices 0..h-1 (all 2^h), grouped by size: `index_subsets(h)[k]`."""
    by_size: list[list[tuple[int, ...]]] = [[] for _ in range(h + 1)]
    for mask in range(1 << h):
        chosen = tuple(i for i in range(h) if mask >> i & 1)
        by_size[len(chosen)].append(chosen)
    return tuple(tuple(group) for group in by_size)


@functools.cache
def _pickers(h: int, k: int) -> tuple[operator.itemgetter[int], ...]:
    """One `itemgetter` per index subset of size `k` (for speed; the same subsets as above)."""
    return tuple(operator.itemgetter(*chosen) for chosen in index_subsets(h)[k])


def distinct_subsets(hand: Sequence[int], k: int) -> set[Cards]:
    """The distinct rank multisets of `k` cards from `hand`, each sorted from high to low."""
    ordered = tuple(sorted(hand, reverse=True))
    if not 0 <= k <= len(ordered):
        return set()
    if k == 0:
        return {()}
    if k == 1:
        return {(c,) for c in ordered}
    # The hand is sorted from high to low and each index subset is increasing, so every chosen
    # tuple is already sorted from high to low.
    return {pick(ordered) for pick in _pickers(len(ordered), k)}


# --------------------------------------------------------------------------------------------
# How plays compare (1.6, 1.10.2).


def rank_cards(play: Sequence[int]) -> list[int]:
    return [c for c in play if c != JOKER]


def effective(play: Sequence[int]) -> Cards:
    """What a play counts as: in a play with at least one rank card, each joker counts as the
    highest rank card of that play; a play of jokers only stays above the ace (1.10.2)."""
    ranks = rank_cards(play)
    if ranks:
        top = max(ranks)
        counted = [top if c == JOKER else c for c in play]
    else:
        counted = list(play)
    return tuple(sorted(counted, reverse=True))


def beats(play: Sequence[int], best: Sequence[int]) -> bool:
    """Sorted dominance (1.6): both sorted from high to low, each card of `play` is equal to or
    higher than the card at the same position of `best`. Equal counts as beating."""
    if len(play) != len(best):
        return False
    return all(a >= b for a, b in zip(effective(play), effective(best), strict=True))


def one_rank(play: Sequence[int]) -> int | None:
    """The rank of a play of one rank (jokers counting as that rank), else None."""
    counted = set(effective(play))
    return counted.pop() if len(counted) == 1 else None


def only_jokers(hand: Sequence[int]) -> bool:
    return all(c == JOKER for c in hand)


def joker_rule_allows(play: Sequence[int], hand: Sequence[int]) -> bool:
    """A joker only together with at least one rank card, unless the holder has nothing but
    jokers left (1.10.2)."""
    if JOKER not in play:
        return True
    return bool(rank_cards(play)) or only_jokers(hand)


def give_off(hand: Sequence[int], k: int) -> Cards:
    """The `k` lowest cards, jokers being the highest (1.6, 1.10.2)."""
    return tuple(sorted(sorted(hand)[:k], reverse=True))


def order_key(play: Cards) -> tuple[int, Cards]:
    """The documented order (1.7): by number of cards, then comparing from the highest card
    down, lowest first."""
    return (len(play), tuple(sorted(play, reverse=True)))


# --------------------------------------------------------------------------------------------
# Legal plays (1.6, 1.7, 1.10).


def is_lead_shape(play: Sequence[int], hand: Sequence[int]) -> bool:
    """One rank, jokers joining a rank card; jokers alone only when the hand is only jokers."""
    ranks = rank_cards(play)
    if not ranks:
        return only_jokers(hand)
    return len(set(ranks)) == 1


def legal_leads(hand: Sequence[int]) -> list[Cards]:
    """Every distinct lead: one rank (plus jokers), `k <= h - 1` cards so one card is kept."""
    h = len(hand)
    out: list[Cards] = []
    for k in range(1, h):
        out.extend(p for p in distinct_subsets(hand, k) if is_lead_shape(p, hand))
    return sorted(out, key=order_key)


def best_so_far(trick: Sequence[Sequence[int]]) -> Cards:
    """The best play of a trick (standard rule): the lead, replaced by each play that beats the
    best play so far."""
    best = tuple(trick[0])
    for play in trick[1:]:
        if beats(play, best):
            best = tuple(play)
    return best


def reference(trick: Sequence[Sequence[int]], rules: OracleRules) -> Cards:
    """The play a follower must dominate to beat: the best so far, or the lead (1.10.1)."""
    return best_so_far(trick) if rules.beat_against == "best" else tuple(trick[0])


def legal_follows(
    hand: Sequence[int], trick: Sequence[Sequence[int]], rules: OracleRules
) -> list[Cards]:
    """Every distinct follow: the beating plays and the give-off; under compulsory beating the
    give-off only when nothing beats."""
    k = len(trick[0])
    target = reference(trick, rules)
    beating = [
        p for p in distinct_subsets(hand, k) if joker_rule_allows(p, hand) and beats(p, target)
    ]
    lowest = give_off(hand, k)
    if rules.compulsory:
        legal = beating if beating else [lowest]
    else:
        legal = beating + ([lowest] if lowest not in beating else [])
    return sorted(legal, key=order_key)


def legal_plays(
    hand: Sequence[int], trick: Sequence[Sequence[int]], rules: OracleRules
) -> list[Cards]:
    """The legal plays of a player holding `hand` after `trick` (lead first; empty to lead)."""
    if not trick:
        return legal_leads(hand)
    return legal_follows(hand, trick, rules)


# --------------------------------------------------------------------------------------------
# The winner of a trick (1.6, 1.10.1).


def trick_winner(plays: Sequence[Sequence[int]], rules: OracleRules) -> int:
    """The index of the winning play, lead first."""
    if rules.trick_winner == "last_beat":
        best, winner = tuple(plays[0]), 0
        for i, play in enumerate(plays[1:], start=1):
            target = best if rules.beat_against == "best" else tuple(plays[0])
            if beats(play, target):
                best, winner = tuple(play), i
        return winner
    # Stechen: a one-rank play whose rank is at least the rank of every one-rank play so far
    # (the lead included) and which beats the lead. The last one wins; else the leader.
    winner = 0
    lead = tuple(plays[0])
    for i, play in enumerate(plays[1:], start=1):
        mine = one_rank(play)
        earlier = [r for r in (one_rank(p) for p in plays[:i]) if r is not None]
        if mine is not None and all(mine >= r for r in earlier) and beats(play, lead):
            winner = i
    return winner


# --------------------------------------------------------------------------------------------
# Realistic random positions.


@dataclass(frozen=True)
class Position:
    """A player's turn in a trick: the hand, the plays so far (lead first) and, by the oracle,
    the legal plays."""

    hand: Cards
    trick: tuple[Cards, ...]
    legal: tuple[Cards, ...]


def random_hand_size(rng: random.Random) -> int:
    """Hand sizes 1..13, most of them at most 10 (the oracle enumerates 2^h subsets)."""
    if rng.random() < 0.15:
        return rng.randint(11, 13)
    return rng.randint(1, 10)


def random_trick(
    rng: random.Random, rules: OracleRules, h: int | None = None, max_plays: int = 5
) -> list[Position]:
    """The turns of one trick as it arises in play, the last one still to be played.

    Every hand is dealt from one shuffled deck of the rule set, all of `h` cards. The lead is a
    random legal lead of the leader's own hand, each follower's play a random legal play (by this
    oracle) of that follower's own hand, so the best play so far is realistic. Between 0 and
    `max_plays` plays are made (as many as the deck has hands for), then the last player is to
    move."""
    deck = rules.deck()
    rng.shuffle(deck)
    if h is None:
        h = random_hand_size(rng)
    hands_in_deck = len(deck) // h
    plays = 0 if h < 2 else rng.randint(0, min(max_plays, hands_in_deck - 1))
    turns: list[Position] = []
    trick: list[Cards] = []
    for turn in range(plays + 1):
        hand = tuple(sorted((deck.pop() for _ in range(h)), reverse=True))
        legal = tuple(legal_plays(hand, trick, rules))
        turns.append(Position(hand, tuple(trick), legal))
        if turn < plays:
            trick.append(rng.choice(legal))
    return turns


def random_position(
    rng: random.Random, rules: OracleRules, h: int | None = None, max_plays: int = 5
) -> Position:
    """A realistic position (see `random_trick`): the player to move after 0..`max_plays` plays."""
    return random_trick(rng, rules, h, max_plays)[-1]
