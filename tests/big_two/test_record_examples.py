"""The worked examples of Big Two's rules (``docs/rules/big_two.md``) ship as record files
(``docs/records/big_two/``): each reads, and shows what its section says happened."""

from __future__ import annotations

from pathlib import Path

from zweiundzwanzig.big_two import Card, Match, Move, View

RECORDS = Path(__file__).resolve().parents[2] / "docs" / "records" / "big_two"
ADA, DORA, CEM, BO = 0, 1, 2, 3  # the seats of the examples' four players (play goes right)


def read(name: str) -> str:
    return (RECORDS / f"{name}.txt").read_text(encoding="utf-8")


def plays(m: Match) -> list[tuple[int, set[str]]]:
    """Each play and pass of the log: the seat and the cards (a pass: none)."""
    return [(e["player"], set(e.get("cards", "").split())) for e in m.log
            if e["event"] in ("play", "pass")]  # fmt: skip


def test_the_examples_are_the_files_here() -> None:
    assert sorted(p.stem for p in RECORDS.glob("*.txt")) == ["a_round", "face_up", "penalties"]


def test_a_round_is_cems_who_leads_anew() -> None:
    """2.3: Ada leads 3♦ 3♠, Bo 6♣ 6♥, Cem passes, Dora 10♦ 10♣, Ada K♣ K♠, Bo passes, Cem
    plays 2♦ 2♥ after all; Dora, Ada and Bo pass; the round is Cem's, who leads 4♣."""
    m = Match.from_record(read("a_round"))
    assert plays(m)[:7] == [
        (ADA, {"3♦", "3♠"}), (BO, {"6♣", "6♥"}), (CEM, set()), (DORA, {"10♦", "10♣"}),
        (ADA, {"K♣", "K♠"}), (BO, set()), (CEM, {"2♦", "2♥"}),
    ]  # fmt: skip
    won = [e["player"] for e in m.log if e["event"] == "round_won"]
    assert won == [CEM]
    assert m.table == (CEM, Move("play", "4c")) and m.current_player == DORA
    assert Match.from_record(m.to_record()) == m


def test_ada_goes_out_and_the_others_score_their_cards() -> None:
    """2.4: Ada out first; Bo holds 3 cards (3 points), Cem 10 (20), Dora all 13 (39)."""
    m = Match.from_record(read("penalties"))
    assert m.result is not None and tuple(m.result.winners) == (ADA,)
    over = next(e for e in m.log if e["event"] == "game_over")
    assert over["winner"] == ADA
    assert over["penalties"] == [0, 39, 20, 3]
    assert [len(m.hand(s)) for s in (ADA, BO, CEM, DORA)] == [0, 3, 10, 13]
    assert all(seat != DORA for seat, cards in plays(m) if cards)


def test_the_lowest_card_face_up_goes_to_the_holder_of_the_next_lowest() -> None:
    """Fewer players: the 3♦ left over goes to the holder of the 3♣, who leads with it."""
    view = View.from_record(read("face_up"))
    assert view.player == 0 and view.face_up == (Card("3d"), 0)
    assert view.log[0]["face_up"] == ["3♦", 0]
    first = next(e for e in view.log if e["event"] == "play")
    assert (first["player"], first["cards"]) == (0, "3♣ 3♦")
    assert view.current_player == 0 and view.table == (1, Move("play", "Ks"))
    assert view.cards_left == [16, 14, 17]
