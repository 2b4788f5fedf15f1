"""A small progress bar for long runs on a terminal; silent when output is not a terminal."""

from __future__ import annotations

import time
from typing import TextIO


class ProgressBar:
    """Draws ``[#####-----] 42% 420,000/1,000,000 games`` on ``stream`` when it is a terminal
    and the run has lasted more than ``delay`` seconds."""

    def __init__(self, total: int, stream: TextIO, delay: float = 0.5, width: int = 30) -> None:
        self.total = total
        self.stream = stream
        self.delay = delay
        self.width = width
        self.start = time.monotonic()
        self.shown = False
        self.enabled = total > 0 and stream.isatty()

    def update(self, done: int) -> None:
        """Redraws the bar for ``done`` games finished."""
        if not self.enabled or time.monotonic() - self.start < self.delay:
            return
        filled = self.width * done // self.total
        bar = "#" * filled + "-" * (self.width - filled)
        rate = done / max(time.monotonic() - self.start, 1e-9)
        percent = 100 * done // self.total
        self.stream.write(f"\r[{bar}] {percent:3d}% {done:,}/{self.total:,} games ({rate:,.0f}/s)")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        """Ends the bar's line, if it was drawn."""
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()
