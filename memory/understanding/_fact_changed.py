"""A change announced, then its new value after the comma: "Biscuit's owner changed, it's Mrs
Ferreira now", "Kofi's number has changed - it's 0821 555 019", "our GP changed, now it's Dr
Mensah". One fact, "<whose> <attribute> is <value>", read by the fact readers as if so said.

Only "it's"/"it is"/"now it's" (or "they're") opens the value: "the rota changed, it's a mess"
still reaches the readers, which keep no judgement. Hand-written: two shapes.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

_ANNOUNCED = re.compile(
    r"^(?P<s>(?:the\s+|our\s+|my\s+)?[\w\-.' ]{1,40}?)\s+(?:has\s+|'s\s+|just\s+)?(?:changed|switched)"
    r"(?:\s+again)?$",
    _I,
)
_NEW_VALUE = re.compile(
    r"^(?:and\s+|so\s+)?(?:now\s+|the\s+new\s+one\s+is\s+)?(?:(?:it|they|he|she)(?:'s|\s+is|'re|\s+are)\s+)?"
    r"(?:now\s+)?(?P<v>\S.*)$",
    _I,
)
_OPENS = re.compile(r"^(?:and\s+|so\s+)?(?:now\s+)?(?:it's|it\s+is|its|they're|they\s+are|the\s+new\s+one\s+is)\s", _I)


def changed_then(clause: str, detail: str) -> str | None:
    """ "Biscuit's owner changed" + "it's Mrs Ferreira now" as "Biscuit's owner is Mrs Ferreira
    now"; None when the clause announces no change or the detail opens no value."""
    m = _ANNOUNCED.match(clause.strip())
    said = detail.strip()
    if m is None or not _OPENS.match(said) or (v := _NEW_VALUE.match(said)) is None:
        return None
    return f"{m['s']} is {v['v']}"
