"""Facts said the everyday way, put the way the fact forms read them, before the message is
split: "new landlord is called Graham, number 07700 900123" (the landlord's name, and Graham's
number), "our wifi pw is now blue-otter-77" (the wifi password), "gate code is now 4471" (the gate
code, not a role), "sara got the job at monzo!! starts 4th jan" (one fact, from the 4th).

- "X is called Y", "X's called Y": X's name is Y; a "new" before X says only that it changed.
- "…, number 07700 900123", "…, 020 7946 0000", "…, mob: 07911 …", "…, new number 0831 …": the
  number of whom the clause before names ("…, number is …", which the fact forms give to that
  person; "my landlord is now Mr Okafor, new number …" names Mr Okafor).
- "pw", "pwd", "passwd" after the thing it opens: "password".
- A code or password said with no article before its thing ("gate code is …"): "the gate code".
- "… at monzo!! starts 4th jan": a start said right after the news, cut off only by "!", is the
  news's own date.

Only rewrites that cannot change what else the message says: "the plumber's called twice" or
"Graham called" are calls, not names; a number must have nine digits or more.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.timex import has_date_words

__all__ = ["everyday_facts"]

_CALLED = gated(re.compile(
    r"(?P<x>(?:^|(?<=[.!?]\s))(?P<det>(?:the|our|my|their|his|her)\s+)?(?:new\s+)?(?P<noun>[A-Za-z][\w'-]*"
    r"(?:\s+[a-z][\w'-]*)?))(?:'s|\s+is)\s+(?:now\s+)?called\s+(?P<n>(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?[A-Za-z][\w'-]*"
    r"(?:\s+[A-Z][\w'-]*)?)(?=\s*(?:[,;.!]|\s[-–—]|$))",
    _I,
))
# someone's kin or pet, said with their owner's name first: "Firuz's daughter", "Jemima's dog"
_OWNED = re.compile(r"^[\w-]+(?:'s|’s)\s+\S", _I)
# what follows "'s called" when it is a call, not a name: "the plumber's called twice"
_NOT_NAME = frozenset({"twice", "again", "back", "me", "us", "already", "round", "around", "in", "off", "it",
                       "about", "earlier", "ahead", "for", "up", "out", "him", "her", "them", "everyone", "once",
                       "thrice"})  # fmt: skip
_DIGITS = 9  # a phone number: "07700 900123", "020 7946 0000", "+44 7700 900123"
_NUMBER_TAIL = re.compile(
    r"(?P<cut>\s*,\s*|\s+[-–—]\s*)(?:(?:his|her|their)\s+)?(?:new\s+)?(?:(?:phone\s+)?number|no\.?|num|mobile|mob|phone|tel|cell)?"
    r"\s*:?\s*(?P<p>\+?\d[\d\s().-]{6,}\d)\s*$",
    _I,
)
# the clause before the number names someone: "… name is Graham", "new GP is Dr Shah"
_NAMED = re.compile(
    r"\bname\s+is\s+\S+(?:\s+\S+)?$|\bis\s+(?:now\s+)?(?P<who>(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?(?-i:[A-Z])[\w'-]+)$", _I
)
_NUMBER_SAID = re.compile(r"\b(?:number|phone|mobile|cell|no\.)", _I)
_PW = re.compile(r"(?<=\w)\s+(?:pw|pwd|passwd|pword|p/w)\b", _I)
# "gate code is …", "wifi password: …" first in the sentence, without "the"
_BARE_CODE = re.compile(
    r"^(?=(?:wi-?fi|door|gate|alarm|lock|safe|garage|locker|entry|keypad|key\s*safe|router)\s+"
    r"(?:password|passcode|pin|code)\b)",
    _I,
)
# "…!! starts 4th jan": the start of what was just said
_STARTS_AFTER = re.compile(r"(?<=\w)\s*!+\s+(?=(?:starts?|starting|from|as\s+of|effective)\s+\S)", _I)


def everyday_facts(text: str) -> str:
    """``text`` with its everyday fact phrasings put as the fact forms read them."""
    text = _PW.sub(" password", text)
    text = _BARE_CODE.sub("the ", text.lstrip())
    text = _STARTS_AFTER.sub(lambda m: ", " if has_date_words(text[m.end() :]) else m.group(0), text)
    text = _CALLED.sub(_named, text)
    return _NUMBER_TAIL.sub(_numbered, text)


def _named(m: re.Match[str]) -> str:
    """ "new landlord is called Graham": "landlord's name is Graham"; a call ("…'s called back") as said."""
    name = m["n"]
    if name.split()[0].lower() in _NOT_NAME or has_date_words(name):
        return m.group(0)
    det = "the " if m["det"] else ""  # "our new landlord is called Graham": the landlord's name, as the forms read it
    if _OWNED.match(m["noun"]):
        return f"{det}{m['noun']} is {name}"  # "Firuz's daughter is called Sitora": who Firuz's daughter is
    return f"{det}{m['noun']}'s name is {name}"


def _numbered(m: re.Match[str]) -> str:
    """ ", number 07700 900123": ", number is 07700 900123", when it is a phone number."""
    before = m.string[: m.start()]
    named = _NAMED.search(before)
    if sum(ch.isdigit() for ch in m["p"]) < _DIGITS or named is None or _NUMBER_SAID.search(before):
        return m.group(0)  # "Bui Thi has a new number, 0499 …", "Wrong number — 0161 …": the forms' own
    if named["who"]:  # "my landlord is now Mr Okafor, …", "my GP is Dr Shah, …": theirs, never "my" number
        return f". {named['who']}'s number is {m['p']}"
    return f", number is {m['p']}"
