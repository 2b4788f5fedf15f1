"""The rules pages (`docs/rules/`) against the library, so that they cannot drift: their code
runs, every worked example they give is checked by the trick-level functions or by seeded
matches, every option of `zz.Rules` is explained on the options page and by
`zweiundzwanzig.family.explain`, and the links between the pages hold."""

from __future__ import annotations

import doctest
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.family import explain

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules"
PAGES = [
    "index",
    "standard",
    "twenty_two",
    "rasmussen",
    "sechsundzwanzig",
    "options",
    "arschloch",
    "big_two",
]
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


def page(name: str) -> str:
    return (RULES / f"{name}.md").read_text(encoding="utf-8")


def flat(name: str) -> str:
    """A page with its line breaks folded, so that a phrase may wrap."""
    return " ".join(page(name).split())


# --- the pages ----------------------------------------------------------------------------


def test_every_preset_has_a_page_and_the_index_lists_them() -> None:
    assert sorted(p.stem for p in RULES.glob("*.md")) == sorted(PAGES)
    index = page("index")
    for preset in zz.Rules.presets():
        assert f"`{preset}`" in index and f"({preset}.md)" in index
        assert f"(`{preset}`)" in page(preset)


@pytest.mark.parametrize("name", PAGES)
def test_the_code_on_each_page_runs(name: str) -> None:
    result = doctest.testfile(str(RULES / f"{name}.md"), module_relative=False, optionflags=FLAGS)
    assert result.failed == 0
    if name != "index":
        assert result.attempted >= 2


def slug(heading: str) -> str:
    """The anchor a Markdown renderer (GitHub's) gives a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def test_links_between_the_pages_lead_somewhere() -> None:
    for name in PAGES:
        for target, anchor in re.findall(r"\]\(([\w./-]+\.md)(?:#([\w-]+))?\)", page(name)):
            path = (RULES / target).resolve()
            assert path.is_file(), f"{name}.md links to {target}, which does not exist"
            if anchor:
                text = path.read_text(encoding="utf-8")
                headings = [slug(h) for h in re.findall(r"^#+ (.+)$", text, re.M)]
                assert anchor in headings, f"{name}.md links to a missing #{anchor} in {target}"


def test_the_numbered_sections_are_all_there() -> None:
    """Code comments and test names cite the sections by number (1.1 to 1.10.2)."""
    headings = {name: re.findall(r"^#+ (1\.\d+(?:\.\d)?) ", page(name), re.M) for name in PAGES}
    assert headings["standard"] == [f"1.{i}" for i in range(1, 10)]
    assert headings["options"] == ["1.10"]
    assert headings["rasmussen"] == ["1.10.1"]
    assert headings["sechsundzwanzig"] == ["1.10.2"]


def test_nothing_cites_files_outside_the_project() -> None:
    cited = re.compile(r"RULES\.md|\.\./shared|seeds? 00\d")
    places = [ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]
    places += [*(ROOT / "python").rglob("*.py"), *(ROOT / "python").rglob("*.pyi")]
    places += [*(ROOT / "rust").glob("*/src/**/*.rs")]
    for path in places:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not cited.search(line), f"{path.relative_to(ROOT)}:{number}: {line.strip()}"


def test_the_docstrings_point_at_the_pages() -> None:
    assert "docs/rules/standard.md" in (zz.Rules.standard.__doc__ or "")
    for preset in ("twenty_two", "rasmussen", "sechsundzwanzig"):
        assert f"docs/rules/{preset}.md" in (getattr(zz.Rules, preset).__doc__ or "")
    assert "docs/rules" in (zz.Rules.__doc__ or "") and "docs/rules" in (zz.Match.__doc__ or "")


# --- the worked examples of 1.6 (standard.md) ---------------------------------------------


def test_the_trick_of_pairs_claudia_wins() -> None:
    assert "Anne leads 7-7. Bernd beats it with Q-7" in flat("standard")
    assert "Daniel cannot or does not want to beat, and gives off his two lowest cards, 3-5" in (
        flat("standard")
    )
    assert zz.beats("Q 7", "7 7") and zz.beats("Q J", "Q 7") and not zz.beats("3 5", "Q J")
    assert zz.trick_winner(["7 7", "Q 7", "Q J", "3 5"]) == 2


def test_anne_cannot_beat_10_9_7_and_gives_off_3_2_2() -> None:
    text = flat("standard")
    assert "Claudia leads the next trick with 5-5-5, and Daniel beats it with 10-9-7" in text
    assert "Anne holds K-K-6-3-2-2" in text and "give off her three lowest cards, 3-2-2" in text
    assert not zz.beats("K K 6", "10 9 7")
    assert zz.legal_plays("K K 6 3 2 2", ["5 5 5", "10 9 7"]) == [zz.Play("3 2 2")]
    assert zz.Play("K K 6") in zz.legal_plays("K K 6 3 2 2", ["5 5 5"])


def test_the_leader_keeps_a_card_5_5_5() -> None:
    assert "holding only 5-5-5 may lead a 5 or 5-5, but not all three fives" in flat("standard")
    assert zz.legal_plays("5 5 5", []) == [zz.Play("5"), zz.Play("5 5")]


@pytest.mark.parametrize(
    ("shown", "plays", "winner"),
    [
        ("Player 1 leads a 7, player 2 also plays a 7", ["7", "7", "10", "2"], 2),
        ("Player 3 leads 6-6. Player 4 plays 6-7", ["6 6", "6 7", "4 5", "8 9"], 3),
        (
            "Player 1 leads J-J-J, player 2 beats with J-Q-Q",
            ["J J J", "J Q Q", "2 2 3", "Q K A"],
            3,
        ),
    ],
)
def test_the_three_tricks_of_twenty_two(shown: str, plays: list[str], winner: int) -> None:
    assert shown in flat("standard")
    assert zz.trick_winner(plays) == zz.trick_winner(plays, zz.Rules.twenty_two()) == winner
    # Every later play of these tricks is legal for a hand holding it and nothing lower.
    for i in range(1, len(plays)):
        assert zz.Play(plays[i]) in zz.legal_plays(plays[i], plays[:i])


# --- the worked examples of dealing and of whole matches ----------------------------------


def play_until(match: zz.Match, seed: int, stop: Callable[[zz.Match], bool]) -> zz.Match:
    """Random legal moves until `stop(match)` or the end."""
    choose = random.Random(seed)
    while not match.is_over and not stop(match):
        moves = match.legal_moves()
        match.apply(moves[choose.randrange(len(moves))])
    return match


def events(match: zz.Match, kind: str) -> list[dict[str, Any]]:
    return [e for e in match.log if e["event"] == kind]


def find(make: Callable[[int], zz.Match], found: Callable[[zz.Match], bool]) -> zz.Match:
    for seed in range(500):
        match = make(seed)
        if found(match):
            return match
    pytest.fail("no seed shows the situation")


def test_second_deal_of_six_players_after_a_queen() -> None:
    text = flat("standard")
    assert "the first deal's loss card was a queen, so each player should get 10 cards" in text
    assert (
        "which leaves 51 cards to deal" in text
        and "six players can each get from 51 is 8 cards" in text
    )
    assert "the 3 cards left over are the stock" in text

    def second_deal(seed: int) -> zz.Match:
        return play_until(zz.Match(6, seed=seed), seed, lambda m: m.deal == 2)

    def lost_by_one_queen(m: zz.Match) -> bool:
        showdowns = events(m, "showdown")
        if m.deal != 2 or len(showdowns[0]["losers"]) != 1:
            return False
        return [str(c) for c in m.loss_cards(showdowns[0]["losers"][0])] == ["Q"]

    match = find(second_deal, lost_by_one_queen)
    deal = events(match, "deal")[1]
    assert deal["hand_size"] == 8 and deal["stock"] == 3


def test_the_first_deal_gives_seven_cards_each() -> None:
    assert "The first deal gives every player 7 cards" in flat("standard")
    for players in (2, 4, 6):
        deal = events(zz.Match(players, seed=1), "deal")[0]
        assert deal["hand_size"] == 7 and deal["stock"] == 52 - 7 * players


def test_the_loser_deals_even_one_who_has_just_gone_out() -> None:
    assert "The loser of the showdown deals the next deal, even one who has just gone out" in (
        flat("standard")
    )

    def until_someone_is_out(seed: int) -> zz.Match:
        return play_until(zz.Match(3, seed=seed), seed, lambda m: bool(events(m, "out")))

    def the_out_player_lost_alone(m: zz.Match) -> bool:
        out, showdown = events(m, "out"), events(m, "showdown")
        return bool(out) and showdown[-1]["losers"] == [out[0]["player"]] and not m.is_over

    match = find(until_someone_is_out, the_out_player_lost_alone)
    gone = events(match, "out")[0]["player"]
    assert match.dealer == gone and gone not in match.in_match


def test_schlagen_und_stechen_deals_from_all_the_cards() -> None:
    assert "every deal is dealt from all the cards" in flat("rasmussen").lower()
    match = play_until(zz.Match(4, rules="rasmussen", seed=3), 3, lambda m: False)
    for deal in events(match, "deal"):
        players = len(deal["hands"])
        assert deal["hand_size"] * players + deal["stock"] == 52


def test_a_joker_lost_at_the_showdown_makes_a_deal_of_thirteen() -> None:
    assert "it is then a deal of 13 cards each where the cards allow" in flat("sechsundzwanzig")

    def lost_to_a_joker(m: zz.Match) -> bool:
        return any(e["points"] == 13 for e in events(m, "showdown"))

    def after_a_joker(seed: int) -> zz.Match:
        m = zz.Match(3, rules="sechsundzwanzig", seed=seed)
        return play_until(m, seed, lambda m: lost_to_a_joker(m) and m.phase == "exchange")

    match = find(after_a_joker, lost_to_a_joker)
    assert match.hand_size == 13


def test_all_out_at_once_under_twenty_two() -> None:
    assert "the player among them with the **lowest total wins**" in flat("twenty_two")
    assert zz.Rules.twenty_two() == zz.Rules.standard().replace(all_out="lowest_total")


# --- the worked examples of the variants --------------------------------------------------


def test_rasmussen_bernd_and_claudia_must_beat_8_8() -> None:
    text = flat("rasmussen")
    assert "Anne leads 8-8. Bernd holds K-10-8-3" in text
    assert "his choices are K-10, K-8 and 10-8" in text
    assert "Claudia holds Q-10-9-9" in text and "Q-10, Q-9, 10-9 or 9-9 all do" in text
    rules = zz.Rules.rasmussen()
    bernd = zz.legal_plays("K 10 8 3", ["8 8"], rules)
    assert sorted(map(str, bernd)) == ["10 8", "K 10", "K 8"]
    claudia = zz.legal_plays("Q 10 9 9", ["8 8", "K 10"], rules)
    assert sorted(map(str, claudia)) == ["10 9", "9 9", "Q 10", "Q 9"]
    sticht = [p for p in claudia if zz.trick_winner(["8 8", "K 10", str(p)], rules) == 2]
    assert sticht == [zz.Play("9 9")]
    assert zz.trick_winner(["8 8", "K 10", "Q 10"], rules) == 0
    assert zz.trick_winner(["8 8", "9 9", "8 8"], rules) == 1


def test_sechsundzwanzig_5_5_joker() -> None:
    text = flat("sechsundzwanzig")
    assert "Anne leads 5-5-*, which counts as 5-5-5. Bernd holds *-7-3-2" in text
    assert "he must give off 7-3-2 and keep the joker" in text
    assert "Daniel holds *-Q-J-10: *-Q-J would count as Q-Q-J" in text
    rules = zz.Rules.sechsundzwanzig()
    assert zz.legal_plays("* 7 3 2", ["5 5 *"], rules) == [zz.Play("7 3 2")]
    assert zz.Play("K Q 9") in zz.legal_plays("K Q 9", ["5 5 *", "7 3 2"], rules)
    assert not zz.beats("* Q J", "K Q 9", rules)
    assert zz.legal_plays("* Q J 10", ["5 5 *", "7 3 2", "K Q 9"], rules) == [zz.Play("Q J 10")]
    assert zz.beats("8 * *", "8 8 8", rules) and zz.beats("10 10 10 *", "10 10 10 10", rules)


# --- every option explained ---------------------------------------------------------------


def test_every_option_has_its_section_on_the_options_page() -> None:
    text = page("options")
    for name in zz.Rules.standard().options():
        assert f"### `{name}`" in text, name


def test_the_options_table_gives_each_presets_values() -> None:
    rows = re.findall(r"^\| `(\w+)` \|(.+)\|$", page("options"), re.M)
    table = {name: [cell.strip().strip("`") for cell in cells.split("|")] for name, cells in rows}
    presets = zz.Rules.presets()
    assert list(table) == list(zz.Rules.standard().options())
    for column, preset in enumerate(presets):
        for name, value in zz.Rules.preset_named(preset).options().items():
            shown = f'"{value}"' if isinstance(value, str) else repr(value)
            assert table[name][column] == shown, (preset, name)


def test_the_explain_module_knows_every_option() -> None:
    assert list(explain.OPTIONS) == list(zz.Rules.standard().options())
    for preset in zz.Rules.presets():
        text = explain.rules_text(zz.Rules.preset_named(preset))
        assert "(not explained yet)" not in text
        for name, value in zz.Rules.preset_named(preset).options().items():
            assert f"{name} = {value!r}" in text


OTHER_VALUES: dict[str, object] = {
    "beat_against": "lead",
    "compulsory_beating": True,
    "trick_winner": "last_stechen",
    "loss_cards": "returned",
    "jokers_per_deck": 2,
    "decks": 2,
    "elimination": 30,
    "first_deal": 5,
    "exchange": False,
    "all_out": "lowest_total",
}


@pytest.mark.parametrize("name", list(OTHER_VALUES))
def test_each_option_is_explained_by_its_value(name: str) -> None:
    """Changing an option changes what its explanation says: the words follow the value."""
    base = zz.Rules.standard()
    changed = base.replace(**{name: OTHER_VALUES[name]})
    assert explain.option_text(base, name) != explain.option_text(changed, name)
    assert set(OTHER_VALUES) == set(base.options())


def test_rules_text_for_house_rules() -> None:
    house = zz.Rules.rasmussen().replace(jokers_per_deck=1, elimination=30)
    text = explain.rules_text(house)
    assert text.startswith("House rules: Rules.rasmussen().replace(")
    assert "reaches 30 or more" in text and "1 joker per deck" in text
    assert "one deck for 2 to 6 players, two for 7 to 12 players" in " ".join(text.split())


@pytest.mark.parametrize("preset", ["standard", "twenty_two", "rasmussen", "sechsundzwanzig"])
def test_the_guide_teaches_the_game(preset: str) -> None:
    rules = zz.Rules.preset_named(preset)
    text = " ".join(explain.guide(rules).split())
    for topic in (
        "What beats what.",
        "Giving off.",
        "Who wins the trick.",
        "Why a low last card matters.",
        "When you are out.",
        "Then comes the exchange",
        "Q-7 beats 7-7",
        "K-K-6 does not beat 10-9-7",
        f"You are out when your total reaches {rules.elimination}",
        "A 11",
    ):
        assert topic in text, topic
    if rules.compulsory_beating:
        assert "Holding K-9-3-2 against a lead of 10 you must play K." in text
        assert "the next player has to beat the lead 7-7: holding 8-8-3-2 they may play 8-8" in text
    else:
        assert "This is always allowed, also when you could beat" in text
        assert "holding K-9-3-2 against a lead of 10 you may play 2 or K." in text
    if rules.jokers_per_deck:
        assert "* 13" in text and "you may only play 7-3-2" in text
    else:
        assert "Jokers." not in text
    if rules.trick_winner == "last_stechen":
        assert "the player of 9-9 wins" in text
    else:
        assert "the player of Q-J wins" in text


def test_the_guide_without_the_exchange() -> None:
    text = explain.guide(zz.Rules.standard().replace(exchange=False))
    assert "Then comes the exchange" not in text and "lay aside" not in text
    assert text.startswith("How to play these house rules: Rules.standard().replace(")


# --- what ships with the library ----------------------------------------------------------


def test_the_licence_the_urls_and_the_sdist_contents_are_declared() -> None:
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and "the zweiundzwanzig developers" in licence
    assert project["project"]["license"] == {"text": "MIT"}
    urls = project["project"]["urls"]
    assert set(urls) == {"Homepage", "Documentation", "Source", "Issues"}
    assert explain.DOCS.startswith(urls["Documentation"])
    included = {(i["path"], i["format"]) for i in project["tool"]["maturin"]["include"]}
    assert {("LICENSE", "sdist"), ("docs/**/*", "sdist")} <= included


def test_the_readme_states_the_rust_and_python_versions_the_build_needs() -> None:
    tomllib = pytest.importorskip("tomllib")
    cargo = tomllib.loads((ROOT / "Cargo.toml").read_text(encoding="utf-8"))
    rust = cargo["workspace"]["package"]["rust-version"]
    python = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert python["project"]["requires-python"] == ">=3.10"
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert f"Rust {rust} or newer" in readme and "Python 3.10 or newer" in readme
