"""A reason said right after a cancellation or a move, which is no news of its own: "scrap the
hoodies, budget's frozen", "interviews cancelled, role's on hold", "swimming cancelled, pool closed",
"push the site visit to friday - the road is flooded", "hoodies are off; budget is frozen".

A clause joined to the change by a comma, a dash or a semicolon alone, that states a condition
(an issue, a thing's status), says why the to-do was called off or moved: it is not kept as an
issue or a fact, nor asked about. It is news of its own when something says so: a conjunction
("cancel the gym, and the boiler's broken again", "…, also the wifi's down"), a word that it
goes on ("again", "still", "keeps"), or a date of its own ("…, Ana's on leave till the 9th").
A to-do after the change is never a reason ("scrap the drinks, book lunch instead").

A reason is dropped only when it carries no news of its own: one that is itself a fact ("Declan's
based in Hobart now so scrap the welcome pack") or a broken thing ("compressor's broken so the
paint job → the 15th", "drop the print order, the printer is broken") is kept beside the change,
said before it or after. A thing's state that is no fault ("budget's frozen", "the road is
flooded") and a person's ("the client's sick") stay reasons only.

Written by hand: one shape over what the clauses were read as; the joint between them is all
that tells a reason from a second piece of news, and it is a closed set of marks.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._lifecycle import _THEN
from memory.understanding._phrases import _I
from memory.understanding.intents import (
    CancelCommitment,
    CompleteCommitment,
    Intent,
    MoveCommitment,
    OpenEpisode,
    ResolveEpisode,
    StateClaim,
    Unclear,
)
from memory.understanding.timex import has_date_words

__all__ = ["with_reason_news", "without_reasons"]

_A_NAME = re.compile(r"(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+)(?:\s+(?-i:[A-ZÀ-Ý][a-zà-ÿ'-]+))?")  # "Ana", "Tom Baker": a person

# the need for the thing gone, said of it: "…, omar doesn't need it anymore", "…, not needed any more"
_NO_NEED = re.compile(
    r"\b(?:(?:doesn'?t|does\s+not|don'?t|do\s+not|no\s+longer)\s+(?:need|want)s?\s+(?:it|them|that|one)"
    r"|(?:it'?s|its|they'?re|that'?s)?\s*(?:not|no\s+longer)\s+(?:needed|wanted|required))\b",
    _I,
)
_JOINT = re.compile(r"(?:[,;]|\s[-–—]+)\s*$")  # what ends the words before a reason: a comma, semicolon or dash
_OWN_NEWS = re.compile(
    r"^(?:and|also|plus|oh|btw|but|then|ps|meanwhile|separately|unrelated(?:ly)?)\b"
    r"|\b(?:again|still|keeps?|anymore|any\s+more|too|as\s+well)\b",
    _I,
)


# a thing out of order, said of it: "the printer is broken", "the compressor died", "the site's down"
# (never "frozen" or "flooded": a budget and a road are no things to mend)
_FAULT = re.compile(
    r"\b(?:broken|broke(?:\s+down)?|dead|died|down|crashed|crashing|stopped\s+working|not\s+working|leaking|jammed"
    r"|packed\s+(?:in|up)|conked\s+out|kaput|busted|faulty|out\s+of\s+order|offline"
    r"|(?:won'?t|wont|doesn'?t|isn'?t)\s+(?:start|work|working|open|turn\s+on|run|running))\b",
    _I,
)


def with_reason_news(
    changes: list[Intent] | None, text: str, read: Callable[[str], list[Intent]]
) -> list[Intent] | None:
    """``changes`` read over ``text`` as a reason and the change it brings, with what the reason
    says of its own (a fact, a broken thing), read by ``read``, before them."""
    if not changes or not all(isinstance(i, CancelCommitment | MoveCommitment) for i in changes):
        return changes
    cuts = list(_THEN.finditer(text))
    reason = text[: cuts[-1].start()].strip() if cuts else ""
    if not reason:
        return changes
    said = read(reason)
    comma = cuts and not re.search(r"[a-z]", cuts[-1].group(0), re.IGNORECASE)  # no "so", "then": a comma alone
    if comma and said and all(isinstance(i, CancelCommitment) for i in said) and all(
        isinstance(i, CancelCommitment) for i in changes
    ):
        # "the Paris visa thing is no longer needed, trip's off": the words before are a change of their own,
        # the one the message is about; the one after (why) is kept beside it, and changes nothing it names none
        return said + changes
    # a status said as the reason ("Sione's back from leave thursday so …", "shop's closed this week so …")
    # is a passing state that explains the change: no news of its own, dated or not
    news = [i for i in said if _news(i, reason)]
    return news + changes if news and len(news) == len(said) else changes


def _news(intent: Intent, reason: str) -> bool:
    """Whether ``intent``, read from the ``reason`` said before a change, is news of its own: a
    fact other than a status, a broken thing, or a thing mended ("printer's fixed, no need to call
    the tech now")."""
    if isinstance(intent, StateClaim):
        return intent.predicate != "status"
    if isinstance(intent, ResolveEpisode):  # never "Ana's back" or "mum's back": a person, no thing mended
        topic = intent.topic.strip()
        return topic.lower() not in ("it", "that", "this", *PEOPLE) and not _A_NAME.fullmatch(topic)
    # a day that "won't work" is no broken thing ("tmrw won't work, sat instead")
    return isinstance(intent, OpenEpisode) and not _condition(intent, reason) and not _only_date(intent.topic)


def _only_date(words: str) -> bool:
    """Whether ``words`` are nothing but a day ("tmrw", "the 3rd")."""
    return has_date_words(words) and not re.sub(
        r"\b(?:the|on|this|next|tmrw|tomorrow|today|tonight|mon|tues?|wed|thurs?|fri|sat|sun|\d+(?:st|nd|rd|th)?)\b",
        "", words, flags=_I).strip()


def without_reasons(found: list[tuple[Intent, str]], text: str) -> list[tuple[Intent, str]]:
    """``found`` (each intent with the clause it was read from, in ``text``) without the
    conditions said as the reason for a cancellation or move just before them."""
    changes = [clause for intent, clause in found if isinstance(intent, CancelCommitment | MoveCommitment)]
    if not changes:
        return found
    return [
        (intent, clause)
        for intent, clause in found
        if not (
            (_condition(intent, clause) or _venue_fault(intent, changes))
            and clause not in changes
            and _explains(clause, changes, text)
        )
    ]


# an outing called off, said of it: "the hockey game tonight was cancelled", "match got called off"
_OUTING_OFF = re.compile(
    r"\b(?:game|match|gig|concert|show|race|fixture|training|practice|screening|tournament|meet|recital|performance"
    r"|festival|fair|parade|party|dance|disco)\b[^,;]*?\b(?:was|were|got|has\s+been|have\s+been|is|are|'s)\s+"
    r"(?:been\s+)?(?:cancelled|canceled|called\s+off|postponed|rained\s+off|scrapped|off)\b",
    _I,
)
# where such an outing is held, the thing a fault is said of: "the rink roof", "the stadium lights", "the pool"
_VENUE = re.compile(
    r"\b(?:rink|stadium|arena|pitch|court|courts|pool|hall|theatre|theater|cinema|venue|ground|grounds|track"
    r"|sports\s+cent(?:re|er)|leisure\s+cent(?:re|er)|club\s*house|pavilion|gym|ballroom|auditorium)\b",
    _I,
)


def _venue_fault(intent: Intent, changes: list[str]) -> bool:
    """Whether ``intent`` is a fault of the venue of an outing that ``changes`` say was called off
    ("the hockey game tonight was cancelled, the rink roof is leaking"): the venue's trouble, the
    reason the outing is off, never the user's to mend."""
    return (
        isinstance(intent, OpenEpisode)
        and _VENUE.search(intent.topic) is not None
        and any(_OUTING_OFF.search(change) for change in changes)
    )


# a place shut, said bare: "pool closed", "field's flooded", "the rink is shut": read as a job done
# ("close the pool"), though it only says why the change was made
_PLACE_SHUT = re.compile(
    r"^(?:the\s+)?[\w'\- ]{2,30}?(?:'s|\s+is|\s+was|\s+got)?\s+(?:closed|shut|flooded|waterlogged|snowed\s+in"
    r"|iced\s+over|rained\s+off|closed\s+(?:today|tonight|for\s+repairs))[\s.!]*$",
    _I,
)


def _condition(intent: Intent, clause: str) -> bool:
    """Whether ``intent``, read from ``clause``, keeps a condition with no news of its own: an
    issue that is no fault of a thing, a thing's status, a place shut, or a question about one."""
    if isinstance(intent, CompleteCommitment):
        return bool(_PLACE_SHUT.match(clause.strip()))
    if isinstance(intent, OpenEpisode):
        return not _FAULT.search(clause)
    if isinstance(intent, StateClaim):
        return intent.predicate == "status" and intent.effective is None and intent.until is None
    return isinstance(intent, Unclear) and intent.proposal is None


def _explains(reason: str, changes: list[str], text: str) -> bool:
    """Whether ``reason`` follows one of ``changes`` in ``text`` across a bare joint, with
    nothing that makes it news of its own."""
    at = text.rfind(reason)
    if at <= 0 or (_OWN_NEWS.search(reason) and not _NO_NEED.search(reason)) or has_date_words(reason):
        return False
    before = text[:at]
    joint = _JOINT.search(before)
    if joint is None:
        return False
    said = before[: joint.start()].strip()
    return any(said.endswith(change.strip()) or change.strip().startswith(said) for change in changes)
