"""The page as the browser tests drive it: the setup panel filled in, cards clicked and buttons
pressed as a player does, and the page's own state (``window.zz``) read to know what is legal
and when the computer has finished moving."""

from __future__ import annotations

import random
from typing import Any

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

WAIT = 120.0
"""The longest a test waits for the page (a bound on a hung test, not a timing assertion)."""

SHORT = {
    "zweiundzwanzig": {"elimination": 12},
    "big_two": {"games": 1},
    "arschloch": {"games": 1},
}
"""House options that make a match short enough to play through in a test, by game."""

IDLE = (
    "const zz = window.zz; return Boolean(zz && zz.ready && !zz.busy && "
    "(zz.state === null || zz.state.human_turn || zz.state.over));"
)


VALID = "return document.getElementById('setup-form').checkValidity();"
SEATED = f"return window.zz.state !== null || !(function () {{ {VALID} }})();"


class Page:
    """The page in a browser, opened on the server at ``url``."""

    def __init__(self, driver: Any, url: str) -> None:
        self.driver = driver
        self.url = url
        self.refusals = 0
        """Requests the test expects the server to refuse (each logs a console error)."""

    # ------------------------------------------------------------ looking

    def js(self, script: str, *args: Any) -> Any:
        return self.driver.execute_script(script, *args)

    def find(self, css: str) -> Any:
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def all(self, css: str) -> list[Any]:
        return list(self.driver.find_elements(By.CSS_SELECTOR, css))

    def wait(self, condition: Any, message: str) -> Any:
        return WebDriverWait(self.driver, WAIT, poll_frequency=0.02).until(condition, message)

    def wait_idle(self) -> dict[str, Any]:
        """The table's state once the page waits for the player (or the match is over)."""
        self.wait(lambda d: d.execute_script(IDLE), "the page never came back to the player")
        state: dict[str, Any] = self.js("return window.zz.state")
        return state

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.js("return window.zz.state")
        return state

    def hand_texts(self) -> list[str]:
        return [b.get_attribute("aria-label") for b in self.all("#hand button.card")]

    def selected(self) -> list[int]:
        return sorted(int(b.get_attribute("data-index")) for b in self.all("#hand .selected"))

    def banner(self) -> str:
        banner = self.find("#banner")
        return str(banner.text) if banner.is_displayed() else ""

    def assert_no_errors(self) -> None:
        """No error in the console but the refusals the test expected."""
        entries = [e for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]
        refused = [e for e in entries if e["source"] == "network" and " 400 " in e["message"]]
        others = [e for e in entries if e not in refused]
        assert others == [], others
        assert len(refused) == self.refusals, refused

    # ------------------------------------------------------------ doing

    def open(self, query: str = "?pace=0") -> None:
        self.driver.get(self.url + query)
        self.wait_idle()

    def choose(self, game: str, players: int, options: dict[str, Any] | None = None) -> None:
        """Fills in the setup panel: the game, the table's size, house options, and the
        computer at its quickest."""
        Select(self.find("#game")).select_by_value(game)
        self.set_field(self.find("#players"), players)
        for name, value in (SHORT[game] if options is None else options).items():
            self.set_field(self.find(f'[data-option="{name}"]'), value)
        Select(self.find("#strength")).select_by_value("random")

    def set_field(self, field: Any, value: Any) -> None:
        if field.tag_name == "select":
            Select(field).select_by_value("" if value is None else str(value))
        elif field.get_attribute("type") == "checkbox":
            if field.is_selected() != bool(value):
                field.click()
        else:
            field.clear()
            field.send_keys("" if value is None else str(value))

    def deal(self, game: str, players: int = 3) -> dict[str, Any]:
        """Sets up ``game`` for a short match at a table of ``players`` and deals."""
        self.choose(game, players)
        self.find("#deal").click()
        return self.seated()

    def seated(self) -> dict[str, Any]:
        """The table's state once a table is dealt or loaded (the test fails on a message)."""
        self.wait(
            lambda d: d.execute_script(SEATED) or self.banner(),
            "no table was dealt",
        )
        assert self.banner() == "", self.banner()
        assert self.js(VALID), "the setup panel's form refused a field"
        return self.wait_idle()

    def select(self, cards: list[int]) -> None:
        for index in cards:
            self.find(f'#hand button[data-index="{index}"]').click()

    def press(self, action: str) -> None:
        self.find(f'#action-buttons button[data-action="{action}"]').click()

    def play(self, move: dict[str, Any]) -> dict[str, Any]:
        """Makes ``move`` (one of the state's moves) by clicking its cards and its action's
        button, and waits for the computer to move until it is the player's turn again."""
        self.select(move["cards"])
        self.press(move["action"])
        return self.wait_idle()

    def play_on(self, rng: random.Random, turns: int = 1) -> dict[str, Any]:
        """Plays ``turns`` of the player's turns, each a legal move chosen by ``rng``."""
        state = self.wait_idle()
        for _ in range(turns):
            if state["over"]:
                break
            state = self.play(rng.choice(state["moves"]))
        return state

    def hint(self) -> list[dict[str, Any]]:
        """Asks for a hint, waits for its table, and returns its rows as the page shows them."""
        self.find("#hint").click()
        self.wait(lambda d: d.find_element(By.ID, "hint-panel").is_displayed(), "no hint")
        self.wait_idle()
        return [
            {"rank": int(r.get_attribute("data-rank")), "text": r.text}
            for r in self.all("#hint-table tr.hint-row")
        ]

    def screenshot(self, folder: str | None, name: str) -> None:
        if folder is not None:
            self.driver.save_screenshot(f"{folder}/{name}.png")
