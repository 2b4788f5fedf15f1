"""Mutated documents: JSON and pickles of rules, matches, views and position descriptions, edited
byte by byte and value by value, each either load an object that works or raise the library's
own `StateError`, `RulesError` or `CardError`; never another exception, never a crash.

The budget is fixed and the examples derandomized, so a CI run tries the same inputs each time
(docs/fuzzing.md gives the figures); `ZZ_FUZZ_EXAMPLES=N` runs N examples a test with fresh random
inputs instead."""

from __future__ import annotations

import copy
import io
import json
import os
import pickle
import random
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import zweiundzwanzig as zz

from .pickles import pickled

LONG_RUN = os.environ.get("ZZ_FUZZ_EXAMPLES")
DOCUMENT_ERRORS = (zz.StateError, zz.RulesError, zz.CardError)


def fuzz_settings(examples: int) -> settings:
    """`examples` derandomized examples (CI), or `ZZ_FUZZ_EXAMPLES` random ones."""
    return settings(
        max_examples=int(LONG_RUN) if LONG_RUN else examples,
        deadline=None,
        derandomize=not LONG_RUN,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def played(players: int, rules: str, seed: int, moves: int) -> zz.Match:
    m = zz.Match(players, rules=rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if m.is_over:
            break
        m.apply(rng.choice(m.legal_moves()))
    return m


def _documents() -> dict[str, list[str]]:
    """Real documents of every kind: matches of every preset at several stages, their views."""
    rules, matches, views = [], [], []
    for i, preset in enumerate(zz.Rules.presets()):
        rules.append(zz.Rules.preset_named(preset).to_json())
        for players, moves in ((2, 9), (3, 1), (4, 14), (5, 40)):
            m = played(players, preset, seed=i * 10 + players, moves=moves)
            matches.append(m.to_json())
            # The record without its state: edits of the moves or the seed then often replay.
            matches.append(json.dumps({**json.loads(m.to_json()), "state": None}))
            views.append(m.view(moves % players).to_json())
    rules.append(zz.Rules.sechsundzwanzig().replace(decks=None, elimination=40).to_json())
    descriptions = [
        json.dumps(d)
        for d in (
            {"players": 4, "seat": 2, "dealer": 0, "hand": "K 9 9 4 3 2", "trick": [[1, "8"]],
             "played": "A Q J 7"},
            {"players": 3, "seat": 2, "dealer": 0, "phase": "exchange", "hand": "A 7 7 5 4 3 2",
             "exchanged": [None, 2, None], "rules": "rasmussen"},
            {"players": 3, "seat": 0, "dealer": 2, "hand": "* 9 5 5", "rules": "sechsundzwanzig",
             "tricks": [[[0, "7"], [1, "8"], [2, "2"]]], "loss_cards": ["", "K", ""]},
            {"players": 5, "seat": 4, "dealer": 1, "hand": "Q 8 3", "trick": [[2, "6 6"],
             [3, "J 2"]], "totals": [0, 25, 10, 4, 0], "out": [1], "deal": 6},
        )
    ]  # fmt: skip
    return {"rules": rules, "match": matches, "view": views, "description": descriptions}


DOCUMENTS = _documents()
ODD_VALUES: list[Any] = [0, -1, 1, 2, 13, 32, 255, 256, 2**16, 2**32, 2**63, 2**64, 10**30,
                         -(2**63), 0.5, None, True, False, "", "*", "A A A A A", "X", [], [0], [[]],
                         {}]  # fmt: skip
# A fresh copy each draw: an edit must not change the list's own values.
odd_values = st.sampled_from(ODD_VALUES).map(copy.deepcopy)


def paths(doc: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every node of a JSON value, the root last."""
    out: list[tuple[Any, ...]] = []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += paths(v, (*at, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += paths(v, (*at, i))
    out.append(at)
    return out


def get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


@st.composite
def byte_edit(draw: st.DrawFn, text: str) -> str:
    """A flipped bit, an inserted or deleted run of bytes, or a spliced-in token."""
    data = bytearray(text.encode())
    at = draw(st.integers(0, len(data)))
    kind = draw(st.sampled_from(["flip", "insert", "delete", "token"]))
    if kind == "flip" and at < len(data):
        data[at] ^= 1 << draw(st.integers(0, 7))
    elif kind == "insert":
        data[at:at] = draw(st.binary(min_size=1, max_size=8))
    elif kind == "delete":
        del data[at : at + draw(st.integers(1, 32))]
    else:
        token = draw(st.sampled_from([json.dumps(v) for v in ODD_VALUES] + [",", "[", "{", '"']))
        data[at:at] = token.encode()
    return data.decode("utf-8", errors="replace")


@st.composite
def value_edit(draw: st.DrawFn, doc: Any) -> Any:
    """One edit of a parsed document: a node replaced by a value of another type or an
    extreme number, a number moved by one, an element or key dropped, repeated or swapped, an
    unknown key added, a string edited as bytes."""
    all_paths = paths(doc)
    path = draw(st.sampled_from(all_paths))
    node = get(doc, path)
    kind = draw(st.sampled_from(["odd", "nudge", "drop", "repeat", "swap", "unknown", "text"]))
    new: Any = draw(odd_values)
    if kind == "nudge" and isinstance(node, int) and not isinstance(node, bool):
        new = node + draw(st.sampled_from([-1, 1, 255, -256]))
    elif kind in ("drop", "repeat", "swap") and isinstance(node, list) and node:
        i, j = draw(st.integers(0, len(node) - 1)), draw(st.integers(0, len(node) - 1))
        new = list(node)
        if kind == "drop":
            del new[i]
        elif kind == "repeat":
            new.insert(j, node[i])
        else:
            new[i], new[j] = new[j], new[i]
    elif kind in ("drop", "unknown") and isinstance(node, dict) and node:
        new = dict(node)
        if kind == "drop":
            del new[draw(st.sampled_from(sorted(node)))]
        else:
            new["unknown"] = draw(odd_values)
    elif kind == "text" and isinstance(node, str):
        new = draw(byte_edit(node))
    if not path:
        return new
    get(doc, path[:-1])[path[-1]] = new
    return doc


@st.composite
def mutated(draw: st.DrawFn, kind: str) -> str:
    """A document of `kind` after one to three edits; now and then with a key written twice or
    bytes edited."""
    text = draw(st.sampled_from(DOCUMENTS[kind]))
    doc = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        doc = draw(value_edit(doc))
    text = json.dumps(doc)
    if draw(st.integers(0, 7)) == 0 and isinstance(doc, dict) and doc:
        key = draw(st.sampled_from(sorted(doc)))
        twice = json.dumps({key: draw(odd_values)})[1:-1]
        text = "{" + twice + ", " + text[1:] if len(doc) else text
    if draw(st.integers(0, 7)) == 0:
        text = draw(byte_edit(text))
    return text


def load(cls: Any, text: str) -> Any:
    """`cls.from_json(text)`, and the pickle that holds the document loads the same."""
    try:
        obj = cls.from_json(text)
    except DOCUMENT_ERRORS as e:
        event(f"refused: {type(e).__name__}")
        try:
            pickle.loads(pickled(cls, text))
        except type(e) as again:
            assert str(again) == str(e)
        else:
            raise AssertionError("the pickle loaded what the JSON did not") from e
        return None
    assert pickle.loads(pickled(cls, text)) == obj
    event("loaded")
    return obj


def use_view(v: zz.View) -> None:
    """Every getter and call of a view that loaded."""
    assert zz.View.from_json(v.to_json()) == v
    for name in ("player", "players", "rules", "phase", "deal", "dealer", "current_player",
                 "is_over", "hand", "discards", "hand_size", "stock_size", "exchanged", "trick",
                 "played", "totals", "in_match", "log"):  # fmt: skip
        getattr(v, name)
    v.transcript()
    for p in range(v.players):
        v.loss_cards(p)
    moves = v.legal_moves()
    assert bool(moves) == (v.current_player == v.player)
    if moves:
        assert zz.advise(v, iterations=2, seed=0)


def use_match(m: zz.Match) -> None:
    assert zz.Match.from_json(m.to_json()) == m
    m.legal_moves(), m.log, m.transcript(), m.result, m.clone()
    for p in range(m.players):
        m.hand(p)
        use_view(zz.View.from_json(m.view(p).to_json()))
    if not m.is_over:
        m.apply(m.legal_moves()[0])


@fuzz_settings(400)
@given(mutated("rules"))
def test_mutated_rules_documents_load_or_raise_a_library_error(text: str) -> None:
    rules = load(zz.Rules, text)
    if rules is not None:
        assert zz.Rules.from_json(rules.to_json()) == rules
        assert rules == zz.Rules.standard().replace(**rules.options())
        repr(rules), rules.options(), rules.decks_for(7)


@fuzz_settings(400)
@given(mutated("match"))
def test_mutated_match_documents_load_or_raise_a_library_error(text: str) -> None:
    m = load(zz.Match, text)
    if m is not None:
        use_match(m)


@fuzz_settings(800)
@given(mutated("view"))
def test_mutated_view_documents_load_or_raise_a_library_error(text: str) -> None:
    v = load(zz.View, text)
    if v is not None:
        use_view(v)


@fuzz_settings(500)
@given(mutated("description"))
def test_mutated_descriptions_describe_or_raise_a_library_error(text: str) -> None:
    try:
        v = zz.View.from_description(text)
    except DOCUMENT_ERRORS as e:
        event(f"refused: {type(e).__name__}")
        return
    event("described")
    use_view(v)


@fuzz_settings(300)
@given(st.sampled_from(sorted(DOCUMENTS)), st.data())
def test_mutated_pickle_streams_never_crash(kind: str, data: st.DataObject) -> None:
    """The pickle stream itself edited byte by byte: pickle's own errors are pickle's, but what
    reaches the library is refused with the library's errors; only the library's names are
    loaded (a restricted unpickler), so no edit can call anything else."""
    if kind == "description":
        return
    cls = {"rules": zz.Rules, "match": zz.Match, "view": zz.View}[kind]
    stream = pickled(cls, data.draw(st.sampled_from(DOCUMENTS[kind])))
    edited = data.draw(pickle_edit(stream))
    try:
        obj = _Restricted(edited).load()
    except DOCUMENT_ERRORS:
        return
    except (pickle.UnpicklingError, EOFError, TypeError, AttributeError, KeyError, IndexError,
            ValueError, OverflowError, UnicodeDecodeError, MemoryError):  # fmt: skip
        return  # the stream is no pickle, or calls the library with arguments of other types
    if isinstance(obj, zz.Match):
        use_match(obj)
    elif isinstance(obj, zz.View):
        use_view(obj)


@st.composite
def pickle_edit(draw: st.DrawFn, stream: bytes) -> bytes:
    data = bytearray(stream)
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(data) - 1))
        kind = draw(st.sampled_from(["flip", "insert", "delete"]))
        if kind == "flip":
            data[at] ^= 1 << draw(st.integers(0, 7))
        elif kind == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=4))
        else:
            del data[at : at + draw(st.integers(1, 8))]
    return bytes(data)


class _Restricted(pickle.Unpickler):
    """Unpickles only what the library's pickles name: `getattr` and its three classes (whose
    attributes an edit may pick at random)."""

    ALLOWED = {("builtins", "getattr")} | {
        ("zweiundzwanzig", n) for n in ("Rules", "Match", "View")
    }

    def __init__(self, data: bytes) -> None:
        super().__init__(io.BytesIO(data))

    def find_class(self, module: str, name: str) -> Any:
        if (module, name) in self.ALLOWED:
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"{module}.{name} is not the library's")
