"""A name typed in lower case that opens a message, found again by the "she"/"he" after it:
"jess moved teams, she's in platform now", "tom changed jobs - he's at google now", "amara left
sales, she's in ops now".

A capitalised word opening a sentence with a verb after it names the person a later pronoun
means (:func:`memory.understanding._referents.only_name`). Typed all in lower case, any word
may be a name or none, so that rule takes nothing. Here, in a message with no capitals, the
first word is the person when a verb of what people do with their jobs and homes follows it
("moved", "changed", "left", "joined" …, or "is leaving", "is starting" …) and the clause after it
starts with "she", "he", "his" or "her": a gendered pronoun is said only of a person, so the word
before it is one.

The same holds for the one a done report ends with, whom it went to or who was reached: "sent
the menu to anika. she's head chef now", "rang tomas, he's in porto now".

Not taken: a word that is never a name ("the", "everyone", "team"), "they" after it ("design
moved floors, they're on 3 now" may be a team), a message with any capital letter (the capitalised
rule decides).
"""

from __future__ import annotations

import re

from memory.understanding._kin import AMBIGUOUS_KIN, KIN_WORDS
from memory.understanding._phrases import _I, _NAME_STOP
from memory.understanding._role_words import ROLE_WORDS
from memory.words import STOPWORDS

__all__ = ["lowercase_name", "lowercase_recipient", "reached_role"]

_OPENER = re.compile(
    r"^(?P<n>[a-z][a-z'\-]+)\s+(?:(?:has|have|just|finally|officially|also)\s+)*(?:moved|changed|switched|swapped"
    r"|left|joined|transferred|relocated|quit|started|got|went|became|took|retired|resigned"
    # what is about to happen to them: "rahul is leaving end of month", "ana's starting monday"
    r"|(?:is|'s)\s+(?:leaving|moving|starting|joining|retiring|relocating|transferring|quitting|resigning))\b",
    _I,
)
# ("rahul is leaving end of month, his last day is dec 31": whose, as much as who)
_SHE_HE = re.compile(r"^(?:she|he|his|her)(?:'s|s|'ll|'d)?\b", _I)


def lowercase_name(head: str, clause: str, lowercase: bool) -> str | None:
    """The person ``head`` (the words before ``clause``) opens with, as typed, when the
    message has no capitals and ``clause`` starts with "she" or "he"; else None."""
    if not lowercase or not _SHE_HE.match(clause.strip()):
        return None
    m = _OPENER.match(head.strip())
    if m is None or m["n"] in _NAME_STOP or m["n"] in STOPWORDS:
        return None
    return m["n"]


# a done report ending with whom it went to or who was reached: "sent the menu to anika", "rang tomas"
# (or with whom it went to before the thing: "emailed jess the deck")
_REACHED = re.compile(
    r"^(?:i\s+)?(?:just\s+)?(?:(?:sent|gave|handed|passed|forwarded|emailed|mailed|posted|showed|called|rang|phoned"
    r"|texted|messaged|pinged|met|saw|caught\s+up\s+with|spoke\s+(?:to|with)|talked\s+to)"
    r"(?:\s+.+?\s+(?:to|with))?\s+(?P<n>[a-z][a-z'\-]+)"
    r"|(?:sent|gave|handed|passed|forwarded|emailed|mailed|showed|texted|messaged)\s+(?P<o>[a-z][a-z'\-]+)"
    r"\s+(?:the|a|an|my|our|some|those|these)\s+.+"
    # the thing first, sent to them: "logo options sent to lisa", "the menu got emailed over to anika"
    r"|[a-z][\w' -]*?\s+(?:(?:was|were|got)\s+)?(?:sent|emailed|mailed|given|handed|passed|forwarded|posted)"
    r"(?:\s+over)?\s+to\s+(?P<p>[a-z][a-z'\-]+))[\s,;.]*$",
    _I,
)


def lowercase_recipient(before: str) -> str | None:
    """The person a done report ``before``, typed with no capitals, went to or reached ("sent the
    menu to anika" -> "anika"), else None; asked only when a "she"/"he" follows it."""
    m = _REACHED.match(before.strip())
    name = m and (m["n"] or m["o"] or m["p"])
    if not name or before != before.lower() or name in _NAME_STOP or name in STOPWORDS:
        return None
    return name


# someone reached who is known by their job: "called the broker", "rang my accountant", "spoke to our landlord"
_REACHED_ROLE = re.compile(
    r"^(?:i\s+)?(?:just\s+)?(?:called|rang|phoned|texted|messaged|pinged|emailed|met|saw|caught\s+up\s+with"
    r"|spoke\s+(?:to|with)|talked\s+to|heard\s+(?:back\s+)?from)\s+(?P<r>(?:the|my|our)\s+(?:[a-z\-]+\s+)?[a-z\-]+"
    # an office named bare: "emailed IT", "rang HR", "pinged support"
    r"|(?-i:IT|HR)|support|helpdesk|facilities)"
    # what about: "called the landlord abt the heating", "rang the garage re the MOT"
    r"(?:\s+(?:about|abt|re|regarding|over|on)\s+(?P<t>(?:the|my|our|a|an)\s+[^,;.]+?))?[\s,;.]*$",
    _I,
)


def reached_about(before: str) -> str | None:
    """What a report ``before`` of reaching someone was about ("emailed IT about the vpn" -> "the vpn"),
    else None: the "it" of what they said they will do next ("they'll look at it tmrw")."""
    m = _REACHED_ROLE.match(before.strip())
    return m["t"] if m is not None and m["t"] else None


# the one by their job who reached the user: "broker called", "ok the plumber rang back"
_ROLE_REACHED = re.compile(
    r"^(?:(?:ok|okay|k|so|right|btw|fyi)[\s,]+)?(?P<the>(?:the|my|our)\s+)?(?P<r>(?:[a-z\-]+\s+)?[a-z\-]+)\s+"
    r"(?:(?:just|finally)\s+)?(?:called|rang|phoned|texted|messaged|emailed|replied|(?:called|rang|phoned)\s+back"
    r"|got\s+back(?:\s+to\s+me)?|came\s+back\s+to\s+me)[\s,;.!]*$",
    _I,
)


def reached_role(before: str) -> str | None:
    """Whom a report ``before`` reached, or who reached the user, when it names them by their
    job or kin ("called the broker", "broker called" -> "the broker"; "mum rang" -> "mum"), else None; asked only when a
    "she"/"he" follows it, so "he'll send the forms over tmrw" is the broker's promise."""
    m = _REACHED_ROLE.match(before.strip())
    if m is not None:
        return m["r"] if ROLE_WORDS.search(m["r"].split()[-1]) else None
    m = _ROLE_REACHED.match(before.strip())
    if m is None:
        return None
    if m["r"].lower() in KIN_WORDS - AMBIGUOUS_KIN:
        return m["r"]  # "dad called, he'll pick up the kids at 4"
    return f"{(m['the'] or 'the ').lower()}{m['r']}" if ROLE_WORDS.search(m["r"].split()[-1]) else None


# a firm or an office reached, that "they" then speaks for: "called the insurer, they'll send the forms by thurs"
_FIRM = re.compile(
    r"(?:insurer|insurance|bank|council|garage|agency|agents?|school|surgery|clinic|hospital|office|company|firm"
    r"|airline|hotel|shop|store|supplier|courier|vendor|solicitors|lawyers|accountants|practice|nursery|landlords"
    r"|letting\s+agent|estate\s+agent|utility|provider|builders|movers|removals|helpdesk|support|hr|it)$",
    _I,
)


def reached_firm(before: str) -> str | None:
    """Which firm a report ``before`` reached ("called the insurer" -> "insurer"), else None; asked
    only when "they" follows it, so "they'll send the forms by thurs" is the insurer's promise."""
    m = _REACHED_ROLE.match(before.strip())
    if m is None or not _FIRM.search(m["r"]):
        return None
    return re.sub(r"^(?:the|my|our)\s+", "", m["r"], flags=_I)  # its promise is read as "insurer will …"

