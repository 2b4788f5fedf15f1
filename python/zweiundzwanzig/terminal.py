"""The terminal game's shared loop: a match between a human (seat 0) and computer players, for
any game. Each game gives its screen by subclassing `TerminalLoop`: what a turn shows, how the
events of the log are told, how a typed move reads, and the final standings. The loop itself —
news since the last look, the computer's turns, the commands (``hint``, ``moves``, ``log``,
``rules``, ``save FILE``, ``help``, ``quit``), illegal moves answered with the reason, a match
resumed from a saved record, and the review offered at the end — is written once.
"""

from __future__ import annotations

import random
import re
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from zweiundzwanzig import _core, records
from zweiundzwanzig._core import ZweiundzwanzigError, advise
from zweiundzwanzig.display import AdviceWords, Display, advice_notes, advice_rows
from zweiundzwanzig.simulate import Policy

ME = 0
"""The human's seat."""

WATCH = {"": "summary", "summary": "summary", "s": "summary", "all": "all", "a": "all"}


def watch_prompt(round_word: str) -> str:
    """What a player who is out is asked: watch the rest one line a ``round_word`` (a deal, a
    game), every play, or leave."""
    return f"Watch the rest? Enter or summary: one line a {round_word}; all: every play; quit> "


class TerminalLoop:
    """One match of ``match`` between a human (seat 0) and computer players playing
    ``opponents`` (a built-in policy's name, or a callable ``view -> move`` as `simulate`
    takes; a mistaken callable raises ``zz.PolicyError`` out of `run`), read from ``read``
    and shown on ``out``. ``read(prompt)`` returns the next line
    typed, or raises EOFError when input ends. With ``pause``, a game's screen may wait for Enter
    at the end of a round (meant for a terminal, not for piped input). With ``offer_review``
    (default: as ``pause``), the end of the match offers the review of the human's decisions. A
    match already under way (``resumed``: read from a saved record) is taken up where it
    stands."""

    help_text = ""
    """What ``help`` prints."""

    advice_words: AdviceWords
    """How ``hint`` names and explains the advice's figures in this game."""

    watch_prompt: str
    """What a player who is out is asked (see `watch_prompt`)."""

    def __init__(
        self,
        match: Any,
        *,
        opponents: Policy = "heuristic",
        read: Callable[[str], str] = input,
        out: IO[str] | None = None,
        colour: bool | None = None,
        hint_iterations: int = 300,
        pause: bool = False,
        offer_review: bool | None = None,
        resumed: bool = False,
    ) -> None:
        self.match = match
        self.opponents = opponents
        self.read = read
        self.show = Display(out, colour)
        self.hint_iterations = hint_iterations
        self.pause = pause
        self.offer_review = pause if offer_review is None else offer_review
        # Computer players and hints draw from separate generators, so asking for a hint never
        # changes how the computer plays.
        self.chooser = random.Random(self.match.seed)
        self.hints = random.Random(self.match.seed + 1)
        # A match taken up from a record starts with the table as it stands, not its past.
        self.seen = len(match.view(ME).log) if resumed else 0
        self.watching = "all"  # once out: "summary" (one line a deal or game) or "all"

    # --- the hooks a game's screen gives ---------------------------------------------------

    def welcome(self) -> str:
        """The first line."""
        raise NotImplementedError

    def status(self) -> None:
        """What the human sees at the start of their turn."""
        raise NotImplementedError

    def tell(self, event: dict[str, Any], view: Any) -> None:
        """Shows one event of the log, as the human saw it."""
        raise NotImplementedError

    def is_my_exit(self, event: dict[str, Any], view: Any) -> bool:
        """Whether this event leaves the human watching (they are out, the match goes on)."""
        return False

    def move_text(self, text: str) -> str:
        """A typed move as the match reads it (a game's own words for a pass, say)."""
        return text

    def move_name(self, move: Any) -> str:
        """A legal move as the ``moves`` command lists it."""
        return str(move)

    def log_lines(self) -> list[str]:
        """The match so far, as the human saw it (the ``log`` command)."""
        raise NotImplementedError

    def rules_text(self) -> str:
        """How the game is played (the ``rules`` command)."""
        raise NotImplementedError

    def standings(self) -> None:
        """The end of the match."""
        raise NotImplementedError

    # --- the loop ----------------------------------------------------------------------------

    def run(self) -> int:
        """Plays the match to the end (or until `quit`); returns the exit status."""
        self.show.line(self.welcome(), "bold")
        if self.seen:
            self.show.line("Taken up where the record stops.")
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
        self.standings()
        if self.offer_review:
            self._offer_review()
        return 0

    def view(self) -> Any:
        """The human's view."""
        return self.match.view(ME)

    def _news(self) -> bool:
        """Shows what happened since the last look, as you saw it; False when you choose to
        leave (asked once you are out)."""
        view = self.view()
        events = view.log[self.seen :]
        self.seen += len(events)
        for event in events:
            self.tell(event, view)
            if self.is_my_exit(event, view) and not view.is_over and not self._ask_to_watch():
                return False
        return True

    def _ask_to_watch(self) -> bool:
        """Once you are out: the rest in summary, every play, or leave."""
        while True:
            try:
                answer = self.read(self.watch_prompt).strip().lower()
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

    def _human_turn(self) -> bool:
        """Reads commands until a legal move is made; False when the player quits."""
        self.status()
        while True:
            try:
                text = self.read("Your move> ").strip()
            except EOFError:
                return False
            word = text.lower()
            if word in ("quit", "exit"):  # not "q": that is a queen
                return False
            if word in ("help", "?", "h"):
                self.show.line(self.help_text)
            elif word == "rules":
                self.show.line(self.rules_text())
            elif word == "hint":
                self._hint()
            elif word == "moves":
                moves = [self.move_name(m) for m in self.match.legal_moves()]
                self.show.line("Legal moves: " + ", ".join(moves))
            elif word == "log":
                self.show.line("\n".join(self.log_lines()))
            elif word == "save" or word.startswith("save "):
                self._save(text[4:].strip())
            elif not text:
                self.show.line('Type a move, or "help".')
            elif self._move(text):
                return True

    def _move(self, text: str) -> bool:
        try:
            self.match.apply(self.move_text(text))
        except ZweiundzwanzigError as e:
            self.show.line(f"Not possible: {as_you(str(e))}", "red")
            return False
        return True

    def _save(self, path: str) -> None:
        """``save FILE``: the match so far written as a record to ``path``."""
        if not path:
            self.show.line("Type save and a file's name: save my-game.txt")
            return
        try:
            Path(path).write_text(records.write(self.match), encoding="utf-8")
        except OSError as err:
            self.show.line(f"Not saved: {err.strerror or err} ({path})", "red")
            return
        self.show.line(f"Saved to {path}. Carry on later with: zweiundzwanzig play --resume {path}")

    def _offer_review(self) -> None:
        """At the end: the review of your decisions, if you ask for it."""
        try:
            answer = self.read("Review your decisions? review, or Enter to leave> ")
        except EOFError:
            return
        if answer.strip().lower() not in ("review", "r", "yes", "y"):
            return
        from zweiundzwanzig.review import review  # the review is loaded only when asked for

        self.show.line("Reviewing your decisions (Ctrl-C stops and shows what was done)...")
        self.show.line(str(review(self.match, seat=ME)))

    def _hint(self) -> None:
        seed = self.hints.getrandbits(64)
        advice = advise(self.view(), iterations=self.hint_iterations, seed=seed)
        limit = 8
        words = self.advice_words
        self.show.table(
            "The advisor's moves, best first (its estimates, explained below):",
            words.header(),
            advice_rows(advice, limit=limit),
        )
        for note in advice_notes(advice, words, limit=limit):
            self.show.line(textwrap.fill(note, 96, break_on_hyphens=False), "dim")


_YOU = re.compile(rf"\bplayer {ME}\b( (?:does|holds|has|is)\b)?")
_VERBS = {" does": " do", " holds": " hold", " has": " have", " is": " are"}


def as_you(message: str) -> str:
    """An engine message about `player 0` addressed to the human: `you do not hold ...`."""

    def you(m: re.Match[str]) -> str:
        return "you" + (_VERBS[m.group(1)] if m.group(1) else "")

    addressed = _YOU.sub(you, message)
    if addressed != message:
        addressed = addressed.replace(" their hand", " your hand")
    return addressed


def reader() -> Callable[[str], str]:
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


def play_in_terminal(
    screen: type[TerminalLoop],
    players: int,
    rules: Any,
    seed: int | None,
    opponents: Policy,
    colour: bool | None,
    match: Any = None,
) -> int:
    """The `play` command of a game whose screen is ``screen`` (a `TerminalLoop` taking the
    table's keywords): read from the terminal, pausing where it is one; ``match``, a match
    under way to take up."""
    game = screen(  # type: ignore[call-arg]
        players=players,
        rules=rules,
        seed=seed,
        opponents=opponents,
        colour=colour,
        read=reader(),
        pause=sys.stdin.isatty(),
        match=match,
    )
    return game.run()
