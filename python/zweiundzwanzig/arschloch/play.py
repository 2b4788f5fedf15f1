"""`zweiundzwanzig play --game arschloch`: a match of Arschloch in the terminal against computer
players.

You hold seat 0. Each turn shows the game and the order of play with the roles, the cards each
player has left, what is on the table and what you may do, and your hand from low to high.
Moves are typed as cards (``"9 9"``, ``"J J *"``) or ``pass``. The commands are the family's:
``hint``, ``moves``, ``log``, ``rules``, ``help``, ``quit``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import IO, Any

from zweiundzwanzig._core.arschloch import Match, Rules, View
from zweiundzwanzig.arschloch.explain import guide
from zweiundzwanzig.arschloch.narrate import ROLE_NAMES, Narrator
from zweiundzwanzig.arschloch.words import ADVICE_WORDS
from zweiundzwanzig.simulate import Policy
from zweiundzwanzig.terminal import ME, TerminalLoop, play_in_terminal

HELP = """Type your move as cards, in any order: "7", "9 9", "J J *" (a joker joins a rank).
Type "pass" (or "weiter") to pass.
As a Chef choosing what to give back (house rule chef_chooses), type the cards to give.
Commands:
  hint    the advisor's ranked moves, with your chance to go out first and your expected place
  moves   your legal moves
  log     the match so far, as you saw it
  rules   how the game is played
  help    this text
  save F  save the match so far to file F (carry on later: play --resume F)
  quit    leave the match"""

PASS_WORDS = {"pass", "weiter", "p", "-"}


class ArschlochGame(TerminalLoop):
    """One match of Arschloch between a human (seat 0) and computer players."""

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
        self.narrator = Narrator(ME, chef_chooses=self.match.rules.chef_chooses)

    def welcome(self) -> str:
        m = self.match
        others = ", ".join(f"P{p}" for p in range(1, m.players))
        rules = m.rules.preset or repr(m.rules)
        return (
            f"Arschloch: {m.players} players, {m.games} games, {rules} rules, seed {m.seed}. "
            f"You play against {others}. Type help for help."
        )

    def tell(self, event: dict[str, Any], view: View) -> None:
        kind = event["event"]
        if self.watching == "summary" and kind not in ("game_over", "match_over"):
            return
        bold = kind in ("deal", "finished", "game_over", "match_over") or (
            kind == "exchange" and ME in (event["giver"], event["taker"])
        )
        self.show.line(self.narrator.line(event), "bold" if bold else "dim")
        if kind == "game_over" and self.pause and not view.is_over and self.watching == "all":
            try:
                self.read("Press Enter for the next game> ")
            except EOFError:
                self.pause = False

    def is_my_exit(self, event: dict[str, Any], view: Any) -> bool:
        # Out of this game, the next is yours again: watch the rest of it only when asked.
        return False

    def status(self) -> None:
        v = self.view()
        self.show.line("")
        self.show.line(f"Game {v.game} of {v.games}, dealer {self._name(v.dealer)}, your turn.")
        self.show.line("Order of play: " + self._seating(v))
        self.show.line("Cards left: " + self._cards_left(v))
        self.show.line(self._table(v))
        self.show.line("Your hand: " + " ".join(str(c) for c in reversed(v.hand)), "bold green")

    def _name(self, seat: int) -> str:
        return "you" if seat == ME else f"P{seat}"

    def _seating(self, v: View) -> str:
        roles = v.roles
        return ", ".join(
            self._name(p) + (f" ({ROLE_NAMES[roles[p]]})" if roles else "") for p in v.seating
        )

    def _cards_left(self, v: View) -> str:
        left = v.cards_left
        shown = [f"{self._name(p)} {left[p]}" for p in v.seating if left[p]]
        out = [self._name(p) for p in v.finished]
        return ", ".join(shown) + (f" (out: {', '.join(out)})" if out else "")

    def _table(self, v: View) -> str:
        """What is on the table, and what you may do."""
        lead_rule = "no aces" + ("" if v.rules.lead_jokers else ", no jokers alone")
        pair = v.giving_back
        if pair is not None:
            cards = "a card" if pair.count == 1 else f"{pair.count} cards"
            best = "best card" if pair.count == 1 else f"{pair.count} best cards"
            given = " ".join(str(c) for c in pair.given or [])
            return (
                f"Exchange: {self._name(pair.giver)} gives you their {best} ({given}). "
                f"Give back {cards} of your hand (any of them; the hand below is as dealt)."
            )
        if v.table is None:
            return (
                "You lead: one card or several of one rank, jokers may join "
                f"({lead_rule}). With nothing else to lead, pass the lead."
            )
        seat, play = v.table
        size = len(play.ranks)
        cards = "a card" if size == 1 else f"{size} cards"
        if seat == ME:
            aces = "an ace" if size == 1 else f"{size} aces"
            return (
                f"Your {play} came back unbeaten: lead anew ({lead_rule}), or first put "
                f"{aces} or jokers on top (they win at once)."
            )
        return (
            f"To beat: {self._name(seat)}'s {play}. Play {cards} of a higher rank "
            "(jokers alone beat any rank), or pass."
        )

    def move_text(self, text: str) -> str:
        return "pass" if text.lower() in PASS_WORDS else text

    def log_lines(self) -> list[str]:
        return [self.narrator.line(e) for e in self.view().log]

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
            "Final standings (sums of finishing positions):", ("place", "player", "total"), rows
        )
        for game, order in enumerate(result.finishing_orders, start=1):
            self.show.line(f"Game {game}: " + ", ".join(self._name(p) for p in order), "dim")
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
    """The `play --game arschloch` command."""
    return play_in_terminal(ArschlochGame, players, rules, seed, opponents, colour, match)
