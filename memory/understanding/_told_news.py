"""A fault told to someone, said in one breath: "told the landlord the boiler is broken", "texted
Sam the sink's leaking again", "emailed the office that the printer is jammed".

Read whole, the teller and whom they told became the issue's name ("told the landlord the
boiler"). The telling is a deed of its own and the fault is news of its own, as "texted the
landlord, the boiler is broken" is read; so the two are split at a comma, only when what was told
reads as an issue by itself (never "told ewa the timesheets will be late", what she was told). "let
the office know the printer is jammed" is left alone: said ahead, it is a to-do.
Hand-written: one shape, a comma put in.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._phrases import _I

__all__ = ["told_then_news"]

_TOLD = re.compile(
    r"^(?P<told>(?:i\s+|we\s+)?(?:(?:just|already|finally)\s+)?(?:told|informed|warned|texted|messaged|emailed"
    r"|whatsapped|rang|called|phoned)\s+(?:(?:the|my|our|mr|mrs|ms|dr)\.?\s+)?[^\W\d][\w'-]*)"
    r"\s+(?:that\s+)?(?P<news>(?:the|my|our|his|her|their)\s+\S.*)$",
    _I,
)


def told_then_news(text: str, reads_issue: Callable[[str], bool]) -> str:
    """``text`` with a comma between a telling and the fault told ("told the landlord, the boiler
    is broken"), when ``reads_issue`` says the fault alone opens an issue; else ``text``."""
    m = _TOLD.match(text.strip())
    if m is None:
        return text
    return f"{m['told']}, {m['news']}" if reads_issue(m["news"]) else text
