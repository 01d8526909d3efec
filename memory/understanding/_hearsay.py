"""A statement passed on from someone else: "hr says my start date is jan 5", "according to Tom
the budget is 20k", "Lena said the launch is now march 3", "turns out the vet is closed
thursday", "just found out the office is closed friday".

Who said it is how the user learned it, not part of it: the reading is the statement's own.
Without this the source was glued into what was kept (a move of "Lena said the launch", a
fact about "according to Tom the").

Left whole: a rumour ("apparently …", "heard …", "word is …": hedged, so kept as said and not
stored as a fact by the readers that know hedges); what the user or "you" said ("I said weds"
puts a date right); a statement about the speaker ("Lena said she'll send the plan", "Kemal
says he's moving the standup"): that is theirs, read by the forms for what others do; and
anything that is not a statement after the verb ("Tom said yes", "mum says hi" stay small talk).
Hand-written: a closed set of lead-ins, one regex.
"""

from __future__ import annotations

import re

from memory.understanding._issue_errors import error_said
from memory.understanding._issue_guards import teller_own
from memory.understanding._prefilter import gated
from memory.understanding.timex import has_date_words

__all__ = ["paid_out", "said_wanted", "without_hearsay"]

# money that goes out from whoever says so: "kestrel say payment goes out on the 15th" (never "the bins go out")
_GOES_OUT = re.compile(
    r"\b(?:payments?|money|transfer|invoices?|cheques?|refund|payouts?|wages|salary|pay)\s+(?:will\s+|should\s+)?"
    r"(?:go|goes|going|went)\s+out\b",
    re.IGNORECASE,
)

# who passed it on: "hr", "the bank", "Lena", "my landlord", "Dr Osei": a few words, no verb
# a source with a place ("the guy in 4B says the heating's off") is left whole: the place is the news's
_WORD = r"(?!(?:in|at|on|from|of)\b)[\w.&'’-]+"
# ("Jen from legal says …", "someone from HR said …": whose team they are from is part of who)
_SOURCE = (
    r"(?!(?:i|you|u|we)\s)(?:(?:the|my|our|his|her|their)\s+)?" + _WORD
    + r"(?:\s+from\s+(?:the\s+)?" + _WORD + r")?(?:\s+" + _WORD + r"){0,2}?"
)
_HEARD = r"(?:found\s+out|learn[et]d?)(?:\s+from\s+" + _SOURCE + r"(?=\s+that\b))?"
# who got in touch, said before what they said: "landlord txt'd, …", "the school rang, …"
_GOT_IN_TOUCH = (
    r"(?:e-?mailed|texted|txt'?d|txted|messaged|msg'?d|wrote|dm'?d|whatsapped|called|rang|rung|phoned)"
    r"(?:\s+(?:back|up|earlier|today|this\s+morning))?"
)
_LEAD = gated(re.compile(
    r"^(?:so\s+|ok\s+|btw\s+|fyi\s*[:,-]?\s*)?(?:"
    r"(?:turns\s+out|(?:just\s+)?" + _HEARD + r"|i\s+(?:just\s+)?(?:" + _HEARD
    + r"|was\s+told|got\s+told))(?:\s+that)?\s*[,:]?"
    # "according to Tom, the budget …": a comma may close the source
    r"|(?:according\s+to|per)\s+" + _SOURCE + r"(?=\s*,|\s+(?:the|my|our|his|her|their|i|we|it)\b)\s*,?"
    # "Lena said the launch …", "hr says: …"; not "florist confirmed, caterer …" (confirmed what was asked)
    # ("boss say must …": Malaysian, Singapore and Nigerian English leave "say" bare; never "let's say")
    r"|" + _SOURCE + r"\s+(?:says|said|(?<!let's\s)(?<!lets\s)(?<!let\s)say|tells\s+me|told\s+me|mentioned|confirmed"
    r"|let\s+me\s+know"
    r"|(?:emailed|called|texted|rang|messaged|wrote)\s+to\s+say"
    # "landlord txt'd, inspection is the 15th": who got in touch, then what they said
    # "landlord rang, inspection is the 15th": a call the same way
    r"|" + _GOT_IN_TOUCH + r"\s*[,:](?:\s*(?:and\s+)?(?:says|said))?"
    r")(?:\s+that)?\s*:?"
    # "team agreed Ana presents the roadmap on the 3rd", "we decided that Raj runs the demo fri": a decision
    # passed on is the thing decided ("agreed to meet", "agreed on a date" decide nothing said after)
    r"|(?:(?:it\s+was|it's\s+been)|(?:we(?:\s+all)?|everyone|everybody|" + _SOURCE + r")"
    r"\s+(?:(?:have|'ve|just|finally|all)\s+)*)?(?:agreed|decided|voted(?=\s+that\b))"
    r"(?:\s+(?:in|at|on)\s+(?:the\s+|today's\s+)?(?:meeting|standup|stand-up|call|sync|retro|huddle))?"
    # (what the user agreed to do is the agreement reader's, which knows with whom: "Tom and I agreed I'd …")
    r"(?:\s+that)?\s*:?(?!\s+(?:to|with|on|upon|against|for|i|i'd|i'll|we|we'd|we'll)(?![\w']))"
    r")\s+(?P<rest>\S.*)$",
    re.IGNORECASE,
))
def paid_out(text: str) -> bool:
    """Whether ``text`` tells of money going out ("payment goes out on the 15th"): the payer's."""
    return _GOES_OUT.search(text) is not None


# what the rest must not start with: its speaker ("she'll", "he's"), a reply ("yes", "hi"), a word
# to the user ("dont worry about the flower money": their word on a to-do, read whole)
_THEIRS = re.compile(
    r"^(?:she|he|they|yes|yeah|yep|no|nope|ok|okay|hi|hello|hey|thanks|thank\s+you|sorry|to\s+(?:me|him|her|us|them)"
    r"|don'?t|dont|do\s+not|never\s+mind|nvm|forget|skip|not\s+to|from|back"
    # "parents evening confirmed for thurs 6pm": the verb had no statement after it
    r"|for|by|on|at|in|with|until|till|as)\b",
    re.IGNORECASE,
)


def without_hearsay(text: str) -> str:
    """``text`` without the lead-in that says who passed the statement on; ``text`` itself when
    there is none or the rest is the speaker's own."""
    m = _LEAD.match(text.strip())
    if m is not None and error_said(text) is not None:
        return text  # "the printer says paper jam but there's no paper in it": a machine's fault, no one's word
    if m is None or _THEIRS.match(m["rest"]) or len(m["rest"].split()) < 3 or has_date_words(m["rest"].split()[0]):
        return text  # "Kofi says thursday works better": their word on a date, read whole
    if _TOUCHED.search(text.strip()[: m.start("rest")]) and _BACK_TO_THEM.search(m["rest"]):
        return text  # "mrs patel rang, told her id pop round": what was said to the caller, read with them
    if teller_own(text):
        return text  # "my brother says his car died": his own trouble, told whole (no "his car" of the user's)
    if paid_out(m["rest"]):
        return text  # "kestrel say payment goes out on the 15th": their sending, told (:func:`._lifecycle.goes_out`)
    rest = m["rest"]
    said_by = _SAID_BY.match(text.strip()[: m.start("rest")])
    if said_by is not None and (own := _THEIR_OWN.match(rest)):
        # "mrs patel says her hot water's off": hers, by name (never "her" left with no one to be)
        rest = f"{said_by['who']}'s {rest[own.end():]}"
    return rest[3:] if rest[:3].lower() == "to " else rest  # "boss said to send the deck by fri"


_TOUCHED = re.compile(_GOT_IN_TOUCH + r"\s*[,:]", re.IGNORECASE)
# the caller taken up again after the call ("told her …", "asked him …", "said i'd call them back"): theirs
_BACK_TO_THEM = re.compile(
    r"^(?:told|asked|said|says|wants|wanted|needs|left|got|gave|sent|sorted|booked|agreed|explained)\b"
    r"|\b(?:her|him|them)\b",
    re.IGNORECASE,
)


# a thing and a deadline with no verb: "numbers by wed", "the NDA by friday", "figures asap" (never a
# statement: "the report is due by wed", "the office shuts by 5")
_THING_BY = re.compile(
    r"^(?:(?:the|a|an|our|my|your)\s+)?(?!(?:the|a|an|our|my|your|it|they|we|i|you|he|she)\b)[\w-]+"
    r"(?:\s+(?!(?:is|are|was|were|will|be|has|have|had|by|before|shuts?|closes?|opens?|ends?|starts?|finishes"
    r"|arrives?|goes|comes|runs|leaves|stops|lands)\b)[\w-]+)?\s+(?:by|before|b4|asap\b)",
    re.IGNORECASE,
)
_SAYS_AT_END = re.compile(r"\s+(?:says|said|say)\s*:?\s*$", re.IGNORECASE)


def said_wanted(text: str) -> str | None:
    """ "finance says numbers by wed" said as "finance wants numbers by wed": a thing and its
    deadline passed on with no verb, what they want of the user by then (for the reader of others'
    needs to take or leave); None when ``text`` is no such saying."""
    m = _LEAD.match(text.strip())
    if m is None or not _THING_BY.match(m["rest"]):
        return None
    lead = text.strip()[: m.start("rest")]
    wants = _SAYS_AT_END.sub(" wants ", lead)
    return f"{wants}{m['rest']}" if wants != lead else None


# the one who said it, by name or title: "mrs patel says", "Kofi said" (never "the bank says": not "his")
_SAID_BY = re.compile(
    r"^(?P<who>(?:(?:mr|mrs|ms|miss|dr)\.?\s+)?(?!(?:the|my|our|his|her|their)\b)[\w'’-]+(?:\s+[\w'’-]+)?)\s+"
    r"(?:says|said|say|tells\s+me|told\s+me|mentioned)\b",
    re.IGNORECASE,
)
_THEIR_OWN = re.compile(r"^(?:her|his)\s+(?=\w)", re.IGNORECASE)
