"""The shortcuts session 32 took for `recap rebuild` (issue 11) read exactly as the code they
replaced, checked against that code kept here as the reference: the verbs a word is the noun of
(:func:`memory.fit.verbs_of_noun`), a to-do said again word by word
(:func:`memory.open_again._only_its_words`), a day fact's day read once per value
(:func:`memory.day_facts.day_of`), and evident's done words behind one word boundary
(:data:`memory.evident._DONE`). ``tests/memory/test_rebuild_fast.py`` rebuilds whole histories."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

import pytest

from memory import evident, perfbench
from memory.day_facts import day_of
from memory.fit import _NOUN_ENDINGS, noun_of, verbs_of_noun
from memory.model import Claim, Commitment, CommitmentStatus, Epistemic, Precision, Source
from memory.open_again import _only_its_words, _says_again, open_again
from memory.timefmt import zone
from memory.words import content_words, stem

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"

# the done words as written before session 32: a word boundary before each alternative
_DONE_BEFORE = re.compile(
    r"(?:✅|✔️?|☑️?|\bdone\b|\bfinished\b|\bcompleted?\b|\bwrapped\s+up\b|\bwrapped(?=[\s!.]*$)|\bsorted\b|\bhandled\b|\bdealt\s+with\b"
    r"|\btaken\s+care\s+of\b|\bhanded\s+in\b|\bturned\s+in\b|\bsubmitted\b|\bfiled\b|\bsent\b|\bpaid(?:\s+up)?\b"
    r"|\bmerged\b|\bshipped\b|\bdeployed\b|\breleased\b|\bpublished\b|\bposted\b|\bdelivered\b|\bcrossed\s+off\b"
    r"|\bticked\s+off\b|\bknocked\s+(?:out|off)\b|\bnailed\b|\bsigned\b|\bbooked\b|\bordered\b|\breturned\b"
    r"|\brenewed\b|\bfixed\b|\bcollected\b|\bpicked\s+up\b|\bdropped\s+off\b|\bgot\s+back\s+to\b|\bspoke\s+(?:to|with)\b"
    r"|\btalked\s+to\b|\ball\s+(?:good|set)\b|\b(?:is|are|'s|went)\s+live\b|\bin\s+hand\b"
    r"|\bin\s+(?:[\w']+\s+)?(?:inbox|hands)\b|\bgot\s+access\b|\bhas\s+access\b|\bover\s+the\s+line\b"
    r"|\bgood\s+to\s+go\b|\b(?:'s|\s+has|\s+have)\s+got\s+(?=(?:the|his|her|their|its|my|our)\b))",  # session 34's
    re.IGNORECASE,
)


def _noun_of_before(word: str, verb: str) -> bool:
    return any(
        word.endswith(ending) and verb in (made := word[: len(word) - len(ending)] + plain, stem(made))
        for ending, plain in _NOUN_ENDINGS
    )


def _says_only_its_words_before(said: frozenset[str], held: frozenset[str]) -> bool:
    read = set()
    for word in said:
        verbs = [] if word in held else [
            w for w in held if _noun_of_before(word, w) and (len(w) >= 5 or len(word) - len(w) >= 3)
        ]
        read.add(verbs[0] if len(verbs) == 1 else word)
    return frozenset(read) <= held


@cache
def _texts() -> tuple[str, ...]:
    """Every line of the fixtures, the perf bench's history and the edges of the done words."""
    texts = [say.text for say in perfbench.history(400, datetime(2024, 1, 1, tzinfo=UTC))]
    for path in sorted(FIXTURES.rglob("*")):
        if path.is_file() and path.suffix in {".yaml", ".yml", ".json", ".jsonl", ".md", ".txt"}:
            texts += [line for line in path.read_text(encoding="utf-8", errors="replace").splitlines() if line.strip()]
    return (*texts, "✅", "✔", "✔️ all sorted", "☑ paid up", "wrapped", "wrapped!!", "wrapped the parcels", "it's live",
                     "x's live", "went live", "in hand", "in my inbox", "in Tom's hands", "DONE.", "undone", "done-ish",
                     "_sent", "sent_", "resent", "over the line")  # fmt: skip


_WORDS = sorted({w for text in _texts()[::40] for w in content_words(text)} | {
    "renewal", "renew", "payment", "pay", "submission", "submit", "application", "apply", "registration", "register",
    "delivery", "deliver", "party", "part", "booking", "book", "y", "al", "ion", "ment",
})  # fmt: skip


def test_done_words_behind_one_boundary_match_as_before() -> None:
    for text in set(_texts()):  # the same spans: the same searches, and the same text left by sub
        assert [m.span() for m in evident._DONE.finditer(text)] == [m.span() for m in _DONE_BEFORE.finditer(text)], text


def test_the_verbs_of_a_noun_are_those_noun_of_tried_one_by_one() -> None:
    chance = random.Random(32)
    for word in _WORDS:
        verbs = [*chance.sample(_WORDS, 20), *(v for v in _WORDS if v[:3] == word[:3])]  # the nouns' verbs start alike
        assert {v for v in verbs if _noun_of_before(word, v)} == verbs_of_noun(word) & set(verbs), word
        assert all(noun_of(word, verb) == _noun_of_before(word, verb) for verb in verbs), word
    assert noun_of("renewal", "renew") and noun_of("submission", "submit") and noun_of("registration", "register")
    assert not noun_of("party", "pay")


@pytest.mark.parametrize("seed", range(4))
def test_a_todo_said_again_reads_its_words_as_before(seed: int) -> None:
    chance = random.Random(seed)
    # verb → a noun made of it (or a near miss: "party" is no noun of "part", "renewal" itself a word held)
    noun = {stem(v): stem(n) for v, n in (("renew", "renewal"), ("pay", "payment"), ("submit", "submission"),
            ("apply", "application"), ("part", "party"), ("deliver", "delivery"), ("register", "registration"),
            ("renewal", "renewal"), ("book", "booking"))}  # fmt: skip
    said_again = 0
    for _ in range(3000):
        verbs = chance.sample(sorted(noun), chance.randint(0, 2))
        held = frozenset(verbs + chance.sample(_WORDS, chance.randint(0, 3)))
        said = frozenset(
            [noun[v] if chance.random() < 0.6 else v for v in verbs]
            + chance.sample(sorted(held), chance.randint(0, len(held)))
            + chance.sample(_WORDS, chance.choice((0, 0, 1)))
        )
        assert _only_its_words(said, held) == _says_only_its_words_before(said, held), (said, held)
        said_again += _only_its_words(said, held) and bool(said - held)
    assert said_again > 50  # nouns of the held verbs were read as them, not only words held


_NOUNS = {"renew": "renewal", "pay": "payment", "submit": "submission"}


@pytest.mark.parametrize("seed", range(3))
def test_an_open_todo_said_again_shares_a_word_or_a_verb_with_what_was_said(seed: int) -> None:
    """:func:`open_again` looks only at open to-dos holding a word said, or a verb a word said
    is the noun of: every one :func:`_says_again` can find holds one."""
    chance = random.Random(seed)
    pool = [*_WORDS[:300], "renewal", "renew", "payment", "pay", "submission", "submit", "the", "send", "get", "do"]
    found = 0
    for _ in range(4000):
        action = " ".join(chance.sample(pool, chance.randint(1, 4)))
        words = [_NOUNS.get(w, w) if chance.random() < 0.5 else w for w in action.split()]
        words = chance.sample(words, chance.randint(1, len(words))) + chance.sample(pool, chance.randint(0, 1))
        said = content_words(" ".join(words))
        if not said or not _says_again(said, action):
            continue
        found += 1
        assert not said.union(*map(verbs_of_noun, said)).isdisjoint(content_words(action)), (said, action)
    assert found > 100


def test_a_todo_said_again_is_still_found_among_many_open_ones() -> None:
    others = [_open(n, f"call supplier {n}") for n in range(1, 40)]
    renew = _open(40, "renew the passport")
    assert open_again("passport renewal", "me", None, [*others, renew]) is renew
    assert open_again("renew passport", "me", None, [*others, renew]) is renew
    assert open_again("the renewal", "me", None, [*others, renew]) is renew  # no word shared: a noun of its verb
    assert open_again("renew the visa", "me", None, [*others, renew]) is None
    assert open_again("call supplier 7", "me", None, [*others, renew]) is others[6]
    assert open_again("call supplier", "me", None, [*others, renew]) is None  # forty of them: new


def _open(commitment_id: int, action: str) -> Commitment:
    at = datetime(2027, 3, 1, tzinfo=UTC)
    return Commitment(commitment_id, "u", action, "me", None, None, None, CommitmentStatus.ACCEPTED, at,
                      Source(commitment_id, "chat", 1.0))  # fmt: skip


def test_a_day_fact_reads_the_same_day_every_time() -> None:
    """Read once per value, year and zone: the same day for every claim saying it, in its zone."""
    london, tokyo = zone("Europe/London"), zone("Asia/Tokyo")

    def claim(value: str, year: int) -> Claim:
        at = datetime(year, 5, 1, tzinfo=UTC)
        return Claim(id=1, user="u", subject="priya", predicate="start date", value=value, scope=None, observed_at=at,
                     effective_from=at, effective_to=None, precision=Precision.DAY, explicit_time=False,
                     epistemic=Epistemic.EXPLICIT, source=Source(1, "chat", 1.0))

    assert day_of(claim("6 January 2027", 2026), london) == datetime(2027, 1, 6, tzinfo=london)
    assert day_of(claim("6 January 2027", 2026), tokyo) == datetime(2027, 1, 6, tzinfo=tokyo)
    assert day_of(claim("march 3", 2026), london) == datetime(2026, 3, 3, tzinfo=london)
    assert day_of(claim("march 3", 2028), london) == datetime(2028, 3, 3, tzinfo=london)  # the year it was said
    assert day_of(claim("January 2027", 2026), london) == datetime(2027, 1, 1, tzinfo=london)
    assert day_of(claim("Leeds", 2026), london) is None
    assert day_of(claim("Leeds", 2026), london) is None
