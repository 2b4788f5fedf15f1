"""The public Python contract: card strings, Card/Play/Move, Rules, Match, View."""

from __future__ import annotations

import copy
import itertools
import json
import pickle
import random

import pytest

import zweiundzwanzig as zz

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "*")
INDEX = {r: i for i, r in enumerate(RANKS)}
SUITS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}


def order_key(move) -> tuple[int, tuple[int, ...]]:
    """API: by number of cards, then from the highest card down, lowest first."""
    ranks = tuple(INDEX[r] for r in move.ranks)
    assert list(ranks) == sorted(ranks, reverse=True), "ranks come high to low"
    return (len(ranks), ranks)


def random_moves(m: zz.Match, seed: int, count: int | None = None, until=None):
    rng = random.Random(seed)
    done = 0
    while not m.is_over and (count is None or done < count) and not (until and until(m)):
        m.apply(rng.choice(m.legal_moves()))
        done += 1
    return m


def positions(seed: int, players: int = 4, rules=None, limit: int = 10_000):
    """Every position of one seeded random match, as (match, its legal moves); the match object
    is advanced in place after each yield."""
    m = zz.Match(players, rules=rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if m.is_over:
            return
        moves = m.legal_moves()
        yield m, moves
        m.apply(rng.choice(moves))


# --------------------------------------------------------------------------------------------
# Card strings


@pytest.mark.parametrize(
    "text, ranks",
    [
        ("K K 6 3 2 2", ("K", "K", "6", "3", "2", "2")),
        ("Q-J", ("Q", "J")),
        ("10,9,7", ("10", "9", "7")),
        ("J Q", ("Q", "J")),
        ("T 9", ("10", "9")),
        ("t", ("10",)),
        ("B D", ("Q", "J")),
        ("q j k a", ("A", "K", "Q", "J")),
        ("Q♠ 10♥ 2♦ A♣", ("A", "Q", "10", "2")),
        ("Qs 10h 2d Ac", ("A", "Q", "10", "2")),
        ("QS 10H", ("Q", "10")),
        ("Ds Bh", ("Q", "J")),
        ("* 5 5", ("*", "5", "5")),
        ("5, 5 - *", ("*", "5", "5")),
        ("  7   7  ", ("7", "7")),
        ("", ()),
    ],
)
def test_card_string_spellings(text, ranks):
    assert zz.Play(text).ranks == ranks


def test_card_strings_are_accepted_everywhere_cards_are():
    cards = ["K", zz.Card("Q♠"), "J-10"]
    assert zz.Play(cards) == zz.Play("K Q J 10")
    assert zz.Play(zz.Play("Q J")) == zz.Play("Q J")
    assert zz.Play(zz.Move("play", "Q J")) == zz.Play("Q J")
    assert zz.legal_plays(["K", "K", "6", "3", "2", "2"], [zz.Play("5 5 5"), "10-9-7"]) == [
        zz.Play("3 2 2")
    ]
    assert zz.beats(zz.Play("Q J"), "Q,7")
    assert zz.trick_winner([zz.Play("7"), "7", zz.Card("10h"), "2"]) == 2


def test_card():
    q = zz.Card("Q♠")
    assert q == zz.Card("Qs") == zz.Card("qs")
    assert q.rank == "Q" and q.suit == "♠" and not q.is_joker
    assert str(q) == "Q♠" and repr(q) == "Card('Q♠')"
    assert str(zz.Card("Q")) == "Q" and zz.Card("Q").suit is None
    assert str(zz.Card("10h")) == "10♥"
    assert str(zz.Card("Td")) == "10♦"
    assert zz.Card("B").rank == "J" and zz.Card("D").rank == "Q"
    assert str(zz.Card("Dd")) == "Q♦"
    joker = zz.Card("*")
    assert str(joker) == "*" and joker.is_joker and joker.rank == "*"
    for letter, symbol in SUITS.items():
        assert zz.Card("7" + letter).suit == symbol
        assert zz.Card("7" + symbol) == zz.Card("7" + letter)
    for card in (q, zz.Card("10"), joker, zz.Card("Ah")):
        assert eval(repr(card), {"Card": zz.Card}) == card
        assert pickle.loads(pickle.dumps(card)) == card
        assert hash(eval(repr(card), {"Card": zz.Card})) == hash(card)
    assert zz.Card("Q♠") != zz.Card("Q♥")
    assert zz.Card("2") < zz.Card("10") < zz.Card("J") < zz.Card("A") < zz.Card("*")


def test_match_cards_print_without_suits():
    m = zz.Match(4, seed=1)
    for p in range(4):
        for card in m.hand(p):
            assert card.suit is None
            assert str(card) == card.rank
            assert repr(card) == f"Card('{card.rank}')"


# --------------------------------------------------------------------------------------------
# Play and Move


def test_play_ranks_are_high_to_low():
    assert zz.Play("J Q").ranks == ("Q", "J")
    assert zz.Play("2 A 10 J 2 *").ranks == ("*", "A", "J", "10", "2", "2")
    assert zz.Play("K K 6 3 2 2").cards == [zz.Card(r) for r in ["K", "K", "6", "3", "2", "2"]]
    rng = random.Random(2)
    for _ in range(100):
        ranks = rng.sample(RANKS[:13] * 2, rng.randint(1, 8))
        got = zz.Play(" ".join(ranks)).ranks
        assert got == tuple(sorted(ranks, key=INDEX.__getitem__, reverse=True))


def test_play_str_repr_len():
    p = zz.Play("J Q")
    assert str(p) == "Q J"
    assert repr(p) == "Play('Q J')"
    assert len(p) == 2
    assert str(zz.Play("5 * 5")) == "* 5 5"
    for text in ("Q J", "* 5 5", "A", "10 10 9"):
        p = zz.Play(text)
        assert eval(repr(p), {"Play": zz.Play}) == p
        assert str(p) == " ".join(p.ranks)


def test_play_equality_and_hashing():
    assert zz.Play("Q J") == zz.Play("J Q") == zz.Play("Q-J") == zz.Play("Q♠ J♥")
    assert zz.Play("Q J") != zz.Play("Q 10")
    assert zz.Play("Q J") != zz.Play("Q J J")
    assert zz.Play("Q J") != "Q J"
    assert hash(zz.Play("Q J")) == hash(zz.Play("J-Q")) == hash(zz.Play("Qs Jd"))
    assert len({zz.Play("Q J"), zz.Play("J Q"), zz.Play("Q 10")}) == 2
    assert pickle.loads(pickle.dumps(zz.Play("* 5 5"))) == zz.Play("5 5 *")


def test_move():
    m = zz.Move("play", "J Q")
    assert m.kind == "play" and m.ranks == ("Q", "J") and len(m) == 2
    assert str(m) == "Q J"
    assert repr(m) == "Move('play', 'Q J')"
    e = zz.Move("exchange", "")
    assert e.kind == "exchange" and e.ranks == () and len(e) == 0
    for move in (m, e, zz.Move("exchange", "K 2 2"), zz.Move("play", "* 5")):
        assert eval(repr(move), {"Move": zz.Move}) == move
        assert pickle.loads(pickle.dumps(move)) == move
        assert copy.deepcopy(move) == move


def test_move_equality_with_play_and_hashing():
    assert zz.Move("play", "Q J") == zz.Play("Q J")
    assert zz.Play("Q J") == zz.Move("play", "J Q")
    assert hash(zz.Move("play", "Q J")) == hash(zz.Play("Q J"))
    assert zz.Move("exchange", "Q J") != zz.Play("Q J")
    assert zz.Move("exchange", "Q J") != zz.Move("play", "Q J")
    assert zz.Move("exchange", "Q J") == zz.Move("exchange", "J Q")
    assert hash(zz.Move("exchange", "Q J")) == hash(zz.Move("exchange", "J-Q"))
    assert zz.Play("Q J") in {zz.Move("play", "Q J")}
    assert zz.Move("play", "Q J") in {zz.Play("Q J")}
    assert len({zz.Move("play", "Q J"), zz.Play("J Q"), zz.Move("exchange", "Q J")}) == 2
    # legal_moves and legal_plays agree
    m = zz.Match(4, rules=zz.Rules(exchange=False), seed=4)
    hand = m.hand(m.current_player)
    assert m.legal_moves() == zz.legal_plays(hand, [])


# --------------------------------------------------------------------------------------------
# Rules


def test_rules_presets():
    for name in ("standard", "twenty_two", "rasmussen", "sechsundzwanzig"):
        r = getattr(zz.Rules, name)()
        assert r.preset == name
        assert r == zz.Rules.preset_named(name)
        assert repr(r) == f"Rules.{name}()"
    assert zz.Rules() == zz.Rules.standard()
    assert zz.Rules(elimination=30) == zz.Rules.standard().replace(elimination=30)


def test_rules_replace_returns_a_changed_copy():
    r = zz.Rules.standard()
    changed = r.replace(elimination=30, first_deal=5)
    assert changed.elimination == 30 and changed.first_deal == 5
    assert r.elimination == 22 and r.first_deal == 7
    assert r == zz.Rules.standard() and changed != r
    assert changed.preset is None
    assert r.replace() == r
    with pytest.raises(AttributeError):
        r.elimination = 30
    assert r.elimination == 22


def test_rules_options():
    names = {
        "beat_against",
        "compulsory_beating",
        "trick_winner",
        "loss_cards",
        "jokers_per_deck",
        "decks",
        "elimination",
        "first_deal",
        "exchange",
        "all_out",
    }
    for name in zz.Rules.presets():
        r = zz.Rules.preset_named(name)
        opts = r.options()
        assert set(opts) == names
        for option, value in opts.items():
            assert getattr(r, option) == value
        assert zz.Rules.standard().replace(**opts) == r
    opts = zz.Rules.standard().options()
    opts["elimination"] = 99  # a copy: the rules do not change
    assert zz.Rules.standard().elimination == 22


def _some_rules():
    rng = random.Random(5)
    out = [zz.Rules.preset_named(n) for n in zz.Rules.presets()]
    choices = {
        "beat_against": ["best", "lead"],
        "compulsory_beating": [True, False],
        "trick_winner": ["last_beat", "last_stechen"],
        "loss_cards": ["kept", "returned"],
        "jokers_per_deck": [0, 1, 2],
        "decks": [None, 1, 2, 3],
        "elimination": [10, 22, 26, 40],
        "first_deal": [1, 7, 13],
        "exchange": [True, False],
        "all_out": ["share", "lowest_total"],
    }
    for _ in range(60):
        base = rng.choice(out[:4])
        picked = rng.sample(sorted(choices), rng.randint(1, 5))
        out.append(base.replace(**{k: rng.choice(choices[k]) for k in picked}))
    return out


def test_rules_repr_round_trips_through_eval():
    for r in _some_rules():
        text = repr(r)
        assert text.startswith("Rules.")
        assert eval(text, {"Rules": zz.Rules}) == r


def test_rules_equality_hash_pickle_json():
    rules = _some_rules()
    for r in rules:
        same = zz.Rules.standard().replace(**r.options())
        assert same == r and hash(same) == hash(r)
        assert pickle.loads(pickle.dumps(r)) == r
        assert copy.deepcopy(r) == r
        assert zz.Rules.from_json(r.to_json()) == r
    assert len(set(rules)) == len({repr(r) for r in rules})
    assert zz.Rules.standard() != zz.Rules.twenty_two()
    assert hash(zz.Rules.standard().replace(all_out="lowest_total")) == hash(zz.Rules.twenty_two())


def test_rules_accepted_as_preset_names():
    m = zz.Match(4, rules="rasmussen", seed=1)
    assert m.rules == zz.Rules.rasmussen()
    assert zz.legal_plays("K 3", ["8"], "rasmussen") == [zz.Play("K")]


# --------------------------------------------------------------------------------------------
# Match


def test_match_members():
    m = zz.Match(players=4, rules=zz.Rules.standard(), seed=7)
    assert m.players == 4 and m.seed == 7 and m.rules == zz.Rules.standard()
    assert m.phase == "exchange" and m.current_player in range(4)
    assert m.deal == 1 and m.hand_size == 7 and m.stock_size == 24
    assert m.in_match == [0, 1, 2, 3]
    assert m.totals == [0, 0, 0, 0]
    assert m.exchanged == [None] * 4
    assert m.trick == []
    assert not m.is_over and m.result is None
    assert m.dealer in range(4)
    assert m.current_player == (m.dealer + 1) % 4
    for p in range(4):
        hand = m.hand(p)
        assert len(hand) == 7 and all(isinstance(c, zz.Card) for c in hand)
        assert [INDEX[c.rank] for c in hand] == sorted((INDEX[c.rank] for c in hand), reverse=True)
        assert m.loss_cards(p) == []
    assert isinstance(m.log, list) and all(isinstance(e, dict) for e in m.log)
    assert m.transcript().count("\n") == len(m.log) - 1
    assert "Match" in repr(m)
    random_moves(m, 7)
    assert m.is_over and m.phase == "over" and m.current_player is None
    r = m.result
    assert isinstance(r, zz.MatchResult)
    assert isinstance(r.winners, tuple) and isinstance(r.places, tuple)
    assert list(r.totals) == m.totals and r.deals == m.deal
    assert sorted(r.standings) == [0, 1, 2, 3]
    assert m.legal_moves() == []


def test_match_default_arguments():
    m = zz.Match()
    assert m.players == 4 and m.rules == zz.Rules.standard()
    assert isinstance(m.seed, int)
    assert zz.Match(seed=m.seed).log == m.log


def test_apply_empty_string_in_the_exchange_discards_nothing():
    m = zz.Match(4, seed=9)
    p = m.current_player
    hand, stock = m.hand(p), m.stock_size
    m.apply("")
    assert m.exchanged[p] == 0
    assert m.hand(p) == hand and m.stock_size == stock
    assert m.current_player == (p + 1) % 4
    assert m.log[-1] == {
        "event": "exchange",
        "player": p,
        "count": 0,
        "discarded": "",
        "drawn": "",
    }
    # The same as the listed move that discards nothing, which comes first.
    other = zz.Match(4, seed=9)
    assert other.legal_moves()[0] == zz.Move("exchange", "")
    other.apply(other.legal_moves()[0])
    assert other.to_json() == m.to_json()


def test_apply_accepts_strings_plays_moves_and_card_lists():
    m = zz.Match(4, rules=zz.Rules(exchange=False), seed=2)
    twins = [m.clone() for _ in range(4)]
    move = m.legal_moves()[-1]
    m.apply(move)
    twins[0].apply(str(move))
    twins[1].apply(zz.Play(str(move)))
    twins[2].apply(move.cards)
    twins[3].apply(list(move.ranks))
    for t in twins:
        assert t.to_json() == m.to_json()


def test_exchange_legal_moves_are_every_distinct_discard_the_stock_allows():
    for players, seed in ((4, 1), (6, 2), (6, 3), (3, 4), (2, 5)):
        m = zz.Match(players, seed=seed)
        rng = random.Random(seed)
        while m.phase == "exchange" and m.deal == 1:
            hand = [c.rank for c in m.hand(m.current_player)]
            limit = min(m.stock_size, len(hand))
            expected = {
                tuple(sorted(c, key=INDEX.__getitem__, reverse=True))
                for k in range(limit + 1)
                for c in itertools.combinations(hand, k)
            }
            moves = m.legal_moves()
            assert all(mv.kind == "exchange" for mv in moves)
            assert len(moves) == len(expected)
            assert {mv.ranks for mv in moves} == expected
            keys = [order_key(mv) for mv in moves]
            assert keys == sorted(keys)
            m.apply(rng.choice(moves))


def test_legal_moves_are_in_the_documented_order():
    checked = 0
    for seed in range(12):
        rules = [zz.Rules.standard(), zz.Rules.rasmussen(), zz.Rules.sechsundzwanzig()][seed % 3]
        for m, moves in positions(seed, players=3 + seed % 4, rules=rules):
            keys = [order_key(mv) for mv in moves]
            assert keys == sorted(keys)
            assert len(set(keys)) == len(keys)
            assert m.legal_moves() == moves  # stable
            checked += 1
    assert checked > 500
    rng = random.Random(1)
    for _ in range(200):
        hand = rng.sample(RANKS[:13] * 4, rng.randint(2, 11))
        got = zz.legal_plays(" ".join(hand), [])
        keys = [order_key(p) for p in got]
        assert keys == sorted(keys)


def test_legal_moves_order_example():
    assert zz.legal_plays("K K 6 3 2 2", []) == [
        zz.Play("2"),
        zz.Play("3"),
        zz.Play("6"),
        zz.Play("K"),
        zz.Play("2 2"),
        zz.Play("K K"),
    ]
    # Against 7 7: give-off 2 2 first, then the beats from the highest card down, lowest first.
    assert [str(p) for p in zz.legal_plays("A K 7 2 2", ["7 7"])] == [
        "2 2",
        "K 7",
        "A 7",
        "A K",
    ]


def test_same_seed_same_match_and_different_seeds_different_deals():
    for seed in (0, 1, 12345, 2**64 - 1):
        a, b = zz.Match(5, seed=seed), zz.Match(5, seed=seed)
        assert a.log == b.log and a.to_json() == b.to_json()
        random_moves(a, 3)
        random_moves(b, 3)
        assert a.log == b.log and a.result == b.result
    deals = set()
    for seed in range(30):
        deal = next(e for e in zz.Match(4, seed=seed).log if e["event"] == "deal")
        deals.add(json.dumps(deal["hands"]))
    assert len(deals) == 30


def _states(seed=11, players=4):
    """Matches at several points of one seeded match: exchange, mid-trick, later deal, over."""
    out = []
    m = zz.Match(players, seed=seed)
    out.append(m.clone())
    random_moves(m, seed, until=lambda m: m.phase == "play")
    random_moves(m, seed + 1, count=2)
    assert m.trick
    out.append(m.clone())
    random_moves(m, seed + 2, until=lambda m: m.deal >= 3)
    out.append(m.clone())
    random_moves(m, seed + 3)
    out.append(m.clone())
    return out


def test_match_json_round_trip_and_both_copies_continue_alike():
    for m in _states():
        text = m.to_json()
        json.loads(text)  # valid JSON
        back = zz.Match.from_json(text)
        assert back.to_json() == text
        assert back == m
        assert back.log == m.log and back.totals == m.totals and back.phase == m.phase
        random_moves(m, 99)
        random_moves(back, 99)
        assert back.to_json() == m.to_json()
        assert back.result == m.result


def test_match_pickle_round_trip_and_both_copies_continue_alike():
    for m in _states(seed=5, players=5):
        back = pickle.loads(pickle.dumps(m))
        assert back.to_json() == m.to_json()
        for p in range(m.players):
            assert back.hand(p) == m.hand(p)
        assert back.legal_moves() == m.legal_moves()
        random_moves(m, 3)
        random_moves(back, 3)
        assert back.to_json() == m.to_json() and back.log == m.log


def test_clone_is_independent():
    m = random_moves(zz.Match(4, seed=13), 13, count=6)
    before = m.to_json()
    for twin in (m.clone(), copy.copy(m), copy.deepcopy(m)):
        assert twin.to_json() == before and twin is not m
        random_moves(twin, 1, count=10)
        assert twin.to_json() != before
        assert m.to_json() == before
    # And the other way round.
    twin = m.clone()
    random_moves(m, 2, count=5)
    assert twin.to_json() == before


def test_view_json_and_pickle_round_trip():
    for m in _states(seed=8):
        for p in range(m.players):
            v = m.view(p)
            back = zz.View.from_json(v.to_json())
            assert back == v and back.to_json() == v.to_json()
            again = pickle.loads(pickle.dumps(v))
            assert again == v
            assert again.hand == v.hand and again.log == v.log
            assert again.legal_moves() == v.legal_moves()


def test_view_members():
    m = random_moves(zz.Match(4, seed=6), 6, count=7)
    for p in range(4):
        v = m.view(p)
        assert v.player == p and v.players == 4
        assert v.phase == m.phase and v.deal == m.deal and v.dealer == m.dealer
        assert v.current_player == m.current_player
        assert v.hand == m.hand(p)
        assert v.totals == m.totals and v.in_match == m.in_match
        assert v.stock_size == m.stock_size and v.hand_size == m.hand_size
        assert v.exchanged == m.exchanged and v.trick == m.trick
        assert v.rules == m.rules
        if p == m.current_player:
            assert v.legal_moves() == m.legal_moves()
        else:
            assert v.legal_moves() == []
        assert "View" in repr(v)


def test_view_hides_other_hands_and_discards():
    for seed in range(6):
        m = random_moves(zz.Match(4, seed=seed), seed, count=6 + seed)
        for p in range(4):
            v = m.view(p)
            assert not hasattr(v, "seed")
            text = v.to_json()
            assert "rng" not in json.loads(text)
            for e in v.log:
                if e["event"] == "deal":
                    for q, hand in e["hands"]:
                        assert (hand is None) == (q != p)
                if e["event"] == "exchange":
                    hidden = e["player"] != p
                    assert (e["discarded"] is None) == hidden
                    assert (e["drawn"] is None) == hidden
                    assert isinstance(e["count"], int)
            for q in range(4):
                if q == p:
                    continue
                hand = " ".join(c.rank for c in m.hand(q))
                if len(m.hand(q)) >= 4:
                    assert f'"{hand}"' not in text
            own = next(e for e in m.log if e["event"] == "exchange" and e["player"] == p)
            assert " ".join(c.rank for c in v.discards) == own["discarded"]


def test_view_log_is_the_match_log_less_the_hidden_fields():
    m = random_moves(zz.Match(5, seed=4), 4, until=lambda m: m.deal >= 2)
    full = m.log
    for p in range(5):
        seen = m.view(p).log
        assert len(seen) == len(full)
        for e, s in zip(full, seen, strict=True):
            assert e["event"] == s["event"]
            if e["event"] == "deal":
                assert s["hands"] == [[q, h if q == p else None] for q, h in e["hands"]]
            elif e["event"] == "exchange" and e["player"] != p:
                assert s == {**e, "discarded": None, "drawn": None}
            else:
                assert s == e


def test_log_event_fields():
    m = random_moves(zz.Match(4, seed=3), 3)
    fields = {
        "draw": {"event", "purpose", "draws"},
        "deal": {"event", "deal", "dealer", "hand_size", "hands", "stock"},
        "exchange": {"event", "player", "count", "discarded", "drawn"},
        "play": {"event", "player", "cards", "kind"},
        "trick": {"event", "winner"},
        "showdown": {"event", "cards", "losers", "points"},
        "out": {"event", "player", "total"},
        "end": {"event", "winners"},
    }
    seen = set()
    for e in m.log:
        assert set(e) == fields[e["event"]], e
        seen.add(e["event"])
    assert seen >= {"draw", "deal", "exchange", "play", "trick", "showdown", "out", "end"}


def test_each_read_of_the_log_is_a_new_copy_and_reading_it_every_move_stays_right() -> None:
    m = zz.Match(players=4, seed=1)
    first = m.log
    first[0]["event"] = "changed"
    first.append("junk")
    assert m.log == zz.Match(players=4, seed=1).log
    rng = random.Random(1)
    lengths = []
    while not m.is_over:
        m.apply(rng.choice(m.legal_moves()))
        lengths.append(len(m.log))  # read after every move: only the new events converted
    assert lengths == sorted(lengths) and lengths[-1] == len(m.log)
    assert m.log == zz.Match.from_json(m.to_json()).log, "the cached reads equal a fresh one"
    assert m.log is not m.log and m.log[0] is not m.log[0]
