"""Episodes: an issue that starts ("the VPN is down again") or is resolved ("the VPN is
fixed"), with what the user added about it.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _phrase, _plausible
from memory.understanding.intents import Intent, OpenEpisode, ResolveEpisode

_RESOLVE_FORMS = [
    re.compile(
        r"^(?:the\s+)?(?P<t>.+?)\s+(?:is|are|'s)\s+(?:now\s+|finally\s+|all\s+)?(?:fixed|resolved|solved|sorted"
        r"(?:\s+out)?|back\s+up|back\s+online|up\s+again|up\s+and\s+running(?:\s+again)?|working\s+again|working"
        r"|restored|back\s+to\s+normal|fine\s+again|ok\s+again|okay\s+again)(?:\s+again)?(?:\s+now)?$",
        _I,
    ),
    re.compile(r"^(?:the\s+)?(?P<t>.+?)\s+(?:works|is\s+working|are\s+working|work)\s+again(?:\s+now)?$", _I),
    re.compile(
        r"^(?:the\s+)?(?P<t>.+?)\s+(?:has\s+been|have\s+been|was|were|got)\s+(?:finally\s+)?(?:fixed|resolved"
        r"|solved|restored|sorted(?:\s+out)?)$",
        _I,
    ),
    re.compile(r"^(?:fixed|resolved|solved)\s*:\s*(?P<t>.+)$", _I),
]
_OPEN_FORMS = [
    re.compile(
        r"^(?:the\s+)?(?P<t>.+?)\s+(?:is|are|'s)\s+(?:still\s+|completely\s+|totally\s+)?(?:broken|down|failing"
        r"|not\s+working|offline|unavailable|unreachable|erroring|flaky|acting\s+up|broken\s+down)(?P<tail>\s+.*)?$",
        _I,
    ),
    re.compile(
        r"^(?:the\s+)?(?P<t>.+?)\s+(?:stopped\s+working|broke|went\s+down|keeps\s+failing|crashed|is\s+failing)"
        r"(?P<tail>\s+.*)?$",
        _I,
    ),
    re.compile(
        r"^(?:there(?:'s|\s+is|\s+are)\s+)?(?:(?:a|an|another|some)\s+)?(?:new\s+)?(?:problem|problems|issue|issues"
        r"|trouble|outage|bug)\s+with\s+(?P<t>.+)$",
        _I,
    ),
    re.compile(r"^(?:the\s+)?(?P<t>.+?)\s+(?:issue|problem|outage|bug|incident)\s*:\s*(?P<d>.+)$", _I),
]
_EPISODE_TAIL = re.compile(
    r"^(?:again|this\s+time|this\s+morning|this\s+afternoon|since|today|for|with|on|in|after|right\s+now"
    r"|at\s+the\s+moment)\b",
    _I,
)
_TOPIC_TAIL = re.compile(r"\s+(?:again|once\s+more|(?=this\s+time\b)|(?=today\b)|(?=since\b))", _I)


def _episode(s: str, detail: str, ctx: _Ctx) -> list[Intent] | None:
    for pattern in _RESOLVE_FORMS:
        m = pattern.match(s)
        if m:
            topic = _topic(m["t"])[0]
            if topic and _plausible(topic, max_words=6, pronoun_start_ok=True):
                return [ResolveEpisode(topic)]
    for pattern in _OPEN_FORMS:
        m = pattern.match(s)
        if m is None:
            continue
        groups = m.groupdict()
        tail = (groups.get("tail") or "").strip()
        if tail and not _EPISODE_TAIL.match(tail):
            continue  # "is down to two options" is not an outage
        topic, extra = _topic(m["t"])
        if not topic or not _plausible(topic, max_words=6, pronoun_start_ok=True) or topic.lower() == "everything":
            continue
        tail = re.sub(r"^again\b\s*,?\s*", "", tail, flags=_I)
        parts = [p for p in (extra, tail, groups.get("d") or "", detail) if p]
        return [OpenEpisode(topic, ", ".join(p.strip(" ,") for p in parts))]
    return None


def _topic(text: str) -> tuple[str, str]:
    """The topic words and what trails them ("again", "this time for the new admins")."""
    m = _TOPIC_TAIL.search(text)
    if m is None:
        return _phrase(text), ""
    return _phrase(text[: m.start()]), text[m.end() :].strip()
