"""The Zweiundzwanzig family's table as the web page draws it (``zweiundzwanzig.web``): the
deal, the dealer and the stock, the trick with the play to beat, each player's cards and total
and who is out, the human's hand from the lowest card up and their moves, in the words of the
terminal game and the narrator. Everything here reads the human's view, nothing else.

>>> import zweiundzwanzig as zz
>>> view = zz.Match(players=3, seed=1).view(0)
>>> [str(c) for c in hand(view)] == [str(c) for c in reversed(view.hand)]
True
>>> describe(view, ["You", "P1", "P2"])["heading"]
'Deal 1 · dealer P1 · stock 31 cards · out at 22 points'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from zweiundzwanzig._core import Card, Move, View
from zweiundzwanzig.family.narrate import Event, Narrator
from zweiundzwanzig.web.cards import cards_json

__all__ = ["describe", "hand", "move", "moves", "news"]

#: The buttons of the exchange, and of a turn in the tricks.
_EXCHANGE_ACTIONS = [
    {"action": "exchange", "label": "Exchange selected", "cards": "some"},
    {"action": "keep", "label": "Keep my hand", "cards": "none"},
]
_PLAY_ACTIONS = [{"action": "play", "label": "Play", "cards": "some"}]

#: A play of the trick, named by its kind in the log.
_PLAY_KINDS = {"lead": "lead", "beat": "beat", "give_off": "give-off", "stechen": "stechen"}


class _Names(Narrator):
    """The narrator's words with the page's names for the seats (``names[seat]``): the human's
    seat is ``you`` inside a sentence when the page calls it ``You``."""

    def __init__(self, me: int, names: Sequence[str]) -> None:
        super().__init__(me)
        self.seat_names = list(names)

    def name(self, seat: int, start: bool = False) -> str:
        name = self.seat_names[seat]
        return "you" if seat == self.me and name == "You" and not start else name


def hand(view: View) -> list[Card]:
    """The human's hand as the page shows it, from the lowest card up (the joker above the
    ace); card ``i`` of a request is ``hand(view)[i]``."""
    return sorted(view.hand)


def describe(view: View, names: list[str]) -> dict[str, Any]:
    """The table as the page draws it (the schema: ``zweiundzwanzig.web``)."""
    words = _Names(view.player, names)
    return {
        "heading": _heading(view, words),
        "prompt": _prompt(view, words),
        "turn": view.current_player,
        "over": view.is_over,
        "seats": _seats(view, words),
        "piles": _piles(view, words),
        "plays": _plays(view),
        "hand": cards_json(hand(view)),
        "actions": _actions(view),
        "result": _result(view, names),
    }


def moves(view: View) -> list[dict[str, Any]]:
    """The human's legal moves, each once, with the places in `hand` of the cards it takes
    (of equal cards the lowest places); none when it is not their turn."""
    if not _my_turn(view):
        return []
    cards = hand(view)
    return [
        {"action": _action_of(move), "cards": _places(cards, move.cards), "text": _move_text(move)}
        for move in view.legal_moves()
    ]


def move(view: View, action: str, cards: list[int]) -> Move:
    """The move of the request: ``play`` the cards, ``exchange`` them (discard them and draw as
    many), or ``keep`` the hand. Whether it is legal is the match's to say."""
    held = hand(view)
    chosen = [held[i] for i in cards]
    if action == "play":
        return Move("play", chosen)
    if action == "exchange":
        return Move("exchange", chosen)
    if action == "keep":
        if chosen:
            raise ValueError("keep takes no cards: to discard cards, exchange them")
        return Move("exchange", [])
    now = [a["action"] for a in _actions(view)] or ["play", "exchange", "keep"]
    raise ValueError(f"unknown action {action!r}: the actions are {', '.join(now)}")


def news(view: View, events: list[dict[str, Any]]) -> list[str]:
    """The events as the human's seat saw them, a line each, as the terminal game tells them."""
    narrator = Narrator(view.player)
    return [narrator.line(event) for event in events]


def _my_turn(view: View) -> bool:
    return view.current_player is not None and view.current_player == view.player


def _action_of(move: Move) -> str:
    """The action that makes `move`: an exchange of no cards is keeping the hand."""
    return "keep" if move.kind == "exchange" and not move.cards else move.kind


def _move_text(move: Move) -> str:
    if move.kind == "play":
        return str(move)
    return f"exchange {move}" if move.cards else "keep your hand"


def _places(cards: list[Card], taken: Sequence[Card]) -> list[int]:
    """The places in `cards` of the cards `taken`, of equal cards the lowest places first."""
    used: list[int] = []
    for card in taken:
        used.append(next(i for i, c in enumerate(cards) if c == card and i not in used))
    return sorted(used)


def _heading(view: View, words: _Names) -> str:
    parts = [f"Deal {view.deal}", f"dealer {words.name(view.dealer)}"]
    if not view.is_over:
        parts.append(f"stock {_counted(view.stock_size, 'card')}")
    parts.append(f"out at {_counted(view.rules.elimination, 'point')}")
    return " · ".join(parts)


def _prompt(view: View, words: _Names) -> str:
    """What the human is asked at their turn, who is to move otherwise, the result at the
    end."""
    if view.is_over:
        return _over_line(view, words)
    turn = view.current_player
    if turn != view.player:
        doing = "exchange" if view.phase == "exchange" else "play" if view.trick else "lead"
        waiting = f"{words.name(turn or 0, True)} to {doing}"
        if view.player in view.in_match:
            return waiting
        me = words.name(view.player, True)
        total = _counted(view.totals[view.player], "point")
        return f"{me} {words.verb(view.player, 'are', 'is')} out with {total}. {waiting}"
    if view.phase == "exchange":
        most = min(view.stock_size, len(view.hand))
        return (
            f"Exchange: discard up to {_counted(most, 'card')} and draw as many from the stock,"
            " or keep your hand"
        )
    if not view.trick:
        return "Your lead: one card, or several of one rank; keep at least one"
    return _beat_line(view, words)


def _beat_line(view: View, words: _Names) -> str:
    """What a follower may do, as the terminal game says it: beat the play to beat, or give
    off the lowest cards."""
    target = view.play_to_beat or 0
    seat, best = view.trick[target]
    k = len(view.trick[0][1])
    lowest = "your lowest card" if k == 1 else f"your {k} lowest cards"
    how = "a card as high or higher" if k == 1 else "card for card, as high or higher"
    best_by = f"{best} by {words.name(seat)}"
    if view.rules.compulsory_beating:
        return f"You must beat {best_by} if you can ({how}); if not, give off {lowest}"
    return f"Beat {best_by} ({how}), or give off {lowest}"


def _over_line(view: View, words: _Names) -> str:
    """The narrator's end of the match, and the human's place when they did not win."""
    ends = [e for e in view.log if e["event"] == "end"]
    line = words.line(ends[-1]) if ends else "The match is over."
    if not ends or view.player in ends[-1]["winners"]:
        return line
    place = _final_places(view)[view.player]
    return f"{line} {words.name(view.player, True)} came {_ordinal(place)}."


def _seats(view: View, words: _Names) -> list[dict[str, Any]]:
    counts = _card_counts(view)
    return [
        {
            "name": words.seat_names[p],
            "cards": counts[p],
            "total": _counted(view.totals[p], "point"),
            "role": None,
            "notes": _seat_notes(view, p),
        }
        for p in range(view.players)
    ]


def _card_counts(view: View) -> list[int]:
    """The cards each seat holds: the deal's hand size, less a card for each card played to
    the trick; none for a seat out of the match, nor for anyone once the match is over."""
    if view.is_over:
        return [0] * view.players
    played = {seat: len(play) for seat, play in view.trick}
    return [
        view.hand_size - played.get(p, 0) if p in view.in_match else 0 for p in range(view.players)
    ]


def _seat_notes(view: View, p: int) -> list[str]:
    """A seat's badges: the dealer, the leader of the trick, how many cards it exchanged, out
    or the match's winner, and its loss cards."""
    notes = ["dealer"] if p == view.dealer else []
    if view.is_over:
        notes += ["winner"] if p in _end_winners(view) else ["out"]
    elif p not in view.in_match:
        notes.append("out")
    elif view.phase == "exchange" and view.exchanged[p] is not None:
        count = view.exchanged[p] or 0
        notes.append(f"exchanged {count}" if count else "kept")
    elif view.phase == "play" and p == (view.trick[0][0] if view.trick else view.current_player):
        notes.append("leads")
    loss = view.loss_cards(p)
    if loss:
        notes.append("loss cards " + " ".join(str(c) for c in loss))
    return notes


def _piles(view: View, words: _Names) -> list[dict[str, Any]]:
    """The play to beat, the stock (face down) and the human's discards of this deal."""
    shown: list[dict[str, Any]] = []
    if view.phase == "play" and view.trick:
        target = view.play_to_beat or 0
        seat, best = view.trick[target]
        what = "the lead" if target == 0 else "the best play"
        shown.append(
            _pile("To beat", cards_json(best.cards), None, f"{what}, by {words.name(seat)}")
        )
    if not view.is_over:
        shown.append(_pile("Stock", [], view.stock_size, None))
    if view.discards and not view.is_over:
        discards = cards_json(sorted(view.discards))
        shown.append(_pile("Discards", discards, None, "yours, laid aside"))
    return shown


def _pile(
    label: str, cards: list[dict[str, Any]], count: int | None, note: str | None
) -> dict[str, Any]:
    return {"label": label, "cards": cards, "count": count, "note": note}


def _plays(view: View) -> list[dict[str, Any]]:
    """The trick so far, each play named by its kind (the play to beat marked); at the end of
    the match, the last showdown."""
    if view.is_over:
        return _showdown(view)
    if not view.trick:
        return []
    kinds = [e["kind"] for e in _trailing_plays(view.log)][-len(view.trick) :]
    if len(kinds) != len(view.trick):
        kinds = [""] * len(view.trick)
    target = view.play_to_beat or 0
    return [
        {"seat": seat, "cards": cards_json(play.cards), "note": _play_note(kinds[i], i == target)}
        for i, (seat, play) in enumerate(view.trick)
    ]


def _play_note(kind: str, to_beat: bool) -> str | None:
    """``lead``, ``beat``, ``give-off`` or ``stechen``, and ``to beat`` for the play to beat."""
    words = [_PLAY_KINDS.get(kind, kind)] if kind else []
    return ", ".join(words + (["to beat"] if to_beat else [])) or None


def _trailing_plays(log: list[Event]) -> list[Event]:
    """The play events at the end of the log: the trick under way."""
    events: list[Event] = []
    for event in reversed(log):
        if event["event"] != "play":
            break
        events.append(event)
    return events[::-1]


def _showdown(view: View) -> list[dict[str, Any]]:
    """The last showdown's cards, each loser's marked."""
    shows = [e for e in view.log if e["event"] == "showdown"]
    if not shows:
        return []
    last = shows[-1]
    return [
        {
            "seat": seat,
            "cards": cards_json([card]),
            "note": "loses" if seat in last["losers"] else None,
        }
        for seat, card in last["cards"]
    ]


def _result(view: View, names: Sequence[str]) -> list[str] | None:
    """The final standings, a line a player, by place and then by total."""
    if not view.is_over:
        return None
    place = _final_places(view)
    order = sorted(range(view.players), key=lambda p: (place[p], view.totals[p], p))
    return [f"{_ordinal(place[p])}: {names[p]}, {_counted(view.totals[p], 'point')}" for p in order]


def _end_winners(view: View) -> list[int]:
    ends = [e for e in view.log if e["event"] == "end"]
    return list(ends[-1]["winners"]) if ends else []


def _final_places(view: View) -> list[int]:
    """Each seat's place at the end, read from the log: the winners first, then the others by
    when they went out, the later the better; those out in the same showdown share a place
    (1, 2, 2, 4)."""
    winners = _end_winners(view)
    groups: list[list[int]] = [[]]
    for event in view.log:
        if event["event"] == "showdown":
            groups.append([])
        elif event["event"] == "out" and event["player"] not in winners:
            groups[-1].append(event["player"])
    place = [len(winners) + 1] * view.players
    for p in winners:
        place[p] = 1
    placed = len(winners)
    for group in reversed(groups):
        for p in group:
            place[p] = placed + 1
        placed += len(group)
    return place


def _actions(view: View) -> list[dict[str, str]]:
    if not _my_turn(view):
        return []
    return [dict(a) for a in (_EXCHANGE_ACTIONS if view.phase == "exchange" else _PLAY_ACTIONS)]


def _counted(n: int, thing: str) -> str:
    """``1 card``, ``3 cards``."""
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


def _ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` ... ``11th``, ``21st``."""
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"
