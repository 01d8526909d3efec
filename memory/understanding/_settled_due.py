"""A due settled at the end of a to-do, after an earlier, looser word for when.

"need to renew the Bahncard before it runs out on 3/2, so by 3/2", "gotta move the 401k money
before tax day... let's say by 4/10", "book the vet before we travel, so by friday": the user
first says what the deadline hangs on, then settles on a date, and that last explicit date is
the due. The first part ("before it runs out on 3/2", "before tax day") is only the reason: it
neither moves the due a day earlier nor stays in the action.

Two pieces: :data:`SETTLED_LEAD_IN`, the words right before the settled date (", so", "let's
say", "so let's say"), joined into :data:`._commitment_intro._DUE_LEAD_IN`; and
:func:`settled_after_dots`, which keeps "… let's say by 4/10" typed after dots in the sentence
it settles (the splitter would take the dots for a full stop). Written by hand: the lead-in
words are few and fixed.
"""

from __future__ import annotations

import re

from memory.understanding.timex import has_date_words

__all__ = ["SETTLED_LEAD_IN", "settled_after_dots", "settles_due"]

# right before the settled date, at the end of what precedes it
SETTLED_LEAD_IN = (
    r",\s*so\s*,?$"
    r"|(?:,\s*|\s+)(?:so\s+)?(?:let'?s|lets)\s+(?:just\s+)?say\s*,?$"
    r"|,\s*(?:so\s+)?(?:call\s+it|realistically|to\s+be\s+safe)\s*,?$"
)
# "… before tax day... let's say by 4/10": dots, then the settled date
_DOTS_THEN_SETTLED = re.compile(
    r"\s*(?:\.{2,}|…)\s*(?=(?:so\s+)?(?:(?:let'?s|lets)\s+(?:just\s+)?say|say|so|call\s+it)\s+"
    r"(?:by|before|on|b4)\s+\S)",
    re.IGNORECASE,
)


def settled_after_dots(text: str) -> str:
    """``text`` with the dots before a settled due ("... let's say by 4/10") made a comma, so
    the due stays with the to-do it settles."""
    return _DOTS_THEN_SETTLED.sub(", ", text) if "." in text or "…" in text else text


# a detail that is only the settled date: "so by 3/2", "let's say by the 6th", "so let's say friday"
_SETTLES = re.compile(
    r"^(?:so\s+(?:(?:let'?s|lets)\s+(?:just\s+)?say\s+)?|(?:let'?s|lets)\s+(?:just\s+)?say\s+|call\s+it\s+)"
    r"(?:by|before|b4|on)?\s*\S",
    re.IGNORECASE,
)


def settles_due(detail: str) -> bool:
    """Whether the words after a comma only settle the due of the to-do before it ("so by 3/2")."""
    return _SETTLES.match(detail.strip()) is not None and has_date_words(detail)
