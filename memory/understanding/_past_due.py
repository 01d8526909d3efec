"""Past-due setups: a commitment the user is already behind on, said with the date it was due.

- "<thing> was due <date>", optionally followed by a not-done tail ("and I haven't filed it",
  ", still haven't", "but it's not done yet"): the thing is due <date>; a verb in the tail names
  the action ("filed" -> "file the VAT return"), a generic one ("done", "started") does not;
- "I (still) owe <someone> <thing>", "I (still) haven't <done> <thing>", "I still need to <do>",
  then "it was due <date>" after a comma, a dash, "and" or "but": that to-do, due <date>;
- "I was supposed to <do> by <date>" / "<Name> was meant to <do> <date>", optionally with a
  not-done tail: that to-do, due <date>; with no subject ("was supposed to send Ines the contract
  yesterday, still havent") only with the tail.

Dates lean to the past ("was due Friday" is the Friday gone). The forms span commas, so they are
tried on the whole sentence.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._commitment_intro import _todo
from memory.understanding._phrases import _I, _Ctx, _date_after, _person, _phrase, _plausible
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment
from memory.understanding.timex import DateSpec
from memory.words import IRREGULAR

# "haven't done it", "have not filed them yet", "didn't", ", still not done", "not sent yet"
_NOT_DONE = re.compile(
    r"^(?:(?:and|but|yet)\s+)?(?:(?:i|we)\s+)?(?:still\s+)?(?:haven't|havent|have\s+not|hadn't|didn't|did\s+not"
    r"|never)(?:\s+(?:even\s+)?(?P<v>[a-z]+))?(?:\s+(?:it|them|that|this|one))?(?:\s+(?:yet|either))?"
    r"|^(?:(?:and|but)\s+)?(?:(?:it's|it\s+is|it's\s+still|it\s+is\s+still|still)\s+)?not\s+(?:done|finished|sent"
    r"|submitted|filed|paid|started)(?:\s+yet)?"
    r"|^(?:(?:and|but)\s+)?(?:it's\s+|it\s+is\s+)?still\s+(?:pending|outstanding|open|sitting\s+there)$",
    _I,
)
_CUT = re.compile(r"\s*[,;]\s*|\s+[-–—]+\s+|\s+(?=(?:and|but)\s)", _I)
_WAS_DUE = re.compile(
    r"^(?P<t>.+?)\s+(?:was|were)\s+(?:(?:already|originally|actually|technically)\s+)?due\s+(?:on\s+|by\s+)?"
    r"(?P<rest>.+)$",
    _I,
)
_DUE_CLAUSE = re.compile(
    r"^(?:(?:and|but|which|that)\s+)?(?:(?:it|that|this|they)\s*(?:'s\s+been|'s|\s+was|\s+were)\s+|was\s+)?"
    r"(?:already\s+|actually\s+)?(?:over)?due\s+(?:on\s+|by\s+)?(?P<d>.+)$",
    _I,
)
_OWE = re.compile(r"^(?:i\s+)?(?:still\s+|also\s+)*owe\s+(?P<rest>.+)$", _I)
_HAVENT = re.compile(
    r"^(?:i\s+)?(?:still\s+)?(?:haven't|havent|have\s+not)\s+(?:yet\s+)?(?P<v>[a-z]+)\s+(?P<rest>.+?)(?:\s+yet)?$",
    _I,
)
_STILL_NEED = re.compile(r"^(?:i\s+)?still\s+(?:need|have|got)\s+to\s+(?P<rest>.+)$", _I)
# the subject may be left out, as in "was supposed to send Ines the contract yesterday": the user
_SUPPOSED = re.compile(
    r"^(?:(?P<p>i|[A-Za-z][\w\-]*(?:\s+[A-Z][\w\-]*)?)\s+)?(?:was|were)\s+(?:supposed|meant)\s+to\s+(?P<rest>.+)$",
    _I,
)
# what the weather or a state does, never a to-do of the user's
_NO_DEED = frozenset({"rain", "snow", "hail", "pour", "be", "happen", "clear", "warm", "cool"})
_SUBJECT_NOT = re.compile(r"^(?:it|that|this|they|which|what|who|he|she|there|i|we|you)$", _I)
_DEADLINE = r"by|before|on|due(?:\s+on|\s+by)?"
# verbs that say only that the work is not done, not what the work is
_GENERIC = {"do", "done", "did", "finish", "finished", "start", "started", "touch", "touched", "get", "got",
            "gotten", "sort", "sorted", "handle", "handled", "complete", "completed", "manage", "managed"}  # fmt: skip


def past_due(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The commitment a past-due setup states, or None when ``s`` is not one.

    Each is a move of the open commitment it names, otherwise a new one: "the report was due
    Friday" restates (and re-dates) the report the user already told recap about rather than
    adding a second one."""
    found = _was_due(s, ctx) or _pending_then_due(s, ctx) or _supposed(s, ctx)
    if not found:
        return None
    return [MoveCommitment(c.action, c.due, otherwise=c) if c.due is not None else c for c in found]


def _past_date(text: str, ctx: _Ctx) -> DateSpec | None:
    return ctx.date(text, "past", lean=True)


def _date_and_tail(rest: str, ctx: _Ctx) -> tuple[DateSpec, re.Match[str] | None] | None:
    """ "yesterday and I haven't done it" -> (yesterday, the not-done tail); a bare date -> (date,
    None); anything else after the date (", so I sent it Thursday") -> None."""
    spec = _past_date(rest, ctx)
    if spec is not None:
        return spec, None
    for cut in _CUT.finditer(rest):
        tail = _NOT_DONE.fullmatch(rest[cut.end() :].strip(" .!"))
        if tail is not None and (spec := _past_date(rest[: cut.start()], ctx)) is not None:
            return spec, tail
    return None


def _was_due(s: str, ctx: _Ctx) -> list[NewCommitment] | None:
    """ "the VAT return was due on December 7 and I still haven't filed it"."""
    m = _WAS_DUE.match(s)
    if m is None:
        return None
    thing = _phrase(m["t"])
    if not thing or _SUBJECT_NOT.match(thing) or not _plausible(thing, max_words=6):
        return None
    if not ctx.lowercase and _person(thing, ctx):
        return None  # "Maya was due back Monday" (lower-case, any two words would pass for a name)
    found = _date_and_tail(m["rest"], ctx)
    if found is None:
        return None
    spec, tail = found
    verb = tail["v"] if tail is not None and tail["v"] else None
    action = thing if verb is None or verb.lower() in _GENERIC else f"{present(verb)} {thing}"
    return [NewCommitment(action, "me", None, spec)]


def _pending_then_due(s: str, ctx: _Ctx) -> list[NewCommitment] | None:
    """ "I still owe Omar the signed contract, it was due last Friday"."""
    for cut in _CUT.finditer(s):
        due = _DUE_CLAUSE.match(s[cut.end() :].strip(" .!"))
        if due is None or (spec := _past_date(due["d"], ctx)) is None:
            continue
        todo = _pending(s[: cut.start()].strip(), ctx)
        if todo:
            return [replace(intent, due=spec) for intent in todo]
    return None


def _pending(clause: str, ctx: _Ctx) -> list[NewCommitment] | None:
    """The undated to-do a not-done clause names, read as "I need to …" would be."""
    m = _OWE.match(clause)
    if m:
        body = f"I owe {m['rest']}"
    elif m := _HAVENT.match(clause):
        if m["v"].lower() in _GENERIC:
            return None  # "I haven't done the thing": read by _was_due when said that way
        body = f"I need to {present(m['v'])} {m['rest']}"
    elif m := _STILL_NEED.match(clause):
        body = f"I need to {m['rest']}"
    else:
        return None
    return _undated(body, ctx)


def _undated(body: str, ctx: _Ctx) -> list[NewCommitment] | None:
    read = _todo(body, ctx)
    if not read or not all(isinstance(i, NewCommitment) and i.due is None for i in read):
        return None
    return [i for i in read if isinstance(i, NewCommitment)]


def _supposed(s: str, ctx: _Ctx) -> list[NewCommitment] | None:
    """ "I was supposed to renew the domain by November 25, still haven't"."""
    m = _SUPPOSED.match(s)
    if m is None:
        return None
    owner = _person(m["p"], ctx) if m["p"] else "me"
    if owner is None:
        return None
    rest = m["rest"]
    for cut in _CUT.finditer(rest):
        if _NOT_DONE.fullmatch(rest[cut.end() :].strip(" .!")):
            rest = rest[: cut.start()]
            break
    else:
        if not m["p"]:  # with no "I", only a not-done tail makes it the user's ("was supposed to rain today")
            return None
    if not m["p"] and rest.split()[0].lower() in _NO_DEED:  # "was supposed to rain yesterday, didn't"
        return None
    found = _date_after(rest, _DEADLINE, ctx, "past", lean=True) or _date_after(rest, None, ctx, "past", lean=True)
    if found is None:
        return None
    head, spec = found
    if owner != "me":
        action = _phrase(head)
        return [NewCommitment(action, owner, None, spec)] if action else None
    todo = _undated(f"I need to {head}", ctx)
    return [replace(intent, due=spec) for intent in todo] if todo else None


# stems whose plain form ends in a silent "e" ("filed", "updated", "received", "handled")
_E_ENDINGS = re.compile(
    r"(?:[^aeiou]at|creat|let|[^o]ut|iz|is|as|v|c|[^aeiou]ur|uir|[^aeiou]ar|ul|[ae]ng|rg|dg"
    r"|[^aeioul]l)$"
)
_CVC = re.compile(r"^[^aeiou]*[aeiouy][^aeiouwxy]$")  # one syllable: "fil", "sav", "typ"
_VOWEL_GROUPS = re.compile(r"[aeiouy]+")


def present(verb: str) -> str:
    """A verb's plain form from its past participle: "sent" -> "send", "filed" -> "file",
    "submitted" -> "submit", "renewed" -> "renew", "emailed" -> "email"."""
    v = verb.lower()
    if v in IRREGULAR:
        return IRREGULAR[v]
    if not v.endswith("ed") or len(v) < 4:
        return v
    if v.endswith("ied"):
        return v[:-3] + "y"
    stem = v[:-2]
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "lsfz":
        return stem[:-1]  # "submitted", "shipped"
    if stem.endswith("ell") and len(_VOWEL_GROUPS.findall(stem)) > 1:
        return stem[:-1]  # "cancelled", "labelled" (but "spelled")
    if stem.endswith("e"):
        return stem  # "agreed"
    if _CVC.match(stem) or _E_ENDINGS.search(stem):
        return stem + "e"  # "filed", "updated", "finalized", "received"
    return stem
