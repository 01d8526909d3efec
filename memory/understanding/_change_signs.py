"""State changes no form read, for :mod:`._signs`: an amount that moved ("price went up to 12",
"oat milk goes up to 2500 a carton from april", "rent is now £1,250") and a person with a role or
a place ("the new chair is Harpreet Sandhu", "they're now in charge of the whole thing", "his new
role starts monday", "Tiago's at Farfetch now", "Lindiwe took over as treasurer").

Each only ever leads to a question ("I couldn't tell what changed there ..."), never to a
stored fact. Amounts need a digit and a verb of change; roles come from the closed list of
:mod:`._role_words`.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._role_words import ROLE_WORDS

# "12", "£1,250", "$55k", "R350", "2500", "15%": a number, with a currency or a unit when said
_AMOUNT = (
    r"(?:[$£€¥₹₦₵]|(?:usd|eur|gbp|aud|cad|nzd|inr|zar|ngn|kes|ghs|php|rs\.?|r|kr)\s?)?\d[\d,.]*"
    r"(?:\s?(?:k|m|bn|%|percent|pc|p|c))?(?![\w:-])"  # never a score or a time ("2-1", "3:30")
)
_MOVED_AMOUNT = re.compile(
    r"(?<![\w'])(?:(?:went|goes|gone|going|has\s+gone|is\s+going|'s\s+going)\s+(?:up|down)|rose|risen|rises|rising"
    r"|increased|increases|increasing|dropped|drops|dropping|fell|falls|falling|decreased|decreases|reduced|raised"
    r"|jumped|jumps|climbed|climbs|doubled|halved)\s+(?:to|by)\s+" + _AMOUNT
    + r"|(?<![\w'])(?:is|are|'s|(?<=[a-z])s)\s+now\s+" + _AMOUNT
    + r"|(?<![\w'])now\s+costs?\s+" + _AMOUNT,
    _I,
)
_ROLE = r"(?:[\w-]+\s+)?" + ROLE_WORDS.pattern
_ROLE_NEWS = re.compile(
    # "the new chair is Harpreet Sandhu", "our groundsman is Sione now"
    r"(?<![\w'])(?:the|our|my|their|his|her)\s+(?:new\s+)?" + _ROLE + r"\s+(?:is|'s|will\s+be)\s+(?:now\s+)?[A-Z]"
    # "they're now in charge of the whole thing", "she's head of ops now"
    r"|(?<![\w'])(?:now\s+(?:in\s+charge\s+of|head\s+of|responsible\s+for|heading|running|leading|managing)"
    r"|(?:in\s+charge\s+of|head\s+of|responsible\s+for)\b.*\bnow$)"
    # "his new role starts monday", "her contract ends friday"
    r"|(?<![\w'])(?:his|her|their|my|the)\s+(?:new\s+)?(?:role|job|position|post|contract|secondment|placement)"
    r"\s+(?:starts|begins|ends|finishes|kicks\s+off|is\s+confirmed)\b"
    # "Kaung's role changes 1/8", "her title is changing next month": a change to come, said of the role
    r"|(?<![\w'])(?:his|her|their|my|the|[A-Z][\w-]*'s)\s+(?:new\s+)?(?:role|job|title|position|post|team)"
    r"\s+(?:changes|is\s+changing|will\s+change|'s\s+changing)\b"
    # "Lindiwe took over as treasurer", "starts as a nurse unit manager"
    r"|(?<![\w'])(?:took|takes|taking|has\s+taken)\s+over\s+(?:as|from)\b|(?<![\w'])(?:starts?|started|starting)\s+as\s+",
    0,
)
# "Tiago's at Farfetch now", "Esi is in Kumasi now": a person somewhere new
_PLACE_NOW = re.compile(
    r"^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?(?:'s|\s+is)\s+(?:at|with|in)\s+[A-Z][\w'&-]*(?:\s+\S+)?\s+now$"
)


# "we're up to 5 now", "i'm down to 2 biscuits": the user's own tally, told in passing
_OWN_TALLY = re.compile(r"^(?:i|we|i'?m|we'?re|im)\b", _I)


def changed_amount(said: str) -> bool:
    """Whether ``said`` tells of an amount that moved ("fees went up to $40")."""
    return _MOVED_AMOUNT.search(said) is not None and not _OWN_TALLY.match(said.strip())


def role_news(said: str) -> bool:
    """Whether ``said`` tells of a person's role or place, new ("the new chair is Harpreet")."""
    text = said.strip(" ,.;:!?")
    return _ROLE_NEWS.search(text) is not None or _PLACE_NOW.match(text) is not None
