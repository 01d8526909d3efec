"""Tests for a call that reached no one (memory.understanding._unreached): no call to-do is done,
nothing is asked, and a try later is the call still to make; "live"/"launched" finishing the
to-do that put a thing out; a move by an amount said with "can" ("can slide a week")."""

from __future__ import annotations

from pathlib import Path

import pytest

from memory.understanding._unreached import retry_later, unreached
from tests.memory.understanding.played import failures

NOW = "2026-12-02T09:05:00+00:00"


@pytest.mark.parametrize(
    "text",
    [
        "rang Tariq twice, no answer",
        "tried calling Rekha, no answer",
        "called the bank, went to voicemail",
        "rang the bank but couldnt get through",
        "phoned the GP 3 times this morning, line engaged",
        "called Ahmed, he didnt pick up",
        "tried ringing the council - nobody picked up",
        "called dentist no answer",
        "buzzed the landlord, not picking up",
    ],
)
def test_a_call_that_reached_no_one(text: str) -> None:
    assert unreached(text)


@pytest.mark.parametrize(
    "text",
    ["called mum", "rang the landlord, all sorted", "emailed Jo, no reply yet", "texted Sam, no reply",
     "rang Tariq about the invoice, he'll pay friday"],
)
def test_a_call_made_or_a_message_sent_is_not_unreached(text: str) -> None:
    assert not unreached(text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("tried calling Rekha, will try again tmrw", "call Rekha tmrw"),
        ("phoned the GP 3 times this morning, line engaged, will ring again after lunch", "call the GP after lunch"),
        ("tried ringing the council - nobody picked up, gonna call them back monday", "call the council monday"),
        ("rang Tariq, no answer, try him again fri", "call Tariq fri"),
    ],
)
def test_a_try_later_is_the_call_still_to_make(text: str, said: str) -> None:
    assert retry_later(text) == said


@pytest.mark.parametrize("text", ["rang Tariq twice, no answer", "rang Tariq, no answer, will try again soon-ish"])
def test_no_try_later_leaves_the_words(text: str) -> None:
    assert retry_later(text) == text


CASES = [
    {"before": ["need to call Tariq about the invoice by tmrw"], "say": "rang Tariq twice, no answer",
     "expect": "nothing"},
    {"before": ["need to call the bank"], "say": "called the bank, went to voicemail", "expect": "nothing"},
    {"before": ["need to call Rekha about the lease"], "say": "tried calling Rekha, will try again tmrw",
     "expect": {"moved": [{"action": "call Rekha about the lease", "due": "2026-12-03"}]}},
    {"before": [], "say": "tried calling Rekha, will try again tmrw",
     "expect": {"commitments": [{"action": "call Rekha", "due": "2026-12-03"}]}},
    {"before": ["need to email Moana the lease by fri"], "say": "emailed Moana, no reply yet",
     "expect": {"completed": ["email Moana the lease"]}},
    {"before": ["Priyanshu will deploy the hotfix by 6pm today"], "say": "hotfix is live",
     "expect": {"completed": ["deploy the hotfix"]}},
    {"before": ["need to launch the promo page by fri"], "say": "promo page is live!",
     "expect": {"completed": ["launch the promo page"]}},
    {"before": ["need to book the venue"], "say": "the venue is live",
     "expect": {"facts": [{"subject": "venue", "predicate": "status", "value": "live"}]}},
    {"before": ["I'll prep the investor Q&A by thurs"], "say": "investor Q&A prep can slide a week",
     "expect": {"moved": [{"action": "prep the investor Q&A", "due": "2026-12-10"}]}},
    {"before": ["need to file the audit report by fri"], "say": "audit report can be pushed back 2 days",
     "expect": {"moved": [{"action": "file the audit report", "due": "2026-12-06"}]}},
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: str(c["say"]))
async def test_played(tmp_path: Path, case: dict[str, object]) -> None:
    assert await failures(tmp_path, NOW, "Europe/London", [case]) == []
