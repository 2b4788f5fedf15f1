"""What the page offers before a table is dealt, read from the registry of games: each game's
table sizes, presets and house options (what each takes, and each preset's values), the
computer's strengths, and the rules of a rule set in words. Nothing here names a game."""

from __future__ import annotations

from typing import Any

from zweiundzwanzig._core import RulesError, policy_names
from zweiundzwanzig._game import Game
from zweiundzwanzig.games import GAMES, game_named
from zweiundzwanzig.web.errors import bad_request, not_found

STRENGTHS = {
    "random": "Beginner: any legal move",
    "level1": "Level 1, easy: plays by rules of thumb",
    "level2": "Level 2, casual: a quick search before every move",
    "level3": "Level 3, club: searches before every move",
    "level4": "Level 4, strong: searches four times as long",
    "level5": "Level 5, expert: the strongest search, about 100 ms a move",
    "heuristic": "Rules of thumb (level 1)",
    "advisor": "Searches before every move (level 3)",
}
"""How the page names the computer's built-in policies (a policy not listed goes by its name)."""

OFFERED = ("random", "level1", "level2", "level3", "level4", "level5")
"""The strengths the page offers, weakest first, where the game has them; the others a game
registers (``heuristic`` is level 1, ``advisor`` level 3) are still accepted by name."""

DEFAULT_STRENGTH = "level3"
"""The computer's strength unless the player chooses another (BENCHMARKS.md: its moves answer
well within 100 ms)."""


def games_json() -> dict[str, Any]:
    """Every game as the setup panel offers it."""
    return {"games": [game_json(game) for game in GAMES.values()]}


def game_json(game: Game) -> dict[str, Any]:
    """One game as the setup panel offers it."""
    rules = game.rules_class()
    presets = list(rules.presets())
    return {
        "name": game.name,
        "title": game.title,
        "players": [game.players.start, game.players.stop - 1],
        "default_players": game.default_players,
        "rounds": game.rounds,
        "presets": presets,
        "options": rules.option_kinds(),
        "defaults": {p: rules.preset_named(p).options() for p in presets},
        "strengths": [{"name": name, "label": STRENGTHS.get(name, name)} for name in offered(game)],
        "default_strength": DEFAULT_STRENGTH,
    }


def offered(game: Game) -> list[str]:
    """The strengths the page offers in ``game``: `OFFERED` where the game has them, else every
    policy it registers."""
    known = policy_names(game.name)
    return [n for n in OFFERED if n in known] or known


def game_called(name: str) -> Game:
    """The game called ``name``, or a 404 naming the games."""
    try:
        return game_named(name)
    except ValueError as error:
        raise not_found(str(error)) from None


def rules_of(game: Game, preset: str, options: dict[str, Any]) -> Any:
    """``game``'s rule set: ``preset`` with the house ``options`` set, or a 400 with the rules'
    own message."""
    try:
        return game.rules_class().preset_named(preset).replace(**options)
    except (RulesError, TypeError, ValueError) as error:
        raise bad_request(str(error)) from None


def strength_of(game: Game, name: str) -> str:
    """The computer's policy called ``name``, or a 400 naming the strengths."""
    known = policy_names(game.name)
    if name not in known:
        raise bad_request(f"unknown strength {name!r}; the strengths are {', '.join(known)}")
    return name


def rules_json(game: Game, rules: Any) -> dict[str, Any]:
    """The rules of ``rules`` in words: each option explained, and a short lesson."""
    return {
        "title": f"{game.title}: {rules.preset or rules!r}",
        "text": game.explanations.rules_text(rules),
        "guide": game.explanations.guide(rules),
    }
