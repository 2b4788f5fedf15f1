"""The Zweiundzwanzig family's game records (``docs/records/zweiundzwanzig.md``): its part of
the notation of ``zweiundzwanzig.records``.

A deal is written::

    Deal 2
    Draw: 0:K 2:K        ; where a draw picks the dealer: one line a round, SEAT:CARD
    Draw: 0:9 2:4
    Dealer: 0
    Hand 1: A J 7 6 6 5 2     ; every seat in the match, as dealt (one seat's record: its own)
    Hand 2: K Q 5 4 3 3 2
    J-6/K-4 keep              ; the exchange, from the dealer's left: DISCARDED/DRAWN or keep
    7 3                       ; then the tricks, one a line: each play's cards joined by -
    Result: shown 1:8 2:9 losers 2 points 9 totals 0 0 9

Turns an empty stock takes are not written (the engine takes them). In one seat's record
(``[Recorder "N"]``) another seat's exchange is ``?-?/?-?`` (one ``?`` a card), and every deal
that ends carries its ``Result`` line (the showdown is how its cards are known).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from zweiundzwanzig import _core as zz
from zweiundzwanzig import records
from zweiundzwanzig.games import game_of
from zweiundzwanzig.records import Deal, Document, Line, Tags, Token
from zweiundzwanzig.records.moves import OnMove

KEYWORDS = frozenset({"deal", "draw", "dealer", "hand", "result"})
"""The words the family's header lines start with."""

DEAL = "deal"
KEEP = "keep"
HIDDEN = "?"


# --- cards and tokens ------------------------------------------------------------------------


def dashed(cards: str) -> str:
    """Cards as a move token writes them: ``"K K 7"`` -> ``"K-K-7"``."""
    return "-".join(cards.split())


def exchange_token(discarded: str | None, drawn: str | None, count: int) -> str:
    """An exchange's token: ``keep``, ``J-6/K-4``, or ``?-?/?-?`` for unseen cards."""
    if count == 0:
        return KEEP
    hidden = "-".join([HIDDEN] * count)
    return f"{dashed(discarded) if discarded else hidden}/{dashed(drawn) if drawn else hidden}"


def cards_of(token: Token, text: str, what: str = "cards") -> str:
    """The cards of ``text`` (a part of ``token``) as the log writes them, high to low."""
    if not text or HIDDEN in text:
        raise token.fail(
            f"{token.text!r}: {what} is written in the family's cards (2-10, J, Q, K, A, *)"
        )
    try:
        ranks = zz.Play(text.replace("-", " ")).ranks
    except (zz.ZweiundzwanzigError, ValueError) as err:
        raise token.fail(f"{token.text!r}: {what} of the family's cards: {err}") from None
    if not ranks:
        raise token.fail(
            f"{token.text!r}: {what} is written in the family's cards (2-10, J, Q, K, A, *)"
        )
    return " ".join(ranks)


def one_card(token: Token, text: str) -> str:
    """The one card ``text`` (a part of ``token``) names."""
    card = cards_of(token, text, "a card")
    if " " in card:
        raise token.fail(f"{token.text!r}: one card here, not {dashed(card)}")
    return card


@dataclass(frozen=True)
class Exchange:
    """An exchange token read: the cards discarded and drawn (None where unseen or not
    written), and how many."""

    discarded: str | None
    drawn: str | None
    count: int


def read_exchange(token: Token) -> Exchange:
    """``keep``, ``D/W``, ``D`` (the draw left to the seed), or with ``?`` for unseen cards."""
    text = token.text
    if text.lower() == KEEP:
        return Exchange("", "", 0)
    given, slash, taken = text.partition("/")
    parts = [given, taken] if slash else [given]
    seen = [None if set(p.split("-")) == {HIDDEN} else cards_of(token, p) for p in parts]
    counts = {len(p.split("-")) for p in parts}
    if len(counts) != 1:
        raise token.fail(f"{text!r} draws as many cards as it discards")
    return Exchange(seen[0], seen[1] if slash else None, counts.pop())


# --- what the log says, deal by deal -----------------------------------------------------------


@dataclass
class DealLog:
    """One deal of a match's log: the draw for it, its deal event, what followed, and its
    result line (None while it is being played)."""

    draws: list[list[list[Any]]]
    deal: dict[str, Any]
    events: list[dict[str, Any]] = field(default_factory=list)
    result: str | None = None


def result_text(
    shown: list[list[Any]], losers: list[int], points: int, totals: list[int], out: list[int]
) -> str:
    """A deal's result line (after ``Result:``)."""
    words = ["shown", *(f"{s}:{c}" for s, c in shown), "losers", *map(str, losers)]
    words += ["points", str(points), "totals", *map(str, totals)]
    if out:
        words += ["out", *map(str, out)]
    return " ".join(words)


def deal_logs(log: list[dict[str, Any]], players: int) -> list[DealLog]:
    """The deals of ``log`` with their results worked out (the totals counted on)."""
    deals: list[DealLog] = []
    draws: list[list[list[Any]]] = []
    totals = [0] * players
    showdown: dict[str, Any] | None = None
    out: list[int] = []
    for event in log:
        kind = event["event"]
        if kind == "draw":
            draws.append(event["draws"])
        elif kind == "deal":
            deals.append(DealLog(draws, event))
            draws, showdown, out = [], None, []
        elif deals:
            deals[-1].events.append(event)
            if kind == "showdown":
                showdown = event
                for seat in event["losers"]:
                    totals[seat] += event["points"]
            elif kind == "out":
                out.append(event["player"])
            if showdown is not None:
                s = showdown
                deals[-1].result = result_text(s["cards"], s["losers"], s["points"], totals, out)
    return deals


# --- writing -----------------------------------------------------------------------------------


def write(match: Any, **details: Any) -> str:
    """``match`` as a record: every deal with its draw, dealer, hands, exchanges, tricks and
    result; ``recorder=N`` writes one seat's record (its hand and exchanges only, no seed)."""
    tags = records.match_tags(match, **details)
    recorder = tags.recorder
    if recorder is not None:
        tags = dataclasses.replace(tags, seed=None)
    return records.record_text(tags, body_lines(deal_logs(match.log, match.players), recorder))


def body_lines(deals: list[DealLog], recorder: int | None) -> list[str]:
    """The deals' lines, a blank line between two deals."""
    body: list[str] = []
    for deal in deals:
        body += [""] * bool(body) + deal_lines(deal, recorder)
    return body


def write_view(view: Any, **details: Any) -> str:
    """What ``view`` shows, as its seat's record (``details`` as for `write`): the same record
    as ``write(match, recorder=view.player)`` of its match. A view that does not show its match
    from the first deal on, each hand its seat was dealt (a described position), cannot be
    written."""
    deals = deal_logs(view.log, view.players)
    if not deals or deals[0].deal["deal"] != 1 or not all(dealt(d, view.player) for d in deals):
        raise ValueError(
            "this view does not show its match from the first deal (a described position): "
            "a record starts at deal 1"
        )
    end = [e["winners"] for e in view.log if e["event"] == "end"]
    tags = Tags(
        game=game_of(view),
        rules=view.rules,
        players=view.players,
        recorder=view.player,
        winners=tuple(end[0]) if end else None,
        **details,
    )
    return records.record_text(tags, body_lines(deals, view.player))


def dealt(deal: DealLog, seat: int) -> bool:
    """Whether the deal's log shows the hand ``seat`` was dealt (a seat out is dealt none)."""
    return all(cards is not None for s, cards in deal.deal["hands"] if s == seat)


def deal_lines(deal: DealLog, recorder: int | None) -> list[str]:
    """A deal's lines (see the module's documentation)."""
    event = deal.deal
    lines = [records.header("Deal", event["deal"])]
    lines += [records.header("Draw", rest=" ".join(f"{s}:{c}" for s, c in r)) for r in deal.draws]
    lines.append(records.header("Dealer", rest=str(event["dealer"])))
    for seat, cards in event["hands"]:
        if recorder is None or seat == recorder:
            lines.append(records.header("Hand", seat, cards))
    lines += records.moves_lines(exchange_tokens(deal, recorder))
    trick: list[str] = []
    for e in deal.events:
        if e["event"] == "play":
            trick.append(dashed(e["cards"]))
        elif e["event"] == "trick":
            lines += records.moves_lines(trick)
            trick = []
    lines += records.moves_lines(trick)
    if deal.result is not None:
        lines.append(records.header("Result", rest=deal.result))
    return lines


def exchange_tokens(deal: DealLog, recorder: int | None) -> list[str]:
    """The exchanges the players made (not the turns an empty stock took), as tokens."""
    stock = deal.deal["stock"]
    tokens = []
    for e in deal.events:
        if e["event"] != "exchange":
            continue
        if stock > 0:
            seen = recorder is None or e["player"] == recorder
            discarded, drawn = (e["discarded"], e["drawn"]) if seen else (None, None)
            tokens.append(exchange_token(discarded, drawn, e["count"]))
        stock -= e["count"]
    return tokens


# --- reading a full record ---------------------------------------------------------------------


def replay(document: Document, tags: Tags, on_move: OnMove | None = None) -> Any:
    """The match a full record holds: replayed from its seed, each deal's draw, dealer, hands,
    drawn cards and result checked against it; without a seed, dealt as written."""
    rules = tags.rules
    if tags.seed is not None:
        match = zz.Match(tags.players, rules, tags.seed)
    else:
        match = zz.Match._written(tags.players, rules, 0)
    for deal in records.deals(document, DEAL):
        check_headers(deal, recorder=None)
        if tags.seed is not None:
            check_seeded_deal(match, deal)
        else:
            deal_as_written(match, deal)
        for token in deal.moves:
            make_token(match, deal, token, tags.seed is not None, on_move)
        check_result(match, deal)
    if tags.seed is None:
        match._stop_between_deals(False)
        if match.phase == "dealing":
            match._deal_next()
    return match


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


def waiting_for(match: Any, deal: Deal) -> None:
    """Refuses the deal line of a deal that the match is not ready for."""
    if match.is_over:
        raise deal.start.start.fail(f"the match is over after deal {deal.number - 1}")
    if match.deal != deal.number - 1 or match.phase != "dealing":
        raise deal.start.start.fail(
            f"deal {match.deal} is not over: seat {match.current_player} is to move"
        )


def check_seeded_deal(match: Any, deal: Deal) -> None:
    """Checks what the deal's headers say against the deal the seed dealt."""
    logs = deal_logs(match.log, match.players)
    if len(logs) < deal.number:
        waiting_for(match, deal)
    logged = logs[deal.number - 1]
    event = logged.deal
    rounds = written_draws(deal, match.players)
    if rounds and rounds != [[(s, c) for s, c in r] for r in logged.draws]:
        raise deal.headers_named("draw")[0].start.fail(
            f"the seed draws for the deal {draw_text(logged.draws)}"
        )
    dealer = written_dealer(deal, match.players)
    if dealer is not None and dealer != event["dealer"]:
        raise deal_line(deal, "dealer").fail(f"seat {event['dealer']} deals deal {deal.number}")
    hands = written_hands(deal, match.players)
    for seat, cards in event["hands"]:
        if seat not in hands:
            raise deal.start.start.fail(f"the record gives no hand of seat {seat}")
        written, line = hands.pop(seat)
        if written != cards:
            raise line.tokens[0].fail(f"the seed deals seat {seat} {cards}, not {written}")
    for seat, (_, line) in hands.items():
        raise line.start.fail(f"seat {seat} is out of the match and is dealt no hand")


def draw_text(rounds: list[list[list[Any]]]) -> str:
    return " / ".join(" ".join(f"{s}:{c}" for s, c in r) for r in rounds) or "nothing"


def deal_line(deal: Deal, key: str) -> Token:
    """Where an error about the deal's ``key`` line points (its line, else the deal line)."""
    line = deal.header(key)
    return (line.tokens[0] if line.tokens else line.start) if line else deal.start.start


def deal_as_written(match: Any, deal: Deal) -> None:
    """Deals the deal as its headers write it (a record without a seed)."""
    waiting_for(match, deal)
    players = match.players
    hands = written_hands(deal, players)
    rounds = written_draws(deal, players)
    dealer = written_dealer(deal, players)
    if dealer is None:
        dealer = draw_winner(rounds) if rounds else rule_dealer(match, deal)
    try:
        match._deal_as(dealer, {s: c for s, (c, _) in hands.items()}, rounds or None)
    except zz.ZweiundzwanzigError as err:
        raise refused_at(deal, hands, str(err)).fail(str(err)) from None


def draw_winner(rounds: list[list[tuple[int, str]]]) -> int:
    """The seat that drew the highest card of the last round (the engine checks the rest)."""
    return max(rounds[-1], key=lambda pair: zz.Card(pair[1]))[0]


def rule_dealer(match: Any, deal: Deal) -> int:
    """The dealer the rules fix: the only loser of the last showdown."""
    showdowns = [e for e in match.log if e["event"] == "showdown"]
    if showdowns and len(showdowns[-1]["losers"]) == 1:
        return int(showdowns[-1]["losers"][0])
    raise deal.start.start.fail(
        f"a draw picks the dealer of deal {deal.number}: write Dealer: N (or its Draw lines)"
    )


def refused_at(deal: Deal, hands: dict[int, tuple[str, Line]], message: str) -> Token:
    """The line an engine's refusal of a written deal is about: a seat's hand, a round of the
    draw or the dealer, else the deal line."""
    dealt = re.match(r"seat (\d+) is (dealt|out)", message)
    if dealt and int(dealt[1]) in hands:
        line = hands[int(dealt[1])][1]
        return line.tokens[0] if line.tokens else line.start
    draws = deal.headers_named("draw")
    if draws and "draw" in message:
        number = re.search(r"round (\d+)", message)
        return draws[min(int(number[1]) - 1, len(draws) - 1) if number else 0].start
    if re.search(r"dealer|deals deal|cannot deal", message):
        return deal_line(deal, "dealer")
    return deal.start.start


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
        make_drawing(match, token, move, exchange.drawn, on_move)


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


def make_drawing(match: Any, token: Token, move: Any, drawn: str, on_move: OnMove | None) -> None:
    """`records.make` for an exchange whose drawn cards are written (a record without a
    seed): the same checks and errors, the drawn cards taken from the stock as written."""
    player = match.current_player
    if on_move is not None:
        on_move(match, token, move)
    try:
        match._exchange_drawing(" ".join(move.ranks), drawn)
    except (zz.ZweiundzwanzigError, ValueError, TypeError) as err:
        raise token.fail(f"seat {player} cannot make {token.text!r} here: {err}") from None


def check_result(match: Any, deal: Deal) -> None:
    """Checks the deal's Result line (when written) against its showdown."""
    if deal.result is None:
        return
    logs = deal_logs(match.log, match.players)
    result = logs[deal.number - 1].result if len(logs) >= deal.number else None
    if result is None:
        raise deal.result.start.fail(f"deal {deal.number} is not over: it has no result yet")
    records.check_line(deal.result, result)


# --- one seat's record -------------------------------------------------------------------------


@dataclass
class Table:
    """What one seat's record shows of the match, kept up move by move: the standing, the
    deal being played, the recorder's hand and the turn."""

    tags: Tags
    seat: int
    totals: list[int]
    loss_cards: list[list[str]]
    out: list[int] = field(default_factory=list)
    over: bool = False
    deal: int = 0
    dealer: int = 0
    target: int = 0
    last_losers: list[int] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    hand_size: int = 0
    stock: int = 0
    phase: str = "dealing"
    to_move: int = 0
    exchanges_left: int = 0
    exchanged: list[int | None] = field(default_factory=list)
    discards: str = ""
    tricks: list[list[tuple[int, str]]] = field(default_factory=list)
    trick: list[tuple[int, str]] = field(default_factory=list)

    @property
    def players(self) -> int:
        return self.tags.players

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.tags.rules.options())

    def in_match(self) -> list[int]:
        return [p for p in range(self.players) if p not in self.out]

    def left_of(self, seat: int) -> int:
        inside = self.in_match()
        return next((p for p in inside if p > seat), inside[0])

    def view(self, at: Token) -> Any:
        """The recorder's view now (it is the recorder's turn), or a `RecordError` at ``at``
        saying why the position cannot be."""
        kept = self.options["loss_cards"] == "kept"
        try:
            return zz.View.describe(
                players=self.players,
                seat=self.seat,
                dealer=self.dealer,
                hand=" ".join(self.hand),
                rules=self.tags.rules,
                phase=self.phase,
                deal=self.deal,
                discards=self.discards,
                exchanged=self.exchanged,
                trick=self.trick,
                tricks=self.tricks,
                loss_cards=[" ".join(c) for c in self.loss_cards] if kept else None,
                totals=self.totals,
                out=self.out,
            )
        except zz.ZweiundzwanzigError as err:
            raise at.fail(f"seat {self.seat}'s position cannot be: {err}") from None


Decided = Callable[[int, Any, Any], None]


def start_table(tags: Tags) -> Table:
    assert tags.recorder is not None
    n = tags.players
    return Table(tags, tags.recorder, [0] * n, [[] for _ in range(n)])


def walk(document: Document, tags: Tags, decided: Decided | None = None) -> Table:
    """Reads one seat's record to its end; ``decided(index, view, move)`` for each of the
    recorder's moves (``index`` its number among all the record's moves)."""
    table = start_table(tags)
    index = 0
    for deal in records.deals(document, DEAL):
        check_headers(deal, recorder=table.seat)
        begin_deal(table, deal)
        for token in deal.moves:
            if table.to_move == table.seat and table.phase in ("exchange", "play"):
                view, move = table.view(token), seat_move(table, token)
                if move not in view.legal_moves():
                    raise token.fail(f"seat {table.seat} cannot make {token.text!r} here")
                if decided is not None:
                    decided(index, view, move)
            take_move(table, deal, token)
            index += 1
        end_deal(table, deal)
    return table


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


def end_deal(table: Table, deal: Deal) -> None:
    """The deal's showdown as its Result line shows it (one seat's record writes it for every
    deal that ends)."""
    if deal.result is None:
        return
    if table.phase != "showdown":
        raise deal.result.start.fail(f"deal {deal.number} is not over: it has no result yet")
    shown = shown_cards(table, deal.result)
    top = max((zz.Card(c) for _, c in shown))
    losers = [s for s, c in shown if zz.Card(c) == top]
    points = card_value(str(top))
    for seat in losers:
        table.totals[seat] += points
        table.loss_cards[seat].append(str(top))
    out = [s for s, _ in shown if table.totals[s] >= table.options["elimination"]]
    records.check_line(
        deal.result, result_text([list(p) for p in shown], losers, points, table.totals, out)
    )
    table.out += out
    table.phase, table.target, table.last_losers = "dealing", points, losers
    table.over = len(table.in_match()) <= 1


def shown_cards(table: Table, line: Line) -> list[tuple[int, str]]:
    """The cards the Result line shows, each seat in the match once, the recorder's its last."""
    shown = []
    for token in line.tokens[1:]:
        if ":" not in token.text:
            break
        seat, _, card = token.text.partition(":")
        shown.append(
            (
                records.seat(Token(seat, token.line, token.column), table.players),
                one_card(token, card),
            )
        )
    seats = [s for s, _ in shown]
    if not line.tokens or line.tokens[0].text != "shown" or seats != table.in_match():
        at = line.tokens[0] if line.tokens else line.start
        raise at.fail(f"the result starts: shown {' '.join(f'{s}:CARD' for s in table.in_match())}")
    mine = dict(shown).get(table.seat)
    if mine is not None and [mine] != table.hand:
        raise line.tokens[1 + seats.index(table.seat)].fail(
            f"seat {table.seat} shows {' '.join(table.hand)}"
        )
    return shown


def card_value(card: str) -> int:
    """A card's points (1.1): 2-10 face value, J Q K 10, A 11, joker 13."""
    return {"J": 10, "Q": 10, "K": 10, "A": 11, "*": 13}.get(card) or int(card)


def read_view(document: Document, tags: Tags) -> Any:
    """The recorder's view at the end of one seat's record, which must end at the recorder's
    turn (in the exchange or the tricks of a deal)."""
    table = walk(document, tags)
    if table.over:
        raise document.end.fail("the match is over: there is no turn to read a view at")
    if table.phase not in ("exchange", "play") or table.to_move != table.seat:
        raise document.end.fail(
            f"the record ends where seat {table.seat} is not to move: a view is read at its turn"
        )
    return table.view(document.end)


def recorder_decisions(document: Document, tags: Tags) -> list[tuple[int, Any, Any]]:
    """Each of the recorder's moves in one seat's record: its number among all the record's
    moves, the recorder's view just before it, the move."""
    found: list[tuple[int, Any, Any]] = []
    walk(document, tags, lambda index, view, move: found.append((index, view, move)))
    return found
