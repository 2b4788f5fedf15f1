"""``zweiundzwanzig serve``: the web page served on this machine (127.0.0.1 unless ``--host``),
on a free port unless ``--port``, its address printed and opened in the browser unless
``--no-browser``. Ctrl-C stops it."""

from __future__ import annotations

import contextlib
import socket
import sys
import threading
import time
import webbrowser
from typing import IO

WILDCARDS = ("0.0.0.0", "::")
"""The addresses that mean every address of the machine."""

MISSING = "the web page needs the web extra: pip install 'zweiundzwanzig[web]'"


def bound_socket(host: str, port: int) -> socket.socket:
    """A listening socket on ``host`` and ``port`` (0: a free port the system picks)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as error:
        sock.close()
        raise OSError(f"cannot serve on {host} port {port}: {error.strerror}") from None
    sock.listen(128)
    return sock


def allowed_hosts(host: str) -> list[str]:
    """The names the page answers to when served on ``host``, besides the local ones: any name
    when it listens on every address (``0.0.0.0``, ``::``), else the address itself. Other names
    are refused, so a web page elsewhere cannot reach the server through a name it controls."""
    bare = host.strip("[]")
    if bare in WILDCARDS:
        return ["*"]
    return [bare, f"[{bare}]"]


def address(sock: socket.socket) -> str:
    """The page's address on ``sock``."""
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def serve(
    host: str = "127.0.0.1", port: int = 0, browser: bool = True, out: IO[str] | None = None
) -> int:
    """Serves the page until Ctrl-C; returns the exit status."""
    try:
        import uvicorn

        from zweiundzwanzig.web.app import create_app
    except ImportError:
        raise ImportError(MISSING) from None
    out = out if out is not None else sys.stdout
    sock = bound_socket(host, port)
    url = address(sock)
    app = create_app(hosts=allowed_hosts(host))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    print(f"The page is at {url} (Ctrl-C stops the server)", file=out, flush=True)
    if browser:
        threading.Thread(target=_open_when_started, args=(server, url), daemon=True).start()
    with contextlib.suppress(KeyboardInterrupt):
        server.run(sockets=[sock])
    print("The server has stopped.", file=out, flush=True)
    return 0


def _open_when_started(server: object, url: str) -> None:
    """Opens the page once the server answers (a daemon thread: it ends with the server)."""
    while not getattr(server, "started", False):
        time.sleep(0.05)
    webbrowser.open(url)
