"""A small progress bar for long runs on a terminal; silent when output is not a terminal."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO


class ProgressBar:
    """Draws ``[#####-----] 42% 420,000/1,000,000 games (84,000/s, 7 s left)`` on ``stream``
    when it is a terminal and the run has lasted more than ``delay`` seconds. The time left is
    the games still to play at the rate so far; ``clock`` gives the seconds (for tests); ``unit``
    names what is counted (``"decisions"`` for a review)."""

    def __init__(
        self,
        total: int,
        stream: TextIO,
        delay: float = 0.5,
        width: int = 30,
        clock: Callable[[], float] = time.monotonic,
        unit: str = "games",
    ) -> None:
        self.total = total
        self.stream = stream
        self.delay = delay
        self.width = width
        self.clock = clock
        self.unit = unit
        self.start = clock()
        self.shown = False
        self.drawn = 0
        self.enabled = total > 0 and stream.isatty()

    def update(self, done: int) -> None:
        """Redraws the bar for ``done`` games finished."""
        elapsed = self.clock() - self.start
        if not self.enabled or elapsed < self.delay:
            return
        filled = self.width * done // self.total
        bar = "#" * filled + "-" * (self.width - filled)
        rate = done / max(elapsed, 1e-9)
        percent = 100 * done // self.total
        left = f", {duration((self.total - done) / rate)} left" if 0 < done < self.total else ""
        line = f"[{bar}] {percent:3d}% {done:,}/{self.total:,} {self.unit} ({rate:,.0f}/s{left})"
        # Spaces over what a longer line drew before.
        self.stream.write(f"\r{line}{' ' * max(self.drawn - len(line), 0)}")
        self.stream.flush()
        self.drawn = len(line)
        self.shown = True

    def close(self) -> None:
        """Ends the bar's line, if it was drawn."""
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()


def duration(seconds: float) -> str:
    """``seconds`` as a person reads a time left: ``7 s``, ``3 min 20 s``, ``2 h 05 min``."""
    s = max(round(seconds), 0)
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"
