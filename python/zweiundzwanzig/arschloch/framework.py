"""Arschloch in the frameworks (``zweiundzwanzig.rl``): its numbers, an episode (one game) and
its bounds, each argued from the rules (``tests/rl/test_openspiel.py`` checks them on random
episodes)."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core import arschloch
from zweiundzwanzig._game import Bounds, Framework


def bounds(rules: Any, players: int, hands: list[int]) -> Bounds:
    """One game: the return is minus the finishing position, 1 to ``players``, and the
    positions always add up to ``players * (players + 1) / 2``. A move is a play (of at least
    one card of those dealt), a pass of the play or a pass of the lead; between two plays come
    at most ``players - 1`` of each (a lead passed all the way round comes back to a player who
    must lead), and before the first play at most ``players - 1`` passes of the lead."""
    n = float(players)
    return Bounds(-n, -1.0, -n * (n + 1) / 2, (2 * players - 1) * sum(hands) + players)


#: The largest table and hand the observation shows exactly (``docs/rl.md``).
SHOWN_PLAYERS, SHOWN_HAND = 11, 15


def not_taken(rules: Any) -> str | None:
    """Why an episode under ``rules`` has a decision no action id takes, or a view the
    observation cannot show exactly."""
    if rules.chef_chooses and rules.games > 1:
        return "a Chef's choice of the cards to give back (chef_chooses) has no action id"
    if rules.hand_size > SHOWN_HAND:
        return f"the observation shows hands of at most {SHOWN_HAND} cards, not {rules.hand_size}"
    return None


FRAMEWORK = Framework(
    observation_size=arschloch.OBSERVATION_SIZE,
    actions=arschloch.ACTIONS,
    one_game=lambda rules: rules.replace(games=1),
    openspiel_name="python_arschloch",
    constant_sum=True,
    returns=lambda match: [-float(t) for t in match.totals],
    bounds=bounds,
    players=range(2, SHOWN_PLAYERS + 1),
    not_taken=not_taken,
)
"""Arschloch's encoding: the return is minus the finishing position."""
