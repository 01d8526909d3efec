"""Items of a list done by their numbers: "did 1 and 3", "#2 done", "1, 2 ✅", "crossed off 2".

A user who sent a numbered list ("need to: 1) email the landlord 2) pay council tax 3) book the
mot") reports on it by the numbers. Each number is read as a to-do named ``#<n>``;
:mod:`memory.derive` finds which: the n-th to-do of the last message that listed several.

Only a whole sentence of numbers and a done word or mark: "did 10 pushups" names no item, and
"done by 5" is a time. Hand-written: one small shape.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding.intents import CompleteCommitment, Intent

__all__ = ["listed_done", "listed_item", "numbered_items"]

_NUMBERS = r"#?\d{1,2}(?:\s*(?:,|&|\+|and|n)\s*#?\d{1,2})*"
_ITEM = r"(?:(?:numbers?|nos?\.?|items?|points?)\s*)?"
_DONE_WORD = r"(?:done|sorted|finished|complete|completed|ticked\s+off|crossed\s+off|dealt\s+with|handled)"
_MARK = r"(?:✅|✔️|✔|☑️|☑|✓|👍)"
_LISTED_DONE = re.compile(
    r"^(?:(?:i\s+|i've\s+|ive\s+)?(?:just\s+|already\s+|finally\s+)?(?:did|done|finished|completed|sorted|ticked\s+off"
    r"|crossed\s+off|knocked\s+out|handled)\s+" + _ITEM + r"(?P<a>" + _NUMBERS + r")(?:\s+(?:already|now|today))?"
    r"|" + _ITEM + r"(?P<b>" + _NUMBERS + r")\s*(?:(?:is|are|r)\s+)?(?:" + _DONE_WORD + r"|" + _MARK + r")"
    r"(?:\s*" + _MARK + r")*)[\s.!]*$",
    _I,
)
_LISTED = re.compile(r"^#(?P<n>\d{1,2})$")


def listed_done(sentence: str) -> list[Intent] | None:
    """The numbered items ``sentence`` reports done, each a to-do ``#<n>``; None when it is no such report."""
    m = _LISTED_DONE.match(sentence.strip())
    if m is None:
        return None
    numbers = [int(n) for n in re.findall(r"\d{1,2}", m["a"] or m["b"])]
    if not numbers or any(n == 0 for n in numbers):
        return None
    return [CompleteCommitment(f"#{n}", past_tense=True) for n in dict.fromkeys(numbers)]


def listed_item(action: str) -> int | None:
    """The number of the list item ``action`` names ("#2": 2), or None."""
    m = _LISTED.match(action.strip())
    return int(m["n"]) if m else None


# an item's number as a list writes it: "1)", "2.", "3:", "4 -", "#5", "(6)", at the start or after a space
_ITEM_MARK = re.compile(r"(?:^|(?<=\s))(?:#|\()?(?P<n>\d{1,2})(?:[).:]|\s+-)\s+")


def numbered_items(text: str) -> dict[int, str]:
    """The items of a numbered list in ``text`` by their numbers ("need to: 1) email the landlord
    2) pay council tax": {1: "email the landlord", 2: "pay council tax"}); {} when it lists none.
    Only numbers that count up from 1 in order are a list ("at 9. then 3) …" is none)."""
    marks = list(_ITEM_MARK.finditer(text))
    numbers = [int(m["n"]) for m in marks]
    if len(numbers) < 2 or numbers != list(range(1, len(numbers) + 1)):
        return {}
    ends = [m.start() for m in marks[1:]] + [len(text)]
    return {n: text[m.end() : end].strip(" ,;\n") for n, m, end in zip(numbers, marks, ends, strict=True)}
