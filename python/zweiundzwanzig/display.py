"""Terminal output for the interactive commands: `rich` tables and colour when `rich` is
installed (the `cli` extra) and the output is a terminal, plain text otherwise."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import IO, Any

try:  # pragma: no cover - depends on the environment
    import rich.console
    import rich.table

    HAVE_RICH = True
except ImportError:  # pragma: no cover - depends on the environment
    HAVE_RICH = False


def wants_colour(out: IO[str], colour: bool | None = None) -> bool:
    """Colour when asked, else when `rich` is present, `out` is a terminal and NO_COLOR unset."""
    if colour is not None:
        return colour and HAVE_RICH
    return HAVE_RICH and out.isatty() and "NO_COLOR" not in os.environ


class Display:
    """Writes lines and tables to `out`, styled when colour is on."""

    def __init__(self, out: IO[str] | None = None, colour: bool | None = None) -> None:
        self.out = out if out is not None else sys.stdout
        self.colour = wants_colour(self.out, colour)
        self._console: Any = (
            rich.console.Console(file=self.out, highlight=False, force_terminal=True)
            if self.colour
            else None
        )

    def line(self, text: str = "", style: str | None = None) -> None:
        """One line of text; `style` is a rich style used only with colour."""
        if self._console is not None:
            self._console.print(text, style=style, markup=False)
        else:
            self.out.write(text + "\n")
            self.out.flush()

    def table(self, title: str, header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        """A table: a rich table with colour, aligned columns without."""
        if self._console is not None:
            t = rich.table.Table(title=title, title_justify="left")
            for h in header:
                t.add_column(h)
            for r in rows:
                t.add_row(*r)
            self._console.print(t)
            return
        widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]
        self.line(title)
        self.line("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)).rstrip())
        for r in rows:
            self.line("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip())


def advice_rows(advice: Sequence[Any], limit: int | None = None) -> list[list[str]]:
    """The rows of a table of advice: rank, move, value, interval, visits, points."""
    rows = []
    for i, a in enumerate(advice[:limit] if limit else advice, start=1):
        move = str(a.move) or "nothing"
        if a.visits == 0:
            rows.append([str(i), move, "-", "not searched", "0", "-"])
            continue
        low, high = a.interval
        rows.append(
            [
                str(i),
                move,
                f"{a.value:.3f}",
                f"[{low:.3f}, {high:.3f}]",
                str(a.visits),
                f"{a.points:.2f}",
            ]
        )
    return rows


ADVICE_HEADER = ("#", "move", "win chance", "95% interval", "playouts", "points this deal")

ADVICE_EXPLAINED = (
    "win chance: the search's estimate of your chance to win the match after that move, not a "
    "measured result: each playout deals the cards you cannot see at random (within what you "
    "have seen), plays this deal out to the showdown with simple rule-based players, and a "
    "formula turns the totals into a chance to win. 95% interval: the estimate's sampling "
    "error. points this deal: your average loss points in those playouts."
)


def advice_notes(advice: Sequence[Any], limit: int | None = None) -> list[str]:
    """What the figures of an advice table mean, and which moves the search did not try (those
    with no playouts: a pruned discard, or the only legal move)."""
    notes = [ADVICE_EXPLAINED]
    untried = sum(1 for a in advice if a.visits == 0)
    hidden = len(advice) - min(len(advice), limit or len(advice))
    if len(advice) == 1 and untried == 1:
        notes.append("This is your only legal move: there was nothing to compare.")
    elif untried:
        where = "not shown here" if hidden >= untried else "listed last, without figures"
        notes.append(
            f"{untried} of the {len(advice)} moves were not tried: the search tries only "
            f"discards of your highest cards (the others are {where})."
        )
    if hidden > untried:
        notes.append(f"{hidden - untried} more moves are not shown.")
    return notes


def round_words(view: Any) -> tuple[str, str]:
    """What a climbing game's view (Big Two, Arschloch) has on the table, for the line that
    says a described position back: "you lead" or the play to beat, and the cards left."""
    if view.table is None:
        table = "you lead"
    else:
        seat, play = view.table
        table = f"to beat P{seat}'s {play}"
    left = ", ".join(f"P{p} {n}" for p, n in enumerate(view.cards_left))
    return table, f"cards left: {left}"
