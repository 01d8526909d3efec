"""Corrections in chat shorthand, each with no subject of its own:

- an arrow from the old to the new: "20th -> 21st", "fri → sat", "3pm => 4pm", read as the
  "not <old>, <new>" it stands for;
- "the other one", "wrong one", "not that one": the user meant another thing than the one recap
  changed, and says not which, so recap asks;
- a value after the preposition its fact takes ("no, to Svetlana" after "Priya reports to Sven",
  "sorry, in Leeds"): the preposition is no part of the value;
- "<Name>'s the <role>" after a correction's marker ("correction, Lachlan's the leading hand"):
  the role of the one named, put right, whatever words the role has.

Hand-written: each is a closed list of marks (arrows, "other"/"wrong" ones, prepositions) that
no date or fact parser reads as a correction.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import CorrectValue, Intent, Unclear
from memory.understanding.timex import has_date_words

# "20th -> 21st", "fri → sat", "3pm=>4pm": one short old thing, an arrow, one short new thing
_ARROW = re.compile(r"^(?P<old>[^\s<>=→⇒-][^<>=→⇒]{0,30}?)\s*(?:-+>|=+>|→|⇒|⟶|➡️?)\s*(?P<new>[^<>=→⇒]{1,30})$")


def arrowed(text: str) -> str | None:
    """ "20th -> 21st" as "not 20th, 21st" (what the arrow says), or None without an arrow."""
    m = _ARROW.match(text.strip())
    if m is None:
        return None
    old, new = m["old"].strip(" ,."), m["new"].strip(" ,.!")
    if not old or not new or len(old.split()) > MAX_SIDE_WORDS or len(new.split()) > MAX_SIDE_WORDS:
        return None
    if has_date_words(new) and not has_date_words(old):
        return None  # "roofer call → 11:30 instead": a thing moved to a time, not one value for another
    return f"not {old}, {new}"


MAX_SIDE_WORDS = 4  # longer, an arrow joins two clauses ("Lagos -> Dubai trip next week"), not two values

_LEAD = r"(?:(?:no+|nope|nah|sorry|soz|oops|whoops|wait|hang\s+on|ugh|argh|hm+|um+|er+m*)\s*[,!.…\-–—]*\s*)*"
_OTHER_ONE = gated(re.compile(
    rf"^{_LEAD}(?:i\s+meant\s+|i\s+mean\s+|meant\s+)?(?:"
    r"the\s+other\s+(?:one|thing|task|to-?do|item|meeting|call|date|person|guy|entry)"
    r"|(?:the\s+)?wrong\s+(?:one|thing|task|to-?do|item|entry)|not\s+that\s+one|not\s+(?:this|that)\s+(?:task|to-?do|item)"
    r"|the\s+one\s+before(?:\s+that)?|the\s+previous\s+one|the\s+earlier\s+one|the\s+first\s+one)"
    r"(?:\s+(?:i\s+meant|i\s+mean|lol|sorry))?[\s.!…😅🙈🤦‍♀️🤦‍♂️🤦]*$",
    _I,
))
OTHER_ONE_QUESTION = (
    "Which one did you mean? Say it with its name, e.g. “move the dentist to Thursday” or “Maya's role is COO”."
)


def other_one(text: str) -> list[Intent] | None:
    """ "no the other one": another thing was meant, not named: one question, nothing changed."""
    if _OTHER_ONE.match(text.strip()) is None:
        return None
    return [Unclear(OTHER_ONE_QUESTION, text)]


# "hmm that number's wrong", "the due date is wrong": a kept value said wrong by the kind of value it is, with
# no right one ("the clock is wrong" is a thing not working)
_NAMED_WRONG = gated(re.compile(
    rf"^{_LEAD}(?:(?:that|this|the)\s+)(?P<what>(?:[^\W\d_][\w-]*\s+)?(?:number|phone|date|day|time|address|email"
    r"|name|spelling|amount|figure|price|total|sum|role|title|surname|birthday|deadline|year|month))"
    r"(?:'s|\s+is|\s+was)\s+"
    r"(?:(?:all|completely|totally|a\s+bit|slightly)\s+)?(?:wrong|incorrect|not\s+(?:right|correct))[\s.!…]*$",
    _I,
))


def named_wrong(text: str) -> list[Intent] | None:
    """ "hmm that number's wrong": the value kept is wrong, but the right one is unsaid: asked for it,
    nothing changed (silence would leave the wrong number kept)."""
    m = _NAMED_WRONG.match(text.strip())
    if m is None:
        return None
    what = m["what"].lower()
    return [Unclear(f"What should the {what} be instead? Say the right value, e.g. “it's Thursday” or “Maya's "
                    f"{what} is …”.", text)]


# "wait no thats not right abt Fatma", "you've got Omar wrong", "that's wrong about the rent": what recap keeps of
# someone or something is wrong, and neither the fact nor the right value is said
# a name ("Fatma", "Dr Ben Ali") or a thing kept ("the rent", "our wifi password"), never "him being late"
_NAMED = r"(?:(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?|(?:the|our|my)\s+[\w'-]+(?:\s+(?![\w'-]+ing\b)[\w'-]+)?)"
_WRONG_ABOUT = gated(re.compile(
    rf"^{_LEAD}(?:(?:that|this|it)(?:'s|s|\s+is|\s+was)\s+(?:all\s+|completely\s+|totally\s+)?(?:not\s+(?:right|correct)"
    r"|wrong|incorrect)\s+(?:about|abt|abou|re|regarding|for|on)\s+(?P<x>" + _NAMED + r")"
    r"|(?:you(?:'ve|\s+have)?|u)\s+(?:got|have)\s+(?P<y>" + _NAMED + r")\s+wrong)[\s.!…]*$",
    _I,
))


def wrong_about(text: str) -> list[Intent] | None:
    """ "thats not right abt Fatma": what is kept of Fatma is wrong, unsaid which or what is right:
    asked, nothing changed."""
    m = _WRONG_ABOUT.match(text.strip())
    if m is None:
        return None
    who = (m["x"] or m["y"]).strip()
    return [Unclear(f"What's wrong about {who}? Say what it should be, e.g. “no, {who}'s … is …”.", text)]


# "ms alvarez", "dr ngata": a title makes a name of a word typed in lower case
TITLE = r"(?:mr|mrs|ms|miss|mx|dr|prof|sr|sra|fr|rev)\.?\s+[^\W\d_]"
TITLED = re.compile(TITLE, _I)
# "to Svetlana", "in Leeds", "at Deloitte": a preposition, then a value that looks like one
_PREP_VALUE = re.compile(r"^(?:to|in|at|from|with|under|for)\s+(?=(?-i:[A-ZÀ-Ý0-9+€$£])|" + TITLE + ")", _I)


def without_preposition(value: str) -> str:
    """The value after the preposition its fact takes: "to Svetlana" is Svetlana."""
    return _PREP_VALUE.sub("", value.strip(), count=1)


# "Lachlan's the leading hand", "Amaka is our head chef": a name, "is", then a role of few words
_NAMED_ROLE = re.compile(
    r"^(?P<s>(?-i:[A-ZÀ-Ý])[\w'’-]+)(?:'s|’s|\s+is)\s+(?:actually\s+)?(?:the|our|their|a|an)\s+"
    r"(?P<v>[\w-]+(?:\s+[\w-]+){0,3})$",
    _I,
)
# words that make the rest a clause or a place, never a role
_NOT_ROLE = re.compile(
    r"\b(?:i|you|he|she|they|we|it|me|him|her|them|one|who|that|which|not|here|there|now|today|tomorrow|best|worst"
    r"|same|only|reason|problem|issue|thing|guy|person)\b",
    _I,
)


def named_role(text: str) -> list[Intent] | None:
    """ "Lachlan's the leading hand" said as a correction: Lachlan's role, put right."""
    m = _NAMED_ROLE.match(text.strip())
    if m is None or _NOT_ROLE.search(m["v"]) or has_date_words(m["v"]):
        return None
    return [CorrectValue(m["s"], "role", m["v"])]
