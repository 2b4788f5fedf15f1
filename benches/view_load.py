"""The cost of loading a view (`View.from_json`), which rebuilds the match the view came from to
check that a match can give it (issue 27): a 4-player view of each game after 20 and 200 random
moves (or the end of the match), best of 5 repeats. `python benches/view_load.py`."""

from __future__ import annotations

import functools
import random
import timeit

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch, big_two

GAMES = {"family": zz.Match, "Big Two": big_two.Match, "Arschloch": arschloch.Match}


def view_after(new: type, moves: int) -> tuple[type, str, int]:
    """A view of a 4-player match after up to `moves` random moves, as JSON, with its class."""
    m = new(4, seed=1)
    rng = random.Random(1)
    played = 0
    while played < moves and not m.is_over:
        m.apply(rng.choice(m.legal_moves()))
        played += 1
    view = m.view(0)
    return type(view), view.to_json(), played


def main() -> None:
    print("| game | moves played | log events | `View.from_json`, µs |")
    print("| --- | ---: | ---: | ---: |")
    for name, new in GAMES.items():
        for moves in (20, 200):
            cls, text, played = view_after(new, moves)
            loops = 200
            best = min(
                timeit.repeat(functools.partial(cls.from_json, text), number=loops, repeat=5)
            )
            events = len(cls.from_json(text).log)
            print(f"| {name} | {played} | {events} | {best / loops * 1e6:,.0f} |")


if __name__ == "__main__":
    main()
