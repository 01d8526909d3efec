"""A fault said as what a thing does wrong, whatever the verb: after a label the user filed it
under ("bug: CSV import drops the last row", "issue: the export skips weekends"), or as a thing
that does nothing ("the checkout button does nothing on safari", "save button doesn't do
anything").

The label says it is a fault, so the verb need not be one of the fault words: the thing is the
words before the first verb ("CSV import"), what it does the detail. Without a label only
"does nothing" is read, as it is said of a control or a machine that should act and does not.
Hand-written: a label word and a verb's shape (a present tense in -s, a negation, "keeps").
"""

from __future__ import annotations

import re

from memory.understanding._issue_fixes import PEOPLE
from memory.understanding._phrases import _I, _phrase, _plausible
from memory.understanding._prefilter import gated
from memory.understanding.intents import OpenEpisode

__all__ = ["labelled_fault"]

_LABEL = gated(re.compile(r"^(?:bug|issue|problem|defect|glitch)\s*[:\-–—]\s*(?P<body>.+)$", _I))
_ARTICLE = re.compile(r"^(?:the|my|our|their|this|that)\s+", _I)
# the verb after the thing: a present tense ("drops", "shows"), a negation, "keeps", a past ("crashed")
_VERB = re.compile(
    r"^(?:[a-z]{2,}[^s\W]s|[a-z]{2,}es|does|is|are|has|keeps|kept|never|still|randomly|sometimes|always|won't|wont"
    r"|doesn't|doesnt|isn't|isnt|can't|cant|cannot|didn't|didnt|[a-z]{3,}ed)$",
    _I,
)
# "does nothing", "doesn't do anything", "isn't doing anything": a control that should act
_DOES_NOTHING = re.compile(
    r"^(?P<t>.+?)\s+(?:still\s+)?(?:does\s+nothing|doesn'?t\s+do\s+anything|does\s+not\s+do\s+anything"
    r"|isn'?t\s+doing\s+anything|is\s+not\s+doing\s+anything|did\s+nothing)(?P<rest>\s+.+)?$",
    _I,
)
# what is pressed or used to make something happen: unlabelled, only these "do nothing" as a fault
# ("the new intern does nothing all day" is a grumble about a person)
_CONTROL = re.compile(
    r"\b(?:button|btn|link|switch|key|keys|remote|pedal|lever|handle|menu|option|toggle|shortcut|trigger|command"
    r"|tap|knob|dial|buzzer|doorbell|bell|trackpad|touchpad|mouse|keyboard|screen|app|form|page|script|macro|cron"
    r"|job|update|reset|fob|card|charger|thermostat|sensor|setting|settings)$",
    _I,
)
_MAX_THING = 4  # words of the thing before its verb
_MAX_REPORT = 8  # words of a labelled report named as a whole
_PEOPLE = re.compile(r"^(?:i|we|he|she|they|you|it|someone|everyone|nobody|he's|she's|(?-i:[A-Z][a-z]+))$", _I)


def labelled_fault(said: str) -> OpenEpisode | None:
    """The issue a labelled report or a thing doing nothing opens, or None."""
    text = said.strip().rstrip(".!")
    body = _body(text)
    if (m := _DOES_NOTHING.match(body or text)) is not None:
        thing = _ARTICLE.sub("", m["t"].strip())
        if _thing(thing) and (body is not None or _CONTROL.search(thing)):
            return OpenEpisode(_phrase(thing), (m["rest"] or "").strip())
        return None
    if body is None:
        return None
    words = _ARTICLE.sub("", body).split()
    for n in range(1, min(_MAX_THING, len(words) - 1) + 1):
        if _VERB.match(words[n]):
            thing = " ".join(words[:n])
            # "bug: I can't log in" is read by the readers of what fails for the user
            return OpenEpisode(_phrase(thing), " ".join(words[n:])) if _thing(thing) else None
    # "bug: invoices export with the wrong currency": no verb told apart, but the label says it is a
    # fault; the whole report names it
    whole = " ".join(words)
    if len(words) <= _MAX_REPORT and not _PEOPLE.match(words[0]) and _plausible(whole, max_words=_MAX_REPORT):
        return OpenEpisode(_phrase(whole), "")
    return None


def _thing(words: str) -> bool:
    """Whether ``words`` can name a thing in trouble: a short noun phrase, no person."""
    return _plausible(words, max_words=_MAX_THING) and not _PEOPLE.match(words) and words.lower() not in PEOPLE


def _body(text: str) -> str | None:
    m = _LABEL.match(text)
    return m["body"].strip() if m is not None else None
