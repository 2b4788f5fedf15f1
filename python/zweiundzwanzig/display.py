"""Terminal output for the interactive commands: `rich` tables and colour when `rich` is
installed (the `cli` extra) and the output is a terminal, plain text otherwise."""

from __future__ import annotations

import os
import sys
import textwrap
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
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


@dataclass(frozen=True)
class AdviceWords:
    """How one game's advice table names and explains its figures, in a player's words."""

    win: str
    """The column of `Advice.win`: what winning is in this game ("chance to win the match")."""
    points: str
    """The column of `Advice.points` ("loss points this deal")."""
    explained: str
    """What the figures mean, said to the player."""
    ranked: str
    """How the moves are ordered."""
    pruned: str | None = None
    """Why some moves have no figures (the moves the search does not try), if any are left out."""

    def header(self) -> tuple[str, ...]:
        """The columns of an advice table: the chance to win first."""
        return ("#", "move", self.win, "95% interval", self.points, "playouts")


def percent(p: float) -> str:
    """A chance as a percentage: whole between 10% and 90%, to a tenth nearer the ends, and
    kept apart from certainty: ``"37%"``, ``"5.8%"``, ``"<0.1%"``, ``">99.9%"``."""
    if 0 < p < 0.0005:
        return "<0.1%"
    if 0.9995 < p < 1:
        return ">99.9%"
    if p < 0.1 or p > 0.9:
        return f"{p:.1%}"
    return f"{p:.0%}"


def advice_rows(advice: Sequence[Any], limit: int | None = None) -> list[list[str]]:
    """The rows of a table of advice: rank, move, chance to win, its interval, points, playouts."""
    rows = []
    for i, a in enumerate(advice[:limit] if limit else advice, start=1):
        move = str(a.move) or "nothing"
        if a.visits == 0:
            rows.append([str(i), move, "-", "not searched", "-", "0"])
            continue
        low, high = a.win_interval
        rows.append(
            [
                str(i),
                move,
                percent(a.win),
                f"{percent(low)} to {percent(high)}",
                f"{a.points:.1f}",
                str(a.visits),
            ]
        )
    return rows


def advice_notes(advice: Sequence[Any], words: AdviceWords, limit: int | None = None) -> list[str]:
    """What the figures of an advice table mean, how its moves are ordered, and which moves the
    search did not try (those with no playouts), in the game's words."""
    notes = [words.explained, words.ranked]
    untried = sum(1 for a in advice if a.visits == 0)
    hidden = len(advice) - min(len(advice), limit or len(advice))
    if len(advice) == 1:
        notes.append("This is your only legal move: there was nothing to compare.")
    elif untried:
        where = "not shown here" if hidden >= untried else "listed last, without figures"
        why = f": {words.pruned}" if words.pruned else ""
        notes.append(
            f"{untried} of the {len(advice)} moves were not tried{why} (they are {where})."
        )
    if hidden > untried:
        more = hidden - untried
        notes.append(
            f"{more} more move is not shown." if more == 1 else f"{more} more moves are not shown."
        )
    return notes


#: What every game's advice says about its chance to win: how it was measured, and for whom.
CALIBRATED = (
    "It is a chance you can take literally if everyone plays on as well as the advisor: over "
    "thousands of games of the advisor against itself, moves it gave about 30% won about 30% of "
    "the time. Against weaker players you will do better than it says. 95% interval: how far the "
    "search's own sampling could move that chance."
)


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


#: The width the rules in words are wrapped to.
WIDTH = 96


def wrapped(text: str, indent: str = "") -> str:
    """A paragraph wrapped to `WIDTH`, each line indented by `indent`."""
    return textwrap.fill(
        text, WIDTH, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False
    )


def options_text(
    title: str, rules: Any, explain: Mapping[str, Callable[[Any], str]], docs: str
) -> str:
    """A rule set's options, each with its value and what it means at the table (``explain``
    words an option from the rule set; an option it does not know is listed with its value),
    under ``title``, with where the complete rules are."""
    lines = [title, ""]
    for name, value in rules.options().items():
        lines.append(f"{name} = {value!r}")
        if name in explain:
            lines.append(wrapped(explain[name](rules), "    "))
    lines += ["", wrapped(f"The complete rules, with worked examples: {docs}")]
    return "\n".join(lines)
