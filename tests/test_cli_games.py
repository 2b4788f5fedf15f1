"""The command line for every game (issue 28, item 3): each subcommand takes `--game` for each
game, `--rules PRESET --option NAME=VALUE` changes a preset as `Rules.replace` does (with its
errors, as usage errors), and a position file's `rules` may be an object of options."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig import arschloch, big_two
from zweiundzwanzig.cli import main, play_random_match
from zweiundzwanzig.games import GAMES, game_named, rules_for

NAMES = list(GAMES)

#: A position of each game that `advise --file` reads (the rules added by each test).
POSITIONS = {
    "zweiundzwanzig": {"players": 4, "seat": 2, "dealer": 1, "hand": "K 9 9 4 3 2 2"},
    "big_two": {
        "players": 4,
        "seat": 2,
        "hand": "4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 3s",
        "rounds": [[[0, "3d"], [3, "6c"]]],
    },
    "arschloch": {
        "players": 4,
        "seat": 1,
        "dealer": 3,
        "hand": "K 9 8 7 6 5 4 3 2",
        "rounds": [[[0, "5"], [1, "9"], [2, "pass"], [3, None], [0, "J"]]],
    },
}

#: An option each game's position file may change, and the value read back.
CHANGES = {
    "zweiundzwanzig": ("elimination", 30),
    "big_two": ("double_twos", True),
    "arschloch": ("lead_jokers", True),
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def usage_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    assert stop.value.code == 2
    return capsys.readouterr().err


# --- every subcommand, every game ---------------------------------------------------------------


@pytest.mark.parametrize("game", NAMES)
def test_rules_explains_each_option_of_every_game(game, capsys):
    status, out, _ = run(capsys, "rules", "--game", game)
    assert status == 0
    rules = game_named(game).rules_class().standard()
    for name, value in rules.options().items():
        assert f"{name} = {value!r}" in out
    assert out.splitlines()[0].endswith(": Rules.standard()")


@pytest.mark.parametrize("game", NAMES)
def test_rules_guide_and_options_of_every_game(game, capsys):
    status, guide, _ = run(capsys, "rules", "--game", game, "--guide")
    assert status == 0
    assert guide == game_named(game).explanations.guide(rules_for(game_named(game), None)) + "\n"
    status, table, _ = run(capsys, "rules", "--game", game, "--options")
    options = game_named(game).rules_class().standard().options()
    assert status == 0 and len(table.splitlines()) == len(options)


def test_rules_of_a_preset_with_options(capsys):
    status, out, _ = run(
        capsys, "rules", "pusoy_dos", "--game", "big_two", "--option", "pass_is_final=true"
    )
    assert status == 0
    assert out.startswith("Big Two, house rules: Rules.pusoy_dos().replace(pass_is_final=True)")
    assert "skipped until the next lead" in out and "♣ ♠ ♥ ♦" in out


def test_a_preset_of_another_game_is_a_usage_error(capsys):
    err = usage_error(capsys, "rules", "--game", "arschloch", "rasmussen")
    assert "invalid choice: 'rasmussen' for arschloch (choose from standard)" in err


def test_legal_of_the_family_is_the_trick_functions(capsys):
    status, out, _ = run(capsys, "legal", "K K 6 3 2 2", "5 5 5", "10 9 7")
    assert status == 0
    expected = zz.legal_plays("K K 6 3 2 2", ["5 5 5", "10 9 7"])
    assert out.splitlines() == [str(p) for p in expected]


def test_legal_of_big_two_lists_five_card_hands_weakest_first(capsys):
    hand = "3d 4h 5c 6s 7d 7h 9s Ks Kd"
    status, out, _ = run(capsys, "legal", "--game", "big_two", hand)
    lines = out.splitlines()
    assert status == 0
    assert lines[0] == "3♦  (single)" and "K♠ K♦  (pair)" in lines
    assert "7♦ 6♠ 5♣ 4♥ 3♦  (straight)" in lines and "7♥ 6♠ 5♣ 4♥ 3♦  (straight)" in lines
    assert lines.index("7♦ 6♠ 5♣ 4♥ 3♦  (straight)") > lines.index("K♠ K♦  (pair)")
    assert "pass" not in lines
    # Each listed play is one: and nothing that is a play is left out.
    for line in lines:
        assert big_two.combination(line.split("  ")[0]) is not None


def test_legal_of_big_two_beats_the_last_play_or_passes(capsys):
    hand = "3d 4h 5c 6s 7d 7h 9s Ks Kd"
    status, out, _ = run(capsys, "legal", "--game", "big_two", hand, "6c 6d", "pass")
    assert status == 0
    assert out.splitlines() == ["7♥ 7♦  (pair)", "K♠ K♦  (pair)", "pass"]
    # The rules decide: with the Philippine suits (♣ ♠ ♥ ♦) the ♦ tops a pair, with the
    # standard ones (♦ ♣ ♥ ♠) the ♠.
    argv = ["legal", "--game", "big_two", "5d 5c 7h", "5h 5s"]
    status, out, _ = run(capsys, *argv, "--rules", "pusoy_dos")
    assert status == 0 and out.splitlines() == ["5♣ 5♦  (pair)", "pass"]
    status, out, _ = run(capsys, *argv)
    assert status == 0 and out.splitlines() == ["pass"]


def test_legal_of_arschloch_asks_the_engine(capsys):
    status, out, _ = run(capsys, "legal", "--game", "arschloch", "K 9 9 4 3 *", "7")
    assert status == 0
    assert out.splitlines() == ["9", "K", "*", "pass"]
    _, lead, _ = run(capsys, "legal", "--game", "arschloch", "K A A *")
    assert lead.splitlines() == ["K", "K *"]
    _, jokers, _ = run(
        capsys, "legal", "--game", "arschloch", "K A A *", "--option", "lead_jokers=true"
    )
    assert "*" in jokers.splitlines()


@pytest.mark.parametrize("game", ["big_two", "arschloch"])
def test_legal_mistakes_say_what_was_wrong(game, capsys):
    status, _, err = run(capsys, "legal", "--game", game, "K K Z")
    assert status == 2 and err.startswith("zweiundzwanzig: ")


@pytest.mark.parametrize("game", NAMES)
def test_match_simulate_and_tournament_of_every_game(game, capsys):
    status, out, _ = run(capsys, "match", "--game", game, "--seed", "3")
    rounds = game_named(game).rounds
    assert status == 0 and f"\n{rounds}:" in out
    status, out, _ = run(capsys, "simulate", "--game", game, "--games", "20", "--threads", "1")
    assert status == 0
    assert zz.simulate(20, game=game, threads=1).summary.table() in out
    status, out, _ = run(
        capsys, "tournament", "--game", game, "--policies", "heuristic", "random", "--games", "8"
    )
    assert status == 0 and "heuristic" in out and "random" in out


@pytest.mark.parametrize("game", NAMES)
def test_play_of_every_game_takes_options(game, capsys, monkeypatch):
    name, value = CHANGES[game]
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    option = f"{name}={json.dumps(value)}"
    argv = ["play", "--game", game, "--seed", "2", "--no-colour", "--option", option]
    status, out, _ = run(capsys, *argv)
    assert status == 0 and "You left the match." in out
    assert "house" in out.splitlines()[0] or f"{name}=" in out.splitlines()[0]


@pytest.mark.parametrize("game", NAMES)
def test_advise_of_every_game_from_a_file(game, tmp_path, capsys):
    path = tmp_path / "position.json"
    path.write_text(json.dumps(POSITIONS[game]))
    argv = ["advise", "--game", game, "--file", str(path), "--iterations", "20"]
    status, out, _ = run(capsys, *argv)
    assert status == 0 and "Moves, best first:" in out


# --- --rules PRESET --option NAME=VALUE --------------------------------------------------------


def test_options_change_the_preset_as_replace_does(capsys):
    argv = ["simulate", "--game", "big_two", "--games", "30", "--threads", "1", "--seed", "4"]
    argv += ["--rules", "pusoy_dos", "--option", "pass_is_final=true", "--option", "games=2"]
    status, out, _ = run(capsys, *argv)
    rules = big_two.Rules.pusoy_dos().replace(pass_is_final=True, games=2)
    expected = zz.simulate(30, game="big_two", rules=rules, threads=1, seed=4)
    assert status == 0 and expected.summary.table() in out


def test_two_players_with_17_cards(capsys):
    argv = ["match", "--game", "big_two", "--players", "2", "--option", "hand_size=17"]
    status, out, _ = run(capsys, *[*argv, "--option", "games=1"])
    rules = big_two.Rules.standard().replace(hand_size=17, games=1)
    match = big_two.Match(players=2, rules=rules, seed=1)
    assert status == 0 and len(match.hand(0)) == 17
    assert out.startswith(play_random_match(2, rules, 1, "big_two").transcript())


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("true", True),
        ("false", False),
        ("null", None),
        ("30", 30),
        ('"philippines"', "philippines"),
        ("philippines", "philippines"),
    ],
)
def test_option_values_are_json_scalars(text, value):
    from zweiundzwanzig.cli import _option

    assert _option(f"name={text}") == ("name", value)


@pytest.mark.parametrize("text", ['"philippines"', "philippines"])
def test_a_name_is_given_bare_or_quoted(text, capsys):
    status, out, _ = run(capsys, "rules", "--game", "big_two", "--option", f"suit_order={text}")
    assert status == 0 and "suit_order = 'philippines'" in out


def test_an_option_without_rules_changes_the_standard_rules(capsys):
    status, out, _ = run(capsys, "rules", "--option", "elimination=30", "--options")
    assert status == 0 and "elimination          30" in out
    status, out, _ = run(capsys, "match", "--option", "elimination=30", "--seed", "2")
    rules = zz.Rules.standard().replace(elimination=30)
    assert status == 0 and out.startswith(play_random_match(4, rules, 2).transcript())


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--option", "bogus=1"], 'argument --option: unknown rule option "bogus"'),
        (["--option", "elimination=-3"], "argument --option: option elimination"),
        (["--option", "elimination"], "argument --option: expected NAME=VALUE"),
        (["--option", "=3"], "argument --option: expected NAME=VALUE"),
        (["--option", "elimination=[1]"], "option elimination takes one value"),
        (["--game", "big_two", "--option", "suit_order=swiss"], "option suit_order cannot be"),
        (["--game", "big_two", "--option", "hand_size=15"], "hand_size"),
        (["--game", "arschloch", "--option", "lead_jokers=3"], "lead_jokers"),
    ],
)
def test_option_mistakes_are_usage_errors_naming_the_option(argv, message, capsys):
    for command in (["rules"], ["match"], ["simulate", "--games", "1"], ["legal", "K"]):
        err = usage_error(capsys, *command, *argv)
        assert message in err, err


def test_option_errors_are_those_of_replace(capsys):
    with pytest.raises(zz.RulesError) as replaced:
        arschloch.Rules.standard().replace(piles=111)
    err = usage_error(capsys, "match", "--game", "arschloch", "--option", "piles=111")
    assert str(replaced.value) in err


# --- a position file's rules: a preset's name or an object of options --------------------------


@pytest.mark.parametrize("game", NAMES)
def test_a_position_file_s_rules_may_be_an_object_of_options(game, tmp_path, capsys):
    name, value = CHANGES[game]
    path = tmp_path / "position.json"
    path.write_text(json.dumps({**POSITIONS[game], "rules": {name: value}}))
    view = game_named(game).view_class().from_description(path.read_text())
    assert view.rules == rules_for(game_named(game), None).replace(**{name: value})
    argv = ["advise", "--game", game, "--file", str(path), "--iterations", "20"]
    status, out, _ = run(capsys, *argv)
    assert status == 0 and "Moves, best first:" in out


@pytest.mark.parametrize("game", NAMES)
def test_a_position_file_s_options_report_their_own_mistake(game, tmp_path, capsys):
    name, _ = CHANGES[game]
    for rules, message in (
        ({"bogus": 1}, 'unknown rule option "bogus"'),
        ({name: [1]}, "an option's value"),
        ("nope", 'unknown preset "nope"'),
        (3, "a preset's name or an object of options"),
    ):
        path = tmp_path / "position.json"
        path.write_text(json.dumps({**POSITIONS[game], "rules": rules}))
        status, _, err = run(capsys, "advise", "--game", game, "--file", str(path))
        assert status == 2, err
        assert message in err and "untagged enum" not in err, err


@pytest.mark.parametrize("game", NAMES)
def test_a_position_file_s_invalid_option_value_is_the_rules_own_message(game, tmp_path):
    name, _ = CHANGES[game]
    rules = rules_for(game_named(game), None)
    with pytest.raises(zz.RulesError) as replaced:
        rules.replace(**{name: "nonsense"})
    text = json.dumps({**POSITIONS[game], "rules": {name: "nonsense"}})
    with pytest.raises(zz.StateError) as described:
        game_named(game).view_class().from_description(text)
    assert str(replaced.value) in str(described.value)


def test_an_options_object_sets_the_options_in_its_order(tmp_path: Path) -> None:
    position = {**POSITIONS["zweiundzwanzig"], "rules": {"elimination": 30, "first_deal": 7}}
    view = zz.View.from_description(json.dumps(position))
    assert view.rules == zz.Rules.standard().replace(elimination=30)


# --- what the command line says about itself ---------------------------------------------------


def test_the_help_describes_every_game(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "Zweiundzwanzig family" in out and "Big Two" in out and "Arschloch" in out
    import zweiundzwanzig.cli as cli

    assert "Big Two" in (cli.__doc__ or "") and "Arschloch" in (cli.__doc__ or "")


@pytest.mark.parametrize(
    "command", ["rules", "legal", "simulate", "tournament", "match", "play", "advise"]
)
def test_every_command_takes_game_and_option(command, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    out = capsys.readouterr().out
    assert "--game" in out and "--option" in out


def test_legal_of_big_two_refuses_a_hand_no_deal_gives(capsys):
    hand = "3d 4d 5d 6d 7d 8d 9d 10d Jd Qd Kd Ad 2d 3s 4s 5s 6s 7s"
    status, _, err = run(capsys, "legal", "--game", "big_two", hand)
    assert status == 2 and "at most 17 cards, not 18" in err
    status, _, err = run(capsys, "legal", "--game", "big_two", "3d 3d")
    assert status == 2 and "named twice" in err
