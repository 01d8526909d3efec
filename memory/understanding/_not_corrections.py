"""Apologies and reassurances that correct nothing: "sorry, wrong chat", "sorry for the late
reply", "no worries", "no, that's fine". They open with a correction's marker ("sorry", "no")
but put nothing right, so they carry no sign of a correction and recap stays quiet. "Never
mind" said on its own takes back what was just said: recap offers "undo" for it
(:func:`memory.asks.undo_offer`), it is no correction either.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated

_APOLOGY = re.compile(
    r"^(?:(?:no|oh|ah|oops|sorry|soz|whoops|my\s+bad)\s*[,!.\-–—]*\s*)*"
    r"(?:sorry\s*[,!.\-–—]*\s*)?(?:"
    r"wrong\s+(?:chat|thread|channel|window|group|convo|conversation|person|dm)"
    r"|(?:sorry\s+)?(?:for|about)\s+(?:the\s+|my\s+)?(?:late|slow|delayed)\s+(?:reply|response|answer)"
    r"|(?:for|about)\s+(?:all\s+)?(?:the\s+|my\s+|these\s+|this\s+)?(?:delay|spam|typos?|confusion|noise|ramble"
    r"|rant|(?:many\s+|long\s+|late\s+)?(?:messages|msgs|texts|pings|notifications|voice\s*notes|wall\s+of\s+text))"
    r"|(?:no|not)\s+(?:worries|problem|prob|probs|biggie|big\s+deal|stress|rush|bother)"
    r"|(?:that's|thats|that\s+is|it's|its|it\s+is|all's|we're|i'm)\s+(?:fine|ok|okay|alright|all\s+right|good"
    r"|cool|great|grand|no\s+problem)"
    r"|(?:all\s+)?good|fine|ok|okay|sure|thanks|thank\s+you|ta|cheers|np|nw"
    r"|ignore\s+(?:that|me|this)|disregard(?:\s+that)?|never\s*mind|nevermind|nvm"
    r"|didn'?t\s+mean\s+to\s+send(?:\s+that)?|meant\s+to\s+send\s+(?:that|this)\s+to\s+\S+"
    r")\b[\s\w'’,]*[.!\s]*$",
    _I,
)
_NEVER_MIND = re.compile(
    r"^(?:(?:oh|ah|actually|ok|okay|sorry|wait|hm+|nah|naa+h?|no|nope|meh|just)\s*[,!.\-–—]*\s*)*(?:never\s*mind|nevermind|nvm|scratch\s+that"
    r"|forget\s+(?:that|it)|ignore\s+(?:that|my\s+last(?:\s+message)?)|disregard(?:\s+that)?"
    # "scrap that", "cancel it pls": the same, in a drop's words
    r"|(?:scrap|cancel|drop|bin|ditch|kill|delete|strike|remove)\s+(?:that|it|this)(?:\s+one)?"
    r"(?:\s+(?:pls|please|then))?)[.!\s]*$",
    _I,
)


# "Harold says he was wrong about the restaurant, it's Italian not Greek": someone else owning up
# to their own slip, told as news; it puts right nothing the user said
_THEIR_SLIP = re.compile(
    r"^(?!(?:i|we)\b)[\w'’.\-]+(?:\s+[\w'’.\-]+)?\s+(?:says|said|admits|admitted|reckons|realised|realized|told\s+me)"
    r"\s+(?:that\s+)?(?:he|she|they)(?:\s+was|\s+were|['’]d\s+been|\s+had\s+been|\s+got\s+it|\s+had\s+it)\s+"
    r"(?:wrong|mistaken)\b",
    _I,
)


# "sorry typo", "oops autocorrect lol": a slip owned up to with nothing said to put it right (what
# follows a "typo," is read as the correction: "typo, it's tuesday")
_BARE_TYPO = re.compile(
    r"^(?:(?:sorry|soz|oops|whoops|my\s+bad|ugh)\s*[,!.\-–—]*\s*)*(?:a\s+|the\s+|my\s+|that\s+was\s+a\s+)?"
    r"(?:typo|typos|autocorrect|auto-correct|fat\s+fingers?)(?:\s*[,!.\-–—]*\s*(?:sorry|soz|lol|haha|oops|my\s+bad))*"
    r"[.!\s]*$",
    _I,
)


# a verdict closing a report ("we broke even at the taco stand this weekend, not bad"): praise, nothing put right
_NOT_BAD = re.compile(r"\S[\s,.!…\-–—]+not\s+(?:too\s+|half\s+|so\s+|that\s+)?bad(?:\s+at\s+all)?[\s.!…]*$", _I)


# "the evening flight got cancelled for the Chilean team, not us", "the bonus is for the sales team, not me":
# whom it happened to, said last, puts no value right
_FOR_THEM = re.compile(
    r"\bfor\s+(?:the\s+|our\s+|my\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3}\s*,?\s+not\s+(?:us|me)\b[.!\s]*$", _I
)


def for_others(text: str) -> bool:
    """Whether ``text`` ends by saying whom it befell, someone else and not the user ("…, for the Chilean
    team, not us")."""
    return _FOR_THEM.search(text.strip()) is not None


def not_a_correction(text: str) -> bool:
    """Whether ``text`` is an apology or a reassurance, not a value or a date put right, or
    someone else's slip owned up to, or news of whom a thing happened to."""
    said = text.strip()
    return bool(
        _APOLOGY.match(said) or _THEIR_SLIP.match(said) or _BARE_TYPO.match(said) or _NOT_BAD.search(said)
        or for_others(said)
    )


# "hang on… no, that's right, CTO": the user checked and the value stands; the value said again
# is a few words, never a clause ("that's right, I'll send it friday" says more)
_CONFIRMED = re.compile(
    r"^(?:(?:no|oh|ah|sorry|hang\s+on|hold\s+on|wait|hm+|um+|er+m*|actually|yes|yeah|yep)\s*[,!.…\-–—]*\s*)*"
    r"(?:that's|thats|that\s+is|it's|its|it\s+is)\s+(?:right|correct|spot\s+on)"
    r"(?:\s*[,:;.!…\-–—]+\s*(?P<v>\S+(?:\s+\S+){0,2}))?[.!\s]*$",
    _I,
)
_CLAUSE = re.compile(r"\b(?:i|i'll|i'm|we|we'll|you|will|he|she|they|it)\b", _I)


# "correct, 3 it is", "yep, thursday it is then", "right, 850 it is": a value agreed, said again
_AGREED = gated(re.compile(
    r"^(?:(?:yes|yeah|yep|yup|correct|right|exactly|confirmed|indeed|spot\s+on|sure|ok|okay|cool|great|perfect"
    r"|that's\s+(?:right|correct)|thats\s+(?:right|correct))\s*[,!.…\-–—]*\s*)+"
    r"(?:(?P<v>\S+(?:\s+\S+)?)\s+it\s+is(?:\s+then)?)?[.!\s👍👌✅🙂😊]*$",
    _I,
))
_AGREEMENT_ALONE = re.compile(r"^(?:correct|confirmed|that's\s+correct|thats\s+correct)[.!\s]*$", _I)


# saying nothing changes: "no change", "no changes", "nothing changes", "unchanged", "as you were"
_NO_CHANGE = r"no\s+changes?|nothing\s+changes|nothing's\s+changed|unchanged|as\s+you\s+were|same\s+as\s+before"


# "saturday it is, confirmed", "850 it is then, thanks": the value first, then the agreement
_IT_IS_AGREED = gated(re.compile(
    r"^(?P<v>\S+(?:\s+\S+)?)\s+it\s+is(?:\s+then)?(?:\s*[,!.…\-–—]*\s*(?:confirmed|agreed|thanks|thx|ty|cheers"
    r"|great|perfect|cool|sorted|done|deal|" + _NO_CHANGE + r"))*[.!\s👍👌✅🙂😊]*$",
    _I,
))
# "no change, still tmrw", "still fri, no change", "no changes - sat as planned": the value stands
_STILL_SAID = gated(re.compile(
    r"^(?:(?:" + _NO_CHANGE + r")\s*[,!.…\-–—:]*\s*)?(?:(?:still|stays|staying|it's\s+still|its\s+still)\s+)?"
    r"(?P<v>\S+(?:\s+\S+)?)(?:\s+(?:it\s+is|as\s+planned|as\s+before))?(?:\s+then)?"
    r"(?:\s*[,!.…\-–—]*\s*(?:" + _NO_CHANGE + r"|thanks|thx|ty|cheers))*[.!\s👍👌✅🙂😊]*$",
    _I,
))

# "checked the letter again, 18th stands ✅", "double-checked - thursday still holds": the value checked and kept
_STANDS = gated(re.compile(
    r"^(?:[^,;:]{2,50}?\s*[,;:\-–—]+\s*)?(?:the\s+)?(?P<v>\S+(?:\s+\S+)?)\s+(?:still\s+)?(?:stands|holds"
    r"|is\s+(?:still\s+)?(?:right|correct))(?:\s+then)?[.!\s👍👌✅✔️☑️🙂]*$",
    _I,
))


def confirmed(text: str) -> bool:
    """Whether ``text`` takes back a doubt or agrees with what was said: the value stands,
    nothing to correct ("no, that's right, CTO", "correct, 3 it is", "saturday it is, confirmed")."""
    said = _IT_IS_AGREED.match(text.strip())
    if said is not None and not _CLAUSE.search(said["v"]):
        return True
    if re.fullmatch(rf"(?:{_NO_CHANGE})[.!\s👍👌✅]*", text.strip(), _I):
        return True  # "no change", "same as before": said alone
    still = _STILL_SAID.match(text.strip())
    if still is not None and re.search(_NO_CHANGE, text, _I) and not _CLAUSE.search(still["v"]):
        return True  # "tmrw it is, no change": only with the words that say nothing changes
    stands = _STANDS.match(text.strip())
    if stands is not None and not _CLAUSE.search(stands["v"]):
        return True
    m = _CONFIRMED.match(text.strip())
    if m is not None:
        return not (m["v"] and _CLAUSE.search(m["v"]))
    agreed = _AGREED.match(text.strip())
    if agreed is None:
        return False
    return bool(agreed["v"] and not _CLAUSE.search(agreed["v"])) or bool(_AGREEMENT_ALONE.match(text.strip()))


def never_mind(text: str) -> bool:
    """ "actually never mind", "scratch that", "ignore that": said on its own, take back the last thing."""
    return bool(_NEVER_MIND.match(text.strip()))


# "ugh autocorrect keeps changing kai to kia", "stupid autocorrect", "my phone keeps
# autocorrecting Siobhan": a gripe about the keyboard, which puts nothing right by itself
_TYPING_GRIPE = re.compile(
    r"^(?:(?:ugh+|argh+|lol|haha+|omg|ffs|sigh|god|man|jeez|oh)\s*[,!.…\-–—]*\s*)*"
    r"(?:(?:stupid|damn|bloody|freaking|frickin[g']?|dumb|this|my|the)\s+)*"
    r"(?:auto-?correct|auto-?complete|predictive\s+text|spell-?check|(?:my\s+)?phone(?=\s+(?:keeps|kept)\s+"
    r"(?:auto-?correcting|changing|turning)))"
    r"(?:\s+(?:keeps|kept|always|again|strikes|struck|changed|changes|changing|turned|turns|turning|correcting"
    r"|auto-?correcting|hates|ruins|ruined|messing|messed|thinks|at\s+it)\b[^.!?,;:]*)?"
    r"[\s.!…😅🙄😂🤦‍♀️♂]*$",
    _I,
)


# "sorry po my english is broken", "sorry for my bad english", "my grammar not so good ha", "excuse my
# spelling": an apology for one's own words (the language, not a thing in trouble)
_TONGUE = r"(?:english|grammar|spelling|typing|typos?|writing|wording|punctuation|language|tagalog|filipino|hindi"
_TONGUE += r"|french|spanish|german|portuguese|italian|arabic|chinese|japanese|korean|russian|bahasa|malay|swahili)"
_LANGUAGE_GRIPE = re.compile(
    r"^(?:(?:so\s+)?(?:sorry|sori|soz|pardon|excuse|apologies|forgive)(?:\s+(?:po|ho|ha|lah|yaar|bro|sis|ya))?"
    r"(?:\s+(?:for|about))?\s*[,!.…\-–—]*\s*)?(?:the\s+|my\s+)(?:(?:bad|broken|poor|terrible|rusty|weak)\s+)?"
    + _TONGUE
    + r"(?:\s+(?:is|'s|s|are|r))?(?:\s+(?:so|very|really|a\s+bit|kinda|quite|still))?"
    r"(?:\s+(?:broken|bad|poor|terrible|rusty|weak|limited|not\s+(?:so\s+|very\s+|that\s+)?(?:good|great|perfect)))?"
    r"(?:\s+(?:po|ho|ha|lah|yaar|haha+|lol))?[\s.!…😅🙏🙄😂]*$",
    _I,
)


def typing_gripe(text: str) -> bool:
    """Whether ``text`` only grumbles about autocorrect (a keyboard's doing, nothing to keep) or
    apologises for the user's own language ("sorry po my english is broken")."""
    said = text.strip()
    if _TYPING_GRIPE.match(said):
        return True
    if _LANGUAGE_GRIPE.match(said) is None:
        return False
    return said.lower().startswith(_SORRY) or _FAULTED.search(said) is not None  # "my english" alone says nothing


_SORRY = ("sorry", "sori", "soz", "pardon", "excuse", "apolog", "forgive")
_FAULTED = re.compile(r"\b(?:broken|bad|poor|terrible|rusty|weak|limited|not)\b", _I)
