"""The page's tests in a real browser: the server run in a thread on a free port and a headless
Chromium driven by Selenium. Without Chromium, its driver or Selenium the tests are skipped, with
the reason, unless ``ZZ_REQUIRE_BROWSER=1`` (CI) makes their absence a failure."""

from __future__ import annotations

import os
import shutil
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from tests.web.browser.need import unavailable

if TYPE_CHECKING:
    from tests.web.browser.page import Page

CHROMIUM = os.environ.get("ZZ_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("ZZ_CHROMEDRIVER", "/usr/bin/chromedriver")
WINDOW = (1280, 800)


def _program(path: str, name: str) -> str:
    found = path if os.access(path, os.X_OK) else shutil.which(name)
    if found is None:
        unavailable(f"{name} is not installed (looked for {path} and {name} on PATH)")
    return found


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    """The address of the real server, run by uvicorn in a thread on a free port."""
    try:
        import uvicorn

        from zweiundzwanzig.web.app import create_app
        from zweiundzwanzig.web.serve import address, bound_socket
    except ImportError as error:
        unavailable(f"the web extra is not installed ({error})")
    sock = bound_socket("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn.Config(create_app(), log_level="warning", lifespan="on"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    started = threading.Event()
    while thread.is_alive() and not server.started:
        started.wait(0.02)
    if not server.started:
        pytest.fail("the server did not start")
    yield address(sock)
    server.should_exit = True
    thread.join()
    sock.close()


@pytest.fixture(scope="session")
def driver() -> Iterator[Any]:
    """A headless Chromium, 1280x800, keeping its console log."""
    try:
        from selenium import webdriver
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        unavailable("selenium is not installed (pip install selenium)")
    options = webdriver.ChromeOptions()
    options.binary_location = _program(CHROMIUM, "chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--mute-audio"):
        options.add_argument(argument)
    options.add_argument(f"--window-size={WINDOW[0]},{WINDOW[1]}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(_program(CHROMEDRIVER, "chromedriver"))
    try:
        browser = webdriver.Chrome(service=service, options=options)
    except WebDriverException as error:
        unavailable(f"Chromium does not start: {error.msg}")
    yield browser
    browser.quit()


@pytest.fixture
def page(driver: Any, server_url: str) -> Iterator[Page]:
    """The page, opened afresh at the fast pace, its console log checked for errors after the
    test (a test that expects the server to refuse a request says so: `Page.refusals`)."""
    from tests.web.browser.page import Page

    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    outer = driver.get_window_size()
    driver.set_window_size(
        2 * WINDOW[0] - inner[0] if inner[0] else WINDOW[0],
        outer["height"] + WINDOW[1] - inner[1] if inner[1] else WINDOW[1],
    )
    driver.get_log("browser")
    p = Page(driver, server_url)
    p.open()
    yield p
    driver.execute_script("window.sessionStorage.clear()")
    p.assert_no_errors()


@pytest.fixture
def screenshots() -> str | None:
    """Where to save the screenshots (``ZZ_SCREENSHOTS``), or None."""
    folder = os.environ.get("ZZ_SCREENSHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
    return folder or None
