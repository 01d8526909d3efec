"""New commitments however they are introduced: the intro (obligation words: "need to",
"gotta", "todo:", "promised Raj I'd", "waiting on Lukas for"), the owner, the counterparty,
the action, and the due date.

The rule every form here follows: find the clause's time span and take it out with its
connector ("by friday", "before the 9th", a leading "tmrw:"), then read what remains as
intro + action. A span that looks like a date but cannot be read gives an
:class:`~memory.understanding.intents.Unclear` (recap asks), never a commitment with
another date or with the date words left in its action.

An undated bare to-do ("order printer toner", "book the vet") follows one rule whatever its
verb: kept when the words after the verb can only be its object (a determiner, a possessive, a
name, a particle, a plural, or two words or more), asked when they are one bare word that may
make one noun with the verb ("book club", "pay rise"); see :func:`_plain_object`.

Hand-written rather than a parser or a model: the intros are a small closed vocabulary,
``extract`` runs on every message (a regex pass is microseconds), and every reading must be
explainable when it is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import timedelta

from memory.model import Precision
from memory.understanding._action_items import action_item
from memory.understanding._agenda import agenda
from memory.understanding._amount_aside import without_amount_aside
from memory.understanding._clock_mid_action import clock_after_day
from memory.understanding._clock_on_day import clock_on_day
from memory.understanding._conditions import asked_reminder, before_event, closing_hour, vague_occasion
from memory.understanding._conditions import condition as trailing_condition
from memory.understanding._counted_not_dated import counted_not_dated
from memory.understanding._dashed_amount import without_dashed_amount
from memory.understanding._diary_entry import diary_event
from memory.understanding._due_refined import LEAD_IN, LEAD_IN_WORDS, refines_due
from memory.understanding._event_clock import clock_on_event_day
from memory.understanding._fact_people import RELATIONS
from memory.understanding._fact_verbs import _department
from memory.understanding._fell_through import fell_through
from memory.understanding._have_done import as_deed, done_to_the_body
from memory.understanding._job_wish import as_my_job
from memory.understanding._jobs_taken import taking_on
from memory.understanding._keep_in_mind import (
    after_keep_in_mind,
    after_remember,
    occasion_to_attend,
    without_reminder_request,
)
from memory.understanding._kin import AMBIGUOUS_KIN, KIN, KIN_WORDS
from memory.understanding._owed_for import owed_for
from memory.understanding._owed_then import BACK_TO_IT, BACK_TO_WHOM, SETTLED, paid_back
from memory.understanding._passed_on import passed_on_action
from memory.understanding._phrases import _CLAUSE_WORDS, _I, _Ctx, _date_after, _person, _phrase, _plausible
from memory.understanding._prefilter import Needs, gated
from memory.understanding._promised_call import to_whom_promised
from memory.understanding._reason_tails import without_reason
from memory.understanding._reported_due import REPORTED_LEAD_IN
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding._routine_events import (
    routine_after,
    routine_before,
    routine_first,
    same_day_routine,
    still_today,
)
from memory.understanding._scheduled_deed import as_promise
from memory.understanding._settled_due import SETTLED_LEAD_IN
from memory.understanding._sign_forms import _EVENT, _EVENTS, JOB_INGS, agenda_entry
from memory.understanding._timex_words import HOUR_WORDS, ORDINAL_PATTERN, one_edit
from memory.understanding._todo_verbs import DONE_ALONE, TODO_VERBS
from memory.understanding._typos import KEYBOARD, a_word
from memory.understanding._unknown_errand import unknown_errand
from memory.understanding._unknown_verb import unknown_verb_shape
from memory.understanding._whose_people import only_owner
from memory.understanding.intents import Intent, NewCommitment, Unclear
from memory.understanding.timex import (
    TOPIC_CONNECTORS,
    DateSpec,
    TimeSpan,
    find_spans,
    has_date_words,
    occasion_part_of_day,
    topic_before,
)
from memory.words import IRREGULAR

# -- dates in a to-do ------------------------------------------------------------------
# One reader: timex.find_spans finds every time expression with its connector, and the rules
# below only decide which span is the due (the one that opens or ends the to-do) and what is
# left for the action.

# "call mum tmrw then": "then" after the to-do's own date joins it to what was said before; without
# one it is the date said before ("gotta pick him up then"), and "by then", "till then" are that too
_THEN_AFTER_DATE = gated(re.compile(
    r"(?<!\bby)(?<!\bb4)(?<!\bbefore)(?<!\buntil)(?<!\btill)(?<!\btil)(?<!\bsince)(?<!\bfrom)\s+then[\s!.]*$", re.I
))
_TAIL_NOISE = re.compile(
    r"(?:\s*(?:[!?.…]+|[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+|\b(?:ugh|lol|lmao|tbh|pls|plz|please|ok|haha|fr|asap"
    r"|(?:thanks|thank\s+you|thx|ty|tysm|cheers|ta)(?:\s+(?:to|for)\s+(?:her|him|them|you|u|that))?"
    r"|at\s+some\s+(?:point|stage)|sometime|at\s+the\s+latest|latest|if\s+possible|hopefully|somehow|maybe|idk|probably"
    r"|ideally|or\s+so|or\s+thereabouts|i\s+think|i\s+guess|if\s+i\s+can|tops|max|ish|after(?:wards)?"
    r"|when(?:ever)?\s+i\s+(?:get|have|find)\s+(?:a\s+)?(?:sec|second|min|minute|mo|moment|chance)"
    r"|after\s+that|(?:and\s+)?that'?s\s+(?:it|all)"
    # who said it, and the hope it is said with: "… monday he said", "… tomorrow inshallah"
    r"|(?:he|she|they)\s+(?:said|says|reckons|reckoned|swears|swore|promised)|apparently|supposedly"
    r"|in(?:s|ş)h?a?'?\s*allah|in\s+sha\s+allah|god\s+willing|ojal[aá]|touch\s+wood"
    r"|knock\s+on\s+wood|fingers\s+crossed"
    # a word that joins the to-do to what was said before: "… tmrw too", "… as well", "… for now"
    r"|too|also|as\s+well|at\s+least|for\s+now|anyways?|tho|though"
    # how well this time, never what is done: "pay them on time this time", "… for once", "clean the tank properly"
    # ("be on time" stays)
    r"|this\s+time|for\s+once|for\s+a\s+change|properly|proper|thoroughly|once\s+and\s+for\s+all"
    # a plan said again, never what is done: "patch the sail saturday like I said", "… as agreed"
    r"|(?:like|as)\s+(?:i\s+said|i\s+told\s+you|we\s+said|we\s+agreed|planned|promised|agreed|discussed|arranged)"
    # the word that says it is a deadline, left after the thing: "a week on friday quote for the awnings due"
    r"|(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!'s\s)(?<!\bnot\s)(?<!\bbe\s)(?<!\bfall\s)(?<!\bcome\s)due"
    # how long it was put off, never what is done: "clean out the drying room finally", "… at last"
    r"|finally|at\s+(?:long\s+)?last"
    r"|(?<!\bbe\s)(?<!\bthere\s)(?<!\bhere\s)on\s+time)|-ish\b)+)+$",
    _I,
)
# who does it or how well, after the thing it is done to: "do the timber count myself", "fit the new rudder
# ourselves", "clean the van proper": no part of what is done (never after a verb or a joining word: "treat
# myself", "a gift for myself")
_OWN_HAND = re.compile(
    r"(?P<a>\b(?:the|my|our|his|her|its|their|this|that|these|those)\s+[\w'’-]+(?:\s+[\w'’-]+){0,3}?)"
    r"(?<!\band)(?<!\bor)(?<!\bto)(?<!\bfor)(?<!\bwith)(?<!\bof)(?<!\bby)"
    r"\s+(?:myself|meself|ourselves|by\s+myself|on\s+my\s+own|proper|properly)[\s!.]*$",
    _I,
)


def _by_own_hand(action: str) -> str:
    """``action`` without who does it or how well, said last (see :data:`_OWN_HAND`)."""
    return _OWN_HAND.sub(lambda m: m["a"], action)


_INNER_EMOJI = re.compile(r"\s*[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+\s*")
# urgency said inside a to-do, before what it is about: "call the venue asap re parking", "email
# Oluwaseun urgently about the invoice": how soon, never part of the action (and no due date)
_INNER_URGENCY = gated(re.compile(
    r"(?<=\w)\s+(?:asap|a\.s\.a\.p\.?|urgently|right\s+away|straight\s+away|immediately|pronto)(?=[\s,]+\w)", _I
))
# "friday eod", "tomorrow AM": the day already ends the deadline; "thursday's workshop": the day.
_DAY_SUFFIX = re.compile(r"^(?P<d>.*?)(?:\s+(?:eod|cob|eob|am|a\.m\.?)|'s\s+\w+)$", _I)
_AHEAD = (
    r"(?:(?P<n>\d{1,3}|an?|a\s+couple(?:\s+of)?|couple\s+of|" + "|".join(HOUR_WORDS) + r")"
    r"(?:\s+|(?<=\d))(?P<unit>day|week|hour|hr|h)s?"
    r"|the\s+day)"
)
# "order flowers a few days before the 19th", "… a few weeks before the trip on the 20th": a lead of
# no number of days, so no day to be due
_VAGUE_AHEAD = re.compile(
    r"\s+(?:a\s+few|few|several|some|a\s+handful\s+of)\s+(?:days?|weeks?)"
    r"(?=\s*$|\s+(?:before|b4|prior\s+to|ahead\s+of)\s)",
    _I,
)
# "… (2 days) before it expires / before the licence runs out" ending the head of a dated to-do
_BEFORE_EVENT = gated(re.compile(
    # "… before she flies home", "… before Ray heads back": someone's leaving, said with its verb
    r"\s+(?:" + _AHEAD + r"\s+)?before\s+"
    r"(?:it|they|that|this|the\s+\w+|my\s+\w+|our\s+\w+|he|she|we|(?-i:[A-Z][\w'-]+))\s+(?:is\s+|are\s+)?\w+s?"
    r"(?:\s+(?:out|up|off|home|back|away))?(?:\s+(?:me|us|you|him|her|them))?\s*$",  # "charges me"
    _I,
))
# "he comes", "they arrive", "she gets here": someone's coming, whose day a to-do said "before" it leaves
# unsaid; the one the conversation just dated ("plumber thurs 10am", then "tidy up before he comes")
THEY_COME = (
    r"(?:he|she|they|it)\s+(?:comes?|arrives?|gets?\s+here|lands?|turns?\s+up|shows?\s+up"
    r"|pops?\s+(?:round|over|in|by)|drops?\s+by|visits?)(?=\W*$)"
)
_BEFORE_THEY_COME = re.compile(r"\s+(?:before|b4)\s+" + THEY_COME, _I)
# "pay it before it's | due on the 4th", "before it falls | due on the 3rd": what the span's "due" leaves
_FALLS_DUE_HEAD = re.compile(
    r"\s+(?:before|b4)\s+(?:it|they|that|this|the\s+\w+|my\s+\w+|our\s+\w+)"
    r"(?:'s|'re|s|\s+(?:is|are|falls|fall|goes|go|becomes|become|gets|get))?\s*$",
    _I,
)
# "renew my passport 2 weeks before my trip on june 20": an event without a verb, with its lead
_AHEAD_OF_EVENT = re.compile(r"\s+" + _AHEAD + r"\s+before\s+(?:the|my|our|his|her|their)\s+\w+\s*$", _I)
# "restock the rabies vaccine b4 the clinic on the 5th": before an occasion (a diary noun) on that day
_BEFORE_OCCASION = gated(re.compile(
    r"\s+(?:" + _AHEAD + r"\s+)?(?:before|b4|ahead\s+of)\s+(?:the|my|our|his|her|their|[\w-]+'s)\s+"
    r"(?:[\w'-]+\s+)?(?P<e>[\w'-]+)\s*$",
    _I,
))
# "renew it 2 days | before the 25th": the lead the span's own "before" leaves in the head
_AHEAD_OF_SPAN = re.compile(r"\s+" + _AHEAD + r"\s*$", _I)
# Connectors after which a time is when a to-do is due. "around" only before a clock time,
# "after" only before a part of the day ("after lunch"); "about Q3", "since May" never.
_DUE_CONNECTORS = {
    None, "by", "before", "b4", "on", "until", "till", "til", "untill", "due", "due by", "due on", "due before",
    "no later than", "not later than", "no later then", "at the latest by", "for", "in", "at", "@", "within",
    "over the", "during",  # "over the weekend", "during the week"
}  # fmt: skip
_DEADLINE_CONNECTORS = {"by", "before", "b4", "due", "due by", "due on", "due before", "no later than",
                        "not later than", "no later then", "at the latest by"}  # fmt: skip
_NOT_LEADING = {"until", "till", "til", "untill"}  # "until friday I'm off": a state, not a to-do
# What may stand between a leading date and the to-do ("fri!! send…", "tmrw: call…", "mon -> x").
_SEPARATOR = re.compile(r"[\s,:;!.\-–—>=]*")
# Words around a due that say nothing: "…, say by the 15th", "sometime next week …".
_DUE_LEAD_IN = gated(re.compile(
    # "…, maybe by end of month", "…, hopefully tmrw": how sure the due is, never the to-do's words
    r"(?:,\s*|\s+)(?:say|target|aim\s+for|ideally|latest|preferably)\s*,?$"
    r"|,\s*(?:maybe|hopefully|probably|prob|possibly|likely|roughly|approx|around)\s*,?$"
    # "book the boiler service sometime in jan": when within the month is left open, never the to-do's words
    r"|\s+(?:sometime|some\s+time|at\s+some\s+point|anytime|any\s+time)\s*,?$"
    # "…, she said by the 14th", "… — he promised it by fri", "… (per Bao: tues)": who set the due
    r"|" + REPORTED_LEAD_IN +
    # "…, it needs to be placed by the 15th", "…, has to be done before sat": the to-do said again in
    # the passive, only its due new
    r"|,\s*(?:and\s+)?(?:(?:it|they|this|that|these|those|which)\s+)?(?:needs?|has|have|must|should|'s\s+got"
    r"|has\s+got|is|are)\s+(?:to\s+)?be\s+(?:\w+ed|\w+en|done|sent|paid|made|set|put|built|bought|sorted|in|out"
    r"|ready|finished|submitted)(?:\s+(?:in|out|off|up|back|over))?\s*,?$"
    # "…, needs doing by sat", "…, it needs printing before fri": the same, said with the gerund
    r"|,\s*(?:and\s+)?(?:(?:it|they|this|that)\s+)?needs?\s+[a-z]{2,}ing\s*,?$"
    # "…, need it done by wed", "…, want them back before fri": the user's wish for it, only its due new
    # ("PR review for Lena's branch - need it by thu": set off by a dash too, and the wish alone)
    r"|(?:,|\s[-–—])\s*(?:and\s+)?(?:i\s+|we\s+)?(?:need|want|wanna|needs)\s+(?:it|them|that|this)(?:\s+(?:done"
    r"|finished|back|sorted|ready|in|out|over|sent|submitted|signed))?\s*,?$"
    r"|" + SETTLED_LEAD_IN,  # "…before it runs out on 3/2, so by 3/2": the date settled on
    _I,
))
# "…, expires 2 oct", "… - lapses on the 30th", "…, it runs out friday": the date the thing ends
# is its due, said after a comma with the verb that says so (never part of the action)
_DUE_VERB = re.compile(
    # ("…, current one ends on the 9th": the one the user has now, which the to-do replaces)
    r"\s*[,;–—-]\s*(?:(?:it|which|that|they|this|mine|ours|(?:the\s+|my\s+)?(?:current|old|existing)\s+one)\s+"
    r"|(?:it|which|that|they)'s\s+)?(?:(?:is|are)\s+)?"
    # "…, the deadline is the 20th", "…, last date is 20th" (Indian English), "…, due date is the 9th"
    r"(?:expires?|expiring|lapses?|lapsing|runs?\s+out|ends|closes|renews|due"
    r"|(?:the\s+)?(?:deadline|last\s+date|due\s+date|cut-?off(?:\s+date)?)(?:\s+is|'s)?)\s*$",
    _I,
)
# "on her bday", "on their anniversary", "on the big day": a day the occasion already names, said
# before its date ("call tita Baby on her bday 4/30"); only "on" (a gift "for the wedding" is what it is for)
_ON_ITS_DAY = re.compile(
    r"\s+on\s+(?:(?:the|my|our|his|her|their|your|[\w-]+'s)\s+(?:birthday|bday|b-day|anniversary|name\s*day"
    r"|wedding(?:\s+day)?|graduation(?:\s+day)?|big\s+day|day\s+off|retirement|first\s+day|last\s+day)"
    # "pay him back on payday the 28th", "put the bins out on bin day, thurs": a day of the month's
    # or the week's round, named and then dated
    r"|(?:(?:the|my|our|next)\s+)?(?:pay\s*day|payroll\s+day|pension\s+day|rent\s+day|bin\s+day|trash\s+day"
    r"|garbage\s+day|rubbish\s+day|collection\s+day|market\s+day|moving\s+day|sports\s+day))\s*$",
    _I,
)
# "saturday shift", "tuesday swim", "monday standup": a day that says when the thing after it is
# "thursdays standup": a diary noun after a bare day; after a day's possessive any noun is the
# occasion the day names ("tomorrow's all-hands", "next week's offsite", "tonight's dinner")
_DAY_OF_THING = re.compile(
    r"(?:(?P<s>'s|s'|’s)\s+(?:[\w&-]+\s+)?[\w&-]+|\s+(?:" + _EVENTS + r")s?)\s*$", _I
)
_DUE_AFTER_COMMA = re.compile(r"^(?P<a>.+?),\s*(?:say|target|aim\s+for|ideally|latest)\s+(?:by\s+)?(?P<d>.+)$", _I)
_SOMETIME = gated(re.compile(r"^(?:sometime|some\s+time|anytime|any\s+time)$", _I))


def _date(ctx: _Ctx, text: str) -> DateSpec | None:
    """The date a slot holds when the form already knows where it is ("remind me <slot> to …")."""
    spec = ctx.date(text)
    if spec is None:
        m = _DAY_SUFFIX.match(text.strip())
        if m and m["d"]:
            spec = ctx.date(m["d"])
    return spec


def _day_before(spec: DateSpec, days: int = 1) -> DateSpec:
    """ "before the 9th": due by the end of the 8th ("2 days before": the 7th)."""
    if spec.precision is not Precision.DAY:
        return spec
    return replace(spec, start=spec.start - timedelta(days=days), end=spec.end - timedelta(days=days))


def _days_ahead(m: re.Match[str]) -> int:
    """How many days "2 days", "a week", "the day", "48h" (before something) come to (a day at
    least)."""
    return max(_lead(m).days, 1)


def _lead(m: re.Match[str]) -> timedelta:
    """How long "2 days", "a week", "the day", "48h" (before something) are."""
    if m["n"] is None:
        return timedelta(days=1)
    word = m["n"].lower()
    n = int(word) if word.isdigit() else 2 if "couple" in word else HOUR_WORDS.get(word, 1)
    unit = m["unit"].lower()
    return timedelta(hours=n) if unit in ("hour", "hr", "h") else timedelta(days=n * (7 if unit == "week" else 1))


def _lead_before(spec: DateSpec, lead: timedelta) -> DateSpec:
    """ "2 days before the 18th at 6:40am": that long before a timed thing (the 16th, 6:40am); a
    day's span, which "before" already made the day before, that many days more before it."""
    if spec.precision is Precision.INSTANT:
        return replace(spec, start=spec.start - lead, end=spec.end - lead)
    return _day_before(spec, max(lead.days - 1, 0))


def _about_period(span: TimeSpan) -> bool:
    """ "invoice Hamid for March", "file the VAT return for 2026": the month or year a to-do
    is about, not when it is due."""
    spec = span.spec
    return span.connector == "for" and spec is not None and spec.precision in (Precision.MONTH, Precision.YEAR)


def _is_due(span: TimeSpan) -> bool:
    """Whether ``span`` can say when a to-do is due (its connector, and its kind of time)."""
    # "buy the champagne for nye", "book a table for valentines": a holiday a to-do is for is the
    # latest it can be done, so its due (only a month or year it is about is none)
    if _about_period(span):
        return False
    if span.connector in _DUE_CONNECTORS:
        return True
    if span.spec is None:
        return False
    if span.connector == "around":  # "around the 10th": a due all the same, asked about (its doubt)
        return span.spec.precision is Precision.INSTANT or span.spec.doubt is not None
    return span.connector == "after" and span.spec.end - span.spec.start > timedelta(hours=1)


@dataclass(frozen=True)
class _Lead:
    """A date said first ("tmrw: call the vet", "next wed finalise the plan") and what follows it."""

    due: DateSpec | None  # None when the words are a date that cannot be read
    rest: str
    firm: bool  # set off by punctuation or a connector: anything after it may be the to-do
    set_off: bool = False  # set off by punctuation ("thurs:", "fri -"): a diary line may follow
    problem: str | None = None  # why the date cannot be read, for the user


# A diary line under a day set off by punctuation may run longer than a bare agenda line: its
# day is already said, so the words after it are the occasion ("wed: dinner at Priya's place
# with the whole family").
DATED_ENTRY_WORDS = 12


def _leading(s: str, ctx: _Ctx) -> _Lead | None:
    """The time expression that opens ``s``, when it is followed by something to keep.

    Without punctuation or a connector ("friday can't come soon enough", "morning all") only
    obligation words, an imperative or a deadline may follow it."""
    # a span that opens the sentence is at most a connector and seven words: read only those
    opening = re.match(r"\s*(?:\S+\s+){0,12}\S*", s)
    assert opening is not None
    spans = find_spans(opening.group(0), now=ctx.now, tz=ctx.tz)
    if not spans:
        return _weekday_first(s, ctx) or _ordinal_first(s, ctx)
    first = spans[0]
    before = s[: first.start].strip(" ,")
    if (before and not _SOMETIME.match(before)) or first.connector in _NOT_LEADING or not _is_due(first):
        return None
    sep = _SEPARATOR.match(s, first.end)
    assert sep is not None
    rest = s[sep.end() :].strip()
    if (routine := routine_first(rest)) is not None:  # "tonight after shift ring the agency": within the day
        rest = rest[routine.end() :]
    if not rest:
        return None
    firm = bool(sep.group(0).strip()) or first.connector is not None
    if (
        not firm
        and re.match(r"(?:the|my|our)\s", s[first.start :], _I)
        and not _OWN_OBLIGATION.match(rest)
        and not (_one_day(first) and _imperative_shape(rest) and _bare_todo(rest))
        and not (first.spec is None and first.problem)  # "the 8th or 9th i'll visit grandpa": days, asked
    ):
        # "the Q3 plan for Atlas depends on…": the date qualifies a thing, it leads nothing (but
        # "the 2nd of april I have to pay the IBI" and "the day after tomorrow pick up the parcel"
        # open with their date)
        return None
    if not firm and not (
        _OBLIGATION_START.match(rest)
        or _going_todo(rest)
        or _TAKEN_ON.match(rest) is not None  # "… renewal is on me", "next sunday it's my turn to buy the snacks"
        or after_keep_in_mind(rest)
        or _imperative_shape(rest)
        or _DEADLINE_FOR.match(rest)
        or _day_then_verb(first.spec, rest, unread=first.spec is None and bool(first.problem))
    ):  # "tonight at 11 remind me to lock the gate", "fri don't let me forget to pay Jo" lead too
        return None
    return _Lead(first.spec, rest, firm, bool(sep.group(0).strip(" ,")), first.problem)


def _going_todo(rest: str) -> bool:
    """Whether ``rest`` is a plan of a to-do ("gonna wax the skis", "I'm going to clean the
    gutters"), not of going somewhere ("going to the beach"). After "going to" a verb is expected,
    so one the lexicon lacks in a to-do's shape is one too ("sat i'm gonna re-shingle the roof")."""
    m = _GOING_TO.match(rest)
    if m is None:
        return False
    plan = rest[m.end() :]
    return (_imperative_shape(plan) and _bare_todo(plan)) or unknown_verb_shape(plan)


def _day_then_verb(due: DateSpec | None, rest: str, *, unread: bool = False) -> bool:
    """ "next sun 10am lead the reef walk", "fri host the quiz night": after one day said first, a
    verb that is also a noun ("lead", "host", "service"), left out of TODO_VERBS for the lines it
    opens as the noun ("lead times are long"), is the to-do's verb when a thing follows it; and so is
    a verb the lexicon lacks, in a to-do's shape ("next sun repot the lemon tree", "tmrw descale the
    kettle"), as it is when said before its day. ``unread``: the words first are a day that cannot
    be read ("4/3 reseal the water tank", day and month unknown), asked about with the to-do."""
    one_day = unread or (due is not None and due.precision in (Precision.DAY, Precision.INSTANT))
    return one_day and (_led_verb_shape(rest) or unknown_verb_shape(rest))


def _led_verb_shape(rest: str) -> bool:
    """Whether ``rest`` opens with a verb of ``_LED_VERBS`` and the thing it is done to."""
    words = rest.split()
    return bool(words) and words[0].lower() in _LED_VERBS and bool(_OBJECT_START.match(rest))


def _one_day(span: TimeSpan) -> bool:
    """Whether ``span`` names one day or moment ("the day after tomorrow", "the 1st"), not a
    stretch of time that may qualify a thing ("the Q3 plan")."""
    return span.spec is not None and span.spec.precision in (Precision.DAY, Precision.INSTANT)


# a weekday that is also a word ("sat", "sun", "wed", "mon"), first and bare: "sat bring the cones"
_WORDLIKE_DAY_FIRST = re.compile(r"^(?P<d>sat|sun|wed|mon)\s+(?P<rest>\S.*)$", _I)


def _weekday_first(s: str, ctx: _Ctx) -> _Lead | None:
    """ "sat bring the cones", "sun prep the lesson plans": a word-like weekday opening a line
    is the day only when a to-do verb and its object follow it, or a diary line ("sat bbq at
    Tane's", a diary line under its day as "sat: bbq at Tane's" is); "sat down with Omar" and "sun
    is out" are no such line."""
    m = _WORDLIKE_DAY_FIRST.match(s)
    if m is None:
        return None
    rest = m["rest"]
    if (routine := routine_first(rest)) is not None:  # "sat after training wash the kits"
        rest = rest[routine.end() :]
    # "sat gotta bring the cones", "sun need to prep the plans", "sun gonna wax the skis"
    obliged = _BARE_OBLIGATION.match(rest) or _GOING_TO.match(rest)
    todo = rest[obliged.end() :] if obliged else rest
    # "sat bbq at Tane's", "sun brunch w/ the girls": an occasion where or with whom ("sat dinner the usual
    # place" says neither: no diary line, as "dinner" is no verb)
    entry = None
    if not obliged and _WHERE_OR_WHO.search(todo):
        entry = agenda_entry(todo) or (todo if _GATHERING.match(todo) else None)
    if entry is None and not ((_imperative_shape(todo) or _led_verb_shape(todo)) and _bare_todo(todo)):
        return None
    due = ctx.date(m["d"])
    return _Lead(due, todo, True, set_off=entry is not None) if due is not None else None


_WHERE_OR_WHO = re.compile(r"\s(?:at|@|w/|w|with|in)\s+\S", _I)
# a get-together the diary lexicon (_EVENTS) leaves out, so that "4th of july bbq at ours, need to buy
# charcoal" keeps only the to-do: under a word-like weekday it is the whole line ("sat bbq at Tane's")
_GATHERING = re.compile(r"^(?:a\s+)?(?:bbq|barbecue|barbie|braai|cookout|potluck|picnic|hangi|hāngī)\b", _I)
# "i owe the school the trip money", "we owe Jo 20 quid": the user's own debt after a day said first
_OWN_DEBT = re.compile(r"^(?:i|we)\s+(?:still\s+)?owe\s+\S", _I)
# "the 29th pay the gardener", "the 3rd: call the bank": a day of the month in digits, first
_ORDINAL_FIRST = re.compile(r"^(?P<d>the\s+\d{1,2}(?:st|nd|rd|th))(?P<sep>\s*[,:;\-–—]\s*|\s+)(?P<rest>\S.*)$", _I)


def _ordinal_first(s: str, ctx: _Ctx) -> _Lead | None:
    """ "the 29th pay the gardener": a day of the month said first, which the time reader leaves
    alone without a connector ("the 3rd floor", "the 5th time"), is the day when a to-do, with
    obligation words or as a bare verb and its object, follows it."""
    m = _ORDINAL_FIRST.match(s.strip())
    if m is None:
        return None
    rest = m["rest"]
    # "the 29th gotta pay the gardener", "then the 8th i'll sign the lease"
    obliged = _BARE_OBLIGATION.match(rest) or _OWN_PROMISE_START.match(rest)
    todo = rest[obliged.end() :] if obliged else rest
    if _OWN_DEBT.match(rest):
        todo = rest  # "the 15th i owe the school the trip money": the debt read as said, due that day
    elif not ((_imperative_shape(todo) or _led_verb_shape(todo)) and _bare_todo(todo)):
        return None
    due = ctx.date(m["d"])
    if due is None or due.precision is not Precision.DAY:
        return None
    return _Lead(due, todo, True, bool(m["sep"].strip()))


# "gotta", "need to", "must": obligation words with no subject, which only the user's own to-do opens with
_BARE_OBLIGATION = re.compile(
    r"^(?:i\s+|we\s+|(?:i|we)'ve\s+)?(?:really\s+|def\s+|defo\s+|definitely\s+)?(?:need\s+to|have\s+to|have\s+got\s+to|got\s+to"
    r"|must|should|gotta|needa)\s+",
    _I,
)
# "i'll", "I will", "im gonna": the user's own promise, said after a day of the month ("the 8th i'll sign it")
_OWN_PROMISE_START = re.compile(r"^(?:i['’]ll|ill|i\s+will|i['’]?m\s+(?:going\s+to|gonna))\s+", _I)
# "I have to", "we need to", "I must": the user's own obligation, said in full after a date
_OWN_OBLIGATION = re.compile(
    r"^(?:i|we)(?:'ve)?\s+(?:really\s+)?(?:need\s+to|have\s+to|have\s+got\s+to|got\s+to|must|gotta)\s", _I
)
_OBLIGATION_START = re.compile(
    r"^(?:i\s+|we\s+|(?:i|we)'ve\s+)?(?:really\s+)?(?:need|needa|have|has|got|gotta|must|should|ought|promised|owe"
    r"|(?:i|we)(?:'ll|\s+will))\b",
    _I,
)
# "next sun gonna wax the skis", "sat I'm going to clean the gutters": a plan said after its day,
# when a to-do follows it ("sat going to the beach" is an outing, no to-do)
_GOING_TO = re.compile(r"^(?:i'm\s+|i\s+am\s+|we're\s+|we\s+are\s+)?(?:going\s+to|gonna)\s+", _I)
# "15th sept deadline for the talk proposal", "EOM: deadline for the commission calcs"
_DEADLINE_FOR = re.compile(r"^(?:is\s+(?:the\s+)?)?deadline\s+(?:for|on|to)\s+(?P<a>.+)$", _I)


@dataclass(frozen=True)
class _Dated:
    """A to-do's words split into the action and its due."""

    action: str
    due: DateSpec | None
    span: TimeSpan | None  # the span the due was read from
    written: str  # its words, connector included
    unreadable: bool  # a date is there but cannot be read: ask, never guess
    # With an unreadable date that ends the to-do: the action without it, to offer undated.
    undated: str | None = None
    problem: str | None = None  # why its date cannot be read, for the user ("“3/4” is 3 April or 4 March")


_NOT_THAT_DAY = re.compile(r"\s*,?\s*(?:(?:and|but)\s+)?(?:not|rather\s+than|instead\s+of|not\s+on)\s+", _I)


def _dated(body: str, ctx: _Ctx) -> _Dated:
    """The action without its due span and connector: the span that ends the to-do ("call
    Maya tomorrow at 5", "do the meal prep sun", "send it by the 15th"). Any span that is a
    date recap cannot read ("by blursday", "on 31/04") makes the whole to-do unreadable."""
    body = _INNER_URGENCY.sub("", _INNER_EMOJI.sub(" ", body)).strip()
    body = _TAIL_NOISE.sub("", without_reminder_request(body)).strip(" ,")  # "… by friday pls remind me"
    body = _by_own_hand(body)
    then = _THEN_AFTER_DATE.search(body)
    if then is not None and has_date_words(body[: then.start()]):
        body = _TAIL_NOISE.sub("", body[: then.start()]).strip(" ,")
    body = without_reason(body)  # "… by 9 tmrw or they charge another day": why, not what
    same_day = same_day_routine(body)
    before_routine = body[: same_day.start()] if same_day is not None else ""
    if same_day is not None and before_routine.strip() and not find_spans(before_routine, now=ctx.now, tz=ctx.tz):
        # "write up the discharge summary before end of shift": today's, while the day lasts
        head, routine = body[: same_day.start()].rstrip(" ,"), body[same_day.start() :].strip(" ,")
        today = ctx.date("today") if still_today(routine, ctx.now.astimezone(ctx.tz).hour) else None
        if today is None:
            return _Dated(body, None, None, "", True, head)
        return _Dated(head, today, None, routine, False)
    if (come := _BEFORE_THEY_COME.search(body)) is not None and come.start() > 0 and not has_date_words(body):
        # "tidy up before he comes": kept whole, as "b4 then" is: due before the coming the conversation just dated
        return _Dated(body, None, None, "", False)
    cut = trailing_condition(body)
    if cut is not None and cut.start() > 0 and not has_date_words(body[cut.start() :]):
        body = body[: cut.start()].rstrip(" ,")  # "set up the till monday before opening": due monday
    routine = routine_after(body)
    if routine is not None and routine.start() > 0 and has_date_words(body[: routine.start()]):
        body = body[: routine.start()].rstrip(" ,")  # "vote on tuesday before work": due tuesday
    spans = find_spans(body, now=ctx.now, tz=ctx.tz)
    if len(spans) >= 2 and _NOT_THAT_DAY.fullmatch(body[spans[-2].end : spans[-1].start]) and _ends(body, spans[-1]):
        body, spans = body[: spans[-2].end], spans[:-1]  # "by wed not fri": wed, the other day said only to be denied
    if (clock_last := clock_after_day(body, spans)) is not None:
        body, spans = clock_last, find_spans(clock_last, now=ctx.now, tz=ctx.tz)  # "be home at 8 … next mon"
    if any(span.spec is None for span in spans):
        bad = spans[-1]
        undated = body[: bad.start].rstrip(" ,") if bad.spec is None and _ends(body, bad) else None
        problem = next(span.problem for span in spans if span.spec is None)
        return _Dated(body, None, None, "", True, undated, problem)
    last = spans[-1] if spans else None
    if last is not None and _about_day(body, last):
        # "txt sarah re: sat", "ask Jo about friday": the day is what it is about (kept as said), never its due
        return _Dated(body.rstrip(" .!?"), None, None, "", False)
    if last is not None and last.spec is not None and _is_due(last) and _WHY_AFTER_DUE.match(body, last.end):
        # "call her on tuesday to introduce myself": the due said before why or what about
        action = f"{body[: last.start].rstrip(' ,')} {body[last.end :].strip()}"
        return _Dated(action, last.spec, last, body[last.start : last.end], False)
    of_thing = _DAY_OF_THING.fullmatch(body, last.end) if last is not None and last.spec is not None else None
    # "bring the charger for monday's offsite": the occasion says when; "pay the plumber for friday's
    # job" is no occasion, only which job
    occasion_for = last is not None and last.connector == "for" and _EVENT.search(body[last.end :]) is not None
    if occasion_for and of_thing and of_thing["s"]:  # "bring the charger for monday's offsite": due monday
        return _Dated(body[: last.start].rstrip(" ,"), last.spec, last, body[last.start : last.end], False)
    if of_thing and last is not None and (last.connector is None or occasion_for):
        # "cover her saturday shift", "drive Kemi to her tuesday swim": the day says when the thing is,
        # and is the due, so no part of the action ("bring snacks to thursdays standup": to the standup)
        return _Dated(_without_day(body, last), last.spec, last, body[last.start : last.end], False)
    if last is None or not _is_due(last) or not _ends(body, last):
        m = _DUE_AFTER_COMMA.match(body)
        if m and (spec := ctx.date(m["d"])) is not None:  # "…, target the 23rd"
            return _Dated(re.sub(r"\s+before\s+.+$", "", m["a"], flags=_I), spec, None, m["d"], False)
        # "renew my passport before it expires", "loop in legal before we sign": a condition, not
        # part of the action; undated
        if (vague := vague_occasion(body)) is not None:  # "ship the order before the holidays": when is that?
            return _Dated(body, None, None, "", True, body[: vague.start()].rstrip(" ,"))
        condition = (_BEFORE_EVENT.search(body) or trailing_condition(body)) if last is None else None
        action = body[: condition.start()].rstrip(" ,") if condition and condition.start() > 0 else body
        return _Dated(action, None, None, "", _unread_date(body))
    assert last.spec is not None
    spec, head = last.spec, body[: last.start].rstrip(" ,")
    m = _DUE_LEAD_IN.search(head) or _DUE_VERB.search(head)
    if m:  # "…before winter kicks in, say by the 15th", "renew the domain, expires 2 oct": the date is the due
        head = head[: m.start()]
        if "," in m.group(0) or re.search(SETTLED_LEAD_IN, m.group(0), _I):
            head = re.sub(r"\s+before\s+.+$", "", head, flags=_I)
        if LEAD_IN.search(m.group(0)) and (rough := _rough_due(head, ctx)) is not None:
            # "draft the doc this wk, say thurs": the rough date the narrower one replaces, when it
            # lies within it ("next week, ideally tuesday" is next week's tuesday: asked, never guessed)
            head, rough_spec = rough
            if not _within(spec, rough_spec, latest=re.search(r"latest", m.group(0), _I) is not None):
                return _Dated(body, None, None, "", True, head)
    elif last.connector in _DEADLINE_CONNECTORS and (rough := _rough_period(head, ctx)) is not None:
        # "book the mechanic this week, by fri latest": the explicit deadline bounds the period said
        # before it, so it is the due (one that falls before the period opens is asked about)
        head = rough[0]
        if not _within(spec, rough[1], latest=True):
            return _Dated(body, None, None, "", True, head)
    if (day := _ON_ITS_DAY.search(head)) is not None and day.start() > 0:
        head = head[: day.start()]  # "call tita Baby on her bday 4/30": the occasion names the day, no more
    event = _BEFORE_EVENT.search(head) or _AHEAD_OF_EVENT.search(head)
    event = None if event and closing_hour(event.group(0)) else event  # "b4 they close tmrw": tomorrow
    if (last.connector or "").startswith("due") and (falls := _FALLS_DUE_HEAD.search(head)) is not None:
        event, head = None, head[: falls.start()]  # "before it falls due on the 3rd": the 3rd is the deadline
    occasion = _BEFORE_OCCASION.search(head) if routine_before(head) is None else None  # "my shift friday": that day
    event = event or (occasion if occasion and _EVENT.fullmatch(occasion["e"]) else None)
    ahead = _AHEAD_OF_SPAN.search(head) if last.connector in ("before", "b4") else None
    vague = _VAGUE_AHEAD.search(head)
    if vague is not None and (last.connector in ("before", "b4") or vague.end() < len(head.rstrip())):
        return _Dated(body, None, None, "", True, head[: vague.start()])  # how many days before? asked
    if event:  # "cancel the trial before it renews on the 4th": by the 3rd
        spec, head = _day_before(spec, _days_ahead(event)), head[: event.start()]
    elif (routine := routine_before(head)) is not None and routine.start() > 0:
        head = head[: routine.start()]  # "restock the gauze before my shift friday": due friday
    elif (cut := trailing_condition(head)) is not None and cut.start() > 0:
        # "pay the deposit before they close the booking on friday": by thursday; "water her
        # plants while she's away till sunday": the condition cut, the date kept
        spec, head = (_day_before(spec) if before_event(head) else spec), head[: cut.start()]
    elif ahead:  # "renew it 2 days before the 25th": the span said the 24th, so by the 23rd
        spec, head = _lead_before(spec, _lead(ahead)), head[: ahead.start()]
    return _Dated(_by_own_hand(asked_reminder(head).strip(" ,")), spec, last, body[last.start : last.end], False)


# a word that leaves a bare noun needing its article once the day before the noun is gone
_BARE_AFTER = re.compile(r"(?:^|\s)(?:to|at|for|after|before|from|in|into|during|skip|miss|attend|run|lead|host)$", _I)


def _without_day(body: str, span: TimeSpan) -> str:
    """The action without the day when the day stands where the occasion's article would ("take
    notes at thurs retro" -> "take notes at the retro", "bring snacks to thursdays standup" ->
    "to the standup"); a day after an article or a possessive only describes the occasion, and
    stays ("cover her saturday shift", "prep for the monday standup")."""
    if re.match(r"^(?:for\s+)?(?:the|this|that|our|my)\s", body[span.start : span.end], _I):
        return body  # "prep for the monday standup": the article was said, the day describes
    head, tail = body[: span.start].rstrip(), re.sub(r"^(?:'s|s')\s+", "", body[span.end :].strip())
    if span.connector == "for":  # "prep for friday's party": the span took "for" with it
        head = f"{head} for"
    if not _BARE_AFTER.search(head):
        return body
    return f"{head} the {tail}".strip()  # "thursday's standup": the possessive went with the day


def _rough_due(head: str, ctx: _Ctx) -> tuple[str, DateSpec] | None:
    """``head`` without the date that ends it, with its connector ("… this wk", "… by friday"),
    and that date."""
    spans = find_spans(head, now=ctx.now, tz=ctx.tz)
    last = spans[-1] if spans else None
    if last is None or last.spec is None or head[last.end :].strip(" ,") or last.start == 0:
        return None
    return head[: last.start].rstrip(" ,"), last.spec


def _within(narrow: DateSpec, rough: DateSpec, *, latest: bool) -> bool:
    """Whether ``narrow`` can stand for ``rough``: inside it ("this wk, say thurs"), or for "at
    the latest", no earlier than it ("by friday, latest monday")."""
    if latest:
        return narrow.start >= rough.start
    return rough.start <= narrow.start and narrow.end <= rough.end


def _rough_period(head: str, ctx: _Ctx) -> tuple[str, DateSpec] | None:
    """``head`` without the stretch of days that ends it as a due ("… this week", "… next month";
    never what the to-do is for: "invoice Hamid for March", "sort the roster for next week"), and
    that stretch."""
    spans = find_spans(head, now=ctx.now, tz=ctx.tz)
    last = spans[-1] if spans else None
    if last is None or last.spec is None or head[last.end :].strip(" ,") or last.start == 0:
        return None
    if last.connector not in (None, "in", "during", "over the", "within"):
        return None
    if last.spec.end - last.spec.start <= timedelta(days=1):
        return None  # one day or one time: no stretch
    return head[: last.start].rstrip(" ,"), last.spec


_AFTER_DUE = re.compile(r"\s*(?:(?:am|a\.m\.?)|'s\s+\w+)?$", _I)


# what the to-do is for or where it starts from, said after its time: "be home at 8 for the plumber",
# "pick up mum at 10 from the airport" (a count or a length after "for" is no such thing: "for 2 hours")
_WHY_AFTER_DUE = re.compile(r"\s+(?:(?:to|about|re:?|regarding|so\s+that)\s+\w|(?:for|from)\s+[a-z])", _I)


def _about_day(body: str, span: TimeSpan) -> bool:
    """Whether a day that ends ``body`` follows the word saying what a to-do is about ("re: sat", "about
    friday": the span may hold the word as its connector). A clock time is no topic ("call mum about 3":
    around 3), nor a day that says which thing ("about friday's meeting")."""
    if span.spec is None or span.spec.precision is Precision.INSTANT or body[span.end :].strip(" .!?"):
        return False
    return span.connector in TOPIC_CONNECTORS or topic_before(body, span.start)


def _ends(body: str, span: TimeSpan) -> bool:
    """Whether ``span`` ends ``body``, but for an "AM" or a possessive ("thursday's workshop")."""
    return bool(_AFTER_DUE.fullmatch(body, span.end))


_DATE_TOKEN = re.compile(
    # "13/13", "14-12": a numeric date, if no day
    r"^(?:\d{1,2}(?::\d{2})?(?:am|pm|st|nd|rd|th)?|\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?"
    r"|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes"
    r"|thurs|fri|satur|sun)day|today|tonight|tomorrow|tmrw|tmr|tmro|yesterday|eod|eow|eom|cob|am|pm|noon|midnight"
    r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|april|june|july|august|september"
    r"|october|november|december|morning|evening|afternoon|weekend|week|wk|month)$",
    _I,
)
_DATE_FILLER = {"the", "of", "at", "next", "this", "by", "on", "before", "end", "start", "in", "a"}


# a spelled day of the month, "the ninth", "on the twenty-first" (one word once joined): a date
# left in an action; "the first/second/third" only after "on"/"by" ("finish the second" ranks)
_SPELLED_DAY = re.compile(r"^(?:" + ORDINAL_PATTERN.replace(" ", "-") + r")$", _I)
_RANKS = {"first", "second", "third"}
_PODS = {"morning", "afternoon", "evening", "night"}
_TENS_ORDINAL = gated(re.compile(r"\b(twenty|thirty)\s+(?=(?:" + ORDINAL_PATTERN + r")\b)", _I))


def _spelled_day(words: list[str], i: int) -> bool:
    """Whether ``words[i]`` is a spelled day of the month ("on the ninth"), not a rank."""
    w = words[i].lower()
    if not _SPELLED_DAY.match(w) or i == 0 or words[i - 1].lower() != "the":
        return False
    return w not in _RANKS or (i > 1 and words[i - 2].lower() in {"on", "by", "before", "til", "till", "until"})


_PAYING = re.compile(r"^(?:pay|paying|send|give|lend|transfer|wire|refund|repay|reimburse|e-?transfer|venmo)\b", _I)


def _unread_date(action: str) -> bool:
    """Whether date words are left at the end of an action (a span recap could not read, or a
    second day besides the due: "call Bob on the ninth tomorrow"): "ring the surgery at 8",
    "book it by feb 30th"."""
    words = [w.strip(",.!?") for w in _TENS_ORDINAL.sub(r"\1-", action).split()]
    if any(_spelled_day(words, i) for i in range(max(1, len(words) - 3), len(words))):
        return True
    tail: list[str] = []
    for i in range(len(words) - 1, max(-1, len(words) - 5), -1):
        w = words[i]
        if i > 0 and w.lower() in _PODS and occasion_part_of_day(words[max(0, i - 2) : i]):
            break  # "parents evening", "quiz night": an occasion's name, no time left unread
        if w.lower() in _DATE_FILLER or _DATE_TOKEN.match(w):
            tail.insert(0, w)
        else:
            break
    if len(words) > len(tail) and words[-len(tail) - 1].lower() == "for":
        return False  # "book flights for June", "a table for 8": what it is for, not a date
    if counted_not_dated(words, tail):
        return False  # "the speech for Oma's 80th", "the summary for bed 12": an age, a label
    if len(tail) == 1 and re.fullmatch(r"\d+(?:[.,]\d{2})?", tail[0]) and _PAYING.match(action):
        return False  # "pay the plumber 80", "send Raj 50": an amount, said without its currency
    return any(_DATE_TOKEN.match(w) for w in tail) and any(w.lower() not in _DATE_FILLER for w in tail)

# -- intros ------------------------------------------------------------------------------

_ADVERBS = (
    r"(?:(?:really|still|just|probably|prob|prolly|definitely|def|defo|seriously|also|then|actually|totally|so"
    r"|honestly|finally|maybe|better)\s+)*"
)
_STRONG_SELF = re.compile(
    r"^(?:i\s+|i(?='))?" + _ADVERBS + r"(?:need\s+to|got\s+to|have\s+got\s+to|have\s+to|must|ought\s+to"
    r"|'ve\s+got\s+to|am\s+supposed\s+to|'m\s+supposed\s+to"
    # "on me to chase up the invoices", "it's on me to book the venue": the job is the user's
    r"|(?:(?:it's|its|it\s+is|that's|thats)\s+)?on\s+me\s+to)\s+" + _ADVERBS + r"(?:remember\s+to\s+)?(?P<rest>.+)$",
    _I,
)
_STRONG_SELF_I = re.compile(r"^i've\s+got\s+to\s+(?P<rest>.+)$|^i'm\s+supposed\s+to\s+(?P<rest2>.+)$", _I)
_DATED_SELF = re.compile(
    r"^(?:i\s+|i(?='))?" + _ADVERBS + r"(?:should|(?:am|'m)\s+going\s+to|going\s+to|plan\s+to|planning\s+to"
    r"|(?:am|'m)\s+planning\s+to|want\s+to|intend\s+to|will|'ll|shall|'m\s+on\s+the\s+hook\s+for"
    r"|am\s+on\s+the\s+hook\s+for"
    # "aiming to finish the sketch by sun", "hoping to", "the plan is to": an intention said by its aim
    r"|(?:(?:am|'m)\s+)?(?:aiming|hoping|intending)\s+to|aim\s+to"
    r"|(?:(?:the|my|our)\s+)?(?:plan|idea|aim|goal)\s+is\s+to)\s+" + _ADVERBS + r"(?P<rest>.+)$",
    _I,
)
_SELF_PREFIX = re.compile(r"^(?:i'm|i'll|i've)\b", _I)
# "will the parcel arrive fri", "should the bins go out tmrw": the modal before its subject asks, plans nothing
_MODAL_ASKS = re.compile(
    r"^(?:will|shall|should|would|can|could)\s+(?:the|a|an|my|our|his|her|their|it|he|she|they|you|u|we|this|that"
    r"|these|those)\b",
    _I,
)
_LIST_INTRO = re.compile(
    r"^(?:(?:on\s+)?my\s+(?:list|to-?do(?:\s+list)?|todos?)(?:\s+for\s+(?P<d1>[^:\-–—]+?))?"
    r"|to-?\s?do(?:\s+list)?(?:\s+for\s+(?P<d2>[^:\-–—]+?))?|add\s+to\s+my\s+(?:list|to-?dos?|to-?do\s+list)"
    r"|(?:note\s+)?to\s+self|mental\s+note|(?:quick\s+)?reminder(?:\s+(?:to|for)\s+(?:self|myself|me))?"
    r"|my\s+(?:job|responsibility|duty|turn)(?:\s+to)?|remind\s+me(?=\s*[:\-–—])"
    # "add: pay the parking fine by fri", "new task - book the vet": a list entry, as a label
    r"|(?:(?:also|pls|please)\s+)?add(?:\s+(?:this|one|another))?(?=\s*[:\-–—])|(?:new\s+)?(?:task|to-?do\s+item)(?=\s*[:\-–—])"
    # "assigned to me: migrate the cron jobs", "on me: the catering": a job given, as a label
    r"|(?:assigned\s+to|given\s+to|on)\s+me(?=\s*[:\-–—])"
    # "next up for me: migrate the mailing list", "up next - the VAT return": the next job, as a label
    r"|(?:next\s+up|up\s+next)(?:\s+for\s+me)?(?=\s*[:\-–—])"
    # "busy day: dentist at 2, then …", "packed morning - standup, 1:1s": how the day looks, a header
    r"|(?:(?:a|another)\s+)?(?:busy|big|long|crazy|hectic|packed|full|mad|manic|insane)\s+(?:day|morning|afternoon|evening"
    r"|week|one)(?:\s+ahead)?(?=\s*[:\-–—])"
    # "assigning myself: migrate the DNS records", "self-assigned - the audit": the same label, said by its giver
    r"|(?:(?:assigning|assigned|assign)\s+(?:it\s+)?(?:to\s+)?(?:myself|me)|self[\s-]?assign(?:ed|ing)?)(?=\s*[:\-–—]))\s*(?P<sep>[:\-–—]+|\s)\s*(?P<rest>(?!(?:to|for)\s+(?:self|myself|me)\s*$)\S.*)$",
    _I,
)
# A note label: what follows is a to-do only when it says what to do ("note to self: call Bea")
_NOTE_LABEL = re.compile(r"^(?:(?:note\s+)?to\s+self|mental\s+note|note)\b", _I)
_NOTE_HEAD = re.compile(r"^\s*(?:(?:note\s+)?to\s+self|nts|mental\s+note)\s*[:\-–—]+\s*(?P<rest>\S.*)$", _I)


def without_note_label(text: str) -> str:
    """ "note to self: passport expires in march, renew it": what the note says, read as said
    (the label is no part of the thing it names); a label before a to-do's verb stays, as the
    list reader takes it ("note to self: call Bea")."""
    m = _NOTE_HEAD.match(text)
    if m is None or _imperative_shape(m["rest"]):
        return text
    # only a statement, then what to do about it: "… expires in march, renew it" ("Sione wants the
    # spare keys cut" stays under its label, which says it is a to-do)
    cut = _NOTE_CUT.search(m["rest"])
    return m["rest"] if cut is not None and _imperative_shape(m["rest"][cut.end() :].strip()) else text


_NOTE_CUT = re.compile(r"\s*[,;]\s*|\s+[-–—]\s+")


# ... and a statement when it starts with the thing or person it is about
_STATEMENT_START = re.compile(
    r"^(?:the|my|our|their|his|her|its|this|that|these|those|it|it's|there|there's|we|they|he|she|we're|they're)\s", _I
)
# A to-do the user took on, said as what happened or whose it is: "I volunteered to organise
# the bake sale", "ok so I'm on the hook for booking the team lunch", "it's on me to renew the
# insurance", "I'm in charge of the raffle prizes", "got roped into running the quiz".
_TAKEN_ON = re.compile(
    r"^(?:i\s+|i(?='))?(?:have\s+|'ve\s+|just\s+|also\s+|kind\s+of\s+|kinda\s+)*"
    r"(?:(?P<vow>volunteered|offered|agreed|promised|signed\s+up|committed|been\s+asked|was\s+asked|got\s+asked)\s+to"
    # "committing to writing 3 blog posts by the 31st": the vow said as it is made, its "I" left out
    r"|(?:(?:am|'m)\s+)?(?P<now>committing|volunteering|promising|pledging)\s+to"
    r"|(?:am|'m|was|got|been)\s+(?:(?:now|also|apparently)\s+)?(?:on\s+the\s+hook\s+for|in\s+charge\s+of"
    r"|responsible\s+for|roped\s+into|stuck\s+with|tasked\s+with|volunteered\s+for|down\s+for)"
    r"|(?:got\s+)?(?:roped\s+into|stuck\s+with|tasked\s+with|volunteered\s+for|signed\s+up\s+for)"
    # offered as it is said: "count me in for stacking chairs", "put me down for the washing up"
    r"|(?:count\s+me\s+in|put\s+me\s+down|sign\s+me\s+up)\s+for)\s+(?P<rest>.+)$"
    r"|^(?:it's|it\s+is|its)\s+(?:on\s+me|my\s+job|my\s+turn|up\s+to\s+me|down\s+to\s+me|my\s+responsibility)"
    r"\s+to\s+(?P<rest2>.+)$"
    # the job said first: "renewing the domain is on me", "booking the venue's my job"
    r"|^(?P<rest3>[a-z]+ing\s+.+?)(?:\s+is|'s)\s+(?:on\s+me|my\s+job|up\s+to\s+me|down\s+to\s+me|my\s+responsibility)"
    r"(?:[\s,]*$|\s*,?\s+(?P<due3>(?:by|before|b4|due)\s+\S.*)$)"
    # the job named by its noun: "the car insurance renewal is on me", "the school run's my job"
    r"|^(?:the|my|our)\s+(?P<rest4>(?:[\w'-]+\s+){0,3}?(?:renewal|booking|run|pickup|pick-up|drop-off|dropoff|order"
    r"|payment|application|registration|shop|delivery|paperwork|cleanup|clean-up|handover|write-up|writeup))"
    r"(?:\s+is|'s)\s+(?:on\s+me|my\s+job|up\s+to\s+me|down\s+to\s+me|my\s+responsibility)[\s.!]*$",
    _I,
)
# What one is in charge of, without a verb: the thing to sort out ("the raffle prizes").
_THING = re.compile(r"^(?:the|my|our|a|an|this|that|these|those|all\s+the)\s+\S", _I)


def _taken_on(body: str, ctx: _Ctx, due: DateSpec | None) -> list[Intent] | None:
    """A to-do the user took on (see ``_TAKEN_ON``): "booking the team lunch" is "book the team
    lunch"; a bare thing ("the raffle prizes") is the to-do as said."""
    m = _TAKEN_ON.match(body)
    if m is None:
        return None
    if m["rest4"]:  # "the car insurance renewal is on me": the job as named
        return _read_one(m["rest4"], ctx, "me", None, needs_date=False, due=due)
    rest = (m["rest"] or m["rest2"] or f"{m['rest3']} {m['due3'] or ''}").strip()
    if len(rest.split()) < 2 or not _bare_todo(rest):
        return None  # "I was asked to leave", "agreed to disagree", "responsible for everything"
    verb, _, tail = rest.partition(" ")
    if verb.lower().endswith("ing") and tail and verb.lower() not in ("everything", "something", "nothing"):
        rest = f"{_base(verb)} {tail}"
    elif m["vow"] and not _imperative_shape(rest):
        return None  # "committed to the gym this year", "agreed to the terms": a vow to a thing, nothing to do
    elif _THING.match(rest) and not _imperative_shape(rest):
        return _read_one(rest, ctx, "me", None, needs_date=False, due=due)
    if _NOT_A_TASK.match(rest):
        return None
    read = _read(rest, ctx, "me", None, needs_date=False, due=due)
    if m["vow"] and m["vow"].lower() in _VOWED and read and len(read) == 1 and isinstance(read[0], NewCommitment):
        # "agreed to send Ana-Lucía the quote", "promised to call Bea back": the promise was made to
        # the one person the action names, as with "said I'd get back to Olu"
        person = _mentioned(read[0].action, ctx)
        return [replace(read[0], counterparty=person)] if person else read
    return read


# Taking on that is a promise to someone (not "volunteered", "signed up", "was asked": to a group or a boss)
_VOWED = frozenset({"promised", "agreed", "offered", "committed"})


_PUT_ON_LIST = re.compile(r"^put\s+['\"](?P<a>[^'\"]+)['\"]\s+on\s+my\s+(?:list|to-?dos?)(?P<rest>.*)$", _I)
_OWE = gated(re.compile(
    # a second capitalised word is the name's ("owe Mei Ling the notes"), never "the" ("owe Kenji the Q4 deck")
    r"^(?:i\s+)?(?:(?:still|also|really)\s+)?(?:owe|promised)\s+"
    # "owe my cousin Remy $150": whom by kin or role, then their name
    r"(?P<p>(?:the|my|our)\s+\S+(?:\s+(?-i:[A-Z][a-z]+)(?=\s))?|\S+(?:\s+(?-i:[A-Z])\S*)?)\s+"
    r"(?P<rest>(?:the|a|an|my|our|some|their|his|her)\b.+|\S*\d\S*.*"
    # "promised the kids pizza friday", "owe Ayaan feedback on chapter 3": a bare noun, then more
    r"|(?!(?:for|to|on|in|at|by|with|about|from|back|again|and|or|but|so|if|when|that|this|since|over)\b)"
    r"(?-i:[a-z])[\w'-]+(?!\s+(?-i:[A-Z]))(?:\s+\S+)+"
    r"|(?:lunch|dinner|breakfast|brunch))$",  # "i owe Priya lunch": a meal owed, alone (a drink is in jest)
    _I,
))
_MEAL_OWED = re.compile(r"lunch|dinner|breakfast|brunch", _I)
# "the Patels", "the Okonkwos": a family, named by its surname
_FAMILY = re.compile(r"^(?i:the)\s+(?P<n>[A-Z][a-z]+s)$")
# "my cousin Remy", "our neighbour Tom": whom by kin or role, then their name (the name is who it is)
_KIN_NAMED = re.compile(r"^(?i:the|my|our)\s+(?-i:[a-z]+)\s+(?P<n>[A-Z][a-z]+)$")
# "the Dubois couple", "the Nguyen family", "the Haddad twins": people named by a surname and what they are
_GROUP = r"(?:couple|family|twins|kids|boys|girls|brothers|sisters|household|lot|crew|party|folks)"
_NAMED_GROUP = re.compile(r"^(?i:the)\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+(?:\s+(?i:" + _GROUP + r"))?$")
_PROMISE = re.compile(
    r"^(?:i\s+)?(?:have\s+|'ve\s+)?(?:promised|told|assured|agreed\s+with|said\s+to)\s+"
    r"(?P<p>(?:my|our|the)\s+\w+(?:\s+[A-Z][\w\-]+(?=\s+(?:that\s+)?(?:to|i|we)\b))?"
    # "promised the Dubois couple I'd …", "told the Nguyen family we'd …": a family by its surname
    r"|(?i:the)\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w\-]+\s+" + _GROUP + r"(?=\s+(?:that\s+)?(?:to|i|i'd|id|ill|we|we'd)\b)"
    # "promised Pani Nowak to …", "told Tía Carmen I'd …": a name of two or three capitalised words
    r"|(?-i:[A-ZÀ-ÖØ-Þ][\w\-]+(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]+){1,2})(?=\s+(?:that\s+)?(?:to|i'd|id|ill|i|we'd|we)\b)"
    # "told Mrs. Abernathy I'd …", "promised Dr. Osei to …": a title, its dot and a name
    r"|(?:mr|mrs|ms|mx|dr|prof|fr|sr|sra)\.\s+(?-i:[A-ZÀ-ÖØ-Þ][\w\-]+(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]+)?)"
    # "told mrs henderson id …", "promised dr osei to …": typed in lower case, the title says a person
    r"|(?:mr|mrs|ms|mx|dr|prof)\.?\s+[a-zà-öø-þ][\w\-]+(?=\s+(?:that\s+)?(?:to|i'd|id|ill|i|we'd|we)\b)|\S+)"
    r"\s+(?:that\s+)?(?P<we>to|i'd|id|i\s+would|i'll|ill|i\s+will|we'd|we\s+would|we'll|we\s+will"
    r"|i\s+was\s+going\s+to|i'm\s+going\s+to|i\s+am\s+going\s+to)\s+(?P<rest>.+)$",
    _I,
)
_TITLED = re.compile(r"^(?:mr|mrs|ms|mx|dr|prof|fr|sr|sra)\.\s+(?P<n>\S+(?:\s+\S+)?)$", _I)
_TITLED_LOWER = re.compile(r"^(?:mr|mrs|ms|mx|dr|prof)\.?\s+(?-i:[a-zà-öø-þ])[\w\-]+$", _I)
# "said I'd help Sam move", "i said id …" (the apostrophe left out), "I promised I'd watch the stream"
# (made to no one named): a promise of the user's
# (a promise "to her" with no one named, "promised I'd drive her", is left to the readers of whom "her" is)
_SAID_ID = re.compile(
    r"^(?:i\s+)?(?:said|(?:promised|swore|vowed)(?!.*\b(?:him|her|them)\b))\s+(?:that\s+)?"
    r"(?:i'd|id|i\s+would|i'll|i\s+will)\s+(?P<rest>.+)$",
    _I,
)
_DEADLINE_FIRST = re.compile(
    r"^(?:the\s+)?(?:deadline\s+for\s+(?P<a1>.+?)\s+is|(?P<a2>.+?)\s+is\s+due)\s+(?P<d>[^,]+),\s*"
    r"(?:i\s+)?(?:need\s+to|have\s+to|got\s+to|must)\s+(?P<v>\w+(?:\s+\w+)?)\s+(?:it|them)$",
    _I,
)
_STATE_START = re.compile(
    r"^(?:be|feel|am|is|get\s+some\s+sleep|sleep|relax|chill)\b"
    # "ordered the part, should arrive thurs": what a thing is expected to do, with nothing done to anything
    # ("test kits ordered, should land thurs": a parcel lands as a plane does)
    r"|^(?:arrive|land|come\s+through|turn\s+up|show\s+up|get\s+here|go\s+through|get\s+delivered)\b"
    r"(?!\s+(?:the|my|our|a|an|his|her|their|some|it|them|at|to|in|early|on\s+time)\b)",
    _I,
)


# what is wrong with the thing, said after it: "return the xmas sweater that doesn't fit", "bin the
# chair which is broken"; which thing, never the job (the to-do is "return the xmas sweater")
_WHAT_IS_WRONG = gated(re.compile(
    r"\b(?P<np>(?:the|my|our|his|her|their|your|this|these|those)\s+[\w\-']+(?:\s+[\w\-']+){0,3}?)"
    r"\s+(?:that|which)\s+(?:doesn't|does\s+not|don't|didn't|won't|isn't|aren't|wasn't|weren't|no\s+longer"
    # the clause alone at the end, a few words with no one it is sent to ("… that never came to HR" stays)
    r"|never)(?:\s+(?!(?:to|for|with|at|from|by|on|in|into)\b)[\w']+){1,3}$",
    _I,
))


# a clause with a subject of its own after a comma: "…, Priya's on QA", "…, he's doing the demo"
_ANOTHER_SUBJECT = re.compile(r",\s*(?:(?-i:[A-Z])[\w-]+|he|she|they)(?:'s|\s+is|\s+are|\s+will|'ll)\s", _I)
_GOING_NOWHERE = re.compile(r"(?:go|come|head|pop|swing)(?:\s+(?:there|back|over|round|in|by))?", _I)


def another_subject(action: str) -> bool:
    """Whether ``action`` runs on into a clause of someone else's ("do the release notes, Priya's on QA")."""
    return _ANOTHER_SUBJECT.search(action) is not None


def goes_nowhere(action: str) -> bool:
    """Whether ``action`` is going with no place said ("go", "go there"): no to-do to keep."""
    return _GOING_NOWHERE.fullmatch(action.strip()) is not None


# why, said after the to-do: "call mum, it's her bday", "pay the gas bill, that's overdue": never its words
_ASIDE = re.compile(r"\s*,\s*(?:it|that|this)(?:'s|\s+is|\s+was)\s.+$", _I)


# when it is done, said after the to-do: "give Gulnara her thermos back when i see her thurs", "pay Raj back
# next time i catch him": the meeting is the day said, never the to-do's words
_WHEN_I_SEE = re.compile(
    r"(?<=\w)\s+(?:when|once|whenever|next\s+time|the\s+next\s+time)\s+(?:i|we)\s+"
    r"(?:see|catch|meet|bump\s+into|run\s+into|next\s+see)\s+(?:him|her|them|(?-i:[A-ZÀ-Ý])[\w'-]+)$",
    _I,
)


_THERE_IS = re.compile(r"^there(?:'s|’s|\s+is|s)\s+(?=(?:the|a|an|my|our|this|that)\s+\S)", _I)


# a refusal said where a to-do's verb would be: "can't do", "cant make it", "won't manage"
# a part of the day said after "all"/"the whole": a stretch of it ("all morning", "the whole afternoon")
_STRETCH = re.compile(r"(?:morning|afternoon|evening|day|night|week|weekend)", _I)
_ALL_END = re.compile(r"\s(?:all|the\s+whole|whole)$", _I)
_REFUSED = re.compile(r"^(?:can'?t|can’t|cannot|can\s+not|won'?t|won’t|couldn'?t|not\s+able\s+to)\b", _I)


# someone's people doing something to a thing ("Marxer's crew strip the scaffold", "the lads take the old weights
# away"): their doing, never a to-do of the user's (the user's own crew is "our crew")
_THEIR_PEOPLE_DO = re.compile(
    r"^(?:(?-i:[A-ZÀ-Ý])[\w-]*['’]s|the|his|her|their)\s+(?:crew|lads|team|guys|men|boys|lot|gang|people|folks"
    r"|workers|builders|roofers|movers|fitters|contractors|staff)\s+(?P<v>[a-z]+)(?:s|es)?"
    r"\s+(?:the|a|an|our|my|their|his|her|its|it|them|up|down|away|off|out|in|round|over|back)\b",
    _I,
)


def _made(action: str, owner: str, counterparty: str | None, due: DateSpec | None) -> list[Intent] | None:
    action = _WHEN_I_SEE.sub("", _ASIDE.sub("", action))
    action = without_dashed_amount(without_amount_aside(_unfilled(action.strip())))  # "(₦450,000)", "- N85,000 -"
    action = _WHAT_IS_WRONG.sub(r"\g<np>", action)  # "return the sweater that doesn't fit": return the sweater
    action = _phrase(re.sub(r"^(?:to|that)\s+", "", action, flags=_I))
    if owner == "me":
        action = as_my_job(own_action(action))  # "Adaeze wants the sheet updated": get it updated
        action = as_deed(action)  # "I'll have the Q3 forecast done by 12 july": finish the Q3 forecast
        action = diary_event(action)  # "pencil in a call w/ the bank at 4:30": the call is the to-do
        if _THERE_IS.match(action):  # "at 2 there's the parent teacher thing": the occasion
            action = _phrase(_THERE_IS.sub("", action))
        action = _plain_first(action)  # "9 tmrw: collecting him": collect him
    if not action or action.lower() in LEAD_IN_WORDS:  # "say thurs": a due narrowed, no to-do "say"
        return None
    if _REFUSED.match(action):  # "can't do tmrw, move lunch to thurs": a day turned down, nothing to do
        return None
    if due is not None and _STRETCH.fullmatch(due.text) and _ALL_END.search(action):
        return None  # "meetings all morning": how long the day is taken, no to-do "meetings all"
    # "I'll go in jan instead": going where? ("he'll come thurs" is a visit); "do the release notes,
    # Priya's on QA": her part is never words of mine
    if owner == "me" and (goes_nowhere(action) or another_subject(action) or fell_through(action)):
        return None
    if owner == "me" and (people := _THEIR_PEOPLE_DO.match(action)) and not people["v"].lower().endswith(("ing", "ed")):
        return None  # "Marxer's crew strip the scaffold": what others do that day, the user's to-do follows it
    if len(action.split()) > 18 or (has_date_words(action) and _only_date_words(action)):
        return None
    if DANGLING.search(action) or (_CUT_SHORT.search(action) and not _PHRASAL_END.search(action)):
        # "launch day is | friday", "move the standup to | 10 tomorrow": words whose date was cut off
        return None
    return [NewCommitment(action, owner, counterparty, due)]


# a to-do said as what the user is doing, as a diary line is ("tmrw: picking up the cake"): its
# verb's -ing form before what it is done to (a particle, a pronoun, a determiner or a name)
_ING_FIRST = re.compile(
    r"^(?P<v>[a-z]+ing)\s+(?=(?:up|out|off|in|back|him|her|them|me|us|it|the|a|an|my|our|his|their|your)\b|(?-i:[A-Z]))",
    _I,
)


def _plain_first(action: str) -> str:
    """``action`` with a first verb said in -ing in its plain form ("collecting Dad": "collect Dad")."""
    m = _ING_FIRST.match(action)
    if m is None or (verb := _base(m["v"])) == m["v"].lower() or verb not in TODO_VERBS:
        return action
    return verb + action[m.end("v") :]


# hesitation typed as said: "need to um pick up the cake", "gotta like, call the bank"; never a word
# of the to-do ("er" alone may be the ER, so it is left)
_FILLER = re.compile(r"(?<![\w'])(?:u+m+|u+h+m*|e+r+m+|h+m+)\b\s*[,.…]*\s*", _I)
_LIKE_FIRST = re.compile(r"^like\s*,?\s+(?=(?P<v>[a-z]+)\s)", _I)


def _unfilled(action: str) -> str:
    """The action without the fillers said while typing it (see ``_FILLER``)."""
    if _FILLER.search(action):
        action = _FILLER.sub("", action).strip()
    like = _LIKE_FIRST.match(action)
    if like is not None and _base(like["v"]) in KNOWN_VERBS:
        action = action[like.end() :]
    return action


def own_action(action: str) -> str:
    """A to-do of the user's own without a closing "for me" ("remind me to book the vet for
    me"): that is said to recap, and is no part of the to-do; nor is why, said after it ("call
    mum, it's her bday")."""
    return re.sub(r"\s+for\s+me$", "", _ASIDE.sub("", action), flags=_I)


DANGLING = gated(re.compile(r"\b(?:is|are|was|were|actually)$", _I))
_CUT_SHORT = re.compile(r"\s(?:to|for|with|from|at|by|of|about|into|than|and|or)$", _I)
# ... but a participle owns its particle: "get the furnace looked at", "have it seen to", "dealt with"
_PHRASAL_END = re.compile(
    r"\s(?:looked|seen|dealt|taken\s+care|paid|signed|accounted|asked|cared|sent|called|thought|gone|sorted)"
    r"\s+(?:at|to|with|of|for|over)$",
    _I,
)


def _only_date_words(action: str) -> bool:
    return all(has_date_words(w) for w in action.split())


# Where a list of to-dos may be cut: a comma, "and", "then", "&", "+", ";" or an item number.
_LIST_CUT = re.compile(r"\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and|then|&|\+)\s+(?:then\s+)?|;\s*|\s+\d[.)]\s+)", _I)
_ITEM_NUMBER = re.compile(r"^\s*\d[.)]\s+")


# an item of a list said to have no day of its own: "renew the plates thurs and at some point call the bank"
_UNDATED_LEAD = re.compile(r"^(?:at\s+some\s+point|some\s*time|eventually)\s+(?=[a-z])", _I)


def _item_shape(piece: str) -> bool:
    """Whether ``piece`` starts like a to-do, said maybe with no day of its own (:data:`_UNDATED_LEAD`)."""
    return _imperative_shape(_UNDATED_LEAD.sub("", piece.strip()))


def _items(body: str) -> list[str]:
    """``body`` cut into to-dos where each piece starts like one ("email Ines, order toner and
    ping facilities", "1) book flights 2) renew passport"); one piece when any does not
    ("send Omar the P&L and the forecast", "buy milk, eggs and bread" stay whole)."""
    body = _ITEM_NUMBER.sub("", body)
    if not _imperative_shape(body):
        return [body]
    pieces, start = [], 0
    for m in _LIST_CUT.finditer(body):
        rest = body[m.end() :]
        # "…, Mark said by the 14th": who set the due, never a to-do "mark" of its own
        starts_one = _item_shape(rest) and not refines_due(rest)
        # "book a cab sat 5am, pack, call Ravi": a chore said alone after a whole to-do
        before = body[start : m.start()]
        alone = _done_alone(_LIST_CUT.split(rest, maxsplit=1)[0]) and (
            _imperative_shape(before) or (bool(pieces) and _done_alone(before))
        )
        if m.start() > start and (starts_one or alone):
            pieces.append(body[start : m.start()])
            start = m.end()
    last = body[start:]
    if not pieces and (cut := _COMMA_CUT.search(body)) and _dated_entry(body[cut.end() :]):
        pieces, last = [body[: cut.start()]], body[cut.end() :]  # "water the plants, dentist fri 3:15pm"
    pieces.append(last)
    # "clean and cover the grill", "pick up and drop off the kids": one to-do, its verbs sharing the object
    shared = any(_VERB_PARTICLE.match(piece.strip()) for piece in pieces[:-1])
    kinds_fit = all(_imperative_shape(piece) or (n and _done_alone(piece)) for n, piece in enumerate(pieces[:-1])) and (
        _item_shape(pieces[-1])
        or (len(pieces) > 1 and _done_alone(pieces[-1]))
        or (len(pieces) == 2 and _dated_entry(pieces[-1]))
    )
    return pieces if kinds_fit and not shared else [body]


def _done_alone(piece: str) -> bool:
    """Whether ``piece`` is a chore said as its verb alone ("pack", "vacuum")."""
    return piece.strip().lower() in DONE_ALONE


_COMMA_BEFORE = re.compile(r",\s*$")  # a list item said after a bare comma
_COMMA_CUT = re.compile(r"\s*[,;]\s*(?!and\b|then\b)", _I)
# a deadline inside a piece ("saline before my shift friday"): the piece finishes the to-do before it
_DEADLINE_WORD = re.compile(r"\b(?:" + "|".join(sorted(_DEADLINE_CONNECTORS, key=len, reverse=True)) + r")\b", _I)


def _dated_entry(piece: str) -> bool:
    """Whether ``piece``, said after a comma, is a diary line with its own day or time
    ("dentist fri 3:15pm"): an item of a list of to-dos though it has no verb; never one with a
    deadline in it, which belongs to the to-do before ("…, saline before my shift friday")."""
    return (
        has_date_words(piece)
        and not _DEADLINE_WORD.search(piece)
        and not _ASIDE.match(f", {piece}")  # "call mum, it's her bday tmrw": why, and the day, of the call
        and agenda_entry(piece) is not None
        and not _imperative_shape(piece)
    )


_VERB_PARTICLE = re.compile(r"^[a-z]+\s+(?:up|off|out|in|down|over|back|on|away|through)$", _I)


# the words before a to-do that only lead up to it: "sit down and do my expenses", "go and get the car
# washed", "try and finish the essay", "make sure to call mum" (never a to-do of their own)
_ON_THE_WAY_TO = re.compile(
    r"^(?:(?:sit\s+down|go|come|pop\s+out|nip\s+out|try)\s+and|try\s+to|make\s+sure\s+(?:to|i|we)|be\s+sure\s+to)\s+"
    r"(?=[a-z])",
    _I,
)


def _read(
    body: str, ctx: _Ctx, owner: str, counterparty: str | None, *, needs_date: bool, due: DateSpec | None = None
) -> list[Intent] | None:
    """The to-dos of ``body`` (what follows the intro), each with its own date or the one the
    intro gave; None when it is not a to-do."""
    body = _ON_THE_WAY_TO.sub("", body)  # "sit down and do my expenses": do my expenses
    said = _items(body)
    items = _object_carried([_clock_last(item) for item in said])
    if len(items) > 1:
        read = [
            _read_one(item, ctx, owner, counterparty, needs_date=False, due=due)
            if (lead := _UNDATED_LEAD.match(item.strip())) is None
            else _read_one(item.strip()[lead.end() :], ctx, owner, counterparty, needs_date=False)
            for item in items
        ]
        if all(read):
            if (asked := _list_date_unread(body, items[-1], [i for one in read if one for i in one], ctx)) is not None:
                return [asked]
            last = _dated(items[-1], ctx).span
            by_then = last is not None and last.connector in _DEADLINE_CONNECTORS
            found = [intent for one in read if one for intent in one]
            # "call plumber re boiler, renew passport by march": after a bare comma the date is the
            # last item's own; "buy stamps and post the forms by wed" dates the two joined
            if not _COMMA_BEFORE.search(body[: body.rfind(said[-1])]):
                found = _shared_due(found, deadline=by_then)
            # "fix the bug tonight and test it after": the list has its date, though not every item
            if not needs_date or any(not isinstance(i, NewCommitment) or i.due is not None for i in found):
                return found
    return _read_one(body, ctx, owner, counterparty, needs_date=needs_date, due=due)


# a clock time said first in a list item: "2pm pick up Maddie", "@ 9:30 standup prep"
_CLOCK_FIRST = re.compile(
    r"^(?:at\s+|@\s*)?(?P<t>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2})\s+(?P<rest>\S.*)$", _I
)


def _clock_last(item: str) -> str:
    """ "tmrw: call insurance, 2pm pick up Maddie": an item's time said first is said after the
    to-do ("pick up Maddie at 2pm"), where the reader of an item's date finds it (never left in
    the action)."""
    m = _CLOCK_FIRST.match(item.strip())
    return f"{m['rest']} at {m['t']}" if m is not None and _imperative_shape(m["rest"]) else item


def _object_carried(items: list[str]) -> list[str]:
    """``items`` with the thing a to-do passes on said when only the one before it names it: "finish
    Q4 review + send to Marta" is "send Q4 review to Marta" (never a to-do "send to Marta")."""
    carried = list(items)
    for n in range(1, len(carried)):
        if not has_date_words(carried[n - 1]):  # "write the report by fri, send to Jo": its date is no thing
            carried[n] = passed_on_action(carried[n - 1], carried[n]) or carried[n]
    return carried


def _list_date_unread(body: str, last: str, found: list[Intent], ctx: _Ctx) -> Unclear | None:
    """ "call the bank and pay the staff on 31/4": the date the last of a list of to-dos could not
    read would have been every undated one's too (:func:`_shared_due`), so the question is the
    whole list's and none of it is kept meanwhile; None unless the list reads that way."""
    *before, final = found
    if not (isinstance(final, Unclear) and final.text == last and before):
        return None
    if not all(isinstance(i, NewCommitment) and i.due is None for i in before):
        return None
    return _ask(body, None, _dated(last, ctx).problem)


def _shared_due(found: list[Intent], *, deadline: bool) -> list[Intent]:
    """ "buy stamps and post the forms by wed": a date that only the last of a list of to-dos
    says is when all of them are due; to-dos with dates of their own keep them. A clock time
    said as a ``deadline`` ("… by 5pm") is shared too, but one said bare is the last one's own
    appointment ("call Arjun, book a cab sat 5am": nobody calls at 5am)."""
    todos = [i for i in found if isinstance(i, NewCommitment)]
    if len(todos) != len(found) or todos[-1].due is None or any(i.due is not None for i in todos[:-1]):
        return found
    if todos[-1].due.precision is Precision.INSTANT and not deadline:
        return found
    return _done_to_it([replace(i, due=todos[-1].due) for i in todos])


# "email it back", "drop them at the barn": a to-do whose object is the one before's thing
_TO_IT = re.compile(r"^[a-z]+\s+(?:it|them)(?:\s+(?:back|over|off|in|out|on|up))?(?:\s+(?:to|at|with|for)\s+.+)?$", _I)


def _done_to_it(todos: list[NewCommitment]) -> list[NewCommitment]:
    """ "sign the tenancy form and email it back by thurs": one to-do, since the second is done to
    the first one's thing, by the same day (never a to-do "email it back" of nothing named)."""
    joined: list[NewCommitment] = []
    for todo in todos:
        # "gotta ring the surgery, ring them thurs": the same verb is the job said again (_restated_todo)
        again = joined and todo.action.split()[0].lower() == joined[-1].action.split()[0].lower()
        if joined and not again and _TO_IT.match(todo.action) and todo.owner == joined[-1].owner:
            joined[-1] = replace(joined[-1], action=f"{joined[-1].action} and {todo.action}")
        else:
            joined.append(todo)
    return joined


# a yes/no question's opening: an auxiliary, then who it asks about
_ASKED_FIRST = re.compile(
    r"^(?:can|could|will|would|should|shall|is|are|isn't|aren't|won't|can't)\s+"
    r"(?:the|my|our|your|his|her|their|a|an|he|she|they|we|you|u|it|i)\b",
    _I,
)


def _read_one(
    body: str, ctx: _Ctx, owner: str, counterparty: str | None, *, needs_date: bool, due: DateSpec | None = None
) -> list[Intent] | None:
    """The action and due of one to-do; None when it is not one."""
    dated = _dated(body, ctx)
    if _ASKED_FIRST.match(dated.action):
        return None  # "can the plumber come wed": a question asked without its mark, no to-do "can the plumber"
    unreadable = dated.unreadable or (dated.due is not None and _unread_date(dated.action))
    if unreadable and (due is None or dated.due is not None):
        # The to-do itself was read; only its date was not: recap offers to keep it undated.
        undated = _made(dated.undated, owner, counterparty, None) if dated.undated else None
        return [_ask(body, undated[0] if undated else None, dated.problem)]
    # "owe Dave 40 for the taxi last week": when the taxi was, not the payment (what others promised
    # then is a story, which the story readers drop by its day gone)
    if owner == "me" and _gone_by(dated, ctx):
        dated = replace(dated, action=f"{dated.action} {dated.written}", due=None, span=None)
    due = _on_day(dated, due, ctx) or dated.due or due
    if due is None and needs_date:
        return None
    return _made(dated.action, owner, counterparty, due)


# a time named as gone: "last week", "yesterday", "last night", "3 days ago", "earlier"
_GONE = re.compile(r"\b(?:yesterday|yday|ystd|last|ago|earlier|prev(?:ious)?)\b", _I)
# words that keep a gone time as a due the user is behind on: "should have … yesterday", "by last fri"
_BEHIND = re.compile(
    r"\b(?:should\s+have|should've|shoulda|supposed|meant|forgot|overdue|late|was\s+due|were\s+due)\b", _I
)


def _gone_by(dated: _Dated, ctx: _Ctx) -> bool:
    """Whether the date a to-do ends with is a time gone by, said plainly ("for the taxi last week",
    "for lunch yesterday"): a fresh to-do is never due then, so the words date the thing it is
    about (the taxi, the lunch), and the to-do is kept undated rather than born overdue."""
    span, due = dated.span, dated.due
    if span is None or due is None or due.end > ctx.now or span.connector in _DEADLINE_CONNECTORS:
        return False
    return _GONE.search(dated.written) is not None and _BEHIND.search(dated.action) is None


def _on_day(dated: _Dated, day: DateSpec | None, ctx: _Ctx) -> DateSpec | None:
    """ "tmrw: dentist at 9": a clock time in the to-do, on the day said before it ("gig sat 8pm:
    book taxi home at 11": on its day, near its time)."""
    if day is not None and day.precision is Precision.INSTANT and dated.span is not None and dated.due is not None:
        return clock_on_event_day(day, dated.written, ctx.tz)
    if day is None or day.precision is not Precision.DAY or dated.span is None or dated.due is None:
        return None
    if dated.due.precision is not Precision.INSTANT or dated.due.end - dated.due.start > timedelta(seconds=1):
        return None
    on_day = clock_on_day(day.text, dated.written, ctx)  # "tmrw: shift 2-8pm": a window too
    if on_day is None and dated.span.connector:  # "nye: grab ice b4 6": the clock, without its "b4"
        on_day = ctx.date(f"{day.text} {dated.written[len(dated.span.connector) :].strip()}")
    return on_day


def todos_or_asked(found: list[Intent] | None) -> list[Intent] | None:
    """``found`` when every intent in it is a to-do, read whole or with its date asked about (an
    :class:`Unclear` proposing it), else None. A form that reads someone's to-do ("Lena wants the
    draft by 17/06") keeps the question its date raised: dropping it left the message unread."""
    if not found:
        return None
    kept = all(isinstance(i, NewCommitment) or (isinstance(i, Unclear) and i.proposal) for i in found)
    return found if kept else None


def _ask(words: str, proposal: Intent | None = None, problem: str | None = None) -> Unclear:
    why = f": {problem}" if problem else ""
    return Unclear(
        f"I couldn't read the date in “{words}”{why}. When is it due?",
        words,
        proposal if isinstance(proposal, NewCommitment) else None,
    )


def _todo(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A to-do of the user's own, introduced by obligation words or a list label (undated is
    fine: "need to renew my passport"), with an optional date first ("tmrw: call the vet")."""
    s = _FILLER_FIRST.sub("", s) or s  # "uh gotta call the bank", "hmm need to email Umar"
    lead = _leading(s, ctx)
    if lead is not None and _names_the_thing(lead, ctx):
        lead = None  # "Q4 report due 12/31": the quarter names the report, the date after is the due
    if lead is not None and (_THEIR_PLAN.match(lead.rest) or _WHERE_THEY_ARE.match(lead.rest)):
        # "by sat Marta's gonna bring the cake": hers, read with its day last (._date_said_first);
        # "by fri Elena's finally on holiday": where she will be, no to-do of the user's
        return None
    found = _todo_body(_without_keen(lead.rest) if lead else s, ctx, lead)
    return _unless_unreadable(found, lead, s)


# someone named, then their plan: "Marta's gonna …", "Jordi will …", "the plumber's coming …"
_THEIR_PLAN = re.compile(
    r"^(?:(?-i:[A-ZÀ-ÖØ-Þ][\w\-]+)|(?:the|my|our)\s+[a-z]+)(?:'s|’s|\s+is|\s+will|'ll)\s+"
    r"(?:gonna|going\s+to|[a-z]{2,}ing\b|(?<=will\s)[a-z]+|(?<='ll\s)[a-z]+)"
    # "by tmrw eod Ines said she'd send the figures": her word, passed on
    r"|^(?-i:[A-ZÀ-ÖØ-Þ][\w\-]+)\s+(?:said|says|promised|swore)\s+(?:she|he|they)(?:'d|'ll|\s+would|\s+will)\s"
)


# someone or something said to be somewhere or in some state: "Elena's finally on holiday", "Ana is away"
_WHERE_THEY_ARE = re.compile(
    r"^(?:(?:the|my|our|his|her|their)\s+)?(?!(?:it|its|that|this|there|what|who)\b)[\w\-]+(?:'s|’s|\s+is|\s+are|'re)\s+"
    r"(?:(?:finally|still|also|now)\s+)*(?:on|off|away|back|in|out|at|home|here|there|sick|gone)\b(?!\s+(?:me|us)\b)",
    _I,
)


def _names_the_thing(lead: _Lead, ctx: _Ctx) -> bool:
    """Whether a period said first with nothing setting it off ("Q4", "june", "2028") is the name
    of the thing after it, that thing having a date of its own ("Q4 report due 12/31")."""
    if lead.due is None or lead.set_off or lead.due.precision in (Precision.DAY, Precision.INSTANT):
        return False
    return any(span.spec is not None for span in find_spans(lead.rest, now=ctx.now, tz=ctx.tz))


# how long ago a day said first must be for the line to remember it rather than set a to-do
_LONG_GONE = timedelta(days=31)
_FILLER_FIRST = re.compile(r"^(?:(?:u+m+|u+h+m*|e+r+m+|h+m+)\b\s*[,.…]*\s*)+", _I)


def _unless_unreadable(found: list[Intent] | None, lead: _Lead | None, s: str) -> list[Intent] | None:
    """A to-do after a leading date recap cannot read ("Monday, Mar 4 - send…" when the 4th is a
    Thursday) is asked about, never stored without its date."""
    if lead is not None and lead.due is None and found and any(isinstance(i, NewCommitment) for i in found):
        todos = [i for i in found if isinstance(i, NewCommitment)]
        return [_ask(s, todos[0] if len(todos) == 1 else None, lead.problem)]
    return found


def _date_said_first(rest: str, ctx: _Ctx) -> tuple[DateSpec, str] | None:
    """The date a labelled to-do opens with and the to-do after it, when what follows is said as
    what to do ("on the 4th renew the subscription", "tmrw call the vet"), or None."""
    spans = find_spans(rest, now=ctx.now, tz=ctx.tz)
    if not spans or spans[0].start != 0 or spans[0].spec is None:
        return None
    todo = rest[spans[0].end :].strip(" ,:;-–—")
    return (spans[0].spec, todo) if _imperative_shape(todo) else None


# a clock time with no day and no am/pm: "at 11", "@ 4", "10:30"
_BARE_CLOCK = re.compile(r"^(?:(?:at|@)\s*)?\d{1,2}(?:[:.]\d{2})?$", _I)


def _todo_body(body: str, ctx: _Ctx, lead: _Lead | None) -> list[Intent] | None:
    # a to-do said as its thing's state reads the verb lexicon defined here: imported late, not in a cycle
    from memory.understanding._commitment_states import as_action

    due = lead.due if lead else None
    given = action_item(body, ctx, lambda todo, c, owner: _read(todo, c, owner, None, needs_date=False, due=due))
    if given is not None:  # "AI: Kenji to update the runbook": a job given out, whoever's it is
        return given
    m = _PUT_ON_LIST.match(body)
    if m:
        d = _date(ctx, re.sub(r"^\s*for\s+", "", m["rest"], flags=_I)) if m["rest"].strip() else None
        return _made(m["a"], "me", None, d or due)
    m = _LIST_INTRO.match(body)
    if m and _NOTE_LABEL.match(body) and _STATEMENT_START.match(m["rest"]):
        return None  # "note to self: the Q3 plan depends on the budget": a note, not a to-do
    if m and not m["sep"].strip() and not (_imperative_shape(m["rest"]) or _OBLIGATION_START.match(m["rest"])):
        m = None  # "reminder letters from the council are so annoying": a word of the sentence, no label
    if m:
        d = m["d1"] or m["d2"]
        if d and (spec := _date(ctx, d)) is not None:
            due = spec
        rest = m["rest"]
        if not d and (head := _date_said_first(rest, ctx)) is not None:
            due, rest = head  # "note to self - on the 4th renew the subscription": the day, then what to do
        return _read(rest, ctx, "me", None, needs_date=False, due=due) or _strong(rest, ctx, due)
    occasion = occasion_to_attend(body)  # "don't let me be late for Siobhan's brunch at 11": the brunch
    if occasion is not None:
        dated = _dated(occasion, ctx)
        if dated.span is not None and _BARE_CLOCK.match(occasion[dated.span.start : dated.span.end].strip()):
            # "… brunch at 11": which day, the clock alone does not say; asked, never stored for today
            entry = agenda_entry(dated.action)
            return [_ask(body, NewCommitment(entry, "me", None, None) if entry else None)]
        found = _read_one(occasion, ctx, "me", None, needs_date=False, due=due)
        return found if found and agenda_entry(dated.action) else None
    rest = after_keep_in_mind(body)  # "mustn't forget to …", "don't let me forget to …", "must remember to …"
    # "remember call sheet goes out at 6pm", "don't let me forget the invoice has to go out": the to-do it implies
    said = rest or after_remember(body)
    if said is not None and (own := _OWN_OBLIGATION.match(said)) is not None:
        # "remember I have to get the flu shots done this month": the to-do after the obligation
        return _read(said[own.end() :], ctx, "me", None, needs_date=False, due=due)
    stated = as_action(said, scheduled=True) if said else None
    if stated is not None:
        return _read(stated, ctx, "me", None, needs_date=False, due=due)
    if rest is None and said is not None and (dated := agenda(said, ctx)):
        return dated  # "don't forget the school play is on thursday": the occasion, in the diary
    if rest is not None:
        read = _read(rest, ctx, "me", None, needs_date=False, due=due)
        if read and all(isinstance(i, NewCommitment) and i.due is None for i in read) and not _bare_todo(rest):
            return None  # "remember to breathe": nothing to keep
        return read
    # "the Schulz invoice has to go out tmrw": send it, when a date says it is a to-do; "in 10 days the
    # passport photos need doing": do them, the day said first (said after, the need may re-date an open to-do)
    stated = as_action(body, needed=lead is not None and lead.due is not None)
    if stated is not None:
        return _read(stated, ctx, "me", None, needs_date=due is None, due=due)
    m = _DEADLINE_FIRST.match(body)
    if m and (spec := _date(ctx, m["d"])) is not None:
        return _made(f"{m['v']} {m['a1'] or m['a2']}", "me", None, spec)
    m = _DEADLINE_FOR.match(body)
    if m and lead is not None:  # "15th sept deadline for the talk proposal"
        return _made(m["a"], "me", None, due)
    for found in (
        _promise(body, ctx, due),
        owed_for(body, ctx, due),  # "I still owe Nadia for lunch": pay her back
        _strong(body, ctx, due),
        _taken_on(body, ctx, due),
        _nominal(body, ctx, due),
    ):
        if found is not None:
            return found
    if lead is not None and lead.due is not None and lead.due.end < ctx.now - _LONG_GONE:
        # "7 july 1978, grandpa still tells the story", "march 3 2019, best day of my life": a day
        # long gone said first is what the line remembers; only a to-do's own verb makes it one
        return _read(body, ctx, "me", None, needs_date=False, due=due) if _imperative_shape(body) else None
    if lead is not None and lead.set_off and (entry := agenda_entry(body, max_words=DATED_ENTRY_WORDS)):
        # "thurs: site visit at the Fitzroy job w/ the engineer": a diary line under its day
        return _read(entry, ctx, "me", None, needs_date=False, due=due)
    short = lead is not None and lead.firm and _plausible(_TAIL_NOISE.sub("", body), max_words=6)
    short = short and not THING_HAPPENS.search(body.strip())  # "in 10 days the rental ends": news of a thing
    short = short and not _SOMEONE_CHANGED.match(body.strip())  # "on tuesday Pieter moved to Saskatoon": a fact
    # "today: finished the budget, sent it to Priya": what the day saw done, never a to-do "finished the budget"
    # (a day to come keeps it: "tmrw: paid parking" is a thing, no deed done tomorrow)
    gone_by = lead is not None and lead.due is not None and lead.due.start <= ctx.now
    short = short and not (gone_by and _done_first(body))
    if lead is None and _HAVE_DONE.match(body):  # "have the slides ready EOW": mine, never a moved date
        return _imperative(body, ctx)
    unread = lead is not None and lead.due is None and bool(lead.problem)
    if lead is not None and (_imperative_shape(body) or short or _day_then_verb(lead.due, body, unread=unread)):
        # "tmrw: call the vet", "fri eod: timesheets", "this morning: email Ines, order toner"
        return _read(body, ctx, "me", None, needs_date=False, due=due)
    return None


def _done_first(body: str) -> bool:
    """Whether ``body`` opens with a verb in the past ("finished the budget", "sent it to Priya")."""
    from memory.understanding._commitments import past_verb  # imports this module: late

    return past_verb(body.split(maxsplit=1)[0].lower()) if body.strip() else False


# someone's change told in the past after its day: "on tuesday Pieter moved to Saskatoon", "last week Ana
# joined the mill"; a fact of theirs dated then, never a diary line of the user's
_SOMEONE_CHANGED = re.compile(
    r"^(?-i:[A-ZÀ-Ý])[\w'-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'-]+)?\s+(?:moved|started|joined|left|became|quit|retired|resigned"
    r"|transferred|relocated|switched|took\s+over|got\s+promoted|was\s+promoted)\b",
    _I,
)


# what a noun does on its day, said after it: "hiring freeze starts", "cleaning crew comes", "training
# camp kicks off", "in 10 days the rental ends". The -ing word was part of a name ("the hiring
# freeze"), not the user's doing; and a thing that happens is no diary line of a to-do
THING_HAPPENS = re.compile(
    r"\s(?:starts|begins|ends|finishes|kicks\s+off|opens|closes|expires|launches|goes\s+live|resumes|restarts"
    r"|stops|comes|arrives|lands|happens|takes\s+effect|is|are|will\s+be"
    # the clocks' change: "clocks fall back", "the clocks spring forward" ("the library books go back" is a return)
    r"|falls?\s+back|springs?\s+(?:forward|ahead))$",
    _I,
)


# -- things needed by a date ---------------------------------------------------------------

_NEED_THING = gated(re.compile(
    r"^(?:i\s+|we\s+)?(?:really\s+|still\s+|also\s+|just\s+)*need\s+"
    # "need it re-sealed by end of jan": "it" only with the state it must be in (the thing said before)
    r"(?P<a>(?:the|a|an|my|our|some|these|those|this|that|all\s+the)\s+.+|(?:it|them)\s+(?:re-)?\w{3,}ed\b.*"
    # a thing said bare, then what for or by when: "need slides by wed", "need new tyres before the MOT"
    r"|(?!(?:to|2|it|them|him|her|you|u|ya|ye|me|us|your|ur|his|their|time|more\s+time|space)\b)"
    r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+(?:for|by|before|b4)\s.*)$",
    _I,
))
_NOT_NEEDED_THINGS = re.compile(
    r"^(?:an?\s+)?(?:break|holiday|vacation|nap|sleep|coffee|drink|hand|help|rest|minute|moment|hug|win)\b", _I
)
# "the invoices reconciled", "the grill fixed", "the slides ready": a state the thing must be in
_GOT_DONE = re.compile(r"\s(?:done|completed)$", _I)
_STATE_WORD = re.compile(r"\s(?:done|ready|sorted|finished|signed|(?:re-)?\w{3,}ed)$", _I)  # "re-sealed"
_SENDABLE = (
    r"(?:sheet|deck|report|doc|docs|document|documents|file|files|slides|numbers|figures|invoice|invoices|contract"
    r"|proposal|quote|draft|summary|notes|forecast|budget|agenda|minutes|specs?|mockups|designs|memo|brief|estimate"
    r"|statement|receipts?|forms?|cv|resume|photos|pics|spreadsheet|presentation|timesheets?|rota|roster|plan|list"
    # a designer's, a writer's, an analyst's work sent for review: "revised logo options", "the proofs"
    r"|options|samples|proofs|drafts|quotes|concepts|sketches|layouts|revisions|edits|transcripts?|translations?"
    r"|results|data|stats|accounts|copy|artwork|wireframes|renders|visuals)"
)
_TO_PERSON = re.compile(r"^(?P<a>(?:the\s+)?(?:[\w'&-]+\s+){0,3}" + _SENDABLE + r")\s+to\s+(?P<p>\S+)$", _I)
_APPOINTMENT = re.compile(
    r"^(?:(?:my|the|a|an)\s+)?(?P<a>(?:[\w'-]+\s+){1,2}(?:appt|appointment|check-?up))$", _I
)


# "lunch w/ Dimitri at 1 tmrw", "coffee with the new hire friday": meeting someone, at a time
_MEETUP = re.compile(
    r"^(?:(?:my|the|a|an)\s+)?(?P<a>(?:lunch|dinner|breakfast|brunch|coffee|drinks|catch[\s-]?up|call|meeting|1:1"
    r"|one[\s-]on[\s-]one|zoom|video\s+call|walk|run|game|session)\s+with\s+(?:[\w'&-]+\s*){1,4})$",
    _I,
)
# "venue booking by friday", "car servicing by the 20th": a job said by its verb's -ing, then its deadline
_JOB_NOUN = gated(re.compile(
    r"^(?P<a>(?:(?:the|my|our)\s+)?(?!(?:the|my|our)\s)(?:[\w'-]+\s+){1,3}(?P<ing>[a-z]{3,}ing))\s+by\s", _I
))
# "the boiler needs servicing by …", "the car is going in for servicing": a clause about the thing,
# read by the forms of needs and plans, never a job's noun
_SAID_OF_IT = re.compile(
    r"\b(?:needs?|wants?|requires?|is|are|was|were|be|been|keeps?|kept|stops?|starts?|goes|going|gets?|got|'s)\b", _I
)
_NOMINAL_WORDS = 16  # a thing, a person and a deadline; longer text is not one of these
# What reading a thing without "need" (below) asks first: a thing for a person, an appointment, a
# meetup matched in the action, which is the body's words cut (its date, noise, a reason), joined by
# spaces or with "the"/"for" put back: a body with none of their words reads as nothing, and the
# cost of finding its date is saved (most clauses that reach this are no to-do)
_NAMES_A_NOMINAL = Needs(_TO_PERSON, _APPOINTMENT, _MEETUP, _JOB_NOUN)


def _nominal(body: str, ctx: _Ctx, due: DateSpec | None) -> list[Intent] | None:
    """A thing wanted by a deadline rather than a verb: "need the vendor shortlist by end of the
    week", "need the invoices reconciled by eom", "pricing sheet to Lars by end of day
    tomorrow", "dentist appt for monday", "venue booking by friday". Only with a due date:
    without one these are chat."""
    m = _NEED_THING.match(body)
    if m and len(body.split()) <= _NOMINAL_WORDS:
        if _NOT_NEEDED_THINGS.match(m["a"]):
            return None
        dated = _dated(m["a"], ctx)
        if dated.unreadable:
            return [_ask(body)]
        if dated.span is not None and dated.span.connector not in _DEADLINE_CONNECTORS and not _ready_in(dated):
            return None
        when = dated.due or due
        if when is None or _unread_date(dated.action):
            return None
        thing = dated.action
        if (done := _GOT_DONE.search(thing)) is not None:  # "need the visa paperwork done by july 15": do it
            # (never "finish", which says it was begun; "I'll have X done" is the promise to finish it)
            what = thing[: done.start()]
            return _made(f"get {thing}" if done_to_the_body(what) else f"do {what}", "me", None, when)  # "my hair"
        return _made(f"have {thing}" if _STATE_WORD.search(thing) else thing, "me", None, when)
    if _imperative_shape(body) or len(body.split()) > _NOMINAL_WORDS or not _NAMES_A_NOMINAL(body):
        return None
    dated = _dated(body, ctx)
    when = dated.due or due
    if dated.unreadable or when is None:
        return None
    m = _TO_PERSON.match(dated.action)
    if m and _misspelt_verb(m["a"].split()[0]) is not None:
        return None  # "sned invoice to Acme by fri": a verb typed with a slip, read as the to-do it starts
    if m and _person(m["p"], ctx) not in (None, "me") and _sent_thing(m["a"]):
        return _made(f"send {m['a']} to {m['p']}", "me", None, when)
    m = _APPOINTMENT.match(dated.action) or _MEETUP.match(dated.action)
    if m and not has_date_words(m["a"]):  # "fri dentist appt at 9:15": the day is no part of it (_agenda)
        return _made(m["a"], "me", None, when)
    m = _JOB_NOUN.match(body)
    job = m is not None and dated.action.lower() == m["a"].lower() and m["ing"].lower() in _JOB_NOUNS
    if m and job and _thing_only(m["a"][: m.start("ing")]) and not _SAID_OF_IT.search(m["a"][: m.start("ing")]):
        return _made(m["a"], "me", None, when)  # "venue booking by friday": the booking, by then
    return None


def _ready_in(dated: _Dated) -> bool:
    """ "need the visa photos sorted in 2 wks": a state the thing must be in, a number of days
    from now, is a deadline as "by" says one; "need the car in march" is no day."""
    due, span = dated.due, dated.span
    return (
        span is not None and span.connector == "in" and due is not None and due.precision is Precision.DAY
        and _STATE_WORD.search(dated.action) is not None
    )  # fmt: skip


def _sent_thing(thing: str) -> bool:
    """Whether ``thing`` (words ending in a thing one sends) is that thing alone: "the pricing
    sheet", "chapter 3 draft", "the report" (a noun that is also a verb, "report", "draft", is the
    thing once a word is said before it; alone, "report to Dana" may be going to her)."""
    *before, noun = thing.split()
    return _thing_only(" ".join(before)) and (bool(before) or _base(noun) not in TODO_VERBS)


def _thing_only(words: str) -> bool:
    """ "the pricing sheet", never "I'll send the deck" nor "sending the deck" (a plan, said in the
    progressive): no subject and no verb before the thing."""
    return not any(w.lower() in _CLAUSE_WORDS or _base(w) in TODO_VERBS for w in words.split())


# "I should really call grandma", "ought to ring the council": what the user owes it to
# themselves to do is a to-do even undated; "I'll send the deck", "gonna drop by the office"
# are plans that wait for a date, and "I want to repaint the shed" is a wish.
_WISH = re.compile(r"^(?:i\s+)?" + _ADVERBS + r"(?:want|intend|wanna|hope)\b", _I)
_SHOULD = re.compile(r"^(?:i\s+)?" + _ADVERBS + r"(?:should|ought\s+to|'d\s+better|had\s+better|better)\b", _I)


_OBLIGED = re.compile(r"^(?:need|have|have\s+got|got)\s+to\s", _I)
# "going to bed", "going to sleep": the night's rest, never a place to go to
_GOING_TO_BED = re.compile(r"\bgoing\s+to\s+(?=(?:bed|sleep|crash)\b)", _I)
_TO_BED = re.compile(r"^(?:bed|sleep|crash)\b", _I)


_PLANNING_ON = re.compile(r"^(?P<lead>(?:(?:i'?m|i\s+am)\s+)?(?:planning|aiming|hoping))\s+on\s+(?P<v>[a-z]+ing)\b", _I)
# how a plan of the user's may open with no "I": "should …", "going to …", "aiming to …", "the plan is to …"
_PLAN_WORD = re.compile(
    # "prob should …", "defo gonna …": hedged or stressed, still the user's ("maybe" is doubt: not a plan)
    r"^(?:(?:really|still|just|probably|prob|probs|prolly|definitely|def|defo|deffo|also|then|so|actually"
    r"|honestly|seriously|totally)\s+)*"
    r"(?:should|going|plan|want|will|intend|aim|hoping|idea|goal|(?:the|my|our)\s+(?:plan|idea|aim|goal)\b)",
    _I,
)


def _planned(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A plan or intention of the user's, with a date: "I'll book the room for thursday",
    "going to email the school on monday", "should really file the report by friday". Tried
    after the facts ("I'm going to Berlin next week" is a fact, not a to-do). An absence over
    a range of days ("i'm off work dec 21 to jan 2") is a status, read first (:mod:`._own_absence`)."""
    from memory.understanding._day_mid_plan import day_last
    from memory.understanding._own_absence import absence  # a reader of its own, after the facts

    away = absence(s, ctx)
    if away:
        return away
    lead = _leading(s, ctx)
    due, body = (lead.due, lead.rest) if lead else (None, s)
    on = _PLANNING_ON.match(body)  # "planning on finishing the deck by fri": planning to finish it
    if on is not None and (verb := _base(on["v"])) != on["v"].lower() and verb in TODO_VERBS:
        body = f"{on['lead']} to {verb}{body[on.end() :]}"
    m = None if _MODAL_ASKS.match(body) else _DATED_SELF.match(body)
    if m and _GOING_TO_BED.search(body[: m.end()]) and _TO_BED.match(m["rest"]):
        return None  # "I'm going to bed early tonight": no plan to keep
    if m and not _STATE_START.match(m["rest"]) and (  # "gonna be a long week": a state, not a plan
        lead is not None
        or _SELF_PREFIX.match(body)
        or body.lower().startswith("i ")
        or _PLAN_WORD.match(body)
    ):
        obliged = _strong(m["rest"], ctx, due) if _OBLIGED.match(m["rest"]) else None
        if obliged and all(isinstance(i, NewCommitment) and i.due is not None for i in obliged):
            return _unless_unreadable(obliged, lead, s)  # "gonna need to renew the van insurance by friday"
        # "I should really call grandma": a plain to-do needs no date
        plain = lead is None and _imperative_shape(m["rest"]) and _bare_todo(m["rest"])
        undated = plain and _SHOULD.match(body) is not None
        read = _read(m["rest"], ctx, "me", None, needs_date=lead is None and not undated, due=due)
        if not read and lead is None and (moved := day_last(m["rest"])) is not None:
            read = _read(moved, ctx, "me", None, needs_date=True)  # "I'll drive up thursday with a spare battery"
        if read and isinstance(read[0], NewCommitment) and _STATE_START.match(read[0].action):
            return None
        if not read and plain and not _WISH.match(body):
            # "I'll check the lease": a plan with no date may be a to-do or chat; ask
            todo = _read_one(m["rest"], ctx, "me", None, needs_date=False)
            if todo and isinstance(todo[0], NewCommitment):
                return [Unclear(f"Should I track “{todo[0].action}” for you?", s, todo[0])]
        return _unless_unreadable(read, lead, s)
    return None


# Obligation words that say nothing to keep: "gotta run", "must have been a typo", "gotta love
# tuesdays", "got to hand it to Lukas", "I need to stop doomscrolling".
_NOT_A_TASK = re.compile(
    r"^(?:be|say|admit|think|not|never|go\s+to\s+(?:bed|sleep)|have\s+been|love|hand\s+it\s+to|stop\s+\w+ing\b"
    # "i have to do sooo much this week", "gotta sort loads": a load complained of, no one thing to do
    r"|(?:do|sort|get\s+through|finish|deal\s+with)\s+(?:s+o+\s+|way\s+too\s+|too\s+|a\s+)?(?:much|many\s+things"
    r"|lot|lots|loads|tons?|a\s+ton|everything|all\s+the\s+things|stuff|things|a\s+million\s+things)\b"
    r"|(?:run|go|dash|fly|bounce|jet)\s*(?:$|(?=[,.!])|\s+(?:now|ttyl|bye|lol)))\b",
    _I,
)


# "have 2 get the logs to DOT", "got 2 ring the vet": a digit for "to" (a count when no to-do verb follows)
_TWO_FOR_TO = re.compile(r"^(?P<h>(?:i\s+|we\s+)?(?:have|got|need))\s+2\s+(?=(?P<v>[a-z]+)\s)", _I)


# "i'm down to cook the roast", "i'm signed up to bring the salads", "i'm rostered on to drive": the user's
# name put down for a job is the job; a to-do verb must follow ("i'm down to my last 20" is no job)
_PUT_DOWN = re.compile(
    r"^(?:i'm|im|i\s+am)\s+(?:down|signed\s+up|rostered(?:\s+on)?|booked\s+in|put\s+down|volunteered|assigned"
    r"|pencil+ed\s+in)\s+to\s+(?=(?P<v>[a-z]+)\s)",
    _I,
)


def _strong(body: str, ctx: _Ctx, due: DateSpec | None) -> list[Intent] | None:
    two = _TWO_FOR_TO.match(body)
    if two is not None and _todo_verb(two["v"]):
        body = f"{two['h']} to {body[two.end() :]}"
    put = _PUT_DOWN.match(body)
    if put is not None and _todo_verb(put["v"]):
        return _read(body[put.end() :], ctx, "me", None, needs_date=False, due=due)
    m = _STRONG_SELF.match(body) or _STRONG_SELF_I.match(body)
    if m is None:
        return None
    rest = m.groupdict().get("rest") or m.groupdict().get("rest2") or ""
    if _NOT_A_TASK.match(rest):
        return None
    return _read(rest, ctx, "me", None, needs_date=False, due=due)


def owed_to(body: str, ctx: _Ctx) -> list[Intent] | None:
    """ "owe Sanjeewa the site photos, gotta send them by 3pm": what owing someone a thing says to
    do, with its due (for other forms that say the same in other words)."""
    return _promise(body, ctx, None)


# whom a promise is made to by what they are to the user ("promised mum i'd call aunt Leyla"): no name
_KIN_WORD = re.compile(r"(?:" + KIN + r"|boss|manager|mentor|friend|mate|neighbou?r|landlord|landlady)", _I)


def _promise(body: str, ctx: _Ctx, due: DateSpec | None) -> list[Intent] | None:
    """ "promised Raj I'd send the slides", "told the client we'd…", "I owe Omar the figures"."""
    m = _PROMISE.match(body)
    if m:
        described = _DESCRIBED.match(m["p"] + " ")  # "told my boss Hannah I'd…": Hannah
        who = m["p"][described.end() :] if described else m["p"]
        person = _person(who, ctx) if not who.lower().startswith(("my ", "our ", "the ")) else None
        titled = _TITLED.match(who)
        if titled and _person(titled["n"], ctx) not in (None, "me"):  # "told Mrs. Abernathy I'd …": her
            person = who
        if person is None and not ctx.lowercase and " " not in who.strip() and not _KIN_WORD.fullmatch(who.strip()):
            # "i promised ben i'd review his PR": whom a promise is made to is someone, however typed
            # (a message with an acronym in capitals reads its other lower-case words as no names)
            person = _person(who, replace(ctx, lowercase=True))
        if _TITLED_LOWER.match(who):  # "told mrs henderson id …": her, as typed
            person = who
        if person == "me":
            return None
        if person is None and not ctx.lowercase and _NAMED_GROUP.match(who):
            person = who  # "promised the Dubois couple I'd …": to them, as said
        # "promised the client I'd call after the hearing": the call is to them
        return to_whom_promised(_read(m["rest"], ctx, "me", person, needs_date=False, due=due), person or who)
    m = _SAID_ID.match(body)
    if m:
        read = _read(m["rest"], ctx, "me", None, needs_date=False, due=due)
        if read and isinstance(read[0], NewCommitment):
            person = _mentioned(read[0].action, ctx)
            return [replace(read[0], counterparty=person)] if person else read
        return read
    m = _OWE.match(body)
    if m:
        # "I owe the team a summary": owed to a group, named in the action but no counterparty
        family = _FAMILY.match(m["p"]) or _KIN_NAMED.match(m["p"])  # "I still owe the Patels their album": the Patels
        group = family is None and re.fullmatch(r"(?:the|my|our)\s+[a-z]+", m["p"], _I) is not None
        # "I promised her the notes": whom "her" is, the message says before (see _dispatch)
        group = group or m["p"].lower() in ("her", "him", "them")
        person = family["n"] if family else None if group else _person(m["p"], ctx)
        if person is None and not group and _department(m["p"]):
            person = m["p"]  # "I owe design the copy": a team, typed in lower case among capitals
        if not group and (not person or person == "me"):
            return None
        then = _OWED_THEN.match(m["rest"])
        planned = then["then"] if then else ""
        if then and then["ing"]:  # "paying her back tmrw" is "pay her back tmrw"
            planned = _ING_BASE[then["ing"].lower()] + then["then"][then.end("ing") - then.start("then") :]
        when = _date_after(planned, None, ctx) if then else None
        said_again = when is not None and any(p.match(when[0]) for p in (BACK_TO_IT, BACK_TO_WHOM, SETTLED))
        if then and when and said_again and (person or family or group):
            # "I owe Tomasz a reply on the pricing q, will do it tmrw", "owe Lena the slides, will send
            # them fri": the clause after only says when the thing owed is done
            owed = paid_back(when[0], person or m["p"]) or _owed_action(person or m["p"], then["thing"])
            return [NewCommitment(owed, "me", person, when[1])]
        if _MEAL_OWED.fullmatch(m["rest"].strip()):  # "i owe Priya lunch": never the time "lunch"
            return [NewCommitment(_owed_action(person or m["p"], m["rest"].strip()), "me", person, due)]
        read = _read(m["rest"], ctx, "me", person, needs_date=False, due=due)
        # "I owe Marco 25": a bare figure owed is a sum, never a date that could not be read
        unread = read is None or (len(read) == 1 and isinstance(read[0], Unclear) and read[0].proposal is None)
        if unread and _MONEY.match(m["rest"]):
            read = _sum_owed(m["rest"].strip(" .!"), ctx, person, due)  # "owe Dave $40 (by fri)": only the sum
        if then and read and isinstance(read[0], NewCommitment) and _swallowed(read[0].action, then["then"]):
            return None  # "owe Jo the notes, will email the class tmrw": two to-dos, never one action
        if read and isinstance(read[0], NewCommitment):
            thing, whom = _with_article(read[0].action, m["rest"]), person or m["p"]  # "owe Kim the deposit": paid
            owed = f"pay {whom} {thing}" if _OWED_SUM.match(thing) else _owed_action(whom, thing)
            return [replace(read[0], action=owed)]
        return read
    return None


def _swallowed(action: str, then: str) -> bool:
    """Whether ``action`` took in the clause ``then`` said after the thing owed."""
    head = " ".join(then.split()[:2]).lower()
    return bool(head) and head in action.lower()


def _sum_owed(rest: str, ctx: _Ctx, person: str | None, due: DateSpec | None) -> list[Intent] | None:
    """ "$40", "$40 by fri": a sum owed, alone or with when it is to be paid; None when more is said."""
    amount, _, when = rest.partition(" ")
    if not when:
        return [NewCommitment(amount, "me", person, due)]
    spec = None if due is not None else _date(ctx, when)
    if spec is not None and spec.end <= ctx.now and _GONE.search(when):  # "owe Al 80 from last tues": no due
        return [NewCommitment(rest, "me", person, None)]
    return [NewCommitment(amount, "me", person, spec)] if spec is not None else None


def _with_article(thing: str, said: str) -> str:
    """The thing owed with the "the" it was said with, which reading the to-do drops from the
    front of an action: "owe Omar the figures" is "send Omar the figures", not "send Omar figures"
    (and a pronoun before it, "owe him the notes", is then named: :func:`._referents.named_object`)."""
    lead = re.match(r"the\s+", said, _I)
    return f"{lead.group(0)}{thing}" if lead and said[lead.end() :].lower().startswith(thing.lower()) else thing


# "a reply on the pricing q, will do it tmrw": the thing owed, then a clause about doing it
_OWED_THEN = re.compile(
    r"^(?P<thing>(?:[^,;]|(?<=\d),(?=\d{3}))+?)\s*(?:[,;]|\s[-–—]\s)\s*(?:(?:and|so)\s+)?(?P<then>(?:i'?ll|i\s+will|will|gonna|going\s+to"
    r"|i'm\s+going\s+to|need\s+to|have\s+to|gotta|should|can)\s+.+"
    # "…, paying her back tmrw", "…, sending them over fri": the doing said as it is planned
    r"|(?:(?:i'?m|i\s+am)\s+)?(?P<ing>paying|sending|returning|giving|getting|bringing|dropping|handing|settling"
    r"|squaring)\s+.+)$",
    _I,
)

_ING_BASE = {
    "paying": "pay",
    "sending": "send",
    "returning": "return",
    "giving": "give",
    "getting": "get",
    "bringing": "bring",
    "dropping": "drop",
    "handing": "hand",
    "settling": "settle",
    "squaring": "square",
}

_MONEY = re.compile(
    r"^(?:[$£€¥₹₦₱₺₩₪฿₫₴₽]\s?\d|(?:rs\.?|rm|rp|r\$|kes|ksh|zł|kč)\s?\d"
    r"|\d[\d.,]*\s?(?:k\b|bucks|dollars|euros|pounds|quid|usd|eur|gbp|kr|kroner|krona|kronor|nok|sek"
    r"|dkk|naira|ngn|pesos|php|rand|zar|rupees|inr|yen|francs|chf|cad|aud|grand|kč|czk|korun[ay]?|zł|zloty|pln|huf"
    r"|forint|lei|ron|lira|tl|dinars?|dirhams?|aed|riyals?|sar|baht|thb|ringgit|myr|rm|rupiah|idr|won|krw|shekels?"
    r"|nis|ils|reais|brl|mxn|shillings?|kes|ksh|cedis?|ghs|birr|rs|pkr|taka|bdt|dong|vnd|uah|hryvnia|rubles?|roubles?"
    # the rest of the world's, by name or letters ("40 leva", "80 lari", "40 manat", "3000 tenge", "20 euro")
    r"|euro|dollar|pound|pence|p|cents?|lev|leva|bgn|manat|azn|lari|rials?|omr|qar|irr|tenge|kzt|soms?|uzs"
    r"|amd|kuna|hrk|denars?|mkd|lek|leke|rsd|kwacha|zmw|mwk|pula|bwp|kwanza|aoa|soles|bolivianos?"
    r"|quetzal(?:es|s)?|gtq|colones|crc|c[oó]rdobas|lempiras?|hnl|guaran[ií]es|pyg|clp|uyu|lucas|lukas"
    r"|kyat|mmk|riels?|khr|tugriks?|mnt|afghanis?|afn|cfa|fcfa|xof|xaf|leones|dalasi|ariary|kina|tala|vatu"
    r"|yuan|rmb|cny|kuai|jpy|ugx|tzs|tsh|ngn|egp|tnd|dzd|jod|kwd|bhd|lbp|syp|iqd|npr|lkr|mvr"
    # ("300 rufiyaa", "50 somoni", "2000 kip", "300 gourdes", "20 paʻanga")
    r"|rufiyaa|rufiya|laari|somoni|tjs|dram|kip|gourdes?|htg|ouguiyas?|mru|pa[ʻ'’]?anga|nakfa)"
    r"(?![\w])"
    # "owe Marco 25", "owe Marco 25 for the tix": a bare figure owed is money (a count names its things)
    r"|\d[\d.,]*(?=\s*$|\s+(?:for|back|from|by|before|on|asap|when|tmrw|tomorrow|today|tonight|this|next)\b))",
    _I,
)


def _owed_action(person: str, thing: str) -> str:
    """What owing someone a thing means doing: "a call" -> "call Anjali", "£40" -> "pay Callum £40"."""
    if _MONEY.match(thing):
        return f"pay {person} {thing}"
    t = re.sub(r"^(?:a|an|the)\s+", "", thing, flags=_I)
    m = re.match(r"^(?P<n>call|ring|reply|response|answer|email|text)\b\s*(?P<rest>.*)$", t, _I)
    if m:
        verb = {"response": "reply", "answer": "reply", "ring": "call"}.get(m["n"].lower(), m["n"].lower())
        to = " to" if verb == "reply" else ""
        return f"{verb}{to} {person} {m['rest']}".strip()
    if _MEETING.match(t):  # "the client wants a meeting friday": meet them then, no meeting sent
        return f"meet {person}{_MEETING.sub('', t, count=1)}"
    if _GIVEN.match(t) or _HANDED.match(thing):  # "promised Fatou a lift": give her one; "owe Jo the keys"
        return f"give {person} {thing}"
    if _FETCHED.search(t):  # "promised the kids pizza", "promised Mme Laurent a wedding cake": got for them
        return f"get {person} {thing}"
    return f"send {person} {thing}"


_MEETING = re.compile(
    r"^(?:quick\s+)?(?:meeting|meet-?up|catch-?up|sit-?down|chat|1:1|one-to-one|face-to-face)"
    r"(?=$|\s+(?:about|re|on|to|for|with|regarding|over|at|in)\b)",  # never "the meeting notes"
    _I,
)
# a sum owed named by what it is for: "the deposit", "my share of the rent", "half the bill"
_OWED_SUM = re.compile(
    r"^(?:(?:the|my|our|his|her|their)\s+)?(?:[\w-]+\s+)?(?:deposit|bond|rent|fee|fees|share|half|balance|money|cash|loan|tab"
    r"|advance|refund|dues|subs|fare|payment|instalment|installment)\b",
    _I,
)


# a number owed with nothing counted after it is a sum: "owes me 25", "owes me 40 by fri", "owes me 25
# fri" (never "owes me 3 books": things counted, handed back)
_BARE_SUM = re.compile(r"^\d[\d,.]*k?(?:\s*(?P<after>.*))?$", _I)
_WHEN_WORD = re.compile(r"^(?:[,;.!]|(?:back|by|on|before|till|until|from|for)\b)", _I)


def _bare_sum(rest: str) -> bool:
    """Whether ``rest`` (what "owes me" is followed by) is a bare number, then nothing, a stop, a
    date or a word that says when ("25", "40 by fri", "25 fri")."""
    m = _BARE_SUM.match(rest.strip())
    after = (m["after"] or "") if m else ""
    return m is not None and (not after or bool(_WHEN_WORD.match(after)) or has_date_words(after.split()[0]))


# what a friend "owes" in banter: "owes me a rematch", "owes me one", "owes me a pint"
_SOCIAL_DEBT = re.compile(
    r"^(?:send|give|pay)\s+me\s+(?:a\s+|an\s+|one\b|big\s+time\b)?(?:rematch|favou?r|pint|beer|drink|coffee|apology"
    r"|explanation|dance|round|lunch|dinner|game|one\b|big\s+time\b)",
    _I,
)
# a thing handed over, not sent: "owes me the keys", "owe Jo the van key"
_HANDED = re.compile(
    r"^(?:(?:the|my|our|his|her|their|a|an)\s+)?(?:\w+\s+)?(?:keys?|key\s+card|keycard|fob|lanyard|badge|pass)\b",
    _I,
)


# What one gets for a person rather than sends them: food, treats, presents, things bought.
_FETCHED = re.compile(
    r"\b(?:pizza|cake|cakes|ice\s+cream|takeaway|takeout|dinner|lunch|breakfast|treats?|sweets|candy|chocolates?"
    r"|biscuits|cookies|snacks?|burgers?|chips|sushi|tacos|donuts|doughnuts|pastries|muffins|brownies|pie|coffee"
    r"|drinks|beers?|wine|present|presents|gift|gifts|toy|toys|puppy|kitten|pet"
    r"|bike|phone|tickets?|flowers)\b",
    _I,
)


# What one gives a person rather than sends them: a lift, a hand, a tour, a heads-up.
_GIVEN = re.compile(
    r"^(?:lift|ride|hand|tour|heads[\s-]?up|shout|hug|lesson|discount|second\s+opinion|go|try|chance|break"
    r"|haircut|massage|demo|walkthrough|tutorial|intro|feedback|help|reference)\b",
    _I,
)


def _mentioned(action: str, ctx: _Ctx) -> str | None:
    """The one name an action mentions ("get back to Olu about the quote" -> Olu)."""
    # "look at Sam's PR": whose the thing is, not whom it was promised to
    # "pass the feedback to Wei Ling": capitalised words in a row are one name, taken whole ("Wei
    # Ling's PR" is whose, never "Wei"), and one of more than two words is not read at all
    runs = [m["n"] for m in _NAME_RUN.finditer(action) if not m["tail"] and len(m["n"].split()) <= 2]
    names = [run for run in runs if all(_person(w, ctx) not in (None, "me") for w in run.split() if w[-1] != ".")]
    return names[0] if len(names) == 1 else None


# "call Dr. Mehta's office": a title and its dot open the name ("Dr" alone is no one), so the run
# is "Dr. Mehta's", whose office it is
_NAME_RUN = re.compile(
    r"\b(?P<n>(?>(?:(?:Dr|Dra|Mr|Mrs|Ms|Mx|Prof|Profa|Atty|Engr|Sr|Sra|Srta|Fr|Mme|Mlle|Rev)\.\s+(?=[A-Z]))?"
    r"[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)*))(?P<tail>['’]|)"
)


# -- bare imperatives ----------------------------------------------------------------------

# "have the slides ready EOW", "have the grill fixed by july": a to-do only with a thing and
# the state it must be in ("have a nice weekend", "have fun tmrw" are wishes).
_HAVE_DONE = gated(re.compile(
    r"^have\s+(?:the|my|our|your|all\s+the|these|those|this|that)\s+(?:[\w'-]+\s+){0,4}?"
    r"(?:done|ready|sorted|finished|signed|fixed|\w{3,}ed)\b",
    _I,
))


def _imperative_shape(s: str) -> bool:
    """Whether ``s`` starts like a to-do: a known verb, then more words ("ring the bank")."""
    words = s.split()
    if len(words) < 2 or words[1].lower() in ("me", "us", "you") or _NOUN_SUBJECT.match(s):
        return False
    if words[0].lower() in _VERB_MODIFIERS and len(words) > 2 and _todo_verb(words[1]):
        # "deep clean the walk-in", "power wash the patio": a to-do verb, said with how
        return bool(_OBJECT_START.match(" ".join(words[1:])))
    return (
        _todo_verb(words[0]) or bool(_HAVE_DONE.match(s)) or bool(_GOING_SOMEWHERE.match(s)) or bool(_TALK_TO.match(s))
        or bool(_GO_THROUGH.match(s))
    )


# going through or over a thing of the user's, as a review: "go through the tender docs with Samir", "go over the
# seating plan" (never "go through with it", "go over there": no thing named)
_GO_THROUGH = re.compile(
    r"^go\s+(?:through|over)\s+(?:the|my|our|his|her|their|this|that|these|those|(?-i:[A-Z])[\w'’-]*['’]s)\s+\w", re.I
)


# a to-do verb that is a noun naming what opens, shuts or arrives: "shop closed on the 24th", "post office
# opens at 9 tmrw", "book club starts thurs" (a statement of when, never "shop the sales", "post the forms")
_NOUN_SUBJECT = re.compile(
    r"^[a-z]+(?:\s+[a-z]+)?\s+(?:opens|opened|closes|closed|shuts|starts|started|begins|ends|ended|finishes"
    r"|arrives|arrived|reopens|reopened|is|was|are|were)\b",
    re.IGNORECASE,
)


# a word with someone: "talk to Li about the budget", "speak to the landlord re the deposit", "chat with
# HR" (never "talk to you tmrw", "speak soon", "talk about a long day": sign-offs and chat)
_TALK_TO = re.compile(
    r"^(?:talk|speak|chat|have\s+a\s+(?:word|chat)|a\s+quick\s+word)\s+(?:to|with)\s+"
    r"(?!(?:you|u|ya|ye|y'?all|everyone|every1|yous|you\s+guys|u\s+guys)\b)\S",
    _I,
)


# an errand's place named without its article, as a second language drops it ("tomorrow I go to bank"); not
# the places English itself names bare for a routine ("go to school", "go to work", "go to bed")
_ERRAND_PLACE = (
    r"(?:bank|post\s+office|doctor|dentist|pharmacy|chemist|hospital|clinic|market|supermarket|embassy|consulate"
    r"|passport\s+office|town\s+hall|city\s+hall|municipality|tax\s+office|library|gym|salon|barber|garage"
    r"|mechanic|optician|vet)\b"
)


# an errand to a place: "go to the bank tmrw", "head to the tip sat", "pop into the post office" ("go
# home", "go away", "go figure" go nowhere a to-do is kept of)
_GOING_SOMEWHERE = re.compile(
    r"^(?:go|head|pop|nip|swing)\s+(?:(?:over|down|round|up|back)\s+)?(?:to|into|in\s+to|by)\s+"
    r"(?:(?:the|my|our|his|her|their|\w+'s)\s+\w|" + _ERRAND_PLACE + r")"
    # "turn off auto renew on the domain", "turn the heating down tonight" ("turn 40" is a birthday)
    r"|^turn\s+(?:(?:off|on|down|up)\s+\w|(?:the|my|our)\s+(?:[\w-]+\s+){1,3}?(?:off|on|down|up)\b)",
    _I,
)


# the words that make one verb with a to-do verb after them: "deep clean", "spring clean", "power wash"
_VERB_MODIFIERS = frozenset({"deep", "spring", "power", "pressure", "jet", "dry", "hand", "steam", "bulk", "pre"})


def _todo_verb(word: str) -> bool:
    """A to-do verb, or one done again: "reorder", "resend", "recheck" ("re" and a to-do verb)."""
    w = word.lower()
    return w in TODO_VERBS or (w.startswith("re") and len(w) > 5 and w[2:].lstrip("-") in TODO_VERBS)


# Words one slip from a to-do verb that are words of their own: "lunch w/ Dimitri" is no launch.
_NOT_SLIPS = frozenset(
    {
        "being", "boring", "plans", "cheek", "chuck", "drove", "lunch", "older", "pains", "point", "repaid", "shake",
        "shame", "sharp", "shore", "sleep", "smart", "stare", "stark", "stars", "steep", "sweet", "white", "wrote",
        # "contract started 1 Oct" is no "contact started", "the charger's dead" no "charge"
        "contract", "contracts", "chance", "charger", "closer", "county", "court", "driver", "insect", "lodger",
        "massage", "plane", "quite", "tough", "waiter", "writer",
    }
)  # fmt: skip


def _misspelt_verb(word: str) -> str | None:
    """The to-do verb ``word`` is a one-letter slip of ("sumbit" -> "submit", "reviw" ->
    "review"): five letters or more, same first letter, and not the verb with an ending
    ("sends", "checked"), which is a report, not a typo."""
    w = word.lower()
    if len(w) == 4 and w.isalpha() and not a_word(w) and w not in TODO_VERBS:
        # "sned", "emial": two letters swapped in a short verb, the one slip its shortness allows
        swaps = {w[:i] + w[i + 1] + w[i] + w[i + 2 :] for i in range(1, len(w) - 1)} & TODO_VERBS
        return swaps.pop() if len(swaps) == 1 else None
    if len(w) < 5 or not w.isalpha() or w in TODO_VERBS or w.rstrip("sd") in TODO_VERBS or w in _NOT_SLIPS:
        return None
    if a_word(w):
        return None  # "delivery shift fri 5 to 9": a word as typed, never a slip of "deliver"
    near = [
        verb for verb in TODO_VERBS
        if len(verb) >= 5 and verb[0] == w[0] and one_edit(w, verb) and _struck_near(w, verb)
    ]
    return near[0] if len(near) == 1 else None


def _struck_near(typed: str, meant: str) -> bool:
    """Whether a letter typed in place of another is a key beside it ("grsde" for "grade"); any
    other letter makes another word ("grabe" is Tagalog, no slip of "grade")."""
    if len(typed) != len(meant):
        return True  # a letter dropped, doubled or two swapped
    swapped = [(a, b) for a, b in zip(typed, meant, strict=True) if a != b]
    return len(swapped) != 1 or swapped[0][0] in KEYBOARD.get(swapped[0][1], "")


_IDLE_OBJECT = frozenset(
    {
        "and", "then", "it", "this", "that", "these", "those", "them", "him", "her", "me", "us", "there", "here",
        "one", "some",
        "something", "anything", "everything", "care", "easy", "well", "going", "over", "on", "off", "out", "up",
        "away", "back", "down", "in", "into", "at", "to", "for", "with", "about", "around", "again", "now",
        "later", "soon", "sure", "rest", "sleep", "fun", "go", "try", "shot", "chance", "break", "look", "way",
        "it's", "the", "a", "an", "all", "of", "ok", "okay", "lol", "haha", "please", "happen", "help", "rolling",
        "done", "work", "mate", "man", "dude", "guys", "bro", "love", "hun", "calm", "carry", "safe", "safely",
        "tight", "cool", "quiet", "warm",
    }
)  # fmt: skip
# Said to someone else ("fix your mic", "see ye all at the parade": "you" as it is said in Ireland,
# Scotland, Australia, or typed fast), a clause of its own ("see what I can do"), or a question
_NOT_SAID_TO_SELF = re.compile(
    r"\b(?:you|your|u|ur|yourself|ya|ye|yez|yiz|yous|youse|y'?all"
    r"|is|are|was|were|i|we|what|how|whether|whatever|'s\s+(?:it|that))\b|[?]",
    _I,
)
_BARE_MAX_WORDS = 12
# the verbs that arrange an outing rather than propose one: "book dinner", "organise drinks for Ana's leaving"
_ARRANGE = re.compile(r"^(?:book|reserve|organi[sz]e|arrange|plan|order|cater|host)$", _I)
_OUTING = re.compile(
    r"^(?:(?:a|an|some|the)\s+)?(?:lunch|dinner|breakfast|brunch|coffee|drinks?|bite|beers?|pint)\b", _I
)


def _bare_todo(s: str) -> bool:
    """Whether an undated imperative is a note of something to do ("call the plumber", "book the
    dentist", "sort the expenses asap"): a to-do verb, then a thing or a person to do it to, in a
    short sentence that speaks to no one else. Typed to a memory bot that is what such a line is
    for; "take care", "check it out", "get some rest", "fix your mic" name nothing to keep."""
    words = [w.strip(",.;:!") for w in _TAIL_NOISE.sub("", s).split()]
    if not words or len(words) > _BARE_MAX_WORDS or _NOT_SAID_TO_SELF.search(s):
        return False  # "touch wood": a hedge, all of it, names no job
    if _ERRAND_TO_IT.match(s):
        return True  # "book it in for a service": an errand for the thing said just before (:mod:`memory.derive`)
    if (len(words) > 1 and words[1].lower() in ("it", "this", "that", "them")) or words[-1].lower() in ("this", "that"):
        return False  # "call it a day", "look at the state of this": what "it" is, the chat knows
    if _POINTED_AT.match(s):
        return False  # "look at that sunset", "check out these shoes": something shown, not a job
    if _OUTING.match(" ".join(words[1:])) and not _ARRANGE.match(words[0]):
        return False  # "grab lunch with Ana": an invitation, said in chat ("book dinner": an errand)
    if _NOUN_USE.match(" ".join(words)) or (_REPORTED.search(words[-1]) and not CAUSATIVE.match(s)):
        return False  # "change of plans", "file not found", "return flight delayed": the verb is a noun
    return any(w.lower() not in _IDLE_OBJECT for w in words[1:] if w)


# a thing taken or booked somewhere for a job, named by "it": "book it in for a service", "take it to
# the garage", "drop them at the tip" (never "take it easy", "call it a day": no place nor job after)
_ERRAND_TO_IT = re.compile(
    r"^(?:book|take|drop|bring|send|post|ship|get)\s+(?:it|them)(?:\s+(?:in|back|over|off|round|down))?"
    r"\s+(?:in\s+)?(?:to|at|for)\s+(?:a|an|the|its|their|my|our)\s+[\w'-]{3,}(?:\s+[\w'-]+){0,3}$",
    _I,
)
def errand_to_it(action: str) -> bool:
    """Whether ``action`` is an errand done to "it" and only named by it ("book it in for a service")."""
    return _ERRAND_TO_IT.match(action) is not None


# looking at something in front of the user, pointed at by "this/that": said in chat, not noted
_POINTED_AT = re.compile(
    r"^(?:look|see|check|watch|listen|peep|behold)(?:\s+(?:at|out|to))?\s+(?:this|that|these|those)\s+\w", _I
)
# "get the truck inspected", "get my bike fixed", "have the figures printed": a thing to have done, not a report of it
CAUSATIVE = re.compile(r"^(?:get|have)\s+(?:the|my|our|his|her|their|a|an)\s+(?:[\w'-]+\s+){0,3}\w{3,}ed$", _I)
# The verb used as a noun: "change of plans", "visit from the in-laws", "plan b", and a noun as
# the subject of a verb after it: "coach says practice runs late", "shift will be long"
_NOUN_USE = re.compile(
    # "phone about to die", "battery about to go": the thing and what it is about to do ("phone about
    # the quote" stays a call to make)
    r"^\S+\s+about\s+to\s+(?-i:[a-z])|"
    # "back with HR", "back in the office", "back home": where a thing or someone is again ("back the car
    # out", "back up the laptop", "back Sam's bid" are verbs with their object)
    r"^back\s+(?:with|in|at|on|from|home|where)\b|"
    # "water all over the floor", "glass everywhere": a thing and where it lies, never a verb and its object
    r"^\S+\s+(?:all\s+over|everywhere|all\s+around|all\s+down|(?:all\s+)?across\s+the)\b|"
    r"^\S+\s+(?:of|from|not|b|out\s+of|is|are|was|were|says|said|thinks|reckons|wants|wanted|needs|needed|asked"
    r"|told|has|had|will|would|can|could|should|might|must|won't|can't|keeps|kept|seems|got|gets|went|goes)\b"
    # "water pump's grinding and …", "fuel line's not holding": a thing named by two words, then its verb;
    # never a name's or a thing's own noun in -ing ("renew Kemal's parking permit", "book mum's wedding cake")
    r"|^\S+\s+(?-i:[a-z])[\w-]*'s\s+(?:(?!(?:parking|wedding|building|meeting|booking|clothing|housing|ceiling"
    r"|painting|morning|evening|training|shopping|funding|wiring|plumbing|heating|lighting|flooring|roofing|fencing"
    r"|boarding|listing|filing|spending|stuffing|icing|sibling|earring|hearing|christening|thing|ring|string|spring"
    r"|wing|swing|king)\b)\w+ing|been|gone|not|still|just|got)\b"
    # "intro written but the ending still a mess", "email sent, call done": a thing and its state, no
    # verb and object ("file completed forms" has its object after the participle)
    # "mail server rejects anything over 5mb", "call button doesn't work": a thing named by two words
    # ("mail", "call" as its first), then what it does, said in the present
    r"|^\S+\s+(?-i:[a-z])[\w-]+\s+(?:just\s+|still\s+)?(?:rejects|refuses|throws|crashes|freezes|hangs|drops|loses"
    r"|deletes|eats|beeps|flashes|blinks|leaks|overheats|times\s+out|errors|fails|won't|wont|doesn't|doesnt|isn't"
    r"|isnt|keeps)\b"
    # "water truck came so …", "fuel van arrived": a thing named by two words, then that it came ("check
    # delivery arrived" asks a thing be checked)
    r"|^(?!(?:check|confirm|see|ask|verify|find|make|ensure|note)\b)\S+\s+(?-i:[a-z])[\w-]+\s+(?:came|arrived"
    r"|turned\s+up|showed\s+up|rocked\s+up)(?=\s*(?:$|[,;.!\-–—]|\s(?:so|and|but|today|earlier|yesterday|at\s)\b))"
    r"|^\S+\s+(?:written|done|sent|gone|begun|drawn|finished|sorted|dealt\s+with|started|drafted|booked)"
    r"(?=\s*(?:$|[,;.!\-–—]|\s(?:but|and|though|tho|already|now|at\s+last|finally|yesterday|today|earlier)\b))"
    # "invoice paid within a day", "parcel delivered in under two days": how soon a thing got done, no verb and
    # object ("need the invoice paid within a day" is a to-do all the same, read by its need)
    r"|^\S+\s+(?:\w+ed|paid|sent|done|made|sold|built|bought|found|won|written|given|taken)\s+(?:with)?in\s+"
    r"(?:(?:under|less\s+than|just|about|barely)\s+)?(?:a|an|one|the|\d+|two|three|few|a\s+few|\w+ty)\s+"
    r"(?:\w+\s+)?(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?)\b",
    _I,
)
# a report, its verb last: "file not found", "return flight delayed", "repair guy came"
# a past participle last ("return flight delayed"), never a noun that only ends so ("buy chicken feed")
_REPORTED = re.compile(
    # (a thing whose name ends in "ed": "paint the shed", "make the bed", "a hundred")
    r"^(?!(?:feed|seed|weed|speed|breed|tweed|reed|steed|need|shed|sled|shred|\w*bed|hundred|moped)$)"
    r"(?:\w{2,}ed|found|happens|gone|broken|again|came|went|broke|fell|rang|ran|sent|got)$",
    _I,
)
_OBJECT_START = re.compile(
    r"^\S+\s+(?:(?:up|out|back|off|over|round|around|down|in|on|to|with|for|about)\s+)?"
    r"(?:the|a|an|my|our|his|her|their|this|that|these|those|some|all|both|every|each|\d\S*"
    r"|" + KIN + r"|[A-Z][\w'\-]+)\b"
)


def _plain_object(s: str) -> bool:
    """Whether an undated bare to-do ("<verb> <what>", the user's own errand, no date) is kept
    as said, or asked about. One rule, the same for every to-do verb, decided by the words
    after the verb, never by which verb it is:

    - kept: the verb and an object that can only be its object: after a determiner, a
      possessive, a number, a particle or a name ("book the vet", "pick up milk", "call mum",
      "email Priya the contract"), a plural ("book flights"), or a thing said in two words or
      more ("order printer toner", "renew car insurance", "book flu jabs for mum and dad");
    - asked: the verb and one bare word ("book club", "pay rise", "test drive", and so also
      "buy milk"): two such words may as well be one noun, a label or news rather than a note
      to self, and a question costs a tap where a wrong to-do costs the memory.

    A line that reports a fault ("water leak in the kitchen") is an issue's, read before this."""
    if _OBJECT_START.match(s) or re.match(r"^\S+\s+(?:up|out|back|off)\s+\S", s, _I):
        return True
    words = s.split()
    return len(words) > _COMPOUND_WORDS or words[-1].lower().endswith("s")


_COMPOUND_WORDS = 2  # a verb and one bare noun: maybe one noun ("book club")


def _imperative(s: str, ctx: _Ctx) -> list[Intent] | None:
    """A bare imperative: "ring the bank tomorrow", "post the invoices out monday", and undated
    when it is plainly a note to self ("call the plumber", see :func:`_bare_todo`). Its verb
    may be misspelt ("sumbit the expnses by thrusday") when its date is still ahead. Else a
    plan the user has on a day ("hosting book club thurs", :mod:`._own_plans`), or a thing that
    needs something by a day ("the van needs new tyres by the 20th", :mod:`._thing_needs`)."""
    # a plan said as what the user is doing reads this module's to-do lexicon: imported late
    from memory.understanding._own_plans import own_plan
    from memory.understanding._passive_todo import passive_todo
    from memory.understanding._thing_due import thing_due
    from memory.understanding._thing_needs import thing_needs

    # "rent due the 1st": the thing due, before "rent" is read as a verb; "the order has to be
    # placed by 5": the thing's to-do said in the passive
    return (
        passive_todo(s, ctx) or thing_due(s, ctx) or _imperative_read(s, ctx) or own_plan(s, ctx) or thing_needs(s, ctx)
    )


# a report of what did not happen: "repair guy didn't show" has no verb of a to-do in it
_DID_NOT = re.compile(r"\b(?:didn't|didnt|did\s+not|wasn't|wasnt|weren't|werent|hasn't|hasnt|haven't|havent)\b", _I)


# "book club is on the 14th", "book club's at 7 tmrw": a thing and its day, its first word no verb
# (never a place's owner after a preposition: "meet Jaskaran at Tim's at 7am" is a to-do at Tim's)
_THING_IS_ON = re.compile(
    r"^(?:(?!(?:at|in|with|for|to|from|by|of)\b)[\w-]+\s+){1,3}?(?!(?:at|in|with|for|to|from|by|of)\b)[\w-]+"
    r"(?:'s|\s+is|\s+are)\s+(?:on|at)\s",
    _I,
)


# "finally clear the gutter", "actually call the bank": how keen, said before the verb, no word of the to-do
_KEEN = re.compile(r"^(?:finally|actually|definitely|defo|really|seriously)\s+(?=[a-z])", _I)


def _without_keen(s: str) -> str:
    """``s`` without a keen word before its verb ("finally clear the gutter": "clear the gutter")."""
    keen = _KEEN.match(s)
    return s[keen.end() :] if keen is not None and _imperative_shape(s[keen.end() :]) else s


def _imperative_read(s: str, ctx: _Ctx) -> list[Intent] | None:
    s = _without_keen(s)
    spans = find_spans(s, now=ctx.now, tz=ctx.tz)
    if _NOUN_USE.match(s) or _DID_NOT.search(s) or _THING_IS_ON.match(s):
        return None  # "sort of tired today", "visit from the in-laws this weekend", "repair guy didn't show"
    if not spans:
        # "loop in legal before we sign": the to-do before its condition, which is no part of it
        cut = trailing_condition(s)
        core = s[: cut.start()] if cut is not None and cut.start() > 0 else s
        core = _TAIL_NOISE.sub("", core).strip(" ,") or core  # "reorder ear tags asap": the words before "asap"
        if not (_imperative_shape(core) and _bare_todo(core)):
            return unknown_errand(core, s, ctx)  # "rent the marquee for the Dlamini wedding"
        read = _read(s, ctx, "me", None, needs_date=False)
        if read and not _plain_object(core) and len(read) == 1 and isinstance(read[0], NewCommitment):
            return [Unclear(f"Should I track “{read[0].action}” for you?", s, read[0])]
        return read
    if not _imperative_shape(s):
        first, _, rest = s.partition(" ")
        verb = _misspelt_verb(first)
        due = spans[-1].spec
        ahead = due.end > ctx.now if due is not None else bool(spans[-1].problem)  # "by 4/3": asked, which
        if ahead and verb is None and unknown_verb_shape(s):
            verb = first  # "tax the car mon", "grout the bathroom next wk": a verb the lexicon lacks
        elif verb is None or due is None or due.end <= ctx.now or not _imperative_shape(f"{verb} {rest}"):
            return None
        s = f"{verb} {rest}"
    # "invoice Hamid for March": its only date is what it is about; a to-do all the same, undated
    return _read(s, ctx, "me", None, needs_date=not all(_about_period(span) for span in spans))


# Verbs whose -ing form drops a silent "e" ("taking", "closing"), and other verbs a to-do or
# a promise is said with: with TODO_VERBS and the irregular forms, the plain forms recap may
# put in an action. A base is only ever one of these whole words, never a cut of the user's
# ("evening" is not "even", "retiring" never "retir").
_MORE_VERBS = {
    "take", "make", "have", "share", "write", "close", "create", "handle", "revise", "circulate",
    "complete", "provide", "drive", "use", "save", "release", "leave", "issue", "finalize", "finalise", "come",
    "service", "argue", "manage", "stage", "line", "type", "continue", "generate", "negotiate", "coordinate",
    "store", "receive", "do", "go", "pay", "sort", "test", "build", "fill", "lead", "host", "bake", "cook",
    "draft", "edit", "proofread", "translate", "present", "pitch", "collect", "deliver", "pick",
}  # fmt: skip
KNOWN_VERBS = TODO_VERBS | _MORE_VERBS | frozenset(IRREGULAR.values())
# the verbs that open a to-do after a day said first (:func:`_day_then_verb`): not those that open
# chat ("tmrw have fun", "sat go wild") or a thing's description ("mon line 3", "fri type 2")
_LED_VERBS = _MORE_VERBS - {"have", "go", "come", "use", "line", "type", "do"}


def _base(verb: str) -> str:
    """A verb's plain form from its -ing form ("sending" -> "send", "taking" -> "take",
    "planning" -> "plan"), only when that form is a verb recap knows; any other word is kept
    whole ("sent" stays, "evening" stays): a guessed cut of the user's word is never stored."""
    v = verb.lower()
    if not (v.endswith("ing") and len(v) > 5):
        return v
    stem = v[:-3]
    for base in (stem, stem[:-1] if stem[-1] == stem[-2] else "", stem + "e"):
        if base in KNOWN_VERBS:
            return base
    return v


# -- other people's commitments ------------------------------------------------------------

_PRONOUN_SUBJECT = r"(?:he|she|they)"
_OTHER = gated(re.compile(
    r"^(?P<p>[^\W\d_][\w\-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]*)?)(?:'s|\s+is|\s+has)?\s+"
    r"(?:(?:still|also|just|apparently|finally|now|definitely|probably|hopefully)\s+)*"
    r"(?:(?:said|says|told\s+me|promised(?:\s+me)?|reckons|reckoned|reckon|swears|swore|confirmed|mentioned"
    r"|texted|emailed|messaged)\s+(?:that\s+)?" + _PRONOUN_SUBJECT + r"\s*"
    r"(?P<say>'ll|'d|will|would|is\s+going\s+to|'s\s+going\s+to|'s)\s+"
    r"|(?P<how>promised(?:\s+me)?\s+to|agreed\s+to|going\s+to|supposed\s+to|meant\s+to|to|will|should|needs\s+to|has\s+to"
    r"|owes\s+me|owes(?=\s+[$£€]?\d)|promised\s+me|promised)\s+"
    r"|(?P<ing>\w+ing)\s+)"
    r"(?P<rest>.+)$",
))
class _NamedByIng:
    """ "filing due end of april", "general meeting oct 14": a word in -ing followed by "due", or a
    word in -ing that names an occasion followed straight by its date, names a thing (a filing, a
    meeting), as a to-do verb's -ing followed straight by "by <day>" does ("venue booking by
    friday"); "the plumber coming thursday 8am" is someone coming all the same."""

    _DUE = re.compile(r"^(?:due|is\s+due|deadline)\b", _I)
    _BY = re.compile(r"^by\s", _I)  # a job's noun with no object, then its deadline
    _OCCASIONS = frozenset({
        "meeting", "filing", "wedding", "briefing", "training", "hearing", "booking", "screening", "fitting",
        "reading", "recording", "shooting", "tasting", "viewing", "opening", "closing", "gathering", "outing",
        "christening", "cleaning", "planning", "offering", "painting", "boarding", "landing", "swearing", "signing",
    })  # fmt: skip
    # a job done to a thing, named by it: "aircon servicing this sat 2pm" (no aircon servicing anything)
    _SERVICES = frozenset({"servicing", "valeting", "decorating", "invoicing", "printing"}) | JOB_INGS
    # where the job is done, said before its day: "TB testing at La Julia fri"
    _AT_PLACE = re.compile(r"^(?:at|in)\s+(?:the\s+)?[A-Z][\w'\-]*(?:\s+[A-Z][\w'\-]*){0,3}\s+", re.UNICODE)

    def match(self, ing: str, rest: str, ctx: _Ctx) -> bool:
        if self._DUE.match(rest):
            return True
        if self._BY.match(rest) and ing.lower() in _JOB_NOUNS:
            return True  # "venue booking by friday", "car servicing by the 20th": the job's deadline
        if ing.lower() not in self._OCCASIONS and ing.lower() not in self._SERVICES:
            return False
        if ing.lower() in JOB_INGS and (place := self._AT_PLACE.match(rest)) is not None:
            rest = rest[place.end() :]
        first, _, after = rest.partition(" ")
        if after and _EVENT.fullmatch(first):  # "offsite planning mtg thu 2pm": a planning meeting, on thu
            rest = after
        spans = find_spans(rest, now=ctx.now, tz=ctx.tz)
        # "car servicing on the 14th": a service's day, said with "on" as well
        said_on = (None, "on") if ing.lower() in self._SERVICES else (None,)
        return bool(spans) and spans[0].start == 0 and spans[0].connector in said_on


_NAMED_BY_ING = _NamedByIng()
# jobs named by a verb's -ing ("the venue booking", "car servicing"), never someone doing it
# ("Sam moving by friday" is Sam's move): a closed list, as "moving" or "running" are both
_JOB_NOUNS = _NamedByIng._OCCASIONS | {
    "servicing", "shopping", "ironing", "packing", "printing", "washing", "decorating", "invoicing", "valeting",
}  # fmt: skip
_WAITING_ON_THE = re.compile(
    r"^(?:i'm\s+|i\s+am\s+|im\s+|we're\s+)?(?:still\s+)?waiting\s+(?:on|for)\s+"
    r"(?P<p>(?:the|my|our)\s+[a-z]+(?:\s+[a-z]+)?)\s+to\s+(?P<rest>.+)$",
    _I,
)
# "waiting on the landlord for the deposit", "waiting for my accountant for the figures": a thing
# from someone named by their job or a body that owes it (never "waiting for the bus for ages")
_WAITING_ON_THE_FOR = re.compile(
    r"^(?:i'm\s+|i\s+am\s+|im\s+|we're\s+)?(?:still\s+)?waiting\s+(?:on|for)\s+"
    r"(?P<p>(?:the|my|our)\s+[a-z]+(?:\s+[a-z]+)?)\s+for\s+(?P<rest>(?:the|a|an|my|our|their|his|her|some)\s+.+)$",
    _I,
)
_BODY = re.compile(
    r"\b(?:council|bank|garage|school|insurers?|agency|supplier|vendor|client|builders?|solicitors?)$", _I
)
_WAITING = re.compile(
    r"^(?:i'm\s+|i\s+am\s+|we're\s+)?(?:still\s+)?waiting\s+(?:on|for)\s+(?P<p>[A-Z][\w\-]*|[a-z][\w\-]*)"
    # "waiting on Kylie from council to …", "waiting for Ade at the bank to …": where they work, said between
    r"(?:\s+(?:from|at|over\s+at|in)\s+(?:the\s+)?[\w&'\-]+(?:\s+[\w&'\-]+)?(?=\s+to\s))?"
    r"(?:\s+(?:for|to)\s+(?P<rest>.+))?$",
    _I,
)
_NOT_OTHER = {
    "i", "we", "you", "it", "this", "that", "there", "he", "she", "they", "what", "who", "which", "my", "the",
    "note", "reminder",  # "Note to self: …" is a label, not someone named Note
    # "Lovely to see you Kwame, …": an exclamation, not someone named Lovely promising to see
    "lovely", "nice", "great", "good", "glad", "happy", "sad", "sorry", "fun", "cool", "awesome", "amazing",
    "wonderful", "brilliant", "pleased", "delighted", "sweet", "fab", "fabulous", "excited", "thrilled",
    # "aiming to finish the sketch by sun", "plan is to …": the user's aim, not someone named Aiming
    "aiming", "hoping", "planning", "intending", "trying", "meaning", "wanting", "plan", "idea", "aim", "goal",
}  # fmt: skip


def _others(s: str, ctx: _Ctx) -> list[Intent] | None:
    """Someone else's promise: "Lukas said he'll share the floor plan by Tuesday", "Priya's
    sending the contract tmrw", "waiting on Lukas for the plan" (owner: that person)."""
    from memory.understanding._hear_back import heard_back  # reads with this module's helpers: late

    if (reply := heard_back(s, ctx)) is not None:  # "waiting to hear back from the landlord about the deposit"
        return reply
    m = _WAITING_ON_THE.match(s)  # "waiting on the oven guy to send a quote": the oven guy's
    if m:
        return _read(m["rest"], ctx, m["p"], None, needs_date=False) if _imperative_shape(m["rest"]) else None
    m = _WAITING_ON_THE_FOR.match(s)  # "waiting on the landlord for the deposit": the landlord's
    if m and (ROLE_WORDS.search(m["p"]) or _BODY.search(m["p"])):
        return _read(m["rest"], ctx, m["p"], None, needs_date=False)
    m = _WAITING.match(s)
    if m:
        person = _person(m["p"], ctx)
        if person and person != "me" and m["rest"]:
            return _read(m["rest"], ctx, person, None, needs_date=False)
        return None
    s = _DESCRIBED.sub("", s)  # "our accountant Rahul will file…": Rahul's
    s = _AFFILIATION.sub(r"\g<name> ", s)  # "Rhys at the council is meant to…": Rhys's
    apposed = _APPOSED_ROLE.match(s)  # "Hector the landlord says he'll fix…": Hector's
    if apposed is not None and ROLE_WORDS.fullmatch(apposed["r"].split()[-1]):
        s = f"{apposed['name']} {s[apposed.end() :]}"
    titled = _DOTTED_TITLE.match(s)  # "Dra. Reyes will cover…": the title's dot is no full stop
    if titled is not None:
        read = _others(f"{titled['t']} {s[titled.end() :]}", ctx)
        dotted = f"{titled['t']}. "
        return [
            replace(i, owner=dotted + i.owner[len(dotted) - 1 :])
            if isinstance(i, NewCommitment) and i.owner.startswith(f"{titled['t']} ")
            else i
            for i in read or []
        ] or None
    acronym = _ACRONYM_OWNER.match(s)  # "HR promised …": capitals, whether or not the rest has any
    if acronym is not None and acronym["a"].lower() in TODO_VERBS:
        return None  # "RSVP to Zara's wedding", "DM Kai the link": the acronym is the verb, the to-do mine
    if acronym is not None:  # "HR promised to respond…", "IT will reset my password tmrw": a department's
        stand_in = _STAND_IN.lower() if ctx.lowercase else _STAND_IN  # a name as the rest of it is typed
        read = _others(f"{stand_in} {s[acronym.end() :]}", ctx)  # read with a name in its place
        return [
            replace(i, owner=acronym["a"]) if isinstance(i, NewCommitment) and i.owner == stand_in else i
            for i in read or []
        ] or None
    role = _ROLE_OWNER.match(s)  # "the landlord's fixing the boiler thurs": the landlord's, as "Sam's …" is Sam's
    # (one close to the user, in a debt, or a promise of a housemate, a friend or a boss: "my mum is coming sat" is a
    # visit, and "my mum will …" her own, read elsewhere)
    close = (
        role is not None
        and _RELATION.fullmatch(role["r"]) is not None
        and (
            # a sum, never a thing owed in jest ("my brother owes me 3 coconuts from a bet")
            ((owes := _OWES.match(s, role.end("r"))) is not None and _MONEY.match(s[owes.end() :]) is not None)
            or (_WILL.match(s, role.end("r")) is not None and role["r"] not in KIN_WORDS)
        )
    )
    if role is not None and (ROLE_WORDS.fullmatch(role["r"]) or close):
        stand_in = _STAND_IN.lower() if ctx.lowercase else _STAND_IN  # a name as the message would type it
        read = _others(f"{stand_in}{s[role.end('r') :]}", ctx)
        return [
            replace(i, owner=role["r"].lower()) if isinstance(i, NewCommitment) and i.owner == stand_in else i
            for i in read or []
        ] or None
    m = _OTHER.match(s)
    if m is None and (promised := as_promise(s)) is not None:
        s, m = promised, _OTHER.match(promised)  # "Ben ships the onboarding flow thurs": his, by thursday
    if m is None:
        s = _pronoun_resolved(s, ctx)
        m = _OTHER.match(s) if s else None
    if m is None or m["p"].split()[0].lower() in _NOT_OTHER:
        return None
    if day_first(m["p"], ctx):  # "sat the plumber's coming at 10": no one called "sat the plumber" (._date_said_first)
        return None
    if re.search(r"→|⇒|-+>|=+>", m["rest"]):  # "restaurant booking → sun 7pm": a thing moved, no one's doing
        return None
    # kin is named in lower case in any message, when a day says it is a plan of theirs: "…, and dad's
    # coming sat" after "I'll pick her up" ("…, uncle's bringing his speaker" may be only a reason)
    kin = m["p"][0].islower() and m["p"].lower() in KIN_WORDS - AMBIGUOUS_KIN and has_date_words(m["rest"])
    person = _person(m["p"], replace(ctx, lowercase=True) if kin else ctx)
    if not person or person == "me" or not (ctx.lowercase or m["p"][0].isupper() or kin):
        return None
    if person.lower() in TODO_VERBS:  # "reply to the landlord tmr": an imperative, not "Reply"'s to-do
        return None
    if m["p"][0].islower() and person.lower() in KNOWN_VERBS:  # "go to the dentist at 6 on thursday": not "go"'s
        return None
    if person.lower() in IRREGULAR:  # "went hiking on saturday": a report, not "Went"'s promise
        return None
    if (m["how"] or "").lower() == "to" and re.match(r"^(?:me|us|you|him|her|them)\b", m["rest"], _I):
        return None  # "assigned to me: …": to whom a job went, no one named "assigned"
    if (m["how"] or "").lower() == "to" and m["p"][0].islower() and not _imperative_shape(m["rest"]):
        return None  # "committed to the gym this year": a word and where to, no one's to-do
    parts = _NEXT_CLAUSE.split(m["rest"], maxsplit=1)  # "fixing the gate, should be done by sat": the gate
    # "handling the visa letters, she said by the 14th": who set the due, the clause's own due
    rest = m["rest"] if len(parts) > 1 and refines_due(parts[1], s) else parts[0]
    how = (m["how"] or "").lower()
    if m["ing"] and _NAMED_BY_ING.match(m["ing"], rest, ctx):
        return None  # "ifta filing due end of april", "general meeting oct 14": a thing named, no one doing it
    if m["ing"] and _STATE_AFTER.match(rest):
        return None  # "Floreana booking cancelled", "Hilton booking confirmed": a thing and its state
    if m["ing"]:
        # "Tom's doing the pickup tmrw": "doing" is too short for _base, which keeps "thing" and "sing" whole
        verb = "do" if m["ing"].lower() == "doing" else _base(m["ing"])
        if verb == m["ing"].lower():  # "Dmitri is retiring", "parents evening": no to-do verb
            return None
        rest = f"{verb} {rest}"
        if _NEWS.match(rest):  # "Hiroshi is leaving Sony", "Ana's covering for Ben": news, no promise
            return None
    elif how.startswith(("owes", "promised me")) or how == "promised":
        if re.match(r"^(?:that|to)\b", rest, _I):
            return None
        if how == "owes":  # "Sophie still owes 30": a sum, owed to the user
            rest = f"pay me {rest}"
        elif "me" in how.split():  # "Carla owes me 50 quid": paid back; "… me the notes": sent; "… the keys": given
            # "owes me for the concert tickets": what the money was for, paid back
            owed = _MONEY.match(rest) or _OWED_SUM.match(rest) or _bare_sum(rest) or re.match(r"^for\s", rest, _I)
            verb = "pay" if owed else "give" if _HANDED.match(rest) else "send"
            rest = f"{verb} me {rest}"
    # "Jia's bringing the cake": a job taken on needs no date; "Ana's working late" is news
    needs_date = how in ("to", "will", "should", "needs to", "has to") or (bool(m["ing"]) and not taking_on(rest))
    if (how in ("will", "meant to", "supposed to") or (m["ing"] and _CALL_BACK.match(rest))) and _done_for_me(rest):
        needs_date = False  # "Hugo will get back to me about the quote", "Ben will call me back"
    elif not _imperative_shape(rest) and not re.match(r"^(?:send|pay)\s+me\b", rest, _I):
        needs_date = True  # "Maya is going to Tokyo" is a fact; "… going to book the hotel" a promise
    if how.startswith("owes me") and _SOCIAL_DEBT.match(rest):
        needs_date = True  # "Ka-ming owes me a rematch and he knows it": banter, unless a day is said
    read = _read(rest, ctx, person, None, needs_date=needs_date)
    # "Maya will be thrilled", "Marta will need a laptop by the 1st": a state or a need of theirs, no deed
    if read and isinstance(read[0], NewCommitment) and re.match(
        r"^(?:be|have\s+been|feel|like|need|want|love|hate|hope|wish|prefer)\b(?!\s+to\b)|^have\s+to\s+wait\b",
        read[0].action,
        _I,
    ):  # "the dogs will have to wait till monday": a thing put off, no deed of theirs
        return None
    if not read:
        return read
    if m["ing"] and any(isinstance(i, NewCommitment) and _day_gone(i, ctx) for i in read):
        return None  # "engine running sweet again, mechanic finished it yesterday": told of a day gone, no plan
    # "Bongani is coming monday to look at it": the deed the visit is for
    return [replace(i, action=visit_deed(i.action)) if isinstance(i, NewCommitment) else i for i in read]


def _day_gone(todo: NewCommitment, ctx: _Ctx) -> bool:
    """Whether ``todo``'s whole due day ended before the user's today began: no plan of anyone's."""
    today = ctx.now.astimezone(ctx.tz).replace(hour=0, minute=0, second=0, microsecond=0)
    return todo.due is not None and todo.due.end <= today


# a state said right after "<Name> <-ing>": the -ing word named a thing ("Floreana booking"), no one's doing
_STATE_AFTER = re.compile(
    r"^(?:(?:now|all|finally|just|been|got|is|was)\s+)?(?:[a-z]+ed|done|gone|sent|paid|made|sorted|set|"
    r"split|shut|lost|sold|bought|won|taken|given|seen|held|kept)(?:\s+(?:off|out|up|in|over|back))?(?:\s|$|[.!,;])",
    _I,
)


def day_first(person: str, ctx: _Ctx) -> bool:
    """Whether the words read as a person open with a day ("sat the plumber", "tmrw Ana")."""
    spans = find_spans(person, now=ctx.now, tz=ctx.tz) if has_date_words(person) else []
    return bool(spans) and spans[0].start == 0 and spans[0].spec is not None


# a visit and what it is for: "come to look at it", "pop round to measure up" (never "come to the party")
_VISIT_FOR = re.compile(
    r"^(?:come|pop|drop|stop|swing)(?:\s+(?:round|around|over|in|by|back|out))?\s+to\s+(?P<v>[a-z]+)\b", _I
)


def visit_deed(action: str) -> str:
    """What someone comes to do, as their to-do: "come to look at it" -> "look at it" (the deed
    is what they promised; the coming is how)."""
    m = _VISIT_FOR.match(action)
    return action[m.start("v") :] if m and m["v"].lower() in KNOWN_VERBS else action


# "Dra. Reyes", "Atty. Cruz", "Dr. Iyer": a title, its dot, and a name
_DOTTED_TITLE = re.compile(
    r"^(?P<t>Dr|Dra|Mr|Mrs|Ms|Mx|Prof|Profa|Atty|Engr|Sr|Sra|Srta|Fr|Mme|Mlle|Rev)\.\s+(?=[A-Z])"
)
# "HR", "IT", "DVLA": a department or an office, in capitals, that promises things
_ACRONYM_OWNER = re.compile(
    r"^(?P<a>(?!(?:ASAP|BTW|FYI|OK|LOL|ETA|EOD|COB|TBD|TBC|NB|PS|OMG|TBH|IDK|RN)\b)[A-Z]{2,5})\s+(?=[a-z])"
)
# someone named by their job, before what they will do: "the landlord's fixing …", "my accountant will file …"
_ROLE_OWNER = re.compile(r"^(?:the|my|our)\s+(?P<r>[a-z]+)(?=(?:'s|\s+is|\s+will|'ll|\s+(?:still\s+)?owes)\s)", _I)
# whom the user is close to, by how ("my roommate owes me $35", "my sister promised to …"): theirs, as a role's
_RELATION = re.compile(r"(?:" + RELATIONS + r")", _I)
_OWES = re.compile(r"\s+(?:still\s+)?owes\s+(?:me|us)\s+", _I)
_WILL = re.compile(r"\s+will\s", _I)
_STAND_IN = "Office"  # a name the forms read as a person's, put where the department's letters were
# a clause of its own after a comma: "…, should be done by sat", "…, said he'd pay friday"
_NEXT_CLAUSE = re.compile(r",\s*(?=(?:should|will|would|'ll|can|could|must|might|may|said|says|he|she|they)\b)", _I)
# What someone is doing that is their news, not a thing they will do for anyone: a job or a
# place left or joined, or standing in for a colleague ("covering for Ben this week").
_NEWS = re.compile(
    r"^(?:leave|quit|join|resign)\b(?!\s+(?:a|an|the)\s+(?:note|message|review|comment|voicemail)\b)"
    r"|^(?:start|move|go)\s+(?:at|with|to|into|back\s+to)\b"
    r"|^(?:cover|fill\s+in|stand\s+in|sub|deputi[sz]e)\s+for\b"
    # "Tom's running late, now 4:30", "Ana's running behind": how someone is doing, no job
    r"|^run\s+(?:(?:a\s+)?(?:bit|little|very|super|really|so)\s+)?(?:late|behind)\b",
    _I,
)
# "our accountant Rahul", "my boss Hannah": who the named person is, before their name (a sentence may open with "My")
_DESCRIBED = re.compile(r"^(?:[Mm]y|[Oo]ur|[Tt]he)\s+(?:[a-z]+\s+){1,2}(?=[A-Z][\w\-]+\s)")
# "Rhys at the council", "Mei from accounts", "Tunde over at the bank": where a named person
# works, said between their name and their promise
# the verb that follows whoever promises, after what is said of them
_THEIR_WORD = (
    r"is|has|said|says|will|'ll|promised|reckons|swears|told|texted|emailed|confirmed|agreed|should"
)
_AFFILIATION = gated(re.compile(
    r"^(?P<name>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:at|from|over\s+at|down\s+at|in)\s+(?:the\s+)?"
    r"(?:[\w&'\-]+\s+){1,3}?(?=(?:" + _THEIR_WORD + r"|owes|was)\b)"
))
# "Hector the landlord says he'll…", "Jo the electrician is coming…": who the named person is, said
# between their name and their promise (a role word only: "Rex the dog" is no one's title)
_APPOSED_ROLE = gated(re.compile(
    r"^(?P<name>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?)\s+the\s+(?P<r>[a-z][\w\-]*(?:\s+[a-z][\w\-]*)?)\s+"
    r"(?=(?:" + _THEIR_WORD + r")\b)"
))
_CALL_BACK = re.compile(
    r"^(?:(?:call|ring|phone|text|email|message|ping|pay|collect|meet)\s+(?:me|us)\s+\S"
    r"|pick\s+(?:me|us)\s+up\b|(?:drive|take)\s+(?:me|us)\s+(?:to|home|back|round|over|in)\b"
    r"|drop\s+(?:me|us)\s+(?:off|at|home)\b|give\s+(?:me|us)\s+a\s+(?:lift|ride)\b)",
    _I,
)  # "Ben will call me back", "Ngozi will pick me up from the airport", "mum will drive us to the station"


def _done_for_me(rest: str) -> bool:
    """Whether what someone "will" do is plainly a to-do even without a date: a to-do verb and
    a thing ("Priya will review my PR", "Hugo will get back to me about the quote"), or getting
    back to the user or taking them somewhere ("Ben will call me back", "Ngozi will pick me up from
    the airport"). "Maya will be thrilled" is not."""
    if _CALL_BACK.match(rest):
        return True
    return _imperative_shape(rest) and _bare_todo(rest)


def _pronoun_resolved(s: str, ctx: _Ctx) -> str | None:
    """ "heard from Diego, he'll send…", "ball's in Gabriel's court - he's sending…": the
    clause after the comma or dash with its pronoun replaced by the one name before it."""
    m = re.match(r"^(?P<lead>.+?)(?:,|\s[-–—]\s)\s*(?P<pro>he|she|they)(?P<rest>(?:'ll|'s|'d|\s).+)$", s, _I)
    if m is None:
        return None
    # a hyphenated name is one name ("Hye-jin", "Jean-Luc"), never its first part
    names = [w for w in re.findall(r"\b([A-Z]\w*(?:-\w+)*)(?:'s)?\b", m["lead"]) if _person(w, ctx) not in (None, "me")]
    if names and only_owner(names[0], m["lead"]):
        return None  # "Biscuit's vet got cancelled, they'll call": the vet calls; "Tom's mum rang, she'll…": his mum
    if len(set(names)) != 1:
        return None
    rest = m["rest"]
    if rest.startswith("'s ") and re.match(r"^'s\s+\w+ing\b", rest):
        return f"{names[0]} is{rest[2:]}"
    if rest.startswith(("'ll", "'d")):
        cut = 3 if rest.startswith("'ll") else 2
        return f"{names[0]} will{rest[cut:]}"
    return f"{names[0]}{rest}"
