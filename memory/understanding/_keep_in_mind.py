"""The ways people ask their memory to hold on to a to-do: "mustn't forget to …", "don't let
me forget to …", "can't forget to …", "better not forget to …", "must remember to …", "gotta
remember to …", "(pls) remind me to …", and a request for a reminder said after the to-do ("… pls remind me",
"… remind me pls", "… set a reminder").

One lexicon, built from its parts (a negated modal, an optional "let me", "forget"; or an
optional obligation and "remember"), rather than one pattern per phrase: any negation with
any of the modals people type, with or without the apostrophe or the "t". The typo fixer
(:mod:`memory.understanding._typos`) has already put "forgte", "remeber" right; the few
shorthands it cannot ("musnt", "rember") are listed here; "rmbr" is :mod:`.normalise`'s.

Hand-written: the vocabulary is small and closed, and a regex pass costs microseconds.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memory.understanding._prefilter import gated
from memory.understanding.intents import Intent, MoveCommitment, NewCommitment, Unclear

__all__ = [
    "after_keep_in_mind", "after_remember", "occasion_to_attend", "reminder_asked", "request_first",
    "without_keep_request", "without_reminder_request",
]

_I = re.IGNORECASE

# "must not", "mustn't", "musnt", "can't", "cannot", "shouldn't", "better not", "don't", "do not"
_NOT = (
    r"(?:must(?:n'?t|\s+not)|musn'?t|can'?t|cannot|can\s+not|should(?:n'?t|\s+not)|(?:'d\s+|had\s+)?better\s+not"
    r"|don'?t|do\s+not|dnt|won'?t|will\s+not|mustn’t|can’t|don’t|shouldn’t|won’t)"
)
_OBLIGED = r"(?:must|need\s+to|have\s+to|has\s+to|got\s+to|gotta|should|gonna\s+have\s+to|going\s+to\s+have\s+to)"
_WHO = r"(?:(?:i|we)\s+)?(?:(?:really|seriously|absolutely|defo|definitely|just|also)\s+)*"
_INTRO = gated(re.compile(
    r"^(?:please\s+|pls\s+)?"
    + _WHO
    + r"(?:"
    # "don't let me forget (to) …" as before; a bare "don't forget the fees friday" names a thing, not a to-do
    + _NOT
    + r"\s+(?:let\s+(?:me|us)\s+(?:forget|forgot)\s+(?:to\s+)?|(?:forget|forgot)\s+to\s+)"
    r"|(?:" + _OBLIGED + r"\s+)?(?:remember|rember)\s+to\s+"
    # "tonight at 11 pls remind me to lock the gate": a reminder asked for, the to-do after it
    r"|(?:(?:can|could|will|would)\s+(?:you|u)\s+)?(?:remind|rmd)\s+(?:me|us)\s+to\s+"
    r")(?P<rest>\S.*)$",
    _I,
))
# "… pls remind me", "… remind me pls", "…, set a reminder", "… (remind me!)": said to recap after the to-do
_REQUEST_AFTER = gated(re.compile(
    r"[\s,;:\-–—(]+(?:(?:please|pls|plz|kindly|do)\s+)?(?:(?:can|could|will)\s+(?:you|u)\s+)?"
    r"(?:remind(?:\s+me)?|set\s+(?:me\s+)?a\s+reminder|add\s+a\s+reminder|ping\s+me|nudge\s+me"
    # "grocery run tmrw, don't let me forget": asking not to forget, said after the to-do
    r"|(?:don'?t|dont|do\s+not)\s+(?:let\s+me\s+)?forget(?:\s+(?:it|this|that|lol))?)"
    r"(?:\s+(?:please|pls|plz|thanks|thx|ty))?\s*[)!.?]*\s*$",
    _I,
))


_ASKING = re.compile(r"\b(?:can|could|would|will|you|u|please|pls|plz|and|to|i|we)$", _I)


# "remember call sheet goes out at 6pm", "don't forget (that) the rent has to be paid": a thing's
# state to keep in mind; a to-do only when the clause implies one (:mod:`._commitment_states`)
_REMEMBER_THAT = gated(re.compile(
    r"^(?:please\s+|pls\s+)?"
    + _WHO
    + r"(?:(?:"
    + _OBLIGED
    + r"\s+)?(?:remember|rember)|"
    + _NOT
    + r"\s+(?:forget|forgot))"
    r"(?:\s+that)?\s+(?P<rest>\S.*)$",
    _I,
))


# "don't let me be late for Siobhan's brunch", "don't let me miss the school play": the occasion is the to-do
_ATTEND = re.compile(
    r"^(?:please\s+|pls\s+)?"
    + _NOT
    + r"\s+let\s+(?:me|us)\s+(?:be\s+late\s+(?:for|to)|miss|forget\s+about)\s+(?P<rest>\S.*)$",
    _I,
)


def occasion_to_attend(text: str) -> str | None:
    """The occasion the user asks not to miss or be late for, or None."""
    m = _ATTEND.match(text)
    return m["rest"].strip() if m else None


def after_remember(text: str) -> str | None:
    """What follows a bare "remember"/"don't forget" (no "to"), or None."""
    m = _REMEMBER_THAT.match(text)
    return m["rest"].strip() if m else None


def after_keep_in_mind(text: str) -> str | None:
    """What follows an intro asking recap to keep a to-do in mind, or None when there is none."""
    m = _INTRO.match(text)
    return m["rest"].strip() if m else None


# a request to keep something, said before it: "hey can u track smth for me - the passports expire in may, …"
_TRACK_FIRST = re.compile(
    r"^(?:(?:hey|hi|hiya|ok|okay|so|yo)\b[\s,!]*)?(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+|pls\s+|please\s+)?"
    r"(?:track|note|log|keep\s+track\s+of|keep|remember|save|jot\s+down|write\s+down)\s+"
    r"(?:smth|sth|something|this|a\s+thing|one\s+thing|a\s+couple\s+of\s+things|some\s+stuff)(?:\s+for\s+me)?"
    r"(?:\s+(?:pls|please))?\s*[?!.]*\s*[-–—:,]+\s*(?=\S)",
    _I,
)


def without_track_request(text: str) -> str:
    """``text`` without a request to keep what follows ("can u track smth for me - …"): the
    request is how it was asked, what follows is what to keep."""
    m = _TRACK_FIRST.match(text.strip())
    return text.strip()[m.end() :] if m is not None else text


# a request to keep in mind what was just said, after it: "Sardana's allergic to penicillin pls remember
# that if she ever ends up at the clinic", "gate code is 4471 - note it", "… keep that in mind for next
# time". Asked of recap (a "pls" or a stop before it) and pointing back ("that", "this", "it", or nothing
# more), never "remember that Ana's allergic" (whose "that" opens what to remember) nor "need to
# remember the code"; what follows the pointer says when or why it matters, no part of what to keep
_KEEP_AFTER = gated(re.compile(
    r"(?:\s*[,;:\-–—(.!]+\s*(?:(?:please|pls|plz)\s+)?|\s+(?:please|pls|plz)\s+)"
    r"(?:(?:remember|note|(?:don'?t|dont|do\s+not)\s+forget)(?:\s+(?:that|this|it))?"
    r"|(?:keep|bear)\s+(?:that|this|it)\s+in\s+mind)"
    r"(?=[\s!.)]*$|[\s,]+(?:if|when|whenever|because|bc|cos|coz|cuz|cause|since|as|in\s+case|incase|for|next\s+time"
    r"|so|before|b4|just\s+in\s+case)\b)",
    _I,
))


def without_keep_request(text: str) -> str:
    """``text`` without a request to keep what it says in mind, said after it, and what that
    request goes on to say (see ``_KEEP_AFTER``); as it was when nothing would be left before it."""
    m = _KEEP_AFTER.search(text)
    if m is None:
        return text
    kept = text[: m.start()].rstrip(" ,;:-–—(")
    if len(kept.split()) < 3 or _ASKING.search(kept):
        return text
    return kept


def without_reminder_request(text: str) -> str:
    """``text`` without a request for a reminder said after its to-do ("invoice Jun's firm by
    friday pls remind me"): the request is how it was said, no part of what to do."""
    m = _REQUEST_AFTER.search(text)
    if m is None:
        return text
    kept = text[: m.start()].rstrip(" ,;:-–—")
    if len(kept.split()) < 2 or _ASKING.search(kept):  # "could you remind me": the request is all there is
        return text
    return kept


def reminder_asked(found: list[Intent], text: str) -> list[Intent]:
    """``found`` with what a thing's due would have been asked about kept as the to-do, when
    ``text`` asks for a reminder after it ("the car's MOT is due on the 12th, remind me"): "should I
    track it?" is answered already. A move of an open to-do of that name is still a move, and an
    offer asked for another doubt (its date, whose it is) is left as asked."""
    if not found or _REQUEST_AFTER.search(text) is None:
        return found
    return [
        replace(i, otherwise=i.otherwise.proposal)
        if isinstance(i, MoveCommitment)
        and isinstance(i.otherwise, Unclear)
        and isinstance(i.otherwise.proposal, NewCommitment)
        and i.otherwise.proposal.owner == "me"
        and i.otherwise.proposal.due is not None
        and i.otherwise.proposal.due.doubt is None
        else i
        for i in found
    ]


# what opens a clause of its own, or a to-do already said as one: left as said
_OWN_CLAUSE = re.compile(
    r"^(?:i|i'm|i'll|we|we're|you|he|she|they|it|it's|this|that|there|need|needs|have|has|got|gotta|must|should"
    r"|will|gonna|going|want|wanna)\b",
    _I,
)


def request_first(text: str) -> str:
    """ "flowers for mum on march 8, dont let me forget", "grocery run tmrw, remind me": a dated
    thing named, then the request not to forget it, said the way the intro reads it ("don't let me
    forget flowers for mum on march 8"); a to-do said in full before the request is left as said
    (:func:`without_reminder_request` reads it)."""
    from memory.understanding._commitment_intro import _imperative_shape
    from memory.understanding.timex import has_date_words

    m = _REQUEST_AFTER.search(text)
    if m is None:
        return text
    kept = text[: m.start()].rstrip(" ,;:-–—")
    if len(kept.split()) < 2 or _ASKING.search(kept) or re.search(r"[.?!]\s", kept) or not has_date_words(kept):
        return text
    if re.search(r"[:;]|\s(?:and|&|then)\s", kept, _I):
        return text  # "mum's pills today: amlodipine at 09:00 and metformin at 20:00": a list, no one thing
    if _OWN_CLAUSE.match(kept) or _imperative_shape(kept) or after_keep_in_mind(kept) or after_remember(kept):
        return text
    return f"don't let me forget {kept}"
