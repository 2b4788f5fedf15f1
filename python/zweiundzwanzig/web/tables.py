"""The tables the server holds: each a match between the player (one seat) and computer players,
kept server-side so the browser only ever receives that seat's view. Tables are bounded in
number and expire when left idle, so memory stays bounded however many tabs are opened."""

from __future__ import annotations

import asyncio
import importlib
import random
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from zweiundzwanzig import _core
from zweiundzwanzig._game import Game
from zweiundzwanzig.web.errors import not_found

MAX_TABLES = 100
"""The most tables held at once: dealing one more closes the one idle longest."""

IDLE_SECONDS = 4 * 3600.0
"""A table nobody has touched for this long is closed."""


@dataclass
class Table:
    """One table: the match, the player's seat, the computer's strength, and the generators of
    the computer's moves and of the hints (apart, so asking for a hint never changes how the
    computer plays)."""

    id: str
    game: Game
    match: Any
    seat: int
    strength: str
    seed: int
    used: float
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    review: Any = None
    """The review of the player's decisions, once asked for (`zweiundzwanzig.web.reviews`)."""

    def __post_init__(self) -> None:
        self.chooser = random.Random(self.seed)
        self.hints = random.Random(self.seed + 1)

    @property
    def describer(self) -> ModuleType:
        """The game's table description (its registry entry's ``table`` module)."""
        return importlib.import_module(self.game.table)

    def view(self) -> Any:
        """What the player's seat sees."""
        return self.match.view(self.seat)

    def names(self) -> list[str]:
        """What the page calls each seat: "You", and P1, P2... by seat."""
        return ["You" if p == self.seat else f"P{p}" for p in range(self.match.players)]

    def human_turn(self) -> bool:
        """Whether the player is to move."""
        return not self.match.is_over and self.match.current_player == self.seat

    def computer_move(self) -> None:
        """The player to move (a computer player) moves. Blocking: run it off the event loop."""
        move = _core.policy_move(self.match, self.strength, self.chooser.getrandbits(64))
        self.match.apply(move)


class Tables:
    """The tables held, by id: at most ``limit``, each closed after ``idle`` seconds unused."""

    def __init__(
        self,
        limit: int = MAX_TABLES,
        idle: float = IDLE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.idle = idle
        self.clock = clock
        self._tables: OrderedDict[str, Table] = OrderedDict()

    def __len__(self) -> int:
        return len(self._tables)

    def open(self, game: Game, match: Any, seat: int, strength: str, seed: int) -> Table:
        """A new table for ``match``, the player at ``seat``; the table idle longest is closed
        when there are already ``limit``."""
        self.expire()
        while len(self._tables) >= self.limit:
            self._tables.popitem(last=False)
        table = Table(secrets.token_urlsafe(12), game, match, seat, strength, seed, self.clock())
        self._tables[table.id] = table
        return table

    def get(self, table_id: str) -> Table:
        """The table ``table_id``, marked used; a 404 when there is none (or it expired)."""
        self.expire()
        table = self._tables.get(table_id)
        if table is None:
            raise not_found("no such table: it was closed after being left idle, or never dealt")
        table.used = self.clock()
        self._tables.move_to_end(table_id)
        return table

    def expire(self) -> None:
        """Closes the tables idle for longer than ``idle``."""
        now = self.clock()
        while self._tables:
            oldest = next(iter(self._tables.values()))
            if now - oldest.used <= self.idle:
                break
            self._tables.popitem(last=False)
