"""A full record's moves made on its match: plays, and exchanges whose drawn cards the seed
draws (checked against the record) or the record writes."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig import _core as zz
from zweiundzwanzig import records
from zweiundzwanzig.family.record.tokens import KEEP, cards_of, dashed, read_exchange
from zweiundzwanzig.records import Deal, Token
from zweiundzwanzig.records.moves import OnMove


def make_token(match: Any, deal: Deal, token: Token, seeded: bool, on_move: OnMove | None) -> None:
    """Makes the move ``token`` writes: an exchange in the exchange, else a play."""
    if match.is_over:
        raise token.fail(f"{token.text!r} comes after the match is over")
    if match.phase == "dealing" or match.deal != deal.number:
        raise token.fail(f"deal {deal.number} is over: write Deal {deal.number + 1} before this")
    if match.phase != "exchange":
        if "/" in token.text or token.text.lower() == KEEP:
            raise token.fail(f"{token.text!r} is an exchange; the tricks have begun")
        move = zz.Move("play", cards_of(token, token.text))
        records.make(match, token, move, on_move)
        return
    exchange = read_exchange(token)
    if exchange.discarded is None or (exchange.drawn is None and "/" in token.text):
        raise token.fail(f"{token.text!r}: a full record shows every card ('?' is not one)")
    move = zz.Move("exchange", exchange.discarded)
    if seeded:
        player = match.current_player
        kept = hand_less(match.hand(player), exchange.discarded)
        records.make(match, token, move, on_move)
        check_drawn(token, hand_less(match.hand(player), kept), exchange.drawn)
    elif exchange.drawn is None:
        raise token.fail(f"without a [Seed], write the cards drawn: {token.text}/...")
    else:
        discarded = " ".join(move.ranks)
        drawn = exchange.drawn
        records.make(match, token, move, on_move, lambda: match._exchange_drawing(discarded, drawn))


def hand_less(hand: list[Any], cards: str | list[str]) -> list[str]:
    """The cards of ``hand`` less ``cards`` (high to low)."""
    left = [str(c) for c in hand]
    for card in cards.split() if isinstance(cards, str) else cards:
        if card in left:
            left.remove(card)
    return left


def check_drawn(token: Token, drawn: list[str], written: str | None) -> None:
    """Checks the cards an exchange drew from the seed against what the token says."""
    if written is not None and written.split() != drawn:
        raise token.fail(f"the seed draws {'-'.join(drawn)}, not {dashed(written)}")
