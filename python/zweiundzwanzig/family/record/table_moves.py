"""The moves of one seat's record, by whoever is to move: the recorder's seen in full, the
others' exchanges unseen."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig import _core as zz
from zweiundzwanzig.family.record.table import Table
from zweiundzwanzig.family.record.table_deal import skip_empty_stock
from zweiundzwanzig.family.record.tokens import cards_of, read_exchange
from zweiundzwanzig.records import Deal, Token


def seat_move(table: Table, token: Token) -> Any:
    """The move the recorder's token writes."""
    if table.phase == "exchange":
        exchange = read_exchange(token)
        if exchange.discarded is None:
            raise token.fail(f"{token.text!r}: seat {table.seat} sees its own discards")
        return zz.Move("exchange", exchange.discarded)
    return zz.Move("play", cards_of(token, token.text))


def take_move(table: Table, deal: Deal, token: Token) -> None:
    """One move of one seat's record, by whoever is to move."""
    if table.over:
        raise token.fail(f"{token.text!r} comes after the match is over")
    if table.phase in ("dealing", "showdown"):
        raise token.fail(
            f"deal {deal.number} is over: write its Result line, then Deal {deal.number + 1}"
        )
    if table.phase == "exchange":
        take_exchange(table, token)
    else:
        take_play(table, token)


def take_exchange(table: Table, token: Token) -> None:
    exchange = read_exchange(token)
    player, mine = table.to_move, table.to_move == table.seat
    if mine and (exchange.discarded is None or exchange.drawn is None):
        raise token.fail(f"{token.text!r}: seat {table.seat} sees what it discards and draws")
    if not mine and exchange.count and (exchange.discarded or exchange.drawn):
        raise token.fail(f"seat {table.seat} does not see seat {player}'s cards: write ?-?/?-?")
    if exchange.count > table.stock:
        raise token.fail(
            f"seat {player} cannot exchange {exchange.count}: the stock holds {table.stock}"
        )
    if mine:
        hand = list(table.hand)
        for card in (exchange.discarded or "").split():
            if card not in hand:
                raise token.fail(f"seat {player} cannot discard {card}: not in hand")
            hand.remove(card)
        table.hand = sorted(hand + (exchange.drawn or "").split(), key=zz.Card, reverse=True)
        table.discards = exchange.discarded or ""
    table.exchanged[player] = exchange.count
    table.stock -= exchange.count
    table.exchanges_left -= 1
    table.to_move = table.left_of(player)
    skip_empty_stock(table)


def take_play(table: Table, token: Token) -> None:
    cards = cards_of(token, token.text)
    player, size = table.to_move, len(cards.split())
    lead = len(table.trick[0][1].split()) if table.trick else None
    if size > table.hand_size - 1 or (lead is not None and size != lead):
        wanted = f"{lead} cards" if lead else f"1 to {table.hand_size - 1} cards"
        raise token.fail(f"seat {player} cannot play {token.text!r} here: a play is {wanted}")
    if player == table.seat:
        hand = list(table.hand)
        for card in cards.split():
            if card not in hand:
                raise token.fail(f"seat {player} cannot play {card}: not in hand")
            hand.remove(card)
        table.hand = hand
    try:
        winner = zz.trick_winner([c for _, c in table.trick] + [cards], table.tags.rules)
    except zz.ZweiundzwanzigError as err:
        raise token.fail(f"seat {player} cannot play {token.text!r} here: {err}") from None
    table.trick.append((player, cards))
    table.to_move = table.left_of(player)
    if len(table.trick) == len(table.in_match()):
        end_trick(table, size, winner)


def end_trick(table: Table, size: int, winner: int) -> None:
    """The trick is complete: its winner (by the rules) leads the next, or the showdown."""
    table.to_move = table.trick[winner][0]
    table.tricks.append(table.trick)
    table.trick = []
    table.hand_size -= size
    if table.hand_size == 1:
        table.phase = "showdown"
