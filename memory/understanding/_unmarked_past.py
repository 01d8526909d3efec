"""A thing done, said with its verb after it and no past ending: "light bill settle", "co-op dues pay
off, receipt inna mi bag", "invoice send to Kenrick", "dance call off" (Caribbean English Creole and
other Englishes mark no past on the verb; the thing first, then the verb, is its passive). Put as
the English past ("light bill settled") so the done and called-off forms read it.

Only with the thing first and nothing before it that makes the verb a plan ("need to send …",
"I'll settle …", "pls send …"), and no date said ("invoice send to Kenrick fri" is a to-do noted in
shorthand; "dance call off, rain all weekend" says its day of the rain). Verbs that are English
nouns too ("the gutter fix", "a quick finish") count only in a message that says a creole word
("gutter fix, Brother Downs help mi"). A bare verb with its doer and a day gone said after it is
the past too ("mechanic finish it yesterday", "Marcus sort out the bill already"), and so is someone's word
or the time they gave ("Miss Ivy say a week from sunday better", "school give we till the 15th").
"""

from __future__ import annotations

import re

from memory.understanding._patois import creole_said
from memory.understanding.timex import has_date_words

__all__ = ["unmarked_past"]

_I = re.IGNORECASE
# verbs no English noun shares (so "light bill settle" is no name of a thing), with their past
_PLAIN = {"settle": "settled", "pay off": "paid off", "call off": "called off", "scrub out": "scrubbed out",
          "clean out": "cleaned out", "cancel": "cancelled", "send": "sent", "send off": "sent off",
          "sort out": "sorted out"}  # fmt: skip
# verbs that are nouns too ("the gutter fix"): past only in a creole message
_CREOLE = {"pay": "paid", "fix": "fixed", "finish": "finished", "mend": "mended", "repair": "repaired",
           "sign up": "signed up"}  # fmt: skip
# a word before the verb that makes it a plan, an order or a wish, or the verb's own subject
_NOT_A_THING = re.compile(
    r"\b(?:i|we|you|he|she|they|mi|me|him|her|dem|us|need|needs|must|should|will|'ll|gotta|got|have|has|haffi|hafi"
    r"|to|fi|please|pls|plz|can|could|would|let's|lets|don't|dont|go|going|gonna|want|wanna|if|when|then|who"
    # a question's own verb comes bare after its helper: "what'd Darlene say she'd bring", "did Tom fix it already"
    r"|what'?d|what|did|didn't|does|doesn't|do|where|why|how|which|whose)\b",
    _I,
)
_FORM = re.compile(
    r"^(?P<thing>[\w'-]+(?:\s+[\w'-]+){0,4}?)\s+(?P<v>"
    + "|".join(sorted((re.escape(v).replace(r"\ ", r"\s+") for v in {**_PLAIN, **_CREOLE}), key=len, reverse=True))
    + r")(?P<rest>(?:\s*[,.;!]|\s+(?:and|to|for|fi|wid|with|already|now|at\s+last)\b|\s*$).*)$",
    _I | re.DOTALL,
)

_CLAUSE_END = re.compile(r"[,.;!]")
# a verb and its object said before the particle: "cross the council call off" crosses something off
_VERB_FIRST = re.compile(r"^[\w'-]+\s+(?:the|a|an|my|our|di|mi|that|this|his|her|their)\b", _I)
# a deed with its doer, the day gone said after it: "mechanic finish it yesterday", "Marcus sort out the bill
# already" (a bare verb with "yesterday" or "already" can only be the past)
_DONE_BY = {"finish": "finished", "fix": "fixed", "sort": "sorted", "send": "sent", "pay": "paid", "mend": "mended",
            "repair": "repaired", "service": "serviced", "deliver": "delivered", "collect": "collected",
            "clean": "cleaned", "settle": "settled"}  # fmt: skip
_TOLD_GONE = re.compile(
    r"(?:^|(?<=[,;]\s))(?P<who>(?:the\s+)?[^\W\d_][\w'-]*)\s+(?P<v>" + "|".join(_DONE_BY) + r")\s+"
    r"(?P<rest>(?:out\s+|off\s+|up\s+)?(?:it|them|dem|that|(?:the|di|my|mi|our|his|her)\s+[\w'-]+(?:\s+[\w'-]+)?)"
    r"(?:\s+(?:out|off|up))?\s+(?:already|yesterday|last\s+night|this\s+morning|earlier(?:\s+today)?)\b)",
    _I,
)
# Nigerian and other West African Pidgin say a deed done with "don" before the bare verb ("supplier don
# deliver the rice", "i don pay the rent", "emeka don send the money"): its English past
_DON_PAST = {**_DONE_BY, "bring": "brought", "buy": "bought", "book": "booked", "return": "returned",
             "sign": "signed", "submit": "submitted", "call": "called"}  # fmt: skip
_DON = re.compile(
    r"(?:^|(?<=[,;]\s))(?P<who>(?:the\s+)?[^\W\d_][\w'-]*)\s+don\s+(?P<v>" + "|".join(_DON_PAST) + r")\b", _I
)
_NOT_A_DOER = re.compile(r"^(?:to|will|'ll|must|should|can|need|gotta|pls|please|don't|dont|go)$", _I)
# someone's word, or the time they gave, with the verb bare: "Miss Ivy say a week from sunday better",
# "school give we till independence day fi di fees"
_SAID_BY = re.compile(
    r"(?:^|(?<=[,;]\s))(?P<who>(?:(?:miss|mr|mrs|ms|dr|the|di|my|mi|our)\s+)?[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)?)"
    r"\s+(?:(?P<say>say)|give\s+(?P<whom>we|wi|us|me|mi)(?=\s+(?:till|until|til)\s))\s+",
    _I,
)
_WHOM = {"we": "us", "wi": "us", "us": "us", "me": "me", "mi": "me"}


def unmarked_past(text: str) -> str:
    """``text`` with the verb of a thing said done put in the past ("light bill settled"); else as typed."""
    text = _SAID_BY.sub(_said_by, _TOLD_GONE.sub(_told_gone, text))
    text = _DON.sub(lambda d: f"{d['who']} {_DON_PAST[d['v'].lower()]}", text)
    m = _FORM.match(text.strip())
    if m is None or _NOT_A_THING.search(m["thing"]) or _VERB_FIRST.match(m["thing"]):
        return text
    if has_date_words(f"{m['thing']} {m['v']} {_CLAUSE_END.split(m['rest'], maxsplit=1)[0]}"):
        return text  # "invoice send to Kenrick fri"; a day said in a later clause is about something else
    verb = " ".join(m["v"].lower().split())
    past = _PLAIN.get(verb) or (_CREOLE.get(verb) if creole_said(text) else None)
    if past is None:
        return text
    return f"{m['thing']} {past}{m['rest']}"


def _told_gone(m: re.Match[str]) -> str:
    """ "mechanic finished it yesterday" for "mechanic finish it yesterday"; a word that makes the verb a plan
    or an order stays as said ("will finish it already")."""
    if _NOT_A_DOER.match(m["who"]):
        return m.group(0)
    return f"{m['who']} {_DONE_BY[m['v'].lower()]} {m['rest']}"


def _said_by(m: re.Match[str]) -> str:
    """ "Miss Ivy says …" for "Miss Ivy say …", "school gave us till …" for "school give we till …"; a pronoun or
    a word of a plan before the verb leaves it as said ("I say", "they give us till", "pls say")."""
    if _NOT_A_THING.search(m["who"]):
        return m.group(0)
    if m["say"]:
        return f"{m['who']} says "
    return f"{m['who']} gave {_WHOM[m['whom'].lower()]} "
