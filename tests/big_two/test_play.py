"""`zweiundzwanzig play --game big_two`: the terminal game of Big Two on the shared loop, driven
by scripted input."""

from __future__ import annotations

import io

import pytest

from zweiundzwanzig.big_two.narrate import Narrator
from zweiundzwanzig.big_two.play import BigTwoGame
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
    ref: list[BigTwoGame] = []
    game = BigTwoGame(
        read=scripted(answers, ref), out=screen, colour=False, hint_iterations=20, **options
    )
    ref.append(game)
    status = game.run()
    return status, screen.getvalue(), game


def test_a_whole_match_plays_to_the_standings():
    status, text, game = play(players=4, seed=3, rules="standard")
    assert status == 0 and game.match.is_over
    assert text.startswith("Big Two: 4 players, standard rules, seed 3.")
    games = game.match.result.deals
    assert f"Final standings after {games} games (penalty points):" in text
    assert f"Game {games}: " in text and "Match over: " in text
    assert ("You won!" in text) != ("You did not win this time." in text)


def test_each_turn_shows_the_table_cards_left_passes_and_the_hand_in_order():
    _, text, game = play(players=4, seed=3)
    assert "Cards left: you 13, P1 13, P2 13, P3 13" in text
    assert "You lead: a single, a pair, a triple or a five-card hand; it must contain 3♦." in text
    assert "To beat: P" in text and "(a single)" in text and "Play a single that beats it" in text
    assert "(passed since the last play: " in text
    assert "Totals: you 0, P1 0, P2 0, P3 0" in text
    hands = [line for line in text.splitlines() if line.startswith("Your hand: ")]
    rules = game.match.rules
    for line in hands:
        cards = line.removeprefix("Your hand: ").split()
        assert cards == [str(c) for c in reversed(rules.sorted(cards))], "low to high"


def test_three_players_see_the_face_up_card_and_pusoy_dos_its_order():
    _, text, _ = play(players=3, seed=2, rules="pusoy_dos")
    assert "Face up: " in text and "face up to " in text
    assert "it must contain 3♣" in text


def test_commands_and_illegal_moves_are_answered():
    answers = ["help", "rules", "moves", "log", "hint", "3", "As Ah Ad Ac", "", "quit"]
    status, text, game = play(answers, players=4, seed=3)
    assert status == 0 and not game.match.is_over
    assert 'Type "pass" to pass.' in text
    assert "Big Two: get rid of your cards first." in text and "♦ ♣ ♥ ♠ from low to high" in text
    assert "Legal moves: 3♦, " in text
    assert "chance to go out first: your chance to win this game" in text
    assert "penalty points this game" in text and "if everyone plays on as well as" in text
    assert 'Not possible: "3" is not a card: a card here carries a suit' in text
    assert "Not possible: you cannot play" in text and "your hand" in text
    assert 'Type a move, or "help".' in text
    assert text.rstrip().endswith("You left the match.")


@pytest.mark.parametrize("word", ["pass", "PASS", "p", "-"])
def test_pass_in_the_games_words(word):
    # Seed 4: P3 holds the 3♦ and leads, so the first turn is a follow.
    _, text, game = play([word, "quit"], players=4, seed=4)
    assert game.match.hand(0) and "You pass." in text


def test_the_narrator_tells_leads_beats_passes_and_the_end():
    n = Narrator(1, BigTwoGame(players=2, seed=1).match.rules)
    assert n.line({"event": "play", "player": 0, "cards": "5h 6c 7d 8s 9h"}) == (
        "P0 leads 9♥ 8♠ 7♦ 6♣ 5♥ (a straight)."
    )
    assert n.line({"event": "pass", "player": 1}) == "You pass."
    assert n.line({"event": "round_won", "player": 0}) == "P0 wins the round."
    assert n.line({"event": "last_card", "player": 0}) == "P0 has one card left!"
    over = {"event": "game_over", "game": 2, "winner": 0, "penalties": [0, 7], "totals": [3, 9]}
    assert n.line(over) == "Game 2 over: P0 is out. Penalties: you 7. Totals: P0 3, you 9."
    ended = {"event": "match_over", "totals": [3, 3], "winners": [1, 0]}
    assert n.line(ended) == "Match over: You, P0 win."


def test_the_command_line_plays_big_two(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("pass\nquit\n"))
    assert main(["play", "--game", "big_two", "--seed", "4", "--no-colour"]) == 0
    out = capsys.readouterr().out
    assert "Big Two: 4 players" in out and "You pass." in out and "You left the match." in out
    assert "(heuristic)" in out


def test_the_command_line_refuses_a_preset_of_another_game(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--game", "big_two", "--rules", "rasmussen"])
    assert "invalid choice: 'rasmussen' for big_two" in capsys.readouterr().err
