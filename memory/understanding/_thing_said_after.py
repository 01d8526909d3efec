"""A fault said of "it", the thing named after a comma: "it's broken again, the kitchen kettle", "its dead,
the printer", and Nigerian Pidgin's "e don spoil o, the kitchen kettle" ("e" is "it", "don" the perfect).

Read as said, "it" (or "e") became the issue's name and the thing its detail. The thing said after
is what "it" stands for, so the sentence is read with it in its place ("the kitchen kettle is broken
again", "the kitchen kettle don spoil o"), only when that reading opens an issue. Hand-written: one
shape, the thing moved to the front.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I

__all__ = ["thing_said_after"]

_SAID_AFTER = re.compile(
    r"^(?P<it>it's|its|it\s+is|it|e)\s+(?P<state>[^,;]+?)\s*,\s*"
    r"(?P<thing>(?:the|my|our|that|this)\s+[^\W\d_][\w'-]*(?:\s+[\w'-]+){0,3})[\s!.]*$",
    _I,
)


def thing_said_after(text: str, opens_issue: Callable[[str], bool]) -> str:
    """``text`` with the thing named after the comma put for "it" ("its dead, the printer": "the
    printer is dead"), when ``opens_issue`` says that reading opens an issue; else ``text``."""
    m = _SAID_AFTER.match(text.strip())
    if m is None:
        return text
    copula = " is" if m["it"].lower() in ("it's", "its", "it is") else ""
    said = f"{m['thing']}{copula} {m['state']}"
    return said if opens_issue(said) else text
