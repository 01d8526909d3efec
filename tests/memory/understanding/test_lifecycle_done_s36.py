"""Session 36 (blind34 lifecycle): a job done, said by its result.

- a tradesperson's visit then the clean result of the job ("chimney sweep came and went, flue's
  spotless"): the visit is the done report (the to-do to get them in is done), never a cleaning done
  by the user; a result that is news ("…, the flue is cracked") or a fix ("…, the boiler's fixed") is
  left to the issue readers; "swept" is the past of "sweep", so "get the chimney swept" is the sweep's job;
- an application or a payment gone through ("firearms licence renewal went thru online, took 5 min")
  is done, as one that came through is.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from memory.understanding import CompleteCommitment, OpenEpisode, ResolveEpisode, extract
from memory.words import stem

TZ = ZoneInfo("America/Goose_Bay")
NOW = datetime(2029, 3, 8, 14, 20, tzinfo=TZ)


def _done(said: str) -> list[str]:
    return [i.action for i in extract(said, now=NOW, tz=TZ) if isinstance(i, CompleteCommitment)]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("chimney sweep came and went, flue's spotless", "chimney sweep came"),
        ("chimney sweep's been, the chimney is all clean now", "chimney sweep came"),
        ("the sweep came, chimney's spotless", "sweep came"),
        ("the plumber came, the bathroom's spotless", "plumber came"),
    ],
)
def test_a_visit_then_the_clean_result_is_the_visit_done(said: str, action: str) -> None:
    assert _done(said) == [action], said


def test_a_visit_then_news_or_a_fix_is_the_issue_readers() -> None:
    assert [type(i) for i in extract("chimney sweep came and went, the flue is cracked", now=NOW, tz=TZ)] == [
        OpenEpisode
    ]
    assert [type(i) for i in extract("plumber came, the boiler's fixed", now=NOW, tz=TZ)] == [ResolveEpisode]


def test_irregular_participles_of_jobs_stem_to_their_verb() -> None:
    assert [stem(w) for w in ("swept", "dug", "mown", "sewn")] == ["sweep", "dig", "mow", "sew"]


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("firearms licence renewal went thru online, took 5 min after all that dread", "firearms licence renewal"),
        ("firearms licence renewal went thru online", "firearms licence renewal"),
        ("the visa application has gone through, no bother", "visa application"),
        ("passport renewal went through today", "passport renewal"),
        ("the transfer went through", "transfer"),
        ("the permit came through", "permit"),
    ],
)
def test_an_application_gone_through_is_done(said: str, action: str) -> None:
    assert action in _done(said), said


@pytest.mark.parametrize("said", ["the bill went through the roof", "amira came through", "sam went through"])
def test_a_person_or_a_figure_gone_through_is_no_done_report(said: str) -> None:
    assert _done(said) == [], said
