"""A value called wrong, then given right: "email's wrong, it's m.lebrocq@lbmasonry.je", "Tom's number is
wrong - should be 07700 900124", "the gate code was wrong, it's 4417" read as "no, email is …", "no, Tom's
number is …".

Read as it stands, "wrong, it's …" was kept as the value itself. The correction readers read the attribute
with its right value after a "no": whose it is when the message says so, else the fact of that attribute the
conversation touched last. Only an attribute of a word or two (with "the", "his", "her", "their" or someone's
"'s" before it), called wrong, and the value after "it's", "it is" or "(it) should be"; never "the plan was
wrong, it's fine now" (a value has a digit, an "@", a capital or "the").
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["wrong_then_right"]

_WRONG_THEN_RIGHT = re.compile(
    r"^(?P<whose>(?:the|his|her|their|[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?['’]s)\s+)?"
    r"(?!(?:that|this|it|everything|something|all|which|what)\b)(?P<attr>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s*(?:['’]s|\s+is|\s+was)\s+(?:all\s+)?wrong\s*[,;:.!\-–—]+\s*"
    r"(?:it['’]?s|it\s+is|(?:it\s+)?should\s+(?:be|read))\s+(?P<v>\S.*)$",
    _I,
)
# a value as a fact holds one: with a digit, an "@", a name's capital or "the" ("it's fine now" is no value)
_VALUE_LIKE = re.compile(r"[\d@]|(?<![\w'’])[A-Z]|^the\s")


def wrong_then_right(text: str) -> str:
    """``text`` with a value called wrong then given right said as a correction ("no, email is …"); else as is."""
    m = _WRONG_THEN_RIGHT.match(text.strip())
    if m is None or not _VALUE_LIKE.search(m["v"]):
        return text
    whose = (m["whose"] or "").strip()
    return f"no, {whose + ' ' if whose and whose.lower() != 'the' else ''}{m['attr']} is {m['v']}"
