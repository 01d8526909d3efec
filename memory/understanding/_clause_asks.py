"""A clause no form could read, in a message whose other clauses were read: never dropped in
silence. "bought the gloves, and the ute's booked in for tues" stores the purchase; were the
second clause lost, the user would never know. When the clause shows a sign of an intent (a
to-do, an issue, a change to something open), recap asks about that clause alone: with an offer
to track it when the words make a to-do, else by asking the user to say it on its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.phrasing import describe_due, offer_to_track
from memory.understanding._clause_subject import clause_subject, with_subject
from memory.understanding._commitment_intro import _imperative_shape
from memory.understanding._doubt import doubtful_todo
from memory.understanding._due_refined import refines_due
from memory.understanding._idle import idle
from memory.understanding._issue_fixes import trouble_over
from memory.understanding._issue_guards import body_part, long_past
from memory.understanding._lost_clauses import lost_clause
from memory.understanding._multi import more_of_the_same as _more_of_the_same
from memory.understanding._multi import named_in
from memory.understanding._own_subjects import about_someone
from memory.understanding._people_out import people_about
from memory.understanding._phrases import _Ctx
from memory.understanding._sentences import _strip_markers
from memory.understanding._signs import sign_of
from memory.understanding._whose_people import only_owner
from memory.understanding.intents import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    MoveCommitment,
    NewCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    Unclear,
)
from memory.understanding.timex import find_spans, has_date_words
from memory.words import content_words

# signs worth a question; a "correction" or a "deadline" of nothing named needs the whole message,
# and a "done" beside other reports is a diary ("yesterday I paid the rent, cleaned the flat …")
_ASKED = frozenset({"todo", "issue", "cancel", "move"})
# a thing that was due, in a message whose other clauses were read (what came of it: "fined €2")
_WAS_DUE = re.compile(r"\b(?:was|were)\s+(?:already\s+|originally\s+)?due\b", re.IGNORECASE)


def unread_clause(clause: str, ctx: _Ctx) -> list[Intent]:
    """The question about ``clause`` (read as nothing), or [] when it shows no sign of an intent."""
    offered = doubtful_todo(clause, ctx)
    if offered:
        return offered
    if trouble_over(clause):
        return []  # "replaced the fuse, no more sparks": what the fix changed, no new trouble
    if people_about(clause):
        return []  # "…, the cops are out": why, said of people at work, nothing to keep
    if _WAS_DUE.search(clause):
        return []  # "my library books were due in june, fined €2, worth it": the past, told beside what came of it
    sign = sign_of(clause, now=ctx.now, tz=ctx.tz)
    if sign is not None and sign.kind in ("cancel", "move") and long_past(clause):
        return []  # "the concert got cancelled last year too, cursed venue": a story, nothing open changed
    if sign is None or sign.kind not in _ASKED:
        return lost_clause(clause, ctx)  # "…, and the balloons need collecting too": still asked about
    if sign.kind == "todo" and sign.proposal is not None:
        due = f", due {describe_due(sign.due.last_moment, ctx.tz)}" if sign.due is not None else ""
        offer = offer_to_track(sign.proposal.action, sign.proposal.owner)
        return [Unclear(f"Should I track {offer}{due}?", clause, sign.proposal)]
    if sign.kind == "issue" and body_part(sign.words):
        return []  # "12 hr shift done, feet are broken": how a body feels after a day, no thing to keep
    if sign.kind == "issue":
        return [_issue_asked(sign.words, clause)]
    return [Unclear(f"I couldn't tell what “{clause}” changes. Say it on its own, with the to-do's name, "
                    "and I'll note it.", clause)]  # fmt: skip


# where a sentence's parts meet: a comma, a semicolon, a dash, "and", "but", "then", "also"
_PART_CUT = re.compile(
    r"\s*[,;]\s*(?:(?:and|but|then|also|plus)\s+)*|\s[-–—]+\s+|\s+(?:but|then|also|plus)\s+"
    # (never the "and" of a span: "coming fri between 8 and 12" is one part)
    r"|(?<!\bbetween\s\d)(?<!\bbetween\s\d\d)(?<!\bbetween\s\d[ap]m)(?<!\bbetween\s\d\d[ap]m)"
    r"(?<!\bbetween\s\d:\d\d)(?<!\bbetween\s\d\d:\d\d)\s+and\s+",
    re.I,
)
MIN_PART_WORDS = 3  # "and bread" is an object of the clause before, not a clause of its own


Reader = Callable[[str], list[Intent]]


def unread_parts(
    text: str, found: list[Intent], ctx: _Ctx, read: Reader | None = None, person: str | None = None
) -> list[tuple[Intent, str]]:
    """The parts of ``text`` that none of the intents read from it (``found``) touch: a part
    sharing no word with what they hold is read on its own with ``read`` ("wifi's back btw and
    Esi moved to Kumasi": the resolved wifi beside the move), its leading "he"/"she" taken as
    ``person``, the one person the message named; a part that still reads as nothing is asked
    about when it shows a sign of an intent."""
    said, held = _held(found)
    asked: list[tuple[Intent, str]] = []
    if person and only_owner(person, text):
        person = None  # "Tom's mum called, she'll bring the cake": his mum, not Tom
    subject = None  # the name the part before opens with: whom "she" or a clause without a subject is of
    for part in _PART_CUT.split(text):
        part = part.strip()
        subject, before = clause_subject(part) or _fact_subject(part, found), subject
        if subject and only_owner(subject, part):
            subject = None  # "Luna's groomer cancelled, they'll text": not Luna
        # "…, great start to the day": chatter beside the rest, nothing to read or ask
        if _untouched(part, said, held) and not _due_of_found(part, found) and not idle(part):
            if not _imperative_shape(part) and _dates_a_todo(part, found, ctx):
                continue  # "in 10 days the rental ends, …": the day of the to-do beside it, nothing to ask
            alone = _alone(part, read, (before, person), found, ctx) if read is not None else []
            asked += [
                (intent, part)
                for intent in alone
                or _second_issue(part, read, found)
                or unread_clause(part, ctx)
                or _said_of_someone(part)
            ]
            said |= frozenset().union(*(content_words(" ".join(_words(intent))) for intent in alone))
    return asked


def _issue_asked(topic: str, clause: str) -> Unclear:
    """The question whether to keep ``topic`` as an issue, said in ``clause``."""
    return Unclear(f"Should I keep track of “{topic}” as an issue? Say it on its own, e.g. “{topic} is broken”, "
                   "and I will.", clause)  # fmt: skip


# a clause with a subject of its own, a thing named with its determiner: "…, the beer cooler is warm",
# "…, and the hay feeder is rusted through" (never "admins cannot log in", said of the trouble before)
_OWN_THING = re.compile(r"^(?:(?:and|but|plus|also|now|then)\s+)*(?:the|my|our)\s+[\w'-]", re.IGNORECASE)


def _second_issue(part: str, read: Reader | None, found: list[Intent]) -> list[Intent]:
    """ "ice machine at the bar is down, the beer cooler is warm": a clause that names its own thing and
    reads alone as trouble of a thing no intent of the message holds is asked about, never dropped; it
    may be the first trouble's detail (what the broken ice machine did to the cooler), so never opened."""
    words = _TRAILING_ASIDE.sub("", _strip_markers(part)).strip()
    if read is None or not _OWN_THING.match(words) or _HEDGE.search(words):
        return []
    opened = read(words)
    if len(opened) != 1 or not isinstance(opened[0], OpenEpisode):
        return []
    topic = opened[0].topic
    held = {w.lower() for i in found if isinstance(i, OpenEpisode | ResolveEpisode) for w in i.topic.split()}
    if not topic or set(topic.lower().split()) & held:
        return []  # "the dishwasher is down, the dishwasher's door won't shut": the same thing, said more
    return [_issue_asked(topic, part)]


def _dates_a_todo(part: str, found: list[Intent], ctx: _Ctx) -> bool:
    """Whether ``part`` names the day a to-do read beside it is due on or by ("in 10 days the rental ends,
    gotta be moved out by then"): the circumstance that dates it, said and used, nothing to ask."""
    spans = [span for span in find_spans(part, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    # due that day, or by its start ("on the 20th we fly, sort euros b4 then": before the 20th)
    dues = [i.due for i in found if isinstance(i, NewCommitment) and i.due is not None]
    days = {day for due in dues for day in (due.start, due.end)}
    return len(spans) == 1 and spans[0].spec is not None and spans[0].spec.start in days


def _fact_subject(part: str, found: list[Intent]) -> str | None:
    """The subject of a fact read from ``part`` when ``part`` opens with it, however it was typed:
    "raj is now team lead for payments, reports to anita" is of raj, lower case and all."""
    first = part.split()[0].lower() if part.split() else ""
    subjects = {i.subject for i in found if isinstance(i, StateClaim) and i.subject.lower() == first != "me"}
    return subjects.pop() if len(subjects) == 1 else None


def untouched_parts(text: str, found: list[Intent]) -> list[str]:
    """The parts of ``text``, cut as :func:`unread_parts` cuts them, that none of ``found`` (the
    intents read from it) touches: what a reading of the whole left out, for a caller that can
    ask about them with more than the words (the user's open to-dos: :mod:`memory.derive`)."""
    said, held = _held(found)
    # "vet cancelled, coming thurs instead": the new day of the move read, no part of its own
    parts = (part.strip() for part in _PART_CUT.split(text))
    return [part for part in parts if _untouched(part, said, held) and not _due_of_found(part, found)]


# what leads a new time said after the thing it is of: "…, now at 3:45", "… - new time: 5pm"
_NEW_TIME_LEAD = re.compile(
    r"^(?:so\s+)?(?:now|it's\s+now|its\s+now|new\s+time|moved\s+to|pushed\s+(?:back\s+)?to|coming)\s*:?\s*(?:at\s+|@\s*)?",
    re.I,
)


_INSTEAD_END = re.compile(r"\s+instead[\s.!]*$", re.I)


def _due_of_found(part: str, found: list[Intent]) -> bool:
    """Whether ``part`` only says the new time of a to-do read from the message ("the 3pm call is
    running behind - now at 3:45"): nothing else to ask about."""
    said = _INSTEAD_END.sub("", _NEW_TIME_LEAD.sub("", part.strip())).strip(" .!").lower()  # "coming mon instead"
    dues = {re.sub(r"^(?:at|@)\s*", "", i.due.text.strip().lower()) for i in found
            if isinstance(i, NewCommitment | MoveCommitment) and i.due is not None}
    return bool(said) and said in dues


def _held(found: list[Intent]) -> tuple[frozenset[str], frozenset[str]]:
    """The content words of what ``found`` holds, dates as said included; and without them
    ("christmas lunch" is the action's, dates or not)."""
    said = frozenset().union(*(content_words(" ".join(_words(intent))) for intent in found))
    held = frozenset().union(*(content_words(" ".join(_words(intent, dates=False))) for intent in found))
    return said, held


_ADDRESS = re.compile(r"\S+@\S+|\bhttps?://\S+|\bwww\.\S+", re.I)


def _untouched(part: str, said: frozenset[str], held: frozenset[str]) -> bool:
    """Whether ``part`` is a clause of its own that shares no word with what was read (``said``,
    ``held``: :func:`_held`)."""
    if _more_of_the_same(part):
        return False  # "NDA's signed and sent to Lucia": a past verb with no object of its own
    if refines_due(part) and content_words(part) & said:
        return False  # "…, needs doing by sat": only the due of the to-do before, which holds it
    # a date is no word of what an intent holds: "meeting at 3pm tmrw, print the agenda by 3pm tmrw"; nor are the
    # words of an address: "sent Hattie the photos, her new email is hattie.reese@…" shares no "hattie" with it
    words = content_words(_ADDRESS.sub(" ", part))
    touched = {word for word in words & said if not has_date_words(word) or word in held}
    # (a to-do of two words is a clause too: "dentist tues, renew OHIP and call mum")
    long_enough = len(part.split()) >= MIN_PART_WORDS or (len(part.split()) == 2 and _imperative_shape(part))
    return long_enough and bool(content_words(part)) and not touched


# a run someone is on, said beside what they did: "Nalisa's on a moving streak, reorganised the whole
# pantry", "Tom's on a roll today", "mum's on a cleaning spree": how they are going, nothing to note
_ON_A_RUN = re.compile(
    r"^\S+(?:\s+\S+)?(?:'s|\s+is|\s+was|\s+has\s+been)\s+(?:been\s+)?(?:on\s+(?:a|an|one\s+of\s+(?:her|his|their)|such\s+a)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:roll|streak|spree|mission|tear|kick|high|bender|rampage|binge|frenzy)s?"
    r"|on\s+fire|on\s+form|in\s+(?:great|good|top|fine)\s+form)"
    r"(?:\s+(?:today|tonight|lately|again|this\s+week|rn))?\W*$",
    re.I,
)


def _said_of_someone(part: str) -> list[Intent]:
    """ "Beatriz moved to Porto and Tiago's at Farfetch now": a statement about a person that no
    form reads, beside one that was read, is asked about rather than dropped."""
    words = _TRAILING_ASIDE.sub("", _strip_markers(part)).strip()
    if not about_someone(words) or _ON_A_RUN.match(words):
        return []
    return [Unclear(f"I couldn't read “{words}”. Should I note it? Say it as “<who>'s <what> is …”, e.g. "
                    "“Maya's employer is Acme”.", part)]  # fmt: skip


# what a part may read as on its own: a firm reading, never a question (those the sign asks)
_FIRM = (NewCommitment, StateClaim, OpenEpisode, ResolveEpisode, CompleteCommitment, CancelCommitment, MoveCommitment)
# "wifi's back btw", "Esi's moved fyi": an aside's marker at the end of a part
_TRAILING_ASIDE = re.compile(r"[\s,]+(?:btw|fyi|by\s+the\s+way|as\s+well|too)\s*$", re.I)
_PRONOUN_SUBJECT = re.compile(r"^(?:he|she)\b", re.I)
# "I promised her the handover notes": "her" the one owed, as a determiner follows (not "her laptop")
_PRONOUN_OBJECT = re.compile(r"\b(?:her|him)\b(?=\s+(?:the|a|an|my|our|some|this|that|these|those)\b)", re.I)


def _alone(
    part: str, read: Reader, people: tuple[str | None, str | None], earlier: list[Intent], ctx: _Ctx
) -> list[Intent]:
    """What ``part`` says read on its own, when that is firm; else []. ``people`` are the name the
    part before opens with (its subject) and the one person the message named: "she" is the
    first, else the second; a part with no subject takes only the first."""
    subject, person = people
    person = subject or person
    words = _TRAILING_ASIDE.sub("", _strip_markers(part)).strip()
    if _PRONOUN_SUBJECT.match(words) or _PRONOUN_OBJECT.search(words):
        if person is None:
            return []  # "she wants it by friday" of nobody named: not a promise by "she"
        words = _PRONOUN_OBJECT.sub(person, named_in(person, words), count=1)
    elif subject is not None and (given := with_subject(words, subject)):
        # "Tanya took over as regional manager, wants the pipeline report by eow"; never a date said
        # of the clause before ("Chen Wei's our new CFO, starts 12 April": when the role begins)
        if _DATE_DETAIL.match(words) and has_date_words(words):
            return _more_facts(read(given), earlier)  # "…, starts 4 jan as an analyst": the role is new
        words = given
    if _HEDGE.search(words):
        return []  # said with doubt ("… tonight apparently")
    detail = any(part in (getattr(intent, "detail", None) or "") for intent in earlier)
    found = read(words)
    if detail and not all(isinstance(intent, NewCommitment) for intent in found):
        return []  # an issue's detail ("…, admins cannot log in"); not a plan ("…, will raise a ticket")
    return found if found and all(_firm(intent, words, earlier, ctx) for intent in found) else []


def _more_facts(found: list[Intent], earlier: list[Intent]) -> list[Intent]:
    """The facts of ``found`` about attributes ``earlier`` did not say: "Lucas got the job at
    Deloitte, starts 4 jan as an analyst" adds his role from 4 January; the date alone only
    says when the fact before begins (read with it), so it adds nothing."""
    known = {(i.subject, i.predicate) for i in earlier if isinstance(i, StateClaim)}
    facts = [i for i in found if isinstance(i, StateClaim) and (i.subject, i.predicate) not in known]
    said = [i for i in facts if not _DAY_FACT.search(i.predicate)]  # "start date": the date alone again
    return said if said and len(facts) == len(found) else []


_DAY_FACT = re.compile(r"\b(?:date|day)$")
_DATE_DETAIL = re.compile(r"^(?:starts?|starting|begins?|beginning|ends?|finishes|effective|from|as\s+of)\b", re.I)
_HEDGE = re.compile(
    r"\b(?:apparently|probably|prob|maybe|might|perhaps|possibly|i\s+think|seems?|looks\s+like)\b", re.I
)


_NOW_END = re.compile(r"\s+now[\s!.]*$", re.I)


def _firm(intent: Intent, words: str, earlier: list[Intent], ctx: _Ctx) -> bool:
    """Whether ``intent``, read from a part alone, may be kept: a to-do of the user's said as
    one ("prep the slides", never an occasion's name such as "bbq at ours"), someone's promise
    of a deed of two words or more ("adjuster coming tuesday" is a visit, not "come"), a new
    issue with a sign of trouble beside no issue already opened (the words after "the gateway is
    down, " say more of it), or a fact or change. A to-do whose date recap must ask about is firm
    as the to-do would be ("…, Lena wants the draft by 17/06": which 17/06 is asked, never dropped)."""
    if isinstance(intent, Unclear) and intent.proposal is not None:
        return _firm(intent.proposal, words, earlier, ctx)
    if isinstance(intent, NewCommitment):
        if intent.owner == "me":  # (said as the user's plan, any verb: "…, will raise a ticket with IT")
            # (or said as the user's share of a job, by a day: "…, hotels are on me by mon")
            mine = bool(_ON_ME.search(words)) and intent.due is not None
            return _imperative_shape(intent.action) or bool(_OWN_PLAN.match(words)) or mine
        # (someone's visit is the visit reader's own word: "…, assessor coming fri between 8 and 12")
        return len(intent.action.split()) >= MIN_DEED_WORDS or (intent.action == "visit" and intent.due is not None)
    if isinstance(intent, OpenEpisode):
        # "…, but the garage door's stuck now": the trouble is new, no change said by "now"
        sign = sign_of(_NOW_END.sub("", words), now=ctx.now, tz=ctx.tz)
        return (
            not any(isinstance(i, OpenEpisode) for i in earlier)
            and not _STILL.search(words)
            and sign is not None
            and sign.kind == "issue"
        )
    if isinstance(intent, _CHANGES):
        # "…, it is no longer needed", "…, all working again": the thing before, said again; and
        # never a change said in the negative ("admins cannot log in")
        thing = intent.topic if isinstance(intent, ResolveEpisode) else intent.action
        # (a cancellation is said in the negative: "…, no need for the seals now", "…, not doing the quiz")
        # never someone's need gone ("omar doesn't need it anymore": why, not what)
        own_no = isinstance(intent, CancelCommitment) and _OWN_NO.match(words) is not None
        said_no = _NOT.search(words) is not None and not own_no
        return not _REFERRING.search(thing) and not said_no
    return isinstance(intent, _FIRM)


_CHANGES = (CompleteCommitment, CancelCommitment, MoveCommitment, ResolveEpisode)
# the user's plan said with its subject left out: "will raise a ticket", "gonna escalate", "need to ring"
_OWN_PLAN = re.compile(
    r"^(?:(?:i|we)\s+)?(?:will|'ll|ll|gonna|going\s+to|need\s+to|have\s+to|gotta|got\s+to|must)\s+[a-z]{3,}\s+\S", re.I
)
_ON_ME = re.compile(r"(?:\bis|\bare|'s|'re)\s+(?:all\s+)?on\s+me\b", re.I)
# "…, sent it to Jana", "…, all working again": a word for the thing the words before named
_REFERRING = re.compile(r"^(?:all|everything)$|\b(?:it|that|this|them|those|these)\b", re.I)
_NOT = re.compile(r"\b(?:not|cannot|can't|cant|won't|never|no)\b|n't\b", re.I)
# the user's own no, said first: "no need for the seals now", "not doing the quiz", "don't need the van"
_OWN_NO = re.compile(
    r"^\s*(?:no\s+(?:need|more)|not\s+(?:doing|going|bothering)|(?:(?:i|we)\s+)?(?:don't|dont|do\s+not|won't|wont)\s+"
    r"(?:need|bother)|never\s*mind|nvm)\b",
    re.I,
)
MIN_DEED_WORDS = 2
_STILL = re.compile(r"\bstill\b", re.I)  # "printer still jammed tho": an issue said again, nothing new


def _words(intent: Intent, *, dates: bool = True) -> list[str]:
    """What ``intent`` holds in words: its action, topic, subject, value, due ... (not an
    issue's detail, where a clause left unread may sit: "wifi's down, and the kombi's …");
    without its dates as said when ``dates`` is False."""
    out: list[str] = []
    for name, value in vars(intent).items():
        if name == "detail":
            continue
        if isinstance(value, str):
            out.append(value)
        elif hasattr(value, "text") and isinstance(value.text, str):
            out += [value.text] if dates or _only_a_date(intent) else []  # a date, as said
        elif value is not None and not isinstance(value, bool | int | float):
            out += _words(value, dates=dates) if hasattr(value, "__dataclass_fields__") else []
    return out


def _only_a_date(intent: Intent) -> bool:
    """Whether ``intent`` holds nothing but its date: "move it to monday", "Okafor pushed the
    deadline to wed" move "that", so the date said is all of the part they read."""
    return isinstance(intent, MoveCommitment) and intent.action.lower() in ("it", "that", "this")
