"""The event log of a match in words for one player: "you" for that player, `P1`, `P2`, ... for
the others.

The log's events (`match.log`, `view.log`) say everything: this module only words them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Event = dict[str, Any]


class Narrator:
    """Words the events of a match as seat `me` saw them."""

    def __init__(self, me: int = 0) -> None:
        self.me = me

    def name(self, seat: int, start: bool = False) -> str:
        """`you` (or `You` at the start of a sentence) for `me`, `P<seat>` for the others."""
        if seat == self.me:
            return "You" if start else "you"
        return f"P{seat}"

    def verb(self, seat: int, plain: str, third: str | None = None) -> str:
        """The verb for `seat` as subject: `you win`, `P1 wins`."""
        return plain if seat == self.me else (third or plain + "s")

    def names(self, seats: Sequence[int]) -> str:
        shown = [self.name(s) for s in seats]
        return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]

    def shown(self, pairs: Sequence[Sequence[Any]]) -> str:
        """`you 4, P1 A, P2 10` from (seat, card) pairs."""
        return ", ".join(f"{self.name(p)} {card}" for p, card in pairs)

    def totals(self, totals: Sequence[int], in_match: Sequence[int]) -> str:
        return ", ".join(
            f"{self.name(p)} {t}" + ("" if p in in_match else " (out)")
            for p, t in enumerate(totals)
        )

    def line(self, event: Event) -> str:
        """One event in words."""
        kind = event["event"]
        wording = getattr(self, f"_{kind}", None)
        return wording(event) if wording is not None else str(event)

    def _draw(self, e: Event) -> str:
        why = "the first deal" if e["purpose"] == "first_dealer" else "the next deal"
        return f"Drawing for {why} (the highest card deals): {self.shown(e['draws'])}."

    def _deal(self, e: Event) -> str:
        dealer = e["dealer"]
        text = (
            f"Deal {e['deal']}: {self.name(dealer, True)} {self.verb(dealer, 'deal')} "
            f"{e['hand_size']} cards each, {e['stock']} in the stock."
        )
        mine = [h for p, h in e["hands"] if p == self.me and h is not None]
        return text + (f" Your hand: {mine[0]}" if mine else "")

    def _exchange(self, e: Event) -> str:
        p, count = e["player"], e["count"]
        who = self.name(p, True)
        if count == 0:
            return f"{who} {self.verb(p, 'keep')} {'your' if p == self.me else 'their'} hand."
        cards = "card" if count == 1 else "cards"
        text = f"{who} {self.verb(p, 'exchange')} {count} {cards}"
        if e.get("discarded") is not None and e.get("drawn") is not None:
            text += f": {e['discarded']} for {e['drawn']}"
        return text + "."

    def _play(self, e: Event) -> str:
        p, cards, kind = e["player"], e["cards"], e["kind"]
        who = self.name(p, True)
        if kind == "lead":
            return f"{who} {self.verb(p, 'lead')} {cards}."
        if kind == "give_off":
            return f"{who} {self.verb(p, 'give', 'gives')} off {cards}."
        beat = f"{who} {self.verb(p, 'beat')} with {cards}"
        return beat + (" (stechen)." if kind == "stechen" else ".")

    def _trick(self, e: Event) -> str:
        w = e["winner"]
        return f"{self.name(w, True)} {self.verb(w, 'win')} the trick and {self.verb(w, 'lead')}."

    def _showdown(self, e: Event) -> str:
        losers = e["losers"]
        each = " each" if len(losers) > 1 else ""
        lose = "lose" if len(losers) > 1 or losers[0] == self.me else "loses"
        return f"Showdown: {self.shown(e['cards'])}. {self.subject(losers)} {lose}, " + (
            f"{e['points']} points{each}."
        )

    def subject(self, seats: Sequence[int]) -> str:
        """`You and P2`, `P1`: seats as the subject of a sentence."""
        names = self.names(seats)
        return names[0].upper() + names[1:]

    def _out(self, e: Event) -> str:
        p = e["player"]
        return f"{self.name(p, True)} {self.verb(p, 'are', 'is')} out with {e['total']}."

    def _end(self, e: Event) -> str:
        winners = e["winners"]
        if not winners:
            return "The match is over."
        win = "win" if len(winners) > 1 or winners[0] == self.me else "wins"
        return f"The match is over: {self.names(winners)} {win}."
