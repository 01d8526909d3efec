"""A to-do the user forgot and will do later: "forgot to call the dentist, do it tmrw",
"forgot to renew the parking permit!! tmrw first thing", "totally forgot about the school form,
will do tonight", "ugh forgot to book the car in, doing it monday".

So is one missed: "missed the gym this morning, will go tonight", "didn't get to the invoices
today, doing them tmrw". The day it was forgotten on is no part of it ("forgot to call mum
yesterday, do it tonight"), and a call owed said as a noun is the call ("forgot mum's call").

What was forgotten is the to-do and the date after it is when: "call the dentist tmrw". A
forgetting with no "do it" or date after it ("forgot to call mum ugh") stays as it is: a
regret, not yet a plan; so does one followed by more than a date ("forgot to mention, the vet
moved to 3pm": what was forgotten is said after). Hand-written: one shape, a regex.
"""

from __future__ import annotations

import re

from memory.understanding.timex import has_date_words

__all__ = ["forgotten_then_done"]

_FORGOT = re.compile(
    r"^(?:ugh+\s*,?\s+|argh+\s*,?\s+|oops\s*,?\s+|damn\s*,?\s+|omg\s*,?\s+)?(?:yesterday\s+)?(?:i\s+)?"
    # "yesterday I forget to …": a second language's present for the past
    r"(?:totally\s+|completely\s+|clean\s+|just\s+)?(?:(?:forgot|forgotten|forgets|forget)\s+"
    r"(?:(?P<to>to\s+)(?!(?:mention|say|tell|ask|add|note)\b)|about\s+|(?P<noun>(?=[\w'-]+(?:'s|’s|s')\s+)))"
    # "missed the gym this morning", "didn't get to the invoices": the thing missed, done another time
    r"|(?P<missed>missed|skipped|didn'?t\s+get\s+(?:round\s+|around\s+)?to|never\s+got\s+(?:round|around)\s+to)\s+)"
    r"(?P<what>(?P<verb>[\w'-]+).*?)"
    # the day it was forgotten on: "forgot to call mum yesterday"
    r"(?:\s+(?:yesterday|today|last\s+night|this\s+(?:morning|afternoon|evening)|earlier(?:\s+today)?))?"
    r"\s*(?:[,;.!]+|\s+[-–—]+|\s+so)\s*"
    r"(?:(?:i'?ll|will|gonna|going\s+to|i\s+will|i\s+must|must|(?:i\s+)?(?:need|have)\s+to|gotta|should)\s+)?"
    # "…, must send today", "…, need to call it in tmrw": the same verb again, the to-do said once more
    r"(?:(?:do|doing|sort|sorting|get\s+to)\s+(?:it|that|them)|do\s+it|do|go|going|try\s+again"
    r"|(?P=verb)(?:\s+(?:it|that|them))?)?"
    r"\s*(?P<when>\S.*)?$",
    re.IGNORECASE,
)


def forgotten_then_done(text: str) -> str:
    """``text`` said as the to-do it forgot, due when it says ("call the dentist tmrw"), or ``text``."""
    m = _FORGOT.match(text.strip())
    # the words after are when, and nothing else: "tmrw first thing", not "the vet moved to 3pm"
    if m is None or not m["when"] or len(m["when"].split()) > 4 or not has_date_words(m["when"]):
        return text
    if m["to"]:
        what = m["what"]
    elif (call := _THEIR_CALL.match(m["what"])) is not None:
        what = f"call {call['p']}"  # "forgot mum's call": the call owed her
    elif m["noun"] is not None:
        return text  # "forgot Jo's birthday, …": no to-do said
    elif m["missed"] and m["missed"].lower() in ("missed", "skipped"):
        what = re.sub(r"^(?:the|my|our)\s+", "", m["what"], flags=re.IGNORECASE)  # "missed the gym": the gym, again
    elif m["missed"]:
        what = f"do {m['what']}"  # "didn't get to the invoices": do them
    else:
        what = f"sort out {m['what']}"  # "forgot about the school form": see to it
    return f"{what} {m['when']}"


# "mum's call", "Dev's call": the call the user owed them
_THEIR_CALL = re.compile(r"^(?P<p>[\w'-]+?)(?:'s|’s|s')\s+(?:phone\s+)?call$", re.IGNORECASE)
