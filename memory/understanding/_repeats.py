"""A to-do said to repeat ("water the plants every sunday", "gym each monday at 7", "pay the
cleaner weekly", "bins out on tuesdays"): recap keeps no repeating to-dos, so it asks.

Without this the date reader takes the day ("sunday") as the due and leaves the recurrence
word in the action ("water the plants every", due this Sunday), and the user believes recap
will remind them each week. Storing only the next one silently would be a wrong memory of
what was asked, so the to-do becomes a question: "Should I track the next one?" with the
next occurrence as the offered due and the recurrence word out of the action.

Written by hand: recurrence is a handful of words next to a time word; no date library here
reads it (dateparser and the reader's own spans find only the single date).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.phrasing import describe_due
from memory.understanding._phrases import _I, _Ctx
from memory.understanding.intents import Intent, NewCommitment, Unclear

_TIME_WORD = (
    r"(?:day|morning|afternoon|evening|night|week|weekday|weekend|fortnight|month|quarter|year"
    r"|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|other\s+\w+|\d+\s+(?:days|weeks|months|hours)|(?:two|three|four|six)\s+(?:days|weeks|months))"
)
# "every sunday", "each week", "every other friday", "pay the cleaner weekly" (never the adjective:
# "the weekly numbers", "quarterly VAT payment")
_REPEATS = re.compile(
    rf"\b(?:every|each|evry)\s+{_TIME_WORD}\b"
    r"|\b(?:daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)"
    r"(?=\s*(?:[,.;:!?)]|$|(?:on|at|from|until|till|starting|please|pls|plz)\b))",
    _I,
)
# "on tuesdays", "bins out mondays", "gym mondays and thursdays": a weekday in the plural, said
# with "on" or ending its phrase; never counted ("2 mondays from now") nor a possessive that lost
# its apostrophe ("thursdays standup")
_WEEKDAYS_PLURAL = re.compile(
    r"(?P<before>\S+\s+)?(?P<on>on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days\b"
    r"(?P<ends>(?=\s*(?:[,.;:!?)]|$|(?:at|and|or|from|until|till|only|too|before)\b)))?",
    _I,
)
_COUNT = re.compile(r"^(?:\d+|a|two|three|four|five|six|seven|eight|nine|ten|few|couple|of|several)$", _I)


def _said_to_repeat(clause: str) -> bool:
    if _REPEATS.search(clause):
        return True
    return any(
        (m["on"] or m["ends"] is not None) and not (m["before"] and _COUNT.match(m["before"].strip()))
        for m in _WEEKDAYS_PLURAL.finditer(clause)
    )


# what a repeat leaves in the action ("water the plants every", "swim mondays and"): the
# recurrence words and the joiners around them
_IN_ACTION = re.compile(
    rf"\s+(?:(?:every|each|evry)(?:\s+other)?(?:\s+{_TIME_WORD})?"
    r"|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days"
    r"|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)\b(?=(?:\s+(?:and|or|on|&))*\s*$)"
    r"|(?:\s+(?:and|or|on|&))+\s*$",
    _I,
)

def repeating(intent: Intent, sentence: str, ctx: _Ctx) -> Intent:
    """``intent``, or a question about its next occurrence when it is a to-do said to repeat."""
    if not isinstance(intent, NewCommitment) or not _said_to_repeat(sentence):
        return intent
    action = intent.action
    while (shorter := _IN_ACTION.sub("", action).strip()) != action:
        action = shorter
    if not action:
        return intent
    todo = replace(intent, action=action)
    if todo.due is None:
        question = f"I can't keep repeating to-dos yet. Should I track “{action}” once, with no date?"
    else:
        when = describe_due(todo.due.last_moment, ctx.tz)
        question = f"I can't keep repeating to-dos yet. Should I track the next “{action}”, due {when}?"
    return Unclear(question, sentence, todo)
