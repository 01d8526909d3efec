"""A role said first, then who holds it: "head of sales is Bilal", "the new chair is Harpreet
Sandhu", "our treasurer is now Walt". The fact is the person's role, as "Bilal is head of
sales" states it (never the role's "head" being Bilal).

What may stand before "is": a job (:data:`._role_words.ROLE_WORDS`) of a few words, with "the"
or "new" before it, or "head of …"; never a thing's owner or contact ("the owner of the flat is
Mr Ade" is the flat's owner), nor a place's ("the landlord at 12A"). "our GP is Dr Mensah"
(without "new") is the user's own GP, and "my manager" the user's manager (:mod:`._my_manager`),
both read elsewhere; "my new GP is Dr Okafor" is the user's GP too. What follows: a name and
nothing else (a lower-case word only after "new" or "head of": "the landlord is useless" names
no one).
"""

from __future__ import annotations

import re

from memory.understanding._appraisal import INTENSIFIERS, appraisal
from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding._prefilter import gated
from memory.understanding._role_words import ROLE_WORDS
from memory.understanding.intents import StateClaim

_ROLE_IS = re.compile(
    r"^(?P<lead>(?:the|our|my)\s+)?(?P<new>new\s+)?(?P<r>(?:[\w\-]+\s+){0,4}?[\w\-]+)\s+(?:is|'s|will\s+be)\s+"
    r"(?P<now>now\s+)?(?P<n>[\w'\-.]+(?:\s+[\w'\-.]+){0,2})(?:\s+now)?$",
    _I,
)
# roles that are a thing's, not a job held: "the owner of the flat", "the contact for billing"
_NOT_HELD = re.compile(
    r"\b(?:owner|owners|contact|sponsor|member|partner|investor|student|resident|staff|agent|keeper|buyer|champion"
    r"|manager|boss|supervisor)\b", _I
)
# one word that names a job only with "new" before it: "the lead", "the head", "the rep"
_LOOSE = frozenset({"lead", "head", "admin", "rep", "exec", "temp", "junior", "resident", "deputy", "associate",
                    "contractor", "volunteer", "medic", "handler", "planner", "operator", "producer", "writer"})
# words that start what someone is, not who: "is from lagos", "is late", "is off today"
_NO_NAME = frozenset({
    "from", "in", "at", "on", "off", "out", "away", "back", "late", "early", "here", "there", "sick", "ill", "busy",
    "free", "ready", "done", "new", "ok", "okay", "fine", "great", "good", "also", "still", "not", "now", "due",
    "leaving", "starting", "coming", "going", "gone", "based", "with", "for", "to", "by", "over", "under", "up",
    "down", "sorted", "booked", "confirmed", "tbc", "tbd", "unknown", "vacant", "open", "hired", "unwell",
})  # fmt: skip
_AT_PLACE = re.compile(r"\s(?:at|in|on)\s", _I)
# a rank over a field: "head of sales", "VP of product", "director of operations" (never "landlord of 12A")
_RANK_OF = re.compile(
    r"\b(?:head|director|vp|svp|evp|chief|president|chair\w*|dean|minister|principal|secretary|captain|treasurer"
    r"|officer|lead|coordinator|commissioner|governor|editor)\s+of\s", _I
)
_HEAD_OF = re.compile(r"^head\s+of\s+\S", _I)
_THREE_NAMES = re.compile(r"^(?:[A-ZÀ-Ý][\w'\-]+\s+){2}[A-ZÀ-Ý][\w'\-]+$")
_GATE = gated(re.compile(r"\s(?:is|'s|will\s+be)\s", _I))


def named(said: str) -> bool:
    """Whether the words after "is" may be a name: never where or how someone is ("from lagos",
    "late", "off today") nor how the user finds them ("super sharp")."""
    first = said.split()[0].lower() if said.split() else ""
    if not first or first in _NO_NAME or (first.endswith(("ing", "ed")) and not said[0].isupper()):
        return False
    return not (appraisal(said) or any(w.lower() in INTENSIFIERS for w in said.split()))


def role_named(s: str, ctx: _Ctx, *, now: bool = False) -> StateClaim | None:
    """The role of the person ``s`` names after the role, or None (``now``: the clause said "now",
    taken off ``s``)."""
    if _GATE.search(s) is None:
        return None
    m = _ROLE_IS.match(s.strip())
    if m is None:
        return None
    role = m["r"].strip()
    mine = (m["lead"] or "").strip().lower() in ("our", "my")
    if mine and not m["new"]:
        return None  # "our GP is now Dr Mensah", "my landlord is Mr Okoye": the user's own, read elsewhere
    # "now" frames it as "the"/"new" do: "dispatcher is Brenda now" names who holds it from now
    now_said = now or bool(m["now"]) or s.strip().lower().endswith(" now")
    framed = bool(m["lead"] or m["new"]) or now_said or _HEAD_OF.match(role) is not None
    if not framed or not ROLE_WORDS.search(role) or (_NOT_HELD.search(role) and not _HEAD_OF.match(role)):
        return None
    if _AT_PLACE.search(role) or (" of " in f" {role.lower()} " and not _RANK_OF.search(role)):
        return None  # "the landlord at/of 12A is Mr Osei": the place's landlord (:mod:`._fact_places`)
    if not re.search(r"(?:^|\s)(?:\S+\s+of\s+\S+|\S+)$", role) or role.lower().startswith(("of ", "for ")):
        return None
    if " " not in role and not m["new"] and role.lower() in _LOOSE:
        return None  # "the lead is Amir": a sales lead as much as a job
    name = m["n"].strip()
    if not named(name):
        return None
    if name[:1].islower() and not (m["new"] or _HEAD_OF.match(role)):
        return None  # "the landlord is useless": a lower-case word after a plain role may be anything
    who = _person(name, ctx) or (name if _THREE_NAMES.match(name) else None)
    if not who or who == "me" or who.lower() in ("he", "she", "they", "it", "this", "that", "who"):
        return None
    explicit_now = now_said
    own = (m["lead"] or "").strip().lower() == "my" or not (m["lead"] or m["new"])
    if own and len(role.split()) <= 2 and not _HEAD_OF.match(role):
        # "my new GP is Dr Okafor", "my new accountant is Gulnara": whom the user has, as "my GP is …" says;
        # so is a bare job word "now" a name ("dispatcher is Brenda now", as "landlord is now …" is)
        return StateClaim("me", role.lower(), who, explicit_now=explicit_now)
    return StateClaim(who, "role", role, explicit_now=explicit_now, role_first=True)
