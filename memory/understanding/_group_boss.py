"""Who a group reports to or is run by, said of the group rather than of a person: "the Adelaide
team reports to Deepak", "design reports to Ana now", "finance now reports into Chidi", "new
manager for support is Kwame", "the night shift's run by Omar", "marketing's headed up by Ines".

The person forms read "Priya reports to Deepak" (her ``manager``) and "Bec runs the Brisbane
office" (the office's ``owner``); a team, a department, an office or a shift as the subject
fell through (a department word is no name, "the Adelaide team" no person), or "'s headed up
by" was taken for a thing come back up. Here a group's boss is its ``manager`` ("reports to",
"manager for") and whoever runs, leads or heads it its ``owner``, as the person forms keep them.
("Kwame is the new manager for support", said of the person, is his role: the person forms'.)

A group is a department word ("design", "ops", "customer success") or words ending in a group
noun ("the Adelaide team", "the night shift", "our Lagos office"). The boss is a person or a
role ("the CFO"). Not read: a person as the subject (the person forms' own), a thing with no
group word ("the dashboard reports to Slack"), a boss that is no person or role ("design
reports to the board").

Hand-written: one shape per verb; the group words are the fact forms' own lists.
"""

from __future__ import annotations

import re

from memory.understanding._appraisal import JUDGEMENT, PRAISE
from memory.understanding._fact_verbs import _department, _who
from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding._prefilter import gated
from memory.understanding._said_of_things import named_by_role
from memory.understanding.intents import Intent, StateClaim

__all__ = ["group_boss", "group_boss_asked"]

_GROUP_NOUN = (
    r"(?:team|teams|squad|group|org|department|dept|unit|pod|crew|office|branch|shift|site|store|desk|division"
    r"|practice|studio|lab|clinic|ward|plant|warehouse|depot|hub|region|chapter|committee|board|faculty)"
)
_SUBJECT = r"(?:the\s+|our\s+|my\s+)?(?P<s>[\w&\-.]+(?:\s+[\w&\-.]+){0,3}?)"
_REPORTS = gated(re.compile(
    rf"^{_SUBJECT}(?P<now>\s+now)?\s+(?:reports|report|is\s+reporting|are\s+reporting|will\s+report|now\s+reports"
    r"|now\s+report)\s+(?:directly\s+)?(?:to|into)\s+(?P<v>.+?)(?P<now2>\s+now)?$",
    _I,
))
_RUN_BY = gated(re.compile(
    rf"^{_SUBJECT}(?:\s+is|\s+are|['’]s|['’]re)\s+(?P<now>now\s+)?(?:run|led|headed(?:\s+up)?|managed|overseen"
    r"|looked\s+after)\s+by\s+(?P<v>.+?)(?P<now2>\s+now)?$",
    _I,
))
# "new manager for support is Kwame", "the line manager of the night shift is Omar": the group's boss named
_BOSS_OF = gated(re.compile(
    r"^(?:the\s+|our\s+)?(?P<new>new\s+)?(?:line\s+manager|team\s+lead|manager|boss|supervisor|lead)\s+(?:for|of)\s+"
    rf"{_SUBJECT}(?:\s+is|\s*[=:]|['’]s)\s+(?P<now>now\s+)?(?P<v>.+?)(?P<now2>\s+now)?$",
    _I,
))
# "the ward 7 manager is Anita", "night shift supervisor's now Omar": the group's boss, the group said first
_GROUP_BOSS = gated(re.compile(
    rf"^{_SUBJECT}\s+(?:line\s+manager|team\s+lead|manager|boss|supervisor|lead)(?:\s+is|\s*[=:]|['’]s)\s+"
    r"(?P<now>now\s+)?(?P<v>.+?)(?P<now2>\s+now)?$",
    _I,
))
# how someone is rather than who: "… is away", "… is off sick", "… is closed", "… is really nice"
_A_STATE = re.compile(
    r"^(?:(?:so|really|very|too|quite|a\s+bit)\s+)?(?:away|off|out|in|back|here|there|sick|ill|busy|new|gone|great|good|nice"
    r"|lovely|awful|useless|leaving|late|on\b|not\b|[a-z]+(?:ed|ing|ly|ful|less|ous|ive|able)\b)",
)
_BARE_GROUP = re.compile(rf"^{_GROUP_NOUN}$", _I)
# a group noun, or one with its label after it: "the night shift", "ward 7", "unit 3b", "team b"
_ENDS_IN_GROUP = re.compile(rf"\b{_GROUP_NOUN}(?:\s+(?:\d+[a-z]?|[a-z]))?$", _I)
# the boss before, said after the new one: "…, not Dave" (as "Tomas is in Madrid now, not Lisbon" is read)
_NOT_OLD = re.compile(r"\s*,?\s+not\s+(?P<old>[^\W\d_][\w'\-]*(?:\s+[^\W\d_][\w'\-]*)?)$", _I)
_ARTICLED = re.compile(r"^(?:the|our|my|a|an)\s", _I)


def group_boss(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The group's ``manager`` ("reports to") or ``owner`` ("run by"), or None."""
    text = s.strip().rstrip(" .!")
    old = _NOT_OLD.search(text)
    text = text[: old.start()] if old else text
    for pattern, predicate in (
        (_REPORTS, "manager"), (_RUN_BY, "owner"), (_BOSS_OF, "manager"), (_GROUP_BOSS, "manager")
    ):
        m = pattern.match(text)
        if m is None:
            continue
        group = _phrase(m["s"])
        if not (_department(group) or _ENDS_IN_GROUP.search(group)):
            return None
        if pattern is _GROUP_BOSS and (_BARE_GROUP.match(group) or _department(group)):
            return None  # "the team lead is Sam", "the sales manager is Bilal": a job's title, the holder's role
        # "the CFO" is a boss by role; "the board" no one ("the board" typed in lower case is no name)
        if pattern is _GROUP_BOSS and (_A_STATE.match(m["v"]) or m["v"].split()[0].lower() in JUDGEMENT | PRAISE):
            return None  # "the store manager is away", "the new ward manager is strict": how the boss is, no new one
        boss = named_by_role(m["v"]) if _ARTICLED.match(m["v"]) else _who(_phrase(m["v"]), ctx)
        if boss is None:
            return None
        now = bool(m["now"] or m["now2"] or m.groupdict().get("new"))
        was = _who(_phrase(old["old"]), ctx) if old else None
        return [StateClaim(group, predicate, boss, explicit_now=now or was is not None, old_value=was)]
    return None


# "who's the ward 7 manager?", "who's the night shift supervisor": the group's boss asked, the group first
# ("who manages ward 7" is the person forms' own question, of whoever manages or runs it)
_ASKED = re.compile(
    r"^who(?:'s|s|\s+is)\s+(?:the\s+|our\s+)?(?P<s>[\w&\-.]+(?:\s+[\w&\-.]+){0,3}?)\s+(?:line\s+manager|team\s+lead"
    r"|manager|boss|supervisor|lead)(?:\s+now)?\s*\??$",
    _I,
)


def group_boss_asked(text: str) -> tuple[str, str] | None:
    """The group and its ``manager`` fact a question asks for, or None unless it names a group
    said as :func:`group_boss` reads it ("ward 7", "the night shift"; never a bare "team")."""
    m = _ASKED.match(text.strip())
    if m is None:
        return None
    group = _phrase(m["s"])
    if not _ENDS_IN_GROUP.search(group) or _BARE_GROUP.match(group) or _department(group):
        return None
    return group, "manager"
