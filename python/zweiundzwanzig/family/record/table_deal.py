"""A deal of one seat's record begun: its dealer, the recorder's hand, the exchange or the
tricks opened."""

from __future__ import annotations

from zweiundzwanzig.family.record.table import Table
from zweiundzwanzig.family.record.written import (
    deal_line,
    draw_winner,
    written_dealer,
    written_draws,
    written_hands,
)
from zweiundzwanzig.records import Deal, Line


def begin_deal(table: Table, deal: Deal) -> None:
    """Starts a deal of one seat's record: its dealer and the recorder's hand."""
    at = deal.start.start
    if table.over:
        raise at.fail(f"the match is over after deal {deal.number - 1}")
    if table.phase != "dealing":
        raise at.fail(f"deal {table.deal} is not over: seat {table.to_move} is to move")
    rounds = written_draws(deal, table.players)
    dealer = written_dealer(deal, table.players)
    losers = table.last_losers
    if dealer is None and rounds:
        dealer = draw_winner(rounds)
    if dealer is None:
        if len(losers) != 1:
            raise at.fail(f"write the dealer of deal {deal.number}: Dealer: N")
        dealer = losers[0]
    elif losers and dealer not in losers:
        raise deal_line(deal, "dealer").fail(
            f"a loser of the last showdown deals: seat {' or '.join(map(str, losers))}"
        )
    table.deal, table.dealer = deal.number, dealer
    deal_hand(table, deal)


def deal_hand(table: Table, deal: Deal) -> None:
    """The recorder's hand as dealt, its size checked, and the exchange or the tricks opened."""
    hands = written_hands(deal, table.players)
    inside = table.in_match()
    size = deal_size(table, inside)
    table.hand = own_hand(table, deal, hands, size) if table.seat in inside else []
    if table.seat not in inside and hands:
        raise hands[table.seat][1].start.fail(f"seat {table.seat} is out and is dealt no hand")
    table.hand_size, table.discards = size, ""
    table.stock = available(table, inside) - size * len(inside)
    table.exchanged = [None] * table.players
    table.tricks, table.trick = [], []
    table.to_move = table.left_of(table.dealer)
    if table.options["exchange"]:
        table.phase, table.exchanges_left = "exchange", len(inside)
        skip_empty_stock(table)
    else:
        start_tricks(table)


def own_hand(table: Table, deal: Deal, hands: dict[int, tuple[str, Line]], size: int) -> list[str]:
    """The recorder's hand as its Hand line writes it, of the deal's size."""
    if table.seat not in hands:
        raise deal.start.start.fail(
            f"seat {table.seat}'s record gives its hand: Hand {table.seat}:"
        )
    cards, line = hands[table.seat]
    if len(cards.split()) != size:
        raise line.tokens[0].fail(
            f"deal {deal.number} gives {size} cards each, not {len(cards.split())}"
        )
    return cards.split()


def available(table: Table, inside: list[int]) -> int:
    """The cards the deal is dealt from: the decks less the loss cards of players still in."""
    options = table.options
    decks = options["decks"] or -(-table.players // 6)
    cards = decks * (52 + options["jokers_per_deck"])
    if options["loss_cards"] == "kept":
        cards -= sum(len(table.loss_cards[p]) for p in inside)
    return int(cards)


def deal_size(table: Table, inside: list[int]) -> int:
    target = table.target or table.options["first_deal"]
    return int(min(target, 13, available(table, inside) // len(inside)))


def skip_empty_stock(table: Table) -> None:
    """The exchange turns an empty stock takes (not written), then the tricks."""
    while table.exchanges_left and table.stock == 0:
        table.exchanged[table.to_move] = 0
        table.exchanges_left -= 1
        table.to_move = table.left_of(table.to_move)
    if not table.exchanges_left:
        start_tricks(table)


def start_tricks(table: Table) -> None:
    table.phase = "play"
    table.to_move = table.left_of(table.dealer)
    if table.hand_size == 1:
        table.phase = "showdown"
