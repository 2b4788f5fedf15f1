"""The rules of `docs/rules/`, rule by rule: every rule (1.1 to 1.10.2) has tests named after its
section, and every worked example of the rules is its own test.

Rules about single tricks are checked with the trick-level functions against a small reference
implementation written here from the text of the rules. Rules about whole matches are checked by
driving seeded matches (random legal moves) and reading `match.log` and the match's properties;
where a rule needs a rare situation, a bounded loop over seeds searches for a match that shows it.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections import Counter
from types import SimpleNamespace

import pytest

import zweiundzwanzig as zz

# --------------------------------------------------------------------------------------------
# The rules written out independently of the engine (1.1, 1.6, 1.7, 1.10).

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "*")
INDEX = {r: i for i, r in enumerate(RANKS)}
JOKER = INDEX["*"]
VALUE = {
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "10": 10,
    "J": 10,
    "Q": 10,
    "K": 10,
    "A": 11,
    "*": 13,
}
STANDARD = zz.Rules.standard()
TWENTY_TWO = zz.Rules.twenty_two()
RASMUSSEN = zz.Rules.rasmussen()
SECHSUNDZWANZIG = zz.Rules.sechsundzwanzig()


def key(cards) -> tuple[int, ...]:
    """A multiset of ranks as rank indices from high to low, from a string ("Q J"), a Play or Move,
    a list of Cards, or an iterable of indices."""
    if isinstance(cards, str):
        idx = [INDEX[t] for t in cards.split()]
    elif hasattr(cards, "ranks"):
        idx = [INDEX[t] for t in cards.ranks]
    else:
        idx = [c if isinstance(c, int) else INDEX[c.rank] for c in cards]
    return tuple(sorted(idx, reverse=True))


def text(k: tuple[int, ...]) -> str:
    return " ".join(RANKS[i] for i in k)


def effective(play: tuple[int, ...]) -> tuple[int, ...]:
    """1.10.2: with at least one rank card, each joker counts as the play's highest rank card."""
    ranks = [r for r in play if r != JOKER]
    if not ranks or len(ranks) == len(play):
        return tuple(sorted(play, reverse=True))
    return tuple(sorted(ranks + [max(ranks)] * (len(play) - len(ranks)), reverse=True))


def dominates(play: tuple[int, ...], best: tuple[int, ...]) -> bool:
    """1.6: sorted high to low, each card >= the card at the same position. Equal beats."""
    a, b = sorted(play, reverse=True), sorted(best, reverse=True)
    return len(a) == len(b) and all(x >= y for x, y in zip(a, b, strict=True))


def one_rank(play: tuple[int, ...]) -> int | None:
    e = effective(play)
    return e[0] if len(set(e)) == 1 else None


def lowest(hand: tuple[int, ...], k: int) -> tuple[int, ...]:
    """The give-off: the k lowest cards, jokers being the highest."""
    return tuple(sorted(sorted(hand)[:k], reverse=True))


def joker_ok(play: tuple[int, ...], hand: tuple[int, ...]) -> bool:
    """1.10.2: a joker goes with a rank card unless its holder has nothing but jokers."""
    return JOKER not in play or any(r != JOKER for r in play) or all(r == JOKER for r in hand)


def ref_leads(hand: tuple[int, ...]) -> set[tuple[int, ...]]:
    out = set()
    for k in range(1, len(hand)):
        for combo in itertools.combinations(hand, k):
            if len({r for r in combo if r != JOKER}) <= 1 and joker_ok(combo, hand):
                out.add(tuple(sorted(combo, reverse=True)))
    return out


def ref_reference(trick: list[tuple[int, ...]], rules: zz.Rules) -> tuple[int, ...]:
    """What a follower must dominate: the best play so far (1.6) or the lead (1.10.1)."""
    ref = effective(trick[0])
    if rules.beat_against == "best":
        for p in trick[1:]:
            if dominates(effective(p), ref):
                ref = effective(p)
    return ref


def ref_legal(hand, trick, rules: zz.Rules = STANDARD) -> set[tuple[int, ...]]:
    """The legal plays (1.6, 1.7, 1.10) by brute force over all k-card choices."""
    hand = key(hand)
    trick = [key(p) for p in trick]
    if not trick:
        return ref_leads(hand)
    k = len(trick[0])
    ref = ref_reference(trick, rules)
    beating = {
        tuple(sorted(c, reverse=True))
        for c in itertools.combinations(hand, k)
        if joker_ok(c, hand) and dominates(effective(c), ref)
    }
    if rules.compulsory_beating and beating:
        return beating
    return beating | {lowest(hand, k)}


def ref_trick(trick, rules: zz.Rules = STANDARD) -> tuple[list[str], int]:
    """Each play's kind and the index of the player who wins (or leads next), per 1.6 / 1.10.1."""
    trick = [key(p) for p in trick]
    kinds, winner = ["lead"], 0
    ref, top_one = effective(trick[0]), one_rank(trick[0])
    for i, p in enumerate(trick[1:], 1):
        e, o = effective(p), one_rank(p)
        sticht = o is not None and (top_one is None or o >= top_one)
        if o is not None:
            top_one = o if top_one is None else max(top_one, o)
        if not dominates(e, ref):
            kinds.append("give_off")
            continue
        if rules.beat_against == "best":
            ref = e
        if rules.trick_winner == "last_beat":
            winner = i
            kinds.append("beat")
        elif sticht:
            winner = i
            kinds.append("stechen")
        else:
            kinds.append("beat")
    return kinds, winner


def plays(moves) -> set[tuple[int, ...]]:
    return {key(m) for m in moves}


def follow_order_key(k: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """The documented order: by number of cards, then from the highest card down, lowest first."""
    return (len(k), k)


# --------------------------------------------------------------------------------------------
# Driving matches and reading their logs.


def left_of(p: int, seats_in, n: int) -> int:
    for step in range(1, n + 1):
        q = (p + step) % n
        if q in seats_in:
            return q
    raise AssertionError("nobody left")


def ring_from(start: int, seats_in, n: int) -> list[int]:
    return [q % n for q in range(start, start + n) if q % n in seats_in]


def random_policy(seed: int):
    rng = random.Random(seed)
    return lambda m: rng.choice(m.legal_moves())


def play_out(m: zz.Match, seed: int, until=None) -> zz.Match:
    choose = random_policy(seed)
    while not m.is_over and not (until and until(m)):
        m.apply(choose(m))
    return m


@functools.cache
def finished(players: int, seed: int, rules: zz.Rules = STANDARD) -> zz.Match:
    """A whole match with random legal moves (cached: tests only read it)."""
    return play_out(zz.Match(players, rules=rules, seed=seed), seed)


def corpus(rules: zz.Rules = STANDARD, sizes=(2, 3, 4, 5, 6), per_size=16):
    return [finished(n, s, rules) for n in sizes for s in range(per_size)]


def parse(log) -> SimpleNamespace:
    """The log of a match split into the first dealer's draws and its deals."""
    first_draws, deals, end = [], [], None
    for e in log:
        ev = e["event"]
        if ev == "draw" and e["purpose"] == "first_dealer":
            assert not deals
            first_draws.append(e)
        elif ev == "deal":
            deals.append(
                SimpleNamespace(
                    event=e,
                    exchanges=[],
                    tricks=[],
                    current=[],
                    showdown=None,
                    outs=[],
                    draws=[],
                )
            )
        elif ev == "exchange":
            deals[-1].exchanges.append(e)
        elif ev == "play":
            deals[-1].current.append(e)
        elif ev == "trick":
            deals[-1].tricks.append((deals[-1].current, e["winner"]))
            deals[-1].current = []
        elif ev == "showdown":
            assert deals[-1].showdown is None
            deals[-1].showdown = e
        elif ev == "out":
            deals[-1].outs.append(e)
        elif ev == "draw":
            assert e["purpose"] == "next_dealer"
            deals[-1].draws.append(e)
        elif ev == "end":
            end = e
        else:
            raise AssertionError(f"unknown event {e}")
    return SimpleNamespace(first_draws=first_draws, deals=deals, end=end)


def showdown_top(showdown) -> str:
    return RANKS[max(INDEX[r] for _, r in showdown["cards"])]


def walk(m: zz.Match):
    """Yields (deal, seats in, loss cards in front of each seat) as each deal was dealt, tracking
    the loss cards from the showdowns (kept unless the rules return them) and the outs."""
    n = m.players
    seats_in = set(range(n))
    loss = {p: [] for p in range(n)}
    for d in parse(m.log).deals:
        yield d, set(seats_in), {p: list(v) for p, v in loss.items()}
        if d.showdown is None:
            return
        top = showdown_top(d.showdown)
        for p in d.showdown["losers"]:
            if m.rules.loss_cards == "kept":
                loss[p].append(top)
        for o in d.outs:
            seats_in.discard(o["player"])
            loss[o["player"]] = []


def deck_size(rules: zz.Rules, players: int) -> int:
    decks = rules.decks if rules.decks is not None else math.ceil(players / 6)
    return decks * (52 + rules.jokers_per_deck)


def search(make, found, limit=400):
    """The first `make(seed)` for which `found(result)` holds, seeds 0..limit-1."""
    for seed in range(limit):
        result = make(seed)
        if found(result):
            return seed, result
    pytest.fail("no seed shows the situation; widen the search")


# --------------------------------------------------------------------------------------------
# 1.1 Cards and values


def test_1_1_suits_play_no_role():
    assert zz.Play("Q♠ J♥") == zz.Play("Qd Jc") == zz.Play("Q J")
    assert zz.beats("7♠", "7♥") and zz.beats("7h", "7s")
    assert zz.legal_plays("K♠ K♥ 6d 3c 2s 2h", ["5 5 5", "10 9 7"]) == zz.legal_plays(
        "K K 6 3 2 2", ["5 5 5", "10 9 7"]
    )
    assert zz.trick_winner(["7♠ 7♥", "7♦ 7♣"]) == 1
    m = zz.Match(4, seed=5)
    for p in range(4):
        assert all(c.suit is None for c in m.hand(p))


def test_1_1_rank_order_low_to_high():
    order = RANKS[:13]
    for i, low in enumerate(order):
        for high in order[i + 1 :]:
            assert zz.beats(high, low), (high, low)
            assert not zz.beats(low, high), (low, high)
    # The joker is above the ace in 1.10 (a joker played alone by a holder of nothing else).
    assert zz.beats("*", "A", SECHSUNDZWANZIG)
    assert not zz.beats("A", "*", SECHSUNDZWANZIG)


def test_1_1_card_values():
    for rank, value in VALUE.items():
        assert zz.Rules.value(rank) == value, rank
    # Totals are the sum of the loss cards' values (standard rules keep the loss cards in front).
    for m in corpus(per_size=4):
        for p in m.in_match:
            assert m.totals[p] == sum(VALUE[c.rank] for c in m.loss_cards(p))


def test_1_1_one_deck_for_two_to_six_players():
    for n in range(2, 7):
        assert STANDARD.decks_for(n) == 1
        deal = parse(zz.Match(n, seed=n).log).deals[0].event
        assert deal["hand_size"] * n + deal["stock"] == 52
        dealt = Counter(r for _, h in deal["hands"] for r in h.split())
        assert max(dealt.values()) <= 4


@pytest.mark.parametrize("n", [7, 12, 13, 18, 19, 32])
def test_1_1_more_players_use_ceil_n_over_six_decks(n):
    decks = math.ceil(n / 6)
    assert STANDARD.decks_for(n) == decks
    seen_more_than_one_deck = False
    for seed in range(5):
        deal = parse(zz.Match(n, seed=seed).log).deals[0].event
        assert deal["hand_size"] == 7
        assert deal["hand_size"] * n + deal["stock"] == 52 * decks
        dealt = Counter(r for _, h in deal["hands"] for r in h.split())
        assert max(dealt.values()) <= 4 * decks
        seen_more_than_one_deck |= max(dealt.values()) > 4
    assert seen_more_than_one_deck


def test_1_1_seven_players_play_with_104_cards():
    m = zz.Match(7, seed=11)
    deal = parse(m.log).deals[0].event
    assert 7 * 7 + deal["stock"] == 104
    play_out(m, 11)
    assert m.is_over
    for d, seats_in, loss in walk(m):
        held = sum(len(loss[p]) for p in seats_in)
        assert d.event["hand_size"] * len(seats_in) + d.event["stock"] == 104 - held


def test_1_1_decks_is_an_option():
    rules = STANDARD.replace(decks=2)
    assert rules.decks_for(4) == 2
    deal = parse(zz.Match(4, rules=rules, seed=3).log).deals[0].event
    assert 4 * 7 + deal["stock"] == 104
    rules = STANDARD.replace(decks=1)
    assert rules.decks_for(12) == 1
    deal = parse(zz.Match(12, rules=rules, seed=3).log).deals[0].event
    assert deal["hand_size"] == 52 // 12
    assert deal["hand_size"] * 12 + deal["stock"] == 52


# --------------------------------------------------------------------------------------------
# 1.2 A match


def test_1_2_a_match_is_a_sequence_of_deals_each_ending_in_a_showdown():
    for m in corpus():
        log = parse(m.log)
        assert [d.event["deal"] for d in log.deals] == list(range(1, len(log.deals) + 1))
        assert m.result.deals == len(log.deals) == m.deal
        for d in log.deals:
            assert d.showdown is not None
            assert d.showdown["losers"], "a showdown gives at least one player a loss card"
        assert m.log[-1]["event"] == "end"
        assert m.log[-2]["event"] in ("showdown", "out")


def test_1_2_out_at_22_and_the_match_ends_with_at_most_one_player_in():
    for m in corpus():
        assert m.is_over and m.phase == "over" and m.current_player is None
        assert len(m.in_match) <= 1
        for p in range(m.players):
            assert (m.totals[p] >= 22) == (p not in m.in_match)
        # Before the last showdown at least two players were in: the match did not stop early.
        last = parse(m.log).deals[-1]
        assert len(last.showdown["cards"]) >= 2


# --------------------------------------------------------------------------------------------
# 1.3 First dealer


def check_dealer_draw(rounds, candidates) -> int:
    """Each round is drawn by those tied for highest in the round before; returns the dealer."""
    drawing = sorted(candidates)
    for i, r in enumerate(rounds):
        assert sorted(p for p, _ in r["draws"]) == drawing
        top = max(INDEX[c] for _, c in r["draws"])
        drawing = sorted(p for p, c in r["draws"] if INDEX[c] == top)
        if i < len(rounds) - 1:
            assert len(drawing) > 1, "a draw with one highest card ends the drawing"
    assert len(drawing) == 1
    return drawing[0]


def test_1_3_highest_draw_deals_first():
    for n in (2, 4, 6, 9):
        for seed in range(10):
            m = zz.Match(n, seed=seed)
            log = parse(m.log)
            dealer = check_dealer_draw(log.first_draws, range(n))
            assert log.deals[0].event["dealer"] == dealer == m.dealer
            # The draws come from the shuffled deck: no rank more often than the deck holds it.
            drawn = Counter(c for r in log.first_draws for _, c in r["draws"])
            assert max(drawn.values()) <= 4 * STANDARD.decks_for(n)


def test_1_3_players_tied_for_highest_draw_again():
    _, m = search(
        lambda s: zz.Match(4, seed=s), lambda m: len(parse(m.log).first_draws) > 1, limit=200
    )
    log = parse(m.log)
    first = log.first_draws[0]["draws"]
    top = max(INDEX[c] for _, c in first)
    tied = sorted(p for p, c in first if INDEX[c] == top)
    assert len(tied) >= 2
    assert sorted(p for p, _ in log.first_draws[1]["draws"]) == tied
    assert m.dealer == check_dealer_draw(log.first_draws, range(4))


# --------------------------------------------------------------------------------------------
# 1.4 Dealing


def test_1_4_first_deal_seven_cards_each():
    for n in range(2, 8):
        m = zz.Match(n, seed=100 + n)
        deal = parse(m.log).deals[0].event
        assert deal["deal"] == 1 and deal["hand_size"] == 7 == m.hand_size
        assert sorted(p for p, _ in deal["hands"]) == list(range(n))
        for p, h in deal["hands"]:
            assert len(h.split()) == 7 == len(m.hand(p))


def test_1_4_later_deals_use_the_loss_card_value():
    uncapped = capped = 0
    matches = corpus(sizes=(2, 3, 4, 5, 6, 7))
    matches += corpus(SECHSUNDZWANZIG, sizes=(3, 5, 8), per_size=5)
    matches += corpus(STANDARD.replace(decks=1), sizes=(9, 12), per_size=3)
    for m in matches:
        deals = list(walk(m))
        for (prev, _, _), (d, seats_in, loss) in itertools.pairwise(deals):
            target = VALUE[showdown_top(prev.showdown)]
            available = deck_size(m.rules, m.players) - sum(len(loss[p]) for p in seats_in)
            expected = min(target, available // len(seats_in))
            assert d.event["hand_size"] == expected, (m.seed, d.event)
            if expected == target:
                uncapped += 1
            else:
                capped += 1
    assert uncapped > 20 and capped > 0  # both branches of the rule were exercised


def test_1_4_loss_cards_of_players_still_in_stay_out_of_the_deck():
    for m in corpus(sizes=(2, 3, 4, 5, 6, 7)):
        for d, seats_in, loss in walk(m):
            held = sum(len(loss[p]) for p in seats_in)
            dealt = d.event["hand_size"] * len(seats_in)
            assert dealt + d.event["stock"] == deck_size(m.rules, m.players) - held
            # No hand holds more of a rank than the deck has left after the loss cards.
            counts = Counter(r for _, h in d.event["hands"] for r in h.split())
            out_of_deck = Counter(c for p in seats_in for c in loss[p])
            decks = m.rules.decks_for(m.players)
            for r, c in counts.items():
                assert c <= 4 * decks - out_of_deck[r]


def test_1_4_loss_cards_of_players_who_are_out_go_back_into_the_deck():
    rules = STANDARD.replace(elimination=12)

    def went_out_and_went_on(m):
        return any(d.outs and len(seats) - len(d.outs) >= 2 for d, seats, _ in walk(m))

    _, m = search(lambda s: finished(5, s, rules), went_out_and_went_on)
    for (prev, _, prev_loss), (d, seats_in, loss) in itertools.pairwise(walk(m)):
        if not prev.outs:
            continue
        top = showdown_top(prev.showdown)
        gone = [o["player"] for o in prev.outs]
        gone_cards = sum(len(prev_loss[p]) + (p in prev.showdown["losers"]) for p in gone)
        assert gone_cards >= 2  # 12 points need at least two cards
        assert all(p not in seats_in for p in gone)
        held_in = sum(len(loss[p]) for p in seats_in)
        assert held_in == sum(
            len(prev_loss[p]) + (p in prev.showdown["losers"]) for p in seats_in
        ), top
        total = d.event["hand_size"] * len(seats_in) + d.event["stock"]
        assert total == 52 - held_in
        return
    pytest.fail("no deal after an elimination")


def test_1_4_example_seed_000_second_deal_six_players_loss_card_q():
    """Second deal, 6 players, loss card Q: 60 cards needed, 51 available, 8 each, 3 left."""

    def first_showdown(seed):
        m = zz.Match(6, seed=seed)
        return play_out(m, seed, until=lambda m: m.deal == 2)

    def single_q_loser(m):
        d = parse(m.log).deals[0]
        return showdown_top(d.showdown) == "Q" and len(d.showdown["losers"]) == 1

    _, m = search(first_showdown, single_q_loser)
    loser = parse(m.log).deals[0].showdown["losers"][0]
    second = parse(m.log).deals[1].event
    assert [c.rank for c in m.loss_cards(loser)] == ["Q"]
    assert second["deal"] == 2
    assert second["hand_size"] == 8
    assert second["stock"] == 3
    held = Counter(r for _, h in second["hands"] for r in h.split())
    assert held["Q"] <= 3  # the Q in front of its owner is not dealt


def test_1_4_cards_not_dealt_form_the_stock():
    for m in corpus(per_size=6):
        m0 = zz.Match(m.players, rules=m.rules, seed=m.seed)
        first = parse(m0.log).deals[0].event
        assert m0.stock_size == first["stock"] == 52 - m.players * first["hand_size"]
        for d, seats_in, loss in walk(m):
            # Undealt cards are exactly what the exchange can draw from: per rank, the hands
            # and all cards drawn never exceed the cards available for the deal.
            available = Counter({r: 4 for r in RANKS[:13]})
            available.subtract(c for p in seats_in for c in loss[p])
            taken = Counter(r for _, h in d.event["hands"] for r in h.split())
            taken.update(r for e in d.exchanges for r in e["drawn"].split())
            assert all(taken[r] <= available[r] for r in taken)
            assert sum(e["count"] for e in d.exchanges) <= d.event["stock"]


def test_1_4_deal_size_capped_by_the_available_cards():
    # The first deal too: 13 cards each for 5 players would need 65 cards.
    deal = parse(zz.Match(5, rules=STANDARD.replace(first_deal=13), seed=1).log).deals[0].event
    assert deal["hand_size"] == 10 and deal["stock"] == 2
    deal = parse(zz.Match(4, rules=STANDARD.replace(first_deal=13), seed=1).log).deals[0].event
    assert deal["hand_size"] == 13 and deal["stock"] == 0
    deal = parse(zz.Match(2, rules=STANDARD.replace(first_deal=13), seed=1).log).deals[0].event
    assert deal["hand_size"] == 13 and deal["stock"] == 26


def test_1_4_every_deal_gives_at_least_one_card():
    # The most crowded table one deck allows: 12 players.
    rules = STANDARD.replace(decks=1)
    for seed in range(3):
        m = finished(12, seed, rules)
        for d, seats_in, _ in walk(m):
            assert d.event["hand_size"] >= 1
            assert len(d.event["hands"]) == len(seats_in)


def test_1_4_a_configuration_that_cannot_give_a_card_each_is_rejected():
    with pytest.raises(zz.RulesError, match="13"):
        zz.Match(13, rules=STANDARD.replace(decks=1), seed=0)
    zz.Match(12, rules=STANDARD.replace(decks=1), seed=0)  # possible: accepted


# --------------------------------------------------------------------------------------------
# 1.5 Exchange


def test_1_5_exchange_starts_left_of_the_dealer_and_goes_round_once():
    for m in corpus(sizes=(2, 3, 4, 5, 6, 7), per_size=5):
        for d, seats_in, _ in walk(m):
            n = m.players
            dealer = d.event["dealer"]
            expected = ring_from(left_of(dealer, seats_in, n), seats_in, n)
            assert [e["player"] for e in d.exchanges] == expected
            assert [p for p, _ in d.event["hands"]] == sorted(seats_in)


def test_1_5_discard_at_most_the_cards_in_the_stock():
    for m in corpus(per_size=5):
        for d, _, _ in walk(m):
            stock = d.event["stock"]
            for e in d.exchanges:
                assert 0 <= e["count"] <= stock
                stock -= e["count"]
    # On a table of six the stock holds 10 cards: the first player may change all 7, the
    # second then at most 3.
    m = zz.Match(6, seed=4)
    assert m.stock_size == 10
    p = m.current_player
    assert max(len(mv) for mv in m.legal_moves()) == 7
    m.apply(zz.Move("exchange", m.hand(p)))
    assert m.stock_size == 3
    q = m.current_player
    assert max(len(mv) for mv in m.legal_moves()) == 3
    with pytest.raises(zz.IllegalMoveError):
        m.apply(zz.Move("exchange", m.hand(q)[:4]))
    m.apply(zz.Move("exchange", m.hand(q)[:3]))
    assert m.stock_size == 0


def test_1_5_draw_as_many_as_discarded():
    for seed in range(6):
        m = zz.Match(4, seed=seed)
        choose = random_policy(seed)
        while m.phase == "exchange":
            p = m.current_player
            before, stock = key(m.hand(p)), m.stock_size
            m.apply(choose(m))
            e = next(x for x in reversed(m.log) if x["event"] == "exchange" and x["player"] == p)
            out, drawn = key(e["discarded"]), key(e["drawn"])
            assert len(out) == len(drawn) == e["count"] == m.exchanged[p]
            after = Counter(before)
            after.subtract(out)
            assert min(after.values(), default=0) >= 0, "discarded cards came from the hand"
            after.update(drawn)
            assert key(list(after.elements())) == key(m.hand(p))
            assert m.stock_size == stock - e["count"]


def test_1_5_discarded_cards_are_out_of_play_until_the_next_deal():
    for m in corpus(per_size=5):
        for d, seats_in, loss in walk(m):
            # The stock only shrinks: discards do not go back into it ...
            stock = d.event["stock"]
            for e in d.exchanges:
                stock -= e["count"]
            assert stock >= 0
            # ... so no rank is ever drawn more often than the undealt cards hold it.
            decks = m.rules.decks_for(m.players)
            seen = Counter(r for _, h in d.event["hands"] for r in h.split())
            for e in d.exchanges:
                seen.update(e["drawn"].split())
            out_of_deck = Counter(c for p in seats_in for c in loss[p])
            for r, c in seen.items():
                assert c <= 4 * decks - out_of_deck[r], (m.seed, d.event["deal"], r)
            # Discarded cards are never played in the tricks of the same deal by their owner.
            for e in d.exchanges:
                if not e["count"]:
                    continue
                hand = Counter(dict(d.event["hands"])[e["player"]].split())
                hand.subtract(e["discarded"].split())
                hand.update(e["drawn"].split())
                played = Counter(
                    c
                    for trick, _ in d.tricks
                    for x in trick
                    if x["player"] == e["player"]
                    for c in x["cards"].split()
                )
                for r, c in played.items():
                    assert c <= hand[r]


def test_1_5_other_players_learn_how_many_not_which():
    m = zz.Match(4, seed=8)
    play_out(m, 8, until=lambda m: m.phase == "play")
    for viewer in range(4):
        v = m.view(viewer)
        exchanges = [e for e in v.log if e["event"] == "exchange"]
        assert len(exchanges) == 4
        for e in exchanges:
            assert e["count"] == m.exchanged[e["player"]]
            if e["player"] == viewer:
                assert len(e["discarded"].split()) == e["count"]
            else:
                assert e["discarded"] is None and e["drawn"] is None
        assert v.exchanged == m.exchanged
        assert key(v.discards) == key(
            next(
                e["discarded"] for e in m.log if e["event"] == "exchange" and e["player"] == viewer
            )
        )


def test_1_5_empty_stock_turns_are_shown_in_the_log():
    m = zz.Match(6, seed=21)
    dealer = m.dealer
    order = ring_from(left_of(dealer, range(6), 6), range(6), 6)
    first = m.current_player
    assert first == order[0]
    m.apply(zz.Move("exchange", m.hand(first)))  # 7 of the 10
    second = m.current_player
    assert second == order[1]
    m.apply(zz.Move("exchange", m.hand(second)[:3]))  # the last 3
    # Nobody else can exchange: their turns are taken with 0 and the tricks begin.
    assert m.phase == "play"
    assert m.current_player == order[0]
    tail = [e for e in m.log if e["event"] == "exchange"]
    assert [e["player"] for e in tail] == order
    assert [e["count"] for e in tail] == [7, 3, 0, 0, 0, 0]
    assert m.exchanged == [7 if p == first else 3 if p == second else 0 for p in range(6)]


def test_1_5_no_stock_no_exchange_but_every_turn_is_logged():
    m = zz.Match(4, rules=STANDARD.replace(first_deal=13), seed=2)
    assert m.stock_size == 0
    assert m.phase == "play"
    exchanges = [e for e in m.log if e["event"] == "exchange"]
    assert [e["player"] for e in exchanges] == ring_from(
        left_of(m.dealer, range(4), 4), range(4), 4
    )
    assert all(e["count"] == 0 for e in exchanges)


def test_1_5_the_exchange_can_be_switched_off():
    m = zz.Match(4, rules=STANDARD.replace(exchange=False), seed=2)
    assert m.phase == "play"
    assert all(mv.kind == "play" for mv in m.legal_moves())
    play_out(m, 2)
    assert not [e for e in m.log if e["event"] == "exchange"]


# --------------------------------------------------------------------------------------------
# 1.6 Tricks


def test_1_6_all_players_hold_the_same_number_of_cards():
    for seed in range(8):
        m = zz.Match(5, seed=seed)
        choose = random_policy(seed)
        while not m.is_over:
            if m.phase in ("exchange", "play") and not m.trick:
                sizes = {len(m.hand(p)) for p in m.in_match}
                assert sizes == {m.hand_size}
            if m.trick:
                k = len(m.trick[0][1])
                played = {p for p, _ in m.trick}
                for p in m.in_match:
                    assert len(m.hand(p)) == m.hand_size - (k if p in played else 0)
            m.apply(choose(m))


def test_1_6_tricks_are_played_while_two_or_more_cards_are_held():
    for m in corpus(per_size=5):
        for d, _, _ in walk(m):
            h = d.event["hand_size"]
            for trick, _ in d.tricks:
                assert h >= 2
                h -= len(trick[0]["cards"].split())
            assert h == 1  # then the showdown
    # A first deal of one card goes straight to the showdown.
    m = zz.Match(4, rules=STANDARD.replace(first_deal=1, exchange=False), seed=3)
    first = parse(m.log).deals[0]
    assert not first.tricks and first.showdown is not None


def test_1_6_left_of_the_dealer_leads_the_first_trick():
    for m in corpus(per_size=5):
        for d, seats_in, _ in walk(m):
            first_play = d.tricks[0][0][0] if d.tricks else None
            if first_play is not None:
                assert first_play["kind"] == "lead"
                assert first_play["player"] == left_of(d.event["dealer"], seats_in, m.players)


def test_1_6_trick_winner_leads_the_next_trick_and_play_goes_left():
    for m in corpus(per_size=5):
        for d, seats_in, _ in walk(m):
            for (_, winner), (nxt, _) in itertools.pairwise(d.tricks):
                assert nxt[0]["player"] == winner
            for trick, _ in d.tricks:
                seats = [x["player"] for x in trick]
                assert seats == ring_from(seats[0], seats_in, m.players)


def test_1_6_lead_keeps_one_card():
    for hand in ("5 5 5", "K K 6 3 2 2", "9 9", "A A A A 3"):
        h = len(hand.split())
        leads = zz.legal_plays(hand, [])
        assert leads and all(len(p) <= h - 1 for p in leads)
        assert plays(leads) == ref_leads(key(hand))
    assert plays(zz.legal_plays("9 9", [])) == {key("9")}
    assert key("A A A A") in plays(zz.legal_plays("A A A A 3", []))
    assert key("A A A A") not in plays(zz.legal_plays("A A A A", []))
    # In a match: no lead uses a whole hand.
    for seed in range(6):
        m = zz.Match(4, seed=seed)
        choose = random_policy(seed)
        while not m.is_over:
            if m.phase == "play" and not m.trick:
                hand = key(m.hand(m.current_player))
                most = min(len(hand) - 1, max(Counter(hand).values()))
                assert max(len(mv) for mv in m.legal_moves()) == most
            m.apply(choose(m))


def test_1_6_example_seed_001_lead_from_5_5_5():
    assert zz.legal_plays("5 5 5", []) == [zz.Play("5"), zz.Play("5 5")]


def test_1_6_lead_is_one_card_or_several_of_one_rank():
    assert plays(zz.legal_plays("K K 6 3 2 2", [])) == {
        key("K"),
        key("K K"),
        key("6"),
        key("3"),
        key("2"),
        key("2 2"),
    }
    m = zz.Match(4, rules=STANDARD.replace(exchange=False), seed=6)
    hand = key(m.hand(m.current_player))
    mixed = (hand[0], hand[-1])
    assert mixed[0] != mixed[1]
    before = m.to_json()
    with pytest.raises(zz.IllegalMoveError):
        m.apply(text(mixed))
    assert m.to_json() == before


def test_1_6_follow_plays_exactly_k_cards():
    for trick in (["7"], ["7 7"], ["5 5 5"], ["3 3 3 3"]):
        k = len(trick[0].split())
        for p in zz.legal_plays("A K 9 8 7 6 4 3 2", trick):
            assert len(p) == k
    for m in corpus(per_size=4):
        for d, _, _ in walk(m):
            for trick, _ in d.tricks:
                assert len({len(x["cards"].split()) for x in trick}) == 1


def test_1_6_beat_is_sorted_dominance():
    cases = {
        ("Q 7", "7 7"): True,
        ("Q J", "Q 7"): True,
        ("5 3", "Q J"): False,
        ("K K 6", "10 9 7"): False,  # 6 < 7 in the third place
        ("10 9 7", "5 5 5"): True,
        ("A 2", "K 3"): False,  # 2 < 3
        ("3 A", "3 K"): True,  # sorted first: A 3 vs K 3
        ("8 9", "6 7"): True,
        ("J Q Q", "J J J"): True,
        ("3 2 2", "5 5 5"): False,
    }
    for (play, best), expected in cases.items():
        assert zz.beats(play, best) is expected, (play, best)
        assert dominates(key(play), key(best)) is expected  # the reference agrees


def test_1_6_equal_counts_as_beating():
    for play in ("7", "7 7", "Q J 4", "A A K 2"):
        assert zz.beats(play, play)
    assert zz.trick_winner(["9 9", "9 9"]) == 1
    assert zz.trick_winner(["9 9", "9 9", "9 9"]) == 2


def test_1_6_give_off_is_the_k_lowest_cards():
    # Holding A 9 5 3 2 against a pair of kings: only the two lowest may be given off.
    assert zz.legal_plays("A 9 5 3 2", ["K K"]) == [zz.Play("3 2")]
    assert zz.legal_plays("A 9 5 3 2", ["A A"]) == [zz.Play("3 2")]


def test_1_6_give_off_is_always_allowed_also_when_the_player_could_beat():
    assert plays(zz.legal_plays("A 3 2", ["5"])) == {key("2"), key("A")}
    assert plays(zz.legal_plays("K K 2 2", ["Q Q"])) == {key("K K"), key("2 2")}


def test_1_6_a_give_off_that_dominates_is_a_beat():
    # 8 9 against 7: the give-off 8 beats, so it is listed once, as a beat.
    assert zz.legal_plays("9 8", ["7"]) == [zz.Play("8"), zz.Play("9")]
    assert zz.trick_winner(["7", "8"]) == 1
    # In matches, each play is logged by what its cards do.
    for m in corpus(per_size=5):
        for d, _, _ in walk(m):
            for trick, _ in d.tricks:
                kinds, _ = ref_trick([x["cards"] for x in trick])
                assert [x["kind"] for x in trick] == kinds


def test_1_6_the_last_beat_wins_the_trick():
    assert zz.trick_winner(["7", "2", "3"]) == 0  # the lead is the first best play
    assert zz.trick_winner(["7", "9", "8"]) == 1
    assert zz.trick_winner(["7", "9", "9"]) == 2
    for m in corpus(per_size=6):
        for d, _, _ in walk(m):
            for trick, winner in d.tricks:
                _, index = ref_trick([x["cards"] for x in trick])
                assert trick[index]["player"] == winner


def test_1_6_played_cards_are_out_of_play_until_the_next_deal():
    m = zz.Match(4, seed=12)
    play_out(m, 12, until=lambda m: m.phase == "play")
    choose = random_policy(12)
    played = Counter()
    while m.deal == 1:
        p = m.current_player
        mv = choose(m)
        before = key(m.hand(p))
        m.apply(mv)
        if m.deal != 1:
            break
        played.update(key(mv))
        after = Counter(before)
        after.subtract(key(mv))
        assert key(list(after.elements())) == key(m.hand(p))
        assert key(m.view(0).played) == key(list(played.elements()))
    assert m.deal == 2 and m.view(0).played == []  # a new deal starts with nothing played


def test_1_6_example_seed_000_first_trick_claudia_wins():
    # Anne 7-7; Bernd beats with Q-7; Claudia beats with Q-J; Daniel gives off 3-5.
    trick = ["7 7", "Q 7", "Q J", "3 5"]
    assert zz.beats("Q 7", "7 7")
    assert zz.beats("Q J", "Q 7")
    assert not zz.beats("5 3", "Q J")
    assert zz.trick_winner(trick) == 2
    assert ref_trick(trick)[0] == ["lead", "beat", "beat", "give_off"]


def test_1_6_example_seed_000_anne_must_play_3_2_2():
    # Claudia leads 5-5-5; Daniel beats with 10-9-7; Anne holds K-K-6-3-2-2.
    assert zz.beats("10 9 7", "5 5 5")
    assert not zz.beats("K K 6", "10 9 7")
    assert zz.legal_plays("K K 6 3 2 2", ["5 5 5", "10 9 7"]) == [zz.Play("3 2 2")]
    # Against 5-5-5 alone she could beat with K-K-6 (and more).
    assert key("K K 6") in plays(zz.legal_plays("K K 6 3 2 2", ["5 5 5"]))


def test_1_6_example_seed_001_single_cards():
    assert zz.trick_winner(["7", "7", "10", "2"]) == 2
    assert zz.trick_winner(["7", "7"]) == 1  # the second 7 beat the first
    assert zz.trick_winner(["7", "7", "2"]) == 1


def test_1_6_example_seed_001_pairs():
    assert zz.trick_winner(["6 6", "6 7", "4 5", "8 9"]) == 3
    assert zz.trick_winner(["6 6", "6 7", "4 5"]) == 1


def test_1_6_example_seed_001_triples():
    assert zz.trick_winner(["J J J", "J Q Q", "2 2 3", "Q K A"]) == 3
    assert zz.trick_winner(["J J J", "J Q Q", "2 2 3"]) == 1


# --------------------------------------------------------------------------------------------
# 1.7 Legal moves are rank multisets


def test_1_7_two_plays_with_the_same_ranks_are_one_move():
    leads = zz.legal_plays("5♠ 5♥ 5♦ 2♣ 2♠", [])
    assert len(leads) == len(set(plays(leads)))
    assert plays(leads) == {key("5"), key("5 5"), key("5 5 5"), key("2"), key("2 2")}
    follows = zz.legal_plays("9s 9h 9d 9c 3s", ["8 8"])
    assert follows == [zz.Play("9 3"), zz.Play("9 9")]


def _random_position(rng: random.Random, jokers: bool):
    pool = [r for r in RANKS[:13] for _ in range(8)] + (["*"] * 4 if jokers else [])
    h = rng.randint(2, 10)
    cards = rng.sample(pool, h + 12)
    hand, rest = cards[:h], cards[h:]
    trick = []
    if rng.random() < 0.8:
        k = rng.randint(1, h)
        rank = rng.choice([r for r in rest if r != "*"])
        lead = [rank] * k
        if jokers and k > 1 and rng.random() < 0.3:
            lead[-1] = "*"
        trick.append(" ".join(lead))
        for _ in range(rng.randint(0, 3)):
            trick.append(" ".join(rng.sample(pool, k)))
    return " ".join(hand), trick


def test_1_7_follow_moves_are_the_beating_multisets_plus_the_give_off():
    rng = random.Random(7)
    for rules, jokers in ((STANDARD, False), (RASMUSSEN, False), (SECHSUNDZWANZIG, True)):
        for _ in range(1500):
            hand, trick = _random_position(rng, jokers)
            got = zz.legal_plays(hand, trick, rules)
            assert len(got) == len(plays(got)), "each multiset once"
            assert plays(got) == ref_legal(hand, trick, rules), (hand, trick, rules)


def test_1_7_match_legal_moves_equal_the_rules():
    cases = ((STANDARD, 4), (RASMUSSEN, 4), (SECHSUNDZWANZIG, 3), (STANDARD, 7), (TWENTY_TWO, 2))
    for rules, n in cases:
        for seed in range(10):
            m = zz.Match(n, rules=rules, seed=seed)
            choose = random_policy(seed)
            while not m.is_over:
                if m.phase == "play":
                    hand = key(m.hand(m.current_player))
                    trick = [key(p) for _, p in m.trick]
                    moves = m.legal_moves()
                    assert len(moves) == len(plays(moves))
                    assert plays(moves) == ref_legal(hand, trick, rules)
                m.apply(choose(m))


def test_1_7_legal_moves_come_in_a_stable_documented_order():
    rng = random.Random(3)
    for _ in range(200):
        hand, trick = _random_position(rng, False)
        got = zz.legal_plays(hand, trick)
        assert got == zz.legal_plays(hand, trick)
        keys = [follow_order_key(key(p)) for p in got]
        assert keys == sorted(keys)


# --------------------------------------------------------------------------------------------
# 1.8 Showdown


def test_1_8_showdown_when_every_player_holds_one_card():
    for m in corpus(per_size=4):
        for d, seats_in, _ in walk(m):
            assert sorted(p for p, _ in d.showdown["cards"]) == sorted(seats_in)


def test_1_8_the_highest_rank_loses():
    for m in corpus():
        for d, _, _ in walk(m):
            top = showdown_top(d.showdown)
            losers = sorted(p for p, r in d.showdown["cards"] if r == top)
            assert sorted(d.showdown["losers"]) == losers
            assert d.showdown["points"] == VALUE[top]


def test_1_8_ties_for_highest_all_lose():
    def tie(m):
        return any(len(d.showdown["losers"]) > 1 for d, _, _ in walk(m))

    _, m = search(lambda s: finished(4, s), tie)
    totals = Counter()
    for d, _, _ in walk(m):
        top = showdown_top(d.showdown)
        losers = d.showdown["losers"]
        if len(losers) > 1:
            assert all(r == top for p, r in d.showdown["cards"] if p in losers)
        for p in losers:
            totals[p] += VALUE[top]
    assert [totals[p] for p in range(4)] == m.totals


def test_1_8_each_loser_lays_the_card_in_front_and_adds_its_value():
    rules = STANDARD.replace(exchange=False)
    for seed in range(20):
        m = zz.Match(4, rules=rules, seed=seed)
        shown_before = {p: key(m.hand(p)) for p in range(4)}
        play_out(m, seed, until=lambda m: m.deal == 2 or m.is_over)
        d = parse(m.log).deals[0]
        top = showdown_top(d.showdown)
        for p, r in d.showdown["cards"]:
            assert INDEX[r] in shown_before[p]  # the card shown is the one still held
        for p in range(4):
            if p in d.showdown["losers"]:
                assert [c.rank for c in m.loss_cards(p)] == [top]
                assert m.totals[p] == VALUE[top]
            else:
                assert m.loss_cards(p) == [] and m.totals[p] == 0


# --------------------------------------------------------------------------------------------
# 1.9 Out, next dealer, end of the match


def test_1_9_out_at_22_or_more_after_the_showdown():
    for m in corpus():
        totals = Counter()
        for d, seats_in, _ in walk(m):
            top = showdown_top(d.showdown)
            for p in d.showdown["losers"]:
                totals[p] += VALUE[top]
            expected = sorted(p for p in seats_in if totals[p] >= 22)
            assert sorted(o["player"] for o in d.outs) == expected
            for o in d.outs:
                assert o["total"] == totals[o["player"]]


def test_1_10_elimination_limit_is_an_option():
    rules = STANDARD.replace(elimination=9)
    for seed in range(6):
        m = finished(4, seed, rules)
        outs = [e for e in m.log if e["event"] == "out"]
        assert outs
        for o in outs:
            assert o["total"] >= 9
        for p in m.in_match:
            assert m.totals[p] < 9


def test_1_9_the_loser_deals_the_next_deal():
    seen = 0
    for m in corpus():
        deals = parse(m.log).deals
        for prev, d in itertools.pairwise(deals):
            if len(prev.showdown["losers"]) == 1:
                assert not prev.draws
                assert d.event["dealer"] == prev.showdown["losers"][0]
                seen += 1
    assert seen > 50


def test_1_9_several_losers_draw_for_the_deal():
    seen = 0
    for m in corpus(per_size=12):
        deals = parse(m.log).deals
        for prev, d in itertools.pairwise(deals):
            losers = prev.showdown["losers"]
            if len(losers) > 1:
                assert prev.draws, "several losers draw"
                dealer = check_dealer_draw(prev.draws, losers)
                assert d.event["dealer"] == dealer
                seen += 1
    assert seen >= 3


def test_1_9_several_losers_tied_in_the_draw_draw_again():
    def redraw(m):
        return any(len(d.draws) > 1 for d in parse(m.log).deals)

    _, m = search(lambda s: finished(3, s), redraw, limit=600)
    deals = parse(m.log).deals
    for prev, d in itertools.pairwise(deals):
        if len(prev.draws) > 1:
            assert d.event["dealer"] == check_dealer_draw(prev.draws, prev.showdown["losers"])
            return


def test_1_9_eliminated_loser_deals_then_leaves():
    rules = STANDARD.replace(elimination=12)

    def loser_out_and_match_goes_on(m):
        deals = parse(m.log).deals
        return any(
            len(prev.showdown["losers"]) == 1
            and prev.showdown["losers"][0] in [o["player"] for o in prev.outs]
            for prev, _ in itertools.pairwise(deals)
        )

    _, m = search(lambda s: finished(4, s, rules), loser_out_and_match_goes_on)
    dealt = list(walk(m))
    for (prev, _, _), (d, seats_in, _) in itertools.pairwise(dealt):
        loser = prev.showdown["losers"][0]
        if len(prev.showdown["losers"]) == 1 and loser in [o["player"] for o in prev.outs]:
            assert d.event["dealer"] == loser
            assert loser not in seats_in
            assert loser not in [p for p, _ in d.event["hands"]]
            assert loser not in [e["player"] for e in d.exchanges]
            first = left_of(loser, seats_in, m.players)
            assert d.exchanges[0]["player"] == first
            return
    pytest.fail("not found")


def test_1_9_eliminated_loser_deals_then_leaves_visible_on_the_match():
    """The same, watched on the live match: the dealer property names the player who went out."""
    rules = STANDARD.replace(elimination=12)
    for seed in range(300):
        m = zz.Match(4, rules=rules, seed=seed)
        choose = random_policy(seed)
        while not m.is_over:
            deal, seats = m.deal, set(m.in_match)
            m.apply(choose(m))
            if m.deal != deal and not m.is_over:
                gone = seats - set(m.in_match)
                if m.dealer in gone:
                    assert m.dealer not in m.in_match
                    assert len(m.hand(m.dealer)) == 0
                    assert m.current_player == left_of(m.dealer, set(m.in_match), 4)
                    return
    pytest.fail("not found")


def test_1_9_the_match_ends_when_one_player_is_left_who_wins():
    seen = 0
    for m in corpus():
        if len(m.in_match) == 1:
            (winner,) = m.in_match
            assert m.result.winners == (winner,)
            assert m.log[-1] == {"event": "end", "winners": [winner]}
            seen += 1
    assert seen > 20


def _all_out_match(rules, players, want=lambda m: True):
    """A seeded match where every player still in goes out in the same showdown."""

    def everyone_out(m):
        return not m.in_match and want(m)

    return search(lambda s: finished(players, s, rules), everyone_out, limit=600)


def _last_group(m):
    last = parse(m.log).deals[-1]
    return sorted(p for p, _ in last.showdown["cards"])


def test_1_9_all_out_share_all_of_them_win():
    rules = STANDARD.replace(elimination=12)
    _, m = _all_out_match(rules, 3)
    group = _last_group(m)
    assert len(group) >= 2
    assert list(m.result.winners) == group
    assert all(m.result.places[p] == 1 for p in group)


def test_1_9_all_out_lowest_total_the_lowest_total_wins():
    share = STANDARD.replace(elimination=12)
    lowest = share.replace(all_out="lowest_total")

    def different_totals(m):
        return len({m.totals[p] for p in _last_group(m)}) > 1

    seed, m_share = _all_out_match(share, 3, different_totals)
    m_low = finished(3, seed, lowest)  # the same seed and moves: only the ending differs
    assert [e for e in m_low.log if e["event"] != "end"] == [
        e for e in m_share.log if e["event"] != "end"
    ]
    group = _last_group(m_share)
    low = min(m_share.totals[p] for p in group)
    assert list(m_share.result.winners) == group
    assert list(m_low.result.winners) == [p for p in group if m_share.totals[p] == low]
    assert len(m_low.result.winners) < len(group)
    for p in group:
        assert (m_low.result.places[p] == 1) == (m_share.totals[p] == low)


def test_1_9_all_out_lowest_total_a_tie_shares_the_win():
    rules = TWENTY_TWO.replace(elimination=12)

    def equal_totals(m):
        return len({m.totals[p] for p in _last_group(m)}) == 1

    _, m = _all_out_match(rules, 2, equal_totals)
    assert list(m.result.winners) == _last_group(m) == [0, 1]
    assert m.result.places == (1, 1)


def test_1_9_result_gives_places_later_out_is_better():
    for m in corpus(sizes=(3, 4, 5, 6)):
        out_deal = {}
        for d in parse(m.log).deals:
            for o in d.outs:
                out_deal[o["player"]] = d.event["deal"]
        winners = set(m.result.winners)

        def rank(p, out_deal=out_deal, winners=winners):
            return (p in winners, out_deal.get(p, math.inf))

        for p in range(m.players):
            better = sum(1 for q in range(m.players) if rank(q) > rank(p))
            assert m.result.places[p] == 1 + better
        for p in winners:
            assert m.result.places[p] == 1


def test_1_9_players_out_in_the_same_showdown_share_a_place_ordered_by_total():
    def two_out_together(m):
        return any(len(d.outs) >= 2 and m.in_match for d in parse(m.log).deals)

    _, m = search(lambda s: finished(5, s, STANDARD.replace(elimination=15)), two_out_together)
    for d in parse(m.log).deals:
        if len(d.outs) >= 2:
            together = [o["player"] for o in d.outs]
            assert len({m.result.places[p] for p in together}) == 1
            standing = [p for p in m.result.standings if p in together]
            assert [m.totals[p] for p in standing] == sorted(m.totals[p] for p in together)


def test_1_9_result_gives_totals_and_the_number_of_deals():
    for m in corpus(per_size=4):
        assert list(m.result.totals) == m.totals
        assert m.result.deals == len(parse(m.log).deals)
        assert list(m.result.winners) == m.log[-1]["winners"]


# --------------------------------------------------------------------------------------------
# 1.10 Variants as presets of one rule set


def test_1_10_presets():
    assert zz.Rules.presets() == ["standard", "twenty_two", "rasmussen", "sechsundzwanzig"]
    std = STANDARD.options()
    assert std["all_out"] == "share" and std["elimination"] == 22 and std["first_deal"] == 7
    assert std["beat_against"] == "best" and std["compulsory_beating"] is False
    assert std["trick_winner"] == "last_beat" and std["loss_cards"] == "kept"
    assert std["jokers_per_deck"] == 0 and std["exchange"] is True and std["decks"] is None

    def diff(rules):
        return {k: v for k, v in rules.options().items() if std[k] != v}

    assert diff(TWENTY_TWO) == {"all_out": "lowest_total"}
    assert diff(RASMUSSEN) == {
        "beat_against": "lead",
        "compulsory_beating": True,
        "trick_winner": "last_stechen",
        "loss_cards": "returned",
    }
    assert diff(SECHSUNDZWANZIG) == {"jokers_per_deck": 2, "decks": 2, "elimination": 26}
    for name in zz.Rules.presets():
        assert zz.Rules.preset_named(name).preset == name


def test_1_10_each_difference_is_an_option_that_combines():
    assert STANDARD.replace(all_out="lowest_total") == TWENTY_TWO
    built = STANDARD.replace(
        beat_against="lead",
        compulsory_beating=True,
        trick_winner="last_stechen",
        loss_cards="returned",
    )
    assert built == RASMUSSEN
    assert STANDARD.replace(jokers_per_deck=2, decks=2, elimination=26) == SECHSUNDZWANZIG
    # A house rule: Schlagen und Stechen with jokers, out at 30, lowest total wins.
    house = RASMUSSEN.replace(jokers_per_deck=2, decks=2, elimination=30, all_out="lowest_total")
    assert house.preset is None
    for seed in range(3):
        m = finished(4, seed, house)
        assert m.is_over
        assert any("*" in (e.get("cards") or "") for e in m.log if e["event"] == "play")
        for o in (e for e in m.log if e["event"] == "out"):
            assert o["total"] >= 30


def test_1_10_first_deal_size_is_an_option():
    for size in (1, 3, 10):
        m = zz.Match(4, rules=STANDARD.replace(first_deal=size), seed=1)
        assert parse(m.log).deals[0].event["hand_size"] == size
        assert parse(m.log).deals[0].event["stock"] == 52 - 4 * size


def test_1_10_decks_and_the_exchange_are_options():
    for decks in (1, 2, 3):
        m = zz.Match(4, rules=STANDARD.replace(decks=decks), seed=1)
        assert m.stock_size == 52 * decks - 28
    m = zz.Match(4, rules=SECHSUNDZWANZIG.replace(decks=3), seed=1)
    assert m.stock_size == 3 * 54 - 28  # two jokers per deck
    for rules in (STANDARD, RASMUSSEN, SECHSUNDZWANZIG):
        m = finished(4, 1, rules.replace(exchange=False))
        assert not [e for e in m.log if e["event"] == "exchange"]
        assert m.is_over


# 1.10.1 Schlagen und Stechen


def test_1_10_1_beat_means_dominating_the_lead():
    # Against the lead 8 (not the best play A), a 9 beats.
    assert plays(zz.legal_plays("9 2", ["8", "A"], RASMUSSEN)) == {key("9")}
    assert plays(zz.legal_plays("9 2", ["8", "A"], STANDARD)) == {key("2")}


def test_1_10_1_compulsory_beating():
    assert zz.legal_plays("K 3", ["8"], RASMUSSEN) == [zz.Play("K")]
    assert plays(zz.legal_plays("K 3", ["8"], STANDARD)) == {key("3"), key("K")}
    assert plays(zz.legal_plays("K K 4 3", ["10 10"], RASMUSSEN)) == {key("K K")}


def test_1_10_1_compulsory_beating_is_an_option():
    loose = RASMUSSEN.replace(compulsory_beating=False)
    assert plays(zz.legal_plays("K 3", ["8"], loose)) == {key("3"), key("K")}
    strict = STANDARD.replace(compulsory_beating=True)
    assert zz.legal_plays("K 3", ["8"], strict) == [zz.Play("K")]


def test_1_10_1_give_off_only_when_unable_to_beat():
    assert zz.legal_plays("7 2", ["8", "A"], RASMUSSEN) == [zz.Play("2")]
    assert zz.legal_plays("7 6 5", ["8 8"], RASMUSSEN) == [zz.Play("6 5")]


def test_1_10_1_stechen_is_a_one_rank_play_at_least_as_high_as_every_one_rank_play():
    assert zz.trick_winner(["8 8", "9 9"], RASMUSSEN) == 1
    assert zz.trick_winner(["8 8", "8 8"], RASMUSSEN) == 1  # equal counts
    assert zz.trick_winner(["8 8", "9 9", "8 8"], RASMUSSEN) == 1  # 8-8 is below 9-9
    assert zz.trick_winner(["8 8", "9 9", "9 9"], RASMUSSEN) == 2
    assert zz.trick_winner(["8 8", "9 9", "K Q", "10 10"], RASMUSSEN) == 3
    assert ref_trick(["8 8", "9 9", "K Q", "10 10"], RASMUSSEN)[0] == [
        "lead",
        "stechen",
        "beat",
        "stechen",
    ]


def test_1_10_1_nobody_is_forced_to_stechen():
    got = plays(zz.legal_plays("K 10 9 9", ["8 8"], RASMUSSEN))
    assert {key("K 10"), key("9 9")} <= got


def test_1_10_1_nobody_stach_the_leader_leads_again():
    assert zz.trick_winner(["8 8", "K 10", "Q 10"], RASMUSSEN) == 0
    assert zz.trick_winner(["8", "K", "A"], RASMUSSEN) == 2  # single cards are one rank
    # In matches: the trick event names the last stecher, or the leader.
    stayed = moved = 0
    for m in corpus(RASMUSSEN, sizes=(3, 4, 5), per_size=6):
        for d, _, _ in walk(m):
            for trick, winner in d.tricks:
                kinds, index = ref_trick([x["cards"] for x in trick], RASMUSSEN)
                assert [x["kind"] for x in trick] == kinds
                assert trick[index]["player"] == winner
                stayed += index == 0 and len(trick) > 1 and "beat" in kinds
                moved += index > 0
            for (_, winner), (nxt, _) in itertools.pairwise(d.tricks):
                assert nxt[0]["player"] == winner
    assert stayed and moved


def test_1_10_1_loss_cards_go_back_into_the_deck():
    for m in corpus(RASMUSSEN, sizes=(2, 3, 4, 5, 6), per_size=4):
        for p in range(m.players):
            assert m.loss_cards(p) == []
        for prev, d in itertools.pairwise(parse(m.log).deals):
            n_in = len(d.event["hands"])
            target = VALUE[showdown_top(prev.showdown)]
            assert d.event["hand_size"] == min(target, 52 // n_in)
            assert d.event["hand_size"] * n_in + d.event["stock"] == 52
        totals = Counter()
        for d in parse(m.log).deals:
            for p in d.showdown["losers"]:
                totals[p] += d.showdown["points"]
        assert [totals[p] for p in range(m.players)] == m.totals


def test_1_10_1_example_bernd_must_beat_the_8_8():
    got = zz.legal_plays("K 10 8 3", ["8 8"], RASMUSSEN)
    assert plays(got) == {key("K 10"), key("K 8"), key("10 8")}
    assert len(got) == 3


def test_1_10_1_example_claudia_may_stechen_with_9_9():
    for bernd in ("K 10", "K 8", "10 8"):
        got = zz.legal_plays("Q 10 9 9", ["8 8", bernd], RASMUSSEN)
        assert plays(got) == {key("Q 10"), key("Q 9"), key("10 9"), key("9 9")}
        assert len(got) == 4
        kinds = {p: ref_trick(["8 8", bernd, str(p)], RASMUSSEN)[0][2] for p in got}
        assert [str(p) for p, k in kinds.items() if k == "stechen"] == ["9 9"]
        assert zz.trick_winner(["8 8", bernd, "9 9"], RASMUSSEN) == 2
        for p in ("Q 10", "Q 9", "10 9"):
            assert zz.trick_winner(["8 8", bernd, p], RASMUSSEN) == 0


# 1.10.2 Sechsundzwanzig


def test_1_10_2_two_decks_and_four_jokers_out_at_26():
    assert SECHSUNDZWANZIG.elimination == 26
    for n in (2, 4, 6):
        m = zz.Match(n, rules=SECHSUNDZWANZIG, seed=n)
        deal = parse(m.log).deals[0].event
        assert 7 * n + deal["stock"] == 108
    jokers = 0
    for m in corpus(SECHSUNDZWANZIG, sizes=(4,), per_size=6):
        for d, _, _ in walk(m):
            dealt = Counter(r for _, h in d.event["hands"] for r in h.split())
            assert dealt["*"] <= 4
            jokers += dealt["*"]
        for o in (e for e in m.log if e["event"] == "out"):
            assert o["total"] >= 26
        for p in m.in_match:
            assert m.totals[p] < 26
    assert jokers > 0


def test_1_10_2_beating_against_the_best_play_so_far():
    assert zz.trick_winner(["5 5", "9 9", "8 8"], SECHSUNDZWANZIG) == 1
    assert zz.legal_plays("8 8 2", ["5 5", "9 9"], SECHSUNDZWANZIG) == [zz.Play("8 2")]


def test_1_10_2_a_joker_goes_with_a_rank_card():
    leads = plays(zz.legal_plays("* 5 3", [], SECHSUNDZWANZIG))
    assert key("*") not in leads
    assert leads == {key("5"), key("3"), key("* 5"), key("* 3")}
    follows = plays(zz.legal_plays("* 5 3", ["4"], SECHSUNDZWANZIG))
    assert key("*") not in follows
    assert follows == {key("3"), key("5")}


def test_1_10_2_jokers_alone_when_nothing_else_is_held():
    assert plays(zz.legal_plays("* * *", [], SECHSUNDZWANZIG)) == {key("*"), key("* *")}
    assert zz.legal_plays("* *", ["A"], SECHSUNDZWANZIG) == [zz.Play("*")]


def test_1_10_2_a_joker_counts_as_the_highest_rank_card_of_its_play():
    assert zz.beats("* 8 8", "8 8 8", SECHSUNDZWANZIG)
    assert zz.beats("8 8 8", "* 8 8", SECHSUNDZWANZIG)  # equal: 8-*-* is 8-8-8
    assert not zz.beats("* * 8", "9 8 8", SECHSUNDZWANZIG)
    assert zz.beats("* Q J", "Q Q J", SECHSUNDZWANZIG)
    assert not zz.beats("* Q J", "K Q 9", SECHSUNDZWANZIG)
    assert zz.beats("* K 2", "K K 2", SECHSUNDZWANZIG)
    assert not zz.beats("* K 2", "K K 3", SECHSUNDZWANZIG)


def test_1_10_2_a_lead_may_be_one_rank_plus_jokers():
    leads = plays(zz.legal_plays("* * 8 10 10 10", [], SECHSUNDZWANZIG))
    assert key("8 * *") in leads
    assert key("10 10 10 *") in leads
    assert key("10 10 10 * *") in leads
    assert key("10 8") not in leads
    # 10-10-10-* is four tens: only four tens or better beat it.
    assert zz.beats("10 10 10 10", "10 10 10 *", SECHSUNDZWANZIG)
    assert not zz.beats("A A A 9", "10 10 10 *", SECHSUNDZWANZIG)
    assert zz.trick_winner(["8 * *", "8 8 8"], SECHSUNDZWANZIG) == 1
    assert zz.trick_winner(["8 * *", "9 8 7"], SECHSUNDZWANZIG) == 0


def test_1_10_2_jokers_only_rank_above_every_rank_card():
    assert zz.beats("*", "A", SECHSUNDZWANZIG)
    assert zz.beats("* *", "A A", SECHSUNDZWANZIG)
    assert not zz.beats("A A", "* *", SECHSUNDZWANZIG)
    assert zz.trick_winner(["A", "*"], SECHSUNDZWANZIG) == 1
    # A joker with a rank card counts as that card, not above the ace.
    assert not zz.beats("* 2", "A A", SECHSUNDZWANZIG)


def test_1_10_2_give_off_jokers_are_the_highest_cards():
    assert zz.legal_plays("* 9 2", ["A A"], SECHSUNDZWANZIG) == [zz.Play("9 2")]
    # Fewer rank cards than k: the jokers fill the give-off.
    assert zz.legal_plays("* * 2", ["A A A"], SECHSUNDZWANZIG) == [zz.Play("* * 2")]
    assert zz.legal_plays("* 3 2", ["K K K"], SECHSUNDZWANZIG) == [zz.Play("* 3 2")]


def test_1_10_2_showdown_a_joker_counts_13_and_the_next_deal_is_13_cards():
    def joker_showdown(m):
        return any(showdown_top(d.showdown) == "*" for d, _, _ in walk(m))

    for m in corpus(SECHSUNDZWANZIG, sizes=(3, 4), per_size=6):
        for d, _, _ in walk(m):
            top = showdown_top(d.showdown)
            losers = sorted(p for p, r in d.showdown["cards"] if r == top)
            assert sorted(d.showdown["losers"]) == losers
            assert d.showdown["points"] == VALUE[top]
    _, m = search(lambda s: finished(4, s, SECHSUNDZWANZIG), joker_showdown, limit=200)
    for (prev, _, _), (d, seats_in, loss) in itertools.pairwise(walk(m)):
        if showdown_top(prev.showdown) == "*":
            assert prev.showdown["points"] == 13
            available = 108 - sum(len(loss[p]) for p in seats_in)
            assert d.event["hand_size"] == min(13, available // len(seats_in))
            assert d.event["hand_size"] == 13  # possible with 4 players and 108 cards
            for p in prev.showdown["losers"]:
                assert "*" in [c.rank for c in m.loss_cards(p)] or p not in m.in_match
            return


def test_1_10_2_example_bernd_keeps_the_joker():
    # Anne leads 5-5-*; Bernd holds *-7-3-2: only 7-3-2.
    assert zz.legal_plays("* 7 3 2", ["5 5 *"], SECHSUNDZWANZIG) == [zz.Play("7 3 2")]


def test_1_10_2_example_daniel_cannot_beat_with_the_joker_as_a_queen():
    # Anne 5-5-*, Bernd 7-3-2, Claudia K-Q-9; Daniel holds *-Q-J-10: only Q-J-10.
    trick = ["5 5 *", "7 3 2", "K Q 9"]
    assert zz.trick_winner(trick, SECHSUNDZWANZIG) == 2
    assert not zz.beats("* Q J", "K Q 9", SECHSUNDZWANZIG)
    assert zz.legal_plays("* Q J 10", trick, SECHSUNDZWANZIG) == [zz.Play("Q J 10")]


def test_1_10_1_stechen_is_judged_by_the_lead_also_in_house_rules_against_the_best_play() -> None:
    # 9-9 is of one rank, at least every one-rank play so far (8-8), and beats the lead: it
    # stach, though it does not beat K-10, the best play so far.
    best = zz.Rules.rasmussen().replace(beat_against="best")
    assert zz.trick_winner(["8 8", "K 10", "9 9"], best) == 2
    stechen = zz.Rules.standard().replace(trick_winner="last_stechen")
    assert zz.trick_winner(["5 5", "10 9", "6 6"], stechen) == 2
    assert zz.trick_winner(["5 5", "10 9", "4 4"], stechen) == 0, "4-4 is below the lead"
    assert zz.trick_winner(["5 5", "10 9", "6 6"], zz.Rules.standard()) == 1
    trick = [(1, "5 5"), (2, "10 9"), (3, "6 6")]
    view = zz.View.describe(
        players=4, seat=0, dealer=0, hand="A K Q J 9 3 2", rules=stechen, trick=trick
    )
    assert [e.get("kind") for e in view.log if e["event"] == "play"] == ["lead", "beat", "stechen"]
