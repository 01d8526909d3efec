"""Trouble said of what a system should show and does not: "tracking numbers not showing up in
the customer emails", "prices aren't appearing on the website", "the logo doesn't show on the
invoices", "bookings have stopped showing in the calendar".

The thing not shown is the issue's topic ("tracking numbers"); where it should show is detail.
Where must be a system's output or screen (emails, invoices, the app, the dashboard, the
report ...): "Tom isn't showing up at the meeting" is a person absent, "the bruise isn't showing
on camera" no fault of a system. A time still to come ("until friday") is a plan, not a fault.

Shown wrong, all of a kind at once ("booking site shows every slot as full even tho it's empty", "delivery
tracking shows every parcel as lost"), the system showing them is the issue (:func:`shown_wrong`).

Hand-written: a closed list of the verbs of showing and of the places a system shows things.
"""

from __future__ import annotations

import re

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

__all__ = ["shown_wrong", "unshown"]

_WORD = r"[\w&.#-]+"
_NOT = (
    r"aren't|arent|are\s+not|isn't|isnt|is\s+not|not|never|don't|dont|do\s+not|doesn't|doesnt|does\s+not|won't|wont"
    r"|didn't|didnt|haven't\s+been|havent\s+been|hasn't\s+been|hasnt\s+been|stopped|have\s+stopped|has\s+stopped"
    r"|keep\s+not|keeps\s+not"
)
_SHOWING = (
    r"show(?:ing|s|n)?(?:\s+up)?|appear(?:ing|s)?|display(?:ing|ed|s)?|populat(?:e|ing|ed)|render(?:ing|ed|s)?"
    r"|pull(?:ing)?\s+through|com(?:e|ing)\s+through|print(?:ing|ed)?|load(?:ing|ed)?"
)
# the outputs and screens of a system: where a thing not shown is a fault
_SHOWN_ON = (
    r"e-?mails?|invoices?|receipts?|statements?|payslips?|quotes?|labels?|pdfs?|exports?|reports?|templates?"
    r"|newsletters?|confirmations?|notifications?|app|apps|dashboard|site|website|web\s*site|page|pages|portal"
    r"|calendar|system|inbox|feed|search(?:\s+results)?|results|listings?|spreadsheet|sheet|crm|pos|till|screen"
    r"|ui|form|checkout|cart|basket|orders?|order\s+page|admin|backend|back\s+end|front\s+end|store|shop|catalogue"
    r"|catalog|account|accounts|profile|feeds?|tracker|xero|quickbooks|shopify|stripe|slack|teams|jira|drive"
    # a device missing from the net it should be on: "the NAS not showing on the network", "… in the device list"
    r"|network|lan|wifi|wi-fi|device\s+list|devices|bluetooth"
)
_UNSHOWN = gated(re.compile(
    rf"^(?:(?:the|our|my|all\s+(?:the|our|my)|all|some|any|most)\s+)?(?P<t>{_WORD}(?:\s+{_WORD}){{0,3}}?)"
    r"(?:\s+(?:are|is|have\s+been|has\s+been|keep|keeps)|'re|'s)?(?:\s+(?:still|just|all|suddenly|now))*"
    rf"\s+(?:{_NOT})(?:\s+(?:still|even|all|always))*\s+(?P<v>{_SHOWING})"
    rf"(?P<where>\s+(?:in|on|into|within)\s+(?:(?:the|our|my|their|any|all|some)\s+)?(?:{_WORD}\s+){{0,2}}"
    rf"(?:{_SHOWN_ON}))(?P<rest>(?:\s+(?:again|anymore|any\s+more|at\s+all|now|today|since\s+.+|for\s+.+"
    r"|this\s+(?:morning|week)|either))*)[\s!.…]*$",
    _I,
))
_PLANNED = re.compile(r"\b(?:until|till|til|yet|before|after|next|tomorrow|tmrw)\b", _I)
_NOT_A_THING = re.compile(r"^(?:i|we|you|he|she|they|it|this|that|everyone|everybody|someone|nobody|people)$", _I)
_NAME = re.compile(r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)")  # one capitalised word: a person as likely as a thing
_MAX_WORDS = 16


def unshown(s: str) -> OpenEpisode | None:
    """The issue a thing a system should show and does not opens ("tracking numbers not
    showing up in the customer emails": tracking numbers), or None."""
    said = s.strip()
    if len(said.split()) > _MAX_WORDS:
        return None
    m = _UNSHOWN.match(said)
    if m is None or _PLANNED.search(m["rest"] or ""):
        return None
    thing = m["t"].strip()
    if _NOT_A_THING.match(thing) or thing.lower() in PEOPLE or _NAME.fullmatch(thing):
        return None  # "Tom isn't showing up in the emails": a person
    if not _plausible(thing, max_words=4):
        return None
    return OpenEpisode(_phrase(thing), f"not {m['v'].lower()}{m['where']}".strip())


# "booking site shows every slot as full even tho it's empty": every thing of a kind shown in one state
_SHOWN_WRONG = gated(re.compile(
    rf"^(?:(?:the|our|my)\s+)?(?P<t>{_WORD}(?:\s+{_WORD}){{0,3}}?)(?:'s|\s+is)?(?:\s+(?:still|now|suddenly|just))?\s+"
    r"(?:shows|showing|displays|displaying|lists|listing)\s+"
    rf"(?P<q>every|each|all(?:\s+(?:the|our|my))?)\s+(?P<o>{_WORD}(?:\s+{_WORD})?)\s+as\s+"
    rf"(?P<state>{_WORD}(?:\s+(?!(?:even|tho|though|but|when|again|lol|smh|ugh)\b){_WORD})?)"
    r"(?P<rest>(?:\s*,\s*|\s+(?:even\s+)?(?:tho|though|but|when|again|lol|smh|ugh)\b).*)?[\s!.…]*$",
    _I,
))


def shown_wrong(s: str) -> OpenEpisode | None:
    """The issue a system showing every thing of a kind in one state opens ("delivery tracking shows every
    parcel as lost, not funny": delivery tracking), or None (a person marking things is no fault)."""
    said = s.strip()
    if len(said.split()) > _MAX_WORDS:
        return None
    m = _SHOWN_WRONG.match(said)
    if m is None:
        return None
    thing = m["t"].strip()
    if _NOT_A_THING.match(thing) or thing.lower() in PEOPLE or _NAME.fullmatch(thing):
        return None  # "Tom shows every visitor as a guest": a person's doing
    if not _plausible(thing, max_words=4):
        return None
    return OpenEpisode(_phrase(thing), f"shows {m['q'].lower()} {m['o']} as {m['state']}")
