"""What the server answers a request it cannot carry out: an `HTTPError` names what was wrong,
and the page shows it. Nothing has changed when one is raised."""

from __future__ import annotations


class HTTPError(Exception):
    """A request refused: its HTTP status and what was wrong, in words."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def bad_request(message: str) -> HTTPError:
    """400: the request is malformed, or the move it asks for is not legal."""
    return HTTPError(400, message)


def not_found(message: str) -> HTTPError:
    """404: no such table (or it expired), no such game."""
    return HTTPError(404, message)


def not_now(message: str) -> HTTPError:
    """409: the request does not fit the table as it stands (not your turn, not over)."""
    return HTTPError(409, message)
