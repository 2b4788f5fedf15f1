"""Arschloch's events in words, from one player's seat: "P2 leads 7 7", "You beat it with 9 9",
"P3 gives you their 2 best cards (A *); you give back 3 4".

>>> from zweiundzwanzig.arschloch.narrate import Narrator
>>> n = Narrator(0)
>>> n.line({"event": "play", "player": 0, "cards": "9 9", "kind": "beat"})
'You beat it with 9 9.'
>>> n.line({"event": "pass_lead", "player": 2})
'P2 cannot lead and passes the lead.'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

ROLE_NAMES = {"chef": "Chef", "neutral": "Neutral", "arsch": "Arsch"}


class Narrator:
    """Sentences about a match as the player at ``me`` saw it."""

    def __init__(self, me: int, chef_chooses: bool = False) -> None:
        self.me = me
        #: Whether the Chefs choose what they give back (the rules' ``chef_chooses``).
        self.chef_chooses = chef_chooses

    def name(self, seat: int) -> str:
        return "You" if seat == self.me else f"P{seat}"

    def names(self, seats: Iterable[int]) -> str:
        return ", ".join(self.name(p) if p != self.me else "you" for p in seats)

    def _verb(self, seat: int, you: str, other: str) -> str:
        return f"{self.name(seat)} {you if seat == self.me else other}"

    def line(self, event: dict[str, Any]) -> str:
        """One event as a sentence."""
        kind = event["event"]
        tell = getattr(self, f"_{kind}", None)
        return tell(event) if tell else str(event)

    def _deal(self, e: dict[str, Any]) -> str:
        aside = f", {e['out_of_play']} out of play" if e["out_of_play"] else ""
        return (
            f"Game {e['game']}: {self._verb(e['dealer'], 'deal', 'deals')} {e['hand_size']} "
            f"cards each{aside}. Order of play: {self.names(e['seating'])}."
        )

    def _exchange(self, e: dict[str, Any]) -> str:
        giver, taker, count = e["giver"], e["taker"], e["count"]
        cards = "card" if count == 1 else f"{count} cards"
        if giver == self.me:
            return (
                f"You give your best {cards} ({e['given']}) to P{taker} "
                f"and get {e['returned']} back."
            )
        if taker == self.me:
            return (
                f"P{giver} gives you their best {cards} ({e['given']}); "
                f"you give back {e['returned']}."
            )
        back = "as many of P{taker}'s choice" if self.chef_chooses else "as many of the worst"
        return f"P{giver} gives their best {cards} to P{taker} for {back.format(taker=taker)}."

    def _play(self, e: dict[str, Any]) -> str:
        seat, cards = e["player"], e["cards"]
        if e["kind"] == "beat":
            return f"{self._verb(seat, 'beat', 'beats')} it with {cards}."
        if e["kind"] == "on_top":
            return f"{self._verb(seat, 'put', 'puts')} {cards} on top."
        return f"{self._verb(seat, 'lead', 'leads')} {cards}."

    def _pass(self, e: dict[str, Any]) -> str:
        return f"{self._verb(e['player'], 'pass', 'passes')}."

    def _pass_lead(self, e: dict[str, Any]) -> str:
        seat = e["player"]
        return f"{self._verb(seat, 'cannot lead and pass', 'cannot lead and passes')} the lead."

    def _round_won(self, e: dict[str, Any]) -> str:
        return f"{self._verb(e['player'], 'win', 'wins')} the round."

    def _finished(self, e: dict[str, Any]) -> str:
        return f"{self._verb(e['player'], 'are', 'is')} out, position {e['position']}."

    def _game_over(self, e: dict[str, Any]) -> str:
        return f"Game {e['game']} over: {self.roles(e['order'], e['roles'])}."

    def _match_over(self, e: dict[str, Any]) -> str:
        winners = e["winners"]
        verb = "win" if len(winners) > 1 or winners == [self.me] else "wins"
        names = self.names(winners)
        return f"Match over: {names[0].upper()}{names[1:]} {verb}."

    def roles(self, order: Sequence[int], roles: Sequence[str]) -> str:
        """`P2 Chef, you Neutral, P1 Arsch`: a finishing order with each player's role."""
        return ", ".join(
            f"{self.name(p) if p != self.me else 'you'} {ROLE_NAMES.get(roles[p], roles[p])}"
            for p in order
        )
