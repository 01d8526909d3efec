"""The words for family ("mum", "grandad", "sister-in-law"): one vocabulary for every reader.

Kin are people named without a name: "call mum", "my sister moved to Bristol", "pick up dad
from the airport", "when's mum's birthday". Readers need to know them as people (never a thing
broken, never a topic), as whom a "her"/"him" says again, and as the subject a fact is stored
under ("my mum's birthday" and "mum's birthday" are one fact). Each list was once pasted into
the reader that needed it; this module is the one copy.

Hand-written: a closed family of words, by hand; no library lists the ways people type them
("mam", "nan", "hubby", "gf").
"""

from __future__ import annotations

import re

# said again by "her": "mum lands at 6, pick her up"
KIN_SHE = (
    "mum", "mom", "mam", "ma", "mama", "mummy", "mommy", "mother", "stepmum", "stepmom", "stepmother",
    "gran", "granny", "grandma", "grandmother", "nan", "nana", "nanna", "sister", "sis", "stepsister", "wife",
    "daughter", "stepdaughter", "aunt", "auntie", "aunty", "niece", "girlfriend", "gf", "fiancee",
    "mother-in-law", "sister-in-law", "daughter-in-law",
)  # fmt: skip
# said again by "him": "dad's flight lands at 9, get him from the station"
KIN_HE = (
    "dad", "daddy", "papa", "pa", "father", "stepdad", "stepfather", "grandpa", "grandad", "granddad",
    "grandfather", "brother", "bro", "stepbrother", "husband", "hubby", "son", "stepson", "uncle", "nephew",
    "boyfriend", "bf", "fiance", "father-in-law", "brother-in-law", "son-in-law",
)  # fmt: skip
# neither, or many: "my partner", "the kids", "the in-laws"
KIN_ANY = (
    "partner", "cousin", "parents", "folks", "kids", "kid", "children", "child", "in-laws", "twin", "sibling",
    "siblings", "grandparents", "grandkids", "grandchildren", "stepkids",
)  # fmt: skip

KIN_WORDS: frozenset[str] = frozenset((*KIN_SHE, *KIN_HE, *KIN_ANY))
# short words that also name a thing or a job ("the PA system", "MA thesis"): never a topic's test
AMBIGUOUS_KIN: frozenset[str] = frozenset({"ma", "pa", "bf", "gf", "kid", "child", "twin"})


def alternation(words: tuple[str, ...] | frozenset[str]) -> str:
    """A regex alternation of ``words``, longest first (so "grandma" is tried before "gran")."""
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


KIN = alternation(KIN_WORDS)  # "mum|mom|…": to put inside a group of a pattern
KIN_SHE_RE = alternation(KIN_SHE)
KIN_HE_RE = alternation(KIN_HE)

_MY_KIN = re.compile(r"^(?:my|our)\s+(?P<k>(?:(?:older|younger|big|little|baby|elder|eldest|youngest|oldest|twin"
                     r"|step)\s+)?(?:" + KIN + r"))$", re.IGNORECASE)


def bare_kin(subject: str) -> str | None:
    """ "mum" for "my mum" (a kin word said with "my"/"our"), else None: the two name one
    person, however a fact about them was stored."""
    m = _MY_KIN.match(subject.strip())
    return m["k"] if m else None


# one person, spelt the ways people type them: "mum" is "mom", "mam", "mother"
_SAME = (
    ("mum", "mom", "mam", "ma", "mama", "mummy", "mommy", "mother"),
    ("dad", "daddy", "papa", "pa", "father"),
    ("gran", "granny", "grandma", "grandmother", "nan", "nana", "nanna"),
    ("grandpa", "grandad", "granddad", "grandfather"),
    ("sister", "sis"),
    ("brother", "bro"),
    ("aunt", "auntie", "aunty"),
    ("husband", "hubby"),
    ("boyfriend", "bf"),
    ("girlfriend", "gf"),
)
_SPELLINGS = {word: group for group in _SAME for word in group}


def kin_spellings(subject: str) -> list[str]:
    """The other ways a kin subject may have been stored ("my mom", "mother" … for "mum"), the
    subject itself left out; none for a subject that is no kin word."""
    said = subject.strip().lower()
    own = bare_kin(said)
    word = own or said
    if word not in KIN_WORDS:
        return []
    names = _SPELLINGS.get(word, (word,))
    return [v for w in names for v in (w, f"my {w}", f"our {w}") if v != said]


# kin words said before a name as a title ("cousin Marguerite", "Aunt Dolores", "uncle teodoro"): the
# person is the name ("Nana Ama", a title of rank as much as of kin, keeps its title)
KIN_TITLES = frozenset({"aunt", "auntie", "aunty", "uncle", "cousin", "grandma", "grandpa", "granny", "grandad",
                        "granddad", "gran"})  # fmt: skip
_KIN_TITLED = re.compile(
    r"^(?:" + alternation(KIN_TITLES) + r")\s+(?P<n>[^\W\d_][\w'\-]*(?:\s+[A-ZÀ-Ý][\w'\-]*)?)$", re.IGNORECASE
)


def without_kin_title(subject: str) -> str:
    """The name a kin title stands before ("Marguerite" for "cousin Marguerite"), else ``subject``."""
    m = _KIN_TITLED.match(subject.strip())
    return m["n"] if m else subject


# A grandparent's title is how the family calls the person: part of the name a fact is kept under
# ("Grandpa Joe's address", two grandpas told apart). "cousin Marguerite", "Aunt Dolores", "Auntie
# Grace", "uncle teodoro" say how the person is related, and a fact about them is kept under the
# name alone. Lookups strip every title (:func:`without_kin_title`), so either name finds the fact.
_RELATION_TITLES = frozenset({"aunt", "auntie", "aunty", "uncle", "cousin"})


def kin_named(subject: str) -> str:
    """The name a fact about ``subject`` is kept under: "Marguerite" for "cousin Marguerite",
    "Grandpa Joe" as said."""
    m = _KIN_TITLED.match(subject.strip())
    return m["n"] if m and subject.split()[0].lower() in _RELATION_TITLES else subject


# "her brother Arman", "my sister Dana", "his mum Wen": a value that names a person by kin and name
# is the person named ("Aigerim's emergency contact is her brother Arman": Arman); the name is
# told by its capital, so "her brother also" or a lower-case word is never taken for one
_KIN_THEN_NAME = re.compile(
    r"^(?:(?:my|our|his|her|their|your)\s+)?(?:(?:older|younger|big|little|elder|eldest|youngest|oldest|twin)\s+)?"
    r"(?:" + alternation(KIN_WORDS - AMBIGUOUS_KIN) + r")\s+"
    r"(?P<n>(?-i:[A-ZÀ-Ý])[\w'\-]+(?:\s+(?-i:[A-ZÀ-Ý])[\w'\-]+)?)$",
    re.IGNORECASE,
)


def kin_person(value: str) -> str:
    """The name in a value said as kin and a name ("brother Arman" -> "Arman"), else ``value``."""
    m = _KIN_THEN_NAME.match(value.strip())
    return m["n"] if m else value


# "her cousin Marama", "my boss Ana": who someone is to whom, said before their name (which names them)
KIN_BEFORE_NAME = re.compile(
    # "his brother Mukhtar", "Bashir's brother Mukhtar": the one named, by kin to the one said before
    r"^(?:her|his|their|my|our|(?-i:[A-ZÀ-Ý])[\w-]*(?:'s|’s))\s+(?:" + KIN + r"|boss|colleague|flatmate|friend|mate"
    r"|neighbou?r)"
    r"\s+(?=(?-i:[A-ZÀ-Ý])\w)",
    re.IGNORECASE,
)
