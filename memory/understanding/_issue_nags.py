"""Three more ways a system or a device is said to be failing: it keeps asking for what it was given
("outlook keeps asking for my password", "the bank app keeps prompting me to log in again"), its
screen shows a mark it should not ("laptop screen has a weird green line", "the telly's got a dead
pixel", "monitor has lines across it"), or it acts by itself ("mouse is double clicking by itself",
"the alarm goes off on its own").

A person keeps asking for things too ("Sam keeps asking for my password"), so the first is read only
of a thing named as software or a device; a mark is read only on a thing that has a screen or a lens
("the cake has a green line" is icing). Hand-written: closed lists of the words of each.
"""

from __future__ import annotations

import re

from memory.understanding._issue_shapes import MAX_WORDS
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

_THING = r"(?:(?:the|my|our|this|that)\s+)?(?P<t>[\w&.'-]+(?:\s+[\w&.'-]+){0,3}?)"
_IS = r"(?:'s|\s+is|\s+has|\s+just|\s+still)*"
# software and devices, by a word of their name: a person never asks for a password again and again in
# these words ("outlook", "the bank app", "my laptop", "teams")
_SYSTEM = re.compile(
    r"\b(?:outlook|gmail|exchange|mail|e-?mail|inbox|app|apps|site|website|portal|laptop|phone|iphone|android|pc"
    r"|computer|mac|macbook|windows|vpn|wi-?fi|router|teams|zoom|slack|icloud|itunes|apple\s+id|google|chrome"
    r"|safari|firefox|edge|browser|printer|tablet|ipad|kindle|tv|telly|netflix|spotify|xero|quickbooks|sap|jira"
    r"|office|word|excel|onedrive|dropbox|sharepoint|okta|authenticator|login|account|system|server|intranet)s?\b",
    _I,
)
_ASKS_AGAIN = gated(re.compile(
    rf"^{_THING}{_IS}\s+(?:keeps?|kept|constantly|always)\s+(?:asking|prompting|nagging|making|forcing|bugging)"
    r"\s+(?:me|us|everyone|people)?\s*(?:for|to)\s+(?:my|our|the|a|an|me\s+to)?\s*(?P<what>(?:[\w-]+\s+){0,2}?(?:re-?)?(?:password|passcode"
    r"|pin|login|log\s*in|sign\s*in|sign\s+back\s+in|log\s+back\s+in|credentials|2fa|mfa|code|otp|verification"
    r"|verify|authenticate|re-?authenticate|re-?enter|update|restart|reboot|activate|activation|licen[cs]e|key)\w*)"
    r"(?P<rest>(?:\s+(?:again|every\s+\w+(?:\s+\w+)?|all\s+day|all\s+the\s+time|constantly|non-?stop|today|lately"
    r"|since\s+.+))*)$",
    _I,
))
# what has a screen or a lens, where a mark is a fault
_SCREEN = re.compile(
    r"\b(?:screen|display|monitor|tv|telly|television|projector|laptop|phone|iphone|tablet|ipad|kindle|camera|lens"
    r"|dashcam|webcam|viewfinder|touchscreen|macbook|imac)s?$",
    _I,
)
_MARK = gated(re.compile(
    rf"^{_THING}(?:'s|\s+has|\s+have)(?:\s+(?:got|suddenly|now|still))*\s+(?:a|an|some|this|these|two|three|\d+"
    r"|loads\s+of|lots\s+of)?\s*(?:(?:weird|strange|funny|odd|thin|thick|big|huge|little|small|faint|bright|dark|black"
    r"|white|green|pink|purple|red|blue|yellow|grey|gray|vertical|horizontal|diagonal|flickering|new)\s+){0,3}"
    r"(?P<mark>lines?|stripes?|streaks?|bands?|dead\s+pixels?|stuck\s+pixels?|spots?|blotch(?:es)?|smudges?|tint"
    r"|burn-?in|ghosting|backlight\s+bleed|bleed|cracks?|shadows?)\b(?P<rest>(?:\s+(?:across|down|through|on|in|at"
    r"|along|over|at)\s+.{1,30}?)?(?:\s+(?:again|now|today|since\s+.+))*)$",
    _I,
))


# a thing acting of its own accord: "mouse is double clicking by itself", "the gate opens on its own" ("itself",
# "its own": said of a thing, where a person does it "by himself")
_BY_ITSELF = gated(re.compile(
    rf"^{_THING}(?:'s|\s+is|\s+are|'re|\s+keeps|\s+just|\s+randomly)*\s+(?P<v>[a-z][\w-]*)(?:\s+[\w-]+){{0,3}}?"
    r"\s+(?:all\s+)?(?:by\s+itself|on\s+its\s+own|by\s+themselves|on\s+their\s+own|of\s+its\s+own\s+accord)"
    r"(?P<rest>(?:\s+(?:again|now|today|lately|constantly|at\s+night|every\s+\w+(?:\s+\w+)?))*)$",
    _I,
))
# what comes right by itself: "the leak stopped on its own", "the cut healed on its own" (no trouble, a recovery)
_RECOVERS = re.compile(
    r"^(?:heal|clear|resolv|sort|fix|stop|disappear|recover|right|settl|calm|improv|pass|vanish|fad|dr[iy]|reset"
    r"|restor|reconnect|sync|upd|sett"
    # "… and came back by itself": back, the thing said before (the verb read as the thing)
    r"|back$|up$)",
    _I,
)
_PEOPLE = re.compile(r"\b(?:dog|cat|puppy|kitten|baby|toddler|kids?|child|son|daughter)s?$", _I)


def nagging(s: str) -> OpenEpisode | None:
    """The issue a system asking again and again ("outlook keeps asking for my password"), a
    screen marked ("laptop screen has a weird green line") or a thing acting by itself opens, or None."""
    s = s.strip()
    if len(s.split()) > MAX_WORDS:
        return None
    m = _ASKS_AGAIN.match(s)
    if m is not None and _SYSTEM.search(m["t"]) and _plausible(m["t"], max_words=4):
        return OpenEpisode(_phrase(m["t"]), _said(s[m.end("t") :]))
    m = _MARK.match(s)
    if m is not None and _SCREEN.search(m["t"]) and _plausible(m["t"], max_words=4):
        return OpenEpisode(_phrase(m["t"]), _said(s[m.end("t") :]))
    m = _BY_ITSELF.match(s)
    if (
        m is not None and not _RECOVERS.match(m["v"]) and not _PEOPLE.search(m["t"]) and not m["t"][:1].isupper()
        and _plausible(m["t"], max_words=4)
    ):
        return OpenEpisode(_phrase(m["t"]), _said(s[m.end("t") :]))
    return None


def _said(state: str) -> str:
    """What the thing does, as typed, without the "'s"/"has" before it ("got a dead pixel")."""
    return re.sub(r"^(?:'s|\s+is|\s+has|\s+have)?\s*", "", state).strip()
