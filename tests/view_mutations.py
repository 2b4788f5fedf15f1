"""Genuine views of random matches, and their JSON mutated field by field and event by event, for
the view tests of every game (`tests/<game>/test_views.py`).

A view loads only if a match can give it (issue 27): every mutation is either refused with a
`StateError` or loads a view that determinizes to a match showing that seat the same view (a
view between rounds or of a finished match is refused by `determinize`, in every game alike),
that pickles to itself and that, on its player's turn, is advised."""

from __future__ import annotations

import copy
import json
import os
import pickle
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import zweiundzwanzig as zz


def budget() -> tuple[int, int]:
    """The mutations a test tries and the seed of its views: 3,000 from a fixed seed (CI), or,
    with `ZZ_FUZZ_EXAMPLES=N` (docs/fuzzing.md), `N` from a fresh seed, which is printed."""
    examples = os.environ.get("ZZ_FUZZ_EXAMPLES")
    if not examples:
        return 3000, 2
    seed = random.SystemRandom().randrange(2**32)
    print(f"view mutations from seed {seed}")
    return int(examples), seed


def genuine_views(start: Callable[[int, int], Any], tables: list[int], seed: int) -> Iterator[Any]:
    """Every seat's view at random points of random matches of `start(players, seed)`, played
    with random moves to the end."""
    rng = random.Random(seed)
    for k in range(10**6):
        m = start(tables[k % len(tables)], seed + k)
        while True:
            if m.is_over or rng.random() < 0.08:
                yield m.view(rng.randrange(m.players))
            if m.is_over:
                break
            m.apply(rng.choice(m.legal_moves()))


def _changed(value: Any, rng: random.Random) -> Any:
    """`value` changed a little: a number moved by one or set to another, a list's entries swapped
    or one dropped, None for a value or a value for None."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([value + 1, value - 1, 0, rng.randrange(8), None])
    if value is None:
        return rng.choice([0, 1, 2, 3, [], ""])
    if isinstance(value, list) and value:
        new = list(value)
        i, j = rng.randrange(len(new)), rng.randrange(len(new))
        choice = rng.randrange(3)
        if choice == 0:
            new[i], new[j] = new[j], new[i]
        elif choice == 1:
            del new[i]
        else:
            new[i] = _changed(new[i], rng)
        return new
    if isinstance(value, dict) and value:
        new = dict(value)
        key = rng.choice(sorted(new))
        new[key] = _changed(new[key], rng)
        return new
    return None


def mutated(doc: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """`doc` with one mutation: a field changed, or the log's events dropped, duplicated,
    appended, swapped or changed, or two seats' entries swapped."""
    doc = copy.deepcopy(doc)
    log: list[Any] = doc["log"]
    kind = rng.randrange(6) if log else 0
    if kind == 0:
        field = rng.choice(sorted(k for k in doc if k not in ("log", "rules")))
        doc[field] = _changed(doc[field], rng)
    elif kind == 1:
        del log[rng.randrange(len(log))]
    elif kind == 2:
        i = rng.randrange(len(log))
        log.insert(i, copy.deepcopy(log[i]))
    elif kind == 3:
        log.append(copy.deepcopy(rng.choice(log)))
    elif kind == 4:
        i, j = rng.randrange(len(log)), rng.randrange(len(log))
        log[i], log[j] = log[j], log[i]
    else:
        i = rng.randrange(len(log))
        log[i] = _changed(log[i], rng)
    return doc


def check_mutations(view_class: Any, views: Iterator[Any], tries: int, seed: int) -> Counter[str]:
    """Mutates `tries` genuine views once each and checks each as the module documentation says;
    returns the counts of the outcomes (tried, refused, loaded, same)."""
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    for view in views:
        if counts["tried"] >= tries:
            break
        doc = json.loads(view.to_json())
        text = json.dumps(mutated(doc, rng))
        counts["tried"] += 1
        try:
            loaded = view_class.from_json(text)
        except zz.StateError as e:
            assert str(e), text
            counts["refused"] += 1
            continue
        counts["loaded"] += 1
        if loaded == view:
            counts["same"] += 1
        check_loaded(loaded, text)
    return counts


def check_loaded(view: Any, text: str) -> None:
    """A loaded view pickles to itself, and determinizes to a match that shows it again (or,
    between rounds and at the end, is refused by `determinize` with a `StateError`); on its
    player's turn it is advised."""
    assert pickle.loads(pickle.dumps(view)) == view, text
    if view.current_player is None:
        try:
            view.determinize(seed=1)
        except zz.StateError:
            return
        raise AssertionError(f"a view where nobody is to move determinized: {text}")
    sample = view.determinize(seed=1)
    assert sample.view(view.player) == view, text
    if view.current_player == view.player:
        advice = zz.advise(view, iterations=2, seed=0)
        assert advice and advice[0].visits > 0, text
