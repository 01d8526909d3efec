"""A to-do, then when it is due said of it after a comma: "need to write the report, it's due
friday", "gonna draft the tender response over the weekend, it's due monday 10am", "Kenji's
booking the offsite hotel, should be sorted by weds", "doing the expenses sunday, they need to
be in by monday".

The date after is the deadline, so it is the to-do's due; a time said in the to-do itself
("over the weekend", "tonight", "on sunday") is only when the user plans to do it, and gives
way. Read as the one to-do said with "by" that date ("gonna draft the tender response by
monday 10am"), never as a second to-do ("sort Kenji") nor with the words after in its action
("write the report, it's").

Only when the part before says a to-do (a plan or an obligation, someone doing it, or a verb
recap keeps to-dos of) and the part after is a date and nothing else. Hand-written: one shape,
a regex.
"""

from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import find_spans, has_date_words

__all__ = ["due_said_after"]

_DONE = r"(?:done|in|sent|submitted|filed|finished|ready|sorted|booked|back|paid|out|handed\s+in|with\s+\w+)"
_AFTER = gated(re.compile(
    r"^(?P<todo>[^,;]+?)\s*(?:[,;]|\s-+|\s–|\.\s|(?<!\bbefore)(?<!\bafter)(?<!\bwhen)(?<!\bonce)(?<!\buntil)"
    r"(?<!\bby)\s(?=(?:it'?s|it\s+is)\s+due\s))\s*(?:(?:and|but|so|bc|cos|because|as)\s+)?"
    r"(?:(?:(?:it|they|that|this|which)(?:'s|'re|\s+is|\s+are|s\b)?\s+|thats\s+|its\s+|theyre\s+)?"
    r"(?:(?:(?:is|are)\s+)?due(?!\s+date\b)|(?:needs?|has|have|got)\s+to\s+be\s+" + _DONE
    + r"|(?:should|must|shld)\s+be\s+" + _DONE
    # "…, the deadline is the 20th", "…, last date is 20th" (Indian English), "…, due date is the 9th"
    + r"|(?:the\s+)?(?:deadline|last\s+date|due\s+date|cut-?off(?:\s+date)?)(?:'s|\s+is)?)\s+"
    # or the day it is said to be, alone: "prepare slides for my defence, its 04/03"
    r"|(?:it'?s|it\s+is|thats|that'?s|that\s+is)\s+)"
    r"(?:(?:by|on|for|at|before)\s+)?(?P<when>\S.*?)\W*$",
    _I,
))
# the part before says a to-do: "need to …", "gonna …", "remind me abt …", "Kenji's booking …", "I'm doing …",
# "do the needful for …"
_TODO = re.compile(
    r"\b(?:need|needs|gotta|got\s+to|have\s+to|has\s+to|must|should|shld|will|'ll|ill|gonna|going\s+to|wanna"
    r"|remember|remind\s+me|reminder|don'?t\s+(?:let\s+me\s+)?forget|promised|to-?do|do\s+the\s+needful)\b"
    r"|^(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+to\s+[a-z]|^(?:\w+'s|\w+\s+is|i'?m|im|i\s+am|we'?re)\s+\w+ing\b",
    _I,
)


def due_said_after(text: str, *, now: datetime, tz: ZoneInfo) -> str:
    """``text`` said as its to-do due when the words after say ("gonna draft the tender
    response by monday 10am"), or ``text``."""
    m = _AFTER.match(text.strip())
    if m is None or len(m["when"].split()) > 5 or not has_date_words(m["when"]):
        return text
    todo = m["todo"].strip()
    first = todo.split()[0].lower()
    if not (_TODO.search(todo) or first in TODO_VERBS):
        return text
    # scanned as the deadline it becomes, so "the 18th" alone is read as a day (a bare "the 18th"
    # in free text may be a floor or a place in a queue)
    when = f"by {m['when']}"
    spans = find_spans(when, now=now, tz=tz, prefer="future")
    if len(spans) != 1 or spans[0].start != 0 or when[spans[0].end :].strip(" .!"):
        return text  # "it's due when the grant lands": no date alone
    for span in sorted(find_spans(todo, now=now, tz=tz, prefer="future"), key=lambda s: -s.start):
        todo = todo[: span.start].rstrip() + " " + todo[span.end :].lstrip()  # "over the weekend": a plan only
    todo = re.sub(r"\s+(?:over|on|at|in|this|next|by)\s*$", "", todo.strip(), flags=_I)
    return f"{todo} by {m['when']}"
