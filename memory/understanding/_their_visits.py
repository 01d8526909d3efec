"""Someone else's visit or delivery, with its date: "the electrician is coming tues at 8",
"landlord called, he's coming wed at 10", "Ama's popping round sat morning", "the courier is
delivering the sofa friday".

The date is theirs: a commitment owned by the one who comes (never the user's to-do, and
never dropped as news), so the briefing of that day shows who is due and when. "He"/"she"/
"they" is the one the clause before named, by name or by role ("rang the plumber, he's coming
at 4"); with no one named before, nothing is read here and the never-silent net asks.

Said as a diary note with no "is" ("boiler guy coming monday 8am", "gas man coming thurs"),
the one coming must plainly be a caller: a role ("electrician"), or "<thing> guy/man/lady/
people"; a bare name or a thing ("long weekend coming up") is not read so.

Only a whole date after the verb (and what the visit is for): "coming to fix the boiler on
the 3rd"; "she's coming round later" says no date and is left alone. Written by hand: a closed
list of arrival verbs, read with the reader's own date spans.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import day_first, visit_deed
from memory.understanding._lifecycle import _read_date
from memory.understanding._lifecycle_others import _ROLES, _actor
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._referents import only_name
from memory.understanding.intents import Intent, NewCommitment
from memory.understanding.timex import find_spans

_COMING = gated(re.compile(
    r"^(?P<p>.+?)(?:\s+is|'s|\s+are|'re|\s+will\s+be|'ll\s+be)\s+(?:(?:also|finally|now|def|definitely)\s+)?"
    r"(?P<v>(?:coming|popping|dropping|stopping|swinging)(?:\s+(?:round|around|over|in|by|back|out))?"
    r"|arriving|visiting|delivering|turning\s+up|showing\s+up)\b(?P<rest>.*)$",
    _I,
))
# a trade said by what it works on, with no auxiliary ("boiler guy coming monday 8am", "gas man
# coming thurs", "the aircon technician arriving at 2"): diary shorthand for a visit, read only
# when the one coming is plainly a caller (a role word, or "<thing> guy/man/lady/people")
_CALLER = (
    r"(?:the\s+|my\s+|our\s+|an?\s+)?(?P<c>(?:[a-z][\w-]*\s+){0,2}(?:" + _ROLES + r"|techs?)"
    r"|[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:guy|guys|man|men|lady|ladies|woman|bloke|person|people|folks|crew))"
)
_CALLER_ALONE = re.compile(_CALLER + r"$", _I)
_COMING_BARE = gated(re.compile(
    r"^" + _CALLER + r"\s+(?P<v>(?:coming|popping|dropping|stopping|swinging)"
    r"(?:\s+(?:round|around|over|in|by|back|out))?|arriving|visiting|delivering|turning\s+up|showing\s+up)\b(?P<rest>.*)$",
    _I,
))
_BASE = {"coming": "come", "popping": "pop", "dropping": "drop", "stopping": "stop", "swinging": "swing",
         "arriving": "arrive", "visiting": "visit", "delivering": "deliver", "turning": "turn",
         "showing": "show"}  # fmt: skip
# the visit said with "will": "a plumber will come friday" is "a plumber is coming friday"; the day
# they can come, offered and told ("plumber can come wed between 10 and 2"), is the day they come
_WILL = re.compile(
    r"(?:\s+will|'ll|\s+can)\s+(?P<v>" + "|".join(_BASE.values()) + r")\b(?!\s+(?:to|and|if|unless|or)\b)", _I
)
# said as the plan it is, in the simple present: "the sterilizer tech comes next tues at 9", "Nan
# arrives fri" read as "is coming", "is arriving"
_PRESENT = re.compile(r"(?<=\w)\s+(?P<v>" + "|".join(f"{base}s" for base in _BASE.values()) + r")\b(?!\s+and\b)", _I)
_VISIT = frozenset({"coming", "popping", "dropping", "stopping", "swinging", "turning", "showing", "visiting"})
_ING = {base: ing for ing, base in _BASE.items()}
# the caller said with what they come for: "the electrician for the coc", "the guy from Telkom"
_FOR_WHAT = re.compile(r"^(?P<who>.+?)\s+(?P<why>(?:for|about|re)\s+.+)$", _I)
_PRONOUN = re.compile(r"^(?:he|she|they)$", _I)
_ROLE_SAID = re.compile(r"\b(?:the\s+|my\s+|our\s+)?(?P<r>" + _ROLES + r")\b", _I)
_PURPOSE = re.compile(r"^to\s+\S", _I)
_CONNECTOR = re.compile(r"(?:^|\s+)(?:for|on|at|by)$", _I)  # "coming for christmas": the date's own word


def _caller_named(caller: str) -> str:
    """The caller in lower case, a department's capitals kept ("IT", "HR": never "it", a pronoun)."""
    return " ".join(w if w.isupper() and len(w) <= _ACRONYM_LETTERS else w.lower() for w in caller.split())


_ACRONYM_LETTERS = 4


def their_visit(s: str, ctx: _Ctx, before: list[str] | None = None) -> list[Intent] | None:
    """ "the electrician is coming tues at 8": the visit, theirs, due then; None when ``s`` is
    no visit with a date, or says "he"/"she" of no one the clauses ``before`` it name."""
    willed = _WILL.search(s)  # "a plumber will come friday": its visit, the verb kept as said ("come")
    s = _WILL.sub(lambda w: f" is {_ING[w['v'].lower()]}", s, count=1)
    s = _PRESENT.sub(lambda w: f" is {_ING[w['v'].lower()[:-1]]}", s, count=1)
    m = _COMING.match(s.strip(" .!"))
    bare = _COMING_BARE.match(s.strip(" .!")) if m is None else None
    if m is None and bare is None:
        return None
    if m is not None and day_first(m["p"], ctx):
        return None  # "sat the plumber's coming at 10": the day said first, read with it last (._date_said_first)
    who = _caller_named(bare["c"]) if bare is not None else _doer(m["p"].strip(), ctx, before or [])
    if who is None and m is not None and (caller := _CALLER_ALONE.match(m["p"].strip())):
        who = _caller_named(caller["c"])  # "the cable guy is coming tuesday at 1": a caller, said with "is"
    why = _FOR_WHAT.match(m["p"].strip()) if who is None and m is not None else None
    if why is not None and (caller := _CALLER_ALONE.match(why["who"])):
        who = _caller_named(caller["c"])  # "the electrician for the coc is coming thurs 8am": his visit, for the coc
    m = m or bare
    rest = m["rest"].strip()
    spans = [span for span in find_spans(rest, now=ctx.now, tz=ctx.tz) if span.spec is not None]
    after = rest[spans[-1].end :].strip(" ,.!") if spans else ""
    if who is None or not spans or (after and not _PURPOSE.match(after)):
        return None  # the date closes the clause, or what it is for: "coming fri at 9 to fix the boiler"
    what = _CONNECTOR.sub("", rest[: spans[0].start].strip(" ,")) or after
    due = _read_date(rest[spans[0].start : spans[-1].end], ctx)
    if due is None and len(spans) == 1:
        due = spans[0].spec  # "mon between 8 and 12", "tomorrow from 2 to 4": a window, due at its start
    if due is None or due.end <= ctx.now or (what and not _PURPOSE.match(what) and m["v"].split()[0] in _VISIT):
        return None
    verb = m["v"].split()[0].lower()
    action = "visit" if verb in _VISIT and not what else " ".join([_BASE[verb], *m["v"].split()[1:], what]).strip()
    action = f"{action} {why['why']}" if why is not None and action == "visit" else action
    action = visit_deed(action)  # "Bongani is coming monday to look at it": the visit is for looking at it
    action = willed["v"].lower() if willed and action == "visit" else action
    return [NewCommitment(action=action, owner=who, counterparty=None, due=due)]


def _doer(words: str, ctx: _Ctx, before: list[str]) -> str | None:
    """Who ``words`` name; for "he"/"she"/"they", the one person or role the clause before named."""
    if not _PRONOUN.match(words):
        return _actor(words, ctx, capitalised=True)
    if not before:
        return None
    roles = {r.lower() for r in _ROLE_SAID.findall(before[-1])}
    name = only_name([before[-1]])
    if name and not roles:
        return name
    return roles.pop() if len(roles) == 1 and not name else None
