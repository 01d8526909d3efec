"""An obligation said as the state to be in by a time: "gotta be moved out by then", "need to be
packed by 6am", "must be checked in by 3", "have to be signed up for the 10k by fri".

"Be moved out by the 30th" asks the user to have moved out by then: the to-do is the deed whose
result the state is ("move out"), done by the user. Only states of the user's own doing (a phrasal
verb's participle with its particle, or a closed set of verbs one does to or for oneself: pack,
register, enrol); "need to be vaccinated", "must be paid by fri" are done by someone else, and are
left as they are. Hand-written: a closed set of verbs and one shape.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I

__all__ = ["state_as_deed"]

# the user's own deeds, said by the state they leave: participle, then the plain verb
_OWN_STATES = {
    "moved": "move", "checked": "check", "signed": "sign", "logged": "log", "set": "set", "packed": "pack",
    "registered": "register", "enrolled": "enrol", "enroled": "enrol", "unpacked": "unpack", "cleared": "clear",
    "booked": "book",
}  # fmt: skip
_PARTICLE_NEEDED = frozenset({"moved", "checked", "signed", "logged", "set", "cleared", "booked"})
_GOAL = re.compile(
    r"\b(?P<lead>gotta|got\s+to|need\s+to|needa|must|have\s+to|has\s+to|should)\s+be\s+(?:all\s+)?"
    r"(?P<p>[a-z]+)(?P<prt>\s+(?:out|in|up|on|off))?\b(?!\s+(?:by\s+(?:him|her|them|the\s+(?!\d|end\b|weekend\b|time\b|latest\b)\w+)|for\s+me)\b)",
    _I,
)


# "must be finished w the essay", "need to be done with the tax return": finished with it
_DONE_WITH = re.compile(
    r"\b(?P<lead>gotta|got\s+to|need\s+to|needa|must|have\s+to|has\s+to|should)\s+be\s+(?:all\s+)?(?:finished|done)"
    r"\s+(?:with|w/|w)\s+(?=\S)",
    _I,
)


# the obligation is the user's: said with no subject, or with "I"/"we", at its clause's start
_MINE = re.compile(
    r"(?:^|[,;.!?:\-–—]\s*|\b(?:and|so|but|then)\s+)(?:(?:i|we|i'll|ill|we'll|also|still|really|def|prob)\s+)*$",
    _I,
)


def state_as_deed(text: str) -> str:
    """``text`` with a state of the user's own doing put as the deed ("gotta move out by then")."""
    text = _DONE_WITH.sub(lambda m: f"{m['lead']} finish " if _MINE.search(text[: m.start()]) else m.group(0), text)

    def deed(m: re.Match[str]) -> str:
        if not _MINE.search(text[: m.start()]):
            return m.group(0)  # "the car has to be booked in": the car's state, done by whoever books it
        said = m["p"].lower()
        verb = _OWN_STATES.get(said)
        if verb is None or (said in _PARTICLE_NEEDED and not m["prt"]):
            return m.group(0)
        return f"{m['lead']} {verb}{m['prt'] or ''}"

    return _GOAL.sub(deed, text)
