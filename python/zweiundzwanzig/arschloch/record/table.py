"""The public course of an Arschloch match as one seat's record shows it, followed move by
move; the recorder's view described from it."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from zweiundzwanzig._core.arschloch import View
from zweiundzwanzig.arschloch.record.cards import _PASS, _cards, _hidden
from zweiundzwanzig.records import Token


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
