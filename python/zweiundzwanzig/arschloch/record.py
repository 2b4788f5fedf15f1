"""Arschloch's part of the game record notation (``docs/records/arschloch.md``).

A game of the match is written::

    Game 2
    Dealer: 3
    Hand 0: * A A K 10 9 6 5 3 2        (every seat's hand as dealt, before the exchange)
    ...
    Exchange 3 to 1: *-A / 2-2          (the Arsch 3 gives its best to the Chef 1, gets 2 2)
    5 pass 9 pass K pass pass           (one move a token, the seat implied by the turn)
    ...
    Result: 1 0 2 3, totals 5 3 7 9     (the finishing order, first out first; the totals)

Moves are the cards of a play joined by ``-`` (``Q-Q-*``) or ``pass``. Under ``chef_chooses``
the Exchange line holds only what the Arsch gave; the Chef's choice of what to give back is a
move token at the start of the game's moves. A one-seat record (``[Recorder "N"]``) writes only
the recorder's hand; an exchange or a Chef's choice it did not see has ``?`` for each card
(``?-?``).

Reading a one-seat record follows the table's public course (whose turn it is, who is out) to
attribute each move to its seat; the recorder's view at a decision is made by
`View.describe` from what the record shows, which replays the game with the engine's rules.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import Any

import zweiundzwanzig as zz
from zweiundzwanzig import records
from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._core.arschloch import Match, Move, View
from zweiundzwanzig.games import game_of
from zweiundzwanzig.records import Deal, Document, Line, Tags, Token
from zweiundzwanzig.records.moves import OnMove

KEYWORDS = frozenset({"game", "dealer", "hand", "exchange", "result"})
"""The words Arschloch's header lines start with."""

_ORDER = ("*", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
"""The ranks from high to low, as the engine writes a hand (jokers first)."""
_HIDDEN = "?"
_PASS = "pass"


# ---------------------------------------------------------------------------- cards


def _ranks(token: Token, texts: Sequence[str]) -> tuple[str, ...]:
    """The ranks of card strings, high to low (a `RecordError` at ``token`` for a bad one)."""
    ranks = [_rank(token, text) for text in texts]
    return tuple(sorted(ranks, key=_ORDER.index))


def _rank(token: Token, text: str) -> str:
    """The rank of one card string of ``token``."""
    try:
        rank: str = zz.Card(text).rank
    except (ZweiundzwanzigError, ValueError, TypeError) as err:
        raise token.fail(f"{token.text!r} is no card or cards joined by '-': {err}") from None
    return rank


def _cards(token: Token) -> tuple[str, ...]:
    """The ranks of a move token (``Q-Q-*``)."""
    return _ranks(token, token.text.split("-"))


def _hidden(token: Token) -> int | None:
    """The number of unseen cards of a token of ``?`` (``?-?``), None for seen cards."""
    parts = token.text.split("-")
    if all(p == _HIDDEN for p in parts):
        return len(parts)
    return None


def _token(cards: str | Sequence[zz.Card]) -> str:
    """Cards (a hand string or `Card`s) as a move token."""
    if isinstance(cards, str):
        return "-".join(cards.split())
    return "-".join(c.rank for c in cards)


def _ranks_of(cards: str | Sequence[zz.Card] | None) -> tuple[str, ...]:
    if cards is None:
        return ()
    texts = cards.split() if isinstance(cards, str) else [c.rank for c in cards]
    return tuple(sorted(texts, key=_ORDER.index))


def _move(token: Token) -> Move:
    if token.text.lower() == _PASS:
        return Move("pass")
    return Move("play", " ".join(_cards(token)))


# ---------------------------------------------------------------------------- writing


def write(match: Match, recorder: int | None = None, **details: Any) -> str:
    """The record of ``match``: every hand, or only seat ``recorder``'s (a one-seat record,
    with what that seat did not see written ``?``, and no seed)."""
    tags = records.match_tags(match, **details)
    if recorder is not None:
        tags = dataclasses.replace(tags, seed=None, recorder=recorder)
    return records.record_text(tags, _body(match, recorder))


def write_view(view: View, **details: Any) -> str:
    """What ``view`` shows, as its seat's record: its log, which must hold the match from its
    first game (a view of a match; not a described position of a later game, whose log holds
    nothing of the games before)."""
    log = view.log
    if not log or log[0]["event"] != "deal" or log[0]["game"] != 1:
        raise ValueError(
            "this view's log does not hold its match from the first game (a described "
            "position of a later game): write the match with records.write(match, recorder=seat)"
        )
    over = [e for e in log if e["event"] == "match_over"]
    tags = Tags(
        game=game_of(view),
        rules=view.rules,
        players=view.players,
        recorder=view.player,
        winners=tuple(over[0]["winners"]) if over else None,
        **details,
    )
    return records.record_text(tags, _body(view, view.player))


def _body(match: Match | View, recorder: int | None) -> list[str]:
    games = _games_of(match.log)
    lines: list[str] = []
    for k, events in enumerate(games):
        current = k == len(games) - 1
        lines += _game_lines(match, events, recorder, current)
    return lines


def _games_of(log: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    games: list[list[dict[str, Any]]] = []
    for event in log:
        if event["event"] == "deal":
            games.append([])
        if games and event["event"] != "match_over":
            games[-1].append(event)
    return games


def _game_lines(
    match: Match | View, events: list[dict[str, Any]], recorder: int | None, current: bool
) -> list[str]:
    deal = events[0]
    chooses = match.rules.chef_chooses
    lines = [] if deal["game"] == 1 else [""]
    lines.append(records.header("Game", deal["game"]))
    lines.append(records.header("Dealer", rest=str(deal["dealer"])))
    hands = dict(deal["hands"])
    for seat in range(match.players):
        if recorder is None or seat == recorder:
            lines.append(records.header("Hand", seat, hands[seat]))
    pairs = [e for e in events if e["event"] == "exchange"]
    if chooses and current:
        pairs = [_pending(e) for e in match.exchanges]
    for pair in pairs:
        lines.append(_exchange_line(pair, recorder, chooses))
    lines += _move_lines(events, recorder, chooses)
    lines += [_result_line(match, e) for e in events if e["event"] == "game_over"]
    return lines


def _pending(e: Any) -> dict[str, Any]:
    given = None if e.given is None else " ".join(c.rank for c in e.given)
    return {"giver": e.giver, "taker": e.taker, "count": e.count, "given": given}


def _exchange_line(pair: dict[str, Any], recorder: int | None, chooses: bool) -> str:
    seen = recorder is None or recorder in (pair["giver"], pair["taker"])
    hidden = "-".join([_HIDDEN] * pair["count"])
    given = _token(pair["given"]) if seen else hidden
    rest = f"to {pair['taker']}: {given}"
    if not chooses:
        rest += " / " + (_token(pair["returned"]) if seen else hidden)
    return f"Exchange {pair['giver']} {rest}"


def _move_lines(events: list[dict[str, Any]], recorder: int | None, chooses: bool) -> list[str]:
    lines: list[str] = []
    line: list[str] = []
    for e in events:
        kind = e["event"]
        if kind == "play":
            line.append(_token(e["cards"]))
        elif kind in ("pass", "pass_lead"):
            line.append(_PASS)
        elif kind == "exchange" and chooses:
            seen = recorder is None or recorder in (e["giver"], e["taker"])
            line.append(_token(e["returned"]) if seen else "-".join([_HIDDEN] * e["count"]))
        if kind in ("round_won", "finished", "exchange") and line:
            lines += records.moves_lines(line)
            line = []
    return lines + records.moves_lines(line)


def _result_line(match: Match | View, event: dict[str, Any]) -> str:
    game = event["game"]
    totals = _totals(match.players, match.finishing_orders[:game])
    order = " ".join(map(str, event["order"]))
    return records.header("Result", rest=f"{order}, totals {' '.join(map(str, totals))}")


def _totals(players: int, orders: Sequence[Sequence[int]]) -> list[int]:
    totals = [0] * players
    for order in orders:
        for position, seat in enumerate(order, start=1):
            totals[seat] += position
    return totals


# ---------------------------------------------------------------------------- the whole table


def replay(document: Document, tags: Tags, on_move: OnMove | None = None) -> Match:
    """The match a full record holds: seeded, the seed's deals checked against what is
    written; unseeded, every game dealt as written. Every move is made with the rules' check."""
    seed = 0 if tags.seed is None else tags.seed
    match = Match(players=tags.players, rules=tags.rules, seed=seed)
    for deal in records.deals(document, "game"):
        _reach(match, deal)
        _deal_full(match, deal, tags)
        _check_exchanges(deal, match.exchanges, tags)
        for token in deal.moves:
            _in_game(match, deal, token)
            records.make(match, token, _move(token), on_move)
        _check_result(deal, tags.players, match.finishing_orders)
    return match


def _reach(match: Match, deal: Deal) -> None:
    """The match is at the start of the deal's game."""
    if match.is_over:
        raise deal.start.start.fail(f"the match is over after game {match.game}: no game follows")
    if match.game != deal.number:
        raise deal.start.start.fail(
            f"game {match.game} is not over: its moves end before its last player is out"
        )


def _in_game(match: Match, deal: Deal, token: Token) -> None:
    if not match.is_over and match.game != deal.number:
        raise token.fail(
            f"game {deal.number} is over: {token.text!r} comes after its end "
            f"(the next game starts with Game {deal.number + 1})"
        )


def _deal_full(match: Match, deal: Deal, tags: Tags) -> None:
    hands = _hand_lines(deal, tags.players)
    dealer = _dealer(deal, tags.players)
    if tags.seed is not None:
        _check_seeded(match, deal, dealer, hands)
        return
    if deal.number == 1 and dealer is None:
        raise deal.start.start.fail(
            "a record without a seed says who dealt the first game: Dealer: N"
        )
    missing = [s for s in range(tags.players) if s not in hands]
    if missing:
        raise deal.start.start.fail(
            f"a record without a seed writes every hand: Hand {missing[0]} is missing"
        )
    texts = [" ".join(hands[s][1]) for s in range(tags.players)]
    try:
        match._deal_as(None if dealer is None else dealer[1], texts)
    except (ZweiundzwanzigError, IndexError) as err:
        raise _deal_error(deal, hands, dealer, str(err)) from None


def _deal_error(
    deal: Deal,
    hands: dict[int, tuple[Line, tuple[str, ...]]],
    dealer: tuple[Token, int] | None,
    message: str,
) -> zz.RecordError:
    seat = re.search(r"seat (\d+)'s hand", message)
    if seat is not None and int(seat.group(1)) in hands:
        return hands[int(seat.group(1))][0].start.fail(message)
    if dealer is not None and ("dealt by" in message or "dealer" in message):
        return dealer[0].fail(message)
    return deal.start.start.fail(f"the hands do not add up: {message}")


def _hand_lines(deal: Deal, players: int) -> dict[int, tuple[Line, tuple[str, ...]]]:
    hands: dict[int, tuple[Line, tuple[str, ...]]] = {}
    for line in deal.headers_named("hand"):
        if line.number is None:
            raise line.start.fail("a Hand line names its seat: Hand 2: * A K ...")
        seat = records.seat(line.number, players)
        if seat in hands:
            raise line.start.fail(f"seat {seat}'s hand is written twice")
        if not line.tokens:
            raise line.start.fail(f"seat {seat}'s hand holds no cards")
        cards = [c for token in line.tokens for c in _ranks(token, [token.text])]
        hands[seat] = (line, tuple(sorted(cards, key=_ORDER.index)))
    return hands


def _dealer(deal: Deal, players: int) -> tuple[Token, int] | None:
    line = deal.header("dealer")
    if line is None:
        return None
    if len(line.tokens) != 1:
        raise line.start.fail("the Dealer line names one seat: Dealer: 2")
    return line.tokens[0], records.seat(line.tokens[0], players)


def _check_seeded(
    match: Match,
    deal: Deal,
    dealer: tuple[Token, int] | None,
    hands: dict[int, tuple[Line, tuple[str, ...]]],
) -> None:
    if dealer is not None and dealer[1] != match.dealer:
        raise dealer[0].fail(f"game {deal.number} is dealt by seat {match.dealer}, not {dealer[1]}")
    dealt = dict(_last_deal(match)["hands"])
    for seat, (line, ranks) in hands.items():
        if ranks != _ranks_of(dealt[seat]):
            raise line.start.fail(
                f"the seed deals seat {seat} [{dealt[seat]}], not [{' '.join(ranks)}]"
            )


def _last_deal(match: Match) -> dict[str, Any]:
    return next(e for e in reversed(match.log) if e["event"] == "deal")


# ---------------------------------------------------------------------------- exchange, result


@dataclasses.dataclass(frozen=True)
class _Written:
    """An Exchange line: the giver, the taker, the cards each way (None where not written,
    a count where written ``?``)."""

    line: Line
    giver: int
    taker: int
    given: tuple[str, ...] | int | None
    returned: tuple[str, ...] | int | None


def _exchange_lines(deal: Deal, players: int) -> list[_Written]:
    return [_exchange(line, players) for line in deal.headers_named("exchange")]


def _exchange(line: Line, players: int) -> _Written:
    form = "Exchange 3 to 0: *-Q / 2-3 (the Arsch, the Chef, given, given back)"
    tokens = [t for t in line.tokens if t.text != ":"]
    if line.number is None or len(tokens) < 3 or tokens[0].text.lower() != "to":
        raise line.start.fail(f"an Exchange line is written {form}")
    giver = records.seat(line.number, players)
    taker = records.seat(tokens[1], players)
    rest = tokens[2:]
    if len(rest) not in (1, 3) or (len(rest) == 3 and rest[1].text != "/"):
        raise rest[0].fail(f"an Exchange line is written {form}")
    returned = _side(rest[2]) if len(rest) == 3 else None
    return _Written(line, giver, taker, _side(rest[0]), returned)


def _side(token: Token) -> tuple[str, ...] | int:
    hidden = _hidden(token)
    return _cards(token) if hidden is None else hidden


def _check_exchanges(deal: Deal, pairs: Sequence[Any], tags: Tags) -> list[_Written]:
    """The deal's Exchange lines, each checked against the pairs the rules make (a pair not
    written is taken as the rules make it)."""
    written = _exchange_lines(deal, tags.players)
    by_giver = {p.giver: p for p in pairs}
    seen: set[int] = set()
    for w in written:
        pair = by_giver.get(w.giver)
        if pair is None or pair.taker != w.taker:
            raise w.line.start.fail(_pairs_text(deal.number, pairs))
        if w.giver in seen:
            raise w.line.start.fail(f"seat {w.giver}'s exchange is written twice")
        seen.add(w.giver)
        if tags.rules.chef_chooses and w.returned is not None:
            raise w.line.start.fail(
                "under chef_chooses the Chef's choice of what to give back is a move token, "
                "not written on the Exchange line"
            )
        _check_side(w, w.given, pair.given, pair.count, "gives")
        _check_side(w, w.returned, pair.returned, pair.count, "gets back")
    return written


def _pairs_text(game: int, pairs: Sequence[Any]) -> str:
    if not pairs:
        return f"nobody exchanges before game {game}"
    named = ", ".join(f"{p.giver} to {p.taker}" for p in pairs)
    return f"the exchange before game {game} is {named} (the Arsch first, then the Chef)"


def _check_side(w: _Written, written: Any, actual: Any, count: int, verb: str) -> None:
    if written is None:
        return
    if isinstance(written, int):
        if written != count:
            raise w.line.start.fail(f"seat {w.giver} {verb} {count} cards, not {written}")
        return
    if actual is not None and written != _ranks_of(actual):
        raise w.line.start.fail(
            f"seat {w.giver} {verb} [{' '.join(_ranks_of(actual))}] by the rules, "
            f"not [{' '.join(written)}]"
        )


def _check_result(deal: Deal, players: int, orders: Sequence[Sequence[int]]) -> None:
    line = deal.result
    if line is None:
        return
    if len(orders) < deal.number:
        raise line.start.fail(f"game {deal.number} is not over: its Result line comes at its end")
    order = list(orders[deal.number - 1])
    totals = _totals(players, orders[: deal.number])
    expected = f"{' '.join(map(str, order))}, totals {' '.join(map(str, totals))}"
    words = [t.text.rstrip(",") for t in line.tokens if t.text != ","]
    if words[:players] == [str(s) for s in order] and len(words) == players:
        return
    records.check_line(line, expected)


# ---------------------------------------------------------------------------- one seat


@dataclasses.dataclass
class _Table:
    """The public course of a match as one seat's record shows it: whose turn, the cards each
    holds, the round on the table, who is out, the recorder's own hand."""

    players: int
    rules: Any
    recorder: int
    game: int = 0
    dealer: int = 0
    seating: list[int] = dataclasses.field(default_factory=list)
    left: list[int] = dataclasses.field(default_factory=list)
    table: tuple[int, int] | None = None
    to_move: int = 0
    finished: list[int] = dataclasses.field(default_factory=list)
    orders: list[list[int]] = dataclasses.field(default_factory=list)
    hand: list[str] = dataclasses.field(default_factory=list)
    given: tuple[str, ...] | None = None
    received: tuple[str, ...] | None = None
    rounds: list[list[tuple[int, str | None]]] = dataclasses.field(default_factory=list)
    led: bool = False
    choosing: list[Any] = dataclasses.field(default_factory=list)

    @property
    def over(self) -> bool:
        return len(self.orders) >= int(self.rules.games)

    def pairs(self) -> list[tuple[int, int, int]]:
        """The exchange's pairs before this game: (giver, taker, count)."""
        if not self.orders:
            return []
        order, n = self.orders[-1], self.players
        return [(order[n - 1 - i], order[i], n // 2 - i) for i in range(n // 2)]

    def left_of(self, p: int) -> int:
        at = self.seating.index(p)
        for d in range(1, self.players + 1):
            q = self.seating[(at + d) % self.players]
            if self.left[q] > 0:
                return q
        return p

    def start(self, dealer: int | None) -> None:
        n = self.players
        self.game += 1
        if self.orders:
            self.seating = list(self.orders[-1])
            self.dealer = self.seating[-1]
        else:
            self.dealer = dealer if dealer is not None else 0
            self.seating = [(self.dealer + 1 + i) % n for i in range(n)]
        self.left = [self.rules.hand_size] * n
        self.table, self.finished, self.rounds, self.led = None, [], [], True
        self.given = self.received = None
        self.choosing = [p for p in self.pairs()] if self.rules.chef_chooses else []
        self.to_move = self.choosing[0][1] if self.choosing else self.seating[0]

    def move(self, token: Token) -> None:
        """Follows the move ``token`` of the player to move."""
        p = self.to_move
        if self.choosing:
            self._give_back(token)
            return
        if token.text.lower() == _PASS:
            self._round_entry(p, None, False)
            self._pass(p)
            return
        if _hidden(token) is not None:
            raise token.fail(f"seat {p}'s play is seen by the whole table: write its cards")
        cards = _cards(token)
        at_once = all(c in ("A", "*") for c in cards)
        self._round_entry(p, " ".join(cards), at_once and self._on_top(p, len(cards)))
        if p == self.recorder:
            self._take(token, cards)
        self._play(p, len(cards), at_once)

    def _on_top(self, p: int, size: int) -> bool:
        return self.table is not None and self.table[0] == p and self.table[1] == size

    def _round_entry(self, p: int, cards: str | None, on_top: bool) -> None:
        leading = self.table is None or self.table[0] == p
        if leading and not on_top and (self.led or not self.rounds):
            self.rounds.append([])
            self.led = False
        self.rounds[-1].append((p, cards))
        if cards is not None and leading:
            self.led = True

    def _take(self, token: Token, cards: Sequence[str]) -> None:
        for c in cards:
            if c not in self.hand:
                raise token.fail(f"seat {self.recorder} holds no {c} to play")
            self.hand.remove(c)

    def _play(self, p: int, count: int, at_once: bool) -> None:
        if count > self.left[p]:
            raise ValueError(f"seat {p} holds {self.left[p]} cards, not {count}")
        self.left[p] -= count
        out = self.left[p] == 0
        if at_once or out:
            self.table, self.led = None, True
            if out:
                self._finish(p)
            return
        self.table = (p, count)
        self.to_move = self.left_of(p)

    def _pass(self, p: int) -> None:
        if self.table is not None and self.table[0] != p:
            self.to_move = self.left_of(p)
            return
        self.table = None
        self.to_move = self.left_of(p)

    def _finish(self, p: int) -> None:
        self.finished.append(p)
        holding = [q for q in self.seating if self.left[q] > 0]
        if len(holding) <= 1:
            self.orders.append(self.finished + holding)
            return
        self.to_move = self.left_of(p)

    def _give_back(self, token: Token) -> None:
        giver, taker, count = self.choosing.pop(0)
        hidden = _hidden(token)
        mine = self.recorder in (giver, taker)
        if len(token.text.split("-")) != count:
            raise token.fail(f"seat {taker} gives back {count} cards to seat {giver}")
        if hidden is not None and mine:
            raise token.fail(f"seat {self.recorder} sees this choice: write its cards")
        if hidden is None and not mine:
            raise token.fail(f"seat {self.recorder} does not see this choice: write it ?-?")
        if mine:
            cards = _cards(token)
            if taker == self.recorder:
                self.given = cards
                self._take(token, cards)
                self.hand += list(self.received or ())
            else:
                self.received = cards
                self.hand += list(cards)
        self.to_move = self.choosing[0][1] if self.choosing else self.seating[0]

    def describe(self) -> View:
        """The recorder's view now (their turn)."""
        return View.describe(
            players=self.players,
            seat=self.recorder,
            hand=" ".join(self.hand),
            rules=self.rules,
            game=self.game,
            dealer=self.dealer,
            seating=self.seating,
            given=None if self.given is None else " ".join(self.given),
            received=None if self.received is None else " ".join(self.received),
            rounds=[list(r) for r in self.rounds] or None,
            finished=self.finished,
            cards_left=self.left,
            orders=self.orders,
        )


def _follow(document: Document, tags: Tags, at_decision: Any = None) -> tuple[_Table, Token | None]:
    """Follows a one-seat record to its end, calling ``at_decision(table, index, token)``
    before each move of the recorder; the table and the last token."""
    assert tags.recorder is not None
    t = _Table(tags.players, tags.rules, tags.recorder)
    index, last = 0, None
    for deal in records.deals(document, "game"):
        _reach_one(t, deal)
        _deal_one(t, deal, tags)
        for token in deal.moves:
            if t.over or len(t.orders) >= deal.number:
                raise token.fail(f"{token.text!r} comes after the end of game {deal.number}")
            if at_decision is not None and t.to_move == t.recorder:
                at_decision(t, index, token)
            try:
                t.move(token)
            except ValueError as err:
                raise token.fail(str(err)) from None
            index, last = index + 1, token
        _check_result(deal, tags.players, t.orders)
    return t, last


def _reach_one(t: _Table, deal: Deal) -> None:
    if t.over:
        raise deal.start.start.fail(f"the match is over after game {t.game}: no game follows")
    if len(t.orders) != t.game:
        raise deal.start.start.fail(
            f"game {t.game} is not over: its moves end before its last player is out"
        )


def _deal_one(t: _Table, deal: Deal, tags: Tags) -> None:
    me = t.recorder
    hands = _hand_lines(deal, tags.players)
    others = [s for s in hands if s != me]
    if others:
        raise hands[others[0]][0].start.fail(f"a record of seat {me} writes only seat {me}'s hand")
    if me not in hands:
        raise deal.start.start.fail(f"a record of seat {me} writes its hand: Hand {me}: ...")
    dealer = _dealer(deal, tags.players)
    if deal.number == 1 and dealer is None:
        raise deal.start.start.fail("the record says who dealt the first game: Dealer: N")
    t.start(None if dealer is None else dealer[1])
    if dealer is not None and dealer[1] != t.dealer:
        raise dealer[0].fail(f"game {t.game} is dealt by seat {t.dealer}, not {dealer[1]}")
    line, ranks = hands[me]
    if len(ranks) != t.rules.hand_size:
        raise line.start.fail(f"a hand is {t.rules.hand_size} cards, not {len(ranks)}")
    t.hand = list(ranks)
    _my_exchange(t, deal, tags)


def _my_exchange(t: _Table, deal: Deal, tags: Tags) -> None:
    """The recorder's part of the exchange, from its Exchange line."""
    pairs = [_Pair(g, k, c) for g, k, c in t.pairs()]
    written = _check_exchanges(deal, pairs, tags)
    mine = [w for w in written if t.recorder in (w.giver, w.taker)]
    pair = next((p for p in pairs if t.recorder in (p.giver, p.taker)), None)
    if pair is None:
        return
    if not mine:
        raise deal.start.start.fail(
            f"seat {t.recorder} exchanges with seat "
            f"{pair.taker if pair.giver == t.recorder else pair.giver}: write it on an "
            "Exchange line"
        )
    w = mine[0]
    given, returned = w.given, w.returned
    chooses = t.rules.chef_chooses
    if not isinstance(given, tuple) or (not chooses and not isinstance(returned, tuple)):
        raise w.line.start.fail(f"seat {t.recorder} sees this exchange: write its cards")
    if w.giver == t.recorder:
        t.given = given
        _remove(t, w.line.start, given)
        if not chooses:
            assert isinstance(returned, tuple)
            t.received = returned
            t.hand += list(returned)
    else:
        t.received = given
        if not chooses:
            assert isinstance(returned, tuple)
            t.given = returned
            _remove(t, w.line.start, returned)
            t.hand += list(given)
    t.hand.sort(key=_ORDER.index)


def _remove(t: _Table, token: Token, cards: Sequence[str]) -> None:
    for c in cards:
        if c not in t.hand:
            raise token.fail(f"seat {t.recorder} was dealt no {c} to give")
        t.hand.remove(c)


@dataclasses.dataclass(frozen=True)
class _Pair:
    giver: int
    taker: int
    count: int
    given: None = None
    returned: None = None


def read_view(document: Document, tags: Tags) -> View:
    """The recorder's view at the end of a one-seat record, which must end at the recorder's
    turn in a game being played (not while a Chef chooses what to give back)."""
    t, last = _follow(document, tags)
    at = last if last is not None else document.end
    if t.game == 0:
        raise document.end.fail("the record holds no game")
    if t.over or len(t.orders) >= t.game:
        raise at.fail(f"the record ends after game {t.game}: a view is read at a turn in a game")
    if t.choosing or t.to_move != t.recorder:
        raise at.fail(
            f"the record ends at seat {t.to_move}'s turn: a one-seat record reads as a view "
            f"at the turn of its recorder, seat {t.recorder}"
        )
    return _described(t, at)


def _described(t: _Table, at: Token) -> View:
    try:
        return t.describe()
    except ZweiundzwanzigError as err:
        raise at.fail(f"the record is not a position the rules allow: {err}") from None


def recorder_decisions(document: Document, tags: Tags) -> list[tuple[int, View, Move]]:
    """Each of the recorder's decisions in a one-seat record: its number among the record's
    moves, the recorder's view before it, the move. A Chef's choice of what to give back
    (``chef_chooses``) is not among them: no view is described while a Chef chooses."""
    found: list[tuple[int, View, Move]] = []

    def at_decision(t: _Table, index: int, token: Token) -> None:
        if not t.choosing:
            found.append((index, _described(t, token), _move(token)))

    _follow(document, tags, at_decision)
    return found
