"""The Zweiundzwanzig family's entry in the registry (`zweiundzwanzig.games`): what it gives
the command line, the terminal game and the frameworks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from zweiundzwanzig import _core
from zweiundzwanzig._game import Explanations, Game
from zweiundzwanzig.family import explain
from zweiundzwanzig.family.advise import POSITION
from zweiundzwanzig.family.framework import FRAMEWORK
from zweiundzwanzig.family.words import ADVICE_WORDS


def legal(hand: str, plays: Sequence[str], rules: Any) -> list[str]:
    """The lines of ``legal``: the distinct legal plays after the trick's plays."""
    return [str(play) for play in _core.legal_plays(hand, list(plays), rules)]


GAME = Game(
    name="zweiundzwanzig",
    title="Zweiundzwanzig",
    module=_core,
    players=range(2, _core.MAX_PLAYERS + 1),
    default_players=4,
    rounds="deals",
    public_actions=False,
    heading="",
    advice_words=ADVICE_WORDS,
    position=POSITION,
    explanations=Explanations(rules_text=explain.rules_text, guide=explain.guide),
    legal=legal,
    screen="zweiundzwanzig.family.play",
    record="zweiundzwanzig.family.record",
    table="zweiundzwanzig.family.table",
    framework=FRAMEWORK,
)
"""The Zweiundzwanzig family (its presets: ``Rules.presets()``)."""
