"""To-dos read from words that tell of time, not of a thing to do:

- a year gone by, set first as a story's setting: "back in 2019 we moved house on xmas eve,
  never again", "in 2021 I ran the marathon on the 3rd of May". The date reader finds "xmas
  eve" and resolves it ahead; the year said before it, already past, makes the sentence a
  memory. No one keeps a to-do for a year that is over ("find the photos from our trip in 2019"
  is a to-do about them, and a year in a thing's name, "file the 2025 tax return", stays);
- a milestone in the future perfect: "in 10 days I'll have been at this school 20 years",
  "by June we'll have been married a decade": a state that will have lasted, nothing to do
  ("by friday I'll have finished the report" still promises the report).

Hand-written: two patterns and a comparison with the message's year.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, NewCommitment, Unclear

_IN_YEAR = re.compile(r"^(?:(?:so|and|but|oh|well|lol|honestly)\s+)?(?:back\s+)?in\s+(?P<y>(?:19|20)\d\d)\b", _I)
_WILL_HAVE_BEEN = gated(re.compile(r"(?:\b(?:will|shall)|'ll)\s+have\s+been\b", _I))
# "we used to do this every week": a habit of the past; a need said beside it is still one
_USED_TO = re.compile(r"\b(?:i|we|they|he|she|you|u|mum|dad)\s+used\s+to\b", _I)
_OBLIGED = re.compile(r"\b(?:need|needs|have\s+to|has\s+to|must|gotta|got\s+to|should|will)\b|'ll\b", _I)


def told_of_past(intent: Intent, clause: str, ctx: _Ctx) -> bool:
    """Whether ``intent`` is a to-do (kept or offered) read from ``clause``, which tells of a
    year before the one the message was sent in or of a milestone, not of a thing to do."""
    todo = intent.proposal if isinstance(intent, Unclear) else intent
    m = _IN_YEAR.match(clause.strip())
    past_year = m is not None and int(m["y"]) < ctx.now.astimezone(ctx.tz).year
    habit = _USED_TO.search(clause) is not None and not _OBLIGED.search(clause)
    if isinstance(intent, Unclear) and todo is None:
        return past_year or habit  # "back in 2019 we used to do this every week": the date asked about is over
    if not isinstance(todo, NewCommitment):
        return False
    return _WILL_HAVE_BEEN.search(clause) is not None or past_year or habit
