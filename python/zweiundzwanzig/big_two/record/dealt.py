"""A game of a full record dealt into the match: from the seed (the written deal checked
against it) or as written."""

from __future__ import annotations

import re

from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig._core.big_two import Card, Match
from zweiundzwanzig.big_two.record.written import Written
from zweiundzwanzig.records import Tags, Token


def _deal(m: Match, game: Written, tags: Tags, since: int) -> None:
    """The game dealt: from the seed (the written deal must be what it deals) or as written
    (``since``: the log before it holds no later deal than this game's)."""
    if m.is_over:
        raise game.at.fail(f"the match is over after game {m.game}: there is no game {game.number}")
    if m.game != game.number:
        raise game.at.fail(f"game {m.game} is not over: game {game.number} cannot start")
    _no_card_twice(game)
    if tags.seed is None:
        _deal_as_written(m, game, tags)
    else:
        _check_seeded_deal(m, game, tags, since)
    _check_face_up(m, game)
    if game.leader is not None and game.leader[0] != m.current_player:
        raise game.leader[1].fail(
            f"seat {m.current_player} leads game {game.number}, not seat {game.leader[0]}",
        )


def _no_card_twice(game: Written) -> None:
    seen: dict[Card, int] = {}
    for owner, (cards, at) in sorted(game.hands.items()):
        for card in cards:
            if card in seen:
                raise at.fail(f"{card} is dealt twice: seat {seen[card]}'s hand holds it too")
            seen[card] = owner
    if game.face_up is not None and game.face_up[0] in seen:
        card, at = game.face_up[0], game.face_up[2]
        raise at.fail(f"{card} is dealt face up and in seat {seen[card]}'s hand")


def _deal_as_written(m: Match, game: Written, tags: Tags) -> None:
    for owner in range(tags.players):
        if owner not in game.hands:
            raise game.at.fail(
                f"game {game.number} has no hand for seat {owner}: a record "
                "without [Seed] writes every hand",
            )
    dealer = game.dealer[0] if game.dealer else (m.dealer if game.number > 1 else 0)
    try:
        m._deal_as(dealer, [game.hands[s][0] for s in range(tags.players)])
    except ZweiundzwanzigError as e:
        raise _deal_error_at(game, str(e)).fail(f"game {game.number}: {e}") from None


def _deal_error_at(game: Written, message: str) -> Token:
    """The line a refused deal points at: the hand or the dealer it names, else the game's."""
    named = re.search(r"seat (\d+)'s hand", message)
    if named and int(named[1]) in game.hands:
        return game.hands[int(named[1])][1]
    if "dealt by" in message and game.dealer is not None:
        return game.dealer[1]
    return game.at


def _dealt(m: Match, since: int) -> tuple[int, list[set[Card]], tuple[Card, int] | None]:
    """The last deal of the log (read from ``since`` on): its dealer, each hand as dealt, the
    face-up card and taker."""
    deal = next(e for e in reversed(m._log_since(since)) if e["event"] == "deal")
    face_up = (Card(deal["face_up"][0]), deal["face_up"][1]) if deal["face_up"] else None
    hands = [{Card(c) for c in cards.split()} for _, cards in deal["hands"]]
    if face_up is not None:
        hands[face_up[1]].discard(face_up[0])
    return deal["dealer"], hands, face_up


def _check_seeded_deal(m: Match, game: Written, tags: Tags, since: int) -> None:
    dealer, hands, _ = _dealt(m, since)
    if game.dealer is not None and game.dealer[0] != dealer:
        raise game.dealer[1].fail(f"the seed's game {game.number} is dealt by seat {dealer}")
    for owner in range(tags.players):
        if owner not in game.hands:
            if tags.recorder in (None, owner):
                raise game.at.fail(f"game {game.number} has no hand for seat {owner}")
            continue
        cards, at = game.hands[owner]
        if set(cards) != hands[owner]:
            raise at.fail(
                f"seat {owner}'s hand is not the one the seed deals it in game {game.number}"
            )


def _check_face_up(m: Match, game: Written) -> None:
    if game.face_up is None:
        return
    card, taker, at = game.face_up
    if m.face_up is None:
        raise at.fail(f"only three players are dealt a card face up, not {m.players}")
    if (card, taker) != tuple(m.face_up):
        real, real_taker = m.face_up
        raise at.fail(f"the card dealt face up is {real}, taken by seat {real_taker}")
