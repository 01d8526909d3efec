"""A thing ordered, then when it comes: "ordered new cups from Kiwi Packaging, should land thurs",
"ordered a new router - arrives friday", "got the tiles from Bunnings, should be here by sat".

The order is done (an "order the cups" to-do, if one is open, is finished), and its arrival is
news, no to-do of the user's: the corpora keep nothing for a parcel on its way ("parcel should
arrive tomorrow"). Read before a done with a tail, which took the day's clause for a to-do
("land", due thursday). A deadline ("it's due June 7 now"), a job to send ("need to ship") or a
person or a caller coming is no thing ordered.
"""

from __future__ import annotations

import re

from memory.understanding._lifecycle import _read_date
from memory.understanding._phrases import _I, _Ctx
from memory.understanding._prefilter import gated
from memory.understanding._their_visits import _CALLER_ALONE
from memory.understanding.intents import CompleteCommitment, Intent, NewCommitment

__all__ = ["delivery"]

_ON_ITS_WAY = (
    r"(?:(?:it|they)(?:'s|'re|\s+is|\s+are|'ll|\s+will|\s+should)?\s+)?"
    r"(?:(?:should|will|'ll|supposedly|supposed\s+to|meant\s+to|due\s+to|gonna|going\s+to|expected\s+to|hopefully)\s+)*"
    r"(?:be\s+)?"
    r"(?:arriv(?:e|es|ing)|land(?:s|ing)?|com(?:e|es|ing)|get\s+here|be\s+here|here|turn(?:s|ing)?\s+up"
    r"|show(?:s|ing)?\s+up|(?:be|being|get|gets|getting)\s+delivered|deliver(?:s|ing)?|ship(?:s|ping)?"
    r"|dispatched)"
)
# "ordered new cups", "we bought the paint": the deed and the thing, before the comma
_THING_ORDERED = (
    r"^(?:(?:just|finally|also|and)\s+)*(?:i\s+|we\s+)?(?P<o>ordered|reordered|bought|purchased|got)\s+(?P<thing>[^,;]+?)"
)
_ORDERED = gated(re.compile(
    _THING_ORDERED + r"\s*(?:,|;|-+|–|—|\band\b)\s*" + _ON_ITS_WAY + r"\s+(?P<when>[^,;]+?)[\s.!]*$",
    _I,
))  # fmt: skip
# what is no thing ordered: a deed or a person ("got Jo to check it, she'll come thurs"), a change shipped
_NOT_A_THING = re.compile(
    r"^(?:i|we|he|she|they|you|must|need|needs|have|has|gotta|should|pls|please|remind|cancel|stop)\b"
    r"|\b(?:need|needs|must|have\s+to|has\s+to|gotta|got\s+to|should|ought)\b"
    r"|\b(?:hotfix|fix|patch|pr|update|release|build|feature|deploy|commit|version|upgrade|migration)\b",
    _I,
)
# the thing ordered, then fetched: "ordered 20 bales of lucerne, pick up fri", "got the tyres ordered, collect
# monday" (with no object said: "pick it up sat" names it and is read by the to-do readers)
_COLLECT = gated(re.compile(
    _THING_ORDERED + r"\s*(?:,|;|-+|–|—|\band\b|\bso\b)\s*(?:(?:need\s+to|gotta|have\s+to|will|i'll|to|then)\s+)?"
    r"(?P<v>pick\s*-?\s*up|collect|grab|fetch)\s+(?P<when>[^,;]+?)[\s.!]*$",
    _I,
))  # fmt: skip
_GOT_DONE = re.compile(r"\s+(?P<done>ordered|bought)$", _I)
_DEED = {"ordered": "order", "reordered": "reorder", "bought": "buy", "purchased": "buy", "got": "get"}


def delivery(text: str, ctx: _Ctx) -> list[Intent] | None:
    """ "ordered new cups, should land thurs": [the order done]; None when ``text`` says no thing
    ordered that comes on a day still ahead."""
    collected = _COLLECT.match(text.strip())
    m = collected or _ORDERED.match(text.strip())
    if m is None or _NOT_A_THING.search(m["thing"]) or _CALLER_ALONE.match(m["thing"].strip()):
        return None
    due = _read_date(m["when"], ctx)
    if due is None or due.end <= ctx.now:
        return None
    said = m["thing"].strip()
    deed = _DEED[m["o"].lower()]
    if (got := _GOT_DONE.search(said)) is not None:  # "got the tyres ordered": ordered them
        said, deed = said[: got.start()], _DEED[got["done"].lower()]
    thing = re.sub(r"^(?:the|my|our|a|an|some)\s+", "", said, flags=_I)
    found: list[Intent] = [CompleteCommitment(action=f"{deed} {thing}", past_tense=True)]
    if collected is not None:  # "… , pick up fri": the thing fetched then, the user's to-do
        verb = "pick up" if collected["v"].lower().startswith("pick") else collected["v"].lower()
        found.append(NewCommitment(action=f"{verb} {said}", owner="me", counterparty=None, due=due))
    return found
