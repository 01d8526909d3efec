"""Trouble said of what a system sends, by its failing to arrive: "invoice emails aren't going
out", "sms 2fa codes arent arriving", "password reset emails not being delivered", "push
notifications stopped coming through", "order confirmations are going to spam", "email delivery
is delayed by like an hour".

The thing is a kind of message a system sends (emails, texts, codes, notifications, alerts,
webhooks ...), named by its last word, so "invoice emails" and "2fa codes" are read alike; the
failure is one of the ways a message fails to get where it goes, negated ("aren't arriving",
"never landed", "stopped going out") or said as where it ends up ("going to spam", "stuck in the
outbox", "delayed"). A document sent by a person ("the invoice isn't going out till friday") is a
plan, not a fault: only system messages, in the plural or as "delivery", are read, and a
time still to come ("until", "this week") is a plan too.

Hand-written: closed lexicons of message kinds and ways of failing to arrive.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

# the kinds of message a system sends, said last: "invoice emails", "sms 2fa codes", "slack alerts"
_MESSAGES = (
    r"e-?mails|mails|texts|sms(?:es)?|messages|notifications|notifs|push(?:es)?|alerts|codes|otps|one-time\s+codes"
    r"|pins|invites|invitations|reminders|receipts|confirmations|webhooks|pings|pages|digests|newsletters|faxes"
    r"|verification\s+(?:e-?mails|links|texts)|magic\s+links|(?:password\s+)?reset\s+(?:e-?mails|links)|links"
    r"|(?:e-?mail|mail|message|sms|text|notification)\s+(?:delivery|deliveries|sending)|deliveries|outbound\s+mail"
    # what a system sends, said as a mass noun or by its kind: "email isnt arriving", "sms otp isn't coming"
    r"|e-?mail|mail|sms|otp|2fa|mfa|one-time\s+code|(?:2fa|mfa|otp|sms|login|verification|security)\s+code"
)
_NOT = (
    r"aren't|arent|are\s+not|isn't|isnt|is\s+not|not|never|haven't\s+been|havent\s+been|have\s+not\s+been|weren't"
    r"|werent|didn't|didnt|don't|dont|do\s+not|won't|wont|stopped|have\s+stopped|keep\s+not|still\s+not"
)
# ways a message fails to get where it goes, after a negation
_ARRIVING = (
    r"going\s+out|go\s+out|gone\s+out|goes\s+out|arriving|arrive|arrived|arrives|comes\s+(?:in|through|thru)|coming\s+(?:in|through|thru)|come\s+(?:in|through|thru)"
    r"|getting\s+(?:through|thru|delivered|sent|out|received)|get\s+(?:through|thru|delivered|sent|out|received)"
    r"|being\s+(?:delivered|sent|received)|been\s+(?:delivered|received)|delivered|delivering|sending"
    r"|landing|land|landed|reaching\s+(?:anyone|people|users|customers|clients|me|us|the\s+\w+)|firing|fire|fired"
    r"|triggering|trigger|triggered|showing\s+up|show\s+up"
)
# where a message ends up instead, or how late: "going to spam", "stuck in the queue", "delayed"
_ASTRAY = (
    r"(?:going|goes|went|ending\s+up|landing|getting\s+(?:flagged|marked))\s+(?:in|to|into|as)\s+(?:the\s+|everyone's\s+"
    r"|everybody's\s+|people's\s+|customers'\s+|their\s+|my\s+|our\s+|your\s+)?"
    r"(?:spam|junk|promotions|quarantine)(?:\s+folders?)?|(?:stuck|sitting|queued(?:\s+up)?)\s+(?:in|on)\s+(?:the\s+)?"
    r"(?:queue|outbox|pending|sending|drafts)|delayed|late|lagging|bouncing(?:\s+back)?|getting\s+bounced"
    r"|(?:getting|being)\s+(?:rejected|blocked|dropped)|failing(?:\s+to\s+send)?|going\s+missing|disappearing"
    r"|backed\s+up|duplicated|sending\s+twice|going\s+out\s+twice|(?:coming|arriving)\s+(?:in\s+)?(?:hours\s+)?late"
)
_BE = r"(?:\s+(?:are|is|were|was|have\s+been|has\s+been|keep|keeps)|'re|'s)?"
_ADVERBS = r"(?:\s+(?:still|just|all|now|suddenly|randomly|again|completely|totally|even))*"
_DELIVERY = gated(re.compile(
    r"^(?:(?:the|our|my|all\s+(?:the|our|my)|all|some|most|any)\s+)?(?P<t>(?:[\w&./-]+\s+){0,3}?(?:" + _MESSAGES + r"))"
    r"(?P<where>\s+(?:to|from|for|on)\s+(?:the\s+)?[\w@./-]+(?:\s+(?!" + _NOT + r"|are|is|were|was|have|has|keeps?"
    r"|still|just|all\b)[\w@./-]+)?)??"
    + _BE + _ADVERBS + r"\s+(?P<how>(?:(?:" + _NOT + r")" + _ADVERBS + r"\s+(?:" + _ARRIVING + r"))|" + _ASTRAY + r")"
    r"(?P<rest>(?:\s+(?:again|anymore|any\s+more|at\s+all|now|today|tonight|since\s+.+|for\s+.+|this\s+(?:morning"
    r"|afternoon|evening)|all\s+day|overnight|by\s+.+|(?:about|around|like|over|up\s+to)\s+.+|to\s+(?:anyone|users"
    r"|customers|clients|people|some\s+\w+|\w+\s+users)|[~≈+]?\d+\s*\w*))*)[\s!.…]*$",
    _I,
))
# a plan, not a fault: "the invites aren't going out until the venue confirms", "not sending the
# reminders this week"
_PLANNED = re.compile(
    r"\b(?:until|till|til|yet|before|after|next|tomorrow|tmrw|this\s+(?:week|month|year|term|quarter)|on\s+\w+days?)\b",
    _I,
)
_MAX_WORDS = 16


def undelivered(s: str) -> OpenEpisode | None:
    """The issue messages a system sends failing to arrive open ("sms 2fa codes arent
    arriving": sms 2fa codes), or None for a plan or no system message."""
    said = s.strip()
    if len(said.split()) > _MAX_WORDS:
        return None
    m = _DELIVERY.match(said)
    if m is None or _PLANNED.search(m["rest"] or ""):
        return None
    thing = _phrase(f"{m['t']}{m['where'] or ''}".strip())
    if not _plausible(thing, max_words=7):
        return None
    return OpenEpisode(thing, " ".join(p for p in (m["how"], (m["rest"] or "").strip()) if p))


_BOUNCING = re.compile(r"\bbounc(?:ing|es|ed)\b(?:\s+back\b)?", _I)
# the mail named last or before where it goes ("invoice emails", "emails to gmail"; never "mail server")
_A_MESSAGE = re.compile(r"\b(?:" + _MESSAGES + r")(?=\s*$|\s+(?:to|from|for|on)\b)", _I)


def bouncing(episode: OpenEpisode, said: str) -> OpenEpisode:
    """``episode`` named by its trouble when what bounces is mail ("emails to the Rostelecom
    domain are bouncing": emails … bouncing), since the mail is not what is broken; else as it is."""
    if not _BOUNCING.search(said) or not _A_MESSAGE.search(episode.topic) or _BOUNCING.search(episode.topic):
        return episode
    detail = _BOUNCING.sub("", episode.detail).strip(" ,")
    return OpenEpisode(f"{episode.topic} bouncing", detail)

