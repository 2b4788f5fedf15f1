"""What a game gives the shared layers (`zweiundzwanzig.games` lists the games): its classes
and table sizes, its words, its position for ``advise``, its rules explained, its terminal game
and its encoding for the frameworks. Each game's package builds its own `Game` in its
``game.py``; nothing here names a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from zweiundzwanzig.display import AdviceWords
from zweiundzwanzig.positions import Position


@dataclass(frozen=True)
class Bounds:
    """A game's bounds for one rule set and table, as OpenSpiel's ``GameInfo`` asks them."""

    min_utility: float
    max_utility: float
    utility_sum: float | None
    """The sum of every player's return, for a constant-sum game; None otherwise."""
    max_game_length: int
    """The most decisions an episode can take (chance nodes not counted)."""


@dataclass(frozen=True)
class Framework:
    """How a game meets the frameworks (``zweiundzwanzig.rl``): the numbers are written by the
    engine (``docs/rl.md``), this names them."""

    observation_size: int
    """The numbers of a view's ``observation()``."""
    actions: int
    """The action ids (the length of a view's ``action_mask()``)."""
    one_game: Callable[[Any], Any]
    """The rules of one episode under a rule set (one game; the family: one whole match)."""
    openspiel_name: str
    """The game's name in OpenSpiel."""
    constant_sum: bool
    """Whether every episode's returns add up to the same number."""
    returns: Callable[[Any], list[float]]
    """The returns of a finished episode (a match)."""
    bounds: Callable[[Any, int, list[int]], Bounds]
    """The bounds of an episode under a rule set, at a table, given the first deal's hands."""
    players: range | None = None
    """The table sizes whose views the observation shows exactly (None: every table size of
    the game)."""
    not_taken: Callable[[Any], str | None] = lambda rules: None
    """Why a rule set has a decision that no action id takes (None: every decision has ids)."""


@dataclass(frozen=True)
class Explanations:
    """A game's rules in words, for any of its rule sets."""

    rules_text: Callable[[Any], str]
    """Each option of the rule set explained (``zweiundzwanzig rules``)."""
    guide: Callable[[Any], str]
    """A short lesson in the game under the rule set (``rules --guide``, ``rules`` in play)."""


@dataclass(frozen=True)
class Game:
    """One game: its name, its classes' module, its table sizes and what its rounds are, and
    what it gives the command line, the terminal game and the frameworks."""

    name: str
    title: str
    module: ModuleType
    players: range
    default_players: int
    rounds: str
    """What a match counts: ``"deals"`` (the family) or ``"games"`` (Arschloch, Big Two)."""
    public_actions: bool
    """Whether an RL action id tells only what every player saw (the cards played), or, when
    False, also where they lay in the mover's hand (the family's ids are places in a hand)."""
    heading: str
    """How a table's title names the game (a tournament's): ``""`` for the family, whose name
    the library carries."""
    advice_words: AdviceWords
    """How advice names and explains its figures, in the game's words."""
    position: Position
    """How ``advise`` reads a position of this game from the command line."""
    explanations: Explanations
    legal: Callable[[str, Sequence[str], Any], list[str]]
    """``legal HAND PLAY ...``: the lines listing the legal moves of a hand after the given
    plays (the trick or the round so far, lead first) under a rule set."""
    screen: str
    """The module of the terminal game against computer players (a front end, loaded when
    played: `play`)."""
    record: str
    """The module that reads and writes the game's records (``zweiundzwanzig.records``: what
    it provides)."""
    table: str
    """The module that describes the game's table for the web page (``zweiundzwanzig.web``:
    what it provides), loaded when a page asks for it."""
    framework: Framework

    def play(
        self,
        players: int,
        rules: Any,
        seed: int | None,
        opponents: Any,
        colour: bool | None,
        match: Any = None,
    ) -> int:
        """Plays the terminal game (``rules``: a rule set, a preset's name or None for the
        standard rules; ``match``: a match under way to take up instead) and returns the
        command's exit status."""
        main_play = importlib.import_module(self.screen).main_play
        status: int = main_play(players, rules, seed, opponents, colour, match)
        return status

    def rules_class(self) -> type[Any]:
        """The game's ``Rules`` class."""
        cls: type[Any] = self.module.Rules
        return cls

    def match_class(self) -> type[Any]:
        """The game's ``Match`` class."""
        cls: type[Any] = self.module.Match
        return cls

    def view_class(self) -> type[Any]:
        """The game's ``View`` class."""
        cls: type[Any] = self.module.View
        return cls
