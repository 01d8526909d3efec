"""What session 37 cut from a fact about a bare first name at a long history (issue 11): three
months of messages were read whole, every event built, and each searched with the pattern
compiled again. Now the store returns only the messages holding "from" or a bracket
(:meth:`memory.store.Store.message_texts`, the same on PostgreSQL and in a rebuild's tables),
and :func:`memory.namesakes.told_apart` tests a text for them before searching it. Checked
here: that no text left out could have told anyone apart (every code point), that
``told_apart`` gives what searching every text gave, and that the stores and a rebuild's
tables return the same messages."""

from __future__ import annotations

import random
import re
import sys
from datetime import timedelta

import pytest

from memory import namesakes
from memory.model import EventKind
from memory.rebuild import _Tables
from memory.service import Memory
from tests.driver import at, chat

START = "2027-03-09T09:00:00+00:00"
TZ = "Europe/London"
EVERY_CHARACTER = "".join(map(chr, range(sys.maxunicode + 1)))


def test_only_the_letters_of_from_match_them_when_the_case_is_ignored() -> None:
    # what lets a text without "from" (its ASCII letters lower-cased) or "(" be skipped unsearched
    for letter in "from":
        assert set(re.findall(letter, EVERY_CHARACTER, re.I)) == {letter, letter.upper()}


def _told_apart_before(subject: str, texts: list[str]) -> list[str]:
    """:func:`namesakes.told_apart` as it was: every text searched."""
    if not namesakes._FIRST_NAME.match(subject) or not subject[:1].isupper():
        return []
    found: dict[str, str] = {}
    for text in texts:
        for m in namesakes._told(subject).finditer(text):
            where = (m["w"] or m["b"] or "").strip()
            if re.match(r"\d", where):
                continue
            label = f"{subject} from {where}" if m["w"] else f"{subject} ({where})"
            found.setdefault(namesakes.normalize_key(where.removeprefix("the ")), label)
    return sorted(found.values()) if len(found) >= 2 else []


_PIECES = [
    "Aliya", "ALIYA", "aliya", "Alıya", "Sam", "Ines", "Jo-Anne", " ", "  ", "\n", "from", "FROM", "From",
    "fRoM", "frōm", "fr0m", "(", ")", "(choir)", "( neighbour )", "the", "my", "our", "accounts", "5",
    "gym", "ſchool", "K", "works", "at", "met", ",", "'s", "-", "İ",
]  # fmt: skip


@pytest.mark.parametrize("subject", ["Aliya", "Sam", "Ines", "Jo-Anne", "aliya", "Kim"])
def test_told_apart_finds_what_searching_every_text_found(subject: str) -> None:
    rng = random.Random(37)
    for _ in range(400):
        texts = ["".join(rng.choices(_PIECES, k=rng.randint(1, 9))) for _ in range(rng.randint(1, 6))]
        texts += [f"{subject} from accounts", f"{subject} (choir)"][: rng.randint(0, 2)]
        rng.shuffle(texts)
        assert namesakes.told_apart(subject, texts) == _told_apart_before(subject, texts), texts


@pytest.mark.parametrize(
    ("text", "may"),
    [
        ("Aliya FROM accounts", True),
        ("lunch w/ Ines(neighbour)", True),
        ("Sam From the gym", True),
        ("fröm the gym", False),
        ("Aliya at the bakery", False),
        ("FRoM", True),
    ],
)
def test_a_text_that_may_tell_apart(text: str, may: bool) -> None:
    assert namesakes.may_tell_apart(text) is may


async def test_the_stores_and_a_rebuilds_tables_return_the_same_messages(memory: Memory) -> None:
    lines = [
        "Aliya FROM accounts is helping w/ the audit",
        "nothing here",
        "lunch with Ines (neighbour) was fun",
        "fröm nowhere",
        "Sam fRoM work says hi",
        "a letter from the council",
        "brb",
    ]
    _, user_id, _ = await chat(memory, START, TZ, lines)
    events = await memory.store.events(user_id)
    messages = [e for e in events if e.kind == EventKind.MESSAGE]
    tables = _Tables({e.id: e for e in sorted(events, key=lambda e: (e.at, e.id))})
    for since in (at(START) - timedelta(days=1), messages[2].at, messages[2].at + timedelta(seconds=1)):
        expected = [(e.at, e.id, e.text) for e in messages if e.at >= since and namesakes.may_tell_apart(e.text)]
        assert await memory.store.message_texts(user_id, since, namesakes.SIGNS) == expected
        assert await tables.message_texts(user_id, since, namesakes.SIGNS) == expected
        for kinds in (None, [EventKind.MESSAGE], [EventKind.REPLY, EventKind.MESSAGE]):
            assert await tables.events(user_id, kinds=kinds, since=since) == await memory.store.events(
                user_id, kinds=kinds, since=since
            )
    assert [text for _, _, text in await memory.store.message_texts(user_id, at(START), namesakes.SIGNS)] == [
        lines[0], lines[2], lines[4], lines[5]]  # fmt: skip


async def test_a_name_told_apart_in_capitals_is_still_asked_about(memory: Memory) -> None:
    # the store's look-up lower-cases the ASCII letters: "FROM" is read as "from" was
    lines = ["Sam FROM work says hi", "Sam from the gym wants his towel back", "Sam moved to Leeds"]
    _, user_id, replies = await chat(memory, START, TZ, lines)
    assert await memory.store.claims(user_id) == []
    assert "Which Sam" in replies[-1] and " or " in replies[-1]
