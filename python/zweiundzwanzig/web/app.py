"""The server of the web page: a Starlette application whose routes read the registry of games
(`catalog`), hold the tables (`tables`), and answer with what the player's seat sees (`state`).
Searches (the computer's moves, hints, reviews) run in thread pools, off the event loop, so the
page never waits on another table's search; each table's own requests are taken one at a time.

The JSON API (``docs/web.md``):

- ``GET /api/games``: every game with its presets, options and the computer's strengths;
- ``GET /api/rules?game=G&preset=P[&options=JSON]``: the rules of a rule set in words;
- ``POST /api/tables``: deal a table; ``POST /api/tables/load``: take one up from a record;
- ``GET /api/tables/{id}``: the table; ``POST .../move``: the player's move;
  ``POST .../step``: one computer player's move; ``POST .../hint``: the advice;
- ``GET .../record``: the record of what the player saw;
- ``POST .../review``, ``GET .../review``, ``GET .../review.html``: the review of the player's
  decisions once the match is over.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from importlib import resources
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import (
    FileResponse,
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    Response,
)
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from zweiundzwanzig import records
from zweiundzwanzig._core import ZweiundzwanzigError
from zweiundzwanzig.web import bodies, catalog
from zweiundzwanzig.web.errors import HTTPError, bad_request, not_now
from zweiundzwanzig.web.hints import hint_json
from zweiundzwanzig.web.loading import taken_up
from zweiundzwanzig.web.reviews import ReviewJob
from zweiundzwanzig.web.state import state_json
from zweiundzwanzig.web.tables import Table, Tables

T = TypeVar("T")

Handler = Callable[["Server", Request], Awaitable[Response]]
"""A route's handler: the server's state and the request, to the response."""

PAGE_POLICY = (
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
    "frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"
)
"""The page's content security policy: its own scripts and styles, nothing from elsewhere."""

REVIEW_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
"""A review page's policy: self-contained, no script at all."""

LOCAL_HOSTS = ["127.0.0.1", "localhost", "[::1]", "::1"]


class Server:
    """The routes' shared state: the tables, the thread pools and the stop signal."""

    def __init__(self, tables: Tables | None = None, workers: int = 4) -> None:
        self.tables = tables if tables is not None else Tables()
        self.searches = ThreadPoolExecutor(workers, thread_name_prefix="zz-search")
        self.reviews = ThreadPoolExecutor(1, thread_name_prefix="zz-review")
        self.stopping = threading.Event()

    async def off_loop(self, fn: Callable[[], T]) -> T:
        """``fn()`` run in the search pool, awaited."""
        return await asyncio.get_running_loop().run_in_executor(self.searches, fn)

    def close(self) -> None:
        """Stops the reviews under way and the pools."""
        self.stopping.set()
        self.searches.shutdown(wait=False, cancel_futures=True)
        self.reviews.shutdown(wait=False, cancel_futures=True)


def create_app(
    tables: Tables | None = None, hosts: list[str] | None = None, workers: int = 4
) -> Starlette:
    """The web page's application (``hosts``: the host names it answers to besides the local
    ones, for ``serve --host``)."""
    server = Server(tables, workers)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        server.close()

    def route(path: str, handler: Handler, methods: list[str]) -> Route:
        async def endpoint(request: Request) -> Response:
            try:
                return await handler(server, request)
            except HTTPError as error:
                return JSONResponse({"error": error.message}, status_code=error.status)

        return Route(path, endpoint, methods=methods)

    static = resources.files("zweiundzwanzig.web") / "static"
    return Starlette(
        routes=[
            Route("/", _page, methods=["GET"]),
            route("/api/games", _games, ["GET"]),
            route("/api/rules", _rules, ["GET"]),
            route("/api/tables", _deal, ["POST"]),
            route("/api/tables/load", _load, ["POST"]),
            route("/api/tables/{id}", _table, ["GET"]),
            route("/api/tables/{id}/move", _move, ["POST"]),
            route("/api/tables/{id}/step", _step, ["POST"]),
            route("/api/tables/{id}/hint", _hint, ["POST"]),
            route("/api/tables/{id}/record", _record, ["GET"]),
            route("/api/tables/{id}/review", _review, ["GET", "POST"]),
            route("/api/tables/{id}/review.html", _review_page, ["GET"]),
            Mount("/static", StaticFiles(directory=str(static)), name="static"),
        ],
        middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=LOCAL_HOSTS + (hosts or []))],
        lifespan=lifespan,
    )


async def _page(request: Request) -> Response:
    static = resources.files("zweiundzwanzig.web") / "static"
    return FileResponse(
        str(static / "index.html"), headers={"Content-Security-Policy": PAGE_POLICY}
    )


async def _games(server: Server, request: Request) -> Response:
    return JSONResponse(catalog.games_json())


async def _rules(server: Server, request: Request) -> Response:
    query = request.query_params
    game = catalog.game_called(query.get("game", ""))
    raw = query.get("options", "{}")
    if len(raw) > bodies.SMALL:
        raise bad_request(f"options are longer than {bodies.SMALL:,} characters")
    try:
        options = json.loads(raw)
    except (ValueError, RecursionError):
        raise bad_request("options must be a JSON object") from None
    options = bodies.options_field({"options": options}, "options")
    preset = query.get("preset", game.rules_class().presets()[0])
    return JSONResponse(catalog.rules_json(game, catalog.rules_of(game, preset, options)))


async def _deal(server: Server, request: Request) -> Response:
    body = await bodies.json_body(request)
    game = catalog.game_called(bodies.text_field(body, "game", 64))
    preset = bodies.text_field(body, "preset", 64, game.rules_class().presets()[0])
    rules = catalog.rules_of(game, preset, bodies.options_field(body, "options"))
    players = bodies.int_field(
        body, "players", game.players.start, game.players.stop - 1, game.default_players
    )
    strength = catalog.strength_of(
        game, bodies.text_field(body, "strength", 64, catalog.DEFAULT_STRENGTH)
    )
    seed = bodies.int_field(body, "seed", 0, 2**64 - 1, secrets.randbits(64))
    try:
        match = game.match_class()(players=players, rules=rules, seed=seed)
    except ZweiundzwanzigError as error:
        raise bad_request(str(error)) from None
    table = server.tables.open(game, match, 0, strength, seed)
    return JSONResponse({"id": table.id, "state": state_json(table)})


async def _load(server: Server, request: Request) -> Response:
    body = await bodies.json_body(request, bodies.RECORD)
    text = bodies.text_field(body, "text", records.MAX_CHARS)
    game, match, seat = await server.off_loop(lambda: taken_up(text))
    strength = catalog.strength_of(
        game, bodies.text_field(body, "strength", 64, catalog.DEFAULT_STRENGTH)
    )
    table = server.tables.open(game, match, seat, strength, secrets.randbits(64))
    return JSONResponse({"id": table.id, "state": state_json(table)})


def _since(request: Request, body: dict[str, Any] | None = None) -> int:
    if body is not None and "since" in body:
        return bodies.int_field(body, "since", 0, 2**31)
    raw = request.query_params.get("since", "0")
    if not raw.isdigit() or len(raw) > 10:
        raise bad_request("since must be a count of events, 0 or more")
    return int(raw)


def _table_of(server: Server, request: Request) -> Table:
    return server.tables.get(request.path_params["id"])


async def _table(server: Server, request: Request) -> Response:
    table = _table_of(server, request)
    async with table.lock:
        return JSONResponse(state_json(table, _since(request)))


async def _move(server: Server, request: Request) -> Response:
    table = _table_of(server, request)
    body = await bodies.json_body(request)
    action = bodies.text_field(body, "action", 32)
    async with table.lock:
        if not table.human_turn():
            raise not_now("it is not your turn")
        view = table.view()
        cards = bodies.indices_field(body, "cards", len(table.describer.hand(view)))
        try:
            table.match.apply(table.describer.move(view, action, cards))
        except (ZweiundzwanzigError, ValueError) as error:
            raise bad_request(str(error)) from None
        return JSONResponse(state_json(table, _since(request, body)))


async def _step(server: Server, request: Request) -> Response:
    table = _table_of(server, request)
    body = await bodies.json_body(request)
    async with table.lock:
        if table.match.is_over:
            raise not_now("the match is over")
        if table.human_turn():
            raise not_now("it is your turn")
        await server.off_loop(table.computer_move)
        return JSONResponse(state_json(table, _since(request, body)))


async def _hint(server: Server, request: Request) -> Response:
    table = _table_of(server, request)
    async with table.lock:
        if not table.human_turn():
            raise not_now("a hint is for your turn")
        view, seed = table.view(), table.hints.getrandbits(64)
    answer = await server.off_loop(lambda: hint_json(table.game, table.describer, view, seed))
    return JSONResponse(answer)


async def _record(server: Server, request: Request) -> Response:
    table = _table_of(server, request)
    async with table.lock:
        text = records.write_view(table.view())
    name = f"{table.game.name}-{table.id[:8]}.txt"
    return PlainTextResponse(
        text, headers={"Content-Disposition": f'attachment; filename="{name}"'}
    )


async def _review(server: Server, request: Request) -> Response:
    table = _table_of(server, request)
    async with table.lock:
        if request.method == "POST" and table.review is None:
            if not table.match.is_over:
                raise not_now("the review is for a match that is over")
            table.review = ReviewJob(table.view(), table.seed, server.reviews, server.stopping)
        if table.review is None:
            raise not_now("no review was asked for")
        return JSONResponse(table.review.json())


async def _review_page(server: Server, request: Request) -> Response:
    table = _table_of(server, request)
    page = table.review.html() if table.review is not None else None
    if page is None:
        raise not_now("the review is not ready")
    return HTMLResponse(page, headers={"Content-Security-Policy": REVIEW_POLICY})
