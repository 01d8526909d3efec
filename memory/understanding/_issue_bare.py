"""A whole message that says only that something works again, or that something is wrong,
without naming the thing: "back up and running", "working again 🙌", "somethings wrong", "still
broken", "the thing is doing the thing again"; or that
something is wrong with a thing it names ("something's up with the till").

Each is said of "it": the open issue the conversation touched last, and when none or two
fit, recap asks which (:mod:`memory.derive`). Read before the to-do forms, since "back up and
running" is shaped like the order "back up (the laptop)". Hand-written: a closed list of the
ways these are said.
"""

from __future__ import annotations

import re

from memory.understanding._issue_guards import body_part
from memory.understanding._issue_results import poor_result
from memory.understanding._issue_states import failing_state
from memory.understanding._phrases import _I, _phrase
from memory.understanding._prefilter import gated
from memory.understanding.intents import CompleteCommitment, Intent, OpenEpisode, ResolveEpisode

_END = r"(?:\s+(?:again|now|finally|at\s+last|thank\s+(?:god|goodness)|thankfully|phew|yay))*[\s!.…]*\W*$"
_WORKS_AGAIN = re.compile(
    r"^(?:(?:it's|its|it\s+is|all|everything's|everything\s+is|we're|were|we\s+are)\s+)?(?:all\s+)?"
    r"(?:(?:back\s+)?up\s+and\s+running|back\s+(?:up\s+)?online|back\s+in\s+(?:action|business|service)"
    r"|(?:working|running|going)\s+again|working\s+fine\s+(?:again|now))" + _END,
    _I,
)
# "back up now", "back up again": up again with nothing after it to back up ("back up the laptop" is an order)
_BACK_UP = re.compile(r"^(?:(?:it's|its|it\s+is|they're|they\s+are|all)\s+)?back\s+up" + _END, _I)


def works_again(text: str) -> bool:
    """Whether ``text`` says only that something works again: "back up and running", "working again now"."""
    said = text.strip()
    return bool(_WORKS_AGAIN.match(said) or _BACK_UP.match(said))


_WRONG = re.compile(
    r"^(?:(?:uh\s*oh|ugh|hm+|help|oh\s+no)[\s,!.]+)?(?:something's|somethings|something\s+is|smth|sth)\s+"
    r"(?:wrong|up|off|broken|not\s+right|acting\s+up|playing\s+up|going\s+on)(?:\s+again)?[\s!.…]*\W*$",
    _I,
)


# "something's up with the till", "there's something wrong with the ute": the thing, named after
_WRONG_WITH = re.compile(
    r"^(?:(?:uh\s*oh|ugh|hm+)[\s,!.]+)?(?:something's|somethings|something\s+is|there's\s+something|theres\s+something)\s+"
    r"(?:wrong|up|off|funny|weird|not\s+right)\s+(?:with|w/)\s+(?:the\s+|my\s+|our\s+)?(?P<t>[\w'-]+(?:\s+[\w'-]+){0,3}?)"
    r"(?:\s+again)?"
    # what it does, said of it after a comma: "…, it keeps chirping", "…, won't arm"
    r"(?:\s*[,;–—-]\s*(?P<d>(?:it|it's|its|they|they're|keeps|keep|won't|wont|doesn't|doesnt|constantly|always)\b.*?))?"
    r"[\s!.…]*$",
    _I,
)


# "still broken", "down again", "nope, still not working", "same problem again": a breakage said
# with "still" or "again" and no thing, the one just talked about; a state alone ("broken") may
# answer anything, so one of the two markers is needed
_BREAKAGE = (
    r"(?:broken|broke|down|dead|not\s+working|not\s+fixed|busted|borked|kaput|playing\s+up|acting\s+up|on\s+the\s+blink"
    r"|on\s+the\s+fritz|glitching|crashing|freezing|failing|leaking|(?:the\s+)?same\s+(?:problem|issue|thing|error))"
)
_STILL = re.compile(
    r"^(?:(?:ugh+|argh+|nope|nah|no|and|yeah|yep|sigh)[\s,!.]+)*(?:(?:it's|its|it\s+is|it|that's|thats|that\s+is"
    r"|we've\s+got|we\s+have|got)\s+)?(?:(?:still\s+)" + _BREAKAGE + r"(?:\s+again)?|" + _BREAKAGE + r"\s+again)"
    + _END,
    _I,
)
# "the thing is doing the thing again", "it's doing that thing again": a fault named by no word
_DOING_IT = re.compile(
    r"^(?:(?:the|this|that)\s+)?(?:thing|thingy|it|this|that)(?:'s|\s+is|\s+keeps)\s+(?:doing\s+)?(?:the|that|its"
    r"|this|the\s+same|that\s+weird|the\s+weird)\s+(?:thing|thingy|thing\s+again)(?:\s+again)?"
    r"(?:\s+(?:ugh+|argh+|ffs|smh|sigh|lol))*" + _END,
    _I,
)


# "chiller not cold", "chiller still not cold 😩", "the printer's still jammed": a thing's state of
# failure said with "not" or "still", which the correction forms would take for "X, not Y" ("not
# cold": the value put right) or a value "chiller still"; read first, as the report it is
_NOT_OR_STILL = re.compile(r"\b(?:not|still)\b", _I)
_STILL_WORD = re.compile(r"\s+still\b", _I)
_TRAILING_SYMBOLS = re.compile(r"[\s!.…]*[^\w\s'\"()\-.,:;?!/@#&%+]+[\s!.…]*$")
_SHORT = 10  # words: a report of a state, not a story


def _state_said(text: str) -> OpenEpisode | None:
    """The issue a short "<thing> (still) not <state>" opens, or None."""
    if len(text.split()) > _SHORT or not _NOT_OR_STILL.search(text):
        return None
    said = _TRAILING_SYMBOLS.sub("", _STILL_WORD.sub("", text)).strip()
    return failing_state(said)


# "restart fixed it", "a reboot sorted it", "clearing the cache did the trick": what mended it, never
# who ("Tom fixed it" may finish a to-do of Tom's): a means word or an -ing of doing it
_MEANS = (
    r"(?:(?:a|the|one|another|just\s+a|quick|simple|hard|full|factory)\s+)*(?P<by>(?:[\w'-]+\s+){0,3}?"
    r"(?:restart|reboot|reset|update|upgrade|reinstall|re-install|patch|hotfix|rollback|roll\s*back|refresh|power\s*cycle"
    r"|workaround|firmware|driver|cache|fuse|battery|cable|replacement|new\s+[\w-]+)s?"
    r"|(?:clearing|restarting|rebooting|resetting|updating|upgrading|reinstalling|unplugging|replugging|replacing"
    r"|turning|switching|swapping|rolling|flushing|reseating|re-seating|power-?cycling)\b(?:\s+[\w'-]+){0,5}?)"
)
_FIXED_BY = gated(re.compile(
    r"^" + _MEANS + r"\s+(?:has\s+|finally\s+|seems\s+to\s+have\s+|must\s+have\s+|just\s+)?(?:fixed|sorted|solved|cured"
    r"|resolved|sorted\s+out|did)\s+(?:it|that|this|the\s+(?:problem|issue|fault|glitch|bug|trick))(?:\s+(?:out|up))?"
    + _END,
    _I,
))


def mended_by(text: str) -> CompleteCommitment | None:
    """What ``text`` says mended the trouble ("the reset did it", "a reboot sorted it"), as done:
    a to-do to do it is finished ("reset the weather station"); with none, nothing is (quiet)."""
    m = _FIXED_BY.match(text.strip())
    return CompleteCommitment(_phrase(m["by"]), past_tense=True) if m else None


def bare_trouble(raw: str) -> list[Intent] | None:
    """The issue "it" resolved ("back up and running", "restart fixed it") or opened
    ("somethings wrong"), when that is all the message says; or a result or a reading said
    alone ("help center search returns nothing", read here before the to-do forms take "help"
    for a verb)."""
    text = raw.strip()
    if _WORKS_AGAIN.match(text):
        return [ResolveEpisode("it")]
    if (means := mended_by(text)) is not None:
        return [ResolveEpisode("it"), means]
    if (result := poor_result(text)) is not None:
        return [result]
    if (stated := _state_said(text)) is not None:
        return [stated]
    if (m := _WRONG_WITH.match(text)) is not None:
        thing = re.sub(r"\s+(?:today|tonight|lately|rn|atm)$", "", m["t"], flags=_I)
        if body_part(thing) or re.fullmatch(r"(?:brain|head|mind|memory|mood|sleep)", thing, _I):
            return None  # "something's wrong with my brain today": how the user feels, no thing to mend
        return [OpenEpisode(_phrase(thing), m["d"] or "")]
    if _WRONG.match(text) or _STILL.match(text) or _DOING_IT.match(text):
        return [OpenEpisode("it", "")]
    return None


# "still" with nothing new: "chiller still not cold", "printer still jammed tho", "still faulty"
_STILL_SAID = re.compile(r"\bstill\b", _I)
_NEWS = re.compile(r"\b(?:again|now|worse|also|too|as\s+well|and|but|since|more|anymore|any\s+more|though\s+now)\b", _I)


def restated(text: str) -> bool:
    """Whether ``text`` says an issue goes on and nothing new about it ("chiller still not cold
    😩"): a report of an issue already open adds nothing to it (:mod:`memory.derive`)."""
    return _STILL_SAID.search(text) is not None and _NEWS.search(_STILL_SAID.sub("", text, count=1)) is None
