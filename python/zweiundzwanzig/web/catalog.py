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
    "heuristic": "Club player: plays by rules of thumb",
    "advisor": "Strong: searches before every move",
}
"""How the page names the computer's built-in policies (a policy not listed goes by its name)."""

DEFAULT_STRENGTH = "advisor"
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
        "strengths": [
            {"name": name, "label": STRENGTHS.get(name, name)} for name in policy_names(game.name)
        ],
        "default_strength": DEFAULT_STRENGTH,
    }


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
