"""Big Two's record read game by game: each game's header lines, its moves, its result."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._core.big_two import Card
from zweiundzwanzig.records import Deal, Line, Tags, Token, deals, seat

DEAL = "game"
"""The keyword of a game's first line (``Game 1``)."""


@dataclass(frozen=True)
class Result:
    """A ``Result:`` line: the winner, each seat's penalty and total (each part optional)."""

    winner: int | None = None
    penalties: list[int] | None = None
    totals: list[int] | None = None


@dataclass
class Written:
    """One game of a record as written: its header lines read, its moves, its result."""

    number: int
    at: Token
    moves: tuple[Token, ...]
    dealer: tuple[int, Token] | None = None
    hands: dict[int, tuple[list[Card], Token]] = field(default_factory=dict)
    face_up: tuple[Card, int, Token] | None = None
    leader: tuple[int, Token] | None = None
    result: tuple[Result, Token] | None = None


def _games(document: Any, tags: Tags) -> list[Written]:
    """The record's games in order, each header line read (the moves are not yet made)."""
    return [_game(deal, tags.players) for deal in deals(document, DEAL)]


def _game(deal: Deal, players: int) -> Written:
    game = Written(deal.number, deal.start.start, deal.moves)
    for hand in deal.headers_named("hand"):
        _hand_line(game, hand, players)
    if (dealer := deal.header("dealer")) is not None:
        game.dealer = (seat(_only(dealer, 1)[0], players), dealer.start)
    if (leader := deal.header("leader")) is not None:
        game.leader = (seat(_only(leader, 1)[0], players), leader.start)
    if (face_up := deal.header("face-up")) is not None:
        card, taker = _only(face_up, 2)
        game.face_up = (_card(card), seat(taker, players), face_up.start)
    if deal.result is not None:
        game.result = (_result(deal.result, players), deal.result.start)
    return game


def _hand_line(game: Written, line: Line, players: int) -> None:
    if line.number is None:
        raise line.start.fail("a hand's line names its seat: `Hand 0: 3♦ ...`")
    owner = seat(line.number, players)
    if owner in game.hands:
        raise line.start.fail(f"game {game.number} has one Hand line for seat {owner}")
    cards: list[Card] = []
    for token in line.tokens:
        card = _card(token)
        if card in cards:
            raise token.fail(f"{card} is written twice in seat {owner}'s hand")
        cards.append(card)
    game.hands[owner] = (cards, line.start)


def _only(line: Line, count: int) -> tuple[Token, ...]:
    """The line's words after its colon, which must be ``count``; a header without number."""
    what = {1: "a seat", 2: "a card and the seat that took it"}[count]
    if line.number is not None or len(line.tokens) != count:
        raise line.start.fail(f"a {line.start.text} line is `{line.start.text}:` and {what}")
    return line.tokens


def _card(token: Token) -> Card:
    try:
        return Card(token.text)
    except ZweiundzwanzigError as e:
        raise token.fail(str(e)) from None


def _result(line: Line, players: int) -> Result:
    """``winner S, penalties ..., totals ...``: each part at most once, in any order."""
    parts: dict[str, list[int]] = {}
    text = " ".join(t.text for t in line.tokens)
    for part in text.split(","):
        name, *values = part.split() or [""]
        if name not in ("winner", "penalties", "totals") or name in parts:
            raise line.start.fail(
                f"a result is `winner S, penalties ..., totals ...`, not {part.strip()!r}"
            )
        wanted = 1 if name == "winner" else players
        if len(values) != wanted or not all(
            v.isascii() and v.isdigit() and len(v) < 10 for v in values
        ):
            raise line.start.fail(f"the result's {name}: {wanted} whole number(s)")
        parts[name] = [int(v) for v in values]
    winner = parts.get("winner")
    if winner is not None and winner[0] >= players:
        raise line.start.fail(f"the winner {winner[0]} is no seat at a table of {players}")
    return Result(winner[0] if winner else None, parts.get("penalties"), parts.get("totals"))
