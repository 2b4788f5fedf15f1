"""Pickles of library documents, for the document tests: a pickle of a library object is
`cls.from_json(text)`, so a pickle of any text is made the same way."""

from __future__ import annotations

import pickle
from typing import Any


class Reduced:
    """Pickles as `cls.from_json(text)`, exactly as the library's own objects pickle."""

    def __init__(self, cls: Any, text: str) -> None:
        self.cls, self.text = cls, text

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (self.cls.from_json, (self.text,))


def pickled(cls: Any, text: str) -> bytes:
    """The pickle of `cls.from_json(text)`, made without loading it."""
    return pickle.dumps(Reduced(cls, text))
