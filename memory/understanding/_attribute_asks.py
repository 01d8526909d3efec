"""Asking for one stored attribute without a question's grammar: "zainab's address pls",
"kofi's number?", "number for kofi", "whats kofis cell", "can you give me Aiko's email",
"whose is the corolla".

The attribute words people use for one stored predicate are one vocabulary (number, phone,
mobile, cell: a phone; addy, home address: an address; boss, line manager: a manager), shared
with the wh-questions of :mod:`._questions`.

A noun phrase alone ("Fatima's role") cannot be a statement, so it asks without a question
mark. The exceptions need a sign of a request ("?", "pls", "can you give me", a wh-word):
an attribute that may be a role ("dmitri's manager" may say Dmitri *is* the manager), a name
and an attribute side by side ("kofi mobile"), and an attribute that is also a verb ("email
for aiko" may be a to-do).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I, _Ctx, _person, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.timex import has_date_words

# what people call an attribute -> the predicate recap stores it under
ATTRIBUTE_OF: dict[str, str] = {
    "number": "phone", "phone": "phone", "phone number": "phone", "phone no": "phone", "phone #": "phone",
    "mobile": "phone", "mobile number": "phone", "mobile no": "phone", "mob": "phone", "mob no": "phone",
    "cell": "phone", "cell number": "phone", "cell phone": "phone", "cellphone": "phone", "tel": "phone",
    "telephone": "phone", "telephone number": "phone", "digits": "phone", "num": "phone", "nr": "phone",
    "contact": "phone", "contact no": "phone", "contact number": "phone", "contact #": "phone", "ph no": "phone",
    "phone num": "phone", "mobile num": "phone", "contact num": "phone", "cell no": "phone", "ph": "phone",
    "whatsapp": "phone", "whatsapp number": "phone", "whatsapp no": "phone", "mobile #": "phone",
    "address": "address", "addy": "address", "addr": "address", "home address": "address",
    "postal address": "address", "street address": "address", "postcode": "postcode", "zip": "postcode",
    "zip code": "postcode",
    "email": "email", "e-mail": "email", "email address": "email", "e-mail address": "email",
    "email addy": "email", "mail": "email", "email id": "email", "e-mail id": "email", "mail id": "email",
    "birthday": "birthday", "bday": "birthday", "b-day": "birthday", "date of birth": "birthday",
    "dob": "birthday",
    "role": "role", "job": "role", "title": "role", "job title": "role", "position": "role",
    "boss": "manager", "manager": "manager", "line manager": "manager", "supervisor": "manager",
    "location": "location", "city": "location", "base": "location",
    "team": "team", "owner": "owner",
    "meds": "medication", "medication": "medication", "medicine": "medication", "medicines": "medication",
    # a day in someone's working life, asked with "when" as a birthday is ("when's rahul's last day")
    "last day": "last day", "first day": "start date", "start date": "start date", "end date": "end date",
    "leaving date": "leaving date", "finish date": "finish date", "retirement date": "retirement date",
}  # fmt: skip
# the attributes that are a day, asked with "when" ("when's Ana's birthday", "whens rahuls last day")
DAY_ATTRIBUTES = (
    r"(?:birthday|bday|b-day|dob|last\s+day|first\s+day|start\s+date|end\s+date|leaving\s+date|finish\s+date"
    r"|retirement\s+date)"
)
# "dmitri's manager" may state that Dmitri is the manager: a request only with a sign of one
_MAY_BE_ROLE = frozenset({"manager", "boss", "line manager", "supervisor", "owner", "team", "base"})
# "email for aiko" may be a to-do: a request only with a sign of one
_ALSO_VERBS = frozenset({"email", "e-mail", "mail", "base"})
_MODIFIER = re.compile(r"^(?:current|present|new|latest|updated|actual|correct|right)\s+", _I)
_ATTR = "|".join(sorted((re.escape(a) for a in ATTRIBUTE_OF), key=len, reverse=True))

_LEAD = re.compile(
    r"^(?:(?:what|wat|wot)(?:'s|s|\s+is|\s+was|\s+are)\s+|when(?:'s|s|\s+is|\s+was)\s+(?=.*\b" + DAY_ATTRIBUTES + r"$)"
    r"|(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:give|send|tell|text|get|remind|show)\s+(?:me|us)(?:\s+of)?\s+"
    r"|(?:do\s+(?:you|u)\s+(?:have|know)|(?:have\s+)?(?:you|u)\s+got|got)\s+)",
    _I,
)
_OWN = gated(
    re.compile(
        r"^(?P<s>.+?)(?P<poss>'s|s'|'|\s+(?:ka|ki|ke))?\s+(?:(?:current|new|latest|home|work)\s+)?"
        r"(?P<a>" + _ATTR + r")$",
        _I,
    )
)
_OF = re.compile(r"^(?:the\s+|my\s+)?(?P<a>" + _ATTR + r")\s+(?:for|of)\s+(?P<s>.+)$", _I)
_REQUEST = re.compile(r"\?\s*$|\b(?:pls|plz|please|pl[sz]e?)\b", _I)
_MY = frozenset({"my", "me", "mine"})
# "deepika contact no", "ishaan email id": an attribute in its form-filling short, never a statement's words
_ABBREVIATED = re.compile(r"\s(?:no|num|#|id)$")

# "whose is the corolla", "whose corolla is it now", "who does the corolla belong to"
_WHOSE = re.compile(
    r"^whose\s+(?:is|'s|s)\s+(?P<s>.+)$"
    r"|^whose\s+(?P<s2>.+?)\s+(?:is|was)\s+(?:it|that|this)$"
    r"|^who\s+(?:does|did)\s+(?P<s3>.+?)\s+belong\s+to$",
    _I,
)


def predicate_of(attr: str) -> str | None:
    """The stored predicate an attribute word names ("mobile number" -> "phone"), else None."""
    key = re.sub(r"\s+", " ", _MODIFIER.sub("", attr.strip().lower()))
    return ATTRIBUTE_OF.get(key)


def attribute_ask(text: str, raw: str, ctx: _Ctx, *, marked: bool) -> tuple[str, str] | None:
    """(subject, predicate) when ``text`` asks for one attribute of a person without a
    question's grammar; ``marked``: the sentence is a question by its mark or wh-word."""
    lead = _LEAD.match(text)
    body = text[lead.end() :] if lead else text
    asked = marked or lead is not None or bool(_REQUEST.search(raw))
    m = _OF.match(body)
    if m:
        attr, who, sure = m["a"].lower(), m["s"], m["a"].lower() not in _ALSO_VERBS
    else:
        m = _OWN.match(body)
        if m is None:
            return None
        attr, who = m["a"].lower(), m["s"]
        sure = (bool(m["poss"]) or bool(_ABBREVIATED.search(attr))) and attr not in _MAY_BE_ROLE
        if not m["poss"] and who.lower().endswith("s") and who.lower() not in _MY:
            who, sure = who[:-1], attr not in _MAY_BE_ROLE  # "zainabs address": the apostrophe left out
    if not (sure or asked):
        return None
    subject = _whose(who, ctx)
    predicate = predicate_of(attr)
    return (subject, predicate) if subject and predicate else None


def _whose(who: str, ctx: _Ctx) -> str | None:
    """The person an attribute is asked of ("me" for "my"), or None ("who's stage manager":
    a wh-word with the job's first word is no one's)."""
    who = who.strip()
    if who.lower() in _MY:
        return "me"
    if re.match(r"^(?:who|what|which|whose|wat|wot)(?:'s|s)?\b", who, _I):
        return None
    if has_date_words(who):
        return None
    return _person(who, ctx) or _person(who, replace(ctx, lowercase=True))


def owner_ask(text: str) -> str | None:
    """The thing whose owner "whose is the corolla" asks about, or None."""
    m = _WHOSE.match(text)
    if m is None:
        return None
    thing = _phrase(re.sub(r"^(?:that|this|the)\s+", "", m["s"] or m["s2"] or m["s3"], flags=_I))
    if not thing or has_date_words(thing) or not _plausible(thing, max_words=4):
        return None
    return thing
