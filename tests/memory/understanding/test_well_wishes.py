"""Tests for congratulations, thanks, condolences, well-wishes and quick reactions: nothing kept
and nothing asked, even when they name a role, an event or a day; a congratulation that names
someone and what they became, joined or moved to keeps that fact; a wish followed by a promise
or a question still reads the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory.understanding._well_wishes import well_wished
from tests.memory.understanding.played import failures

PLAYED_NOW = "2026-12-07T09:00:00+00:00"  # a Monday

WISHES = [
    "congrats on the promotion!!",
    "congratulations on the baby!",
    "Congrats Ana!!",
    "big congrats on the new role 🎉",
    "congrats on your promotion to VP",  # whose? nobody named
    "well done on the marathon",
    "well done team 👏",
    "bravo on the launch",
    "kudos to the ops team for the migration",
    "nice one",
    "fair enough",
    "haha same",
    "ugh mondays",
    "ugh tuesdays am i right",
    "omg 🎉",
    "yay friday!!",
    "happy bday!!",
    "happy birthday Tom!",
    "happy anniversary!",
    "merry xmas!",
    "good luck today",
    "good luck with the interview tomorrow!",
    "good luck on your exam monday",
    "best of luck to Sam on the interview thursday",
    "break a leg tonight",
    "get well soon",
    "hope you feel better soon",
    "safe travels",
    "have a safe flight to Lagos on the 14th",
    "have a good weekend",
    "enjoy the holiday",
    "thanks so much for the help yesterday",
    "thanks for covering friday",
    "ok thanks so much!",
    "sorry for your loss",
    "so sorry to hear about your dad",
    "rest in peace grandpa",
    "congrats on the engagement 💍 so happy for you",
    "get well soon Omar, hope the surgery goes ok",
    "happy first day Priya!",
    "good luck at the board meeting thursday",
    "enjoy your last day friday!",
    "thanks for helping",
]


@pytest.mark.parametrize("text", WISHES)
def test_a_wish_keeps_nothing(text: str) -> None:
    assert well_wished(text) == ""


async def test_wishes_store_nothing_and_ask_nothing(tmp_path: Path) -> None:
    cases = [{"say": text, "expect": "nothing"} for text in WISHES]
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []


@pytest.mark.parametrize(
    ("text", "news"),
    [
        ("congrats to Ana on her promotion to VP", "Ana got promoted to VP"),
        ("congrats Ana on making partner!", "Ana got promoted to partner"),
        ("congratulations to Priya on becoming head of sales", "Priya got promoted to head of sales"),
        ("well done Kofi on the new role as CTO", "Kofi got promoted to CTO"),
        ("big congrats to Leila on her new job at Deloitte", "Leila joined Deloitte"),
        ("congrats to Ben on joining Google 🎉", "Ben joined Google"),
        ("congrats to Tomás on the move to Lisbon, well deserved", "Tomás moved to Lisbon"),
        ("congrats Priya on the new CTO role!!", "Priya got promoted to CTO"),
    ],
)
def test_a_congratulation_with_news_is_said_as_the_news(text: str, news: str) -> None:
    assert well_wished(text) == news


@pytest.mark.parametrize(
    "text",
    [
        "congrats to Ana on becoming a mum",  # no job: nothing to keep
        "congrats Ana on the promotion",  # no value
    ],
)
def test_a_congratulation_without_a_value_keeps_nothing(text: str) -> None:
    assert well_wished(text) == ""


@pytest.mark.parametrize(
    "text",
    [
        "thanks, I'll send it by friday",
        "thanks for the reminder, need to call Ana tmrw",
        "congrats on the launch, need to send Ana the deck by monday",
        "thanks Sam for sending the invoice",  # may end a to-do of Sam's
        "happy hour fri at 6",
        "sorry, meant the 21st",
        "the boiler's fixed yay",
        "ugh the printer's jammed again",
        "nice one, call the bank tmrw",
        "get well soon card for Mum by friday",
        "need to buy a happy birthday banner",
        "Ana got promoted to VP",
        "kudos to Raj for fixing the vpn",  # the vpn may be fixed
        "thanks a million for sorting the invoice",
    ],
)
def test_more_than_a_wish_is_read_as_before(text: str) -> None:
    assert well_wished(text) is None


async def test_the_news_in_a_congratulation_is_kept(tmp_path: Path) -> None:
    cases = [
        {"say": "congrats to Ana on her promotion to VP",
         "expect": {"facts": [{"subject": "Ana", "predicate": "role", "value": "VP"}]}},
        {"say": "big congrats to Leila on her new job at Deloitte!!",
         "expect": {"facts": [{"subject": "Leila", "predicate": "employer", "value": "Deloitte"}]}},
        {"say": "thanks, I'll send the slides by friday",
         "expect": {"commitments": [{"action": "send the slides", "due": "2026-12-11"}]}},
    ]  # fmt: skip
    assert await failures(tmp_path, PLAYED_NOW, "Europe/London", cases) == []
