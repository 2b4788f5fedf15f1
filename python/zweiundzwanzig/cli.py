"""The `zweiundzwanzig` command line, for the library's three card games: the Zweiundzwanzig
family (the default), Big Two and Arschloch. Every command takes ``--game`` (``zweiundzwanzig``,
``big_two`` or ``arschloch``), and ``--rules`` a preset of that game with ``--option NAME=VALUE``
changes (values read as JSON: true, false, null, numbers, strings; a bare word is a string).

Commands:
    zweiundzwanzig simulate [--game G] [--games N] [--players P] [--rules PRESET]
                            [--option NAME=VALUE ...] [--policies ...] [--seed S]
                            [--threads T] [--out FILE [--per-game]] [--summary-only]
        plays N seeded matches in Rust and prints the summary table (--out: the per-game
        arrays, written for the games finished when the run is stopped by Ctrl-C; --per-game:
        each deal's points too)
    zweiundzwanzig tournament --policies P1 P2 ... [--game G] [--games N] [--rules PRESET]
                              [--option NAME=VALUE ...] [--seed S] [--threads T]
        plays policies against each other with the seats rotated and prints the standings
    zweiundzwanzig play [--game G] [--players N] [--rules PRESET] [--option NAME=VALUE ...]
                        [--seed S] [--opponents heuristic|advisor|random|MODULE:FUNCTION |
                        --level 1..5] [--resume FILE]
        plays a match in the terminal against computer players (type help in the game);
        MODULE:FUNCTION names your own policy, a callable view -> move; --resume FILE carries
        on a match saved with the game's save command
    zweiundzwanzig advise [--game G] (--file POSITION.json | --players N --seat S --hand CARDS
                           [--rules PRESET] [--option NAME=VALUE ...] [the game's options])
        ranks the moves of a position at a real table (each game's options: advise --help;
        --level 1..5 searches as the advisor of that strength level)
    zweiundzwanzig match [--game G] [--players N] [--rules PRESET] [--option NAME=VALUE ...]
                         [--seed S] [--view P]
        plays one seeded match of uniformly random legal moves and prints its transcript
    zweiundzwanzig legal HAND [PLAY ...] [--game G] [--rules PRESET] [--option NAME=VALUE ...]
        lists the legal moves of HAND after the given plays of the trick (Big Two, Arschloch:
        of the round, "pass" for a pass), lead first
    zweiundzwanzig review FILE [--seat N] [--html PATH] [--iterations N] [--time-limit S]
                          [--seed S] [--threads T]
        grades every decision of a game (FILE: a JSON match of any game, Match.to_json, or a
        game record) by the advice from the deciding seat's view: a table and a summary per
        seat (--html: also one self-contained page with the chances plotted)
    zweiundzwanzig rules [PRESET] [--game G] [--option NAME=VALUE ...] [--options | --guide]
        explains each option of a preset in words (--options: the bare table; --guide: a
        lesson in the game under those rules)
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import sys
from collections.abc import Sequence
from typing import Any

from zweiundzwanzig import Interrupted, ZweiundzwanzigError, advise, records
from zweiundzwanzig._args import option_value
from zweiundzwanzig._core import policy_names
from zweiundzwanzig.display import Display, advice_notes, advice_rows
from zweiundzwanzig.games import GAMES, Game, game_named, game_of, rules_for
from zweiundzwanzig.positions import SHARED_OPTIONS, Flag
from zweiundzwanzig.progress import ProgressBar
from zweiundzwanzig.review import html as review_html
from zweiundzwanzig.review.run import review
from zweiundzwanzig.simulate import Policy, SimulationResult, check_output, simulate
from zweiundzwanzig.tournament import tournament


def _game(args: argparse.Namespace) -> Game:
    return game_named(args.game)


def _rules(args: argparse.Namespace) -> Any:
    """The rule set of the command: ``--rules`` with the ``--option`` changes (read in `main`),
    or the game's standard rules."""
    return rules_for(_game(args), args.rules)


def _players(args: argparse.Namespace) -> int:
    """`--players`, or the game's usual table."""
    if args.players is None:
        return _game(args).default_players
    players: int = args.players
    return players


def play_random_match(players: int, rules: Any, seed: int, game: str = next(iter(GAMES))) -> Any:
    """A whole match of uniformly random legal moves: the deals from `seed`, the choices from a
    generator seeded with `seed` too."""
    match = game_named(game).match_class()(players=players, rules=rules, seed=seed)
    chooser = random.Random(seed)
    while not match.is_over:
        moves = match.legal_moves()
        match.apply(moves[chooser.randrange(len(moves))])
    return match


def _cmd_match(args: argparse.Namespace) -> int:
    game = _game(args)
    match = play_random_match(_players(args), _rules(args), args.seed, game.name)
    text = match.view(args.view).transcript() if args.view is not None else match.transcript()
    print(text)
    result = match.result
    assert result is not None
    print()
    print(f"winners: {', '.join(f'P{p}' for p in result.winners)}")
    print(f"places:  {' '.join(str(p) for p in result.places)}")
    print(f"totals:  {' '.join(str(t) for t in result.totals)}")
    print(f"{game.rounds + ':':9}{result.deals}")
    return 0


def _policy_list(values: list[str], players: int) -> list[str]:
    names = [name for value in values for name in value.split(",") if name]
    return names * players if len(names) == 1 else names


def _cmd_simulate(args: argparse.Namespace) -> int:
    players = _players(args)
    policies = _policy_list(args.policies, players)
    if args.out:
        if args.summary_only:
            raise ZweiundzwanzigError("--out needs the per-game arrays; drop --summary-only")
        check_output(args.out)
    elif args.per_game:
        raise ZweiundzwanzigError("--per-game results are written to a file: give --out FILE")
    bar = ProgressBar(args.games, sys.stderr)
    try:
        result = simulate(
            args.games,
            game=args.game,
            players=players,
            rules=args.rules,
            policies=policies,
            seed=args.seed,
            threads=args.threads,
            # Without --out only the summary is printed: keep nothing else (constant memory).
            summary_only=args.summary_only or not args.out,
            progress=bar.update,
            per_game=args.per_game,
        )
    except Interrupted as stop:
        bar.close()
        status = _partial(stop, "games")
        if args.out:
            _save_partial(stop.partial, args.out, args.games)
        return status
    bar.close()
    print(result.summary.table())
    if args.out:
        path = result.save(args.out)
        print(f"\nper-game arrays written to {path}")
    return 0


def _save_partial(partial: Any, out: str, games: int) -> None:
    """``--out`` of an interrupted run: the arrays of the games finished, said to be partial."""
    if not isinstance(partial, SimulationResult) or partial.places is None:
        print("zweiundzwanzig: --out was not written (no game finished)", file=sys.stderr)
        return
    path = partial.save(out)
    print(
        f"\nper-game arrays written to {path}: it holds {partial.games:,} of {games:,} games "
        "(the run was interrupted)"
    )


def _partial(stop: Interrupted, unit: str, note: str = "") -> int:
    """Prints what an interrupted run had finished, said to be partial; the exit status."""
    print(f"interrupted: {stop}; the {unit} finished so far:", file=sys.stderr)
    if stop.partial is not None:
        print(stop.partial)
    if note:
        print(f"zweiundzwanzig: {note} (the run is partial)", file=sys.stderr)
    return 130


def _cmd_tournament(args: argparse.Namespace) -> int:
    bar = ProgressBar(args.games, sys.stderr)
    try:
        result = tournament(
            args.policies,
            args.games,
            game=args.game,
            rules=args.rules,
            seed=args.seed,
            threads=args.threads,
            progress=bar.update,
        )
    except Interrupted as stop:
        bar.close()
        return _partial(stop, "matches")
    bar.close()
    print(result.table())
    return 0


OPPONENTS = ("heuristic", "advisor", "random")

#: The strength levels (`advise --level`, `play --level`; the policies ``level1`` to ``level5``).
LEVELS = range(1, 6)


def _opponents(text: str) -> Policy:
    """``--opponents``: a built-in policy's name, or ``MODULE:FUNCTION`` naming a callable
    ``view -> move`` (``FUNCTION`` may be dotted; ``MODULE`` is found on ``sys.path`` or in
    the current directory, as ``python -m`` would find it)."""
    if text in OPPONENTS or text in {f"level{n}" for n in LEVELS}:
        return text
    module, sep, name = text.partition(":")
    if not (sep and module and name):
        raise argparse.ArgumentTypeError(
            f"{text!r} is none of {', '.join(OPPONENTS)}, level1 to level5, nor MODULE:FUNCTION"
        )
    if os.getcwd() not in sys.path:
        sys.path.append(os.getcwd())
    try:
        found: Any = importlib.import_module(module)
        for part in name.split("."):
            found = getattr(found, part)
    except (ImportError, AttributeError) as err:
        raise argparse.ArgumentTypeError(f"cannot load {text!r}: {err}") from err
    if not callable(found):
        raise argparse.ArgumentTypeError(f"{text!r} is not callable")
    policy: Policy = found
    return policy


def _cmd_play(args: argparse.Namespace) -> int:
    colour = False if args.no_colour else None
    opponents = _play_opponents(args)
    if args.resume is not None:
        match = _resumed(args)
        return game_of(match).play(match.players, match.rules, None, opponents, colour, match)
    return _game(args).play(_players(args), args.rules, args.seed, opponents, colour)


def _play_opponents(args: argparse.Namespace) -> Policy:
    """``play``'s computer players: ``--level N`` (the level's player) or ``--opponents``."""
    if args.level is None:
        policy: Policy = args.opponents or "heuristic"
        return policy
    if args.opponents is not None:
        raise ZweiundzwanzigError("give --level or --opponents, not both")
    return f"level{args.level}"


def _resumed(args: argparse.Namespace) -> Any:
    """``play --resume FILE``: the match the saved record holds (its game, rules and table
    come from it, so those options may not be given too)."""
    given = [f for f, v in (("--players", args.players), ("--seed", args.seed)) if v is not None]
    if args.rules is not None:
        given.append("--rules/--option")
    if given:
        raise ZweiundzwanzigError(
            f"--resume takes the game, its rules and its table from the record: drop "
            f"{', '.join(given)}"
        )
    try:
        return records.read_match(records.load(args.resume))
    except records.RecordError as err:
        raise ZweiundzwanzigError(f"{args.resume}: {err}") from None


def _every_option() -> list[str]:
    """Every game's own options of `advise`, each once, in the order of the games."""
    every: list[str] = []
    for game in GAMES.values():
        every += [o for o in game.position.options if o not in every]
    return every


def _check_advise_options(args: argparse.Namespace) -> None:
    """Options of another game's description are a mistake, said as one; with `--file` none may
    be given."""
    own = _game(args).position.options
    every = [*SHARED_OPTIONS, "option", *_every_option()]
    given = [o for o in every if getattr(args, o) is not None]
    if args.file and given:
        raise ZweiundzwanzigError(
            f"--file describes the whole position: drop {', '.join(_flag(o) for o in given)}"
        )
    foreign = [o for o in given if o not in own and o not in (*SHARED_OPTIONS, "option")]
    if foreign:
        raise ZweiundzwanzigError(
            f"{', '.join(_flag(o) for o in foreign)} describe another game's position, not "
            f"{args.game}'s (its options: "
            f"{', '.join(_flag(o) for o in (*SHARED_OPTIONS, *own))})"
        )


def _flag(dest: str) -> str:
    return Flag(dest).name


def _described(args: argparse.Namespace) -> Any:
    _check_advise_options(args)
    game = _game(args)
    view_class = game.view_class()
    if args.file:
        return view_class.from_description(_position_file(args.file))
    missing = [_flag(n) for n in game.position.needed if getattr(args, n) is None]
    if missing:
        raise ZweiundzwanzigError(f"describe the position with {', '.join(missing)} (or --file)")
    values = {o: getattr(args, o) for o in (*SHARED_OPTIONS, *game.position.options)}
    return view_class.describe(**game.position.keywords(values))


def _cmd_advise(args: argparse.Namespace) -> int:
    game = _game(args)
    view = _described(args)
    budget_given = args.iterations is not None or args.time is not None
    if args.level is not None and budget_given:
        raise ZweiundzwanzigError("give --level or a budget (--iterations, --time), not both")
    iterations = args.iterations if budget_given or args.level is not None else 1000
    status = 0
    try:
        advice = advise(
            view,
            iterations=iterations,
            time_limit=args.time,
            seed=args.seed,
            algorithm=args.algorithm,
            threads=args.threads,
            level=args.level,
        )
    except Interrupted as stop:
        advice = stop.partial or []
        status = 130
    show = Display(colour=False if args.no_colour else None)
    given = _file_keys(args.file) if args.file else {k for k, v in vars(args).items() if v}
    for assumption in game.position.assumptions(given, view):
        show.line(f"Assumed: {assumption}.")
    show.line(game.position.line(view))
    words = game.advice_words
    title = "Moves, best first:"
    if status:
        playouts = sum(a.visits for a in advice)
        title = f"Interrupted after {playouts:,} playouts; the advice so far. " + title
    show.table(title, words.header(), advice_rows(advice, limit=args.top))
    for note in advice_notes(advice, words, limit=args.top):
        show.line(note)
    return status


#: The largest position file read (a real position is a few hundred bytes).
MOST_POSITION_BYTES = 1 << 20


def _position_file(path: str) -> str:
    """The text of a position file, refused unread beyond `MOST_POSITION_BYTES`."""
    with open(path, encoding="utf-8") as f:
        text = f.read(MOST_POSITION_BYTES + 1)
    if len(text) > MOST_POSITION_BYTES:
        raise ZweiundzwanzigError(
            f"{path} is larger than a position file can be ({MOST_POSITION_BYTES:,} characters)"
        )
    return text


def _file_keys(path: str) -> set[str]:
    data = json.loads(_position_file(path))
    return set(data) if isinstance(data, dict) else set()


#: The largest game file `review` reads (a long match's JSON is a few hundred kilobytes).
MOST_GAME_BYTES = 16 << 20


def _game_file(path: str) -> Any:
    """What `review FILE` reviews: the match of a JSON match file of any game (its game found
    by its ``format``), else the text itself, as a game record."""
    with open(path, encoding="utf-8") as f:
        text = f.read(MOST_GAME_BYTES + 1)
    if len(text) > MOST_GAME_BYTES:
        raise ZweiundzwanzigError(
            f"{path} is larger than a game file can be ({MOST_GAME_BYTES:,} characters)"
        )
    if not text.lstrip().startswith("{"):
        return text
    try:
        data = json.loads(text)
    except ValueError as err:
        raise ZweiundzwanzigError(f"{path} is not a JSON match: {err}") from None
    form = data.get("format") if isinstance(data, dict) else None
    for game in GAMES.values():
        if form == _match_format(game):
            try:
                return game.match_class().from_json(text)
            except (ValueError, TypeError, KeyError) as err:
                raise ZweiundzwanzigError(
                    f"{path}: not a readable {game.title} match: {err}"
                ) from None
    formats = ", ".join(_match_format(g) for g in GAMES.values())
    raise ZweiundzwanzigError(
        f"{path}: format {form!r} is no game's match (Match.to_json writes one of {formats})"
    )


def _match_format(game: Game) -> str:
    """The ``format`` a game's `Match.to_json` writes."""
    form: str = json.loads(game.match_class()(game.default_players, None, 0).to_json())["format"]
    return form


def _cmd_review(args: argparse.Namespace) -> int:
    source = _game_file(args.file)
    bar = ProgressBar(1, sys.stderr, unit="decisions")

    def progress(done: int, total: int) -> None:
        bar.total = total
        bar.update(done)

    try:
        result = review(
            source,
            seat=args.seat,
            iterations=args.iterations,
            time_limit=args.time_limit,
            seed=args.seed,
            threads=args.threads,
            progress=progress,
        )
    except records.RecordError as err:
        raise ZweiundzwanzigError(f"{args.file}: {err}") from None
    finally:
        bar.close()
    print(result)
    if args.html:
        review_html.write(result, args.html)
        print(f"\nthe review's page written to {args.html}")
    if not result.complete:
        print("zweiundzwanzig: interrupted; the review is partial", file=sys.stderr)
        return 130
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    from zweiundzwanzig.web.serve import serve

    if not 0 <= args.port <= 65535:
        args.command_parser.error(f"argument --port: {args.port} is not a port (0 to 65535)")
    return serve(args.host, args.port, browser=not args.no_browser)


def _cmd_legal(args: argparse.Namespace) -> int:
    for line in _game(args).legal(args.hand, args.trick, _rules(args)):
        print(line)
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    rules = _rules(args)
    if args.options:
        for name, value in rules.options().items():
            print(f"{name:20} {value!r}")
    else:
        explanations = _game(args).explanations
        print(explanations.guide(rules) if args.guide else explanations.rules_text(rules))
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the command line."""
    parser = argparse.ArgumentParser(
        prog="zweiundzwanzig",
        description="Three card games with a fast Rust core: the Zweiundzwanzig family (the "
        "default), Big Two and Arschloch. Every command takes --game; --rules takes the game's "
        "preset and --option NAME=VALUE changes its options.",
    )
    sub = parser.add_subparsers(dest="command", required=True)

    s = sub.add_parser("simulate", help="play many seeded matches and summarise them")
    _game_argument(s)
    s.add_argument("--games", type=int, default=100_000, help="matches to play (default 100000)")
    s.add_argument("--players", type=int, default=None, help="default 4")
    _rules_argument(s)
    s.add_argument(
        "--policies",
        nargs="+",
        default=["random"],
        help=f"one policy for all seats or one per seat ({', '.join(policy_names())})",
    )
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--threads", type=int, default=None, help="default: all cores")
    s.add_argument(
        "--out",
        help="write the per-game arrays (.npz, or .parquet with pyarrow); on Ctrl-C, those of "
        "the games finished",
    )
    s.add_argument("--summary-only", action="store_true", help="keep only the summary")
    s.add_argument(
        "--per-game", action="store_true", help="with --out: each deal's (game's) points too"
    )
    s.set_defaults(run=_cmd_simulate, command_parser=s)

    t = sub.add_parser("tournament", help="play policies against each other with the seats rotated")
    _game_argument(t)
    t.add_argument(
        "--policies",
        nargs="+",
        required=True,
        help=f"one policy per seat ({', '.join(policy_names())}); names may repeat",
    )
    t.add_argument("--games", type=int, default=400, help="matches to play (default 400)")
    _rules_argument(t)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--threads", type=int, default=None, help="default: all cores")
    t.set_defaults(run=_cmd_tournament, command_parser=t)

    pl = sub.add_parser("play", help="play a match in the terminal against the computer")
    _game_argument(pl)
    pl.add_argument("--players", type=int, default=None, help="default 4")
    _rules_argument(pl)
    pl.add_argument("--seed", type=int, default=None, help="default: a new match each time")
    pl.add_argument(
        "--opponents",
        type=_opponents,
        default=None,
        metavar="{heuristic,advisor,random,level1..level5,MODULE:FUNCTION}",
        help="the computer players: a built-in policy, or your own callable view -> move",
    )
    _level_argument(pl, "the computer players' strength, 1 (the heuristic) to 5")
    pl.add_argument("--no-colour", action="store_true", help="plain text even on a terminal")
    pl.add_argument(
        "--resume",
        metavar="FILE",
        help="carry on a match saved with the game's save command (a record of the whole table)",
    )
    pl.set_defaults(run=_cmd_play, command_parser=pl)

    a = sub.add_parser(
        "advise",
        help="rank the moves of a position at a real table",
        description="Rank the moves of your turn at a real table: describe the position with "
        "the options of your game (or --file), and get the moves with their values and 95% "
        "intervals.",
    )
    _game_argument(a)
    a.add_argument(
        "--file",
        help="the position as JSON (the keywords of the game's View.describe; its rules a "
        "preset's name or an object of options)",
    )
    a.add_argument("--players", type=int)
    a.add_argument("--seat", type=int, help="your seat (it is your turn)")
    a.add_argument("--hand", help='your cards, e.g. "K 9 9 4 3 2" (Big Two: "Ks 9h 9d 4c")')
    _rules_argument(a)
    _position_arguments(a)
    a.add_argument("--iterations", type=int, default=None, help="default 1000 (or --time)")
    a.add_argument("--time", type=float, default=None, help="seconds to think")
    _level_argument(a, "search as the advisor of this strength level, 1 to 5 (no budget then)")
    a.add_argument("--seed", type=int, default=0)
    a.add_argument("--algorithm", choices=["pimc", "ismcts"], default="pimc")
    a.add_argument("--threads", type=int, default=1)
    a.add_argument("--top", type=int, default=10, help="moves to show (default 10)")
    a.add_argument("--no-colour", action="store_true", help="plain text even on a terminal")
    a.set_defaults(run=_cmd_advise, command_parser=a)

    m = sub.add_parser("match", help="play one seeded random match and print its transcript")
    _game_argument(m)
    m.add_argument("--players", type=int, default=None, help="default 4")
    _rules_argument(m)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--view", type=int, default=None, help="print the log as this seat saw it")
    m.set_defaults(run=_cmd_match, command_parser=m)

    rv = sub.add_parser(
        "review",
        help="grade every decision of a finished game",
        description="Grade every decision of a game by the advice from the deciding seat's "
        "view: the best move, the chance to win before and after the move played, the loss "
        "and a grade; then each seat's accuracy.",
    )
    rv.add_argument("file", help="a JSON match of any game (Match.to_json) or a game record")
    rv.add_argument("--seat", type=int, default=None, help="review this seat only")
    rv.add_argument("--html", default=None, help="also write the review as one HTML page")
    rv.add_argument("--iterations", type=int, default=None, help="the search's budget a move")
    rv.add_argument("--time-limit", type=float, default=None, help="seconds a decision")
    rv.add_argument("--seed", type=int, default=0)
    rv.add_argument("--threads", type=int, default=1)
    rv.set_defaults(run=_cmd_review, command_parser=rv, rules=None, option=None)

    sv = sub.add_parser(
        "serve",
        help="serve the web page: play every game against the computer in a browser",
        description="Serve a page, on this machine, to play every game against the computer "
        "with hints and the review (needs the web extra). Ctrl-C stops it.",
    )
    sv.add_argument("--host", default="127.0.0.1", help="the address to listen on")
    sv.add_argument("--port", type=int, default=0, help="the port (default: a free one)")
    sv.add_argument("--no-browser", action="store_true", help="do not open a browser")
    sv.set_defaults(run=_cmd_serve, command_parser=sv, rules=None, option=None)

    lp = sub.add_parser("legal", help="list the legal moves of a hand")
    _game_argument(lp)
    lp.add_argument("hand", help='the hand, e.g. "K K 6 3 2 2" (Big Two: "Ks Kd 6h 3c 2s 2d")')
    lp.add_argument(
        "trick",
        nargs="*",
        help="the plays of the trick (Big Two, Arschloch: the round) so far, lead first, e.g. "
        '"5 5 5"; "pass" for a pass',
    )
    _rules_argument(lp)
    lp.set_defaults(run=_cmd_legal, command_parser=lp)

    r = sub.add_parser("rules", help="explain the rules of a preset, option by option")
    _game_argument(r)
    r.add_argument("rules", nargs="?", metavar="PRESET", default=None, help="default standard")
    _option_argument(r)
    shown = r.add_mutually_exclusive_group()
    shown.add_argument("--options", action="store_true", help="only the table: name value")
    shown.add_argument("--guide", action="store_true", help="a lesson in the game instead")
    r.set_defaults(run=_cmd_rules, command_parser=r, rules_flag="PRESET")
    return parser


def _game_argument(parser: argparse.ArgumentParser) -> None:
    default = next(iter(GAMES))
    parser.add_argument("--game", choices=list(GAMES), default=default, help=f"default {default}")


def _level(text: str) -> int:
    """``--level``: a strength level, 1 to 5."""
    if text.strip().isdigit() and int(text) in LEVELS:
        return int(text)
    raise argparse.ArgumentTypeError(f"a level is 1 to 5, not {text!r}")


def _level_argument(parser: argparse.ArgumentParser, help_text: str) -> None:
    parser.add_argument("--level", type=_level, default=None, metavar="1..5", help=help_text)


def _rules_argument(parser: argparse.ArgumentParser) -> None:
    shown = "; ".join(f"{g.name}: {', '.join(g.rules_class().presets())}" for g in GAMES.values())
    parser.add_argument(
        "--rules", default=None, help=f"the game's preset, default standard ({shown})"
    )
    _option_argument(parser)


def _option_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option",
        type=_option,
        action="append",
        default=None,
        metavar="NAME=VALUE",
        help="change an option of the rules (repeatable), e.g. --option pass_is_final=true; "
        "the VALUE is read as JSON (true, false, null, numbers, strings), a bare word as a "
        "string",
    )


def _option(text: str) -> tuple[str, Any]:
    """``--option NAME=VALUE``: the option's name and its value (`option_value`)."""
    try:
        return option_value(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _position_arguments(parser: argparse.ArgumentParser) -> None:
    """Each game's own options of `advise`, in a group per game (an option two games share is
    added with the first and named in the other's description)."""
    added: set[str] = set()
    for game in GAMES.values():
        flags = game.position.flags
        group = parser.add_argument_group(
            f"{game.title}'s position (--game {game.name})",
            f"options: {' '.join(f.name for f in flags)}",
        )
        for flag in flags:
            if flag.dest not in added:
                group.add_argument(flag.name, dest=flag.dest, default=None, **flag.settings)
                added.add(flag.dest)


def _resolve_rules(args: argparse.Namespace) -> None:
    """``--rules`` and ``--option`` as the game's rule set: a preset that is not the chosen
    game's, or an option ``Rules.replace`` refuses, is a usage error of the command, like any
    bad choice. Neither given: ``args.rules`` stays None (the game's standard rules, and
    nothing said)."""
    parser: argparse.ArgumentParser = args.command_parser
    name, options = args.rules, dict(args.option or [])
    if name is None and not options:
        return
    presets = _game(args).rules_class().presets()
    if name is not None and name not in presets:
        parser.error(
            f"argument {getattr(args, 'rules_flag', '--rules')}: invalid choice: {name!r} for "
            f"{args.game} "
            f"(choose from {', '.join(presets)})"
        )
    rules = rules_for(_game(args), name)
    if options:
        try:
            rules = rules.replace(**options)
        except (ValueError, TypeError, OverflowError) as err:
            parser.error(f"argument --option: {err}")
    args.rules = rules


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    _resolve_rules(args)
    try:
        status: int = args.run(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away (`zweiundzwanzig match | head`): stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
    except (ZweiundzwanzigError, IndexError, ValueError, ImportError, OSError) as err:
        print(f"zweiundzwanzig: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nzweiundzwanzig: interrupted", file=sys.stderr)
        return 130
    return status


if __name__ == "__main__":
    raise SystemExit(main())
