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

from collections.abc import Callable
from typing import IO, Any

from zweiundzwanzig._core import Match, Rules, View
from zweiundzwanzig.family.explain import guide
from zweiundzwanzig.family.narrate import Narrator
from zweiundzwanzig.family.words import ADVICE_WORDS
from zweiundzwanzig.simulate import Policy
from zweiundzwanzig.terminal import ME, TerminalLoop, as_you, play_in_terminal, watch_prompt

__all__ = [
    "ADVICE_WORDS",
    "HELP",
    "PAUSE_PROMPT",
    "WATCH_PROMPT",
    "TerminalGame",
    "as_you",
    "main_play",
]

HELP = """Type your move as cards, highest first or in any order: "K K", "10 9 7", "A".
In the exchange, type the cards to discard, or "nothing" to keep your hand.
Commands:
  hint    the advisor's ranked moves, with your chance to win the match after each
  moves   your legal moves
  log     the match so far, as you saw it
  rules   how the game is played: what beats what, give-offs, the showdown, when you are out
  help    this text
  save F  save the match so far to file F (carry on later: play --resume F)
  quit    leave the match"""

NOTHING = {"nothing", "none", "-", "keep"}

PAUSE_PROMPT = "Press Enter for the next deal> "

WATCH_PROMPT = watch_prompt("deal")


class TerminalGame(TerminalLoop):
    """One match of the Zweiundzwanzig family between a human (seat 0) and computer players,
    read from `read` and shown on `out`. `read(prompt)` returns the next line typed, or raises
    EOFError when input ends. With `pause`, each showdown waits for Enter (meant for a
    terminal, not for piped input)."""

    help_text = HELP
    advice_words = ADVICE_WORDS
    watch_prompt = WATCH_PROMPT

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
        the_rules = Rules.preset_named(rules) if isinstance(rules, str) else rules
        super().__init__(
            match
            if match is not None
            else Match(players=players, rules=the_rules or Rules.standard(), seed=seed),
            opponents=opponents,
            read=read,
            out=out,
            colour=colour,
            hint_iterations=hint_iterations,
            pause=pause,
            offer_review=offer_review,
            resumed=match is not None,
        )
        self.narrator = Narrator(ME)
        self.deal_event: dict[str, Any] | None = None

    def welcome(self) -> str:
        others = self.narrator.names(range(1, self.match.players))
        return (
            f"Zweiundzwanzig: {self.match.players} players, {self.match.rules.preset or 'house'}"
            f" rules, seed {self.match.seed}. You play against {others}. Type help for help."
        )

    def is_my_exit(self, event: dict[str, Any], view: Any) -> bool:
        return bool(event["event"] == "out" and event["player"] == ME)

    def tell(self, event: dict[str, Any], view: View) -> None:
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

    def status(self) -> None:
        v = self.view()
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

    def move_text(self, text: str) -> str:
        return "" if text.lower() in NOTHING else text

    def move_name(self, move: Any) -> str:
        return str(move) or "nothing"

    def log_lines(self) -> list[str]:
        return [self.narrator.line(e) for e in self.view().log]

    def rules_text(self) -> str:
        return guide(self.match.rules)

    def standings(self) -> None:
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


def main_play(
    players: int,
    rules: str | None,
    seed: int | None,
    opponents: Policy,
    colour: bool | None,
    match: Any = None,
) -> int:
    """The `play` command for the Zweiundzwanzig family (``rules`` None: the standard rules)."""
    return play_in_terminal(TerminalGame, players, rules, seed, opponents, colour, match)
