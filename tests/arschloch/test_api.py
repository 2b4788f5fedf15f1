"""The public Python contract of `zweiundzwanzig.arschloch`: Move, Rules, Match, View, Exchange and
MatchResult; their errors (exact types, messages that name what was wrong, nothing changed),
their `repr`s, and their pickle and JSON round trips."""

from __future__ import annotations

import copy
import json
import pickle
import random
from collections.abc import Callable

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch

from . import oracle as O

A = vars(arschloch)  # the module in scope, for `eval(repr(...))`


def play_on(m: arschloch.Match, seed: int, until: Callable[[arschloch.Match], bool] | None = None):
    """Random legal moves until `until(m)` or the end."""
    rng = random.Random(seed)
    while not m.is_over and not (until and until(m)):
        m.apply(rng.choice(m.legal_moves()))
    return m


def states(seed: int = 11, players: int = 5) -> list[arschloch.Match]:
    """One match at several points: the start, a round on the table, the second game just dealt
    and exchanged, mid-game later, the end."""
    m = arschloch.Match(players, rules=arschloch.Rules(games=3), seed=seed)
    out = [m.clone()]
    out.append(play_on(m, seed, until=lambda m: m.table is not None).clone())
    out.append(play_on(m, seed + 1, until=lambda m: m.game == 2).clone())
    out.append(play_on(m, seed + 2, until=lambda m: sum(m.cards_left) < 30).clone())
    out.append(play_on(m, seed + 3).clone())
    return out


# --------------------------------------------------------------------------------------------
# The module


def test_the_module_exports_its_classes():
    assert set(arschloch.__all__) == {
        "ACTIONS",
        "MAX_PLAYERS",
        "MIN_PLAYERS",
        "MOVE_CAPACITY",
        "heuristic",
        "OBSERVATION_SIZE",
        "Exchange",
        "Match",
        "MatchResult",
        "Move",
        "Rules",
        "View",
        "action_id",
        "action_move",
        "encode_batch",
    }
    assert arschloch.MAX_PLAYERS == 15
    assert (arschloch.ACTIONS, arschloch.OBSERVATION_SIZE) == (735, 266)
    for name in ["Exchange", "Match", "MatchResult", "Move", "Rules", "View"]:
        cls = getattr(arschloch, name)
        assert cls.__module__ == "zweiundzwanzig.arschloch" and cls.__doc__
    assert arschloch.Match is not zz.Match and arschloch.Move is not zz.Move


# --------------------------------------------------------------------------------------------
# Move


@pytest.mark.parametrize(
    ("cards", "ranks", "text"),
    [
        ("Q Q *", ("Q", "Q", "*"), "Q Q *"),
        ("* Q Q", ("Q", "Q", "*"), "Q Q *"),
        ("Qs-Qh, *", ("Q", "Q", "*"), "Q Q *"),
        ("D d *", ("Q", "Q", "*"), "Q Q *"),
        ("* *", ("*", "*"), "* *"),
        ("10 T", ("10", "10"), "10 10"),
        ("A", ("A",), "A"),
        ("J Q", ("Q", "J"), "Q J"),
    ],
)
def test_move_ranks_read_as_a_set_jokers_last(cards, ranks, text):
    m = arschloch.Move("play", cards)
    assert m.kind == "play" and not m.is_pass
    assert m.ranks == ranks and str(m) == text and len(m) == len(ranks)
    assert [c.rank for c in m.cards] == list(ranks)
    assert all(c.suit is None for c in m.cards)
    assert repr(m) == f"Move('play', '{text}')"


def test_pass():
    p = arschloch.Move("pass")
    assert p.kind == "pass" and p.is_pass and p.ranks == () and p.cards == () and len(p) == 0
    assert str(p) == "pass" and repr(p) == "Move('pass')"
    assert p == arschloch.Move("pass", "") == arschloch.Move("pass", [])


def test_move_equality_hash_repr_pickle_copy():
    moves = [arschloch.Move("play", c) for c in ("Q Q *", "* *", "5", "A A")]
    moves.append(arschloch.Move("pass"))
    for mv in moves:
        for twin in (
            eval(repr(mv), A),
            pickle.loads(pickle.dumps(mv)),
            copy.copy(mv),
            copy.deepcopy(mv),
        ):
            assert twin == mv and hash(twin) == hash(mv)
    assert len(set(moves)) == 5
    assert arschloch.Move("play", "Q Q *") == arschloch.Move("play", [zz.Card("Q"), "Q", "*"])
    assert arschloch.Move("play", "Q Q *") != arschloch.Move("play", "Q Q Q")
    assert arschloch.Move("play", "Q") != zz.Play("Q") and arschloch.Move("play", "Q") != "Q"
    assert arschloch.Move("play", "Q") != zz.Move("play", "Q")


def test_a_move_reads_cards_from_plays_moves_and_lists():
    q = arschloch.Move("play", "Q Q *")
    assert arschloch.Move("play", q) == q
    assert arschloch.Move("play", zz.Play("Q Q *")) == q
    assert arschloch.Move("play", [["Q", "Q"], "*"]) == q
    assert arschloch.Move("play", q.cards) == q


@pytest.mark.parametrize(
    ("args", "error", "message"),
    [
        (("play",), zz.CardError, 'a play needs at least one card (to pass, make Move("pass"))'),
        (("play", ""), zz.CardError, "a play needs at least one card"),
        (("pass", "Q *"), zz.CardError, "a pass plays no cards, got [Q *]"),
        (("lead", "Q"), zz.RulesError, 'a move\'s kind is "play" or "pass", not "lead"'),
        (("play", "Q X"), zz.CardError, '"X" is not a card'),
        (("play", "2 " * 16), zz.CardError, "at most 15"),
    ],
)
def test_move_construction_errors_name_what_is_wrong(args, error, message):
    with pytest.raises(error) as info:
        arschloch.Move(*args)
    assert message in str(info.value)


def test_move_attributes_are_read_only():
    mv = arschloch.Move("play", "5")
    with pytest.raises(AttributeError):
        mv.kind = "pass"  # type: ignore[misc]
    assert mv.kind == "play"


# --------------------------------------------------------------------------------------------
# Rules


def test_rules_presets_options_and_replace():
    r = arschloch.Rules.standard()
    assert r.preset == "standard" and arschloch.Rules.presets() == ["standard"]
    assert r == arschloch.Rules() == arschloch.Rules.preset_named("standard")
    assert r.options() == {
        "games": 5,
        "lead_jokers": False,
        "piles": 11,
        "hand_size": 10,
        "chef_chooses": False,
    }
    assert (r.games, r.lead_jokers, r.piles, r.hand_size) == (5, False, 11, 10)
    changed = r.replace(games=3, lead_jokers=True)
    assert changed.games == 3 and changed.lead_jokers and changed.preset is None
    assert r.games == 5
    assert repr(changed) == "Rules.standard().replace(games=3, lead_jokers=True)"
    for rules in (r, changed, r.replace(piles=4, hand_size=15)):
        assert eval(repr(rules), A) == rules
        assert pickle.loads(pickle.dumps(rules)) == rules
        assert arschloch.Rules.from_json(rules.to_json()) == rules
        assert hash(copy.deepcopy(rules)) == hash(rules)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"games": 0}, "games"),
        ({"games": 1001}, "games"),
        ({"piles": 111}, "piles"),
        ({"hand_size": 56}, "hand_size"),
        ({"lead_jokers": 1}, "lead_jokers"),
        ({"elimination": 22}, "elimination"),
        ({"games": 10**30}, "games"),
    ],
)
def test_rules_errors_name_the_option(options, message):
    with pytest.raises(zz.RulesError, match=message):
        arschloch.Rules(**options)


def test_rules_arguments_of_a_match():
    assert arschloch.Match(4, rules="standard", seed=1).rules == arschloch.Rules.standard()
    assert arschloch.Match(4, rules=None, seed=1).rules == arschloch.Rules.standard()
    with pytest.raises(zz.RulesError, match="rules of zweiundzwanzig, not of Arschloch"):
        arschloch.Match(4, rules=zz.Rules.standard())
    with pytest.raises(TypeError, match=r"rules must be an arschloch\.Rules or a preset name"):
        arschloch.Match(4, rules=4)
    with pytest.raises(zz.RulesError, match='unknown preset "rasmussen"'):
        arschloch.Match(4, rules="rasmussen")


@pytest.mark.parametrize(
    ("players", "rules", "message"),
    [
        (1, None, "Arschloch needs 2 to 15 players, got 1"),
        (16, None, "Arschloch needs 2 to 15 players, got 16"),
        (10**30, None, "Arschloch needs 2 to 15 players, got 1000000000000000000000000000000"),
        (-1, None, "Arschloch needs 2 to 15 players, got -1"),
        (12, None, "12 players need 12 piles, the rules deal 11"),
        (15, arschloch.Rules(piles=15, hand_size=6), "smaller than the exchange of 7 cards"),
        (5, arschloch.Rules(piles=5, hand_size=23), "5 piles of 23 cards need 115 cards"),
        (5, arschloch.Rules(piles=4), "5 players need 5 piles, the rules deal 4"),
        (4, arschloch.Rules(hand_size=1), "smaller than the exchange of 2 cards"),
        (4, arschloch.Rules(hand_size=15), "11 piles of 15 cards need 165 cards"),
    ],
)
def test_impossible_tables_are_refused(players, rules, message):
    with pytest.raises(zz.RulesError) as info:
        arschloch.Match(players, rules=rules)
    assert message in str(info.value)


# --------------------------------------------------------------------------------------------
# Match: what it shows


def test_a_new_match():
    m = arschloch.Match(players=5, rules=arschloch.Rules(games=3), seed=7)
    assert (m.players, m.seed, m.rules, m.game, m.games) == (5, 7, arschloch.Rules(games=3), 1, 3)
    assert m.phase == "play" and not m.is_over and m.result is None
    assert m.dealer in range(5)
    assert m.seating == [(m.dealer + 1 + i) % 5 for i in range(5)]
    assert m.current_player == m.seating[0]
    assert m.cards_left == [10] * 5 and m.totals == [0] * 5
    assert m.table is None and m.finished == [] and m.exchanges == []
    assert m.roles is None and m.finishing_order is None and m.finishing_orders == []
    for p in range(5):
        hand = m.hand(p)
        assert len(hand) == 10 and all(isinstance(c, zz.Card) and c.suit is None for c in hand)
        order = [O.RANK_INDEX[c.rank] for c in hand]
        assert order == sorted(order, reverse=True)
        assert m.played(p) == []
    (deal,) = m.log
    assert deal["event"] == "deal" and deal["seating"] == m.seating
    assert m.transcript().startswith(f"game 1: P{m.dealer} deals 10 each, 60 out of play")
    assert repr(m) == (
        f"<arschloch.Match 5 players, standard(games=3), game 1 of 3, "
        f"player {m.current_player} to move>"
    )


def test_default_arguments():
    m = arschloch.Match()
    assert m.players == 4 and m.rules == arschloch.Rules.standard()
    assert isinstance(m.seed, int)
    assert arschloch.Match(seed=m.seed).log == m.log


def test_same_seed_same_deals():
    for seed in (0, 1, 2**64 - 1):
        a, b = arschloch.Match(6, seed=seed), arschloch.Match(6, seed=seed)
        assert a == b and a.to_json() == b.to_json()
    hands = {json.dumps(arschloch.Match(4, seed=s).log[0]["hands"]) for s in range(20)}
    assert len(hands) == 20


def test_the_table_shows_what_must_be_beaten():
    m = arschloch.Match(4, seed=7)
    leader = m.current_player
    lead = m.legal_moves()[0]
    m.apply(lead)
    assert m.table == (leader, lead)
    follower = m.current_player
    assert follower == m.seating[1]
    moves = m.legal_moves()
    assert moves[-1] == arschloch.Move("pass")
    for mv in moves[:-1]:
        assert len(mv) == len(lead) and O.set_rank(O.of_move(mv)) > O.set_rank(O.of_move(lead))
    beat = moves[0]
    m.apply(beat)
    assert m.table == (follower, beat) and m.played(follower) == list(beat.cards)
    assert m.cards_left[follower] == 10 - len(beat)


def test_legal_moves_order_and_stability():
    for m in states(seed=3, players=6)[:-1]:
        moves = m.legal_moves()
        assert moves == m.legal_moves() and moves == m.clone().legal_moves()
        plays = [O.of_move(mv) for mv in moves if not mv.is_pass]
        keys = [(len(c), O.set_rank(c), c.count(O.JOKER)) for c in plays]
        assert keys == sorted(keys) and len(set(plays)) == len(plays)
        assert all(mv.is_pass for mv in moves[len(plays) :])
    assert states()[-1].legal_moves() == []


def test_a_second_game_is_seated_by_roles_after_the_exchange():
    m = play_on(arschloch.Match(7, seed=4), 4, until=lambda m: m.game == 2)
    order = m.finishing_order
    assert order is not None and sorted(order) == list(range(7))
    assert m.finishing_orders == [order]
    assert m.roles == O.roles(order)
    assert m.roles.count("chef") == 3 and m.roles.count("neutral") == 1
    assert m.seating == order and m.dealer == order[-1] and m.current_player == order[0]
    assert m.totals == [order.index(p) + 1 for p in range(7)]
    deal = next(e for e in reversed(m.log) if e["event"] == "deal")
    dealt = {p: O.parse(h) for p, h in deal["hands"]}
    assert [(e.giver, e.taker, e.count) for e in m.exchanges] == O.exchange_pairs(order)
    for e in m.exchanges:
        assert O.parse(" ".join(c.rank for c in e.given)) == O.best(dealt[e.giver], e.count)
        assert O.parse(" ".join(c.rank for c in e.returned)) == O.worst(dealt[e.taker], e.count)
    shown = [
        {k: e[k] for k in ("giver", "taker", "count", "given", "returned")}
        for e in m.log
        if e["event"] == "exchange"
    ]
    assert shown == [
        {
            "giver": e.giver,
            "taker": e.taker,
            "count": e.count,
            "given": " ".join(c.rank for c in e.given),
            "returned": " ".join(c.rank for c in e.returned),
        }
        for e in m.exchanges
    ]
    assert m.cards_left == [10] * 7


def test_exchange_objects():
    m = play_on(arschloch.Match(4, seed=2), 2, until=lambda m: m.game == 2)
    first, second = m.exchanges
    assert (first.count, second.count) == (2, 1)
    assert len(first.given) == len(first.returned) == 2
    assert repr(first).startswith(f"<Exchange P{first.giver} gives 2 to P{first.taker}: given='")
    assert first == m.clone().exchanges[0] and hash(first) == hash(m.clone().exchanges[0])
    assert first != second
    other = next(p for p in range(4) if p not in (first.giver, first.taker))
    hidden = m.view(other).exchanges[0]
    assert (hidden.giver, hidden.taker, hidden.count) == (first.giver, first.taker, 2)
    assert hidden.given is None and hidden.returned is None and hidden != first
    assert repr(hidden).endswith("given=None, returned=None>")
    assert m.view(first.giver).exchanges[0] == first == m.view(first.taker).exchanges[0]


def test_the_end_of_a_match():
    m = play_on(arschloch.Match(6, rules=arschloch.Rules(games=4), seed=9), 9)
    assert m.is_over and m.phase == "over" and m.current_player is None
    assert m.legal_moves() == [] and m.game == 4
    r = m.result
    assert isinstance(r, arschloch.MatchResult)
    assert r.deals == 4 and r.finishing_orders == m.finishing_orders
    assert list(r.totals) == m.totals
    assert r.totals == tuple(sum(o.index(p) + 1 for o in r.finishing_orders) for p in range(6))
    assert list(r.places) == O.places(m.totals)
    assert r.winners == tuple(p for p in range(6) if m.totals[p] == min(m.totals))
    assert r.roles == [O.roles(o) for o in r.finishing_orders]
    assert m.roles == r.roles[-1] and m.finishing_order == r.finishing_orders[-1]
    assert sorted(r.standings) == list(range(6)) and r.standings[0] in r.winners
    assert repr(r) == (
        f"MatchResult(winners={list(r.winners)}, places={list(r.places)}, "
        f"totals={list(r.totals)}, deals=4)"
    )
    assert r == m.clone().result
    assert m.log[-1] == {"event": "match_over", "totals": m.totals, "winners": list(r.winners)}
    assert repr(m).endswith("game 4 of 4, over>")


# --------------------------------------------------------------------------------------------
# Match: moves and their errors


def test_apply_accepts_moves_cards_and_pass():
    m = arschloch.Match(4, seed=2)
    move = m.legal_moves()[-1]
    twins = [m.clone() for _ in range(5)]
    m.apply(move)
    twins[0].apply(str(move))
    twins[1].apply(move.cards)
    twins[2].apply(list(move.ranks))
    twins[3].apply(zz.Play(" ".join(move.ranks)))
    twins[4].apply(arschloch.Move("play", str(move)))
    assert all(t == m for t in twins)
    for text in ("pass", "PASS", " Pass "):
        t = m.clone()
        t.apply(text)
        assert t.log[-1] == {"event": "pass", "player": m.current_player}


def illegal_cases(m: arschloch.Match) -> list[tuple[object, str]]:
    """Illegal moves for the player to move of `m` (who leads) and the reason each must give."""
    p = m.current_player
    hand = O.parse(" ".join(c.rank for c in m.hand(p)))
    missing = next(r for r in range(12) if r not in hand)
    name = O.RANK_NAMES[missing]
    two = [r for r in sorted(set(hand)) if r < O.ACE][:2]
    mixed = " ".join(O.RANK_NAMES[r] for r in two)
    return [
        ("pass", f"player {p} cannot pass: they can lead, and a leader does not pass"),
        (name, f"player {p} cannot play {name}: [{name}] is not in their hand ["),
        (mixed, f"[{' '.join(O.RANK_NAMES[r] for r in reversed(two))}] is not one rank"),
        ("", f'player {p} cannot play no cards (to pass, apply "pass")'),
        (arschloch.Move("play", "A"), f"player {p} cannot play A"),
    ]


def test_illegal_moves_say_why_and_change_nothing():
    for m in states(seed=5)[:-1]:
        if m.table is not None:
            continue
        before, log = m.to_json(), m.log
        for move, message in illegal_cases(m):
            with pytest.raises(zz.IllegalMoveError) as info:
                m.apply(move)
            assert message in str(info.value), (move, str(info.value))
            assert not m.is_legal(move)
            assert m.to_json() == before and m.log == log


def test_follow_errors():
    m = arschloch.Match(4, seed=7)
    m.apply("2")  # the lowest lead of this deal
    p = m.current_player
    before = m.to_json()
    hand = O.parse(" ".join(c.rank for c in m.hand(p)))
    pair = next(r for r in set(hand) if hand.count(r) >= 2 and r < O.ACE)
    text = f"{O.RANK_NAMES[pair]} {O.RANK_NAMES[pair]}"
    with pytest.raises(
        zz.IllegalMoveError, match=f"player {p} cannot play {text}: the round is of 1 card, not 2"
    ):
        m.apply(text)
    m2 = arschloch.Match(4, seed=7)
    m2.apply(m2.legal_moves()[6])  # a king
    lower = next(r for r in O.parse(" ".join(c.rank for c in m2.hand(m2.current_player))) if r < 11)
    with pytest.raises(zz.IllegalMoveError, match="it does not beat the last play"):
        m2.apply(O.RANK_NAMES[lower])
    assert m.to_json() == before


def test_leading_aces_or_jokers_is_refused_with_the_reason():
    for seed in range(40):
        m = arschloch.Match(4, seed=seed)
        hand = [c.rank for c in m.hand(m.current_player)]
        if "A" in hand and "*" in hand:
            break
    before = m.to_json()
    with pytest.raises(zz.IllegalMoveError, match="an ace is never led"):
        m.apply("A")
    with pytest.raises(zz.IllegalMoveError, match="an ace is never led"):
        m.apply("A *")
    with pytest.raises(zz.IllegalMoveError, match="jokers alone are not led under these rules"):
        m.apply("*")
    assert m.to_json() == before
    allowed = arschloch.Match(4, rules=arschloch.Rules(lead_jokers=True), seed=seed)
    leader = allowed.current_player
    allowed.apply("*")
    assert allowed.log[-2:] == [
        {"event": "play", "player": leader, "cards": "*", "kind": "lead"},
        {"event": "round_won", "player": leader},
    ]
    assert allowed.table is None and allowed.current_player == leader


def test_no_moves_after_the_end():
    m = states()[-1]
    before = m.to_json()
    for move in ("pass", "2", arschloch.Move("play", "2"), ""):
        with pytest.raises(zz.IllegalMoveError, match="the match is over; no more moves"):
            m.apply(move)
    assert m.to_json() == before


def test_bad_cards_and_types_raise_their_own_errors():
    m = arschloch.Match(4, seed=1)
    before = m.to_json()
    with pytest.raises(zz.CardError, match='"X" is not a card'):
        m.apply("K X")
    with pytest.raises(zz.CardError, match="at most 15"):
        m.apply("2 " * 16)
    for bad in (None, 3, 2.5, object(), b"K"):
        with pytest.raises(TypeError, match="expected cards"):
            m.apply(bad)
    with pytest.raises(TypeError, match="expected cards"):
        m.apply(zz.Move("play", "2"))  # the family's move is not Arschloch's
    assert not m.is_legal(None) and not m.is_legal("K X")
    assert m.to_json() == before


def test_seats_are_checked():
    m = arschloch.Match(4, seed=1)
    for call in (m.hand, m.played, m.view):
        for bad in (-1, 4, 10**30):
            with pytest.raises(
                IndexError, match=r"is not at this table of 4 players \(seats 0 to 3\)"
            ):
                call(bad)
        with pytest.raises(TypeError, match="integer"):
            call(1.5)
    with pytest.raises(TypeError, match="not bool"):  # a bool is no seat (issue 27, D12)
        m.hand(True)


@pytest.mark.parametrize("seed", [-1, 2**64, 10**30, "7"])
def test_seeds_are_checked(seed):
    error = TypeError if isinstance(seed, str) else ValueError
    with pytest.raises(error):
        arschloch.Match(4, seed=seed)


# --------------------------------------------------------------------------------------------
# Log, copies, documents


def test_log_fields():
    m = play_on(arschloch.Match(5, rules=arschloch.Rules(games=2), seed=3), 3)
    fields = {
        "deal": {"event", "game", "dealer", "seating", "hand_size", "hands", "out_of_play"},
        "exchange": {"event", "giver", "taker", "count", "given", "returned"},
        "play": {"event", "player", "cards", "kind"},
        "pass": {"event", "player"},
        "pass_lead": {"event", "player"},
        "round_won": {"event", "player"},
        "finished": {"event", "player", "position"},
        "game_over": {"event", "game", "order", "roles"},
        "match_over": {"event", "totals", "winners"},
    }
    seen = set()
    for e in m.log:
        assert set(e) == fields[e["event"]], e
        seen.add(e["event"])
        if e["event"] == "play":
            assert e["kind"] in ("lead", "beat", "on_top")
    assert seen >= set(fields) - {"pass_lead"}
    assert len(m.transcript().splitlines()) == len(m.log)


def test_each_read_of_the_log_is_a_new_copy():
    m = arschloch.Match(4, seed=1)
    first = m.log
    first[0]["seating"].append(99)
    first[0]["event"] = "changed"
    first.append("junk")
    assert m.log == arschloch.Match(4, seed=1).log
    play_on(m, 1, until=lambda m: len(m.log) > 40)
    fresh = m.clone()
    assert m.log == fresh.log and m.log is not m.log
    play_on(m, 2, until=lambda m: len(m.log) > 80)
    play_on(fresh, 2, until=lambda m: len(m.log) > 80)
    assert m.log == fresh.log


def test_clone_and_copies_are_independent():
    m = play_on(arschloch.Match(4, seed=13), 13, until=lambda m: len(m.log) > 10)
    before = m.to_json()
    for twin in (m.clone(), copy.copy(m), copy.deepcopy(m)):
        assert twin == m and twin is not m
        play_on(twin, 1, until=lambda t: len(t.log) > 20)
        assert twin != m and m.to_json() == before
    assert m != "a match" and m == m


def test_match_json_and_pickle_round_trips_continue_alike():
    for m in states():
        text = m.to_json()
        json.loads(text)
        for back in (arschloch.Match.from_json(text), pickle.loads(pickle.dumps(m))):
            assert back == m and back.to_json() == text and back.log == m.log
            assert back.legal_moves() == m.legal_moves()
            assert back.exchanges == m.exchanges and back.roles == m.roles
            play_on(back, 99)
            assert back == play_on(m.clone(), 99)


def test_a_record_of_a_match_stopped_between_games_reads_back_dealt():
    m = play_on(arschloch.Match(4, seed=6), 6, until=lambda m: m.game == 2)
    doc = json.loads(m.to_json())
    doc["stops"] = doc["state"]["stops"] = True
    back = arschloch.Match.from_json(json.dumps(doc))
    assert back == m and back.phase == "play" and back.current_player == m.current_player


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: "not json", "not a match record"),
        (lambda d: {**d, "format": "zweiundzwanzig.match/1"}, "unknown record format"),
        (lambda d: {**d, "players": 16}, "the record's configuration: Arschloch needs 2 to 15"),
        (
            lambda d: {**d, "moves": [{"kind": "pass"}]},
            r"move 0 \(pass\) of the record does not replay: player \d cannot pass",
        ),
        (lambda d: {**d, "seed": d["seed"] + 1}, "does not replay"),
        (lambda d: {**d, "extra": 1}, "unknown field"),
    ],
)
def test_bad_match_records_are_refused_by_name(change, message):
    m = play_on(arschloch.Match(4, seed=8), 8, until=lambda m: len(m.log) > 5)
    doc = change(json.loads(m.to_json()))
    with pytest.raises(zz.StateError, match=message):
        arschloch.Match.from_json(doc if isinstance(doc, str) else json.dumps(doc))


def test_a_record_whose_state_was_changed_is_refused():
    m = play_on(arschloch.Match(4, seed=8), 8, until=lambda m: len(m.log) > 5)
    doc = json.loads(m.to_json())
    doc["state"]["totals"][0] = 3
    with pytest.raises(zz.StateError, match="state does not follow from its seed and moves"):
        arschloch.Match.from_json(json.dumps(doc))


# --------------------------------------------------------------------------------------------
# View


def test_view_shows_the_public_match_and_the_own_hand():
    for m in states(seed=4, players=7):
        for p in range(7):
            v = m.view(p)
            assert (v.player, v.players, v.rules) == (p, 7, m.rules)
            assert (v.phase, v.is_over, v.current_player) == (m.phase, m.is_over, m.current_player)
            assert (v.game, v.games, v.dealer, v.seating) == (m.game, m.games, m.dealer, m.seating)
            assert v.hand == m.hand(p) and v.cards_left == m.cards_left
            assert v.table == m.table and v.finished == m.finished and v.totals == m.totals
            assert v.roles == m.roles and v.finishing_order == m.finishing_order
            assert v.finishing_orders == m.finishing_orders
            assert all(v.played(q) == m.played(q) for q in range(7))
            mine = p == m.current_player
            assert v.legal_moves() == (m.legal_moves() if mine else [])
            assert len(v.log) == len(m.log)
            assert repr(v).startswith(f"<arschloch.View of player {p} of 7, game {m.game} of 3")


def test_view_hides_other_hands_and_exchanged_cards():
    m = play_on(arschloch.Match(5, seed=3), 3, until=lambda m: m.game == 3)
    for p in range(5):
        v = m.view(p)
        text = v.to_json()
        assert "rng" not in text and "seed" not in json.loads(text)
        for full, seen in zip(m.log, v.log, strict=True):
            if full["event"] == "deal":
                assert seen["hands"] == [[q, h if q == p else None] for q, h in full["hands"]]
            elif full["event"] == "exchange" and p not in (full["giver"], full["taker"]):
                assert seen == {**full, "given": None, "returned": None}
            else:
                assert seen == full
        for e in v.exchanges:
            assert (e.given is None) == (p not in (e.giver, e.taker))


def test_view_json_pickle_copies():
    for m in states(seed=8):
        for p in range(m.players):
            v = m.view(p)
            for back in (
                arschloch.View.from_json(v.to_json()),
                pickle.loads(pickle.dumps(v)),
                copy.copy(v),
                copy.deepcopy(v),
            ):
                assert back == v and back.to_json() == v.to_json()
                assert back.log == v.log and back.legal_moves() == v.legal_moves()
    assert m.view(0) != m.view(1) and m.view(0) != "a view"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(player=9), "not a possible view: a seat outside the table"),
        (lambda d: d.update(hand="A A A A A A A A A A"), "not a possible view"),
        (lambda d: d.update(held=d["held"][:-1]), "per-player lists of the wrong length"),
        (lambda d: d.update(totals=[1] * len(d["totals"])), "totals that are not the sums"),
        (lambda d: d["log"].pop(0), "the log's games are not numbered one after another"),
        (lambda d: d.update(game=0), "not a possible view: game 0 of 3"),
        (lambda d: d.update(hand="K X"), "cannot read this JSON"),
        (lambda d: d.pop("log"), "missing field `log`"),
    ],
)
def test_bad_view_documents_are_refused_by_name(change, message):
    m = play_on(
        arschloch.Match(5, rules=arschloch.Rules(games=3), seed=2), 2, until=lambda m: m.game == 2
    )
    m = play_on(m, 3, until=lambda m: len(m.log) > 200)
    doc = json.loads(m.view(1).to_json())
    change(doc)
    with pytest.raises(zz.StateError, match=message):
        arschloch.View.from_json(json.dumps(doc))
