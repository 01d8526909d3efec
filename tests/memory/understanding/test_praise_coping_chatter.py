"""Tests for small talk that looks like a fact or a promise: praise of someone or their things
("Ana's new haircut is 🔥", "the new intern is super sharp") and getting through ("I will
survive this week somehow", "we'll get through it"). Nothing is stored and nothing asked; a
real fact, to-do or fault said with the same words still reads."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import NewCommitment, OpenEpisode, extract
from memory.understanding._appraisal import appraisal, praise
from memory.understanding._chatter import chatter
from memory.understanding._coping import coping

LONDON = ZoneInfo("Europe/London")
NOW = datetime(2026, 12, 2, 10, 0, tzinfo=LONDON)


def _read(text: str) -> list:
    return extract(text, now=NOW, tz=LONDON)


@pytest.mark.parametrize(
    "text",
    [
        "Ana's new haircut is 🔥",
        "the new intern is super sharp",
        "Kofi is an absolute legend",
        "my sister's new flat is gorgeous",
        "omg Mateus's cake was amazing",
        "our new neighbour seems really kind",
        "Ayesha's presentation was 🔥🔥",
    ],
)
def test_praise_is_chat(text: str) -> None:
    assert _read(text) == []
    assert chatter(text)


@pytest.mark.parametrize(
    "text",
    [
        "the server is dead",  # a fault, for the issue reader or a question
        "the ward is packed",
        "the printer is a nightmare",
        "the new receptionist is Zoe",  # a name: a fact
    ],
)
def test_what_may_report_a_fault_or_name_someone_is_no_praise(text: str) -> None:
    assert not chatter(text)


@pytest.mark.parametrize(
    ("value", "judges", "praises"),
    [
        ("super sharp", True, True),
        ("🔥", True, True),
        ("an absolute legend", True, True),
        ("really kind lol", True, True),
        ("dead", True, False),
        ("a nightmare", True, False),
        ("Zoe", False, False),
        ("head of ops", False, False),
        ("sharp knives", False, False),
    ],
)
def test_appraisal_and_praise(value: str, judges: bool, praises: bool) -> None:
    assert appraisal(value) is judges
    assert praise(value) is praises


@pytest.mark.parametrize(
    "text",
    [
        "I will survive this week somehow",
        "we'll get through it somehow",
        "I'll live lol",
        "just gotta survive till friday",
        "I'll cope somehow",
        "we will make it work",
        "ugh. I will survive",
        "i'll be fine",
        "we'll muddle through the rest of the week",
    ],
)
def test_getting_through_is_chat(text: str) -> None:
    assert coping(text)
    assert _read(text) == []
    assert chatter(text)


@pytest.mark.parametrize(
    "text",
    [
        "I will get through the inbox by friday",
        "need to manage the rota",
        "I'll make it to the party",
        "we will survive the audit",
        "I'll manage the budget this week",
        "I'll make it tomorrow",
    ],
)
def test_getting_a_thing_done_is_no_coping(text: str) -> None:
    assert not coping(text)


def test_a_to_do_beside_coping_still_reads() -> None:
    found = _read("I'll survive somehow, need to book the MOT by friday")
    assert any(isinstance(i, NewCommitment) and "MOT" in i.action for i in found), found


def test_a_fault_is_still_an_issue() -> None:
    assert any(isinstance(i, OpenEpisode) for i in _read("the server is dead"))
