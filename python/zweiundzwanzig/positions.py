"""How ``zweiundzwanzig advise`` reads a position at a real table: the shape of what each game
gives (its flags, the ones it needs, how their values become its ``View.describe`` keywords, the
line that says the position back and what it assumed), and the readers of flag values that
several games share. Nothing here names a game.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

#: What every game's position reads: the table, the seat, the hand, the rules.
SHARED_OPTIONS = ("players", "seat", "hand", "rules")


@dataclass(frozen=True)
class Flag:
    """One option of ``advise``: its destination (``cards_left`` is ``--cards-left``) and the
    keywords of ``argparse``'s ``add_argument``."""

    dest: str
    settings: Mapping[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        """The flag as typed: ``--cards-left``."""
        return "--" + self.dest.replace("_", "-")


@dataclass(frozen=True)
class Position:
    """How ``advise`` describes one game's position: its own flags beside the shared ones
    (`SHARED_OPTIONS`), the ones a description on the command line needs, how the values given
    become the keywords of the game's ``View.describe``, the line that says the position back,
    and what a description left out and the advice assumed."""

    flags: tuple[Flag, ...]
    needed: tuple[str, ...]
    keywords: Callable[[Mapping[str, Any]], dict[str, Any]]
    """The values of the shared options and the game's own (None: not given) as keywords."""
    line: Callable[[Any], str]
    assumptions: Callable[[set[str], Any], list[str]]
    """What was assumed, from the options (or file keys) given and the view described."""

    @property
    def options(self) -> tuple[str, ...]:
        """The game's own options, by destination."""
        return tuple(f.dest for f in self.flags)


def seat_play(text: str) -> tuple[int, str]:
    """``SEAT:CARDS``, such as ``1:Q-J``."""
    seat, sep, cards = text.partition(":")
    if not sep or not seat.strip().isdigit():
        raise argparse.ArgumentTypeError(f"expected SEAT:CARDS such as 1:Q-J, got {text!r}")
    return int(seat), cards


def seat_play_or_pass(text: str) -> tuple[int, str | None]:
    """``SEAT:CARDS``, or ``SEAT:pass`` (a pass reads as None)."""
    seat, cards = seat_play(text)
    return seat, None if cards.strip().lower() in ("pass", "p", "-") else cards


#: The flags several games' positions read, with the same meaning in each.
SHARED_FLAGS = {
    "dealer": Flag("dealer", {"type": int, "help": "the dealer of this deal (game)"}),
    "totals": Flag("totals", {"nargs": "+", "type": int, "help": "each seat's points"}),
    "game_number": Flag("game_number", {"type": int, "help": "this game's number, default 1"}),
    "cards_left": Flag(
        "cards_left", {"nargs": "+", "type": int, "help": "the cards each seat holds"}
    ),
    "round": Flag(
        "round",
        {
            "nargs": "+",
            "type": seat_play_or_pass,
            "action": "append",
            "help": "one round of this game, in order, as SEAT:CARDS or SEAT:pass (e.g. 0:9-9 "
            "1:pass 2:J-J, the cards written as the game writes them); once for each round, "
            "the one on the table last",
        },
    ),
}


def renamed(
    options: tuple[str, ...], renames: Mapping[str, str]
) -> Callable[[Mapping[str, Any]], dict[str, Any]]:
    """The keywords of options that are ``View.describe``'s keywords of the same name, but for
    ``renames`` (an option that reads otherwise on the command line)."""

    def keywords(values: Mapping[str, Any]) -> dict[str, Any]:
        return {renames.get(o, o): values[o] for o in (*SHARED_OPTIONS, *options)}

    return keywords
