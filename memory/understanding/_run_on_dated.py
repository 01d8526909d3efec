"""A dated event typed straight on into what to do about it, with no comma: "grandma and grandpa
arriving sat 11am need to make up the spare room b4 then", "car insurance renews on the 28th need to
shop around b4 that", "mum's flight lands thurs 6pm gotta pick her up".

With the comma the event dates the to-do ("by then" is the event's day, "her" is mum: :mod:`._multi`);
without it the message was one clause no form reads, so nothing was kept. The comma is put back where
an obligation starts right after a date and its words lean back on the clause before ("then", "that",
"it", "her", …): with no word leaning back ("the report is due friday need to write the intro") the two
may be one to-do and are left as typed.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.timex import has_date_words

__all__ = ["run_on_dated"]

_OBLIGATION = re.compile(
    r"(?<=\w)\s+(?=(?:need\s+to|needs\s+to|gotta|got\s+to|have\s+to|has\s+to|must|should)\s)", _I
)
# the obligation's words that need the clause before: "before then", "b4 that", "pick her up", "renew it"
_LEANS_BACK = re.compile(r"\b(?:then|that|it|her|him|them|there)\b", _I)
_SEPARATOR = re.compile(r"[,;:.!?\n]|\s[-–—]+\s")


def run_on_dated(text: str) -> str:
    """``text`` with a comma put back between a dated event and an obligation about it typed on with
    no separator (see the module doc); else as it was."""
    if _SEPARATOR.search(text.strip()):
        return text
    m = _OBLIGATION.search(text)
    if m is None:
        return text
    before, after = text[: m.start()], text[m.end() :]
    # the date ends the clause before ("sat 11am", "on the 28th"): not "tmrw i need to call her"
    if len(before.split()) < 2 or not has_date_words(before.split()[-1]) or not _LEANS_BACK.search(after):
        return text
    return f"{before}, {after}"
