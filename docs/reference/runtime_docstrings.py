"""A griffe extension for the API reference: the compiled core's stubs give the signatures, and
the docstrings are the ones the core has at run time (the stubs carry few, and short ones).
Every docstring's doctest examples are shown as code blocks.

Loaded by mkdocstrings from mkdocs.yml; it imports the installed `zweiundzwanzig`."""

from __future__ import annotations

import importlib
import re
from typing import Any

import griffe

CORE = "zweiundzwanzig._core"
# Constants, whose __doc__ is their type's.
VALUES = (int, float, str, bytes, list, tuple, dict)
EXAMPLES = re.compile(r"(?m)^(?:[ \t]*>>> .*\n)(?:[ \t]*(?:>>>|\.\.\.|\S).*\n)*")


def runtime_object(path: str) -> Any:
    """The live object at a dotted path under the core (a module, a class or a member)."""
    obj: Any = importlib.import_module(CORE)
    for part in filter(None, path[len(CORE) + 1 :].split(".")):
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj


def fenced_examples(text: str) -> str:
    """Doctest examples (a `>>>` line and what follows up to a blank line) as `pycon` blocks,
    so that Markdown does not read their `>` as quotes."""

    def fence(found: re.Match[str]) -> str:
        return f"```pycon\n{found.group(0)}```\n"

    return EXAMPLES.sub(fence, text if text.endswith("\n") else text + "\n")


class RuntimeDocstrings(griffe.Extension):
    def on_package(self, *, pkg: griffe.Module, **kwargs: Any) -> None:
        if pkg.path != "zweiundzwanzig":
            return
        self.visit(pkg)

    def visit(self, obj: griffe.Object) -> None:
        if obj.path.startswith(CORE):
            live = runtime_object(obj.path)
            doc = getattr(live, "__doc__", None) if live is not None else None
            if isinstance(doc, str) and doc.strip() and not isinstance(live, VALUES):
                obj.docstring = griffe.Docstring(doc, parent=obj)
        if obj.docstring and "```" not in obj.docstring.value:
            obj.docstring.value = fenced_examples(obj.docstring.value)
        for member in obj.members.values():
            if not member.is_alias:
                self.visit(member)
