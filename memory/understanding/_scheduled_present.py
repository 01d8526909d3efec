"""A job said in the present simple with its day, put as the plan it is: "Emin does the pickup
fri" is "Emin is doing the pickup fri", "i do the airport run at 5am mon" is "I'm doing the
airport run at 5am mon" (as a rota is read out: "i cover the site visit weds, Badr does the client
lunch thurs"), and a piece of work a meeting gave someone ("team agreed Pau writes the press
release by thurs": Pau's to-do).

Read as said, "<name> does the <job> <day>" was a to-do of the user's named "Emin does the
pickup" (a wrong owner kept), and "i do the <job> <day>" was unread; the progressive is what the
to-do readers know (whose plan it is, and that the job's verb is "do"). Only a few verbs of taking
on a job, an object with its article, and one day or time in the same clause are put so: "Emin
does the accounts" (no day) is a duty, a fact, and "Emin does the pickup on fridays" a habit,
both left as said. Hand-written: a closed list of verbs and their -ing forms; no library puts
chat English into the progressive.
"""

from __future__ import annotations

import re

from memory.understanding._phrases import _I
from memory.understanding._sentences import shared_date
from memory.understanding.timex import has_date_words

__all__ = ["scheduled_present"]

# the verbs of taking on a job, said in the present for a day's plan, and their -ing forms
_ING = {
    "do": "doing", "does": "doing", "cover": "covering", "covers": "covering", "handle": "handling",
    "handles": "handling", "bring": "bringing", "brings": "bringing", "collect": "collecting",
    "collects": "collecting", "host": "hosting", "hosts": "hosting", "drive": "driving", "drives": "driving",
    # a piece of work one member takes ("team agreed Pau writes the press release by thurs")
    "write": "writing", "writes": "writing", "present": "presenting", "presents": "presenting",
    "prepare": "preparing", "prepares": "preparing", "draft": "drafting", "drafts": "drafting",
    "send": "sending", "sends": "sending", "book": "booking", "books": "booking", "order": "ordering",
    "orders": "ordering", "organise": "organising", "organises": "organising", "organize": "organizing",
    "organizes": "organizing", "review": "reviewing", "reviews": "reviewing", "cook": "cooking", "cooks": "cooking",
    # a share of the work taken on: "Arben takes the slides and i'll write the script, wed latest"
    "take": "taking", "takes": "taking",
}  # fmt: skip
_BE = {"i": "I'm", "we": "we're", "they": "they're", "he": "he's", "she": "she's"}
# a clause: its start, who (a pronoun or a capitalised name), the verb, a job with its article
_CLAUSE = re.compile(
    # "team agreed Pau writes …", "we decided that Ana books …": the job said as what was settled
    # "Sopho n i are splitting it: i do the slides by thurs, …": the rota read out after a colon
    r"(?:^|(?<=[,;:])\s*|\s+(?:and|but|while|then)\s+|(?<=\s)(?:agreed|decided|settled)(?:\s+that)?\s+)"
    r"(?P<who>i|we|they|he|she|(?-i:[A-Z][a-z][\w'-]*))\s+(?P<v>" + "|".join(_ING) + r")\s+"
    r"(?P<rest>(?:the|my|our|his|her|their)\s+[^,;]+?)(?=\s*(?:[,;.!?]|\s(?:and|but|while|then)\s|$))",
    _I,
)
# a habit, not one day's plan: "on fridays", "every week", "each morning", "at weekends"
_HABIT = re.compile(
    r"\b(?:every|each|weekly|daily|nightly|usually|always|normally)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b"
    r"|\b(?:weekends|mornings|evenings|nights)\b",
    _I,
)
# the work shared out between people, said first: "Rahim and i split it: he does the slides, …", "we divided
# the jobs up", "Ana and I are splitting the work" (each clause after it is one's share, dated or not)
_SHARED_OUT = re.compile(
    r"\b(?:split|splitting|divided|dividing|divvied|divvying|shared|sharing|carved|carving)\s+(?:it|this|that|the\s+"
    r"(?:work|jobs?|tasks?|load|chores|prep))(?:\s+(?:up|out|between\s+us))?\s*[:;,-]",
    _I,
)
# words a name may not be: a question's or a greeting's first word
_NOT_NAMES = {"who", "what", "which", "how", "why", "when", "where", "it", "this", "that", "there", "everyone"}


def scheduled_present(text: str) -> str:
    """``text`` with each dated job said in the present simple put in the progressive (dated in
    its clause, or by the date the sentence ends on for all its clauses: "…, wed latest")."""
    return _CLAUSE.sub(lambda m: _progressive(m, text), text)


def _progressive(m: re.Match[str], text: str) -> str:
    who, verb, rest = m["who"], m["v"].lower(), m["rest"]
    # the date the whole sentence ends on is looked for only when a clause has no date of its own
    # (it normalises the text: costly, and needed by few)
    dated = has_date_words(rest) or _SHARED_OUT.search(text) is not None or shared_date(text)
    if who.lower() in _NOT_NAMES or not dated or _HABIT.search(rest):
        return m.group(0)
    third = who.lower() not in ("i", "we", "they")  # "Emin does", "she covers", "I do"
    if third != verb.endswith("s"):
        return m.group(0)  # "Emin do the pickup fri": no reading to trust
    subject = _BE.get(who.lower(), f"{who} is")
    lead = m.group(0)[: m.start("who") - m.start()]
    return f"{lead}{subject} {_ING[verb]} {rest}"
