"""Two things that failed together, said as one subject: "the freezer and the ceiling fan packed
up", "the router and the printer are down", "my laptop and my phone won't charge".

The issue readers take the subject whole, so one issue "freezer and the ceiling fan" was opened
that no later "freezer's fixed" could close. The determiner said again before the second noun
("the", "my", "our") marks two noun phrases, two things each with its own trouble; without it the
"and" may be inside one name ("salt and pepper grinder", "the washer and dryer combo"), kept whole.

Hand-written: a closed list of determiners.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, OpenEpisode

__all__ = ["both_things"]

_DET = r"(?:the|my|our|his|her|their)\s"
_PAIR = re.compile(
    r"^(?P<a>[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?:and|&)\s+" + _DET + r"\s*(?P<b>[\w-]+(?:\s+[\w-]+){0,2})$",
    _I,
)


def both_things(found: list[tuple[Intent, str]]) -> list[tuple[Intent, str]]:
    """``found`` with each issue on two things joined by "and" and a second determiner opened as
    two issues, each with the detail said."""
    out: list[tuple[Intent, str]] = []
    for intent, clause in found:
        m = _PAIR.match(intent.topic.strip()) if isinstance(intent, OpenEpisode) else None
        if m is None:
            out.append((intent, clause))
            continue
        out += [(replace(intent, topic=m["a"]), clause), (replace(intent, topic=m["b"]), clause)]
    return out
