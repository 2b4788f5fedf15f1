"""Big Two's game records (``docs/records/big_two.md``, the notation of ``docs/records.md``).

A record's body is the match game by game, in Big Two's words:

- ``Game N`` starts game N (from 1, each the next), then its header lines: ``Dealer: S``,
  ``Hand S: cards`` (the hand as dealt; every seat's in a full record, only the recorder's in a
  one-seat record), ``Face-up: CARD S`` (three players: the card dealt face up and its taker) and
  ``Leader: S`` (the seat of the game's first play; written in one-seat records, where the
  reader cannot always see it).
- Then its moves, one round a line: a play is its cards joined by ``-`` (``3♦-3♠``,
  ``9♥-8♠-7♦-6♣-5♥``), a pass is ``pass``; the seat is whose turn it is.
- Then ``Result: winner S, penalties P0 P1 ..., totals T0 T1 ...`` once the game is over.

``write`` writes a match (``write_view`` a view, as its seat's record); ``replay`` reads a full
record into a `Match` (from its ``[Seed]``, each written deal checked against it, or without one
dealt as written); ``read_view`` and ``recorder_decisions`` read a one-seat record
(``[Recorder]``) into the recorder's views.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._core.big_two import Card, Match, Move, Rules, View
from zweiundzwanzig.games import game_of
from zweiundzwanzig.records import (
    Deal,
    Line,
    Tags,
    Token,
    deals,
    make,
    match_tags,
    moves_lines,
    record_text,
    seat,
)
from zweiundzwanzig.records.moves import OnMove

DEAL = "game"
"""The keyword of a game's first line (``Game 1``)."""
KEYWORDS = frozenset({DEAL, "dealer", "hand", "face-up", "leader", "result"})
"""The words Big Two's header lines start with."""

Decision = tuple[int, View, Move]


# --- the record read game by game -----------------------------------------------------------


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
        if len(values) != wanted or not all(v.isdigit() and len(v) < 10 for v in values):
            raise line.start.fail(f"the result's {name}: {wanted} whole number(s)")
        parts[name] = [int(v) for v in values]
    winner = parts.get("winner")
    if winner is not None and winner[0] >= players:
        raise line.start.fail(f"the winner {winner[0]} is no seat at a table of {players}")
    return Result(winner[0] if winner else None, parts.get("penalties"), parts.get("totals"))


# --- a full record read into a match --------------------------------------------------------


def replay(document: Any, tags: Tags, on_move: OnMove | None = None) -> Match:
    """A full record read into a `Match`: from its ``[Seed]``, every written deal, face-up card,
    leader and result checked against what the seed deals and the moves make; without one, every
    game dealt as written. ``on_move(match, token, move)`` is called before each move is made."""
    m = Match(players=tags.players, rules=tags.rules, seed=tags.seed or 0)
    games = _games(document, tags)
    if not games and tags.seed is None:
        raise document.end.fail("a record without [Seed] writes its first game: `Game 1`")
    for game in games:
        _deal(m, game, tags)
        _play(m, game, on_move)
        _check_result(m, game)
    return m


def _deal(m: Match, game: Written, tags: Tags) -> None:
    """The game dealt: from the seed (the written deal must be what it deals) or as written."""
    if m.is_over:
        raise game.at.fail(f"the match is over after game {m.game}: there is no game {game.number}")
    if m.game != game.number:
        raise game.at.fail(f"game {m.game} is not over: game {game.number} cannot start")
    _no_card_twice(game)
    if tags.seed is None:
        _deal_as_written(m, game, tags)
    else:
        _check_seeded_deal(m, game, tags)
    _check_face_up(m, game)
    if game.leader is not None and game.leader[0] != m.current_player:
        raise game.leader[1].fail(
            f"seat {m.current_player} leads game {game.number}, not seat {game.leader[0]}",
        )


def _no_card_twice(game: Written) -> None:
    seen: dict[Card, int] = {}
    for owner, (cards, at) in sorted(game.hands.items()):
        for card in cards:
            if card in seen:
                raise at.fail(f"{card} is dealt twice: seat {seen[card]}'s hand holds it too")
            seen[card] = owner
    if game.face_up is not None and game.face_up[0] in seen:
        card, at = game.face_up[0], game.face_up[2]
        raise at.fail(f"{card} is dealt face up and in seat {seen[card]}'s hand")


def _deal_as_written(m: Match, game: Written, tags: Tags) -> None:
    for owner in range(tags.players):
        if owner not in game.hands:
            raise game.at.fail(
                f"game {game.number} has no hand for seat {owner}: a record "
                "without [Seed] writes every hand",
            )
    dealer = game.dealer[0] if game.dealer else (m.dealer if game.number > 1 else 0)
    try:
        m._deal_as(dealer, [game.hands[s][0] for s in range(tags.players)])
    except ZweiundzwanzigError as e:
        raise _deal_error_at(game, str(e)).fail(f"game {game.number}: {e}") from None


def _deal_error_at(game: Written, message: str) -> Token:
    """The line a refused deal points at: the hand or the dealer it names, else the game's."""
    named = re.search(r"seat (\d+)'s hand", message)
    if named and int(named[1]) in game.hands:
        return game.hands[int(named[1])][1]
    if "dealt by" in message and game.dealer is not None:
        return game.dealer[1]
    return game.at


def _dealt(m: Match) -> tuple[int, list[set[Card]], tuple[Card, int] | None]:
    """The last deal of the log: its dealer, each hand as dealt, the face-up card and taker."""
    deal = next(e for e in reversed(m.log) if e["event"] == "deal")
    face_up = (Card(deal["face_up"][0]), deal["face_up"][1]) if deal["face_up"] else None
    hands = [{Card(c) for c in cards.split()} for _, cards in deal["hands"]]
    if face_up is not None:
        hands[face_up[1]].discard(face_up[0])
    return deal["dealer"], hands, face_up


def _check_seeded_deal(m: Match, game: Written, tags: Tags) -> None:
    dealer, hands, _ = _dealt(m)
    if game.dealer is not None and game.dealer[0] != dealer:
        raise game.dealer[1].fail(f"the seed's game {game.number} is dealt by seat {dealer}")
    for owner in range(tags.players):
        if owner not in game.hands:
            if tags.recorder in (None, owner):
                raise game.at.fail(f"game {game.number} has no hand for seat {owner}")
            continue
        cards, at = game.hands[owner]
        if set(cards) != hands[owner]:
            raise at.fail(
                f"seat {owner}'s hand is not the one the seed deals it in game {game.number}"
            )


def _check_face_up(m: Match, game: Written) -> None:
    if game.face_up is None:
        return
    card, taker, at = game.face_up
    if m.face_up is None:
        raise at.fail(f"only three players are dealt a card face up, not {m.players}")
    if (card, taker) != tuple(m.face_up):
        real, real_taker = m.face_up
        raise at.fail(f"the card dealt face up is {real}, taken by seat {real_taker}")


def _play(m: Match, game: Written, on_move: OnMove | None) -> None:
    """The game's moves made in turn, each checked by the rules."""
    for token in game.moves:
        if m.game != game.number and not m.is_over:
            raise token.fail(
                f"a move after game {game.number} is over: game "
                f"{m.game} starts with its `Game {m.game}` line",
            )
        make(m, token, _move(token, m.rules), on_move)


def _move(token: Token, rules: Rules) -> Move:
    """A move token: ``pass``, or cards joined by ``-``."""
    if token.text.lower() == "pass":
        return Move("pass")
    cards, column = [], token.column
    for part in token.text.split("-"):
        cards.append(_card(Token(part, token.line, column)))
        column += len(part) + 1
    try:
        return Move("play", cards, rules)
    except ZweiundzwanzigError as e:
        raise token.fail(str(e)) from None


def _game_over(log: list[dict[str, Any]], number: int) -> dict[str, Any] | None:
    return next((e for e in log if e["event"] == "game_over" and e["game"] == number), None)


def _check_result(m: Match, game: Written) -> None:
    """The written result is the one the moves make."""
    if game.result is None:
        return
    result, at = game.result
    over = _game_over(m.log, game.number)
    if over is None:
        raise at.fail(f"game {game.number} is not over: its result follows its last play")
    made = Result(over["winner"], over["penalties"], over["totals"])
    for part in ("winner", "penalties", "totals"):
        written, real = getattr(result, part), getattr(made, part)
        if written is not None and written != real:
            raise at.fail(
                f"the result does not follow from the moves: the {part} are "
                f"{_shown(real)}, not {_shown(written)}",
            )


def _shown(value: int | list[int]) -> str:
    return " ".join(map(str, value)) if isinstance(value, list) else str(value)


# --- a match written ------------------------------------------------------------------------


def write(match: Match, **details: Any) -> str:
    """The match as a record (``details``: the tags' ``names``, ``date``, ``event``, ``site``,
    and ``recorder``, a seat: a one-seat record, with only that seat's hands, each game's
    leader, and no seed)."""
    recorder = details.get("recorder")
    tags = match_tags(match, **details)
    if recorder is not None:
        tags = dataclasses.replace(tags, seed=None)
    return record_text(tags, _body(match.log, recorder))


def write_view(view: View, **details: Any) -> str:
    """What `view` shows, as its seat's record (``details``: the tags' ``names``, ``date``,
    ``event``, ``site``). The view's log must start with the match (a view of a match does; a
    described position, whose log starts with its own game, is refused)."""
    first = view.log[0] if view.log else None
    if first is None or first["event"] != "deal" or first["game"] != 1:
        raise ValueError(
            "a view is written as a record when its log starts with the match's first game; "
            f"this one starts with game {view.game if first is None else first['game']}"
        )
    over = next((e for e in view.log if e["event"] == "match_over"), None)
    details = {k: v for k, v in details.items() if k != "recorder"}
    tags = Tags(
        game=game_of(view),
        rules=view.rules,
        players=view.players,
        recorder=view.player,
        winners=None if over is None else tuple(over["winners"]),
        **details,
    )
    return record_text(tags, _body(view.log, view.player))


def _body(log: list[dict[str, Any]], recorder: int | None) -> list[str]:
    """The log's games: each deal's lines, one round a line, each game's result."""
    lines: list[str] = []
    moves: list[str] = []

    def flush() -> None:
        lines.extend(moves_lines(moves))
        moves.clear()

    for i, event in enumerate(log):
        kind = event["event"]
        if kind == "deal":
            flush()
            lines.extend(_deal_lines(event, log[i + 1 :], recorder))
        elif kind == "play":
            moves.append("-".join(event["cards"].split()))
        elif kind == "pass":
            moves.append("pass")
        elif kind == "round_won":
            flush()
        elif kind == "game_over":
            flush()
            penalties, totals = _shown(event["penalties"]), _shown(event["totals"])
            lines.append(
                f"Result: winner {event['winner']}, penalties {penalties}, totals {totals}"
            )
    flush()
    return lines


def _deal_lines(
    deal: dict[str, Any], after: list[dict[str, Any]], recorder: int | None
) -> list[str]:
    """`Game N`, `Dealer:`, the hands as dealt, `Face-up:` and (one-seat) `Leader:`."""
    lines = [f"Game {deal['game']}", f"Dealer: {deal['dealer']}"]
    up = deal["face_up"]
    for owner, cards in deal["hands"]:
        if recorder in (None, owner):
            dealt = [c for c in cards.split() if up is None or c != up[0] or owner != up[1]]
            lines.append(f"Hand {owner}: {' '.join(dealt)}")
    if up is not None:
        lines.append(f"Face-up: {up[0]} {up[1]}")
    first = next((e for e in after if e["event"] in ("play", "deal")), None)
    if recorder is not None and first is not None and first["event"] == "play":
        lines.append(f"Leader: {first['player']}")
    return lines


# --- a one-seat record read into the recorder's views ---------------------------------------


class Turns:
    """Whose turn it is in a game seen from one seat (2.3), for a record that writes no seats:
    the turn passes to the next player in the direction of play (skipping, when passing is
    final, those who passed in the round); when it would come back to the last play's player,
    the round is theirs. The game is over when a hand is empty. Every play is then checked by
    the engine, through the recorder's view (`View.describe`)."""

    def __init__(self, rules: Rules, leader: int, left: list[int]) -> None:
        self.rules, self.to_move, self.left = rules, leader, left
        self.last: int | None = None
        self.passed: set[int] = set()
        self.winner: int | None = None

    def after(self, seat: int) -> int:
        step = 1 if self.rules.clockwise else -1
        return (seat + step) % len(self.left)

    def play(self, count: int) -> None:
        seat = self.to_move
        self.left[seat] -= count
        if self.left[seat] <= 0:
            self.winner = seat
            return
        self.last = seat
        if not self.rules.pass_is_final:
            self.passed = set()
        self._turn_after(seat)

    def pass_(self) -> None:
        self.passed.add(self.to_move)
        self._turn_after(self.to_move)

    def _turn_after(self, seat: int) -> None:
        after = self.after(seat)
        while after != self.last and self.rules.pass_is_final and after in self.passed:
            after = self.after(after)
        if after == self.last:
            self.last, self.passed = None, set()
        self.to_move = after


@dataclass
class Standing:
    """The match before a game, as a one-seat record gives it: the winners and the totals."""

    winners: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    known: bool = True


@dataclass
class Seen:
    """A game as the recorder sees it, move by move."""

    game: Written
    dealer: int
    hand: set[Card]
    face_up: tuple[Card, int] | None
    turns: Turns
    rounds: list[list[tuple[int, Move]]] = field(default_factory=list)
    played: set[Card] = field(default_factory=set)
    last: Token | None = None

    def view(self, tags: Tags, standing: Standing) -> View:
        """The recorder's view now, worked out and checked by the engine's description (a
        description refused points at the last move made, or the game's line)."""
        assert tags.recorder is not None
        if not standing.known:
            raise self.game.at.fail(
                f"game {self.game.number - 1} has no result line: a "
                "one-seat record gives each game's penalties (of hands it does not see)",
            )
        rounds = [[(s, None if mv.is_pass else list(mv.cards)) for s, mv in r] for r in self.rounds]
        try:
            return self._described(tags, standing, rounds)
        except ZweiundzwanzigError as e:
            raise (self.last or self.game.at).fail(str(e)) from None

    def _described(self, tags: Tags, standing: Standing, rounds: Any) -> View:
        assert tags.recorder is not None
        return View.describe(
            players=tags.players,
            seat=tags.recorder,
            hand=list(self.hand),
            rules=tags.rules,
            game=self.game.number,
            dealer=self.dealer,
            rounds=rounds,
            face_up=self.face_up,
            totals=standing.totals,
            winners=standing.winners,
        )


def _walk(tags: Tags, games: list[Written]) -> Iterator[tuple[int, Token | None, Seen, Standing]]:
    """Each turn of the record's games (the index of its move among all, the move's token or
    None at the record's end), with the game seen so far and the standing before it."""
    standing = Standing(totals=[0] * tags.players)
    index, dealer = 0, 0
    seen: Seen | None = None
    for game in games:
        if seen is not None and seen.turns.winner is None:
            raise game.at.fail(
                f"game {seen.game.number} is not over: game {game.number} cannot start"
            )
        seen = _seen_deal(tags, game, standing, dealer)
        for token in game.moves:
            if seen.turns.winner is not None:
                raise token.fail(f"a move after game {game.number} is over")
            yield index, token, seen, standing
            _seen_move(tags, seen, token)
            index += 1
        yield index, None, seen, standing
        standing = _after_game(tags, seen, standing)
        dealer = seen.turns.after(seen.dealer)


def _seen_deal(tags: Tags, game: Written, standing: Standing, dealer: int) -> Seen:
    recorder = _recorder(tags)
    if set(game.hands) != {recorder}:
        raise game.at.fail(
            f"game {game.number} of a one-seat record writes the recorder's "
            f"hand alone: `Hand {recorder}: ...`",
        )
    _no_card_twice(game)
    cards = game.hands[recorder][0]
    left = [len(cards)] * tags.players
    face_up = None
    hand = set(cards)
    if game.face_up is not None:
        card, taker, _ = game.face_up
        face_up = (card, taker)
        left[taker] += 1
        if taker == recorder:
            hand.add(card)
    dealer = game.dealer[0] if game.dealer is not None else (dealer if game.number > 1 else 0)
    leader = _leader(tags, game, standing, hand)
    return Seen(game, dealer, hand, face_up, Turns(tags.rules, leader, left))


def _leader(tags: Tags, game: Written, standing: Standing, hand: set[Card]) -> int:
    """The game's first player: as written, the last winner when the winner leads, the recorder
    when the first play is from their hand, the other seat of two; else the record must say."""
    if game.leader is not None:
        return game.leader[0]
    if tags.rules.winner_leads and standing.winners:
        return standing.winners[-1]
    if not game.moves:
        return _recorder(tags)
    first = _move(game.moves[0], tags.rules)
    if not first.is_pass and set(first.cards) <= hand:
        return _recorder(tags)
    if tags.players == 2:
        return 1 - (_recorder(tags))
    raise game.at.fail(
        f"game {game.number}'s first play is another seat's: a `Leader:` line says whose"
    )


def _seen_move(tags: Tags, seen: Seen, token: Token) -> None:
    """The move of `token` made by the seat to move: a lead starts a round."""
    seat = seen.turns.to_move
    move = _move(token, tags.rules)
    leads = seen.turns.last is None
    if move.is_pass:
        if leads:
            raise token.fail(f"seat {seat} leads the round: the leader plays")
        seen.turns.pass_()
    else:
        _check_seen_cards(tags, seen, seat, set(move.cards), token)
        seen.turns.play(len(move))
    if leads:
        seen.rounds.append([])
    seen.rounds[-1].append((seat, move))
    seen.last = token


def _check_seen_cards(tags: Tags, seen: Seen, seat: int, cards: set[Card], token: Token) -> None:
    twice = cards & seen.played
    if twice:
        raise token.fail(f"{min(twice, key=str)} is played twice")
    if seat == tags.recorder:
        if not cards <= seen.hand:
            raise token.fail(
                f"the recorder (seat {seat}) does not hold {_cards(cards - seen.hand)}"
            )
        seen.hand -= cards
    else:
        mine = cards & seen.hand
        if mine:
            raise token.fail(f"seat {seat} plays {_cards(mine)} from the recorder's hand")
        if seen.face_up and seen.face_up[0] in cards and seen.face_up[1] != seat:
            raise token.fail(
                f"seat {seat} plays {seen.face_up[0]}, dealt face up to seat {seen.face_up[1]}",
            )
    seen.played |= cards


def _cards(cards: set[Card]) -> str:
    return " ".join(sorted(map(str, cards)))


def _after_game(tags: Tags, seen: Seen, standing: Standing) -> Standing:
    """The standing after a game over: its winner, and the totals its result line gives."""
    winner = seen.turns.winner
    if winner is None:
        return standing
    game = seen.game
    if game.result is None:
        return Standing([*standing.winners, winner], standing.totals, known=False)
    result, at = game.result
    if result.winner is not None and result.winner != winner:
        raise at.fail(
            f"the result does not follow from the moves: seat {winner} went out "
            f"first, not seat {result.winner}",
        )
    totals = result.totals
    if result.penalties is not None:
        summed = [t + p for t, p in zip(standing.totals, result.penalties, strict=True)]
        if totals is not None and totals != summed:
            raise at.fail("the result's totals are not the totals before plus its penalties")
        totals = summed
    if totals is None or not standing.known:
        return Standing([*standing.winners, winner], standing.totals, known=False)
    return Standing([*standing.winners, winner], totals)


def _recorder(tags: Tags) -> int:
    assert tags.recorder is not None, "the shared reader reads only a one-seat record here"
    return tags.recorder


def read_view(document: Any, tags: Tags) -> View:
    """A one-seat record read as the recorder's `View` at its end, which must be the recorder's
    turn in a game being played (a record that ends at another seat's turn, between games or
    with the match over is refused). With a ``[Seed]`` the match is replayed from it (the
    recorder's hands checked against it) and may end anywhere."""
    recorder = _recorder(tags)
    if tags.seed is not None:
        return replay(document, tags).view(recorder)
    view: View | None = None
    for _, token, seen, standing in _walk(tags, _games(document, tags)):
        if seen.turns.winner is None and seen.turns.to_move == recorder:
            view = seen.view(tags, standing)
        elif token is None:
            view = None
    if view is None:
        raise document.end.fail(
            "a one-seat record is read as the recorder's view at their turn in a game being "
            "played; this one ends elsewhere"
        )
    return view


def recorder_decisions(document: Any, tags: Tags) -> list[Decision]:
    """Each decision of the recorder in a one-seat record: the index of its move among all the
    record's moves, the recorder's view just before it, the move."""
    recorder = _recorder(tags)
    if tags.seed is not None:
        return _seeded_decisions(document, tags, recorder)
    out: list[Decision] = []
    for index, token, seen, standing in _walk(tags, _games(document, tags)):
        if token is not None and seen.turns.to_move == recorder:
            out.append((index, seen.view(tags, standing), _move(token, tags.rules)))
    return out


def _seeded_decisions(document: Any, tags: Tags, recorder: int) -> list[Decision]:
    out: list[Decision] = []
    count = 0

    def on_move(m: Any, _token: Token, move: Any) -> None:
        nonlocal count
        if m.current_player == recorder:
            out.append((count, m.view(recorder), move))
        count += 1

    replay(document, tags, on_move)
    return out
