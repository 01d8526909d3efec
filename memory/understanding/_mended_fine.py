"""A repair said with its good outcome after a comma, which fixes the thing repaired: "cleared
space on the build server, all good", "replaced the battery in the smoke alarm, all sorted",
"freed up disk on the NAS, working now", "brakes are done, all good now".

The repair readers (:func:`memory.understanding._issue_fixes.fixed_by_outcome`) read these as
the fix of the thing, but the done readers come first (:func:`._done_tails.tailed_done`, which
cuts "all good" as how a job went) and took the repair for a to-do done ("cleared space on the
build server"): with no such to-do open, nothing changed and the open issue stayed open. Read
here before them, the sentence is both: the to-do of that repair done when one is open (a done
report, kept only when it matches), and the issue fixed.

Only with a settled outcome after the comma ("all good", "sorted", "working again"); a fix of
"it" (no thing named) is left to the other readers.
"""

from __future__ import annotations

from dataclasses import replace

from memory.understanding._done_tails import tailed_done
from memory.understanding._issue_fixes import _BARE, _SETTLED, fixed_by_outcome, passive_repair, trouble_over
from memory.understanding._phrases import _Ctx
from memory.understanding._repair_then_fine import PARTS
from memory.understanding._sentences import _split_detail
from memory.understanding.intents import CompleteCommitment, Intent

__all__ = ["mended_then_fine"]


def mended_then_fine(text: str, ctx: _Ctx) -> list[Intent] | None:
    """The repair's done report and the fix of the thing repaired, for a repair said with a
    settled outcome after its comma that the done readers take for a done report alone; else
    None (the issue readers then read the fix as they would)."""
    repair, settled = _split_detail(text.strip())
    if not settled or not (_SETTLED.match(settled) or _BARE.match(settled) or trouble_over(settled)):
        return None
    fix = fixed_by_outcome(repair, settled)
    if fix is None or fix.topic.lower() in ("it", "that", "this"):
        return None
    if not (_SETTLED.match(settled) or _BARE.match(settled)):
        # "got a new element in the water heater, hot showers are back": what the repair gave back names
        # no other trouble, the heater is fixed; a part mended ("replaced the fuse, the lights are back on")
        # leaves the thing that failed to the outcome
        return None if fix.topic.split()[-1].lower() in PARTS else [fix]
    passive = passive_repair(repair)
    # "brakes are done, all good now": a report of the repair (kept only when a to-do of it is open)
    taken = [
        replace(i, past_tense=True) if passive else i
        for i in tailed_done(text, ctx) or []
        if isinstance(i, CompleteCommitment) and (i.past_tense or passive)
    ]
    # else the issue readers see the fix themselves, unless a done reader would take the repair said
    # in the passive first ("pharmacy scanner got swapped out, all good": no one's to-do "got swapped")
    return [*taken, fix] if taken or passive else None
