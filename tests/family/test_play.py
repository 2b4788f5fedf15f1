"""`zweiundzwanzig play` and `zweiundzwanzig advise`, driven as a user would drive them."""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

import zweiundzwanzig as zz
from zweiundzwanzig.cli import main
from zweiundzwanzig.family.play import PAUSE_PROMPT, WATCH_PROMPT, TerminalGame, as_you

ROOT = Path(__file__).resolve().parent.parent.parent


class User:
    """Reads what the game shows and types: first a few commands, then, at each prompt, asks for
    the legal moves and plays the first one listed. Once out, answers `watch` to the question
    whether to watch the rest; presses Enter at a pause. Every prompt is kept in `asked_for`."""

    def __init__(self, screen: io.StringIO, opening: list[str], watch: str = "summary") -> None:
        self.screen = screen
        self.opening = list(opening)
        self.watch = watch
        self.asked = False
        self.prompts = 0
        self.asked_for: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts += 1
        self.asked_for.append(prompt)
        answer = self.answer(prompt)
        self.screen.write(f"{prompt}{answer}\n")  # as a terminal echoes it
        return answer

    def answer(self, prompt: str) -> str:
        if prompt == WATCH_PROMPT:
            answer, _, self.watch = self.watch.partition(",")  # one answer after another
            return answer
        if prompt == PAUSE_PROMPT:
            return ""
        if self.opening:
            return self.opening.pop(0)
        if not self.asked:
            self.asked = True
            return "moves"
        self.asked = False
        last = [ln for ln in self.screen.getvalue().splitlines() if ln.startswith("Legal moves:")]
        return last[-1].removeprefix("Legal moves: ").split(", ")[0]


def play_to_the_end(opening: list[str], **options: object) -> str:
    return play_with(User, opening, **options)[0]


def play_with(
    make_user: type[User], opening: list[str], watch: str = "summary", **options: object
) -> tuple[str, User, TerminalGame]:
    screen = io.StringIO()
    user = make_user(screen, opening, watch)
    game = TerminalGame(read=user, out=screen, colour=False, hint_iterations=20, **options)  # type: ignore[arg-type]
    assert game.run() == 0
    return screen.getvalue(), user, game


@pytest.mark.parametrize("preset", ["standard", "twenty_two", "rasmussen", "sechsundzwanzig"])
def test_a_whole_match_to_the_end_for_every_preset(preset: str) -> None:
    shown = play_to_the_end(
        ["help", "hint", "bogus", "K K K K K", "", "log"], players=3, rules=preset, seed=5
    )
    assert "Your hand:" in shown and "Trick:" in shown and "Totals:" in shown
    assert "The advisor's moves" in shown and "95% interval" in shown
    assert 'Not possible: "bogus" is not a card' in shown
    assert shown.count("Not possible:") >= 2  # "bogus", and five kings nobody holds
    assert "Final standings:" in shown
    assert "You won!" in shown or "You did not win" in shown
    assert "P0" not in shown  # the human is "you" throughout


def test_against_the_advisor() -> None:
    shown = play_to_the_end([], players=2, seed=2, opponents="advisor")
    assert "Final standings:" in shown


def test_the_trick_shows_who_played_what() -> None:
    shown = play_to_the_end([], players=4, seed=1)
    assert any(line.startswith("Trick: P") for line in shown.splitlines())


# --- what a new player meets ---------------------------------------------------------------


def readme_session() -> tuple[list[str], str]:
    """The session shown in the README: the command's arguments and what the screen shows."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Playing in the terminal") :]
    block = section[section.index("```text\n") + 8 : section.index("\n```\n")]
    command, _, screen = block.partition("\n")
    return command.removeprefix("$ zweiundzwanzig ").split(), screen + "\n"


def test_the_readme_session_is_what_the_game_prints() -> None:
    args, shown = readme_session()
    assert args[:1] == ["play"]
    options = dict(zip(args[1::2], args[2::2], strict=True))
    typed = [line.removeprefix("Your move> ") for line in shown.splitlines()]
    typed = [t for t, line in zip(typed, shown.splitlines(), strict=True) if t != line]
    screen = io.StringIO()
    inputs = iter(typed)

    def read(prompt: str) -> str:
        line = next(inputs)
        screen.write(prompt + line + "\n")
        return line

    game = TerminalGame(
        players=int(options["--players"]), seed=int(options["--seed"]), read=read, out=screen
    )
    assert game.run() == 0
    # "..." in the README stands for lines left out.
    pattern = "".join(
        "(?:.*\n)*?" if line == "..." else re.escape(line) + "\n" for line in shown.splitlines()
    )
    assert re.fullmatch(pattern, screen.getvalue()), screen.getvalue()


def test_the_play_to_beat_is_marked() -> None:
    shown = play_to_the_end([], players=4, seed=1)
    tricks = [line for line in shown.splitlines() if line.startswith("Trick: ")]
    assert any("<- to beat (the best play)" in t for t in tricks)
    assert any(t.startswith("Trick: P") and "<- to beat (the lead)," in t for t in tricks)
    assert "Beat " in shown and "or give off your lowest card." in shown
    shown = play_to_the_end([], players=4, seed=1, rules="rasmussen")
    tricks = [line for line in shown.splitlines() if line.startswith("Trick: P")]
    assert tricks and all(re.match(r"Trick: P\d [^,]+ <- to beat \(the lead\)", t) for t in tricks)
    assert "if you can (" in shown and "if not, give off your" in shown


@pytest.mark.parametrize("preset", ["standard", "rasmussen", "sechsundzwanzig"])
def test_match_and_view_say_which_play_must_be_beaten(preset: str) -> None:
    rules = zz.Rules.preset_named(preset)
    house = rules.preset != "rasmussen"
    chooser = random.Random(3)
    m = zz.Match(players=4, rules=rules, seed=3)
    checked = 0
    while not m.is_over:
        trick = [play for _, play in m.trick]
        seat = m.current_player
        assert seat is not None
        assert m.view(seat).play_to_beat == m.play_to_beat
        if not trick:
            assert m.play_to_beat is None
        elif house:  # the best play: the last beat, which is who wins the trick so far
            assert m.play_to_beat == zz.trick_winner(trick, rules)
            checked += 1
        else:
            assert m.play_to_beat == 0
            checked += 1
        moves = m.legal_moves()
        m.apply(moves[chooser.randrange(len(moves))])
    assert checked > 20
    best_but_stechen = zz.Rules.standard().replace(trick_winner="last_stechen")
    m = zz.Match(players=3, rules=best_but_stechen, seed=0)
    while m.phase == "exchange":
        m.apply("")
    m.apply(m.legal_moves()[0])
    assert m.play_to_beat == 0


def test_engine_messages_are_addressed_to_you() -> None:
    assert as_you("player 0 cannot discard [A K]: not in hand [K Q]") == (
        "you cannot discard [A K]: not in hand [K Q]"
    )
    assert as_you("player 0 does not hold [A] (hand: [K])") == "you do not hold [A] (hand: [K])"
    assert as_you("[* *] plays jokers alone while player 0 holds rank cards") == (
        "[* *] plays jokers alone while you hold rank cards"
    )
    assert (
        as_you("[9] is not a legal lead for player 0: ...")
        == "[9] is not a legal lead for you: ..."
    )
    assert as_you("player 10 holds [A]") == "player 10 holds [A]"


def test_an_illegal_follow_says_what_is_allowed() -> None:
    """The give-off is named as the legal alternative, never as if it were illegal."""
    m = zz.Match(players=3, seed=7)  # the README's session: the computer plays as in the game
    chooser = random.Random(m.seed)

    def computer_until_you() -> None:
        while m.current_player != 0:
            m.apply(zz._core.policy_move(m, "heuristic", chooser.getrandbits(64)))

    computer_until_you()
    m.apply("9")
    computer_until_you()
    assert m.current_player == 0 and [str(p) for _, p in m.trick] == ["10"]
    assert [str(mv) for mv in m.legal_moves()][:1] == ["5"]
    with pytest.raises(zz.IllegalMoveError) as err:
        m.apply("9")
    assert str(err.value) == (
        "[9] does not beat the lead [10]; player 0 may beat it or play the give-off [5] "
        "(the lowest card)"
    )
    m = zz.Match(players=3, rules="rasmussen", seed=7)
    while m.current_player != 0 or m.phase != "play" or not m.trick:
        m.apply(m.legal_moves()[-1])
    moves = [str(mv) for mv in m.legal_moves()]
    hand = " ".join(str(c) for c in m.hand(0))
    size = len(m.trick[0][1].ranks)
    lowest = " ".join(hand.split()[-size:])
    if lowest not in moves:  # compulsory beating: the give-off is refused, with the reason
        with pytest.raises(zz.IllegalMoveError, match=r"can beat .* and so must"):
            m.apply(lowest)


def test_showdowns_are_summed_up_and_wait_for_enter_on_a_terminal() -> None:
    shown, user, _ = play_with(User, [], players=4, seed=0, pause=True)
    lines = shown.splitlines()
    pauses = [i for i, line in enumerate(lines) if line.startswith(PAUSE_PROMPT)]
    assert pauses and user.asked_for.count(PAUSE_PROMPT) == len(pauses)
    for i in pauses:
        assert lines[i - 1].startswith("Totals: you ")
        assert re.match(r"Deal \d+ \(\d+ cards each\)\. Showdown: ", lines[i - 2])
    shown, user, _ = play_with(User, [], players=4, seed=0)  # piped input: no pauses
    assert PAUSE_PROMPT not in user.asked_for
    assert "Showdown: you " in shown and "Totals: you " in shown


def after_the_watch_question(shown: str) -> list[str]:
    lines = shown.splitlines()
    asked = [i for i, line in enumerate(lines) if line.startswith(WATCH_PROMPT)]
    assert len(asked) == 1
    assert lines[asked[0] - 1].startswith("You are out with ")
    return lines[asked[0] + 1 :]


def test_once_out_you_watch_the_rest_one_line_a_deal() -> None:
    shown, _, game = play_with(User, [], players=4, seed=0)
    rest = after_the_watch_question(shown)
    standings = rest.index("Final standings:")
    for line in rest[:standings]:
        assert re.match(r"Deal \d+ \(\d+ cards each\)\. Showdown: .* Totals: ", line) or (
            re.match(r"(P\d is out with \d+|The match is over: .*)\.$", line)
        ), line
    assert game.match.is_over


def test_once_out_you_may_watch_every_play_or_leave() -> None:
    shown, _, _ = play_with(User, [], watch="all", players=4, seed=0)
    assert any(" leads " in line for line in after_the_watch_question(shown))
    shown, _, game = play_with(User, [], watch="quit", players=4, seed=0)
    assert after_the_watch_question(shown) == ["You left the match."]
    assert not game.match.is_over
    shown, _, game = play_with(User, [], watch="bogus,summary", players=4, seed=0)
    assert 'Type Enter (or "summary"), "all" or "quit".' in shown and game.match.is_over


def test_the_rules_command_teaches_the_game() -> None:
    shown, _, _ = play_with(User, ["help", "rules", "quit"], players=3, seed=2, rules="rasmussen")
    assert "rules   how the game is played" in shown
    assert "How to play Schlagen und Stechen" in shown
    for topic in ("What beats what.", "Giving off.", "Why a low last card matters."):
        assert topic in shown
    assert "When you are out. You are out when your total reaches 22" in " ".join(shown.split())


def test_the_hint_says_what_its_figures_are_and_what_it_did_not_try() -> None:
    shown, _, _ = play_with(User, ["hint", "nothing", "hint", "quit"], players=3, seed=7)
    said = " ".join(shown.split())
    assert said.count("chance to win the match: your chance to win the whole match") == 2
    assert said.count("if everyone plays on as well as the advisor") == 2
    assert said.count("moves were not tried: in the exchange the search tries only discards") == 1
    hints = shown.split("The advisor's moves")
    assert "were not tried" in hints[1] and "were not tried" not in hints[2]


def test_advice_notes_for_a_single_move() -> None:
    from zweiundzwanzig.display import advice_notes
    from zweiundzwanzig.family.words import ADVICE_WORDS as words

    class Untried:
        visits = 0

    class Tried:
        visits = 10

    what = [words.explained, words.ranked]
    assert advice_notes([Tried()], words) == [
        *what,
        "This is your only legal move: there was nothing to compare.",
    ]
    assert advice_notes([Tried(), Tried()], words) == what
    last = advice_notes([Tried(), Tried(), Tried()], words, limit=2)[-1]
    assert last == "1 more move is not shown."
    notes = advice_notes([Tried(), Untried(), Untried()], words, limit=2)
    assert notes[-1] == (
        "2 of the 3 moves were not tried: in the exchange the search tries only discards of "
        "your highest cards (they are listed last, without figures)."
    )


def test_the_log_speaks_to_you() -> None:
    shown, _, _ = play_with(User, ["nothing", "log", "quit"], players=3, seed=7)
    log = shown[shown.index("Your move> log") :]
    assert "You keep your hand." in log and "P0" not in shown


def run_cli(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "zweiundzwanzig", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_piped_input_gets_plain_text_and_every_command_works() -> None:
    done = run_cli(["play", "--players", "3", "--seed", "4"], "help\nhint\nzz\nlog\nmoves\nquit\n")
    assert done.returncode == 0
    out = done.stdout
    assert "\x1b[" not in out  # no colour codes without a terminal
    assert "hint    the advisor's ranked moves" in out
    assert "chance to win the match" in out
    assert 'Not possible: "zz" is not a card' in out
    assert "Legal moves:" in out
    assert "You left the match." in out


def test_input_that_ends_leaves_the_match_quietly() -> None:
    done = run_cli(["play", "--seed", "1"], "")
    assert done.returncode == 0
    assert "You left the match." in done.stdout


def test_colour_when_asked_and_rich_is_there() -> None:
    pytest.importorskip("rich")
    screen = io.StringIO()
    game = TerminalGame(read=lambda p: "quit", out=screen, colour=True, players=2, seed=1)
    game.run()
    assert "\x1b[" in screen.getvalue()


def test_advise_from_options(capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        "advise",
        "--players",
        "4",
        "--seat",
        "2",
        "--dealer",
        "0",
        "--hand",
        "K 9 9 4 3 2",
        "--trick",
        "1:8",
        "--played",
        "A Q J 7",
        "--iterations",
        "100",
        "--no-colour",
    ]
    assert main(args) == 0
    out = capsys.readouterr().out
    moves = [line.split()[1] for line in out.splitlines() if line[:1].isdigit()]
    assert sorted(moves) == ["2", "9", "K"]
    assert "95% interval" in out


def test_advise_from_a_json_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    position = {
        "rules": "rasmussen",
        "players": 3,
        "seat": 1,
        "dealer": 0,
        "hand": "K 9 7 3 2",
        "trick": [[0, "Q"]],
        "tricks": [[[1, "8"], [2, "4"], [0, "J"]], [[0, "A"], [1, "2"], [2, "5"]]],
    }
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    assert main(["advise", "--file", str(path), "--iterations", "50"]) == 0
    out = capsys.readouterr().out
    assert "P1 to play, holding K 9 7 3 2" in out
    view = zz.View.from_description(path.read_text())
    assert [str(m) for m in view.legal_moves()] == ["K"]  # compulsory beating: no give-off


def test_impossible_positions_get_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["advise", "--players", "4", "--seat", "0", "--dealer", "3", "--hand", "A A A A A"]
    assert main(args) == 2
    assert "impossible position: 5 cards A in sight" in capsys.readouterr().err
    assert main(["advise", "--players", "4"]) == 2
    assert "--seat" in capsys.readouterr().err


def test_describing_a_position_in_python() -> None:
    view = zz.View.describe(
        players=4,
        seat=2,
        dealer=0,
        hand="K 9 9 4 3 2",
        trick=[(1, "8")],
        played="A Q J 7",
        totals=[7, 5, 12, 3],
        loss_cards=["7", "5", "Q 2", "3"],
    )
    assert view.hand_size == 6 and view.totals == [7, 5, 12, 3]
    assert view.stock_size == 52 - 5 - 4 * 7  # five loss cards lie out
    advice = zz.advise(view, iterations=30, seed=0)
    assert {str(a.move) for a in advice} == {"2", "9", "K"}
    with pytest.raises(zz.StateError, match="do not match the loss cards"):
        zz.View.describe(
            players=4,
            seat=2,
            dealer=0,
            hand="K 9",
            totals=[0, 6, 12, 3],
            loss_cards=["", "5", "Q 2", "3"],
        )
    with pytest.raises(zz.StateError, match="turn"):
        zz.View.describe(players=4, seat=2, dealer=0, hand="K 9 9", trick=[(3, "8")])


def test_a_whole_match_through_a_pipe() -> None:
    """The game in its own process, read and answered line by line as a user would."""
    game = subprocess.Popen(
        [sys.executable, "-m", "zweiundzwanzig", "play", "--players", "2", "--seed", "11"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
    )
    assert game.stdin is not None and game.stdout is not None
    seen: list[str] = []
    asked = False
    for line in game.stdout:
        seen.append(line)
        if line.startswith("Legal moves:"):
            first = line.removeprefix("Legal moves: ").split(", ")[0].strip()
            game.stdin.write(first + "\n")
            asked = False
        elif line.startswith("Your move>") and not asked:
            game.stdin.write("moves\n")
            asked = True
        elif line.startswith(WATCH_PROMPT.strip()):
            game.stdin.write("\n")
    assert game.wait(timeout=60) == 0
    shown = "".join(seen)
    assert "Final standings:" in shown
    assert "You won!" in shown or "You did not win" in shown


def test_colour_on_a_terminal() -> None:
    pytest.importorskip("rich")
    pty = pytest.importorskip("pty")
    import os

    pid, fd = pty.fork()
    if pid == 0:  # the child: the game on a pseudo-terminal
        os.execv(sys.executable, [sys.executable, "-m", "zweiundzwanzig", "play", "--seed", "1"])
    out = b""
    while b"Your move>" not in out:
        out += os.read(fd, 4096)
    os.write(fd, b"quit\n")
    try:
        while chunk := os.read(fd, 4096):
            out += chunk
    except OSError:
        pass
    os.waitpid(pid, 0)
    assert b"\x1b[" in out  # rich's colour codes
    assert b"You left the match." in out
