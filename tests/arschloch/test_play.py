"""`zweiundzwanzig play --game arschloch`: the terminal game of Arschloch on the shared loop, driven
by scripted input."""

from __future__ import annotations

import io

import pytest

from zweiundzwanzig.arschloch.play import ArschlochGame
from zweiundzwanzig.cli import main


def scripted(answers, game_ref):
    """A reader that gives `answers` in turn, then the first legal move each time it is asked."""
    queue = list(answers)

    def read(prompt: str) -> str:
        if queue:
            return queue.pop(0)
        if prompt.startswith("Your move"):
            return str(game_ref[0].match.legal_moves()[0])
        return ""

    return read


def play(answers=(), **options):
    screen = io.StringIO()
    ref: list[ArschlochGame] = []
    game = ArschlochGame(
        read=scripted(answers, ref), out=screen, colour=False, hint_iterations=20, **options
    )
    ref.append(game)
    status = game.run()
    return status, screen.getvalue(), game


def test_a_whole_match_plays_to_the_standings():
    status, text, game = play(players=4, seed=3, rules="standard")
    assert status == 0 and game.match.is_over
    assert text.startswith("Arschloch: 4 players, 5 games, standard rules, seed 3.")
    assert "Final standings (sums of finishing positions):" in text
    for g in range(1, 6):
        assert f"Game {g} of 5, dealer" in text or f"Game {g}: " in text
    assert ("You won!" in text) != ("You did not win this time." in text)


def test_each_turn_shows_the_seating_with_roles_cards_left_the_table_and_the_hand():
    _, text, _ = play(players=5, seed=8)
    assert "Order of play: " in text and "Cards left: " in text and "Your hand: " in text
    assert "(Chef)" in text and "(Arsch)" in text and "(Neutral)" in text
    assert "To beat: " in text or "You lead: " in text
    assert "gives" in text  # the exchange before the second game is told


def test_commands_and_illegal_moves_are_answered():
    answers = ["help", "rules", "moves", "log", "hint", "A A A A A A A", "", "quit"]
    status, text, game = play(answers, players=4, seed=3)
    assert status == 0 and not game.match.is_over
    assert 'Type "pass" (or "weiter") to pass.' in text
    assert "Arschloch: get rid of your cards first." in text
    assert "Legal moves: " in text
    assert "The advisor's moves, best first" in text
    assert "chance to go out first: your chance to finish this game first" in text
    assert "expected place this game" in text and "if everyone plays on as well as" in text
    assert "Not possible: you cannot play" in text and "your hand" in text
    assert 'Type a move, or "help".' in text
    assert text.rstrip().endswith("You left the match.")


@pytest.mark.parametrize("word", ["pass", "weiter", "PASS", "p"])
def test_pass_in_the_games_words(word):
    # Seed 3: P3 leads first, so the human's first turn is a follow, where a pass is legal.
    _, text, _ = play([word, "quit"], players=4, seed=3)
    assert "You pass." in text


def test_the_command_line_plays_arschloch(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("pass\nquit\n"))
    assert main(["play", "--game", "arschloch", "--seed", "3", "--no-colour"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Arschloch: 4 players")
    assert "You left the match." in out


def test_the_command_line_refuses_a_preset_of_another_game(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--game", "arschloch", "--rules", "rasmussen"])
    assert "invalid choice: 'rasmussen' for arschloch" in capsys.readouterr().err


def test_the_match_over_line_keeps_the_seat_names_capitalized():
    from zweiundzwanzig.arschloch.narrate import Narrator

    n = Narrator(2)
    assert n.line({"event": "match_over", "winners": [2, 1]}) == "Match over: You, P1 win."
    assert n.line({"event": "match_over", "winners": [1]}) == "Match over: P1 wins."
