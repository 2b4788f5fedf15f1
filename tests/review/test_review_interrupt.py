"""Ctrl-C during a review returns the decisions reviewed so far (`Review.complete` False); the
command prints them and exits 130."""

from __future__ import annotations

from ctrl_c import STOPS_WITHIN, interrupted

#: A whole Big Two game played by the heuristic, reviewed at a budget that takes a while.
LONG_REVIEW = """
import zweiundzwanzig as zz
from zweiundzwanzig._core import policy_move
match = zz.big_two.Match(4, None, 5)
while match.game == 1:
    match.apply(policy_move(match, "heuristic", 5))
"""


def test_ctrl_c_returns_the_review_so_far():
    stop = interrupted(
        LONG_REVIEW
        + """
ready_once_busy()
review = zz.review(match, iterations=20000)
say("complete", review.complete, len(review.decisions), review.total)
say("indices", *[d.index for d in review.decisions])
"""
    )
    assert stop.status == 0, stop.err
    assert stop.took < STOPS_WITHIN
    said = dict(line.split(" ", 1) for line in stop.out.splitlines() if " " in line)
    complete, done, total = said["complete"].split()
    assert complete == "False" and int(done) < int(total)
    indices = [int(i) for i in said.get("indices", "").split()]
    assert indices == sorted(indices) and len(indices) == int(done)


def test_ctrl_c_in_the_review_command_prints_the_partial_review(tmp_path):
    path = tmp_path / "game.json"
    stop = interrupted(
        LONG_REVIEW
        + f"""
open({str(path)!r}, "w").write(match.to_json())
from zweiundzwanzig.cli import main
ready_once_busy()
sys.exit(main(["review", {str(path)!r}, "--iterations", "20000"]))
"""
    )
    assert stop.status == 130, stop.err
    assert stop.took < STOPS_WITHIN
    assert "reviewed)" in stop.out and "Summary:" in stop.out
    assert "the review is partial" in stop.err
