"""A plan of the user's own said as what they are doing on a day, or as an occasion they put on:
"hosting book club thurs", "throwing Mia's party sat", "I'm picking up mum from the airport
sat", "we're doing the school run tmrw", "chairing the AGM monday", "host the bbq sunday".

English says a fixed plan in the present progressive ("I'm driving mum to the airport tues"),
and chat drops the "I'm". Said with a day to a memory bot, that is a to-do of the user's (and
recap keeps it as one: "drive mum to the airport", due tuesday), never left unread. The verbs of
putting on an occasion (host, throw, hold, chair, cater …) are not among the to-do verbs a bare
imperative is read with, since undated they may be chat ("throw it away", "run a mile"); with a
day ahead they are a to-do all the same ("host the bbq sunday").

Kept only when the reading is sure: a day (or a time) ahead, a verb recap knows, and a thing or
a person it is done to ("running late tmrw", "feeling rough today", "going to Lisbon friday" and
"working from home monday" name no to-do). Moving, cancelling or skipping a plan ("skipping the
gym tonight") is a change of one, read by the lifecycle forms, never a new to-do.

Hand-written: the verbs are a closed list and the shape is fixed; the date is the to-do reader's
(:func:`._commitment_intro._read_one`), so the action never keeps its date words.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import timedelta

from memory.understanding._commitment_intro import THING_HAPPENS as _SUBJECT_OF
from memory.understanding._commitment_intro import TODO_VERBS, _bare_todo, _plain_object, _read_one
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._sign_forms import _EVENT
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import DateSpec, TimeSpan, find_spans, has_date_words

# Verbs of putting on an occasion or taking the lead in one: a to-do with a day
STAGING_VERBS = frozenset(
    {
        "host", "throw", "hold", "chair", "lead", "run", "cater", "organise", "organize", "emcee", "mc", "dj",
        "officiate", "referee", "umpire", "coach", "teach", "present", "moderate", "facilitate", "judge", "give",
    }
)  # fmt: skip
# Verbs of giving one's time somewhere, a plan with a place or whom it is for and no object:
# "volunteering at the food bank", "babysitting for the Okafors", "marshalling at the parkrun"
SERVING_VERBS = frozenset(
    {"volunteer", "babysit", "housesit", "dogsit", "petsit", "usher", "marshal", "steward", "lifeguard"}
)
_SERVING = re.compile(rf"^(?:{'|'.join(sorted(SERVING_VERBS))})(?:\s+(?:at|for|with|in)\s+\S.*)?$", _I)
# A plan's change is the lifecycle's ("moving the dentist to friday", "cancelling the gym tmrw")
_CHANGE_VERBS = frozenset({"cancel", "move", "reschedule", "postpone", "delay", "push", "skip", "swap", "drop"})
# "I'm", "im", "we're", "we are", with a word of emphasis: the user's own plan (anyone else's is
# theirs, read by the forms for other people)
_LEAD = re.compile(
    r"^(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:(?:also|just|now|still|actually|def|definitely|prob|probably)\s+)*",
    _I,
)
# after a day that opens the sentence, the plan said with its "I'm"/"we're" ("fri we're hosting …")
_DAY_FIRST = re.compile(r"\s*[,:\-–—]?\s*(?=(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?P<ing>[a-z]+ing)\b)", _I)
_WORD = re.compile(r"^(?P<v>[a-z]+)\s+(?P<rest>\S.*)$", _I)
# "dropping the winter tyres off at the garage", "dropping off the parcel": taking a thing somewhere, not
# dropping a plan
_DROP_OFF = re.compile(r"dropping\s+(?:off\s+\S|(?:the|my|our|his|her|their|a|an|some)\s+(?:\S+\s+){0,3}?off\b)", _I)




def plan_verb(word: str) -> str | None:
    """The plain verb of ``word``, an -ing form, when recap knows it as a plan's ("bringing":
    bring), never one of changing a plan ("moving", "cancelling")."""
    verb = _plain(word) if word.lower().endswith("ing") else None
    return None if verb is None or verb in _CHANGE_VERBS else verb


def _plain(word: str) -> str | None:
    """The plain verb of ``word`` (an -ing form or the verb itself) when recap knows it."""
    w = word.lower()
    known = TODO_VERBS | STAGING_VERBS | SERVING_VERBS
    if not w.endswith("ing") or len(w) < 5:
        return w if w in STAGING_VERBS else None  # "host the bbq sunday": bare to-do verbs are _imperative's
    stem = w[:-3]
    for base in (stem, stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else "", stem + "e"):
        if base in known:
            return base
    return None


def own_plan(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do of a plan ``s`` says the user has on a day (see the module doc), or None."""
    spans = find_spans(s, now=ctx.now, tz=ctx.tz)
    if not spans:
        return None  # no day: "hosting is exhausting", "doing the dishes"
    first = spans[0]
    # (a day that reads two ways, "4/5", is a day all the same: asked about below)
    said_first = _DAY_FIRST.match(s, first.end) if first.start == 0 and _day_or_asked(first) else None
    if said_first is not None and not re.match(r"(?:i|we)\b", s[said_first.end() :], _I):
        # chat drops the "I'm" only before a verb of giving one's time or putting on an occasion: "next
        # wed volunteering at the shelter", "sat coaching the u10s" ("fri meeting w/ Ana" is a diary line)
        said_first = said_first if _plain(said_first["ing"]) in SERVING_VERBS | STAGING_VERBS else None
    # "mlk day I'm taking the kids to the museum": the day said first, as if after
    rest = s[said_first.end() :] if said_first is not None else ""
    # ("winter tyres" has a date word but no time: only a time of its own keeps the day where it was said)
    if said_first is not None and not _has_time(rest, ctx) and (first.spec is None or _a_day(first.spec)):
        s = f"{rest} {s[: first.end]}"
    lead = _LEAD.match(s)
    assert lead is not None
    m = _WORD.match(s[lead.end() :])
    if m is None:
        return None
    verb = _plain(m["v"])
    if verb is None or (verb in _CHANGE_VERBS and not _DROP_OFF.match(s, lead.end())):
        return None  # "skipping the gym tonight": a change of a plan ("dropping the tyres off" is a delivery)
    if verb == m["v"].lower() and lead.group(0).strip():
        return None  # "I'm host tonight": a role, not a plan
    todo = f"{verb} {m['rest']}"
    read = _read_one(todo, ctx, "me", None, needs_date=True)
    if read and len(read) == 1 and (asked := _asked_day(read[0], spans)) is not None:
        # "4/5 i'm hosting the book club": a plan all the same, its day asked (never dropped unread)
        return [read[0]] if _a_todo(asked) else None
    if not read or len(read) != 1 or not isinstance(read[0], NewCommitment) or read[0].due is None:
        return None
    found = read[0]
    if found.due.end <= ctx.now:
        return None  # "hosting the bbq last sunday": a story
    if not _a_todo(found):
        return None  # "running late tmrw", "hiring freeze starts monday": no thing to do
    if found.due.end - found.due.start > _MOST_DAYS:  # "hosting xmas this year": a plan, but by when?
        return [Unclear(f"Should I track “{found.action}” for you?", s, replace(found, due=None))]
    return [found]


def _a_todo(found: NewCommitment) -> bool:
    """Whether a plan's reading names a thing to do ("host the book club"), not a state ("run
    late", "work from home"), nor a thing that happens ("hiring freeze starts")."""
    if _SUBJECT_OF.search(found.action):
        return False
    contact = _CONTACT_THEM.match(found.action) is not None  # whom "them" is, the message said before
    if contact or _SERVING.match(found.action):  # "volunteering at the food bank": time given somewhere
        return True
    return _bare_todo(found.action) and bool(_plain_object(found.action) or _occasion(found.action))


def _day_or_asked(span: TimeSpan) -> bool:
    """Whether ``span`` is a day read, or one that reads two ways ("4/5") and is asked about."""
    return span.spec is not None or bool(span.problem)


def _asked_day(read: Intent, spans: list[TimeSpan]) -> NewCommitment | None:
    """The plan ``read`` asks the day of, when its only date read two ways ("4/5"); else None."""
    if not isinstance(read, Unclear) or not isinstance(read.proposal, NewCommitment) or read.proposal.due is not None:
        return None
    return read.proposal if len(spans) == 1 and spans[0].spec is None and spans[0].problem else None


# "calling them in the morning", "ringing her back tmrw": getting in touch with whom the message named
# ("Mum lands sun 6pm so i'm picking her up": fetching them);
# "sending it to Junaid by weds": the thing the message named before, handed to someone named
_CONTACT_THEM = re.compile(
    r"^(?:call|ring|phone|email|text|message|ping|chase)\s+(?:them|him|her)(?:\s+back)?$"
    r"|^(?:pick|collect|fetch|meet|drop)\s+(?:them|him|her)(?:\s+(?:up|off))?$"
    r"|^(?:send|email|post|forward|hand|pass|give|bring|take|drop|courier)\s+(?:it|them|that)(?:\s+(?:over|back|off))?"
    r"\s+(?:to|with)\s+\S",
    _I,
)
_MOST_DAYS = timedelta(days=3)  # a day, or a weekend ("hosting the bbq this weekend")


def _has_time(text: str, ctx: _Ctx) -> bool:
    """Whether ``text`` says a time of its own (a date word in a name, "the winter tyres", is none)."""
    return has_date_words(text) and bool(find_spans(text, now=ctx.now, tz=ctx.tz))


def _a_day(spec: DateSpec) -> bool:
    """Whether a date said first names a day (or a weekend): "next year I'm taking december off" is a wish."""
    return spec.end - spec.start <= _MOST_DAYS


def _occasion(action: str) -> bool:
    """ "host brunch", "throw Thanksgiving": the verb and an occasion named in one word."""
    thing = action.split(maxsplit=1)[-1]
    return bool(_EVENT.fullmatch(thing)) or (has_date_words(thing) and not thing[:1].isdigit())
