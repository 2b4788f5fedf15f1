"""Arschloch's house rules for the deal: any `piles` × `hand_size` the 110 cards allow, 2 to 15
players where the exchange fits (`docs/rules/arschloch.md`, "Options")."""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch

from . import oracle as O

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


# --- chef_chooses: each Chef chooses the cards to give back --------------------------------------

CHOOSING = arschloch.Rules(games=3, chef_chooses=True)


def ranks(cards: list[zz.Card] | None) -> O.Cards:
    return O.parse(" ".join(c.rank for c in cards or []))


def test_the_option_is_off_by_default_and_written_only_when_set():
    assert arschloch.Rules().chef_chooses is False
    assert "chef_chooses" not in arschloch.Rules().to_json()
    assert arschloch.Rules().options()["chef_chooses"] is False
    assert CHOOSING.chef_chooses and '"chef_chooses":true' in CHOOSING.to_json().replace(" ", "")
    assert arschloch.Rules.from_json(CHOOSING.to_json()) == CHOOSING
    assert repr(CHOOSING) == "Rules.standard().replace(games=3, chef_chooses=True)"
    with pytest.raises(zz.RulesError, match="chef_chooses"):
        arschloch.Rules(chef_chooses=2)


def to_game_2(players: int, rules: arschloch.Rules, seed: int) -> arschloch.Match:
    m = arschloch.Match(players, rules=rules, seed=seed)
    rng = random.Random(seed)
    while m.game == 1:
        moves = m.legal_moves()
        m.apply(moves[rng.randrange(len(moves))])
    return m


def test_a_chef_chooses_among_every_choice_of_their_hand_and_only_the_pair_sees_it():
    m = to_game_2(5, CHOOSING, 4)
    assert m.phase == "exchange"
    pair = m.giving_back
    assert pair is not None and pair.returned is None and m.current_player == pair.taker
    hand = ranks(m.hand(pair.taker))
    listed = [O.of_move(mv) for mv in m.legal_moves()]
    assert listed == O.give_backs(hand, pair.count)
    assert listed[0] == O.worst(hand, pair.count)
    for seat in range(5):
        v = m.view(seat)
        assert v.phase == "exchange" and v.giving_back is not None
        mine = seat in (pair.giver, pair.taker)
        assert (v.giving_back.given is not None) == mine
        assert v.legal_moves() == (m.legal_moves() if seat == pair.taker else [])
    with pytest.raises(zz.IllegalMoveError, match="give back 2 cards"):
        m.apply("pass")
    choice = listed[-1]
    m.apply(" ".join(O.RANK_NAMES[r] for r in choice))
    log = m.log[-1]
    assert log["event"] == "exchange" and O.parse(log["returned"]) == choice
    for seat in range(5):
        seen = [e for e in m.view(seat).log if e["event"] == "exchange"]
        mine = seat in (pair.giver, pair.taker)
        assert (seen[-1]["returned"] is not None) == mine, seat
        assert (seen[-1]["given"] is not None) == mine, seat
    assert m.exchanges[0].returned is not None and ranks(m.exchanges[0].returned) == choice
    # The second Chef, then the first Chef leads.
    assert m.giving_back is not None and m.giving_back.count == 1
    m.apply(m.legal_moves()[0])
    assert m.phase == "play" and m.giving_back is None and m.current_player == m.seating[0]


def test_heuristic_chefs_play_exactly_as_the_automatic_exchange():
    for players in (3, 4, 6, 9):
        kw = dict(game="arschloch", players=players, policies="heuristic", seed=5, threads=1)
        auto = zz.simulate(4, rules=arschloch.Rules(games=3), **kw)
        chosen = zz.simulate(4, rules=arschloch.Rules(games=3, chef_chooses=True), **kw)
        assert (auto.totals == chosen.totals).all()


def test_random_matches_under_chef_chooses_round_trip_and_determinize():
    rng = random.Random(9)
    for _ in range(12):
        players = rng.randint(2, 11)
        m = arschloch.Match(players, rules=CHOOSING, seed=rng.randrange(2**32))
        moves = []
        choices = 0
        while not m.is_over:
            pair = m.giving_back
            if pair is not None:
                hand = ranks(m.hand(pair.taker))
                assert [O.of_move(mv) for mv in m.legal_moves()] == O.give_backs(hand, pair.count)
                v = m.view(pair.taker)
                d = v.determinize(seed=len(moves))
                assert d.hand(pair.taker) == m.hand(pair.taker)
                # The Arsch still holds what they set aside for the Chef.
                assert Counter(ranks(d.hand(pair.giver))) >= Counter(ranks(pair.given))
                choices += 1
            if rng.random() < 0.05:
                seat = rng.randrange(players)
                v = m.view(seat)
                assert arschloch.View.from_json(v.to_json()) == v
            listed = m.legal_moves()
            mv = listed[rng.randrange(len(listed))]
            m.apply(mv)
            moves.append(mv)
        back = arschloch.Match.from_json(m.to_json())
        assert back == m and pickle.loads(pickle.dumps(m)) == m
        assert choices == (CHOOSING.games - 1) * (players // 2)


def test_a_chefs_choice_is_advised():
    m = to_game_2(4, CHOOSING, 2)
    pair = m.giving_back
    assert pair is not None
    advice = zz.advise(m.view(pair.taker), iterations=30, seed=1)
    assert {a.move for a in advice} == set(m.legal_moves())


def test_narration_and_the_terminal_game_speak_of_the_chefs_choice():
    from zweiundzwanzig.arschloch.narrate import Narrator
    from zweiundzwanzig.arschloch.play import ArschlochGame

    event = {"event": "exchange", "giver": 1, "taker": 2, "count": 2, "given": None}
    event["returned"] = None
    assert Narrator(0).line(event).endswith("for as many of the worst.")
    assert Narrator(0, chef_chooses=True).line(event).endswith("for as many of P2's choice.")
    # A match where seat 0, the human's, is a Chef choosing what to give back.
    for seed in range(200):
        m = to_game_2(3, CHOOSING, seed)
        if m.giving_back is not None and m.giving_back.taker == 0:
            break
    else:
        pytest.fail("no seed makes seat 0 the first Chef")
    game = ArschlochGame(players=3, rules=CHOOSING, seed=seed, read=lambda _: "quit")
    game.match = m
    text = game._table(m.view(0))
    assert text.startswith(f"Exchange: P{m.giving_back.giver} gives you their best card (")
    assert "Give back a card of your hand" in text


def test_a_chefs_choice_has_no_action_id():
    m = to_game_2(4, CHOOSING, 6)
    pair = m.giving_back
    assert pair is not None
    assert m.view(pair.taker).action_mask().sum() == 0
    before = m.to_json()
    assert not any(m.apply_action(i) for i in range(arschloch.ACTIONS))
    assert m.to_json() == before
    m.apply(m.legal_moves()[0])
    m.apply(m.legal_moves()[0])
    assert m.phase == "play" and m.view(m.current_player).action_mask().sum() > 0
