"""A regret said first: "should've taken the 7am flight honestly, the 10am one got delayed",
"shoulda left earlier, the train got cancelled", "wish i'd booked the aisle seat".

What the user should have done and did not is past: nothing is due, and what the rest of the
message tells ("got delayed", "got cancelled") is why the regret, not a plan of theirs that
moved or was dropped. Only a message that looks ahead after the regret ("…, need to rebook by
friday") still holds something to keep, and is read as usual.

Hand-written: the shape is a modal perfect ("should've", "coulda", "wish I'd") and a past
participle; what looks ahead is a closed list of words of obligation and time to come.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

_REGRET = re.compile(
    r"^(?:(?:ugh|argh|man|honestly|tbh|damn|dang|welp|oof|sigh|lol)\W+)*(?:i\s+|we\s+)?"
    r"(?:(?:should|could|would)(?:'ve|’ve|\s+of|a)|(?:i\s+)?wish\s+(?:i|we)(?:'d|’d)|if\s+only\s+(?:i|we)(?:'d|’d))"
    r"\s+(?:just\s+|totally\s+|really\s+)?(?:not\s+)?[a-z]+\b"
    # spelt out, "should have" also owns ("we should have the keys by noon"): a past participle only
    r"|^(?:(?:ugh|argh|man|honestly|tbh|damn|dang|welp|oof|sigh|lol)\W+)*(?:i\s+|we\s+)?"
    r"(?:(?:should|could|would)\s+have|(?:i\s+)?wish\s+(?:i|we)\s+had|if\s+only\s+(?:i|we)\s+had)"
    r"\s+(?:just\s+|totally\s+|really\s+)?(?:not\s+)?(?:[a-z]+(?:ed|en|wn|ne)|left|brought|bought|sent|went|took"
    r"|got|told|kept|slept|spent|thought|caught|paid|said|made|had|let|put|set|read|run|come|become)\b",
    _I,
)
# what looks ahead, after the regret: a to-do still to do
_AHEAD = re.compile(
    r"\b(?:need(?:s)?\s+to|needa|have\s+to|has\s+to|gotta|got\s+to|must|will|'ll|going\s+to|gonna|remind|let'?s"
    r"|tomorrow|tmrw|tmr|tonight|next\s+\w+|by\s+\w+day)\b",
    _I,
)


# news said in the present after the regret: "should've told you, Maya is the new CTO" keeps the news
_NEWS_NOW = re.compile(r"[,;:]\s*.*\b(?:is|are|am|has|have)\b|[,;:]\s*\S+(?:'s|'re)\s", _I)


def regretting(text: str) -> bool:
    """Whether ``text`` opens with what the user should have done and then tells only why or
    how they feel ("should've brought an umbrella smh", "…, the 10am one got delayed"), looking
    ahead to nothing and telling no news in the present."""
    said = text.strip()
    m = _REGRET.match(said)
    return m is not None and not _AHEAD.search(said[m.end() :]) and not _NEWS_NOW.search(said[m.end() :])
