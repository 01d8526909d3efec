"""The subject one clause hands to the next: "Ye-jin reports to Taesung now and she'll send me the
Q1 plan by thurs" (she is Ye-jin), "Tanya took over as regional manager, wants everyone's pipeline
report by eow" (Tanya wants it), "Aitana is the decision maker for the rebrand and she wants the
moodboards by the 10th".

People typing fast name someone once and then go on about them: the next clause says "he"/"she"
or leaves its subject out. English reads such a clause with the subject of the clause before it
(the name it opens with), not with a name said later in that clause (its object: "reports to
Taesung"). So the clause is read as a message of its own with that subject put back, by the same
readers as any message.

Only a clause that has no subject of its own is given one: "she …", "he'll …", or a clause that
opens with a verb said of a third person ("wants …", "is …", "will …", "says …"). A clause opening
with a past tense ("called Kwesi", "booked it") is the user's own telling and is left as said.
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import KNOWN_VERBS
from memory.understanding._commitments import _IRREGULAR_PAST
from memory.understanding._kin import KIN, KIN_HE, KIN_SHE
from memory.understanding._lowercase_name import lowercase_name
from memory.understanding._multi import named_in
from memory.understanding._phrases import _I, _NAME_STOP, _NAME_WORD
from memory.understanding._role_words import ROLE_WORDS

__all__ = ["clause_subject", "named_as_theirs", "possessed_by", "subject_for", "with_subject"]

# markers a clause may open with before its subject: "and she …", "so Tanya …"
_LEAD = re.compile(r"^(?:(?:and|also|so|but|then|plus|oh|btw|now)\s+)+", _I)
_TITLE_RE = r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof|Seu|Dona|Don|Doña|Sr|Sra|Srta)\.?\s+)"
_TITLE = re.compile(r"^" + _TITLE_RE)
_CAP = r"[A-ZÀ-ÖØ-Þ\u0100-\u024f\u1e00-\u1eff]"
_NAMED = re.compile(
    rf"^(?P<n>{_TITLE_RE}?{_CAP}[\w\-]*(?:\s+{_CAP}[\w\-]*)?)(?:'s\b|’s\b|\s+(?P<v>[a-z][\w']*))"
)
# a verb with no subject before it, said of someone: "wants …", "is now …", "will send …"
_AUX = frozenset({"is", "was", "has", "will", "won't", "wont", "can", "can't", "should", "must", "might", "would",
                  "needs", "wants", "says", "said", "reckons", "thinks", "promised", "expects", "asked"})  # fmt: skip
_NOT_SUBJECT_WORDS = frozenset({"and", "or", "but", "so", "then", "too", "also", "to", "from", "at", "on", "in"})


def clause_subject(clause: str) -> str | None:
    """The person ``clause`` is said of, as it names them first: "Ye-jin reports to Taesung now"
    -> "Ye-jin", "Elena's new mobile is …" -> "Elena", "Mr. Rao is new director" -> "Mr. Rao";
    None when it opens with no name ("called Kwesi", "the rent goes up")."""
    said = _LEAD.sub("", clause.strip())
    m = _NAMED.match(said)
    if m is None:
        return _known_subject(said)
    first = _TITLE.sub("", m["n"]).split()[0]
    if not _NAME_WORD.match(first) or first.lower() in _NAME_STOP or (m["v"] or "").lower() in _NOT_SUBJECT_WORDS:
        return None
    if _done_verb(first.lower()):
        return None  # "Sent the menu to Anika", "Called Tom": the user's own telling, capitalised
    return m["n"]


# someone known by who they are, not by name: "the plumber fixed the tap", "my brother is …", "mum said …"
_KNOWN = re.compile(
    rf"^(?P<n>(?:(?:my|our|the)\s+)?(?:{KIN})|(?:my|our|the)\s+(?:{ROLE_WORDS.pattern}))\s+(?P<v>[a-z][\w']*)\b", _I
)


def _known_subject(said: str) -> str | None:
    """The person ``said`` opens with when it names them by kin or trade ("the plumber fixed the tap,
    will come back tues": the plumber), then a deed of theirs (a past verb) or a verb said of them."""
    m = _KNOWN.match(said)
    if m is None:
        return None
    verb = m["v"].lower()
    return m["n"] if _done_verb(verb) or verb in _AUX or _third_person(verb) else None


def _done_verb(word: str) -> bool:
    """Whether ``word`` is the past tense of a verb recap knows ("sent", "called", "emailed")."""
    if word in _IRREGULAR_PAST:
        return True
    if not word.endswith("ed"):
        return False
    doubled = word[-3] == word[-4] if len(word) > 4 else False  # "planned": "plan"
    stems = {word[:-2], word[:-1], word[:-3] + "y" if word.endswith("ied") else "", word[:-3] if doubled else ""}
    return any(stem in KNOWN_VERBS for stem in stems if stem)


def with_subject(clause: str, person: str) -> str | None:
    """``clause`` with ``person`` put as its subject when it has none of its own ("she'll send …"
    -> "Ye-jin will send …", "wants the report by eow" -> "Tanya wants the report by eow"), else
    None."""
    said = _LEAD.sub("", clause.strip())
    named = named_in(person, said)  # "she'll send …": Ye-jin will send …
    if named != said:
        return named
    words = [w.lower() for w in said.split()[:2]]
    # "books ordered", "calls done": a plural noun and what happened to it, not someone's deed
    if not words or (len(words) > 1 and (_DONE.match(words[1]) or words[1] in _OWN_SUBJECTS)):
        return None  # "can u remind me …", "will you …": a subject of its own, after the verb
    if words[0] in _AUX or _third_person(words[0]):
        return f"{person} {said}"
    return None


_OWN_SUBJECTS = frozenset({"u", "you", "ya", "i", "we", "they", "he", "she", "it", "someone", "anyone"})
_DONE = re.compile(r"^(?:[a-z]{3,}ed|done|sorted|sent|paid|gone)$")


def _third_person(word: str) -> bool:
    """Whether ``word`` is a verb said of one other person ("sends", "reports", "carries"): a
    known verb with its -s ending."""
    if not word.endswith("s") or word.endswith("ss") or len(word) < 4:
        return False
    stems = {word[:-1], word[:-2] if word.endswith("es") else "", word[:-3] + "y" if word.endswith("ies") else ""}
    return any(stem in KNOWN_VERBS for stem in stems if stem)



def subject_for(before: str, clause: str) -> str | None:
    """The name ``before`` opens with, when "he"/"him"/"his" or "she"/"her" in ``clause`` may
    stand for it: a title says whether it may ("Mr Taufa's GP is Dr Fong now, … book an appt with
    her" is not Mr Taufa)."""
    subject = clause_subject(before)
    if subject is None:
        return None
    title = subject.split()[0].rstrip(".").lower()
    if (title == "mr" and _HER.search(clause)) or (title in ("mrs", "ms", "miss") and _HIM.search(clause)):
        return None
    return subject


def possessed_by(before: str, clause: str) -> str:
    """``clause`` with its opening "her"/"his" said as the name ``before`` opens with, when that
    pronoun may stand for it ("Jess is leaving end of month, her last day's the 31st": Jess's
    last day; typed in lower case, :func:`._lowercase_name.lowercase_name` finds "jess"); else as
    it was."""
    m = _POSSESSIVE.match(clause.strip())
    person = subject_for(before, clause) if m else None
    if m and person is None and before == before.lower():
        # "rahul is leaving end of month, his last day is dec 31": typed with no capitals
        person = lowercase_name(before, clause, lowercase=clause == clause.lower())
    return f"{person}'s {clause.strip()[m.end() :]}" if m and person else clause


_POSSESSIVE = re.compile(r"^(?:her|his)\s+(?=\w)", _I)
_HER = re.compile(r"\b(?:she|her|hers)\b", _I)
_HIM = re.compile(r"\b(?:he|him|his)\b", _I)


# "Sam's wife is Lena", "Tom's new manager is Dr. Priya Rao": someone said to be another's kin or boss
_NAMED_AS_THEIRS = re.compile(
    rf"^(?P<owner>{_TITLE_RE}?{_CAP}[\w\-]*)(?:'s|’s)\s+(?:new\s+|current\s+|old\s+)?(?P<rel>[a-z][\w\-]*)"
    rf"\s+is\s+(?:now\s+|called\s+|named\s+)?(?P<n>{_TITLE_RE}?{_CAP}[\w\-]*(?:\s+{_CAP}[\w\-]*)?)\s*$"
)


def named_as_theirs(before: str, clause: str) -> str | None:
    """The person ``before`` names as someone's kin or role ("Sam's wife is Lena": Lena), when the
    "he"/"she" ``clause`` opens with stands for them: in "Sam's wife is Lena, she works at the bank"
    the clause goes on about the one just introduced, not the owner its first word names. Not when
    the pronoun cannot be them ("Sam's wife is Lena, he's thrilled": Sam, as a wife is "she")."""
    m = _NAMED_AS_THEIRS.match(_LEAD.sub("", before.strip()))
    if m is None or not _NAME_WORD.match(_TITLE.sub("", m["n"]).split()[0]):
        return None
    rel = m["rel"].lower()
    her, him = _HER.match(clause.strip()), _HIM.match(clause.strip())
    if (her and rel in KIN_HE) or (him and rel in KIN_SHE) or not (her or him):
        return None
    title = m["n"].split()[0].rstrip(".").lower()
    if (title == "mr" and her) or (title in ("mrs", "ms", "miss") and him):
        return None
    return m["n"]
