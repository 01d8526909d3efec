"""A fact the user heard from someone: "just heard from Jo that Dimitri is now head of sales",
"Kemi told me Ayo's moved to Leeds", "Jo says Dimitri's the new head of sales, big news".

What was heard is kept as the fact it states, when it states one plainly: a hedge ("might",
"rumour", "thinking of") keeps it news (the corpora label "heard a rumour Wambui might leave"
as nothing). A trailing reaction ("pretty big news", "good for her", "about time") is how the
user feels about it, no part of the value.

Hand-written: the reporting frames and reactions are closed lists of a few words; what follows
them is read by the fact readers themselves.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

# "(i) (just) heard from Jo that …", "Jo (just) told me (that) …", "Jo says …", "found out …"
_FRAME = re.compile(
    r"^(?:(?:so|oh|omg|wow|btw|fyi|ok|okay)\W+)*(?:(?:i\s+|we\s+)?(?:just\s+)?(?:heard|found\s+out|learn[te]d|got\s+word)"
    r"(?:\s+from\s+(?:[A-ZÀ-Ý][\w'\-]*(?:\s+[A-ZÀ-Ý][\w'\-]*)?|(?:my|our|the)\s+[a-z]+))?\s+that"
    # (where they work, said after the name: "Jen from HR says …", "Tom at the bank said …")
    r"|(?-i:[A-ZÀ-Ý][\w'\-]*)(?:\s+(?:from|at|in|over\s+at)\s+(?:the\s+)?[\w&'\-]+)?\s+(?:just\s+)?"
    r"(?:told\s+(?:me|us)|says|said|mentioned|confirmed)(?:\s+that)?)\s+(?P<rest>\S.*)$",
    _I,
)
# a hedge: what was heard is not yet so
_HEDGE = re.compile(
    r"\b(?:might|may|could|maybe|perhaps|possibly|probably|rumou?r\w*|thinking\s+(?:of|about)|considering"
    r"|not\s+sure|no\s+idea|if|whether|apparently|supposedly|allegedly|going\s+to|gonna|wants?\s+to|hopes?\s+to)\b",
    _I,
)
# the user's reaction after the news: "pretty big news", "good for her", "about time!"; a lone
# "wow" or "nice" only after a comma or a dash (else it may be the value: "the new office is nice")
_AFTER = r"(?:\s+(?:honestly|tbh|lol|haha\w*|tho|though|really))*[\s.!]*$"
_REACTION = re.compile(
    r"(?:\s*[,;.!\-–—]\s*|\s+)(?:(?:pretty|such|really|so|very|quite)\s+)?(?:(?:big|huge|great|good|sad|wild|exciting"
    r"|amazing|crazy|surprising|welcome)\s+news|good\s+for\s+(?:her|him|them)|about\s+time|well\s+deserved)" + _AFTER
    + r"|\s*[,;.!\-–—]\s*(?:wow|omg|finally|nice|yay)" + _AFTER,
    _I,
)
_GATE = gated(re.compile(r"news|good\s+for|about\s+time|deserved|[,;.!\-–—]\s*(?:wow|omg|finally|nice|yay)", _I))


def heard_fact(clause: str) -> str | None:
    """What was heard, as the clause that states it, or None when ``clause`` reports nothing
    heard or what it reports is hedged."""
    m = _FRAME.match(clause.strip())
    if m is None or _HEDGE.search(m["rest"]):
        return None
    return without_reaction(m["rest"])


_THING_SAID = re.compile(r"^(?:the|our|my|their)\s+\S", _I)
_PROMISED = re.compile(r"\b(?:will|won't|shall)\b|'ll\b", _I)
# "Priya said the offer letter goes out thurs": their sending (:func:`._their_word.their_sending`)
_GOES_OUT = re.compile(r"\b(?:go|goes|going)\s+out\b", _I)


def heard_of_thing(text: str) -> str:
    """ "Jen from HR says the offsite is now on the 22nd": what was heard about a thing, as the
    user's own words (the source is who said it, never part of the thing); ``text`` itself
    unless it is such a report, plainly said."""
    m = _FRAME.match(text.strip())
    if m is None or not _THING_SAID.match(m["rest"]) or _HEDGE.search(m["rest"]) or _PROMISED.search(m["rest"]):
        return text  # ("Mo says the report will be sent monday": Mo's promise, whose the to-do readers know)
    if _GOES_OUT.search(m["rest"]):
        return text  # ("Priya says the offer letter goes out thurs": her sending, not the user's to-do)
    return m["rest"]


def without_reaction(clause: str) -> str:
    """ "Dimitri is now head of sales for emea pretty big news": the news without the reaction."""
    if _GATE.search(clause) is None:
        return clause
    return _REACTION.sub("", clause).strip() or clause
