"""A to-do called off in words that do not name it: "I'm off the hook", "no longer needed",
"that's not happening", "we called it off", "knocked it on the head".

Said as a whole sentence (or after a reason: "emeka found someone else so I'm off the hook for
sunday", "Farrukh grabbed a taxi, i'm off the hook for the airport run"), these cancel the to-do
the conversation last touched; which one that is, and asking
when it is not clear, is :mod:`memory.derive`'s job (the target is "that"). "Off the hook for
the leaving drinks" names its to-do, and cancels that one. Plans and doubts ("gonna call it
off", "might knock it on the head"), questions and other people let off ("he's off the hook")
cancel nothing.

A "never mind" and what stands in the plan's way ("nvm Mang Ben is closed this week", "scratch
that, grandma's sick": :mod:`memory.understanding._obstacles`) cancels the to-do the reason's
subject names; a decision after "scrap that" ("…, im keeping it", "…, changed my mind") cancels
the one just talked about, and so does another way said after it ("nvm, we're driving instead").

"Scrap that", "cancel it", "forget it", "bin that one" said alone: what the last message kept
is called off. Only the to-do the user's previous message touched is meant (the lookup is
:mod:`memory.derive`'s); after a message that kept no to-do, nothing is cancelled and recap
offers to take back what it noted instead (:func:`memory.understanding.never_mind`).
"""

from __future__ import annotations

import re

from memory.understanding._commitments import _IRREGULAR_PAST
from memory.understanding._lifecycle import _clean, _target
from memory.understanding._obstacles import let_go_reason, obstacle, obstacle_subject
from memory.understanding._phrases import _I
from memory.understanding._prefilter import gated
from memory.understanding.intents import CancelCommitment, Intent
from memory.understanding.timex import has_date_words

# "forget that job", "scrap this task": a kind of to-do only names the one talked about
_IT = (
    r"(?:it|that|this|that\s+one|this\s+one|the\s+whole\s+thing|the\s+lot"
    r"|(?:that|this)\s+(?:job|task|chore|errand|to-?do))"
)
_BY = r"(?:(?:we|i|they|she|he|\S+)\s+(?:just\s+|finally\s+|have\s+|'ve\s+|'s\s+|has\s+)?)?"
_SAID = gated(re.compile(
    r"^(?:"
    # "I'm off the hook (for sunday | for the leaving drinks)"
    r"(?:(?:i'm|im|i\s+am|we're|were|we\s+are)\s+)?(?:now\s+|officially\s+|totally\s+)?off\s+the\s+hook"
    r"(?:\s+(?:for|with|on)\s+(?P<for>.+?))?"
    # "no longer needed", "that's not needed any more", "not required now"
    r"|(?:" + _IT + r"(?:'s|\s+is)\s+|thats\s+)?(?:no\s+longer|not)\s+(?:needed|required|necessary)"
    r"(?:\s+any\s*more)?"
    # "not happening", "that's not happening any more", "it isn't happening"
    r"|(?:" + _IT + r"(?:'s|\s+is)\s+|thats\s+|" + _IT + r"\s+isn't\s+|" + _IT + r"\s+isnt\s+)?"
    r"(?:not\s+)?happening(?:\s+any\s*more)?"
    # "we called it off", "called that off", "it's been called off", "knocked it on the head"
    r"|" + _BY + r"(?:called|knocked|pulled)\s+" + _IT + r"\s+(?:off|on\s+the\s+head)"
    r"|" + _IT + r"(?:'s|\s+is|\s+has|\s+was|\s+got)?(?:\s+been)?\s+(?:called\s+off|knocked\s+on\s+the\s+head)"
    r"|" + _BY + r"pulled\s+the\s+plug(?:\s+on\s+" + _IT + r")?"
    r")(?:\s+(?:last\s+night|yesterday|this\s+morning|this\s+afternoon|earlier\s+today))?$",
    _I,
))
# "not happening" needs a "not" (or "isn't"): "happening" alone says the opposite
_NOT = re.compile(r"\b(?:not|no|isn't|isnt)\b", _I)
# a plan or a doubt, not a change made: "gonna call it off", "might knock it on the head"
_NOT_YET = re.compile(
    r"\b(?:gonna|going\s+to|will|'ll|might|may|should|could|would|maybe|probably|prob|if|hope|hopefully|unless"
    r"|thinking\s+of|want\s+to|wanna|need\s+to|about\s+to|yet)\b",
    _I,
)
# someone else let off: "he's off the hook", "you're off the hook"
_THEM = re.compile(r"^(?:he|she|they|you)\b.*\bhook\b", _I)
# "<reason> so I'm off the hook": the reason says why, the rest what changes
_REASON = gated(
    re.compile(r"^(?P<why>.+?)(?:\s*[,;]\s*|\s+)(?:and\s+)?(?:so|which\s+means|meaning)\s+(?P<rest>.+)$", _I)
)


# "scrap that, the couple found their own", "cancel it - they sorted it themselves": a cancel of
# "that" followed by why; the reason (a clause about the world) tells a to-do called off from
# "scratch that" about the message itself
_DROP_THEN_WHY = gated(re.compile(
    r"^(?:(?:oh|ah|ok|okay|yeah|nah|naa+h?|no|nope|meh)\s*[,!.\-–—]*\s*)*(?:just\s+)?(?:cancel|drop|scrap|scratch|kill|bin|ditch|axe|forget(?:\s+about)?|cross\s+off|strike)\s+"
    + _IT + r"(?:\s+off(?:\s+(?:the|my)\s+list)?)?"
    r"(?:\s*[,;:]\s*|\s+[-–—]\s*|\s+(?:because|cos|coz|cause|since|as|bc)\s+)(?P<why>\S.*)$",
    _I,
))
# after a "never mind", another way said with "instead" ("we're driving instead", "I'll just ring
# her instead", "getting a cab instead"): the plan talked about is off; a date in it is a move
_ALTERNATIVE = re.compile(r"^[^?]{3,80}?\s+instead(?:\s+(?:lol|haha|tbh|then))?[\s!.]*$", _I)
# "scrap that", "cancel it pls", "forget it", "bin that one": the drop alone, naming nothing
_DROP_ALONE = gated(re.compile(
    r"^(?:(?:oh|ah|ok|okay|actually|just|yeah|ya|hm+|wait|nah|naa+h?|no|nope|meh)\s*[,!.\-–—]*\s*)*"
    r"(?:cancel|drop|scrap|scratch|kill|bin|ditch|axe|forget(?:\s+about)?|cross\s+off|strike|delete|remove)\s+"
    + _IT + r"(?:\s+off(?:\s+(?:the|my)\s+list)?)?(?:\s+(?:then|too|as\s+well|pls|please|thanks|ty|altogether))*"
    r"[\s!.]*$",
    _I,
))
# what says the message itself was wrong, not the to-do: "scratch that, I meant tuesday", "…, wrong chat"
_ABOUT_THE_MESSAGE = re.compile(
    r"\b(?:mean|meant|typo|wrong|mistake|ignore|autocorrect|sorry|oops|my\s+bad|actually|misread|misspoke"
    r"|not\s+what\s+i)\b|\?\s*$",
    _I,
)

# a reason is something that happened ("the couple found their own", "client went elsewhere") or
# a need gone ("no need", "not needed"); a fact in the present is a correction's new value
_HAPPENED = re.compile(
    r"\b(?:" + "|".join(sorted(_IRREGULAR_PAST)) + r"|[a-z]{2,}(?<!e)ed|already|no\s+(?:longer\s+)?need(?:ed)?"
    r"|not\s+needed|(?:don't|dont|doesn't|doesnt)\s+need)\b",
    _I,
)


# a decision that undoes the plan: "scrap that, im keeping it", "…, changed my mind", "…, not selling"
_DECIDED = re.compile(
    r"\b(?:keeping\s+(?:it|them|that|this|the\s+\w+)|changed\s+my\s+mind|decided\s+(?:against|not)"
    r"|not\s+(?:selling|going|doing|bothering|buying|renewing|booking|joining|coming)|not\s+worth\s+it"
    r"|can't\s+be\s+bothered|cant\s+be\s+bothered"
    # another plan of the user's own, under way: "…, I'm switching gyms", "…, we're going with another firm"
    r"|(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:now\s+|just\s+)?(?:switching|changing|moving|going\s+with|using"
    r"|getting\s+(?:a|another|one)|cancell?ing|quitting|leaving|selling))\b",
    _I,
)


def bare_cancel(sentence: str) -> list[Intent] | None:
    """The cancel a whole sentence of the forms above says, or None."""
    found = _said(sentence) or _let_go_named(sentence) or _let_go_because(sentence)
    if found is None and _DROP_ALONE.match(sentence.strip()):
        found = [CancelCommitment("that")]  # "scrap that": what the last message kept, only that
    if found is not None:
        return found
    why = _DROP_THEN_WHY.match(sentence.strip())
    if why is not None and len(why["why"].split()) >= 2:
        if _ABOUT_THE_MESSAGE.search(why["why"]) or has_date_words(why["why"]) or _NOT_YET.search(why["why"]):
            return None  # a correction of the message, a new date or a plan: not the to-do called off
        if not (_HAPPENED.search(why["why"]) or _DECIDED.search(why["why"])):
            return None  # "scrap that, she's head of product": a fact said again, not why a to-do went
        return [CancelCommitment("that")]
    m = _REASON.match(sentence.strip())
    if m is None:  # "Farrukh grabbed a taxi, i'm off the hook for the airport run": what happened, then the cancel
        m = _HAPPENED_THEN.match(sentence.strip())
        m = m if m is not None and (_HAPPENED.search(m["why"]) or _TAKEN_ON.match(m["why"])) else None
    if m is None or _NOT_YET.search(m["why"]) or m["why"].strip().endswith("?"):
        return None
    if _DROP_ALONE.match(m["rest"].strip()) and _KIND_OF_TODO.search(m["rest"]) and not _RETRACTED.search(m["rest"]):
        # "Kaufmann's sold the calves, forget that job": what happened to others, then the drop of the to-do
        # talked about, named as one ("the client signed, drop it" may drop anything: its reason names it, or
        # nothing; "I messed up, scratch that" takes the message back; "…, I meant" is a correction)
        said_of_me = _OF_ME.match(m["why"].strip()) is not None
        if said_of_me or _ABOUT_THE_MESSAGE.search(m["why"]) or has_date_words(m["why"]):
            return None
        return [CancelCommitment("that")]
    return _said(m["rest"])


_KIND_OF_TODO = re.compile(r"\b(?:that|this)\s+(?:job|task|chore|errand|to-?do)\b", _I)
_RETRACTED = re.compile(r"\b(?:scratch|strike|delete|remove)\b", _I)  # the words just typed taken back
_OF_ME = re.compile(r"^(?:i|i'm|im|i've|ive|we|we're|my|our)\b", _I)


# someone else doing it now, the reason as much as a thing that happened: "landlord's sending his own guy for the
# garage door", "Dad's driving them", "the caterers are handling it" (never the user, nor "it's raining")
_TAKEN_ON = re.compile(
    r"^(?!(?:i|we|it|that|this|there)\b)(?:the\s+|my\s+|our\s+)?[\w-]+(?:'s|s'|\s+is|\s+are|'re)\s+"
    r"(?:(?:now|already|just)\s+)?[a-z]{2,}ing\b",
    _I,
)
# a thing that happened, then the cancel across a bare comma, semicolon or dash
_HAPPENED_THEN = gated(re.compile(r"^(?P<why>[^,;]+?)(?:\s*[,;]\s*|\s+[-–—]+\s*)(?P<rest>[^,;]+)$", _I))


# "nvm about nopa, dinner's off", "never mind the gym, it's shut": the thing let go, named, then why
_LET_GO_ABOUT = re.compile(
    r"^(?:oh\s+|ah\s+|ok\s+|actually\s+)?(?:nvm|nevermind|never\s*mind|forget)\s+(?:about\s+)?"
    r"(?!(?:it|that|this|that\s+one|this\s+one|me|you|him|her|them|us|what)\b)(?P<t>[^,;:]+?)"
    r"\s*(?:[,;:]|\s[-–—]+)\s*(?P<why>.+)$",
    _I,
)
# "dinner's off", "the trip is cancelled", "plans fell through": the plan itself called off
_OFF = re.compile(
    r"^(?:the\s+|our\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+)?(?:'s|\s+is|\s+are|'re|\s+was|\s+got|\s+has\s+been)?\s+"
    r"(?:off|cancell?ed|canceled|called\s+off|scrapped|postponed|fell\s+through|not\s+happening)(?:\s+now)?$",
    _I,
)
_GOING_AHEAD = re.compile(r"\b(?:still|anyway|anyways|regardless|going\s+ahead|go\s+ahead|on\s+track)\b", _I)


def _let_go_named(sentence: str) -> list[Intent] | None:
    """ "nvm about nopa, dinner's off": the to-do the words after "never mind" name, when what
    follows says why it is off (an obstacle, or the plan called off)."""
    m = _LET_GO_ABOUT.match(sentence.strip())
    if m is None or len(m["t"].split()) > 4 or _NOT_YET.search(m["why"]) or _GOING_AHEAD.search(m["why"]):
        return None
    if has_date_words(m["t"]) or not (obstacle(m["why"], let_go=True) or _said(m["why"]) or _OFF.match(m["why"])):
        return None
    target = _target(m["t"])
    return [CancelCommitment(target)] if target and target != "that" else None


def _let_go_because(sentence: str) -> list[Intent] | None:
    """ "nvm Mang Ben is closed this week", "scratch that, grandma's sick": a "never mind" and
    what stands in the plan's way (:mod:`memory.understanding._obstacles`); the to-do is the one
    the reason's subject names ("Mang Ben"), or the one just talked about for a pronoun."""
    reason = let_go_reason(sentence)
    if reason and _ALTERNATIVE.match(reason) and not has_date_words(reason):
        return [CancelCommitment("that")]  # "nvm, we're driving instead": another way, this one off
    if not reason or _NOT_YET.search(reason):
        return None
    subject = obstacle_subject(reason, let_go=True)
    if subject is None:
        return None
    target = _target(subject) if subject != "that" else "that"
    return [CancelCommitment(target or "that")]


def _said(text: str) -> list[Intent] | None:
    s = _clean(text)
    if not s or s.endswith("?") or _NOT_YET.search(s) or _THEM.match(s):
        return None
    m = _SAID.match(s)
    if m is None:
        return None
    if "happening" in s.lower() and not _NOT.search(s):
        return None
    named = m["for"]
    if named and not has_date_words(named):
        target = _target(named)  # "off the hook for the leaving drinks": that one
        return [CancelCommitment(target)] if target else None
    return [CancelCommitment("that")]
