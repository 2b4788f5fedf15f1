"""Whose turn it is in a Big Two game seen from one seat."""

from __future__ import annotations

from zweiundzwanzig._core.big_two import Rules


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
