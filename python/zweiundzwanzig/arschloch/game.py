"""Arschloch's entry in the registry (`zweiundzwanzig.games`): what it gives the command line,
the terminal game and the frameworks."""

from __future__ import annotations

from zweiundzwanzig._core import arschloch as _arschloch
from zweiundzwanzig._game import Explanations, Game
from zweiundzwanzig.arschloch import explain
from zweiundzwanzig.arschloch.framework import FRAMEWORK
from zweiundzwanzig.arschloch.legal import legal
from zweiundzwanzig.arschloch.position import POSITION
from zweiundzwanzig.arschloch.words import ADVICE_WORDS

GAME = Game(
    name="arschloch",
    title="Arschloch",
    module=_arschloch,
    players=range(2, _arschloch.MAX_PLAYERS + 1),
    default_players=4,
    rounds="games",
    public_actions=True,
    heading="Arschloch ",
    advice_words=ADVICE_WORDS,
    position=POSITION,
    explanations=Explanations(rules_text=explain.rules_text, guide=explain.guide),
    legal=legal,
    screen="zweiundzwanzig.arschloch.play",
    record="zweiundzwanzig.arschloch.record",
    table="zweiundzwanzig.arschloch.table",
    framework=FRAMEWORK,
)
"""Arschloch."""
