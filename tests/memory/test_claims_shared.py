"""One analysis of a claim group, shared by the queries until its claims change, and the
contradiction check that looks up a version's members by period instead of scanning them."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from memory import claims as engine
from memory.model import ClaimStatus, Precision
from tests.memory.test_claims import claim

NOW = datetime(2026, 9, 1, tzinfo=UTC)
BERLIN = ZoneInfo("Europe/Berlin")


def _history() -> list:
    return [
        claim("VP Operations", observed="2026-01-10", effective="2026-01-01"),
        claim("VP Operations", observed="2026-02-10"),
        claim("COO", observed="2026-06-02", effective="2026-06-01"),
        claim("Berlin", observed="2026-03-01", predicate="location"),
    ]


def test_the_queries_share_one_analysis_of_the_same_claims() -> None:
    """view_at, changes_between and statuses over the same Claim objects read one analysis:
    the versions are the very same objects, and so is the view built from them."""
    claims = _history()
    first = engine._analyse(claims)
    again = engine._analyse(list(reversed(claims)))
    key = engine.group_key(claims[0])
    assert first.groups[key] is again.groups[key]
    assert engine.view_at(claims, NOW)[1] is engine.view_at(claims, NOW)[1]
    assert [v.value for v in engine.view_at(claims, NOW)] == ["Berlin", "COO"]


def test_a_group_whose_claims_changed_is_analysed_again() -> None:
    """A new claim, or a claim replaced by another object with the same id, is a new analysis:
    nothing is served from what the group held before."""
    claims = _history()
    assert engine.find_view(claims, NOW, "Maya", "role").value == "COO"
    later = claim("CEO", observed="2026-08-02", effective="2026-08-01")
    assert engine.find_view([*claims, later], NOW, "Maya", "role").value == "CEO"
    assert engine.find_view(claims, NOW, "Maya", "role").value == "COO"
    renamed = [*claims[:2], replace(claims[2], value="Chief Operating Officer"), claims[3]]
    assert engine.find_view(renamed, NOW, "Maya", "role").value == "Chief Operating Officer"
    corrected = engine.correction(
        claims[2], id=9_000_001, observed_at=NOW - timedelta(days=1), source=claims[2].source, value="CFO"
    )
    statuses = engine.statuses([*claims, corrected], NOW)
    assert statuses[claims[2].id] is ClaimStatus.CORRECTED
    assert statuses[corrected.id] is ClaimStatus.CURRENT
    assert engine.statuses(claims, NOW)[claims[2].id] is ClaimStatus.CURRENT


def test_statuses_in_one_pass_match_each_version_asked_alone() -> None:
    """The statuses of a group's versions computed in one pass equal each asked on its own."""
    claims = [
        claim("Lisbon", observed="2026-01-05", effective="2026-01-01", predicate="location"),
        claim("Porto", observed="2026-02-05", effective="2026-02-01", until="2026-03-01", predicate="location"),
        claim("Faro", observed="2026-04-05", effective="2026-04-01", until="2026-05-01", predicate="location"),
        claim("Braga", observed="2026-10-05", effective="2026-10-01", predicate="location"),
    ]
    versions = engine._analyse(claims).groups[engine.group_key(claims[0])]
    for now in (NOW, datetime(2026, 2, 15, tzinfo=UTC), datetime(2026, 12, 1, tzinfo=UTC)):
        together = engine._version_statuses(versions, now)
        alone = [_status_alone(versions, index, now) for index in range(len(versions))]
        assert together == alone
    assert engine._version_statuses(versions, NOW) == [
        ClaimStatus.CURRENT,
        ClaimStatus.HISTORICAL,
        ClaimStatus.HISTORICAL,
        ClaimStatus.CURRENT,
    ]


def _status_alone(versions, index: int, now: datetime) -> ClaimStatus:
    """The status of one version, each later version looked at in turn (the definition)."""
    version = versions[index]
    later = [v.start for v in versions[index + 1 :] if v.start <= now]
    return engine._status(version, now, version is engine._holding(versions, now), min(later, default=None))


_PRECISIONS = st.sampled_from([Precision.INSTANT, Precision.DAY, Precision.MONTH, Precision.YEAR])


@st.composite
def _claims(draw: st.DrawFn) -> list:
    start = datetime(2025, 11, 20, tzinfo=UTC)
    found = []
    for number in range(draw(st.integers(min_value=1, max_value=12))):
        effective = start + timedelta(hours=draw(st.integers(min_value=0, max_value=24 * 80)))
        observed = start + timedelta(hours=draw(st.integers(min_value=0, max_value=24 * 80)))
        dated = draw(st.booleans())
        found.append(
            claim(
                draw(st.sampled_from(["VP", "COO", "CFO"])),
                observed=observed,
                effective=effective if dated else None,
                precision=draw(_PRECISIONS) if dated else None,
                id=10_000 + number,
            )
        )
    return found


@settings(max_examples=150, deadline=None)
@given(members=_claims(), other=_claims(), zone=st.sampled_from([UTC, BERLIN]))
def test_the_period_index_finds_every_contradicting_member(members: list, other: list, zone) -> None:
    """A claim contradicts a version exactly when it contradicts one of its members: looking
    members up by period finds what checking every member finds."""
    building = engine._Building(members[0].effective_from)
    for member in members:
        building.add(member, zone)
    for candidate in other:
        expected = any(engine._contradicts(candidate, member, zone) for member in members)
        assert building.contradicted_by(candidate, zone) is expected
