"""The notation's shared part (``zweiundzwanzig.records``): the text split with every place
kept, the tags checked, the deals in order, the bounds; the games' own readers are tested in
each game's folder."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import records
from zweiundzwanzig.games import GAMES
from zweiundzwanzig.records import RecordError, deals, reader, text
from zweiundzwanzig.records.layout import header, moves_lines
from zweiundzwanzig.records.tags import nearest_preset, read_tags, tag_lines

KEYS = frozenset({"game", "hand", "result", "dealer"})


def split(source: str) -> records.Document:
    return text.split(source, KEYS)


def test_comments_are_dropped_and_columns_kept() -> None:
    doc = split(
        '[Game "big_two"] ; ends here\n{ a comment\nover lines } Game 1\nHand 0: 3d {x} 5d\n'
    )
    assert [t.value for t in doc.tags] == ["big_two"]
    game, hand = doc.lines
    assert (game.key, game.number and game.number.text, game.start.column) == ("game", "1", 14)
    assert [(t.text, t.line, t.column) for t in hand.tokens] == [("3d", 4, 9), ("5d", 4, 16)]


def test_a_tag_value_may_hold_a_semicolon_and_escaped_quotes() -> None:
    doc = split('[Event "Friday; \\"cards\\" \\\\ night"]\n')
    assert doc.tags[0].value == 'Friday; "cards" \\ night'


def test_lines_that_start_with_no_keyword_are_moves() -> None:
    doc = split("Game 1\n3d pass Pass\n")
    moves = doc.lines[1]
    assert moves.key is None and [t.text for t in moves.tokens] == ["3d", "pass", "Pass"]


def test_a_text_split_without_keywords_and_keyed_is_split_with_them() -> None:
    """`keyed` reads the header lines of a text split with no keywords (the reader splits a
    record once, before its tags say the game): the very document `split` gives with them,
    for a hand-written text and each game's record with its keywords."""
    written = '[Game "big_two"]\n{ x\n} Game 1 ; c\n  hand 0:3d 4d\nHAND 2 : 5d\nHand-off 3\n'
    sources = [(written + "3d Result\nDealer:\nResult: done {y}\nresults 2\n", KEYS)]
    for game in GAMES.values():
        match = game.match_class()(players=4, seed=2)
        match.apply(match.legal_moves()[0])
        sources.append((match.to_record(), reader.notation(game).KEYWORDS))
    for source, keywords in sources:
        plain = text.split(source, frozenset())
        assert all(line.key is None for line in plain.lines)
        assert text.keyed(plain, keywords) == text.split(source, keywords)
        assert any(line.key for line in text.keyed(plain, keywords).lines)


@pytest.mark.parametrize(
    ("source", "line", "column", "says"),
    [
        ('[Game "big_two"]\n[Players "4"]\n[Colour "red"]\n', 3, 2, "unknown tag 'Colour'"),
        ('[Game "big_two"]\n[Players "4"]\n[Players "3"]\n', 3, 2, "written twice"),
        ('[Game "poker"]\n[Players "4"]\n', 1, 2, "unknown game 'poker'"),
        ('[Game "big_two"]\n[Players "9"]\n', 2, 2, "2 to 4 players, not 9"),
        ('[Game "big_two"]\n[Players "four"]\n', 2, 2, "whole number"),
        ('[Game "big_two"]\n', 1, 2, "how many play"),
        ('[Players "4"]\n', 1, 1, "names no game"),
        ('[Game "big_two"]\n[Players "4"]\n[Rules "poker"]\n', 3, 2, "no preset 'poker'"),
        ('[Game "big_two"]\n[Players "4"]\n[Option "hand_size=99"]\n', 3, 2, "hand_size"),
        ('[Game "big_two"]\n[Players "4"]\n[Option "colour"]\n', 3, 2, "NAME=VALUE"),
        ('[Game "big_two"]\n[Players "4"]\n[Names "Ada, Bo"]\n', 3, 2, "4 names"),
        ('[Game "big_two"]\n[Players "4"]\n[Recorder "4"]\n', 3, 2, "from 0 to 3"),
        ('[Game "big_two"]\n[Players "4"]\n[Seed "-1"]\n', 3, 2, "the seed"),
        ('[Game "big_two"]\n[Players "4"]\n[Winners "7"]\n', 3, 2, "winning seats"),
        ('[Game "big_two"]\n[Players "4"]\n[Winners "0 1 2 3 x"]\n', 3, 2, "winning seats"),
        ('[Game "big_two"]\n[Players "4"]\n[Winners "²"]\n', 3, 2, "winning seats"),
        ('[Game "big_two"]\n[Players "²"]\n', 2, 2, "whole number"),
        ('[Game "big_two"]\n[Players "4"]\n[Recorder "٣"]\n', 3, 2, "whole number"),
        ("[Game big_two]\n", 1, 1, 'written [Name "value"]'),
        ('[Game "big_two"] [Players "4"]\n', 1, 1, "one tag"),
        ('[Game "big_two"]\n[Players "4"]\n{ never closed\n', 3, 1, "never closed"),
        ('[Game "big_two"]\nGame 1\n[Players "4"]\n', 3, 1, "tags come before"),
    ],
)
def test_bad_tags_are_refused_where_they_are(
    source: str, line: int, column: int, says: str
) -> None:
    with pytest.raises(RecordError) as caught:
        read_tags(split(source))
    assert (caught.value.line, caught.value.column) == (line, column), str(caught.value)
    assert says in caught.value.reason, str(caught.value)


@pytest.mark.parametrize(
    ("body", "line", "column", "says"),
    [
        ("3d pass\n", 1, 1, "starts with Game 1"),
        ("Game 2\n", 1, 1, "this is game 1"),
        ("Game 1\n3d\nGame 3\n", 3, 1, "this is game 2"),
        ("Game 1 extra\n", 1, 8, "holds its number only"),
        ("Game 1\n3d\nHand 0: 3d\n", 3, 1, "comes before the deal's moves"),
        ("Game 1\nResult: 1\n3d\n", 3, 1, "nothing comes after it"),
    ],
)
def test_deals_come_in_order(body: str, line: int, column: int, says: str) -> None:
    with pytest.raises(RecordError) as caught:
        deals(split(body), "game")
    assert (caught.value.line, caught.value.column) == (line, column), str(caught.value)
    assert says in caught.value.reason, str(caught.value)


def test_a_deal_keeps_its_headers_moves_and_result() -> None:
    (deal,) = deals(split("Game 1\nDealer: 2\nHand 0: 3d\n3d pass\npass\nResult: done\n"), "game")
    assert deal.number == 1
    assert [line.key for line in deal.headers] == ["dealer", "hand"]
    assert [t.text for t in deal.moves] == ["3d", "pass", "pass"]
    assert deal.result is not None and deal.result.tokens[0].text == "done"
    assert deal.header("dealer") is not None and deal.header("result") is None


def test_the_bounds_are_checked_before_reading() -> None:
    with pytest.raises(RecordError, match="at most 1,000,000"):
        text.split("x" * (text.MAX_CHARS + 1), KEYS)
    with pytest.raises(RecordError, match="a token is at most 200"):
        text.split("Game 1\n" + "3" * 201, KEYS)
    with pytest.raises(RecordError, match="at most 64 tags"):
        text.split('[Event "x"]\n' * 65, KEYS)
    with pytest.raises(RecordError, match="at most 1000 characters"):
        text.split(f'[Event "{"x" * 1001}"]', KEYS)
    with pytest.raises(TypeError, match="not bytes"):
        text.split(b"[Game]", KEYS)  # type: ignore[arg-type]


def test_a_record_error_is_a_library_error_with_its_place() -> None:
    error = RecordError("what", 3, 4)
    assert isinstance(error, zz.ZweiundzwanzigError) and isinstance(error, ValueError)
    assert str(error) == "line 3, column 4: what"
    again = pickle.loads(pickle.dumps(error))
    assert (again.reason, again.line, again.column) == ("what", 3, 4)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_every_preset_and_a_changed_option_write_and_read_back(game: object) -> None:
    cls = game.rules_class()  # type: ignore[attr-defined]
    for name in cls.presets():
        rules = cls.preset_named(name)
        changed = [rules]
        for option, value in rules.options().items():
            if isinstance(value, bool):
                changed.append(rules.replace(**{option: not value}))
                break
        for each in changed:
            tags = records.Tags(game=game, rules=each, players=game.default_players)  # type: ignore[attr-defined]
            source = "\n".join(tag_lines(tags)) + "\n"
            assert read_tags(split(source)).rules == each, source
    assert nearest_preset(cls.standard()) == ("standard", {})


def test_the_layout_helpers() -> None:
    assert header("Hand", 2, "3♦ 4♣") == "Hand 2: 3♦ 4♣"
    assert header("Game", 1) == "Game 1"
    assert header("Dealer", None, "0") == "Dealer: 0"
    assert moves_lines(["3d", "pass", "4d"], width=7) == ["3d pass", "4d"]


@pytest.mark.parametrize("module", [zz.big_two, zz.arschloch, zz])
def test_a_match_drawn_for_search_has_no_whole_tables_record(module: Any) -> None:
    match = module.Match(4, seed=1)
    for _ in range(6):
        match.apply(match.legal_moves()[0])
    seat = match.current_player
    drawn = match.view(seat).determinize(5)
    with pytest.raises(zz.StateError, match="drawn for search"):
        drawn.to_record()
    assert zz.records.write_view(drawn.view(seat)) == zz.records.write_view(match.view(seat))
