"""A thing said due in one sentence, then what to do to "it" in the next: "quarterly VAT return
is due end of next month. i need to file it", "the rent is due friday. gotta pay it".

Each sentence is read on its own: the first is a thing due (an open to-do of its name moved,
else a to-do offered), the second "file it", a to-do nobody recognises later, with no date.
Said one after the other they are one to-do: the verb of the second done to the thing of the
first, due its date ("file the quarterly VAT return", due 31 January), as
:mod:`._referring` reads the same two halves split by a comma.

Only the intent right after the thing due, the user's own to-do of a verb and "it"/"them" with
at most a particle after it, no date and no one it is for. Hand-written: one pair of intents.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._phrases import _I, _phrase
from memory.understanding._thing_due import to_pay
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear

_VERB_IT = re.compile(
    r"^(?P<verb>[a-z]+)\s+(?:it|them)(?P<tail>\s+(?:done|off|back|in|sorted|over|together|up|out))?$", _I
)
_DETERMINED = re.compile(r"^(?:the|my|our|his|her|their|your|a|an|this|that|these|those|[\w-]+'s)\s", _I)


def it_said_next(intents: list[Intent]) -> list[Intent]:
    """``intents`` with each thing due and the "verb it" right after it made one to-do."""
    out: list[Intent] = []
    for intent in intents:
        merged = _merged(out[-1], intent) if out else None
        if merged is not None:
            out[-1] = merged
        else:
            out.append(intent)
    return out


def _merged(first: Intent, then: Intent) -> Intent | None:
    if not isinstance(first, MoveCommitment) or first.due is None or first.otherwise is None:
        return None
    if not isinstance(then, NewCommitment) or then.owner != "me" or then.due is not None or then.counterparty:
        return None
    # "put it together" whose "it" was already named ("put Q1 board deck together"): the same pair
    said = then.action.replace(first.action, "it", 1) if first.action in then.action else then.action
    m = _VERB_IT.match(said.strip())
    proposal = first.otherwise.proposal if isinstance(first.otherwise, Unclear) else first.otherwise
    if m is None or not isinstance(proposal, NewCommitment):
        return None
    from memory.understanding._commitment_intro import _todo_verb  # the to-do verbs; that module imports forms

    offered = proposal.action == to_pay(first.action)  # "the rent is due friday" offered as "pay the rent"
    if not _todo_verb(m["verb"]) or (proposal.action.split()[0].lower() == m["verb"].lower() and not offered):
        return None
    thing = first.action if _DETERMINED.match(first.action) else f"the {first.action}"
    action = _phrase(f"{m['verb']} {thing}{m['tail'] or ''}")
    return replace(first, otherwise=replace(then, action=action, due=first.due)) if action else None
