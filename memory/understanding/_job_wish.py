"""A job someone wants done, passed on to the user: "Adaeze wants the allergen sheet updated by
sat", "my boss needs the rota sorted out by friday", "Lwazi would like the gutters looked at".

Said to a memory bot, a person's wish for a thing to be put in some state (a past participle
after the thing) is the user's to-do to get it there: "get the allergen sheet updated". The
action is said that way, not turned into "update …": the participle is the user's own word,
and "get X looked at" keeps its particle, where a verb rebuilt from it could drop it.

Only with a date when it is said on its own (:mod:`._wanted_done`): "Ana wants the kitchen
painted" with no date is as likely news about Ana as a job taken on. Under a to-do intro
("note to self - Adaeze wants …") the intro has already said it is a to-do
(:func:`as_my_job`).
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I, _P
from memory.understanding._prefilter import gated

__all__ = ["JOB", "as_my_job"]

# A past participle: "updated", "sorted", "done", "sent", "looked at", "signed off", "cleaned up"
_PARTICIPLE = (
    r"(?:[a-z]{2,}ed|done|sent|written|seen|drawn|sewn|built|cut|set|made|paid|sold|bought|taken|given|shown|run"
    r"|swept|kept|fixed|cleaned)(?:\s+(?:at|to|up|out|over|off|in|back|through|down|away))?"
)
_WHO = r"(?:(?:my|our|the)\s+[a-z]+(?:\s+[a-z]+)?|(?-i:[A-Z]{2,4})|" + _P + r")"  # "HR", "IT": an office
_WANTS = r"(?:wants?|needs?|would\s+like|'d\s+like|asked\s+(?:me\s+)?(?:for|to\s+get)|expects|is\s+asking\s+for)"
JOB = gated(re.compile(
    r"^(?P<who>" + _WHO + r")\s+(?:(?:really|now|also|still)\s+)?" + _WANTS + r"\s+"
    r"(?P<thing>(?:the|a|an|my|our|his|her|their|this|that|these|those|all\s+the)\s+(?:[\w'&-]+\s+){0,4}?[\w'&-]+"
    # "dr hassan wants bloodwork done by the 18th": a thing of a word or two, said with no article
    r"|(?!(?:it|them|me|us|you|him|her|this|that|everything|something|anything|to|be|been|being|get|got|have|had|is"
    r"|are|was|were|more|less|some|any|all|no)\b)[\w'&-]+(?:\s+[\w'&-]+)?)"
    r"\s+(?P<pp>" + _PARTICIPLE + r")"
    # what it is for, said after: "his permission slip signed for the field trip"
    r"(?P<why>\s+for\s+(?:the|a|an|my|our|his|her|their)\s+(?:[\w'&-]+\s+){0,3}?[\w'&-]+)?$",
    _I,
))
_NOT_STATE = re.compile(r"^(?:need|feed|seed|speed|bed|shed|red|wed|bled|fled|led|shred)$", _I)


def as_my_job(action: str) -> str:
    """ "Adaeze wants the allergen sheet updated" -> "get the allergen sheet updated"; any
    other action as it is."""
    m = JOB.match(action.strip())
    if m is None or _NOT_STATE.match(m["pp"].split()[0]):
        return action
    return f"get {m['thing']} {m['pp']}{m['why'] or ''}"
