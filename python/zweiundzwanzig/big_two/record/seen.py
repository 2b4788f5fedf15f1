"""A Big Two game as a one-seat record's recorder sees it, and the match's standing before it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._core.big_two import Card, Move, View
from zweiundzwanzig.big_two.record.turns import Turns
from zweiundzwanzig.big_two.record.written import Written
from zweiundzwanzig.records import Tags, Token


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
