"""Which way a question about someone's to-dos points: what they owe the user, what the user
owes them, or both.

"what's outstanding from Chinedu?", "what am I waiting on Sam for", "anything pending from
raj", "what's Chinedu got for me", "whats chinedu owe me", "what's owed to me by Ana" ask what
the person does for the user: to-dos they own (``theirs``). "what did I say I'd do for Sam",
"what am I doing for Ana", "what have I got to do for Raj", "anything I owe Kemi" ask what the
user does for them (``owed``, the user's to-dos with them as counterparty). "what's open with
Chinedu", "anything outstanding w/ Sam", "what's between me and Raj" ask both ways (``both``).

The preposition decides: a thing "from" or "by" someone comes from them; "for" or "to" someone
goes to them; "with" or "between" goes both ways. The state words ("outstanding", "pending",
"open", "due", "left", "to come") only say the question is about open to-dos. This module only
reads the words; whether what stands in the name's place is a person, and the window a tail
names, the question readers decide (:mod:`._questions`).
"""

from __future__ import annotations

import re
from typing import Literal, NamedTuple

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

Direction = Literal["owed", "theirs", "both"]

_WHAT = r"(?:what|wat|wot|wht)"
_KINDS = r"(?:items|tasks|to-?dos|deliverables|actions|action\s+items|jobs|things|stuff|promises|commitments)"
# "what's", "anything", "is there anything", "any open items", "what do I have"
_HEAD = (
    r"(?:" + _WHAT + r"(?:'s|s|\s+is|\s+are)(?:\s+else)?|(?:is\s+there\s+|are\s+there\s+|do\s+(?:i|we)\s+have\s+"
    r"|have\s+(?:i|we)\s+got\s+|got\s+)?any(?:thing)?(?:\s+else)?(?:\s+(?:open|outstanding|pending))?(?:\s+" + _KINDS
    + r")?|" + _WHAT + r"\s+(?:do\s+(?:i|we)\s+have|(?:have|'ve)\s+(?:i|we)\s+got))"
)
_STATE = (
    r"(?:outstanding|pending|open|due|owed|owing|left|overdue|late|coming|to\s+come|expected|in\s+the\s+pipeline"
    r"|on\s+the\s+way|still\s+to\s+come|in\s+progress|on\s+the\s+go|going\s+on|happening|on)"
)
# a name of one or two words (never a word of the question's own: "waiting on Sam for"), or a few joined
# (nor a state said after it: "anything from Sam outstanding", "… still pending")
_NAME = (
    r"(?!(?:for|to|from|by|with|on|this|next|before|me|us|again|now|still|outstanding|pending|open|due|owed|owing"
    r"|left|overdue|late)\b)[\w'\-]+"
)
_ONE = _NAME + r"(?:\s+" + _NAME + r")?"
_WHO = r"(?P<who>" + _ONE + r"(?:\s*(?:,|\bor\b|\band\b|&)\s*" + _ONE + r")*?)"
# a window after the name: "what's due from Sam this week", "anything owed to Raj by friday"
_TAIL = (
    r"(?P<tail>\s+(?:by|before|this|next|on|tomorrow|tmrw|today|tonight|in\s+the\s+next|over\s+the\s+next"
    r"|(?:mon|tue|wed|thu|fri|sat|sun)\w*)\b.*)?"
)
_ME = r"(?:me|us)"


def _form(pattern: str) -> re.Pattern[str]:
    return gated(re.compile(r"^(?:" + pattern + r")" + _TAIL + r"$", _I))


# what the person does for the user
_THEIRS = (
    # "what's outstanding from Chinedu", "anything pending from raj", "any open items from Sam"
    # "anything from sam", "anything new from Raj": what may come from them
    _form(_HEAD + r"(?:\s+(?:still\s+)?" + _STATE + r"(?:\s+to\s+" + _ME + r")?\s+(?:from|by)|\s+(?:new\s+)?from)\s+"
          + _WHO),
    # "anything from Priya still pending", "anything from sam outstanding": the state said after the name
    _form(_HEAD + r"\s+(?:new\s+)?from\s+" + _WHO + r"\s+(?:that's\s+|that\s+is\s+)?(?:still\s+)?" + _STATE),
    # "what's owed to me by Ana", "what's due to me from Sam"
    _form(_WHAT + r"(?:'s|s|\s+is)\s+(?:still\s+)?(?:owed|due|coming)\s+to\s+" + _ME + r"\s+(?:by|from)\s+" + _WHO),
    # "what am I waiting on Chinedu for", "what am i expecting from Sam", "what am I owed by Ana"
    _form(_WHAT + r"\s+(?:am\s+i|are\s+we)\s+(?:still\s+)?"
          r"(?:waiting\s+(?:on|for)|expecting|owed|due|getting|counting\s+on|chasing)\s+(?:from\s+)?" + _WHO
          + r"(?:\s+(?:for|to\s+(?:send|do|deliver|get\s+back\s+to\s+" + _ME + r")))?"),
    # "am I waiting on anything from Sam", "waiting on anything from Sam?", "expecting anything from raj"
    _form(r"(?:(?:am\s+i|are\s+we)\s+(?:still\s+)?)?(?:waiting|expecting|owed|chasing)(?:\s+(?:on|for))?\s+"
          r"(?:anything|something|stuff)\s+(?:from|by)\s+" + _WHO),
    # "whats chinedu owe me", "what does Sam still owe us", "what did Ana promise me"
    _form(_WHAT + r"(?:'s|s|\s+(?:does|do|did|has|have))\s+" + _WHO + r"\s+(?:still\s+)?(?:owe|owes|promised?)\s+"
          + _ME),
    # "what's Chinedu got for me", "what has Sam got coming for us"
    _form(_WHAT + r"(?:'s|s|\s+has|\s+have)\s+" + _WHO + r"\s+got\s+(?:coming\s+)?for\s+" + _ME),
    # "what's Olusegun giving back to me", "what is Ana sending me", "what's Raj bringing us back"
    _form(_WHAT + r"(?:'s|s|\s+is|\s+are)\s+" + _WHO + r"\s+(?:still\s+)?(?:giving|sending|bringing|returning|handing"
          r"|paying|lending|dropping\s+off)(?:\s+(?:back|over))?\s+(?:to\s+)?" + _ME + r"(?:\s+back)?"),
    # "is Mustafa paying me back", "has Sam paid us back yet", "is Ana bringing me anything back"
    _form(r"(?:is|are|has|have)\s+" + _WHO + r"\s+(?:still\s+|ever\s+)?(?:paying|paid|giving|given|bringing|brought"
          r"|sending|sent)\s+" + _ME + r"(?:\s+(?:anything|something|the\s+money|the\s+cash))?\s+back(?:\s+yet)?"),
    # "what did Raj say he'd do for me", "what did Ana agree to do"
    _form(_WHAT + r"\s+(?:did|has)\s+" + _WHO + r"\s+(?:say|said|agree|agreed|offer|offered)\s+(?:(?:she|he|they)(?:'d"
          r"|\s+would|'ll|\s+will)|to)\s+(?:do|send|get|sort)(?:\s+(?:for|to)\s+" + _ME + r")?"),
    # "is chinedu doing anything for me", "does Sam owe me anything", "has Raj promised me anything"
    # "is omar late with anything", "is Ana behind on anything"
    _form(r"(?:is|are)\s+" + _WHO + r"\s+(?:late|behind)\s+(?:with|on)\s+(?:anything|something|stuff)"),
    _form(r"(?:is|are)\s+" + _WHO + r"\s+(?:doing|sending|getting|bringing)\s+(?:anything|something)\s+for\s+" + _ME
          + r"|(?:does|do|did)\s+" + _WHO.replace("<who>", "<who2>") + r"\s+(?:still\s+)?owe\s+" + _ME
          + r"\s+(?:anything|something)|(?:has|have|did)\s+" + _WHO.replace("<who>", "<who3>")
          + r"\s+promised?\s+" + _ME + r"\s+(?:anything|something)"),
)
# what the user does for the person
_OWED = (
    # "what did I say I'd do for Sam", "what did i tell raj i would do", "what did I agree to do for Ana"
    _form(_WHAT + r"\s+(?:did|do|have)\s+(?:i|we)\s+(?:(?:say|said|tell|told)(?:\s+(?P<who2>[\w'\-]+))?\s+(?:i|we)(?:'d"
          r"|\s+would|'ll|\s+will)|agree(?:d)?\s+to|offer(?:ed)?\s+to|commit(?:ted)?\s+to)\s+(?:do|send|get|sort)"
          r"(?:\s+(?:for|to)\s+" + _WHO + r")?"),
    # "what am I doing for Ana", "what am i supposed to do for raj", "what am I on the hook for for Sam"
    _form(_WHAT + r"\s+(?:am\s+i|are\s+we)\s+(?:still\s+)?(?:doing|sending|getting|sorting|on\s+the\s+hook\s+for"
          r"|(?:supposed|meant|due)\s+to\s+(?:be\s+doing|do|send|get))\s+(?:for|to)\s+" + _WHO),
    # "what do I need to do for Raj", "what have i got to do for Kemi", "what must we send to Ana"
    _form(_WHAT + r"\s+(?:do|must|should|have|'ve)\s+(?:i|we)\s+(?:still\s+)?(?:(?:need|have|gotta|got)\s+to\s+)?"
          r"(?:do|send|get\s+done|sort(?:\s+out)?)\s+(?:for|to)\s+" + _WHO),
    # "what's outstanding for Ana", "anything owed to Raj", "what's pending to Sam"
    _form(_HEAD + r"\s+(?:still\s+)?(?:outstanding|pending|owed|owing|overdue|left\s+to\s+do)\s+(?:for|to)\s+" + _WHO),
    # "did i promise anything to sam", "do we owe anything to Raj"
    _form(r"(?:do|did|have)\s+(?:i|we)\s+(?:still\s+)?(?:owe|promised?)\s+(?:anything|something)\s+to\s+" + _WHO),
    # "anything I owe Kemi", "is there anything i promised raj"
    _form(r"(?:is\s+there\s+)?(?:anything|something|stuff)\s+(?:that\s+)?(?:i|we)\s+(?:still\s+)?(?:owe|promised?)"
          r"(?:\s+to)?\s+" + _WHO),
)
# both ways: "what's open with Chinedu", "anything outstanding w/ Sam", "what's between me and Raj"
_BOTH = (
    _form(_HEAD + r"\s+(?:still\s+)?" + _STATE + r"\s+(?:with|between\s+(?:me|us)\s+and)\s+" + _WHO),
    # "do i have anything w/ Saoirse this week", "anything with Sam", "what've I got with Raj": no state
    # word, but "anything"/"what do I have" and "with" ask the same ("what's with Sam" asks no such thing)
    _form(r"(?:(?:is\s+there\s+|do\s+(?:i|we)\s+have\s+|have\s+(?:i|we)\s+got\s+|got\s+)?any(?:thing)?(?:\s+else)?"
          r"(?:\s+" + _KINDS + r")?|" + _WHAT + r"\s+(?:do\s+(?:i|we)\s+have|(?:have|'ve)\s+(?:i|we)\s+got))"
          r"(?:\s+(?:on|going))?\s+with\s+" + _WHO),
    # "what do i have for Noah", "what've I got on for Mia": a to-do for them, whoever's it is
    _form(_WHAT + r"\s+(?:do\s+(?:i|we)\s+have|(?:have|'ve)\s+(?:i|we)\s+got)"
          r"(?:\s+(?:on|going\s+on|planned|lined\s+up))?\s+for\s+" + _WHO),
    _form(_WHAT + r"(?:'s|s|\s+is)\s+(?:still\s+)?(?:open\s+|outstanding\s+|pending\s+)?between\s+(?:me|us)\s+and\s+"
          + _WHO),
    # "what's for Noah", "anything for noah", "got anything for Mia this week": the same, said shorter
    _form(r"(?:" + _WHAT + r"(?:'s|s|\s+is)(?:\s+there)?|(?:is\s+there\s+|do\s+(?:i|we)\s+have\s+|have\s+(?:i|we)\s+got"
          r"\s+|got\s+)?any(?:thing)?(?:\s+else)?(?:\s+" + _KINDS + r")?)(?:\s+(?:on|open|planned))?\s+for\s+" + _WHO),
)


# what stands after "for"/"from" and is no one: "what am i doing for lunch", "anything from work"
_NO_ONE = frozenset({
    "lunch", "dinner", "breakfast", "brunch", "tea", "supper", "work", "school", "uni", "college", "class", "home",
    "office", "fun", "money", "exercise", "practice", "training", "church", "later", "tonight", "weekend",
    "holiday", "holidays", "vacation", "christmas", "xmas", "easter", "birthday", "anniversary", "it", "that",
    "this", "them", "everyone", "anyone", "someone", "people", "myself", "yourself", "you", "him", "her", "now",
    "a", "an", "the", "my", "our", "your", "his", "their", "all", "free", "cash", "others", "other", "folks", "ppl",
    "anybody", "somebody", "everybody", "nobody", "colleagues", "team", "dessert", "desserts", "pudding", "pud",
    "afters", "starter", "starters", "mains", "snack", "snacks", "sale", "today", "tomorrow", "tmrw", "tonite",
})  # fmt: skip


# the words before someone known by their job ("the broker", "my landlord")
_KNOWN_BY = frozenset({"the", "my", "our", "ur"})


class PersonAsked(NamedTuple):
    """A question about someone's to-dos: which way, whom (as said) and the tail after the name."""

    direction: Direction
    who: str
    tail: str


def person_asked(text: str) -> PersonAsked | None:
    """Which way ``text`` asks about someone's open to-dos, and whom; None when it is no such
    question. The caller checks that ``who`` is a person."""
    for direction, forms in (("theirs", _THEIRS), ("owed", _OWED), ("both", _BOTH)):
        for form in forms:
            m = form.match(text)
            if m is None:
                continue
            who = next((m[k] for k in ("who", "who2", "who3") if k in m.re.groupindex and m[k]), None)
            said = who.lower().split() if who else []
            if direction == "owed" and len(said) == 2 and said[0] in _KNOWN_BY:
                said = said[1:]  # "anything i owe the broker": someone known by their job, the reader decides
            if who and not _NO_ONE.intersection(said):
                return PersonAsked(direction, who, m["tail"] or "")  # type: ignore[arg-type]
    return None
