"""Which stored fact a value said without its subject corrects ("no wait, Porto", "$850 sorry").

The candidates are the facts the user has told recap, each as last touched. A value goes to a
fact holding a value of its kind (:mod:`memory.understanding.value_kind`): "Porto" to a place
or a name, never to a role. A value ending in the name of a fact's attribute ("I meant the
payments team") is about that attribute, and the name is no part of the value ("payments").
The caller takes the one touched last, and asks when the next one was touched about as
recently (:data:`memory.asks.CLOSE_TOUCH`).

Pure functions: the caller passes the claims observed so far.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz.distance import OSA

from memory.model import Claim
from memory.understanding._correction_swap import OTHER_WAY
from memory.understanding.value_kind import KIND_OF_THINGS, own_attribute, same_kind, value_kind
from memory.words import normalize_key

_ARTICLE = re.compile(r"^(?:the|a|an|our|my|his|her|their)\s+", re.IGNORECASE)


@dataclass(frozen=True)
class ValueTarget:
    """A fact a corrected value may be about, and the value it would then hold."""

    claim: Claim  # the fact's latest version
    value: str


def _one_word_other(value: str, held: str) -> bool:
    """Whether two-word ``value`` says ``held`` with one of its words, in its place, another."""
    said, kept = value.strip().lower().split(), held.strip().lower().split()
    return len(said) == len(kept) == 2 and (said[0] == kept[0]) != (said[1] == kept[1])


def value_targets(value: str, predicate: str, claims: Iterable[Claim]) -> list[ValueTarget]:
    """The facts ``value`` may correct, the one touched last first. ``predicate`` (when the
    correction said it: "no, she reports to Maya") keeps only facts of that attribute."""
    latest: dict[tuple[str, str, str | None], Claim] = {}
    for claim in claims:
        key = (normalize_key(claim.subject), normalize_key(claim.predicate), claim.scope)
        if key not in latest or (claim.observed_at, claim.id) > (latest[key].observed_at, latest[key].id):
            latest[key] = claim
    facts = sorted(latest.values(), key=lambda c: (c.observed_at, c.id), reverse=True)
    if predicate:
        wanted = normalize_key(predicate)
        kept = [c for c in facts if normalize_key(c.predicate) == wanted]
        if wanted == "preference":
            return [ValueTarget(c, turned) for c in kept if (turned := _preferred(value, c.value))]
        return [ValueTarget(c, value) for c in kept]
    named = [ValueTarget(c, rest) for c in facts if (rest := _without_attribute(value, c.predicate))]
    if named:
        return named
    if KIND_OF_THINGS.match(value.strip()) is not None and value_kind(value) == "words":
        # "sorry, evening calls": only a fact that holds those things ("morning calls"), in another kind;
        # "sorry, gareth davies" (read so too): only a name of which one word was wrong ("gareth jones")
        return [ValueTarget(c, value) for c in facts if _one_word_other(value, c.value)]
    # "make that 15" for "12 million toman": the number put right, its unit kept
    fitting = [ValueTarget(c, _renumbered(value, c.value) or _remodified(value, c) or value) for c in facts
               if _renumbered(value, c.value) or same_kind(value, c.value)]
    # "sorry, Paul Cheng" when the manager is Paul Chen and the employer Shopify: the one it respells
    respelt = [t for t in fitting if _respelt(value, t.claim.value)]
    if len(respelt) == 1:
        return respelt
    # "no wait 4417" after "the gate code is 4471" and a phone number: a number of as many digits
    digits = _DIGITS_ONLY.fullmatch(value.strip()) and re.sub(r"\D", "", value)
    if digits:
        alike = [t for t in fitting if len(re.sub(r"\D", "", t.claim.value)) == len(digits)]
        return alike or fitting
    return fitting


_DIGITS_ONLY = re.compile(r"\+?[\d][\d\s\-.]*")


def _respelt(value: str, held: str) -> bool:
    """Whether ``value`` says ``held`` with one of its words spelt another way ("Paul Cheng" of
    "Paul Chen"), the others the same."""
    said, kept = value.strip().lower().split(), held.strip().lower().split()
    other = [(a, b) for a, b in zip(said, kept, strict=False) if a != b]
    return len(said) == len(kept) > 1 and len(other) == 1 and OSA.distance(*other[0]) <= 2


_BARE_NUMBER = re.compile(r"^\d[\d,.]*$")
# an amount with one number in it: "12 million toman", "$850", "€1.2k a month"
_ONE_NUMBER = re.compile(r"^(?P<pre>\D*)\d[\d,.]*(?P<post>\D*)$")
# a number said with how many thousands or millions: "350k", "2.5m", "1.2 million"
_MAGNITUDE = r"(?:k|m|bn|million|thousand|mil)"
_SCALED_NUMBER = re.compile(r"^\d[\d,.]*\s?" + _MAGNITUDE + r"$", re.IGNORECASE)
_HELD_SCALE = re.compile(r"^\s?" + _MAGNITUDE + r"\b", re.IGNORECASE)


def _renumbered(value: str, held: str) -> str | None:
    """ "make that 15" for "12 million toman": the held amount with its number replaced, its
    unit kept ("15 million toman"); "no, 350k" for "300k tugrik": the number said with its own
    thousands, the unit kept ("350k tugrik"). None unless ``value`` is a bare number (or one with
    its thousands or millions) and ``held`` an amount with one number and a unit."""
    amount = _ONE_NUMBER.match(held.strip())
    said = value.strip()
    if amount is None:
        return None
    if _SCALED_NUMBER.match(said):
        unit = _HELD_SCALE.sub("", amount["post"])
        return f"{amount['pre']}{said}{unit}" if (amount["pre"] + unit).strip() else None
    if not _BARE_NUMBER.match(said) or not (amount["pre"] + amount["post"]).strip():
        return None
    return f"{amount['pre']}{said}{amount['post']}"


# "window seats", "morning meetings": a liking for one kind of a thing, a word before a plural noun
_ONE_WORD = re.compile(r"^[a-z]+$")


def _remodified(value: str, held: Claim) -> str | None:
    """ "aisle seats" for "no wait, aisle" after "Malak prefers window seats": a bare word put right
    the word that said which kind of the things is liked, the things kept; None unless ``held`` is a
    preference of that shape and ``value`` one lower-case word that is not itself a plural or an
    activity ("no, tulips" after "red roses", "no, bouldering" are whole likings)."""
    things = KIND_OF_THINGS.match(held.value.strip())
    said = value.strip()
    if (
        things is None or normalize_key(held.predicate) != "preference" or not _ONE_WORD.match(said)
        or said.endswith(("s", "ing")) or said in (things["kind"], things["things"])
        or value_kind(said) != "words" or value_kind(held.value) != "words"  # "no, email" after "phone calls"
    ):
        return None
    return f"{said} {things['things']}"


_OVER = re.compile(r"^(?P<x>.+?)\s+over\s+(?P<y>.+)$", re.IGNORECASE)


def _preferred(value: str, held: str) -> str | None:
    """What a preference said the other way round holds: a stored pair ("calls over email")
    turned round, or the pair as said; a preference stored without its other side ("Slack")
    takes only the side preferred. None: a bare "other way round" with no stored pair."""
    pair, stored = _OVER.match(value), _OVER.match(held)
    if value == OTHER_WAY:
        return f"{stored['y']} over {stored['x']}" if stored else None
    if pair and not stored:
        return pair["x"]
    return value


def _without_attribute(value: str, predicate: str) -> str | None:
    """ "the payments team" for a fact of attribute "team": "payments"; None when ``value``
    does not end with the attribute's name (or is nothing but it)."""
    words = value.split()
    name = predicate.split()
    if len(words) <= len(name) or [w.casefold() for w in words[-len(name) :]] != [n.casefold() for n in name]:
        return None
    rest = _ARTICLE.sub("", " ".join(words[: -len(name)])).strip()
    return rest or None


def own_kind_targets(value: str, predicate: str, claims: Iterable[Claim]) -> list[ValueTarget]:
    """ "no, afternoons" after "Chege prefers mornings for site visits": a value that names its
    own attribute (:func:`memory.understanding.value_kind.own_attribute`: "afternoons" a shift)
    read as that attribute (``predicate``) when no fact of it is kept; the facts whose value is
    a word of that same kind ("mornings") are the ones it may correct, whatever their attribute
    (a preference, a slot), the one touched last first. Empty unless ``predicate`` is the
    attribute ``value`` names."""
    said = own_attribute(value)
    if said is None or normalize_key(said[0]) != normalize_key(predicate):
        return []
    found = []
    for target in value_targets(value, "", claims):
        held = own_attribute(target.claim.value)
        if held is not None and held[0] == said[0] and normalize_key(held[1]) != normalize_key(said[1]):
            found.append(target)
    return found
