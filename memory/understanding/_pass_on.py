"""News to pass on: "tell Amara the demo's pushed to next week", "need to let the team know
standup moved to 10", "ping Leo that the review got pushed to fri".

A to-do to tell someone, whose words are the news: a change said inside it ("pushed to next
week") is the news's, never a move of a to-do, and a date inside it is the news's day, never
when to tell (the to-do has none). Read before the move forms, which took "tell Amara the
demo" for a to-do moved to next week. Hand-written: one shape, a telling verb, whom, then a
clause with its own subject and verb ("the demo's pushed"); "tell Amara about the demo tmrw"
has no such clause and is read by the to-do forms, its date the telling's.

The news may be any clause of its own with a date in it, said by its subject: "need to tell Mrs
Alvarez i cant do thurs", "let Jo know we're closed on the 4th", "remind Priya that the deadline is
the 20th", "ask Tom if he can cover sat". Thursday is when the user can't come, not when to tell:
the to-do keeps the day in its words and has no due of its own, as the telling could be any time
before (a day before the news's own would be a guess). A date said of the telling, before "that"
("email Ken by wed that we're closed on the 4th"), is its due.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import has_date_words

_TELL = (
    r"(?P<tell>tell|let\s+(?P<who1>[\w'-]+(?:\s+[\w'-]+)?)\s+know|inform|warn|remind|text|email|message|msg|ping"
    r"|update|notify|slack|dm)"
)
_NEWS = re.compile(
    r"^(?:(?:i\s+)?(?:need|have|got)\s+(?:to|2)\s+|gotta\s+|must\s+|(?:pls|please)\s+|remember\s+to\s+)?"
    + _TELL
    # whom: one word ("Amara", "everyone", "mum") or "the team", a surname after a capitalised name
    + r"(?:\s+(?P<who>the\s+[\w'-]+|(?!(?:me|us|myself)\b)[\w'-]+(?:\s+[A-Z][\w'-]*)?))?\s+(?:that\s+)?"
    # the news: a thing with its own verb ("the demo's pushed", "standup is moved", "the offsite moved")
    r"(?P<news>(?!(?:is|are|was|were|has|have|had|will|be|been|being|got)\b)"  # "email delivery is delayed": no telling
    r"(?:(?:the|our|my|this|that|his|her|their)\s+)?[\w'-]+(?:\s+[\w'-]+){0,3}?"
    r"(?:'s|'re|\s+is|\s+are|\s+was|\s+were|\s+got|\s+has\s+been|\s+have\s+been|\s+will\s+be|'ll\s+be)?"
    r"\s+(?:moved|pushed|postponed|rescheduled|cancell?ed|called\s+off|delayed|bumped|brought\s+forward|changed|off"
    r"|on\s+hold|slipping|slipped)\b.*)$",
    _I,
)


# news said by its subject: "tell Mrs Alvarez i cant do thurs", "ask Tom if he can cover sat",
# "remind Priya that the deadline is the 20th". Whom is one word, "the/my/our <word>", or a name
# and its capitalised surname ("Mrs Alvarez"); "I" never a surname.
_SAID = re.compile(
    r"^(?:(?:i\s+)?(?:need|have|got)\s+(?:to|2)\s+|gotta\s+|must\s+|(?:pls|please)\s+|remember\s+to\s+"
    r"|(?:i\s+)?(?:should|will|'ll)\s+|i'll\s+|(?:i'm\s+)?(?:gonna|going\s+to)\s+)?"
    # the telling verbs of _TELL but "update" ("update the doc it's due fri" updates a thing)
    r"(?P<tell>tell|let\s+(?P<who1>[\w'-]+(?:\s+[\w'-]+)?)\s+know|inform|warn|remind|text|email|message|msg|ping"
    r"|notify|slack|dm|(?P<ask>ask))"
    r"(?:\s+(?P<who>(?:the|my|our)\s+[\w'-]+|(?!(?:me|us|myself|by|that|if|whether)\b)[\w'-]+(?:\s+(?!I\b)(?-i:[A-Z])[\w'-]*)?))?"
    # a day of the telling before "that": "email Ken by wed that …"
    r"(?:\s+(?P<when>(?:by\s+)?[\w' ]{2,24}?)(?=\s+that\s))?"
    r"\s+(?P<link>that\s+|if\s+|whether\s+)?"
    r"(?P<news>(?:(?:i|we|he|she|they|you|it)(?:'m|'re|'s|'ll|'d|'ve)?|im|ive|youre|theyre|hes|shes|its"
    # a thing's day said as what it is: "the meeting is friday", "his appointment's on tuesday" (never
    # "the room is booked tomorrow", whose day may be the telling's, nor "… will be 2 days late")
    r"|(?:the|our|my|this|that|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?"
    r"(?:'s|\s+is|\s+are|\s+was|\s+were|\s+will\s+be|'ll\s+be)(?=\s+(?:on|at|in|from|next|this|the|tomorrow"
    r"|today|tonight|tmrw|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)))"
    r"\s+\S.*?)"
    # "… by friday" at the end: when to tell ("let Ana know the room is booked by friday")
    r"(?P<by>\s+by\s+[^,]+)?$",
    _I,
)


def pass_on(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do to pass the news on, undated, when ``s`` is such a line (see the module doc)."""
    line = s.strip().rstrip(" .!")
    m = _NEWS.match(line)
    if m is not None and (m["who"] or m["who1"]):
        action = _phrase(line[m.start("tell") :])
        return [NewCommitment(action, "me", None, None)] if action else None
    said = _said(line)
    if said is None:
        return None
    due = None
    if said["when"]:
        due = ctx.date(said["when"])
        if due is None:
            return None  # "email Ken the lot that …": no day of the telling, no such line
    action = _phrase(line[said.start("tell") : said.start("when")] + line[said.end("when") :] if due
                     else line[said.start("tell") :])
    return [NewCommitment(action, "me", None, due)] if action else None


def _said(line: str) -> re.Match[str] | None:
    """The telling of news said by its own subject with a date in it, else None ("ask" only
    with "if" or "whether": "ask Tom to cover sat" is Tom's to-do, dated)."""
    m = _SAID.match(line)
    if m is None or not (m["who"] or m["who1"]) or not has_date_words(m["news"]) or m["by"]:
        return None
    if m["ask"] and (m["link"] or "").strip().lower() not in ("if", "whether"):
        return None
    return m


def news_told(action: str) -> bool:
    """Whether the to-do ``action`` is news to pass on, whose date is the news's own."""
    m = _NEWS.match(action)
    return (m is not None and bool(m["who"] or m["who1"])) or _said(action) is not None


# telling someone a thing's state, said as the thing to do: "tell jo the quote is ready", "also remind Ade
# the invoice is paid" (the forms that read "the quote is ready" as a finished to-do must not read these)
_TELL_FIRST = re.compile(r"^(?:(?:also|and|oh|pls|please|plz|can\s+you)\s+)*" + _TELL + r"\s+[\w'-]+", _I)


def passes_on(text: str) -> bool:
    """Whether ``text`` is the to-do of telling someone something, said first."""
    return bool(_TELL_FIRST.match(text.strip()))
