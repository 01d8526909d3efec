"""Someone's appointment, then the user taking them to it: "dad's GP appt is wed 10:40, i'll take
him", "Mia's dentist thurs 4pm - I'll drive her", "gran's hospital appt on the 9th, ill take her".

Read clause by clause, the appointment is a to-do of the user's named by its owner ("dad's GP
appt") and the rest a to-do "take him" with no one and no day, asked about. Read as one line it
is one to-do: take them to it, when it is ("take dad to the GP appt").

Only an appointment said with its owner's possessive and a readable time, then "I'll" (or "I
will", "I'm going to") take, drive or bring "him", "her" or "them", with nothing after but
"there" or "in". Hand-written: one shape.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

__all__ = ["taken_to_it"]

_TAKE_THEM = re.compile(
    r"^(?P<who>(?:my\s+)?[\w-]+)(?:'s|’s)\s+(?P<event>(?:[\w-]+\s+){0,3}?(?:appt|appointment|check-?up|scan|jab"
    r"|op|operation|surgery|clinic|physio|dentist|doctor|gp|hospital\s+appt|consultation|review|hearing|interview"
    r"|test|x-?ray|mri|vaccination|injection|infusion|haircut|lesson|class|assessment))"
    r"(?:\s+(?:is|'s))?\s+(?P<when>[^,;]+?)\s*(?:,|;|\s[-–—]\s)\s*(?:and\s+|so\s+)?"
    r"(?:i'll|ill|i\s+will|i'm\s+going\s+to|im\s+going\s+to|i'm\s+gonna|im\s+gonna|i\s+can)\s+"
    r"(?P<verb>take|drive|bring|run)\s+(?:him|her|them)(?:\s+(?:there|in|down|up))?[\s.!]*$",
    _I,
)


def taken_to_it(text: str) -> str | None:
    """The one to-do such a line says ("take dad to the GP appt wed 10:40"), or None."""
    m = _TAKE_THEM.match(text.strip())
    if m is None or not has_date_words(m["when"]):
        return None
    verb = m["verb"].lower()
    return f"{'take' if verb == 'run' else verb} {m['who']} to the {m['event']} {m['when']}"
