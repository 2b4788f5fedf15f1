"""Big Two's entry in the registry (`zweiundzwanzig.games`): what it gives the command line,
the terminal game and the frameworks."""

from __future__ import annotations

from zweiundzwanzig._core import big_two as _big_two
from zweiundzwanzig._game import Explanations, Game
from zweiundzwanzig.big_two import explain
from zweiundzwanzig.big_two.framework import FRAMEWORK
from zweiundzwanzig.big_two.legal import legal
from zweiundzwanzig.big_two.position import POSITION
from zweiundzwanzig.big_two.words import ADVICE_WORDS

GAME = Game(
    name="big_two",
    title="Big Two",
    module=_big_two,
    players=range(2, _big_two.MAX_PLAYERS + 1),
    default_players=4,
    rounds="games",
    public_actions=True,
    heading="Big Two ",
    advice_words=ADVICE_WORDS,
    position=POSITION,
    explanations=Explanations(rules_text=explain.rules_text, guide=explain.guide),
    legal=legal,
    screen="zweiundzwanzig.big_two.play",
    record="zweiundzwanzig.big_two.record",
    table="zweiundzwanzig.big_two.table",
    framework=FRAMEWORK,
)
"""Big Two."""
