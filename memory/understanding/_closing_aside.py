"""A remark in brackets at the end of a message, said beside what it carries.

"bring the urn to the hall sun 10am (clocks go back that morning so dont turn up early lol)",
"call the plumber tmrw (the kitchen tap is dripping again)": the brackets hold a clause of its
own, not a part of the to-do. Left in the sentence, its words end in the action or sink the
reading, so the message would keep nothing. Read as a sentence of its own after the one before,
it is asked about or read on its own merits, and the to-do before it stands.

Short brackets stay in the sentence: a date ("(fri)"), an amount ("(₦450,000)"), "(not Tunde)",
"(per Bao: tues)", and words that only go on with the to-do ("(about the mortgage)", "(for Ama)").
Hand-written: one regex and a closed list of opening words.
"""

from __future__ import annotations

import re

from memory.understanding.timex import has_date_words

_CLOSING = re.compile(r"\s*\((?P<aside>[^()]+)\)[\s.!]*$")
_ASIDE_WORDS = 4  # "(clocks go back sunday)": a clause; "(the blue one)": a detail of the thing
# words that open a detail of the to-do, not a remark of its own
_GOES_ON = re.compile(
    r"^(?:about|re|for|with|to|from|at|in|on|by|before|after|until|incl|including|e\.?g|i\.?e|via|per|as|not|or|and"
    r"|plus|if|unless|ideally|latest|say|due)\b",
    re.IGNORECASE,
)


def aside_apart(line: str) -> str:
    """``line`` with a closing bracketed remark made a sentence of its own after it."""
    m = _CLOSING.search(line)
    if m is None or m.start() == 0:
        return line
    aside = m["aside"].strip()
    words = aside.split()
    if len(words) < _ASIDE_WORDS or _GOES_ON.match(aside) or all(has_date_words(w) for w in words[:2]):
        return line
    before = line[: m.start()].rstrip()
    return f"{before}{'' if before.endswith(('.', '!', '?')) else '.'} {aside}"
