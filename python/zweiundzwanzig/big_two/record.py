"""Big Two's game records (``docs/records/big_two.md``, the notation of ``docs/records.md``).

A record's body is the match game by game, in Big Two's words:

- ``Game N`` starts game N (from 1, each the next), then its header lines: ``Dealer: S``,
  ``Hand S: cards`` (the hand as dealt; every seat's in a full record, only the recorder's in a
  one-seat record), ``Face-up: CARD S`` (three players: the card dealt face up and its taker) and
  ``Leader: S`` (the seat of the game's first play; written in one-seat records, where the
  reader cannot always see it).
- Then its moves, one round a line as written: a play is its cards joined by ``-``
  (``3♦-3♠``, ``5♥-6♣-7♦-8♠-9♥``), a pass is ``pass``; the seat is whose turn it is.
- Then ``Result: winner S, penalties P0 P1 ..., totals T0 T1 ...`` once the game is over.

``write`` writes a match; ``replay`` reads a full record into a `Match` (from its ``[Seed]``, each
written deal checked against it, or without one dealt as written); ``read_view`` and
``recorder_decisions`` read a one-seat record (``[Recorder]``) into the recorder's views.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import zweiundzwanzig as _zz
from zweiundzwanzig._core.big_two import Card, Match, Move, Rules, View

OnMove = Callable[[Match, str, Move], object]
Decision = tuple[int, View, Move]


# --- the document (TEMPORARY stand-in for the shared package) -------------------------------


class RecordError(ValueError):
    def __init__(self, line: int, column: int, message: str) -> None:
        super().__init__(f"line {line}, column {column}: {message}")
        self.line, self.column = line, column


@dataclass(frozen=True)
class Token:
    """A word of the record and where it stands (1-based line and column)."""

    text: str
    line: int
    column: int


@dataclass(frozen=True)
class Header:
    """A header line: its keyword (lower case), number, and the words after the colon."""

    keyword: str
    number: int | None
    words: list[Token]
    at: Token


@dataclass(frozen=True)
class Document:
    tags: dict[str, list[Token]]
    body: list[Header | list[Token]]


KEYWORDS = ("game", "dealer", "hand", "face-up", "leader", "result")


def fail(at: Token, message: str) -> RecordError:
    return RecordError(at.line, at.column, message)


def _document(text: str) -> Document:
    tags: dict[str, list[Token]] = {}
    body: list[Header | list[Token]] = []
    for i, raw in enumerate(text.split("\n"), 1):
        line = raw.split(";", 1)[0]
        m = re.match(r'\s*\[(\w+)\s+"(.*)"\]\s*$', line)
        if m:
            tags.setdefault(m[1], []).append(Token(m[2], i, line.index("[") + 1))
            continue
        words = [Token(w[0], i, w.start() + 1) for w in re.finditer(r"\S+", line)]
        if not words:
            continue
        head = re.match(r"\s*([A-Za-z-]+)(?:\s+(\d+))?\s*(:|$|\s)", line)
        if head and head[1].lower() in KEYWORDS:
            colon = line.find(":")
            rest = [w for w in words if colon >= 0 and w.column > colon + 1]
            number = int(head[2]) if head[2] else None
            body.append(Header(head[1].lower(), number, rest, words[0]))
        else:
            body.append(words)
    return Document(tags, body)


# --- the record read game by game -----------------------------------------------------------


@dataclass(frozen=True)
class Result:
    """A ``Result:`` line: the winner, each seat's penalty and total (each part optional)."""

    winner: int | None = None
    penalties: list[int] | None = None
    totals: list[int] | None = None


@dataclass
class Written:
    """One game of a record as written: its header lines, its moves and its result."""

    number: int
    at: Token
    dealer: tuple[int, Token] | None = None
    hands: dict[int, tuple[list[Card], Token]] = field(default_factory=dict)
    face_up: tuple[Card, int, Token] | None = None
    leader: tuple[int, Token] | None = None
    moves: list[Token] = field(default_factory=list)
    result: tuple[Result, Token] | None = None


@dataclass(frozen=True)
class Table:
    """What the tags say: the table, the rules, the seed, the recorder, the winners."""

    players: int
    rules: Rules
    seed: int | None
    recorder: int | None
    winners: tuple[list[int], Token] | None
    at: Token


def _table(doc: Document) -> Table:
    """TEMPORARY: the shared package reads the tags."""
    first = Token("", 1, 1)

    def one(name: str) -> Token | None:
        return doc.tags.get(name, [None])[0]

    players_tag = one("Players")
    players = int(players_tag.text) if players_tag else 4
    rules = Rules.preset_named(one("Rules").text if one("Rules") else "standard")  # type: ignore[union-attr]
    for opt in doc.tags.get("Option", []):
        name, _, value = opt.text.partition("=")
        parsed: Any = value
        if value.isdigit():
            parsed = int(value)
        elif value in ("true", "false"):
            parsed = value == "true"
        elif value == "none":
            parsed = None
        rules = rules.replace(**{name: parsed})
    seed_tag, recorder_tag, winners_tag = one("Seed"), one("Recorder"), one("Winners")
    return Table(
        players,
        rules,
        int(seed_tag.text) if seed_tag else None,
        int(recorder_tag.text) if recorder_tag else None,
        ([int(w) for w in winners_tag.text.split()], winners_tag) if winners_tag else None,
        players_tag or first,
    )


# --- the body, game by game -----------------------------------------------------------------

DEAL_HEADERS = ("dealer", "hand", "face-up", "leader")


def _games(doc: Document, table: Table) -> list[Written]:
    """The body's games in order, each header line read and placed (moves are not yet checked)."""
    games: list[Written] = []
    for item in doc.body:
        if isinstance(item, Header) and item.keyword == "game":
            games.append(_game_line(item, len(games) + 1))
            continue
        if not games:
            at = item.at if isinstance(item, Header) else item[0]
            raise fail(at, "the body starts with its first game's line, `Game 1`")
        game = games[-1]
        if game.result is not None:
            at = item.at if isinstance(item, Header) else item[0]
            raise fail(
                at,
                f"game {game.number}'s result is its last line: game "
                f"{game.number + 1} starts with `Game {game.number + 1}`",
            )
        if isinstance(item, Header):
            _header(game, item, table)
        else:
            game.moves.extend(item)
    return games


def _game_line(h: Header, expected: int) -> Written:
    if h.number != expected or h.words:
        raise fail(h.at, f"the next game's line is `Game {expected}`")
    return Written(expected, h.at)


def _header(game: Written, h: Header, table: Table) -> None:
    """A header line of `game` read into it: a deal line before the moves, once each."""
    if h.keyword in DEAL_HEADERS and game.moves:
        raise fail(
            h.at, f"the `{h.keyword.capitalize()}` line comes before game {game.number}'s moves"
        )
    if h.keyword == "result":
        game.result = (_result(h, table.players), h.at)
        return
    if h.keyword == "hand":
        _hand_line(game, h, table)
        return
    if h.number is not None:
        raise fail(h.at, f"a `{h.keyword.capitalize()}` line has no number before its colon")
    repeated = {"dealer": game.dealer, "face-up": game.face_up, "leader": game.leader}
    if repeated[h.keyword] is not None:
        raise fail(h.at, f"game {game.number} has one `{h.keyword.capitalize()}` line")
    if h.keyword == "dealer":
        game.dealer = (_seat(_only(h, 1)[0], table.players), h.at)
    elif h.keyword == "leader":
        game.leader = (_seat(_only(h, 1)[0], table.players), h.at)
    else:
        card, seat = _only(h, 2)
        game.face_up = (_card(card), _seat(seat, table.players), h.at)


def _hand_line(game: Written, h: Header, table: Table) -> None:
    if h.number is None:
        raise fail(h.at, "a hand's line names its seat: `Hand 0: 3♦ ...`")
    seat = _seat(Token(str(h.number), h.at.line, h.at.column), table.players)
    if seat in game.hands:
        raise fail(h.at, f"game {game.number} has one hand line for seat {seat}")
    cards: list[Card] = []
    for word in h.words:
        card = _card(word)
        if card in cards:
            raise fail(word, f"{card} is written twice in seat {seat}'s hand")
        cards.append(card)
    game.hands[seat] = (cards, h.at)


def _only(h: Header, count: int) -> list[Token]:
    if len(h.words) != count:
        what = {"dealer": "a seat", "leader": "a seat", "face-up": "a card and its taker's seat"}
        raise fail(h.at, f"a `{h.keyword.capitalize()}` line gives {what[h.keyword]}")
    return h.words


def _seat(word: Token, players: int) -> int:
    if not word.text.isdigit() or int(word.text) >= players:
        raise fail(word, f"{word.text!r} is no seat at a table of {players} (0 to {players - 1})")
    return int(word.text)


def _card(word: Token) -> Card:
    try:
        return Card(word.text)
    except _zz.ZweiundzwanzigError as e:
        raise fail(word, str(e)) from None


def _result(h: Header, players: int) -> Result:
    """`winner S, penalties ..., totals ...`, each part at most once, in any order."""
    parts: dict[str, list[int]] = {}
    words = list(h.words)
    text = " ".join(w.text for w in words)
    for part in text.split(","):
        name, *values = part.split() or [""]
        if name not in ("winner", "penalties", "totals") or name in parts:
            raise fail(
                h.at, f"a result is `winner S, penalties ..., totals ...`, not {part.strip()!r}"
            )
        if not all(v.isdigit() and len(v) < 10 for v in values):
            raise fail(h.at, f"the result's {name} are whole numbers")
        wanted = 1 if name == "winner" else players
        if len(values) != wanted:
            raise fail(h.at, f"the result's {name} gives {wanted} number{'s' * (wanted > 1)}")
        parts[name] = [int(v) for v in values]
    winner = parts.get("winner")
    if winner is not None and winner[0] >= players:
        raise fail(h.at, f"the winner {winner[0]} is no seat at a table of {players}")
    return Result(winner[0] if winner else None, parts.get("penalties"), parts.get("totals"))


# --- a full record read into a match --------------------------------------------------------


def replay(document: str, on_move: OnMove | None = None) -> Match:
    """A full record read into a `Match`: from its ``[Seed]``, every written deal, face-up card,
    leader and result checked against what the seed deals and the moves make; without one, every
    game dealt as written. ``on_move(match, token, move)`` is called before each move is made."""
    doc = _document(document)
    table = _table(doc)
    if table.recorder is not None and table.seed is None:
        raise fail(
            table.at,
            "a one-seat record (its [Recorder] tag) reads as the recorder's view: View.from_record",
        )
    m = Match(players=table.players, rules=table.rules, seed=table.seed or 0)
    for game in _games(doc, table):
        _deal(m, game, table)
        _play(m, game, on_move)
        _check_result(m, game)
    _check_winners(m, table)
    return m


def _deal(m: Match, game: Written, table: Table) -> None:
    """The game dealt: from the seed (the written deal must be what it deals) or as written."""
    if m.is_over:
        raise fail(
            game.at, f"the match is over after game {m.game}: there is no game {game.number}"
        )
    if m.game != game.number:
        raise fail(game.at, f"game {m.game} is not over: game {game.number} cannot start")
    _no_card_twice(game)
    if table.seed is None:
        _deal_as_written(m, game, table)
    else:
        _check_seeded_deal(m, game, table)
    _check_face_up(m, game)
    if game.leader is not None and game.leader[0] != m.current_player:
        raise fail(
            game.leader[1],
            f"seat {m.current_player} leads game {game.number}, not seat {game.leader[0]}",
        )


def _no_card_twice(game: Written) -> None:
    seen: dict[Card, int] = {}
    for seat, (cards, at) in sorted(game.hands.items()):
        for card in cards:
            if card in seen:
                raise fail(at, f"{card} is dealt twice: seat {seen[card]}'s hand holds it too")
            seen[card] = seat
    if game.face_up is not None and game.face_up[0] in seen:
        card, at = game.face_up[0], game.face_up[2]
        raise fail(at, f"{card} is dealt face up and in seat {seen[card]}'s hand")


def _deal_as_written(m: Match, game: Written, table: Table) -> None:
    for seat in range(table.players):
        if seat not in game.hands:
            raise fail(
                game.at,
                f"game {game.number} has no hand for seat {seat}: a record "
                "without [Seed] writes every hand",
            )
    dealer = game.dealer[0] if game.dealer else (m.dealer if game.number > 1 else 0)
    try:
        m._deal_as(dealer, [game.hands[s][0] for s in range(table.players)])
    except _zz.ZweiundzwanzigError as e:
        raise fail(_deal_error_at(game, str(e)), f"game {game.number}: {e}") from None


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


def _check_seeded_deal(m: Match, game: Written, table: Table) -> None:
    dealer, hands, _ = _dealt(m)
    if game.dealer is not None and game.dealer[0] != dealer:
        raise fail(game.dealer[1], f"the seed's game {game.number} is dealt by seat {dealer}")
    for seat in range(table.players):
        if seat not in game.hands:
            if table.recorder in (None, seat):
                raise fail(game.at, f"game {game.number} has no hand for seat {seat}")
            continue
        cards, at = game.hands[seat]
        if set(cards) != hands[seat]:
            raise fail(
                at, f"seat {seat}'s hand is not the one the seed deals it in game {game.number}"
            )


def _check_face_up(m: Match, game: Written) -> None:
    if game.face_up is None:
        return
    card, taker, at = game.face_up
    if m.face_up is None:
        raise fail(at, f"only three players are dealt a card face up, not {m.players}")
    if (card, taker) != tuple(m.face_up):
        real, real_taker = m.face_up
        raise fail(at, f"the card dealt face up is {real}, taken by seat {real_taker}")


def _play(m: Match, game: Written, on_move: OnMove | None) -> None:
    """The game's moves made in turn, each checked by the rules."""
    for token in game.moves:
        if m.is_over:
            raise fail(token, "a move after the match is over")
        if m.game != game.number:
            raise fail(
                token,
                f"a move after game {game.number} is over: game "
                f"{m.game} starts with its `Game {m.game}` line",
            )
        move = _move(token, m.rules)
        if on_move is not None:
            on_move(m, token.text, move)
        try:
            m.apply(move)
        except _zz.ZweiundzwanzigError as e:
            raise fail(token, str(e)) from None


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
    except _zz.ZweiundzwanzigError as e:
        raise fail(token, str(e)) from None


def _game_over(log: list[dict[str, Any]], number: int) -> dict[str, Any] | None:
    return next((e for e in log if e["event"] == "game_over" and e["game"] == number), None)


def _check_result(m: Match, game: Written) -> None:
    """The written result is the one the moves make."""
    if game.result is None:
        return
    result, at = game.result
    over = _game_over(m.log, game.number)
    if over is None:
        raise fail(at, f"game {game.number} is not over: its result follows its last play")
    made = Result(over["winner"], over["penalties"], over["totals"])
    for part in ("winner", "penalties", "totals"):
        written, real = getattr(result, part), getattr(made, part)
        if written is not None and written != real:
            raise fail(
                at,
                f"the result does not follow from the moves: the {part} are "
                f"{_shown(real)}, not {_shown(written)}",
            )


def _shown(value: int | list[int]) -> str:
    return " ".join(map(str, value)) if isinstance(value, list) else str(value)


def _check_winners(m: Match, table: Table) -> None:
    if table.winners is None:
        return
    winners, at = table.winners
    if m.result is None:
        raise fail(at, "[Winners] names the winners of a match that the record does not finish")
    if sorted(winners) != sorted(m.result.winners):
        raise fail(
            at,
            f"the moves make {_shown(list(m.result.winners))} the winners, not {_shown(winners)}",
        )


# --- a match written ------------------------------------------------------------------------


def write(match: Match, recorder: int | None = None) -> str:
    """The match as a record: a full one, or with `recorder` a one-seat record (only that seat's
    hands, each game's leader, no seed). ``[Seed]`` is written when the seed replays the deals."""
    tags = _tags(match, recorder)
    return "\n".join([*tags, "", *_body(match, recorder)]) + "\n"


def _tags(match: Match, recorder: int | None) -> list[str]:
    """TEMPORARY: the shared writer helpers write the tags."""
    rules = match.rules
    base = Rules.preset_named(rules.preset or "standard")
    lines = ['[Game "big_two"]', f'[Rules "{rules.preset or "standard"}"]']
    for name, value in rules.options().items():
        if value != base.options()[name]:
            shown = "none" if value is None else str(value).lower()
            lines.append(f'[Option "{name}={shown}"]')
    lines.append(f'[Players "{match.players}"]')
    if recorder is None and not match._dealt_as_written:
        lines.append(f'[Seed "{match.seed}"]')
    if recorder is not None:
        lines.append(f'[Recorder "{recorder}"]')
    if match.result is not None:
        lines.append(f'[Winners "{_shown(list(match.result.winners))}"]')
    return lines


def _body(match: Match, recorder: int | None) -> list[str]:
    """The log's games: each deal's lines, one round a line, each game's result."""
    lines: list[str] = []
    moves: list[str] = []

    def flush() -> None:
        if moves:
            lines.append(" ".join(moves))
            moves.clear()

    log = match.log
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
    for seat, cards in deal["hands"]:
        if recorder in (None, seat):
            dealt = [c for c in cards.split() if up is None or c != up[0] or seat != up[1]]
            lines.append(f"Hand {seat}: {' '.join(dealt)}")
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

    def view(self, table: Table, standing: Standing) -> View:
        """The recorder's view now, worked out and checked by the engine's description (a
        description refused points at the last move made, or the game's line)."""
        assert table.recorder is not None
        if not standing.known:
            raise fail(
                self.game.at,
                f"game {self.game.number - 1} has no result line: a "
                "one-seat record gives each game's penalties (of hands it does not see)",
            )
        rounds = [[(s, None if mv.is_pass else list(mv.cards)) for s, mv in r] for r in self.rounds]
        try:
            return self._described(table, standing, rounds)
        except _zz.ZweiundzwanzigError as e:
            raise fail(self.last or self.game.at, str(e)) from None

    def _described(self, table: Table, standing: Standing, rounds: Any) -> View:
        assert table.recorder is not None
        return View.describe(
            players=table.players,
            seat=table.recorder,
            hand=list(self.hand),
            rules=table.rules,
            game=self.game.number,
            dealer=self.dealer,
            rounds=rounds,
            face_up=self.face_up,
            totals=standing.totals,
            winners=standing.winners,
        )


def _one_seat(document: str) -> tuple[Table, list[Written]]:
    doc = _document(document)
    table = _table(doc)
    if table.recorder is None:
        raise fail(
            table.at, "a full record (no [Recorder] tag) reads as a match: Match.from_record"
        )
    if table.recorder >= table.players:
        raise fail(
            table.at, f"the recorder {table.recorder} is no seat at a table of {table.players}"
        )
    return table, _games(doc, table)


def _walk(table: Table, games: list[Written]) -> Iterator[tuple[int, Token | None, Seen, Standing]]:
    """Each turn of the record's games (the index of its move among all, the move's token or
    None at the record's end), with the game seen so far and the standing before it."""
    standing = Standing(totals=[0] * table.players)
    index, dealer = 0, 0
    seen: Seen | None = None
    for game in games:
        if seen is not None and seen.turns.winner is None:
            raise fail(
                game.at, f"game {seen.game.number} is not over: game {game.number} cannot start"
            )
        seen = _seen_deal(table, game, standing, dealer)
        for token in game.moves:
            if seen.turns.winner is not None:
                raise fail(token, f"a move after game {game.number} is over")
            yield index, token, seen, standing
            _seen_move(table, seen, token)
            index += 1
        yield index, None, seen, standing
        standing = _after_game(table, seen, standing)
        dealer = seen.turns.after(seen.dealer)


def _seen_deal(table: Table, game: Written, standing: Standing, dealer: int) -> Seen:
    recorder = table.recorder
    if set(game.hands) != {recorder}:
        raise fail(
            game.at,
            f"game {game.number} of a one-seat record writes the recorder's "
            f"hand alone: `Hand {recorder}: ...`",
        )
    _no_card_twice(game)
    cards = game.hands[recorder][0]
    left = [len(cards)] * table.players
    face_up = None
    hand = set(cards)
    if game.face_up is not None:
        card, taker, _ = game.face_up
        face_up = (card, taker)
        left[taker] += 1
        if taker == recorder:
            hand.add(card)
    dealer = game.dealer[0] if game.dealer is not None else (dealer if game.number > 1 else 0)
    leader = _leader(table, game, standing, hand)
    return Seen(game, dealer, hand, face_up, Turns(table.rules, leader, left))


def _leader(table: Table, game: Written, standing: Standing, hand: set[Card]) -> int:
    """The game's first player: as written, the last winner when the winner leads, the recorder
    when the first play is from their hand, the other seat of two; else the record must say."""
    if game.leader is not None:
        return game.leader[0]
    if table.rules.winner_leads and standing.winners:
        return standing.winners[-1]
    if not game.moves:
        return table.recorder or 0
    first = _move(game.moves[0], table.rules)
    if not first.is_pass and set(first.cards) <= hand:
        return table.recorder or 0
    if table.players == 2:
        return 1 - (table.recorder or 0)
    raise fail(
        game.at, f"game {game.number}'s first play is another seat's: a `Leader:` line says whose"
    )


def _seen_move(table: Table, seen: Seen, token: Token) -> None:
    """The move of `token` made by the seat to move: a lead starts a round."""
    seat = seen.turns.to_move
    move = _move(token, table.rules)
    leads = seen.turns.last is None
    if move.is_pass:
        if leads:
            raise fail(token, f"seat {seat} leads the round: the leader plays")
        seen.turns.pass_()
    else:
        _check_seen_cards(table, seen, seat, set(move.cards), token)
        seen.turns.play(len(move))
    if leads:
        seen.rounds.append([])
    seen.rounds[-1].append((seat, move))
    seen.last = token


def _check_seen_cards(table: Table, seen: Seen, seat: int, cards: set[Card], token: Token) -> None:
    twice = cards & seen.played
    if twice:
        raise fail(token, f"{min(twice, key=str)} is played twice")
    if seat == table.recorder:
        if not cards <= seen.hand:
            raise fail(
                token, f"the recorder (seat {seat}) does not hold {_cards(cards - seen.hand)}"
            )
        seen.hand -= cards
    else:
        mine = cards & seen.hand
        if mine:
            raise fail(token, f"seat {seat} plays {_cards(mine)} from the recorder's hand")
        if seen.face_up and seen.face_up[0] in cards and seen.face_up[1] != seat:
            raise fail(
                token,
                f"seat {seat} plays {seen.face_up[0]}, dealt face up to seat {seen.face_up[1]}",
            )
    seen.played |= cards


def _cards(cards: set[Card]) -> str:
    return " ".join(sorted(map(str, cards)))


def _after_game(table: Table, seen: Seen, standing: Standing) -> Standing:
    """The standing after a game over: its winner, and the totals its result line gives."""
    winner = seen.turns.winner
    if winner is None:
        return standing
    game = seen.game
    if game.result is None:
        return Standing([*standing.winners, winner], standing.totals, known=False)
    result, at = game.result
    if result.winner is not None and result.winner != winner:
        raise fail(
            at,
            f"the result does not follow from the moves: seat {winner} went out "
            f"first, not seat {result.winner}",
        )
    totals = result.totals
    if result.penalties is not None:
        summed = [t + p for t, p in zip(standing.totals, result.penalties, strict=True)]
        if totals is not None and totals != summed:
            raise fail(at, "the result's totals are not the totals before plus its penalties")
        totals = summed
    if totals is None or not standing.known:
        return Standing([*standing.winners, winner], standing.totals, known=False)
    return Standing([*standing.winners, winner], totals)


def read_view(document: str) -> View:
    """A one-seat record read as the recorder's `View` at its end, which must be the recorder's
    turn in a game being played (a record that ends at another seat's turn, between games or
    with the match over is refused). With a ``[Seed]`` the match is replayed from it (the
    recorder's hands checked against it) and may end anywhere."""
    table, games = _one_seat(document)
    assert table.recorder is not None
    if table.seed is not None:
        return replay(document).view(table.recorder)
    view: View | None = None
    for _, token, seen, standing in _walk(table, games):
        if seen.turns.winner is None and seen.turns.to_move == table.recorder:
            view = seen.view(table, standing)
        elif token is None:
            view = None
    if view is None:
        raise RecordError(
            *_end(document),
            "a one-seat record is read as a view at the "
            "recorder's turn in a game being played; this one ends elsewhere",
        )
    return view


def _end(document: str) -> tuple[int, int]:
    lines = document.split("\n")
    return len(lines), len(lines[-1]) + 1


def recorder_decisions(document: str) -> list[Decision]:
    """Each decision of the recorder in a one-seat record: the index of its move among all the
    record's moves, the recorder's view just before it, the move."""
    table, games = _one_seat(document)
    recorder = table.recorder
    assert recorder is not None
    if table.seed is not None:
        return _seeded_decisions(document, recorder)
    out: list[Decision] = []
    for index, token, seen, standing in _walk(table, games):
        if token is not None and seen.turns.to_move == recorder:
            out.append((index, seen.view(table, standing), _move(token, table.rules)))
    return out


def _seeded_decisions(document: str, recorder: int) -> list[Decision]:
    out: list[Decision] = []
    count = 0

    def on_move(m: Match, _token: str, move: Move) -> None:
        nonlocal count
        if m.current_player == recorder:
            out.append((count, m.view(recorder), move))
        count += 1

    replay(document, on_move)
    return out
