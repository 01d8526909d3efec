"""A correction that names the wrong value first and then says the right one: "the 15th was
wrong, it's the 25th", "tues is wrong - should be wed", "3pm was a typo, 4pm", "Porto's
wrong, it's Braga" (never "off": "zuma's off, nobody's free" is a thing called off).

The words are turned round into the pair the other readers take ("the 25th not the 15th",
"Braga not Porto"), so what the pair may be (two dates, two times, two short values) is
decided in one place; a wrong side that only points ("that was wrong", "it's wrong") names no
value and is left to the leads that say so ("that's wrong, …").
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

_OLD_WRONG = re.compile(
    r"^(?:(?:oh+|ah+|ugh|hm+|oops|sorry|soz|wait|no+|nope)\s*[,!.…\-–—]*\s*)*"
    r"(?P<old>[^\s,;:][^,;:]{0,28}?)\s*(?:\s(?:was|is|were)|'s|’s)\s+(?:(?:totally|just|all)\s+)?"
    r"(?:wrong|a\s+typo|incorrect|a\s+mistake|my\s+mistake|a\s+slip)(?:\s*[,;:.!\-–—]+\s*|\s+(?=it'?s\s|should\s))"
    r"(?:(?:it's|its|it\s+is|it\s+should\s+be|should\s+be|should've\s+been|it\s+was|(?:i\s+)?meant|(?:the\s+)?right\s+one\s+is"
    r"|correct\s+is|actually)\s+)*(?P<new>[^,;]+?)[\s.!]*$",
    _I,
)
# what only points at the wrong thing: "that was wrong", "it's wrong", "the date is wrong"
_POINTER = re.compile(
    r"^(?:that|this|it|which|what\s+i\s+said|(?:the|my)\s+(?:date|day|time|number|name|year|amount|last\s+one))$", _I
)


def wrong_then_right(text: str) -> str | None:
    """ ``text`` as "<right> not <wrong>" when it names the wrong value and then the right one,
    else None."""
    m = _OLD_WRONG.match(text.strip())
    if m is None or _POINTER.match(m["old"].strip()):
        return None
    return f"{m['new'].strip()} not {m['old'].strip()}"
