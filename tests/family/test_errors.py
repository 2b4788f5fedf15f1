"""The family's bad input: the specific exception, a message naming what was wrong, and no
change of state (the library's promise for every illegal input)."""

from __future__ import annotations

import itertools
import json
import random

import pytest

import zweiundzwanzig as zz

ERRORS = (zz.CardError, zz.RulesError, zz.IllegalMoveError, zz.StateError)


def advanced(players=4, seed=3, moves=0, rules=None, phase=None) -> zz.Match:
    """A seeded match after `moves` random legal moves (or until `phase` is reached)."""
    m = zz.Match(players, rules=rules, seed=seed)
    rng = random.Random(seed)
    done = 0
    while not m.is_over and (done < moves or (phase and m.phase != phase)):
        m.apply(rng.choice(m.legal_moves()))
        done += 1
    return m


def finished(players=4, seed=3, rules=None) -> zz.Match:
    m = zz.Match(players, rules=rules, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        m.apply(rng.choice(m.legal_moves()))
    return m


def snapshot(m: zz.Match):
    """Everything observable about a match."""
    return (
        m.to_json(),
        m.phase,
        m.current_player,
        [list(m.hand(p)) for p in range(m.players)],
        m.totals,
        m.stock_size,
        m.exchanged,
        m.trick,
        m.log,
        m.legal_moves(),
        m.deal,
        m.dealer,
    )


def rejected(m: zz.Match, move, error=zz.IllegalMoveError, names=()):
    """`m.apply(move)` raises `error` whose message names each of `names`; `m` is unchanged."""
    before = snapshot(m)
    with pytest.raises(error) as info:
        m.apply(move)
    message = str(info.value)
    for name in names:
        assert name in message, (name, message)
    assert snapshot(m) == before
    return message


def not_held(hand, size) -> str:
    """`size` cards of one rank the hand does not hold."""
    ranks = {c.rank for c in hand}
    rank = next(r for r in ("A", "K", "Q", "J", "10", "9", "8", "7", "2") if r not in ranks)
    return " ".join([rank] * size)


# --------------------------------------------------------------------------------------------
# The exception classes


def test_every_library_exception_is_a_value_error_and_a_zweiundzwanzig_error():
    assert issubclass(zz.ZweiundzwanzigError, ValueError)
    for cls in ERRORS:
        assert issubclass(cls, zz.ZweiundzwanzigError)
        assert issubclass(cls, ValueError)
    assert len(set(ERRORS)) == 4
    for a in ERRORS:
        for b in ERRORS:
            assert (a is b) or not issubclass(a, b)


def test_errors_raised_by_the_library_are_catchable_as_value_error():
    with pytest.raises(ValueError):
        zz.Card("X")
    with pytest.raises(ValueError):
        zz.Rules.standard().replace(elimination=0)
    with pytest.raises(ValueError):
        zz.legal_plays("K", ["7 6"])
    with pytest.raises(ValueError):
        zz.Match.from_json("{")


# --------------------------------------------------------------------------------------------
# Card strings


@pytest.mark.parametrize(
    "bad, token",
    [
        ("X", "X"),
        ("K K X", "X"),
        ("11", "11"),
        ("1", "1"),
        ("Qx", "Qx"),
        ("10x", "10x"),
        ("Q♠♠", "Q♠♠"),
        ("Q J 0", "0"),
        ("K+Q", "K+Q"),
        ("ZZ 7", "ZZ"),
    ],
)
def test_malformed_card_strings_raise_card_error_naming_the_token(bad, token):
    with pytest.raises(zz.CardError) as info:
        zz.Play(bad)
    assert token in str(info.value)
    with pytest.raises(zz.CardError) as info:
        zz.legal_plays(bad, [])
    assert token in str(info.value)
    with pytest.raises(zz.CardError):
        zz.beats(bad, bad)
    with pytest.raises(zz.CardError):
        zz.Move("play", bad)


def test_card_takes_exactly_one_card():
    for bad in ("", "Q K", "Q,K", "X", "Q-J"):
        with pytest.raises(zz.CardError) as info:
            zz.Card(bad)
        assert f'"{bad}"' in str(info.value)


def test_more_cards_of_a_rank_than_a_hand_can_hold():
    with pytest.raises(zz.CardError):
        zz.Play(" ".join(["2"] * 16))
    with pytest.raises(zz.CardError):
        zz.Play(["2"] * 16)
    with pytest.raises(zz.CardError) as info:
        zz.legal_plays("A K Q J 10 9 8 7 6 5 4 3 2 2", [])
    assert "14" in str(info.value)


def test_cards_of_the_wrong_type_raise_type_error():
    with pytest.raises(TypeError):
        zz.Play(5)
    with pytest.raises(TypeError):
        zz.legal_plays(None, [])
    with pytest.raises(TypeError):
        zz.legal_plays("K Q", "7")  # a trick is a list of plays, not one string


def test_malformed_card_string_in_a_match_leaves_it_unchanged():
    m = advanced(phase="exchange")
    rejected(m, "Q Z", zz.CardError, ["Z"])
    m = advanced(phase="play")
    rejected(m, "Q Z", zz.CardError, ["Z"])
    rejected(m, "", zz.IllegalMoveError)  # nothing is no play


def test_jokers_under_rules_without_jokers_raise_card_error():
    with pytest.raises(zz.CardError) as info:
        zz.legal_plays("* 5 5", [])
    assert "*" in str(info.value)
    with pytest.raises(zz.CardError):
        zz.legal_plays("5 5", ["* 7"])
    with pytest.raises(zz.CardError):
        zz.beats("*", "A")
    with pytest.raises(zz.CardError):
        zz.trick_winner(["7", "*"])
    with pytest.raises(zz.CardError):
        zz.legal_plays("* 5 5", [], zz.Rules.rasmussen())
    # The same input is fine where jokers are in the game.
    zz.legal_plays("* 5 5", [], zz.Rules.sechsundzwanzig())
    zz.beats("*", "A", zz.Rules.sechsundzwanzig())


def test_a_joker_played_in_a_match_without_jokers_raises_card_error():
    """A joker is a card that is not in the game: CardError, as for the trick-level functions."""
    m = advanced(phase="play")
    rejected(m, "*", zz.CardError, ["*"])
    m = advanced(phase="exchange")
    rejected(m, "*", zz.CardError, ["*"])


# --------------------------------------------------------------------------------------------
# Moves in a match


def test_cards_not_held_in_the_exchange():
    m = advanced(phase="exchange")
    bad = not_held(m.hand(m.current_player), 2)
    rejected(m, bad, names=[bad, f"player {m.current_player}"])
    rejected(m, zz.Move("exchange", bad), names=[bad])


def test_cards_not_held_in_the_tricks():
    m = advanced(phase="play")
    bad = not_held(m.hand(m.current_player), 1)
    rejected(m, bad, names=[bad, f"player {m.current_player}"])
    rejected(m, zz.Move("play", bad), names=[bad])
    # Two of a rank when the hand holds one.
    hand = m.hand(m.current_player)
    single = next(c.rank for c in hand if sum(d.rank == c.rank for d in hand) == 1)
    rejected(m, f"{single} {single}", names=[f"{single} {single}"])


def test_a_lead_of_mixed_ranks_or_of_the_whole_hand_is_illegal():
    m = advanced(phase="play")
    hand = m.hand(m.current_player)
    ranks = [c.rank for c in hand]
    mixed = f"{ranks[0]} {ranks[-1]}"
    assert ranks[0] != ranks[-1]
    rejected(m, mixed, names=[mixed])
    rejected(m, " ".join(ranks))  # keeps no card


def test_illegal_follows():
    for seed in range(50):
        m = advanced(seed=seed, phase="play")
        rng = random.Random(seed)
        while not m.is_over:
            if m.phase == "play" and m.trick:
                legal = {tuple(mv.ranks) for mv in m.legal_moves()}
                hand = [c.rank for c in m.hand(m.current_player)]
                k = len(m.trick[0][1])
                wrong_size = " ".join(hand[: k + 1]) if k + 1 < len(hand) else None
                candidates = {zz.Play(list(c)).ranks for c in itertools.combinations(hand, k)}
                illegal = sorted(c for c in candidates if c not in legal)
                if illegal and wrong_size:
                    play = " ".join(illegal[0])
                    message = rejected(m, play, names=[str(zz.Play(play))])
                    assert "beat" in message or "give" in message
                    rejected(m, wrong_size, names=[str(zz.Play(wrong_size))])
                    return
            m.apply(rng.choice(m.legal_moves()))
    pytest.fail("no position with an illegal follow")


def test_a_play_in_the_exchange_phase():
    m = advanced(phase="exchange")
    card = m.hand(m.current_player)[0].rank
    message = rejected(m, zz.Move("play", card))
    assert "exchange" in message


def test_an_exchange_move_in_the_play_phase():
    m = advanced(phase="play")
    card = m.hand(m.current_player)[-1].rank
    message = rejected(m, zz.Move("exchange", card))
    assert "play" in message
    rejected(m, zz.Move("exchange", ""))


def test_discarding_more_cards_than_the_stock_holds():
    m = zz.Match(6, seed=4)  # 42 cards dealt, 10 in the stock
    m.apply(zz.Move("exchange", m.hand(m.current_player)))
    assert m.stock_size == 3
    four = " ".join(c.rank for c in m.hand(m.current_player)[:4])
    message = rejected(m, four, names=["4", "3"])
    assert "stock" in message
    rejected(m, zz.Move("exchange", four))


def test_moves_after_the_match_is_over():
    m = finished()
    assert m.is_over and m.legal_moves() == []
    for move in ("", "2", zz.Move("play", "2"), zz.Move("exchange", "")):
        message = rejected(m, move)
        assert "over" in message


def test_a_move_that_is_not_a_move_raises_type_error():
    m = advanced(phase="play")
    before = m.to_json()
    with pytest.raises(TypeError):
        m.apply(5)
    with pytest.raises(TypeError):
        m.apply(None)
    assert m.to_json() == before


def test_a_move_of_an_unknown_kind():
    with pytest.raises(zz.ZweiundzwanzigError) as info:
        zz.Move("discard", "Q")
    assert "discard" in str(info.value)


def test_is_legal_does_not_raise_and_changes_nothing():
    m = advanced(phase="play")
    before = m.to_json()
    assert m.is_legal("Q Z") is False
    assert m.is_legal("*") is False
    assert m.is_legal(zz.Move("exchange", "")) is False
    assert m.to_json() == before


def test_a_failed_move_leaves_a_legal_move_working():
    m = advanced(phase="play")
    twin = m.clone()
    with pytest.raises(zz.IllegalMoveError):
        m.apply(not_held(m.hand(m.current_player), 1))
    move = m.legal_moves()[0]
    m.apply(move)
    twin.apply(move)
    assert m.to_json() == twin.to_json()


# --------------------------------------------------------------------------------------------
# Configurations


@pytest.mark.parametrize("players", [1, 33, 0, 100])
def test_impossible_numbers_of_players_raise_rules_error(players):
    with pytest.raises(zz.RulesError) as info:
        zz.Match(players, seed=1)
    assert str(players) in str(info.value)


def test_a_negative_number_of_players_is_named_in_the_error():
    with pytest.raises(zz.RulesError) as info:
        zz.Match(-3, seed=1)
    assert "-3" in str(info.value)


def test_decks_that_cannot_give_each_player_a_card():
    with pytest.raises(zz.RulesError) as info:
        zz.Match(13, rules=zz.Rules.standard().replace(decks=1), seed=1)
    assert "13" in str(info.value)
    with pytest.raises(zz.RulesError):
        zz.Match(32, rules=zz.Rules.standard().replace(decks=1), seed=1)
    with pytest.raises(zz.RulesError):
        zz.Match(32, rules=zz.Rules.standard().replace(decks=2), seed=1)
    # The same rules with fewer players are possible.
    zz.Match(12, rules=zz.Rules.standard().replace(decks=1), seed=1)


def test_seeds_out_of_range():
    for seed in (-1, 2**64, "x", 1.5):
        with pytest.raises((ValueError, TypeError, OverflowError)):
            zz.Match(4, seed=seed)


def test_unknown_rule_options_raise_rules_error_naming_the_option():
    r = zz.Rules.standard()
    for call in (
        lambda: r.replace(elimnation=30),
        lambda: zz.Rules(elimnation=30),
    ):
        with pytest.raises(zz.RulesError) as info:
            call()
        assert "elimnation" in str(info.value)
    assert r == zz.Rules.standard()
    with pytest.raises(zz.RulesError) as info:
        zz.Rules.preset_named("schafkopf")
    assert "schafkopf" in str(info.value)
    with pytest.raises(zz.RulesError) as info:
        zz.Match(4, rules="schafkopf", seed=1)
    assert "schafkopf" in str(info.value)
    with pytest.raises(AttributeError):
        _ = r.elimnation


@pytest.mark.parametrize(
    "option, value",
    [
        ("elimination", 0),
        ("elimination", -5),
        ("elimination", "x"),
        ("elimination", 2**70),
        ("first_deal", 0),
        ("first_deal", 14),
        ("decks", 0),
        ("decks", 17),
        ("jokers_per_deck", -1),
        ("all_out", "everybody"),
        ("all_out", 1),
        ("beat_against", "highest"),
        ("trick_winner", "first_beat"),
        ("loss_cards", "burnt"),
        ("exchange", 1),
        ("exchange", "yes"),
        ("compulsory_beating", "yes"),
    ],
)
def test_wrong_option_values_raise_rules_error_naming_option_and_value(option, value):
    r = zz.Rules.standard()
    with pytest.raises(zz.RulesError) as info:
        r.replace(**{option: value})
    message = str(info.value)
    assert option in message
    assert str(value) in message or repr(value) in message or json.dumps(value) in message
    assert r == zz.Rules.standard()


@pytest.mark.parametrize("value", [1.5, [1], {"a": 1}, object()])
def test_wrong_option_types_raise_type_error(value):
    with pytest.raises(TypeError) as info:
        zz.Rules.standard().replace(elimination=value)
    assert "elimination" in str(info.value)


def test_rules_of_the_wrong_type():
    with pytest.raises(TypeError):
        zz.Match(4, rules=5, seed=1)
    with pytest.raises(TypeError):
        zz.legal_plays("K", [], rules=5)


# --------------------------------------------------------------------------------------------
# Trick-level functions


def test_trick_lists_with_mixed_sizes():
    for trick in (["7 7", "7"], ["7 7", "Q 7", "3"], ["5 5 5", "10 9 7", "K K"]):
        with pytest.raises(zz.IllegalMoveError) as info:
            zz.legal_plays("K K 6 3 2 2", trick)
        with pytest.raises(zz.IllegalMoveError):
            zz.trick_winner(trick)
        odd = next(p for p in trick if len(p.split()) != len(trick[0].split()))
        assert str(zz.Play(odd)) in str(info.value)


def test_an_illegal_lead_shape():
    for lead in ("7 6", "Q J 10", "A K"):
        with pytest.raises(zz.IllegalMoveError) as info:
            zz.legal_plays("K K 6 3 2 2", [lead])
        assert str(zz.Play(lead)) in str(info.value)
        with pytest.raises(zz.IllegalMoveError):
            zz.trick_winner([lead, "A A"])


def test_a_trick_without_plays_and_plays_that_cannot_be_compared():
    with pytest.raises(zz.IllegalMoveError):
        zz.trick_winner([])
    with pytest.raises(zz.IllegalMoveError):
        zz.beats("5 5", "K")
    with pytest.raises(zz.IllegalMoveError):
        zz.beats("", "")
    with pytest.raises(zz.IllegalMoveError) as info:
        zz.legal_plays("5 5", ["7 7 7"])  # too few cards to follow
    assert "5 5" in str(info.value)


# --------------------------------------------------------------------------------------------
# Seats


@pytest.mark.parametrize("seat", [4, -1, 32, 100])
def test_seats_out_of_range_raise_index_error(seat):
    m = advanced(phase="play")
    before = m.to_json()
    for call in (m.hand, m.view, m.loss_cards, m.view(0).loss_cards):
        with pytest.raises(IndexError) as info:
            call(seat)
        assert str(seat) in str(info.value)
    assert m.to_json() == before


# --------------------------------------------------------------------------------------------
# JSON


def test_corrupt_match_json_raises_state_error():
    m = advanced(moves=9)
    good = m.to_json()
    for text in ("", "garbage", "{", "[]", "null", "{}", good[:-5], good.replace("{", "[", 1)):
        with pytest.raises(zz.StateError):
            zz.Match.from_json(text)
    assert zz.Match.from_json(good).to_json() == good


def _match_record_variants(record):
    """Valid JSON that is no record of a possible match."""
    out = []

    def variant(change):
        r = json.loads(json.dumps(record))
        change(r)
        out.append(r)

    def first_list(r, name):
        # The first list-valued field called `name` anywhere in the record.
        stack = [r]
        while stack:
            x = stack.pop()
            if isinstance(x, dict):
                if isinstance(x.get(name), list):
                    return x[name]
                stack.extend(x.values())
            elif isinstance(x, list):
                stack.extend(x)
        return None

    variant(lambda r: r.update(players=1))
    variant(lambda r: r.update(players=33))
    variant(lambda r: r.update(players=-2))
    variant(lambda r: r.update(seed=-1))
    variant(lambda r: r.update(unknown_field=1))
    variant(lambda r: r.pop(next(iter(r))))
    if "moves" in record:
        moves = record["moves"]
        variant(lambda r: r["moves"].append(r["moves"][0]))  # an exchange in the play phase
        variant(lambda r: r["moves"].__setitem__(0, {"kind": "play", "cards": "A A A A A"}))
        if len(moves) > 1:
            variant(lambda r: r["moves"].reverse())
    if first_list(record, "hands") is not None:

        def swap(r):
            hands = first_list(r, "hands")
            hands[0], hands[1] = hands[1], hands[0]

        variant(swap)
    if first_list(record, "totals") is not None:
        variant(lambda r: first_list(r, "totals").__setitem__(0, 21))
    return out


def test_match_json_that_is_no_possible_match_raises_state_error():
    m = advanced(moves=9)
    record = json.loads(m.to_json())
    variants = _match_record_variants(record)
    assert len(variants) >= 8
    for r in variants:
        with pytest.raises(zz.StateError):
            zz.Match.from_json(json.dumps(r))


def test_match_json_with_an_impossible_seat_to_move_or_dealer_is_refused():
    m = advanced(moves=9)
    record = json.loads(m.to_json())
    for name, value in (("to_move", 9), ("to_move", 40), ("dealer", 9)):
        r = json.loads(json.dumps(record))
        target = r.get("state", r)
        target[name] = value
        with pytest.raises(zz.StateError):
            zz.Match.from_json(json.dumps(r))


def test_corrupt_view_json_raises_state_error():
    v = advanced(moves=9).view(1)
    good = v.to_json()
    for text in ("", "garbage", "{", "[]", "{}", good[:-3]):
        with pytest.raises(zz.StateError):
            zz.View.from_json(text)
    assert zz.View.from_json(good) == v
    with pytest.raises(zz.StateError):
        zz.View.from_json(advanced(moves=9).to_json())  # a match is no view
    with pytest.raises(zz.StateError):
        zz.Match.from_json(good)  # a view is no match


@pytest.mark.parametrize(
    "field, value",
    [
        ("player", 9),
        ("player", 40),
        ("players", 1),
        ("players", 3),
        ("to_move", 40),
        ("dealer", 12),
        ("totals", [0]),
        ("loss_cards", []),
        ("exchanged", []),
        ("hand", "A A A A K K K K Q Q Q Q J J"),
        ("hand", "X"),
        ("phase", "dessert"),
    ],
)
def test_view_json_that_is_no_possible_view_raises_state_error(field, value):
    v = advanced(moves=9).view(1)
    record = json.loads(v.to_json())
    assert field in record
    record[field] = value
    with pytest.raises((zz.StateError, zz.RulesError)):
        zz.View.from_json(json.dumps(record))


def test_rules_json_errors():
    with pytest.raises(zz.StateError):
        zz.Rules.from_json("nope")
    with pytest.raises(zz.StateError) as info:
        zz.Rules.from_json('{"elimnation": 3}')
    assert "elimnation" in str(info.value)
