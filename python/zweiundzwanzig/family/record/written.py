"""A deal's header lines as written (its draw, dealer and hands), read and checked: what a
full record and one seat's record read alike."""

from __future__ import annotations

from zweiundzwanzig import _core as zz
from zweiundzwanzig import records
from zweiundzwanzig.family.record.tokens import cards_of, one_card
from zweiundzwanzig.records import Deal, Line, Token


def check_headers(deal: Deal, recorder: int | None) -> None:
    """Every header line of the deal is one the family writes, with a seat where it needs
    one; one Dealer line at most."""
    deal.header("dealer")
    seen: set[int] = set()
    for line in deal.headers:
        if line.key == "hand":
            if line.number is None:
                raise line.start.fail("a hand is written Hand N: its cards (N the seat)")
            seat = int(line.number.text)
            if seat in seen:
                raise line.start.fail(f"seat {seat}'s hand is written twice")
            seen.add(seat)
            if recorder is not None and seat != recorder:
                raise line.start.fail(
                    f"seat {recorder}'s record shows its own hand only, not seat {seat}'s"
                )
        elif line.number is not None:
            raise line.number.fail(f"the {line.start.text} line holds no number")


def written_hands(deal: Deal, players: int) -> dict[int, tuple[str, Line]]:
    """The hands the deal's Hand lines give, by seat."""
    hands = {}
    for line in deal.headers_named("hand"):
        assert line.number is not None
        seat = records.seat(line.number, players)
        at = line.tokens[0] if line.tokens else line.start
        hands[seat] = (cards_of(at, " ".join(t.text for t in line.tokens), "a hand"), line)
    return hands


def written_draws(deal: Deal, players: int) -> list[list[tuple[int, str]]]:
    """The rounds of the draw the Draw lines give: (seat, card) pairs."""
    rounds = []
    for line in deal.headers_named("draw"):
        if not line.tokens:
            raise line.start.fail("a Draw line gives each seat's card: Draw: 0:K 1:7")
        pairs = []
        for token in line.tokens:
            seat, colon, card = token.text.partition(":")
            if not colon:
                raise token.fail(f"{token.text!r}: each draw is SEAT:CARD, e.g. 2:K")
            at = Token(seat, token.line, token.column)
            pairs.append((records.seat(at, players), one_card(token, card)))
        rounds.append(pairs)
    return rounds


def written_dealer(deal: Deal, players: int) -> int | None:
    """The seat the Dealer line names (None when not written)."""
    line = deal.header("dealer")
    if line is None:
        return None
    if len(line.tokens) != 1:
        raise line.start.fail("the dealer is written Dealer: N (N the seat)")
    return records.seat(line.tokens[0], players)


def deal_line(deal: Deal, key: str) -> Token:
    """Where an error about the deal's ``key`` line points (its line, else the deal line)."""
    line = deal.header(key)
    return (line.tokens[0] if line.tokens else line.start) if line else deal.start.start


def draw_winner(rounds: list[list[tuple[int, str]]]) -> int:
    """The seat that drew the highest card of the last round (the engine checks the rest)."""
    return max(rounds[-1], key=lambda pair: zz.Card(pair[1]))[0]
