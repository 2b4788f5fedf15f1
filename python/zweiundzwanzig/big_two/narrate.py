"""Big Two's events in words, from one player's seat: "P2 leads 3♦ (a single)", "You beat it
with 9♠ 9♦ (a pair)", "P1 has one card left". Cards are shown from the strongest down in the
rule set's order.

>>> from zweiundzwanzig.big_two import Rules
>>> from zweiundzwanzig.big_two.narrate import Narrator
>>> n = Narrator(0, Rules.standard())
>>> deal = {"event": "deal", "game": 1, "dealer": 3, "hands": [], "out_of_play": 0}
>>> n.line({**deal, "face_up": None})
'Game 1: P3 deals 13 cards each.'
>>> n.line({"event": "play", "player": 2, "cards": "3♦"})
'P2 leads 3♦ (a single).'
>>> n.line({"event": "play", "player": 0, "cards": "9♦ 9♠"})
'You beat it with 9♠ 9♦ (a pair).'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from zweiundzwanzig._core.big_two import Rules, combination

KINDS = {
    "single": "a single",
    "pair": "a pair",
    "triple": "a triple",
    "straight": "a straight",
    "flush": "a flush",
    "full_house": "a full house",
    "four_of_a_kind": "four of a kind",
    "straight_flush": "a straight flush",
}


class Narrator:
    """Sentences about a match under ``rules`` as the player at ``me`` saw it. It follows the
    log in order (a play after a deal or a won round is a lead), so give it every event."""

    def __init__(self, me: int, rules: Rules) -> None:
        self.me = me
        self.rules = rules
        self.leading = True

    def name(self, seat: int) -> str:
        return "You" if seat == self.me else f"P{seat}"

    def names(self, seats: Iterable[int]) -> str:
        return ", ".join(self.name(p) if p != self.me else "you" for p in seats)

    def _verb(self, seat: int, you: str, other: str) -> str:
        return f"{self.name(seat)} {you if seat == self.me else other}"

    def cards(self, cards: str) -> str:
        """Cards from the strongest down, with the kind of play they make."""
        shown = " ".join(str(c) for c in self.rules.sorted(cards))
        kind = combination(cards, self.rules)
        return f"{shown} ({KINDS[kind]})" if kind else shown

    def line(self, event: dict[str, Any]) -> str:
        """One event as a sentence."""
        kind = event["event"]
        tell = getattr(self, f"_{kind}", None)
        return tell(event) if tell else str(event)

    def _deal(self, e: dict[str, Any]) -> str:
        self.leading = True
        hands = [cards for _, cards in e["hands"] if cards is not None]
        each = len(hands[0].split()) if hands else 13
        if e["face_up"] is not None:
            card, taker = e["face_up"]
            each -= int(taker == self.me)
            aside = f"; {card} face up to {self.name(taker) if taker != self.me else 'you'}"
        elif e["out_of_play"]:
            aside = f"; {e['out_of_play']} cards out of play, unseen"
        else:
            aside = ""
        dealt = "deal" if e["dealer"] == self.me else "deals"
        return f"Game {e['game']}: {self.name(e['dealer'])} {dealt} {each} cards each{aside}."

    def _play(self, e: dict[str, Any]) -> str:
        seat, cards = e["player"], self.cards(e["cards"])
        if self.leading:
            self.leading = False
            return f"{self._verb(seat, 'lead', 'leads')} {cards}."
        return f"{self._verb(seat, 'beat', 'beats')} it with {cards}."

    def _pass(self, e: dict[str, Any]) -> str:
        return f"{self._verb(e['player'], 'pass', 'passes')}."

    def _round_won(self, e: dict[str, Any]) -> str:
        self.leading = True
        return f"{self._verb(e['player'], 'win', 'wins')} the round."

    def _last_card(self, e: dict[str, Any]) -> str:
        return f"{self._verb(e['player'], 'have', 'has')} one card left!"

    def _game_over(self, e: dict[str, Any]) -> str:
        self.leading = True
        penalties = ", ".join(
            f"{self.name(p) if p != self.me else 'you'} {points}"
            for p, points in enumerate(e["penalties"])
            if p != e["winner"]
        )
        totals = ", ".join(
            f"{self.name(p) if p != self.me else 'you'} {t}" for p, t in enumerate(e["totals"])
        )
        out = self._verb(e["winner"], "are", "is")
        return f"Game {e['game']} over: {out} out. Penalties: {penalties}. Totals: {totals}."

    def _match_over(self, e: dict[str, Any]) -> str:
        winners = e["winners"]
        verb = "win" if len(winners) > 1 or winners == [self.me] else "wins"
        names = self.names(winners)
        return f"Match over: {names[0].upper()}{names[1:]} {verb}."
