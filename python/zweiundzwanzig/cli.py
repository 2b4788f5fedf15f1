"""The `zweiundzwanzig` command line.

Commands:
    zweiundzwanzig simulate [--game G] [--games N] [--players P] [--rules PRESET]
                            [--policies ...] [--seed S] [--threads T] [--out FILE]
                            [--summary-only]
        plays N seeded matches in Rust and prints the summary table
    zweiundzwanzig tournament --policies P1 P2 ... [--game G] [--games N] [--rules PRESET]
                              [--seed S] [--threads T]
        plays policies against each other with the seats rotated and prints the standings
    zweiundzwanzig play [--game G] [--players N] [--rules PRESET] [--seed S]
                        [--opponents heuristic|advisor|random|MODULE:FUNCTION]
        plays a match in the terminal against computer players (type help in the game);
        MODULE:FUNCTION names your own policy, a callable view -> move
    zweiundzwanzig advise [--game G] (--file POSITION.json | --players N --seat S --hand CARDS
                           [--dealer D] [--trick SEAT:CARDS ...] [--played CARDS] [--totals ...]
                           [--round SEAT:CARDS|SEAT:pass ...] [--face-up SEAT:CARD] ...)
        ranks the moves of a position at a real table (each game's options: advise --help)
    zweiundzwanzig match [--game G] [--players N] [--rules PRESET] [--seed S] [--view P]
        plays one seeded match of uniformly random legal moves and prints its transcript
    zweiundzwanzig legal HAND [TRICK_PLAY ...] [--rules PRESET]
        lists the legal plays of HAND after the given plays of the trick
    zweiundzwanzig rules [PRESET] [--options | --guide]
        explains each option of a preset in words (--options: the bare table; --guide: a
        lesson in the game under those rules)

``--game`` is ``zweiundzwanzig`` (the default: the family and its presets), ``arschloch`` or
``big_two``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys
from collections.abc import Sequence
from typing import Any

from zweiundzwanzig import (
    Interrupted,
    Rules,
    View,
    ZweiundzwanzigError,
    advise,
    legal_plays,
)
from zweiundzwanzig._core import policy_names
from zweiundzwanzig.arschloch import advise as arschloch_advise
from zweiundzwanzig.big_two import advise as big_two_advise
from zweiundzwanzig.display import AdviceWords, Display, advice_notes, advice_rows
from zweiundzwanzig.explain import guide, rules_text
from zweiundzwanzig.games import GAMES, game_named
from zweiundzwanzig.play import ADVICE_WORDS, main_play
from zweiundzwanzig.progress import ProgressBar
from zweiundzwanzig.simulate import Policy, check_output, simulate
from zweiundzwanzig.tournament import tournament


def _rules(name: str | None, game: str = "zweiundzwanzig") -> Any:
    return game_named(game).rules(name)


def _players(args: argparse.Namespace) -> int:
    """`--players`, or the game's usual table."""
    if args.players is None:
        return game_named(args.game).default_players
    players: int = args.players
    return players


def play_random_match(players: int, rules: Any, seed: int, game: str = "zweiundzwanzig") -> Any:
    """A whole match of uniformly random legal moves: the deals from `seed`, the choices from a
    generator seeded with `seed` too."""
    match = game_named(game).match_class()(players=players, rules=rules, seed=seed)
    chooser = random.Random(seed)
    while not match.is_over:
        moves = match.legal_moves()
        match.apply(moves[chooser.randrange(len(moves))])
    return match


def _cmd_match(args: argparse.Namespace) -> int:
    match = play_random_match(_players(args), _rules(args.rules, args.game), args.seed, args.game)
    text = match.view(args.view).transcript() if args.view is not None else match.transcript()
    print(text)
    result = match.result
    assert result is not None
    print()
    print(f"winners: {', '.join(f'P{p}' for p in result.winners)}")
    print(f"places:  {' '.join(str(p) for p in result.places)}")
    print(f"totals:  {' '.join(str(t) for t in result.totals)}")
    if game_named(args.game).rounds == "games":
        print(f"games:   {result.games}")
    else:
        print(f"deals:   {result.deals}")
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
        )
    except Interrupted as stop:
        bar.close()
        return _partial(stop, "games", "--out was not written" if args.out else "")
    bar.close()
    print(result.summary.table())
    if args.out:
        path = result.save(args.out)
        print(f"\nper-game arrays written to {path}")
    return 0


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


def _opponents(text: str) -> Policy:
    """``--opponents``: a built-in policy's name, or ``MODULE:FUNCTION`` naming a callable
    ``view -> move`` (``FUNCTION`` may be dotted; ``MODULE`` is found on ``sys.path`` or in
    the current directory, as ``python -m`` would find it)."""
    if text in OPPONENTS:
        return text
    module, sep, name = text.partition(":")
    if not (sep and module and name):
        raise argparse.ArgumentTypeError(
            f"{text!r} is none of {', '.join(OPPONENTS)}, nor MODULE:FUNCTION"
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
    players = _players(args)
    if args.game == "arschloch":
        from zweiundzwanzig.arschloch.play import main_play as arschloch_play

        return arschloch_play(players, args.rules, args.seed, args.opponents, colour)
    if args.game == "big_two":
        from zweiundzwanzig.big_two.play import main_play as big_two_play

        return big_two_play(players, args.rules, args.seed, args.opponents, colour)
    return main_play(players, args.rules or "standard", args.seed, args.opponents, colour)


def _seat_play(text: str) -> tuple[int, str]:
    seat, sep, cards = text.partition(":")
    if not sep or not seat.strip().isdigit():
        raise argparse.ArgumentTypeError(f"expected SEAT:CARDS such as 1:Q-J, got {text!r}")
    return int(seat), cards


def _seat_play_or_pass(text: str) -> tuple[int, str | None]:
    """`--round` items: SEAT:CARDS, or SEAT:pass."""
    seat, cards = _seat_play(text)
    return seat, None if cards.strip().lower() in ("pass", "p", "-") else cards


def _count_or_none(text: str) -> int | None:
    if text in ("-", "none", "None"):
        return None
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"expected a number of cards or -, got {text!r}")
    return int(text)


def _order(text: str) -> list[int]:
    """`--orders` items: a finishing order as seats joined by commas, e.g. 2,0,1,3."""
    seats = text.split(",")
    if not all(s.strip().isdigit() for s in seats):
        raise argparse.ArgumentTypeError(
            f"expected seats joined by commas such as 2,0,1,3, got {text!r}"
        )
    return [int(s) for s in seats]


#: The options of `advise` the family's position reads beside the shared ones.
FAMILY_OPTIONS = (
    "phase",
    "deal",
    "dealer",
    "discards",
    "exchanged",
    "trick",
    "played",
    "loss_cards",
    "totals",
    "out",
)

#: The options each game's position may be described with, beside the shared ones.
ADVISE_OPTIONS = {
    "zweiundzwanzig": FAMILY_OPTIONS,
    "big_two": big_two_advise.OPTIONS,
    "arschloch": arschloch_advise.OPTIONS,
}

#: The keywords of `View.describe` whose options are named otherwise (`--game` names the game).
KEYWORDS = {"round": "rounds", "game_number": "game"}

#: What every game's position reads: the table, the seat, the hand, the rules.
SHARED_OPTIONS = ("players", "seat", "hand", "rules")


def _check_advise_options(args: argparse.Namespace) -> None:
    """Options of another game's description are a mistake, said as one; with `--file` none may
    be given."""
    own = set(ADVISE_OPTIONS[args.game])
    every = {o for options in ADVISE_OPTIONS.values() for o in options} | set(SHARED_OPTIONS)
    given = sorted(o for o in every if getattr(args, o) is not None)
    if args.file and given:
        raise ZweiundzwanzigError(
            f"--file describes the whole position: drop {', '.join(_flag(o) for o in given)}"
        )
    foreign = [o for o in given if o not in own and o not in SHARED_OPTIONS]
    if foreign:
        raise ZweiundzwanzigError(
            f"{', '.join(_flag(o) for o in foreign)} describe another game's position, not "
            f"{args.game}'s (its options: "
            f"{', '.join(_flag(o) for o in (*SHARED_OPTIONS, *ADVISE_OPTIONS[args.game]))})"
        )


def _flag(dest: str) -> str:
    return "--" + dest.replace("_", "-")


def _described(args: argparse.Namespace) -> Any:
    _check_advise_options(args)
    view_class = game_named(args.game).view_class()
    if args.file:
        return view_class.from_description(_position_file(args.file))
    needed = (
        ("players", "seat", "dealer", "hand")
        if args.game == "zweiundzwanzig"
        else SHARED_OPTIONS[:3]
    )
    missing = [_flag(n) for n in needed if getattr(args, n) is None]
    if missing:
        raise ZweiundzwanzigError(f"describe the position with {', '.join(missing)} (or --file)")
    if args.game != "zweiundzwanzig":
        options = (*SHARED_OPTIONS, *ADVISE_OPTIONS[args.game])
        return view_class.describe(**{KEYWORDS.get(o, o): getattr(args, o) for o in options})
    return View.describe(
        players=args.players,
        seat=args.seat,
        dealer=args.dealer,
        hand=args.hand,
        rules=args.rules,
        phase=args.phase or "play",
        deal=args.deal,
        discards=args.discards,
        exchanged=args.exchanged,
        trick=args.trick or [],
        played=args.played,
        loss_cards=args.loss_cards,
        totals=args.totals,
        out=args.out or [],
    )


def _cmd_advise(args: argparse.Namespace) -> int:
    view = _described(args)
    budget_given = args.iterations is not None or args.time is not None
    iterations = args.iterations if budget_given else 1000
    status = 0
    try:
        advice = advise(
            view,
            iterations=iterations,
            time_limit=args.time,
            seed=args.seed,
            algorithm=args.algorithm,
            threads=args.threads,
        )
    except Interrupted as stop:
        advice = stop.partial or []
        status = 130
    show = Display(colour=False if args.no_colour else None)
    given = _file_keys(args.file) if args.file else {k for k, v in vars(args).items() if v}
    for assumption in _assumptions(args.game, given, view):
        show.line(f"Assumed: {assumption}.")
    show.line(_position_line(args.game, view))
    words = _advice_words(args.game)
    title = "Moves, best first:"
    if status:
        playouts = sum(a.visits for a in advice)
        title = f"Interrupted after {playouts:,} playouts; the advice so far. " + title
    show.table(title, words.header(), advice_rows(advice, limit=args.top))
    for note in advice_notes(advice, words, limit=args.top):
        show.line(note)
    return status


def _advice_words(game: str) -> AdviceWords:
    """How the advice table names and explains its figures, in the game's words."""
    if game == "big_two":
        return big_two_advise.WORDS
    if game == "arschloch":
        return arschloch_advise.WORDS
    return ADVICE_WORDS


def _position_line(game: str, view: Any) -> str:
    if game == "big_two":
        return big_two_advise.position_line(view)
    if game == "arschloch":
        return arschloch_advise.position_line(view)
    trick = "; ".join(f"P{p} {play}" for p, play in view.trick) or "nobody yet"
    return (
        f"P{view.player} to {'exchange' if view.phase == 'exchange' else 'play'}, holding "
        f"{' '.join(str(c) for c in view.hand)}; trick: {trick}; stock {view.stock_size} cards."
    )


def _assumptions(game: str, given: set[str], view: Any) -> list[str]:
    """What the description left out and the advice assumed, said out loud."""
    if game == "big_two":
        return big_two_advise.assumptions(given, view)
    if game == "arschloch":
        return arschloch_advise.assumptions(given, view)
    said = []
    if view.rules.exchange and view.phase == "play" and "exchanged" not in given:
        said.append(
            "every seat exchanged 0 cards in this deal (say how many with --exchanged, one "
            'number per seat, or "exchanged" in the file)'
        )
    return said


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
    import json

    data = json.loads(_position_file(path))
    return set(data) if isinstance(data, dict) else set()


def _cmd_legal(args: argparse.Namespace) -> int:
    for play in legal_plays(args.hand, args.trick, _rules(args.rules)):
        print(play)
    return 0


def _cmd_rules(args: argparse.Namespace) -> int:
    rules = _rules(args.preset)
    if args.options:
        for name, value in rules.options().items():
            print(f"{name:20} {value!r}")
    else:
        print(guide(rules) if args.guide else rules_text(rules))
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the command line."""
    parser = argparse.ArgumentParser(
        prog="zweiundzwanzig",
        description="The Zweiundzwanzig family of card games.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    presets = Rules.presets()

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
    s.add_argument("--out", help="write the per-game arrays (.npz, or .parquet with pyarrow)")
    s.add_argument("--summary-only", action="store_true", help="keep only the summary")
    s.set_defaults(run=_cmd_simulate)

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
    t.set_defaults(run=_cmd_tournament)

    pl = sub.add_parser("play", help="play a match in the terminal against the computer")
    _game_argument(pl)
    pl.add_argument("--players", type=int, default=None, help="default 4")
    _rules_argument(pl)
    pl.add_argument("--seed", type=int, default=None, help="default: a new match each time")
    pl.add_argument(
        "--opponents",
        type=_opponents,
        default="heuristic",
        metavar="{heuristic,advisor,random,MODULE:FUNCTION}",
        help="the computer players: a built-in policy, or your own callable view -> move",
    )
    pl.add_argument("--no-colour", action="store_true", help="plain text even on a terminal")
    pl.set_defaults(run=_cmd_play)

    a = sub.add_parser(
        "advise",
        help="rank the moves of a position at a real table",
        description="Rank the moves of your turn at a real table: describe the position with "
        "the options of your game (or --file), and get the moves with their values and 95% "
        "intervals.",
    )
    _game_argument(a)
    a.add_argument("--file", help="the position as JSON (the keywords of the game's View.describe)")
    a.add_argument("--players", type=int)
    a.add_argument("--seat", type=int, help="your seat (it is your turn)")
    a.add_argument("--hand", help='your cards, e.g. "K 9 9 4 3 2" (Big Two: "Ks 9h 9d 4c")')
    _rules_argument(a)
    a.add_argument("--dealer", type=int, help="the dealer of this deal (game)")
    a.add_argument("--totals", nargs="+", type=int, default=None, help="each seat's points")
    fam = a.add_argument_group("the family's position (--game zweiundzwanzig)")
    fam.add_argument("--phase", choices=["exchange", "play"], default=None, help="default play")
    fam.add_argument("--deal", type=int, default=None)
    fam.add_argument("--discards", default=None, help="your own discards in this deal")
    fam.add_argument(
        "--exchanged",
        nargs="+",
        type=_count_or_none,
        default=None,
        help="cards each seat exchanged in this deal, - for not yet",
    )
    fam.add_argument(
        "--trick",
        nargs="+",
        type=_seat_play,
        default=None,
        help="the trick so far, lead first, as SEAT:CARDS (e.g. 1:8 2:10)",
    )
    fam.add_argument("--played", default=None, help="the cards of earlier tricks of this deal")
    fam.add_argument("--loss-cards", nargs="+", default=None, help="each seat's loss cards")
    fam.add_argument("--out", nargs="+", type=int, default=None, help="seats already out")
    games = a.add_argument_group("Big Two's and Arschloch's position (--game big_two|arschloch)")
    games.add_argument(
        "--game-number", type=int, default=None, help="this game's number, default 1"
    )
    games.add_argument(
        "--round",
        nargs="+",
        type=_seat_play_or_pass,
        action="append",
        default=None,
        help="one round of this game, in order, as SEAT:CARDS or SEAT:pass (e.g. 0:3d-3s "
        "1:pass 2:8h-8c); once for each round, the one on the table last",
    )
    games.add_argument(
        "--cards-left", nargs="+", type=int, default=None, help="the cards each seat holds"
    )
    games.add_argument(
        "--winners", nargs="+", type=int, default=None, help="Big Two: each earlier game's winner"
    )
    games.add_argument(
        "--face-up",
        type=big_two_advise.pair,
        default=None,
        help="Big Two with 3 players: SEAT:CARD, who took the card dealt face up",
    )
    games.add_argument(
        "--seating",
        nargs="+",
        type=int,
        default=None,
        help="Arschloch: this game's order of play, the leader first",
    )
    games.add_argument("--given", default=None, help="Arschloch: the cards your exchange took")
    games.add_argument("--received", default=None, help="Arschloch: the cards it gave you")
    games.add_argument(
        "--finished", nargs="+", type=int, default=None, help="Arschloch: seats out, in order"
    )
    games.add_argument(
        "--orders",
        nargs="+",
        type=_order,
        default=None,
        help="Arschloch: earlier games' finishing orders, each as seats joined by commas",
    )
    a.add_argument("--iterations", type=int, default=None, help="default 1000 (or --time)")
    a.add_argument("--time", type=float, default=None, help="seconds to think")
    a.add_argument("--seed", type=int, default=0)
    a.add_argument("--algorithm", choices=["pimc", "ismcts"], default="pimc")
    a.add_argument("--threads", type=int, default=1)
    a.add_argument("--top", type=int, default=10, help="moves to show (default 10)")
    a.add_argument("--no-colour", action="store_true", help="plain text even on a terminal")
    a.set_defaults(run=_cmd_advise)

    m = sub.add_parser("match", help="play one seeded random match and print its transcript")
    _game_argument(m)
    m.add_argument("--players", type=int, default=None, help="default 4")
    _rules_argument(m)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--view", type=int, default=None, help="print the log as this seat saw it")
    m.set_defaults(run=_cmd_match)

    lp = sub.add_parser("legal", help="list the legal plays of a hand")
    lp.add_argument("hand", help='the hand, e.g. "K K 6 3 2 2"')
    lp.add_argument(
        "trick", nargs="*", help='the plays of the trick so far, lead first, e.g. "5 5 5"'
    )
    lp.add_argument("--rules", choices=presets, default="standard")
    lp.set_defaults(run=_cmd_legal)

    r = sub.add_parser("rules", help="explain the rules of a preset, option by option")
    r.add_argument("preset", nargs="?", choices=presets, default="standard")
    shown = r.add_mutually_exclusive_group()
    shown.add_argument("--options", action="store_true", help="only the table: name value")
    shown.add_argument("--guide", action="store_true", help="a lesson in the game instead")
    r.set_defaults(run=_cmd_rules)
    return parser


def _game_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game", choices=list(GAMES), default="zweiundzwanzig", help="default zweiundzwanzig"
    )


def _rules_argument(parser: argparse.ArgumentParser) -> None:
    shown = "; ".join(f"{g.name}: {', '.join(g.rules_class().presets())}" for g in GAMES.values())
    parser.add_argument(
        "--rules", default=None, help=f"the game's preset, default standard ({shown})"
    )


def _check_preset(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """A `--rules` that is not a preset of the chosen game is a usage error, like any choice."""
    name = getattr(args, "rules", None)
    if name is None or not hasattr(args, "game"):
        return
    presets = game_named(args.game).rules_class().presets()
    if name not in presets:
        parser.error(
            f"argument --rules: invalid choice: {name!r} for {args.game} "
            f"(choose from {', '.join(presets)})"
        )


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    _check_preset(parser, args)
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
