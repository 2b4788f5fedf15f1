"""The family's cards and move tokens in a record: cards written dashed (``K-K-7``), an
exchange's token (``keep``, ``J-6/K-4``, ``?-?/?-?``) written and read."""

from __future__ import annotations

from dataclasses import dataclass

from zweiundzwanzig import _core as zz
from zweiundzwanzig.records import Token

DEAL = "deal"
KEEP = "keep"
HIDDEN = "?"


def dashed(cards: str) -> str:
    """Cards as a move token writes them: ``"K K 7"`` -> ``"K-K-7"``."""
    return "-".join(cards.split())


def exchange_token(discarded: str | None, drawn: str | None, count: int) -> str:
    """An exchange's token: ``keep``, ``J-6/K-4``, or ``?-?/?-?`` for unseen cards."""
    if count == 0:
        return KEEP
    hidden = "-".join([HIDDEN] * count)
    return f"{dashed(discarded) if discarded else hidden}/{dashed(drawn) if drawn else hidden}"


def cards_of(token: Token, text: str, what: str = "cards") -> str:
    """The cards of ``text`` (a part of ``token``) as the log writes them, high to low."""
    if not text or HIDDEN in text:
        raise token.fail(
            f"{token.text!r}: {what} is written in the family's cards (2-10, J, Q, K, A, *)"
        )
    try:
        ranks = zz.Play(text.replace("-", " ")).ranks
    except (zz.ZweiundzwanzigError, ValueError) as err:
        raise token.fail(f"{token.text!r}: {what} of the family's cards: {err}") from None
    if not ranks:
        raise token.fail(
            f"{token.text!r}: {what} is written in the family's cards (2-10, J, Q, K, A, *)"
        )
    return " ".join(ranks)


def one_card(token: Token, text: str) -> str:
    """The one card ``text`` (a part of ``token``) names."""
    card = cards_of(token, text, "a card")
    if " " in card:
        raise token.fail(f"{token.text!r}: one card here, not {dashed(card)}")
    return card


@dataclass(frozen=True)
class Exchange:
    """An exchange token read: the cards discarded and drawn (None where unseen or not
    written), and how many."""

    discarded: str | None
    drawn: str | None
    count: int


def read_exchange(token: Token) -> Exchange:
    """``keep``, ``D/W``, ``D`` (the draw left to the seed), or with ``?`` for unseen cards."""
    text = token.text
    if text.lower() == KEEP:
        return Exchange("", "", 0)
    given, slash, taken = text.partition("/")
    parts = [given, taken] if slash else [given]
    seen = [None if set(p.split("-")) == {HIDDEN} else cards_of(token, p) for p in parts]
    counts = {len(p.split("-")) for p in parts}
    if len(counts) != 1:
        raise token.fail(f"{text!r} draws as many cards as it discards")
    return Exchange(seen[0], seen[1] if slash else None, counts.pop())
