"""A commitment's lifecycle in everyday words: done ("sent the deck off", "w9 sent", "✅
flights"), moved ("deck slipped to the 14th", "bump the landlord call to tmrw", "X → friday")
and cancelled ("scratch the offsite booking", "team dinner isn't happening", "nvm about X").

Each form only names its target by the words the user wrote ("the tax thing", "that"); which
open commitment that is, is :mod:`memory.derive`'s job. A done report without a fixed done
word ("monitor ordered") is marked ``past_tense`` so it changes something only when it names
an open commitment. Hand-written for the same reason as the intros: a closed vocabulary, read
on every message.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._commitments import _is_past_tense
from memory.understanding._phrases import _I, _Ctx, _phrase
from memory.understanding.intents import CancelCommitment, CompleteCommitment, Intent, MoveCommitment
from memory.understanding.timex import DateSpec, has_date_words

_FILLER = re.compile(
    r"(?:\s*(?:[!.…]+|[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+|\b(?:finally|already|now|at\s+last|tbh|lol"
    r"|after\s+all|ugh|phew|yay|for\s+good|this\s+morning|today|just\s+now|earlier)))+$",
    _I,
)
_LEAD = re.compile(r"^(?:(?:ok(?:ay)?|so|and|yay|phew|finally|just|also|ugh)\s*,?\s+)+", _I)
_THAT = {"it", "that", "this", "that one", "this one", "the thing"}


def _clean(s: str) -> str:
    s = _LEAD.sub("", s.strip())
    return _FILLER.sub("", s).strip(" ,-:")


def _target(text: str) -> str | None:
    """The words naming the commitment ("the tax thing" -> "tax"); "that"/"it" as "that"."""
    t = _phrase(_clean(text))
    t = re.sub(r"^(?:my|our|the|that|this)\s+", "", t, flags=_I)
    t = re.sub(r"\s+(?:thing|stuff|one|task|job|item)$", "", t, flags=_I)
    if not t:
        return None
    if t.lower() in _THAT or re.fullmatch(r"(?:it|that|this)", t, _I):
        return "that"
    if len(t.split()) > 10:
        return None
    return t


# -- done --------------------------------------------------------------------------------

_PARTICIPLE = (
    r"done|finished|complete|completed|sent|submitted|filed|paid|shipped|signed|booked|written|ordered|renewed"
    r"|deployed|translated|lodged|posted|returned|published|sorted|handled|delivered|uploaded|fixed|cleared"
    r"|approved|emailed|called|cancell?ed|made|bought|ready|out|live|merged|released|closed|dealt\s+with"
    r"|taken\s+care\s+of|sorted\s+out|wrapped\s+up|gone\s+out|squared\s+away|ticked\s+off"
)
_DONE_MARK = r"(?:✅|✔️|✔|☑️|☑|👍|🎉|✓)"
_DONE_FORMS = [
    # "✅ flights to Berlin", "done: laptop backup", "crossed off the domain renewal"
    re.compile(
        r"^(?:" + _DONE_MARK + r"\s*|(?:done|finished|completed)\s*[:\-–—]\s*"
        r"|(?:i\s+)?(?:crossed|ticked|checked)\s+off\s+|(?:i\s+)?(?:finally\s+)?(?:finished|wrapped\s+up"
        r"|completed|knocked\s+out|nailed)\s+|(?:i\s+)?got\s+(?=.+\s(?:sorted|done|finished|out\s+of\s+the\s+way)$))"
        r"(?P<a>.+?)(?:\s+(?:sorted|done|finished|out\s+of\s+the\s+way))?$",
        _I,
    ),
    # "vendor contract: done", "keynote deck: finished", "budget review's done", "w9 sent",
    # "NDA's signed and sent to Lucia", "offer letter is out", "newsletter went out"
    re.compile(
        r"^(?P<a>.+?)(?:\s*[:\-–—]\s*|'s\s+(?:been\s+)?|\s+(?:is|are|was|were|has\s+been|have\s+been|got)\s+"
        r"(?:now\s+|finally\s+|all\s+)?|\s+)(?:" + _PARTICIPLE + r")(?:\s+(?:and|&)\s+\w+)?"
        r"(?:\s+(?:off|to\s+\S+(?:\s+\S+)?|for\s+.+|with\s+.+|on\s+.+|at\s+.+|,.*|-.*))?\s*(?:" + _DONE_MARK + r")?$",
        _I,
    ),
    re.compile(
        r"^(?P<a>.+?)\s+(?:went|has\s+gone|'s\s+gone|is\s+gone)\s+(?:out|off|to\s+\S+(?:\s+\S+)?)(?:\s.*)?$", _I
    ),
    re.compile(r"^(?P<a>.+?)\s+(?:is\s+|'s\s+)?(?:" + _DONE_MARK + r")$", _I),
]
_PAST = re.compile(
    r"^(?:i\s+|we\s+)?(?:(?:just|finally|already|also)\s+)*(?P<v>[a-z]+ed|sent|paid|wrote|made|bought|did|gave"
    r"|took|rang|spoke|went\s+through|sorted|shipped|got)\s+(?P<rest>.+)$",
    _I,
)
_NOT_DONE_VERB = {
    "needed", "wanted", "moved", "pushed", "postponed", "delayed", "cancelled", "canceled", "dropped", "started",
    "missed", "forgot", "tried", "planned", "scheduled", "asked", "agreed", "promised", "decided", "hoped",
    "reminded", "waited", "noticed", "realised", "realized", "slipped", "bumped",
}  # fmt: skip
_NEGATED = re.compile(r"\b(?:not|n't|never|no|yet)\b", _I)


def _done_verb(verb: str) -> bool:
    """A past tense that can finish a to-do: a to-do verb ("called", "emailed", "replied") or
    a past tense the general rule accepts ("watched a documentary" is neither)."""
    stems = (verb[:-2], verb[:-1], verb[:-3], verb[:-3] + "y")
    return any(stem in TODO_VERBS for stem in stems) or _is_past_tense(verb)


def _done(s: str, ctx: _Ctx) -> list[Intent] | None:
    """ "budget review's done", "✅ flights to Berlin", "w9 sent", "finally finished the guide",
    "paid the rent", "sent the deck and called the dentist"."""
    s = _clean(s)
    if not s or _NEGATED.search(s) or s.endswith("?"):
        return None
    for n, pattern in enumerate(_DONE_FORMS):
        m = pattern.match(s)
        if m:
            target = _target(m["a"])
            if target and not re.match(r"^(?:i|we|you|he|she|they)\b", target, _I):
                if n == 1 and target == "that" and not re.search(r"\bdone\b", s, _I):
                    continue
                return [CompleteCommitment(target, past_tense=n != 0 and target != "that")]
    found: list[Intent] = []
    for part in re.split(r"\s*(?:,\s*|\s+and\s+|\s*&\s*)(?=(?:i\s+)?[a-z]+ed\b|sent\b|paid\b)", s, flags=_I):
        m = _PAST.match(part)
        verb = m["v"].lower() if m else ""
        if not m or verb in _NOT_DONE_VERB or (verb.endswith("ed") and not _done_verb(verb)):
            return found or None
        rest = re.split(r"\s*(?:,|\s-\s|\s—\s|\s+but\s|\s+so\s|\s+because\s)", m["rest"], maxsplit=1)[0]
        rest = re.sub(r"\s+(?:off|out|in|back|today|this\s+morning|just\s+now|earlier)$", "", rest, flags=_I)
        found.append(CompleteCommitment(_phrase(f"{m['v']} {rest}"), past_tense=True))
    return found or None


# -- moved -------------------------------------------------------------------------------

_MOVE_FORMS = [
    # "deck slipped to the 14th", "X got moved to Thursday", "X can wait till the 5th", "X pushed to the 9th"
    re.compile(
        r"^(?P<a>.+?)\s+(?:(?:has|have|is|was|got|has\s+been|can|could|will|'ll)\s+)?(?:slipped|slip|moved"
        r"|move|pushed(?:\s+back|\s+out)?|push|postponed|rescheduled|bumped|delayed|shifted|wait|go"
        r"|got\s+extended|extended|been\s+extended)\s+(?P<c>to|till|until|til|back\s+to|out\s+to|)\s*(?P<d>.+)$",
        _I,
    ),
    # "bump the landlord call to tmrw", "can we push X to next week", "push that to monday"
    re.compile(
        r"^(?:(?:can|could)\s+(?:we|you|i)\s+|let's\s+|(?:i'll|we'll|i\s+will|we\s+will|i\s+want\s+to"
        r"|i\s+need\s+to|we\s+need\s+to)\s+|actually,?\s+|(?:i|we)\s+)?(?:bump|push|move|slide|shift"
        r"|postpone|reschedule|delay|pushed|moved|bumped)(?:\s+back|\s+out)?\s+(?P<a>.+?)\s+(?:back\s+|out\s+)?"
        r"(?:to|till|until|til)\s+(?P<d>.+)$",
        _I,
    ),
    # "let's do the retro Monday instead", "make the insurance call wednesday"
    re.compile(
        r"^(?:let's\s+|we'll\s+|i'll\s+|can\s+we\s+)?(?:do|make|have)\s+(?P<a>.+?)\s+(?:on\s+)?(?P<d>\S+(?:\s+\S+)?)"
        r"(?:\s+instead)$",
        _I,
    ),
    re.compile(r"^(?:let's\s+|we'll\s+|i'll\s+)?(?:do|make)\s+(?P<a>the\s.+?)\s+(?:on\s+)?(?P<d>\S+(?:\s+\S+)?)$", _I),
    # "need more time on X, say friday"
    re.compile(
        r"^(?:i\s+)?need\s+(?:more|a\s+bit\s+more|extra)\s+time\s+(?:on|for|with)\s+(?P<a>.+?),?\s+"
        r"(?:say|make\s+it|until|till|let's\s+say)\s+(?P<d>.+)$",
        _I,
    ),
    # "vendor questionnaire → next friday"
    re.compile(r"^(?P<a>.+?)\s*(?:→|->|=>)\s*(?P<d>.+)$", _I),
    # "X is now due the 3rd", "X deadline is now dec 8"
    re.compile(
        r"^(?P<a>.+?)\s+(?:deadline\s+)?(?:is|'s)\s+(?:now\s+)?due\s+(?:on\s+|by\s+)?(?P<d>.+?)(?:\s+now|\s+instead)?$",
        _I,
    ),
    re.compile(r"^(?P<a>.+?)\s+(?:deadline\s+)?(?:is|'s)\s+now\s+(?P<d>.+)$", _I),
]


def _move(s: str, ctx: _Ctx) -> list[Intent] | None:
    s = _clean(re.sub(r"\s+instead$", "", s.strip(), flags=_I)) + ("" if not s.endswith("instead") else " instead")
    s = s.strip()
    for pattern in _MOVE_FORMS:
        m = pattern.match(s)
        if not m or not has_date_words(m["d"]):
            continue
        due = _read_date(m["d"], ctx)
        if due is None:
            continue
        target = _target(m["a"])
        if target and not re.match(r"^(?:i|we|you|he|she|they|me)$", target, _I):
            return [MoveCommitment(target, due)]
    return None


def _read_date(text: str, ctx: _Ctx) -> DateSpec | None:
    text = re.sub(r"\s+(?:instead|tbh|then|now|pls|please|actually)$", "", text.strip(), flags=_I)
    text = (
        re.sub(r"^(?:the\s+)?(?=\d)", "the ", text) if re.match(r"^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$", text) else text
    )
    return ctx.date(text)


# -- cancelled ---------------------------------------------------------------------------

_CANCEL_FORMS = [
    re.compile(
        r"^(?:(?:let's|we\s+can|you\s+can|i'll|just)\s+)?(?:scratch|scrap|drop|forget(?:\s+about)?|ditch|bin|axe"
        r"|cancel|kill|nvm(?:\s+about)?|never\s*mind(?:\s+about)?|don't\s+bother\s+with|skip)\s+(?P<a>.+)$",
        _I,
    ),
    re.compile(
        r"^(?P<a>.+?)(?:'s|\s+is|\s+are|\s+was|\s+has\s+been|\s+got|'s\s+been|\s+have\s+been)\s+(?:now\s+)?"
        r"(?:off|cancell?ed|axed|scrapped|dropped|called\s+off|not\s+happening|no\s+longer\s+(?:needed|happening"
        r"|required)|not\s+needed(?:\s+any\s*more)?)$",
        _I,
    ),
    re.compile(r"^(?P<a>.+?)\s+(?:isn't|aren't|is\s+not|won't\s+be)\s+happening$", _I),
    re.compile(r"^(?P<a>.+?)\s+(?:not\s+needed|no\s+longer\s+needed|can\s+go)(?:\s+any\s*more)?$", _I),
    re.compile(r"^(?P<a>.+?)\s*[-–—:]\s*(?:drop|scrap|scratch|cancel|kill)\s+(?:it|that)$", _I),
    re.compile(r"^(?:there's\s+)?no\s+(?:more\s+)?need\s+(?:to|for)\s+(?P<a>.+?)(?:\s+any\s*more)?$", _I),
    re.compile(r"^not\s+(?P<v>\w+ing)\s+(?P<a>.+?)\s+after\s+all$", _I),
]


def _cancel(s: str, ctx: _Ctx) -> list[Intent] | None:
    s = _clean(s)
    for pattern in _CANCEL_FORMS:
        m = pattern.match(s)
        if not m:
            continue
        words = m["a"]
        if "v" in m.groupdict() and m["v"]:
            words = f"{m['v'][:-3]} {words}"
        if re.match(r"^(?:me|you|him|her|them|by|off|out|in|over|round|my\s+\w+\s+a\s+line)\b", words, _I):
            continue
        target = _target(words)
        if pattern is _CANCEL_FORMS[0] and (target == "that" or has_date_words(words)):
            continue  # "cancel it" alone is too vague to act on; "drop the kids monday" is a to-do
        if target:
            return [CancelCommitment(target)]
    return None
