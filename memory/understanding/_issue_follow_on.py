"""A trouble, then after a bare comma what it does: "kitchen sink's clogged, water wont drain",
"the AC died, hot air everywhere". The second clause reads as a trouble of its own (of "water"),
but what it names is what flows through the first thing, or the first thing again by a pronoun
("…, its fan's grinding"): one issue, the rest its detail (as :mod:`._two_troubles` never cuts at a
bare comma either). Two things joined by "and"/"also"/"plus" stay two, unless the second is only
what the first does, named bare ("phone screen cracked and touch doesn't respond": its touch).

Hand-written: a closed list of what flows through a fixture or a machine.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, OpenEpisode

# what flows through a thing, or the thing again by a pronoun: a symptom of the trouble before
_SYMPTOM_TOPIC = re.compile(
    r"^(?:the\s+)?(?:(?:hot|cold|warm|dirty|brown)\s+)?(?:water|air|heat|steam|smoke|pressure|nothing|it)$"
    r"|^(?:its|their)\s+\S",
    _I,
)
# what a device does, named bare with no thing of its own: "phone screen cracked and touch doesn't
# respond", "the tv died and sound is gone" (the thing before's touch, sound, picture)
_WHAT_IT_DOES = re.compile(
    r"^(?:touch|touchscreen|touch\s+screen|sound|audio|picture|image|display|volume|charging|signal|reception"
    r"|scrolling|brightness|backlight|vibration|playback|video|mic|microphone|speakers?|buttons?|keys)$",
    _I,
)
_JOINED = re.compile(r"\b(?:and|also|plus|too|as\s+well)\b|&|\+", _I)


def one_trouble(found: list[tuple[Intent, str]], text: str) -> list[tuple[Intent, str]]:
    """``found`` with a trouble that is only what the trouble before it does (said after a bare
    comma) folded into that one's detail."""
    kept: list[tuple[Intent, str]] = []
    for intent, clause in found:
        before = kept[-1][0] if kept else None
        if (
            isinstance(intent, OpenEpisode)
            and isinstance(before, OpenEpisode)
            and (
                (_SYMPTOM_TOPIC.match(intent.topic) and not _JOINED.search(_between(before.topic, intent.topic, text)))
                or what_it_does(intent.topic)
            )
        ):
            said = clause.strip(" ,")
            kept[-1] = (replace(before, detail=", ".join(p for p in (before.detail, said) if p)), kept[-1][1])
            continue
        kept.append((intent, clause))
    return kept


def what_it_does(topic: str) -> bool:
    """Whether ``topic`` is only what a device does, named bare ("touch", "sound", "picture")."""
    return _WHAT_IT_DOES.match(topic.strip()) is not None


def _between(first: str, second: str, text: str) -> str:
    """The words of ``text`` between two topics (all of it when either is not found as typed)."""
    start = text.lower().find(first.lower())
    end = text.lower().find(second.lower(), start + len(first)) if start >= 0 else -1
    return text[start + len(first) : end] if start >= 0 and end >= 0 else text
