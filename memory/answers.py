"""Offline answers to plain questions, from what is stored — current commitments, claim views,
issue episodes — never by quoting old messages (only "recall" questions read the timeline).

Every answer is templated and short, in the user's timezone, and names whose commitment it is
the way /due does (:func:`memory.phrasing.describe_commitment`). Answering reads only: a
question never stores anything and never changes a commitment.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from memory import claims as claim_rules
from memory import commitments as commitment_rules
from memory import recall, shortlist, views
from memory.answers_about import about, changes, done_in
from memory.answers_ahead import later_lines
from memory.answers_coming import coming_text
from memory.answers_doer import doing_it
from memory.answers_head_noun import by_head_noun
from memory.answers_issues import NO_ISSUE, DoneYet, issue_sorted, issue_state
from memory.answers_lines import concerns, line, name_key, source, to_come
from memory.answers_owing import handed_over, is_debt, is_payment, money_owed, sum_left_out, sum_unsaid
from memory.answers_step_on import step_on_text
from memory.answers_value_word import by_value_word, named_with_value
from memory.answers_whose import held_as, without_place
from memory.answers_yearly import yearly_date
from memory.answers_yearly_days import yearly_days
from memory.derive import commitments_of
from memory.issue_places import placed_topic
from memory.leaders import leaders
from memory.model import Claim, ClaimStatus, Commitment, CommitmentStatus, EventKind
from memory.phrasing import describe_commitment, describe_due, describe_when, last_day, possessive
from memory.readings import intents_before
from memory.role_holder import ROLE_NAMES, names_role
from memory.service import Memory
from memory.store import User
from memory.timefmt import local_time_text, zone
from memory.understanding import CorrectValue, Question, StateClaim
from memory.understanding._attribute_asks import predicate_of
from memory.understanding._away_status import AWAY_STATUS
from memory.understanding._coming_asks import AHEAD
from memory.understanding._fact_dates import day_kind
from memory.understanding._kin import KIN_WORDS, kin_spellings, without_kin_title
from memory.understanding._plain_asks import ENDS
from memory.understanding._sign_forms import _EVENT as EVENT
from memory.understanding._step_on import STEP_ON
from memory.understanding.timex import Precision
from memory.words import content_words, normalize_key

_NO_EARLIER = ("I don't know", "I know no")  # how a "before" answer says it has no earlier version
PREVIOUS_LOOKBACK = timedelta(hours=12)  # how far back "what was it before" looks for its fact
_WHO_IS = re.compile(r"^\s*who(?:'s|s|\s+is|\s+are)\s", re.IGNORECASE)  # "who is on leave", never "who runs sales"
# the role asked about as worded: "who's the picker crew boss" -> "picker crew boss"
_WHO_THE = re.compile(r"^\s*who(?:'s|s|\s+is)\s+(?:the\s+|our\s+)?(?P<role>[\w'’ -]+?)[\s?!.]*$", re.IGNORECASE)


async def answer(memory: Memory, user: User, question: Question, now: datetime) -> str:
    match question.kind:
        case "due_week" if question.predicate == AHEAD:
            return await coming_text(memory, user, now)  # "what have I got coming up": everything ahead
        case "due_week" if (question.predicate or "").startswith(STEP_ON):
            return await step_on_text(memory, user, question, now)  # "and the week after"
        case "due_week":
            said = await views.due_text(memory, user, now, window=question.at)
            later = [] if question.at is not None else await later_lines(memory, user, now)
            return "\n".join([said, *later])  # "what's coming up": the soonest after an empty week
        case "open" if question.subject:  # "what's still on my plate for the move"
            return await _open_about(memory, user, question.subject, now) or f"Nothing open about {question.subject}."
        case "open":
            return await views.open_text(memory, user, now, owner=question.scope)
        case "overdue":
            return await views.due_text(memory, user, now, overdue_only=True)
        case "owed" | "theirs" if question.subject:
            return await _by_person(memory, user, question, now)
        case "owed":
            return await _debts(memory, user, question, now)
        case "theirs":
            return await _by_others(memory, user, now, money=question.predicate == "money")
        case "when_due" if question.subject and question.predicate == "done":
            return await _done_yet(memory, user, question.subject, now, owner=question.scope)
        case "when_due" if question.subject and question.predicate == ENDS:
            # "when does my BLS expire": the to-do to renew it, due before it lapses; else what was said of it
            due = await _when_due(memory, user, question.subject, now)
            return await _recall(memory, user, question, now) if due.startswith("I have no commitment") else due
        case "when_due" if question.subject:
            return await _when_due(memory, user, question.subject, now, owner=question.scope)
        case "fact" if question.subject and question.predicate:
            said = await _fact(memory, user, question, now)
            # a thing that happens, kept as a to-do, never a fact: "what's dad's appt", "whats mia's recital"
            happens = _WHAT_TIME.match(question.text) or EVENT.search(question.predicate)
            if said.startswith("I don't know") and happens:
                # "what time is dad's cardiology", "what's dad's appt": no fact of that name, so the to-do's time
                thing = f"{possessive(question.subject)} {question.predicate}"
                due = await _when_due(memory, user, thing, now, owner=question.scope)
                return said if due.startswith("I have no commitment") else due
            unknown = said.startswith("I don't know") and not question.at and _WHO_IS.match(question.text)
            if unknown and normalize_key(question.predicate) in ("owner", "role"):
                # "who is on leave", "who's sick": no one holds "leave" and no one is called "sick", but
                # someone's state may be it
                held = await _lookup(memory, user, replace(question, kind="lookup", predicate="value"), now)
                if held is None and normalize_key(question.predicate) == "role":
                    held = await about(memory, user, question.subject, now)  # "who is Lena?": her birthday
                return held or said
            if unknown and question.subject != "me":
                # "who's the treasurer of the choir": no fact of the choir's, but someone's role names both
                named = replace(question, kind="lookup", subject=f"{question.predicate} {question.subject}")
                held = await _lookup(memory, user, replace(named, predicate="value"), now)
                if held is None and (worded := _WHO_THE.match(question.text)) is not None:
                    # "who's the picker crew boss": the role as worded ("boss", never the "manager" it is kept as)
                    held = await _lookup(memory, user, replace(named, subject=worded["role"], predicate="value"), now)
                return held or said
            if said.startswith("I don't know") and not question.at and normalize_key(question.predicate) == "name":
                # "whats the name of the cajun band": no name kept of it, but the band itself may be what is
                # kept ("the cajun band for the wedding is the Bayou Brothers"), its value the name
                named = await _lookup(memory, user, replace(question, kind="lookup", predicate=None), now)
                return named or said
            if said.startswith("I don't know") and not question.at and normalize_key(question.predicate) == "location":
                # "where did i put the ladder" with no place kept: what was said of it, as for "before"
                recalled = await _recall(memory, user, question, now)
                return said if recalled == recall.NOTHING else f"{said}\n{recalled}"
            return said
        case "lookup" if question.subject:
            found = await _lookup(memory, user, question, now)
            if found is None and question.predicate is None:  # "deck?", "vpn?": what is held on it
                found = await about(memory, user, question.subject, now)
            if found is not None:
                return found
        case "previous":
            said = await _previous(memory, user, question, now)
            if (question.subject or question.predicate) and said.startswith(_NO_EARLIER):
                # "where were rehearsals before" when only the new place was kept: what was said of them
                recalled = await _recall(memory, user, question, now)
                return said if recalled == recall.NOTHING else f"{said}\n{recalled}"
            return said
        case "issue" if question.subject:
            done_yet = _todo_done(memory, user, now)
            said = await issue_state(memory, user, question.subject, question.predicate, now, done_yet)
            return await _or_status(memory, user, question, now, said)
        case "open_issues":
            return await _open_issues(memory, user, now)
        case "about" if question.subject:
            found = await about(memory, user, question.subject, now)
            if found is not None:
                return found
        case "changes":
            return await changes(memory, user, question, now)
        case "done":
            return await done_in(memory, user, question, now)
        case "away":
            return await _away(memory, user, question, now)
        case "yearly":
            return await yearly_days(memory, user, question, now)  # "what bdays are coming up"
    return await _recall(memory, user, question, now)


# a question of when, asked as of a fact ("what time is dad's cardiology", "what day is mum's flight")
_WHAT_TIME = re.compile(r"^\s*(?:what|wat|wot)\s+(?:time|day|date)\b", re.IGNORECASE)


async def _or_status(memory: Memory, user: User, question: Question, now: datetime, said: str) -> str:
    """ "what's the status of the Creek bridge project?" with no issue on it: its status, when one
    was said ("the Creek bridge project's status is paused"); else what the issues said."""
    if question.predicate is not None or not said.startswith(NO_ISSUE) or not question.subject:
        return said
    status = await _fact(memory, user, Question("fact", question.subject, "status", None, question.text), now)
    return said if status.startswith("I don't know") else status


async def _recall(memory: Memory, user: User, question: Question, now: datetime) -> str:
    hits = await recall.shallow_scan(memory.store, user, question.text, now)
    return recall.answer_offline(hits, zone(user.timezone), question.text)


# -- commitments ---------------------------------------------------------------------------


async def _open_commitments(memory: Memory, user: User, now: datetime) -> list[Commitment]:
    return [c for c in await commitments_of(memory.store, user.id) if c.created_at <= now and c.is_open]


def _names(subject: str) -> list[str]:
    return [n.strip() for n in subject.split(",") if n.strip()]


# asked as what someone has on, not what is owed them: "what's Max got coming up", "what does Ella have on"
_GOT_ON = re.compile(r"\b(?:got|have|has)\s+(?:coming\s+up|on|planned|lined\s+up|booked)\b", re.IGNORECASE)


_OWED_ASKED = re.compile(r"\b(?:owe|owes|owed|owing|debt|debts)\b", re.IGNORECASE)


async def _by_person(memory: Memory, user: User, question: Question, now: datetime) -> str:
    """"what do I owe Omar" (the user's commitments towards them) or "what is Lukas doing for
    me" (the commitments they own)."""
    assert question.subject
    names = _names(question.subject)
    shown = [_title(n) for n in names]
    who = " or ".join(shown)
    keys = frozenset(name_key(n) for n in names)  # "Kapoor" for "Mr Kapoor" (:func:`name_key`)
    found = []
    for c in await _open_commitments(memory, user, now):
        hit = name_key(c.owner) in keys if question.kind == "theirs" else c.owner == "me" and concerns(c, keys)
        if hit and _due_within(c, question, now):
            found.append(c)
    owned = await _owned_by(memory, user, now, keys) if question.kind == "theirs" and question.at is None else []
    if not found and owned:  # "what's Jonas handling" after "Jonas is handling the venue": the venue is his
        return "\n".join([f"{who} is handling:", *owned])
    if not found and question.kind == "owed" and (about_it := await _about_topic(memory, user, names, now)):
        return about_it  # "what's left for taxes": no one called Taxes, the to-dos about them
    if not found:
        if question.kind == "theirs":
            return f"I have nothing open that {who} is doing for you."
        return f"You owe {who} nothing that I know of."
    shown, total = shortlist.pick(found, shortlist.CHAT, shortlist.urgency(now))
    shown.sort(key=lambda c: (c.due is None, c.due or now, c.id))
    theirs = question.kind == "theirs"
    head = f"{who} is doing for you:" if theirs else f"What you owe {who}:"
    if not theirs and (_GOT_ON.search(question.text) or not _OWED_ASKED.search(question.text)):
        head = f"Coming up for {who}:"  # "what's Max got coming up", "anything for mum this month": no debt asked
    owed = money_owed([c.action for c in found]) if question.predicate == "money" and not theirs else None
    if owed is not None:  # "how much do I owe Tariq": the sum first, then what it is for
        head = f"You owe {who} {owed}:"
    lines = [head, *[line(c, now, user) + await _as_said(memory, c) for c in shown]]
    if total > len(shown):
        what = f"{who} is doing for you" if theirs else f"you owe {who}"
        lines.append(shortlist.more_line(total - len(shown), what, shortlist.ALL_OPEN))
    if owned:
        lines += [f"{who} is also handling:", *owned]
    return "\n".join(lines)


# a window said as a deadline: "what do I owe Omar by friday" takes in all due before it, today's too
_BY_WINDOW = re.compile(r"\b(?:by|before|b4|till|til|until|no\s+later\s+than)\s+\S", re.IGNORECASE)


def _due_within(c: Commitment, question: Question, now: datetime) -> bool:
    """Whether ``c`` is due in the question's window: before its end when said as a deadline ("by
    friday"), else inside it ("what am I doing for Ngaio this weekend" leaves out today's keys)."""
    window = question.at
    if window is None:
        return True
    if c.due is None or c.due >= window.end:
        return False
    return _BY_WINDOW.search(question.text) is not None or c.due >= max(now, window.start)


async def _owned_by(memory: Memory, user: User, now: datetime, keys: frozenset[str]) -> list[str]:
    """A line for each thing whose current owner is one of ``keys`` ("Jonas is handling the venue"
    keeps the venue's owner, no to-do of his)."""
    tz = zone(user.timezone)
    return [
        f"• {view.subject} (per {source(view.claims[0].source.name)})"
        for view in claim_rules.view_at(await _known(memory, user, now), now, tz=tz)
        if normalize_key(view.predicate) == "owner" and view.claims and name_key(view.value) in keys
    ]


def _stem(word: str) -> str:
    """A word without its plural ending ("taxes" → "tax", "receipts" → "receipt")."""
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


async def _about_topic(memory: Memory, user: User, names: list[str], now: datetime) -> str | None:
    """The user's open to-dos about a thing asked of as if someone ("what's left for taxes"), when
    the words name no one recap knows; None when none is about it."""
    if len(names) != 1 or any(ch.isupper() for ch in names[0]) or len(names[0].split()) > 1:
        return None
    return await _open_about(memory, user, names[0], now)


async def _open_about(memory: Memory, user: User, topic: str, now: datetime) -> str | None:
    """The user's open to-dos whose action holds every word of ``topic``; None when none does."""
    wanted = {_stem(w) for w in content_words(topic.lower())}
    found = [
        c for c in await _open_commitments(memory, user, now)
        if wanted and c.owner == "me" and wanted <= {_stem(w) for w in content_words(c.action)}
    ]
    if not found:
        return None
    found.sort(key=lambda c: (c.due is None, c.due or now, c.id))
    return "\n".join([f"Open to-dos about {topic}:", *[line(c, now, user) for c in found[: shortlist.CHAT]]])


# an action that names its thing only by a pronoun ("get it to Marguerite"): what "it" is, the
# message it was said in tells
_PRONOUN_ACTION = re.compile(r"\b(?:it|them|that|this|these|those)\b", re.IGNORECASE)
_QUOTED = 120  # characters of the message quoted at most


async def _as_said(memory: Memory, c: Commitment) -> str:
    """The message ``c`` was said in, quoted after its line when its action names its thing by
    a pronoun ("get it to Marguerite": “I owe Marguerite the signed contract, get it to her
    thurs”) or pays back a sum the message alone names ("pay Teresa back": “i owe Teresa 80k,
    paying her back mon”); "" otherwise."""
    pronoun = _PRONOUN_ACTION.search(c.action) is not None
    if not (pronoun or sum_unsaid(c.action)) or c.source.event_id is None:
        return ""
    event = await memory.store.event(c.source.event_id)
    if event is None or not event.text.strip() or not (pronoun or sum_left_out(c.action, event.text)):
        return ""
    said = " ".join(event.text.split())
    said = said if len(said) <= _QUOTED else said[: _QUOTED - 1].rstrip() + "…"
    return f" (you said: “{said}”)"


async def _by_others(memory: Memory, user: User, now: datetime, *, money: bool = False) -> str:
    """ "who owes me what": every open commitment someone else made the user, by due date; asked
    of money ("who owes me money"), only those that pay the user (never "return the drill")."""
    found = [c for c in await _open_commitments(memory, user, now) if c.owner != "me"]
    found = [c for c in found if is_payment(c.action)] if money else found
    if not found:
        return f"Nobody owes you {'money' if money else 'anything'} that I know of."
    shown, total = shortlist.pick(found, shortlist.CHAT, shortlist.urgency(now))
    shown.sort(key=lambda c: (c.due is None, c.due or now, c.id))
    lines = ["What others are doing for you:", *(line(c, now, user) for c in shown)]
    if total > len(shown):
        lines.append(shortlist.more_line(total - len(shown), "others are doing for you", shortlist.ALL_OPEN))
    return "\n".join(lines)


async def _debts(memory: Memory, user: User, question: Question, now: datetime) -> str:
    """ "do I owe anyone money?", "who do I owe?", "what do I owe this week?": the user's open
    to-dos that pay or give back someone something (:func:`memory.answers_owing.is_debt`), the
    bills they pay too when asked what is owed, by due date."""
    money, bills = question.predicate == "money", question.predicate == "bills"
    found = [
        c
        for c in await _open_commitments(memory, user, now)
        if c.owner == "me"
        and is_debt(c.action, c.counterparty, money=money, bills=bills)
        and _due_within(c, question, now)
    ]
    if found and not money and not bills:
        # "what do I owe people this week": besides "pay Mestre Bira", the stems promised to Funmi
        found += [
            c for c in await _open_commitments(memory, user, now)
            if c.owner == "me" and c not in found and handed_over(c.action) and _due_within(c, question, now)
        ]
    what = "money" if money else "anything"
    if not found and question.at is not None and not money and not bills:
        # "what do I owe folks this week": no debt then, but what is due then is what many mean by it
        due = await views.due_text(memory, user, now, window=question.at)
        due = due if due.startswith("Nothing") else f"What is due {question.at.text}:\n{due}"
        return f"You owe nobody anything then that I know of.\n{due}"
    if not found:
        return f"You owe nobody {what}{' then' if question.at else ''} that I know of."
    shown, total = shortlist.pick(found, shortlist.CHAT, shortlist.urgency(now))
    shown.sort(key=lambda c: (c.due is None, c.due or now, c.id))
    head = "What you owe" + (" people in money" if money else "" if bills else " people")
    lines = [f"{head}:", *(line(c, now, user) for c in shown)]
    if total > len(shown):
        lines.append(shortlist.more_line(total - len(shown), "you owe people", shortlist.ALL_OPEN))
    return "\n".join(lines)


async def _named_by(memory: Memory, user: User, action: str, now: datetime, owner: str | None) -> list[Commitment]:
    """The commitments a question about ``action`` looks among: with ``owner``, theirs when one
    of theirs fits the words, else all the user's known at ``now``."""
    everything = [c for c in await commitments_of(memory.store, user.id) if c.created_at <= now]
    theirs = [c for c in everything if owner and name_key(c.owner) == name_key(owner)]
    return theirs if theirs and commitment_rules.match(action, theirs) else everything


async def _when_due(memory: Memory, user: User, action: str, now: datetime, owner: str | None = None) -> str:
    """"when is the deck due": the due date of the commitment the words name, open ones first;
    with ``owner`` ("when is Leila sending the contract"), theirs when one of theirs fits."""
    tz = zone(user.timezone)
    everything = await _named_by(memory, user, action, now, owner)
    found = commitment_rules.match(action, [c for c in everything if c.is_open])
    if not found and (thing := _ATTENDED.sub("", _APPOINTMENT.sub("", action))) != action and thing:
        # "when do i see the dentist", "when's my dentist appt": the dentist appointment, whatever verb
        # (or none: "dentist thurs 3pm") it was kept under
        found = commitment_rules.match(thing, [c for c in everything if c.is_open])
    if not found and owner is None:  # "when is the plumber coming": the plumber's own visit, named by whom
        who = name_key(re.sub(r"^(?:the|my|our)\s+", "", action, flags=re.IGNORECASE))
        found = [c for c in everything if c.is_open and c.owner != "me" and name_key(c.owner) == who]
    if not found:
        closed = commitment_rules.match(action, [c for c in everything if not c.is_open])
        if closed:
            c = closed[-1]
            return f"{describe_commitment(c).capitalize()} is {c.status.value}; nothing is due."
        return f"I have no commitment matching “{action}”."
    shown, total = shortlist.pick(found, shortlist.CHAT, shortlist.urgency(now))
    lines = []
    for c in shown:
        if c.due is None:
            lines.append(f"{describe_commitment(c)} has no due date.")
            continue
        moved = (
            f" (moved from {describe_due(c.original_due, tz)})"
            if c.original_due is not None and c.original_due != c.due
            else ""
        )
        late = "was due" if commitment_rules.is_overdue(c, now) else "is due"
        lines.append(f"{describe_commitment(c)} {late} {describe_due(c.due, tz)}{moved}.")
    if total > len(shown):
        lines.append(shortlist.more_line(total - len(shown), f"matching “{action}”", shortlist.ALL_OPEN))
    text = "\n".join(lines)
    return text[0].upper() + text[1:]


async def _done_yet(memory: Memory, user: User, action: str, now: datetime, owner: str | None = None) -> str:
    """ "did i call mum yet", "has Raj sent the contract": whether the commitment the words name
    is done, open ones first (a yes/no question, answered yes or not yet, never by storing)."""
    tz = zone(user.timezone)
    everything = await _named_by(memory, user, action, now, owner)
    found = commitment_rules.match(action, [c for c in everything if c.is_open])
    if found:
        lines = []
        for c in found[: shortlist.CHAT]:
            due = f", due {describe_due(c.due, tz)}" if c.due is not None else ""
            late = " (overdue)" if commitment_rules.is_overdue(c, now) else ""
            lines.append(f"Not yet — {describe_commitment(c)} is still open{due}{late}.")
        return "\n".join(lines)
    closed = commitment_rules.match(action, [c for c in everything if not c.is_open])
    if not closed:  # "did i sort the hot water": no to-do, the issue on it
        return await issue_sorted(memory, user, action, now) or f"I have no commitment matching “{action}”."
    c = closed[-1]
    if c.status is CommitmentStatus.COMPLETED:
        return f"Yes — {describe_commitment(c)} is done."
    return f"No — {describe_commitment(c)} was {c.status.value}."


# how one goes to an appointment, said in a when-question: "see the dentist", "have physio",
# "go to the optician" — the appointment itself is kept under its own words ("dentist appt")
_APPOINTMENT = re.compile(r"\s+(?:appointment|appt)s?\.?$", re.I)
_ATTENDED = re.compile(r"^(?:see|have|go\s+to|visit|attend|get\s+to|be\s+at|head\s+to)\s+(?:the\s+|my\s+)?", re.I)


# -- facts ---------------------------------------------------------------------------------


# the nearest attributes that answer a question when the one asked about is unknown, nearest
# first (the answer says which it gives): "where does Zainab live" by her address, "where does
# Tomás work" by his team or his town, "what does Ines do" by her team or employer, "who
# manages Kwame" (asked as who leads him) by his manager
ANSWERED_BY = {
    # "where's the harvest festival": where it is held, as its venue was kept
    "location": ("address", "venue"),
    "employer": ("team", "location"),
    "team": ("employer",),
    "role": ("team", "employer"),
    "owner": ("manager",),
    # where someone works from, asked by the place's kind: "what's Sarah's office" by her town
    "office": ("location",),
    "branch": ("location",),
    "site": ("location",),
    "workplace": ("location",),
    # "what's the latest on the Corvid project": where it stands
    "latest": ("status",),
    "news": ("status",),
    "update": ("status",),
    "progress": ("status",),
    # "what's Nadia's kid called": her daughter or her son, however she named them
    "kid": ("daughter", "son", "child", "children", "kids"),
    "child": ("daughter", "son", "kid", "children", "kids"),
    "kids": ("children", "daughter", "son", "child"),
    "children": ("kids", "daughter", "son", "child"),
    "boy": ("son",),
    "girl": ("daughter",),
    # "who's in flat 4": whoever lives or stays there, however it was said
    "occupant": ("tenant", "tenants", "resident", "residents", "lodger", "patient", "guest", "guests", "occupants"),
}
# attributes recap may keep as a dated to-do ("Mateo's birthday 12 March") rather than a fact
DATED = frozenset({"birthday", "anniversary"})


def _predicates(predicate: str) -> list[str]:
    """The predicate asked about, then the names recap may have stored the same attribute
    under, then the attributes that answer it too (:data:`ANSWERED_BY`)."""
    key = normalize_key(predicate)
    same = [predicate, *sorted(claim_rules.same_predicate(predicate) - {key})]
    named = [f"{p}'s name" for p in (key, *ANSWERED_BY.get(key, ())) if p in KIN_WORDS]  # "… is called Maricel"
    return [*same, *(p for p in [*ANSWERED_BY.get(key, ()), *named] if p not in same)]


async def _known(memory: Memory, user: User, now: datetime, subject: str | None = None) -> list[Claim]:
    key = normalize_key(subject) if subject is not None else None
    return [c for c in await memory.store.claims(user.id, key) if c.observed_at <= now]


async def _about(memory: Memory, user: User, now: datetime, subject: str, predicate: str) -> tuple[str, list[Claim]]:
    """The claims about ``subject`` and the subject as stored. "who owns Acme?" when the fact is
    about "Acme account": with nothing under the name asked, the one stored subject with that
    predicate whose content words hold the question's."""
    claims = await _known(memory, user, now, subject)
    # "mum's number" kept as "my mom's number", "aunt dolores's birthday" as Dolores's
    for spelt in [*kin_spellings(subject), without_kin_title(subject)] if not claims else []:
        claims = await _known(memory, user, now, spelt)
        if claims:
            subject = spelt
            break
    if not claims and subject[-1:].isalpha():  # "jameses": "james address" was read as Jame's
        claims = await _known(memory, user, now, subject + "s")
        subject = subject + "s" if claims else subject
    wanted = content_words(subject)
    if claims or not wanted:
        return subject, claims
    everything = await _known(memory, user, now)
    if (stored := claim_rules.subject_spelt(subject, everything)) is not None:  # "where's tomas based" of Tomás
        return stored, [c for c in everything if c.subject == stored]
    predicates = {normalize_key(p) for p in _predicates(predicate)}
    near = {
        normalize_key(c.subject): c.subject
        for c in everything
        if normalize_key(c.predicate) in predicates and wanted <= content_words(c.subject)
    }
    if len(near) != 1:
        return subject, []
    key, stored = next(iter(near.items()))
    return stored, [c for c in everything if normalize_key(c.subject) == key]


async def _fact(memory: Memory, user: User, question: Question, now: datetime) -> str:
    assert question.subject and question.predicate
    tz = zone(user.timezone)
    asked, claims = await _about(memory, user, now, question.subject, question.predicate)
    if not claims and normalize_key(question.predicate) == "owner" and (bare := without_place(asked)) != asked:
        asked, claims = await _about(memory, user, now, bare, question.predicate)  # "… at the pier": the thing's
    subject = claims[0].subject if claims else question.subject
    ahead_asked = question.at is not None and question.at.start > now  # "who's Kenji reporting to from feb"
    at = (question.at.last_moment if ahead_asked else min(question.at.last_moment, now)) if question.at else now
    view = None
    named = question.predicate
    for predicate in _predicates(question.predicate):
        view = claim_rules.find_view(claims, at, asked, predicate, question.scope, broader=True, tz=tz)
        if view is None and question.scope:
            view = _scoped_view(claims, at, asked, predicate, question.scope, tz)
        if view is not None:
            if normalize_key(predicate) not in claim_rules.same_predicate(question.predicate):
                named = predicate  # answered by another attribute: say which
            break
    if view is None and question.scope is None and (worded := by_value_word(claims, at, asked, named, tz)):
        view, named = worded, worded.predicate  # "what's Sarah's office": her location "Leeds office"
    if view is None and question.scope is None and (headed := by_head_noun(claims, at, asked, named, tz)):
        view, named = headed, headed.predicate  # "what dose is dad on": his "losartan dose"
    if view is None and question.scope is None and (amount := _AMOUNT_HEAD.search(named)) is not None:
        # "what's the catering budget for the Thibodeaux wedding": kept as the wedding's budget (the word before
        # "budget" is not kept, :data:`memory.understanding._facts._AMOUNT_FOR_IS`)
        view = claim_rules.find_view(claims, at, asked, amount["a"], None, broader=True, tz=tz)
        named = amount["a"] if view is not None else named
    what = f"{possessive(subject)} {named}" + (f" for {question.scope}" if question.scope else "")
    when = f" in {question.at.text}" if question.at else ""
    ahead = _first_version(claims, asked, question.predicate, now) if view is None and question.at is None else None
    if view is None and ahead is None and normalize_key(question.predicate) == "owner" and question.at is None:
        led = await _led_by(memory, user, now, question.subject)  # "who runs engineering": by role
        led = led or await doing_it(memory, user, question.subject, now)  # "who's sending the contract"
        if led is not None:
            return led
        views = claim_rules.view_at(await _known(memory, user, now), now, tz=tz)
        if (held := held_as(views, question.subject)) is not None:  # "whose is the grey Prado": Ruslan's car
            said = source(held.claims[0].source.name)
            return f"{possessive(held.subject)} {held.predicate} is {held.value}, per {said}."
    if view is None and question.at is None:
        held = await _held_by(memory, user, now, question.subject, question.predicate)
        if held is not None:  # "Ingrid is Dmitri's manager", asked as "dmitri's boss?"
            return held
        through = await _through_holder(memory, user, now, question)
        if through is not None:  # "my landlord is Mr Okafor" and his number, asked as "my landlord's number"
            return through
        chained = await _through_their(memory, user, now, question)
        if chained is not None:  # "Uche is Dandara's manager" and his number, asked "Dandara's manager's number"
            return chained
        part = await _part_held(memory, user, now, question)
        if part is not None:  # "Brittany's maid of honor is Keisha", asked "what's Keisha's role in Brittany's wedding"
            return part
    if view is None and normalize_key(question.predicate) in DATED and question.at is None:
        dated = await _dated(memory, user, f"{possessive(subject)} {question.predicate}", now)
        if dated is not None:
            return dated
    if view is None and ahead is not None:
        # "when does Aroha start" before her new role begins: the version to come, and when
        return _will_be(ahead, tz)  # "Your rent will be …"
    if view is None and question.at is None and question.scope is None and len(question.predicate.split()) > 1:
        # "the wifi password for the lanai" kept as "the lanai wifi password": the same words split
        # another way between thing and an attribute of two words or more
        phrase = Question("lookup", f"{question.subject} {question.predicate}", None, None, question.text)
        looked = await _lookup(memory, user, phrase, now)
        if looked is not None:
            return looked
    if view is None and question.scope is None and (scoped := _every_scope(claims, at, asked, named, tz)):
        return scoped  # "how does Hana like to be contacted": her preference for quick stuff is all there is
    if view is None and normalize_key(question.predicate) == "occupant":
        lives = await _living_in(memory, user, now, question.subject, tz)
        if lives is not None:  # "Kasia Nowak is the new tenant in flat 3", asked "who's in flat 3"
            return lives
    if view is None and normalize_key(question.predicate) == "role" and question.text.lower().startswith("when"):
        # "when did Davo start" with no role kept, only "Davo started with us on the 3rd": the day itself
        began = claim_rules.find_view(claims, at, asked, "start date", None, broader=True, tz=tz)
        if began is not None:
            return f"{_stated(began)}."
    if view is None and re.search(rf"\b(?:my|our)\s+{re.escape(subject)}['’]", question.text, re.IGNORECASE):
        return f"I don't know your {what}{when}."  # "whats our accountant's email?": said as the user's own
    if view is None:
        return f"I don't know {what}{when}."
    if view.conflicting:
        options = " or ".join(f"{c.value} (per {source(c.source.name)})" for c in view.claims)
        return f"Sources disagree on {what}{when}: {options}."
    claim = view.claims[0]
    began = "from" if ahead_asked else "since"  # "… in feb will be Aiko, from February 2027"
    since = f", {began} {describe_when(view.effective_from, tz, claim.precision)}" if claim.explicit_time else ""
    until = f", until {last_day(view.effective_to, tz)}" if view.effective_to else ""
    verb = "will be" if ahead_asked else "was" if question.at else "is"
    timeless = normalize_key(claim.predicate) in _YEARLY  # a birthday holds for good: no "since when"
    # nor does a one-off day ("Bec's last day is 20 December 2026"): when it holds from says nothing
    one_day = day_kind(claim.predicate)
    hedge = "" if claim.explicit_time or timeless or one_day else " (I don't know since when)"
    value = yearly_date(claim.value) if timeless else claim.value  # "June 3" said as "3 June"
    said = f"{what[0].upper()}{what[1:]}{when} {verb} {value}{since}{until}, per {source(claim.source.name)}{hedge}."
    coming = None if question.at else _next_change(claims, claim, now)
    if coming is not None and _WILL_ASKED.search(question.text):
        # "who will Kenji report to": the version to come first, then what holds till it does
        begins = describe_when(coming.effective_from, tz, coming.precision)
        return (f"{what[0].upper()}{what[1:]} will be {coming.value} from {begins}, per {source(coming.source.name)}; "
                f"until then it is {value}.")
    if coming is not None:  # "rent on 3B is $1,850 … From 1 November 2027 it will be $1,950."
        said += f" From {describe_when(coming.effective_from, tz, coming.precision)} it will be {coming.value}."
    if named == question.predicate and _WHERE.match(question.text):
        said += _told_later(claims, claim, asked, at, tz)
    return said


# a question of what will hold, asked with no day: "who will Kenji report to", "where'll Ana be living"
_WILL_ASKED = re.compile(r"\b(?:will|(?<=\w)['’]ll|going\s+to|gonna)\b", re.IGNORECASE)
# "where does Yusuf work": a workplace is a place as well as an employer
_WHERE = re.compile(r"^\s*(?:where|wheres|where's|whereabouts)\b", re.IGNORECASE)
_PLACE_TOO = {"employer": "location"}


def _told_later(claims: list[Claim], claim: Claim, subject: str, at: datetime, tz: Any) -> str:
    """The place asked for by "where" when recap kept it under the other attribute, said after
    the one answered ("Yusuf works for Deloitte", then "Yusuf moved to KPMG"): the later word
    may be the answer, so it is given too; "" when there is none."""
    other = _PLACE_TOO.get(normalize_key(claim.predicate))
    if other is None:
        return ""
    view = claim_rules.find_view(claims, at, subject, other, None, broader=True, tz=tz)
    if view is None or view.conflicting or not view.claims or view.claims[0].observed_at <= claim.observed_at:
        return ""
    later = view.claims[0]
    return f" Since then you told me {possessive(later.subject)} {other} is {later.value}."


_YEARLY = frozenset({"birthday", "anniversary", "name day"})


def _next_change(claims: list[Claim], current: Claim, now: datetime) -> Claim | None:
    """The first version of ``current``'s fact that takes effect after ``now`` with another
    value: a rent going up next month, a manager starting on Monday."""
    names = claim_rules.same_predicate(current.predicate) | {normalize_key(current.predicate)}
    corrected = _corrected(claims)
    ahead = [
        c
        for c in claims
        if c.id not in corrected and normalize_key(c.subject) == normalize_key(current.subject)
        and normalize_key(c.predicate) in names
        and c.scope == current.scope
        and c.explicit_time
        and c.effective_from > now
        and normalize_key(c.value) != normalize_key(current.value)
    ]
    return min(ahead, key=lambda c: (c.effective_from, c.id)) if ahead else None


def _first_version(claims: list[Claim], subject: str, predicate: str, now: datetime) -> Claim | None:
    """The first dated version of ``subject``'s attribute (or one that answers it) to take
    effect after ``now``, when none holds yet; None when there is none."""
    names = {normalize_key(p) for p in _predicates(predicate)}
    corrected = _corrected(claims)
    ahead = [
        c
        for c in claims
        if c.id not in corrected and normalize_key(c.subject) == normalize_key(subject)
        and normalize_key(c.predicate) in names
        and c.explicit_time
        and c.effective_from > now
    ]
    return min(ahead, key=lambda c: (c.effective_from, c.id)) if ahead else None


def _corrected(claims: list[Claim]) -> set[int]:
    """The claims another one puts right: "actually she starts march 1" leaves no "from 1
    February" to answer with."""
    return {c.corrects for c in claims if c.corrects is not None}


async def _held_by(memory: Memory, user: User, now: datetime, subject: str, predicate: str) -> str | None:
    """ "who is Dmitri's manager" when recap knows it as someone's role ("Ingrid is Dmitri's
    manager"): each person whose current role is the subject's attribute, else None."""
    tz = zone(user.timezone)
    names = {normalize_key(p) for p in _predicates(predicate)}
    owners = {normalize_key(f"{subject}'s"), normalize_key(f"{subject}'"), normalize_key(subject)}
    found = []
    for view in claim_rules.view_at(await _known(memory, user, now), now, tz=tz):
        if normalize_key(view.predicate) != "role" or not view.claims:
            continue
        whose, _, what = normalize_key(view.value).partition(" ")
        mine = normalize_key(subject) == "me" and normalize_key(view.value).removeprefix("my ") in names  # "my GP"
        if (whose in owners and what in names) or mine:
            found.append(f"{view.subject} is {view.value}, per {source(view.claims[0].source.name)}")
    return "; ".join(found) + "." if found else None


# an amount asked with the word that says what it is spent on: "catering budget", "the venue deposit"
_AMOUNT_HEAD = re.compile(r"^\S+(?:\s+\S+)?\s+(?P<a>budget|deposit|allowance|limit|target)$", re.IGNORECASE)
# a role asked of a person, maybe in someone's affair: "role", "role in Brittany's wedding", "part in the play"
_ROLE_IN = re.compile(
    r"^(?:role|part|job|position)(?:\s+(?:in|at|for|on)\s+(?:the\s+)?(?P<whose>.+?)(?:'s|s')?(?:\s+.*)?)?$",
    re.IGNORECASE,
)


async def _part_held(memory: Memory, user: User, now: datetime, question: Question) -> str | None:
    """ "what's Keisha's role in Brittany's wedding" when recap keeps it the other way round, as
    whom Keisha is to Brittany ("Brittany's maid of honor is Keisha"): that attribute, when one
    person's fact alone names her (and is of the one said after "in", when said)."""
    assert question.subject and question.predicate
    m = _ROLE_IN.match(question.predicate.strip())
    if m is None:
        return None
    whose = normalize_key(m["whose"]) if m["whose"] else None
    found = [
        view
        for view in claim_rules.view_at(await _known(memory, user, now), now, tz=zone(user.timezone))
        if view.claims and normalize_key(view.value) == normalize_key(question.subject)
        and normalize_key(view.subject) not in ("me", normalize_key(question.subject))
        and (whose is None or normalize_key(view.subject) == whose)
        and normalize_key(view.predicate) not in ("owner", "name", "location", "preference")
    ]
    if len(found) != 1:
        return None
    view = found[0]
    said = source(view.claims[0].source.name)
    return f"{question.subject} is {possessive(view.subject)} {view.predicate}, per {said}."


_MY = re.compile(r"^(?:my|our|the)\s+", re.IGNORECASE)
_NAMED = re.compile(r"^(?:Mr|Mrs|Ms|Dr)?\.?\s*[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2}$")  # "Ayaan Sharma": a person


async def _through_their(memory: Memory, user: User, now: datetime, question: Question) -> str | None:
    """ "what's Dandara's manager's number" (a predicate of two steps, "manager's number") when
    recap knows who Dandara's manager is and that person's number: the person named, then the
    answer about them; None unless the first step names someone."""
    assert question.subject and question.predicate
    first, _, then = question.predicate.partition("'s ")
    if not then.strip() or not first.strip():
        return None
    asked, claims = await _about(memory, user, now, question.subject, first)
    view = claim_rules.find_view(claims, now, asked, first, None, broader=True, tz=zone(user.timezone))
    if view is None:
        # "what's the number of Lina's deputy" with "Samer is Lina's deputy": the one whose role it is
        return await _through_role(memory, user, now, question, first, then.strip())
    if not _NAMED.match(view.value):
        return None
    lead = f"{possessive(view.subject)} {first} is {view.value}"
    return await _relayed(memory, user, now, replace(question, subject=view.value, predicate=then.strip()), lead)


async def _through_role(
    memory: Memory, user: User, now: datetime, question: Question, role: str, then: str
) -> str | None:
    """The answer about the one person whose role is ``question.subject``'s ``role`` ("Lina's
    deputy"), asked ``then`` of ("number"); None unless exactly one holds it."""
    assert question.subject
    said = normalize_key(f"{possessive(question.subject)} {role}")
    views = claim_rules.view_at(await _known(memory, user, now), now, tz=zone(user.timezone))
    holders = {v.subject for v in views if normalize_key(v.predicate) in ROLE_NAMES and names_role(v.value, said)}
    if len(holders) != 1:
        return None
    holder = holders.pop()
    lead = f"{holder} is {possessive(question.subject)} {role}"
    return await _relayed(memory, user, now, replace(question, subject=holder, predicate=then), lead)


async def _relayed(memory: Memory, user: User, now: datetime, asked: Question, lead: str) -> str:
    """Who a step of a two-step question named (``lead``: "Dandara's manager is Ines"), then the
    answer to ``asked``, the question put to them ("Ines's number")."""
    answered = await _fact(memory, user, asked, now)
    joint = ", but " if answered.startswith("I don't know") else ". "
    return f"{lead}{joint}{answered}"


async def _through_holder(memory: Memory, user: User, now: datetime, question: Question) -> str | None:
    """ "what's my landlord's number" when recap knows who the landlord is ("my landlord is now
    Mr Okafor", "new landlord is called Graham") and that person's number: the holder named, then
    the answer about them; None unless exactly one person holds the role and the answer is known."""
    assert question.subject and question.predicate
    role = normalize_key(_MY.sub("", question.subject))
    views = claim_rules.view_at(await _known(memory, user, now), now, tz=zone(user.timezone))
    holders = {
        view.value
        for view in views
        if (normalize_key(view.subject) == "me" and normalize_key(view.predicate) == role)
        or (normalize_key(view.subject) == role and normalize_key(view.predicate) == "name")
    } | {  # "Otieno is our new accountant", asked "the accountant's email?"
        view.subject for view in views if normalize_key(view.predicate) in ROLE_NAMES and names_role(view.value, role)
    } | {  # "the tenant in flat 9 is Ayaan Sharma", asked "flat 9 tenant's number?"
        view.value
        for view in views
        if view.claims and _NAMED.match(view.value)
        and content_words(f"{view.subject} {view.predicate}") == content_words(role)
    }
    if len(holders) != 1 or normalize_key(holder := holders.pop()) == role:
        return None
    answered = await _fact(memory, user, replace(question, subject=holder), now)
    first = holder.split()[0]
    if answered.startswith("I don't know") and first != holder and _NAMED.match(first):
        known = await _fact(memory, user, replace(question, subject=first), now)  # "Ayaan's phone is …"
        answered = answered if known.startswith("I don't know") else known
    if answered.startswith("I don't know"):  # "Dana is our accountant", nothing of her email: who, and what's unknown
        return f"Your {_MY.sub('', question.subject)} is {holder}, but {answered}"
    return f"Your {_MY.sub('', question.subject)} is {holder}. {answered}"


async def _dated(memory: Memory, user: User, thing: str, now: datetime) -> str | None:
    """ "mateo's bday?" when recap keeps the birthday as a dated to-do: its date, else None."""
    commitments = [c for c in await commitments_of(memory.store, user.id) if c.created_at <= now and c.is_open]
    if not commitment_rules.match(thing, commitments):
        return None
    return await _when_due(memory, user, thing, now)


async def _led_by(memory: Memory, user: User, now: datetime, unit: str) -> str | None:
    """ "who runs engineering" when recap knows it as a role ("Maya is head of engineering"):
    each person whose current role leads the unit (:func:`memory.leaders.leaders`)."""
    views = claim_rules.view_at(await _known(memory, user, now), now, tz=zone(user.timezone))
    found = leaders(unit, views)
    if not found:
        return None
    return "; ".join(f"{v.subject} is {v.value}, per {source(v.claims[0].source.name)}" for v in found) + "."


def _every_scope(claims: list[Claim], at: datetime, subject: str, predicate: str, tz: ZoneInfo) -> str | None:
    """Each scoped version of ``subject``'s ``predicate`` holding at ``at`` ("Hana's preference for
    quick stuff is whatsapp"), asked of with no scope and none held unscoped; else None."""
    wanted = {normalize_key(p) for p in _predicates(predicate)}
    found = [
        v for v in claim_rules.view_at(claims, at, tz=tz)
        if v.scope and normalize_key(v.subject) == normalize_key(subject) and normalize_key(v.predicate) in wanted
    ]
    if not found:
        return None
    said = [f"{possessive(v.subject)} {v.predicate} for {v.scope} is {' / '.join(v.values)}, per "
            f"{source(v.claims[0].source.name)}" for v in found]
    return "; ".join(said) + "."


def _scoped_view(
    claims: list[Claim], at: datetime, subject: str, predicate: str, scope: str, tz: object
) -> claim_rules.ClaimView | None:
    """A scoped fact asked about in other words ("urgent stuff" for "anything urgent"): the
    holding view whose scope shares a content word with the question's; else a preference whose
    value names the thing asked of ("how does Rasha want the receipts": "scanned receipts", kept
    for her expenses)."""
    wanted = content_words(scope)
    held = [
        view
        for view in claim_rules.view_at(claims, at, tz=tz)  # type: ignore[arg-type]
        if normalize_key(view.subject) == normalize_key(subject)
        and normalize_key(view.predicate) == normalize_key(predicate)
    ]
    for view in held:
        if view.scope and wanted & content_words(view.scope):
            return view
    valued = [v for v in held if normalize_key(predicate) == "preference" and wanted <= content_words(v.value)]
    return valued[0] if len(valued) == 1 else None


_AMOUNT = re.compile(r"\d")  # a value that answers "how much": it has a figure
MOST_HOLDERS = 8  # "who's out sick": people named in one answer


async def _lookup(memory: Memory, user: User, question: Question, now: datetime) -> str | None:
    """"what's the wifi password", "staging IP?", "who's the CFO": the current fact whose words
    (subject and attribute; or its value, for "who") cover the phrase. None when none does."""
    assert question.subject
    tz = zone(user.timezone)
    wanted = content_words(question.subject)
    if not wanted:
        return None
    best: tuple[float, claim_rules.ClaimView] | None = None
    also: list[claim_rules.ClaimView] = []  # "who's out sick": every one whose value it is, not the best alone
    known = await _known(memory, user, now)
    views = claim_rules.view_at(known, now, tz=tz)
    for view in views:
        if not view.claims or (question.predicate == "amount" and not _AMOUNT.search(view.value)):
            continue  # "how much is the wifi" asks for a price, never the wifi password
        if question.predicate == "value":  # "who's on the platform team": the value, said with its kind
            words = frozenset().union(content_words(view.predicate), *(content_words(v) for v in view.values))
        else:
            words = content_words(f"{view.subject} {view.predicate} {view.scope or ''}")
        if not wanted <= words:
            continue
        score = len(wanted) / max(len(words), 1)
        if question.predicate == "value" and not view.conflicting:
            also.append(view)
        if best is None or score > best[0]:
            best = (score, view)
    own = [view for view in also if view.subject == "me"] if _asked_own(question) else []
    if own:  # "who's my manager": mine, never Jenna's manager as well
        also, best = own, (1.0, own[0])
    if best is None and question.predicate == "value" and (coming := _to_come(known, wanted, now, tz)):
        return coming  # "who's head of ops" before Kofi starts: who will be, and from when
    if best is None and question.predicate == "value":
        # the thing and the attribute both named: "who's the canteen contractor" (never "who's lena": her birthday)
        held = (
            view for view in views
            if view.claims and wanted <= content_words(f"{view.subject} {view.predicate}")
            and wanted & content_words(view.predicate)
        )
        best = next(((0.0, view) for view in held), None)
    if best is None and question.predicate in (None, "amount", "value") and (ahead := _ahead(known, wanted, now, tz)):
        # "how much is the rent" before the new rent starts, "who's my manager" before Keiko starts:
        # what it will be, and from when
        return ahead
    if best is None:
        worded = None if question.predicate else named_with_value(views, question.subject)
        if worded is None:
            return None
        best = (0.0, worded)  # "Sarah's office?": her location, "Leeds office"
    view = best[1]
    if view.conflicting:
        what = f"{possessive(view.subject)} {view.predicate}" + (f" for {view.scope}" if view.scope else "")
        options = " or ".join(f"{c.value} (per {source(c.source.name)})" for c in view.claims)
        return f"Sources disagree on {what}: {options}."
    return "; ".join(_stated(v) for v in (also if len(also) > 1 else [view])[:MOST_HOLDERS]) + "."


def _asked_own(question: Question) -> bool:
    """Whether a lookup asks for the user's own ("who's my manager"), said with "my" before its phrase."""
    said = rf"\bmy\s+{re.escape(question.subject or '')}\b"
    return bool(question.subject) and re.search(said, question.text, re.IGNORECASE) is not None


def _to_come(claims: list[Claim], wanted: frozenset[str], now: datetime, tz: ZoneInfo) -> str | None:
    """Whoever will hold the value asked about, from a day to come ("Kofi will be head of ops from
    7 December 2026"), when no one holds it now: each fact that takes effect later, as it will stand
    then (one corrected or replaced before its day is no answer)."""
    said = []
    for claim, _ in to_come(claims, now, tz):
        if wanted <= content_words(claim.value):
            when = describe_when(claim.effective_from, tz, claim.precision)
            per = source(claim.source.name)
            said.append(f"{claim.subject} will be {claim.value} from {when} ({claim.predicate}, per {per})")
    return "; ".join(said[:MOST_HOLDERS]) + "." if said else None


def _ahead(claims: list[Claim], wanted: frozenset[str], now: datetime, tz: ZoneInfo) -> str | None:
    """The fact whose subject and attribute the words asked name, when it only takes effect later
    ("your rent will be 1450 from January 2027"): the first such version still standing on its day."""
    for claim, _ in to_come(claims, now, tz):
        if wanted <= content_words(f"{claim.subject} {claim.predicate}"):
            return _will_be(claim, tz)
    return None


def _will_be(claim: Claim, tz: ZoneInfo) -> str:
    """A fact that only takes effect later, from when and, when it ends, until when: "Ana's status
    will be on leave from 20 December 2026 until 4 January 2027" (asked "when is Ana back")."""
    when = describe_when(claim.effective_from, tz, claim.precision)
    until = f" until {last_day(claim.effective_to, tz)}" if claim.effective_to is not None else ""
    said = f"{possessive(claim.subject)} {claim.predicate} will be {claim.value} from {when}{until}"
    return f"{said[0].upper()}{said[1:]}, per {source(claim.source.name)}."


async def _away(memory: Memory, user: User, question: Question, now: datetime) -> str:
    """ "who's out this week", "who's off": each person whose status says they are away at some
    time in the window asked (now, when none), with until when, or from when when it starts later."""
    tz = zone(user.timezone)
    start, end = (question.at.start, question.at.end) if question.at is not None else (now, now)
    statuses = [c for c in await _known(memory, user, now) if normalize_key(c.predicate) == "status"]
    first = now if start <= now < end else start
    instants = sorted({first, *(c.effective_from for c in statuses if first < c.effective_from < end)})
    lines: dict[str, str] = {}
    for instant in instants:
        for view in claim_rules.view_at(statuses, instant, tz=tz):
            if view.subject in lines or view.conflicting or not AWAY_STATUS.search(view.value):
                continue
            when = f" from {describe_when(view.effective_from, tz, Precision.DAY)}" if view.effective_from > now else ""
            # "OOO til the 14th", then "back early on the 11th": away until the status after it starts
            after = [c.effective_from for c in statuses if c.subject == view.subject and c.effective_from > instant]
            ends = [end for end in (view.effective_to, min(after, default=None)) if end is not None]
            until = f" until {last_day(min(ends), tz)}" if ends else ""
            if when and until and when == f" from {last_day(min(ends), tz)}":
                when, until = f" on {last_day(min(ends), tz)}", ""  # "Priya is out tuesday": that one day
            who = "you" if view.subject.lower() in ("me", "i") else view.subject  # the user's own time off
            lines[view.subject] = f"• {who} — {view.value}{when}{until}"
    if not lines:
        return f"No one is out{f' {question.at.text}' if question.at else ''}, as far as I know."
    return "\n".join(lines.values())


async def _living_in(memory: Memory, user: User, now: datetime, home: str, tz: ZoneInfo) -> str | None:
    """Who holds a role in ``home`` ("tenant in flat 3", "resident in room 4"): kept as that person's
    role, as "Kasia is the new tenant in flat 3" says it; None when no one's role names it."""
    said = re.compile(rf"\b(?:in|at|of)\s+(?:the\s+)?{re.escape(home)}$", re.IGNORECASE)
    roles = [c for c in await _known(memory, user, now) if normalize_key(c.predicate) == "role"]
    holders = {
        view.subject: view for c in roles if said.search(c.value)
        if (view := claim_rules.find_view(roles, now, c.subject, "role", None, tz=tz)) is not None
        and said.search(view.value)
    }
    return "; ".join(_stated(v) for v in holders.values()) + "." if holders else None


def _stated(view: claim_rules.ClaimView) -> str:
    """ "Lena's status is out sick, per your message": one fact as an answer states it."""
    what = f"{possessive(view.subject)} {view.predicate}" + (f" for {view.scope}" if view.scope else "")
    return f"{what[0].upper()}{what[1:]} is {view.value}, per {source(view.claims[0].source.name)}"


async def _previous(memory: Memory, user: User, question: Question, now: datetime) -> str:
    """"what was it before" / "and before that?": the version before the current one of the
    fact the conversation last asked about or stated, one step further back per repeat."""
    tz = zone(user.timezone)
    # "what was aiko's role before the promotion": the fact named in the question itself
    named, words = await _said_target(memory, user, now, question)
    target, steps = (named, 1) if named else await _conversation_fact(memory, user, question, now)
    # "what was the rent before" asked while talking of Yuki's move: the rent's, unless the fact the
    # conversation is on is one the words name ("what was the number before" of Lee's phone)
    on_it = target is not None and words is not None and _names_attribute(words, target)
    if words and not on_it:
        target, steps = await _worded_fact(memory, user, now, words), 1
        if target is None:
            return f"I know no earlier {words}."
    if target is None:
        return "Before what? Ask e.g. “what was Maya's role before?”."
    subject, predicate = target
    claims = await _known(memory, user, now, subject)
    chain: list[Claim] = []
    for predicate_name in _predicates(predicate):
        picked = claim_rules.history(claims, now, predicate=predicate_name, tz=tz)
        chain = [c for c, status in picked if status is not ClaimStatus.CORRECTED and c.effective_from <= now]
        if chain:
            predicate = predicate_name
            break
    values: list[Claim] = []
    for claim in chain:  # one entry per change of value
        if not values or normalize_key(values[-1].value) != normalize_key(claim.value):
            values.append(claim)
    what = f"{possessive(claims[0].subject if claims else subject)} {predicate}"
    if not values:
        return f"I don't know {what}."
    if question.scope and named:  # "what was Ishan's role before COO": the version before that one
        held = [i for i, claim in enumerate(values) if normalize_key(claim.value) == normalize_key(question.scope)]
        if not held:
            return f"I don't know {what} as {question.scope}."
        steps = len(values) - held[-1]
    if steps >= len(values):
        return f"I know no value of {what} before {values[0].value}."
    earlier, later = values[-1 - steps], values[-steps]
    since = f" from {describe_when(earlier.effective_from, tz, earlier.precision)}" if earlier.explicit_time else ""
    return f"Before {later.value}, {what} was {earlier.value}{since}, per {source(earlier.source.name)}."


def _names_attribute(words: str, target: tuple[str, str]) -> bool:
    """Whether ``words`` ("number", "lee's phone", "password") name the fact ``target``: its words
    hold them, or they are another name of its attribute."""
    asked = predicate_of(words) or words
    return content_words(words) <= content_words(" ".join(target)) or target[1] in _predicates(asked)


async def _said_target(
    memory: Memory, user: User, now: datetime, question: Question
) -> tuple[tuple[str, str] | None, str | None]:
    """What a "before" question names itself: the (subject, predicate) of "what was aiko's role
    before", or the words of "what was the rent before" ("rent") for :func:`_worded_fact`."""
    named = (question.subject, question.predicate) if question.subject and question.predicate else None
    words = question.predicate if not question.subject else None
    if named and not await _known(memory, user, now, named[0]):
        # "what were subs before": no one recap knows, so a fact its words name, else the one the conversation is on
        named, words = None, question.subject
    return named, words


async def _worded_fact(memory: Memory, user: User, now: datetime, words: str) -> tuple[str, str] | None:
    """The (subject, predicate) of the fact whose subject and attribute words hold ``words`` ("rent":
    my rent; "wifi password": the wifi's password), the closest fit; None when none does."""
    wanted = content_words(words)
    best: tuple[float, str, str] | None = None
    for view in claim_rules.view_at(await _known(memory, user, now), now, tz=zone(user.timezone)):
        have = content_words(f"{view.subject} {view.predicate} {view.scope or ''}")
        if view.claims and wanted and wanted <= have and (best is None or len(wanted) / len(have) > best[0]):
            best = (len(wanted) / len(have), view.subject, view.predicate)
    return (best[1], best[2]) if best else None


async def _conversation_fact(
    memory: Memory, user: User, question: Question, now: datetime
) -> tuple[tuple[str, str] | None, int]:
    """The (subject, predicate) the recent messages last asked about or stated, and how many
    versions back this question goes (each earlier "and before that?" is one more)."""
    tz = zone(user.timezone)
    steps = 1
    events = await memory.store.events(user.id, kinds=[EventKind.MESSAGE], since=now - PREVIOUS_LOOKBACK)
    for intent in intents_before(events, question, now, tz):
        if isinstance(intent, Question) and intent.kind == "previous":
            # "what was the rent before" … "and before that?": the rent's, one more step back
            named, words = await _said_target(memory, user, now, intent)
            said = named or (await _worded_fact(memory, user, now, words) if words else None)
            if said is not None:
                return said, steps + 1
            steps += 0 if named or words else 1  # one that named a fact recap lacks is no step back
        elif _names_fact(intent):
            assert isinstance(intent, Question | StateClaim | CorrectValue)
            return (intent.subject or "", intent.predicate or ""), steps
    return None, steps


def _names_fact(intent: object) -> bool:
    """A fact question, a stated fact or a corrected one: what "before" may refer to."""
    if isinstance(intent, Question):
        return intent.kind == "fact" and bool(intent.subject and intent.predicate)
    return isinstance(intent, StateClaim | CorrectValue) and bool(intent.subject and intent.predicate)


# -- issues --------------------------------------------------------------------------------


def _todo_done(memory: Memory, user: User, now: datetime) -> DoneYet:
    """ "boiler sorted?" with no issue on the boiler: whether a to-do naming it is done, or
    None when no to-do names it."""

    async def done_yet(topic: str) -> str | None:
        everything = await _named_by(memory, user, topic, now, None)
        return await _done_yet(memory, user, topic, now) if commitment_rules.match(topic, everything) else None

    return done_yet


async def _open_issues(memory: Memory, user: User, now: datetime) -> str:
    tz = zone(user.timezone)
    episodes = [e for e in await memory.store.episodes(user.id) if e.opened_at <= now]
    still = [e for e in episodes if e.resolved_at is None or e.resolved_at > now]
    if not still:
        return "No open issues."
    shown, total = shortlist.pick(still, shortlist.CHAT, shortlist.latest_opened)
    shown.sort(key=lambda e: (e.opened_at, e.id))
    lines = [f"• {placed_topic(e.topic, e.detail)} — open since {local_time_text(e.opened_at, tz)}" for e in shown]
    if total > len(shown):
        lines.append(shortlist.more_line(total - len(shown), "open issues, opened earlier", "/export holds every one"))
    return "\n".join(["Open issues:", *lines])


def _title(name: str) -> str:
    """A name as shown: "maya" as "Maya"; someone known by their job ("the broker") as said."""
    if any(ch.isupper() for ch in name) or name == "me" or name.startswith("the "):
        return name
    return name.title()
