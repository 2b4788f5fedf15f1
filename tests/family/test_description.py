"""`View.describe` and `View.from_description`: a position at a real table is checked as a whole.

One test per rule a description must keep (named after the rule), each asserting that the
refusal names the fault; the README's position file; lists where tuples are; and a property
test: what a player of a real random match sees, described, gives the engine's own view.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import zweiundzwanzig as zz

ROOT = Path(__file__).resolve().parent.parent.parent


def refused(match: str, **description: Any) -> None:
    with pytest.raises(zz.StateError, match=match):
        zz.View.describe(**description)


# A Schlagen und Stechen deal 1, three players, dealer 0: seat 1 led 8, seat 2 gave off 4, seat 0
# stach with J; seat 0 led A, both gave off; seat 0 leads Q and seat 1 is to play.
STECHEN: dict[str, Any] = {
    "rules": "rasmussen",
    "players": 3,
    "seat": 1,
    "dealer": 0,
    "hand": "K 9 7 3 2",
    "tricks": [[(1, "8"), (2, "4"), (0, "J")], [(0, "A"), (1, "2"), (2, "5")]],
    "trick": [(0, "Q")],
}


def stechen(**changes: Any) -> dict[str, Any]:
    return {**STECHEN, **changes}


def test_a_possible_position_is_accepted() -> None:
    view = zz.View.describe(**STECHEN)
    assert view.hand_size == 5 and view.stock_size == 52 - 3 * 7
    assert [str(m) for m in view.legal_moves()] == ["K"]  # compulsory beating


# --- Turn order across tricks (1.6, 1.10.1) ---


def test_1_6_first_trick_is_led_left_of_the_dealer() -> None:
    tricks = [[(2, "A"), (0, "8"), (1, "4")]]
    refused(
        r"trick 1 is led by seat 2, but seat 1, the first seat still in to the dealer's left "
        r"\(the dealer is seat 0\), leads the first trick",
        **stechen(tricks=tricks, hand="K 9 7 3 2 2"),
    )
    refused(
        r"the trick is led by seat 2, but seat 1, the first seat still in to the dealer's left",
        players=4,
        seat=3,
        dealer=0,
        hand="K 9 7 3 2 2 2",
        trick=[(2, "5")],
    )
    refused(
        r"seat 2 is to lead, but seat 1, the first seat still in to the dealer's left",
        players=4,
        seat=2,
        dealer=0,
        hand="K 9 7 3 2 2 2",
    )


def test_1_6_first_trick_is_led_left_of_an_eliminated_dealer() -> None:
    # Seat 3 lost the last showdown, went out and dealt: seat 0 leads, not seat 1.
    out_dealer = {
        "players": 4,
        "dealer": 3,
        "out": [3],
        "totals": [0, 0, 0, 24],
        "hand": "K 9 7 3 2",
    }
    view = zz.View.describe(seat=1, trick=[(0, "8")], **out_dealer)
    assert view.in_match == [0, 1, 2]
    refused(
        r"the trick is led by seat 1, but seat 0, the first seat still in to the dealer's left "
        r"\(the dealer is seat 3\)",
        seat=2,
        trick=[(1, "8")],
        **out_dealer,
    )


def test_1_6_the_winner_of_a_trick_leads_the_next() -> None:
    # Standard rules: seat 3 beat last with the ace and must lead trick 2.
    base = {"players": 4, "seat": 1, "dealer": 0, "hand": "K 9 7 3 2"}
    first = [(1, "8"), (2, "10"), (3, "A"), (0, "2")]
    second = [(3, "4"), (0, "5"), (1, "7"), (2, "J")]
    zz.View.describe(**base, tricks=[first, second], trick=[(2, "6"), (3, "3"), (0, "4")])
    refused(
        r"trick 2 is led by seat 2, but seat 3 won trick 1 and leads the next trick",
        **base,
        tricks=[first, [(2, "4"), (3, "5"), (0, "6"), (1, "7")]],
    )


def test_1_6_the_trick_so_far_is_led_by_the_last_winner() -> None:
    refused(
        r"the trick is led by seat 2, but nobody stach in trick 2, so its leader, seat 0, leads",
        **stechen(trick=[(2, "Q"), (0, "3")]),
    )
    refused(
        r"seat 1 is to lead, but nobody stach in trick 2, so its leader, seat 0, leads",
        **stechen(trick=[], hand="K 9 7 3 2"),
    )


def test_1_10_1_the_last_stechen_play_wins_the_trick() -> None:
    # 9 9 stach the lead 8 8; K 10 beat the lead too but is not of one rank: seat 2 leads next.
    # Seat 0 could not beat 8 8 and gave off 3 2; it had to beat the J with its K, and stach.
    base = {"rules": "rasmussen", "players": 4, "seat": 0, "dealer": 0}
    first = [(1, "8 8"), (2, "9 9"), (3, "K 10"), (0, "3 2")]
    second = [(2, "J"), (3, "4"), (0, "K"), (1, "2")]
    zz.View.describe(**base, hand="K 7 6 5 4", tricks=[first], trick=[(2, "J"), (3, "4")])
    zz.View.describe(**base, hand="7 6 5 4", tricks=[first, second])
    refused(
        r"trick 2 is led by seat 3, but seat 2 made the last stechen play of trick 1",
        **base,
        hand="7 6 5 4",
        tricks=[first, [(3, "J"), (0, "K"), (1, "2"), (2, "4")]],
    )
    # Under the standard rules the same plays make K 10 the winner.
    refused(
        r"trick 2 is led by seat 2, but seat 3 won trick 1",
        **{**base, "rules": "standard"},
        hand="7 6 5 4",
        tricks=[first, second],
    )


def test_1_10_1_nobody_stach_the_leader_leads_again() -> None:
    refused(
        r"the trick is led by seat 0, but nobody stach in trick 1, so its leader, seat 1, leads",
        **stechen(
            tricks=[[(1, "A"), (2, "4"), (0, "5")]],
            hand="K 9 7 3 2 2",
            trick=[(0, "Q")],
        ),
    )


def test_1_6_plays_go_round_to_the_left_skipping_seats_out() -> None:
    # Seat 1 is out; seat 3 lost the last showdown with a 2 and dealt two cards each.
    base = {
        "players": 4,
        "dealer": 3,
        "out": [1],
        "totals": [3, 23, 0, 2],
        "loss_cards": ["3", "", "", "2"],
    }
    zz.View.describe(**base, seat=2, hand="K 9", trick=[(0, "8")])
    refused(r"seat 1 is not in the match", **base, seat=2, hand="K 9", trick=[(0, "8"), (1, "9")])
    refused(
        r"after seat 0 it is seat 2's turn, not seat 3's",
        **base,
        seat=3,
        hand="K 9",
        trick=[(0, "8")],
    )
    refused(
        r"trick 1: seat 3 plays after seat 0, but it is seat 2's turn",
        **base,
        seat=2,
        hand="K",
        tricks=[[(0, "8"), (3, "9"), (2, "10")]],
    )


def test_1_6_a_trick_so_far_has_not_gone_round() -> None:
    refused(
        r"the trick has 3 plays: every player still in has played to it",
        **stechen(trick=[(0, "Q"), (1, "K"), (2, "3")]),
    )


def test_1_6_a_lead_is_of_one_rank() -> None:
    refused(
        r"trick 1: seat 1 leads \[9 8\], but a lead is of one rank",
        **stechen(tricks=[[(1, "9 8"), (2, "4 3"), (0, "J J")]], hand="K 9 7 3 2"),
    )


def test_1_6_a_lead_keeps_a_card() -> None:
    # Everyone holds two cards: a lead of two would leave the leader none.
    refused(
        r"a hand of 2 cannot follow a lead of 2: the leader kept a card",
        players=3,
        seat=2,
        dealer=0,
        hand="K 9",
        played="A 5 5 7 7 8 3 4 4 6 6 9 10 10 J",
        trick=[(1, "Q Q")],
    )


def test_1_8_one_card_each_is_the_showdown_not_a_turn() -> None:
    refused(
        r"the player holds one card: with one card each the showdown follows",
        players=2,
        seat=1,
        dealer=0,
        hand="K",
        played="A A 2 3 4 5 6 7 8 9 10 J",
    )


# --- The describing player's own plays (1.6, 1.10) ---


def test_described_give_off_must_be_the_lowest_cards() -> None:
    # Seat 1 held K 9 7 4 3 2 against the ace and gave off the 4, not its lowest card, the 2.
    refused(
        r"trick 2: seat 1 plays \[4\] holding \[K 9 7 4 3 2\]: it does not beat \[A\], and a "
        r"give-off is the lowest cards, \[2\]",
        **stechen(
            hand="K 9 7 3 2",
            tricks=[[(1, "8"), (2, "4"), (0, "J")], [(0, "A"), (1, "4"), (2, "5")]],
        ),
    )


def test_1_10_1_beating_is_compulsory_for_the_describing_player() -> None:
    # Seat 1 gave off the 2 against the jack while holding the king.
    refused(
        r"trick 2: seat 1 plays \[2\] holding \[K 9 7 3 2 2\]: beating is compulsory, and "
        r"\[K 9 7 3 2 2\] can beat \[J\]",
        **stechen(tricks=[[(1, "8"), (2, "4"), (0, "J")], [(0, "J"), (1, "2"), (2, "5")]]),
    )
    # Under the standard rules the same give-off is allowed.
    zz.View.describe(
        **stechen(
            rules="standard",
            tricks=[[(1, "8"), (2, "4"), (0, "J")], [(0, "J"), (1, "2"), (2, "5")]],
        )
    )


def test_1_10_2_a_joker_is_not_led_alone() -> None:
    refused(
        r"trick 1: seat 1 leads \[\*\] holding \[\* K 9 7 3 2 2\]: jokers are led alone only",
        rules="sechsundzwanzig",
        players=3,
        seat=1,
        dealer=0,
        hand="K 9 7 3 2 2",
        tricks=[[(1, "*"), (2, "4"), (0, "5")]],
    )


# --- Deal sizes and the stock (1.4, 1.5, 1.9) ---


def test_1_4_first_deal_gives_first_deal_cards() -> None:
    # The README's old position: five cards in hand and one played make six, not seven.
    refused(
        r"the player holds 5 cards and played 1 in earlier tricks, so was dealt 6; the first "
        r"deal gives 7 cards each",
        **stechen(tricks=[[(1, "8"), (2, "4"), (0, "J")]]),
    )
    rules = zz.Rules.standard().replace(first_deal=5)
    zz.View.describe(players=4, seat=1, dealer=0, hand="K 9 7 3 2", rules=rules)


def test_1_4_first_deal_is_capped_by_the_cards() -> None:
    # 13 wanted, but 52 cards give five players 10 each; the stock keeps 2.
    rules = zz.Rules.standard().replace(first_deal=13)
    view = zz.View.describe(players=5, seat=1, dealer=0, hand="A K Q J 10 9 8 7 6 5", rules=rules)
    assert view.stock_size == 2 and view.log[0]["stock"] == 2
    refused(
        r"the first deal gives 10 cards each \(not 13: 52 cards give 5 players 10 each\)",
        players=5,
        seat=1,
        dealer=0,
        hand="A K Q J 10 9 8 7 6 5 4 3 2",
        rules=rules,
    )


def test_1_4_later_deal_gives_the_dealer_s_loss_card_value() -> None:
    # Seat 0 deals, so it lost the last showdown: with its queen, ten cards each.
    base = {
        "players": 4,
        "seat": 2,
        "dealer": 0,
        "loss_cards": ["Q", "5", "", "3"],
        "trick": [(1, "8")],
    }
    view = zz.View.describe(**base, hand="A K Q J 10 9 8 7 6 5")
    assert view.deal == 2 and view.stock_size == 52 - 3 - 40
    refused(
        r"so was dealt 7; the dealer, seat 0, lost the last showdown with one of its loss cards "
        r"\[Q\], and a later deal gives as many cards as the loss card is worth: 10 cards each",
        **base,
        hand="K 9 9 4 3 2 2",
    )


def test_1_4_later_deal_gives_a_loss_card_value() -> None:
    # Loss cards go back under Schlagen und Stechen: any value 2-11 may be dealt, not 12.
    base = {"rules": "rasmussen", "players": 3, "seat": 1, "dealer": 0, "totals": [10, 0, 4]}
    zz.View.describe(**base, hand="K 9 7 3 2 2 2 4 4 5 5")
    refused(
        r"a later deal gives as many cards as the last loss card is worth: "
        r"2, 3, 4, 5, 6, 7, 8, 9, 10 or 11 cards each",
        **base,
        hand="K 9 7 3 2 2 2 4 4 5 5 6",
    )
    # A joker lost gives 13.
    zz.View.describe(
        rules="sechsundzwanzig",
        players=3,
        seat=1,
        dealer=0,
        loss_cards=["*", "", "2 2"],
        hand="A A K K Q Q J J 10 10 9 9 8",
    )


def test_1_4_no_deal_gives_more_than_13_cards() -> None:
    refused(
        r"so was dealt 14; no deal gives more than 13",
        players=2,
        seat=1,
        dealer=0,
        hand="A A K K Q Q J J 10 10 9 9 8 8",
    )


def test_1_9_deal_1_comes_before_any_showdown() -> None:
    refused(
        r"deal 1 comes before any showdown, but seat 1 has 5 points",
        players=4,
        seat=2,
        dealer=0,
        deal=1,
        hand="K 9 9 4 3 2 2",
        loss_cards=["", "5", "", ""],
    )


def test_1_9_the_loser_of_the_last_showdown_deals() -> None:
    refused(
        r"in a later deal the dealer lost the last showdown, but the dealer, seat 0, has no "
        r"points",
        players=4,
        seat=2,
        dealer=0,
        hand="K 9 9 4 3",
        loss_cards=["", "5", "", ""],
    )
    refused(r"the dealer, seat 0, has no points", **stechen(deal=3))


def test_1_4_loss_cards_kept_out_of_the_deck_are_named() -> None:
    # Under the standard rules loss cards lie out of the deck; totals alone leave them unknown.
    refused(
        r"seat 1 has 5 points: under these rules its loss cards lie in front of it, out of the "
        r"deck; name them",
        players=4,
        seat=2,
        dealer=1,
        hand="K 9 9 4 3",
        totals=[0, 5, 0, 0],
    )
    # A seat out may be given without loss cards: they went back into the deck.
    view = zz.View.describe(
        players=4,
        seat=2,
        dealer=1,
        hand="K 9 9 4 3",
        totals=[0, 5, 0, 25],
        loss_cards=["", "5", "", ""],
        out=[3],
    )
    assert view.stock_size == 51 - 15


def test_1_5_exchanges_fit_the_stock() -> None:
    # Deal 1 for six players leaves 10 cards in the stock; seat 1 takes 7 of them, in turn from
    # the dealer's left, and seat 2 finds 3.
    base = {"players": 6, "seat": 0, "dealer": 5, "hand": "K 9 7 3 2 2 2"}
    assert zz.View.describe(**base, exchanged=[0, 7, 3, 0, 0, 0]).stock_size == 0
    refused(
        r"seat 2 exchanged 7 cards, but only 3 were left in the stock \(10 after the deal\)",
        **base,
        exchanged=[0, 7, 7, 0, 0, 0],
    )


def test_1_5_with_an_empty_stock_the_exchange_turn_is_not_the_player_s() -> None:
    base = {"players": 6, "seat": 3, "dealer": 5, "hand": "K 9 7 3 2 2 2", "phase": "exchange"}
    assert zz.View.describe(**base, exchanged=[0, 7, 2, None, None, None]).stock_size == 1
    refused(
        r"the stock is empty, so the player can only exchange nothing",
        **base,
        exchanged=[0, 7, 3, None, None, None],
    )


def test_1_5_a_player_exchanges_from_their_hand() -> None:
    refused(
        r"seat 2 exchanged 8 cards, but each player was dealt 7",
        players=4,
        seat=1,
        dealer=0,
        hand="K 9 7 3 2 2 2",
        exchanged=[0, 0, 8, 0],
    )


def test_described_deal_event_shows_the_stock() -> None:
    view = zz.View.describe(**STECHEN, exchanged=[1, 0, 2])
    deal = view.log[0]
    assert (deal["event"], deal["hand_size"], deal["stock"]) == ("deal", 7, 52 - 21)
    assert view.stock_size == 52 - 21 - 3
    exchanges = [(e["player"], e["count"]) for e in view.log if e["event"] == "exchange"]
    assert exchanges == [(1, 0), (2, 2), (0, 1)]  # in turn from the dealer's left


def test_earlier_tricks_given_as_cards_only_leave_their_order_unchecked() -> None:
    # Who won tricks given as cards only is not known: any seat may lead the trick so far, and
    # the player's own plays in them are not read.
    base = {"players": 3, "seat": 1, "dealer": 0, "hand": "K 9 7 3 2", "played": "A 8 4 J 5 2"}
    assert zz.View.describe(**base, trick=[(0, "Q")]).hand_size == 5
    assert zz.View.describe(**base, trick=[(2, "Q"), (0, "3")]).hand_size == 5


# --- Cross-checks that were there before stay ---


def test_cards_in_sight_are_in_the_deck() -> None:
    refused(r"5 cards A in sight", players=4, seat=0, dealer=3, hand="A A A A A")
    refused(
        r"5 cards A in sight",
        **stechen(hand="K 9 7 A A", trick=[(0, "A")], tricks=[[(1, "A"), (2, "4"), (0, "A")]]),
    )


def test_hostile_counts_are_refused_not_wrapped() -> None:
    many_twos = ["2 " * 10] * 32
    refused(r"cards 2 in sight", players=32, seat=0, dealer=31, hand="K K", loss_cards=many_twos)
    refused(
        r"the trick: 40 plays, but 32 players are in",
        players=32,
        seat=0,
        dealer=31,
        hand="K K",
        trick=[(p % 32, "5") for p in range(40)],
    )
    refused(r"100000 earlier tricks", **stechen(tricks=[[(1, "5")]] * 100_000))
    with pytest.raises(zz.CardError, match="more cards than the largest decks can hold"):
        zz.View.describe(**stechen(played=["A"] * 300))


# --- Lists where tuples are ---


def test_lists_are_accepted_where_tuples_are() -> None:
    as_tuples = zz.View.describe(**STECHEN)
    as_lists = zz.View.describe(
        **stechen(
            tricks=[[list(p) for p in t] for t in STECHEN["tricks"]],
            trick=[list(p) for p in STECHEN["trick"]],
        )
    )
    as_tuple_of_tuples = zz.View.describe(
        **stechen(tricks=tuple(tuple(t) for t in STECHEN["tricks"]), trick=((0, "Q"),))
    )
    from_json = zz.View.from_description(json.dumps(STECHEN))
    assert as_tuples == as_lists == as_tuple_of_tuples == from_json
    with pytest.raises(TypeError, match=r"expected a play as \(seat, cards\)"):
        zz.View.describe(**stechen(trick=["0 Q"]))
    with pytest.raises(TypeError, match=r"expected a play as \(seat, cards\)"):
        zz.View.describe(**stechen(trick=[[0, "Q", 1]]))


# --- The README's position file ---


def readme_position() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Advice at a real table") :]
    found = re.search(r"```json\n(.*?)```", section, re.DOTALL)
    assert found, "the README shows a position file"
    return found.group(1)


def test_the_readme_s_position_file_is_possible_and_advised() -> None:
    view = zz.View.from_description(readme_position())
    assert view.rules == zz.Rules.rasmussen() and view.player == 1
    assert [str(m) for m in view.legal_moves()] == ["K"]
    kinds = [(e["player"], e["kind"]) for e in view.log if e["event"] == "play"]
    assert (1, "give_off") in kinds and (2, "give_off") in kinds  # the search reads these
    advice = zz.advise(view, iterations=50, seed=0)
    assert [str(a.move) for a in advice] == ["K"]


# --- Property: real positions, described, give the engine's own view ---


def described(view: zz.View, rng: random.Random) -> tuple[zz.View, str]:
    """What the player of `view` sees, described one of three ways: as Python objects with
    tuples, as plain lists and strings, or as a JSON position file."""
    log = view.log
    start = max(i for i, e in enumerate(log) if e["event"] == "deal") + 1
    tricks: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] = []
    for e in log[start:]:
        if e["event"] == "play":
            current.append((e["player"], e["cards"]))
        elif e["event"] == "trick":
            tricks.append(current)
            current = []
    n = view.players
    d: dict[str, Any] = {
        "players": n,
        "seat": view.player,
        "dealer": view.dealer,
        "phase": view.phase,
        "deal": view.deal,
        "hand": " ".join(str(c) for c in view.hand),
        "discards": " ".join(str(c) for c in view.discards),
        "exchanged": view.exchanged,
        "trick": [(p, str(play)) for p, play in view.trick],
        "tricks": tricks,
        "loss_cards": [" ".join(str(c) for c in view.loss_cards(p)) for p in range(n)],
        "totals": view.totals,
        "out": [p for p in range(n) if p not in view.in_match],
    }
    way = rng.choice(["objects", "lists", "json", "played"])
    if way == "played":
        d["played"] = " ".join(cards for t in tricks for _, cards in t)
        d["tricks"] = []
    if way == "json":
        d["rules"] = json.loads(view.rules.to_json())
        return zz.View.from_description(json.dumps(d)), way
    d["rules"] = view.rules
    if way == "objects":
        d["hand"], d["trick"] = view.hand, view.trick
    else:
        d["trick"] = [list(p) for p in d["trick"]]
        d["tricks"] = [[list(p) for p in t] for t in d["tricks"]]
    return zz.View.describe(**d), way


def deal_event(view: zz.View) -> tuple[int, int]:
    deal = [e for e in view.log if e["event"] == "deal"][-1]
    return deal["hand_size"], deal["stock"]


def agree(mine: zz.View, engine: zz.View) -> None:
    def seen(v: zz.View) -> dict[str, Any]:
        return {
            "hand": [str(c) for c in v.hand],
            "hand_size": v.hand_size,
            "stock_size": v.stock_size,
            "trick": [(p, str(play)) for p, play in v.trick],
            "played": sorted(str(c) for c in v.played),
            "totals": v.totals,
            "in_match": v.in_match,
            "legal_moves": [str(m) for m in v.legal_moves()],
            "deal": deal_event(v),
        }

    assert seen(mine) == seen(engine)


RULE_SETS = [
    zz.Rules.standard(),
    zz.Rules.twenty_two(),
    zz.Rules.rasmussen(),
    zz.Rules.sechsundzwanzig(),
    zz.Rules.standard().replace(exchange=False, first_deal=5),
    zz.Rules.rasmussen().replace(first_deal=13),
]


def test_described_positions_agree_with_the_engine_s_views() -> None:
    checked, ways = 0, set()
    for r, rules in enumerate(RULE_SETS):
        for players in (2, 3, 4, 6, 8):
            for seed in range(30):
                rng = random.Random(f"{r} {players} {seed}")
                m = zz.Match(players=players, rules=rules, seed=seed)
                for _ in range(rng.randrange(400)):
                    if m.is_over:
                        break
                    m.apply(rng.choice(m.legal_moves()))
                if m.is_over:
                    continue
                seat = m.current_player
                assert seat is not None
                engine = m.view(seat)
                mine, way = described(engine, rng)
                agree(mine, engine)
                checked += 1
                ways.add(way)
    assert checked > 300 and len(ways) == 4, (checked, ways)


# --- Every play at once: some deal of the cards out of sight fits them all ---


def test_a_give_off_that_no_hand_of_the_cards_out_of_sight_fits_is_refused() -> None:
    # Seat 1 gave off a 2 to the lead of a 5 under compulsory beating: every card it held was
    # lower than 5 and no lower than 2, seven cards of 2, 3 and 4 ... and so were seat 2's.
    # Either could have; both together need 14 of the 12 cards of those ranks.
    both = {
        "rules": "rasmussen",
        "players": 3,
        "seat": 0,
        "dealer": 2,
        "hand": "K Q J 10 9 8",
        "tricks": [[(0, "5"), (1, "2"), (2, "2")]],
    }
    refused(
        r"impossible position: no deal of the cards out of sight fits the plays of seats 1 "
        r"and 2 together",
        **both,
    )
    # With two players, a give-off of a 2 to a 3 leaves only 2s to hold: seven of four.
    refused(
        r"impossible position: no hand of the cards out of sight fits every play of seat 1",
        rules="rasmussen",
        players=2,
        seat=0,
        dealer=1,
        hand="K 9 7 6 5 4",
        tricks=[[(0, "3"), (1, "2")]],
    )
    # Seat 2 beating instead leaves a deal that fits.
    view = zz.View.describe(**{**both, "tricks": [[(0, "5"), (1, "2"), (2, "6")]], "seat": 2})
    assert view.determinize(seed=1).view(2).hand == view.hand


RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def mutated(d: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """`d` with one card of one earlier trick's play changed to another rank."""
    tricks = [list(t) for t in d["tricks"]]
    t = rng.randrange(len(tricks))
    i = rng.randrange(len(tricks[t]))
    seat, cards = tricks[t][i]
    ranks = str(cards).split()
    ranks[rng.randrange(len(ranks))] = rng.choice(RANKS)
    tricks[t][i] = (seat, " ".join(ranks))
    return {**d, "tricks": tricks}


def test_every_described_position_accepted_can_be_dealt_and_advised() -> None:
    accepted = refused_count = 0
    for r, rules in enumerate([zz.Rules.rasmussen(), zz.Rules.standard()]):
        for players in (2, 3, 5, 8):
            for seed in range(40):
                rng = random.Random(f"mutated {r} {players} {seed}")
                m = zz.Match(players=players, rules=rules, seed=seed)
                for _ in range(rng.randrange(8, 300)):
                    if m.is_over:
                        break
                    m.apply(rng.choice(m.legal_moves()))
                if m.is_over or m.phase != "play":
                    continue
                seat = m.current_player
                assert seat is not None
                original = m.view(seat)
                d = {
                    "rules": rules,
                    "players": players,
                    "seat": seat,
                    "dealer": original.dealer,
                    "deal": original.deal,
                    "hand": original.hand,
                    "discards": original.discards,
                    "exchanged": original.exchanged,
                    "trick": original.trick,
                    "tricks": described_tricks(original),
                    "loss_cards": [original.loss_cards(p) for p in range(players)],
                    "totals": original.totals,
                    "out": [p for p in range(players) if p not in original.in_match],
                }
                if not d["tricks"]:
                    continue
                for _ in range(5):
                    try:
                        view = zz.View.describe(**mutated(d, rng))
                    except zz.StateError:
                        refused_count += 1
                        continue
                    accepted += 1
                    view.determinize(seed=0)
                    assert zz.advise(view, iterations=2, seed=0)
    assert accepted > 50 and refused_count > 50, (accepted, refused_count)


def described_tricks(view: zz.View) -> list[list[tuple[int, str]]]:
    """The finished tricks of the deal in progress, as `describe` takes them."""
    log = view.log
    start = max(i for i, e in enumerate(log) if e["event"] == "deal") + 1
    tricks: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] = []
    for e in log[start:]:
        if e["event"] == "play":
            current.append((e["player"], e["cards"]))
        elif e["event"] == "trick":
            tricks.append(current)
            current = []
    return tricks
