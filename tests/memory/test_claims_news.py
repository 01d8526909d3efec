"""The briefing's analysis of the claim groups that can hold news gives the changes and the
conflicts that analysing every group gives."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from memory import claims as engine
from tests.memory.test_claims import claim

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
NOW = START + timedelta(days=40)

ONE = st.fixed_dictionaries(
    {
        "value": st.sampled_from(["CTO", "CEO", "cto"]),
        "subject": st.sampled_from(["Maya", "Maya", "Omar", "maya"]),
        "predicate": st.sampled_from(["role", "role", "location"]),
        "scope": st.sampled_from([None, "Acme"]),
        "observed": st.integers(0, 50),
        "effective": st.one_of(st.sampled_from([0, 1, 30]), st.none(), st.integers(-20, 50)),
        "source": st.sampled_from([("chat", 1.0), ("hr", 2.0)]),
        "quoted": st.sampled_from([False, False, False, True]),
        "corrects": st.one_of(st.none(), st.integers(0, 12)),
    }
)


def _claims(drawn: list[dict]) -> list:
    made = []
    for number, spec in enumerate(drawn, start=1):
        corrects = spec["corrects"]
        made.append(
            claim(
                spec["value"],
                observed=START + timedelta(days=spec["observed"]),
                effective=None if spec["effective"] is None else START + timedelta(days=spec["effective"]),
                subject=spec["subject"],
                predicate=spec["predicate"],
                scope=spec["scope"],
                source=spec["source"][0],
                authority=spec["source"][1],
                quoted=spec["quoted"],
                corrects=corrects if corrects is not None and corrects < number else None,
                id=number,
            )
        )
    return made


@settings(max_examples=400, deadline=None)
@given(st.lists(ONE, max_size=12), st.one_of(st.none(), st.integers(0, 50)), st.integers(0, 50))
def test_news_analysis_gives_every_change_and_conflict(drawn: list[dict], since_day: int | None, days: int) -> None:
    """Changes since the last briefing and the conflicts now are those of every group's analysis."""
    claims = _claims(drawn)
    since = None if since_day is None else START + timedelta(days=since_day)
    now = START + timedelta(days=days, hours=1)
    known = [c for c in claims if c.observed_at <= now]
    news = engine.news_analysis(known, since, now)
    assert news.changes(since, now) == engine.changes_between(known, since, now)
    assert [v for v in news.views(now) if v.conflicting] == engine.conflicts(known, now)


def test_a_conflict_older_than_the_last_briefing_is_still_analysed() -> None:
    """Two sources disagreeing before the last briefing still disagree at the next one."""
    said = claim("CTO", observed=START, effective=START, id=1)
    other = claim("CEO", observed=START + timedelta(days=1), effective=START, source="hr", authority=2.0, id=2)
    since, now = START + timedelta(days=5), START + timedelta(days=10)
    listed = [v for v in engine.news_analysis([said, other], since, now).views(now) if v.conflicting]
    assert listed == engine.conflicts([said, other], now) != []


@settings(max_examples=300, deadline=None)
@given(st.lists(ONE, max_size=12), st.lists(st.tuples(st.one_of(st.none(), st.integers(0, 50)), st.integers(0, 50))))
def test_one_analysis_asked_of_many_windows_gives_each_what_a_fresh_one_gives(
    drawn: list[dict], windows: list[tuple[int | None, int]]
) -> None:
    """An analysis keeps what each claim changed once asked (a deep read asks it for every
    question): windows asked in turn of one analysis, some groups at a time, give what a fresh
    analysis gives each window."""
    claims = _claims(drawn)
    shared = engine.analysed(claims)
    keys = sorted({engine.group_key(c) for c in claims})
    for number, (since_day, days) in enumerate(windows):
        since = None if since_day is None else START + timedelta(days=since_day)
        until = START + timedelta(days=days, hours=1)
        only = keys[number % 2 :: 2] if number % 3 else None
        assert shared.changes(since, until, only) == engine.analysed(claims).changes(since, until, only)
