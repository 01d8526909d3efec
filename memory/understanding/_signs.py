"""Signs of an intent in a message no form could read (or whose reading changed nothing).

recap never stays silent about a message that seems to ask for something: when nothing was
stored or asked, :func:`sign_of` says what kind of change the words hint at, so the caller can
ask one short question with what it has (a to-do to offer, the commitments the words may mean).
Small talk and news carry no sign: past narration ("had a great weekend", "the meeting
yesterday went well"), hypotheticals ("if it rains we might cancel"), jokes, questions, and
anything with no change word at all ("lol ok").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Literal
from zoneinfo import ZoneInfo

from memory.model import Precision
from memory.understanding._agenda import UNTIL
from memory.understanding._change_signs import changed_amount, role_news
from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._commitments import past_verb
from memory.understanding._doubt import _NOT_ACTION
from memory.understanding._failure_states import failing, failing_unnamed
from memory.understanding._hedged_move import hedged_move
from memory.understanding._hedged_plans import not_meant
from memory.understanding._idle import idle
from memory.understanding._life_tag import life_sign_off
from memory.understanding._net import warning
from memory.understanding._not_corrections import not_a_correction
from memory.understanding._not_todos import not_going, told_not_todo
from memory.understanding._opinion_no import opinion_only
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._regrets import regretting
from memory.understanding._repeats import routine_clock, said_to_repeat
from memory.understanding._sentences import _TRAILING_LAUGH
from memory.understanding._sign_forms import (
    agenda_entry,
    changed,
    deadline_of,
    fault,
    without_spans,
    without_unread_time,
)
from memory.understanding.intents import NewCommitment
from memory.understanding.timex import DateSpec, TimeSpan, find_spans

SignKind = Literal["todo", "done", "cancel", "move", "correction", "issue", "change", "deadline"]


@dataclass(frozen=True)
class Sign:
    """What the words hint at. ``words`` are what to match open commitments against;
    ``proposal`` is a to-do recap can offer to track (for ``todo``); ``due`` a date said;
    ``words`` for ``issue`` is the topic of the issue to offer; a ``deadline`` is a date said
    of nothing named ("deadline is the 14th")."""

    kind: SignKind
    words: str
    due: DateSpec | None = None
    proposal: NewCommitment | None = None


MIN_ACTION_WORDS = 2  # a verb and its object
MAX_WORDS = 25  # longer messages that no form read are chatter or a story, not one change

_HYPOTHETICAL = re.compile(
    r"^(?:if|unless|maybe|perhaps|might|would|could|what\s+if|i\s+wish|wish|imagine|in\s+case|hopefully)\b"
    r"|\b(?:might|would|could)\s+(?:have|be)\b",
    _I,
)
# a laugh, or a vow said as a joke ("remind me never to order durian pizza again 🤢"): no to-do to offer
_JOKING = re.compile(
    r"(?<![\w'-])(?:lol|lmao|rofl|haha\w*|jk|remind\s+me\s+never\s+to)(?![\w'-])|[\U0001F602\U0001F923]", _I
)
# a deed done to someone else than the user, laughed at: "the plumber called my neighbour instead of me lol"
_PASSED_OVER = re.compile(r"\b(?:instead\s+of|rather\s+than|not)\s+(?:me|us)\b", _I)
_CANCEL = re.compile(
    r"\b(?:cancel(?:led|ed)?|scrap(?:ped)?|(?<!n't\s)(?<!nt\s)(?<!not\s)(?<!never\s)forget(?:\s+about)?|ignore|drop(?:ped)?(?![\w\s'-]{0,30}\b(?:off|by|in|round|at)\b)|call(?:ed)?\s+off"
    r"|(?:don'?t|doesn'?t|do\s+not|does\s+not|no\s+longer)\s+need(?:s)?(?:\s+to)?|not\s+needed|is\s+off|are\s+off"
    r"|not\s+happening|no\s+need\s+to)\b",
    _I,
)
_MOVE = re.compile(
    r"\b(?:instead|moved|pushed|postponed|rescheduled|bumped|shifted|slipped|is\s+now|are\s+now|now\s+(?:on|at|due)"
    r"|(?:pushing|moving|bumping|shifting|slipping|postponing|delaying|rescheduling)\s+(?:it\s+|that\s+)?(?:to|till|til))\b"
    r"|\bnow$",
    _I,
)
# past tenses that finish a to-do ("paid Priya back", "got back to Ingrid", "the invoice went out")
_DONE = re.compile(
    r"\b(?:sent|paid|finished|done|submitted|filed|booked|called|rang|phoned|emailed|texted|messaged|replied"
    r"|got\s+back\s+to|went\s+out|posted|delivered|handed\s+in|returned|renewed|bought|got|picked\s+up|dropped\s+off"
    r"|signed|completed|sorted|ordered|cleaned|fixed|wrote|has\s+the|have\s+the)\b",
    _I,
)
_OBLIGATION = re.compile(
    r"\b(?:need\s+(?:to|2)|needs\s+(?:to|2)|needa|needta|have\s+(?:to|2)|has\s+to|got\s+to|gotta|must|mustn'?t"
    r"|remember\s+to|don'?t\s+forget|dont\s+forget|do\s+not\s+forget|remind\s+me|to-?do|needs\s+doing"
    r"|ought\s+to|oughta|should|shld|(?:'d|had)\s+better|^(?:i\s+|we\s+)?better|i'?ll|i\s+will|we'?ll|we\s+will|i'?m\s+going\s+to|gonna"
    r"|going\s+to)\b",
    _I,
)
# "must", "gonna have to", "i really oughta", "we'll need to", "mustn't forget to": any chain of
# modals and adverbs before the verb
_MODAL = (
    r"(?:need\s+(?:to|2)|needs\s+(?:to|2)|needa|needta|have\s+(?:to|2)|has\s+to|(?:'ve\s+|have\s+)?got\s+to|gotta"
    r"|must(?:n'?t|\s+not)?\s+forget\s+to|(?:don'?t|dont|do\s+not)\s+forget\s+to|must\s+remember\s+to"
    r"|remember\s+to|(?:pls\s+|please\s+)?remind\s+me\s+(?:to|2)|(?:don'?t|dont)\s+let\s+me\s+forget\s+(?:to|2)|must|should|shld|ought\s+to|oughta|(?:'d|had)\s+better|better|'ll|will|'m\s+going\s+to"
    r"|am\s+going\s+to|going\s+to|gonna|i'll|we'll)"
)
_ADVERB = r"(?:really|still|probably|prob|definitely|def|defo|seriously|totally|honestly|finally|also|just)"
_LEAD = re.compile(
    r"^(?:(?:ok|okay|so|also|and|oh|right|anyway|actually|oh\s+and|btw)\s*,?\s+)*(?:i\s+|we\s+)?"
    r"(?:(?:" + _MODAL + "|" + _ADVERB + r")\s+)*" + _MODAL + r"\s+(?:" + _ADVERB + r"\s+)*",
    _I,
)
# a day said to suit, and nothing else: "nah, monday is fine for that", "friday works", "ok the 9th's good
# then" (its span taken out); the thing it suits is what the user just said, so it is asked which
_DAY_AGREED = re.compile(
    r"^(?:(?:nah|no|nope|ok|okay|yeah|yep|yes|actually|so|then|fine|right)\b[\s,]*)*(?:the\s+)?"
    r"(?:is|'s|will\s+be|would\s+be|should\s+be)?\s*(?:fine|ok|okay|good|better|works?|suits?)"
    r"(?:\s+for\s+(?:that|it|this|me|us))?(?:\s+(?:instead|then|too|actually))?$",
    _I,
)
# "mustn't forget the milk", "don't forget Kemi's birthday": a thing to remember, said without a verb
_FORGET_NOT = re.compile(r"\b(?:(?:i|we)\s+)?(?:must(?:n'?t|\s+not)|don'?t|dont|do\s+not)\s+forget\s+(?!to\b)", _I)
REMEMBER = "remember"
# where a to-do's words end: "send Björn the plans when I'm back", "call the bank because …"
_CUT = re.compile(
    r"\s*,.*$|\s+(?:when|once|after|before|because|cos|cause|since|so\s+that|if|unless|but|though)\s.*$", _I
)
_CORRECTION = re.compile(
    r"^(?:i\s+meant|meant|sorry|correction|typo|nope|actually,?\s+it)\b|^(?:no|wait)\s*,|\bnot\s+\S+$", _I
)
_PUNCT = " ,.;:!?-–—"
# words that say a to-do has no day: "call mum at some point", "… at some stage"
VAGUE_TIME = re.compile(r"\b(?:sometime|some\s+time|some\s+day|someday|one\s+day|at\s+some\s+(?:point|stage))\b", _I)
# "there's a leak under the kitchen sink": a fault, said as a thing that is there
_ISSUE = re.compile(
    r"^(?:there(?:'s|\s+is|\s+are)|(?:we've|we\s+have|i've|i\s+have)\s+got)\s+(?:a|an|some)\s+(?:new\s+)?"
    r"(?P<t>(?:\w+\s+)?(?:leak|crack|hole|problem|fault|bug|outage|glitch|damp|mould|mold|blockage|rattle)\b.*)$",
    _I,
)
# "Dr Mensah moved her clinic to 14 Elm Road": a named person or thing whose state changed
_CHANGE = re.compile(
    r"^[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)?\s+(?:has\s+)?(?:(?:moved|relocated|switched)\b.*\bto\b|joined\b|became\b"
    r"|(?:got|was|has\s+been)\s+promoted\s+to\b|took\s+over\b|(?:is|are)\s+now\b)"
)


def hypothetical(text: str) -> bool:
    """Whether ``text`` says what might be ("if Mei is back by friday we can celebrate"): no
    change to keep, whatever its words look like."""
    return _HYPOTHETICAL.search(text.strip()) is not None or regretting(text)  # "should've booked the aisle"


# a plan the user had and did not carry out, said in the past
_GIVEN_UP = re.compile(
    r"^(?:(?:i|we)\s+)?(?:was|were)\s+(?:going\s+to|gonna|meant\s+to|planning\s+to|about\s+to)\s.*\bbut\b", re.I
)


def sign_of(text: str, *, now: datetime, tz: ZoneInfo) -> Sign | None:
    """The change ``text`` hints at, or None for small talk and news."""
    said = text.strip()
    words = said.split()
    if words and (guess := hedged_move(said, now=now, tz=tz)) is not None:  # "report might be late, maybe fri"
        return Sign("move", *guess)
    if not words or len(words) > MAX_WORDS or said.endswith("?") or hypothetical(said):
        return None
    if _JOKING.search(said) or not_meant(said):  # "she keeps saying she'll visit, we'll see"
        plain = _TRAILING_LAUGH.sub("", said)
        if plain != said and not _JOKING.search(plain) and not _PASSED_OVER.search(plain) and (
            sign := sign_of(plain, now=now, tz=tz)
        ) is not None:
            return sign if sign.kind == "done" else None  # "nan rang me instead lol": a laugh after a deed, no joke
        return None
    if _GIVEN_UP.match(said):  # "was going to cancel the gym today but chickened out": nothing changed
        return None
    if idle(said):  # "sorry was driving", "we went to Noosa last weekend, so nice": small talk
        return None
    if life_sign_off(said):  # "grading essays at midnight, teacher life 🙃": how the days go, signed off
        return None
    if not_going(said) is not None:  # "can't make standup tmrw": nothing to offer to track
        return None
    if (failure := _failure(said)) is not None:  # "projector in room 12 is flickering like mad", "still broken"
        return failure
    spans = _spans(said, now=now, tz=tz)
    if len(spans) == 1 and _lasting(spans[0]) and not _MOVE.search(said):
        return None  # "…, sleeping till noon", "in meetings until 3pm": how long something lasts, no to-do's time
    due = spans[0].spec if len(spans) == 1 else None
    if due is not None and said_to_repeat(said):  # "standup every day at 9:15" said at 10: tomorrow's 9:15
        due = routine_clock(due, _Ctx(now, tz, lowercase=said.islower()))
    undated = without_spans(said, spans)
    if due is not None and due.end <= now:
        due = None  # "the meeting yesterday went well": a date past, a report
        if not (_CANCEL.search(said) or _DONE.search(said)):
            return Sign("change", said) if _changed(said, undated) else None  # "Chen left the company last week"
    rest = _without(said, spans[0].start, spans[0].end) if len(spans) == 1 else said
    if _CORRECTION.search(said):
        # a marker alone ("nope", "sorry") corrects nothing said
        # "no, I don't think so": an opinion, nothing put right
        return None if not_a_correction(said) or opinion_only(said) or len(words) < 2 else Sign("correction", rest)
    if _CANCEL.search(said):
        return Sign("cancel", _CANCEL.sub(" ", rest))
    if due is not None and _MOVE.search(said) and not changed_amount(undated):  # "rent is now 1250 from may"
        return Sign("move", _MOVE.sub(" ", rest), due)
    if due is not None and _DAY_AGREED.match(rest):  # "nah, monday is fine for that": the day it moves to
        return Sign("move", "", due)
    if _changed(said, undated):
        return Sign("change", rest)
    # "ring mum tmorow", "dentist tmorow @ 3": a date only partly read is no date to offer
    rest, unread = without_unread_time(rest)
    if unread:
        due = None
    todo = _todo(rest, due, dated=due is not None or unread)
    if todo is not None:
        return Sign("todo", todo.action, due, todo)
    if (deadline := deadline_of(said, now=now, tz=tz)) is not None:
        return _deadline(*deadline)
    ahead = not any(s.spec.end <= now for s in spans if s.spec is not None)  # "my flight got delayed … yesterday"
    entry = agenda_entry(without_unread_time(undated)[0]) if (spans or unread) and ahead else None
    if entry and not past_verb(entry.split()[0].lower()):  # "swapped my sat shift with Grace": done, no diary line
        return Sign("todo", entry, due, NewCommitment(action=entry, owner="me", counterparty=None, due=due))
    if _DONE.search(said):
        return Sign("done", rest)
    m = _ISSUE.match(said)
    if m:
        return Sign("issue", m["t"].strip(_PUNCT))
    if (thing := fault(said)) is not None:
        return Sign("issue", thing)
    if _CHANGE.search(said):
        return Sign("change", rest)
    return None


def _lasting(span: TimeSpan) -> bool:
    """Whether ``span`` is a clock time said with "till"/"until": the end of a stretch of the
    day ("sleeping till noon"), where a day after "till" may be a due ("can wait till the 19th")."""
    return span.connector in UNTIL and span.spec is not None and span.spec.precision is Precision.INSTANT


def _changed(said: str, undated: str) -> bool:
    """A new state, with its date ("Priyanka's last day is friday") or said without it ("Chen
    left the company last week": the date is when, not what): a person's, a role's or place's
    ("the new chair is Harpreet"), or an amount's ("oat milk goes up to 2500 a carton")."""
    return changed(said) or changed(undated) or role_news(said) or changed_amount(undated)


def _failure(said: str) -> Sign | None:
    """A thing failing, or a warning light on ("freezer alarm went off again"), as an issue to
    offer; a failure of nothing named ("still broken") as an issue with no topic."""
    if (thing := failing(said) or warning(said)) is not None:
        return Sign("issue", thing)
    return Sign("issue", "") if failing_unnamed(said) else None


# "morning! coffee first then chaos": a greeting, not the time of anything
_GREETING_TIME = re.compile(r"^(?:good\s+)?(?:morning|mornin|afternoon|evening|night)\b\s*[!,.:]", _I)


def _spans(said: str, *, now: datetime, tz: ZoneInfo) -> list[TimeSpan]:
    """The dates and times said, without a greeting's "morning!"."""
    greeting = _GREETING_TIME.match(said)
    return [
        s for s in find_spans(said, now=now, tz=tz, prefer="future")
        if s.spec is not None and (greeting is None or s.start >= greeting.end())
    ]


def _deadline(action: str | None, due: DateSpec) -> Sign:
    """A thing's date as a to-do to offer ("renew my passport"), or a date said of nothing named."""
    if action is None:
        return Sign("deadline", "", due)
    return Sign("todo", action, due, NewCommitment(action=action, owner="me", counterparty=None, due=due))


def _without(text: str, start: int, end: int) -> str:
    return " ".join(f"{text[:start]} {text[end:]}".split()).strip(_PUNCT)


_SUBJECT_OF_BE = re.compile(r"\s(?:is|are|was|were|will\s+be)$", _I)


def _todo(rest: str, due: DateSpec | None, *, dated: bool) -> NewCommitment | None:
    """A to-do to offer: obligation words or a date, then a to-do verb and its object."""
    obliged = bool(_OBLIGATION.search(rest))
    if not obliged and not dated:
        return None
    action = _CUT.sub("", _LEAD.sub("", _FORGET_NOT.sub(f"{REMEMBER} ", rest))).strip(_PUNCT)
    verb = action.split()[0].lower() if action else ""
    parts = action.split()
    if (verb not in TODO_VERBS and verb != REMEMBER) or len(parts) < MIN_ACTION_WORDS or _NOT_ACTION.match(action):
        return None
    if told_not_todo(action):
        return None  # "harvest went well this year": what happened, told
    if _SUBJECT_OF_BE.search(action):
        return None  # "transfer date for Pillay is 22 Jan": the words are what is on that day, no deed
    if parts[1].lower() in ("it", "that", "this", "them"):
        return None  # "got to hand it to Lukas": names no thing to do
    if VAGUE_TIME.search(action):
        return None  # "we should grab lunch sometime": no plan yet
    return NewCommitment(action=action, owner="me", counterparty=None, due=due)
