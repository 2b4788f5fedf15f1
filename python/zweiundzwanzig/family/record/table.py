"""What one seat's record shows of the match, kept up move by move (the `Table`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from zweiundzwanzig import _core as zz
from zweiundzwanzig.records import Tags, Token


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


def start_table(tags: Tags) -> Table:
    assert tags.recorder is not None
    n = tags.players
    return Table(tags, tags.recorder, [0] * n, [[] for _ in range(n)])
