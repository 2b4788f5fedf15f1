"""Arschloch's house rules for the deal: any `piles` × `hand_size` the 110 cards allow, 2 to 15
players where the exchange fits (`docs/rules/arschloch.md`, "Options")."""

from __future__ import annotations

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch

WHOLE_PACK = arschloch.Rules(piles=5, hand_size=22)


def test_five_players_deal_out_the_whole_pack():
    m = arschloch.Match(5, rules=WHOLE_PACK, seed=2)
    hands = [m.hand(p) for p in range(5)]
    assert [len(h) for h in hands] == [22] * 5
    ranks = [c.rank for h in hands for c in h]
    assert len(ranks) == 110 and ranks.count("*") == 6
    assert all(ranks.count(r) == 8 for r in ("2", "10", "A"))


def test_the_bounds_of_the_deal():
    assert arschloch.MAX_PLAYERS == 15
    assert arschloch.Rules(hand_size=55).hand_size == 55
    assert arschloch.Rules(piles=110, hand_size=1).piles == 110
    with pytest.raises(zz.RulesError, match="hand_size takes an integer from 1 to 55"):
        arschloch.Rules(hand_size=56)
    with pytest.raises(zz.RulesError, match="piles takes an integer from 2 to 110"):
        arschloch.Rules(piles=111)
    arschloch.Match(15, rules=arschloch.Rules(piles=15, hand_size=7))
    arschloch.Match(2, rules=arschloch.Rules(piles=2, hand_size=55))


def test_a_heuristic_table_plays_a_whole_pack_match_to_its_end():
    result = zz.simulate(
        3,
        game="arschloch",
        players=5,
        policies=["heuristic", "random", "advisor", "heuristic", "random"],
        rules=arschloch.Rules(piles=5, hand_size=22, games=2),
        seed=1,
        threads=1,
    )
    assert result.totals.shape == (3, 5)


def test_a_whole_pack_position_is_described_and_advised():
    m = arschloch.Match(5, rules=WHOLE_PACK, seed=3)
    p = m.current_player
    hand = " ".join(c.rank for c in m.hand(p))
    v = arschloch.View.describe(players=5, seat=p, hand=hand, rules=WHOLE_PACK, dealer=m.dealer)
    assert v.hand == m.hand(p) and v.cards_left == [22] * 5
    d = v.determinize(seed=4)
    assert [len(d.hand(q)) for q in range(5)] == [22] * 5 and d.hand(p) == m.hand(p)
    assert m.view(p).legal_moves() == v.legal_moves()


def test_a_described_hand_too_large_to_replay_is_refused_with_the_reason():
    rules = arschloch.Rules(piles=2, hand_size=55, lead_jokers=True)
    m = arschloch.Match(2, rules=rules, seed=3)
    p = m.current_player
    hand = " ".join(c.rank for c in m.hand(p))
    with pytest.raises(zz.StateError, match="still holds 55 cards"):
        arschloch.View.describe(players=2, seat=p, hand=hand, rules=rules, dealer=m.dealer)
    with pytest.raises(zz.CardError, match="at most 55"):
        arschloch.View.describe(players=2, seat=p, hand=hand + " 2", rules=rules)
    # A play holds at most 15 cards, as before.
    with pytest.raises(zz.CardError, match="at most 15"):
        m.apply("2 " * 16)


def test_the_observation_keeps_its_size_at_large_tables():
    m = arschloch.Match(15, rules=arschloch.Rules(piles=15, hand_size=7), seed=1)
    assert m.view(0).observation().shape == (arschloch.OBSERVATION_SIZE,) == (266,)
    m = arschloch.Match(2, rules=arschloch.Rules(piles=2, hand_size=55), seed=1)
    obs = m.view(0).observation()
    assert obs.min() >= 0 and obs.max() <= 1
