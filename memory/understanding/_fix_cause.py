"""What the trouble was, said beside its fix: "dishwasher's working again, the filter was clogged",
"heating works again - the pilot light was out", "printer's fine now, the drum had been jammed".

A fault said in the past tense ("was", "were", "had been") in the message that tells of a thing
working again is why it failed, told as the story of the fix: the filter is no longer clogged, so
no issue is opened for it. A fault said in the present ("but the printer is jammed"), or with
"still", "now", "again" or "too", is a trouble of its own and stays.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, OpenEpisode, ResolveEpisode

__all__ = ["without_fix_cause"]

_PAST = re.compile(r"\b(?:was|were|had\s+been|'d\s+been)\b", _I)
_STILL_SO = re.compile(r"\b(?:still|now|again|too|also|as\s+well|since|ever\s+since)\b", _I)


def without_fix_cause(found: list[tuple[Intent, str]]) -> list[tuple[Intent, str]]:
    """``found`` without the issues a part says failed in the past when the message resolves an
    issue too (see the module doc)."""
    if not any(isinstance(intent, ResolveEpisode) for intent, _ in found):
        return found
    return [(i, part) for i, part in found if not (isinstance(i, OpenEpisode) and _cause(part))]


def _cause(part: str) -> bool:
    return _PAST.search(part) is not None and _STILL_SO.search(part) is None
