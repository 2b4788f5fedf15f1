"""``zweiundzwanzig serve``: the page served on a free port of this machine, its address printed,
answering, and stopped by Ctrl-C with status 0; a port or address it cannot take is a usage
error that says so."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import urllib.request

import pytest

from zweiundzwanzig.cli import main

COMMAND = [sys.executable, "-m", "zweiundzwanzig", "serve", "--no-browser"]


@pytest.mark.skipif(sys.platform == "win32", reason="Ctrl-C is sent as SIGINT")
def test_the_page_is_served_on_a_free_port_and_ctrl_c_stops_it() -> None:
    server = subprocess.Popen(COMMAND, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        assert line.startswith("The page is at http://127.0.0.1:"), line
        url = line.split()[4]
        with urllib.request.urlopen(url + "api/games", timeout=30) as answer:
            games = json.load(answer)["games"]
        assert [g["name"] for g in games] == ["zweiundzwanzig", "arschloch", "big_two"]
        with urllib.request.urlopen(url, timeout=30) as answer:
            assert b"<!doctype html>" in answer.read().lower()
        server.send_signal(signal.SIGINT)
        out, _ = server.communicate(timeout=30)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
    assert server.returncode == 0
    assert "stopped" in out


def test_a_port_out_of_range_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["serve", "--port", "70000", "--no-browser"])
    assert exit_.value.code == 2
    assert "70000 is not a port" in capsys.readouterr().err


def test_an_address_it_cannot_take_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--host", "203.0.113.5", "--no-browser"]) == 2
    assert "cannot serve on 203.0.113.5" in capsys.readouterr().err


def test_the_page_answers_to_the_names_it_is_served_on() -> None:
    from zweiundzwanzig.web.serve import allowed_hosts

    assert allowed_hosts("0.0.0.0") == ["*"] and allowed_hosts("[::]") == ["*"]
    assert allowed_hosts("192.168.1.5") == ["192.168.1.5", "[192.168.1.5]"]
