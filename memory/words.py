"""Word normalisation shared by everything that matches phrases.

Pure functions, no I/O. Two tools:

- :func:`normalize_key` turns a subject, predicate, scope, value or topic into the key that
  groups it ("The VPN." and "vpn" are one key).
- :func:`content_words` / :func:`overlap` compare phrases by their meaningful words, so that
  "the deck" finds "send Maya the renewal deck" and "I sent the renewal deck to Daniel" finds
  "send the renewal deck".

Stemming is deliberately small and symmetric: it maps both forms of a word to the same stem
(which need not be a real word: "update", "updates", "updated" and "updating" all become
"updat"), plus a hand list of irregular verbs ("sent" → "send").
"""

from __future__ import annotations

import re
import string
import unicodedata
from functools import lru_cache

__all__ = [
    "GENERIC_WORDS",
    "PARTICLES",
    "STOPWORDS",
    "content_words",
    "normalize_key",
    "overlap",
    "stem",
    "unaccented",
    "unaccented_key",
]


def _word_list(text: str) -> list[str]:
    return text.split()


STOPWORDS = frozenset(
    _word_list(
        """
    a an the this that these those
    i me my mine myself we us our ours you your yours he him his she her hers it its
    they them their theirs
    to for of in on at by with from into onto about as per via
    and or but nor so then also just now still again
    is are was were be been being am has have had having
    do does did doing will would shall should can could may might must
    ll d s t m re ve don isn aren wasn weren didn doesn won wouldn cannot
    please ok okay fyi yes no not
    some any there here
    abt u ur pls plz
    """
    )
)
"""Words that name nothing by themselves, and their chat spellings ("abt", "u", "pls"); "w/" is read
as "with" before they are counted, so a "w" left alone is a word of its own: the "W" of "W-9")."""

IRREGULAR = {  # irregular forms -> the form recap matches on
    "sent": "send",
    "went": "go",
    "gone": "go",
    "goes": "go",
    "going": "go",
    "made": "make",
    "wrote": "write",
    "written": "write",
    "done": "do",
    "doing": "do",
    "paid": "pay",
    "told": "tell",
    "gave": "give",
    "given": "give",
    "bought": "buy",
    "brought": "bring",
    "met": "meet",
    "took": "take",
    "taken": "take",
    "got": "get",
    "gotten": "get",
    "sold": "sell",
    "spoke": "speak",
    "spoken": "speak",
    "found": "find",
    "built": "build",
    "kept": "keep",
    "held": "hold",
    "ran": "run",
    "began": "begin",
    "begun": "begin",
    "drew": "draw",
    "drawn": "draw",
    "chose": "choose",
    "chosen": "choose",
    "forgot": "forget",
    "forgotten": "forget",
    "thought": "think",
    "caught": "catch",
    "taught": "teach",
    "saw": "see",
    "seen": "see",
    "flew": "fly",
    "flown": "fly",
    "dealt": "deal",
    "led": "lead",
    "lent": "lend",
    "spent": "spend",
    "felt": "feel",
    "meant": "mean",
    "understood": "understand",
    "shown": "show",
    "agreed": "agree",
    "used": "use",
    "left": "leave",
    "became": "become",
    "rang": "ring",
    "rung": "ring",
    "sang": "sing",
    "hung": "hang",
    "swept": "sweep",
    "dug": "dig",
    "mown": "mow",
    "sewn": "sew",
    "sown": "sow",
    "lost": "lose",
    "people": "person",
    "men": "man",
    "women": "woman",
    "children": "child",
}

# chat shorthand for a noun, matched as the noun ("ferry tix booked" names "book the ferry tickets";
# the user's own words stay as typed)
SHORTHAND = {"tix": "ticket", "tkts": "ticket", "tkt": "ticket", "pax": "person", "ppl": "person", "pics": "photo",
             "pic": "photo", "pix": "photo", "piccies": "photo", "xmas": "christmas", "bday": "birthday",
             "appt": "appointment", "appts": "appointment", "rego": "registration", "rm": "room", "rms": "room",
             "mtg": "meeting", "mtgs": "meeting", "mgr": "manager", "dept": "department", "acct": "account",
             "pres": "presentation", "prezo": "presentation", "preso": "presentation", "uni": "university",
             "dr": "doctor", "drs": "doctor", "jab": "shot", "jabs": "shot",  # "got the flu jab": the flu shot
             "gov": "government", "govt": "government", "insta": "instagram", "fb": "facebook", "info": "information",
             # an attribute's name cut short, as asked ("booking ref?" for the stored "booking reference")
             "ref": "reference", "refs": "reference", "addr": "address", "addy": "address", "pw": "password",
             "pwd": "password", "passwd": "password", "reg": "registration", "ext": "extension", "num": "number",
             "nr": "number", "cert": "certificate", "certs": "certificate", "licence": "license"}

_VOWELS = set("aeiouy")
_WORD_RE = re.compile(r"[^\W_]+")
_POSSESSIVE_RE = re.compile(r"(?<=\w)'s\b|(?<=s)'(?=\s|$)")
# "w/" and "w/o", as people type "with" and "without" ("dinner w/ Ignacio" is "dinner with Ignacio")
_SHORT_WITH_RE = re.compile(r"\bw/(o\b)?")
_SPACE_RE = re.compile(r"\s+")
_TRAILING_PUNCT = ".,;:!?…'\"`)]}"
_LEADING_PUNCT = "'\"`([{"


def _has_vowel(text: str) -> bool:
    return any(ch in _VOWELS for ch in text)


def stem(word: str) -> str:
    """A light stem of one casefolded word: "decks" → "deck", "sent" → "send", "filed" → "fil"."""
    w = IRREGULAR.get(word) or SHORTHAND.get(word, word)
    if not w.isalpha():
        return w
    # plural / third person
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif w.endswith("sses") or (len(w) > 4 and w.endswith(("ches", "shes", "xes", "zes"))):
        w = w[:-2]
    elif len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    # past tense / gerund
    if len(w) > 4 and w.endswith("ied"):
        w = w[:-3] + "y"
    elif w.endswith("eed"):
        pass  # need, feed, speed
    elif w.endswith("ed") and len(w) - 2 >= 3 and _has_vowel(w[:-2]):
        w = w[:-2]
    elif w.endswith("ing") and len(w) - 3 >= 3 and _has_vowel(w[:-3]):
        w = w[:-3]
    # endings that differ between the forms of one word
    if len(w) >= 4 and w.endswith("e"):
        w = w[:-1]
    if len(w) >= 4 and w[-1] == w[-2] and w[-1] not in _VOWELS:
        w = w[:-1]
    return w


GENERIC_WORDS = frozenset(
    stem(w)
    for w in _word_list(
        """
    send call ring email mail phone book file review write finish complete make get check update
    prepare share sign schedule follow reply pay submit set start need want go take give put
    draft do look ask tell let meet cancel drop push move finish
    """
    )
)
"""Verbs that say little about *which* thing is meant; they count half in :func:`overlap`."""

PARTICLES = frozenset(stem(w) for w in ("up", "down", "out", "off", "back", "over", "away", "round", "around"))
"""The particles of phrasal verbs ("pick up", "sort out"): alone, they name nothing ("before
prices go up" is no news of "pick up dry cleaning")."""


def _clean(text: str) -> str:
    return text.casefold().replace("\u2019", "'").replace("\u2018", "'")


@lru_cache(maxsize=1 << 16)  # matching re-reads every open commitment's action per message
def content_words(text: str) -> frozenset[str]:
    """The stemmed meaningful words of ``text``: casefolded, without punctuation, possessive
    's, or stopwords ("w/" is "with"). ``"I sent Maya's decks."`` → ``{"send", "maya", "deck"}``."""
    cleaned = _SHORT_WITH_RE.sub(lambda m: " without " if m[1] else " with ", _POSSESSIVE_RE.sub("", _clean(text)))
    return frozenset(stem(tok) for tok in _WORD_RE.findall(cleaned) if tok not in STOPWORDS)


_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def ascii_lower(text: str) -> str:
    """``text`` with its ASCII letters lower-cased and every other character kept, as SQLite's
    ``lower`` writes it (:meth:`memory.store.Store.message_texts` looks texts up so)."""
    return text.translate(_ASCII_LOWER)


@lru_cache(maxsize=1 << 12)  # a name, compared with each stored subject's
def unaccented(text: str) -> str:
    """``text`` with its accents dropped ("Tomás" as "Tomas", "Tía" as "Tia"): how a name is often typed."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def unaccented_key(text: str) -> str:
    """:func:`normalize_key` of ``text`` without its accents: one person's name however it is typed."""
    return normalize_key(unaccented(text))


@lru_cache(maxsize=1 << 16)  # issues' topics and facts' keys are worked out again per message
def normalize_key(text: str) -> str:
    """The grouping key of a subject, predicate, scope, value or topic.

    Casefolded, whitespace collapsed (underscores count as spaces), surrounding quotes and
    trailing punctuation dropped, and a leading "the" removed: ``"The  VPN."`` → ``"vpn"``.
    """
    key = _SPACE_RE.sub(" ", _clean(text).replace("_", " ")).strip()
    while True:
        before = key
        key = key.rstrip(_TRAILING_PUNCT).lstrip(_LEADING_PUNCT).strip()
        if key.startswith("the "):
            key = key[4:].lstrip()
        if key == before:
            return key


def _weight(word: str) -> float:
    return 0.5 if word in GENERIC_WORDS else 1.0


def overlap(a: str | frozenset[str], b: str | frozenset[str]) -> float:
    """How well phrase ``a`` identifies phrase ``b``, in [0, 1].

    The weighted share of ``a``'s content words that ``b`` also has (generic verbs such as
    "send" weigh half). Asymmetric on purpose: ``overlap("the deck", "send Maya the renewal
    deck") == 1.0`` but not the other way round. 0.0 when ``a`` has no content words.
    """
    wa = content_words(a) if isinstance(a, str) else a
    wb = content_words(b) if isinstance(b, str) else b
    total = sum(_weight(w) for w in wa)
    if not total:
        return 0.0
    return sum(_weight(w) for w in wa & wb) / total
