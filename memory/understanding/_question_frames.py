"""What frames a question and asks nothing itself: "dumb question but where's Théo living now",
"i'm trying to plan tmrw, is there anything i have to get done", "what's due today, brain's
fried". A person announcing a question, excusing it, or saying what it is for, still asks it; so
does one who adds how they feel after it. The frame goes, and the question is read alone.

- An apology or label before the question: "dumb/silly/stupid/quick/random q(uestion)",
  "sorry to ask", "just wondering", "random one", then "but", a comma, a dash or a colon.
- What the asker is planning: "(i'm) trying to/about to plan X", "planning my week", "figuring
  out tmrw", then a comma, dash or colon ("need to plan tmrw" is a to-do of its own and stays);
  the day planned is the question's when it names none ("…, is there anything i have to do").
- Before a question, the asker's own state, then a comma or a dash: "sorry brain is mush after 4
  nights, what have i got on?"; a hedge may say when it is asked ("quick one b4 the ferry, …").
- After a question, the asker's own state: "brain's fried from last night", "i've lost track",
  "my memory's shot" (a plan said after it, "what's due, i'm off fri", is no state and stays).

Only when what follows the frame opens a question (a wh-word, "is there", "anything", "do i
have", "remind me what"): "dumb question but i think the gate's broken" is a report, left whole.
"""

from __future__ import annotations

import re

from memory.understanding._prefilter import gated
from memory.understanding.timex import has_date_words

__all__ = ["QUESTION_FILLER", "aside_after_question", "uncleft", "unframed"]

_I = re.IGNORECASE

_QUESTION_START = (
    r"(?=(?:what|what's|whats|wats|when|when's|whens|who|who's|whos|which|where|where's|wheres|why|how)\b"
    r"|(?:is|are)\s+there\b|(?:is|are|do|did|does|have|has|am|should|can|could)\s+(?:i|we|he|she|they|you|u)\b"
    r"|(?:is|are|does|did|has)\s+\w|any(?:thing|one|body)?\b|remind\s+me\s+(?:what|when|who|where|of)\b"
    r"|(?:tell|show)\s+me\s+(?:what|when|who|where)\b)"
)
_CUT = r"(?:\s*[,:;!\-–—…]+\s*(?:but\s+)?|\s+but\s*,?\s+|\s+)"
_HEDGE = (
    r"(?:(?:sorry\s*,?\s*)?(?:(?:a|prob(?:ably)?\s+a|possibly\s+a|maybe\s+a)\s+)?(?:dumb|stupid|silly|daft|quick|random"
    r"|weird|basic|odd|lazy)\s+(?:question|q|qn|one)"
    r"|sorry\s+(?:to\s+(?:ask|bug\s+(?:you|u)|bother\s+(?:you|u))|if\s+(?:i\s+)?(?:asked|already\s+asked)(?:\s+this)?)"
    r"|(?:just\s+)?(?:wondering|curious|checking)|random(?:ly)?|out\s+of\s+curiosity|for\s+my\s+own\s+sanity"
    r"|i\s+(?:forget|forgot)|i\s+can't\s+remember|i\s+cant\s+remember"
    # a hesitation, then the question: "wait what's due tomorrow", "hang on, what do i have fri"
    r"|(?:wait|hang\s+on|hold\s+on|h+m+|u+m+|uh+|erm+)(?=[\s,]+\S+\s+\S)"  # a question after it, never "wait what"
    # asked to be told, then the question: "catch me up leh, what happened recently", "fill me in - who's on call"
    r"|(?:pls\s+|please\s+)?(?:catch\s+me\s+up|fill\s+me\s+in|bring\s+me\s+up\s+to\s+speed|update\s+me|recap\s+me)(?:\s+(?:leh|lah|lor|ah|pls|please))?)"
    # said with when it is asked: "quick one b4 the ferry", "quick q before i head out"
    r"(?:\s+(?:before|b4|while)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)?"
)
# the asker's state before the question: "sorry brain is mush after 4 nights, …", "im so tired, …"
_STATE_FIRST = (
    r"(?:sorry\s*,?\s*)?(?:(?:my\s+)?(?:brain|head|memory|mind)(?:'s|\s+is)\s+[^,;:?]+"
    r"|i(?:'m|m|\s+am)\s+(?:so\s+|totally\s+)?(?:tired|fried|wrecked|exhausted|knackered|confused|shattered|hungover"
    r"|scattered)(?:\s+[^,;:?]+)?)"
)
_PLANNING = (
    r"(?:(?:i'm|im|i\s+am|just|am)\s+)?(?:(?:trying|about|going)\s+to\s+|tryna\s+|gonna\s+)?"
    r"(?:plan(?:ning)?|sort(?:ing)?\s+out|organi[sz](?:e|ing)|figur(?:e|ing)\s+out|work(?:ing)?\s+out|map(?:ping)?\s+out)"
    r"\s+(?P<whose>my\s+|the\s+|our\s+)?(?P<planned>[\w'-]+(?:\s+[\w'-]+){0,3}?)"
)
_FRAME = gated(re.compile(
    r"^(?:" + _HEDGE + _CUT + r"|" + _PLANNING + r"\s*[,:;\-–—]+\s*(?:so\s+)?|" + _STATE_FIRST
    + r"\s*[,;\-–—]+\s*(?:so\s+)?)" + _QUESTION_START, _I
))
# the other choice of a yes/no question, which asks nothing more: "…, or can i sleep in", "… or not"
_ALTERNATIVE = gated(re.compile(
    r"\s*,?\s+or\s+(?:(?:can|could|should|shall|am|do)\s+(?:i|we)\b.*|not|nah|nothing)$", _I
))

# the asker's state after a question: "…, brain's fried from last night", "…, i've lost track"
_STATE_ASIDE = gated(re.compile(
    r"\s*[,;\-–—]+\s*(?:(?:my\s+)?(?:brain|head|memory|mind)(?:'s|\s+is)\s|i(?:'m|m|\s+am)\s+(?:so\s+|totally\s+)?"
    r"(?:tired|fried|wrecked|exhausted|knackered|lost|confused|dead|shattered|hungover|scattered)"
    r"|i(?:'ve|ve|\s+have)\s+(?:lost\s+track|forgotten|no\s+idea)|(?:i\s+)?(?:can't|cant)\s+(?:think|remember|keep\s+track)"
    r"|(?:totally|completely)\s+(?:forgot|lost\s+track)|lost\s+track)[^?]*$",
    _I,
))

# adverbs that stress a question and change nothing it asks: "what's actually due today"
QUESTION_FILLER = gated(re.compile(r"\s+(?:actually|really|exactly|even|honestly|definitely)(?=\s)", _I))


def unframed(s: str) -> str:
    """``s`` without what frames the question after it ("dumb q but …", "trying to plan tmrw, …");
    ``s`` itself when nothing does or no question follows."""
    m = _FRAME.match(s)
    if m is None or m.end() == len(s):
        return s
    asked = s[m.end() :]
    planned = (m["planned"] or "").lower()
    if m["whose"] and m["whose"].strip().lower() != "the":
        planned = "today" if planned == "day" else f"this {planned}"  # "plan my day", "plan my week"
    if not planned or not has_date_words(planned) or has_date_words(asked):
        return asked
    return f"{_ALTERNATIVE.sub('', asked)} {planned}"  # "trying to plan tmrw, anything due?": due tmrw


# why the asker asks, a clause of its own after the question: "…, my cousin wants to visit him", "…, i need to call
# her", "… cos the kids are asking" (a subject and its verb, or a reason's conjunction)
_REASON_ASIDE = gated(re.compile(
    r"(?:\s*[,;\-–—]+\s*(?:(?:my|our|his|her|their|the)\s+[\w'-]+(?:\s+[\w'-]+)?|i|we|she|he|they)"
    r"(?:'s|\s+(?:wants?|needs?|wanna|asked|asks|is|are|was|would|will|has\s+to|have\s+to|gotta|might|may|said|says"
    r"|keeps|plans?|hopes?))\s+\S"
    r"|\s*,?\s+(?:cos|coz|cuz|because|since)\s+(?:my|our|the|i|we|she|he|they)\b)[^?]*\??$",
    _I,
))


def aside_after_question(text: str) -> str:
    """``text`` (a question) without the asker's state said after it ("…, brain's fried"), nor why
    they ask ("…, my cousin wants to visit him"), and without the other choice it offers
    ("anything due tmrw or can i sleep in")."""
    m = _STATE_ASIDE.search(text) or _REASON_ASIDE.search(text)
    return _ALTERNATIVE.sub("", text if m is None or m.start() == 0 else text[: m.start()]) or text


# a cleft question: "what was it that Nalini was supposed to be delivering", "who was it that ran sales"
_CLEFT = gated(re.compile(
    r"^(?P<wh>what|who|where|when|which\s+[\w-]+)(?:'s|s|\s+is|\s+was)\s+it\s+(?:that\s+)?(?P<rest>\S.*)$", _I
))
# the clause's subject (a few words) and its auxiliary: "Nalini was", "the plumber is", "i was"
_SUBJECT_AUX = re.compile(
    r"^(?P<s>(?:the\s+|my\s+|our\s+)?[\w'-]+(?:\s+[\w'-]+)?)\s+"
    r"(?P<aux>is|was|are|were|will|would|should|can|could|has|have|had|am)\s+(?P<tail>\S.*)$",
    _I,
)
_I_PRESENT = re.compile(r"^(?:i|we|you|u)\s+(?:need|have|owe|gotta|must|want)\b", _I)
_SUBJECT_VERB = re.compile(r"^(?:[a-z]+ed|ran|did|said|took|sent|made|told|left|came|went|is|was|does|has)\b", _I)


def uncleft(text: str) -> str | None:
    """The plain question a cleft one asks ("what was it that Nalini was supposed to be delivering":
    "what was Nalini supposed to be delivering"; "who was it that ran sales": "who ran sales"), or
    None when ``text`` is no cleft or its clause is not one to turn round."""
    m = _CLEFT.match(text)
    if m is None:
        return None
    wh, rest = m["wh"], m["rest"]
    if wh.lower() == "who" and _SUBJECT_VERB.match(rest):
        return f"{wh} {rest}"
    inner = _SUBJECT_AUX.match(rest)
    if inner is not None:
        return f"{wh} {inner['aux']} {inner['s']} {inner['tail']}"
    plain = _I_PRESENT.match(rest)  # "what is it that i need to do tmrw": what do i need to do tmrw
    return f"{wh} do {rest}" if plain is not None else None
