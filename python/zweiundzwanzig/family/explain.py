"""The rules in words, for any rule set: what each option means at the table (`rules_text`), and
a short lesson in the game it makes (`guide`).

The texts read the option values from the `Rules` object and explain them; the examples in them
are worked out by the library (`legal_plays`, `beats`, `trick_winner`), so they hold for the rule
set given, house rules included. The complete rules, with the worked examples of the published
rules, are in the project's `docs/rules/` pages.

>>> from zweiundzwanzig import Rules
>>> from zweiundzwanzig.family.explain import guide, rules_text
>>> print(rules_text(Rules.rasmussen()).splitlines()[0])
Schlagen und Stechen (Ben Rasmussen's variant): Rules.rasmussen()
>>> "You are out when your total reaches 22" in guide(Rules.standard())
True
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from zweiundzwanzig._core import Rules, beats, legal_plays, trick_winner
from zweiundzwanzig.display import options_text, wrapped

DOCS = "https://github.com/zweiundzwanzig/zweiundzwanzig/tree/main/docs/rules"
"""Where the complete rules are published (the `docs/rules/` pages of the project)."""

PRESET_NAMES = {
    "standard": "Zweiundzwanzig, the standard game",
    "twenty_two": "Twenty-Two",
    "rasmussen": "Schlagen und Stechen (Ben Rasmussen's variant)",
    "sechsundzwanzig": "Sechsundzwanzig (Roman Igumnow's variant)",
}

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def _cards(play: object) -> str:
    """A play or card string as players write it: `Q-J`."""
    return "-".join(str(play).split())


def _beat_against(rules: Rules) -> str:
    if rules.beat_against == "lead":
        return (
            "To beat, a follower plays cards that are, card for card from the highest down, at "
            "least as high as the lead. What others played after the lead does not matter: the "
            "bar stays where the leader set it."
        )
    return (
        "To beat, a follower plays cards that are, card for card from the highest down, at least "
        "as high as the best play of the trick so far (the last play that beat, or the lead). "
        "Equal is enough, and each beat raises the bar for the next player."
    )


def _compulsory_beating(rules: Rules) -> str:
    if rules.compulsory_beating:
        return (
            "Beating is compulsory: a player who can beat must beat. Only a player who cannot "
            "beat gives off their lowest cards."
        )
    return (
        "Beating is never compulsory: giving off your lowest cards is always allowed, also when "
        "you could beat."
    )


def _trick_winner(rules: Rules) -> str:
    if rules.trick_winner == "last_stechen":
        return (
            "The trick goes to the last player who stach, that is who played cards of one rank "
            "at least as high as every group of one rank played in the trick so far (the lead "
            "included: such a play always beats the lead, even where it does not beat the best "
            "play so far); that player leads the next trick. If nobody stach, the leader leads "
            "again: beating alone never takes the lead."
        )
    return (
        "The last player who beat wins the trick and leads the next one; if nobody beat, the "
        "leader wins it."
    )


def _loss_cards(rules: Rules) -> str:
    if rules.loss_cards == "returned":
        return (
            "A loss card's value is written down and the card goes back into the deck: every "
            "deal is dealt from all the cards."
        )
    return (
        "A loss card stays face up in front of its owner, and is not dealt again while they are "
        "in the match; a player who goes out gives theirs back to the deck."
    )


def _jokers_per_deck(rules: Rules) -> str:
    n = rules.jokers_per_deck
    if n == 0:
        return "No jokers: the decks hold only the 52 rank cards."
    count = f"{n} joker{'s' if n > 1 else ''} per deck"
    if rules.decks is not None and rules.decks > 1:
        count += f" ({n * rules.decks} in all)"
    return (
        f"{count}. With at least one rank card, a joker counts as the highest rank card of its "
        "group (8-*-* is three eights); jokers are played on their own only by a player who has "
        "nothing else, and then they rank above the ace. In a give-off jokers count as the "
        f"highest cards. At the showdown a joker beats an ace and is worth {Rules.value('*')}."
    )


def _decks_by_table(rules: Rules, most: int = 18) -> str:
    """`one deck for 2 to 6 players, two for 7 to 12, ...`, as `rules.decks_for` gives them."""
    spans: dict[int, list[int]] = {}
    for players in range(2, most + 1):
        spans.setdefault(rules.decks_for(players), []).append(players)
    return ", ".join(
        f"{'one deck' if d == 1 else _number(d)} for {ps[0]} to {ps[-1]} players"
        for d, ps in spans.items()
    )


def _decks(rules: Rules) -> str:
    if rules.decks is None:
        return (
            "One 52-card deck for every six players or part of six: "
            f"{_decks_by_table(rules)}, and so on."
        )
    cards = rules.decks * (52 + rules.jokers_per_deck)
    many = "One 52-card deck" if rules.decks == 1 else f"{_number(rules.decks)} 52-card decks"
    jokers = " with the jokers" if rules.jokers_per_deck else ""
    return f"{many.capitalize()}{jokers} ({cards} cards in all), whatever the number of players."


def _number(n: int) -> str:
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
    return words[n] if 0 <= n < len(words) else str(n)


def _elimination(rules: Rules) -> str:
    return (
        f"A player whose total reaches {rules.elimination} or more after a showdown is out of "
        "the match."
    )


def _first_deal(rules: Rules) -> str:
    highest = "13 for a joker" if rules.jokers_per_deck else "11 for an ace"
    return (
        f"The first deal gives {rules.first_deal} card{'s' if rules.first_deal > 1 else ''} "
        "each. Every later deal gives as many as the value of the previous loss card (from 2 "
        f"up to {highest}), or as many as the cards allow when they are too few."
    )


def _exchange(rules: Rules) -> str:
    if rules.exchange:
        return (
            "Before the first trick, each player in turn from the dealer's left may lay aside "
            "any number of cards (at most as many as the stock holds) and draw as many from the "
            "stock. The others learn how many, not which."
        )
    return "No exchange: each deal goes straight to the first trick."


def _all_out(rules: Rules) -> str:
    if rules.all_out == "lowest_total":
        return (
            "If everyone still in goes out in the same showdown, the lowest total among them "
            "wins; a tie for the lowest shares the win."
        )
    return "If everyone still in goes out in the same showdown, they all win together."


OPTIONS: dict[str, Callable[[Rules], str]] = {
    "beat_against": _beat_against,
    "compulsory_beating": _compulsory_beating,
    "trick_winner": _trick_winner,
    "loss_cards": _loss_cards,
    "jokers_per_deck": _jokers_per_deck,
    "decks": _decks,
    "elimination": _elimination,
    "first_deal": _first_deal,
    "exchange": _exchange,
    "all_out": _all_out,
}
"""For each option of `Rules`, the sentence that says what its value means at the table."""


def _wrap(text: str, indent: str = "") -> str:
    return wrapped(text, indent)


def _title(rules: Rules) -> str:
    if rules.preset is not None:
        return f"{PRESET_NAMES.get(rules.preset, rules.preset)}: {rules!r}"
    return f"house rules: {rules!r}"


def option_text(rules: Rules, name: str) -> str:
    """What option `name` of `rules` means at the table, in a sentence or a few."""
    explain = OPTIONS.get(name)
    if explain is None:
        return "(not explained yet)"
    return explain(rules)


def rules_text(rules: Rules) -> str:
    """Each option of `rules`, its value and what it means at the table."""
    title = _title(rules)
    explain = {name: functools.partial(option_text, name=name) for name in rules.options()}
    return options_text(title[0].upper() + title[1:], rules, explain, DOCS)


def _paragraph(heading: str, text: str) -> str:
    return _wrap(f"{heading}. {text}")


def _aim(rules: Rules) -> str:
    return _paragraph(
        "The aim",
        "Nobody wants to hold the highest card when a deal ends. Each deal ends with a "
        "showdown: everyone shows their last card, and the highest card loses (if several tie "
        "for the highest, all of them lose). A loser keeps the card as a loss card and its "
        f"value is added to their total. You are out when your total reaches "
        f"{rules.elimination}; the last player left in wins. {_all_out(rules)}",
    )


def _card_values(rules: Rules) -> str:
    ranks = RANKS + (("*",) if rules.jokers_per_deck else ())
    numbers = [r for r in ranks if r.isdigit() and Rules.value(r) == int(r)]
    faces: dict[int, list[str]] = {}
    for r in ranks:
        if r not in numbers:
            faces.setdefault(Rules.value(r), []).append(r)
    values = [f"{numbers[0]} to {numbers[-1]} count their number"]
    values += [f"{_plays(list(rs), 'and')} {v}" for v, rs in faces.items()]
    low_to_high = " ".join(ranks)
    return _paragraph(
        "Cards",
        f"Suits do not count; a card is its rank. From low to high: {low_to_high}. "
        f"Their values, for the totals and the size of the next deal: {', '.join(values)}. "
        f"{_decks(rules)}",
    )


def _deal(rules: Rules) -> str:
    text = (
        f"{_first_deal(rules)} Whoever lost the showdown deals the next deal, so losing with an "
        f"ace means a deal of {Rules.value('A')} cards each, dealt by you."
    )
    if rules.exchange:
        exchange = _exchange(rules)
        text += f" Then comes the exchange: {exchange[0].lower()}{exchange[1:]}"
    return _paragraph("A deal", text)


def _tricks(rules: Rules) -> str:
    return _paragraph(
        "Tricks",
        "While everyone holds two cards or more, tricks are played. The player to the dealer's "
        "left leads the first trick; after that, whoever wins a trick leads the next. A lead is "
        "one card or several cards of one rank, and the leader must keep at least one card "
        f"(holding only 5-5-5 you may lead {_plays(legal_plays('5 5 5', [], rules))}). Each "
        "other player in turn, going left, then plays as many cards as were led, of any ranks: "
        "they either beat or give off.",
    )


def _plays(plays: Sequence[object], last: str = "or") -> str:
    """`5 or 5-5`, `2, K or A`: plays as a player would list them."""
    shown = [_cards(p) for p in plays]
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} {last} {shown[-1]}"


def _beating(rules: Rules) -> str:
    def example(play: str, best: str, why: str) -> str:
        verb = "beats" if beats(play, best, rules) else "does not beat"
        return f"{_cards(play)} {verb} {_cards(best)} ({why})"

    hand, trick = "8 8 3 2", ["7 7", "Q 7"]
    to_beat = "the lead 7-7" if rules.beat_against == "lead" else "Q-7, the best play"
    return _paragraph(
        "What beats what",
        f"{_beat_against(rules)} For example, "
        + example("Q 7", "7 7", "the queen tops a seven and the seven equals the other")
        + "; "
        + example("K K 6", "10 9 7", "the kings top the ten and the nine, but the 6 is below the 7")
        + f". After 7-7 and Q-7, the next player has to beat {to_beat}: holding 8-8-3-2 they "
        f"may play {_plays(legal_plays(hand, trick, rules))}.",
    )


def _giving_off(rules: Rules) -> str:
    if rules.compulsory_beating:
        rule = (
            "Only a player who cannot beat gives off; whoever can beat must. Holding K-9-3-2 "
            f"against a lead of 10 you must play {_plays(legal_plays('K 9 3 2', ['10'], rules))}."
        )
    else:
        rule = (
            "This is always allowed, also when you could beat: holding K-9-3-2 against a lead "
            f"of 10 you may play {_plays(legal_plays('K 9 3 2', ['10'], rules))}."
        )
    jokers = " Jokers count as your highest cards here." if rules.jokers_per_deck else ""
    return _paragraph(
        "Giving off",
        "A give-off is a play of your lowest cards, as many as were led; it does not beat. "
        f"{rule} Against a lead of A, holding K-9-3-2, you cannot beat and give off "
        f"{_plays(legal_plays('K 9 3 2', ['A'], rules))}.{jokers}",
    )


def _winning(rules: Rules) -> str:
    if rules.trick_winner == "last_stechen":
        plays = ["8 8", "K 10", "9 9"]
        shown = "8-8 led, then K-10 and 9-9"
    else:
        plays = ["7 7", "Q 7", "Q J", "3 5"]
        shown = "7-7 led, then Q-7, Q-J and 3-5"
    winner = trick_winner(plays, rules)
    who = "the leader leads again" if winner == 0 else f"the player of {_cards(plays[winner])} wins"
    return _paragraph(
        "Who wins the trick",
        f"{_trick_winner(rules)} In a trick of {shown}, {who}. Winning a trick scores nothing; "
        "it gives you the next lead.",
    )


def _jokers(rules: Rules) -> str:
    if not rules.jokers_per_deck:
        return ""
    bernd = _plays(legal_plays("* 7 3 2", ["5 5 *"], rules))
    return _paragraph(
        "Jokers",
        f"{_jokers_per_deck(rules)} Against a lead of 5-5-* (three fives), holding *-7-3-2 you "
        f"may only play {bernd}: with the joker your groups count as 7-7-3, 7-7-2 or 3-3-2, "
        "and none of them beats three fives.",
    )


def _showdown(rules: Rules) -> str:
    return _paragraph(
        "Why a low last card matters",
        "When everyone is down to one card, the cards are shown, and the highest loses: showing "
        "9, K, K and 4, both kings lose, 10 points each. A 2 is safe (it loses only if everyone "
        "shows a 2); an ace costs 11 points and makes the next deal a big one, dealt by you. So "
        "use the tricks to get rid of your high cards, and keep a low card for the end: a "
        "give-off throws away your lowest cards, and you may want one of them at the showdown.",
    )


def _out(rules: Rules) -> str:
    return _paragraph(
        "When you are out",
        f"You are out when your total reaches {rules.elimination}, after the showdown that "
        "takes you there. As its loser you still deal the next deal, then leave the table; the "
        "match goes on without you until one player is left. "
        f"{_loss_cards(rules)}",
    )


def guide(rules: Rules) -> str:
    """A short lesson in the game `rules` make: the aim, the cards and their values, dealing and
    the exchange, leading, what beats what, the give-off, who wins a trick, jokers, the
    showdown, and when you are out. The examples are worked out for these rules."""
    parts = [
        f"How to play {_title(rules)}" if rules.preset else f"How to play these {_title(rules)}",
        _aim(rules),
        _card_values(rules),
        _deal(rules),
        _tricks(rules),
        _beating(rules),
        _giving_off(rules),
        _winning(rules),
        _jokers(rules),
        _showdown(rules),
        _out(rules),
        _wrap(f"The complete rules, with worked examples: {DOCS}"),
    ]
    return "\n\n".join(p for p in parts if p)
