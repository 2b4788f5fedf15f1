"""An Arschloch table in a player's words, for the page: the heading, what the player is asked
or who is to move, the roles as the rules name them ("first Chef", "Neutral", "last Arsch")
and the standings at the end. ``names[i]`` is what the page calls seat ``i``; the player
whose view it is is "you" within a sentence."""

from __future__ import annotations

from zweiundzwanzig._core.arschloch import Exchange, View
from zweiundzwanzig.arschloch.narrate import ROLE_NAMES
from zweiundzwanzig.arschloch.table.selection import leading

#: The words of the Chefs' order (the first Chef, the second Chef...) and of the Ärsche's
#: from the last (the last Arsch, the second-to-last Arsch...).
ORDER_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")


def ordinal(n: int) -> str:
    """``n`` as a place.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st']
    """
    ending = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{ending}"


def who(view: View, names: list[str], seat: int) -> str:
    """Seat ``seat`` within a sentence: "you" for the view's player."""
    return "you" if seat == view.player else names[seat]


def cards(count: int) -> str:
    """``count`` cards in words: "a card", "2 cards"."""
    return "a card" if count == 1 else f"{count} cards"


def role(view: View, seat: int) -> str | None:
    """The role ``seat`` plays in this game as the rules name it, from the last game's
    finishing order; None in the first game. With one Chef a table, "Chef" and "Arsch"."""
    roles, order = view.roles, view.finishing_order
    if roles is None or order is None:
        return None
    word = ROLE_NAMES[roles[seat]]
    pairs = view.players // 2
    if pairs == 1 or roles[seat] == "neutral":
        return word
    rank = order.index(seat) if roles[seat] == "chef" else view.players - 1 - order.index(seat)
    nth = ORDER_WORDS[rank] if rank < len(ORDER_WORDS) else ordinal(rank + 1)
    if roles[seat] == "chef":
        return f"{nth} {word}"
    return f"last {word}" if rank == 0 else f"{nth}-to-last {word}"


def heading(view: View, names: list[str]) -> str:
    """The game, the dealer and the cards put aside: "Game 2 of 5 · dealer P3 · 70 cards out
    of play"."""
    parts = [f"Game {view.game} of {view.games}", f"dealer {who(view, names, view.dealer)}"]
    if view.out_of_play_count:
        parts.append(f"{view.out_of_play_count} cards out of play")
    return " · ".join(parts)


def places(totals: list[int]) -> list[int]:
    """Each player's place by their total, the lowest first, tied totals sharing a place."""
    return [1 + sum(t < mine for t in totals) for mine in totals]


def result(view: View, names: list[str]) -> list[str]:
    """The standings, one line a place: "1st: P2, total 7"."""
    place = places(view.totals)
    seats = sorted(range(view.players), key=lambda p: (place[p], p))
    return [f"{ordinal(place[p])}: {names[p]}, total {view.totals[p]}" for p in seats]


def prompt(view: View, names: list[str]) -> str:
    """What the player is asked at their turn, who is to move otherwise, or how the match
    ended."""
    if view.is_over:
        return "The match is over: " + standing(view)
    mover = view.current_player
    assert mover is not None  # a match under way has a player to move
    pair = view.giving_back
    if pair is not None:
        return give_back(view, names, pair)
    if mover == view.player:
        return your_turn(view, names)
    doing = "lead" if leading(view) else "play"
    waiting = f"{names[mover]} to {doing}"
    if view.player in view.finished:
        place = ordinal(view.finished.index(view.player) + 1)
        return f"You are out, {place}: {waiting}"
    return waiting


def standing(view: View) -> str:
    """How the match ended for the view's player: "you won", "you came 3rd", with the total."""
    place = places(view.totals)
    mine, total = place[view.player], view.totals[view.player]
    if mine == 1:
        won = "you won" if place.count(1) == 1 else "you share the win"
        return f"{won}, total {total}"
    return f"you came {ordinal(mine)}, total {total}"


def give_back(view: View, names: list[str], pair: Exchange) -> str:
    """A Chef's choice of the cards to give back (the house rule ``chef_chooses``)."""
    count = cards(pair.count)
    if view.current_player == view.player:
        best = "best card" if pair.count == 1 else f"{pair.count} best cards"
        given = " ".join(str(c) for c in pair.given or [])
        return (
            f"{names[pair.giver]} gives you their {best} ({given}): give back {count} of your "
            "hand as dealt"
        )
    return f"{names[pair.taker]} to give back {count} to {who(view, names, pair.giver)}"


def your_turn(view: View, names: list[str]) -> str:
    """What the player may do at their turn of play, in the terminal's words."""
    lead_rule = "no aces" + ("" if view.rules.lead_jokers else ", no jokers alone")
    only_pass = all(m.is_pass for m in view.legal_moves())
    if only_pass and leading(view):
        return f"Nothing you may lead ({lead_rule}): pass the lead"
    if view.table is None:
        return f"Your lead: one card or several of one rank, jokers may join ({lead_rule})"
    seat, play = view.table
    size = len(play.ranks)
    if seat == view.player:
        aces = "an ace" if size == 1 else f"{size} aces"
        return (
            f"Your {play} came back unbeaten: lead anew ({lead_rule}), or first put {aces} or "
            "jokers on top"
        )
    if only_pass:
        return f"You cannot beat {names[seat]}'s {play}: pass"
    return (
        f"Beat {names[seat]}'s {play} with {cards(size)} of a higher rank (jokers alone beat "
        "any rank), or pass"
    )
