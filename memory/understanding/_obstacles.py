"""A reason a plan cannot go ahead, said in the present: "Mang Ben is closed this week", "grandma
is sick", "the venue's booked up", "leo has a cold", "the pool is shut for repairs".

People call a to-do off by saying what stands in its way rather than naming the change: after
"nvm", "scratch that" or "forget it" the rest is why, and the thing or person it is about names
the to-do ("nvm grandma is sick": the visit to grandma). The same words read by the done forms
look like a report ("X is closed": "closed" is a participle of "close the account"), so they
must never finish anything: a venue or a person in a state is no job done.

Hand-written: the states that stop a plan are a small closed set (shut, full, sold out, ill,
away, rained off), and this runs on every clause the lifecycle forms try, so it is guarded by a
word test before its pattern.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS

__all__ = ["LET_GO", "WITHDREW", "let_go_reason", "obstacle", "obstacle_subject", "person_off"]

# a party that withdrew ("ines backed out", "the sponsor pulled out", "Jun bailed"): only someone does
# so, and it finishes nothing of the user's (what it calls off, the lifecycle forms find)
WITHDREW = re.compile(r"\b(?:(?:pulled|backed|dropped|opted|bowed|chickened)\s+out|bailed)\b", _I)

# "nvm", "never mind", "scratch that", "forget it", "scrap that": the rest of the sentence is why
LET_GO = re.compile(
    r"^(?:oh\s+|ah\s+|ok\s+|actually\s+)?(?:nvm|nevermind|never\s*mind|scratch\s+that|scrap\s+that|forget\s+(?:it|that)"
    r"|cancel\s+that|ignore\s+that|drop\s+that|bin\s+that)\b\s*(?:[,;:.!]+|\s[-–—])?\s*",
    _I,
)

# The states that stop a plan, said of a place, a thing or a person in the present.
_STATE = (
    r"(?:full|fully\s+booked|booked\s+(?:up|out|solid)|sold\s+out|out\s+of\s+stock"
    r"|unavailable|not\s+available|not\s+open|not\s+running|away|out\s+of\s+town|abroad|travelling|traveling"
    r"|on\s+(?:holiday|vacation|leave|annual\s+leave|strike)|off\s+sick|sick|ill|unwell|poorly|in\s+hospital"
    r"|down\s+with\s+\S+(?:\s+\S+)?|rained\s+(?:off|out)|snowed\s+(?:in|off|out)|washed\s+out|flooded|under\s+renovation|being\s+renovated"
    r"|double[\s-]booked|stuck\s+(?:at|in)\s+\S+(?:\s+\S+)?|grounded)"
)
# "leo has a cold", "she's got covid", "the kids have the flu"
_AILMENT = (
    r"(?:(?:has|have|'s\s+got|'ve\s+got|has\s+got|have\s+got|got)\s+(?:a\s+|the\s+)?(?:cold|flu|fever|covid|bug"
    r"|stomach\s+bug|temperature|migraine|chicken\s*pox|the\s+lurgy|tonsillitis|conjunctivitis|norovirus))"
)
# what may follow the state: when, until when, or what for ("for renovations", "this week", "till monday")
_SCOPE = (
    r"(?:\s+(?:again|today|tonight|tomorrow|tmrw|tmr|yesterday|this\s+(?:week|weekend|month|time|morning|afternoon|evening)"
    r"|all\s+(?:week|weekend|day)"
    r"|(?:on|for)\s+\S+(?:\s+\S+){0,3}|(?:until|till|til|through|thru)\s+\S+(?:\s+\S+)?|now|atm|apparently|already"
    r"|(?:right\s+)?now))*"
)
# "closed" and "shut" are also what a job leaves ("the old account is closed now"): a reason only
# with when or what for ("closed this week", "shut for repairs", "closed on mondays"), its "is" may go unsaid
# ("garage closed today")
_CLOSED = r"(?:closed|shut(?:\s+down)?)"
_WHEN = (
    r"(?:\s+(?:today|tonight|tomorrow|tmrw|tmr|this\s+(?:week|weekend|month)|all\s+(?:week|weekend|day)"
    r"|(?:on|for)\s+\S+(?:\s+\S+){0,3}|(?:until|till|til|through|thru)\s+\S+(?:\s+\S+)?"
    r"|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s|weekends|(?:over\s+)?(?:xmas|christmas|easter)))"
)
_BE = r"(?:\s+(?:is|are)|'s|'re|s)\s+(?:now\s+|still\s+|all\s+|completely\s+|totally\s+)?"
# the weather that called it off, said as done to it: "the match got rained out", "the fair was
# washed out", "the game's been snowed off"
_WEATHERED = (
    r"(?:\s+(?:got|was|were|has\s+been|have\s+been|is|are|just\s+got)|'s\s+been|'s)\s+(?:totally\s+|completely\s+)?"
    r"(?:rained\s+(?:off|out)|snowed\s+(?:off|out)|washed\s+out|fogged\s+(?:off|out)|stormed\s+out)"
)
_SUBJECT = r"^(?P<s>(?!(?:i|i'm|im|we|we're|you)\b)[^\s,;].{0,40}?)"
_OBSTACLE = gated(re.compile(
    _SUBJECT + r"(?:" + _BE + _STATE + r"|" + _WEATHERED + r"|\s+" + _AILMENT
    + r"|(?:" + _BE + r"|\s+)" + _CLOSED + _WHEN + r")"
    + _SCOPE + r"[\s!.]*$",
    _I,
))
# after "never mind" the reason needs no when: "nvm the bakery's closed"
_CLOSED_BARE = gated(re.compile(_SUBJECT + r"(?:" + _BE + r"|\s+)" + _CLOSED + _SCOPE + r"[\s!.]*$", _I))
# the words one of which every obstacle says, looked for (a substring test) before the pattern runs
_CUES = ("closed", "shut", "full", "booked", "sold out", "out of stock", "available", "not open", "not running", "away",
         "out of town", "abroad", "travel", "holiday", "vacation", "leave", "strike", "sick", " ill", "unwell",
         "poorly", "hospital", "down with", "rained", "snowed", "washed", "fogged", "stormed",
         "flooded", "renovat", "double", "stuck", "grounded",
         "cold", "flu", "fever", "covid", "bug", "temperature", "migraine", "pox", "lurgy", "itis",
         "virus")  # fmt: skip
_PRONOUN = re.compile(r"^(?:he|she|they|it|that|this|there|everyone|everything)$", _I)
# "plumbers off", "the nanny's off today", "Kofi's off sick": a person off work, no plan called off
_OFF = re.compile(
    r"^(?P<s>(?:the\s+|my\s+|our\s+)?[^\W\d][\w'\-]*(?:\s+[^\W\d][\w'\-]*)?)(?:\s+(?:is|are)|'s|'re|s)?\s+off"
    r"(?:\s+(?:today|tomorrow|tmrw|sick|work|this\s+week|all\s+week|(?:till|until|til)\s+\S+|again))*[\s!.]*$",
    _I,
)
_ARTICLE = re.compile(r"^(?:the|my|our)\s+", _I)


def person_off(text: str) -> bool:
    """Whether ``text`` says a person is off work ("plumbers off", "the nanny's off today"):
    a job's word or a capitalised name before "off", where "the dinner's off" calls a plan off."""
    m = _OFF.match(text.strip()) if "off" in text.casefold() else None
    if m is None:
        return False
    who = _ARTICLE.sub("", m["s"])
    who = re.sub(r"'?s$", "", who) if not ROLE_WORDS.fullmatch(who) else who
    if re.fullmatch(r"(?:she|he|they|i|we)(?:'re|'m)?", who, re.IGNORECASE):
        return True  # "1:1 with jess moved, she's off": the person just named, away
    return bool(ROLE_WORDS.fullmatch(who)) or bool(re.fullmatch(r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?", who))


def obstacle(text: str, *, let_go: bool = False) -> re.Match[str] | None:
    """The reason ``text`` gives that a plan cannot go ahead (see the module doc), or None;
    ``let_go``: said after a "never mind", where "closed" needs no when."""
    s = text.strip()
    folded = s.casefold()
    if not any(cue in folded for cue in _CUES):
        return None  # most clauses: no word of a state that stops a plan, read fast
    return _OBSTACLE.match(s) or (_CLOSED_BARE.match(s) if let_go else None)


def obstacle_subject(text: str, *, let_go: bool = False) -> str | None:
    """What the obstacle in ``text`` is about ("Mang Ben", "grandma", "the venue"); "that" for
    a pronoun ("she's sick": the to-do just talked about); None when ``text`` says none."""
    m = obstacle(text, let_go=let_go)
    if m is None:
        return None
    subject = m["s"].strip()
    return "that" if _PRONOUN.match(subject) else subject


# the "never mind" said after the reason: "berlin job closed already, never mind", "venue's shut mon, oh well nvm"
_LET_GO_AFTER = re.compile(
    r"\s*(?:[,;.!]+|\s[-–—]+)\s*(?:oh\s+well\s*,?\s*|ah\s+well\s*,?\s*)?(?:nvm|nevermind|never\s*mind)[\s!.]*$", _I
)


def let_go_reason(text: str) -> str | None:
    """The reason said with a "never mind" ("nvm Mang Ben is closed this week", "the Berlin job
    closed already, never mind": what stands in the way), or None when ``text`` says none."""
    m = LET_GO.match(text.strip())
    if m is None and (after := _LET_GO_AFTER.search(text.strip())) is not None and after.start() > 0:
        return text.strip()[: after.start()].strip()
    return text.strip()[m.end() :].strip() if m else None
