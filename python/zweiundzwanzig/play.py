"""`zweiundzwanzig play`: a match in the terminal against computer players.

You hold seat 0; the computer players are P1, P2, ... Each turn shows your hand, the trick so far
with the play you have to beat, the totals, the dealer and the stock; moves are typed as cards
(`"K K"`, `"10 9 7"`; in the exchange the cards to discard, or `nothing`). Commands: `hint` (the
advisor's ranked moves), `moves` (the legal moves), `log` (the match so far as you saw it),
`rules` (how the game is played), `help`, `quit`. Each showdown is summed up (and waits for
Enter on a terminal); once you are out you may watch the rest deal by deal, play by play, or
leave.
"""

from __future__ import annotations

import random
import re
import sys
import textwrap
from collections.abc import Callable
from typing import IO, Any

from zweiundzwanzig import _core
from zweiundzwanzig._core import (
    Match,
    Rules,
    View,
    ZweiundzwanzigError,
    advise,
)
from zweiundzwanzig.display import ADVICE_HEADER, Display, advice_notes, advice_rows
from zweiundzwanzig.explain import guide
from zweiundzwanzig.narrate import Narrator

HELP = """Type your move as cards, highest first or in any order: "K K", "10 9 7", "A".
In the exchange, type the cards to discard, or "nothing" to keep your hand.
Commands:
  hint    the advisor's ranked moves, with its estimate of your chance to win the match
  moves   your legal moves
  log     the match so far, as you saw it
  rules   how the game is played: what beats what, give-offs, the showdown, when you are out
  help    this text
  quit    leave the match"""

NOTHING = {"nothing", "none", "-", "keep"}

WATCH = {"": "summary", "summary": "summary", "s": "summary", "all": "all", "a": "all"}

WATCH_PROMPT = "Watch the rest? Enter or summary: one line a deal; all: every play; quit> "

PAUSE_PROMPT = "Press Enter for the next deal> "

ME = 0
"""The human's seat."""


class TerminalGame:
    """One match between a human (seat 0) and computer players, read from `read` and shown on
    `out`. `read(prompt)` returns the next line typed, or raises EOFError when input ends.
    With `pause`, each showdown waits for Enter (meant for a terminal, not for piped input)."""

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
        pause: bool = False,
    ) -> None:
        the_rules = Rules.preset_named(rules) if isinstance(rules, str) else rules
        self.match = Match(players=players, rules=the_rules or Rules.standard(), seed=seed)
        self.opponents = opponents
        self.read = read
        self.show = Display(out, colour)
        self.hint_iterations = hint_iterations
        self.pause = pause
        self.narrator = Narrator(ME)
        # Computer players and hints draw from separate generators, so asking for a hint never
        # changes how the computer plays.
        self.chooser = random.Random(self.match.seed)
        self.hints = random.Random(self.match.seed + 1)
        self.seen = 0
        self.watching = "all"  # once out: "summary" (one line a deal) or "all"
        self.deal_event: dict[str, Any] | None = None

    def run(self) -> int:
        """Plays the match to the end (or until `quit`); returns the exit status."""
        others = self.narrator.names(range(1, self.match.players))
        self.show.line(
            f"Zweiundzwanzig: {self.match.players} players, {self.match.rules.preset or 'house'}"
            f" rules, seed {self.match.seed}. You play against {others}. Type help for help.",
            "bold",
        )
        while not self.match.is_over:
            if not self._news():
                self.show.line("You left the match.")
                return 0
            if self.match.current_player == ME:
                if not self._human_turn():
                    self.show.line("You left the match.")
                    return 0
            else:
                self._computer_turn()
        self._news()
        self._standings()
        return 0

    def _view(self) -> View:
        return self.match.view(ME)

    def _news(self) -> bool:
        """Shows what happened since the last look, as you saw it; False when you choose to
        leave (asked once you are out)."""
        view = self._view()
        events = view.log[self.seen :]
        self.seen += len(events)
        for event in events:
            self._tell(event, view)
            now_out = event["event"] == "out" and event["player"] == ME
            if now_out and not view.is_over and not self._ask_to_watch():
                return False
        return True

    def _tell(self, event: dict[str, Any], view: View) -> None:
        kind = event["event"]
        if kind == "deal":
            self.deal_event = event
        if self.watching == "summary" and kind not in ("showdown", "out", "end"):
            return
        line = self.narrator.line(event)
        if kind == "showdown":
            self._showdown(line, event, view)
        else:
            self.show.line(line, "bold" if kind in ("deal", "out", "end") else "dim")

    def _showdown(self, line: str, event: dict[str, Any], view: View) -> None:
        """The showdown, summed up: the cards, who lost, the totals; then a pause (on a
        terminal) when you played in this deal and play on in the next."""
        deal = self.deal_event
        head = f"Deal {deal['deal']} ({deal['hand_size']} cards each). " if deal else ""
        if self.watching == "summary" and ME not in view.in_match:
            self.show.line(f"{head}{line} Totals: {self._totals(view)}.")
            return
        self.show.line("")
        self.show.line(f"{head}{line}", "bold")
        self.show.line(f"Totals: {self._totals(view)}.")
        played = any(p == ME for p, _ in event["cards"])
        if self.pause and played and ME in view.in_match and not view.is_over:
            try:
                self.read(PAUSE_PROMPT)
            except EOFError:
                self.pause = False

    def _totals(self, view: View) -> str:
        return self.narrator.totals(view.totals, view.in_match)

    def _ask_to_watch(self) -> bool:
        """Once you are out: the rest in summary, every play, or leave."""
        while True:
            try:
                answer = self.read(WATCH_PROMPT).strip().lower()
            except EOFError:
                answer = ""
            if answer in ("quit", "exit"):
                return False
            if answer in WATCH:
                self.watching = WATCH[answer]
                return True
            self.show.line('Type Enter (or "summary"), "all" or "quit".')

    def _computer_turn(self) -> None:
        seed = self.chooser.getrandbits(64)
        move = _core.policy_move(self.match, self.opponents, seed)
        self.match.apply(move)

    def _status(self) -> None:
        v = self._view()
        self.show.line("")
        self.show.line(
            f"Deal {v.deal}, dealer {self.narrator.name(v.dealer)}, stock {v.stock_size} cards, "
            f"your turn. Totals: {self._totals(v)}."
        )
        if v.phase == "exchange":
            self.show.line(
                f"Exchange: discard up to {min(v.stock_size, len(v.hand))} cards, or nothing."
            )
        else:
            for text in self._trick_lines(v):
                self.show.line(text)
        self.show.line("Your hand: " + " ".join(str(c) for c in v.hand), "bold green")

    def _trick_lines(self, v: View) -> list[str]:
        """The trick so far, the play to beat marked, and what you may do."""
        if not v.trick:
            return ["Trick: you lead (one card, or several of one rank; keep at least one)."]
        target = v.play_to_beat if v.play_to_beat is not None else 0
        mark = f" <- to beat ({'the lead' if target == 0 else 'the best play'})"
        plays = [
            f"{self.narrator.name(seat)} {play}{mark if i == target else ''}"
            for i, (seat, play) in enumerate(v.trick)
        ]
        k = len(v.trick[0][1].ranks)
        lowest = "your lowest card" if k == 1 else f"your {k} lowest cards"
        best = v.trick[target][1]
        how = "a card as high or higher" if k == 1 else "card for card, as high or higher"
        if v.rules.compulsory_beating:
            advice = f"You must beat {best} if you can ({how}); if not, give off {lowest}."
        else:
            advice = f"Beat {best} ({how}), or give off {lowest}."
        return ["Trick: " + ", ".join(plays), advice]

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
            elif word == "rules":
                self.show.line(guide(self.match.rules))
            elif word == "hint":
                self._hint()
            elif word == "moves":
                moves = [str(m) or "nothing" for m in self.match.legal_moves()]
                self.show.line("Legal moves: " + ", ".join(moves))
            elif word == "log":
                self.show.line("\n".join(self.narrator.line(e) for e in self._view().log))
            elif not text:
                self.show.line('Type a move, or "help".')
            elif self._move(text):
                return True

    def _move(self, text: str) -> bool:
        cards = "" if text.lower() in NOTHING else text
        try:
            self.match.apply(cards)
        except ZweiundzwanzigError as e:
            self.show.line(f"Not possible: {as_you(str(e))}", "red")
            return False
        return True

    def _hint(self) -> None:
        seed = self.hints.getrandbits(64)
        advice = advise(self._view(), iterations=self.hint_iterations, seed=seed)
        limit = 8
        self.show.table(
            "The advisor's moves, best first (its estimates, explained below):",
            ADVICE_HEADER,
            advice_rows(advice, limit=limit),
        )
        for note in advice_notes(advice, limit=limit):
            self.show.line(textwrap.fill(note, 96, break_on_hyphens=False), "dim")

    def _standings(self) -> None:
        result = self.match.result
        if result is None:  # pragma: no cover - only called when over
            return
        rows = [
            [str(place), self.narrator.name(p), str(result.totals[p])]
            for p, place in sorted(enumerate(result.places), key=lambda x: x[1])
        ]
        self.show.table("Final standings:", ("place", "player", "total"), rows)
        won = ME in result.winners
        self.show.line("You won!" if won else "You did not win this time.", "bold")


_YOU = re.compile(rf"\bplayer {ME}\b( (?:does|holds|has|is)\b)?")
_VERBS = {" does": " do", " holds": " hold", " has": " have", " is": " are"}


def as_you(message: str) -> str:
    """An engine message about `player 0` addressed to the human: `you do not hold ...`."""

    def you(m: re.Match[str]) -> str:
        return "you" + (_VERBS[m.group(1)] if m.group(1) else "")

    return _YOU.sub(you, message)


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
        pause=sys.stdin.isatty(),
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
