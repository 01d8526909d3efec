"""Hawaiian Pidgin (Hawai'i Creole English) words put as English in a message that is plainly Pidgin: "gotta send
him da invoice tonight" reads "gotta send him the invoice tonight", "da ultrasound probe stay broken" reads "the
ultrasound probe is broken", "da grading sheets pau" reads "the grading sheets done", "she like see me friday"
reads "she wants to see me friday", "Chicão going fix da gate" reads "Chicão is going to fix the gate".

Only in a message that says a word Pidgin has and English has not: "da" as an article (before a lower-case word,
never "ma and da", "his da", "da Silva"), "pau", "bumbye", "brah", "howzit", "da kine". Read as English, a Pidgin
message kept "send Mr Okimoto da invoice" as a to-do (no English "the invoice"), "order syringes by da" with
"by da 10th" half read as its date, and "Gilmar stay herd manager" as nothing. The words English shares in
another sense ("stay", "like", "one", "wit", "going") are put as Pidgin means them only in such a message, and
only where Pidgin's sense is the one the place allows: "stay" after a thing or a name and before what it is
("I stay late", "gotta stay" stay), "like" after a name or he/she before a bare verb or a thing wanted,
"one" before a thing, never a length of time ("in one hour").

Hand-written: a closed list of words, each with its one English reading; the English is what is stored (the
corpora and the user read "send him the invoice" as the same to-do).
"""

from __future__ import annotations

import re

from memory.understanding._commitment_intro import TODO_VERBS
from memory.understanding._unmarked_past import _DON_PAST

__all__ = ["pidgin_as_english"]

# "da" as Pidgin's "the": lower case, before a word or a number ("da 13th"); never a father ("ma and da", "from his
# da", "my da said") nor a name's part ("Joana da Silva": a capitalised word either side)
_DA = re.compile(r"(?<![\w'’-])da(?=\s+[\w0-9])")
_FATHER_BEFORE = re.compile(
    r"(?:\b(?:ma|mam|mum|mom|mammy)\s+(?:and|an|n|&)\s+|\b(?:his|her|my|our|your|their)\s+)$", re.IGNORECASE
)
# "tell her da schedule", "send him da invoice": an article after the person given to
_GIVEN_BEFORE = re.compile(
    r"\b(?:tell|send|give|show|bring|buy|get|text|email|pay|teach|hand|ask|call)\s+(?:her|him|them|me|us)\s+$",
    re.IGNORECASE,
)
_CAPITAL_AFTER = re.compile(r"\s+[A-ZÀ-Ý]")
_CAPITAL_BEFORE = re.compile(r"[A-ZÀ-Ý][\w'’.-]*\s+$")
# (lower case only: "Pau" is a Catalan name)
_MARKER = re.compile(r"(?<![\w'’-])(?:pau|bumbye|bumbai|[Bb]rah|[Bb]raddah|[Hh]owzit|da\s+kine)(?![\w'’-])")
_FO = re.compile(r"(?<![\w'’-])fo(?=\s+[a-z0-9])")
_FO_TO = re.compile(r"\b(?P<w>need|needs|have|has|got|like|want|wants|going|time)\s+fo\s+(?=[a-z])")
_WIT = re.compile(r"(?<![\w'’-])wit(?=\s+[a-zA-Z])")
_NO_MO = re.compile(r"(?<![\w'’-])no\s+mo(?![\w'’-])")
_BUMBYE = re.compile(r"(?<![\w'’-])(?:bumbye|bumbai)(?![\w'’-])", re.IGNORECASE)
# "the grading sheets pau", "pau wit the scan results": done
_PAU_WITH = re.compile(r"(?<![\w'’-])pau\s+with\s+")
_PAU = re.compile(r"(?<![\w'’-])pau(?![\w'’-])")
# "stay" as "is": after a thing's or a person's name (never a pronoun that may stay somewhere, a modal or "to"),
# before what it is ("stay broken", "stay in Hilo", "stay 12", "stay herd manager")
_STAY = re.compile(
    r"(?<=[\w'’])(?<!\bI)(?<!\bwe)(?<!\byou)(?<!\bthey)(?<!\bto)(?<!\bwill)(?<!\bgotta)(?<!\bcan)(?<!\bcould)"
    r"(?<!\bshould)(?<!\bmust)(?<!\bll)(?<!\bplease)(?<!\band)(?<!\bor)(?<!\bjust)(?<!\bthen)(?<!\bneed)"
    r"(?<!\bgonna)(?<!\bwanna)(?<!\blet)(?<!\blets)(?<!\bme)(?<!\bus)(?<!\bhim)(?<!\bher)(?<!\bthem)(?<!\bcan't)"
    r"(?<!\bdon't)(?<!\bdid)(?<!\bdo)(?<!\bmay)(?<!\bmight)(?<!\bwould)"
    r"\s+stay\s+(?!(?:home|late|over|up|out|overnight|the\s+night|put|on|with|away|back|safe|tuned|calm|here|there)\b)"
)
# "he like 20 more straws", "she like see me friday": wants (a bare verb after it wants "to")
_LIKE = re.compile(
    r"(?P<who>\b(?:he|she|[A-Z][\wÀ-ÿ'’]*))\s+like\s+(?!(?:a|an|that|this|it|him|her|them|me|you|us|to|when|how|the\s+way)\b)"
    r"(?=(?P<next>[\w'’]+))"
)
# a name or a thing's "stay" before a place, a number or a state: English says "stays" of one ("Leilani stay in
# Hilo", "Rayane's extension stay 12", "da probe stay broken")
_STAY_SAID = re.compile(
    r"(?:\b[A-ZÀ-Ý][\w'’]*|[\w]+['’]s\s+\w+)\s+stay\s+(?:in|at|broken|dying|dead|down|sick|busy|closed|open|\d)"
)
# "Chicão going fix the gate": is going to (before a to-do verb)
_GOING = re.compile(r"(?P<who>\b(?:he|she|[A-Z][\wÀ-ÿ'’]*))\s+going\s+(?=(?P<v>[a-z]+)\b)")
# "I go call Claro in one hour": I'll call (a clause's "I go" before a to-do verb; "I go to the gym" is English)
_I_GO = re.compile(r"(?:^|(?<=[,.;:!?]\s)|(?<=\band\s))(?P<who>I|we)\s+go\s+(?=(?P<v>[a-z]+)\b)")
# "one" as "a", before a thing: never a length of time, a number's word ("one more", "one of") or after "in"
_TIME_UNITS = (
    r"(?:sec|secs|second|seconds|min|mins|minute|minutes|hr|hrs|hour|hours|day|days|week|weeks|month|months|year|years"
    r"|time|more|of|or|by|and|thing)"
)
_ONE = re.compile(r"(?<![\w'’-])one\s+(?!" + _TIME_UNITS + r"\b)(?=[a-z])")
_GIVERS = frozenset(
    {"her", "him", "them", "me", "us", "doing", "having", "making", "is", "got", "need", "want", "wants"}
)
_LIKED_VERBS = frozenset({"see", "go", "come", "talk", "meet", "have", "get"})
# "Rayane da new lab tech", "Dra Sâmia da decision maker": a name said first, then what they are (no "is")
_ZERO_COPULA = re.compile(r"(?:^|(?<=[.;!?]\s))(?P<who>(?:[A-ZÀ-Ý][\w'’]*\s+){0,2}[A-ZÀ-Ý][\w'’]*)\s+da\s+(?=[a-z])")
# "go town", "wen go Manaus": to a place (a town word or a capitalised name)
_GO_PLACE = re.compile(r"\b(?P<go>go|went)\s+(?=(?:town|church|school|beach|store|market|bank|[A-ZÀ-Ý][a-zà-ÿ]+)\b)")
_WEN_GO = re.compile(r"(?<![\w'’-])wen\s+go\b")
# "Gilmar wen grab 'em", "she wen call": "wen" before a bare verb is its past
_WEN = re.compile(r"(?<![\w'’-])wen\s+(?P<v>[a-z]+)\b")
_PASTS = {"grab": "grabbed", "drop": "dropped", "stop": "stopped", "plan": "planned", "ship": "shipped"}
# "no need da semen tank pickup": no need for it
_NO_NEED = re.compile(r"\bno\s+need\s+(?=(?:the|my|our|his|her|their)\s)", re.IGNORECASE)
# "dinner wit Seu Aldenor off, he wen go Manaus": a plan said first, then "off" (called off), no "is"
_OFF = re.compile(r"(?:^|(?<=[.;!?]\s))(?P<plan>[^,.;!?]+?)\s+off(?=\s*[,.;!?]|\s*$)")
_EVENT = re.compile(
    r"\b(?:dinner|lunch|breakfast|brunch|meeting|call|party|trip|visit|appointment|appt|class|training|session|game"
    r"|practice|match|flight|date|drinks|bbq|luau|tour|inspection|delivery|pickup|course|lesson|interview|check-?up"
    r"|workshop|rehearsal|concert|show|booking|reservation)s?\b",
    re.IGNORECASE,
)
_NOT_A_PLAN = re.compile(
    r"\b(?:wants?|like|take|took|taking|day|days|have|has|had|got|get|is|are|was|were|turn|turned|switch|switched"
    r"|put|time|sign|signed|log|logged|me|him|her|them|us|i|we|you|they|he|she|it)\b",
    re.IGNORECASE,
)
# "…, shoots" and a leading "howzit": a tone or a greeting, no part of what is said
_SHOOTS = re.compile(r"[\s,]*(?<![\w'’-])shoots(?:\s+brah)?[\s!.]*$", re.IGNORECASE)
_HOWZIT = re.compile(r"^\s*howzit(?:\s+brah)?[\s,!.]*", re.IGNORECASE)


def _articles(text: str) -> list[re.Match[str]]:
    """Each "da" in ``text`` that is Pidgin's "the"."""
    found = []
    for m in _DA.finditer(text):
        before, after = text[: m.start()], text[m.end() :]
        if _FATHER_BEFORE.search(before) and not _GIVEN_BEFORE.search(before):
            continue
        if _CAPITAL_BEFORE.search(before) and _CAPITAL_AFTER.match(after):
            continue
        found.append(m)
    return found


def _pidgin_message(text: str) -> bool:
    """Whether ``text`` says a word only Pidgin has ("da" as "the", "pau", "bumbye", "brah", "howzit"), or Pidgin's
    own grammar: "she like see me" (wants to), "tutu stay in Hilo", "Rayane's extension stay 12" (is)."""
    if _articles(text) or _MARKER.search(text) is not None:
        return True
    if any(_like_verb(m) for m in _LIKE.finditer(text)):
        return True
    return _STAY_SAID.search(text) is not None


def _like_verb(m: re.Match[str]) -> bool:
    return m["next"].lower() in TODO_VERBS or m["next"].lower() in _LIKED_VERBS


def _like(m: re.Match[str]) -> str:
    return f"{m['who']} wants {'to ' if _like_verb(m) else ''}"


def _one(m: re.Match[str]) -> str:
    before = m.string[: m.start()].split()
    return "a " if before and (before[-1].lower() in _GIVERS or before[-1].lower() in TODO_VERBS) else m[0]


def _wen(m: re.Match[str]) -> str:
    verb = m["v"]
    if verb in _PASTS:
        return _PASTS[verb]
    if verb in _DON_PAST:
        return _DON_PAST[verb]
    return f"{verb}d" if verb.endswith("e") else f"{verb}ed" if verb in TODO_VERBS else m[0]


def _off(m: re.Match[str]) -> str:
    if _NOT_A_PLAN.search(m["plan"]) or not _EVENT.search(m["plan"]):
        return m[0]
    return f"{m['plan']} is off"


def _zero_copula(m: re.Match[str]) -> str:
    return f"{m['who']} is the "


def _going(m: re.Match[str]) -> str:
    return f"{m['who']} is going to " if m["v"] in TODO_VERBS else m[0]


def _i_go(m: re.Match[str]) -> str:
    return f"{m['who']}'ll " if m["v"] in TODO_VERBS else m[0]


def pidgin_as_english(text: str) -> str:
    """``text`` with its Pidgin words put as English when it says one only Pidgin has; else as typed."""
    if not _pidgin_message(text):
        return text
    s = _HOWZIT.sub("", _SHOOTS.sub("", text))
    s = _ZERO_COPULA.sub(_zero_copula, s)
    for m in reversed(_articles(s)):
        s = f"{s[: m.start()]}the{s[m.end() :]}"
    s = _GO_PLACE.sub(lambda m: f"{m['go']} to ", _WEN.sub(_wen, _WEN_GO.sub("went", s)))
    s = _OFF.sub(_off, _NO_NEED.sub("no need for ", s))
    s = _FO.sub("for", _FO_TO.sub(lambda m: f"{m['w']} to ", s))
    s = _NO_MO.sub("no more", _WIT.sub("with", s))
    s = _BUMBYE.sub("later", s)
    s = _PAU.sub("done", _PAU_WITH.sub("done with ", s))
    s = _STAY.sub(" is ", s)
    s = _LIKE.sub(_like, s)
    s = _GOING.sub(_going, s)
    s = _I_GO.sub(_i_go, s)
    return _ONE.sub(_one, s)
