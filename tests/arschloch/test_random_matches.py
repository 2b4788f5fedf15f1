"""Whole matches of Arschloch of random legal moves through the Python API, 2 to 11 players, with
the rules' invariants checked as they are played.

Each match is driven by a seeded `random.Random` choosing uniformly among `legal_moves()`.

- After every move: the mover played what they chose (their cards left and their cards played);
  every player holds and played a whole hand between them; the totals change only when a game
  ends; the round on the table is the last play of a player who still holds cards.
- At the end of every game: the finishing order holds every player once and the totals grew by
  the positions; the roles follow the order; the next game is seated by it, dealt by the last
  Arsch and led by the first Chef; its deal holds no more of a rank than the pack; its exchange
  is the pairs the order makes, each giving their best or worst cards as dealt, and every hand
  is the dealt hand after it.
- At random moments: each view shows the player's own hand and no other, lists the mover's
  moves and reads back from JSON; the match reads back from JSON and from a pickle; an illegal
  move (a card not held, a pass by a leader) raises `IllegalMoveError` and changes nothing.
- At the end: the result is the totals' (winners, places, one finishing order a game), the log
  holds exactly the moves made, and a new match of the same seed replays them to the same state.

`ZZ_RANDOM_MATCHES_SCALE` (a float, default 1) multiplies the number of matches.
"""

from __future__ import annotations

import os
import pickle
import random
from collections import Counter

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch

from . import oracle as O

SCALE = float(os.environ.get("ZZ_RANDOM_MATCHES_SCALE", "1"))
PACK = O.pack()


def cards_of(cards: list[zz.Card]) -> O.Cards:
    return O.parse(" ".join(c.rank for c in cards))


def swapped(hand: O.Cards, out: O.Cards, into: O.Cards) -> O.Cards:
    """`hand` less the cards `out`, plus the cards `into`."""
    left = Counter(hand) - Counter(out) + Counter(into)
    return tuple(sorted(left.elements(), reverse=True))


class Driver:
    """Plays one match and checks it."""

    def __init__(self, players: int, rules: arschloch.Rules, seed: int) -> None:
        self.m = arschloch.Match(players, rules=rules, seed=seed)
        self.n, self.rules, self.seed = players, rules, seed
        self.rng = random.Random(seed)
        self.moves: list[arschloch.Move] = []
        #: The moves that gave cards back (rules with `chef_chooses`), by their place in `moves`.
        self.gave_back: set[int] = set()
        self.played = [0] * players
        self.totals = [0] * players
        self.check_new_game()

    def run(self) -> int:
        probe_at = {self.rng.randrange(40 * self.n) for _ in range(3)}
        while not self.m.is_over:
            if len(self.moves) in probe_at:
                self.probe()
            self.step()
        self.check_end()
        return len(self.moves)

    def step(self) -> None:
        m = self.m
        mover, game = m.current_player, m.game
        assert mover is not None
        listed = m.legal_moves()
        assert listed and len(set(listed)) == len(listed)
        move = listed[self.rng.randrange(len(listed))]
        if m.giving_back is not None:
            self.give_back(listed, move)
            return
        left = m.cards_left[mover]
        m.apply(move)
        self.moves.append(move)
        if m.game != game or m.is_over:
            self.check_game_over(game)
            if not m.is_over:
                self.check_new_game()
            return
        self.played[mover] += len(move)
        assert m.cards_left[mover] == left - len(move)
        assert len(m.played(mover)) == self.played[mover]
        size = self.rules.hand_size
        assert [c + p for c, p in zip(m.cards_left, self.played, strict=True)] == [size] * self.n
        assert m.totals == self.totals
        if m.table is not None:
            last, play = m.table
            assert m.cards_left[last] > 0 and not O.wins_at_once(O.of_move(play))
            assert last == mover or move.is_pass

    def give_back(self, listed: list[arschloch.Move], move: arschloch.Move) -> None:
        """A Chef's choice (`chef_chooses`): among every choice of their hand as dealt; the
        pair's cards change hands, the next Chef or the leader moves."""
        m = self.m
        pair = m.giving_back
        assert pair is not None and m.phase == "exchange" and m.current_player == pair.taker
        giver, taker = cards_of(m.hand(pair.giver)), cards_of(m.hand(pair.taker))
        assert [O.of_move(mv) for mv in listed] == O.give_backs(taker, pair.count)
        assert O.best(giver, pair.count) == cards_of(pair.given)
        left = list(m.cards_left)
        m.apply(move)
        self.gave_back.add(len(self.moves))
        self.moves.append(move)
        back, given = O.of_move(move), cards_of(pair.given)
        assert cards_of(m.hand(pair.giver)) == swapped(giver, given, back)
        assert cards_of(m.hand(pair.taker)) == swapped(taker, back, given)
        assert m.cards_left == left and m.log[-1]["event"] == "exchange"
        nxt = m.giving_back
        assert m.current_player == (m.seating[0] if nxt is None else nxt.taker)

    def check_game_over(self, game: int) -> None:
        m = self.m
        order = m.finishing_orders[game - 1]
        assert sorted(order) == list(range(self.n)) and len(m.finishing_orders) == game
        assert m.finishing_order == order and m.roles == O.roles(order)
        for position, p in enumerate(order, start=1):
            self.totals[p] += position
        assert m.totals == self.totals
        assert sum(m.totals) == game * self.n * (self.n + 1) // 2

    def check_new_game(self) -> None:
        """The deal and exchange of the game just begun, and its seating."""
        m = self.m
        self.played = [0] * self.n
        log = m.log
        start = max(i for i, e in enumerate(log) if e["event"] == "deal")
        deal = log[start]
        assert deal["game"] == m.game and deal["seating"] == m.seating
        assert m.seating[-1] == m.dealer == deal["dealer"]
        choosing = m.giving_back
        first = m.seating[0] if choosing is None else choosing.taker
        assert m.current_player == first and m.table is None and m.finished == []
        dealt = {p: O.parse(h) for p, h in deal["hands"]}
        counts = Counter(c for hand in dealt.values() for c in hand)
        assert all(counts[r] <= PACK[r] for r in counts)
        assert all(len(h) == self.rules.hand_size for h in dealt.values())
        if m.game == 1:
            assert m.seating == [(m.dealer + 1 + i) % self.n for i in range(self.n)]
            assert m.exchanges == [] and m.roles is None
        else:
            last = m.finishing_orders[-1]
            assert m.seating == last and m.dealer == last[-1]
            pairs = [(e.giver, e.taker, e.count) for e in m.exchanges]
            assert pairs == O.exchange_pairs(last)
            if self.rules.chef_chooses:
                # The Chefs choose in turn (`give_back`): nothing has changed hands yet.
                assert choosing == m.exchanges[0] and m.phase == "exchange"
                for e in m.exchanges:
                    assert cards_of(e.given) == O.best(dealt[e.giver], e.count)
                    assert e.returned is None
                assert all(cards_of(m.hand(p)) == dealt[p] for p in range(self.n))
                return
            for e in m.exchanges:
                given, returned = cards_of(e.given), cards_of(e.returned)
                assert given == O.best(dealt[e.giver], e.count)
                assert returned == O.worst(dealt[e.taker], e.count)
                dealt[e.giver] = swapped(dealt[e.giver], given, returned)
                dealt[e.taker] = swapped(dealt[e.taker], returned, given)
        assert all(cards_of(m.hand(p)) == dealt[p] for p in range(self.n))

    def probe(self) -> None:
        """Views, documents and an illegal move at this moment."""
        m = self.m
        for p in range(self.n):
            v = m.view(p)
            assert v.hand == m.hand(p)
            deal = next(e for e in reversed(v.log) if e["event"] == "deal")
            assert all((h is None) == (q != p) for q, h in deal["hands"])
            assert all((e.given is None) == (p not in (e.giver, e.taker)) for e in v.exchanges)
            assert v.legal_moves() == (m.legal_moves() if p == m.current_player else [])
            assert arschloch.View.from_json(v.to_json()) == v
        assert arschloch.Match.from_json(m.to_json()) == m
        assert pickle.loads(pickle.dumps(m)) == m
        before = m.to_json()
        mover = m.current_player
        assert mover is not None
        hand = cards_of(m.hand(mover))
        missing = next(r for r in range(O.JOKER + 1) if r not in hand)
        illegal: list[object] = [O.RANK_NAMES[missing]]
        if m.table is None and arschloch.Move("pass") not in m.legal_moves():
            illegal.append("pass")
        for move in illegal:
            with pytest.raises(zz.IllegalMoveError, match=f"player {mover} cannot "):
                m.apply(move)
        assert m.to_json() == before

    def check_end(self) -> None:
        m = self.m
        r = m.result
        assert r is not None and m.phase == "over" and m.legal_moves() == []
        assert r.deals == self.rules.games == len(r.finishing_orders)
        assert list(r.totals) == self.totals
        assert list(r.places) == O.places(self.totals)
        assert r.winners == tuple(p for p in range(self.n) if self.totals[p] == min(self.totals))
        plays = [e for e in m.log if e["event"] in ("play", "pass", "pass_lead")]
        made = [mv for i, mv in enumerate(self.moves) if i not in self.gave_back]
        assert len(plays) == len(made)
        exchanges = [e for e in m.log if e["event"] == "exchange"]
        backs = [self.moves[i] for i in sorted(self.gave_back)]
        if self.rules.chef_chooses:
            assert [O.parse(e["returned"]) for e in exchanges] == [O.of_move(b) for b in backs]
        for e, mv in zip(plays, made, strict=True):
            if mv.is_pass:
                assert e["event"] in ("pass", "pass_lead")
            else:
                assert e["event"] == "play" and O.parse(e["cards"]) == O.of_move(mv)
        replay = arschloch.Match(self.n, rules=self.rules, seed=self.seed)
        for mv in self.moves:
            replay.apply(mv)
        assert replay == m and replay.to_json() == m.to_json()


def matches(count: int, seed: int) -> list[tuple[int, arschloch.Rules, int]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        players = rng.randint(2, 11)
        rules = arschloch.Rules(games=rng.randint(1, 3), lead_jokers=rng.random() < 0.5)
        out.append((players, rules, rng.randrange(2**64)))
    return out


@pytest.mark.parametrize("part", range(4))
def test_random_matches(part: int) -> None:
    count = max(1, int(600 * SCALE))
    decisions = sum(Driver(*case).run() for case in matches(count, seed=part))
    assert decisions > 100 * count


def test_random_matches_of_house_rules() -> None:
    """Few piles, small and large hands: the deal, the exchange and the end of a game on other
    tables than the standard one."""
    rng = random.Random(7)
    for _ in range(max(1, int(400 * SCALE))):
        players = rng.randint(2, 11)
        rules = arschloch.Rules(
            games=rng.randint(1, 4),
            piles=rng.randint(players, 11),
            hand_size=rng.randint(max(1, players // 2), 9),
            lead_jokers=rng.random() < 0.5,
        )
        Driver(players, rules, rng.randrange(2**64)).run()


def test_random_matches_of_deals_up_to_the_whole_pack() -> None:
    """Any deal the 110 cards allow: 2 to 15 players, hands of up to 55 cards (larger than the
    15 a hand held before), piles of any number whose cards the pack holds."""
    rng = random.Random(11)
    sizes = set()
    for _ in range(max(1, int(60 * SCALE))):
        players = rng.randint(2, arschloch.MAX_PLAYERS)
        hand_size = rng.randint(max(1, players // 2), 110 // players)
        rules = arschloch.Rules(
            games=rng.randint(1, 3),
            piles=rng.randint(players, 110 // hand_size),
            hand_size=hand_size,
            lead_jokers=rng.random() < 0.5,
        )
        Driver(players, rules, rng.randrange(2**64)).run()
        sizes.add((players > 11, hand_size > 15))
    assert sizes == {(False, False), (False, True), (True, False)}


def test_random_matches_of_chefs_choosing_what_to_give_back() -> None:
    """The house rule `chef_chooses`, with the other house rules at random."""
    rng = random.Random(13)
    chose = 0
    for _ in range(max(1, int(120 * SCALE))):
        players = rng.randint(2, 11)
        rules = arschloch.Rules(
            games=rng.randint(2, 4),
            lead_jokers=rng.random() < 0.5,
            hand_size=rng.randint(max(1, players // 2), 10),
            chef_chooses=True,
        )
        driver = Driver(players, rules, rng.randrange(2**64))
        driver.run()
        chose += len(driver.gave_back)
    assert chose > 500
