"""A to-do made pointless by what happened, said as a reason and then "no need to …":
"the heifer recovered on her own, no need to visit", "the refund came through, no chasing
needed", "festival was rained off, so nothing to count", "elevator's working again so no need
to call them".

The change names the job by its verb alone, or with "them"/"it"; the thing it was about is the
subject of the reason ("the heifer", "the refund", "the festival", "elevator"). The to-do to
cancel is named by the verb and that thing ("visit heifer"), which :mod:`memory.derive` finds
only when every word is the to-do's own; a change that names its own thing ("…, no need to book
the hall") is named by that. A reason with no thing for subject ("I'm shattered, no need to …",
"it's sunny, no need to …") names no to-do, and nothing is read.

Said with no verb at all ("neighbours are back, no need anymore", "Ahmed's getting Noor today
so I don't need to"), the reason alone names the to-do: someone else doing a job in it names
that job ("get Noor", its date dropped), a cancel of mine and never a new to-do of theirs; else
its subject does ("neighbours").
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._lifecycle import _target
from memory.understanding._no_occurrence import called_off_with_reason
from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding.intents import CancelCommitment, Intent
from memory.understanding.timex import find_spans

_CUT = re.compile(r"\s*(?:,|;|\s[-–—])\s*(?:so\s+)?|\s+so\s+", _I)
_CHANGE = re.compile(
    r"^(?:there's\s+|theres\s+|there\s+is\s+)?(?:"
    r"no\s+need\s+(?:for\s+me\s+|for\s+us\s+)?(?:to|2)\s+(?P<v>[a-z]+)(?P<o>(?:\s+[\w'\-]+){0,4}?)"
    r"|no\s+(?P<g>[a-z]{3,}ing)\s+(?:needed|required|necessary)"
    r"|nothing\s+(?:left\s+)?(?:for\s+me\s+)?to\s+(?P<n>[a-z]+)(?P<no>(?:\s+[\w'\-]+){0,3}?)"
    # "they had to cancel so i dont need to go tmrw": the user's own going, off (its date cut first)
    r"|(?:i|we)\s+(?:don't|dont|do\s+not|no\s+longer|won't|wont)\s+(?:need|have)\s+to\s+(?P<gv>go|come|attend|drive|head)"
    r"(?P<go>(?:\s+(?:in|over|down|up|there|to\s+(?:the\s+)?[\w'\-]+)))?"
    r"|(?P<bare>no\s+need|not\s+needed|(?:i|we)\s+(?:don't|dont|do\s+not|no\s+longer|won't|wont)\s+(?:need|have)\s+to))"
    r"(?:\s+(?:now|then|any\s*more|after\s+all|today|either))*[\s!.]*$",
    _I,
)
# "…, no pickup", "…, no school run today": a job named by its noun, not happening (only a job's noun:
# "shop's closed, no milk" says what there is none of)
_NO_JOB = re.compile(
    r"^no\s+(?P<j>(?:[a-z][\w-]*\s+)?(?:pick-?ups?|drop-?offs?|run|lift|ride|collection|delivery|handover|shift|lesson"
    r"|practice|session|training|rehearsal|viewing))(?:\s+(?:needed|required|today|tonight|tmrw|tomorrow|then|now"
    r"|either|this\s+(?:week|wk|time)))*[\s!.]*$",
    _I,
)
# "…, no speech from me", "…, no cake from us this year": what the user was to give, not given
_NONE_FROM_ME = re.compile(
    r"^no\s+(?P<j>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+from\s+(?:me|us)"
    r"(?:\s+(?:then|now|either|this\s+(?:year|week|wk|time)|after\s+all|any\s*more))*[\s!.]*$",
    _I,
)
# "…, so the Goose Green lift isn't needed": the thing itself no longer needed ("… till the 19th" is a move)
_THING_NOT_NEEDED = re.compile(
    r"^(?P<t>(?:the|my|our|that)\s+[^,;]{2,40}?|[a-z][^,;]{2,40}?)(?:\s+(?:is|are)\s+(?:not|no\s+longer)|\s+isn'?t"
    r"|\s+aren'?t|'s\s+not|'re\s+not|\s+won'?t\s+be)\s+(?:needed|required|necessary)"
    r"(?:\s+(?:now|then|any\s*more|after\s+all|either))*[\s!.]*$",
    _I,
)
# a reason that is itself the cancel ("scrap the deck", "drop the caterer"): nothing for this module
_CALLED_OFF = re.compile(r"^(?:cancel|scrap|scratch|drop|forget(?:\s+about)?|skip|ditch|nix|bin|kill)\b", _I)
_PRONOUN_OBJECT = re.compile(r"^\s*(?:them|it|her|him|that|this|those|these|there|up|out|back)?\s*$", _I)
# where a reason's subject ends: its verb
_VERB = re.compile(
    r"^(?:is|are|was|were|'s|has|have|had|got|gets|did|does|do|can|will|won't|wont|isn't|isnt|aren't|arent"
    r"|wasn't|came|come|went|ran|fell|left|sold|paid|made|took|gave|found|broke|won|lost|turned|showed|sorted"
    r"|[a-z]{3,}ed|[a-z]{3,}s)$",
    _I,
)
_NO_THING = re.compile(r"^(?:i|i'm|im|we|we're|you|he|she|they|it|it's|its|that|there|this|everything|nothing)$", _I)
_NOT_A_SUBJECT = re.compile(r"\b(?:it|that|this|them|actually|just|really|still|also)\b|^[a-z]+ing\b", _I)
_DETERMINER = re.compile(r"^(?:the|my|our|a|an|their|his|her)$", _I)


def no_need(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do the reason made pointless (see the module doc), or None."""
    if (off := called_off_with_reason(text, ctx)) is not None:  # "no timesheets this week, office is closed"
        return off
    s = text.strip()
    cuts = list(_CUT.finditer(s))
    if not cuts:
        return None
    cut = cuts[-1]
    reason, change = s[: cut.start()].strip(), s[cut.end() :].strip()
    if (job := _NO_JOB.match(change)) is not None and reason and not _CALLED_OFF.match(reason):
        return [CancelCommitment(_phrase(job["j"]))]  # "Lily's getting a lift w/ Sara, no pickup": the pickup off
    given = _NONE_FROM_ME.match(change) or _THING_NOT_NEEDED.match(change)
    if given is not None and reason and not _CALLED_OFF.match(reason):
        thing = _target(given.groupdict().get("j") or given["t"])
        return [CancelCommitment(thing)] if thing and thing != "that" else None
    m = _CHANGE.match(change) or (_CHANGE.match(_undated(change, ctx)) if _GOING.search(change) else None)
    if m is None or not reason or _CALLED_OFF.match(reason):
        return None  # "cancel the deck - not needed any more": the cancel says the to-do, the rest why
    subject = _subject(reason)
    if m["bare"]:  # "neighbours are back, no need anymore": the reason names the to-do
        thing = _taken_on(reason, ctx) or (_target(subject) if subject else None)
        return [CancelCommitment(thing)] if thing and thing != "that" else None
    if subject is None:  # "it's sunny, no need to take a coat": the reason names no thing or person
        return None
    verb = m["v"] or m["n"] or m["g"] or m["gv"]
    said = (m["o"] or m["no"] or "").strip()
    if m["gv"]:  # "… so i dont need to go in": where the reason's subject is, "go to the gym" names it
        said = m["go"].strip() if m["go"] and m["go"].strip().lower().startswith("to ") else ""
    verb = _gerund_base(verb.lower()) if m["g"] else verb.lower()
    # "no need to call IT": the IT desk, never "it" (the thing the reason is about)
    named = said and (not _PRONOUN_OBJECT.match(said) or said == "IT")
    thing = _target(f"{verb} {said}" if named else f"{verb} {subject}")
    return [CancelCommitment(thing)] if thing and thing != "that" else None


# "Ahmed's getting Noor today", "the kids are walking the dog": someone else doing the job
_DOING = re.compile(
    r"^(?P<who>[^\s,;]+(?:\s+[^\s,;]+){0,2}?)(?:'s|\s+(?:is|are|will\s+be|'ll\s+be))\s+(?P<v>[a-z]{2,}ing)"
    r"\s+(?P<o>.+)$",
    _I,
)


def _taken_on(reason: str, ctx: _Ctx) -> str | None:
    """The job someone else is doing in the reason, which the user's to-do was: "Ahmed's
    getting Noor today" -> "get Noor" (its date dropped), or None."""
    m = _DOING.match(reason.strip())
    if m is None or m["who"].lower() in ("it", "that", "this", "there", "i", "i'm", "im"):
        return None
    thing = m["o"]
    for span in reversed(find_spans(thing, now=ctx.now, tz=ctx.tz)):
        thing = thing[: span.start] + thing[span.end :]
    thing = thing.strip(" ,.")
    return _target(f"{_gerund_base(m['v'].lower())} {thing}") if thing else None


_GOING = re.compile(r"\b(?:need|have)\s+to\s+(?:go|come|attend|drive|head)\b", _I)  # a cheap gate for the date cut


def _undated(change: str, ctx: _Ctx) -> str:
    """``change`` without its date words ("i dont need to go tmrw" -> "i dont need to go"): the
    day says which occurrence, not which to-do."""
    for span in reversed(find_spans(change, now=ctx.now, tz=ctx.tz)):
        change = change[: span.start] + change[span.end :]
    return re.sub(r"\s+", " ", change).strip(" ,")


def _subject(reason: str) -> str | None:
    """The thing a reason is about: its words before its verb ("the heifer recovered …": heifer);
    of a reason told in parts ("the dentist called, they had to cancel"), the first part's that
    names one."""
    parts = [part for part in re.split(r"\s*,\s*", reason) if part]
    if len(parts) > 1:
        return next((found for found in map(_subject, parts) if found), None)
    words: list[str] = []
    for token in re.sub(r"'s\b", " 's", reason).split():
        if _VERB.match(token) and words:
            break
        words.append(token)
    words = [w for w in words if not _DETERMINER.match(w)]
    if not words or len(words) > 4 or _NO_THING.match(words[0]) or _NOT_A_SUBJECT.search(" ".join(words)):
        return None  # "keeping it actually, no need to return": no thing named, the change says it
    return " ".join(words)


def _gerund_base(gerund: str) -> str:
    """The to-do verb of an "-ing" word: "chasing" -> "chase", "booking" -> "book"."""
    cut = gerund[:-3]
    for base in (cut, cut + "e", cut[:-1] if len(cut) > 2 and cut[-1] == cut[-2] else ""):
        if base in TODO_VERBS:
            return base
    return cut
