"""Arschloch's rules in words, for any rule set: what each option means at the table
(`rules_text`), and a short lesson in the game it makes (`guide`). The complete rules, with
worked examples, are ``docs/rules/arschloch.md``.

>>> from zweiundzwanzig import arschloch
>>> from zweiundzwanzig.arschloch.explain import guide, rules_text
>>> print(rules_text(arschloch.Rules.standard()).splitlines()[0])
Arschloch, the standard game: Rules.standard()
>>> guide(arschloch.Rules.standard()).splitlines()[0]
'Arschloch: get rid of your cards first.'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zweiundzwanzig.display import options_text

DOCS = "https://github.com/zweiundzwanzig/zweiundzwanzig/tree/main/docs/rules/arschloch.md"
"""Where the complete rules are published."""

GUIDE = """Arschloch: get rid of your cards first.
- A lead is one card or several of one rank; jokers may join a rank (J J * is three jacks). An
  ace, a set of aces{jokers} are never led (they would win at once).
- The others in turn beat the last play with as many cards of a strictly higher rank, or pass;
  a pass does not keep you from playing later in the round. Jokers alone beat any rank.
- Aces or jokers alone win the round at once: their player leads again. When the turn comes
  back to the last play unbeaten, its player leads anew (or first puts aces or jokers on top).
- The first out is the first Chef, the last one left the last Arsch. Before the next game each
  Arsch gives their best cards to a Chef for the Chef's worst: the last Arsch two or more.
- Each game scores your finishing position; the lowest sum after the last game wins."""


CHEF_CHOOSES = """
- House rule chef_chooses: each Chef, seeing the Arsch's cards, chooses which cards of their
  hand as dealt to give back."""


def guide(rules: Any) -> str:
    """A short lesson in Arschloch under ``rules``: leads, beating, the roles, the match."""
    lesson = GUIDE.format(jokers="" if rules.lead_jokers else ", or jokers alone")
    return lesson + (CHEF_CHOOSES if rules.chef_chooses else "")


def _games(rules: Any) -> str:
    return (
        f"A match is {rules.games} games. Each game scores every player's finishing position "
        "(1 for the first out); the lowest sum wins the match."
    )


def _lead_jokers(rules: Any) -> str:
    if rules.lead_jokers:
        return (
            "Jokers alone may be led like any set; they still win the round at once, so their "
            "player leads again. Aces alone are never led."
        )
    return "Jokers alone are never led, nor are aces alone: they would win the round at once."


def _piles(rules: Any) -> str:
    return (
        f"The pack of 110 cards (two decks and six jokers) is dealt into {rules.piles} piles, "
        "one a player; the piles no player takes are put aside unseen."
    )


def _hand_size(rules: Any) -> str:
    return f"Each pile holds {rules.hand_size} cards: every player's hand at the deal."


def _chef_chooses(rules: Any) -> str:
    if rules.chef_chooses:
        return (
            "Each Chef chooses which cards of their hand as dealt to give back to their Arsch, "
            "after seeing the cards the Arsch gives."
        )
    return "Each Chef gives back their worst cards, as many as they received."


OPTIONS: dict[str, Callable[[Any], str]] = {
    "games": _games,
    "lead_jokers": _lead_jokers,
    "piles": _piles,
    "hand_size": _hand_size,
    "chef_chooses": _chef_chooses,
}
"""What each option means at the table, worded from the rule set."""


def rules_text(rules: Any) -> str:
    """Each option of ``rules``, its value and what it means at the table."""
    title = "Arschloch, the standard game" if rules.preset == "standard" else "Arschloch"
    if rules.preset is None:
        title = "Arschloch, house rules"
    return options_text(f"{title}: {rules!r}", rules, OPTIONS, DOCS)
