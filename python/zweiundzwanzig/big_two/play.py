"""`zweiundzwanzig play --game big_two`: a match of Big Two in the terminal against computer
players.

You hold seat 0. Each turn shows the game, the direction of play and the totals, the cards each
player has left and who passed, the last play to beat with its combination (or that you lead),
and your hand from low to high in the rule set's order. Moves are typed as cards with their
suits (``"3d"``, ``"9s 9d"``, ``"5h 6c 7d 8s 9h"``) or ``pass``. The commands are the shared
ones: ``hint``, ``moves``, ``log``, ``rules``, ``help``, ``quit``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import IO, Any

from zweiundzwanzig._core.big_two import Match, Rules, View
from zweiundzwanzig.big_two.explain import guide
from zweiundzwanzig.big_two.narrate import KINDS, Narrator
from zweiundzwanzig.big_two.words import ADVICE_WORDS
from zweiundzwanzig.simulate import Policy, policy_label
from zweiundzwanzig.terminal import ME, TerminalLoop, play_in_terminal

HELP = """Type your move as cards with their suits, in any order: "3d", "9s 9d", "Th Jh Qh Kh Ah"
(suits s h d c or ♠ ♥ ♦ ♣; 10 or T). Type "pass" to pass.
Commands:
  hint    the advisor's ranked moves, with your chance to go out first after each
  moves   your legal moves
  log     the match so far, as you saw it
  rules   how the game is played
  help    this text
  save F  save the match so far to file F (carry on later: play --resume F)
  quit    leave the match"""

PASS_WORDS = {"pass", "p", "-"}


class BigTwoGame(TerminalLoop):
    """One match of Big Two between a human (seat 0) and computer players."""

    help_text = HELP
    advice_words = ADVICE_WORDS
    watch_prompt = "Watch the rest? Enter or summary: one line a game; all: every play; quit> "

    def __init__(
        self,
        *,
        players: int = 4,
        rules: Rules | str | None = None,
        seed: int | None = None,
        opponents: Policy = "heuristic",
        read: Callable[[str], str] = input,
        out: IO[str] | None = None,
        colour: bool | None = None,
        hint_iterations: int = 300,
        pause: bool = False,
        match: Match | None = None,
        offer_review: bool | None = None,
    ) -> None:
        super().__init__(
            match if match is not None else Match(players=players, rules=rules, seed=seed),
            opponents=opponents,
            read=read,
            out=out,
            colour=colour,
            hint_iterations=hint_iterations,
            pause=pause,
            offer_review=offer_review,
            resumed=match is not None,
        )
        self.narrator = Narrator(ME, self.match.rules)

    def welcome(self) -> str:
        m = self.match
        others = ", ".join(f"P{p}" for p in range(1, m.players))
        rules = m.rules.preset or repr(m.rules)
        return (
            f"Big Two: {m.players} players, {rules} rules, seed {m.seed}. "
            f"You play against {others} ({policy_label(self.opponents)}). Type help for help."
        )

    def tell(self, event: dict[str, Any], view: View) -> None:
        kind = event["event"]
        if self.watching == "summary" and kind not in ("game_over", "match_over"):
            return
        bold = kind in ("deal", "last_card", "game_over", "match_over")
        self.show.line(self.narrator.line(event), "bold" if bold else "dim")
        if kind == "game_over" and self.pause and not view.is_over and self.watching == "all":
            try:
                self.read("Press Enter for the next game> ")
            except EOFError:
                self.pause = False

    def status(self) -> None:
        v = self.view()
        direction = "to the left" if v.rules.clockwise else "to the right"
        games = f" of {v.games}" if v.games else ""
        self.show.line("")
        self.show.line(
            f"Game {v.game}{games}, dealer {self._name(v.dealer)}, play passes {direction}; "
            f"your turn."
        )
        self.show.line("Totals: " + self._per_player(v, v.totals))
        self.show.line("Cards left: " + self._per_player(v, v.cards_left) + self._passed(v))
        if v.face_up is not None:
            card, taker = v.face_up
            self.show.line(f"Face up: {card}, taken by {self._name(taker)}.")
        self.show.line(self._table(v))
        self.show.line("Your hand: " + " ".join(str(c) for c in reversed(v.hand)), "bold green")

    def _name(self, seat: int) -> str:
        return "you" if seat == ME else f"P{seat}"

    def _per_player(self, v: View, values: list[int]) -> str:
        return ", ".join(f"{self._name(p)} {values[p]}" for p in range(v.players))

    def _passed(self, v: View) -> str:
        if not v.passed:
            return ""
        since = "in this round" if v.rules.pass_is_final else "since the last play"
        return f" (passed {since}: {', '.join(self._name(p) for p in v.passed)})"

    def _table(self, v: View) -> str:
        """The play to beat and its combination, or what a lead may be."""
        if v.table is None:
            must = f"; it must contain {v.must_hold}" if v.must_hold is not None else ""
            return f"You lead: a single, a pair, a triple or a five-card hand{must}."
        seat, play = v.table
        kind = KINDS[play.combination or "single"]
        cards = "a single that beats" if len(play) == 1 else f"{len(play)} cards that beat"
        return f"To beat: {self._name(seat)}'s {play} ({kind}). Play {cards} it, or pass."

    def move_text(self, text: str) -> str:
        return "pass" if text.lower() in PASS_WORDS else text

    def log_lines(self) -> list[str]:
        narrator = Narrator(ME, self.match.rules)
        return [narrator.line(e) for e in self.view().log]

    def rules_text(self) -> str:
        return guide(self.match.rules)

    def standings(self) -> None:
        result = self.match.result
        if result is None:  # pragma: no cover - only called when over
            return
        rows = [
            [str(place), self._name(p), str(result.totals[p])]
            for p, place in sorted(enumerate(result.places), key=lambda x: x[1])
        ]
        self.show.table(
            f"Final standings after {result.deals} games (penalty points):",
            ("place", "player", "total"),
            rows,
        )
        won = ME in result.winners
        self.show.line("You won!" if won else "You did not win this time.", "bold")


def main_play(
    players: int,
    rules: str | None,
    seed: int | None,
    opponents: Policy,
    colour: bool | None,
    match: Any = None,
) -> int:
    """The `play --game big_two` command."""
    return play_in_terminal(BigTwoGame, players, rules, seed, opponents, colour, match)
