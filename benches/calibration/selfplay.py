"""Advisor decisions with what came of them: the data the calibration of `Advice.win` is fitted
on and measured by.

Every seat plays `zz.advise`'s first move at its default budget (self-play), or one advisor seat
(rotating with the match) plays against `heuristic` players (``--opponents heuristic``). Each of
the advisor's decisions is kept with the advice on the move it played (the raw share of playouts
won, the calibrated chance, the value, the points), a few facts about the position, whether
that player then won (the family's match, or the Big Two or Arschloch game the decision was in)
and the points they took in the deal or game. Against heuristic players, each heuristic seat's
first decision of a game is kept too, with the advice it would have had on the move it made,
so that the seats' first chances can be summed.

Run: ``python benches/calibration/selfplay.py GAME PLAYERS --matches N [--first K]
[--opponents advisor|heuristic] [--processes P] --out FILE.npz``. Match ``k`` is seeded ``k``
and its searches from ``(k, decision)``, so any range of matches is reproducible on its own and
ranges can be played apart and joined.
"""

from __future__ import annotations

import argparse
import multiprocessing
from typing import Any

import numpy as np

import zweiundzwanzig as zz
from zweiundzwanzig._core import policy_move
from zweiundzwanzig.games import game_named

#: What is kept of each decision, in the columns of the output.
COLUMNS = (
    "match",  # the match's seed
    "game",  # the game of the match (the family: 1, its outcome is the match's)
    "seat",
    "first",  # 1 at the seat's first decision of the game (the family: of the match)
    "advisor",  # 1 for the advisor's decisions, 0 for a heuristic seat's first decision
    "legal",  # the legal moves
    "searched",  # the moves with playouts
    "raw",  # the played move's share of playouts won (Advice.playout_win)
    "win",  # its calibrated chance to win (Advice.win) when played
    "value",  # its value (the search's objective)
    "points",  # its expected points (Advice.points)
    "playout_points",  # its playouts' mean points, before calibration (Advice.playout_points)
    "mine",  # cards in the seat's hand
    "left",  # cards in every hand together
    "fewest",  # the fewest cards another player in the game holds
    "dealt",  # cards in every hand at the round's (deal's or game's) first decision
    "mine_dealt",  # cards in the seat's hand then
    "exchange",  # 1 in the family's exchange
    "deal",  # the family's deal
    "top_total",  # the family: the highest total still in, over the elimination
    "part",  # the calibration's part of the round (0 first, 1 early, 2 middle, 3 late)
    "fitted",  # the table size of the calibration applied (0: none)
    "won",  # what came of it: 1 won, 0 lost (a shared family win: 1 / winners)
    "taken",  # the points the seat then took in the round (deal or game): what `points` predicts
)

#: The Big Two and Arschloch games of a match: several, so that the later games' exchanges and
#: standings are among the decisions.
GAMES_A_MATCH = 3


def new_match(game: str, players: int, seed: int) -> Any:
    """A fresh match of `game` at its standard rules, with a few games where a match has games."""
    info = game_named(game)
    rules = info.rules_class().standard()
    if game == "big_two":
        rules = rules.replace(games=GAMES_A_MATCH, penalty_limit=None)
    elif game == "arschloch":
        rules = rules.replace(games=GAMES_A_MATCH)
    return info.match_class()(players=players, rules=rules, seed=seed)


def game_of(m: Any) -> int:
    """The game of the match being played (the family: 1)."""
    return int(getattr(m, "game", 1))


def hands(m: Any) -> list[int]:
    """The cards in each hand."""
    return [len(m.hand(p)) for p in range(m.players)]


def round_of(m: Any, game: str) -> int:
    """The round being played: the family's deal, else the game."""
    return int(m.view(0).deal) if game == "zweiundzwanzig" else game_of(m)


def family_facts(m: Any, game: str, seat: int) -> list[float]:
    """The family's exchange flag, deal and highest total still in over the elimination."""
    if game != "zweiundzwanzig":
        return [0.0, 0.0, 0.0]
    v = m.view(seat)
    top = max(v.totals[p] for p in v.in_match) / v.rules.elimination
    return [float(v.phase == "exchange"), float(v.deal), top]


#: The parts of a round, as the calibration names them.
PARTS = ("first", "early", "middle", "late")


def calibration_key(view: Any) -> list[float]:
    """The part of the round and the fitted table size of the calibration `advise` applies."""
    players, part, _win, _points = zz._core._calibration(view)
    return [float(PARTS.index(part)), float(players)]


def winner_share(m: Any, game: str, number: int, seat: int) -> float:
    """What `seat` made of game `number` of `m`, now decided: 1 won, 0 lost."""
    if game == "zweiundzwanzig":
        winners = m.result.winners
        return 1.0 / len(winners) if seat in winners else 0.0
    if game == "big_two":
        return float(m.game_winners[number - 1] == seat)
    return float(m.finishing_orders[number - 1][0] == seat)


def decided(m: Any, game: str, number: int) -> bool:
    """Whether game `number` of `m` is over (the family: the match)."""
    if game == "zweiundzwanzig":
        return bool(m.is_over)
    if game == "big_two":
        return len(m.game_winners) >= number
    return len(m.finishing_orders) >= number


def play_match(task: tuple[str, int, int, str]) -> list[list[float]]:
    """The advisor's decisions of match `seed`, each a row of `COLUMNS` (against heuristic
    players, also each heuristic seat's first decision of a game, with the advice it would have
    had on the move it made)."""
    game, players, seed, opponents = task
    m = new_match(game, players, seed)
    advisor_seat = seed % players
    rows: list[list[float]] = []
    open_rows: list[tuple[int, int, int]] = []  # (row, game, seat) not yet decided
    open_points: list[tuple[int, int, int, int]] = []  # (row, round, seat, total then)
    seen: set[tuple[int, int]] = set()
    round_start: tuple[int, list[int]] = (-1, [])
    decision = 0
    while not m.is_over:
        p = m.current_player
        number = game_of(m)
        if round_of(m, game) != round_start[0]:
            round_start = (round_of(m, game), hands(m))
        key = seed * 100_003 + decision
        first = (number, p) not in seen
        seen.add((number, p))
        advisor = opponents == "advisor" or p == advisor_seat
        move = None if advisor else policy_move(m, "heuristic", key)
        if advisor or first:
            advice = zz.advise(m.view(p), seed=key)
            move = advice[0].move if advisor else move
            a = next((x for x in advice if x.move == move and x.visits), advice[0])
            rows.append(decision_row(m, game, p, advice, a, first, advisor, round_start[1]))
            open_rows.append((len(rows) - 1, number, p))
            open_points.append((len(rows) - 1, round_of(m, game), p, m.totals[p]))
        m.apply(move)
        decision += 1
        still_open = []
        for row, g, seat in open_rows:
            if decided(m, game, g):
                rows[row][-2] = winner_share(m, game, g, seat)
            else:
                still_open.append((row, g, seat))
        open_rows = still_open
        now = None if m.is_over else round_of(m, game)
        for row, r, seat, total in open_points:
            if now != r:
                rows[row][-1] = m.totals[seat] - total
        open_points = [o for o in open_points if o[1] == now]
    return rows


def decision_row(
    m: Any,
    game: str,
    p: int,
    advice: list[Any],
    a: Any,
    first: bool,
    advisor: bool,
    at_round_start: list[int],
) -> list[float]:
    """The row of seat `p`'s decision, `a` the advice on the move it makes; what came of it is
    filled in later."""
    cards = hands(m)
    others = [c for q, c in enumerate(cards) if q != p and c > 0] or [0]
    return [
        m.seed,
        game_of(m),
        p,
        float(first),
        float(advisor),
        len(advice),
        sum(1 for x in advice if x.visits > 0),
        a.playout_win,
        a.win,
        a.value,
        a.points,
        a.playout_points,
        cards[p],
        sum(cards),
        min(others),
        sum(at_round_start),
        at_round_start[p],
        *family_facts(m, game, p),
        *calibration_key(m.view(p)),
        np.nan,
        np.nan,
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", choices=["zweiundzwanzig", "big_two", "arschloch"])
    parser.add_argument("players", type=int)
    parser.add_argument("--matches", type=int, required=True)
    parser.add_argument("--first", type=int, default=0, help="the first match's seed")
    parser.add_argument("--opponents", choices=["advisor", "heuristic"], default="advisor")
    parser.add_argument("--processes", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    tasks = [
        (args.game, args.players, seed, args.opponents)
        for seed in range(args.first, args.first + args.matches)
    ]
    with multiprocessing.Pool(args.processes) as pool:
        rows = [r for match in pool.imap(play_match, tasks) for r in match]
    data = np.array(rows, dtype=np.float64).reshape(-1, len(COLUMNS))
    np.savez_compressed(
        args.out,
        columns=np.array(COLUMNS),
        data=data,
        game=args.game,
        players=args.players,
        opponents=args.opponents,
    )
    print(f"{args.out}: {len(data):,} decisions of {args.matches:,} matches")


if __name__ == "__main__":
    main()
