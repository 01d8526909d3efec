"""The last reading of a sentence no form could read: signs of a to-do recap is not sure of.

A sentence with a date still ahead and a to-do verb or obligation words ("need", "gotta",
"must") that fits none of the forms is where a silent "nothing kept" hides a miss ("gotta sort
the broker thing tmrw somehow"). Recap then asks whether to track it
(:class:`~memory.understanding.intents.Unclear` with a proposal), rather than guessing or
staying quiet. Without a date the same words are mostly chatter ("I have to admit, the demo
was slick", "need to stop doomscrolling"), so they are left alone; so is small talk with a date
("see you monday!", "gonna be a long week") and a past date (a report, not a to-do).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, time

from memory.phrasing import describe_due
from memory.understanding._commitment_intro import _NOT_A_TASK, DANGLING, TODO_VERBS
from memory.understanding._fell_through import fell_through
from memory.understanding._move_said import moving_before
from memory.understanding._phrases import _Ctx
from memory.understanding._timex_words import _SHORTHAND
from memory.understanding.intents import Intent, NewCommitment, Question, Unclear
from memory.understanding.timex import TOPIC_CONNECTORS, find_spans, topic_before

MAX_WORDS = 12  # longer sentences that no form read are chatter, not a to-do to offer

# "to-do" naming a thing, no obligation: "to-do list can stay in the drawer this weekend", "my todo app"
_TODO_NOUN = r"(?:list|lists|app|apps|pile|board|items?|notebook|manager)\b"
_OBLIGATION = re.compile(
    r"\b(?:need\s+to|needa|have\s+to|has\s+to|got\s+to|gotta|must|remember(?:\s+to)?|don'?t\s+forget(?:\s+to)?|"
    r"remind\s+me(?:\s+to)?|todo|to-do)\b(?!\s+" + _TODO_NOUN + ")",
    re.IGNORECASE,
)
_LEAD = re.compile(
    r"^(?:i\s+|we\s+)?(?:really\s+)?(?:need\s+to|needa|have\s+to|has\s+to|got\s+to|gotta|must|remember(?:\s+to)?|"
    r"don'?t\s+forget(?:\s+to)?|remind\s+me(?:\s+to)?|todo:?|to-do:?)\s+(?!" + _TODO_NOUN + ")",
    re.IGNORECASE,
)
_PUNCT = " ,.;:!?-–—"
_MODIFIER = re.compile(r"(?:the|my|our)\s", re.IGNORECASE)
_NOT_ACTION = re.compile(
    r"^(?:be|feel|go\s+home|sleep|relax|chill|have\s+fun|enjoy|see\s+(?:you|ya|u)|say|admit|stop|breathe)\b",
    re.IGNORECASE,
)
# a to-do only under a condition said as a guess: "if the ferry strike happens i'd have to work from home
# thurs", "if it rains we might need to move the bbq sat" ("if X, I'll call Y fri" is still offered)
_HYPOTHETICAL = re.compile(
    r"^(?:if|unless|in\s+case|what\s+if|assuming)\b.*\b(?:i|we)(?:'d|['’]d|\s+would|\s+might|\s+may|\s+could)\b",
    re.IGNORECASE,
)
_JOKING = re.compile(r"\b(?:lol|lmao|haha\w*|jk)\b|[\U0001F602\U0001F923\U0001F605\U0001F606]", re.IGNORECASE)


def doubtful_todo(text: str, ctx: _Ctx) -> list[Intent]:
    """An offer to track what ``text`` seems to ask for, or [] when it shows no sign of a to-do."""
    words = text.split()
    if not words or len(words) > MAX_WORDS:
        return []
    spans = find_spans(text, now=ctx.now, tz=ctx.tz, prefer="future")
    # No date, several, or one recap cannot read (the forms' own asks cover that): no offer.
    due = spans[0].spec if len(spans) == 1 else None
    if due is None or _JOKING.search(text) or _HYPOTHETICAL.search(text):
        return []
    if due.end <= ctx.now:
        return []  # a date already past: a report of what happened
    if moving_before(text[: spans[0].start]):
        return []  # "security audit review: pushing to the 30th": a move of something open, no new to-do
    if _MODIFIER.match(text[spans[0].start :]) and re.match(r"\s+\w", text[spans[0].end :]):
        return []  # "the Q3 plan for Atlas depends on the budget": the date qualifies a thing
    rest = " ".join(f"{text[: spans[0].start]} {text[spans[0].end :]}".split()).strip(_PUNCT)
    obliged = bool(_OBLIGATION.search(rest))
    action = _LEAD.sub("", rest).strip(_PUNCT)
    first = action.split()[0].lower() if action else ""
    if _NOT_A_TASK.match(action):  # "i have to do sooo much this week": a complaint, no to-do to offer
        return []
    if re.search(r"\w(?:'s|’s)$", action):  # "book club's on the 14th": a thing and its day, no imperative
        return []
    if not action or _NOT_ACTION.match(action) or DANGLING.search(action) or not (obliged or first in TODO_VERBS):
        return []
    if fell_through(action):
        return []  # "the swap fell through, back on sat": news of a plan, nothing to offer
    if spans[0].connector in TOPIC_CONNECTORS or topic_before(text, spans[0].start):
        # "email jo about the friday meeting", "call mum about xmas": the day is what it is about, the
        # to-do offered as said, with no due
        said = _LEAD.sub("", text).strip(_PUNCT)
        return [Unclear(f"Should I track “{said}” for you?", text, NewCommitment(said, "me", None, None))]
    proposal = NewCommitment(action=action, owner="me", counterparty=None, due=due)
    return [Unclear(f"Should I track “{action}” for you, due {describe_due(due.last_moment, ctx.tz)}?", text, proposal)]


SMALL_HOURS_END = 4  # before 04:00 local, "tomorrow" may still mean the day that has just begun
_TOMORROW = re.compile(r"\b(?:tomorrow|" + "|".join(_SHORTHAND["tomorrow"].split()) + r")\b", re.IGNORECASE)


def after_midnight(intents: list[Intent], ctx: _Ctx) -> list[Intent]:
    """ "call the broker tmrw" typed at 00:40 most often means later today; the calendar says
    the day after. With a to-do due "tomorrow" in the small hours recap asks which day; a question
    about "tomorrow" then takes in both days."""
    local = ctx.now.astimezone(ctx.tz)
    if local.hour >= SMALL_HOURS_END:
        return intents
    asked: list[Intent] = []
    for intent in intents:
        if isinstance(intent, Question) and intent.at is not None and _TOMORROW.search(intent.at.text):
            # "what's on tmrw" at 00:35: the day just begun too, each to-do shown with its own day
            today = datetime.combine(local.date(), time(), ctx.tz)
            asked.append(replace(intent, at=replace(intent.at, start=min(intent.at.start, today))))
            continue
        due = intent.due if isinstance(intent, NewCommitment) else None
        if due is None or not _TOMORROW.search(due.text):
            asked.append(intent)
            continue
        question = (
            f"Should I track “{intent.action}” for {describe_due(due.last_moment, ctx.tz)}? It's past midnight: "
            "if you meant later today, answer “today”."
        )
        asked.append(Unclear(question, due.text, intent))
    return asked
