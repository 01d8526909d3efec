"""What the body or the mood needs, said as a "need to": "need to stretch my legs, been sitting
for hours", "need to vent for a sec, this client is exhausting", "gotta get some air", "need
to sleep for a week", "really need to rant about this meeting".

Without a day these say how the user feels, not a thing to do: kept as a to-do they would nag
for ever. So an undated to-do of the user's own whose action is only such an activity (a rest,
a breath, a moan: stretch, vent, breathe, sleep, nap, rest, relax, chill, unwind, eat something,
get some air, take a break, rant, cry, lie down …), with at most how long, what about, or the
sore part ("my legs", "for a sec", "about this meeting"), is dropped (:func:`self_care`). The
same activity with a day ("gotta stretch before the run tomorrow at 7") or one that books care
or names someone ("need to book a massage", "need to see a physio by fri", "need to vent to HR
about the manager") stays a to-do. Hand-written: a closed list of activities.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

# the activity itself, in its plain form
_ACTIVITY = (
    r"(?:stretch|vent|breathe|sleep|nap|rest|relax|chill(?:\s+out)?|unwind|decompress|recharge|rant|cry|scream"
    r"|lie\s+down|sit\s+down|calm\s+down|cool\s+off|touch\s+grass|clear\s+my\s+head|switch\s+off|log\s+off"
    r"|eat\s+(?:something|anything|a\s+proper\s+meal)|drink\s+(?:some\s+)?water"
    r"|(?:get|grab)\s+(?:some\s+)?(?:fresh\s+)?(?:air|rest|sleep|shut-?eye)|grab\s+a\s+(?:bite|quick\s+bite|coffee|snack)"
    r"|(?:take|have|grab)\s+(?:a\s+)?(?:quick\s+|proper\s+|little\s+|short\s+|deep\s+)?(?:break|breather|nap|rest"
    r"|breath|lie[\s-]down|cry|vent|rant|moment|minute|sec|second|beat|time\s*out)"
    r"|go\s+for\s+a\s+(?:quick\s+|short\s+|little\s+)?(?:walk|wander|stroll)|(?:sleep|walk|shake)\s+it\s+off|sleep\s+on\s+it|get\s+out\s+of\s+the\s+house|get\s+off\s+(?:my|the)\s+screen)"
)
# what may follow it: the sore part, how long, what about, how much
_TAIL = (
    r"(?:\s+(?:my|the)\s+(?:legs|back|neck|eyes|head|brain|mind|feet|shoulders|arms|body|bones)"
    r"|\s+for\s+(?:a\s+)?(?:sec|second|bit|min|minute|moment|while|week|month|year|day|hour|few\s+\w+|\d+\s*\w*)"
    r"|\s+(?:about|over)\s+(?!.*\b(?:to|with)\s)\S.*|\s+to\s+(?:clear|calm|rest)\s+my\s+(?:head|mind|nerves|eyes)"
    r"|\s+(?:a\s+bit|a\s+little|properly|badly|so\s+bad(?:ly)?|real\s+quick|quickly|asap|now|rn|already)"
    r"|\s+(?:like\s+)?(?:right\s+)?now)*"
    # "need to vent: the matatu guy overcharged me again": what the moan is, said after a colon or dash
    r"(?:\s*(?::|\s[-–—])\s*\S.*)?"
)
_SELF_CARE = re.compile(r"^" + _ACTIVITY + _TAIL + r"[\s!.]*$", _I)


def self_care(action: str) -> bool:
    """Whether ``action`` (an undated to-do's words) is only what the body or mood needs."""
    return _SELF_CARE.match(action.strip()) is not None
