"""Data that has gone stale: "the search index is stale", "the price feed is out of date", "the
dashboard's not updating". A store of data behind what it holds is a fault, as a machine's is;
said of anything else ("the bread is stale", "my jokes are outdated") it is no issue. So the thing
must be one that holds data (an index, a cache, a feed, a dashboard ...). Hand-written: a closed
list of data holders and of the words for falling behind.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

__all__ = ["stale_data"]

_HOLDER = (
    r"index|cache|caches|data|feed|feeds|listings?|prices|price\s+list|dashboards?|reports?|stock\s+levels|inventory"
    r"|sitemap|dns|records|catalogue|catalog|search\s+results|figures|numbers|metrics|analytics|mirror|replica"
)
_STALE = gated(re.compile(
    r"^(?:the\s+|our\s+|my\s+)?(?P<t>(?:[\w-]+\s+){0,2}(?:" + _HOLDER + r"))(?:'s|'re|\s+is|\s+are)\s+"
    r"(?:still\s+|all\s+)?"
    r"(?:stale|out\s+of\s+date|outdated|out-of-date|not\s+updating|not\s+refreshing|stuck\s+on\s+(?:old|yesterday's)"
    r"\s+\w+)(?:\s+again)?(?P<rest>\s*,\s*.+)?$",
    _I,
))


def stale_data(s: str) -> OpenEpisode | None:
    """The issue data gone stale opens ("the search index is stale, new products dont show up"), or None."""
    m = _STALE.match(s.strip().rstrip(".!"))
    if m is None:
        return None
    return OpenEpisode(_phrase(m["t"]), (m["rest"] or "").strip(" ,"))
