"""Big Two's rules in words, for any rule set: what each option means at the table
(`rules_text`), and a short lesson in the game it makes (`guide`). The complete rules, with
worked examples, are ``docs/rules/big_two.md``.

>>> from zweiundzwanzig import big_two
>>> from zweiundzwanzig.big_two.explain import guide, rules_text
>>> print(rules_text(big_two.Rules.pusoy_dos()).splitlines()[0])
Pusoy Dos (the Philippines): Rules.pusoy_dos()
>>> "The holder of the lowest card, 3♣, leads" in guide(big_two.Rules.pusoy_dos())
True
"""

from __future__ import annotations

from collections.abc import Callable

from zweiundzwanzig._core.big_two import Rules
from zweiundzwanzig.display import options_text

DOCS = "https://github.com/zweiundzwanzig/zweiundzwanzig/tree/main/docs/rules/big_two.md"
"""Where the complete rules are published."""

PRESET_NAMES = {
    "standard": "Big Two, the standard game",
    "taiwan": "Big Two as played in Taiwan",
    "hong_kong": "Big Two as played in Hong Kong",
    "pusoy_dos": "Pusoy Dos (the Philippines)",
    "indonesia": "Big Two as played in Indonesia",
}

SUITS = {"standard": "♦ ♣ ♥ ♠", "bridge": "♣ ♦ ♥ ♠", "philippines": "♣ ♠ ♥ ♦"}
"""Each suit order, low to high."""

STRAIGHTS = {
    "standard": "Straights run, from low to high, A-2-3-4-5, 2-3-4-5-6, 3-4-5-6-7 and so on "
    "up to 10-J-Q-K-A (the two counts below the three in straights alone); J-Q-K-A-2 is no "
    "straight.",
    "a2345_high": "A-2-3-4-5 is the highest straight, above even 10-J-Q-K-A; every other "
    "straight keeps its order.",
    "23456_high": "2-3-4-5-6 is the highest straight; every other straight keeps its order.",
    "no_twos": "No straight may hold a 2: 3-4-5-6-7 is the lowest straight and 10-J-Q-K-A the "
    "highest.",
}

GUIDE = """Big Two: get rid of your cards first.
- Cards rank 3 4 5 6 7 8 9 10 J Q K A 2 (the 2 highest), then by suit: {suits}.
- The holder of the lowest card, {lowest}, leads the first round with it. A play is a single, a
  pair, a triple or a five-card hand: straight < flush < full house < four of a kind (with any
  fifth card) < straight flush. Four cards alone are never a play.
- In turn, beat the last play with as many cards that are stronger, or pass{final}. When
  everyone else has passed, the round is the last player's, who leads anything.
- The game ends the moment a hand is empty. The others score penalty points for the cards they
  hold (1 a card below 10, 2 at 10-12, 3 at 13 or more in the standard table). The match ends
  {end}; the lowest total wins."""


def _match_end(rules: Rules) -> str:
    ends = []
    if rules.games is not None:
        ends.append(f"after {rules.games} games")
    if rules.penalty_limit is not None:
        ends.append(f"when a total reaches {rules.penalty_limit}")
    return " or ".join(ends)


def guide(rules: Rules) -> str:
    """A short lesson in Big Two under ``rules``: what beats what, the lead, the end."""
    return GUIDE.format(
        suits=SUITS[rules.suit_order] + " from low to high",
        lowest=rules.lowest_card,
        final=" (a pass is final for the round)" if rules.pass_is_final else "",
        end=_match_end(rules),
    )


def _suit_order(rules: Rules) -> str:
    return (
        f"Between cards of one rank the suit decides, from low to high: "
        f"{SUITS[rules.suit_order]}. The lowest card of the deck is the {rules.lowest_card}."
    )


def _clockwise(rules: Rules) -> str:
    if rules.clockwise:
        return "Play passes to the left (clockwise)."
    return "Play passes to the right (counter-clockwise)."


def _winner_leads(rules: Rules) -> str:
    if rules.winner_leads:
        return (
            "Only the first game starts with the lowest card; every later game is led, with "
            "anything, by the winner of the game before."
        )
    return "Every game starts with the holder of the lowest card, whose lead must hold it."


def _pass_is_final(rules: Rules) -> str:
    if rules.pass_is_final:
        return (
            "A player who passed plays no more in that round: they are skipped until the next lead."
        )
    return "A pass is for this turn only: a player who passed may beat a later play of the round."


def _flush_by_rank(rules: Rules) -> str:
    if rules.flush_by_rank:
        return (
            "Flushes compare by their highest card first, then the next, and by suit only when "
            "all five ranks are equal."
        )
    return "Flushes compare by suit first, then by their highest card."


def _straights(rules: Rules) -> str:
    return STRAIGHTS.get(rules.straights, f"Straights: {rules.straights}.")


def _penalties(rules: Rules) -> str:
    if rules.penalties == "harsh":
        return (
            "When a game ends, each other player scores a penalty for the cards they hold: 1 "
            "point a card below 8 cards, 2 at 8 or 9, 3 at 10 to 12, 4 at 13 or more."
        )
    return (
        "When a game ends, each other player scores a penalty for the cards they hold: 1 point "
        "a card below 10 cards, 2 at 10 to 12, 3 at 13 or more."
    )


def _double_twos(rules: Rules) -> str:
    if rules.double_twos:
        return "The penalty is doubled again for every 2 left in the hand."
    return "A 2 left in the hand costs no more than any other card."


def _hand_size(rules: Rules) -> str:
    return (
        f"With two players each gets {rules.hand_size} cards and the rest of the deck stays out "
        "of play, seen by neither (three players get 17 each, four get 13)."
    )


def _games(rules: Rules) -> str:
    if rules.games is None:
        return "No fixed number of games: the match ends by the penalty limit."
    return f"The match ends after {rules.games} games at most."


def _penalty_limit(rules: Rules) -> str:
    if rules.penalty_limit is None:
        return "No penalty limit: the match ends after its games."
    return f"The match ends when a player's penalty total reaches {rules.penalty_limit}."


OPTIONS: dict[str, Callable[[Rules], str]] = {
    "suit_order": _suit_order,
    "clockwise": _clockwise,
    "winner_leads": _winner_leads,
    "pass_is_final": _pass_is_final,
    "flush_by_rank": _flush_by_rank,
    "straights": _straights,
    "penalties": _penalties,
    "double_twos": _double_twos,
    "hand_size": _hand_size,
    "games": _games,
    "penalty_limit": _penalty_limit,
}
"""What each option means at the table, worded from the rule set."""


def rules_text(rules: Rules) -> str:
    """Each option of ``rules``, its value and what it means at the table."""
    title = PRESET_NAMES.get(rules.preset or "", "Big Two, house rules")
    return options_text(f"{title}: {rules!r}", rules, OPTIONS, DOCS)
