"""A record's tags read and checked: which game, which rules (a preset and its changed
options), how many players and their names, the date and the occasion, the seed, whose record
it is (one seat's or the whole table's) and who won. An unknown tag, a repeated one (``Option``
aside) or a value that does not fit is a `RecordError` at the tag."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from zweiundzwanzig._args import option_value
from zweiundzwanzig._game import Game
from zweiundzwanzig.games import GAMES
from zweiundzwanzig.records.errors import RecordError
from zweiundzwanzig.records.text import Document, Tag, Token

NAMES = ("Game", "Rules", "Option", "Players", "Names", "Date", "Event", "Site", "Seed",
         "Recorder", "Winners")  # fmt: skip
"""Every tag a record may have, in the order a record writes them."""

_MOST_SEED = 2**64 - 1


@dataclass(frozen=True)
class Tags:
    """What a record's tags say, checked: ``game`` (the registry's entry), ``rules`` (the
    game's rule set), ``players``, and the optional rest (None when not written). ``at`` keeps
    where each tag was written, by its name, for errors about what follows from it."""

    game: Game
    rules: Any
    players: int
    names: tuple[str, ...] | None = None
    date: str | None = None
    event: str | None = None
    site: str | None = None
    seed: int | None = None
    recorder: int | None = None
    winners: tuple[int, ...] | None = None
    at: dict[str, Token] = field(default_factory=dict, compare=False)


def read_tags(document: Document) -> Tags:
    """The tags of ``document``, checked (the game named, its rules and table size)."""
    by_name: dict[str, Tag] = {}
    options: list[Tag] = []
    for tag in document.tags:
        name = _known(tag)
        if name == "Option":
            options.append(tag)
        elif name in by_name:
            raise tag.name.fail(f"the {name} tag is written twice")
        else:
            by_name[name] = tag
    game = _game(by_name, document)
    rules = _rules(game, by_name.get("Rules"), options)
    players = _players(game, by_name, document)
    return Tags(
        game=game,
        rules=rules,
        players=players,
        names=_names(by_name.get("Names"), players),
        date=_text(by_name.get("Date")),
        event=_text(by_name.get("Event")),
        site=_text(by_name.get("Site")),
        seed=_seed(by_name.get("Seed")),
        recorder=_seat(by_name.get("Recorder"), players),
        winners=_winners(by_name.get("Winners"), players),
        at={name: tag.name for name, tag in by_name.items()},
    )


def _known(tag: Tag) -> str:
    for name in NAMES:
        if tag.name.text.lower() == name.lower():
            return name
    raise tag.name.fail(f"unknown tag {tag.name.text!r}; the tags are {', '.join(NAMES)}")


def _game(by_name: dict[str, Tag], document: Document) -> Game:
    tag = by_name.get("Game")
    if tag is None:
        start = document.tags[0].name if document.tags else document.end
        raise RecordError('the record names no game: [Game "..."]', start.line, 1)
    game = GAMES.get(tag.value.strip())
    if game is None:
        raise tag.name.fail(f"unknown game {tag.value!r}; the games are {', '.join(GAMES)}")
    return game


def _rules(game: Game, preset: Tag | None, options: list[Tag]) -> Any:
    cls = game.rules_class()
    name = "standard" if preset is None else preset.value.strip()
    if name not in cls.presets():
        assert preset is not None
        raise preset.name.fail(
            f"{game.title} has no preset {name!r}; its presets are {', '.join(cls.presets())}"
        )
    rules = cls.preset_named(name)
    for tag in options:
        try:
            option, value = option_value(tag.value)
            rules = rules.replace(**{option: value})
        except (ValueError, TypeError, OverflowError) as err:
            raise tag.name.fail(f"the option {tag.value!r}: {err}") from None
    return rules


def _players(game: Game, by_name: dict[str, Tag], document: Document) -> int:
    tag = by_name.get("Players")
    if tag is None:
        at = by_name["Game"].name
        raise at.fail('the record says how many play: [Players "4"]')
    count = _number(tag, "the number of players")
    if count not in game.players:
        low, high = game.players.start, game.players.stop - 1
        raise tag.name.fail(f"{game.title} is played by {low} to {high} players, not {count}")
    return count


def _number(tag: Tag, what: str, most: int = 1_000_000) -> int:
    text = tag.value.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 20 or int(text) > most:
        raise tag.name.fail(f"{what} is a whole number from 0 to {most}, not {tag.value!r}")
    return int(text)


def _names(tag: Tag | None, players: int) -> tuple[str, ...] | None:
    if tag is None:
        return None
    names = tuple(n.strip() for n in tag.value.split(","))
    if len(names) != players or not all(names):
        raise tag.name.fail(f"Names lists {players} names, one a seat, separated by commas")
    return names


def _text(tag: Tag | None) -> str | None:
    return None if tag is None else tag.value


def _seed(tag: Tag | None) -> int | None:
    return None if tag is None else _number(tag, "the seed", _MOST_SEED)


def _seat(tag: Tag | None, players: int) -> int | None:
    if tag is None:
        return None
    seat = _number(tag, "the recorder's seat")
    if seat >= players:
        raise tag.name.fail(f"the recorder's seat is from 0 to {players - 1}, not {seat}")
    return seat


def _winners(tag: Tag | None, players: int) -> tuple[int, ...] | None:
    if tag is None:
        return None
    words = tag.value.split()
    if not 0 < len(words) <= players or not all(_seat_text(w, players) for w in words):
        raise tag.name.fail(f"Winners lists the winning seats (0 to {players - 1}) by spaces")
    return tuple(int(w) for w in words)


def _seat_text(word: str, players: int) -> bool:
    """Whether ``word`` is a seat's number at a table of ``players``."""
    return word.isascii() and word.isdigit() and len(word) < 4 and int(word) < players


def tag_lines(tags: Tags) -> list[str]:
    """The tag section of a record with these tags, one a line, in the order of `NAMES`: the
    rules as the preset nearest them and the options that differ from it."""
    preset, options = nearest_preset(tags.rules)
    lines = [_written("Game", tags.game.name), _written("Rules", preset)]
    lines += [_written("Option", f"{k}={_option_text(v)}") for k, v in options.items()]
    lines.append(_written("Players", str(tags.players)))
    if tags.names is not None:
        lines.append(_written("Names", ", ".join(tags.names)))
    for name, value in (("Date", tags.date), ("Event", tags.event), ("Site", tags.site)):
        if value is not None:
            lines.append(_written(name, value))
    if tags.seed is not None:
        lines.append(_written("Seed", str(tags.seed)))
    if tags.recorder is not None:
        lines.append(_written("Recorder", str(tags.recorder)))
    if tags.winners is not None:
        lines.append(_written("Winners", " ".join(map(str, tags.winners))))
    return lines


def nearest_preset(rules: Any) -> tuple[str, dict[str, Any]]:
    """The preset of ``rules``' game with the fewest options unlike ``rules``, and those
    options with ``rules``' values (the first preset of the fewest: standard on a tie)."""
    cls = type(rules)
    own = rules.options()
    best: tuple[str, dict[str, Any]] | None = None
    for name in cls.presets():
        base = cls.preset_named(name).options()
        changed = {k: v for k, v in own.items() if base.get(k) != v}
        if best is None or len(changed) < len(best[1]):
            best = (name, changed)
    assert best is not None
    return best


def _option_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def _written(name: str, value: str) -> str:
    quoted = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name} "{quoted}"]'
