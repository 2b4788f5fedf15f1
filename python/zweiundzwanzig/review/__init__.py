"""Reviewing a finished game (`review`): every decision judged by the advice from the deciding
seat's view, graded, and each seat's accuracy; `html` writes the review as one page."""

from zweiundzwanzig.review.result import Review
from zweiundzwanzig.review.reviewed import Reviewed
from zweiundzwanzig.review.run import review

__all__ = ["Review", "Reviewed", "review"]
