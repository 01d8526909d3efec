"""One person's place taken by another: a leaving and who follows ("Dr Halvorsen is retiring at
the end of the year, Dr Obi takes over the practice"), or a role said of someone else now ("Ms
Pham isn't head of year 8 any more, Mr Boateng is").

- A leaving to come holds once its day is over when that day is the end of a period ("at the
  end of the year": retired from 1 January), from the day itself otherwise ("on friday").
- Who takes over after a leaving, with no date of their own, takes over on the leaving's date;
  so does where the leaver goes next ("…, joining figma": their employer from then).
- "<A> isn't <role> any more, <B> is", "our groundsman Pete retired, it's Sione now": B's role,
  the words left out being A's; A's own next role is unsaid, so nothing is kept about A (never
  a to-do of A's cancelled).

- "<A>'s stepping down as <role>, <B> takes over in jan": B's role, from when B takes it.
- "<A>'s leaving end of month, <B> takes over his accounts": what was A's ("his accounts" is
  A's accounts) is B's, from the leaving's date.
- "<A>'s leaving end of month", leaving nothing named: A has left from then when the words can
  only mean a job (quitting or retiring, a period's end or a month, a handover after it); a
  leaving on a day ("Mia leaves on friday") may be a trip, so recap asks instead of keeping it.

Hand-written: three shapes over the fact readers.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta

from memory.model import Precision
from memory.understanding._kin import KIN_WORDS
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding.intents import Intent, StateClaim, Unclear
from memory.understanding.timex import DateSpec

# a leaving to come, as the status it leaves: "is retiring in March" is retired from March
LEFT = {"retires": "retired", "retiring": "retired", "retire": "retired", "leaves": "left", "leaving": "left",
        "leave": "left", "quits": "quit", "quitting": "quit"}  # fmt: skip
_END_OF = re.compile(r"\b(?:end|close)\s+of\b", _I)
Read = Callable[..., list[Intent]]


def after_end(spec: DateSpec | None, ctx: _Ctx) -> DateSpec | None:
    """The day after a period's end ("the end of the year" → 1 January), for a leaving that
    happens then; any other date as it is."""
    if spec is None or not _END_OF.search(spec.text):
        return spec
    start = spec.end
    end = (start.astimezone(ctx.tz) + timedelta(days=1)).astimezone(start.tzinfo)
    return replace(spec, start=start, end=end)


# where the one leaving goes next, said with no subject: "…, joining figma", "…, then starting at Arup"
_JOINS_NEXT = re.compile(
    r"^(?:and\s+|then\s+|and\s+then\s+)?(?:(?:he|she|they)(?:'s|'re|\s+is|\s+are)\s+)?"
    r"(?:joining|starting\s+(?:at|with)|going\s+over\s+to)\s+(?P<org>\S.*)$",
    _I,
)


# the same said after "and" in the leaving's own clause: "leaving Acme at the end of March and joining Arup"
_AND_JOINS = re.compile(
    r"\s+(?:and\s+(?:then\s+)?|then\s+)(?=(?:joining|starting\s+(?:at|with)|going\s+over\s+to)\s)", _I
)


def next_job_apart(rest: str, detail: str) -> tuple[str, str]:
    """The words of a leaving and its detail, with where the leaver goes next said after "and"
    moved from the one to the other ("Acme at the end of March and joining Arup")."""
    m = _AND_JOINS.search(rest)
    if m is None or detail.strip():
        return rest, detail
    return rest[: m.start()], rest[m.end() :]


def succeeded(gone: StateClaim, detail: str, ctx: _Ctx, read: Read) -> list[StateClaim]:
    """Who takes over after ``gone`` leaves, said after the comma: their fact from the same date
    when they give none ("…, Dr Obi takes over the practice"); nothing when the detail says no fact."""
    if not detail.strip():
        return []
    joins = _JOINS_NEXT.match(detail.strip(" .!"))
    if joins is not None:  # "ana's leaving stripe end of jan, joining figma": where the leaver goes, from then
        said = read(f"{gone.subject} is joining {joins['org']}", ctx)
        return [replace(i, effective=gone.effective, explicit_now=False)
                for i in said if isinstance(i, StateClaim) and i.predicate == "employer" and i.effective is None]
    found = read(detail.strip(), ctx)
    if not found or not all(isinstance(i, StateClaim) and i.subject != gone.subject for i in found):
        return []
    return [
        replace(i, effective=gone.effective, explicit_now=False) if i.effective is None else i
        for i in found
        if isinstance(i, StateClaim)
    ]


# "his accounts", "her clients", "their patch": what the one leaving had, named by a pronoun
_THEIRS = re.compile(r"^(?:his|her|their)\s+(?=\S)", _I)


def handed_over(leaver: str, effective: DateSpec | None, detail: str, ctx: _Ctx, read: Read) -> list[StateClaim]:
    """ "Ravi's leaving end of month, Chloe takes over his accounts": what the one leaving had
    ("his accounts": Ravi's accounts), now owned by who takes over, from the leaving's date.
    Nothing when the detail hands over nothing of theirs."""
    if not detail.strip() or not re.search(r"\b(?:his|her|their)\s", detail, _I):
        return []
    found = read(detail.strip(), ctx)
    taken = [i for i in found if isinstance(i, StateClaim) and i.predicate == "owner" and _THEIRS.match(i.subject)]
    if not taken or len(taken) != len(found):
        return []
    return [
        replace(i, subject=f"{leaver}'s {_THEIRS.sub('', i.subject)}", effective=i.effective or effective,
                explicit_now=i.explicit_now and effective is None)
        for i in taken
    ]


def left_job(leaver: str, verb: str, spec: DateSpec, detail: str, ctx: _Ctx, read: Read) -> list[Intent]:
    """ "Tomasz is leaving end of month" (nothing named that is left): Tomasz's status, left from
    the day after; with a handover after it, what passes to whom as well. Asked when the words may
    mean a trip: a plain leaving on a day, or someone not named by a name ("mum's leaving on the 3rd")."""
    status = LEFT[verb.lower()]
    gone = StateClaim(leaver, "status", status, effective=after_end(spec, ctx))
    handover = handed_over(leaver, gone.effective, detail, ctx, read)
    if not handover and re.search(r"\b(?:he|she|they|his|her|their)\b", detail, _I):
        return []  # "Jess is leaving end of month, her last day's the 30th": the detail says more of them
    coarse = spec.precision in (Precision.MONTH, Precision.YEAR)
    for_good = status != "left" or handover or _END_OF.search(spec.text) or coarse
    named = leaver[:1].isupper() or (ctx.lowercase and _person(leaver, ctx) == leaver and leaver not in KIN_WORDS)
    if for_good and named:  # ("mum's leaving end of month" may be a visit ending: asked)
        return [gone, *handover]
    return [Unclear(
        question=f"Is {leaver} leaving for good (“{spec.text}”), or only going away? If it's for good, say"
        f" “{leaver} leaves the company {spec.text}”.",
        text=spec.text,
    )]


_NO_LONGER = re.compile(
    r"^(?P<a>[\w\-.' ]{1,40}?)\s*(?:\s+is\s+not|\s+isn't|'s\s+not|\s+is\s+no\s+longer|'s\s+no\s+longer|\s+no\s+longer"
    r"\s+is|\s+ain't)\s+(?:the\s+)?(?P<r>[^,;]+?)(?:\s+any\s*more)?\s*(?:,|;|\s[-–—])\s*(?:but\s+|now\s+)?"
    r"(?P<b>[\w\-.' ]{1,40}?)(?:\s+is|'s)(?:\s+now|\s+instead)*[\s.!]*$",
    _I,
)


# "our groundsman Pete retired, it's Sione now": the one who left named with the role, then who has it
_GONE_THEN = re.compile(
    r"^(?P<w>our|my|the)\s+(?P<r>[a-z]+(?:\s+[a-z]+)?)\s+(?P<a>[A-ZÀ-Ý][\w\-]*(?:\s+[A-ZÀ-Ý][\w\-]*)?)\s+"
    r"(?:has\s+|'s\s+|just\s+)?(?:retired|left|quit|moved\s+on|stepped\s+down|resigned)\s*(?:,|;|\s[-–—])\s*"
    r"(?:and\s+|so\s+)?(?:now\s+)?(?:it's|it\s+is|its)\s+(?P<b>[\w\-.' ]{1,40}?)(?:\s+now|\s+instead)*[\s.!]*$",
)


# "Pete's stepping down as chair, Lou takes over in jan", "Dr Ng retires as head of dept at
# Easter and Ms Ruiz steps in": a role given up, then who takes it up (and when)
_STEPS_DOWN = re.compile(
    r"^(?P<a>[\w\-.' ]{1,40}?)(?:'s|\s+is|\s+will\s+be|\s+has)?\s+(?:stepping|standing|stepped|stood|steps|stands"
    r"|retiring|retires|retired|leaving|leaves|left|quitting|quits|quit|resigning|resigned|resigns)"
    r"(?:\s+down)?\s+as\s+(?:the\s+|our\s+)?(?P<r>[^,;]+?)\s*(?:,|;|\s[-–—]|\s+and)\s*(?:so\s+)?"
    r"(?P<b>[\w\-.' ]{1,40}?)\s+(?:takes\s+over|is\s+taking\s+over|'s\s+taking\s+over|will\s+take\s+over"
    r"|'ll\s+take\s+over|took\s+over|has\s+taken\s+over|steps\s+in|is\s+stepping\s+in|'s\s+stepping\s+in"
    r"|stepped\s+in|steps\s+up|is\s+stepping\s+up|stepped\s+up)(?P<when>\s+.+?)?[\s.!]*$",
    _I,
)


def taken_role(text: str, ctx: _Ctx, read: Read) -> list[Intent] | None:
    """B's role in "<A> isn't <role> any more, <B> is", "our <role> <A> retired, it's <B>
    now" or "<A>'s stepping down as <role>, <B> takes over [when]", or None when the sentence
    is no such pair."""
    down = _STEPS_DOWN.match(text.strip())
    if down is not None and down["a"].strip().lower() != down["b"].strip().lower():
        when = (down["when"] or "").strip()
        found = read(f"{down['b'].strip()} is {down['r'].strip()} {when or 'now'}", ctx)
        if len(found) == 1 and isinstance(found[0], StateClaim) and found[0].predicate == "role":
            return found
    m = _NO_LONGER.match(text.strip()) or _GONE_THEN.match(text.strip())
    if m is None or m["a"].strip().lower() == m["b"].strip().lower():
        return None
    role = f"{m['w']} {m['r']}" if "w" in m.groupdict() else m["r"].strip()
    found = read(f"{m['b'].strip()} is {role} now", ctx)
    if len(found) != 1 or not isinstance(found[0], StateClaim) or found[0].predicate != "role":
        return None
    return found
