"""A place's hours: "the rec centre closes at 9pm", "the mess shuts at 9pm", "the pharmacy opens at
8:30 on weekdays" keep the place's ``closing time`` or ``opening time`` (a fact that holds every
day, put right by "sorry, 10pm"), never a to-do of the user's due at that hour; and the questions
that ask them: "till when is the mess open", "what time does the library close", "when does the
gym open" (:func:`hours_asked`).

Only a place people go to (:data:`_VENUE`), so "the application window closes at 5pm" and
"voting closes at 8" stay deadlines; and only without a day of its own ("the bank closes at 3
tomorrow" is that day's news, not its hours).
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import CorrectValue, StateClaim
from memory.understanding.timex import has_date_words

# the last word of a place with opening hours
_VENUE = (
    r"(?:cent(?:re|er)|mess|library|gym|pool|pharmacy|chemist|shop|store|bank|post\s+office|clinic|canteen|cafeteria"
    r"|caf[eé]|bar|pub|restaurant|market|mall|supermarket|bakery|hall|museum|park|reception|dispensary|laundry"
    r"|laundromat|daycare|creche|nursery|surgery|office|counter|desk|kitchen|tuck\s+shop|dining\s+hall|diner"
    r"|petrol\s+station|gas\s+station|garage|salon|barber|barbers|dhaba|canteen|hostel|gate|lab"
    # a business's own outlets: "the Souq al Juma branch closes at 9pm"
    r"|branch|outlet|showroom|depot|warehouse|studio|spa|cinema)"
)
_PLACE = r"(?:the\s+|our\s+)?(?P<place>(?:[\w'-]+\s+){0,3}?" + _VENUE + r")"
# a clock time that says which half of the day ("9pm", "8:30", "noon"); a bare "at 6" may be any hour
# said in passing ("the shop closes at 6", kept as nothing by the corpora)
_CLOCK = r"(?P<clock>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d{2}|noon|midnight)"
# "the rec centre closes at 9pm", "mess shuts at 9 on weekdays", "the pharmacy opens at 8:30"
_HOURS = re.compile(
    r"^"
    + _PLACE
    + r"\s+(?P<verb>closes|shuts|opens|close|shut|open|is\s+open\s+(?:till|until|til|to))\s+(?:at\s+)?"
    + _CLOCK
    + r"(?P<days>\s+(?:on\s+)?(?:weekdays|weekends|week\s*days|(?:mon|tues|wednes|thurs|fri|satur|sun)days))?$",
    _I,
)
# "till when is the mess open", "what time does the library close", "when does the gym open", "mess open till
# when", "what time is the mess open till"
_HOURS_Q = re.compile(
    r"^(?:till|until|til|up\s*to)\s+when\s+(?:is|'s)\s+" + _PLACE + r"\s+(?P<v>open)$"
    r"|^(?:what\s+time|when|wat\s+time)\s+(?:does|do|will|is)\s+" + _PLACE.replace("place", "p2") + r"\s+"
    r"(?P<v2>close|shut|open|closing|opening)(?P<till>\s+(?:till|until|til))?$"
    r"|^"
    + _PLACE.replace("place", "p3")
    + r"\s+(?P<v3>open|closes|opens|close|shuts)\s+(?P<till3>(?:till|until|til)\s+)?"
    r"(?:when|what\s+time)$",
    _I,
)
_CLOSING = frozenset({"closes", "shuts", "close", "shut", "closing"})


def place_hours(text: str) -> list[StateClaim]:
    """The place's hours ``text`` states (see the module doc), else []."""
    said = text.strip().rstrip(".!")
    m = _HOURS.match(said)
    if m is None or has_date_words(said[: m.start("clock")]):  # "the bank closes at 3 tomorrow": that day's news
        return []
    verb = m["verb"].lower()
    closing = verb in _CLOSING or verb.startswith("is")
    value = re.sub(r"\s+", "", m["clock"])
    scope = re.sub(r"^on\s+", "", m["days"].strip(), flags=_I) if m["days"] else None
    place = re.sub(r"\s+", " ", m["place"])
    return [StateClaim(place, "closing time" if closing else "opening time", value, scope=scope)]


# "no it closes at 10pm", "sorry, they open at 8:30", "actually the pharmacy shuts at 9pm": the hours put right
_PUT_RIGHT = re.compile(
    r"^(?:no+|nope|nah|sorry|soz|oops|actually|correction|wait|my\s+bad)(?:\s*[,:;!.\-–—]\s*|\s+)"
    r"(?:(?:it|they|(?P<place>(?:the\s+|our\s+)?(?:[\w'-]+\s+){0,3}?" + _VENUE + r"))\s+)"
    r"(?P<verb>closes|shuts|opens|close|shut|open)\s+(?:at\s+)?" + _CLOCK + r"(?:\s+actually)?$",
    _I,
)


def hours_put_right(text: str) -> CorrectValue | None:
    """The hours ``text`` puts right ("no it closes at 10pm": the closing time of the place the chat
    was about, or of the place named), else None."""
    m = _PUT_RIGHT.match(text.strip().rstrip(".!"))
    if m is None:
        return None
    place = re.sub(r"^(?:the|our)\s+", "", re.sub(r"\s+", " ", m["place"] or ""), flags=_I)
    closing = m["verb"].lower() in _CLOSING
    return CorrectValue(place, "closing time" if closing else "opening time", re.sub(r"\s+", "", m["clock"]))


def hours_asked(text: str) -> tuple[str, str] | None:
    """(place, "closing time" or "opening time") a question asks (see the module doc), else None."""
    m = _HOURS_Q.match(text.strip().rstrip("?").strip())
    if m is None:
        return None
    place = re.sub(r"\s+", " ", m["place"] or m["p2"] or m["p3"])
    verb = (m["v"] or m["v2"] or m["v3"]).lower()
    closing = verb in _CLOSING or m["v"] is not None or bool(m["till"] or m["till3"])
    return place, "closing time" if closing else "opening time"
