"""Commitments: promises and reminders with a due date, moved deadlines, cancellations,
completions, and plain past-tense reports that may complete an open commitment.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._commitment_intro import (
    _DUE_VERB,
    _NOT_A_TASK,
    KNOWN_VERBS,
    _day_before,
    _mentioned,
    _read,
    another_subject,
    goes_nowhere,
    own_action,
)
from memory.understanding._conditions import before_event, condition
from memory.understanding._issue_shapes import supply_off
from memory.understanding._made_slip import made_a_slip
from memory.understanding._phrases import _I, _P, PLACEHOLDER_END, _Ctx, _date_after, _person, _phrase
from memory.understanding._prefilter import gated
from memory.understanding._reminders import ASK, names_nothing, order_undecided
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    Unclear,
)
from memory.understanding.timex import DateSpec, find_spans, has_date_words

_DEADLINE = r"by|before|no\s+later\s+than|on|in|within|due(?:\s+on|\s+by)?"

_PROMISE = re.compile(
    r"^i(?:\s+have|'ve)?\s+(?:promised|told|assured)\s+" + _P + r"\s+(?:that\s+)?"
    r"(?:to|i'd|i\s+would|i'll|i\s+will|i\s+was\s+going\s+to|i\s+am\s+going\s+to|i'm\s+going\s+to)\s+(?P<rest>.+)$",
    _I,
)
_SELF_WILL = re.compile(
    r"^(?:i\s*'ll|i\s+will|i\s+shall|i'm\s+going\s+to|i\s+am\s+going\s+to|i\s+(?:need|have|got|ought)\s+to"
    r"|i've\s+got\s+to|i\s+have\s+got\s+to|i\s+must|i\s+should|i\s+plan\s+to|i'm\s+planning\s+to"
    r"|i\s+promise\s+to|i\s+promised\s+to|i\s+commit\s+to|i\s+intend\s+to|i\s+gotta|(?:need|have)\s+to|must"
    # "lemme get back to the landlord by mon": the user's own word, kept when dated (read with needs_date)
    r"|gotta|let\s+me(?!\s+(?:know|see|think|guess|sleep|be|tell|say|explain|just\s+say|ask\s+you)\b))"
    r"\s+(?:(?:really|still|just|definitely|def|defo|deffo|seriously|also|then|actually|totally|honestly"
    # "I should really book …", "i should prob call …": how firmly, never part of the action
    r"|finally|first|prob|probs|probably|prolly)\s+)*(?P<rest>.+)$",
    _I,
)
_LET_ME = re.compile(r"^let\s+me\s", _I)
# "Maria will file it by fri", "Maria'll file it by fri" ('ll glued to the name)
_OTHER_WILL = re.compile(
    r"^" + _P + r"(?:\s+|(?='ll\s))(?P<how>will|'ll|is\s+going\s+to|needs\s+to|has\s+to|must|should"
    r"|promised\s+(?:me\s+)?to|promised\s+(?:me\s+)?(?:that\s+)?(?:she|he|they)(?:'d|\s+would|'ll|\s+will))"
    r"\s+(?P<rest>.+)$",
    _I,
)
# someone known by their job ("the accountant will send the figures by friday", "my solicitor will file
# the papers by the 10th"): a promise to the user, theirs; never a thing ("the heater will turn on by 6")
_ROLE_WILL = re.compile(
    r"^(?:the|my|our)\s+(?P<p>(?:[a-z\-]+\s+)?[a-z\-]+)(?:\s+|(?='ll\s))"
    r"(?P<how>will|'ll|is\s+going\s+to|promised\s+(?:me\s+)?to)\s+(?P<rest>.+)$",
    _I,
)
_KNOWN_VERB = r"(?:" + "|".join(sorted(KNOWN_VERBS, key=len, reverse=True)) + r")"
# "remind me to chase pharmacy", typed without its "to" ("remind me chase pharmacy at 11") or with
# a "2" for it ("remind me 2 book a table"; "remind me 2 days before" is a count)
_REMIND = re.compile(
    r"^remind\s+me\s+(?:(?:to|2(?=\s+" + _KNOWN_VERB + r"\s)|that\s+i\s+(?:need|have)\s+to|about)\s+"
    r"|(?=" + _KNOWN_VERB + r"\s))(?P<rest>.+)$",
    _I,
)
# the connector of the date said after a reminder's to-do, left once the date is taken
_DANGLING = re.compile(r"\s+(?:for|on|at|by)$", _I)
# a to-do due ahead of something ("… before it expires", "… b4 the trip"): its date is the event's
_BEFORE_SOMETHING = re.compile(r"\s(?:before|b4|ahead\s+of)\s+\S", _I)
# a count of days left in the action once "before <day>" was taken as its due: "wrap presents 2 days"
_COUNT_LEFT = re.compile(r"\s(?:\d+|a|an|one|two|three|a\s+couple\s+of|a\s+few)\s+(?:days?|weeks?)$|\sthe\s+day$", _I)
# (never the reminder's own "to": "remind me to call the dentist tomorrow at 9 to reschedule" is one to-do)
_REMIND_DATE_FIRST = re.compile(r"^remind\s+me\s+(?!to\s)(?P<d>.+?)\s+to\s+(?P<a>.+)$", _I)

_DEADLINE_NOW = gated(re.compile(
    r"^(?:the\s+)?(?:deadline\s+(?:for|of|on)\s+(?P<a1>.+?)|(?P<a2>.+?)(?:'s)?\s+deadline)\s+"
    r"(?:is\s+now|now\s+is|has\s+(?:been\s+)?(?:moved|changed|pushed|shifted)\s+to|(?:was|got|is)\s+"
    r"(?:moved|changed|pushed|shifted)\s+to|moved\s+to|changed\s+to|pushed\s+to|shifted\s+to)\s+(?P<d>.+)$",
    _I,
))
_RELATIVE = re.compile(r"\b(?:later|earlier|sooner)$", _I)
# "the invoices are now due friday": the plural's verb is no part of the thing
_DUE_NOW = re.compile(r"^(?:the\s+)?(?P<a>.+?)(?:\s+(?:is|are)|'s)?\s+now\s+due\s+(?:on\s+|by\s+)?(?P<d>.+)$", _I)
_MOVED_TO = re.compile(
    r"^(?:the\s+)?(?P<a>.+?)(?:'s\s+been\s+|\s+(?:(?:is|has\s+been|was|got|has)\s+)?)(?:moved|pushed(?:\s+back|\s+out)?|postponed"
    r"|rescheduled|delayed|shifted|bumped)\s+(?:to|until|till|til)\s+(?P<d>.+)$",
    _I,
)
_MOVE_VERB = re.compile(
    r"^(?:(?:i|we)(?:\s+have|'ve)?\s+(?:just\s+)?(?:moved|pushed|postponed|rescheduled|shifted|bumped|delayed|swapped)"
    r"|(?:(?:let's|let\s+us|i'll|i\s+will|we'll|we\s+will|i\s+need\s+to|we\s+need\s+to|can\s+you|could\s+you"
    r"|i\s+want\s+to)\s+)?(?:move|push|postpone|reschedule|shift|bump|delay|change|switch|swap))\s+(?P<rest>.+)$",
    _I,
)


def _conditioned(found: tuple[str, DateSpec] | None) -> tuple[str, DateSpec] | None:
    """A promise's (action, due) with a trailing condition cut from the action: "renew the
    domain before it lapses on the 30th" is due the 29th, "water her plants while she's away"."""
    if found is None or (cut := condition(found[0])) is None or cut.start() == 0:
        return found
    head, due = found
    return head[: cut.start()].rstrip(" ,"), (_day_before(due) if before_event(head) else due)


# "if you could remind me to …", "could u remind me …", "can someone remind me …", "somebody pls
# remind me …": the asking, before the reminder (recap is the someone)
_POLITE = re.compile(
    r"^(?:if\s+(?:you|u)\s+(?:could|can|would)|(?:(?:could|can|would|will)\s+)?(?:someone|somebody|anyone|anybody)"
    r"|(?:could|can|would|will)\s+(?:you|u))\s+(?:please\s+|pls\s+|plz\s+)?"
    r"(?=remind\s+me\b)",
    _I,
)


def _commitment(s: str, ctx: _Ctx) -> list[Intent] | None:
    s = _POLITE.sub("", s)
    m = _PROMISE.match(s)  # owing a thing ("I owe Omar the figures"): _commitment_intro
    if m:
        person = _person(m["p"], ctx)
        found = _conditioned(_date_after(m["rest"], _DEADLINE, ctx))
        if person and person != "me" and found:
            return [NewCommitment(_phrase(found[0]), "me", person, found[1])]
    if (_REMIND.match(s) or _REMIND_DATE_FIRST.match(s)) and order_undecided(s, ctx):
        return None  # "remind me to call Tendai 11/12": which day is the to-do reader's question
    m = _REMIND.match(s)
    if m and names_nothing(m["rest"]):
        return [Unclear(ASK, s)]  # "remind me about the thing with the lease": about what?
    if m:
        found = _date_after(m["rest"], None, ctx)
        if found and (_BEFORE_SOMETHING.search(found[0]) or _COUNT_LEFT.search(found[0])):
            # "remind me to renew it before it expires on jan 9", "… wrap presents 2 days before xmas":
            # the to-do reader's (due the 8th, the 23rd)
            return None
        if found:
            said_ends = _DUE_VERB.search(found[0])  # "remind me to renew the domain, expires 2 jan": its end is the due
            action = found[0][: said_ends.start()] if said_ends else found[0]
            action = _DANGLING.sub("", action)  # "remind me to book a plumber for thurs 10am": no "for" left
            return [NewCommitment(own_action(_phrase(action)), "me", None, found[1])]
    m = _REMIND_DATE_FIRST.match(s)
    if m:
        # "remind me at 3.30 to …": the time as the span reader reads it in a sentence (the afternoon
        # one still ahead), not as the bare phrase alone (3.30 read as the night's)
        spans = find_spans(m["d"], now=ctx.now, tz=ctx.tz)
        whole = len(spans) == 1 and spans[0].spec is not None and not m["d"][spans[0].end :].strip()
        due = spans[0].spec if whole else ctx.date(m["d"])
        if due is not None:
            return [NewCommitment(own_action(_phrase(m["a"])), "me", None, due)]
    return None


# "sometime next week", "at some point in may": no day said, so no move to one (recap asks)
VAGUE_WHEN = re.compile(r"^(?:some\s*time|at\s+some\s+(?:point|stage)|whenever|some\s+day|one\s+day)\b", _I)


# "push my deadline to fri", "move the due date to the 20th": the due of the to-do just talked about
DEADLINE_ALONE = re.compile(r"^(?:(?:my|our|the|that|this)\s+)?(?:deadline|due\s+date)$", _I)


def _moved(action: str) -> str:
    """The words a move names its to-do by; "that" when they name only its deadline."""
    return "that" if DEADLINE_ALONE.match(action.strip()) else _phrase(action)


# passing news on: "tell Farah the party's off", "let Amara know the demo's pushed to next week" are a
# to-do to tell them, never a change of the thing the news is about
PASS_ON = re.compile(r"^(?:tell|let\s+\S+(?:\s+\S+)?\s+know|inform|warn|remind|ask|text|email|message|ping|update"
                     r"|notify)\s+\S", _I)  # fmt: skip


def _move(s: str, ctx: _Ctx) -> list[Intent] | None:
    if PASS_ON.match(s.strip()):
        return None  # "remind Sam the offsite moved to tues": the news, not the move
    m = _DEADLINE_NOW.match(s)
    if m:
        due = ctx.date(m["d"])
        if due is not None:
            return [MoveCommitment(_moved(m["a1"] or m["a2"]), due)]
    m = _DUE_NOW.match(s)
    if m and not _RELATIVE.search(m["d"]):  # "now due a week later": from its due (_lifecycle)
        due = ctx.date(m["d"])
        if due is not None:
            return [MoveCommitment(_moved(m["a"]), due)]
    m = _MOVE_VERB.match(s)
    if m:
        found = _date_after(m["rest"], r"to|until|till|til|back\s+to", ctx)
        if found and not VAGUE_WHEN.match(found[1].text):
            action = re.sub(r"\s+(?:back|out)$", "", found[0], flags=_I)
            return [MoveCommitment(_moved(action), found[1])]
    m = _MOVED_TO.match(s)
    if m and not re.match(r"^(?:i|we)$", m["a"], _I):
        due = ctx.date(m["d"])
        if due is not None:
            return [MoveCommitment(_moved(m["a"]), due)]
    return None


def _promise_by_will(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _SELF_WILL.match(s)
    if m and _NOT_A_TASK.match(m["rest"]):  # "i have to do sooo much this week": a complaint
        return None
    if m:
        # the reader every dated to-do shares: "I'll buy the paint before saturday" is due friday,
        # as "buy the paint before saturday" is
        read = _read(m["rest"], ctx, "me", None, needs_date=True)
        if read and _LET_ME.match(s) and len(read) == 1 and isinstance(read[0], NewCommitment):
            # "lemme get back to Ngozi about the venue by wed": said to the one it names, as "said I'd …" is
            person = _mentioned(read[0].action, ctx)
            return [replace(read[0], counterparty=person)] if person else read
        if read:
            return read
        found = _conditioned(_date_after(m["rest"], _DEADLINE, ctx))
        if found and not goes_nowhere(found[0]) and not another_subject(found[0]):
            return [NewCommitment(_phrase(found[0]), "me", None, found[1])]
        return None
    m = _OTHER_WILL.match(s)
    if m and _REPORTING_LAST.search(m["p"]):
        m = None  # "boss say must submit claims by mon": whose word it is, the "must" the hearer's
    person = _person(m["p"], ctx) if m else None
    by_role = person is None and (role := _ROLE_WILL.match(s)) and _doers(role["p"].split()[-1])
    if by_role:
        m, person = role, _phrase(role["p"])  # "the accountant", "my landlord": whoever does that job
    if m:
        found = _conditioned(_date_after(m["rest"], _DEADLINE, ctx))
        if person and found and not _A_STATE.match(found[0]):  # a promise to the user: its owner says whose it is
            return [NewCommitment(_phrase(found[0]), person, None, found[1])]
    if by_role and person and not _A_STATE.match(m["rest"]):
        # "my landlord will fix the boiler tmrw": a day with no "by", read as a to-do's own is
        read = _read(m["rest"], ctx, person, None, needs_date=True)
        if read and all(isinstance(i, NewCommitment) and i.due is not None for i in read):
            return read
    return None


# a working group named by what it is to the speaker: "the lads will start planking tmrw", "the team will
# paint the hull fri" (never "the boys", as often the user's sons as a crew)
_WORK_GROUP = re.compile(r"(?:lads|guys|fellas|team|gang|workers|workmen)", _I)


def _doers(word: str) -> bool:
    """Whether ``word`` names whoever does a job: a role ("the accountant") or a working group ("the lads")."""
    return bool(ROLE_WORDS.search(word) or _WORK_GROUP.fullmatch(word))


# a reporting verb ending the would-be name (Malaysian, Singapore and Nigerian English drop the "s":
# "boss say must …", "mum said should …"): who passed the word on, never who does it
_REPORTING_LAST = re.compile(r"\s(?:say|says|said|tell|tells|told)$", _I)


# "the grant form has to be in by midnight", "Tomás will be in by 9": what the subject is by then, no deed
# a state or a need, no deed: "Maya will be thrilled", "Marta will need a laptop by the 1st" ("need to sign"
# is a deed)
_A_STATE = re.compile(r"^(?:be|been|need|want|like|love|hate|hope|wish|prefer)\b(?!\s+to\b)", _I)


_CANCEL_FORMS = [
    re.compile(
        r"^(?:(?:let's|let\s+us|we\s+can|you\s+can|i'll|i\s+will|we'll|we\s+will|i\s+want\s+to|can\s+you)\s+)?"
        # "nix the offsite", "axe the team lunch": crossed out (never "ditch"/"bin"/"kill": "ditch the old
        # sofa", "kill the weeds" are deeds; "x the business cards" is :mod:`._lifecycle`'s, as a bare "x"
        # would leave this form ungated)
        r"(?:cancel|drop|scrap|scratch|nix|axe|call\s+off|forget\s+about|never\s*mind(?:\s+about)?"
        # "strike the team lunch": struck through (never "strike a deal", "strike my name off")
        r"|strike(?=\s+(?:the|my|our)\s(?!.*\s(?:off|out)\b)))\s+(?P<a>.+)$",
        _I,
    ),
    re.compile(
        r"^(?:i|we)(?:\s+have|'ve)?\s+(?:just\s+)?(?:cancell?ed|dropped|scrapped|called\s+off)\s+(?P<a>.+)$", _I
    ),
    re.compile(
        r"^(?:the\s+)?(?P<a>.+?)\s+(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+)?(?:no\s+longer\s+"
        r"(?:needed|required|necessary|happening|relevant)|not\s+needed\s+any\s*more|cancell?ed|called\s+off|off)$",
        _I,
    ),
    re.compile(r"^(?:there's\s+|there\s+is\s+)?no\s+(?:more\s+)?need\s+to\s+(?P<a>.+?)(?:\s+any\s*more)?$", _I),
    # "don't need to call the bank tmrw after all": the "i" left out, the day of the one called off
    re.compile(
        r"^(?:(?:i|we)\s+)?(?:don't|dont|do\s+not|no\s+longer)\s+(?:need|have)\s+to\s+"
        r"(?!(?:worry|bother|stress|panic|rush|apologi[sz]e|thank|be)\b)(?P<a>.+?)"
        r"(?:\s+(?:tmrw|tomorrow|today|tonight|this\s+(?:morning|afternoon|evening|week|weekend)))?"
        r"(?:\s+(?:any\s*more|after\s+all|now))*$",
        _I,
    ),
]


def _without_last_day(action: str, ctx: _Ctx) -> str:
    """``action`` without the day said at its end, when words are left ("cover sat": cover)."""
    spans = find_spans(action, now=ctx.now, tz=ctx.tz)
    if spans and spans[-1].end >= len(action.rstrip()) and action[: spans[-1].start].strip():
        return action[: spans[-1].start].strip(" ,")
    return action


_DROP_OFF = re.compile(r"\bdrop(?:ped)?\s+$", _I)
# where it was left, by its place word too: "dropped the bikes there just now" ("their", typed for "there")
_DELIVERED = re.compile(r"\s(?:back|off|round|over|in|at|to|with|there|their|here)\b", _I)
# a thing one only ever drops off, its "off" left out: "i'll drop the laundry by wed", "drop the parcel tmrw"
_DROPPED_OFF_THING = re.compile(
    r"^(?:the|my|our)\s+(?:laundry|washing|dry\s+cleaning|parcel|parcels|package|packages|recycling|donations"
    r"|prescription|samples)\b",
    _I,
)


def _cancel(s: str, ctx: _Ctx) -> list[Intent] | None:
    if supply_off(s):
        return None  # "hot water is off": an outage (an issue), no plan called off
    for pattern in _CANCEL_FORMS:
        m = pattern.match(s)
        if m and not re.match(r"^(?:by|off|in|out|me|it)\b", m["a"], _I):
            if _DROP_OFF.search(s[: m.start("a")]) and (_DELIVERED.search(m["a"]) or _DROPPED_OFF_THING.match(m["a"])):
                continue  # "drop the library books back saturday", "dropped the keys at Jun's": a delivery
            # "scrap the cards this year": the cards, for now
            action = _phrase(re.sub(r"\s+(?:(?:for\s+)?this\s+(?:year|time)|for\s+now)$", "", m["a"], flags=_I))
            action = PLACEHOLDER_END.sub("", action)  # "cancel the car thing": the car's to-do
            if pattern is _CANCEL_FORMS[-1]:
                action = _without_last_day(action, ctx)  # "i dont have to cover sat": the one on sat, called off
            if action and not re.match(r"(?:it|that|this)(?:$|\s*[,;:]|\s[-–—])", action, _I):
                return [CancelCommitment(action)]  # "scratch that, wrong chat" names no to-do
    return None


_DONE_FORMS = [
    re.compile(r"^(?:done|finished|completed|complete)\s*(?:[:\-–—]|\s+with\s)\s*(?P<a>.+)$", _I),
    gated(re.compile(r"^(?P<a>.+?)\s*[:\-–—]\s*(?:done|finished|complete|completed)$", _I)),
    re.compile(
        r"^(?:the\s+)?(?P<a>.+?)\s+(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+|finally\s+|already\s+)?"
        r"(?:done|complete|completed|finished|sent|submitted|delivered|filed|paid|shipped|signed|booked|handed\s+in)$",
        _I,
    ),
    re.compile(
        r"^(?:i(?:\s+have|'ve)?\s+)?(?:(?:just|finally|already)\s+)*(?:finished|completed|wrapped\s+up|finished\s+up)"
        r"\s+(?P<a>.+)$",
        _I,
    ),
    re.compile(
        r"^(?:i\s+)?(?:mark|marked|tick\s+off|ticked\s+off)\s+(?P<a>.+?)\s+(?:as\s+)?(?:done|complete|completed)$", _I
    ),
    # "mark the essays by the 24th": with a deadline, marking is the work itself (a teacher's), not a tick
    re.compile(r"^(?:i\s+)?(?:mark|marked|tick\s+off|ticked\s+off)\s+(?!.*\s(?:by|before|due)\s)(?P<a>.+)$", _I),
]
_IRREGULAR_PAST = {
    "sent", "wrote", "made", "paid", "bought", "did", "gave", "told", "met", "got", "took", "found",
    "brought", "built", "sold", "spoke", "ran", "drove", "left", "kept", "caught", "taught", "won",
    "chose", "flew", "threw", "drew", "sang", "rang", "swam", "ate", "drank", "wore", "shook", "rode",
    "held", "spent", "stood", "fought", "sought", "went", "came", "saw", "grew", "broke", "froze",
    "woke", "struck", "swept", "dealt", "hung", "shot", "led", "lent", "lit", "fed", "bound", "dug",
    "sewed", "sprang", "stuck", "strove", "undertook", "oversaw", "rewrote", "resent", "forwarded",
}  # fmt: skip
_NOT_COMPLETION = {
    "needed", "wanted", "liked", "loved", "hated", "hoped", "wished", "tried", "planned", "decided",
    "intended", "expected", "agreed", "promised", "offered", "asked", "wondered", "considered",
    "started", "scheduled", "missed", "failed", "used", "seemed", "noticed", "realized", "realised",
    "remembered", "reminded", "guessed", "believed", "preferred", "learned", "moved", "pushed",
    "postponed", "rescheduled", "delayed", "cancelled", "canceled", "dropped", "owed", "talked",
    "worried", "forgot", "thought", "began", "meant", "felt", "heard", "lost", "struggled", "waited",
    "called", "stayed", "watched", "enjoyed", "visited", "played", "traveled", "travelled", "lived",
    "worked", "helped", "joined", "looked", "kenned", "ned", "wed", "bled", "fled", "won",
}  # fmt: skip
_PAST_REPORT = re.compile(
    r"^i(?:\s+have|\s+had|'ve|'d)?\s+(?:(?:just|already|finally|also|now|actually|successfully)\s+)*"
    r"(?P<v>[a-z]+)\s+(?P<rest>.+)$",
    _I,
)


def past_verb(word: str) -> bool:
    """Whether ``word`` (lower case) is a verb in the past: "-ed" after two letters or more, or an
    irregular past ("sent", "went"); looser than :func:`_is_past_tense`, which reads completions."""
    return (word.endswith("ed") and len(word) > 3 and word not in _EED_PRESENT) or word in _IRREGULAR_PAST


# verbs whose present ends in "-ed" ("need to renew the tax" is no deed done; "agreed" is one)
_EED_PRESENT = frozenset({
    "need", "feed", "seed", "speed", "bleed", "breed", "heed", "weed", "proceed", "succeed", "exceed", "indeed",
})  # fmt: skip


# given names that end as a past tense does: "Ahmed reach Dubai on 20th" tells of Ahmed, nothing done
_ED_NAMES = frozenset({
    "ahmed", "mohammed", "muhammed", "mohamed", "mehmed", "hamed", "javed", "naveed", "saeed", "waleed", "fareed",
    "rasheed", "khaled", "majed", "zayed", "jared", "alfred", "wilfred", "winifred", "mildred", "manfred",
    "siegfried", "fred", "ted",
})  # fmt: skip


def _is_past_tense(verb: str) -> bool:
    v = verb.lower()
    if v in _NOT_COMPLETION or v in _ED_NAMES:
        return False
    if v in _IRREGULAR_PAST:
        return True
    return len(v) >= 5 and v.endswith("ed") and not v.endswith("eed")


def _done(s: str, ctx: _Ctx) -> list[Intent] | None:
    for pattern in _DONE_FORMS:
        m = pattern.match(s)
        if m:
            action = _phrase(m["a"])
            if action and action.lower() not in ("it", "that", "this", "i", "we"):
                return [CompleteCommitment(action, past_tense=False)]
    return None


_SUBORDINATE = re.compile(r"\s+(?:because|but|so\s+that|and\s+then|when|while|since|although|though|[-–—])\s+", _I)


def _day_ahead(words: str, ctx: _Ctx) -> bool:
    """Whether ``words`` name a day still to come ("the kids fri")."""
    if not has_date_words(words):
        return False
    spans = find_spans(words, now=ctx.now, tz=ctx.tz)
    return any(span.spec is not None and span.spec.start > ctx.now for span in spans)


def _past_report(s: str, ctx: _Ctx) -> list[Intent] | None:
    m = _PAST_REPORT.match(s)
    if m and m["v"].lower() == "got" and _day_ahead(m["rest"], ctx):
        return None  # "i've got the kids fri", "ive got a dentist appt thurs": had on a day to come, no deed done
    if m and made_a_slip(m["v"], m["rest"]):
        return None  # "I made a mistake": owned up to, nothing done
    if m and _is_past_tense(m["v"]) and not re.match(r"^(?:not|never|n't)\b", m["rest"], _I):
        rest = _SUBORDINATE.split(m["rest"], maxsplit=1)[0]
        return [CompleteCommitment(_phrase(f"{m['v']} {rest}"), past_tense=True)]
    return None
