"""Commitments: folding their versions, what is due or overdue, and which one a phrase means.

Pure logic over :class:`~memory.model.Commitment` values. ``due`` and ``overdue`` are not
stored statuses: they are derived here from the clock.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import UTC, datetime, time, timedelta, tzinfo
from functools import lru_cache
from zoneinfo import ZoneInfo

from memory.answers_owing import is_payment
from memory.fit import IRREGULAR_NOUNS, noun_of, particle_verb
from memory.model import Commitment, CommitmentRecord, CommitmentStatus, CommitmentVersion
from memory.verb_families import DONE_WORDS, clashes, family_verb, synonym_in, without_done_words
from memory.verb_families import lead_word as _lead_word
from memory.words import GENERIC_WORDS, STOPWORDS, content_words, overlap, stem

__all__ = [
    "MATCH_THRESHOLD",
    "answered_by",
    "apply",
    "apply_version",
    "candidates",
    "done_without_name",
    "due_within",
    "end_of_local_day",
    "fold",
    "is_overdue",
    "keys_of",
    "listed",
    "match",
    "match_score",
    "overdue",
    "owned_by",
    "phrase_keys",
    "renamed_action",
    "sole_fit",
    "with_them",
]

MATCH_THRESHOLD = 0.65
"""Minimum :func:`match_score` for a phrase to name a commitment."""


def apply_version(commitment: Commitment, version: CommitmentVersion) -> Commitment:
    """The commitment after one change: the version's status; its due (when it has one)
    becomes the current due; the original due is the first due ever known and never moves;
    its action (when it has one: a rename) becomes the commitment's name."""
    if version.commitment_id != commitment.id:
        raise ValueError(f"version of commitment {version.commitment_id} applied to commitment {commitment.id}")
    due = version.due if version.due is not None else commitment.due
    original = commitment.original_due if commitment.original_due is not None else due
    action = version.action if version.action is not None else commitment.action
    return replace(commitment, status=version.status, due=due, original_due=original, action=action)


def apply(base: Commitment, versions: Iterable[CommitmentVersion]) -> Commitment:
    """Fold ``versions`` (in time order; same-time versions keep their given order) onto
    ``base``, the commitment as first recorded. Re-applying the creating version is harmless."""
    state = base
    for version in sorted(versions, key=lambda v: v.at):
        state = apply_version(state, version)
    return state


def fold(record: CommitmentRecord, versions: Iterable[CommitmentVersion]) -> Commitment:
    """A commitment's current state: its first record with every version applied."""
    base = Commitment(
        id=record.id,
        user=record.user,
        action=record.action,
        owner=record.owner,
        counterparty=record.counterparty,
        original_due=None,
        due=None,
        status=CommitmentStatus.PROPOSED,
        created_at=record.created_at,
        source=record.source,
    )
    return apply(base, versions)


def is_overdue(commitment: Commitment, now: datetime) -> bool:
    """Open, with a due time that has passed (a commitment due exactly now is not overdue)."""
    return commitment.is_open and commitment.due is not None and commitment.due < now


def overdue(commitments: Iterable[Commitment], now: datetime) -> list[Commitment]:
    """Open commitments whose due time has passed, earliest due first."""
    return sorted((c for c in commitments if is_overdue(c, now)), key=_due_order)


def end_of_local_day(now: datetime, days: int, tz: tzinfo | str) -> datetime:
    """The instant (UTC) the ``days``-th local day after today ends: days=0 is midnight
    tonight, days=7 the end of the same weekday next week. Follows DST."""
    zone = ZoneInfo(tz) if isinstance(tz, str) else tz
    last_day = now.astimezone(zone).date() + timedelta(days=days + 1)
    return datetime.combine(last_day, time(), tzinfo=zone).astimezone(UTC)


def due_within(commitments: Iterable[Commitment], now: datetime, days: int, tz: tzinfo | str) -> list[Commitment]:
    """Open commitments due from ``now`` to the end of the ``days``-th local day ahead,
    earliest due first; overdue ones are not included (see :func:`overdue`)."""
    end = end_of_local_day(now, days, tz)
    return sorted(
        (c for c in commitments if c.is_open and c.due is not None and now <= c.due < end),
        key=_due_order,
    )


def _due_order(c: Commitment) -> tuple[datetime, int]:
    return (c.due or datetime.max.replace(tzinfo=UTC), c.id)


# A phrase is matched against every open commitment on many messages: the stems of a
# commitment's own words are computed once per wording, not once per message.
_CACHED_WORDINGS = 8192


@lru_cache(maxsize=_CACHED_WORDINGS)
def lead_word(text: str) -> str | None:
    """:func:`memory.verb_families.lead_word`, kept per text: a phrase's and each candidate's are
    read once for every candidate a phrase is scored against."""
    return _lead_word(text)


@lru_cache(maxsize=_CACHED_WORDINGS)
def _words(text: str) -> frozenset[str]:
    """:func:`content_words` of a commitment's action or a person, kept per text."""
    return content_words(text)


def _action_words(action: str) -> frozenset[str]:
    """The action's words, a hyphenated code also read as one word ("W-9" as "w9")."""
    return _words(action) | _words(_joined(action))


def _target_words(c: Commitment) -> frozenset[str]:
    return _target_words_of(c.action, c.owner, c.counterparty)


@lru_cache(maxsize=_CACHED_WORDINGS)
def _target_words_of(action: str, owner: str, counterparty: str | None) -> frozenset[str]:
    words = _action_words(action)
    if counterparty:
        words |= _words(counterparty)
    if owner.lower() not in ("me", "i"):  # "got the SOW from Kwesi" names Kwesi's promise
        words |= _words(owner)
    return words


_VAGUE = re.compile(r"\b(?:thing|stuff|task|job|item|reminder|to-?do)s?\b", re.IGNORECASE)
_NOUN_ENDING = re.compile(r"(?:al|ment|ing|s)$")
_FORM_ENDING = 2  # the most letters a word's other form adds once its noun ending is cut ("review-er")
_FORM_ENDINGS = frozenset({"", "s", "es", "ed", "er", "en", "ly"})
_HYPHEN = re.compile(r"(?<=[^\W_])-(?=[^\W_])")
_ACRONYM = re.compile(r"\b[A-Z]{3,5}s?\b")  # two letters (PR, HR, QA) stand for too many things
_WORD = re.compile(r"[^\W\d_]+")


def _joined(text: str) -> str:
    """Hyphenated codes written as one word: "W-9" -> "W9", so "w9 sent" names "send the W-9"."""
    return _HYPHEN.sub("", text)


def expanded(acronym: str, action: str) -> frozenset[str]:
    """The action's words that ``acronym`` (written in capitals) abbreviates: "DPA" -> data,
    protection, audit in "finish the data protection audit"; "CFP" -> call, proposals in
    "answer the call for proposals" (small words may be skipped). Empty unless the letters are
    the initials of consecutive words."""
    letters = acronym.rstrip("s").lower()
    words = _WORD.findall(action.lower())
    for sequence in (words, [w for w in words if w not in STOPWORDS]):
        for start in range(len(sequence) - len(letters) + 1):
            run = sequence[start : start + len(letters)]
            if "".join(w[0] for w in run) == letters:
                return content_words(" ".join(run))
    return frozenset()


@lru_cache(maxsize=_CACHED_WORDINGS)
def _phrase_words(action_text: str) -> frozenset[str]:
    """The phrase's content words, vague nouns and done phrases of several words dropped ("the
    tax thing" -> tax, "took care of the MOT" -> mot)."""
    text = without_done_words(action_text)
    return content_words(_VAGUE.sub(" ", text)) or content_words(text) or content_words(action_text)


def _said_words(action_text: str, commitment: Commitment) -> frozenset[str]:
    """:func:`_said_words_of` the commitment's action."""
    return _said_words_of(action_text, commitment.action)


# Matching one phrase reads the same (phrase, action) pair up to four times (:func:`match_score`,
# :func:`sole_fit`, :func:`unexplained`), and only the action's text counts: kept per pair.
@lru_cache(maxsize=_CACHED_WORDINGS * 2)
def _said_words_of(action_text: str, action: str) -> frozenset[str]:
    """The phrase's content words, vague nouns dropped ("the tax thing" -> tax), a noun made
    from the commitment's verb read as that verb ("domain renewal" names "renew the domain",
    "laptop backup" names "back up the laptop", "grant submission" names "submit the grant
    application", :func:`memory.fit.noun_of`), the last part of a compound read as the
    compound ("sheet" names "spreadsheet"), an acronym read as the words it abbreviates, a
    done word dropped ("handled the boiler email") and a verb read as the commitment's verb of
    its family ("rang the landlord" names "email the landlord", :mod:`memory.verb_families`), and
    "new" as the to-do's renewal or replacement ("got the new vignette": "renew the vignette")."""
    target = _words(action)
    out = set()
    for word in _phrase_words(action_text):
        if word not in target:
            base = _NOUN_ENDING.sub("", word)
            # a noun of the to-do's verb, of a verb long enough not to be a chance ending ("party" is no "part")
            near = [t for t in target if _near(base, t, target)]
            near = near or [t for t in target if len(t) >= 5 and noun_of(word, t)]
            near = near or [t for t in target if t in IRREGULAR_NOUNS.get(word, ())]  # "the flight" of "fly out …"
            near = near or [t for t in target if _one_root(word, t)]  # "the inspection" of "inspector coming fri"
            if len(near) == 1:
                word = near[0]
            elif word in DONE_WORDS:
                continue  # "dealt with the landlord thing": done, named by its other words
            elif word == _NEW and (renewed := sorted(_RENEWALS & target)):
                word = renewed[0]  # "got the new vignette" names "renew the motorway vignette"
            elif (verb := particle_verb(word)) is not None and (verb in target or synonym_in(verb, target)):
                word = verb if verb in target else synonym_in(verb, target)  # "the trophy pickup": collect them
            else:
                word = synonym_in(word, target) or word  # "settled the gas" names "pay the gas bill"
        out.add(word)
    for acronym in _ACRONYM.findall(action_text):
        key = stem(acronym.lower())
        if key not in target and key in out and (words := expanded(acronym, action)):
            out = (out - {key}) | words
    return frozenset(out)


# the new one got is the renewal or the replacement done: "got the new vignette", "new tyres are on"
_NEW = stem("new")
_RENEWALS = frozenset(stem(w) for w in ("renew", "replace", "upgrade", "update"))


def _form_ending(ending: str, word: str) -> bool:
    """Whether ``ending``, what a said word adds to ``word``, makes another form of it: an
    ending of English ("review-er", "book-ed", "box-es"), a letter after a silent e ("share-d",
    "rate-r"), or the last consonant doubled ("shipp", "plann"). Any other letter or two make
    another word that starts the same: "card" is no "car", "band" no "ban", "plane" no "plan"."""
    if len(ending) > _FORM_ENDING:
        return False
    if ending in _FORM_ENDINGS or (word.endswith("e") and ending in ("d", "r", "s", "n")):
        return True
    return ending[:1] == word[-1:] and word[-1] not in "aeiouy"


# the endings that make a deed and its doer from one verb: "inspect-ion", "inspect-or", "install-er"
_DEED_OR_DOER = re.compile(r"(?:ation|ion|or|er)$")
_ROOT_MIN = 7  # "inspect", "install"; "director" is no "directions", nor "sector" a "section"


def _one_root(said: str, word: str) -> bool:
    """Whether ``said`` and ``word`` are the deed and the doer of one verb ("inspection", "inspector";
    "installation", "installer"), neither the other's plain form (:func:`_near` reads those)."""
    roots = {_DEED_OR_DOER.sub("", said), _DEED_OR_DOER.sub("", word)}
    return said != word and len(roots) == 1 and len(roots.pop()) >= _ROOT_MIN


def _near(base: str, word: str, target: frozenset[str]) -> bool:
    """Whether a said word (its noun ending cut) is another form of ``word``, or its last part.
    A longer word is another form by an ending of a letter or two ("reviewer", "shipp"), or as
    the two words of the to-do run together ("callback" of "call Declan back"); never as a word of
    its own that starts the same ("payroll" is no form of "pay")."""
    joined = any(t != word and len(t) >= 3 and base.endswith(t) and len(base) <= len(word) + len(t) + 1 for t in target)
    longer = base.startswith(word) and len(word) >= 3 and (_form_ending(base[len(word):], word) or joined)
    if len(base) >= 3 and (word.startswith(base) or longer):
        return True
    return len(base) >= 5 and word.endswith(base)


# --------------------------------------------------------------------------- candidates
#
# Most open commitments share no word with a phrase, and those score 0 (:func:`_score`) and
# have nothing distinctive (:func:`sole_fit`). Keys let both skip them with one set test:
# a commitment's words, and the first three and last five letters of its action's words (the
# only parts :func:`_near` can join a said word by); a phrase's words, and the same parts of
# each with its noun ending cut. A commitment whose keys share none of the phrase's cannot be
# named by it, unless the phrase holds an acronym (read through the action's initials). A
# phrase's verb also keys the verbs of its family (:mod:`memory.verb_families`).


def _prefix(word: str) -> str:
    return "<" + word[:3]


def _suffix(word: str) -> str:
    return ">" + word[-5:]


@lru_cache(maxsize=_CACHED_WORDINGS)
def _commitment_keys(action: str, owner: str, counterparty: str | None) -> frozenset[str]:
    parts = {_prefix(t) for t in _words(action) if len(t) >= 3} | {_suffix(t) for t in _words(action) if len(t) >= 5}
    return _target_words_of(action, owner, counterparty) | parts


@lru_cache(maxsize=_CACHED_WORDINGS)
def _phrase_keys(action_text: str) -> frozenset[str] | None:
    """The keys of a phrase as written and with its hyphens joined; None when it holds an
    acronym (every commitment stays a candidate)."""
    keys: set[str] = set()
    for text in (action_text, _joined(action_text)):
        if _ACRONYM.search(text):
            return None
        for word in _phrase_words(text):
            base = _NOUN_ENDING.sub("", word)
            keys |= {word, stem(base)}  # "bdays" with its noun ending cut is shorthand too ("birthday")
            keys |= family_verb(word)  # "rang" may name "call" (:func:`_said_words`)
            keys |= IRREGULAR_NOUNS.get(word, frozenset())  # "flight" may name "fly out …"
            keys |= {_prefix(base)} if len(base) >= 3 else set()
            keys |= {_suffix(base)} if len(base) >= 5 else set()
    return frozenset(keys)


def keys_of(commitment: Commitment) -> frozenset[str]:
    """The keys of ``commitment`` (see above): a phrase that shares none names it not."""
    return _commitment_keys(commitment.action, commitment.owner, commitment.counterparty)


def phrase_keys(action_text: str) -> frozenset[str] | None:
    """The keys of a phrase (see above); None when every commitment is a candidate."""
    return _phrase_keys(action_text)


def candidates(action_text: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """The commitments of ``commitments`` that :func:`match` and :func:`sole_fit` may find for
    ``action_text`` at all, in the order given: both read only these (they filter alike, and
    filtering twice keeps the same), so a caller that asks both filters once."""
    return _candidates(action_text, commitments)


def _candidates(action_text: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """The commitments ``action_text`` may name at all (see above), in the order given."""
    keys = _phrase_keys(action_text)
    if keys is None:
        return list(commitments)
    return [c for c in commitments if not keys.isdisjoint(_commitment_keys(c.action, c.owner, c.counterparty))]


def match_score(action_text: str, commitment: Commitment) -> float:
    """How well ``action_text`` names ``commitment`` (its action and counterparty), in [0, 1].

    0 when the phrase has specific words but shares none of them with the action itself
    ("I sent the invoice" does not name "send the deck" just because both send). A code
    written with or without its hyphen ("W-9", "w9") is one word."""
    score = _score(action_text, commitment)
    joined = _joined(action_text)
    return score if joined == action_text else max(score, _score(joined, commitment))  # most phrases join to themselves


def _score(action_text: str, commitment: Commitment) -> float:
    said = _said_words(action_text, commitment)
    specific = said - GENERIC_WORDS
    if specific and not specific & _action_words(commitment.action):
        return 0.0
    if _names_other_thing(action_text, said, commitment):
        return 0.0
    return overlap(said, _target_words(commitment))


def _names_other_thing(action_text: str, said: frozenset[str], commitment: Commitment) -> bool:
    """Whether the phrase's own words say it is about something else: a generic verb used as
    a noun that the commitment lacks ("the budget review" is no "send the budget over"; only
    in the verb's place, "review the budget", does it say little), or a verb of another job
    ("paid the landlord" is no "email the landlord")."""
    lead = lead_word(action_text)
    if any(w != lead for w in (said & GENERIC_WORDS) - _target_words(commitment) - DONE_WORDS):
        return True
    if lead in _OBTAINED and (head := _head_noun(action_text)) in _PAPERS and head not in _target_words(commitment):
        return True  # "got the passport forms" renews no passport: the papers for it came, the job is still to do
    job = lead_word(commitment.action)
    if lead in _BOUGHT and job and job not in _BOUGHT and job in _words(_after_lead(action_text)):
        return True  # "bought the paint for the patio" paints no patio: what the job needs came, the job is still to do
    if lead in family_verb("pay") and is_payment(commitment.action):
        return False  # "paid Naledi" of "send Naledi R350": a sum sent is paid, whatever verb kept it
    return lead in said - _target_words(commitment) and clashes(lead, lead_word(commitment.action))


# what came to hand for a job, not the job: "got the passport forms", "received the visa paperwork"
_OBTAINED = frozenset(stem(w) for w in ("get", "got", "received", "collected", "picked"))
_PAPERS = frozenset(
    stem(w) for w in ("form", "forms", "paperwork", "doc", "docs", "document", "documents", "appointment", "letter")
)


# a thing got in: the verbs of buying ("bought the tiles for the bathroom" tiles nothing)
_BOUGHT = frozenset(
    lead_word(f"{verb} it") for verb in ("buy", "get", "order", "pick", "collect", "grab", "purchase", "fetch")
)


def _after_lead(action_text: str) -> str:
    """The phrase without its first word ("bought the paint" -> "the paint")."""
    return action_text.split(maxsplit=1)[1] if " " in action_text.strip() else ""


def _head_noun(action_text: str) -> str | None:
    """The last content word of a phrase, as a stem: what it names ("passport forms": form)."""
    words = [stem(w) for w in re.findall(r"[a-z][a-z'-]*", action_text.lower()) if w not in STOPWORDS]
    return words[-1] if words else None


_LONG_WORD = re.compile(r"[a-z]{6,}")
_SWAP_MIN_LENGTH = 6  # two letters swapped: "trial" and "trail" are both words, "passprot" is no word
_SLIP_MIN_LENGTH = 7  # a letter dropped, doubled or struck wrong: only in long words, which have few real neighbours


def _one_slip(typed: str, known: str) -> bool:
    """Whether ``typed`` is ``known`` with one slip: two neighbouring letters swapped ("passprot"),
    or, in a long word, one letter dropped, doubled or struck wrong ("apointment"); never the first
    letter. Short words one slip apart are too often two words ("plans", "plants"; "trial", "trail")."""
    if typed == known or typed[0] != known[0]:
        return False
    if len(typed) == len(known):
        diff = [i for i, (a, b) in enumerate(zip(typed, known, strict=True)) if a != b]
        if len(diff) == 2 and diff[1] == diff[0] + 1 and len(typed) >= _SWAP_MIN_LENGTH:  # "passprot"
            return (typed[diff[0]], typed[diff[1]]) == (known[diff[1]], known[diff[0]])
        return len(diff) == 1 and len(typed) >= _SLIP_MIN_LENGTH
    short, long = sorted((typed, known), key=len)
    if len(long) - len(short) != 1 or len(short) < _SLIP_MIN_LENGTH:
        return False
    return any(long[:i] + long[i + 1 :] == short for i in range(1, len(long)))


def respelt(action_text: str, commitments: Iterable[Commitment]) -> str:
    """``action_text`` with each word the commitments do not use, but spell with one slip of it,
    spelt as they do: "passport renewal" names "renew passprot", "the apointment" names "book the
    appointment" (either side may hold the slip). A word near two of theirs is left as typed."""
    theirs = {w for c in commitments for w in _LONG_WORD.findall(c.action.lower())}
    if not theirs:
        return action_text

    def spelt(m: re.Match[str]) -> str:
        word = m.group(0)
        if word.lower() in theirs:
            return word
        near = {known for known in theirs if _one_slip(word.lower(), known)}
        return near.pop() if len(near) == 1 else word

    return _LONG_WORD.sub(spelt, action_text)


def match(
    action_text: str, commitments: Iterable[Commitment], *, threshold: float = MATCH_THRESHOLD
) -> list[Commitment]:
    """The commitments ``action_text`` names best: empty when none scores ``threshold``; one
    normally; several when they tie (the caller asks which one). Among tied commitments one
    whose words are exactly the phrase's wins. Open or not is the caller's filter."""
    commitments = list(commitments)
    action_text = respelt(action_text, commitments)  # "passport renewal" for "renew passprot"
    said = content_words(action_text)
    if threshold > 0:  # a commitment that shares no word scores 0
        commitments = _candidates(action_text, commitments)
    scored = [(match_score(action_text, c), c) for c in commitments]
    scored = [(s, c) for s, c in scored if s >= threshold]
    if not scored:
        return []
    best = max(s for s, _ in scored)
    tied = [c for s, c in scored if abs(s - best) < 1e-9]
    # "henderson job finished": the words that name it, less the word saying it is finished
    exact = [c for c in tied if said - (DONE_WORDS - _words(c.action)) in (_words(c.action), _target_words(c))]
    if len(exact) == 1:
        return exact
    # "the call got moved" with "call with Tomasz" and "send the invoice": the one that says "call",
    # never the one its verb family reaches ("call" is a way to send) as well
    literal = [c for c in tied if said and said <= _target_words(c)]
    if literal and len(literal) < len(tied):
        tied = literal
    return sorted(tied, key=lambda c: c.id)


SOLE_FIT_MARGIN = 1
"""How many more distinctive words the best of several commitments must share with a phrase
than the next, for :func:`sole_fit` to take it."""

# Nouns too common to tell one to-do from another ("the report", "the meeting"): like the
# generic verbs, they never pick a commitment on their own.
COMMON_NOUNS = frozenset(
    stem(w)
    for w in (
        "report", "meeting", "call", "email", "message", "note", "notes", "doc", "docs", "document", "form",
        "forms", "paperwork", "thing", "stuff", "task", "job", "item", "work", "project", "plan", "update", "list",
        "file", "appointment", "deadline", "date", "time", "day", "week", "today", "tomorrow", "tonight", "back",
        "round", "off", "out", "up", "one", "run", "trip", "errand",  # "the airport run": the drive to the airport
    )
)  # fmt: skip
_CAPITALISED = re.compile(r"(?<!^)\b[A-Z][a-z][\w'\-]*")


def _names(c: Commitment) -> frozenset[str]:
    """The people a commitment names (its owner, counterparty, capitalised words after the
    first): a shared name alone ("met Kwesi") names no to-do of theirs."""
    words = content_words(" ".join(_CAPITALISED.findall(c.action)))
    for person in (c.owner, c.counterparty):
        if person and person.lower() not in ("me", "i"):
            words |= content_words(person)
    return words


def names_person(person: str, commitments: Iterable[Commitment]) -> bool:
    """Whether some of ``commitments`` name ``person`` among their people (see :func:`_names`):
    "call Kwame about the offer" names Kwame, "deploy to staging" names no "staging"."""
    who = content_words(person)
    return bool(who) and any(who <= _names(c) for c in commitments)


def _distinctive(said: frozenset[str], commitment: Commitment) -> frozenset[str]:
    """The said words that tell ``commitment`` apart: shared with it, neither a generic verb,
    nor a common noun, nor a name ("met Kwesi" finishes no promise of his)."""
    return (said & _target_words(commitment)) - GENERIC_WORDS - COMMON_NOUNS - _names(commitment)


def unexplained(action_text: str, commitment: Commitment) -> frozenset[str]:
    """The specific words of ``action_text`` (neither generic verbs nor common nouns) that
    ``commitment`` does not have: "the contract review" leaves "review" unexplained by "send
    the contract over", so the phrase may well mean something else. A generic verb counts
    as generic only in the verb's place ("review the contract")."""
    said = _said_words(action_text, commitment) | _said_words(_joined(action_text), commitment)
    lead = lead_word(action_text)
    nouns = {w for w in said & GENERIC_WORDS if w != lead} - DONE_WORDS  # "review" in "the budget review"
    return (said - (GENERIC_WORDS - nouns) - COMMON_NOUNS) - _target_words(commitment)


def sole_fit(action_text: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """The one commitment ``action_text`` names by distinctive words, when :func:`match`
    found none at its threshold: "the tender's been pushed" with one open "submit the tender",
    "parcel's been dropped off" with one "drop the parcel off at the post office", "got the
    SOW from Kwesi" with Kwesi's "send the SOW". Every specific word of the phrase must be the
    commitment's too, so "Maya's birthday dinner moved" moves no "buy Maya a birthday
    present", "watched the football" finishes no "buy football tickets", and a name alone
    names nothing. Empty when none fits, or when two or more share about as many
    (:data:`SOLE_FIT_MARGIN`): the caller asks then."""
    scored = []
    for commitment in _candidates(action_text, commitments):
        said = _said_words(action_text, commitment) | _said_words(_joined(action_text), commitment)
        shared = _distinctive(said, commitment)
        if not shared:
            continue
        if unexplained(action_text, commitment) or _names_other_thing(action_text, said, commitment):
            continue
        scored.append((len(shared), commitment))
    if not scored:
        return []
    scored.sort(key=lambda pair: -pair[0])
    if len(scored) > 1 and scored[0][0] - scored[1][0] < SOLE_FIT_MARGIN:
        return []
    return [scored[0][1]]


_ARTICLE = re.compile(r"^(?:the|my|our|a|an)\s+", re.IGNORECASE)


def renamed_action(action: str, old: str, new: str) -> str:
    """A commitment's action once the user renamed what they called ``old`` to ``new``: the
    new words in place of the old where the action holds them as said ("send the budget deck
    to Omar", "the budget deck" -> "the pricing deck": "send the pricing deck to Omar"), or
    without their article when the old name has two words or more ("the dentist appt" in
    "dentist appt"); else the new name whole, in the user's words ("the deck" with "send the
    sales deck" -> "the pricing deck", never "send the sales pricing deck")."""
    said, bare = old.strip(), _ARTICLE.sub("", old.strip())
    tries = [(said, new.strip())]
    if bare != said and len(bare.split()) >= 2:
        tries.append((bare, _ARTICLE.sub("", new.strip())))
    for wrong, right in tries:
        found = re.search(rf"(?<!\w){re.escape(wrong)}(?!\w)", action, re.IGNORECASE)
        if found is not None:
            # "it's at Nonna's not Luigi's" of "dinner at Luigi's": the place's word is in the action already
            said_before = _PLACE_WORD.search(action[: found.start()])
            if said_before is not None and right.lower().startswith(said_before["p"].lower() + " "):
                right = right[len(said_before["p"]) + 1 :]
            return f"{action[: found.start()]}{right}{action[found.end() :]}"
    return new.strip()


_PLACE_WORD = re.compile(r"\b(?P<p>at|in|on|with|to|from|for)\s+$", re.IGNORECASE)


def same_kind_named(action: str, value: str) -> str | None:
    """The words of ``action`` that name a thing of the kind ``value`` names, said another way:
    "electricity bill" in "pay the electricity bill" for "the gas bill" (the same head noun, its
    modifiers put right); None when the value names no such kind there, or the same thing."""
    words = _ARTICLE.sub("", value.strip()).split()
    if len(words) < 2 or not words[-1].isalpha():
        return None
    modifiers = len(words) - 1
    found = re.search(rf"(?<!\w)(?:[\w'-]+\s+){{{modifiers}}}{re.escape(words[-1])}(?!\w)", action, re.IGNORECASE)
    if found is None or _ARTICLE.match(found.group(0)) or found.group(0).lower() == " ".join(words).lower():
        return None
    return found.group(0)


RECENT_TOUCH = timedelta(days=1)
"""How long after a commitment was last said or changed a bare "done" still means it."""

SAME_TOUCH = timedelta(seconds=1)
"""The ``close`` of :func:`done_without_name` for "scrap that": what the last message touched
(a done or a move said with no name also asks about the ones just before)."""

REMINDER_TOUCH = timedelta(hours=1)
"""How long after recap listed a commitment (a briefing, a reminder, an answer) a bare "done"
or "push that to monday" still means it: a reply to the list, not to a day of other news."""


def done_without_name(
    touched: Iterable[tuple[datetime, Commitment]], now: datetime, close: timedelta
) -> list[Commitment]:
    """Which open commitment a bare "done" / "did it" / "✅" finishes, from when each was
    last touched: the one the conversation touched last within :data:`RECENT_TOUCH`, when no
    other was touched within ``close`` of it (then all those, for the caller to ask about).
    Empty when none was touched recently: the caller asks among the open ones."""
    recent = sorted(
        ((at, c) for at, c in touched if at <= now and now - at <= RECENT_TOUCH), key=lambda t: (t[0], t[1].id)
    )
    if not recent:
        return []
    last = recent[-1][0]
    near = {c.id: c for at, c in reversed(recent) if last - at < close}  # touched twice: once
    return list(near.values())


TO_ME = re.compile(r"\b(?:me|us)\b", re.IGNORECASE)
"""The user as the object of someone else's deed: "pay me 3k yen", "sent me the deck"."""
# the user's own deed of giving: "paid it", "sent the money", "gave it back"
_GIVEN = re.compile(
    r"^(?:re)?(?:pay|paid|send|sent|give|gave|transfer(?:red)?|return(?:ed)?|lend|lent)\b", re.IGNORECASE
)


def mine_to_give(done: str, commitments: list[Commitment]) -> list[Commitment]:
    """``commitments`` less those the user's own deed ``done`` ("paid it") cannot finish:
    someone else's promise to give the user something ("Yuki: pay me 3k yen"), which only they
    can keep. ``done`` is tested once (most deeds give nothing), not once per commitment."""
    if not _GIVEN.match(done):
        return list(commitments)
    return [c for c in commitments if c.owner == "me" or not TO_ME.search(c.action)]


# --------------------------------------------------------------------------- other people
#
# "Ines cancelled our lunch", "the plumber rescheduled for friday": someone else changed a
# thing the user has with them, which only a gathering can be (a lunch, a 1:1, the plumber's
# visit), never a to-do of the user's about them ("call Ines", "pay the plumber").

_GATHERINGS = frozenset().union(
    *(
        content_words(w)
        for w in (
        "lunch", "dinner", "breakfast", "brunch", "coffee", "drinks", "meeting", "mtg", "1:1", "catchup", "catch",
        "appointment", "appt", "visit", "viewing", "session", "class", "lesson", "club", "evening", "party",
        "interview", "game", "match", "practice", "rehearsal", "workshop", "demo", "standup", "sync", "offsite",
        "consultation", "checkup", "check", "date", "playdate", "trip", "tour", "call", "review", "hangout",
            "concert", "gig", "show", "recital", "assembly", "wedding", "ceremony", "funeral", "festival", "event",
        )
    )
)  # fmt: skip
_MEETING_VERBS = frozenset(stem(w) for w in ("meet", "see", "visit", "attend", "have", "join", "host", "go"))


_WITH_SOMEONE = re.compile(r"^\S+\s+(?:with|w/)\s", re.IGNORECASE)


def _gathering(c: Commitment, person: frozenset[str]) -> bool:
    """Whether ``c`` is a thing done with someone: it names a gathering ("lunch with Ines",
    "1:1 with Kwame") other than by a verb of a job ("call Ines" is a to-do), starts with
    meeting them or with them ("dentist at 10"), or is their own promise ("plumber: come")."""
    lead = lead_word(c.action)
    nouns = (_words(c.action) - {lead}) & _GATHERINGS
    led = lead is not None and (
        lead in _MEETING_VERBS
        or lead in person
        # "call with Omar", "review with Ines": had with someone, not done to them as "call Omar" is
        or (lead in _GATHERINGS and (not _job(lead) or _WITH_SOMEONE.match(c.action) is not None))
    )
    theirs = c.owner.lower() not in ("me", "i") and bool(_words(c.owner) & person)
    return bool(nouns) or led or theirs


def _job(verb: str) -> bool:
    """Whether ``verb`` (a stem) does a job on a to-do ("call", "review"), not a gathering."""
    return verb in GENERIC_WORDS or bool(family_verb(verb))


def _names_someone_else(c: Commitment, person: frozenset[str]) -> bool:
    names = _names(c)
    return bool(names) and not names & person


def for_someone_else(person: str, commitment: Commitment) -> bool:
    """Whether ``commitment`` names people and ``person`` is none of them: "send Tom the deck" is no
    to-do of Grace's, so "Grace wants it by wed now" moves nothing of it unasked."""
    return _names_someone_else(commitment, content_words(person))


def with_them(
    thing: str, person: str, commitments: Iterable[Commitment], *, moving: bool = False
) -> list[Commitment]:
    """The gatherings an other person's cancel or move (``person`` did it) can mean: the one
    named by the thing and the person ("lunch Ines"), else by the thing alone when it names no
    one else ("Mrs Adeyemi called off parents evening"), else by the person alone when the
    thing says only its kind ("the dentist moved my appt"), or nothing was said but them
    ("Ines cancelled"). Empty when none fits; several when several do (the caller asks).
    A move, and no gathering fits: the user's to-dos for them (see :func:`_for_them`)."""
    found = _gatherings_with(thing, person, commitments)
    return found or (_for_them(thing, person, commitments) if moving else [])


def moved_for_me(thing: str, person: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """The to-do of the user's that someone else moved, when it is no gathering: "BA moved the
    flight to the 19th", "the airline moved my flight" (the flight is the user's, BA only moved
    it). Named by words only it has (:func:`sole_fit`), among to-dos that name no one else: "Ines
    moved lunch" moves no "lunch with Tom" (gatherings are :func:`with_them`'s); a party named by its
    initials is the one the to-do names in full ("PF moved my RNM appointment" of "renew my RNM at the
    Polícia Federal")."""
    who = content_words(person)
    if not content_words(thing) - who - COMMON_NOUNS:
        return []

    def named(c: Commitment) -> frozenset[str]:  # "PF" for the "Polícia Federal" the to-do names: the same party
        return who | expanded(person, c.action) if person.isupper() else who

    mine = [c for c in commitments if not _gathering(c, who) and not _names_someone_else(c, named(c))]
    return sole_fit(thing, mine)


_AT_ITS_TIME = re.compile(r"^(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<ap>am|pm|a\.m\.|p\.m\.)?$", re.IGNORECASE)


def at_its_time(thing: str, commitments: Iterable[Commitment], tz: tzinfo) -> list[Commitment]:
    """The to-dos "the 3pm" or "the 10:30" names (``thing`` only a time of day, with its am/pm
    or minutes): those due at that time, the half of the day not said either. Empty otherwise;
    several when several are (the caller asks)."""
    m = _AT_ITS_TIME.match(thing.strip())
    if m is None or not (m["ap"] or m["m"]) or int(m["h"]) > 23:  # "the 3" may be the 3rd
        return []
    hour, minute = int(m["h"]), int(m["m"] or 0)
    ap = (m["ap"] or "").lower().replace(".", "")
    hours = {hour % 12 + (12 if ap == "pm" else 0)} if ap else {hour, hour % 12 + 12}
    timed = [(c, c.due.astimezone(tz)) for c in commitments if c.due is not None]
    return [c for c, at in timed if (at.hour, at.minute) != (0, 0) and at.hour in hours and at.minute == minute]


def _for_them(thing: str, person: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """The user's own to-dos that name ``person`` ("email Grace the budget", "pay Tomas back")
    and every other word said: whom the to-do is for can set its deadline ("Grace wants it by
    wed now"), though calling it off is the user's to say ("Grace cancelled" keeps "call Grace")."""
    who = content_words(person)
    said = content_words(thing) - who
    return [
        c
        for c in commitments
        if c.owner.lower() in ("me", "i") and who and who <= _names(c) and said <= _target_words(c)
    ]


def _gatherings_with(thing: str, person: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """:func:`with_them` among gatherings only."""
    who = content_words(person)
    gatherings = [c for c in commitments if _gathering(c, who)]
    said = content_words(thing) - who
    if said:
        found = match(f"{thing} {person}", gatherings) or sole_fit(f"{thing} {person}", gatherings)
        if found:
            return found
        others = [c for c in gatherings if not _names_someone_else(c, who)]
        found = match(thing, others) or sole_fit(thing, others)
        if found or not said <= _GATHERINGS | COMMON_NOUNS:
            return found or _at_theirs(said, who, commitments)
    return [c for c in gatherings if who and who <= _target_words(c)] or _at_theirs(said, who, commitments)


# "change the boiler valve at Pani Nowak", "take Luna to the groomer", "deliver the cake to Ana":
# a to-do done at someone's place, which they can move or call off as they can a gathering
_AT_PLACE = re.compile(r"\bat\s+(?:the\s+|my\s+|our\s+)?(?P<at>.+)$", re.IGNORECASE)
_GOING_TO = re.compile(
    r"^(?:take|bring|drive|deliver|drop|go|walk|run|carry|ferry)\b.*?\bto\s+(?:the\s+|my\s+|our\s+)?(?P<to>.+)$",
    re.IGNORECASE,
)


def _at_theirs(said: frozenset[str], who: frozenset[str], commitments: Iterable[Commitment]) -> list[Commitment]:
    """The to-dos done at the person's place ("groomer moved us to thursday" for "take the
    dog to the groomer") whose words hold every other word said ("luna")."""
    found = []
    for c in commitments:
        m = _AT_PLACE.search(c.action) or _GOING_TO.match(c.action)
        place = (m["at"] if "at" in m.groupdict() and m["at"] else m["to"]) if m else None
        if place and who and who <= _words(place) and said <= _target_words(c):
            found.append(c)
    return found


def owned_by(person: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """The commitments ``person`` owns ("Tom" owns Tom Baker's, "council" the council's): what
    "Tom sent the budget over" can finish, a to-do the user waits on them for included."""
    who = content_words(person)
    return [
        c
        for c in commitments
        if who and c.owner.lower() not in ("me", "i") and (who <= _words(c.owner) or _words(c.owner) <= who)
    ]


# To-dos of the user's that someone's answer finishes: "chase Priya about the invoice" once
# "Priya got back to me", "call Tom about the contract" once "Tom called", "confirm the caterers"
# once "the caterers confirmed", "follow up with Dr Mensah about the scan" once "heard back from
# Dr Mensah"
_GETS_AN_ANSWER = frozenset(
    stem(w) for w in ("chase", "confirm", "ask", "nudge", "remind", "hear", "follow", "check", "call", "ring", "phone")
)


def answered_by(person: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """The user's to-dos that ``person`` answering finishes: to get an answer from them, and
    naming them (:data:`_GETS_AN_ANSWER`); several when several do (the caller asks)."""
    who = content_words(person)
    return [
        c
        for c in commitments
        if who and lead_word(c.action) in _GETS_AN_ANSWER and who <= _target_words(c) and c.owner.lower() in ("me", "i")
    ]


# To-dos of the user's that getting a thing from someone finishes: "get the keys from Ignacio" once
# "got the keys off Ignacio", "collect the cheque from Bea" once "have the cheque from Bea now"
_GETS_A_THING = frozenset(stem(w) for w in ("get", "collect", "pick", "fetch", "grab", "receive", "take"))


def collected_from(person: str, thing: str, commitments: Iterable[Commitment]) -> list[Commitment]:
    """The user's to-dos to get ``thing`` from ``person`` (:data:`_GETS_A_THING`, naming both):
    what "got the keys off Ignacio" finishes when Ignacio has no promise of the keys open, and
    what "Kenji sent the numbers" (or "Kenji sent them", the one such to-do) finishes."""
    who, what = content_words(person), content_words(thing)
    if lead_word(thing) in _HANDED_OVER:  # "Kenji sent the numbers": the numbers, sent by him
        what = what - {lead_word(thing)}
    from_them = [
        c
        for c in commitments
        if who and c.owner.lower() in ("me", "i") and lead_word(c.action) in _GETS_A_THING and who <= _target_words(c)
    ]
    if thing == "reply":  # "Kenji sent them": whatever the one to-do to get from him is
        return from_them if len(from_them) == 1 else []
    return [c for c in from_them if what and what <= _action_words(c.action)]


# the verbs of a thing handed over, said by the one who handed it (stems, as content_words has them)
_HANDED_OVER = frozenset({"send", "give", "hand", "pass", "forward", "email", "drop", "share", "return", "bring"})


_BULLET = re.compile(r"^\s*•\s*(?P<line>.+?)\s+—\s", re.MULTILINE)


def listed(text: str, commitments: Iterable[Commitment], describe: Callable[[Commitment], str]) -> list[Commitment]:
    """The commitments a message recap sent lists, one a line ("• call Ines — due Fri 12
    Mar"), as ``describe`` words them (a briefing, a reminder, an answer to "what's due")."""
    lines = {m["line"] for m in _BULLET.finditer(text)}
    return [c for c in commitments if describe(c) in lines] if lines else []
