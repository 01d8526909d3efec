"""A to-do after the comma that refers back to what the main clause named, and a to-do whose
words point at nothing.

"the grant report is due friday, need to write it": the main clause gives the deadline, the
detail what to do, by pronoun; together they are one to-do, "write the grant report", due
friday (or the grant report to-do already open, moved). "I owe Callum £40 for the tickets, pay
him back this weekend": the detail is the promise itself, dated, and "him" is Callum.

"need to send it to her tomorrow", "pay the guy for the thing": when nothing else in the
message says what "it" or who "her" is, the to-do would be one the user cannot recognise
later; :func:`dangling` names those words so the caller can find whom the conversation just
named, or ask.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from zoneinfo import ZoneInfo

from memory.understanding._owed_then import owed_then
from memory.understanding._phrases import _I
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear
from memory.understanding.normalise import normalise
from memory.understanding.timex import find_spans
from memory.words import content_words

_THING = re.compile(r"\b(?:it|this|that)\b", _I)
_PERSON = re.compile(r"\b(?:him|her|them)\b", _I)


def may_refer(main: list[Intent]) -> bool:
    """Whether a detail could refer back to what ``main`` read (so it is worth reading)."""
    if len(main) != 1:
        return False
    first = main[0]
    if isinstance(first, MoveCommitment):
        return first.otherwise is not None
    return isinstance(first, NewCommitment) and first.due is None and first.counterparty is not None


def referring(main: list[Intent], detail: list[Intent]) -> list[Intent] | None:
    """The one intent the main clause and a detail that refers back to it make together, or
    None when the detail does not refer back (each then stands as read)."""
    if len(main) != 1 or len(detail) != 1:
        return None
    first, then = main[0], detail[0]
    if (dated := owed_then(first, then)) is not None:  # "owe Lena the slides, will send them fri"
        return dated
    if not isinstance(then, NewCommitment) or then.owner != "me":
        return None
    if isinstance(first, MoveCommitment) and then.due is None and _THING.search(then.action):
        proposal = first.otherwise.proposal if isinstance(first.otherwise, Unclear) else first.otherwise
        if proposal is None:
            return None
        # "permit form goes in on the 3rd, i'll lodge it": the thing of the to-do offered ("submit the
        # permit form"), never that to-do inside the one the detail says
        thing = proposal.action
        if thing.lower().endswith(first.action.lower()) and " " in thing:
            thing = thing.split(" ", 1)[1]
        todo = replace(then, action=_THING.sub(thing, then.action, count=1), due=first.due)
        return [replace(first, otherwise=todo)]
    if (
        isinstance(first, NewCommitment)
        and first.due is None
        and first.counterparty
        and then.due is not None
        and _PERSON.search(then.action)
    ):
        action = _PERSON.sub(first.counterparty, then.action, count=1)
        return [replace(then, action=action, counterparty=first.counterparty)]
    return None


# Words that point at a thing or a person without naming it
PERSON_WORDS = frozenset({"him", "her", "them"})  # whom the conversation just named may be meant
_POINTING = re.compile(
    r"\b(?:the|that|this)\s+(?:(?:usual|other|same|whole)\s+)?(?:guy|girl|man|woman|person|thing|stuff)\b"
    r"|\b(?:it|him|her|them|this|that)\b",
    _I,
)
# "sort the thing for Ade and the other thing": a thing on a list that names nothing, whatever the rest names
_AND = re.compile(r"\s+(?:and|&)\s+|\s*,\s*", _I)
# (and where one is for it: "be home for it", "take it home" name nothing it is)
_PARTICLES = frozenset({"back", "up", "out", "off", "over", "round", "around", "again", "guy", "girl", "man", "woman",
                        "person", "thing", "stuff"}) | content_words("before after with for about from home")
# what introduces a to-do, not what it is about
_INTRO = content_words("need needs needa gotta got have must should remember remind todo to-do don't forget "
                       "want going gonna later asap soon pls thanks")


def dangling(todo: NewCommitment, text: str, *, now: datetime, tz: ZoneInfo) -> tuple[str, ...]:
    """The words of ``todo``'s action that point at something only the message's own words
    could name ("it", "her", "the guy"), when those words name nothing else: its action says
    nothing but a verb and them, and nothing outside the action (but its date and the words
    that introduce a to-do) says more. Empty when the to-do names what it is about."""
    if todo.counterparty:
        return ()
    pointing = tuple(dict.fromkeys(m.group(0).lower() for m in _POINTING.finditer(todo.action)))
    if not pointing:
        return ()
    words = todo.action.split()
    rest = _POINTING.sub(" ", " ".join(words[1:]))
    unnamed = any(_POINTING.fullmatch(part.strip()) for part in _AND.split(" ".join(words[1:]))[1:])
    if content_words(rest) - _PARTICLES and not unnamed:
        return ()  # "send it to Omar", "call her about the lease": the rest names it
    text = normalise(text)  # the action was read from the words as spelt right: "sortt that out" is "sort that out"
    at = text.lower().find(todo.action.lower())
    if at < 0:
        return ()  # the action was rebuilt from the words ("review the budget"): they named it
    outside = f"{text[:at]} {text[at + len(todo.action) :]}"
    for span in reversed(find_spans(outside, now=now, tz=tz)):
        outside = outside[: span.start] + " " + outside[span.end :]
    return () if content_words(outside) - _INTRO else pointing


# the user's own work on a thing, said with the subject left out: "starting on the budget model",
# "working on the slides", "i'm drafting the proposal"
_WORKING_ON = re.compile(
    r"^(?:(?:i'm|im|i\s+am|am)\s+)?(?:just\s+|now\s+|still\s+)?"
    r"(?:(?:starting|started|working|cracking|getting\s+started)\s+on|drafting|writing|building|prepping|preparing"
    r"|putting\s+together)\s+(?P<thing>(?:the|my|our|this|that|these|those)\s+[\w\-']+(?:\s+[\w\-']+){0,3}?)"
    r"(?:\s+(?:now|today|tonight|atm|already))?$",
    _I,
)
_LAST_PART = re.compile(r"(?:[,;]|\s[-–—]\s|\b(?:and|so|then)\b)\s*(?=[^,;]*$)", _I)
_IT = re.compile(r"\b[Ii]t\b")  # never "IT", the department
_THEM = re.compile(r"\bthem\b", _I)


def worked_on(intent: Intent, before: str) -> Intent:
    """ "starting on the budget model, should have it by thurs": the to-do's "it" is the thing
    the user just said they are working on (the clause right before, its subject left out), so
    the to-do says "have the budget model", not "have it"; "them" for a plural thing."""
    if not isinstance(intent, NewCommitment) or intent.owner != "me" or intent.counterparty or not before:
        return intent
    said = before.rstrip(" ,;-–—")
    cuts = list(_LAST_PART.finditer(said))
    m = _WORKING_ON.match((said[cuts[-1].end() :] if cuts else said).strip())
    if m is None:
        return intent
    thing = m["thing"]
    plural = thing.lower().endswith("s") and not thing.lower().endswith("ss")
    pronoun = _THEM if plural else _IT
    if len(pronoun.findall(intent.action)) != 1:
        return intent
    return replace(intent, action=pronoun.sub(thing, intent.action, count=1))
