"""A plan given up, said of the plan: "binned the idea of the second thermal camera, no money", "dropped the plan to
repaint the hut, it's getting knocked down", "we've shelved plans to buy a van" read as "cancel the second thermal
camera", "cancel repaint the hut".

Read as it stands, the verb of giving up was taken for a deed done ("binned the idea …" a to-do finished, and
asked about), or nothing. Only with "idea", "plan" or "plans" after the verb: "binned the old chair" is the chair
thrown out, no to-do called off.
"""

from __future__ import annotations

import re

__all__ = ["plan_dropped"]

_PLAN_DROPPED = re.compile(
    r"^(?:(?:so|ok|okay|yeah|well|sadly|anyway)\s*,?\s+)*(?:(?:i|we)(?:['’]ve|\s+have)?\s+)?(?:just\s+|finally\s+)?"
    r"(?:binned|ditched|scrapped|dropped|shelved|axed|canned|nixed|abandoned|killed|parked|gave\s+up(?:\s+on)?"
    r"|given\s+up(?:\s+on)?)\s+(?:the|my|our|that|this)?\s*(?:whole\s+)?(?:idea|plan|plans)\s+(?:of|to|for)\s+"
    r"(?P<what>[^,;.!—–]+?)(?P<why>\s*(?:[,;.!—–-].*)?)$",
    re.IGNORECASE,
)


def plan_dropped(text: str) -> str:
    """``text`` with a plan given up said as "cancel <the plan>" (see the module); else as it is."""
    m = _PLAN_DROPPED.match(text.strip())
    return f"cancel {m['what'].strip()}{m['why']}" if m is not None else text
