"""A to-do's trailing reason or consequence: why it must be done, or what happens if it is not.

"return the rented dolly by 9 tmrw morning or they charge another day", "pay the parking fine
by friday otherwise it doubles", "book the MOT b4 the 20th coz the old one runs out", "ring
Oma tonight as she's alone this week": what comes after "or", "otherwise", "because" is said to
explain the to-do, and is no part of it. Left in, it hides the due (the span no longer ends the
to-do) and ends up in the action.

The tail is cut only when it is a clause: a subject right after the connector ("or they
charge", "cos she asked"), or "otherwise"/"or else" (which need none: "otherwise late fee").
"call Ana or Bea by 5" and "pick up milk or juice" have no subject after "or", and stay whole.

Hand-written: one closed set of connectors and subjects; a parser is not needed to cut one
trailing clause.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

_SUBJECT = (
    r"(?:i|i'm|i'll|im|we|we're|we'll|you|u|they|they'll|they're|theyll|he|he's|hes|she|she's|shes|it|it's|its"
    r"|it'll|there's|theres|there|(?:the|my|our|his|her|their|your)\s+[\w'-]+"
    # "or HR will chase me", "or mum'll kill me", "cos Dave won't wait": anyone, then what they will do
    r"|[\w'-]+(?:'ll|\s+(?:will|won't|wont|might|would|could|gonna|is\s+going\s+to)(?=\s)))"
)
_TAIL = re.compile(
    r"(?:\s*[,;]\s*|\s+[-–—]+\s+|\s+)(?:"
    r"(?:or\s+else|otherwise|else)\b"
    r"|(?:or|because|bc|b/c|cos|coz|cuz|'cause|cause|since|as|so(?:\s+that)?|in\s+case)\s+(?=" + _SUBJECT + r"\s+[a-z])"
    # "… in 3 days or prices jump", "… by fri or places fill up": things in the plural, then what they do
    r"|(?P<bare>or)\s+(?=[a-z]+s\s+(?:will|won't|wont|might|may|could|would|go|goes|jump|rise|shoot|spike|double|sell"
    r"|fill|run|increase|close|get|start|change)\b)"
    # "… or payroll kills me", "… or the boss docks us": anyone, then what they do to the user
    r"|or\s+(?=(?:(?:the|my|our)\s+)?[\w'-]+\s+[a-z]{2,}s\s+(?:me|us)\b)"
    # "chase the dj abt his invoice he still hasnt sent it": why, run on with no word to join it
    r"|(?=(?:he|she|they)\s+still\s+(?:has|have|did|does|do|is|are|was|were|won|can)(?:n't|nt|\s+not)\s)"
    r")",
    _I,
)


# "as soon as", "as long as", "as well as", "just as": "as" that is no "because"
_AS_SOON = re.compile(r"\b(?:as\s+)?(?:soon|long|well|much|far|just|same|such)$", _I)


def without_reason(body: str) -> str:
    """``body`` without the reason or consequence that ends it (see the module doc); as it was
    when there is none, when nothing of a to-do would be left before it, or when the tail holds
    the only date said (when the thing it explains happens: left for the readers of dates)."""
    for m in _TAIL.finditer(body):
        head = body[: m.start()].rstrip(" ,;-–—")
        if len(head.split()) < 2 or _AS_SOON.search(head):
            continue  # "book the ferry as soon as the rota comes out": when, read by the conditions
        if has_date_words(body[m.end() :]) and not has_date_words(head):
            return body  # "renew the rego so we can drive to Perth on the 3rd": the tail holds the only date
        if m["bare"] and not has_date_words(head):
            continue  # "buy eggs or bread rolls": only after a date is "or …s go up" what happens if not
        return head
    return body
