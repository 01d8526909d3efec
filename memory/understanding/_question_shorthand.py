"""Questions typed in a busy person's shorthand, said again in the plain wording the question
readers of :mod:`._questions` already know:

- the verb before its "how much": "Varun charges how much per hour", "how much Varun charges a
  day" -> "how much does Varun charge per hour" (their rate);
- what someone pays for a thing: "how much is Gaurav paying rent", "how much does Gaurav pay for
  rent", "how much rent is Gaurav paying" -> "what's Gaurav's rent";
- a favour owed asked as "the thing for": "what was the thing for Swati", "what was I doing for
  Swati" -> "what do I owe Swati";
- the wh-word said last: "Ananya's landlord who?", "Priya's bday when?" -> "who is Ananya's
  landlord" (read only when nothing narrower was read from the words as typed);
- a role asked without its article: "who is treasurer of the students association" -> "who is
  the treasurer of the students association" (likewise only as a last try);
- a wish asked with "which": "which batch Rohan wants for viva", "which slot does Lee prefer" ->
  "what does Rohan prefer for viva" (likewise).

Each wording is a question by its shape alone, so a statement never reads as one.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx, _person
from memory.understanding.timex import has_date_words

_NAME = r"(?P<p>(?!(?:it|that|this|they|he|she|you|u|i|we|the|a|an|my|our|what|who|how|which)\b)[\w'-]+(?:\s+[\w'-]+)?)"
_RATE_VERBS = {"charge": "charge", "charges": "charge", "take": "take", "takes": "take", "ask": "ask", "asks": "ask"}
_RATE_VERB = r"(?P<v>charges?|takes?|asks?)"
# "Varun charges how much per hour", "how much Varun charges per hour": the verb before its "how much", or
# the "does" left out
_RATE_SHORT = re.compile(
    r"^" + _NAME + r"\s+" + _RATE_VERB + r"\s+how\s+much(?P<rest>(?:\s+(?:per|a|an|for\s+a|each)\s+\w+)?)$"
    r"|^how\s+much\s+" + _NAME.replace("?P<p>", "?P<p2>") + r"\s+(?P<v2>charges|takes|asks)"
    r"(?P<rest2>(?:\s+(?:per|a|an|for\s+a|each)\s+\w+)?)$",
    _I,
)
# a thing people pay for by the month or term, asked as what someone pays
_PAID_FOR = r"(?P<t>rent|fees?|tuition|deposit|insurance|subscription|premium|mortgage|salary|wage|bill)"
_PAYS_FOR = re.compile(
    r"^how\s+much\s+(?:is|does|do|did|was)\s+" + _NAME + r"\s+(?:paying|pay|paid|pays)\s+(?:for\s+)?(?:the\s+|their\s+"
    r"|his\s+|her\s+)?" + _PAID_FOR + r"$"
    r"|^how\s+much\s+"
    + _PAID_FOR.replace("?P<t>", "?P<t2>")
    + r"\s+(?:is|does|do|did|was)\s+"
    + _NAME.replace("?P<p>", "?P<p2>")
    + r"\s+(?:paying|pay|paid)$",
    _I,
)
# "what was the thing for Swati", "what's that job for Swati", "what was I doing for Swati", "what did I
# have to do for Swati": a to-do owed to them
_THING_FOR = re.compile(
    r"^(?:what|wat|wot)(?:'s|s|\s+is|\s+was)\s+(?:the|that|this|my)\s+(?:thing|things|stuff|task|favou?r|job)\s+"
    r"(?:for|with)\s+(?P<p>[\w'-]+)$"
    r"|^(?:what|wat|wot)\s+(?:was|am|did|do)\s+i\s+(?:doing|supposed\s+to\s+do|meant\s+to\s+do|going\s+to\s+do"
    r"|gonna\s+do|have\s+to\s+do|need\s+to\s+do)\s+for\s+(?P<p2>[\w'-]+)$",
    _I,
)
# "Ananya's landlord who", "Priya's bday when", "the plumber's number what": the wh-word last, after
# someone's attribute
_WH_LAST = re.compile(
    r"^(?P<x>(?!(?:who|what|where|when|which)\b)[^?]*?\w's\s+[\w\s-]+?)\s+(?P<wh>who|what|where|when)$", _I
)
# "who is treasurer of the students association", "who's secretary for the club": a role without its article
_ROLE_BARE = re.compile(
    r"^who(?:'s|s|\s+is|\s+was)\s+(?!(?:the|a|an|my|our|your|in|on|at|out|off|doing|going)\b)(?P<r>[a-z]+(?:\s+[a-z]+)?)"
    r"\s+(?P<prep>of|for)\s+(?P<x>.+)$",
    _I,
)
# "which batch Rohan wants for viva", "which slot does Lee prefer": what they prefer
_WISH_WHICH = re.compile(
    r"^which\s+[a-z]+\s+(?:(?:does|did|do)\s+" + _NAME + r"\s+(?:want|prefer|like)"
    r"|" + _NAME.replace("?P<p>", "?P<p2>") + r"\s+(?:wants|prefers|likes|wanted|preferred))"
    r"(?P<rest>\s+(?:for|on|at)\s+.+)?$",
    _I,
)


def shorthand_asked(text: str, ctx: _Ctx) -> str | None:
    """The plain wording of a shorthand question whose words say exactly what is asked, else None."""
    text = text.strip().rstrip("?").strip()
    m = _RATE_SHORT.match(text)
    if m is not None:
        verb = _RATE_VERBS[(m["v"] or m["v2"]).lower()]
        return f"how much does {m['p'] or m['p2']} {verb}{m['rest'] or m['rest2'] or ''}"
    m = _PAYS_FOR.match(text)
    if m is not None:
        return f"what's {m['p'] or m['p2']}'s {(m['t'] or m['t2']).lower()}"
    m = _THING_FOR.match(text)
    said = (m["p"] or m["p2"]) if m is not None else ""
    if said and not has_date_words(said) and _person(said, ctx) is not None:  # never "what am i doing for lunch"
        return f"what do I owe {said}"
    return None


def shorthand_last_try(text: str) -> str | None:
    """The plain wording of a shorthand question that may also read another way, tried only when
    the words as typed were read as nothing narrower than a recall, else None."""
    text = text.strip().rstrip("?").strip()
    said = wh_said_last(text)
    if said is not None:
        return said
    m = _ROLE_BARE.match(text)
    if m is not None:
        return f"who is the {m['r']} {m['prep']} {m['x']}"
    m = _WISH_WHICH.match(text)
    if m is not None:
        return f"what does {m['p'] or m['p2']} prefer{m['rest'] or ''}"
    return None


def wh_said_last(text: str) -> str | None:
    """ "Ananya's landlord who" as "who is Ananya's landlord": a question by its shape, with or
    without its mark, else None."""
    m = _WH_LAST.match(text.strip().rstrip("?").strip())
    return f"{m['wh'].lower()} is {m['x']}" if m is not None else None
