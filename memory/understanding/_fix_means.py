"""What mended an issue, said beside the fix: "checkout's behaving now, patch is live", "hotfix is
out and the app's stable again", "wifi's back, new firmware's on".

A patch, a hotfix or an update said live, out or on in the message that tells of a thing working
again is how it got mended: it may finish a to-do to ship it (a quiet completion), but it is no
status of the patch to keep (recap noted "patch's status is live" beside the fix). Hand-written: a
closed list of the words for a fix's means.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding.intents import CompleteCommitment, Intent, ResolveEpisode, StateClaim

__all__ = ["fix_means"]

# what mends a system without being a thing of its own to keep a status of
_MEANS = re.compile(
    r"^(?:(?:the|a|our|their|new|latest|emergency|quick)\s+)*(?:patch|hot-?fix|bug-?fix|fix|update|firmware"
    r"(?:\s+update)?|workaround|rollback|roll-?back|config\s+change|redeploy)s?$",
    re.IGNORECASE,
)


def fix_means(found: list[tuple[Intent, str]]) -> list[tuple[Intent, str]]:
    """``found`` with the status of a fix's means dropped when the message resolves an issue too
    (see the module doc): the completion stays, its fallback to a status does not."""
    if not any(isinstance(intent, ResolveEpisode) for intent, _ in found):
        return found
    return [
        (replace(intent, otherwise=None), clause) if _means_live(intent) else (intent, clause)
        for intent, clause in found
    ]


def _means_live(intent: Intent) -> bool:
    return (
        isinstance(intent, CompleteCommitment)
        and isinstance(intent.otherwise, StateClaim)
        and intent.otherwise.predicate == "status"
        and _MEANS.match(intent.action.strip()) is not None
    )
