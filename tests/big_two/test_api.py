"""The public API of `zweiundzwanzig.big_two`: every class, every option of every preset, cards
in every spelling, combinations and what beats what (the worked examples of the rules and the
straight variants), moves' equality, order and printing, and a match through its properties."""

from __future__ import annotations

import copy
import itertools
import json
import pickle

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import big_two
from zweiundzwanzig.big_two import Card, Match, Move, Rules

PRESETS = ["standard", "taiwan", "hong_kong", "pusoy_dos", "indonesia"]

STANDARD_OPTIONS = {
    "suit_order": "standard",
    "clockwise": False,
    "winner_leads": False,
    "pass_is_final": False,
    "flush_by_rank": False,
    "straights": "standard",
    "penalties": "standard",
    "double_twos": False,
    "hand_size": 13,
    "games": None,
    "penalty_limit": 50,
}

# What each preset changes from the standard rules.
PRESET_CHANGES = {
    "standard": {},
    "taiwan": {"suit_order": "bridge"},
    "hong_kong": {"flush_by_rank": True},
    "pusoy_dos": {"suit_order": "philippines"},
    "indonesia": {"pass_is_final": True},
}


def shown(cards) -> str:
    return " ".join(str(c) for c in cards)


# --- rules ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_is_its_options(name):
    rules = getattr(Rules, name)()
    assert rules.options() == {**STANDARD_OPTIONS, **PRESET_CHANGES[name]}
    assert rules.preset == name and Rules.preset_named(name) == rules
    for option, value in rules.options().items():
        assert getattr(rules, option) == value
    assert repr(rules) == f"Rules.{name}()"
    assert eval(repr(rules), {"Rules": Rules}) == rules
    assert pickle.loads(pickle.dumps(rules)) == rules
    assert Rules.from_json(rules.to_json()) == rules
    assert hash(rules) == hash(getattr(Rules, name)())


def test_the_presets_are_listed_and_the_constructor_is_standard_replaced():
    assert Rules.presets() == PRESETS
    assert Rules() == Rules.standard()
    assert Rules(games=3, penalty_limit=None) == Rules.standard().replace(
        games=3, penalty_limit=None
    )


@pytest.mark.parametrize(
    ("option", "values"),
    [
        ("suit_order", ["standard", "bridge", "philippines"]),
        ("clockwise", [True, False]),
        ("winner_leads", [True, False]),
        ("pass_is_final", [True, False]),
        ("flush_by_rank", [True, False]),
        ("straights", ["standard", "a2345_high", "23456_high", "no_twos"]),
        ("penalties", ["standard", "harsh"]),
        ("double_twos", [True, False]),
        ("hand_size", [13, 17]),
        ("games", [1, 7, 1000, None]),
        ("penalty_limit", [1, 100, 10_000, None]),
    ],
)
def test_every_option_takes_its_values_and_reads_back(option, values):
    for value in values:
        rules = Rules.hong_kong().replace(**{option: value})
        assert getattr(rules, option) == value
        assert eval(repr(rules), {"Rules": Rules}) == rules
        assert Rules.from_json(rules.to_json()) == rules


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"suit_order": "german"}, "suit_order"),
        ({"straights": "a2345"}, "straights"),
        ({"penalties": "soft"}, "penalties"),
        ({"hand_size": 14}, "13 or 17"),
        ({"games": 0}, "1 to 1000"),
        ({"games": 1001}, "1 to 1000"),
        ({"penalty_limit": 0}, "1 to 10000"),
        ({"clockwise": 1}, "clockwise"),
        ({"no_such_option": 1}, "unknown"),
    ],
)
def test_bad_options_are_rules_errors_naming_the_option(options, message):
    with pytest.raises(zz.RulesError, match=message):
        Rules.standard().replace(**options)


def test_a_match_that_could_never_end_is_refused_when_it_starts():
    endless = Rules(penalty_limit=None)
    assert endless.games is None
    with pytest.raises(zz.RulesError, match="needs an end"):
        Match(4, rules=endless)
    Match(4, rules=endless.replace(games=1), seed=1)


def test_every_option_is_documented():
    for name in STANDARD_OPTIONS:
        assert getattr(Rules, name).__doc__, name
    assert "lowest" in Rules.lowest_card.__doc__


@pytest.mark.parametrize(
    ("suit_order", "lowest", "sorted_"),
    [
        ("standard", "3♦", "2♠ 2♥ 2♣ 2♦ A♠ 3♠ 3♣ 3♦"),
        ("bridge", "3♣", "2♠ 2♥ 2♦ 2♣ A♠ 3♠ 3♦ 3♣"),
        ("philippines", "3♣", "2♦ 2♥ 2♠ 2♣ A♠ 3♦ 3♠ 3♣"),
    ],
)
def test_the_order_of_the_cards_is_the_rule_sets(suit_order, lowest, sorted_):
    rules = Rules(suit_order=suit_order)
    assert str(rules.lowest_card) == lowest
    cards = "3d 3c 3s As 2d 2c 2h 2s"
    assert shown(rules.sorted(cards)) == sorted_
    keyed = sorted((Card(t) for t in cards.split()), key=rules.strength, reverse=True)
    assert shown(keyed) == sorted_
    assert rules.strength(lowest) == 0 and rules.strength(sorted_.split()[0]) == 51


# --- cards ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("3d", "3", "♦"),
        ("3♦", "3", "♦"),
        ("10h", "10", "♥"),
        ("Th", "10", "♥"),
        ("th", "10", "♥"),
        ("As", "A", "♠"),
        ("2♠", "2", "♠"),
        ("Qc", "Q", "♣"),
        ("D♥", "Q", "♥"),  # German Dame
        ("B♣", "J", "♣"),  # German Bube
        (" Kd ", "K", "♦"),
    ],
)
def test_cards_parse_in_every_spelling(text, rank, suit):
    card = Card(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert str(card) == rank + suit
    assert repr(card) == f"Card('{rank}{suit}')"
    assert Card(str(card)) == card and hash(Card(str(card))) == hash(card)
    assert pickle.loads(pickle.dumps(card)) == card
    assert copy.deepcopy(card) == card


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("3", "carries a suit"),
        ("A", "carries a suit"),
        ("10", "carries a suit"),
        ("*", "no jokers|not a card"),
        ("1h", "not a card"),
        ("3x", "carries a suit"),
        ("", "not one card"),
        ("3d 4d", "not one card"),
        ("♠", "not a card"),
    ],
)
def test_a_card_without_a_suit_or_not_a_card_is_a_card_error(text, message):
    with pytest.raises(zz.CardError, match=message):
        Card(text)


def test_cards_have_no_order_of_their_own_and_differ_from_the_familys():
    with pytest.raises(TypeError):
        _ = Card("3d") < Card("4d")  # type: ignore[operator]
    assert Card("Qs") != zz.Card("Qs")
    # The package's cards with a suit are read as these cards; without one they are refused.
    assert big_two.combination([zz.Card("Qs"), Card("Qh")]) == "pair"
    with pytest.raises(zz.CardError, match="carries a suit"):
        big_two.combination([zz.Card("Q")])
    with pytest.raises(zz.CardError, match="no jokers"):
        big_two.combination([zz.Card("*")])


# --- combinations and beats ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "kind"),
    [
        ("3d", "single"),
        ("9s 9d", "pair"),
        ("Kh Ks Kd", "triple"),
        ("5h 6c 7d 8s 9h", "straight"),
        ("As 2d 3c 4h 5s", "straight"),
        ("2d 3c 4h 5s 6s", "straight"),
        ("10d Jc Qh Ks Ad", "straight"),
        ("3h 6h 9h Dh Ah", "flush"),
        ("2s 4s 5s 7s 8s", "flush"),
        ("Kh Ks Kd 4c 4s", "full_house"),
        ("7s 7h 7d 7c 3d", "four_of_a_kind"),
        ("10s Js Qs Ks As", "straight_flush"),
        ("As 2s 3s 4s 5s", "straight_flush"),
        ("Ks Kh Kd Kc", None),  # four cards are never a play
        ("3d 4d", None),
        ("Jc Qh Ks Ad 2s", None),  # J-Q-K-A-2 is no straight
        ("Qh Ks Ad 2s 3c", None),  # Q-K-A-2-3 neither
        ("3d 4c 5h 6s 8d", None),
        ("3d 3c 4h 4s 5d", None),
        ("", None),
    ],
)
def test_combinations_by_name(cards, kind):
    assert big_two.combination(cards) == kind


@pytest.mark.parametrize(
    ("play", "last", "beats"),
    [
        ("9s 9d", "9h 9c", True),  # the seed: the highest suit in the pair decides
        ("9h 9c", "9s 9d", False),
        ("9s 9c", "9s 9d", False),  # equal strength: neither beats
        ("2d", "As", True),
        ("3s", "3d", True),
        ("5s 6d 7c 8h 9s", "5h 6c 7d 8s 9h", True),  # the seed: the 9's suit decides
        ("6c 7d 8c 9h 10d", "5s 6d 7c 8h 9s", True),  # a higher top card beats both
        ("2s 4s 5s 7s 8s", "3h 6h 9h Qh Ah", True),  # a spade flush over a heart flush
        ("3c 6c 9c Qc Kc", "3h 6h 9h Qh Ah", False),  # clubs are below hearts
        ("3d 4d 5d 6d 8d", "10d Jc Qh Ks Ad", True),  # any flush over any straight
        ("3d 3c 3h 4s 4d", "2s 4s 5s 7s 8s", True),  # full house over flush
        ("4d 4c 4h 4s 3d", "Ad Ac Ah 2s 2d", True),  # four of a kind over full house
        ("As 2s 3s 4s 5s", "2d 2c 2h 2s Ad", True),  # straight flush over four
        ("10s Js Qs Ks As", "10h Jh Qh Kh Ah", True),
        ("2d", "As Ah", False),  # another size never beats
    ],
)
def test_what_beats_what(play, last, beats):
    assert big_two.beats(play, last) is beats


def test_beats_takes_moves_and_rules_and_refuses_what_is_no_play():
    assert big_two.beats(Move("play", "2d"), Move("play", "As"))
    with pytest.raises(zz.IllegalMoveError, match=r"play .* is no play"):
        big_two.beats("3d 4d", "5s")
    with pytest.raises(zz.IllegalMoveError, match=r"last .* is no play"):
        big_two.beats("5s", "Ks Kh Kd Kc")
    with pytest.raises(zz.RulesError, match="not of Big Two"):
        big_two.beats("5s", "4s", rules=zz.Rules.standard())


def test_the_suit_orders_decide_pairs_and_singles():
    assert big_two.beats("3c", "3d")
    assert not big_two.beats("3c", "3d", rules="taiwan")
    assert big_two.beats("2d", "2s", rules="pusoy_dos")
    assert not big_two.beats("2d", "2s")


def test_flush_by_rank_compares_the_highest_card_first():
    hearts_ace, spades_eight = "3h 6h 9h Qh Ah", "3s 4s 5s 7s 8s"
    assert big_two.beats(spades_eight, hearts_ace)
    assert big_two.beats(hearts_ace, spades_eight, rules="hong_kong")
    # Equal ranks: the suit decides.
    assert big_two.beats("3s 6s 9s Qs As", hearts_ace, rules="hong_kong")


STRAIGHTS = {
    # Low to high; each straight's top card is a spade so only the order decides.
    "standard": ["Ad 2d 3c 4h 5s", "2d 3c 4h 5d 6s", "3c 4h 5d 6d 7s", "10d Jc Qh Kd As"],
    "a2345_high": ["2d 3c 4h 5d 6s", "3c 4h 5d 6d 7s", "10d Jc Qh Kd As", "Ad 2d 3c 4h 5s"],
    "23456_high": ["Ad 2d 3c 4h 5s", "3c 4h 5d 6d 7s", "10d Jc Qh Kd As", "2d 3c 4h 5d 6s"],
    "no_twos": ["3c 4h 5d 6d 7s", "4c 5h 6d 7d 8s", "10d Jc Qh Kd As"],
}


@pytest.mark.parametrize("variant", list(STRAIGHTS))
def test_the_straight_variants_order_the_straights(variant):
    rules = Rules(straights=variant)
    order = STRAIGHTS[variant]
    for low, high in itertools.pairwise(order):
        assert big_two.beats(high, low, rules=rules), (high, low)
        assert not big_two.beats(low, high, rules=rules), (low, high)
    for straight in order:
        assert big_two.combination(straight, rules=rules) == "straight"
    if variant == "no_twos":
        assert big_two.combination("Ad 2d 3c 4h 5s", rules=rules) is None
        assert big_two.combination("2d 3c 4h 5d 6s", rules=rules) is None
        assert big_two.combination("As 2s 3s 4s 5s", rules=rules) == "flush"


def test_equal_straights_are_split_by_the_suit_of_the_sequences_top_card():
    # The 5 of A-2-3-4-5, the 6 of 2-3-4-5-6, even where the sequence is the highest.
    for variant in STRAIGHTS:
        rules = Rules(straights=variant)
        if variant != "no_twos":
            assert big_two.beats("As 2s 3s 4d 5s", "Ad 2d 3d 4s 5h", rules=rules)
            assert big_two.beats("2h 3d 4d 5d 6s", "2s 3s 4s 5c 6h", rules=rules)


# --- moves ---------------------------------------------------------------------------------


def test_a_play_has_its_cards_high_to_low_its_ranks_and_its_combination():
    m = Move("play", "3d 2s 3s 3h 2d")
    assert m.kind == "play" and not m.is_pass and len(m) == 5
    assert shown(m.cards) == "2♠ 2♦ 3♠ 3♥ 3♦"
    assert isinstance(m.cards, tuple) and all(isinstance(c, Card) for c in m.cards)
    assert m.ranks == ("2", "2", "3", "3", "3")
    assert m.combination == "full_house"
    assert str(m) == "2♠ 2♦ 3♠ 3♥ 3♦" and repr(m) == "Move('play', '2♠ 2♦ 3♠ 3♥ 3♦')"
    assert eval(repr(m), {"Move": Move}) == m
    assert m.rules == Rules.standard()


def test_a_moves_cards_follow_its_rules_order():
    m = Move("play", "2d 2s", rules="pusoy_dos")
    assert shown(m.cards) == "2♦ 2♠" and str(m) == "2♦ 2♠"
    assert m == Move("play", "2s 2d")  # equal whatever the rules
    assert hash(m) == hash(Move("play", "2s 2d"))


def test_the_pass():
    p = Move("pass")
    assert p.kind == "pass" and p.is_pass and p.cards == () and p.ranks == ()
    assert p.combination is None and len(p) == 0
    assert str(p) == "pass" and repr(p) == "Move('pass')"
    assert p == Move("pass") and p != Move("play", "3d")
    assert len({p, Move("pass"), Move("play", "3d"), Move("play", "3d")}) == 2


@pytest.mark.parametrize(
    ("args", "error", "message"),
    [
        (("play", "3d 4d"), zz.IllegalMoveError, "is no play"),
        (("play", "Ks Kh Kd Kc"), zz.IllegalMoveError, "is no play"),
        (("play", ""), zz.CardError, "at least one card"),
        (("play",), zz.CardError, "at least one card"),
        (("pass", "3d"), zz.CardError, "a pass plays no cards"),
        (("fold",), zz.RulesError, '"play" or "pass"'),
        (("play", "3"), zz.CardError, "carries a suit"),
        (("play", "3d 3♦"), zz.CardError, "named twice"),
    ],
)
def test_bad_moves_are_refused_with_the_reason(args, error, message):
    with pytest.raises(error, match=message):
        Move(*args)


def test_a_move_is_no_play_under_rules_where_its_cards_are_none():
    assert Move("play", "Ad 2d 3c 4h 5s").combination == "straight"
    with pytest.raises(zz.IllegalMoveError, match="is no play"):
        Move("play", "Ad 2d 3c 4h 5s", rules=Rules(straights="no_twos"))


@pytest.mark.parametrize("rules", ["standard", "pusoy_dos", Rules(straights="no_twos")])
def test_moves_pickle_and_copy_with_their_rules(rules):
    for m in (Move("play", "3d 3c 3s", rules=rules), Move("pass", rules=rules)):
        again = pickle.loads(pickle.dumps(m))
        assert again == m and again.rules == m.rules and str(again) == str(m)
        assert copy.copy(m) is m and copy.deepcopy(m) is m


def test_moves_read_from_cards_and_moves():
    pair = Move("play", [Card("3d"), "3s"])
    assert Move("play", pair) == pair
    assert Move("play", [["3d"], [zz.Card("3s")]]) == pair


# --- a match -------------------------------------------------------------------------------


def test_a_match_starts_with_the_lowest_card_to_lead():
    m = Match(4, seed=7)
    assert m.players == 4 and m.seed == 7 and m.rules == Rules.standard()
    assert m.phase == "play" and m.game == 1 and m.games is None and not m.is_over
    assert m.cards_left == [13] * 4 and m.totals == [0] * 4 and m.table is None
    assert str(m.must_hold) == "3♦" and m.passed == [] and m.result is None
    p = m.current_player
    assert Card("3d") in m.hand(p)
    assert all(Card("3d") in mv.cards for mv in m.legal_moves())
    assert "pass" not in [mv.kind for mv in m.legal_moves()]
    assert m.face_up is None and m.out_of_play == [] and m.played == []
    assert m.log[0]["event"] == "deal" and m.game_winners == []


def test_hands_come_from_the_strongest_card_down():
    for rules in PRESETS:
        m = Match(4, rules=rules, seed=3)
        r = m.rules
        for p in range(4):
            hand = m.hand(p)
            strengths = [r.strength(c) for c in hand]
            assert strengths == sorted(strengths, reverse=True)
            assert hand == m.view(p).hand == r.sorted(hand)


def test_playing_passing_and_the_table():
    m = Match(4, seed=7)
    p = m.current_player
    lead = m.legal_moves()[0]
    assert str(lead) == "3♦"
    m.apply("3d")
    assert m.table == (p, lead) and m.cards_left[p] == 12 and m.must_hold is None
    q = m.current_player
    assert q == (p - 1) % 4  # to the right
    follow = m.legal_moves()
    assert follow[-1] == Move("pass")
    assert all(mv.combination == "single" for mv in follow[:-1])
    m.apply("pass")
    assert m.passed == [q]
    assert [e["event"] for e in m.log][-2:] == ["play", "pass"]
    assert m.log[-2] == {"event": "play", "player": p, "cards": "3♦"}
    assert [str(c) for c in m.played] == ["3♦"]


def test_clockwise_play_passes_to_the_left():
    m = Match(4, rules=Rules(clockwise=True), seed=7)
    p = m.current_player
    m.apply(m.legal_moves()[0])
    assert m.current_player == (p + 1) % 4


def test_three_players_get_17_cards_and_the_face_up_card():
    for seed in range(5):
        m = Match(3, seed=seed)
        card, taker = m.face_up
        assert sorted(m.cards_left) == [17, 17, 18] and m.cards_left[taker] == 18
        assert card in m.hand(taker) and m.view((taker + 1) % 3).face_up == (card, taker)
        assert m.out_of_play == [] and m.view(0).out_of_play_count == 0


@pytest.mark.parametrize("hand_size", [13, 17])
def test_two_players_get_their_hand_size_and_the_rest_is_out_of_play(hand_size):
    m = Match(2, rules=Rules(hand_size=hand_size), seed=1)
    assert m.cards_left == [hand_size] * 2
    assert len(m.out_of_play) == 52 - 2 * hand_size
    view = m.view(0)
    assert view.out_of_play_count == 52 - 2 * hand_size
    assert len(view.unseen) == 52 - hand_size
    assert not set(view.unseen) & set(view.hand)
    lowest = min((c for p in range(2) for c in m.hand(p)), key=m.rules.strength)
    assert m.must_hold == lowest and lowest in m.hand(m.current_player)


def test_a_view_shows_what_its_player_may_know():
    m = Match(4, seed=5)
    m.apply(m.legal_moves()[0])
    v = m.view(1)
    assert v.player == 1 and v.players == 4 and v.rules == m.rules and v.phase == "play"
    assert v.current_player == m.current_player and v.game == 1 and v.dealer == m.dealer
    assert v.hand == m.hand(1) and v.cards_left == m.cards_left and v.totals == m.totals
    assert v.table == m.table and v.passed == m.passed and v.played == m.played
    assert v.must_hold is None and v.game_winners == [] and not v.is_over and v.games is None
    assert len(v.unseen) == 52 - 13 - 1 == sum(m.cards_left) - 13
    deal = v.log[0]
    assert [cards is None for _, cards in deal["hands"]] == [p != 1 for p in range(4)]
    assert v.transcript().splitlines()[1:] == m.transcript().splitlines()[1:]
    assert "[?]" in v.transcript().splitlines()[0]
    assert v.legal_moves() == ([] if m.current_player != 1 else m.legal_moves())
    assert big_two.View.from_json(v.to_json()) == v
    assert pickle.loads(pickle.dumps(v)) == v and copy.deepcopy(v) == v
    assert repr(v).startswith("<big_two.View of player 1 of 4")


def test_a_whole_match_ends_with_its_result():
    m = Match(4, rules=Rules(games=3, penalty_limit=None), seed=11)
    while not m.is_over:
        m.apply(m.legal_moves()[0])
    r = m.result
    assert r is not None and r.deals == 3 and len(r.game_winners) == 3
    assert r.game_winners == m.game_winners
    assert list(r.totals) == m.totals and min(r.places) == 1
    assert set(r.winners) == {p for p, t in enumerate(r.totals) if t == min(r.totals)}
    assert sorted(r.standings) == [0, 1, 2, 3] and r.places[r.standings[0]] == 1
    assert repr(r).startswith("MatchResult(winners=")
    assert m.phase == "over" and m.current_player is None and m.legal_moves() == []
    events = [e["event"] for e in m.log]
    assert events.count("game_over") == 3 and events[-1] == "match_over"
    assert "last_card" in events
    for e in m.log:
        if e["event"] == "game_over":
            assert e["penalties"][e["winner"]] == 0


def test_the_penalty_limit_ends_the_match():
    m = Match(4, seed=2)
    while not m.is_over:
        m.apply(m.legal_moves()[-1] if m.legal_moves()[-1].is_pass else m.legal_moves()[0])
    assert max(m.totals) >= 50 and m.games is None
    before_last = [e["totals"] for e in m.log if e["event"] == "game_over"][:-1]
    assert all(max(t) < 50 for t in before_last)


def test_a_match_json_pickle_clone_and_equality():
    m = Match(3, rules="indonesia", seed=4)
    for _ in range(20):
        m.apply(m.legal_moves()[-1])
    again = Match.from_json(m.to_json())
    assert again == m and again.to_json() == m.to_json() and again.log == m.log
    assert pickle.loads(pickle.dumps(m)) == m
    c = m.clone()
    assert c == m and c is not m and copy.copy(m) == m and copy.deepcopy(m) == m
    c.apply(c.legal_moves()[0])
    assert c != m
    assert json.loads(m.to_json())["format"] == "zweiundzwanzig.big_two/1"
    assert repr(m).startswith("<big_two.Match 3 players, indonesia, game 1")


def test_is_legal_answers_without_raising():
    m = Match(4, seed=7)
    assert m.is_legal("3d") and m.is_legal(m.legal_moves()[0])
    for bad in ("pass", "3", "4d", "3d 4d", "", None, 3.5, "As Ah Ad Ac"):
        assert not m.is_legal(bad)
    assert m == Match(4, seed=7)


def test_the_module_lists_its_names():
    assert set(big_two.__all__) == {
        "ACTIONS",
        "MAX_PLAYERS",
        "MIN_PLAYERS",
        "heuristic",
        "MOVE_CAPACITY",
        "OBSERVATION_SIZE",
        "Card",
        "Match",
        "MatchResult",
        "Move",
        "Rules",
        "View",
        "action_id",
        "action_move",
        "beats",
        "combination",
        "encode_batch",
    }
    assert big_two.MAX_PLAYERS == 4 and big_two.MOVE_CAPACITY == 1401
    assert zz.big_two is big_two
    from zweiundzwanzig._core import big_two as core

    assert core.__name__ == "zweiundzwanzig._core.big_two"
    assert Match.__module__ == "zweiundzwanzig.big_two"
