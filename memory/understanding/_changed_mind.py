"""A plan given up, said as the user's change of mind:

- "nah not renewing the gym, cancel that", "i'm not doing the 10k after all, drop it": the
  to-do of that verb and thing ("renew the gym membership") is cancelled. The "cancel that"
  must be said: "not renewing the gym" alone may be a musing, and is left to the question; a
  reason said with it settles it ("not renewing the gym, switching to the rec centre", "HOA
  waived the fence thing, not doing it"), unless it only puts the plan off ("… yet", "… tonight");
- "we're not renewing after all, moving out in april": "after all" says the plan was given up,
  and the to-do of that verb ("sign the lease renewal") is cancelled without a "cancel that";
- "was going to cancel netflix but changed my mind, keeping it", "decided to keep the landline
  after all": the to-do *to cancel* the thing is dropped (cancelled), never the thing's other
  to-dos ("renew the gym membership" stays as it was: :mod:`memory.derive` only lets such a
  change reach a to-do that cancels something, see :data:`CANCEL_TODO`).
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS, _imperative_shape
from memory.understanding._lifecycle import _CANCEL_FORMS, _RESULT_VERBS, _target
from memory.understanding._phrases import _I
from memory.understanding.intents import CancelCommitment, Intent
from memory.understanding.timex import has_date_words

CANCEL_TODO = re.compile(r"^(?:cancel|stop|end|quit|terminate|close)\b", _I)
"""What a to-do that cancels something starts with ("cancel the gym membership")."""

_LEAD = r"^(?:(?:nah|nope|no|ok|okay|so|actually|hm+|update|fyi)\b[\s,.!:-]*)*"
_NOT_DOING = re.compile(
    _LEAD + r"(?:(?:i'm|im|i\s+am|we're|were|we\s+are)\s+)?(?:definitely\s+|def\s+)?not\s+(?:gonna\s+|going\s+to\s+)?"
    r"(?P<v>[a-z]{2,}?)(?:ing|in'?)\s+(?P<a>(?!any\s*more\b|now\b)[^,;]+?)(?:\s+(?:after\s+all|any\s*more|this\s+(?:year|time)|now))?"
    r"\s*(?:,|;|\s[-–—]|\s+so)\s*(?:so\s+)?(?:just\s+|pls\s+|please\s+)?(?:cancel|drop|scrap|bin|ditch|forget|kill"
    r"|delete|remove|scratch|cross\s+off)\s+(?:that|it|this)(?:\s+(?:one|then|off(?:\s+(?:my|the)\s+list)?))?[\s!.]*$",
    _I,
)
# "we're not renewing after all, moving out in april", "not booking the hotel after all,
# staying with Efua": "after all" says the plan was given up, whatever reason follows
_AFTER_ALL = re.compile(
    _LEAD + r"(?:(?:i'm|im|i\s+am|we're|were|we\s+are)\s+)?(?:definitely\s+)?not\s+(?!going\s+ahead\b)"
    r"(?:gonna\s+|going\s+to\s+)?(?P<v>[a-z]{2,}?)(?:ing|in'?)(?:\s+(?P<a>(?!any\s*more\b)[^,;]+?))?\s+after\s+all"
    r"(?:[\s!.]*|\s*(?:,|;|\s[-–—])\s*.*)$",
    _I,
)
_NOT_GOING = re.compile(
    _LEAD + r"(?:(?:i'm|im|i\s+am|we're|were|we\s+are)\s+)?not\s+(?:going|coming|doing\s+it|bothering)"
    r"(?:\s+(?:any\s*more|after\s+all|now))?\s*(?:,|;|\s[-–—]|\s+so)\s*(?:so\s+)?(?:just\s+)?(?:cancel|drop|scrap"
    r"|bin|ditch|forget|kill)\s+(?:that|it|this)(?:\s+(?:one|then))?[\s!.]*$",
    _I,
)
# "not renewing the gym, switching to the rec centre", "not submitting the abstract this yr, too
# swamped": the plan given up, with why after it (a "cancel that" is not needed when a reason is given)
_NOT_DOING_WHY = re.compile(
    _LEAD + r"(?:(?:i'm|im|i\s+am|we're|were|we\s+are)\s+)?(?:definitely\s+)?not\s+(?:gonna\s+|going\s+to\s+)?"
    r"(?P<v>[a-z]{2,}?)(?:ing|in'?)\s+(?P<a>(?!any\s*more\b|now\b|it\b|that\b|this\b)[^,;]+?)"
    r"(?:\s+(?:this\s+(?:yr|year|time|round|season|term)|any\s*more|now))?"
    r"\s*(?:,|;|\s[-–—]|\s+(?:because|cos|coz|since|as))\s*(?P<why>[^?]+?)[\s!.]*$",
    _I,
)
# why first, then the plan given up: "HOA waived the fence thing, not doing it"
_WHY_NOT_DOING = re.compile(
    _LEAD + r"(?P<why>[^?]+?)\s*(?:,|;|\s[-–—]|\s+so)\s*(?:so\s+)?(?:(?:i'm|im|i\s+am|we're|were|we\s+are)\s+)?"
    r"not\s+(?:doing|bothering\s+with|going\s+ahead\s+with)\s+(?:it|that|this)(?:\s+(?:any\s*more|after\s+all|now))?"
    r"[\s!.]*$",
    _I,
)
# what leaves a plan for later rather than given up: "not sending it yet, …", "…, tmrw instead"
_ONLY_FOR_NOW = re.compile(r"\b(?:yet|instead|later|till|until|til|for\s+now|next|again|if|unless)\b", _I)
# the thing a reason names: "HOA waived the fence thing": "the fence thing"
_NAMED_THING = re.compile(r"\b(?:the|my|our|that)\s+(?P<t>[\w'-]+(?:\s+[\w'-]+){0,2}?)(?:\s+(?:thing|stuff|job))?$", _I)
_KEEPING = re.compile(
    _LEAD + r"(?:(?:i\s+)?was\s+(?:going\s+to|gonna)\s+cancel\s+(?P<a>.+?)\s*,?\s+but\s+(?:i\s+)?(?:changed\s+my\s+mind"
    r"|decided\s+not\s+to|didn't|didnt|won't|wont)(?:\s*(?:,|;|\s[-–—]|\s+and|\s+so)?\s*(?:i'm\s+|im\s+|we're\s+)?"
    r"keeping\s+(?:it|them|that))?"
    r"|(?:i(?:'ve)?\s+|we(?:'ve)?\s+)?decided\s+to\s+keep\s+(?P<b>.+?)(?:\s+after\s+all)?"
    r"|(?:i'm\s+|im\s+|we're\s+)?keeping\s+(?P<c>(?!it\b|them\b|that\b).+?)\s+after\s+all"
    r"|(?:i\s+)?changed\s+my\s+mind\s+(?:about|on)\s+cancell?ing\s+(?P<d>.+?)"
    # "actually keeping spotify, ignore that": the thing kept, the cancelling of it let go
    r"|(?:i'm\s+|im\s+|we're\s+)?keeping\s+(?P<e>(?!it\b|them\b|that\b)[^,;]+?)\s*(?:,|;|\s[-–—]|\s+so)\s*(?:so\s+)?"
    r"(?:ignore|scratch|forget|disregard|nvm|never\s*mind)\s+(?:that|it|this)(?:\s+one)?)[\s!.]*$",
    _I,
)


def changed_mind(sentence: str) -> list[Intent] | None:
    """The cancel a change of mind says (see the module doc), or None."""
    s = sentence.strip()
    m = _NOT_DOING.match(s)
    if m and (verb := _verb(m["v"])) and (thing := _target(m["a"])) and thing != "that":
        return [CancelCommitment(f"{verb} {thing}")]
    m = _AFTER_ALL.match(s)
    if m and (verb := _verb(m["v"])) and (thing := _target(f"{verb} {m['a'] or ''}")):
        return [CancelCommitment(thing)]
    m = _NOT_DOING_WHY.match(s)
    if m and _given_up(m["a"], m["why"]) and (verb := _verb(m["v"])) and (thing := _target(m["a"])) != "that":
        return [CancelCommitment(f"{verb} {thing}")] if thing else None
    m = _WHY_NOT_DOING.match(s)
    if m and _given_up("", m["why"]):  # "HOA waived the fence thing, not doing it": the thing it names
        named = _NAMED_THING.search(m["why"])
        return [CancelCommitment((named and _target(named["t"])) or "that")]
    m = _NOT_GOING.match(s)
    if m:  # "not going any more, cancel it": the to-do just talked about
        return [CancelCommitment("that")]
    m = _KEEPING.match(s)
    if m and (thing := _target(m["a"] or m["b"] or m["c"] or m["d"] or m["e"])) and thing != "that":
        return [CancelCommitment(f"cancel {thing}")]
    return None


def _given_up(thing: str, why: str) -> bool:
    """Whether a plan said not to be done, with ``why``, is given up rather than put off ("not
    sending the deck yet, still waiting", "not doing the dishes tonight, too tired")."""
    if _imperative_shape(why) or _CANCEL_FORMS[0].match(why):
        return False  # "not going to the match anymore, forget the tickets": the change is said after
    return not any(_ONLY_FOR_NOW.search(said) or has_date_words(said) for said in (thing, why))


def _verb(cut: str) -> str | None:
    """The to-do verb of an "-ing" form cut before its ending: "renew", "mak" -> "make",
    "gett" -> "get"; None for a word that is no to-do verb."""
    cut = cut.lower()
    for verb in (cut, f"{cut}e", cut[:-1] if len(cut) > 2 and cut[-1] == cut[-2] else ""):
        if verb and (verb in TODO_VERBS or verb in _RESULT_VERBS or verb in _MORE):
            return verb
    return None


_MORE = frozenset({"renew", "do", "run", "go", "attend", "join", "host", "throw", "enter", "sign", "take", "make",
                   "get", "hire", "rent", "lease", "extend", "keep"})  # fmt: skip
