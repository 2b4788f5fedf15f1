"""`zweiundzwanzig play`: a match in the terminal against computer players.

The human holds seat 0. Each turn shows the hand, the trick so far (who played what), the
totals, the dealer and the stock; moves are typed as cards (`"K K"`, `"10 9 7"`; in the exchange
the cards to discard, or `nothing`). Commands: `hint` (the advisor's ranked moves), `moves` (the
legal moves), `log` (the match so far as you saw it), `help`, `quit`.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import IO

from zweiundzwanzig import _core
from zweiundzwanzig._core import (
    Match,
    Rules,
    View,
    ZweiundzwanzigError,
    advise,
)
from zweiundzwanzig.display import ADVICE_HEADER, Display, advice_rows

HELP = """Type your move as cards, highest first or in any order: "K K", "10 9 7", "A".
In the exchange, type the cards to discard, or "nothing" to keep your hand.
Commands:
  hint    the advisor's ranked moves, with its estimate of your chance to win the match
  moves   your legal moves
  log     the match so far, as you saw it
  help    this text
  quit    leave the match"""

NOTHING = {"nothing", "none", "-", "keep"}


class TerminalGame:
    """One match between a human (seat 0) and computer players, read from `read` and shown on
    `out`. `read(prompt)` returns the next line typed, or raises EOFError when input ends."""

    def __init__(
        self,
        *,
        players: int = 4,
        rules: Rules | str | None = None,
        seed: int | None = None,
        opponents: str = "heuristic",
        read: Callable[[str], str] = input,
        out: IO[str] | None = None,
        colour: bool | None = None,
        hint_iterations: int = 300,
    ) -> None:
        the_rules = Rules.preset_named(rules) if isinstance(rules, str) else rules
        self.match = Match(players=players, rules=the_rules or Rules.standard(), seed=seed)
        self.opponents = opponents
        self.read = read
        self.show = Display(out, colour)
        self.hint_iterations = hint_iterations
        # Computer players and hints draw from separate generators, so asking for a hint never
        # changes how the computer plays.
        self.chooser = random.Random(self.match.seed)
        self.hints = random.Random(self.match.seed + 1)
        self.seen = 0

    def run(self) -> int:
        """Plays the match to the end (or until `quit`); returns the exit status."""
        self.show.line(
            f"Zweiundzwanzig: {self.match.players} players, {self.match.rules.preset or 'house'}"
            f" rules, seed {self.match.seed}. You are P0. Type help for help.",
            "bold",
        )
        while not self.match.is_over:
            self._news()
            if self.match.current_player == 0:
                if not self._human_turn():
                    self.show.line("You left the match.")
                    return 0
            else:
                self._computer_turn()
        self._news()
        self._standings()
        return 0

    def _view(self) -> View:
        return self.match.view(0)

    def _news(self) -> None:
        """Prints what happened since the last look, as P0 saw it."""
        lines = self._view().transcript().splitlines()
        for text in lines[self.seen :]:
            self.show.line(text, "dim" if not text.startswith("deal") else "bold")
        self.seen = len(lines)

    def _computer_turn(self) -> None:
        seed = self.chooser.getrandbits(64)
        move = _core.policy_move(self.match, self.opponents, seed)
        self.match.apply(move)

    def _status(self) -> None:
        v = self._view()
        totals = ", ".join(
            f"P{p} {t}" + ("" if p in v.in_match else " (out)") for p, t in enumerate(v.totals)
        )
        self.show.line("")
        self.show.line(
            f"Deal {v.deal}, dealer P{v.dealer}, stock {v.stock_size} cards, your turn. "
            f"Totals: {totals}."
        )
        if v.phase == "exchange":
            self.show.line(f"Exchange: discard up to {min(v.stock_size, len(v.hand))} cards.")
        else:
            trick = "; ".join(f"P{p} {play}" for p, play in v.trick) or "you lead"
            self.show.line(f"Trick: {trick}")
        self.show.line("Your hand: " + " ".join(str(c) for c in v.hand), "bold green")

    def _human_turn(self) -> bool:
        """Reads commands until a legal move is made; False when the player quits."""
        self._status()
        while True:
            try:
                text = self.read("Your move> ").strip()
            except EOFError:
                return False
            word = text.lower()
            if word in ("quit", "exit"):  # not "q": that is a queen
                return False
            if word in ("help", "?", "h"):
                self.show.line(HELP)
            elif word == "hint":
                self._hint()
            elif word == "moves":
                moves = [str(m) or "nothing" for m in self.match.legal_moves()]
                self.show.line("Legal moves: " + ", ".join(moves))
            elif word == "log":
                self.show.line(self._view().transcript())
            elif not text:
                self.show.line('Type a move, or "help".')
            elif self._move(text):
                return True

    def _move(self, text: str) -> bool:
        cards = "" if text.lower() in NOTHING else text
        try:
            self.match.apply(cards)
        except ZweiundzwanzigError as e:
            self.show.line(f"Not possible: {e}", "red")
            return False
        return True

    def _hint(self) -> None:
        seed = self.hints.getrandbits(64)
        advice = advise(self._view(), iterations=self.hint_iterations, seed=seed)
        self.show.table(
            "The advisor's moves, best first (win chance = probability of winning the match):",
            ADVICE_HEADER,
            advice_rows(advice, limit=8),
        )

    def _standings(self) -> None:
        result = self.match.result
        if result is None:  # pragma: no cover - only called when over
            return
        rows = [
            [str(place), f"P{p}" + (" (you)" if p == 0 else ""), str(result.totals[p])]
            for p, place in sorted(enumerate(result.places), key=lambda x: x[1])
        ]
        self.show.table("Final standings:", ("place", "player", "total"), rows)
        won = 0 in result.winners
        self.show.line("You won!" if won else "You did not win this time.", "bold")


def main_play(
    players: int, rules: str, seed: int | None, opponents: str, colour: bool | None
) -> int:
    """The `play` command."""
    game = TerminalGame(
        players=players,
        rules=rules,
        seed=seed,
        opponents=opponents,
        colour=colour,
        read=_reader(),
    )
    return game.run()


def _reader() -> Callable[[str], str]:
    """`input` on a terminal; without one, the prompt is printed on its own line (for pipes)."""
    if sys.stdin.isatty():
        return input

    def read(prompt: str) -> str:
        sys.stdout.write(prompt + "\n")
        sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line.rstrip("\n")

    return read
