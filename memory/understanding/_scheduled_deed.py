"""Someone's deed said in the plain present with the day it happens: "Ben ships the onboarding
flow thurs", "Ana brings the cake sat", "Kofi sends the figures by fri". Said of a day ahead,
the present is the future of a plan ("the train leaves at 6"), so it is their to-do as "Ben
will ship …" would be.

Only verbs of handing something over or getting a job done (a closed list: "Ben plays tennis sat"
or "Maya works from home fri" are someone's week, not a promise; "Maya returns from Lisbon on
the 9th" is a trip), only with a date said, and only where a name, capitalised, opens the sentence.
Hand-written: one shape; the promise readers read the rest.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

# the plain present of a deed someone does for others, and its plain form
_DEEDS = {
    "ships": "ship", "sends": "send", "delivers": "deliver", "presents": "present", "submits": "submit",
    "files": "file", "hands": "hand", "publishes": "publish", "launches": "launch", "releases": "release",
    "demos": "demo", "pays": "pay", "returns": "return", "brings": "bring", "drops": "drop", "picks": "pick",
    "collects": "collect", "signs": "sign", "reviews": "review", "finishes": "finish", "fixes": "fix",
    "emails": "email", "posts": "post", "shares": "share", "uploads": "upload", "installs": "install",
    "repairs": "repair", "replaces": "replace", "books": "book", "orders": "order", "confirms": "confirm",
    "merges": "merge", "deploys": "deploy", "pushes": "push", "wraps": "wrap", "circulates": "circulate",
}  # fmt: skip
_DEED_SAID = re.compile(
    r"^(?P<who>[^\W\d_][\w\-]*(?:\s+[A-ZÀ-ÖØ-Þ][\w\-]*)?)\s+(?P<v>" + "|".join(_DEEDS) + r")\s+"
    r"(?!(?:from|to|home|back|with|for|at|on|his|her|their|my|can|will|should|must|may|might|could|is|are)\b)"
    r"(?P<rest>\S.*)$",
    _I,
)


def as_promise(s: str) -> str | None:
    """``s`` said as the promise it is ("Ben will ship the onboarding flow thurs"), when it is a
    deed in the plain present (see the module doc); else None."""
    m = _DEED_SAID.match(s.strip())
    # a name as typed, capitalised: "library books can go back sat" is no one's booking
    if m is None or not m["who"][0].isupper() or not has_date_words(m["rest"]):
        return None
    return f"{m['who']} will {_DEEDS[m['v'].lower()]} {m['rest']}"
