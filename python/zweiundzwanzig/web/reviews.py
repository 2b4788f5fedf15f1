"""The review of the player's decisions once a match is over: run in the background (it searches
every decision), its progress asked for by the page, then its page (`Review.to_html`) shown.
It reviews the player's view, so it judges each decision from what the player saw."""

from __future__ import annotations

import threading
from concurrent.futures import Executor, Future
from typing import Any

from zweiundzwanzig.review import review

REVIEW_ITERATIONS = 200
"""The searches of each decision reviewed."""


class Stopped(Exception):
    """Raised inside a review the server no longer wants (it is shutting down)."""


class ReviewJob:
    """One review under way or done: its progress, then its result."""

    def __init__(self, view: Any, seed: int, pool: Executor, stop: threading.Event) -> None:
        self.done = 0
        self.total = 0
        self._stop = stop
        self.future: Future[Any] = pool.submit(self._run, view, seed)

    def _run(self, view: Any, seed: int) -> Any:
        return review(
            view, iterations=REVIEW_ITERATIONS, seed=seed, threads=1, progress=self._progress
        )

    def _progress(self, done: int, total: int) -> None:
        if self._stop.is_set():
            raise Stopped
        self.done, self.total = done, total

    def json(self) -> dict[str, Any]:
        """How far it is: decisions reviewed of how many, and whether its page is ready."""
        ready = self.future.done() and self.future.exception() is None
        failed = self.future.done() and not ready
        return {
            "done": self.done,
            "total": self.total,
            "ready": ready,
            "error": str(self.future.exception()) if failed else None,
        }

    def html(self) -> str | None:
        """The review's page, once ready."""
        if not (self.future.done() and self.future.exception() is None):
            return None
        text: str = self.future.result().to_html()
        return text
