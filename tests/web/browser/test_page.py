"""The page in a real browser: each game set up, dealt and played to the end by clicking cards
and buttons as a player does, with a hint asked for and its row clicked and the review opened at
the end; an illegal choice shown as the server's message with nothing changed; a reload taking
the table up again; a record loaded; the setup panel offering every option and the rules."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tests.web.browser.need import need_selenium

need_selenium()

from selenium.webdriver.common.by import By  # noqa: E402

from tests.web.browser.page import SHORT, Page  # noqa: E402
from zweiundzwanzig.games import GAMES  # noqa: E402

ALL = list(GAMES)

PLAYERS = {"zweiundzwanzig": 2, "big_two": 3, "arschloch": 3}
"""The table for each game's whole match: small enough to play quickly."""

MOST_TURNS = 500
"""More of the player's turns than any of the short matches takes (a bound on a broken test)."""


def _hint_and_choose(page: Page) -> dict[str, Any]:
    """Asks for a hint and clicks its first row: the row's cards are selected and its action
    marked. Returns the move the row names."""
    rows = page.hint()
    assert rows and rows[0]["rank"] == 1
    state = page.state()
    page.find("#hint-table tr.hint-row").click()
    chosen = page.js("return [...window.zz.selected].sort((a, b) => a - b)")
    action = page.js("return window.zz.suggested")
    move = next(m for m in state["moves"] if m["action"] == action and sorted(m["cards"]) == chosen)
    assert page.selected() == chosen
    button = page.find(f'#action-buttons button[data-action="{action}"]')
    assert "suggested" in str(button.get_attribute("class"))
    return move


def _review(page: Page) -> str:
    """Opens the review of the finished match, waits for it, and returns its page's text."""
    page.find("#review").click()
    frame = page.find("#review-frame")
    page.wait(lambda d: frame.is_displayed(), "the review never became ready")
    page.driver.switch_to.frame(frame)
    try:
        page.wait(lambda d: d.find_element(By.TAG_NAME, "body").text.strip(), "empty review")
        text = str(page.driver.find_element(By.TAG_NAME, "body").text)
    finally:
        page.driver.switch_to.default_content()
    assert page.find("#review-progress").get_attribute("value") not in (None, "0")
    return text


@pytest.mark.parametrize("game", ALL)
def test_a_whole_match_is_played_by_clicking(
    page: Page, game: str, screenshots: str | None
) -> None:
    rng = random.Random(f"page {game}")
    state = page.deal(game, PLAYERS[game])
    assert page.find("#setup").is_displayed() is False
    assert page.find("#heading").text
    hinted = False
    for turn in range(MOST_TURNS):
        if state["over"]:
            break
        assert state["human_turn"] and state["moves"]
        assert page.hand_texts() == [c["text"] for c in state["table"]["hand"]]
        if not hinted and turn >= 2 and len(state["moves"]) > 1:
            move = _hint_and_choose(page)
            hinted = True
            page.screenshot(screenshots, f"table-{game}")
            page.press(move["action"])
            state = page.wait_idle()
        else:
            state = page.play(rng.choice(state["moves"]))
    assert state["over"] and state["table"]["result"], "the match did not end"
    assert hinted
    assert page.find("#result").is_displayed()
    assert page.all("#log li"), "nothing was told in the log"
    assert page.find("#hint").is_enabled() is False
    assert _review(page)
    page.screenshot(screenshots, f"review-{game}")


def _illegal_choice(state: dict[str, Any]) -> tuple[str, list[int]] | None:
    """An action that takes cards and a choice of one or two cards that no legal move of that
    action makes (told apart by the cards, not their places: equal cards are one choice), if
    there is one."""
    texts = [card["text"] for card in state["table"]["hand"]]
    size = len(texts)
    for action in state["table"]["actions"]:
        if action["cards"] != "some":
            continue
        moves = [m for m in state["moves"] if m["action"] == action["action"]]
        made = {tuple(sorted(texts[i] for i in m["cards"])) for m in moves}
        singles = [(i,) for i in range(size)]
        pairs = [(i, j) for i in range(size) for j in range(i + 1, size)]
        for cards in singles + pairs:
            if tuple(sorted(texts[i] for i in cards)) not in made:
                return action["action"], list(cards)
    return None


@pytest.mark.parametrize("game", ALL)
def test_an_illegal_choice_shows_the_servers_message_and_changes_nothing(
    page: Page, game: str
) -> None:
    rng = random.Random(f"illegal {game}")
    state = page.deal(game, PLAYERS[game])
    while not state["over"] and _illegal_choice(state) is None:
        state = page.play_on(rng)
    choice = _illegal_choice(state)
    assert choice is not None, "no illegal choice came up in a whole match"
    action, cards = choice
    hand, length = page.hand_texts(), state["log_length"]
    page.select(cards)
    page.refusals = 1
    page.press(action)
    page.wait(lambda d: page.banner(), "no message was shown")
    after = page.wait_idle()
    assert page.banner().strip() != ""
    assert after["log_length"] == length and after["human_turn"]
    assert page.hand_texts() == hand
    assert page.selected() == sorted(cards), "the selection was kept to be corrected"
    page.find("#banner-close").click()
    assert page.banner() == ""


def test_a_reload_takes_the_table_up_again_and_new_game_returns_to_setup(page: Page) -> None:
    state = page.deal("big_two")
    state = page.play_on(random.Random(3), turns=2)
    table_id = page.js("return window.zz.id")
    page.open()
    again = page.wait_idle()
    assert page.js("return window.zz.id") == table_id
    assert again["log_length"] == state["log_length"]
    assert page.hand_texts() == [c["text"] for c in again["table"]["hand"]]
    assert len(page.all("#log li")) >= 1
    page.find("#new-game").click()
    assert page.find("#setup").is_displayed()
    page.open()
    assert page.find("#setup").is_displayed(), "a table left by New game stays left"


def test_a_saved_record_is_loaded_into_a_new_table(page: Page, tmp_path: Path) -> None:
    page.deal("arschloch")
    state = page.play_on(random.Random(8), turns=2)
    link = page.find("#save").get_attribute("href")
    text = page.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0]).then(r => r.text()).then(done);",
        link,
    )
    assert page.find("#save").get_attribute("download") is not None
    record = tmp_path / "record.txt"
    record.write_text(text, encoding="utf-8")
    page.find("#new-game").click()
    old = page.js("return window.zz.id")
    page.find("#load").send_keys(str(record))
    loaded = page.seated()
    assert page.js("return window.zz.id") != old
    assert loaded["game"] == "arschloch"
    assert loaded["table"]["hand"] == state["table"]["hand"]


@pytest.mark.parametrize("game", ALL)
def test_the_setup_offers_every_option_and_tells_the_rules(
    page: Page, game: str, screenshots: str | None
) -> None:
    entry = page.js(f"return window.zz.games.find(g => g.name === '{game}')")
    page.choose(game, entry["default_players"], options={})
    fields = page.all("#option-fields [data-option]")
    names = page.js(f"return Object.keys(window.zz.games.find(g => g.name === '{game}').options)")
    assert [f.get_attribute("data-option") for f in fields] == names
    players = page.find("#players")
    assert [int(players.get_attribute("min")), int(players.get_attribute("max"))] == entry[
        "players"
    ]
    for option in SHORT[game]:
        assert option in entry["options"]
    page.screenshot(screenshots, f"setup-{game}")
    page.find("#rules").click()
    dialog = page.find("#rules-dialog")
    page.wait(lambda d: dialog.is_displayed(), "the rules were not shown")
    assert page.find("#rules-text").text.strip()
    page.find("#rules-close").click()
    assert not dialog.is_displayed()


def test_a_narrow_window_wraps_without_scrolling_sideways(
    page: Page, screenshots: str | None
) -> None:
    page.deal("big_two")
    page.driver.set_window_size(480, 900)
    page.screenshot(screenshots, "narrow")
    wide = page.js("return document.documentElement.scrollWidth - window.innerWidth")
    assert wide <= 0
    before = page.find("#me").rect
    page.find('#hand button[data-index="0"]').click()
    assert page.find("#me").rect == before, "selecting a card moved the layout"
