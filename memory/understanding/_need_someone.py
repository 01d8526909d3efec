"""Someone needed for a job: "need a babysitter for sat night", "need a plumber asap", "need a
lift to the airport on the 20th"; care or cover to arrange: "need childcare fri", "need cover for sat".

"need" with an article and a person who does a job (or a ride) is a to-do to find one, with its
day when one is said ("find a babysitter for sat night", due Saturday night); nothing read these,
so they were lost in silence ("need a babysitter" names no verb, and the shopping reader keeps
only bare goods). A craving or a state ("need a break", "need a hug", "need a drink") names no
one. Hand-written: a closed list of the people and rides one sets out to find.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import _read
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent

_SOMEONE = (
    r"(?:baby\s*sitter|sitter|dog\s+sitter|pet\s+sitter|house\s+sitter|nanny|childminder|plumber|electrician"
    r"|builder|handyman|cleaner|gardener|tutor|mechanic|locksmith|painter|decorator|roofer|caterer"
    r"|photographer|dj|sub|substitute|stand-?in|replacement|volunteer|driver|accountant|lawyer|solicitor"
    r"|translator|interpreter|removal\s+van|van|tow\s+truck|dog\s+walker|carpenter|tiler|plasterer)"
)
# care or cover arranged rather than someone found: "need childcare fri", "need cover for my shift sat"
_CARE = r"(?:child\s*care|day\s*care|cover|pet\s+care|dog\s+care|transport)"
_NEED_SOMEONE = re.compile(
    r"^(?:(?:i|we)\s+)?(?:still\s+|really\s+|urgently\s+)?(?:need|needs|gotta\s+find|need\s+to\s+find)\s+"
    r"(?:(?:a|an|another|a\s+new)\s+(?P<who>" + _SOMEONE + r"|lift|ride)|(?P<care>" + _CARE + r"))\b(?P<rest>.*)$",
    _I,
)


def says_need_of_someone(s: str) -> bool:
    """Whether ``s`` is such a need ("need a sitter", "need childcare"): a to-do said without its verb."""
    return _NEED_SOMEONE.match(s.strip().rstrip(" .!")) is not None


def need_someone(s: str, ctx: _Ctx) -> list[Intent] | None:
    """The to-do to find the one needed (or get the lift), read with its day, or None."""
    m = _NEED_SOMEONE.match(s.strip().rstrip(" .!"))
    if m is None:
        return None
    if m["care"]:
        return _read(f"sort {m['care']}{m['rest']}", ctx, "me", None, needs_date=False)
    verb = "get" if m["who"].lower() in ("lift", "ride") else "find"
    return _read(f"{verb} a {m['who']}{m['rest']}", ctx, "me", None, needs_date=False)
