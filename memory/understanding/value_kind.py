"""What kind of value a bare correction gives, so it goes to a fact that holds that kind.

"no wait, Porto" says only a value; which fact it corrects is the one the conversation touched
last *that holds a value of the same kind*: a place or a name replaces a name ("Lisbon"), a
number replaces a number ("$950", "0151 234 5678"), a role replaces a role ("head of design"),
never one kind another (Porto is no one's job title). The kinds are read from the words'
shape (capitals, digits, role words) because recap has no gazetteer or name list, and the
shape is what tells "Porto" from "CFO" from "850" well enough to choose between facts; when it
cannot tell (two facts of the kind), recap asks (:mod:`memory.asks`).

Pure functions; written by hand because it is a few shapes, not a language problem.
"""

from __future__ import annotations

import re
from typing import Literal

ValueKind = Literal["address", "number", "span", "role", "name", "code", "channel", "medicine", "words"]

ROLE_HINT = re.compile(
    r"\b(?:manager|director|head|lead|engineer|officer|vp|chief|ceo|cto|cfo|coo|cmo|cio|designer|developer|analyst"
    r"|counsel|partner|exec|supervisor|intern|associate|president|founder|consultant|coordinator|specialist"
    r"|administrator|architect|editor|producer|accountant|recruiter|assistant|secretary|treasurer|chair)\b",
    re.IGNORECASE,
)
# values that name their own attribute: a diet ("vegan"), a shift ("nights"); "vegan actually"
# can only put a diet right
DIETS = (
    r"vegetarian|vegan|pescatarian|pescetarian|plant[\s-]based|gluten[\s-]free|dairy[\s-]free|keto|paleo|halal"
    r"|kosher|teetotal|lactose[\s-]intolerant"
)
SHIFTS = (
    r"days|nights|earlies|lates|evenings|mornings|afternoons|weekends|twilights|graveyards?|swing"
    r"|(?:day|night|early|late|morning|evening|afternoon|weekend|graveyard|swing|split|double|twilight|overnight)"
    r"\s+shifts?"
)
# a way to reach someone: "whatsapp actually" can only put right what held another one ("calls")
CHANNELS = (
    r"whats\s*app|signal|telegram|texts?|sms|imessage|e-?mails?|(?:phone\s+|video\s+)?calls?|phone|voice\s+notes?"
    r"|slack|teams|zoom|facetime|skype|wechat|viber|messenger|dms?|post|letters?|in\s+person"
)
# a medicine, told by the endings drug names share (no list of drugs could be complete)
MEDICINES = (
    r"[a-z]{2,}(?:cillin|mycin|micin|cycline|floxacin|olol|pril|sartan|statin|prazole|azole|tidine|dipine|zepam"
    r"|zolam|oxetine|pramine|profen|fenac|formin|gliptin|lukast|semide|thiazide|triptan|parin|xaban|gatran"
    r"|solone|sone|thyroxine|amol|aline|alopram|triptyline|faxine|apine|pentin|gabalin|grel|osin|steride|proxen"
    r"|adol|purinol|oquine)|aspirin|insulin|warfarin|codeine|morphine|ibuprofen|paracetamol|acetaminophen|lithium"
    r"|melatonin|methotrexate|colchicine"
)
_CHANNEL = re.compile(r"(?:by\s+|via\s+|on\s+)?(?:" + CHANNELS + r")", re.IGNORECASE)
_MEDICINE = re.compile(MEDICINES, re.IGNORECASE)
_OWN_ATTRIBUTE = (
    ("diet", re.compile(r"(?:a\s+)?(?P<v>" + DIETS + r")", re.IGNORECASE)),
    ("shift", re.compile(r"(?:on\s+)?(?:the\s+)?(?P<v>" + SHIFTS + r")", re.IGNORECASE)),
)


def own_attribute(value: str) -> tuple[str, str] | None:
    """(the attribute, the value) when ``value`` names its own attribute ("vegan" is a diet,
    "nights" a shift); else None."""
    for attribute, pattern in _OWN_ATTRIBUTE:
        m = pattern.fullmatch(value.strip())
        if m:
            return attribute, m["v"].lower()
    return None


# "the legal team": a value with its attribute's noun, put right as said (the fact whose
# attribute it names takes it without the noun, see memory.value_targets)
NAMES_ITS_ATTRIBUTE = re.compile(
    r"^(?:the\s+)?[\w&\-]+(?:\s+[\w&\-]+)?\s+(?:team|department|dept|shift)$", re.IGNORECASE
)


# one word for which kind, then the things (lower case): "window seats", "morning calls", "red roses"
KIND_OF_THINGS = re.compile(r"^(?P<kind>[a-z]+)\s+(?P<things>[a-z]{3,}s)$")
_NUMBER = re.compile(
    r"^(?:about\s+|around\s+|~)?[-+]?[$€£¥₹]?\s*\d[\d\s.,:/()\-+]*\s*(?:k|m|bn|%|[$€£¥₹]|usd|eur|gbp)?$",
    re.IGNORECASE,
)
# a length of time ("30 min", "half an hour", "2-3 days"): only a fact holding one takes it ("sorry i
# meant 30 min" never puts a person's name right)
_SPAN_UNIT = r"(?:secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|wks?|weeks?|fortnights?|mths?|months?|yrs?|years?)"
_SPAN = re.compile(
    r"^(?:about\s+|around\s+|~)?(?:\d+(?:[.,]\d+)?(?:\s*-\s*\d+)?\s*(?:[smh]|" + _SPAN_UNIT + r")"
    r"|(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|forty[\s-]five|sixty"
    r"|ninety|half\s+an?|a\s+couple\s+of|a\s+few)\s+" + _SPAN_UNIT + r")$",
    re.IGNORECASE,
)
_ACRONYM = re.compile(r"^[A-Z]{2,4}$")
_CODE = re.compile(r"^(?=\S*\d)(?=\S*[^\W\d_])\S+$")
_NAME_WORD = re.compile(r"^(?:[A-ZÀ-Ý][\w'’.\-]*|of|de|da|do|dos|van|von|der|la|le|al|el|bin|&)$")


# an email or a web address: "tom@acme.com", "www.acme.com", "acme.io/jobs" (only an email or a site takes one)
_ADDRESS = re.compile(
    r"^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?://|www\.)\S+|[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|co|uk|dev|app|ai)"
    r"(?:/\S*)?)$",
    re.IGNORECASE,
)


def value_kind(value: str) -> ValueKind:
    """The kind of ``value``: an address (an email, a website), a number (an amount, a phone number), a
    length of time, a way to reach someone ("whatsapp"), a medicine ("amoxicillin"), a role, a name (a
    person, a place, a team: capitalised words), a code (letters and digits: a password, a flat number)
    or plain words."""
    text = value.strip()
    if _ADDRESS.match(text):
        return "address"
    if _NUMBER.match(text):
        return "number"
    if _SPAN.match(text):
        return "span"
    if _CHANNEL.fullmatch(text):
        return "channel"
    if _MEDICINE.fullmatch(text):
        return "medicine"
    if ROLE_HINT.search(text) or _ACRONYM.match(text):
        return "role"
    if _CODE.match(text):
        return "code"
    words = text.split()
    if words and words[0][:1].isupper() and all(_NAME_WORD.match(word) for word in words):
        return "name"
    return "words"


_LOOSE: frozenset[ValueKind] = frozenset({"name", "words"})  # "lisbon" typed lower-case is still a place
# kinds a bare lower-case word is read as, and put right only where one fact holds that kind
NARROW: frozenset[ValueKind] = frozenset({"channel", "medicine"})


def same_kind(value: str, held: str) -> bool:
    """Whether ``value`` can replace ``held``, the value a fact holds now: the same kind, where
    a name and plain words count as one (people type names in lower case), or ``held`` said more
    exactly ("head groundsman" for "groundsman": the same thing, a word put before it)."""
    new, old = value_kind(value), value_kind(held)
    return new == old or {new, old} <= _LOOSE or _refines(value, held)


def _refines(value: str, held: str) -> bool:
    """ "deputy harbour master" of "harbour master": ``held`` whole at the end of ``value``."""
    value, held = " ".join(value.lower().split()), " ".join(held.lower().split())
    return bool(held) and len(value) > len(held) and value.endswith(f" {held}")
