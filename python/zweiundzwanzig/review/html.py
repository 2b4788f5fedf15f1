"""A review as one self-contained HTML page: the chance to win after every decision plotted
(inline SVG drawn here, a line a seat), the table of graded decisions, and each inaccuracy,
mistake and blunder with the better move. Nothing is fetched: no script, style sheet, font or
image comes from elsewhere."""

from __future__ import annotations

import math
from html import escape
from typing import Any

from zweiundzwanzig.review.table import move_words as _move
from zweiundzwanzig.review.table import row, summary_line

#: A colour a seat (up to eleven seats, Arschloch's largest table).
COLOURS = (
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
    "#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#000000",
)  # fmt: skip

WIDTH, HEIGHT, MARGIN = 760, 280, 40
FLAWS = ("inaccuracy", "mistake", "blunder")

STYLE = """
body { font-family: sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; font-size: 0.9em; }
td, th { padding: 2px 8px; border-bottom: 1px solid #ddd; text-align: left; }
.inaccuracy { background: #fff4cc; } .mistake { background: #ffd9a8; }
.blunder { background: #ffb3b3; } .forced, .unsearched { color: #888; }
"""


def _x(index: int, last: int) -> float:
    return MARGIN + (WIDTH - 2 * MARGIN) * index / max(last, 1)


def _y(chance: float) -> float:
    return HEIGHT - MARGIN - (HEIGHT - 2 * MARGIN) * chance


def plot(review: Any) -> str:
    """The chance to win after each judged decision, as an SVG line a seat."""
    last = max((d.index for d in review.decisions), default=0)
    parts = [
        f'<svg width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img">',
        _axes(last),
    ]
    for n, seat in enumerate(review.seats):
        colour = COLOURS[n % len(COLOURS)]
        points = [
            (_x(d.index, last), _y(d.win_after))
            for d in review.decisions
            if d.seat == seat and not math.isnan(d.win_after)
        ]
        shown = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
        parts.append(
            f'<polyline fill="none" stroke="{colour}" stroke-width="1.5" points="{shown}"/>'
        )
        parts += _marks(review, seat, last, colour)
        parts.append(
            f'<text x="{WIDTH - MARGIN + 4}" y="{MARGIN + 14 * n}" fill="{colour}" '
            f'font-size="11">P{seat}</text>'
        )
    parts.append("</svg>")
    return "\n".join(parts)


#: The radius of a flawed decision's mark on the plot, by grade.
MARKS = {"inaccuracy": 3, "mistake": 4.5, "blunder": 6}


def _marks(review: Any, seat: int, last: int, colour: str) -> list[str]:
    """A ring at each of the seat's inaccuracies, mistakes and blunders (larger the worse), with
    the decision and the better move as its tooltip."""
    return [
        f'<circle cx="{_x(d.index, last):.1f}" cy="{_y(d.win_after):.1f}" r="{MARKS[d.grade]}" '
        f'fill="none" stroke="{colour}"><title>{d.index}: {escape(_move(d.played))}, '
        f"{d.grade}; better {escape(_move(d.best))}</title></circle>"
        for d in review.decisions
        if d.seat == seat and d.grade in MARKS
    ]


def _axes(last: int) -> str:
    """The frame: chance 0%, 50%, 100% across, decisions 0 to the last along."""
    lines = []
    for chance in (0.0, 0.5, 1.0):
        y = _y(chance)
        lines.append(
            f'<line x1="{MARGIN}" y1="{y:.1f}" x2="{WIDTH - MARGIN}" y2="{y:.1f}" stroke="#ccc"/>'
            f'<text x="4" y="{y + 4:.1f}" font-size="11">{chance:.0%}</text>'
        )
    base = HEIGHT - MARGIN + 16
    lines.append(f'<text x="{MARGIN}" y="{base}" font-size="11">decision 0</text>')
    lines.append(
        f'<text x="{WIDTH - MARGIN}" y="{base}" font-size="11" text-anchor="end">{last}</text>'
    )
    return "\n".join(lines)


def _table(review: Any) -> str:
    words = review.game.advice_words
    header = ["#", "seat", "played", "best", f"{words.win}: before → after", "loss", "grade"]
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = []
    for d in review.decisions:
        cells = "".join(f"<td>{escape(c)}</td>" for c in row(d)).replace("-&gt;", "→")
        body.append(f'<tr class="{d.grade}">{cells}</tr>')
    return f"<table><tr>{head}</tr>\n" + "\n".join(body) + "\n</table>"


def _flaws(review: Any) -> str:
    items = [
        f'<li class="{d.grade}">Decision {d.index}, P{d.seat}: {escape(_move(d.played))} '
        f"({d.grade}, {100 * d.loss:.1f} points lost); better {escape(_move(d.best))}, "
        f"{100 * d.win_before:.0f}% against {100 * d.win_after:.0f}%.</li>"
        for d in review.decisions
        if d.grade in FLAWS
    ]
    return "<ul>\n" + "\n".join(items) + "\n</ul>" if items else "<p>None.</p>"


def page(review: Any) -> str:
    """The review as the text of one HTML page that needs nothing else to open."""
    title = f"Review of a game of {review.game.title}"
    summary = "".join(f"<li>{escape(summary_line(review, s))}</li>" for s in review.seats)
    partial = (
        ""
        if review.complete
        else f"<p>Interrupted: {len(review.decisions)} of {review.total} decisions reviewed.</p>"
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>
<style>{STYLE}</style></head>
<body>
<h1>{escape(title)}</h1>
{partial}
<h2>{escape(review.game.advice_words.win.capitalize())} after each decision</h2>
{plot(review)}
<h2>Summary</h2>
<ul>{summary}</ul>
<h2>Inaccuracies, mistakes and blunders, with the better move</h2>
{_flaws(review)}
<h2>Every decision</h2>
{_table(review)}
<p>loss: the chance to win given up against the best move, in percentage points; a grade is
given only where the lower end of the loss's 95% interval reaches it (inaccuracy 5, mistake 10,
blunder 20 points). accuracy: lichess's move accuracy on the chance to win, averaged.</p>
</body></html>
"""


def write(review: Any, path: str) -> None:
    """Writes the review's page to ``path``."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(page(review))
