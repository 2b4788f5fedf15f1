"""A one-seat Big Two record walked turn by turn: each game dealt as the recorder sees it, each
move checked against what they see, the standing after each game."""

from __future__ import annotations

from collections.abc import Iterator

from zweiundzwanzig._core.big_two import Card
from zweiundzwanzig.big_two.record.dealt import _no_card_twice
from zweiundzwanzig.big_two.record.replay import _move
from zweiundzwanzig.big_two.record.seen import Seen, Standing
from zweiundzwanzig.big_two.record.turns import Turns
from zweiundzwanzig.big_two.record.written import Written
from zweiundzwanzig.records import Tags, Token


def _walk(tags: Tags, games: list[Written]) -> Iterator[tuple[int, Token | None, Seen, Standing]]:
    """Each turn of the record's games (the index of its move among all, the move's token or
    None at the record's end), with the game seen so far and the standing before it."""
    standing = Standing(totals=[0] * tags.players)
    index, dealer = 0, 0
    seen: Seen | None = None
    for game in games:
        if seen is not None and seen.turns.winner is None:
            raise game.at.fail(
                f"game {seen.game.number} is not over: game {game.number} cannot start"
            )
        seen = _seen_deal(tags, game, standing, dealer)
        for token in game.moves:
            if seen.turns.winner is not None:
                raise token.fail(f"a move after game {game.number} is over")
            yield index, token, seen, standing
            _seen_move(tags, seen, token)
            index += 1
        yield index, None, seen, standing
        standing = _after_game(tags, seen, standing)
        dealer = seen.turns.after(seen.dealer)


def _seen_deal(tags: Tags, game: Written, standing: Standing, dealer: int) -> Seen:
    recorder = _recorder(tags)
    if set(game.hands) != {recorder}:
        raise game.at.fail(
            f"game {game.number} of a one-seat record writes the recorder's "
            f"hand alone: `Hand {recorder}: ...`",
        )
    _no_card_twice(game)
    cards = game.hands[recorder][0]
    left = [len(cards)] * tags.players
    face_up = None
    hand = set(cards)
    if game.face_up is not None:
        card, taker, _ = game.face_up
        face_up = (card, taker)
        left[taker] += 1
        if taker == recorder:
            hand.add(card)
    dealer = game.dealer[0] if game.dealer is not None else (dealer if game.number > 1 else 0)
    leader = _leader(tags, game, standing, hand)
    return Seen(game, dealer, hand, face_up, Turns(tags.rules, leader, left))


def _leader(tags: Tags, game: Written, standing: Standing, hand: set[Card]) -> int:
    """The game's first player: as written, the last winner when the winner leads, the recorder
    when the first play is from their hand, the other seat of two; else the record must say."""
    if game.leader is not None:
        return game.leader[0]
    if tags.rules.winner_leads and standing.winners:
        return standing.winners[-1]
    if not game.moves:
        return _recorder(tags)
    first = _move(game.moves[0], tags.rules)
    if not first.is_pass and set(first.cards) <= hand:
        return _recorder(tags)
    if tags.players == 2:
        return 1 - (_recorder(tags))
    raise game.at.fail(
        f"game {game.number}'s first play is another seat's: a `Leader:` line says whose"
    )


def _seen_move(tags: Tags, seen: Seen, token: Token) -> None:
    """The move of `token` made by the seat to move: a lead starts a round."""
    seat = seen.turns.to_move
    move = _move(token, tags.rules)
    leads = seen.turns.last is None
    if move.is_pass:
        if leads:
            raise token.fail(f"seat {seat} leads the round: the leader plays")
        seen.turns.pass_()
    else:
        _check_seen_cards(tags, seen, seat, set(move.cards), token)
        seen.turns.play(len(move))
    if leads:
        seen.rounds.append([])
    seen.rounds[-1].append((seat, move))
    seen.last = token


def _check_seen_cards(tags: Tags, seen: Seen, seat: int, cards: set[Card], token: Token) -> None:
    twice = cards & seen.played
    if twice:
        raise token.fail(f"{min(twice, key=str)} is played twice")
    if seat == tags.recorder:
        if not cards <= seen.hand:
            raise token.fail(
                f"the recorder (seat {seat}) does not hold {_cards(cards - seen.hand)}"
            )
        seen.hand -= cards
    else:
        mine = cards & seen.hand
        if mine:
            raise token.fail(f"seat {seat} plays {_cards(mine)} from the recorder's hand")
        if seen.face_up and seen.face_up[0] in cards and seen.face_up[1] != seat:
            raise token.fail(
                f"seat {seat} plays {seen.face_up[0]}, dealt face up to seat {seen.face_up[1]}",
            )
    seen.played |= cards


def _cards(cards: set[Card]) -> str:
    return " ".join(sorted(map(str, cards)))


def _after_game(tags: Tags, seen: Seen, standing: Standing) -> Standing:
    """The standing after a game over: its winner, and the totals its result line gives."""
    winner = seen.turns.winner
    if winner is None:
        return standing
    game = seen.game
    if game.result is None:
        return Standing([*standing.winners, winner], standing.totals, known=False)
    result, at = game.result
    if result.winner is not None and result.winner != winner:
        raise at.fail(
            f"the result does not follow from the moves: seat {winner} went out "
            f"first, not seat {result.winner}",
        )
    totals = result.totals
    if result.penalties is not None:
        summed = [t + p for t, p in zip(standing.totals, result.penalties, strict=True)]
        if totals is not None and totals != summed:
            raise at.fail("the result's totals are not the totals before plus its penalties")
        totals = summed
    if totals is None or not standing.known:
        return Standing([*standing.winners, winner], standing.totals, known=False)
    return Standing([*standing.winners, winner], totals)


def _recorder(tags: Tags) -> int:
    assert tags.recorder is not None, "the shared reader reads only a one-seat record here"
    return tags.recorder
