"""Weather on its way, told as news: "blizzard coming in tonight, everyone stay inside", "storm's
rolling in this arvo", "a big gale due tomorrow, batten down the hatches", "heatwave on the way".

The forms read "blizzard coming in tonight" as the blizzard's promise to come (owner "blizzard",
due tonight) and "everyone stay inside" as the user's to-do. Weather is nobody's to-do: the whole
message is a forecast, with at most a word of care to everyone after it ("everyone stay inside",
"stay safe", "wrap up warm"). A to-do of the user's own said with it ("storm coming tonight, need to
tie down the tarps") is no forecast alone: the message goes on to the forms.

Hand-written: a closed list of weather words and of the ways they are said to be coming.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["forecast_told"]

_WEATHER = (
    r"(?:(?:a|the|another|some|this|that|more|big|huge|massive|nasty|bad|proper|real|wee|peerie|heavy|serious"
    r"|major|freezing|tropical|winter|snow|dust|sand|ice|hail|thunder)\s+)*"
    r"(?:blizzard|snow\s*storm|storm|gale|hurricane|typhoon|cyclone|tornado|whiteout|white-out|thunderstorm|heat\s*wave"
    r"|cold\s+snap|cold\s+front|front|squall|monsoon|downpour|snow|rain|sleet|hail|fog|frost|katabatic(?:\s+winds?)?"
    r"|winds?|weather|dust\s*storm|sand\s*storm)"
)
# how it is said to be coming: "coming in tonight", "'s rolling in", "is due tomorrow", "on the way"
_COMING = (
    r"(?:'s|s|\s+is|\s+are|'re)?\s+(?:(?:supposed|meant|set|forecast|expected|due)\s+(?:to\s+)?)?"
    r"(?:coming(?:\s+(?:in|through|over|our\s+way|this\s+way))?(?!\s+to\b)|rolling\s+in|blowing\s+in|moving\s+in|sweeping\s+in"
    r"|heading\s+(?:our|this)\s+way|on\s+(?:its|the|their)\s+way|inbound|incoming|due|expected|forecast\s+(?:for|to)"
    r"|arriving|hitting|hits|to\s+hit|come\s+in|set\s+in|closing\s+in)\b"
    # when and where, never a clause of its own ("rain coming so railing in a fortnight" moves a to-do)
    r"(?:(?!\b(?:so|and|but|then|because|cos|coz|which|means)\b)[^,;.!])*"
)
# a word of care to everyone after it: "everyone stay inside", "stay safe", "wrap up warm", "batten down"
_CARE = (
    r"(?:(?:so\s+)?(?:every(?:one|body)|all|y'?all|folks|guys|lads|peeps|people)\s*,?\s+)?"
    r"(?:(?:please|pls|plz)\s+)?(?:(?:stay|keep)\s+(?:inside|indoors|in|safe|warm|home|off\s+the\s+roads?)|wrap\s+up|batten\s+down|hunker\s+down|be\s+(?:safe|careful)|take\s+care"
    r"|don'?t\s+go\s+out(?:side)?)\b[^,;.!]*"
)
_FORECAST = re.compile(
    r"^\s*(?:heads\s+up\s*[,:-]?\s*|fyi\s*[,:-]?\s*|(?:looks\s+like|apparently|they\s+say)\s+)?" + _WEATHER + _COMING
    + r"(?:\s*(?:[,;.!-]+|\s+so\s+|\s+and\s+)\s*" + _CARE + r")?[\s.!🌨️❄️⛈️🌪️🥶]*$",
    _I,
)


# the user's own part in it: "… so I need to tie down the tarps", "… remind me to salt the path"
_OWN_PART = re.compile(
    r"\b(?:i|we|i'm|im|i'll|ill|we'll|me|my|our|us)\b|\b(?:need|needs|must|have\s+to|has\s+to|gotta|got\s+to|remind"
    r"|should|don'?t\s+forget)\b"
    # or a fault of a thing named with the weather: "weather forecast feed stopped updating", "the weather station
    # is down"
    r"|\b(?:stopped|broken|broke|down|dead|failed|failing|offline|not\s+working|isn'?t|won'?t|crashed|feed|station"
    r"|app|site|radar|sensor|display)\b",
    _I,
)


def forecast_told(text: str) -> bool:
    """Whether the whole of ``text`` is weather said to be coming, with at most a word of care to
    everyone after it: news, no one's to-do."""
    return _FORECAST.match(text) is not None and _OWN_PART.search(text) is None
