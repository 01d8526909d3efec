"""A repair, then "it" working again, joined by "and": "reinstalled Zoom and it's fine now",
"restarted the router and it's working again", "replaced the fuse & now it works".

Said with a comma and a settled word ("rebooted the router, all good now") the repair readers
(:func:`memory.understanding._issue_fixes.fixed_by_outcome`) already resolve the thing repaired.
Joined by "and", with "it" and a verb, the sentence was cut in two: a to-do done ("reinstalled
Zoom", which matched no to-do) and a fix of whatever was talked about last. The "it" is the thing
just repaired, so the sentence is one fix of that thing. Only a repair the fix readers know
counts (reinstalled, restarted, rebooted, replaced …): "called Ana and it's fine now" names no
repair, and is left to the other readers.

Hand-written: the joining words and the ways to say "it works again" are a short closed list;
the repairs are the fix readers' own.
"""

from __future__ import annotations

import re

from memory.understanding._issue_fixes import fixed_by_outcome
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, ResolveEpisode

_FINE = (
    r"fine|working|ok|okay|good|sorted|back(?:\s+(?:up|online|on))?|running|behaving|grand|perfect|all\s+good"
    r"|working\s+(?:fine|properly|normally|perfectly)|running\s+(?:fine|smoothly|properly)"
)
_THEN_FINE = re.compile(
    r"^(?P<r>[^,;:]+?)\s*(?:,\s*)?(?:\s(?:and|&|n)\s+)(?:now\s+|then\s+)?(?:it|that|they|everything)"
    r"(?:\s*'s|\s+is|\s+are|\s*'re|s(?=\s))\s+(?:all\s+)?(?:now\s+)?(?:" + _FINE + r")"
    r"(?:\s+(?:again|now|fine|properly|finally|at\s+last))*[\s!.]*$"
    r"|^(?P<r2>[^,;:]+?)\s*(?:,\s*)?(?:\s(?:and|&|n)\s+)(?:now\s+|then\s+)?(?:it|that|everything)\s+works"
    r"(?:\s+(?:again|now|fine|properly|finally|at\s+last|perfectly))*[\s!.]*$",
    _I,
)

# how long the repair took, no part of the thing: "for a bit", "for ten minutes", "overnight"
_HOW_LONG = re.compile(
    r"\s+(?:for\s+(?:a\s+(?:bit|while|minute|min|sec|second|moment|few\s+\w+|couple\s+of\s+\w+)|\w+\s+(?:minutes|mins|seconds"
    r"|secs|hours))|overnight|again|first|quickly)$",
    _I,
)

# software updated, then fine: a repair as a reinstall is (alone, "updated the deck" is a to-do done, no repair)
_UPDATED = re.compile(r"^(?:(?:i|we|just|finally)\s+)*(?:updated|upgraded)\s+(?=\S)", _I)

# what one mends to make another thing work: "restarted the router and it's working again" fixes
# the wifi the conversation was about ("it"), not a router that never failed
PARTS = frozenset({
    "router", "modem", "hub", "fuse", "fuses", "battery", "batteries", "cache", "cookies", "driver", "drivers",
    "cable", "cables", "plug", "filter", "breaker", "switch", "firmware", "settings", "bulb", "adapter", "charger",
    "extension", "sim", "card", "password", "washer", "seal", "belt",
})  # fmt: skip


def repaired_then_fine(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The fix a repair joined to "it's fine now" tells of, or None."""
    m = _THEN_FINE.match(text.strip())
    if m is None:
        return None
    repair = _HOW_LONG.sub("", m["r"] or m["r2"])  # "unplugged the fridge for a bit": the fridge
    repair = _UPDATED.sub("reinstalled ", repair)  # "updated the bank app and its fine now": the update mended it
    fixed = fixed_by_outcome(repair, "all good")  # the repair, read as if said with "all good"
    if fixed is None:
        return None
    if fixed.topic.lower() == "it" or fixed.topic.split()[-1].lower() in PARTS:
        # "rebooted it and it's fine": the thing talked about, mended
        return [ResolveEpisode("it")]  # "replaced the fuse and now it works": "it" is what had failed
    return [fixed]
