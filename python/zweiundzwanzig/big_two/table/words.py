"""Big Two's table on the web page in a player's words: the heading (the game, the dealer, the
direction of play, how the match ends), the prompt (what the player is asked, who is to move,
how the match ended) and the final standings."""

from __future__ import annotations

from zweiundzwanzig._core.big_two import Move, View
from zweiundzwanzig.big_two.narrate import KINDS


def within(names: list[str], seat: int) -> str:
    """Seat ``seat``'s name inside a sentence: "you" for the player called "You"."""
    return "you" if names[seat] == "You" else names[seat]


def leads(names: list[str], seat: int) -> str:
    """ "you lead", "P2 leads"."""
    return "you lead" if names[seat] == "You" else f"{names[seat]} leads"


def _whose(names: list[str], seat: int) -> str:
    return "your" if names[seat] == "You" else f"{names[seat]}'s"


def kind(play: Move) -> str:
    """A play's combination as the narrator names it: "a pair", "a full house"."""
    return KINDS[play.combination or "single"]


def heading(view: View, names: list[str]) -> str:
    """The game of the match, the dealer, the direction of play and how the match ends."""
    games = f" of {view.games}" if view.games else ""
    direction = "to the left" if view.rules.clockwise else "to the right"
    parts = [
        f"Game {view.game}{games}",
        f"dealer {within(names, view.dealer)}",
        f"play passes {direction}",
    ]
    if view.rules.penalty_limit is not None:
        parts.append(f"the match ends when a total reaches {view.rules.penalty_limit}")
    return " · ".join(parts)


def prompt(view: View, names: list[str]) -> str:
    """What the player is asked at their turn, who is to move otherwise, or how they ended."""
    turn = view.current_player
    if view.is_over or turn is None:
        return f"The match is over: {_ending(view)}."
    if turn != view.player:
        return f"{names[turn]} to {'lead' if view.table is None else 'play'}"
    if view.table is None:
        must = f"; it must contain {view.must_hold}" if view.must_hold is not None else ""
        return f"Your lead: a single, a pair, a triple or a five-card hand{must}."
    seat, play = view.table
    beaten = f"{_whose(names, seat)} {play} ({kind(play)})"
    if all(m.is_pass for m in view.legal_moves()):
        return f"Nothing in your hand beats {beaten}: pass."
    cards = "a single" if len(play) == 1 else f"{len(play)} cards"
    return f"Beat {beaten} with {cards}, or pass."


def _ending(view: View) -> str:
    found = places(view.totals)
    place = found[view.player]
    if place > 1:
        return f"you came {ordinal(place)}"
    return "you share 1st place" if found.count(1) > 1 else "you won"


def places(totals: list[int]) -> list[int]:
    """Places by total, the lowest first; tied totals share a place (1, 2, 2, 4), as the match's
    result has them."""
    return [1 + sum(u < t for u in totals) for t in totals]


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def points(n: int) -> str:
    """A penalty total: "1 penalty point", "12 penalty points"."""
    return f"{n} penalty point{'' if n == 1 else 's'}"


def result(view: View, names: list[str]) -> list[str]:
    """The final standings, one line a place: the place, the player, the penalty total and the
    games they won."""
    found = places(view.totals)
    won = view.game_winners
    return [
        f"{ordinal(found[p])}: {names[p]}, {points(view.totals[p])}, "
        f"games won: {won.count(p)} of {len(won)}"
        for p in sorted(range(view.players), key=lambda p: (found[p], p))
    ]
