"""Ctrl-C sent to a long call in a child interpreter, with no guess at how long anything takes.

The child first gives SIGINT Python's default handler (a test run started with SIGINT ignored,
as `pytest &` is from a non-interactive shell, passes SIG_IGN on to its children), and says
"ready" only once its long call is running: `ready_once_busy()`, called just before the call,
prints it from a thread of its own once the process has used `BUSY_CPU_SECONDS` more CPU time
(time the call, not the import, has used; a busy machine delays it, never fakes it). The
bounds are generous: they catch a call that ignores Ctrl-C, not a slow machine."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import textwrap
import time
from dataclasses import dataclass
from typing import NoReturn

import pytest

# Far above the tenth of a second it takes on a quiet machine (BENCHMARKS.md): the bound catches
# a call that ignores Ctrl-C (they used to take 24 s to forever), not a slow machine.
STOPS_WITHIN = 20.0
# How long a child may take to say it is ready before the test gives up on it (a bug, not load).
READY_WITHIN = 600.0
BUSY_CPU_SECONDS = 0.5

PRELUDE = f"""
import os, signal, sys, threading, time
signal.signal(signal.SIGINT, signal.default_int_handler)

def say(*words):
    # One write of the whole line, past any buffer: pool workers write to the same pipe, and a
    # worker forked while a buffered line was half written would repeat its half.
    os.write(1, (" ".join(map(str, words)) + "\\n").encode())

def ready_once_busy():
    start = time.process_time()
    def watch():
        while time.process_time() - start < {BUSY_CPU_SECONDS}:
            time.sleep(0.005)
        say("ready")
    threading.Thread(target=watch, daemon=True).start()
"""


@dataclass(frozen=True)
class Stopped:
    """What an interrupted child printed, its exit status and how long it took to exit."""

    out: str
    err: str
    status: int
    took: float


def interrupted(code: str) -> Stopped:
    """Runs `code` after the prelude, sends it SIGINT once it says "ready" (its first line) and
    returns what it did until it exited."""
    program = PRELUDE + textwrap.dedent(code)
    # A session of its own: a child that fails is killed with its workers (SIGINT goes to the
    # child alone, as in D8).
    child = subprocess.Popen(
        [sys.executable, "-c", program],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    assert child.stdout is not None
    if not select.select([child.stdout], [], [], READY_WITHIN)[0]:
        fail(child, f"not ready after {READY_WITHIN} s")
    # Several workers may say it at once ("readyready").
    first = child.stdout.readline().strip()
    if not first.startswith("ready"):
        fail(child, f"said {first!r}, not ready")
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    try:
        out, err = child.communicate(timeout=STOPS_WITHIN + 30)
    except subprocess.TimeoutExpired:
        fail(child, f"still running {STOPS_WITHIN + 30} s after Ctrl-C")
    return Stopped(out, err, child.returncode, time.monotonic() - sent)


def fail(child: subprocess.Popen[str], why: str) -> NoReturn:
    """Kills `child` and every process it started, and fails the test with its stderr."""
    os.killpg(child.pid, signal.SIGKILL)
    _, err = child.communicate()
    pytest.fail(f"{why}: {err[-2000:]}")
